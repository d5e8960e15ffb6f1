// vpu_top_w64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_top_w64(clock,reset,instr_valid,instr_ready,instr_data,done,error,error_code,cfg_sram_words,ev_busy,lda_req_valid,lda_req_ready,lda_req_addr,lda_rsp_valid,lda_rsp_data,ldb_req_valid,ldb_req_ready,ldb_req_addr,ldb_rsp_valid,ldb_rsp_data,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  instr_valid;
    output reg  instr_ready;
    // UNUSEDSIGNAL waived: the unit reads the fields it executes; opcode, wait and signal belong to the dispatcher
    /* verilator lint_off UNUSEDSIGNAL */
    input wire  [127:0] instr_data;
    /* verilator lint_on UNUSEDSIGNAL */
    output reg  done;
    output reg  error;
    output reg  [7:0] error_code;
    input wire  [23:0] cfg_sram_words;
    output reg  ev_busy;
    output reg  lda_req_valid;
    input wire  lda_req_ready;
    output reg  [19:0] lda_req_addr;
    input wire  lda_rsp_valid;
    input wire  [63:0] lda_rsp_data;
    output reg  ldb_req_valid;
    input wire  ldb_req_ready;
    output reg  [19:0] ldb_req_addr;
    input wire  ldb_rsp_valid;
    input wire  [63:0] ldb_rsp_data;
    output reg  sram_req_valid;
    input wire  sram_req_ready;
    output reg  [19:0] sram_req_addr;
    output reg  sram_req_we;
    output reg  [63:0] sram_req_wdata;
    input wire  sram_rsp_valid;
    input wire  [63:0] sram_rsp_data;

    // Constant declarations
    localparam  p_funct = 7'b1100;
    localparam  p_a = 7'b100000;
    localparam  p_b = 7'b110100;
    localparam  p_c = 7'b1001000;
    localparam  p_d = 7'b1011100;
    localparam  p_len = 7'b1110000;
    localparam  p_imm = 7'b10000;
    localparam  c_idle = 2'b0;
    localparam  c_check = 2'b1;
    localparam  c_run = 2'b10;
    localparam  c_chk = 2'b10;
    localparam  c_one2 = 2'b1;
    localparam  c_f_resadd = 4'h8;
    localparam  c_f_silu = 4'h7;
    localparam  c_f_embed = 4'ha;
    localparam  c_f_argmax = 4'h9;
    localparam  c_f_softmax = 4'h5;
    localparam  c_z2 = 2'b0;
    localparam  c_zw = 64'h0;
    localparam  c_ok = 8'h0;
    localparam  c_unsup = 8'h27;

    // Stub signals
    reg  [1:0] state_q$d /*verilator isolate_assignments*/;
    wire  [1:0] state_q$q;
    reg  state_q$clock /*verilator isolate_assignments*/;
    reg  [3:0] funct_q$d /*verilator isolate_assignments*/;
    wire  [3:0] funct_q$q;
    reg  funct_q$clock /*verilator isolate_assignments*/;
    reg  [19:0] a_q$d /*verilator isolate_assignments*/;
    wire  [19:0] a_q$q;
    reg  a_q$clock /*verilator isolate_assignments*/;
    reg  [19:0] b_q$d /*verilator isolate_assignments*/;
    wire  [19:0] b_q$q;
    reg  b_q$clock /*verilator isolate_assignments*/;
    reg  [19:0] c_q$d /*verilator isolate_assignments*/;
    wire  [19:0] c_q$q;
    reg  c_q$clock /*verilator isolate_assignments*/;
    reg  [19:0] d_q$d /*verilator isolate_assignments*/;
    wire  [19:0] d_q$q;
    reg  d_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] len_q$d /*verilator isolate_assignments*/;
    wire  [15:0] len_q$q;
    reg  len_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] imm_q$d /*verilator isolate_assignments*/;
    wire  [15:0] imm_q$q;
    reg  imm_q$clock /*verilator isolate_assignments*/;
    reg  [1:0] chk_q$d /*verilator isolate_assignments*/;
    wire  [1:0] chk_q$q;
    reg  chk_q$clock /*verilator isolate_assignments*/;
    reg  start_q$d /*verilator isolate_assignments*/;
    wire  start_q$q;
    reg  start_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  error_q$d /*verilator isolate_assignments*/;
    wire  error_q$q;
    reg  error_q$clock /*verilator isolate_assignments*/;
    reg  [7:0] code_q$d /*verilator isolate_assignments*/;
    wire  [7:0] code_q$q;
    reg  code_q$clock /*verilator isolate_assignments*/;
    reg  lda$clock /*verilator isolate_assignments*/;
    reg  lda$reset /*verilator isolate_assignments*/;
    reg  lda$cmd_valid /*verilator isolate_assignments*/;
    wire  lda$cmd_ready;
    reg  [19:0] lda$cmd_addr /*verilator isolate_assignments*/;
    reg  [15:0] lda$cmd_count /*verilator isolate_assignments*/;
    reg  [1:0] lda$cmd_width /*verilator isolate_assignments*/;
    reg  lda$cmd_signed /*verilator isolate_assignments*/;
    wire  lda$req_valid;
    reg  lda$req_ready /*verilator isolate_assignments*/;
    wire  [19:0] lda$req_addr;
    reg  lda$rsp_valid /*verilator isolate_assignments*/;
    reg  [63:0] lda$rsp_data /*verilator isolate_assignments*/;
    wire  lda$out_valid;
    reg  lda$out_ready /*verilator isolate_assignments*/;
    wire  [31:0] lda$out_data;
    // UNUSEDSIGNAL waived: loader A's vector ends with loader B's and the store counts the elements itself
    /* verilator lint_off UNUSEDSIGNAL */
    wire  lda$out_last;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  ldb$clock /*verilator isolate_assignments*/;
    reg  ldb$reset /*verilator isolate_assignments*/;
    reg  ldb$cmd_valid /*verilator isolate_assignments*/;
    wire  ldb$cmd_ready;
    reg  [19:0] ldb$cmd_addr /*verilator isolate_assignments*/;
    reg  [15:0] ldb$cmd_count /*verilator isolate_assignments*/;
    reg  [1:0] ldb$cmd_width /*verilator isolate_assignments*/;
    reg  ldb$cmd_signed /*verilator isolate_assignments*/;
    wire  ldb$req_valid;
    reg  ldb$req_ready /*verilator isolate_assignments*/;
    wire  [19:0] ldb$req_addr;
    reg  ldb$rsp_valid /*verilator isolate_assignments*/;
    reg  [63:0] ldb$rsp_data /*verilator isolate_assignments*/;
    wire  ldb$out_valid;
    reg  ldb$out_ready /*verilator isolate_assignments*/;
    wire  [31:0] ldb$out_data;
    wire  ldb$out_last;
    reg  st$clock /*verilator isolate_assignments*/;
    reg  st$reset /*verilator isolate_assignments*/;
    reg  st$cmd_valid /*verilator isolate_assignments*/;
    wire  st$cmd_ready;
    reg  [19:0] st$cmd_addr /*verilator isolate_assignments*/;
    reg  [15:0] st$cmd_count /*verilator isolate_assignments*/;
    reg  [1:0] st$cmd_width /*verilator isolate_assignments*/;
    reg  st$in_valid /*verilator isolate_assignments*/;
    wire  st$in_ready;
    reg  [63:0] st$in_data /*verilator isolate_assignments*/;
    wire  st$req_valid;
    reg  st$req_ready /*verilator isolate_assignments*/;
    wire  [19:0] st$req_addr;
    wire  st$req_we;
    wire  [63:0] st$req_wdata;
    reg  st$rsp_valid /*verilator isolate_assignments*/;
    reg  [63:0] st$rsp_data /*verilator isolate_assignments*/;
    wire  st$done;
    reg  e_ew$clock /*verilator isolate_assignments*/;
    reg  e_ew$reset /*verilator isolate_assignments*/;
    reg  e_ew$start /*verilator isolate_assignments*/;
    reg  [3:0] e_ew$cfg_funct /*verilator isolate_assignments*/;
    reg  [19:0] e_ew$cfg_a /*verilator isolate_assignments*/;
    reg  [19:0] e_ew$cfg_b /*verilator isolate_assignments*/;
    reg  [19:0] e_ew$cfg_c /*verilator isolate_assignments*/;
    reg  [19:0] e_ew$cfg_d /*verilator isolate_assignments*/;
    reg  [15:0] e_ew$cfg_len /*verilator isolate_assignments*/;
    reg  [23:0] e_ew$cfg_sram_words /*verilator isolate_assignments*/;
    wire  [7:0] e_ew$chk_code;
    wire  e_ew$lda_cmd_valid;
    reg  e_ew$lda_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_ew$lda_cmd_addr;
    wire  [15:0] e_ew$lda_cmd_count;
    wire  [1:0] e_ew$lda_cmd_width;
    wire  e_ew$lda_cmd_signed;
    reg  e_ew$lda_out_valid /*verilator isolate_assignments*/;
    wire  e_ew$lda_out_ready;
    reg  [31:0] e_ew$lda_out_data /*verilator isolate_assignments*/;
    wire  e_ew$ldb_cmd_valid;
    reg  e_ew$ldb_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_ew$ldb_cmd_addr;
    wire  [15:0] e_ew$ldb_cmd_count;
    wire  [1:0] e_ew$ldb_cmd_width;
    wire  e_ew$ldb_cmd_signed;
    reg  e_ew$ldb_out_valid /*verilator isolate_assignments*/;
    wire  e_ew$ldb_out_ready;
    reg  [31:0] e_ew$ldb_out_data /*verilator isolate_assignments*/;
    reg  e_ew$ldb_out_last /*verilator isolate_assignments*/;
    wire  e_ew$st_cmd_valid;
    reg  e_ew$st_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_ew$st_cmd_addr;
    wire  [15:0] e_ew$st_cmd_count;
    wire  [1:0] e_ew$st_cmd_width;
    wire  e_ew$st_in_valid;
    reg  e_ew$st_in_ready /*verilator isolate_assignments*/;
    wire  [63:0] e_ew$st_in_data;
    reg  e_ew$st_done /*verilator isolate_assignments*/;
    wire  e_ew$done;
    wire  e_ew$error;
    wire  [7:0] e_ew$error_code;
    reg  e_embed$clock /*verilator isolate_assignments*/;
    reg  e_embed$reset /*verilator isolate_assignments*/;
    reg  e_embed$start /*verilator isolate_assignments*/;
    reg  [19:0] e_embed$cfg_a /*verilator isolate_assignments*/;
    reg  [19:0] e_embed$cfg_b /*verilator isolate_assignments*/;
    reg  [19:0] e_embed$cfg_d /*verilator isolate_assignments*/;
    reg  [15:0] e_embed$cfg_len /*verilator isolate_assignments*/;
    reg  [15:0] e_embed$cfg_imm /*verilator isolate_assignments*/;
    reg  [23:0] e_embed$cfg_sram_words /*verilator isolate_assignments*/;
    wire  [7:0] e_embed$chk_code;
    wire  e_embed$lda_cmd_valid;
    reg  e_embed$lda_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_embed$lda_cmd_addr;
    wire  [15:0] e_embed$lda_cmd_count;
    wire  [1:0] e_embed$lda_cmd_width;
    wire  e_embed$lda_cmd_signed;
    reg  e_embed$lda_out_valid /*verilator isolate_assignments*/;
    wire  e_embed$lda_out_ready;
    reg  [31:0] e_embed$lda_out_data /*verilator isolate_assignments*/;
    reg  e_embed$lda_out_last /*verilator isolate_assignments*/;
    wire  e_embed$ldb_cmd_valid;
    reg  e_embed$ldb_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_embed$ldb_cmd_addr;
    wire  [15:0] e_embed$ldb_cmd_count;
    wire  [1:0] e_embed$ldb_cmd_width;
    wire  e_embed$ldb_cmd_signed;
    reg  e_embed$ldb_out_valid /*verilator isolate_assignments*/;
    wire  e_embed$ldb_out_ready;
    reg  [31:0] e_embed$ldb_out_data /*verilator isolate_assignments*/;
    wire  e_embed$st_cmd_valid;
    reg  e_embed$st_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_embed$st_cmd_addr;
    wire  [15:0] e_embed$st_cmd_count;
    wire  [1:0] e_embed$st_cmd_width;
    wire  e_embed$st_in_valid;
    reg  e_embed$st_in_ready /*verilator isolate_assignments*/;
    wire  [63:0] e_embed$st_in_data;
    reg  e_embed$st_done /*verilator isolate_assignments*/;
    wire  e_embed$done;
    wire  e_embed$error;
    wire  [7:0] e_embed$error_code;
    reg  e_argmax$clock /*verilator isolate_assignments*/;
    reg  e_argmax$reset /*verilator isolate_assignments*/;
    reg  e_argmax$start /*verilator isolate_assignments*/;
    reg  [19:0] e_argmax$cfg_a /*verilator isolate_assignments*/;
    reg  [19:0] e_argmax$cfg_d /*verilator isolate_assignments*/;
    reg  [15:0] e_argmax$cfg_len /*verilator isolate_assignments*/;
    reg  [23:0] e_argmax$cfg_sram_words /*verilator isolate_assignments*/;
    wire  [7:0] e_argmax$chk_code;
    wire  e_argmax$lda_cmd_valid;
    reg  e_argmax$lda_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_argmax$lda_cmd_addr;
    wire  [15:0] e_argmax$lda_cmd_count;
    wire  [1:0] e_argmax$lda_cmd_width;
    wire  e_argmax$lda_cmd_signed;
    reg  e_argmax$lda_out_valid /*verilator isolate_assignments*/;
    wire  e_argmax$lda_out_ready;
    reg  [31:0] e_argmax$lda_out_data /*verilator isolate_assignments*/;
    reg  e_argmax$lda_out_last /*verilator isolate_assignments*/;
    wire  e_argmax$st_cmd_valid;
    reg  e_argmax$st_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_argmax$st_cmd_addr;
    wire  [15:0] e_argmax$st_cmd_count;
    wire  [1:0] e_argmax$st_cmd_width;
    wire  e_argmax$st_in_valid;
    reg  e_argmax$st_in_ready /*verilator isolate_assignments*/;
    wire  [63:0] e_argmax$st_in_data;
    reg  e_argmax$st_done /*verilator isolate_assignments*/;
    wire  e_argmax$done;
    reg  e_softmax$clock /*verilator isolate_assignments*/;
    reg  e_softmax$reset /*verilator isolate_assignments*/;
    reg  e_softmax$start /*verilator isolate_assignments*/;
    reg  [19:0] e_softmax$cfg_a /*verilator isolate_assignments*/;
    reg  [19:0] e_softmax$cfg_b /*verilator isolate_assignments*/;
    reg  [19:0] e_softmax$cfg_d /*verilator isolate_assignments*/;
    reg  [15:0] e_softmax$cfg_len /*verilator isolate_assignments*/;
    reg  [23:0] e_softmax$cfg_sram_words /*verilator isolate_assignments*/;
    wire  [7:0] e_softmax$chk_code;
    wire  e_softmax$lda_cmd_valid;
    reg  e_softmax$lda_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_softmax$lda_cmd_addr;
    wire  [15:0] e_softmax$lda_cmd_count;
    wire  [1:0] e_softmax$lda_cmd_width;
    wire  e_softmax$lda_cmd_signed;
    reg  e_softmax$lda_out_valid /*verilator isolate_assignments*/;
    wire  e_softmax$lda_out_ready;
    reg  [31:0] e_softmax$lda_out_data /*verilator isolate_assignments*/;
    reg  e_softmax$lda_out_last /*verilator isolate_assignments*/;
    wire  e_softmax$ldb_cmd_valid;
    reg  e_softmax$ldb_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_softmax$ldb_cmd_addr;
    wire  [15:0] e_softmax$ldb_cmd_count;
    wire  [1:0] e_softmax$ldb_cmd_width;
    wire  e_softmax$ldb_cmd_signed;
    reg  e_softmax$ldb_out_valid /*verilator isolate_assignments*/;
    wire  e_softmax$ldb_out_ready;
    reg  [31:0] e_softmax$ldb_out_data /*verilator isolate_assignments*/;
    reg  e_softmax$ldb_out_last /*verilator isolate_assignments*/;
    wire  e_softmax$st_cmd_valid;
    reg  e_softmax$st_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_softmax$st_cmd_addr;
    wire  [15:0] e_softmax$st_cmd_count;
    wire  [1:0] e_softmax$st_cmd_width;
    wire  e_softmax$st_in_valid;
    reg  e_softmax$st_in_ready /*verilator isolate_assignments*/;
    wire  [63:0] e_softmax$st_in_data;
    reg  e_softmax$st_done /*verilator isolate_assignments*/;
    wire  e_softmax$done;
    wire  e_softmax$error;
    wire  [7:0] e_softmax$error_code;

    // Local signals
    reg  sel_ew /*verilator isolate_assignments*/;
    reg  sel_embed /*verilator isolate_assignments*/;
    reg  sel_argmax /*verilator isolate_assignments*/;
    reg  sel_softmax /*verilator isolate_assignments*/;
    reg  sup /*verilator isolate_assignments*/;
    reg  [7:0] chk /*verilator isolate_assignments*/;
    reg  e_done /*verilator isolate_assignments*/;
    reg  e_error /*verilator isolate_assignments*/;
    reg  [7:0] e_code /*verilator isolate_assignments*/;

    // Sub module instances
    vpu_top_w64$state_q state_q(
        .d(state_q$d),
        .q(state_q$q),
        .clock(state_q$clock)
    );
    vpu_top_w64$funct_q funct_q(
        .d(funct_q$d),
        .q(funct_q$q),
        .clock(funct_q$clock)
    );
    vpu_top_w64$a_q a_q(
        .d(a_q$d),
        .q(a_q$q),
        .clock(a_q$clock)
    );
    vpu_top_w64$b_q b_q(
        .d(b_q$d),
        .q(b_q$q),
        .clock(b_q$clock)
    );
    vpu_top_w64$c_q c_q(
        .d(c_q$d),
        .q(c_q$q),
        .clock(c_q$clock)
    );
    vpu_top_w64$d_q d_q(
        .d(d_q$d),
        .q(d_q$q),
        .clock(d_q$clock)
    );
    vpu_top_w64$len_q len_q(
        .d(len_q$d),
        .q(len_q$q),
        .clock(len_q$clock)
    );
    vpu_top_w64$imm_q imm_q(
        .d(imm_q$d),
        .q(imm_q$q),
        .clock(imm_q$clock)
    );
    vpu_top_w64$chk_q chk_q(
        .d(chk_q$d),
        .q(chk_q$q),
        .clock(chk_q$clock)
    );
    vpu_top_w64$start_q start_q(
        .d(start_q$d),
        .q(start_q$q),
        .clock(start_q$clock)
    );
    vpu_top_w64$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_top_w64$error_q error_q(
        .d(error_q$d),
        .q(error_q$q),
        .clock(error_q$clock)
    );
    vpu_top_w64$code_q code_q(
        .d(code_q$d),
        .q(code_q$q),
        .clock(code_q$clock)
    );
    vpu_top_w64$lda lda(
        .clock(lda$clock),
        .reset(lda$reset),
        .cmd_valid(lda$cmd_valid),
        .cmd_ready(lda$cmd_ready),
        .cmd_addr(lda$cmd_addr),
        .cmd_count(lda$cmd_count),
        .cmd_width(lda$cmd_width),
        .cmd_signed(lda$cmd_signed),
        .req_valid(lda$req_valid),
        .req_ready(lda$req_ready),
        .req_addr(lda$req_addr),
        .rsp_valid(lda$rsp_valid),
        .rsp_data(lda$rsp_data),
        .out_valid(lda$out_valid),
        .out_ready(lda$out_ready),
        .out_data(lda$out_data),
        .out_last(lda$out_last)
    );
    vpu_top_w64$ldb ldb(
        .clock(ldb$clock),
        .reset(ldb$reset),
        .cmd_valid(ldb$cmd_valid),
        .cmd_ready(ldb$cmd_ready),
        .cmd_addr(ldb$cmd_addr),
        .cmd_count(ldb$cmd_count),
        .cmd_width(ldb$cmd_width),
        .cmd_signed(ldb$cmd_signed),
        .req_valid(ldb$req_valid),
        .req_ready(ldb$req_ready),
        .req_addr(ldb$req_addr),
        .rsp_valid(ldb$rsp_valid),
        .rsp_data(ldb$rsp_data),
        .out_valid(ldb$out_valid),
        .out_ready(ldb$out_ready),
        .out_data(ldb$out_data),
        .out_last(ldb$out_last)
    );
    vpu_top_w64$st st(
        .clock(st$clock),
        .reset(st$reset),
        .cmd_valid(st$cmd_valid),
        .cmd_ready(st$cmd_ready),
        .cmd_addr(st$cmd_addr),
        .cmd_count(st$cmd_count),
        .cmd_width(st$cmd_width),
        .in_valid(st$in_valid),
        .in_ready(st$in_ready),
        .in_data(st$in_data),
        .req_valid(st$req_valid),
        .req_ready(st$req_ready),
        .req_addr(st$req_addr),
        .req_we(st$req_we),
        .req_wdata(st$req_wdata),
        .rsp_valid(st$rsp_valid),
        .rsp_data(st$rsp_data),
        .done(st$done)
    );
    vpu_top_w64$e_ew e_ew(
        .clock(e_ew$clock),
        .reset(e_ew$reset),
        .start(e_ew$start),
        .cfg_funct(e_ew$cfg_funct),
        .cfg_a(e_ew$cfg_a),
        .cfg_b(e_ew$cfg_b),
        .cfg_c(e_ew$cfg_c),
        .cfg_d(e_ew$cfg_d),
        .cfg_len(e_ew$cfg_len),
        .cfg_sram_words(e_ew$cfg_sram_words),
        .chk_code(e_ew$chk_code),
        .lda_cmd_valid(e_ew$lda_cmd_valid),
        .lda_cmd_ready(e_ew$lda_cmd_ready),
        .lda_cmd_addr(e_ew$lda_cmd_addr),
        .lda_cmd_count(e_ew$lda_cmd_count),
        .lda_cmd_width(e_ew$lda_cmd_width),
        .lda_cmd_signed(e_ew$lda_cmd_signed),
        .lda_out_valid(e_ew$lda_out_valid),
        .lda_out_ready(e_ew$lda_out_ready),
        .lda_out_data(e_ew$lda_out_data),
        .ldb_cmd_valid(e_ew$ldb_cmd_valid),
        .ldb_cmd_ready(e_ew$ldb_cmd_ready),
        .ldb_cmd_addr(e_ew$ldb_cmd_addr),
        .ldb_cmd_count(e_ew$ldb_cmd_count),
        .ldb_cmd_width(e_ew$ldb_cmd_width),
        .ldb_cmd_signed(e_ew$ldb_cmd_signed),
        .ldb_out_valid(e_ew$ldb_out_valid),
        .ldb_out_ready(e_ew$ldb_out_ready),
        .ldb_out_data(e_ew$ldb_out_data),
        .ldb_out_last(e_ew$ldb_out_last),
        .st_cmd_valid(e_ew$st_cmd_valid),
        .st_cmd_ready(e_ew$st_cmd_ready),
        .st_cmd_addr(e_ew$st_cmd_addr),
        .st_cmd_count(e_ew$st_cmd_count),
        .st_cmd_width(e_ew$st_cmd_width),
        .st_in_valid(e_ew$st_in_valid),
        .st_in_ready(e_ew$st_in_ready),
        .st_in_data(e_ew$st_in_data),
        .st_done(e_ew$st_done),
        .done(e_ew$done),
        .error(e_ew$error),
        .error_code(e_ew$error_code)
    );
    vpu_top_w64$e_embed e_embed(
        .clock(e_embed$clock),
        .reset(e_embed$reset),
        .start(e_embed$start),
        .cfg_a(e_embed$cfg_a),
        .cfg_b(e_embed$cfg_b),
        .cfg_d(e_embed$cfg_d),
        .cfg_len(e_embed$cfg_len),
        .cfg_imm(e_embed$cfg_imm),
        .cfg_sram_words(e_embed$cfg_sram_words),
        .chk_code(e_embed$chk_code),
        .lda_cmd_valid(e_embed$lda_cmd_valid),
        .lda_cmd_ready(e_embed$lda_cmd_ready),
        .lda_cmd_addr(e_embed$lda_cmd_addr),
        .lda_cmd_count(e_embed$lda_cmd_count),
        .lda_cmd_width(e_embed$lda_cmd_width),
        .lda_cmd_signed(e_embed$lda_cmd_signed),
        .lda_out_valid(e_embed$lda_out_valid),
        .lda_out_ready(e_embed$lda_out_ready),
        .lda_out_data(e_embed$lda_out_data),
        .lda_out_last(e_embed$lda_out_last),
        .ldb_cmd_valid(e_embed$ldb_cmd_valid),
        .ldb_cmd_ready(e_embed$ldb_cmd_ready),
        .ldb_cmd_addr(e_embed$ldb_cmd_addr),
        .ldb_cmd_count(e_embed$ldb_cmd_count),
        .ldb_cmd_width(e_embed$ldb_cmd_width),
        .ldb_cmd_signed(e_embed$ldb_cmd_signed),
        .ldb_out_valid(e_embed$ldb_out_valid),
        .ldb_out_ready(e_embed$ldb_out_ready),
        .ldb_out_data(e_embed$ldb_out_data),
        .st_cmd_valid(e_embed$st_cmd_valid),
        .st_cmd_ready(e_embed$st_cmd_ready),
        .st_cmd_addr(e_embed$st_cmd_addr),
        .st_cmd_count(e_embed$st_cmd_count),
        .st_cmd_width(e_embed$st_cmd_width),
        .st_in_valid(e_embed$st_in_valid),
        .st_in_ready(e_embed$st_in_ready),
        .st_in_data(e_embed$st_in_data),
        .st_done(e_embed$st_done),
        .done(e_embed$done),
        .error(e_embed$error),
        .error_code(e_embed$error_code)
    );
    vpu_top_w64$e_argmax e_argmax(
        .clock(e_argmax$clock),
        .reset(e_argmax$reset),
        .start(e_argmax$start),
        .cfg_a(e_argmax$cfg_a),
        .cfg_d(e_argmax$cfg_d),
        .cfg_len(e_argmax$cfg_len),
        .cfg_sram_words(e_argmax$cfg_sram_words),
        .chk_code(e_argmax$chk_code),
        .lda_cmd_valid(e_argmax$lda_cmd_valid),
        .lda_cmd_ready(e_argmax$lda_cmd_ready),
        .lda_cmd_addr(e_argmax$lda_cmd_addr),
        .lda_cmd_count(e_argmax$lda_cmd_count),
        .lda_cmd_width(e_argmax$lda_cmd_width),
        .lda_cmd_signed(e_argmax$lda_cmd_signed),
        .lda_out_valid(e_argmax$lda_out_valid),
        .lda_out_ready(e_argmax$lda_out_ready),
        .lda_out_data(e_argmax$lda_out_data),
        .lda_out_last(e_argmax$lda_out_last),
        .st_cmd_valid(e_argmax$st_cmd_valid),
        .st_cmd_ready(e_argmax$st_cmd_ready),
        .st_cmd_addr(e_argmax$st_cmd_addr),
        .st_cmd_count(e_argmax$st_cmd_count),
        .st_cmd_width(e_argmax$st_cmd_width),
        .st_in_valid(e_argmax$st_in_valid),
        .st_in_ready(e_argmax$st_in_ready),
        .st_in_data(e_argmax$st_in_data),
        .st_done(e_argmax$st_done),
        .done(e_argmax$done)
    );
    vpu_top_w64$e_softmax e_softmax(
        .clock(e_softmax$clock),
        .reset(e_softmax$reset),
        .start(e_softmax$start),
        .cfg_a(e_softmax$cfg_a),
        .cfg_b(e_softmax$cfg_b),
        .cfg_d(e_softmax$cfg_d),
        .cfg_len(e_softmax$cfg_len),
        .cfg_sram_words(e_softmax$cfg_sram_words),
        .chk_code(e_softmax$chk_code),
        .lda_cmd_valid(e_softmax$lda_cmd_valid),
        .lda_cmd_ready(e_softmax$lda_cmd_ready),
        .lda_cmd_addr(e_softmax$lda_cmd_addr),
        .lda_cmd_count(e_softmax$lda_cmd_count),
        .lda_cmd_width(e_softmax$lda_cmd_width),
        .lda_cmd_signed(e_softmax$lda_cmd_signed),
        .lda_out_valid(e_softmax$lda_out_valid),
        .lda_out_ready(e_softmax$lda_out_ready),
        .lda_out_data(e_softmax$lda_out_data),
        .lda_out_last(e_softmax$lda_out_last),
        .ldb_cmd_valid(e_softmax$ldb_cmd_valid),
        .ldb_cmd_ready(e_softmax$ldb_cmd_ready),
        .ldb_cmd_addr(e_softmax$ldb_cmd_addr),
        .ldb_cmd_count(e_softmax$ldb_cmd_count),
        .ldb_cmd_width(e_softmax$ldb_cmd_width),
        .ldb_cmd_signed(e_softmax$ldb_cmd_signed),
        .ldb_out_valid(e_softmax$ldb_out_valid),
        .ldb_out_ready(e_softmax$ldb_out_ready),
        .ldb_out_data(e_softmax$ldb_out_data),
        .ldb_out_last(e_softmax$ldb_out_last),
        .st_cmd_valid(e_softmax$st_cmd_valid),
        .st_cmd_ready(e_softmax$st_cmd_ready),
        .st_cmd_addr(e_softmax$st_cmd_addr),
        .st_cmd_count(e_softmax$st_cmd_count),
        .st_cmd_width(e_softmax$st_cmd_width),
        .st_in_valid(e_softmax$st_in_valid),
        .st_in_ready(e_softmax$st_in_ready),
        .st_in_data(e_softmax$st_in_data),
        .st_done(e_softmax$st_done),
        .done(e_softmax$done),
        .error(e_softmax$error),
        .error_code(e_softmax$error_code)
    );

    // Update code
    always @(*) begin
        state_q$clock = clock;
        funct_q$clock = clock;
        a_q$clock = clock;
        b_q$clock = clock;
        c_q$clock = clock;
        d_q$clock = clock;
        len_q$clock = clock;
        imm_q$clock = clock;
        chk_q$clock = clock;
        start_q$clock = clock;
        done_q$clock = clock;
        error_q$clock = clock;
        code_q$clock = clock;
        state_q$d = state_q$q;
        funct_q$d = funct_q$q;
        a_q$d = a_q$q;
        b_q$d = b_q$q;
        c_q$d = c_q$q;
        d_q$d = d_q$q;
        len_q$d = len_q$q;
        imm_q$d = imm_q$q;
        chk_q$d = chk_q$q;
        start_q$d = start_q$q;
        done_q$d = done_q$q;
        error_q$d = error_q$q;
        code_q$d = code_q$q;
        lda$clock = clock;
        ldb$clock = clock;
        st$clock = clock;
        lda$reset = reset;
        ldb$reset = reset;
        st$reset = reset;
        instr_ready = state_q$q == c_idle;
        ev_busy = state_q$q != c_idle;
        if (instr_valid & (state_q$q == c_idle)) begin
            funct_q$d = instr_data[(p_funct)+:(4)];
            a_q$d = instr_data[(p_a)+:(20)];
            b_q$d = instr_data[(p_b)+:(20)];
            c_q$d = instr_data[(p_c)+:(20)];
            d_q$d = instr_data[(p_d)+:(20)];
            len_q$d = instr_data[(p_len)+:(16)];
            imm_q$d = instr_data[(p_imm)+:(16)];
            chk_q$d = c_chk;
            state_q$d = c_check;
        end
        sel_ew = (funct_q$q == c_f_resadd) | (funct_q$q == c_f_silu);
        sel_softmax = funct_q$q == c_f_softmax;
        sel_argmax = funct_q$q == c_f_argmax;
        sel_embed = funct_q$q == c_f_embed;
        sup = sel_ew | sel_embed | sel_argmax | sel_softmax;
        e_ew$clock = clock;
        e_ew$reset = reset;
        e_ew$start = start_q$q & sel_ew;
        e_ew$cfg_funct = funct_q$q;
        e_ew$cfg_a = a_q$q;
        e_ew$cfg_b = b_q$q;
        e_ew$cfg_c = c_q$q;
        e_ew$cfg_d = d_q$q;
        e_ew$cfg_len = len_q$q;
        e_ew$cfg_sram_words = cfg_sram_words;
        e_ew$lda_cmd_ready = lda$cmd_ready & sel_ew;
        e_ew$lda_out_valid = lda$out_valid & sel_ew;
        e_ew$lda_out_data = lda$out_data;
        e_ew$ldb_cmd_ready = ldb$cmd_ready & sel_ew;
        e_ew$ldb_out_valid = ldb$out_valid & sel_ew;
        e_ew$ldb_out_data = ldb$out_data;
        e_ew$ldb_out_last = ldb$out_last;
        e_ew$st_cmd_ready = st$cmd_ready & sel_ew;
        e_ew$st_in_ready = st$in_ready & sel_ew;
        e_ew$st_done = st$done & sel_ew;
        e_softmax$clock = clock;
        e_softmax$reset = reset;
        e_softmax$start = start_q$q & sel_softmax;
        e_softmax$cfg_a = a_q$q;
        e_softmax$cfg_b = b_q$q;
        e_softmax$cfg_d = d_q$q;
        e_softmax$cfg_len = len_q$q;
        e_softmax$cfg_sram_words = cfg_sram_words;
        e_softmax$lda_cmd_ready = lda$cmd_ready & sel_softmax;
        e_softmax$lda_out_valid = lda$out_valid & sel_softmax;
        e_softmax$lda_out_data = lda$out_data;
        e_softmax$lda_out_last = lda$out_last;
        e_softmax$ldb_cmd_ready = ldb$cmd_ready & sel_softmax;
        e_softmax$ldb_out_valid = ldb$out_valid & sel_softmax;
        e_softmax$ldb_out_data = ldb$out_data;
        e_softmax$ldb_out_last = ldb$out_last;
        e_softmax$st_cmd_ready = st$cmd_ready & sel_softmax;
        e_softmax$st_in_ready = st$in_ready & sel_softmax;
        e_softmax$st_done = st$done & sel_softmax;
        e_argmax$clock = clock;
        e_argmax$reset = reset;
        e_argmax$start = start_q$q & sel_argmax;
        e_argmax$cfg_a = a_q$q;
        e_argmax$cfg_d = d_q$q;
        e_argmax$cfg_len = len_q$q;
        e_argmax$cfg_sram_words = cfg_sram_words;
        e_argmax$lda_cmd_ready = lda$cmd_ready & sel_argmax;
        e_argmax$lda_out_valid = lda$out_valid & sel_argmax;
        e_argmax$lda_out_data = lda$out_data;
        e_argmax$lda_out_last = lda$out_last;
        e_argmax$st_cmd_ready = st$cmd_ready & sel_argmax;
        e_argmax$st_in_ready = st$in_ready & sel_argmax;
        e_argmax$st_done = st$done & sel_argmax;
        e_embed$clock = clock;
        e_embed$reset = reset;
        e_embed$start = start_q$q & sel_embed;
        e_embed$cfg_a = a_q$q;
        e_embed$cfg_b = b_q$q;
        e_embed$cfg_d = d_q$q;
        e_embed$cfg_len = len_q$q;
        e_embed$cfg_imm = imm_q$q;
        e_embed$cfg_sram_words = cfg_sram_words;
        e_embed$lda_cmd_ready = lda$cmd_ready & sel_embed;
        e_embed$lda_out_valid = lda$out_valid & sel_embed;
        e_embed$lda_out_data = lda$out_data;
        e_embed$lda_out_last = lda$out_last;
        e_embed$ldb_cmd_ready = ldb$cmd_ready & sel_embed;
        e_embed$ldb_out_valid = ldb$out_valid & sel_embed;
        e_embed$ldb_out_data = ldb$out_data;
        e_embed$st_cmd_ready = st$cmd_ready & sel_embed;
        e_embed$st_in_ready = st$in_ready & sel_embed;
        e_embed$st_done = st$done & sel_embed;
        chk = c_unsup;
        e_done = 1'b0;
        e_error = 1'b0;
        e_code = c_ok;
        lda$cmd_valid = 1'b0;
        lda$cmd_addr = a_q$q;
        lda$cmd_count = len_q$q;
        lda$cmd_width = c_z2;
        lda$cmd_signed = 1'b0;
        lda$out_ready = 1'b0;
        ldb$cmd_valid = 1'b0;
        ldb$cmd_addr = b_q$q;
        ldb$cmd_count = len_q$q;
        ldb$cmd_width = c_z2;
        ldb$cmd_signed = 1'b0;
        ldb$out_ready = 1'b0;
        st$cmd_valid = 1'b0;
        st$cmd_addr = d_q$q;
        st$cmd_count = len_q$q;
        st$cmd_width = c_z2;
        st$in_valid = 1'b0;
        st$in_data = c_zw;
        if (sel_ew) begin
            chk = e_ew$chk_code;
            e_done = e_ew$done;
            e_error = e_ew$error;
            e_code = e_ew$error_code;
            lda$cmd_valid = e_ew$lda_cmd_valid;
            lda$cmd_addr = e_ew$lda_cmd_addr;
            lda$cmd_count = e_ew$lda_cmd_count;
            lda$cmd_width = e_ew$lda_cmd_width;
            lda$cmd_signed = e_ew$lda_cmd_signed;
            lda$out_ready = e_ew$lda_out_ready;
            ldb$cmd_valid = e_ew$ldb_cmd_valid;
            ldb$cmd_addr = e_ew$ldb_cmd_addr;
            ldb$cmd_count = e_ew$ldb_cmd_count;
            ldb$cmd_width = e_ew$ldb_cmd_width;
            ldb$cmd_signed = e_ew$ldb_cmd_signed;
            ldb$out_ready = e_ew$ldb_out_ready;
            st$cmd_valid = e_ew$st_cmd_valid;
            st$cmd_addr = e_ew$st_cmd_addr;
            st$cmd_count = e_ew$st_cmd_count;
            st$cmd_width = e_ew$st_cmd_width;
            st$in_valid = e_ew$st_in_valid;
            st$in_data = e_ew$st_in_data;
        end
        if (sel_softmax) begin
            chk = e_softmax$chk_code;
            lda$cmd_valid = e_softmax$lda_cmd_valid;
            lda$cmd_addr = e_softmax$lda_cmd_addr;
            lda$cmd_count = e_softmax$lda_cmd_count;
            lda$cmd_width = e_softmax$lda_cmd_width;
            lda$cmd_signed = e_softmax$lda_cmd_signed;
            lda$out_ready = e_softmax$lda_out_ready;
            ldb$cmd_valid = e_softmax$ldb_cmd_valid;
            ldb$cmd_addr = e_softmax$ldb_cmd_addr;
            ldb$cmd_count = e_softmax$ldb_cmd_count;
            ldb$cmd_width = e_softmax$ldb_cmd_width;
            ldb$cmd_signed = e_softmax$ldb_cmd_signed;
            ldb$out_ready = e_softmax$ldb_out_ready;
            st$cmd_valid = e_softmax$st_cmd_valid;
            st$cmd_addr = e_softmax$st_cmd_addr;
            st$cmd_count = e_softmax$st_cmd_count;
            st$cmd_width = e_softmax$st_cmd_width;
            st$in_valid = e_softmax$st_in_valid;
            st$in_data = e_softmax$st_in_data;
            e_done = e_softmax$done;
            e_error = e_softmax$error;
            e_code = e_softmax$error_code;
        end
        if (sel_argmax) begin
            chk = e_argmax$chk_code;
            lda$cmd_valid = e_argmax$lda_cmd_valid;
            lda$cmd_addr = e_argmax$lda_cmd_addr;
            lda$cmd_count = e_argmax$lda_cmd_count;
            lda$cmd_width = e_argmax$lda_cmd_width;
            lda$cmd_signed = e_argmax$lda_cmd_signed;
            lda$out_ready = e_argmax$lda_out_ready;
            st$cmd_valid = e_argmax$st_cmd_valid;
            st$cmd_addr = e_argmax$st_cmd_addr;
            st$cmd_count = e_argmax$st_cmd_count;
            st$cmd_width = e_argmax$st_cmd_width;
            st$in_valid = e_argmax$st_in_valid;
            st$in_data = e_argmax$st_in_data;
            e_done = e_argmax$done;
        end
        if (sel_embed) begin
            chk = e_embed$chk_code;
            lda$cmd_valid = e_embed$lda_cmd_valid;
            lda$cmd_addr = e_embed$lda_cmd_addr;
            lda$cmd_count = e_embed$lda_cmd_count;
            lda$cmd_width = e_embed$lda_cmd_width;
            lda$cmd_signed = e_embed$lda_cmd_signed;
            lda$out_ready = e_embed$lda_out_ready;
            ldb$cmd_valid = e_embed$ldb_cmd_valid;
            ldb$cmd_addr = e_embed$ldb_cmd_addr;
            ldb$cmd_count = e_embed$ldb_cmd_count;
            ldb$cmd_width = e_embed$ldb_cmd_width;
            ldb$cmd_signed = e_embed$ldb_cmd_signed;
            ldb$out_ready = e_embed$ldb_out_ready;
            st$cmd_valid = e_embed$st_cmd_valid;
            st$cmd_addr = e_embed$st_cmd_addr;
            st$cmd_count = e_embed$st_cmd_count;
            st$cmd_width = e_embed$st_cmd_width;
            st$in_valid = e_embed$st_in_valid;
            st$in_data = e_embed$st_in_data;
            e_done = e_embed$done;
            e_error = e_embed$error;
            e_code = e_embed$error_code;
        end
        start_q$d = 1'b0;
        done_q$d = 1'b0;
        error_q$d = 1'b0;
        if (state_q$q == c_check) begin
            chk_q$d = chk_q$q - c_one2;
            if (~|chk_q$q) begin
                if (~sup) begin
                    error_q$d = 1'b1;
                    code_q$d = c_unsup;
                    state_q$d = c_idle;
                end
                else if (|chk) begin
                    error_q$d = 1'b1;
                    code_q$d = chk;
                    state_q$d = c_idle;
                end
                else begin
                    start_q$d = 1'b1;
                    state_q$d = c_run;
                end
            end
        end
        if (state_q$q == c_run) begin
            if (e_done) begin
                done_q$d = 1'b1;
                state_q$d = c_idle;
            end
            else if (e_error) begin
                error_q$d = 1'b1;
                code_q$d = e_code;
                state_q$d = c_idle;
            end
        end
        lda_req_valid = lda$req_valid;
        lda$req_ready = lda_req_ready;
        lda_req_addr = lda$req_addr;
        lda$rsp_valid = lda_rsp_valid;
        lda$rsp_data = lda_rsp_data;
        ldb_req_valid = ldb$req_valid;
        ldb$req_ready = ldb_req_ready;
        ldb_req_addr = ldb$req_addr;
        ldb$rsp_valid = ldb_rsp_valid;
        ldb$rsp_data = ldb_rsp_data;
        sram_req_valid = st$req_valid;
        st$req_ready = sram_req_ready;
        sram_req_addr = st$req_addr;
        sram_req_we = st$req_we;
        sram_req_wdata = st$req_wdata;
        st$rsp_valid = sram_rsp_valid;
        st$rsp_data = sram_rsp_data;
        done = done_q$q;
        error = error_q$q;
        error_code = code_q$q;
        if (reset) begin
            state_q$d = c_idle;
            start_q$d = 1'b0;
            done_q$d = 1'b0;
            error_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$a_q(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$a_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$b_q(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$b_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$c_q(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$c_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$chk_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$chk_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$code_q(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$code_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$d_q(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$d_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$done_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax(clock,reset,start,cfg_a,cfg_d,cfg_len,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,lda_out_last,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [19:0] cfg_a;
    input wire  [19:0] cfg_d;
    input wire  [15:0] cfg_len;
    input wire  [23:0] cfg_sram_words;
    output reg  [7:0] chk_code;
    output reg  lda_cmd_valid;
    input wire  lda_cmd_ready;
    output reg  [19:0] lda_cmd_addr;
    output reg  [15:0] lda_cmd_count;
    output reg  [1:0] lda_cmd_width;
    output reg  lda_cmd_signed;
    input wire  lda_out_valid;
    output reg  lda_out_ready;
    input wire  [31:0] lda_out_data;
    input wire  lda_out_last;
    output reg  st_cmd_valid;
    input wire  st_cmd_ready;
    output reg  [19:0] st_cmd_addr;
    output reg  [15:0] st_cmd_count;
    output reg  [1:0] st_cmd_width;
    output reg  st_in_valid;
    input wire  st_in_ready;
    output reg  [63:0] st_in_data;
    input wire  st_done;
    output reg  done;

    // Constant declarations
    localparam  c_max_len = 16'h200;
    localparam  c_round32 = 17'b1;
    localparam  c_l32 = 8'h1;
    localparam  c_res_words = 24'h1;
    localparam  c_w32 = 2'b10;
    localparam  c_two16 = 16'h2;
    localparam  c_ok = 8'h0;
    localparam  c_unsup = 8'h27;
    localparam  c_oow = 8'h4;

    // Stub signals
    reg  run_q$d /*verilator isolate_assignments*/;
    wire  run_q$q;
    reg  run_q$clock /*verilator isolate_assignments*/;
    reg  half_q$d /*verilator isolate_assignments*/;
    wire  half_q$q;
    reg  half_q$clock /*verilator isolate_assignments*/;
    reg  sa_q$d /*verilator isolate_assignments*/;
    wire  sa_q$q;
    reg  sa_q$clock /*verilator isolate_assignments*/;
    reg  ss_q$d /*verilator isolate_assignments*/;
    wire  ss_q$q;
    reg  ss_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  am$clock /*verilator isolate_assignments*/;
    reg  am$reset /*verilator isolate_assignments*/;
    reg  am$in_valid /*verilator isolate_assignments*/;
    wire  am$in_ready;
    reg  [31:0] am$in_data /*verilator isolate_assignments*/;
    reg  am$in_last /*verilator isolate_assignments*/;
    wire  am$out_valid;
    reg  am$out_ready /*verilator isolate_assignments*/;
    wire  [63:0] am$out_data;
    reg  [15:0] zx_len$x /*verilator isolate_assignments*/;
    wire  [16:0] zx_len$y;
    reg  [16:0] zx_n32$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_n32$y;
    reg  [19:0] zx_a$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_a$y;
    reg  [19:0] zx_d$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_d$y;
    reg  [31:0] zx_out$x /*verilator isolate_assignments*/;
    wire  [63:0] zx_out$y;

    // Local signals
    reg  [16:0] nw32 /*verilator isolate_assignments*/;
    reg  [23:0] end_a /*verilator isolate_assignments*/;
    reg  [23:0] end_d /*verilator isolate_assignments*/;

    // Sub module instances
    vpu_top_w64$e_argmax$run_q run_q(
        .d(run_q$d),
        .q(run_q$q),
        .clock(run_q$clock)
    );
    vpu_top_w64$e_argmax$half_q half_q(
        .d(half_q$d),
        .q(half_q$q),
        .clock(half_q$clock)
    );
    vpu_top_w64$e_argmax$sa_q sa_q(
        .d(sa_q$d),
        .q(sa_q$q),
        .clock(sa_q$clock)
    );
    vpu_top_w64$e_argmax$ss_q ss_q(
        .d(ss_q$d),
        .q(ss_q$q),
        .clock(ss_q$clock)
    );
    vpu_top_w64$e_argmax$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_top_w64$e_argmax$am am(
        .clock(am$clock),
        .reset(am$reset),
        .in_valid(am$in_valid),
        .in_ready(am$in_ready),
        .in_data(am$in_data),
        .in_last(am$in_last),
        .out_valid(am$out_valid),
        .out_ready(am$out_ready),
        .out_data(am$out_data)
    );
    vpu_top_w64$e_argmax$zx_len zx_len(
        .x(zx_len$x),
        .y(zx_len$y)
    );
    vpu_top_w64$e_argmax$zx_n32 zx_n32(
        .x(zx_n32$x),
        .y(zx_n32$y)
    );
    vpu_top_w64$e_argmax$zx_a zx_a(
        .x(zx_a$x),
        .y(zx_a$y)
    );
    vpu_top_w64$e_argmax$zx_d zx_d(
        .x(zx_d$x),
        .y(zx_d$y)
    );
    vpu_top_w64$e_argmax$zx_out zx_out(
        .x(zx_out$x),
        .y(zx_out$y)
    );

    // Update code
    always @(*) begin
        run_q$clock = clock;
        half_q$clock = clock;
        sa_q$clock = clock;
        ss_q$clock = clock;
        done_q$clock = clock;
        run_q$d = run_q$q;
        half_q$d = half_q$q;
        sa_q$d = sa_q$q;
        ss_q$d = ss_q$q;
        done_q$d = done_q$q;
        am$clock = clock;
        am$reset = reset;
        zx_len$x = cfg_len;
        nw32 = (zx_len$y + c_round32) >> c_l32;
        zx_n32$x = nw32;
        zx_a$x = cfg_a;
        zx_d$x = cfg_d;
        end_a = zx_a$y + zx_n32$y;
        end_d = zx_d$y + c_res_words;
        chk_code = c_ok;
        if (cfg_len > c_max_len) begin
            chk_code = c_unsup;
        end
        else if ((end_a > cfg_sram_words) | (end_d > cfg_sram_words)) begin
            chk_code = c_oow;
        end
        done_q$d = 1'b0;
        if (start) begin
            run_q$d = 1'b1;
            half_q$d = 1'b0;
            sa_q$d = 1'b0;
            ss_q$d = 1'b0;
        end
        lda_cmd_valid = run_q$q & ~sa_q$q;
        lda_cmd_addr = cfg_a;
        lda_cmd_count = cfg_len;
        lda_cmd_width = c_w32;
        lda_cmd_signed = 1'b1;
        st_cmd_valid = run_q$q & ~ss_q$q;
        st_cmd_addr = cfg_d;
        st_cmd_count = c_two16;
        st_cmd_width = c_w32;
        if (lda_cmd_valid & lda_cmd_ready) begin
            sa_q$d = 1'b1;
        end
        if (st_cmd_valid & st_cmd_ready) begin
            ss_q$d = 1'b1;
        end
        am$in_valid = run_q$q & lda_out_valid;
        am$in_data = lda_out_data;
        am$in_last = lda_out_last;
        lda_out_ready = run_q$q & am$in_ready;
        st_in_valid = am$out_valid;
        if (half_q$q) begin
            zx_out$x = am$out_data[(32'h20)+:(32)];
        end
        else begin
            zx_out$x = am$out_data[(32'h0)+:(32)];
        end
        st_in_data = zx_out$y;
        am$out_ready = st_in_ready & half_q$q;
        if (am$out_valid & st_in_ready) begin
            half_q$d = ~half_q$q;
        end
        if (run_q$q & st_done) begin
            done_q$d = 1'b1;
            run_q$d = 1'b0;
        end
        done = done_q$q;
        if (reset) begin
            run_q$d = 1'b0;
            done_q$d = 1'b0;
            half_q$d = 1'b0;
            sa_q$d = 1'b0;
            ss_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_argmax
/* verilator lint_on DECLFILENAME */











// v-- Setting output parameters to net type for wrapped code.














// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$done_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$half_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$half_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$run_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$run_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$sa_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$sa_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$ss_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$ss_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$zx_a(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_argmax$zx_a
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$zx_d(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_argmax$zx_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$zx_len(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_argmax$zx_len
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$zx_n32(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_argmax$zx_n32
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$zx_out(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{32{1'b0}}, x};
endmodule // vpu_top_w64$e_argmax$zx_out
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed(clock,reset,start,cfg_a,cfg_b,cfg_d,cfg_len,cfg_imm,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,lda_out_last,ldb_cmd_valid,ldb_cmd_ready,ldb_cmd_addr,ldb_cmd_count,ldb_cmd_width,ldb_cmd_signed,ldb_out_valid,ldb_out_ready,ldb_out_data,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [19:0] cfg_a;
    input wire  [19:0] cfg_b;
    input wire  [19:0] cfg_d;
    input wire  [15:0] cfg_len;
    input wire  [15:0] cfg_imm;
    input wire  [23:0] cfg_sram_words;
    output reg  [7:0] chk_code;
    output reg  lda_cmd_valid;
    input wire  lda_cmd_ready;
    output reg  [19:0] lda_cmd_addr;
    output reg  [15:0] lda_cmd_count;
    output reg  [1:0] lda_cmd_width;
    output reg  lda_cmd_signed;
    input wire  lda_out_valid;
    output reg  lda_out_ready;
    // UNUSEDSIGNAL waived: EMBED's weights are 8-bit elements (loader width code 0): bits 31:8 are their sign copies
    /* verilator lint_off UNUSEDSIGNAL */
    input wire  [31:0] lda_out_data;
    /* verilator lint_on UNUSEDSIGNAL */
    input wire  lda_out_last;
    output reg  ldb_cmd_valid;
    input wire  ldb_cmd_ready;
    output reg  [19:0] ldb_cmd_addr;
    output reg  [15:0] ldb_cmd_count;
    output reg  [1:0] ldb_cmd_width;
    output reg  ldb_cmd_signed;
    input wire  ldb_out_valid;
    output reg  ldb_out_ready;
    // UNUSEDSIGNAL waived: a scale word is {m: 15:0, s: 23:16}; bits 31:24 are not part of it (Machine ignores them too)
    /* verilator lint_off UNUSEDSIGNAL */
    input wire  [31:0] ldb_out_data;
    /* verilator lint_on UNUSEDSIGNAL */
    output reg  st_cmd_valid;
    input wire  st_cmd_ready;
    output reg  [19:0] st_cmd_addr;
    output reg  [15:0] st_cmd_count;
    output reg  [1:0] st_cmd_width;
    output reg  st_in_valid;
    input wire  st_in_ready;
    output reg  [63:0] st_in_data;
    input wire  st_done;
    output reg  done;
    output reg  error;
    output reg  [7:0] error_code;

    // Constant declarations
    localparam  c_idle = 2'b0;
    localparam  c_div = 2'b1;
    localparam  c_run = 2'b10;
    localparam  c_max_len = 16'h200;
    localparam  c_one17 = 17'b1;
    localparam  c_one16 = 16'h1;
    localparam  c_z16 = 16'h0;
    localparam  c_round8 = 17'b111;
    localparam  c_l8 = 8'h3;
    localparam  c_round32 = 17'b1;
    localparam  c_l32 = 8'h1;
    localparam  c_rounds = 18'b1;
    localparam  c_ls = 8'h1;
    localparam  c_w8 = 2'b0;
    localparam  c_w32 = 2'b10;
    localparam  c_ok = 8'h0;
    localparam  c_unsup = 8'h27;
    localparam  c_oow = 8'h4;

    // Stub signals
    reg  [1:0] state_q$d /*verilator isolate_assignments*/;
    wire  [1:0] state_q$q;
    reg  state_q$clock /*verilator isolate_assignments*/;
    reg  dv_q$d /*verilator isolate_assignments*/;
    wire  dv_q$q;
    reg  dv_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] groups_q$d /*verilator isolate_assignments*/;
    wire  [15:0] groups_q$q;
    reg  groups_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] gcnt_q$d /*verilator isolate_assignments*/;
    wire  [15:0] gcnt_q$q;
    reg  gcnt_q$clock /*verilator isolate_assignments*/;
    reg  sa_q$d /*verilator isolate_assignments*/;
    wire  sa_q$q;
    reg  sa_q$clock /*verilator isolate_assignments*/;
    reg  sb_q$d /*verilator isolate_assignments*/;
    wire  sb_q$q;
    reg  sb_q$clock /*verilator isolate_assignments*/;
    reg  ss_q$d /*verilator isolate_assignments*/;
    wire  ss_q$q;
    reg  ss_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  error_q$d /*verilator isolate_assignments*/;
    wire  error_q$q;
    reg  error_q$clock /*verilator isolate_assignments*/;
    reg  div$clock /*verilator isolate_assignments*/;
    reg  div$reset /*verilator isolate_assignments*/;
    reg  div$in_valid /*verilator isolate_assignments*/;
    wire  div$in_ready;
    reg  [16:0] div$in_num /*verilator isolate_assignments*/;
    reg  [15:0] div$in_den /*verilator isolate_assignments*/;
    wire  div$out_valid;
    reg  div$out_ready /*verilator isolate_assignments*/;
    // UNUSEDSIGNAL waived: groups = ceil(len / group) <= len <= MAX_LEN (512) fits 16 bits
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [16:0] div$out_quot;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  emb$clock /*verilator isolate_assignments*/;
    reg  emb$reset /*verilator isolate_assignments*/;
    reg  emb$in_valid /*verilator isolate_assignments*/;
    wire  emb$in_ready;
    reg  [31:0] emb$in_data /*verilator isolate_assignments*/;
    wire  emb$out_valid;
    reg  emb$out_ready /*verilator isolate_assignments*/;
    wire  [31:0] emb$out_data;
    reg  [15:0] zx_len$x /*verilator isolate_assignments*/;
    wire  [16:0] zx_len$y;
    reg  [15:0] zx_imm$x /*verilator isolate_assignments*/;
    wire  [16:0] zx_imm$y;
    reg  [16:0] zx_n8$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_n8$y;
    reg  [16:0] zx_n32$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_n32$y;
    reg  [15:0] zx_g$x /*verilator isolate_assignments*/;
    wire  [17:0] zx_g$y;
    reg  [17:0] zx_ns$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_ns$y;
    reg  [19:0] zx_a$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_a$y;
    reg  [19:0] zx_b$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_b$y;
    reg  [19:0] zx_d$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_d$y;
    reg  [31:0] zx_out$x /*verilator isolate_assignments*/;
    wire  [63:0] zx_out$y;
    reg  [23:0] pack$hi /*verilator isolate_assignments*/;
    reg  [7:0] pack$lo /*verilator isolate_assignments*/;
    wire  [31:0] pack$y;

    // Local signals
    reg  [16:0] nw8 /*verilator isolate_assignments*/;
    reg  [16:0] nw32 /*verilator isolate_assignments*/;
    reg  [17:0] nws /*verilator isolate_assignments*/;
    reg  [23:0] end_a /*verilator isolate_assignments*/;
    reg  [23:0] end_b /*verilator isolate_assignments*/;
    reg  [23:0] end_d /*verilator isolate_assignments*/;
    reg  both /*verilator isolate_assignments*/;
    reg  take /*verilator isolate_assignments*/;
    reg  gend /*verilator isolate_assignments*/;

    // Sub module instances
    vpu_top_w64$e_embed$state_q state_q(
        .d(state_q$d),
        .q(state_q$q),
        .clock(state_q$clock)
    );
    vpu_top_w64$e_embed$dv_q dv_q(
        .d(dv_q$d),
        .q(dv_q$q),
        .clock(dv_q$clock)
    );
    vpu_top_w64$e_embed$groups_q groups_q(
        .d(groups_q$d),
        .q(groups_q$q),
        .clock(groups_q$clock)
    );
    vpu_top_w64$e_embed$gcnt_q gcnt_q(
        .d(gcnt_q$d),
        .q(gcnt_q$q),
        .clock(gcnt_q$clock)
    );
    vpu_top_w64$e_embed$sa_q sa_q(
        .d(sa_q$d),
        .q(sa_q$q),
        .clock(sa_q$clock)
    );
    vpu_top_w64$e_embed$sb_q sb_q(
        .d(sb_q$d),
        .q(sb_q$q),
        .clock(sb_q$clock)
    );
    vpu_top_w64$e_embed$ss_q ss_q(
        .d(ss_q$d),
        .q(ss_q$q),
        .clock(ss_q$clock)
    );
    vpu_top_w64$e_embed$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_top_w64$e_embed$error_q error_q(
        .d(error_q$d),
        .q(error_q$q),
        .clock(error_q$clock)
    );
    vpu_top_w64$e_embed$div div(
        .clock(div$clock),
        .reset(div$reset),
        .in_valid(div$in_valid),
        .in_ready(div$in_ready),
        .in_num(div$in_num),
        .in_den(div$in_den),
        .out_valid(div$out_valid),
        .out_ready(div$out_ready),
        .out_quot(div$out_quot)
    );
    vpu_top_w64$e_embed$emb emb(
        .clock(emb$clock),
        .reset(emb$reset),
        .in_valid(emb$in_valid),
        .in_ready(emb$in_ready),
        .in_data(emb$in_data),
        .out_valid(emb$out_valid),
        .out_ready(emb$out_ready),
        .out_data(emb$out_data)
    );
    vpu_top_w64$e_embed$zx_len zx_len(
        .x(zx_len$x),
        .y(zx_len$y)
    );
    vpu_top_w64$e_embed$zx_imm zx_imm(
        .x(zx_imm$x),
        .y(zx_imm$y)
    );
    vpu_top_w64$e_embed$zx_n8 zx_n8(
        .x(zx_n8$x),
        .y(zx_n8$y)
    );
    vpu_top_w64$e_embed$zx_n32 zx_n32(
        .x(zx_n32$x),
        .y(zx_n32$y)
    );
    vpu_top_w64$e_embed$zx_g zx_g(
        .x(zx_g$x),
        .y(zx_g$y)
    );
    vpu_top_w64$e_embed$zx_ns zx_ns(
        .x(zx_ns$x),
        .y(zx_ns$y)
    );
    vpu_top_w64$e_embed$zx_a zx_a(
        .x(zx_a$x),
        .y(zx_a$y)
    );
    vpu_top_w64$e_embed$zx_b zx_b(
        .x(zx_b$x),
        .y(zx_b$y)
    );
    vpu_top_w64$e_embed$zx_d zx_d(
        .x(zx_d$x),
        .y(zx_d$y)
    );
    vpu_top_w64$e_embed$zx_out zx_out(
        .x(zx_out$x),
        .y(zx_out$y)
    );
    vpu_top_w64$e_embed$pack pack(
        .hi(pack$hi),
        .lo(pack$lo),
        .y(pack$y)
    );

    // Update code
    always @(*) begin
        state_q$clock = clock;
        dv_q$clock = clock;
        groups_q$clock = clock;
        gcnt_q$clock = clock;
        sa_q$clock = clock;
        sb_q$clock = clock;
        ss_q$clock = clock;
        done_q$clock = clock;
        error_q$clock = clock;
        state_q$d = state_q$q;
        dv_q$d = dv_q$q;
        groups_q$d = groups_q$q;
        gcnt_q$d = gcnt_q$q;
        sa_q$d = sa_q$q;
        sb_q$d = sb_q$q;
        ss_q$d = ss_q$q;
        done_q$d = done_q$q;
        error_q$d = error_q$q;
        div$clock = clock;
        div$reset = reset;
        emb$clock = clock;
        emb$reset = reset;
        zx_len$x = cfg_len;
        zx_imm$x = cfg_imm;
        nw8 = (zx_len$y + c_round8) >> c_l8;
        nw32 = (zx_len$y + c_round32) >> c_l32;
        zx_n8$x = nw8;
        zx_n32$x = nw32;
        zx_a$x = cfg_a;
        zx_b$x = cfg_b;
        zx_d$x = cfg_d;
        end_a = zx_a$y + zx_n8$y;
        end_d = zx_d$y + zx_n32$y;
        zx_g$x = groups_q$q;
        nws = (zx_g$y + c_rounds) >> c_ls;
        zx_ns$x = nws;
        end_b = zx_b$y + zx_ns$y;
        chk_code = c_ok;
        if (cfg_len > c_max_len) begin
            chk_code = c_unsup;
        end
        else if ((end_a > cfg_sram_words) | (end_d > cfg_sram_words)) begin
            chk_code = c_oow;
        end
        done_q$d = 1'b0;
        error_q$d = 1'b0;
        if (start) begin
            dv_q$d = 1'b0;
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            gcnt_q$d = c_z16;
            state_q$d = c_div;
        end
        div$in_valid = (state_q$q == c_div) & ~dv_q$q;
        div$in_num = zx_len$y + zx_imm$y - c_one17;
        div$in_den = cfg_imm;
        div$out_ready = state_q$q == c_div;
        if (div$in_valid & div$in_ready) begin
            dv_q$d = 1'b1;
        end
        if ((state_q$q == c_div) & div$out_valid) begin
            groups_q$d = div$out_quot[(32'h0)+:(16)];
            state_q$d = c_run;
        end
        if ((state_q$q == c_run) & ~sb_q$q & (end_b > cfg_sram_words)) begin
            error_q$d = 1'b1;
            state_q$d = c_idle;
        end
        lda_cmd_valid = (state_q$q == c_run) & sb_q$q & ~sa_q$q;
        lda_cmd_addr = cfg_a;
        lda_cmd_count = cfg_len;
        lda_cmd_width = c_w8;
        lda_cmd_signed = 1'b1;
        ldb_cmd_valid = (state_q$q == c_run) & ~sb_q$q & (end_b <= cfg_sram_words);
        ldb_cmd_addr = cfg_b;
        ldb_cmd_count = groups_q$q;
        ldb_cmd_width = c_w32;
        ldb_cmd_signed = 1'b0;
        st_cmd_valid = (state_q$q == c_run) & sb_q$q & ~ss_q$q;
        st_cmd_addr = cfg_d;
        st_cmd_count = cfg_len;
        st_cmd_width = c_w32;
        if (lda_cmd_valid & lda_cmd_ready) begin
            sa_q$d = 1'b1;
        end
        if (ldb_cmd_valid & ldb_cmd_ready) begin
            sb_q$d = 1'b1;
        end
        if (st_cmd_valid & st_cmd_ready) begin
            ss_q$d = 1'b1;
        end
        both = (state_q$q == c_run) & lda_out_valid & ldb_out_valid;
        take = both & emb$in_ready;
        gend = (gcnt_q$q == (cfg_imm - c_one16)) | lda_out_last;
        emb$in_valid = both;
        pack$hi = ldb_out_data[(32'h0)+:(24)];
        pack$lo = lda_out_data[(32'h0)+:(8)];
        emb$in_data = pack$y;
        lda_out_ready = take;
        ldb_out_ready = take & gend;
        if (take) begin
            if (gend) begin
                gcnt_q$d = c_z16;
            end
            else begin
                gcnt_q$d = gcnt_q$q + c_one16;
            end
        end
        zx_out$x = emb$out_data;
        st_in_valid = emb$out_valid;
        st_in_data = zx_out$y;
        emb$out_ready = st_in_ready;
        if ((state_q$q == c_run) & st_done) begin
            done_q$d = 1'b1;
            state_q$d = c_idle;
        end
        done = done_q$q;
        error = error_q$q;
        error_code = c_oow;
        if (reset) begin
            state_q$d = c_idle;
            done_q$d = 1'b0;
            error_q$d = 1'b0;
            dv_q$d = 1'b0;
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
        end
    end
endmodule // vpu_top_w64$e_embed
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$div(clock,reset,in_valid,in_ready,in_num,in_den,out_valid,out_ready,out_quot);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [16:0] in_num;
    input wire  [15:0] in_den;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [16:0] out_quot;

    // Constant declarations
    localparam  c_one_d = 16'h1;
    localparam  c_one_n = 17'b1;
    localparam  c_one8 = 8'h1;
    localparam  c_zero8 = 8'h0;
    localparam  c_zero_d = 16'h0;
    localparam  c_steps = 8'h11;
    localparam  c_nhalf = 17'b10000000000000000;
    localparam  c_dhalf = 16'h8000;

    // Stub signals
    reg  [15:0] r_q$d;
    wire  [15:0] r_q$q;
    reg  r_q$clock;
    reg  [16:0] nq_q$d;
    wire  [16:0] nq_q$q;
    reg  nq_q$clock;
    reg  [15:0] den_q$d;
    wire  [15:0] den_q$q;
    reg  den_q$clock;
    reg  [7:0] cnt_q$d;
    wire  [7:0] cnt_q$q;
    reg  cnt_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;

    // Local signals
    reg  [15:0] r_sh;
    reg  ge;
    reg  in_fire;

    // Sub module instances
    vpu_top_w64$e_embed$div$r_q r_q(
        .d(r_q$d),
        .q(r_q$q),
        .clock(r_q$clock)
    );
    vpu_top_w64$e_embed$div$nq_q nq_q(
        .d(nq_q$d),
        .q(nq_q$q),
        .clock(nq_q$clock)
    );
    vpu_top_w64$e_embed$div$den_q den_q(
        .d(den_q$d),
        .q(den_q$q),
        .clock(den_q$clock)
    );
    vpu_top_w64$e_embed$div$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    vpu_top_w64$e_embed$div$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );

    // Update code
    always @(*) begin
        r_q$clock = clock;
        nq_q$clock = clock;
        den_q$clock = clock;
        cnt_q$clock = clock;
        done_q$clock = clock;
        r_q$d = r_q$q;
        nq_q$d = nq_q$q;
        den_q$d = den_q$q;
        cnt_q$d = cnt_q$q;
        done_q$d = done_q$q;
        out_valid = done_q$q;
        out_quot = nq_q$q;
        in_ready = (cnt_q$q == c_zero8) & (~done_q$q | out_ready);
        in_fire = in_valid & in_ready;
        r_sh = r_q$q << c_one8;
        if (nq_q$q >= c_nhalf) begin
            r_sh = (r_q$q << c_one8) | c_one_d;
        end
        ge = (r_q$q >= c_dhalf) | (r_sh >= den_q$q);
        if (cnt_q$q != c_zero8) begin
            cnt_q$d = cnt_q$q - c_one8;
            nq_q$d = nq_q$q << c_one8;
            r_q$d = r_sh;
            if (ge) begin
                nq_q$d = (nq_q$q << c_one8) | c_one_n;
                r_q$d = r_sh - den_q$q;
            end
            if (cnt_q$q == c_one8) begin
                done_q$d = 1'b1;
            end
        end
        if (done_q$q & out_ready) begin
            done_q$d = 1'b0;
        end
        if (in_fire) begin
            r_q$d = c_zero_d;
            nq_q$d = in_num;
            den_q$d = in_den;
            cnt_q$d = c_steps;
        end
        if (reset) begin
            cnt_q$d = c_zero8;
            done_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_embed$div
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$div$cnt_q(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$div$cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$div$den_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$div$den_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$div$done_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$div$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$div$nq_q(d,q,clock);

    // Module arguments
    input wire  [16:0] d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$div$nq_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$div$r_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$div$r_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$done_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$dv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$dv_q
/* verilator lint_on DECLFILENAME */



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.







// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.





// v-- Setting output parameters to net type for wrapped code.
















// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$error_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$error_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$gcnt_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$gcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$groups_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$groups_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$pack(hi,lo,y);

    // Module arguments
    input wire  [23:0] hi;
    input wire  [7:0] lo;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_embed$pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$sa_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$sa_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$sb_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$sb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$ss_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$ss_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$state_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$state_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$zx_a(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_embed$zx_a
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$zx_b(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_embed$zx_b
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$zx_d(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_embed$zx_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$zx_g(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [17:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // vpu_top_w64$e_embed$zx_g
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$zx_imm(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_embed$zx_imm
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$zx_len(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_embed$zx_len
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$zx_n32(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_embed$zx_n32
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$zx_n8(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_embed$zx_n8
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$zx_ns(x,y);

    // Module arguments
    input wire  [17:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{6{1'b0}}, x};
endmodule // vpu_top_w64$e_embed$zx_ns
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$zx_out(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{32{1'b0}}, x};
endmodule // vpu_top_w64$e_embed$zx_out
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew(clock,reset,start,cfg_funct,cfg_a,cfg_b,cfg_c,cfg_d,cfg_len,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,ldb_cmd_valid,ldb_cmd_ready,ldb_cmd_addr,ldb_cmd_count,ldb_cmd_width,ldb_cmd_signed,ldb_out_valid,ldb_out_ready,ldb_out_data,ldb_out_last,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [3:0] cfg_funct;
    input wire  [19:0] cfg_a;
    input wire  [19:0] cfg_b;
    input wire  [19:0] cfg_c;
    input wire  [19:0] cfg_d;
    input wire  [15:0] cfg_len;
    input wire  [23:0] cfg_sram_words;
    output reg  [7:0] chk_code;
    output reg  lda_cmd_valid;
    input wire  lda_cmd_ready;
    output reg  [19:0] lda_cmd_addr;
    output reg  [15:0] lda_cmd_count;
    output reg  [1:0] lda_cmd_width;
    output reg  lda_cmd_signed;
    input wire  lda_out_valid;
    output reg  lda_out_ready;
    input wire  [31:0] lda_out_data;
    output reg  ldb_cmd_valid;
    input wire  ldb_cmd_ready;
    output reg  [19:0] ldb_cmd_addr;
    output reg  [15:0] ldb_cmd_count;
    output reg  [1:0] ldb_cmd_width;
    output reg  ldb_cmd_signed;
    input wire  ldb_out_valid;
    output reg  ldb_out_ready;
    input wire  [31:0] ldb_out_data;
    input wire  ldb_out_last;
    output reg  st_cmd_valid;
    input wire  st_cmd_ready;
    output reg  [19:0] st_cmd_addr;
    output reg  [15:0] st_cmd_count;
    output reg  [1:0] st_cmd_width;
    output reg  st_in_valid;
    input wire  st_in_ready;
    output reg  [63:0] st_in_data;
    input wire  st_done;
    output reg  done;
    output reg  error;
    output reg  [7:0] error_code;

    // Constant declarations
    localparam  c_idle = 2'b0;
    localparam  c_table = 2'b1;
    localparam  c_run = 2'b10;
    localparam  c_f_silu = 4'h7;
    localparam  c_max_len = 16'h200;
    localparam  c_round32 = 17'b1;
    localparam  c_l32 = 8'h1;
    localparam  c_sig_words = 24'h81;
    localparam  c_sig_n = 16'h201;
    localparam  c_w16 = 2'b1;
    localparam  c_w32 = 2'b10;
    localparam  c_one10 = 10'b1;
    localparam  c_z10 = 10'b0;
    localparam  c_ok = 8'h0;
    localparam  c_unsup = 8'h27;
    localparam  c_oow = 8'h4;

    // Stub signals
    reg  [1:0] state_q$d /*verilator isolate_assignments*/;
    wire  [1:0] state_q$q;
    reg  state_q$clock /*verilator isolate_assignments*/;
    reg  sa_q$d /*verilator isolate_assignments*/;
    wire  sa_q$q;
    reg  sa_q$clock /*verilator isolate_assignments*/;
    reg  sb_q$d /*verilator isolate_assignments*/;
    wire  sb_q$q;
    reg  sb_q$clock /*verilator isolate_assignments*/;
    reg  ss_q$d /*verilator isolate_assignments*/;
    wire  ss_q$q;
    reg  ss_q$clock /*verilator isolate_assignments*/;
    reg  [9:0] tcnt_q$d /*verilator isolate_assignments*/;
    wire  [9:0] tcnt_q$q;
    reg  tcnt_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  resadd$clock /*verilator isolate_assignments*/;
    reg  resadd$reset /*verilator isolate_assignments*/;
    reg  resadd$in_valid /*verilator isolate_assignments*/;
    wire  resadd$in_ready;
    reg  [63:0] resadd$in_data /*verilator isolate_assignments*/;
    wire  resadd$out_valid;
    reg  resadd$out_ready /*verilator isolate_assignments*/;
    wire  [31:0] resadd$out_data;
    reg  silu$clock /*verilator isolate_assignments*/;
    reg  silu$reset /*verilator isolate_assignments*/;
    reg  silu$in_valid /*verilator isolate_assignments*/;
    wire  silu$in_ready;
    reg  [63:0] silu$in_data /*verilator isolate_assignments*/;
    wire  silu$out_valid;
    reg  silu$out_ready /*verilator isolate_assignments*/;
    wire  [31:0] silu$out_data;
    reg  silu$tbl_we /*verilator isolate_assignments*/;
    reg  [9:0] silu$tbl_addr /*verilator isolate_assignments*/;
    reg  [15:0] silu$tbl_data /*verilator isolate_assignments*/;
    reg  [16:0] zx_nw$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_nw$y;
    reg  [19:0] zx_a$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_a$y;
    reg  [19:0] zx_b$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_b$y;
    reg  [19:0] zx_c$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_c$y;
    reg  [19:0] zx_d$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_d$y;
    reg  [15:0] zx_len$x /*verilator isolate_assignments*/;
    wire  [16:0] zx_len$y;
    reg  [31:0] zx_out$x /*verilator isolate_assignments*/;
    wire  [63:0] zx_out$y;
    reg  [31:0] pair$hi /*verilator isolate_assignments*/;
    reg  [31:0] pair$lo /*verilator isolate_assignments*/;
    wire  [63:0] pair$y;

    // Local signals
    reg  is_silu /*verilator isolate_assignments*/;
    reg  [16:0] nw32 /*verilator isolate_assignments*/;
    reg  [23:0] end_a /*verilator isolate_assignments*/;
    reg  [23:0] end_b /*verilator isolate_assignments*/;
    reg  [23:0] end_c /*verilator isolate_assignments*/;
    reg  [23:0] end_d /*verilator isolate_assignments*/;
    reg  both /*verilator isolate_assignments*/;
    reg  u_in_ready /*verilator isolate_assignments*/;
    reg  u_out_valid /*verilator isolate_assignments*/;
    reg  [31:0] u_out_data /*verilator isolate_assignments*/;

    // Sub module instances
    vpu_top_w64$e_ew$state_q state_q(
        .d(state_q$d),
        .q(state_q$q),
        .clock(state_q$clock)
    );
    vpu_top_w64$e_ew$sa_q sa_q(
        .d(sa_q$d),
        .q(sa_q$q),
        .clock(sa_q$clock)
    );
    vpu_top_w64$e_ew$sb_q sb_q(
        .d(sb_q$d),
        .q(sb_q$q),
        .clock(sb_q$clock)
    );
    vpu_top_w64$e_ew$ss_q ss_q(
        .d(ss_q$d),
        .q(ss_q$q),
        .clock(ss_q$clock)
    );
    vpu_top_w64$e_ew$tcnt_q tcnt_q(
        .d(tcnt_q$d),
        .q(tcnt_q$q),
        .clock(tcnt_q$clock)
    );
    vpu_top_w64$e_ew$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_top_w64$e_ew$resadd resadd(
        .clock(resadd$clock),
        .reset(resadd$reset),
        .in_valid(resadd$in_valid),
        .in_ready(resadd$in_ready),
        .in_data(resadd$in_data),
        .out_valid(resadd$out_valid),
        .out_ready(resadd$out_ready),
        .out_data(resadd$out_data)
    );
    vpu_top_w64$e_ew$silu silu(
        .clock(silu$clock),
        .reset(silu$reset),
        .in_valid(silu$in_valid),
        .in_ready(silu$in_ready),
        .in_data(silu$in_data),
        .out_valid(silu$out_valid),
        .out_ready(silu$out_ready),
        .out_data(silu$out_data),
        .tbl_we(silu$tbl_we),
        .tbl_addr(silu$tbl_addr),
        .tbl_data(silu$tbl_data)
    );
    vpu_top_w64$e_ew$zx_nw zx_nw(
        .x(zx_nw$x),
        .y(zx_nw$y)
    );
    vpu_top_w64$e_ew$zx_a zx_a(
        .x(zx_a$x),
        .y(zx_a$y)
    );
    vpu_top_w64$e_ew$zx_b zx_b(
        .x(zx_b$x),
        .y(zx_b$y)
    );
    vpu_top_w64$e_ew$zx_c zx_c(
        .x(zx_c$x),
        .y(zx_c$y)
    );
    vpu_top_w64$e_ew$zx_d zx_d(
        .x(zx_d$x),
        .y(zx_d$y)
    );
    vpu_top_w64$e_ew$zx_len zx_len(
        .x(zx_len$x),
        .y(zx_len$y)
    );
    vpu_top_w64$e_ew$zx_out zx_out(
        .x(zx_out$x),
        .y(zx_out$y)
    );
    vpu_top_w64$e_ew$pair pair(
        .hi(pair$hi),
        .lo(pair$lo),
        .y(pair$y)
    );

    // Update code
    always @(*) begin
        state_q$clock = clock;
        sa_q$clock = clock;
        sb_q$clock = clock;
        ss_q$clock = clock;
        tcnt_q$clock = clock;
        done_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        sb_q$d = sb_q$q;
        ss_q$d = ss_q$q;
        tcnt_q$d = tcnt_q$q;
        done_q$d = done_q$q;
        resadd$clock = clock;
        silu$clock = clock;
        resadd$reset = reset;
        silu$reset = reset;
        is_silu = cfg_funct == c_f_silu;
        zx_len$x = cfg_len;
        nw32 = (zx_len$y + c_round32) >> c_l32;
        zx_nw$x = nw32;
        zx_a$x = cfg_a;
        zx_b$x = cfg_b;
        zx_c$x = cfg_c;
        zx_d$x = cfg_d;
        end_a = zx_a$y + zx_nw$y;
        end_b = zx_b$y + zx_nw$y;
        end_c = zx_c$y + c_sig_words;
        end_d = zx_d$y + zx_nw$y;
        chk_code = c_ok;
        if (cfg_len > c_max_len) begin
            chk_code = c_unsup;
        end
        else if ((end_a > cfg_sram_words) | (end_b > cfg_sram_words) | (end_d > cfg_sram_words) | (is_silu & (end_c > cfg_sram_words))) begin
            chk_code = c_oow;
        end
        done_q$d = 1'b0;
        if (start) begin
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            tcnt_q$d = c_z10;
            if (is_silu) begin
                state_q$d = c_table;
            end
            else begin
                state_q$d = c_run;
            end
        end
        lda_cmd_valid = (state_q$q == c_run) & ~sa_q$q;
        lda_cmd_addr = cfg_a;
        lda_cmd_count = cfg_len;
        lda_cmd_width = c_w32;
        lda_cmd_signed = 1'b1;
        ldb_cmd_valid = ((state_q$q == c_run) | (state_q$q == c_table)) & ~sb_q$q;
        ldb_cmd_signed = 1'b0;
        if (state_q$q == c_table) begin
            ldb_cmd_addr = cfg_c;
            ldb_cmd_count = c_sig_n;
            ldb_cmd_width = c_w16;
        end
        else begin
            ldb_cmd_addr = cfg_b;
            ldb_cmd_count = cfg_len;
            ldb_cmd_width = c_w32;
        end
        st_cmd_valid = (state_q$q == c_run) & ~ss_q$q;
        st_cmd_addr = cfg_d;
        st_cmd_count = cfg_len;
        st_cmd_width = c_w32;
        if (lda_cmd_valid & lda_cmd_ready) begin
            sa_q$d = 1'b1;
        end
        if (ldb_cmd_valid & ldb_cmd_ready) begin
            sb_q$d = 1'b1;
        end
        if (st_cmd_valid & st_cmd_ready) begin
            ss_q$d = 1'b1;
        end
        silu$tbl_we = (state_q$q == c_table) & ldb_out_valid;
        silu$tbl_addr = tcnt_q$q;
        silu$tbl_data = ldb_out_data[(32'h0)+:(16)];
        if ((state_q$q == c_table) & ldb_out_valid) begin
            tcnt_q$d = tcnt_q$q + c_one10;
            if (ldb_out_last) begin
                sb_q$d = 1'b0;
                state_q$d = c_run;
            end
        end
        both = (state_q$q == c_run) & lda_out_valid & ldb_out_valid;
        pair$hi = ldb_out_data;
        pair$lo = lda_out_data;
        resadd$in_data = pair$y;
        silu$in_data = pair$y;
        resadd$in_valid = both & ~is_silu;
        silu$in_valid = both & is_silu;
        if (is_silu) begin
            u_in_ready = silu$in_ready;
            u_out_valid = silu$out_valid;
            u_out_data = silu$out_data;
        end
        else begin
            u_in_ready = resadd$in_ready;
            u_out_valid = resadd$out_valid;
            u_out_data = resadd$out_data;
        end
        lda_out_ready = both & u_in_ready;
        ldb_out_ready = (both & u_in_ready) | (state_q$q == c_table);
        zx_out$x = u_out_data;
        st_in_valid = u_out_valid;
        st_in_data = zx_out$y;
        resadd$out_ready = st_in_ready & ~is_silu;
        silu$out_ready = st_in_ready & is_silu;
        if ((state_q$q == c_run) & st_done) begin
            done_q$d = 1'b1;
            state_q$d = c_idle;
        end
        done = done_q$q;
        error = 1'b0;
        error_code = c_ok;
        if (reset) begin
            state_q$d = c_idle;
            done_q$d = 1'b0;
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_ew
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$done_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$done_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$pair(hi,lo,y);

    // Module arguments
    input wire  [31:0] hi;
    input wire  [31:0] lo;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_ew$pair
/* verilator lint_on DECLFILENAME */













// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.




// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$sa_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$sa_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$sb_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$sb_q
/* verilator lint_on DECLFILENAME */





// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.









// v-- Setting output parameters to net type for wrapped code.





















// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.





// v-- Setting output parameters to net type for wrapped code.







// v-- Setting output parameters to net type for wrapped code.


























// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$ss_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$ss_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$state_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$state_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$tcnt_q(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$tcnt_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$zx_a(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_ew$zx_a
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$zx_b(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_ew$zx_b
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$zx_c(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_ew$zx_c
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$zx_d(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_ew$zx_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$zx_len(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_ew$zx_len
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$zx_nw(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_ew$zx_nw
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$zx_out(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{32{1'b0}}, x};
endmodule // vpu_top_w64$e_ew$zx_out
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax(clock,reset,start,cfg_a,cfg_b,cfg_d,cfg_len,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,lda_out_last,ldb_cmd_valid,ldb_cmd_ready,ldb_cmd_addr,ldb_cmd_count,ldb_cmd_width,ldb_cmd_signed,ldb_out_valid,ldb_out_ready,ldb_out_data,ldb_out_last,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [19:0] cfg_a;
    input wire  [19:0] cfg_b;
    input wire  [19:0] cfg_d;
    input wire  [15:0] cfg_len;
    input wire  [23:0] cfg_sram_words;
    output reg  [7:0] chk_code;
    output reg  lda_cmd_valid;
    input wire  lda_cmd_ready;
    output reg  [19:0] lda_cmd_addr;
    output reg  [15:0] lda_cmd_count;
    output reg  [1:0] lda_cmd_width;
    output reg  lda_cmd_signed;
    input wire  lda_out_valid;
    output reg  lda_out_ready;
    input wire  [31:0] lda_out_data;
    input wire  lda_out_last;
    output reg  ldb_cmd_valid;
    input wire  ldb_cmd_ready;
    output reg  [19:0] ldb_cmd_addr;
    output reg  [15:0] ldb_cmd_count;
    output reg  [1:0] ldb_cmd_width;
    output reg  ldb_cmd_signed;
    input wire  ldb_out_valid;
    output reg  ldb_out_ready;
    input wire  [31:0] ldb_out_data;
    input wire  ldb_out_last;
    output reg  st_cmd_valid;
    input wire  st_cmd_ready;
    output reg  [19:0] st_cmd_addr;
    output reg  [15:0] st_cmd_count;
    output reg  [1:0] st_cmd_width;
    output reg  st_in_valid;
    input wire  st_in_ready;
    output reg  [63:0] st_in_data;
    input wire  st_done;
    output reg  done;
    output reg  error;
    output reg  [7:0] error_code;

    // Constant declarations
    localparam  c_idle = 2'b0;
    localparam  c_table = 2'b1;
    localparam  c_run = 2'b10;
    localparam  c_max_len = 16'h200;
    localparam  c_round32 = 17'b1;
    localparam  c_l32 = 8'h1;
    localparam  c_round16 = 17'b11;
    localparam  c_l16 = 8'h2;
    localparam  c_exp_words = 24'h41;
    localparam  c_exp_n = 16'h101;
    localparam  c_exp0_min = 32'h8000;
    localparam  c_w16 = 2'b1;
    localparam  c_w32 = 2'b10;
    localparam  c_one9 = 9'b1;
    localparam  c_z9 = 9'b0;
    localparam  c_ok = 8'h0;
    localparam  c_unsup = 8'h27;
    localparam  c_oow = 8'h4;

    // Stub signals
    reg  [1:0] state_q$d /*verilator isolate_assignments*/;
    wire  [1:0] state_q$q;
    reg  state_q$clock /*verilator isolate_assignments*/;
    reg  sa_q$d /*verilator isolate_assignments*/;
    wire  sa_q$q;
    reg  sa_q$clock /*verilator isolate_assignments*/;
    reg  sb_q$d /*verilator isolate_assignments*/;
    wire  sb_q$q;
    reg  sb_q$clock /*verilator isolate_assignments*/;
    reg  ss_q$d /*verilator isolate_assignments*/;
    wire  ss_q$q;
    reg  ss_q$clock /*verilator isolate_assignments*/;
    reg  [8:0] tcnt_q$d /*verilator isolate_assignments*/;
    wire  [8:0] tcnt_q$q;
    reg  tcnt_q$clock /*verilator isolate_assignments*/;
    reg  bad_q$d /*verilator isolate_assignments*/;
    wire  bad_q$q;
    reg  bad_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  error_q$d /*verilator isolate_assignments*/;
    wire  error_q$q;
    reg  error_q$clock /*verilator isolate_assignments*/;
    reg  sm$clock /*verilator isolate_assignments*/;
    reg  sm$reset /*verilator isolate_assignments*/;
    reg  sm$in_valid /*verilator isolate_assignments*/;
    wire  sm$in_ready;
    reg  [31:0] sm$in_data /*verilator isolate_assignments*/;
    reg  sm$in_last /*verilator isolate_assignments*/;
    wire  sm$out_valid;
    reg  sm$out_ready /*verilator isolate_assignments*/;
    wire  [15:0] sm$out_data;
    // UNUSEDSIGNAL waived: the store counts the len weights itself, and len <= MAX_LEN = 512 = the unit's capacity, so out_err is never set
    /* verilator lint_off UNUSEDSIGNAL */
    wire  sm$out_last;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: the store counts the len weights itself, and len <= MAX_LEN = 512 = the unit's capacity, so out_err is never set
    /* verilator lint_off UNUSEDSIGNAL */
    wire  sm$out_err;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  sm$tbl_we /*verilator isolate_assignments*/;
    reg  [8:0] sm$tbl_addr /*verilator isolate_assignments*/;
    reg  [15:0] sm$tbl_data /*verilator isolate_assignments*/;
    reg  [15:0] zx_len$x /*verilator isolate_assignments*/;
    wire  [16:0] zx_len$y;
    reg  [16:0] zx_n32$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_n32$y;
    reg  [16:0] zx_n16$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_n16$y;
    reg  [19:0] zx_a$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_a$y;
    reg  [19:0] zx_b$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_b$y;
    reg  [19:0] zx_d$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_d$y;
    reg  [15:0] zx_out$x /*verilator isolate_assignments*/;
    wire  [63:0] zx_out$y;

    // Local signals
    reg  [16:0] nw32 /*verilator isolate_assignments*/;
    reg  [16:0] nw16 /*verilator isolate_assignments*/;
    reg  [23:0] end_a /*verilator isolate_assignments*/;
    reg  [23:0] end_b /*verilator isolate_assignments*/;
    reg  [23:0] end_d /*verilator isolate_assignments*/;

    // Sub module instances
    vpu_top_w64$e_softmax$state_q state_q(
        .d(state_q$d),
        .q(state_q$q),
        .clock(state_q$clock)
    );
    vpu_top_w64$e_softmax$sa_q sa_q(
        .d(sa_q$d),
        .q(sa_q$q),
        .clock(sa_q$clock)
    );
    vpu_top_w64$e_softmax$sb_q sb_q(
        .d(sb_q$d),
        .q(sb_q$q),
        .clock(sb_q$clock)
    );
    vpu_top_w64$e_softmax$ss_q ss_q(
        .d(ss_q$d),
        .q(ss_q$q),
        .clock(ss_q$clock)
    );
    vpu_top_w64$e_softmax$tcnt_q tcnt_q(
        .d(tcnt_q$d),
        .q(tcnt_q$q),
        .clock(tcnt_q$clock)
    );
    vpu_top_w64$e_softmax$bad_q bad_q(
        .d(bad_q$d),
        .q(bad_q$q),
        .clock(bad_q$clock)
    );
    vpu_top_w64$e_softmax$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_top_w64$e_softmax$error_q error_q(
        .d(error_q$d),
        .q(error_q$q),
        .clock(error_q$clock)
    );
    vpu_top_w64$e_softmax$sm sm(
        .clock(sm$clock),
        .reset(sm$reset),
        .in_valid(sm$in_valid),
        .in_ready(sm$in_ready),
        .in_data(sm$in_data),
        .in_last(sm$in_last),
        .out_valid(sm$out_valid),
        .out_ready(sm$out_ready),
        .out_data(sm$out_data),
        .out_last(sm$out_last),
        .out_err(sm$out_err),
        .tbl_we(sm$tbl_we),
        .tbl_addr(sm$tbl_addr),
        .tbl_data(sm$tbl_data)
    );
    vpu_top_w64$e_softmax$zx_len zx_len(
        .x(zx_len$x),
        .y(zx_len$y)
    );
    vpu_top_w64$e_softmax$zx_n32 zx_n32(
        .x(zx_n32$x),
        .y(zx_n32$y)
    );
    vpu_top_w64$e_softmax$zx_n16 zx_n16(
        .x(zx_n16$x),
        .y(zx_n16$y)
    );
    vpu_top_w64$e_softmax$zx_a zx_a(
        .x(zx_a$x),
        .y(zx_a$y)
    );
    vpu_top_w64$e_softmax$zx_b zx_b(
        .x(zx_b$x),
        .y(zx_b$y)
    );
    vpu_top_w64$e_softmax$zx_d zx_d(
        .x(zx_d$x),
        .y(zx_d$y)
    );
    vpu_top_w64$e_softmax$zx_out zx_out(
        .x(zx_out$x),
        .y(zx_out$y)
    );

    // Update code
    always @(*) begin
        state_q$clock = clock;
        sa_q$clock = clock;
        sb_q$clock = clock;
        ss_q$clock = clock;
        tcnt_q$clock = clock;
        bad_q$clock = clock;
        done_q$clock = clock;
        error_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        sb_q$d = sb_q$q;
        ss_q$d = ss_q$q;
        tcnt_q$d = tcnt_q$q;
        bad_q$d = bad_q$q;
        done_q$d = done_q$q;
        error_q$d = error_q$q;
        sm$clock = clock;
        sm$reset = reset;
        zx_len$x = cfg_len;
        nw32 = (zx_len$y + c_round32) >> c_l32;
        nw16 = (zx_len$y + c_round16) >> c_l16;
        zx_n32$x = nw32;
        zx_n16$x = nw16;
        zx_a$x = cfg_a;
        zx_b$x = cfg_b;
        zx_d$x = cfg_d;
        end_a = zx_a$y + zx_n32$y;
        end_b = zx_b$y + c_exp_words;
        end_d = zx_d$y + zx_n16$y;
        chk_code = c_ok;
        if (cfg_len > c_max_len) begin
            chk_code = c_unsup;
        end
        else if ((end_a > cfg_sram_words) | (end_b > cfg_sram_words) | (end_d > cfg_sram_words)) begin
            chk_code = c_oow;
        end
        done_q$d = 1'b0;
        error_q$d = 1'b0;
        if (start) begin
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            bad_q$d = 1'b0;
            tcnt_q$d = c_z9;
            state_q$d = c_table;
        end
        ldb_cmd_valid = (state_q$q == c_table) & ~sb_q$q;
        ldb_cmd_addr = cfg_b;
        ldb_cmd_count = c_exp_n;
        ldb_cmd_width = c_w16;
        ldb_cmd_signed = 1'b0;
        lda_cmd_valid = (state_q$q == c_run) & ~sa_q$q;
        lda_cmd_addr = cfg_a;
        lda_cmd_count = cfg_len;
        lda_cmd_width = c_w32;
        lda_cmd_signed = 1'b1;
        st_cmd_valid = (state_q$q == c_run) & ~ss_q$q;
        st_cmd_addr = cfg_d;
        st_cmd_count = cfg_len;
        st_cmd_width = c_w16;
        if (lda_cmd_valid & lda_cmd_ready) begin
            sa_q$d = 1'b1;
        end
        if (ldb_cmd_valid & ldb_cmd_ready) begin
            sb_q$d = 1'b1;
        end
        if (st_cmd_valid & st_cmd_ready) begin
            ss_q$d = 1'b1;
        end
        ldb_out_ready = state_q$q == c_table;
        sm$tbl_we = (state_q$q == c_table) & ldb_out_valid;
        sm$tbl_addr = tcnt_q$q;
        sm$tbl_data = ldb_out_data[(32'h0)+:(16)];
        if ((state_q$q == c_table) & ldb_out_valid) begin
            tcnt_q$d = tcnt_q$q + c_one9;
            if (~|tcnt_q$q & (ldb_out_data < c_exp0_min)) begin
                bad_q$d = 1'b1;
            end
            if (ldb_out_last) begin
                if (bad_q$q) begin
                    error_q$d = 1'b1;
                    state_q$d = c_idle;
                end
                else begin
                    state_q$d = c_run;
                end
            end
        end
        sm$in_valid = (state_q$q == c_run) & lda_out_valid;
        sm$in_data = lda_out_data;
        sm$in_last = lda_out_last;
        lda_out_ready = (state_q$q == c_run) & sm$in_ready;
        zx_out$x = sm$out_data;
        st_in_valid = sm$out_valid;
        st_in_data = zx_out$y;
        sm$out_ready = st_in_ready;
        if ((state_q$q == c_run) & st_done) begin
            done_q$d = 1'b1;
            state_q$d = c_idle;
        end
        done = done_q$q;
        error = error_q$q;
        error_code = c_unsup;
        if (reset) begin
            state_q$d = c_idle;
            done_q$d = 1'b0;
            error_q$d = 1'b0;
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
        end
    end
endmodule // vpu_top_w64$e_softmax
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$bad_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$bad_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$done_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$error_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$error_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sa_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sa_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sb_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sb_q
/* verilator lint_on DECLFILENAME */























// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.

























































// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.








// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$ss_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$ss_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$state_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$state_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$tcnt_q(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$tcnt_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$zx_a(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$zx_a
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$zx_b(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$zx_b
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$zx_d(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$zx_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$zx_len(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$zx_len
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$zx_n16(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$zx_n16
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$zx_n32(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$zx_n32
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$zx_out(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{48{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$zx_out
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$error_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$error_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$funct_q(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$funct_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$imm_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$imm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda(clock,reset,cmd_valid,cmd_ready,cmd_addr,cmd_count,cmd_width,cmd_signed,req_valid,req_ready,req_addr,rsp_valid,rsp_data,out_valid,out_ready,out_data,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cmd_valid;
    output reg  cmd_ready;
    input wire  [19:0] cmd_addr;
    input wire  [15:0] cmd_count;
    input wire  [1:0] cmd_width;
    input wire  cmd_signed;
    output reg  req_valid;
    input wire  req_ready;
    output reg  [19:0] req_addr;
    input wire  rsp_valid;
    input wire  [63:0] rsp_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;
    output reg  out_last;

    // Constant declarations
    localparam  c_one_ab = 20'h1;
    localparam  c_one16 = 16'h1;
    localparam  c_one3 = 3'b1;
    localparam  c_one2 = 2'b1;
    localparam  c_one8 = 8'h1;
    localparam  c_depth = 3'b100;
    localparam  c_last = 33'h100000000;
    localparam  c_epw8 = 8'h8;
    localparam  c_epw16 = 8'h4;
    localparam  c_epw32 = 8'h2;
    localparam  c_m8 = 16'h7;
    localparam  c_m16 = 16'h3;
    localparam  c_m32 = 16'h1;
    localparam  c_l8 = 8'h3;
    localparam  c_l16 = 8'h2;
    localparam  c_l32 = 8'h1;
    localparam  c_sh8 = 8'h8;
    localparam  c_sh16 = 8'h10;
    localparam  c_sh32 = 8'h20;
    localparam  c_p1 = 2'b1;
    localparam  c_p2 = 2'b10;
    localparam  c_p3 = 2'b11;
    localparam  c_z16 = 16'h0;
    localparam  c_z3 = 3'b0;
    localparam  c_z2 = 2'b0;

    // Stub signals
    reg  [19:0] addr_q$d;
    wire  [19:0] addr_q$q;
    reg  addr_q$clock;
    reg  [15:0] words_q$d;
    wire  [15:0] words_q$q;
    reg  words_q$clock;
    reg  [15:0] elems_q$d;
    wire  [15:0] elems_q$q;
    reg  elems_q$clock;
    reg  [1:0] wcode_q$d;
    wire  [1:0] wcode_q$q;
    reg  wcode_q$clock;
    reg  sgn_q$d;
    wire  sgn_q$q;
    reg  sgn_q$clock;
    reg  [2:0] infl_q$d;
    wire  [2:0] infl_q$q;
    reg  infl_q$clock;
    reg  [63:0] e0_q$d;
    wire  [63:0] e0_q$q;
    reg  e0_q$clock;
    reg  [63:0] e1_q$d;
    wire  [63:0] e1_q$q;
    reg  e1_q$clock;
    reg  [63:0] e2_q$d;
    wire  [63:0] e2_q$q;
    reg  e2_q$clock;
    reg  [63:0] e3_q$d;
    wire  [63:0] e3_q$q;
    reg  e3_q$clock;
    reg  [1:0] wp_q$d;
    wire  [1:0] wp_q$q;
    reg  wp_q$clock;
    reg  [1:0] rp_q$d;
    wire  [1:0] rp_q$q;
    reg  rp_q$clock;
    reg  [2:0] fn_q$d;
    wire  [2:0] fn_q$q;
    reg  fn_q$clock;
    reg  [63:0] word_q$d;
    wire  [63:0] word_q$q;
    reg  word_q$clock;
    reg  wv_q$d;
    wire  wv_q$q;
    reg  wv_q$clock;
    reg  [7:0] epw_q$d;
    wire  [7:0] epw_q$q;
    reg  epw_q$clock;
    reg  [7:0] sx8$x;
    wire  [31:0] sx8$y;
    reg  [15:0] sx16$x;
    wire  [31:0] sx16$y;
    reg  [7:0] zx8$x;
    wire  [31:0] zx8$y;
    reg  [15:0] zx16$x;
    wire  [31:0] zx16$y;
    reg  [31:0] zx33$x;
    wire  [32:0] zx33$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [32:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [32:0] skid$m_data;

    // Local signals
    reg  req_fire;
    reg  idle;
    reg  take;
    reg  last_el;
    reg  word_end;
    reg  pop;
    reg  [63:0] head;
    reg  [15:0] nwords;
    reg  [7:0] epw_new;
    reg  [31:0] elem;

    // Sub module instances
    vpu_top_w64$lda$addr_q addr_q(
        .d(addr_q$d),
        .q(addr_q$q),
        .clock(addr_q$clock)
    );
    vpu_top_w64$lda$words_q words_q(
        .d(words_q$d),
        .q(words_q$q),
        .clock(words_q$clock)
    );
    vpu_top_w64$lda$elems_q elems_q(
        .d(elems_q$d),
        .q(elems_q$q),
        .clock(elems_q$clock)
    );
    vpu_top_w64$lda$wcode_q wcode_q(
        .d(wcode_q$d),
        .q(wcode_q$q),
        .clock(wcode_q$clock)
    );
    vpu_top_w64$lda$sgn_q sgn_q(
        .d(sgn_q$d),
        .q(sgn_q$q),
        .clock(sgn_q$clock)
    );
    vpu_top_w64$lda$infl_q infl_q(
        .d(infl_q$d),
        .q(infl_q$q),
        .clock(infl_q$clock)
    );
    vpu_top_w64$lda$e0_q e0_q(
        .d(e0_q$d),
        .q(e0_q$q),
        .clock(e0_q$clock)
    );
    vpu_top_w64$lda$e1_q e1_q(
        .d(e1_q$d),
        .q(e1_q$q),
        .clock(e1_q$clock)
    );
    vpu_top_w64$lda$e2_q e2_q(
        .d(e2_q$d),
        .q(e2_q$q),
        .clock(e2_q$clock)
    );
    vpu_top_w64$lda$e3_q e3_q(
        .d(e3_q$d),
        .q(e3_q$q),
        .clock(e3_q$clock)
    );
    vpu_top_w64$lda$wp_q wp_q(
        .d(wp_q$d),
        .q(wp_q$q),
        .clock(wp_q$clock)
    );
    vpu_top_w64$lda$rp_q rp_q(
        .d(rp_q$d),
        .q(rp_q$q),
        .clock(rp_q$clock)
    );
    vpu_top_w64$lda$fn_q fn_q(
        .d(fn_q$d),
        .q(fn_q$q),
        .clock(fn_q$clock)
    );
    vpu_top_w64$lda$word_q word_q(
        .d(word_q$d),
        .q(word_q$q),
        .clock(word_q$clock)
    );
    vpu_top_w64$lda$wv_q wv_q(
        .d(wv_q$d),
        .q(wv_q$q),
        .clock(wv_q$clock)
    );
    vpu_top_w64$lda$epw_q epw_q(
        .d(epw_q$d),
        .q(epw_q$q),
        .clock(epw_q$clock)
    );
    vpu_top_w64$lda$sx8 sx8(
        .x(sx8$x),
        .y(sx8$y)
    );
    vpu_top_w64$lda$sx16 sx16(
        .x(sx16$x),
        .y(sx16$y)
    );
    vpu_top_w64$lda$zx8 zx8(
        .x(zx8$x),
        .y(zx8$y)
    );
    vpu_top_w64$lda$zx16 zx16(
        .x(zx16$x),
        .y(zx16$y)
    );
    vpu_top_w64$lda$zx33 zx33(
        .x(zx33$x),
        .y(zx33$y)
    );
    vpu_top_w64$lda$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );

    // Update code
    always @(*) begin
        addr_q$clock = clock;
        words_q$clock = clock;
        elems_q$clock = clock;
        wcode_q$clock = clock;
        sgn_q$clock = clock;
        infl_q$clock = clock;
        e0_q$clock = clock;
        e1_q$clock = clock;
        e2_q$clock = clock;
        e3_q$clock = clock;
        wp_q$clock = clock;
        rp_q$clock = clock;
        fn_q$clock = clock;
        word_q$clock = clock;
        wv_q$clock = clock;
        epw_q$clock = clock;
        addr_q$d = addr_q$q;
        words_q$d = words_q$q;
        elems_q$d = elems_q$q;
        wcode_q$d = wcode_q$q;
        sgn_q$d = sgn_q$q;
        infl_q$d = infl_q$q;
        e0_q$d = e0_q$q;
        e1_q$d = e1_q$q;
        e2_q$d = e2_q$q;
        e3_q$d = e3_q$q;
        wp_q$d = wp_q$q;
        rp_q$d = rp_q$q;
        fn_q$d = fn_q$q;
        word_q$d = word_q$q;
        wv_q$d = wv_q$q;
        epw_q$d = epw_q$q;
        skid$clock = clock;
        skid$reset = reset;
        if (~cmd_width[32'h1] & ~cmd_width[32'h0]) begin
            if (|(cmd_count & c_m8)) begin
                nwords = (cmd_count >> c_l8) + c_one16;
            end
            else begin
                nwords = cmd_count >> c_l8;
            end
        end
        else if (~cmd_width[32'h1]) begin
            if (|(cmd_count & c_m16)) begin
                nwords = (cmd_count >> c_l16) + c_one16;
            end
            else begin
                nwords = cmd_count >> c_l16;
            end
        end
        else if (|(cmd_count & c_m32)) begin
            nwords = (cmd_count >> c_l32) + c_one16;
        end
        else begin
            nwords = cmd_count >> c_l32;
        end
        idle = ~|elems_q$q;
        cmd_ready = idle;
        if (cmd_valid & idle) begin
            addr_q$d = cmd_addr;
            words_q$d = nwords;
            elems_q$d = cmd_count;
            wcode_q$d = cmd_width;
            sgn_q$d = cmd_signed;
        end
        req_valid = |words_q$q & (infl_q$q != c_depth);
        req_addr = addr_q$q;
        req_fire = |words_q$q & (infl_q$q != c_depth) & req_ready;
        if (req_fire) begin
            addr_q$d = addr_q$q + c_one_ab;
            words_q$d = words_q$q - c_one16;
        end
        if (~wcode_q$q[32'h1] & ~wcode_q$q[32'h0]) begin
            epw_new = c_epw8;
        end
        else if (~wcode_q$q[32'h1]) begin
            epw_new = c_epw16;
        end
        else begin
            epw_new = c_epw32;
        end
        sx8$x = word_q$q[(32'h0)+:(8)];
        zx8$x = word_q$q[(32'h0)+:(8)];
        sx16$x = word_q$q[(32'h0)+:(16)];
        zx16$x = word_q$q[(32'h0)+:(16)];
        if (~wcode_q$q[32'h1] & ~wcode_q$q[32'h0]) begin
            if (sgn_q$q) begin
                elem = sx8$y;
            end
            else begin
                elem = zx8$y;
            end
        end
        else if (~wcode_q$q[32'h1]) begin
            if (sgn_q$q) begin
                elem = sx16$y;
            end
            else begin
                elem = zx16$y;
            end
        end
        else begin
            elem = word_q$q[(32'h0)+:(32)];
        end
        last_el = elems_q$q == c_one16;
        word_end = (epw_q$q == c_one8) | last_el;
        zx33$x = elem;
        skid$s_valid = wv_q$q;
        if (last_el) begin
            skid$s_data = zx33$y | c_last;
        end
        else begin
            skid$s_data = zx33$y;
        end
        take = wv_q$q & skid$s_ready;
        pop = (~wv_q$q | (take & word_end)) & |fn_q$q;
        if (take) begin
            elems_q$d = elems_q$q - c_one16;
            epw_q$d = epw_q$q - c_one8;
            if (~wcode_q$q[32'h1] & ~wcode_q$q[32'h0]) begin
                word_q$d = word_q$q >> c_sh8;
            end
            else if (~wcode_q$q[32'h1]) begin
                word_q$d = word_q$q >> c_sh16;
            end
            else begin
                word_q$d = word_q$q >> c_sh32;
            end
            if (word_end) begin
                wv_q$d = 1'b0;
            end
        end
        if (rp_q$q == c_p1) begin
            head = e1_q$q;
        end
        else if (rp_q$q == c_p2) begin
            head = e2_q$q;
        end
        else if (rp_q$q == c_p3) begin
            head = e3_q$q;
        end
        else begin
            head = e0_q$q;
        end
        if (pop) begin
            word_q$d = head;
            wv_q$d = 1'b1;
            epw_q$d = epw_new;
            rp_q$d = rp_q$q + c_one2;
        end
        if (rsp_valid) begin
            wp_q$d = wp_q$q + c_one2;
            if (wp_q$q == c_p1) begin
                e1_q$d = rsp_data;
            end
            else if (wp_q$q == c_p2) begin
                e2_q$d = rsp_data;
            end
            else if (wp_q$q == c_p3) begin
                e3_q$d = rsp_data;
            end
            else begin
                e0_q$d = rsp_data;
            end
        end
        if (rsp_valid & ~pop) begin
            fn_q$d = fn_q$q + c_one3;
        end
        else if (~rsp_valid & pop) begin
            fn_q$d = fn_q$q - c_one3;
        end
        if (req_fire & ~pop) begin
            infl_q$d = infl_q$q + c_one3;
        end
        else if (~req_fire & pop) begin
            infl_q$d = infl_q$q - c_one3;
        end
        skid$m_ready = out_ready;
        out_valid = skid$m_valid;
        out_data = skid$m_data[(32'h0)+:(32)];
        out_last = skid$m_data[32'h20];
        if (reset) begin
            words_q$d = c_z16;
            elems_q$d = c_z16;
            infl_q$d = c_z3;
            fn_q$d = c_z3;
            wp_q$d = c_z2;
            rp_q$d = c_z2;
            wv_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$lda
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$addr_q(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$e0_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$e0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$e1_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$e1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$e2_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$e2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$e3_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$e3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$elems_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$elems_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$epw_q(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$epw_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$fn_q(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$fn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$infl_q(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$infl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$rp_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$sgn_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$sgn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    output reg  s_ready;
    input wire  [32:0] s_data;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [32:0] m_data;

    // Stub signals
    reg  main_valid_q$d;
    wire  main_valid_q$q;
    reg  main_valid_q$clock;
    reg  [32:0] main_data_q$d;
    wire  [32:0] main_data_q$q;
    reg  main_data_q$clock;
    reg  skid_valid_q$d;
    wire  skid_valid_q$q;
    reg  skid_valid_q$clock;
    reg  [32:0] skid_data_q$d;
    wire  [32:0] skid_data_q$q;
    reg  skid_data_q$clock;

    // Local signals
    reg  s_fire;
    reg  m_fire;

    // Sub module instances
    vpu_top_w64$lda$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_top_w64$lda$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_top_w64$lda$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_top_w64$lda$skid$skid_data_q skid_data_q(
        .d(skid_data_q$d),
        .q(skid_data_q$q),
        .clock(skid_data_q$clock)
    );

    // Update code
    always @(*) begin
        main_valid_q$clock = clock;
        main_data_q$clock = clock;
        skid_valid_q$clock = clock;
        skid_data_q$clock = clock;
        main_valid_q$d = main_valid_q$q;
        main_data_q$d = main_data_q$q;
        skid_valid_q$d = skid_valid_q$q;
        skid_data_q$d = skid_data_q$q;
        s_ready = ~skid_valid_q$q;
        m_valid = main_valid_q$q;
        m_data = main_data_q$q;
        s_fire = s_valid & ~skid_valid_q$q;
        m_fire = main_valid_q$q & m_ready;
        if (m_fire | ~main_valid_q$q) begin
            if (skid_valid_q$q) begin
                main_valid_q$d = 1'b1;
                main_data_q$d = skid_data_q$q;
                skid_valid_q$d = 1'b0;
            end
            else begin
                main_valid_q$d = s_fire;
                main_data_q$d = s_data;
            end
        end
        else if (s_fire) begin
            skid_valid_q$d = 1'b1;
            skid_data_q$d = s_data;
        end
        if (reset) begin
            main_valid_q$d = 1'b0;
            skid_valid_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$lda$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$skid$main_data_q(d,q,clock);

    // Module arguments
    input wire  [32:0] d;
    output reg  [32:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 33'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$skid$skid_data_q(d,q,clock);

    // Module arguments
    input wire  [32:0] d;
    output reg  [32:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 33'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$sx16(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{16{x[15]}}, x};
endmodule // vpu_top_w64$lda$sx16
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$sx8(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{x[7]}}, x};
endmodule // vpu_top_w64$lda$sx8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$wcode_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$wcode_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$word_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$word_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$words_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$words_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$wp_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$wv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$lda$wv_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$zx16(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{16{1'b0}}, x};
endmodule // vpu_top_w64$lda$zx16
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$zx33(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$lda$zx33
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$zx8(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{1'b0}}, x};
endmodule // vpu_top_w64$lda$zx8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb(clock,reset,cmd_valid,cmd_ready,cmd_addr,cmd_count,cmd_width,cmd_signed,req_valid,req_ready,req_addr,rsp_valid,rsp_data,out_valid,out_ready,out_data,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cmd_valid;
    output reg  cmd_ready;
    input wire  [19:0] cmd_addr;
    input wire  [15:0] cmd_count;
    input wire  [1:0] cmd_width;
    input wire  cmd_signed;
    output reg  req_valid;
    input wire  req_ready;
    output reg  [19:0] req_addr;
    input wire  rsp_valid;
    input wire  [63:0] rsp_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;
    output reg  out_last;

    // Constant declarations
    localparam  c_one_ab = 20'h1;
    localparam  c_one16 = 16'h1;
    localparam  c_one3 = 3'b1;
    localparam  c_one2 = 2'b1;
    localparam  c_one8 = 8'h1;
    localparam  c_depth = 3'b100;
    localparam  c_last = 33'h100000000;
    localparam  c_epw8 = 8'h8;
    localparam  c_epw16 = 8'h4;
    localparam  c_epw32 = 8'h2;
    localparam  c_m8 = 16'h7;
    localparam  c_m16 = 16'h3;
    localparam  c_m32 = 16'h1;
    localparam  c_l8 = 8'h3;
    localparam  c_l16 = 8'h2;
    localparam  c_l32 = 8'h1;
    localparam  c_sh8 = 8'h8;
    localparam  c_sh16 = 8'h10;
    localparam  c_sh32 = 8'h20;
    localparam  c_p1 = 2'b1;
    localparam  c_p2 = 2'b10;
    localparam  c_p3 = 2'b11;
    localparam  c_z16 = 16'h0;
    localparam  c_z3 = 3'b0;
    localparam  c_z2 = 2'b0;

    // Stub signals
    reg  [19:0] addr_q$d;
    wire  [19:0] addr_q$q;
    reg  addr_q$clock;
    reg  [15:0] words_q$d;
    wire  [15:0] words_q$q;
    reg  words_q$clock;
    reg  [15:0] elems_q$d;
    wire  [15:0] elems_q$q;
    reg  elems_q$clock;
    reg  [1:0] wcode_q$d;
    wire  [1:0] wcode_q$q;
    reg  wcode_q$clock;
    reg  sgn_q$d;
    wire  sgn_q$q;
    reg  sgn_q$clock;
    reg  [2:0] infl_q$d;
    wire  [2:0] infl_q$q;
    reg  infl_q$clock;
    reg  [63:0] e0_q$d;
    wire  [63:0] e0_q$q;
    reg  e0_q$clock;
    reg  [63:0] e1_q$d;
    wire  [63:0] e1_q$q;
    reg  e1_q$clock;
    reg  [63:0] e2_q$d;
    wire  [63:0] e2_q$q;
    reg  e2_q$clock;
    reg  [63:0] e3_q$d;
    wire  [63:0] e3_q$q;
    reg  e3_q$clock;
    reg  [1:0] wp_q$d;
    wire  [1:0] wp_q$q;
    reg  wp_q$clock;
    reg  [1:0] rp_q$d;
    wire  [1:0] rp_q$q;
    reg  rp_q$clock;
    reg  [2:0] fn_q$d;
    wire  [2:0] fn_q$q;
    reg  fn_q$clock;
    reg  [63:0] word_q$d;
    wire  [63:0] word_q$q;
    reg  word_q$clock;
    reg  wv_q$d;
    wire  wv_q$q;
    reg  wv_q$clock;
    reg  [7:0] epw_q$d;
    wire  [7:0] epw_q$q;
    reg  epw_q$clock;
    reg  [7:0] sx8$x;
    wire  [31:0] sx8$y;
    reg  [15:0] sx16$x;
    wire  [31:0] sx16$y;
    reg  [7:0] zx8$x;
    wire  [31:0] zx8$y;
    reg  [15:0] zx16$x;
    wire  [31:0] zx16$y;
    reg  [31:0] zx33$x;
    wire  [32:0] zx33$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [32:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [32:0] skid$m_data;

    // Local signals
    reg  req_fire;
    reg  idle;
    reg  take;
    reg  last_el;
    reg  word_end;
    reg  pop;
    reg  [63:0] head;
    reg  [15:0] nwords;
    reg  [7:0] epw_new;
    reg  [31:0] elem;

    // Sub module instances
    vpu_top_w64$ldb$addr_q addr_q(
        .d(addr_q$d),
        .q(addr_q$q),
        .clock(addr_q$clock)
    );
    vpu_top_w64$ldb$words_q words_q(
        .d(words_q$d),
        .q(words_q$q),
        .clock(words_q$clock)
    );
    vpu_top_w64$ldb$elems_q elems_q(
        .d(elems_q$d),
        .q(elems_q$q),
        .clock(elems_q$clock)
    );
    vpu_top_w64$ldb$wcode_q wcode_q(
        .d(wcode_q$d),
        .q(wcode_q$q),
        .clock(wcode_q$clock)
    );
    vpu_top_w64$ldb$sgn_q sgn_q(
        .d(sgn_q$d),
        .q(sgn_q$q),
        .clock(sgn_q$clock)
    );
    vpu_top_w64$ldb$infl_q infl_q(
        .d(infl_q$d),
        .q(infl_q$q),
        .clock(infl_q$clock)
    );
    vpu_top_w64$ldb$e0_q e0_q(
        .d(e0_q$d),
        .q(e0_q$q),
        .clock(e0_q$clock)
    );
    vpu_top_w64$ldb$e1_q e1_q(
        .d(e1_q$d),
        .q(e1_q$q),
        .clock(e1_q$clock)
    );
    vpu_top_w64$ldb$e2_q e2_q(
        .d(e2_q$d),
        .q(e2_q$q),
        .clock(e2_q$clock)
    );
    vpu_top_w64$ldb$e3_q e3_q(
        .d(e3_q$d),
        .q(e3_q$q),
        .clock(e3_q$clock)
    );
    vpu_top_w64$ldb$wp_q wp_q(
        .d(wp_q$d),
        .q(wp_q$q),
        .clock(wp_q$clock)
    );
    vpu_top_w64$ldb$rp_q rp_q(
        .d(rp_q$d),
        .q(rp_q$q),
        .clock(rp_q$clock)
    );
    vpu_top_w64$ldb$fn_q fn_q(
        .d(fn_q$d),
        .q(fn_q$q),
        .clock(fn_q$clock)
    );
    vpu_top_w64$ldb$word_q word_q(
        .d(word_q$d),
        .q(word_q$q),
        .clock(word_q$clock)
    );
    vpu_top_w64$ldb$wv_q wv_q(
        .d(wv_q$d),
        .q(wv_q$q),
        .clock(wv_q$clock)
    );
    vpu_top_w64$ldb$epw_q epw_q(
        .d(epw_q$d),
        .q(epw_q$q),
        .clock(epw_q$clock)
    );
    vpu_top_w64$ldb$sx8 sx8(
        .x(sx8$x),
        .y(sx8$y)
    );
    vpu_top_w64$ldb$sx16 sx16(
        .x(sx16$x),
        .y(sx16$y)
    );
    vpu_top_w64$ldb$zx8 zx8(
        .x(zx8$x),
        .y(zx8$y)
    );
    vpu_top_w64$ldb$zx16 zx16(
        .x(zx16$x),
        .y(zx16$y)
    );
    vpu_top_w64$ldb$zx33 zx33(
        .x(zx33$x),
        .y(zx33$y)
    );
    vpu_top_w64$ldb$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );

    // Update code
    always @(*) begin
        addr_q$clock = clock;
        words_q$clock = clock;
        elems_q$clock = clock;
        wcode_q$clock = clock;
        sgn_q$clock = clock;
        infl_q$clock = clock;
        e0_q$clock = clock;
        e1_q$clock = clock;
        e2_q$clock = clock;
        e3_q$clock = clock;
        wp_q$clock = clock;
        rp_q$clock = clock;
        fn_q$clock = clock;
        word_q$clock = clock;
        wv_q$clock = clock;
        epw_q$clock = clock;
        addr_q$d = addr_q$q;
        words_q$d = words_q$q;
        elems_q$d = elems_q$q;
        wcode_q$d = wcode_q$q;
        sgn_q$d = sgn_q$q;
        infl_q$d = infl_q$q;
        e0_q$d = e0_q$q;
        e1_q$d = e1_q$q;
        e2_q$d = e2_q$q;
        e3_q$d = e3_q$q;
        wp_q$d = wp_q$q;
        rp_q$d = rp_q$q;
        fn_q$d = fn_q$q;
        word_q$d = word_q$q;
        wv_q$d = wv_q$q;
        epw_q$d = epw_q$q;
        skid$clock = clock;
        skid$reset = reset;
        if (~cmd_width[32'h1] & ~cmd_width[32'h0]) begin
            if (|(cmd_count & c_m8)) begin
                nwords = (cmd_count >> c_l8) + c_one16;
            end
            else begin
                nwords = cmd_count >> c_l8;
            end
        end
        else if (~cmd_width[32'h1]) begin
            if (|(cmd_count & c_m16)) begin
                nwords = (cmd_count >> c_l16) + c_one16;
            end
            else begin
                nwords = cmd_count >> c_l16;
            end
        end
        else if (|(cmd_count & c_m32)) begin
            nwords = (cmd_count >> c_l32) + c_one16;
        end
        else begin
            nwords = cmd_count >> c_l32;
        end
        idle = ~|elems_q$q;
        cmd_ready = idle;
        if (cmd_valid & idle) begin
            addr_q$d = cmd_addr;
            words_q$d = nwords;
            elems_q$d = cmd_count;
            wcode_q$d = cmd_width;
            sgn_q$d = cmd_signed;
        end
        req_valid = |words_q$q & (infl_q$q != c_depth);
        req_addr = addr_q$q;
        req_fire = |words_q$q & (infl_q$q != c_depth) & req_ready;
        if (req_fire) begin
            addr_q$d = addr_q$q + c_one_ab;
            words_q$d = words_q$q - c_one16;
        end
        if (~wcode_q$q[32'h1] & ~wcode_q$q[32'h0]) begin
            epw_new = c_epw8;
        end
        else if (~wcode_q$q[32'h1]) begin
            epw_new = c_epw16;
        end
        else begin
            epw_new = c_epw32;
        end
        sx8$x = word_q$q[(32'h0)+:(8)];
        zx8$x = word_q$q[(32'h0)+:(8)];
        sx16$x = word_q$q[(32'h0)+:(16)];
        zx16$x = word_q$q[(32'h0)+:(16)];
        if (~wcode_q$q[32'h1] & ~wcode_q$q[32'h0]) begin
            if (sgn_q$q) begin
                elem = sx8$y;
            end
            else begin
                elem = zx8$y;
            end
        end
        else if (~wcode_q$q[32'h1]) begin
            if (sgn_q$q) begin
                elem = sx16$y;
            end
            else begin
                elem = zx16$y;
            end
        end
        else begin
            elem = word_q$q[(32'h0)+:(32)];
        end
        last_el = elems_q$q == c_one16;
        word_end = (epw_q$q == c_one8) | last_el;
        zx33$x = elem;
        skid$s_valid = wv_q$q;
        if (last_el) begin
            skid$s_data = zx33$y | c_last;
        end
        else begin
            skid$s_data = zx33$y;
        end
        take = wv_q$q & skid$s_ready;
        pop = (~wv_q$q | (take & word_end)) & |fn_q$q;
        if (take) begin
            elems_q$d = elems_q$q - c_one16;
            epw_q$d = epw_q$q - c_one8;
            if (~wcode_q$q[32'h1] & ~wcode_q$q[32'h0]) begin
                word_q$d = word_q$q >> c_sh8;
            end
            else if (~wcode_q$q[32'h1]) begin
                word_q$d = word_q$q >> c_sh16;
            end
            else begin
                word_q$d = word_q$q >> c_sh32;
            end
            if (word_end) begin
                wv_q$d = 1'b0;
            end
        end
        if (rp_q$q == c_p1) begin
            head = e1_q$q;
        end
        else if (rp_q$q == c_p2) begin
            head = e2_q$q;
        end
        else if (rp_q$q == c_p3) begin
            head = e3_q$q;
        end
        else begin
            head = e0_q$q;
        end
        if (pop) begin
            word_q$d = head;
            wv_q$d = 1'b1;
            epw_q$d = epw_new;
            rp_q$d = rp_q$q + c_one2;
        end
        if (rsp_valid) begin
            wp_q$d = wp_q$q + c_one2;
            if (wp_q$q == c_p1) begin
                e1_q$d = rsp_data;
            end
            else if (wp_q$q == c_p2) begin
                e2_q$d = rsp_data;
            end
            else if (wp_q$q == c_p3) begin
                e3_q$d = rsp_data;
            end
            else begin
                e0_q$d = rsp_data;
            end
        end
        if (rsp_valid & ~pop) begin
            fn_q$d = fn_q$q + c_one3;
        end
        else if (~rsp_valid & pop) begin
            fn_q$d = fn_q$q - c_one3;
        end
        if (req_fire & ~pop) begin
            infl_q$d = infl_q$q + c_one3;
        end
        else if (~req_fire & pop) begin
            infl_q$d = infl_q$q - c_one3;
        end
        skid$m_ready = out_ready;
        out_valid = skid$m_valid;
        out_data = skid$m_data[(32'h0)+:(32)];
        out_last = skid$m_data[32'h20];
        if (reset) begin
            words_q$d = c_z16;
            elems_q$d = c_z16;
            infl_q$d = c_z3;
            fn_q$d = c_z3;
            wp_q$d = c_z2;
            rp_q$d = c_z2;
            wv_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$ldb
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$addr_q(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$e0_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$e0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$e1_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$e1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$e2_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$e2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$e3_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$e3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$elems_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$elems_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$epw_q(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$epw_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$fn_q(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$fn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$infl_q(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$infl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$rp_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$sgn_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$sgn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    output reg  s_ready;
    input wire  [32:0] s_data;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [32:0] m_data;

    // Stub signals
    reg  main_valid_q$d;
    wire  main_valid_q$q;
    reg  main_valid_q$clock;
    reg  [32:0] main_data_q$d;
    wire  [32:0] main_data_q$q;
    reg  main_data_q$clock;
    reg  skid_valid_q$d;
    wire  skid_valid_q$q;
    reg  skid_valid_q$clock;
    reg  [32:0] skid_data_q$d;
    wire  [32:0] skid_data_q$q;
    reg  skid_data_q$clock;

    // Local signals
    reg  s_fire;
    reg  m_fire;

    // Sub module instances
    vpu_top_w64$ldb$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_top_w64$ldb$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_top_w64$ldb$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_top_w64$ldb$skid$skid_data_q skid_data_q(
        .d(skid_data_q$d),
        .q(skid_data_q$q),
        .clock(skid_data_q$clock)
    );

    // Update code
    always @(*) begin
        main_valid_q$clock = clock;
        main_data_q$clock = clock;
        skid_valid_q$clock = clock;
        skid_data_q$clock = clock;
        main_valid_q$d = main_valid_q$q;
        main_data_q$d = main_data_q$q;
        skid_valid_q$d = skid_valid_q$q;
        skid_data_q$d = skid_data_q$q;
        s_ready = ~skid_valid_q$q;
        m_valid = main_valid_q$q;
        m_data = main_data_q$q;
        s_fire = s_valid & ~skid_valid_q$q;
        m_fire = main_valid_q$q & m_ready;
        if (m_fire | ~main_valid_q$q) begin
            if (skid_valid_q$q) begin
                main_valid_q$d = 1'b1;
                main_data_q$d = skid_data_q$q;
                skid_valid_q$d = 1'b0;
            end
            else begin
                main_valid_q$d = s_fire;
                main_data_q$d = s_data;
            end
        end
        else if (s_fire) begin
            skid_valid_q$d = 1'b1;
            skid_data_q$d = s_data;
        end
        if (reset) begin
            main_valid_q$d = 1'b0;
            skid_valid_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$ldb$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$skid$main_data_q(d,q,clock);

    // Module arguments
    input wire  [32:0] d;
    output reg  [32:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 33'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$skid$skid_data_q(d,q,clock);

    // Module arguments
    input wire  [32:0] d;
    output reg  [32:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 33'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$sx16(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{16{x[15]}}, x};
endmodule // vpu_top_w64$ldb$sx16
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$sx8(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{x[7]}}, x};
endmodule // vpu_top_w64$ldb$sx8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$wcode_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$wcode_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$word_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$word_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$words_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$words_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$wp_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$wv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$ldb$wv_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$zx16(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{16{1'b0}}, x};
endmodule // vpu_top_w64$ldb$zx16
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$zx33(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$ldb$zx33
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$zx8(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{1'b0}}, x};
endmodule // vpu_top_w64$ldb$zx8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$len_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st(clock,reset,cmd_valid,cmd_ready,cmd_addr,cmd_count,cmd_width,in_valid,in_ready,in_data,req_valid,req_ready,req_addr,req_we,req_wdata,rsp_valid,rsp_data,done);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cmd_valid;
    output reg  cmd_ready;
    input wire  [19:0] cmd_addr;
    input wire  [15:0] cmd_count;
    input wire  [1:0] cmd_width;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [63:0] in_data;
    output reg  req_valid;
    input wire  req_ready;
    output reg  [19:0] req_addr;
    output reg  req_we;
    output reg  [63:0] req_wdata;
    input wire  rsp_valid;
    input wire  [63:0] rsp_data;
    output reg  done;

    // Constant declarations
    localparam  c_one_ab = 20'h1;
    localparam  c_one16 = 16'h1;
    localparam  c_z16 = 16'h0;
    localparam  c_z8 = 8'h0;
    localparam  c_zw = 64'h0;
    localparam  c_ones = 64'hffffffffffffffff;
    localparam  c_wbits = 8'h40;
    localparam  c_b8 = 8'h8;
    localparam  c_b16 = 8'h10;
    localparam  c_b32 = 8'h20;
    localparam  c_b64 = 8'h40;
    localparam  c_m8 = 64'hff;
    localparam  c_m16 = 64'hffff;
    localparam  c_m32 = 64'hffffffff;
    localparam  c_m64 = 64'hffffffffffffffff;
    localparam  c_s0 = 2'b0;
    localparam  c_s1 = 2'b1;
    localparam  c_s2 = 2'b10;
    localparam  c_s3 = 2'b11;

    // Stub signals
    reg  busy_q$d;
    wire  busy_q$q;
    reg  busy_q$clock;
    reg  [19:0] addr_q$d;
    wire  [19:0] addr_q$q;
    reg  addr_q$clock;
    reg  [15:0] elems_q$d;
    wire  [15:0] elems_q$q;
    reg  elems_q$clock;
    reg  [1:0] wcode_q$d;
    wire  [1:0] wcode_q$q;
    reg  wcode_q$clock;
    reg  [63:0] acc_q$d;
    wire  [63:0] acc_q$q;
    reg  acc_q$clock;
    reg  [63:0] mask_q$d;
    wire  [63:0] mask_q$q;
    reg  mask_q$clock;
    reg  [7:0] pos_q$d;
    wire  [7:0] pos_q$q;
    reg  pos_q$clock;
    reg  [1:0] wst_q$d;
    wire  [1:0] wst_q$q;
    reg  wst_q$clock;
    reg  [19:0] waddr_q$d;
    wire  [19:0] waddr_q$q;
    reg  waddr_q$clock;
    reg  [63:0] wdata_q$d;
    wire  [63:0] wdata_q$q;
    reg  wdata_q$clock;
    reg  [63:0] wmask_q$d;
    wire  [63:0] wmask_q$q;
    reg  wmask_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;

    // Local signals
    reg  [7:0] ebits;
    reg  [63:0] emask;
    reg  [63:0] eshift;
    reg  [63:0] acc_new;
    reg  [63:0] mask_new;
    reg  [7:0] pos_new;
    reg  completes;
    reg  take;
    reg  rdy;

    // Sub module instances
    vpu_top_w64$st$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    vpu_top_w64$st$addr_q addr_q(
        .d(addr_q$d),
        .q(addr_q$q),
        .clock(addr_q$clock)
    );
    vpu_top_w64$st$elems_q elems_q(
        .d(elems_q$d),
        .q(elems_q$q),
        .clock(elems_q$clock)
    );
    vpu_top_w64$st$wcode_q wcode_q(
        .d(wcode_q$d),
        .q(wcode_q$q),
        .clock(wcode_q$clock)
    );
    vpu_top_w64$st$acc_q acc_q(
        .d(acc_q$d),
        .q(acc_q$q),
        .clock(acc_q$clock)
    );
    vpu_top_w64$st$mask_q mask_q(
        .d(mask_q$d),
        .q(mask_q$q),
        .clock(mask_q$clock)
    );
    vpu_top_w64$st$pos_q pos_q(
        .d(pos_q$d),
        .q(pos_q$q),
        .clock(pos_q$clock)
    );
    vpu_top_w64$st$wst_q wst_q(
        .d(wst_q$d),
        .q(wst_q$q),
        .clock(wst_q$clock)
    );
    vpu_top_w64$st$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_top_w64$st$wdata_q wdata_q(
        .d(wdata_q$d),
        .q(wdata_q$q),
        .clock(wdata_q$clock)
    );
    vpu_top_w64$st$wmask_q wmask_q(
        .d(wmask_q$d),
        .q(wmask_q$q),
        .clock(wmask_q$clock)
    );
    vpu_top_w64$st$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );

    // Update code
    always @(*) begin
        busy_q$clock = clock;
        addr_q$clock = clock;
        elems_q$clock = clock;
        wcode_q$clock = clock;
        acc_q$clock = clock;
        mask_q$clock = clock;
        pos_q$clock = clock;
        wst_q$clock = clock;
        waddr_q$clock = clock;
        wdata_q$clock = clock;
        wmask_q$clock = clock;
        done_q$clock = clock;
        busy_q$d = busy_q$q;
        addr_q$d = addr_q$q;
        elems_q$d = elems_q$q;
        wcode_q$d = wcode_q$q;
        acc_q$d = acc_q$q;
        mask_q$d = mask_q$q;
        pos_q$d = pos_q$q;
        wst_q$d = wst_q$q;
        waddr_q$d = waddr_q$q;
        wdata_q$d = wdata_q$q;
        wmask_q$d = wmask_q$q;
        done_q$d = done_q$q;
        cmd_ready = ~busy_q$q;
        if (cmd_valid & ~busy_q$q) begin
            busy_q$d = 1'b1;
            addr_q$d = cmd_addr;
            elems_q$d = cmd_count;
            wcode_q$d = cmd_width;
            pos_q$d = c_z8;
            acc_q$d = c_zw;
            mask_q$d = c_zw;
        end
        if (wcode_q$q == c_s0) begin
            ebits = c_b8;
            emask = c_m8;
        end
        else if (wcode_q$q == c_s1) begin
            ebits = c_b16;
            emask = c_m16;
        end
        else if (wcode_q$q == c_s2) begin
            ebits = c_b32;
            emask = c_m32;
        end
        else begin
            ebits = c_b64;
            emask = c_m64;
        end
        eshift = (in_data & emask) << pos_q$q;
        acc_new = acc_q$q | eshift;
        mask_new = mask_q$q | (emask << pos_q$q);
        pos_new = pos_q$q + ebits;
        completes = (pos_new == c_wbits) | (elems_q$q == c_one16);
        rdy = busy_q$q & |elems_q$q & ~(completes & |wst_q$q);
        in_ready = rdy;
        take = in_valid & rdy;
        req_valid = (wst_q$q == c_s1) | (wst_q$q == c_s3);
        req_addr = waddr_q$q;
        req_we = wst_q$q == c_s3;
        req_wdata = wdata_q$q;
        if (wst_q$q == c_s1) begin
            if (req_ready) begin
                wst_q$d = c_s2;
            end
        end
        else if (wst_q$q == c_s2) begin
            if (rsp_valid) begin
                wdata_q$d = (wdata_q$q & wmask_q$q) | (rsp_data & ~wmask_q$q);
                wst_q$d = c_s3;
            end
        end
        else if (wst_q$q == c_s3) begin
            if (req_ready) begin
                wst_q$d = c_s0;
            end
        end
        if (take) begin
            elems_q$d = elems_q$q - c_one16;
            if (completes) begin
                pos_q$d = c_z8;
                acc_q$d = c_zw;
                mask_q$d = c_zw;
                addr_q$d = addr_q$q + c_one_ab;
                waddr_q$d = addr_q$q;
                wdata_q$d = acc_new;
                wmask_q$d = mask_new;
                if (mask_new == c_ones) begin
                    wst_q$d = c_s3;
                end
                else begin
                    wst_q$d = c_s1;
                end
            end
            else begin
                pos_q$d = pos_new;
                acc_q$d = acc_new;
                mask_q$d = mask_new;
            end
        end
        done_q$d = 1'b0;
        if (busy_q$q & ~|elems_q$q & ~|wst_q$q) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b1;
        end
        done = done_q$q;
        if (reset) begin
            busy_q$d = 1'b0;
            elems_q$d = c_z16;
            wst_q$d = c_s0;
            done_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$st
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$acc_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$acc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$addr_q(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$busy_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$busy_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$done_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$elems_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$elems_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$mask_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$mask_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$pos_q(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$pos_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$waddr_q(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$waddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$wcode_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$wcode_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$wdata_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$wdata_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$wmask_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$wmask_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$wst_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$st$wst_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$start_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$start_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$state_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$state_q
/* verilator lint_on DECLFILENAME */
// Instance `e_ew$resadd`: the standalone module `vpu_resadd`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_ew$resadd(clock,reset,in_valid,in_ready,in_data,out_valid,out_ready,out_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [63:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;

    // Constant declarations
    localparam  sat_max = 32'h7fffffff;
    localparam  sat_min = 32'h80000000;

    // Stub signals
    reg  [31:0] x_sext$x;
    wire  [32:0] x_sext$y;
    reg  [31:0] y_sext$x;
    wire  [32:0] y_sext$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [31:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [31:0] skid$m_data;

    // Local signals
    reg  [32:0] sum;

    // Sub module instances
    vpu_top_w64$e_ew$resadd$x_sext x_sext(
        .x(x_sext$x),
        .y(x_sext$y)
    );
    vpu_top_w64$e_ew$resadd$y_sext y_sext(
        .x(y_sext$x),
        .y(y_sext$y)
    );
    vpu_top_w64$e_ew$resadd$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );

    // Update code
    always @(*) begin
        skid$clock = clock;
        skid$reset = reset;
        x_sext$x = in_data[(32'h0)+:(32)];
        y_sext$x = in_data[(32'h20)+:(32)];
        sum = x_sext$y + y_sext$y;
        skid$s_data = sum[(32'h0)+:(32)];
        if (sum[32'h20] ^ sum[32'h1f]) begin
            if (sum[32'h20]) begin
                skid$s_data = sat_min;
            end
            else begin
                skid$s_data = sat_max;
            end
        end
        skid$s_valid = in_valid;
        in_ready = skid$s_ready;
        out_valid = skid$m_valid;
        out_data = skid$m_data;
        skid$m_ready = out_ready;
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$resadd$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    output reg  s_ready;
    input wire  [31:0] s_data;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [31:0] m_data;

    // Stub signals
    reg  main_valid_q$d;
    wire  main_valid_q$q;
    reg  main_valid_q$clock;
    reg  [31:0] main_data_q$d;
    wire  [31:0] main_data_q$q;
    reg  main_data_q$clock;
    reg  skid_valid_q$d;
    wire  skid_valid_q$q;
    reg  skid_valid_q$clock;
    reg  [31:0] skid_data_q$d;
    wire  [31:0] skid_data_q$q;
    reg  skid_data_q$clock;

    // Local signals
    reg  s_fire;
    reg  m_fire;

    // Sub module instances
    vpu_top_w64$e_ew$resadd$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_top_w64$e_ew$resadd$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_top_w64$e_ew$resadd$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_top_w64$e_ew$resadd$skid$skid_data_q skid_data_q(
        .d(skid_data_q$d),
        .q(skid_data_q$q),
        .clock(skid_data_q$clock)
    );

    // Update code
    always @(*) begin
        main_valid_q$clock = clock;
        main_data_q$clock = clock;
        skid_valid_q$clock = clock;
        skid_data_q$clock = clock;
        main_valid_q$d = main_valid_q$q;
        main_data_q$d = main_data_q$q;
        skid_valid_q$d = skid_valid_q$q;
        skid_data_q$d = skid_data_q$q;
        s_ready = ~skid_valid_q$q;
        m_valid = main_valid_q$q;
        m_data = main_data_q$q;
        s_fire = s_valid & ~skid_valid_q$q;
        m_fire = main_valid_q$q & m_ready;
        if (m_fire | ~main_valid_q$q) begin
            if (skid_valid_q$q) begin
                main_valid_q$d = 1'b1;
                main_data_q$d = skid_data_q$q;
                skid_valid_q$d = 1'b0;
            end
            else begin
                main_valid_q$d = s_fire;
                main_data_q$d = s_data;
            end
        end
        else if (s_fire) begin
            skid_valid_q$d = 1'b1;
            skid_data_q$d = s_data;
        end
        if (reset) begin
            main_valid_q$d = 1'b0;
            skid_valid_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_ew$resadd$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$resadd$skid$main_data_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$resadd$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$resadd$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$resadd$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$resadd$skid$skid_data_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$resadd$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$resadd$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$resadd$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$resadd$x_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_top_w64$e_ew$resadd$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$resadd$y_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_top_w64$e_ew$resadd$y_sext
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
// Instance `e_ew$silu`: the standalone module `vpu_silu_mul`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_ew$silu(clock,reset,in_valid,in_ready,in_data,out_valid,out_ready,out_data,tbl_we,tbl_addr,tbl_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [63:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;
    input wire  tbl_we;
    input wire  [9:0] tbl_addr;
    input wire  [15:0] tbl_data;

    // Constant declarations
    localparam  sign = 32'h80000000;
    localparam  c_hi = 32'h80080000;
    localparam  c_lo = 32'h7ff80000;
    localparam  c_off = 21'h80000;
    localparam  one10 = 10'b1;
    localparam  rnd11 = 32'h400;
    localparam  rnd15 = 64'h4000;
    localparam  sig_one = 18'b1000000000000000;
    localparam  sig_zero = 18'b0;
    localparam  n16 = 8'h10;

    // Stub signals
    reg  bank_a$clock;
    reg  [9:0] bank_a$addr;
    reg  bank_a$we;
    reg  [15:0] bank_a$wdata;
    wire  [15:0] bank_a$rdata;
    reg  bank_b$clock;
    reg  [9:0] bank_b$addr;
    reg  bank_b$we;
    reg  [15:0] bank_b$wdata;
    wire  [15:0] bank_b$rdata;
    reg  v1_q$d;
    wire  v1_q$q;
    reg  v1_q$clock;
    reg  [31:0] x1_q$d;
    wire  [31:0] x1_q$q;
    reg  x1_q$clock;
    reg  [31:0] h3_1_q$d;
    wire  [31:0] h3_1_q$q;
    reg  h3_1_q$clock;
    reg  [9:0] idx1_q$d;
    wire  [9:0] idx1_q$q;
    reg  idx1_q$clock;
    reg  [10:0] f1_q$d;
    wire  [10:0] f1_q$q;
    reg  f1_q$clock;
    reg  hi1_q$d;
    wire  hi1_q$q;
    reg  hi1_q$clock;
    reg  lo1_q$d;
    wire  lo1_q$q;
    reg  lo1_q$clock;
    reg  [15:0] a_zext$x;
    wire  [16:0] a_zext$y;
    reg  [15:0] b_zext$x;
    wire  [16:0] b_zext$y;
    reg  [10:0] f_zext$x;
    wire  [11:0] f_zext$y;
    reg  [16:0] mul_l$a;
    reg  [11:0] mul_l$b;
    wire  [28:0] mul_l$p;
    reg  v2_q$d;
    wire  v2_q$q;
    reg  v2_q$clock;
    reg  [31:0] x2_q$d;
    wire  [31:0] x2_q$q;
    reg  x2_q$clock;
    reg  [31:0] h3_2_q$d;
    wire  [31:0] h3_2_q$q;
    reg  h3_2_q$clock;
    reg  [28:0] lp2_q$d;
    wire  [28:0] lp2_q$q;
    reg  lp2_q$clock;
    reg  [15:0] a2_q$d;
    wire  [15:0] a2_q$q;
    reg  a2_q$clock;
    reg  hi2_q$d;
    wire  hi2_q$q;
    reg  hi2_q$clock;
    reg  lo2_q$d;
    wire  lo2_q$q;
    reg  lo2_q$clock;
    reg  [28:0] lp_sext$x;
    wire  [31:0] lp_sext$y;
    reg  [15:0] a2_zext$x;
    wire  [17:0] a2_zext$y;
    reg  [31:0] mul_s$a;
    reg  [17:0] mul_s$b;
    wire  [49:0] mul_s$p;
    reg  v3_q$d;
    wire  v3_q$q;
    reg  v3_q$clock;
    reg  [31:0] h3_3_q$d;
    wire  [31:0] h3_3_q$q;
    reg  h3_3_q$clock;
    reg  [49:0] p3_q$d;
    wire  [49:0] p3_q$q;
    reg  p3_q$clock;
    reg  [49:0] p3_sext$x;
    wire  [63:0] p3_sext$y;
    reg  [31:0] mul_h$a;
    reg  [31:0] mul_h$b;
    wire  [63:0] mul_h$p;
    reg  v4_q$d;
    wire  v4_q$q;
    reg  v4_q$clock;
    reg  [63:0] p4_q$d;
    wire  [63:0] p4_q$q;
    reg  p4_q$clock;
    reg  [63:0] rs$x;
    reg  [7:0] rs$n;
    wire  [31:0] rs$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [31:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [31:0] skid$m_data;

    // Local signals
    reg  [31:0] xs;
    reg  [20:0] u;
    reg  [9:0] raddr;
    reg  adv;
    // UNUSEDSIGNAL waived: rshr(lp, 11) is lp_rnd[28:11]; the low 11 bits are rounded away, the top 3 are sign copies (|lp| < 2^27)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [31:0] lp_rnd;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [17:0] sig;
    // UNUSEDSIGNAL waived: silu = rshr(h1 * sig, 15) is p3_rnd[46:15]; the low 15 bits are rounded away, the top 17 are sign copies (|silu| < 2^31)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [63:0] p3_rnd;
    /* verilator lint_on UNUSEDSIGNAL */

    // Sub module instances
    vpu_top_w64$e_ew$silu$bank_a bank_a(
        .clock(bank_a$clock),
        .addr(bank_a$addr),
        .we(bank_a$we),
        .wdata(bank_a$wdata),
        .rdata(bank_a$rdata)
    );
    vpu_top_w64$e_ew$silu$bank_b bank_b(
        .clock(bank_b$clock),
        .addr(bank_b$addr),
        .we(bank_b$we),
        .wdata(bank_b$wdata),
        .rdata(bank_b$rdata)
    );
    vpu_top_w64$e_ew$silu$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    vpu_top_w64$e_ew$silu$x1_q x1_q(
        .d(x1_q$d),
        .q(x1_q$q),
        .clock(x1_q$clock)
    );
    vpu_top_w64$e_ew$silu$h3_1_q h3_1_q(
        .d(h3_1_q$d),
        .q(h3_1_q$q),
        .clock(h3_1_q$clock)
    );
    vpu_top_w64$e_ew$silu$idx1_q idx1_q(
        .d(idx1_q$d),
        .q(idx1_q$q),
        .clock(idx1_q$clock)
    );
    vpu_top_w64$e_ew$silu$f1_q f1_q(
        .d(f1_q$d),
        .q(f1_q$q),
        .clock(f1_q$clock)
    );
    vpu_top_w64$e_ew$silu$hi1_q hi1_q(
        .d(hi1_q$d),
        .q(hi1_q$q),
        .clock(hi1_q$clock)
    );
    vpu_top_w64$e_ew$silu$lo1_q lo1_q(
        .d(lo1_q$d),
        .q(lo1_q$q),
        .clock(lo1_q$clock)
    );
    vpu_top_w64$e_ew$silu$a_zext a_zext(
        .x(a_zext$x),
        .y(a_zext$y)
    );
    vpu_top_w64$e_ew$silu$b_zext b_zext(
        .x(b_zext$x),
        .y(b_zext$y)
    );
    vpu_top_w64$e_ew$silu$f_zext f_zext(
        .x(f_zext$x),
        .y(f_zext$y)
    );
    vpu_top_w64$e_ew$silu$mul_l mul_l(
        .a(mul_l$a),
        .b(mul_l$b),
        .p(mul_l$p)
    );
    vpu_top_w64$e_ew$silu$v2_q v2_q(
        .d(v2_q$d),
        .q(v2_q$q),
        .clock(v2_q$clock)
    );
    vpu_top_w64$e_ew$silu$x2_q x2_q(
        .d(x2_q$d),
        .q(x2_q$q),
        .clock(x2_q$clock)
    );
    vpu_top_w64$e_ew$silu$h3_2_q h3_2_q(
        .d(h3_2_q$d),
        .q(h3_2_q$q),
        .clock(h3_2_q$clock)
    );
    vpu_top_w64$e_ew$silu$lp2_q lp2_q(
        .d(lp2_q$d),
        .q(lp2_q$q),
        .clock(lp2_q$clock)
    );
    vpu_top_w64$e_ew$silu$a2_q a2_q(
        .d(a2_q$d),
        .q(a2_q$q),
        .clock(a2_q$clock)
    );
    vpu_top_w64$e_ew$silu$hi2_q hi2_q(
        .d(hi2_q$d),
        .q(hi2_q$q),
        .clock(hi2_q$clock)
    );
    vpu_top_w64$e_ew$silu$lo2_q lo2_q(
        .d(lo2_q$d),
        .q(lo2_q$q),
        .clock(lo2_q$clock)
    );
    vpu_top_w64$e_ew$silu$lp_sext lp_sext(
        .x(lp_sext$x),
        .y(lp_sext$y)
    );
    vpu_top_w64$e_ew$silu$a2_zext a2_zext(
        .x(a2_zext$x),
        .y(a2_zext$y)
    );
    vpu_top_w64$e_ew$silu$mul_s mul_s(
        .a(mul_s$a),
        .b(mul_s$b),
        .p(mul_s$p)
    );
    vpu_top_w64$e_ew$silu$v3_q v3_q(
        .d(v3_q$d),
        .q(v3_q$q),
        .clock(v3_q$clock)
    );
    vpu_top_w64$e_ew$silu$h3_3_q h3_3_q(
        .d(h3_3_q$d),
        .q(h3_3_q$q),
        .clock(h3_3_q$clock)
    );
    vpu_top_w64$e_ew$silu$p3_q p3_q(
        .d(p3_q$d),
        .q(p3_q$q),
        .clock(p3_q$clock)
    );
    vpu_top_w64$e_ew$silu$p3_sext p3_sext(
        .x(p3_sext$x),
        .y(p3_sext$y)
    );
    vpu_top_w64$e_ew$silu$mul_h mul_h(
        .a(mul_h$a),
        .b(mul_h$b),
        .p(mul_h$p)
    );
    vpu_top_w64$e_ew$silu$v4_q v4_q(
        .d(v4_q$d),
        .q(v4_q$q),
        .clock(v4_q$clock)
    );
    vpu_top_w64$e_ew$silu$p4_q p4_q(
        .d(p4_q$d),
        .q(p4_q$q),
        .clock(p4_q$clock)
    );
    vpu_top_w64$e_ew$silu$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    vpu_top_w64$e_ew$silu$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );

    // Update code
    always @(*) begin
        v1_q$clock = clock;
        x1_q$clock = clock;
        h3_1_q$clock = clock;
        idx1_q$clock = clock;
        f1_q$clock = clock;
        hi1_q$clock = clock;
        lo1_q$clock = clock;
        v2_q$clock = clock;
        x2_q$clock = clock;
        h3_2_q$clock = clock;
        lp2_q$clock = clock;
        a2_q$clock = clock;
        hi2_q$clock = clock;
        lo2_q$clock = clock;
        v3_q$clock = clock;
        h3_3_q$clock = clock;
        p3_q$clock = clock;
        v4_q$clock = clock;
        p4_q$clock = clock;
        v1_q$d = v1_q$q;
        x1_q$d = x1_q$q;
        h3_1_q$d = h3_1_q$q;
        idx1_q$d = idx1_q$q;
        f1_q$d = f1_q$q;
        hi1_q$d = hi1_q$q;
        lo1_q$d = lo1_q$q;
        v2_q$d = v2_q$q;
        x2_q$d = x2_q$q;
        h3_2_q$d = h3_2_q$q;
        lp2_q$d = lp2_q$q;
        a2_q$d = a2_q$q;
        hi2_q$d = hi2_q$q;
        lo2_q$d = lo2_q$q;
        v3_q$d = v3_q$q;
        h3_3_q$d = h3_3_q$q;
        p3_q$d = p3_q$q;
        v4_q$d = v4_q$q;
        p4_q$d = p4_q$q;
        skid$clock = clock;
        skid$reset = reset;
        bank_a$clock = clock;
        bank_b$clock = clock;
        adv = ~v4_q$q | skid$s_ready;
        in_ready = adv;
        xs = in_data[(32'h0)+:(32)] ^ sign;
        u = in_data[(32'h0)+:(21)] + c_off;
        raddr = idx1_q$q;
        if (adv) begin
            raddr = u[(32'hb)+:(10)];
        end
        bank_a$we = tbl_we;
        bank_b$we = tbl_we;
        bank_a$wdata = tbl_data;
        bank_b$wdata = tbl_data;
        bank_a$addr = raddr;
        bank_b$addr = raddr + one10;
        if (tbl_we) begin
            bank_a$addr = tbl_addr;
            bank_b$addr = tbl_addr;
        end
        a_zext$x = bank_a$rdata;
        b_zext$x = bank_b$rdata;
        f_zext$x = f1_q$q;
        mul_l$a = b_zext$y - a_zext$y;
        mul_l$b = f_zext$y;
        lp_sext$x = lp2_q$q;
        lp_rnd = lp_sext$y + rnd11;
        a2_zext$x = a2_q$q;
        sig = a2_zext$y + lp_rnd[(32'hb)+:(18)];
        if (hi2_q$q) begin
            sig = sig_one;
        end
        if (lo2_q$q) begin
            sig = sig_zero;
        end
        mul_s$a = x2_q$q;
        mul_s$b = sig;
        p3_sext$x = p3_q$q;
        p3_rnd = p3_sext$y + rnd15;
        mul_h$a = p3_rnd[(32'hf)+:(32)];
        mul_h$b = h3_3_q$q;
        rs$x = p4_q$q;
        rs$n = n16;
        skid$s_valid = v4_q$q;
        skid$s_data = rs$y;
        if (adv) begin
            v1_q$d = in_valid;
            x1_q$d = in_data[(32'h0)+:(32)];
            h3_1_q$d = in_data[(32'h20)+:(32)];
            idx1_q$d = u[(32'hb)+:(10)];
            f1_q$d = u[(32'h0)+:(11)];
            hi1_q$d = xs >= c_hi;
            lo1_q$d = xs < c_lo;
            v2_q$d = v1_q$q;
            x2_q$d = x1_q$q;
            h3_2_q$d = h3_1_q$q;
            lp2_q$d = mul_l$p;
            a2_q$d = bank_a$rdata;
            hi2_q$d = hi1_q$q;
            lo2_q$d = lo1_q$q;
            v3_q$d = v2_q$q;
            h3_3_q$d = h3_2_q$q;
            p3_q$d = mul_s$p;
            v4_q$d = v3_q$q;
            p4_q$d = mul_h$p;
        end
        out_valid = skid$m_valid;
        out_data = skid$m_data;
        skid$m_ready = out_ready;
        if (reset) begin
            v1_q$d = 1'b0;
            v2_q$d = 1'b0;
            v3_q$d = 1'b0;
            v4_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$a2_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$a2_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$a2_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [17:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // vpu_top_w64$e_ew$silu$a2_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$a_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_ew$silu$a_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$b_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_ew$silu$b_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$bank_a(clock,addr,we,wdata,rdata);

    // Module arguments
    input wire  clock;
    input wire  [9:0] addr;
    input wire  we;
    input wire  [15:0] wdata;
    output reg  [15:0] rdata;

    // Update code (custom)
    // Behavioural single-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [15:0] mem [0:1023];

    always @(posedge clock) begin
        if (we) begin
            mem[addr] <= wdata;
        end else begin
            rdata <= mem[addr];
        end
    end
endmodule // vpu_top_w64$e_ew$silu$bank_a
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$bank_b(clock,addr,we,wdata,rdata);

    // Module arguments
    input wire  clock;
    input wire  [9:0] addr;
    input wire  we;
    input wire  [15:0] wdata;
    output reg  [15:0] rdata;

    // Update code (custom)
    // Behavioural single-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [15:0] mem [0:1023];

    always @(posedge clock) begin
        if (we) begin
            mem[addr] <= wdata;
        end else begin
            rdata <= mem[addr];
        end
    end
endmodule // vpu_top_w64$e_ew$silu$bank_b
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$f1_q(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$f1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$f_zext(x,y);

    // Module arguments
    input wire  [10:0] x;
    output wire  [11:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_ew$silu$f_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$h3_1_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$h3_1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$h3_2_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$h3_2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$h3_3_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$h3_3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$hi1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$hi1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$hi2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$hi2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$idx1_q(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$idx1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$lo1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$lo1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$lo2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$lo2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$lp2_q(d,q,clock);

    // Module arguments
    input wire  [28:0] d;
    output reg  [28:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 29'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$lp2_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$lp_sext(x,y);

    // Module arguments
    input wire  [28:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{3{x[28]}}, x};
endmodule // vpu_top_w64$e_ew$silu$lp_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$mul_h(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [31:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{32{a[31]}}, a};
    wire signed [63:0] b_x = {{32{b[31]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_ew$silu$mul_h
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$mul_l(a,b,p);

    // Module arguments
    input wire  [16:0] a;
    input wire  [11:0] b;
    output wire  [28:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [28:0] a_x = {{12{a[16]}}, a};
    wire signed [28:0] b_x = {{17{b[11]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_ew$silu$mul_l
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$mul_s(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [17:0] b;
    output wire  [49:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [49:0] a_x = {{18{a[31]}}, a};
    wire signed [49:0] b_x = {{32{b[17]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_ew$silu$mul_s
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$p3_q(d,q,clock);

    // Module arguments
    input wire  [49:0] d;
    output reg  [49:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 50'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$p3_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$p3_sext(x,y);

    // Module arguments
    input wire  [49:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{14{x[49]}}, x};
endmodule // vpu_top_w64$e_ew$silu$p3_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$p4_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$p4_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$rs(x,n,y);

    // Module arguments
    input wire  [63:0] x;
    input wire  [7:0] n;
    output reg  [31:0] y;

    // Constant declarations
    localparam  zero8 = 8'h0;
    localparam  one8 = 8'h1;
    localparam  c64 = 8'h40;
    localparam  minus64 = 8'hc0;
    localparam  osh = 8'h1f;
    localparam  zero128 = 128'h0;
    localparam  one128 = 128'h1;
    localparam  ones128 = 128'hffffffffffffffffffffffffffffffff;
    localparam  ones_top = 128'h1ffffffffffffffffffffffff;
    localparam  sat_max = 32'h7fffffff;
    localparam  sat_min = 32'h80000000;

    // Stub signals
    reg  [63:0] x_sext$x;
    wire  [127:0] x_sext$y;

    // Local signals
    reg  [127:0] t128;
    reg  [127:0] r128;
    reg  [127:0] top128;
    reg  [7:0] lamt;

    // Sub module instances
    vpu_top_w64$e_ew$silu$rs$x_sext x_sext(
        .x(x_sext$x),
        .y(x_sext$y)
    );

    // Update code
    always @(*) begin
        x_sext$x = x;
        lamt = zero8 - n;
        if (n[32'h7] & (n < minus64)) begin
            lamt = c64;
        end
        t128 = x_sext$y + (one128 << (n - one8));
        if (n[32'h7]) begin
            r128 = x_sext$y << lamt;
        end
        else if (n == zero8) begin
            r128 = x_sext$y;
        end
        else if (n[32'h6]) begin
            r128 = zero128;
        end
        else begin
            r128 = t128 >> n;
            if (t128[32'h7f]) begin
                r128 = (t128 >> n) | ~(ones128 >> n);
            end
        end
        top128 = r128 >> osh;
        y = r128[(32'h0)+:(32)];
        if ((top128 != zero128) & (top128 != ones_top)) begin
            if (r128[32'h7f]) begin
                y = sat_min;
            end
            else begin
                y = sat_max;
            end
        end
    end

endmodule // vpu_top_w64$e_ew$silu$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_top_w64$e_ew$silu$rs$x_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    output reg  s_ready;
    input wire  [31:0] s_data;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [31:0] m_data;

    // Stub signals
    reg  main_valid_q$d;
    wire  main_valid_q$q;
    reg  main_valid_q$clock;
    reg  [31:0] main_data_q$d;
    wire  [31:0] main_data_q$q;
    reg  main_data_q$clock;
    reg  skid_valid_q$d;
    wire  skid_valid_q$q;
    reg  skid_valid_q$clock;
    reg  [31:0] skid_data_q$d;
    wire  [31:0] skid_data_q$q;
    reg  skid_data_q$clock;

    // Local signals
    reg  s_fire;
    reg  m_fire;

    // Sub module instances
    vpu_top_w64$e_ew$silu$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_top_w64$e_ew$silu$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_top_w64$e_ew$silu$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_top_w64$e_ew$silu$skid$skid_data_q skid_data_q(
        .d(skid_data_q$d),
        .q(skid_data_q$q),
        .clock(skid_data_q$clock)
    );

    // Update code
    always @(*) begin
        main_valid_q$clock = clock;
        main_data_q$clock = clock;
        skid_valid_q$clock = clock;
        skid_data_q$clock = clock;
        main_valid_q$d = main_valid_q$q;
        main_data_q$d = main_data_q$q;
        skid_valid_q$d = skid_valid_q$q;
        skid_data_q$d = skid_data_q$q;
        s_ready = ~skid_valid_q$q;
        m_valid = main_valid_q$q;
        m_data = main_data_q$q;
        s_fire = s_valid & ~skid_valid_q$q;
        m_fire = main_valid_q$q & m_ready;
        if (m_fire | ~main_valid_q$q) begin
            if (skid_valid_q$q) begin
                main_valid_q$d = 1'b1;
                main_data_q$d = skid_data_q$q;
                skid_valid_q$d = 1'b0;
            end
            else begin
                main_valid_q$d = s_fire;
                main_data_q$d = s_data;
            end
        end
        else if (s_fire) begin
            skid_valid_q$d = 1'b1;
            skid_data_q$d = s_data;
        end
        if (reset) begin
            main_valid_q$d = 1'b0;
            skid_valid_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_ew$silu$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$skid$main_data_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$skid$skid_data_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$v1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$v1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$v2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$v2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$v3_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$v3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$v4_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$v4_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$x1_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$x1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$silu$x2_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_ew$silu$x2_q
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
// Instance `e_softmax$sm`: the standalone module `vpu_softmax_l512`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_softmax$sm(clock,reset,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data,out_last,out_err,tbl_we,tbl_addr,tbl_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [31:0] in_data;
    input wire  in_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [15:0] out_data;
    output reg  out_last;
    output reg  out_err;
    input wire  tbl_we;
    input wire  [8:0] tbl_addr;
    input wire  [15:0] tbl_data;

    // Constant declarations
    localparam  c_st$0 = 2'b0;
    localparam  c_st$1 = 2'b1;
    localparam  c_st$2 = 2'b10;
    localparam  c_st$3 = 2'b11;
    localparam  c_sign32 = 32'h80000000;
    localparam  c_zero32 = 32'h0;
    localparam  c_log2e = 16'h5c55;
    localparam  c_h13 = 49'h2000;
    localparam  c_h7 = 26'h80;
    localparam  c_one9 = 9'b1;
    localparam  c_one17 = 17'b1;
    localparam  c_one_sh = 2'b1;
    localparam  c_h31 = 51'h80000000;
    localparam  c_zero_lb = 9'b0;
    localparam  c_one_lb = 9'b1;
    localparam  c_last_lb = 9'b111111111;
    localparam  c_zero_sb = 25'h0;
    localparam  c_rem0 = 26'h4000;
    localparam  c_zero33 = 33'h0;
    localparam  c_one33 = 33'h1;
    localparam  c_zero6 = 6'b0;
    localparam  c_one6 = 6'b1;
    localparam  c_steps = 6'b100001;
    localparam  c_zero16 = 16'h0;

    // Stub signals
    reg  ram$clock;
    reg  ram$we;
    reg  [8:0] ram$waddr;
    reg  [31:0] ram$wdata;
    reg  [8:0] ram$raddr;
    wire  [31:0] ram$rdata;
    reg  tbl_a$clock;
    reg  tbl_a$we;
    reg  [8:0] tbl_a$waddr;
    reg  [15:0] tbl_a$wdata;
    reg  [8:0] tbl_a$raddr;
    wire  [15:0] tbl_a$rdata;
    reg  tbl_b$clock;
    reg  tbl_b$we;
    reg  [8:0] tbl_b$waddr;
    reg  [15:0] tbl_b$wdata;
    reg  [8:0] tbl_b$raddr;
    wire  [15:0] tbl_b$rdata;
    reg  [32:0] mul_z$a;
    reg  [15:0] mul_z$b;
    wire  [48:0] mul_z$p;
    reg  [16:0] mul_l$a;
    reg  [8:0] mul_l$b;
    wire  [25:0] mul_l$p;
    reg  [16:0] mul_p$a;
    reg  [33:0] mul_p$b;
    wire  [50:0] mul_p$p;
    reg  [31:0] z_d$x;
    wire  [32:0] z_d$y;
    reg  [15:0] z_ta$x;
    wire  [16:0] z_ta$y;
    reg  [15:0] z_tb$x;
    wire  [16:0] z_tb$y;
    reg  [7:0] z_f$x;
    wire  [8:0] z_f$y;
    reg  [7:0] z_idx$x;
    wire  [8:0] z_idx$y;
    reg  [15:0] z_v$x;
    wire  [16:0] z_v$y;
    reg  [15:0] z_ew$x;
    wire  [31:0] z_ew$y;
    reg  [15:0] z_el$x;
    wire  [24:0] z_el$y;
    reg  [24:0] z_lr$x;
    wire  [25:0] z_lr$y;
    reg  [15:0] z_pe$x;
    wire  [16:0] z_pe$y;
    reg  [32:0] z_pr$x;
    wire  [33:0] z_pr$y;
    reg  [1:0] st_q$d;
    wire  [1:0] st_q$q;
    reg  st_q$clock;
    reg  [8:0] waddr_q$d;
    wire  [8:0] waddr_q$q;
    reg  waddr_q$clock;
    reg  full_q$d;
    wire  full_q$q;
    reg  full_q$clock;
    reg  err_q$d;
    wire  err_q$q;
    reg  err_q$clock;
    reg  [31:0] mxb_q$d;
    wire  [31:0] mxb_q$q;
    reg  mxb_q$clock;
    reg  [8:0] len_q$d;
    wire  [8:0] len_q$q;
    reg  len_q$clock;
    reg  [8:0] raddr_q$d;
    wire  [8:0] raddr_q$q;
    reg  raddr_q$clock;
    reg  rdone_q$d;
    wire  rdone_q$q;
    reg  rdone_q$clock;
    reg  pend_q$d;
    wire  pend_q$q;
    reg  pend_q$clock;
    reg  pend_last_q$d;
    wire  pend_last_q$q;
    reg  pend_last_q$clock;
    reg  pa_q$d;
    wire  pa_q$q;
    reg  pa_q$clock;
    reg  [48:0] prod_q$d;
    wire  [48:0] prod_q$q;
    reg  prod_q$clock;
    reg  pb_q$d;
    wire  pb_q$q;
    reg  pb_q$clock;
    reg  [3:0] nb_q$d;
    wire  [3:0] nb_q$q;
    reg  nb_q$clock;
    reg  [7:0] fb_q$d;
    wire  [7:0] fb_q$q;
    reg  fb_q$clock;
    reg  zb_q$d;
    wire  zb_q$q;
    reg  zb_q$clock;
    reg  pc_q$d;
    wire  pc_q$q;
    reg  pc_q$clock;
    reg  [25:0] lp_q$d;
    wire  [25:0] lp_q$q;
    reg  lp_q$clock;
    reg  [15:0] ac_q$d;
    wire  [15:0] ac_q$q;
    reg  ac_q$clock;
    reg  [3:0] nc_q$d;
    wire  [3:0] nc_q$q;
    reg  nc_q$clock;
    reg  zc_q$d;
    wire  zc_q$q;
    reg  zc_q$clock;
    reg  pd_q$d;
    wire  pd_q$q;
    reg  pd_q$clock;
    reg  [15:0] ed_q$d;
    wire  [15:0] ed_q$q;
    reg  ed_q$clock;
    reg  [8:0] ewaddr_q$d;
    wire  [8:0] ewaddr_q$q;
    reg  ewaddr_q$clock;
    reg  [24:0] l_q$d;
    wire  [24:0] l_q$q;
    reg  l_q$clock;
    reg  [25:0] rem_q$d;
    wire  [25:0] rem_q$q;
    reg  rem_q$clock;
    reg  [32:0] quo_q$d;
    wire  [32:0] quo_q$q;
    reg  quo_q$clock;
    reg  [5:0] cnt_q$d;
    wire  [5:0] cnt_q$q;
    reg  cnt_q$clock;
    reg  outv_q$d;
    wire  outv_q$q;
    reg  outv_q$clock;
    reg  [15:0] outd_q$d;
    wire  [15:0] outd_q$q;
    reg  outd_q$clock;
    reg  outl_q$d;
    wire  outl_q$q;
    reg  outl_q$clock;
    reg  oute_q$d;
    wire  oute_q$q;
    reg  oute_q$clock;
    reg  skv_q$d;
    wire  skv_q$q;
    reg  skv_q$clock;
    reg  [15:0] skd_q$d;
    wire  [15:0] skd_q$q;
    reg  skd_q$clock;
    reg  skl_q$d;
    wire  skl_q$q;
    reg  skl_q$clock;
    reg  ske_q$d;
    wire  ske_q$q;
    reg  ske_q$clock;

    // Local signals
    reg  in_fire;
    reg  [31:0] xb;
    reg  issue;
    reg  issue_last;
    // UNUSEDSIGNAL waived: z = rshr(d * 23637, 14) is zs[46:14]: the low 14 bits are rounded away, bits 48..47 are 0 (d < 2^32, so d * 23637 < 2^47)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [48:0] zs;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [32:0] z;
    // UNUSEDSIGNAL waived: rshr(lp, 8) is lr[25:8]; the low 8 bits are rounded away, and a + rshr(lp, 8) lies in 0..=65535 (between two table entries), so its low 16 bits lr[23:8] give it exactly (mod 2^16)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [25:0] lr;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [15:0] v;
    reg  [16:0] t;
    // UNUSEDSIGNAL waived: rshr(v, n) = ((2v >> n) + 1) >> 1 is t1[16:1]; bit 0 is shifted out
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [16:0] t1;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [25:0] rem2;
    reg  ge;
    // UNUSEDSIGNAL waived: p = rshr(e * R, 32) is ps[47:32]: the low 32 bits are rounded away, bits 50..48 are 0 (e <= L and R <= 2^47 / L, so e * R <= 2^47)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [50:0] ps;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [15:0] p_new;

    // Sub module instances
    vpu_top_w64$e_softmax$sm$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_top_w64$e_softmax$sm$tbl_a tbl_a(
        .clock(tbl_a$clock),
        .we(tbl_a$we),
        .waddr(tbl_a$waddr),
        .wdata(tbl_a$wdata),
        .raddr(tbl_a$raddr),
        .rdata(tbl_a$rdata)
    );
    vpu_top_w64$e_softmax$sm$tbl_b tbl_b(
        .clock(tbl_b$clock),
        .we(tbl_b$we),
        .waddr(tbl_b$waddr),
        .wdata(tbl_b$wdata),
        .raddr(tbl_b$raddr),
        .rdata(tbl_b$rdata)
    );
    vpu_top_w64$e_softmax$sm$mul_z mul_z(
        .a(mul_z$a),
        .b(mul_z$b),
        .p(mul_z$p)
    );
    vpu_top_w64$e_softmax$sm$mul_l mul_l(
        .a(mul_l$a),
        .b(mul_l$b),
        .p(mul_l$p)
    );
    vpu_top_w64$e_softmax$sm$mul_p mul_p(
        .a(mul_p$a),
        .b(mul_p$b),
        .p(mul_p$p)
    );
    vpu_top_w64$e_softmax$sm$z_d z_d(
        .x(z_d$x),
        .y(z_d$y)
    );
    vpu_top_w64$e_softmax$sm$z_ta z_ta(
        .x(z_ta$x),
        .y(z_ta$y)
    );
    vpu_top_w64$e_softmax$sm$z_tb z_tb(
        .x(z_tb$x),
        .y(z_tb$y)
    );
    vpu_top_w64$e_softmax$sm$z_f z_f(
        .x(z_f$x),
        .y(z_f$y)
    );
    vpu_top_w64$e_softmax$sm$z_idx z_idx(
        .x(z_idx$x),
        .y(z_idx$y)
    );
    vpu_top_w64$e_softmax$sm$z_v z_v(
        .x(z_v$x),
        .y(z_v$y)
    );
    vpu_top_w64$e_softmax$sm$z_ew z_ew(
        .x(z_ew$x),
        .y(z_ew$y)
    );
    vpu_top_w64$e_softmax$sm$z_el z_el(
        .x(z_el$x),
        .y(z_el$y)
    );
    vpu_top_w64$e_softmax$sm$z_lr z_lr(
        .x(z_lr$x),
        .y(z_lr$y)
    );
    vpu_top_w64$e_softmax$sm$z_pe z_pe(
        .x(z_pe$x),
        .y(z_pe$y)
    );
    vpu_top_w64$e_softmax$sm$z_pr z_pr(
        .x(z_pr$x),
        .y(z_pr$y)
    );
    vpu_top_w64$e_softmax$sm$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    vpu_top_w64$e_softmax$sm$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_top_w64$e_softmax$sm$full_q full_q(
        .d(full_q$d),
        .q(full_q$q),
        .clock(full_q$clock)
    );
    vpu_top_w64$e_softmax$sm$err_q err_q(
        .d(err_q$d),
        .q(err_q$q),
        .clock(err_q$clock)
    );
    vpu_top_w64$e_softmax$sm$mxb_q mxb_q(
        .d(mxb_q$d),
        .q(mxb_q$q),
        .clock(mxb_q$clock)
    );
    vpu_top_w64$e_softmax$sm$len_q len_q(
        .d(len_q$d),
        .q(len_q$q),
        .clock(len_q$clock)
    );
    vpu_top_w64$e_softmax$sm$raddr_q raddr_q(
        .d(raddr_q$d),
        .q(raddr_q$q),
        .clock(raddr_q$clock)
    );
    vpu_top_w64$e_softmax$sm$rdone_q rdone_q(
        .d(rdone_q$d),
        .q(rdone_q$q),
        .clock(rdone_q$clock)
    );
    vpu_top_w64$e_softmax$sm$pend_q pend_q(
        .d(pend_q$d),
        .q(pend_q$q),
        .clock(pend_q$clock)
    );
    vpu_top_w64$e_softmax$sm$pend_last_q pend_last_q(
        .d(pend_last_q$d),
        .q(pend_last_q$q),
        .clock(pend_last_q$clock)
    );
    vpu_top_w64$e_softmax$sm$pa_q pa_q(
        .d(pa_q$d),
        .q(pa_q$q),
        .clock(pa_q$clock)
    );
    vpu_top_w64$e_softmax$sm$prod_q prod_q(
        .d(prod_q$d),
        .q(prod_q$q),
        .clock(prod_q$clock)
    );
    vpu_top_w64$e_softmax$sm$pb_q pb_q(
        .d(pb_q$d),
        .q(pb_q$q),
        .clock(pb_q$clock)
    );
    vpu_top_w64$e_softmax$sm$nb_q nb_q(
        .d(nb_q$d),
        .q(nb_q$q),
        .clock(nb_q$clock)
    );
    vpu_top_w64$e_softmax$sm$fb_q fb_q(
        .d(fb_q$d),
        .q(fb_q$q),
        .clock(fb_q$clock)
    );
    vpu_top_w64$e_softmax$sm$zb_q zb_q(
        .d(zb_q$d),
        .q(zb_q$q),
        .clock(zb_q$clock)
    );
    vpu_top_w64$e_softmax$sm$pc_q pc_q(
        .d(pc_q$d),
        .q(pc_q$q),
        .clock(pc_q$clock)
    );
    vpu_top_w64$e_softmax$sm$lp_q lp_q(
        .d(lp_q$d),
        .q(lp_q$q),
        .clock(lp_q$clock)
    );
    vpu_top_w64$e_softmax$sm$ac_q ac_q(
        .d(ac_q$d),
        .q(ac_q$q),
        .clock(ac_q$clock)
    );
    vpu_top_w64$e_softmax$sm$nc_q nc_q(
        .d(nc_q$d),
        .q(nc_q$q),
        .clock(nc_q$clock)
    );
    vpu_top_w64$e_softmax$sm$zc_q zc_q(
        .d(zc_q$d),
        .q(zc_q$q),
        .clock(zc_q$clock)
    );
    vpu_top_w64$e_softmax$sm$pd_q pd_q(
        .d(pd_q$d),
        .q(pd_q$q),
        .clock(pd_q$clock)
    );
    vpu_top_w64$e_softmax$sm$ed_q ed_q(
        .d(ed_q$d),
        .q(ed_q$q),
        .clock(ed_q$clock)
    );
    vpu_top_w64$e_softmax$sm$ewaddr_q ewaddr_q(
        .d(ewaddr_q$d),
        .q(ewaddr_q$q),
        .clock(ewaddr_q$clock)
    );
    vpu_top_w64$e_softmax$sm$l_q l_q(
        .d(l_q$d),
        .q(l_q$q),
        .clock(l_q$clock)
    );
    vpu_top_w64$e_softmax$sm$rem_q rem_q(
        .d(rem_q$d),
        .q(rem_q$q),
        .clock(rem_q$clock)
    );
    vpu_top_w64$e_softmax$sm$quo_q quo_q(
        .d(quo_q$d),
        .q(quo_q$q),
        .clock(quo_q$clock)
    );
    vpu_top_w64$e_softmax$sm$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    vpu_top_w64$e_softmax$sm$outv_q outv_q(
        .d(outv_q$d),
        .q(outv_q$q),
        .clock(outv_q$clock)
    );
    vpu_top_w64$e_softmax$sm$outd_q outd_q(
        .d(outd_q$d),
        .q(outd_q$q),
        .clock(outd_q$clock)
    );
    vpu_top_w64$e_softmax$sm$outl_q outl_q(
        .d(outl_q$d),
        .q(outl_q$q),
        .clock(outl_q$clock)
    );
    vpu_top_w64$e_softmax$sm$oute_q oute_q(
        .d(oute_q$d),
        .q(oute_q$q),
        .clock(oute_q$clock)
    );
    vpu_top_w64$e_softmax$sm$skv_q skv_q(
        .d(skv_q$d),
        .q(skv_q$q),
        .clock(skv_q$clock)
    );
    vpu_top_w64$e_softmax$sm$skd_q skd_q(
        .d(skd_q$d),
        .q(skd_q$q),
        .clock(skd_q$clock)
    );
    vpu_top_w64$e_softmax$sm$skl_q skl_q(
        .d(skl_q$d),
        .q(skl_q$q),
        .clock(skl_q$clock)
    );
    vpu_top_w64$e_softmax$sm$ske_q ske_q(
        .d(ske_q$d),
        .q(ske_q$q),
        .clock(ske_q$clock)
    );

    // Update code
    always @(*) begin
        st_q$clock = clock;
        waddr_q$clock = clock;
        full_q$clock = clock;
        err_q$clock = clock;
        mxb_q$clock = clock;
        len_q$clock = clock;
        raddr_q$clock = clock;
        rdone_q$clock = clock;
        pend_q$clock = clock;
        pend_last_q$clock = clock;
        pa_q$clock = clock;
        prod_q$clock = clock;
        pb_q$clock = clock;
        nb_q$clock = clock;
        fb_q$clock = clock;
        zb_q$clock = clock;
        pc_q$clock = clock;
        lp_q$clock = clock;
        ac_q$clock = clock;
        nc_q$clock = clock;
        zc_q$clock = clock;
        pd_q$clock = clock;
        ed_q$clock = clock;
        ewaddr_q$clock = clock;
        l_q$clock = clock;
        rem_q$clock = clock;
        quo_q$clock = clock;
        cnt_q$clock = clock;
        outv_q$clock = clock;
        outd_q$clock = clock;
        outl_q$clock = clock;
        oute_q$clock = clock;
        skv_q$clock = clock;
        skd_q$clock = clock;
        skl_q$clock = clock;
        ske_q$clock = clock;
        st_q$d = st_q$q;
        waddr_q$d = waddr_q$q;
        full_q$d = full_q$q;
        err_q$d = err_q$q;
        mxb_q$d = mxb_q$q;
        len_q$d = len_q$q;
        raddr_q$d = raddr_q$q;
        rdone_q$d = rdone_q$q;
        pend_q$d = pend_q$q;
        pend_last_q$d = pend_last_q$q;
        pa_q$d = pa_q$q;
        prod_q$d = prod_q$q;
        pb_q$d = pb_q$q;
        nb_q$d = nb_q$q;
        fb_q$d = fb_q$q;
        zb_q$d = zb_q$q;
        pc_q$d = pc_q$q;
        lp_q$d = lp_q$q;
        ac_q$d = ac_q$q;
        nc_q$d = nc_q$q;
        zc_q$d = zc_q$q;
        pd_q$d = pd_q$q;
        ed_q$d = ed_q$q;
        ewaddr_q$d = ewaddr_q$q;
        l_q$d = l_q$q;
        rem_q$d = rem_q$q;
        quo_q$d = quo_q$q;
        cnt_q$d = cnt_q$q;
        outv_q$d = outv_q$q;
        outd_q$d = outd_q$q;
        outl_q$d = outl_q$q;
        oute_q$d = oute_q$q;
        skv_q$d = skv_q$q;
        skd_q$d = skd_q$q;
        skl_q$d = skl_q$q;
        ske_q$d = ske_q$q;
        ram$clock = clock;
        tbl_a$clock = clock;
        tbl_b$clock = clock;
        tbl_a$we = tbl_we;
        tbl_a$waddr = tbl_addr;
        tbl_a$wdata = tbl_data;
        tbl_b$we = tbl_we;
        tbl_b$waddr = tbl_addr;
        tbl_b$wdata = tbl_data;
        in_ready = st_q$q == c_st$0;
        in_fire = in_valid & (st_q$q == c_st$0);
        xb = in_data ^ c_sign32;
        z_ew$x = ed_q$q;
        ram$we = in_fire & ~full_q$q;
        ram$waddr = waddr_q$q;
        ram$wdata = in_data;
        if (st_q$q == c_st$1) begin
            ram$we = pd_q$q;
            ram$waddr = ewaddr_q$q;
            ram$wdata = z_ew$y;
        end
        if (in_fire) begin
            if (full_q$q) begin
                err_q$d = 1'b1;
            end
            else begin
                waddr_q$d = waddr_q$q + c_one_lb;
                if (waddr_q$q == c_last_lb) begin
                    full_q$d = 1'b1;
                end
                if (xb > mxb_q$q) begin
                    mxb_q$d = xb;
                end
            end
            if (in_last) begin
                st_q$d = c_st$1;
                len_q$d = waddr_q$q;
                if (full_q$q) begin
                    len_q$d = c_last_lb;
                end
                waddr_q$d = c_zero_lb;
                raddr_q$d = c_zero_lb;
                rdone_q$d = 1'b0;
                ewaddr_q$d = c_zero_lb;
                l_q$d = c_zero_sb;
            end
        end
        issue = 1'b0;
        if ((st_q$q == c_st$1) & ~rdone_q$q) begin
            issue = 1'b1;
        end
        if ((st_q$q == c_st$3) & ~rdone_q$q & (~outv_q$q | out_ready | (~skv_q$q & ~pend_q$q))) begin
            issue = 1'b1;
        end
        issue_last = raddr_q$q == len_q$q;
        ram$raddr = raddr_q$q;
        pend_q$d = issue;
        if (issue) begin
            pend_last_q$d = issue_last;
            raddr_q$d = raddr_q$q + c_one_lb;
            if (issue_last) begin
                rdone_q$d = 1'b1;
            end
        end
        z_d$x = mxb_q$q - (ram$rdata ^ c_sign32);
        mul_z$a = z_d$y;
        mul_z$b = c_log2e;
        pa_q$d = pend_q$q & (st_q$q == c_st$1);
        prod_q$d = mul_z$p;
        zs = prod_q$q + c_h13;
        z = zs[(32'he)+:(33)];
        z_idx$x = z[(32'h8)+:(8)];
        tbl_a$raddr = z_idx$y;
        tbl_b$raddr = z_idx$y + c_one9;
        pb_q$d = pa_q$q;
        nb_q$d = z[(32'h10)+:(4)];
        fb_q$d = z[(32'h0)+:(8)];
        zb_q$d = |z[(32'h14)+:(13)];
        z_ta$x = tbl_a$rdata;
        z_tb$x = tbl_b$rdata;
        z_f$x = fb_q$q;
        mul_l$a = z_tb$y - z_ta$y;
        mul_l$b = z_f$y;
        pc_q$d = pb_q$q;
        lp_q$d = mul_l$p;
        ac_q$d = tbl_a$rdata;
        nc_q$d = nb_q$q;
        zc_q$d = zb_q$q;
        lr = lp_q$q + c_h7;
        v = ac_q$q + lr[(32'h8)+:(16)];
        z_v$x = v;
        t = (z_v$y << c_one_sh) >> nc_q$q;
        t1 = t + c_one17;
        pd_q$d = pc_q$q;
        ed_q$d = t1[(32'h1)+:(16)];
        if (zc_q$q) begin
            ed_q$d = c_zero16;
        end
        z_el$x = ed_q$q;
        if (pd_q$q) begin
            ewaddr_q$d = ewaddr_q$q + c_one_lb;
            l_q$d = l_q$q + z_el$y;
        end
        if ((st_q$q == c_st$1) & rdone_q$q & ~pend_q$q & ~pa_q$q & ~pb_q$q & ~pc_q$q & ~pd_q$q) begin
            st_q$d = c_st$2;
            rem_q$d = c_rem0;
            quo_q$d = c_zero33;
            cnt_q$d = c_steps;
        end
        rem2 = rem_q$q << c_one_sh;
        z_lr$x = l_q$q;
        ge = rem2 >= z_lr$y;
        if (st_q$q == c_st$2) begin
            if (cnt_q$q != c_zero6) begin
                cnt_q$d = cnt_q$q - c_one6;
                rem_q$d = rem2;
                quo_q$d = quo_q$q << c_one_sh;
                if (ge) begin
                    rem_q$d = rem2 - z_lr$y;
                    quo_q$d = (quo_q$q << c_one_sh) | c_one33;
                end
            end
            else begin
                st_q$d = c_st$3;
                raddr_q$d = c_zero_lb;
                rdone_q$d = 1'b0;
            end
        end
        if ((st_q$q == c_st$3) & rdone_q$q & ~pend_q$q) begin
            st_q$d = c_st$0;
            full_q$d = 1'b0;
            err_q$d = 1'b0;
            mxb_q$d = c_zero32;
        end
        z_pe$x = ram$rdata[(32'h0)+:(16)];
        z_pr$x = quo_q$q;
        mul_p$a = z_pe$y;
        mul_p$b = z_pr$y;
        ps = mul_p$p + c_h31;
        p_new = ps[(32'h20)+:(16)];
        if (~outv_q$q | out_ready) begin
            if (skv_q$q) begin
                outv_q$d = 1'b1;
                outd_q$d = skd_q$q;
                outl_q$d = skl_q$q;
                oute_q$d = ske_q$q;
                skv_q$d = pend_q$q & (st_q$q == c_st$3);
                skd_q$d = p_new;
                skl_q$d = pend_last_q$q;
                ske_q$d = err_q$q;
            end
            else begin
                outv_q$d = pend_q$q & (st_q$q == c_st$3);
                outd_q$d = p_new;
                outl_q$d = pend_last_q$q;
                oute_q$d = err_q$q;
            end
        end
        else if (pend_q$q & (st_q$q == c_st$3)) begin
            skv_q$d = 1'b1;
            skd_q$d = p_new;
            skl_q$d = pend_last_q$q;
            ske_q$d = err_q$q;
        end
        out_valid = outv_q$q;
        out_data = outd_q$q;
        out_last = outl_q$q;
        out_err = oute_q$q;
        if (reset) begin
            st_q$d = c_st$0;
            waddr_q$d = c_zero_lb;
            full_q$d = 1'b0;
            err_q$d = 1'b0;
            mxb_q$d = c_zero32;
            pend_q$d = 1'b0;
            pa_q$d = 1'b0;
            pb_q$d = 1'b0;
            pc_q$d = 1'b0;
            pd_q$d = 1'b0;
            outv_q$d = 1'b0;
            skv_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$ac_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$ac_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$cnt_q(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$ed_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$ed_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$err_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$err_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$ewaddr_q(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$ewaddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$fb_q(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$fb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$full_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$full_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$l_q(d,q,clock);

    // Module arguments
    input wire  [24:0] d;
    output reg  [24:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 25'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$l_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$len_q(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$lp_q(d,q,clock);

    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 26'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$lp_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$mul_l(a,b,p);

    // Module arguments
    input wire  [16:0] a;
    input wire  [8:0] b;
    output wire  [25:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [25:0] a_x = {{9{a[16]}}, a};
    wire signed [25:0] b_x = {{17{b[8]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_softmax$sm$mul_l
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$mul_p(a,b,p);

    // Module arguments
    input wire  [16:0] a;
    input wire  [33:0] b;
    output wire  [50:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [50:0] a_x = {{34{a[16]}}, a};
    wire signed [50:0] b_x = {{17{b[33]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_softmax$sm$mul_p
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$mul_z(a,b,p);

    // Module arguments
    input wire  [32:0] a;
    input wire  [15:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{16{a[32]}}, a};
    wire signed [48:0] b_x = {{33{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_softmax$sm$mul_z
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$mxb_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$mxb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$nb_q(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$nb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$nc_q(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$nc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$outd_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$outd_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$oute_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$oute_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$outl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$outl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$outv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$outv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$pa_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$pa_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$pb_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$pb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$pc_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$pc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$pd_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$pd_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$pend_last_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$pend_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$pend_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$pend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$prod_q(d,q,clock);

    // Module arguments
    input wire  [48:0] d;
    output reg  [48:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 49'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$prod_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$quo_q(d,q,clock);

    // Module arguments
    input wire  [32:0] d;
    output reg  [32:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 33'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$quo_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$raddr_q(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$raddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [31:0] wdata;
    input wire  [8:0] raddr;
    output reg  [31:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [31:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_top_w64$e_softmax$sm$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$rdone_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$rdone_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$rem_q(d,q,clock);

    // Module arguments
    input wire  [25:0] d;
    output reg  [25:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 26'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$rem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$skd_q(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$skd_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$ske_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$ske_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$skl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$skl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$skv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$skv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$st_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$tbl_a(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [15:0] wdata;
    input wire  [8:0] raddr;
    output reg  [15:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [15:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_top_w64$e_softmax$sm$tbl_a
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$tbl_b(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [15:0] wdata;
    input wire  [8:0] raddr;
    output reg  [15:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [15:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_top_w64$e_softmax$sm$tbl_b
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$waddr_q(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$waddr_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$z_d(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$sm$z_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$z_el(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [24:0] y;

    // Update code (wrapper)
    assign y = {{9{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$sm$z_el
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$z_ew(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{16{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$sm$z_ew
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$z_f(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [8:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$sm$z_f
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$z_idx(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [8:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$sm$z_idx
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$z_lr(x,y);

    // Module arguments
    input wire  [24:0] x;
    output wire  [25:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$sm$z_lr
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$z_pe(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$sm$z_pe
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$z_pr(x,y);

    // Module arguments
    input wire  [32:0] x;
    output wire  [33:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$sm$z_pr
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$z_ta(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$sm$z_ta
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$z_tb(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$sm$z_tb
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$z_v(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_softmax$sm$z_v
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$zb_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$zb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$sm$zc_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_softmax$sm$zc_q
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
// Instance `e_argmax$am`: the standalone module `vpu_argmax`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_argmax$am(clock,reset,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [31:0] in_data;
    input wire  in_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [63:0] out_data;

    // Constant declarations
    localparam  sign = 32'h80000000;
    localparam  one = 32'h1;
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] best_q$d;
    wire  [31:0] best_q$q;
    reg  best_q$clock;
    reg  [31:0] best_idx_q$d;
    wire  [31:0] best_idx_q$q;
    reg  best_idx_q$clock;
    reg  [31:0] cnt_q$d;
    wire  [31:0] cnt_q$q;
    reg  cnt_q$clock;
    reg  any_q$d;
    wire  any_q$q;
    reg  any_q$clock;
    reg  [31:0] pack$hi;
    reg  [31:0] pack$lo;
    wire  [63:0] pack$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [63:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [63:0] skid$m_data;

    // Local signals
    reg  take;
    reg  [31:0] cur_best;
    reg  [31:0] cur_idx;
    reg  fire;

    // Sub module instances
    vpu_top_w64$e_argmax$am$best_q best_q(
        .d(best_q$d),
        .q(best_q$q),
        .clock(best_q$clock)
    );
    vpu_top_w64$e_argmax$am$best_idx_q best_idx_q(
        .d(best_idx_q$d),
        .q(best_idx_q$q),
        .clock(best_idx_q$clock)
    );
    vpu_top_w64$e_argmax$am$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    vpu_top_w64$e_argmax$am$any_q any_q(
        .d(any_q$d),
        .q(any_q$q),
        .clock(any_q$clock)
    );
    vpu_top_w64$e_argmax$am$pack pack(
        .hi(pack$hi),
        .lo(pack$lo),
        .y(pack$y)
    );
    vpu_top_w64$e_argmax$am$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );

    // Update code
    always @(*) begin
        best_q$clock = clock;
        best_idx_q$clock = clock;
        cnt_q$clock = clock;
        any_q$clock = clock;
        best_q$d = best_q$q;
        best_idx_q$d = best_idx_q$q;
        cnt_q$d = cnt_q$q;
        any_q$d = any_q$q;
        skid$clock = clock;
        skid$reset = reset;
        take = ~any_q$q | ((in_data ^ sign) > (best_q$q ^ sign));
        cur_best = best_q$q;
        cur_idx = best_idx_q$q;
        if (take) begin
            cur_best = in_data;
            cur_idx = cnt_q$q;
        end
        in_ready = skid$s_ready;
        fire = in_valid & skid$s_ready;
        skid$s_valid = in_valid & in_last;
        pack$hi = cur_best;
        pack$lo = cur_idx;
        skid$s_data = pack$y;
        if (fire) begin
            if (in_last) begin
                any_q$d = 1'b0;
                cnt_q$d = zero;
            end
            else begin
                any_q$d = 1'b1;
                cnt_q$d = cnt_q$q + one;
                best_q$d = cur_best;
                best_idx_q$d = cur_idx;
            end
        end
        out_valid = skid$m_valid;
        out_data = skid$m_data;
        skid$m_ready = out_ready;
        if (reset) begin
            any_q$d = 1'b0;
            cnt_q$d = zero;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$am$any_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$am$any_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$am$best_idx_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$am$best_idx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$am$best_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$am$best_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$am$cnt_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$am$cnt_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$am$pack(hi,lo,y);

    // Module arguments
    input wire  [31:0] hi;
    input wire  [31:0] lo;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_argmax$am$pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$am$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    output reg  s_ready;
    input wire  [63:0] s_data;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [63:0] m_data;

    // Stub signals
    reg  main_valid_q$d;
    wire  main_valid_q$q;
    reg  main_valid_q$clock;
    reg  [63:0] main_data_q$d;
    wire  [63:0] main_data_q$q;
    reg  main_data_q$clock;
    reg  skid_valid_q$d;
    wire  skid_valid_q$q;
    reg  skid_valid_q$clock;
    reg  [63:0] skid_data_q$d;
    wire  [63:0] skid_data_q$q;
    reg  skid_data_q$clock;

    // Local signals
    reg  s_fire;
    reg  m_fire;

    // Sub module instances
    vpu_top_w64$e_argmax$am$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_top_w64$e_argmax$am$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_top_w64$e_argmax$am$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_top_w64$e_argmax$am$skid$skid_data_q skid_data_q(
        .d(skid_data_q$d),
        .q(skid_data_q$q),
        .clock(skid_data_q$clock)
    );

    // Update code
    always @(*) begin
        main_valid_q$clock = clock;
        main_data_q$clock = clock;
        skid_valid_q$clock = clock;
        skid_data_q$clock = clock;
        main_valid_q$d = main_valid_q$q;
        main_data_q$d = main_data_q$q;
        skid_valid_q$d = skid_valid_q$q;
        skid_data_q$d = skid_data_q$q;
        s_ready = ~skid_valid_q$q;
        m_valid = main_valid_q$q;
        m_data = main_data_q$q;
        s_fire = s_valid & ~skid_valid_q$q;
        m_fire = main_valid_q$q & m_ready;
        if (m_fire | ~main_valid_q$q) begin
            if (skid_valid_q$q) begin
                main_valid_q$d = 1'b1;
                main_data_q$d = skid_data_q$q;
                skid_valid_q$d = 1'b0;
            end
            else begin
                main_valid_q$d = s_fire;
                main_data_q$d = s_data;
            end
        end
        else if (s_fire) begin
            skid_valid_q$d = 1'b1;
            skid_data_q$d = s_data;
        end
        if (reset) begin
            main_valid_q$d = 1'b0;
            skid_valid_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_argmax$am$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$am$skid$main_data_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$am$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$am$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$am$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$am$skid$skid_data_q(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$am$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_argmax$am$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_argmax$am$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
// Instance `e_embed$emb`: the standalone module `vpu_embed`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_embed$emb(clock,reset,in_valid,in_ready,in_data,out_valid,out_ready,out_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [31:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;

    // Constant declarations
    localparam  zero7 = 7'b0;
    localparam  c16 = 8'h10;
    localparam  c80 = 8'h50;

    // Stub signals
    reg  [7:0] q_sext16$x;
    wire  [15:0] q_sext16$y;
    reg  [7:0] q_sext9$x;
    wire  [8:0] q_sext9$y;
    reg  [8:0] q_x128$hi;
    reg  [6:0] q_x128$lo;
    wire  [15:0] q_x128$y;
    reg  [15:0] m_zext$x;
    wire  [16:0] m_zext$y;
    reg  [15:0] mul$a;
    reg  [16:0] mul$b;
    wire  [32:0] mul$p;
    reg  v1_q$d;
    wire  v1_q$q;
    reg  v1_q$clock;
    reg  [32:0] p_q$d;
    wire  [32:0] p_q$q;
    reg  p_q$clock;
    reg  [7:0] n_q$d;
    wire  [7:0] n_q$q;
    reg  n_q$clock;
    reg  [32:0] p_sext$x;
    wire  [63:0] p_sext$y;
    reg  [63:0] rs$x;
    reg  [7:0] rs$n;
    wire  [31:0] rs$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [31:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [31:0] skid$m_data;

    // Local signals
    reg  [7:0] s_cl;
    reg  adv;

    // Sub module instances
    vpu_top_w64$e_embed$emb$q_sext16 q_sext16(
        .x(q_sext16$x),
        .y(q_sext16$y)
    );
    vpu_top_w64$e_embed$emb$q_sext9 q_sext9(
        .x(q_sext9$x),
        .y(q_sext9$y)
    );
    vpu_top_w64$e_embed$emb$q_x128 q_x128(
        .hi(q_x128$hi),
        .lo(q_x128$lo),
        .y(q_x128$y)
    );
    vpu_top_w64$e_embed$emb$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    vpu_top_w64$e_embed$emb$mul mul(
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    vpu_top_w64$e_embed$emb$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    vpu_top_w64$e_embed$emb$p_q p_q(
        .d(p_q$d),
        .q(p_q$q),
        .clock(p_q$clock)
    );
    vpu_top_w64$e_embed$emb$n_q n_q(
        .d(n_q$d),
        .q(n_q$q),
        .clock(n_q$clock)
    );
    vpu_top_w64$e_embed$emb$p_sext p_sext(
        .x(p_sext$x),
        .y(p_sext$y)
    );
    vpu_top_w64$e_embed$emb$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    vpu_top_w64$e_embed$emb$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );

    // Update code
    always @(*) begin
        v1_q$clock = clock;
        p_q$clock = clock;
        n_q$clock = clock;
        v1_q$d = v1_q$q;
        p_q$d = p_q$q;
        n_q$d = n_q$q;
        skid$clock = clock;
        skid$reset = reset;
        q_sext16$x = in_data[(32'h0)+:(8)];
        q_sext9$x = in_data[(32'h0)+:(8)];
        q_x128$hi = q_sext9$y;
        q_x128$lo = zero7;
        m_zext$x = in_data[(32'h8)+:(16)];
        mul$a = q_x128$y - q_sext16$y;
        mul$b = m_zext$y;
        s_cl = in_data[(32'h18)+:(8)];
        if (in_data[(32'h18)+:(8)] > c80) begin
            s_cl = c80;
        end
        adv = ~v1_q$q | skid$s_ready;
        in_ready = adv;
        if (adv) begin
            v1_q$d = in_valid;
            p_q$d = mul$p;
            n_q$d = s_cl - c16;
        end
        p_sext$x = p_q$q;
        rs$x = p_sext$y;
        rs$n = n_q$q;
        skid$s_valid = v1_q$q;
        skid$s_data = rs$y;
        out_valid = skid$m_valid;
        out_data = skid$m_data;
        skid$m_ready = out_ready;
        if (reset) begin
            v1_q$d = 1'b0;
        end
    end

endmodule // top

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$m_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_embed$emb$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$mul(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [16:0] b;
    output wire  [32:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [32:0] a_x = {{17{a[15]}}, a};
    wire signed [32:0] b_x = {{16{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_embed$emb$mul
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$n_q(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$emb$n_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$p_q(d,q,clock);

    // Module arguments
    input wire  [32:0] d;
    output reg  [32:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 33'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$emb$p_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$p_sext(x,y);

    // Module arguments
    input wire  [32:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{31{x[32]}}, x};
endmodule // vpu_top_w64$e_embed$emb$p_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$q_sext16(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{8{x[7]}}, x};
endmodule // vpu_top_w64$e_embed$emb$q_sext16
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$q_sext9(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [8:0] y;

    // Update code (wrapper)
    assign y = {{1{x[7]}}, x};
endmodule // vpu_top_w64$e_embed$emb$q_sext9
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$q_x128(hi,lo,y);

    // Module arguments
    input wire  [8:0] hi;
    input wire  [6:0] lo;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_embed$emb$q_x128
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$rs(x,n,y);

    // Module arguments
    input wire  [63:0] x;
    input wire  [7:0] n;
    output reg  [31:0] y;

    // Constant declarations
    localparam  zero8 = 8'h0;
    localparam  one8 = 8'h1;
    localparam  c64 = 8'h40;
    localparam  minus64 = 8'hc0;
    localparam  osh = 8'h1f;
    localparam  zero128 = 128'h0;
    localparam  one128 = 128'h1;
    localparam  ones128 = 128'hffffffffffffffffffffffffffffffff;
    localparam  ones_top = 128'h1ffffffffffffffffffffffff;
    localparam  sat_max = 32'h7fffffff;
    localparam  sat_min = 32'h80000000;

    // Stub signals
    reg  [63:0] x_sext$x;
    wire  [127:0] x_sext$y;

    // Local signals
    reg  [127:0] t128;
    reg  [127:0] r128;
    reg  [127:0] top128;
    reg  [7:0] lamt;

    // Sub module instances
    vpu_top_w64$e_embed$emb$rs$x_sext x_sext(
        .x(x_sext$x),
        .y(x_sext$y)
    );

    // Update code
    always @(*) begin
        x_sext$x = x;
        lamt = zero8 - n;
        if (n[32'h7] & (n < minus64)) begin
            lamt = c64;
        end
        t128 = x_sext$y + (one128 << (n - one8));
        if (n[32'h7]) begin
            r128 = x_sext$y << lamt;
        end
        else if (n == zero8) begin
            r128 = x_sext$y;
        end
        else if (n[32'h6]) begin
            r128 = zero128;
        end
        else begin
            r128 = t128 >> n;
            if (t128[32'h7f]) begin
                r128 = (t128 >> n) | ~(ones128 >> n);
            end
        end
        top128 = r128 >> osh;
        y = r128[(32'h0)+:(32)];
        if ((top128 != zero128) & (top128 != ones_top)) begin
            if (r128[32'h7f]) begin
                y = sat_min;
            end
            else begin
                y = sat_max;
            end
        end
    end

endmodule // vpu_top_w64$e_embed$emb$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_top_w64$e_embed$emb$rs$x_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    output reg  s_ready;
    input wire  [31:0] s_data;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [31:0] m_data;

    // Stub signals
    reg  main_valid_q$d;
    wire  main_valid_q$q;
    reg  main_valid_q$clock;
    reg  [31:0] main_data_q$d;
    wire  [31:0] main_data_q$q;
    reg  main_data_q$clock;
    reg  skid_valid_q$d;
    wire  skid_valid_q$q;
    reg  skid_valid_q$clock;
    reg  [31:0] skid_data_q$d;
    wire  [31:0] skid_data_q$q;
    reg  skid_data_q$clock;

    // Local signals
    reg  s_fire;
    reg  m_fire;

    // Sub module instances
    vpu_top_w64$e_embed$emb$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_top_w64$e_embed$emb$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_top_w64$e_embed$emb$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_top_w64$e_embed$emb$skid$skid_data_q skid_data_q(
        .d(skid_data_q$d),
        .q(skid_data_q$q),
        .clock(skid_data_q$clock)
    );

    // Update code
    always @(*) begin
        main_valid_q$clock = clock;
        main_data_q$clock = clock;
        skid_valid_q$clock = clock;
        skid_data_q$clock = clock;
        main_valid_q$d = main_valid_q$q;
        main_data_q$d = main_data_q$q;
        skid_valid_q$d = skid_valid_q$q;
        skid_data_q$d = skid_data_q$q;
        s_ready = ~skid_valid_q$q;
        m_valid = main_valid_q$q;
        m_data = main_data_q$q;
        s_fire = s_valid & ~skid_valid_q$q;
        m_fire = main_valid_q$q & m_ready;
        if (m_fire | ~main_valid_q$q) begin
            if (skid_valid_q$q) begin
                main_valid_q$d = 1'b1;
                main_data_q$d = skid_data_q$q;
                skid_valid_q$d = 1'b0;
            end
            else begin
                main_valid_q$d = s_fire;
                main_data_q$d = s_data;
            end
        end
        else if (s_fire) begin
            skid_valid_q$d = 1'b1;
            skid_data_q$d = s_data;
        end
        if (reset) begin
            main_valid_q$d = 1'b0;
            skid_valid_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_embed$emb$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$skid$main_data_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$emb$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$emb$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$skid$skid_data_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$emb$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$emb$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_embed$emb$v1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_embed$emb$v1_q
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
