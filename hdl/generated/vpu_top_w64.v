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
    localparam  c_f_quant = 4'h0;
    localparam  c_f_requant = 4'h1;
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
    reg  e_quant$clock /*verilator isolate_assignments*/;
    reg  e_quant$reset /*verilator isolate_assignments*/;
    reg  e_quant$start /*verilator isolate_assignments*/;
    reg  [19:0] e_quant$cfg_a /*verilator isolate_assignments*/;
    reg  [19:0] e_quant$cfg_b /*verilator isolate_assignments*/;
    reg  [19:0] e_quant$cfg_d /*verilator isolate_assignments*/;
    reg  [15:0] e_quant$cfg_len /*verilator isolate_assignments*/;
    reg  [15:0] e_quant$cfg_imm /*verilator isolate_assignments*/;
    reg  [23:0] e_quant$cfg_sram_words /*verilator isolate_assignments*/;
    wire  [7:0] e_quant$chk_code;
    wire  e_quant$lda_cmd_valid;
    reg  e_quant$lda_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_quant$lda_cmd_addr;
    wire  [15:0] e_quant$lda_cmd_count;
    wire  [1:0] e_quant$lda_cmd_width;
    wire  e_quant$lda_cmd_signed;
    reg  e_quant$lda_out_valid /*verilator isolate_assignments*/;
    wire  e_quant$lda_out_ready;
    reg  [31:0] e_quant$lda_out_data /*verilator isolate_assignments*/;
    reg  e_quant$lda_out_last /*verilator isolate_assignments*/;
    wire  e_quant$st_cmd_valid;
    reg  e_quant$st_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_quant$st_cmd_addr;
    wire  [15:0] e_quant$st_cmd_count;
    wire  [1:0] e_quant$st_cmd_width;
    wire  e_quant$st_in_valid;
    reg  e_quant$st_in_ready /*verilator isolate_assignments*/;
    wire  [63:0] e_quant$st_in_data;
    reg  e_quant$st_done /*verilator isolate_assignments*/;
    wire  e_quant$done;
    wire  e_quant$error;
    wire  [7:0] e_quant$error_code;
    reg  e_requant$clock /*verilator isolate_assignments*/;
    reg  e_requant$reset /*verilator isolate_assignments*/;
    reg  e_requant$start /*verilator isolate_assignments*/;
    reg  [19:0] e_requant$cfg_a /*verilator isolate_assignments*/;
    reg  [19:0] e_requant$cfg_b /*verilator isolate_assignments*/;
    reg  [19:0] e_requant$cfg_c /*verilator isolate_assignments*/;
    reg  [19:0] e_requant$cfg_d /*verilator isolate_assignments*/;
    reg  [15:0] e_requant$cfg_len /*verilator isolate_assignments*/;
    reg  [15:0] e_requant$cfg_imm /*verilator isolate_assignments*/;
    reg  [23:0] e_requant$cfg_sram_words /*verilator isolate_assignments*/;
    wire  [7:0] e_requant$chk_code;
    wire  e_requant$lda_cmd_valid;
    reg  e_requant$lda_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_requant$lda_cmd_addr;
    wire  [15:0] e_requant$lda_cmd_count;
    wire  [1:0] e_requant$lda_cmd_width;
    wire  e_requant$lda_cmd_signed;
    reg  e_requant$lda_out_valid /*verilator isolate_assignments*/;
    wire  e_requant$lda_out_ready;
    reg  [31:0] e_requant$lda_out_data /*verilator isolate_assignments*/;
    reg  e_requant$lda_out_last /*verilator isolate_assignments*/;
    wire  e_requant$ldb_cmd_valid;
    reg  e_requant$ldb_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_requant$ldb_cmd_addr;
    wire  [15:0] e_requant$ldb_cmd_count;
    wire  [1:0] e_requant$ldb_cmd_width;
    wire  e_requant$ldb_cmd_signed;
    reg  e_requant$ldb_out_valid /*verilator isolate_assignments*/;
    wire  e_requant$ldb_out_ready;
    reg  [31:0] e_requant$ldb_out_data /*verilator isolate_assignments*/;
    reg  e_requant$ldb_out_last /*verilator isolate_assignments*/;
    wire  e_requant$st_cmd_valid;
    reg  e_requant$st_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_requant$st_cmd_addr;
    wire  [15:0] e_requant$st_cmd_count;
    wire  [1:0] e_requant$st_cmd_width;
    wire  e_requant$st_in_valid;
    reg  e_requant$st_in_ready /*verilator isolate_assignments*/;
    wire  [63:0] e_requant$st_in_data;
    reg  e_requant$st_done /*verilator isolate_assignments*/;
    wire  e_requant$done;
    wire  e_requant$error;
    wire  [7:0] e_requant$error_code;

    // Local signals
    reg  sel_ew /*verilator isolate_assignments*/;
    reg  sel_quant /*verilator isolate_assignments*/;
    reg  sel_requant /*verilator isolate_assignments*/;
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
    vpu_top_w64$e_quant e_quant(
        .clock(e_quant$clock),
        .reset(e_quant$reset),
        .start(e_quant$start),
        .cfg_a(e_quant$cfg_a),
        .cfg_b(e_quant$cfg_b),
        .cfg_d(e_quant$cfg_d),
        .cfg_len(e_quant$cfg_len),
        .cfg_imm(e_quant$cfg_imm),
        .cfg_sram_words(e_quant$cfg_sram_words),
        .chk_code(e_quant$chk_code),
        .lda_cmd_valid(e_quant$lda_cmd_valid),
        .lda_cmd_ready(e_quant$lda_cmd_ready),
        .lda_cmd_addr(e_quant$lda_cmd_addr),
        .lda_cmd_count(e_quant$lda_cmd_count),
        .lda_cmd_width(e_quant$lda_cmd_width),
        .lda_cmd_signed(e_quant$lda_cmd_signed),
        .lda_out_valid(e_quant$lda_out_valid),
        .lda_out_ready(e_quant$lda_out_ready),
        .lda_out_data(e_quant$lda_out_data),
        .lda_out_last(e_quant$lda_out_last),
        .st_cmd_valid(e_quant$st_cmd_valid),
        .st_cmd_ready(e_quant$st_cmd_ready),
        .st_cmd_addr(e_quant$st_cmd_addr),
        .st_cmd_count(e_quant$st_cmd_count),
        .st_cmd_width(e_quant$st_cmd_width),
        .st_in_valid(e_quant$st_in_valid),
        .st_in_ready(e_quant$st_in_ready),
        .st_in_data(e_quant$st_in_data),
        .st_done(e_quant$st_done),
        .done(e_quant$done),
        .error(e_quant$error),
        .error_code(e_quant$error_code)
    );
    vpu_top_w64$e_requant e_requant(
        .clock(e_requant$clock),
        .reset(e_requant$reset),
        .start(e_requant$start),
        .cfg_a(e_requant$cfg_a),
        .cfg_b(e_requant$cfg_b),
        .cfg_c(e_requant$cfg_c),
        .cfg_d(e_requant$cfg_d),
        .cfg_len(e_requant$cfg_len),
        .cfg_imm(e_requant$cfg_imm),
        .cfg_sram_words(e_requant$cfg_sram_words),
        .chk_code(e_requant$chk_code),
        .lda_cmd_valid(e_requant$lda_cmd_valid),
        .lda_cmd_ready(e_requant$lda_cmd_ready),
        .lda_cmd_addr(e_requant$lda_cmd_addr),
        .lda_cmd_count(e_requant$lda_cmd_count),
        .lda_cmd_width(e_requant$lda_cmd_width),
        .lda_cmd_signed(e_requant$lda_cmd_signed),
        .lda_out_valid(e_requant$lda_out_valid),
        .lda_out_ready(e_requant$lda_out_ready),
        .lda_out_data(e_requant$lda_out_data),
        .lda_out_last(e_requant$lda_out_last),
        .ldb_cmd_valid(e_requant$ldb_cmd_valid),
        .ldb_cmd_ready(e_requant$ldb_cmd_ready),
        .ldb_cmd_addr(e_requant$ldb_cmd_addr),
        .ldb_cmd_count(e_requant$ldb_cmd_count),
        .ldb_cmd_width(e_requant$ldb_cmd_width),
        .ldb_cmd_signed(e_requant$ldb_cmd_signed),
        .ldb_out_valid(e_requant$ldb_out_valid),
        .ldb_out_ready(e_requant$ldb_out_ready),
        .ldb_out_data(e_requant$ldb_out_data),
        .ldb_out_last(e_requant$ldb_out_last),
        .st_cmd_valid(e_requant$st_cmd_valid),
        .st_cmd_ready(e_requant$st_cmd_ready),
        .st_cmd_addr(e_requant$st_cmd_addr),
        .st_cmd_count(e_requant$st_cmd_count),
        .st_cmd_width(e_requant$st_cmd_width),
        .st_in_valid(e_requant$st_in_valid),
        .st_in_ready(e_requant$st_in_ready),
        .st_in_data(e_requant$st_in_data),
        .st_done(e_requant$st_done),
        .done(e_requant$done),
        .error(e_requant$error),
        .error_code(e_requant$error_code)
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
        sel_quant = funct_q$q == c_f_quant;
        sel_requant = funct_q$q == c_f_requant;
        sup = sel_ew | sel_quant | sel_requant;
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
        e_quant$clock = clock;
        e_quant$reset = reset;
        e_quant$start = start_q$q & sel_quant;
        e_quant$cfg_a = a_q$q;
        e_quant$cfg_b = b_q$q;
        e_quant$cfg_d = d_q$q;
        e_quant$cfg_len = len_q$q;
        e_quant$cfg_imm = imm_q$q;
        e_quant$cfg_sram_words = cfg_sram_words;
        e_quant$lda_cmd_ready = lda$cmd_ready & sel_quant;
        e_quant$lda_out_valid = lda$out_valid & sel_quant;
        e_quant$lda_out_data = lda$out_data;
        e_quant$lda_out_last = lda$out_last;
        e_quant$st_cmd_ready = st$cmd_ready & sel_quant;
        e_quant$st_in_ready = st$in_ready & sel_quant;
        e_quant$st_done = st$done & sel_quant;
        e_requant$clock = clock;
        e_requant$reset = reset;
        e_requant$start = start_q$q & sel_requant;
        e_requant$cfg_a = a_q$q;
        e_requant$cfg_b = b_q$q;
        e_requant$cfg_c = c_q$q;
        e_requant$cfg_d = d_q$q;
        e_requant$cfg_len = len_q$q;
        e_requant$cfg_imm = imm_q$q;
        e_requant$cfg_sram_words = cfg_sram_words;
        e_requant$lda_cmd_ready = lda$cmd_ready & sel_requant;
        e_requant$lda_out_valid = lda$out_valid & sel_requant;
        e_requant$lda_out_data = lda$out_data;
        e_requant$lda_out_last = lda$out_last;
        e_requant$ldb_cmd_ready = ldb$cmd_ready & sel_requant;
        e_requant$ldb_out_valid = ldb$out_valid & sel_requant;
        e_requant$ldb_out_data = ldb$out_data;
        e_requant$ldb_out_last = ldb$out_last;
        e_requant$st_cmd_ready = st$cmd_ready & sel_requant;
        e_requant$st_in_ready = st$in_ready & sel_requant;
        e_requant$st_done = st$done & sel_requant;
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
        if (sel_quant) begin
            chk = e_quant$chk_code;
            e_done = e_quant$done;
            e_error = e_quant$error;
            e_code = e_quant$error_code;
            lda$cmd_valid = e_quant$lda_cmd_valid;
            lda$cmd_addr = e_quant$lda_cmd_addr;
            lda$cmd_count = e_quant$lda_cmd_count;
            lda$cmd_width = e_quant$lda_cmd_width;
            lda$cmd_signed = e_quant$lda_cmd_signed;
            lda$out_ready = e_quant$lda_out_ready;
            st$cmd_valid = e_quant$st_cmd_valid;
            st$cmd_addr = e_quant$st_cmd_addr;
            st$cmd_count = e_quant$st_cmd_count;
            st$cmd_width = e_quant$st_cmd_width;
            st$in_valid = e_quant$st_in_valid;
            st$in_data = e_quant$st_in_data;
        end
        if (sel_requant) begin
            chk = e_requant$chk_code;
            e_done = e_requant$done;
            e_error = e_requant$error;
            e_code = e_requant$error_code;
            lda$cmd_valid = e_requant$lda_cmd_valid;
            lda$cmd_addr = e_requant$lda_cmd_addr;
            lda$cmd_count = e_requant$lda_cmd_count;
            lda$cmd_width = e_requant$lda_cmd_width;
            lda$cmd_signed = e_requant$lda_cmd_signed;
            lda$out_ready = e_requant$lda_out_ready;
            ldb$cmd_valid = e_requant$ldb_cmd_valid;
            ldb$cmd_addr = e_requant$ldb_cmd_addr;
            ldb$cmd_count = e_requant$ldb_cmd_count;
            ldb$cmd_width = e_requant$ldb_cmd_width;
            ldb$cmd_signed = e_requant$ldb_cmd_signed;
            ldb$out_ready = e_requant$ldb_out_ready;
            st$cmd_valid = e_requant$st_cmd_valid;
            st$cmd_addr = e_requant$st_cmd_addr;
            st$cmd_count = e_requant$st_cmd_count;
            st$cmd_width = e_requant$st_cmd_width;
            st$in_valid = e_requant$st_in_valid;
            st$in_data = e_requant$st_in_data;
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
module vpu_top_w64$e_quant(clock,reset,start,cfg_a,cfg_b,cfg_d,cfg_len,cfg_imm,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,lda_out_last,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

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
    output reg  error;
    output reg  [7:0] error_code;

    // Constant declarations
    localparam  c_idle = 2'b0;
    localparam  c_run = 2'b1;
    localparam  c_scales = 2'b10;
    localparam  c_max_len = 16'h200;
    localparam  c_max_group = 16'h20;
    localparam  c_round32 = 17'b1;
    localparam  c_l32 = 8'h1;
    localparam  c_round8 = 17'b111;
    localparam  c_l8 = 8'h3;
    localparam  c_512 = 24'h200;
    localparam  c_512_10 = 10'b1000000000;
    localparam  c_w8 = 2'b0;
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
    reg  ss_q$d /*verilator isolate_assignments*/;
    wire  ss_q$q;
    reg  ss_q$clock /*verilator isolate_assignments*/;
    reg  [9:0] nsc_q$d /*verilator isolate_assignments*/;
    wire  [9:0] nsc_q$q;
    reg  nsc_q$clock /*verilator isolate_assignments*/;
    reg  [9:0] rp_q$d /*verilator isolate_assignments*/;
    wire  [9:0] rp_q$q;
    reg  rp_q$clock /*verilator isolate_assignments*/;
    reg  prm_q$d /*verilator isolate_assignments*/;
    wire  prm_q$q;
    reg  prm_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  quant$clock /*verilator isolate_assignments*/;
    reg  quant$reset /*verilator isolate_assignments*/;
    reg  [5:0] quant$cfg_group /*verilator isolate_assignments*/;
    reg  quant$in_valid /*verilator isolate_assignments*/;
    wire  quant$in_ready;
    reg  [31:0] quant$in_data /*verilator isolate_assignments*/;
    reg  quant$in_last /*verilator isolate_assignments*/;
    wire  quant$out_valid;
    reg  quant$out_ready /*verilator isolate_assignments*/;
    wire  [7:0] quant$out_data;
    wire  [15:0] quant$out_am;
    wire  [4:0] quant$out_e;
    wire  quant$out_glast;
    // UNUSEDSIGNAL waived: EngQuant: the vector's end is the q store's done (it counts len elements); out_glast marks the scales
    /* verilator lint_off UNUSEDSIGNAL */
    wire  quant$out_last;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  ram$clock /*verilator isolate_assignments*/;
    reg  ram$we /*verilator isolate_assignments*/;
    reg  [8:0] ram$waddr /*verilator isolate_assignments*/;
    reg  [31:0] ram$wdata /*verilator isolate_assignments*/;
    reg  [8:0] ram$raddr /*verilator isolate_assignments*/;
    wire  [31:0] ram$rdata;
    reg  [10:0] mul$a /*verilator isolate_assignments*/;
    reg  [6:0] mul$b /*verilator isolate_assignments*/;
    wire  [17:0] mul$p;
    reg  [9:0] zx_av$x /*verilator isolate_assignments*/;
    wire  [10:0] zx_av$y;
    reg  [5:0] zx_g$x /*verilator isolate_assignments*/;
    wire  [6:0] zx_g$y;
    reg  [17:0] zx_cap$x /*verilator isolate_assignments*/;
    wire  [19:0] zx_cap$y;
    reg  [15:0] zx_len20$x /*verilator isolate_assignments*/;
    wire  [19:0] zx_len20$y;
    reg  [19:0] zx_a$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_a$y;
    reg  [19:0] zx_b$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_b$y;
    reg  [19:0] zx_d$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_d$y;
    reg  [16:0] zx_nw32$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_nw32$y;
    reg  [16:0] zx_nw8$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_nw8$y;
    reg  [15:0] zx_len$x /*verilator isolate_assignments*/;
    wire  [16:0] zx_len$y;
    reg  [9:0] zx_nsc$x /*verilator isolate_assignments*/;
    wire  [15:0] zx_nsc$y;
    reg  [4:0] zx_e$x /*verilator isolate_assignments*/;
    wire  [15:0] zx_e$y;
    reg  [7:0] zx_q$x /*verilator isolate_assignments*/;
    wire  [63:0] zx_q$y;
    reg  [31:0] zx_s$x /*verilator isolate_assignments*/;
    wire  [63:0] zx_s$y;
    reg  [15:0] scale$hi /*verilator isolate_assignments*/;
    reg  [15:0] scale$lo /*verilator isolate_assignments*/;
    wire  [31:0] scale$y;

    // Local signals
    reg  [16:0] nw32 /*verilator isolate_assignments*/;
    reg  [16:0] nw8 /*verilator isolate_assignments*/;
    reg  [23:0] end_a /*verilator isolate_assignments*/;
    reg  [23:0] end_d /*verilator isolate_assignments*/;
    reg  [23:0] avail /*verilator isolate_assignments*/;
    reg  [9:0] availc /*verilator isolate_assignments*/;
    reg  [19:0] cap /*verilator isolate_assignments*/;
    reg  sfire /*verilator isolate_assignments*/;
    reg  qfire /*verilator isolate_assignments*/;
    reg  [9:0] rp1 /*verilator isolate_assignments*/;

    // Sub module instances
    vpu_top_w64$e_quant$state_q state_q(
        .d(state_q$d),
        .q(state_q$q),
        .clock(state_q$clock)
    );
    vpu_top_w64$e_quant$sa_q sa_q(
        .d(sa_q$d),
        .q(sa_q$q),
        .clock(sa_q$clock)
    );
    vpu_top_w64$e_quant$ss_q ss_q(
        .d(ss_q$d),
        .q(ss_q$q),
        .clock(ss_q$clock)
    );
    vpu_top_w64$e_quant$nsc_q nsc_q(
        .d(nsc_q$d),
        .q(nsc_q$q),
        .clock(nsc_q$clock)
    );
    vpu_top_w64$e_quant$rp_q rp_q(
        .d(rp_q$d),
        .q(rp_q$q),
        .clock(rp_q$clock)
    );
    vpu_top_w64$e_quant$prm_q prm_q(
        .d(prm_q$d),
        .q(prm_q$q),
        .clock(prm_q$clock)
    );
    vpu_top_w64$e_quant$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_top_w64$e_quant$quant quant(
        .clock(quant$clock),
        .reset(quant$reset),
        .cfg_group(quant$cfg_group),
        .in_valid(quant$in_valid),
        .in_ready(quant$in_ready),
        .in_data(quant$in_data),
        .in_last(quant$in_last),
        .out_valid(quant$out_valid),
        .out_ready(quant$out_ready),
        .out_data(quant$out_data),
        .out_am(quant$out_am),
        .out_e(quant$out_e),
        .out_glast(quant$out_glast),
        .out_last(quant$out_last)
    );
    vpu_top_w64$e_quant$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_top_w64$e_quant$mul mul(
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    vpu_top_w64$e_quant$zx_av zx_av(
        .x(zx_av$x),
        .y(zx_av$y)
    );
    vpu_top_w64$e_quant$zx_g zx_g(
        .x(zx_g$x),
        .y(zx_g$y)
    );
    vpu_top_w64$e_quant$zx_cap zx_cap(
        .x(zx_cap$x),
        .y(zx_cap$y)
    );
    vpu_top_w64$e_quant$zx_len20 zx_len20(
        .x(zx_len20$x),
        .y(zx_len20$y)
    );
    vpu_top_w64$e_quant$zx_a zx_a(
        .x(zx_a$x),
        .y(zx_a$y)
    );
    vpu_top_w64$e_quant$zx_b zx_b(
        .x(zx_b$x),
        .y(zx_b$y)
    );
    vpu_top_w64$e_quant$zx_d zx_d(
        .x(zx_d$x),
        .y(zx_d$y)
    );
    vpu_top_w64$e_quant$zx_nw32 zx_nw32(
        .x(zx_nw32$x),
        .y(zx_nw32$y)
    );
    vpu_top_w64$e_quant$zx_nw8 zx_nw8(
        .x(zx_nw8$x),
        .y(zx_nw8$y)
    );
    vpu_top_w64$e_quant$zx_len zx_len(
        .x(zx_len$x),
        .y(zx_len$y)
    );
    vpu_top_w64$e_quant$zx_nsc zx_nsc(
        .x(zx_nsc$x),
        .y(zx_nsc$y)
    );
    vpu_top_w64$e_quant$zx_e zx_e(
        .x(zx_e$x),
        .y(zx_e$y)
    );
    vpu_top_w64$e_quant$zx_q zx_q(
        .x(zx_q$x),
        .y(zx_q$y)
    );
    vpu_top_w64$e_quant$zx_s zx_s(
        .x(zx_s$x),
        .y(zx_s$y)
    );
    vpu_top_w64$e_quant$scale scale(
        .hi(scale$hi),
        .lo(scale$lo),
        .y(scale$y)
    );

    // Update code
    always @(*) begin
        state_q$clock = clock;
        sa_q$clock = clock;
        ss_q$clock = clock;
        nsc_q$clock = clock;
        rp_q$clock = clock;
        prm_q$clock = clock;
        done_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        ss_q$d = ss_q$q;
        nsc_q$d = nsc_q$q;
        rp_q$d = rp_q$q;
        prm_q$d = prm_q$q;
        done_q$d = done_q$q;
        quant$clock = clock;
        quant$reset = reset;
        ram$clock = clock;
        zx_len$x = cfg_len;
        nw32 = (zx_len$y + c_round32) >> c_l32;
        nw8 = (zx_len$y + c_round8) >> c_l8;
        zx_nw32$x = nw32;
        zx_nw8$x = nw8;
        zx_a$x = cfg_a;
        zx_b$x = cfg_b;
        zx_d$x = cfg_d;
        end_a = zx_a$y + zx_nw32$y;
        end_d = zx_d$y + zx_nw8$y;
        avail = cfg_sram_words - zx_b$y;
        availc = avail[(32'h0)+:(10)];
        if (avail > c_512) begin
            availc = c_512_10;
        end
        zx_av$x = availc;
        zx_g$x = cfg_imm[(32'h0)+:(6)];
        mul$a = zx_av$y;
        mul$b = zx_g$y;
        zx_cap$x = mul$p;
        cap = zx_cap$y << c_l32;
        zx_len20$x = cfg_len;
        chk_code = c_ok;
        if ((cfg_len > c_max_len) | (cfg_imm > c_max_group)) begin
            chk_code = c_unsup;
        end
        else if ((end_a > cfg_sram_words) | (end_d > cfg_sram_words) | (zx_b$y >= cfg_sram_words) | (zx_len20$y > cap)) begin
            chk_code = c_oow;
        end
        done_q$d = 1'b0;
        if (start) begin
            sa_q$d = 1'b0;
            ss_q$d = 1'b0;
            nsc_q$d = c_z10;
            rp_q$d = c_z10;
            prm_q$d = 1'b0;
            state_q$d = c_run;
        end
        lda_cmd_valid = (state_q$q == c_run) & ~sa_q$q;
        lda_cmd_addr = cfg_a;
        lda_cmd_count = cfg_len;
        lda_cmd_width = c_w32;
        lda_cmd_signed = 1'b1;
        if (lda_cmd_valid & lda_cmd_ready) begin
            sa_q$d = 1'b1;
        end
        quant$cfg_group = cfg_imm[(32'h0)+:(6)];
        quant$in_valid = (state_q$q == c_run) & lda_out_valid;
        quant$in_data = lda_out_data;
        quant$in_last = lda_out_last;
        lda_out_ready = (state_q$q == c_run) & quant$in_ready;
        st_cmd_valid = ((state_q$q == c_run) | (state_q$q == c_scales)) & ~ss_q$q;
        zx_nsc$x = nsc_q$q;
        if (state_q$q == c_scales) begin
            st_cmd_addr = cfg_b;
            st_cmd_count = zx_nsc$y;
            st_cmd_width = c_w32;
        end
        else begin
            st_cmd_addr = cfg_d;
            st_cmd_count = cfg_len;
            st_cmd_width = c_w8;
        end
        if (st_cmd_valid & st_cmd_ready) begin
            ss_q$d = 1'b1;
        end
        zx_q$x = quant$out_data;
        zx_e$x = quant$out_e;
        scale$hi = zx_e$y;
        scale$lo = quant$out_am;
        qfire = (state_q$q == c_run) & quant$out_valid & st_in_ready;
        quant$out_ready = (state_q$q == c_run) & st_in_ready;
        ram$we = qfire & quant$out_glast;
        ram$waddr = nsc_q$q[(32'h0)+:(9)];
        ram$wdata = scale$y;
        if (qfire & quant$out_glast) begin
            nsc_q$d = nsc_q$q + c_one10;
        end
        sfire = (state_q$q == c_scales) & prm_q$q & (rp_q$q < nsc_q$q) & st_in_ready;
        rp1 = rp_q$q + c_one10;
        ram$raddr = rp_q$q[(32'h0)+:(9)];
        if (sfire) begin
            rp_q$d = rp1;
            ram$raddr = rp1[(32'h0)+:(9)];
        end
        if (state_q$q == c_scales) begin
            prm_q$d = 1'b1;
        end
        zx_s$x = ram$rdata;
        if (state_q$q == c_scales) begin
            st_in_valid = prm_q$q & (rp_q$q < nsc_q$q);
            st_in_data = zx_s$y;
        end
        else begin
            st_in_valid = (state_q$q == c_run) & quant$out_valid;
            st_in_data = zx_q$y;
        end
        if ((state_q$q == c_run) & st_done) begin
            ss_q$d = 1'b0;
            prm_q$d = 1'b0;
            state_q$d = c_scales;
        end
        if ((state_q$q == c_scales) & st_done) begin
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
            ss_q$d = 1'b0;
            prm_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_quant
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$done_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$done_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$mul(a,b,p);

    // Module arguments
    input wire  [10:0] a;
    input wire  [6:0] b;
    output wire  [17:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [17:0] a_x = {{7{a[10]}}, a};
    wire signed [17:0] b_x = {{11{b[6]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_quant$mul
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$nsc_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$nsc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$prm_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$prm_q
/* verilator lint_on DECLFILENAME */













































// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.









































// v-- Setting output parameters to net type for wrapped code.

































// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.




// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$ram(clock,we,waddr,wdata,raddr,rdata);

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
endmodule // vpu_top_w64$e_quant$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$rp_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$sa_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$sa_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$scale(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [15:0] lo;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_quant$scale
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$ss_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$ss_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$state_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$state_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_a(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_a
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_av(x,y);

    // Module arguments
    input wire  [9:0] x;
    output wire  [10:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_av
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_b(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_b
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_cap(x,y);

    // Module arguments
    input wire  [17:0] x;
    output wire  [19:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_cap
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_d(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_e(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{11{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_e
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_g(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [6:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_g
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_len(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_len
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_len20(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [19:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_len20
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_nsc(x,y);

    // Module arguments
    input wire  [9:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{6{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_nsc
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_nw32(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_nw32
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_nw8(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_nw8
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_q(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{56{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$zx_s(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{32{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$zx_s
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant(clock,reset,start,cfg_a,cfg_b,cfg_c,cfg_d,cfg_len,cfg_imm,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,lda_out_last,ldb_cmd_valid,ldb_cmd_ready,ldb_cmd_addr,ldb_cmd_count,ldb_cmd_width,ldb_cmd_signed,ldb_out_valid,ldb_out_ready,ldb_out_data,ldb_out_last,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [19:0] cfg_a;
    input wire  [19:0] cfg_b;
    input wire  [19:0] cfg_c;
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
    localparam  c_load = 2'b1;
    localparam  c_run = 2'b10;
    localparam  c_max_len = 16'h200;
    localparam  c_max_groups = 16'h40;
    localparam  c_max_acc = 19'b100000000000;
    localparam  c_round32 = 17'b1;
    localparam  c_l32 = 8'h1;
    localparam  c_w32 = 2'b10;
    localparam  c_one7 = 7'b1;
    localparam  c_z7 = 7'b0;
    localparam  c_one8 = 8'h1;
    localparam  c_z8 = 8'h0;
    localparam  c_one_acc = 11'b1;
    localparam  c_z_acc = 11'b0;
    localparam  c_one_as = 6'b1;
    localparam  c_z_as = 6'b0;
    localparam  c_z9 = 9'b0;
    localparam  c_31 = 9'b11111;
    localparam  c_63 = 9'b111111;
    localparam  c_31_5 = 5'b11111;
    localparam  c_63_6 = 6'b111111;
    localparam  c_z5 = 5'b0;
    localparam  c_z6 = 6'b0;
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
    reg  [6:0] g_q$d /*verilator isolate_assignments*/;
    wire  [6:0] g_q$q;
    reg  g_q$clock /*verilator isolate_assignments*/;
    reg  [19:0] row_q$d /*verilator isolate_assignments*/;
    wire  [19:0] row_q$q;
    reg  row_q$clock /*verilator isolate_assignments*/;
    reg  [10:0] wp_q$d /*verilator isolate_assignments*/;
    wire  [10:0] wp_q$q;
    reg  wp_q$clock /*verilator isolate_assignments*/;
    reg  adone_q$d /*verilator isolate_assignments*/;
    wire  adone_q$q;
    reg  adone_q$clock /*verilator isolate_assignments*/;
    reg  bdone_q$d /*verilator isolate_assignments*/;
    wire  bdone_q$q;
    reg  bdone_q$clock /*verilator isolate_assignments*/;
    reg  [5:0] asw_q$d /*verilator isolate_assignments*/;
    wire  [5:0] asw_q$q;
    reg  asw_q$clock /*verilator isolate_assignments*/;
    reg  [10:0] rp_q$d /*verilator isolate_assignments*/;
    wire  [10:0] rp_q$q;
    reg  rp_q$clock /*verilator isolate_assignments*/;
    reg  [6:0] gi_q$d /*verilator isolate_assignments*/;
    wire  [6:0] gi_q$q;
    reg  gi_q$clock /*verilator isolate_assignments*/;
    reg  [7:0] kc_q$d /*verilator isolate_assignments*/;
    wire  [7:0] kc_q$q;
    reg  kc_q$clock /*verilator isolate_assignments*/;
    reg  prm_q$d /*verilator isolate_assignments*/;
    wire  prm_q$q;
    reg  prm_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  rq$clock /*verilator isolate_assignments*/;
    reg  rq$reset /*verilator isolate_assignments*/;
    reg  rq$in_valid /*verilator isolate_assignments*/;
    wire  rq$in_ready;
    reg  [73:0] rq$in_data /*verilator isolate_assignments*/;
    reg  rq$in_last /*verilator isolate_assignments*/;
    wire  rq$out_valid;
    reg  rq$out_ready /*verilator isolate_assignments*/;
    wire  [31:0] rq$out_data;
    reg  acc_ram$clock /*verilator isolate_assignments*/;
    reg  acc_ram$we /*verilator isolate_assignments*/;
    reg  [10:0] acc_ram$waddr /*verilator isolate_assignments*/;
    reg  [31:0] acc_ram$wdata /*verilator isolate_assignments*/;
    reg  [10:0] acc_ram$raddr /*verilator isolate_assignments*/;
    wire  [31:0] acc_ram$rdata;
    reg  as_ram$clock /*verilator isolate_assignments*/;
    reg  as_ram$we /*verilator isolate_assignments*/;
    reg  [5:0] as_ram$waddr /*verilator isolate_assignments*/;
    reg  [31:0] as_ram$wdata /*verilator isolate_assignments*/;
    reg  [5:0] as_ram$raddr /*verilator isolate_assignments*/;
    // UNUSEDSIGNAL waived: EngRequant: an activation scale is a_m (bits 15:0) and e (bits 23:16); bits 31:24 are ignored as Machine does
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [31:0] as_ram$rdata;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [7:0] mul_gl$a /*verilator isolate_assignments*/;
    reg  [10:0] mul_gl$b /*verilator isolate_assignments*/;
    wire  [18:0] mul_gl$p;
    reg  [7:0] mul_gc$a /*verilator isolate_assignments*/;
    reg  [9:0] mul_gc$b /*verilator isolate_assignments*/;
    wire  [17:0] mul_gc$p;
    reg  [10:0] mul_ls$a /*verilator isolate_assignments*/;
    reg  [6:0] mul_ls$b /*verilator isolate_assignments*/;
    wire  [17:0] mul_ls$p;
    reg  [6:0] zx_g8$x /*verilator isolate_assignments*/;
    wire  [7:0] zx_g8$y;
    reg  [9:0] zx_l11$x /*verilator isolate_assignments*/;
    wire  [10:0] zx_l11$y;
    reg  [8:0] zx_cw10$x /*verilator isolate_assignments*/;
    wire  [9:0] zx_cw10$y;
    reg  [5:0] zx_sw7$x /*verilator isolate_assignments*/;
    wire  [6:0] zx_sw7$y;
    reg  [17:0] zx_gc$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_gc$y;
    reg  [17:0] zx_ls$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_ls$y;
    reg  [16:0] zx_cw$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_cw$y;
    reg  [16:0] zx_sw$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_sw$y;
    reg  [19:0] zx_a$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_a$y;
    reg  [19:0] zx_b$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_b$y;
    reg  [19:0] zx_c$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_c$y;
    reg  [19:0] zx_d$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_d$y;
    reg  [16:0] zx_cwa$x /*verilator isolate_assignments*/;
    wire  [19:0] zx_cwa$y;
    reg  [15:0] zx_len$x /*verilator isolate_assignments*/;
    wire  [16:0] zx_len$y;
    reg  [15:0] zx_imm$x /*verilator isolate_assignments*/;
    wire  [16:0] zx_imm$y;
    reg  [6:0] zx_g11$x /*verilator isolate_assignments*/;
    wire  [10:0] zx_g11$y;
    reg  [6:0] zx_g1$x /*verilator isolate_assignments*/;
    wire  [10:0] zx_g1$y;
    reg  [7:0] zx_s9$x /*verilator isolate_assignments*/;
    wire  [8:0] zx_s9$y;
    reg  [7:0] zx_e9$x /*verilator isolate_assignments*/;
    wire  [8:0] zx_e9$y;
    reg  [31:0] zx_y$x /*verilator isolate_assignments*/;
    wire  [63:0] zx_y$y;
    reg  [15:0] cat1$hi /*verilator isolate_assignments*/;
    reg  [31:0] cat1$lo /*verilator isolate_assignments*/;
    wire  [47:0] cat1$y;
    reg  [4:0] cat2$hi /*verilator isolate_assignments*/;
    reg  [47:0] cat2$lo /*verilator isolate_assignments*/;
    wire  [52:0] cat2$y;
    reg  [14:0] cat3$hi /*verilator isolate_assignments*/;
    reg  [52:0] cat3$lo /*verilator isolate_assignments*/;
    wire  [67:0] cat3$y;
    reg  [5:0] cat4$hi /*verilator isolate_assignments*/;
    reg  [67:0] cat4$lo /*verilator isolate_assignments*/;
    wire  [73:0] cat4$y;

    // Local signals
    reg  [6:0] g7 /*verilator isolate_assignments*/;
    reg  [16:0] cw /*verilator isolate_assignments*/;
    reg  [16:0] sw /*verilator isolate_assignments*/;
    reg  [23:0] end_a /*verilator isolate_assignments*/;
    reg  [23:0] end_b /*verilator isolate_assignments*/;
    reg  [23:0] end_c /*verilator isolate_assignments*/;
    reg  [23:0] end_d /*verilator isolate_assignments*/;
    reg  keep /*verilator isolate_assignments*/;
    reg  tfire /*verilator isolate_assignments*/;
    reg  bfire /*verilator isolate_assignments*/;
    reg  [6:0] gnext /*verilator isolate_assignments*/;
    reg  [6:0] g1 /*verilator isolate_assignments*/;
    reg  [15:0] wsel /*verilator isolate_assignments*/;
    reg  [7:0] rowel /*verilator isolate_assignments*/;
    reg  [8:0] n9 /*verilator isolate_assignments*/;
    reg  [8:0] nn9 /*verilator isolate_assignments*/;
    reg  [4:0] e5 /*verilator isolate_assignments*/;
    reg  [5:0] s6 /*verilator isolate_assignments*/;

    // Sub module instances
    vpu_top_w64$e_requant$state_q state_q(
        .d(state_q$d),
        .q(state_q$q),
        .clock(state_q$clock)
    );
    vpu_top_w64$e_requant$sa_q sa_q(
        .d(sa_q$d),
        .q(sa_q$q),
        .clock(sa_q$clock)
    );
    vpu_top_w64$e_requant$sb_q sb_q(
        .d(sb_q$d),
        .q(sb_q$q),
        .clock(sb_q$clock)
    );
    vpu_top_w64$e_requant$ss_q ss_q(
        .d(ss_q$d),
        .q(ss_q$q),
        .clock(ss_q$clock)
    );
    vpu_top_w64$e_requant$g_q g_q(
        .d(g_q$d),
        .q(g_q$q),
        .clock(g_q$clock)
    );
    vpu_top_w64$e_requant$row_q row_q(
        .d(row_q$d),
        .q(row_q$q),
        .clock(row_q$clock)
    );
    vpu_top_w64$e_requant$wp_q wp_q(
        .d(wp_q$d),
        .q(wp_q$q),
        .clock(wp_q$clock)
    );
    vpu_top_w64$e_requant$adone_q adone_q(
        .d(adone_q$d),
        .q(adone_q$q),
        .clock(adone_q$clock)
    );
    vpu_top_w64$e_requant$bdone_q bdone_q(
        .d(bdone_q$d),
        .q(bdone_q$q),
        .clock(bdone_q$clock)
    );
    vpu_top_w64$e_requant$asw_q asw_q(
        .d(asw_q$d),
        .q(asw_q$q),
        .clock(asw_q$clock)
    );
    vpu_top_w64$e_requant$rp_q rp_q(
        .d(rp_q$d),
        .q(rp_q$q),
        .clock(rp_q$clock)
    );
    vpu_top_w64$e_requant$gi_q gi_q(
        .d(gi_q$d),
        .q(gi_q$q),
        .clock(gi_q$clock)
    );
    vpu_top_w64$e_requant$kc_q kc_q(
        .d(kc_q$d),
        .q(kc_q$q),
        .clock(kc_q$clock)
    );
    vpu_top_w64$e_requant$prm_q prm_q(
        .d(prm_q$d),
        .q(prm_q$q),
        .clock(prm_q$clock)
    );
    vpu_top_w64$e_requant$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_top_w64$e_requant$rq rq(
        .clock(rq$clock),
        .reset(rq$reset),
        .in_valid(rq$in_valid),
        .in_ready(rq$in_ready),
        .in_data(rq$in_data),
        .in_last(rq$in_last),
        .out_valid(rq$out_valid),
        .out_ready(rq$out_ready),
        .out_data(rq$out_data)
    );
    vpu_top_w64$e_requant$acc_ram acc_ram(
        .clock(acc_ram$clock),
        .we(acc_ram$we),
        .waddr(acc_ram$waddr),
        .wdata(acc_ram$wdata),
        .raddr(acc_ram$raddr),
        .rdata(acc_ram$rdata)
    );
    vpu_top_w64$e_requant$as_ram as_ram(
        .clock(as_ram$clock),
        .we(as_ram$we),
        .waddr(as_ram$waddr),
        .wdata(as_ram$wdata),
        .raddr(as_ram$raddr),
        .rdata(as_ram$rdata)
    );
    vpu_top_w64$e_requant$mul_gl mul_gl(
        .a(mul_gl$a),
        .b(mul_gl$b),
        .p(mul_gl$p)
    );
    vpu_top_w64$e_requant$mul_gc mul_gc(
        .a(mul_gc$a),
        .b(mul_gc$b),
        .p(mul_gc$p)
    );
    vpu_top_w64$e_requant$mul_ls mul_ls(
        .a(mul_ls$a),
        .b(mul_ls$b),
        .p(mul_ls$p)
    );
    vpu_top_w64$e_requant$zx_g8 zx_g8(
        .x(zx_g8$x),
        .y(zx_g8$y)
    );
    vpu_top_w64$e_requant$zx_l11 zx_l11(
        .x(zx_l11$x),
        .y(zx_l11$y)
    );
    vpu_top_w64$e_requant$zx_cw10 zx_cw10(
        .x(zx_cw10$x),
        .y(zx_cw10$y)
    );
    vpu_top_w64$e_requant$zx_sw7 zx_sw7(
        .x(zx_sw7$x),
        .y(zx_sw7$y)
    );
    vpu_top_w64$e_requant$zx_gc zx_gc(
        .x(zx_gc$x),
        .y(zx_gc$y)
    );
    vpu_top_w64$e_requant$zx_ls zx_ls(
        .x(zx_ls$x),
        .y(zx_ls$y)
    );
    vpu_top_w64$e_requant$zx_cw zx_cw(
        .x(zx_cw$x),
        .y(zx_cw$y)
    );
    vpu_top_w64$e_requant$zx_sw zx_sw(
        .x(zx_sw$x),
        .y(zx_sw$y)
    );
    vpu_top_w64$e_requant$zx_a zx_a(
        .x(zx_a$x),
        .y(zx_a$y)
    );
    vpu_top_w64$e_requant$zx_b zx_b(
        .x(zx_b$x),
        .y(zx_b$y)
    );
    vpu_top_w64$e_requant$zx_c zx_c(
        .x(zx_c$x),
        .y(zx_c$y)
    );
    vpu_top_w64$e_requant$zx_d zx_d(
        .x(zx_d$x),
        .y(zx_d$y)
    );
    vpu_top_w64$e_requant$zx_cwa zx_cwa(
        .x(zx_cwa$x),
        .y(zx_cwa$y)
    );
    vpu_top_w64$e_requant$zx_len zx_len(
        .x(zx_len$x),
        .y(zx_len$y)
    );
    vpu_top_w64$e_requant$zx_imm zx_imm(
        .x(zx_imm$x),
        .y(zx_imm$y)
    );
    vpu_top_w64$e_requant$zx_g11 zx_g11(
        .x(zx_g11$x),
        .y(zx_g11$y)
    );
    vpu_top_w64$e_requant$zx_g1 zx_g1(
        .x(zx_g1$x),
        .y(zx_g1$y)
    );
    vpu_top_w64$e_requant$zx_s9 zx_s9(
        .x(zx_s9$x),
        .y(zx_s9$y)
    );
    vpu_top_w64$e_requant$zx_e9 zx_e9(
        .x(zx_e9$x),
        .y(zx_e9$y)
    );
    vpu_top_w64$e_requant$zx_y zx_y(
        .x(zx_y$x),
        .y(zx_y$y)
    );
    vpu_top_w64$e_requant$cat1 cat1(
        .hi(cat1$hi),
        .lo(cat1$lo),
        .y(cat1$y)
    );
    vpu_top_w64$e_requant$cat2 cat2(
        .hi(cat2$hi),
        .lo(cat2$lo),
        .y(cat2$y)
    );
    vpu_top_w64$e_requant$cat3 cat3(
        .hi(cat3$hi),
        .lo(cat3$lo),
        .y(cat3$y)
    );
    vpu_top_w64$e_requant$cat4 cat4(
        .hi(cat4$hi),
        .lo(cat4$lo),
        .y(cat4$y)
    );

    // Update code
    always @(*) begin
        state_q$clock = clock;
        sa_q$clock = clock;
        sb_q$clock = clock;
        ss_q$clock = clock;
        g_q$clock = clock;
        row_q$clock = clock;
        wp_q$clock = clock;
        adone_q$clock = clock;
        bdone_q$clock = clock;
        asw_q$clock = clock;
        rp_q$clock = clock;
        gi_q$clock = clock;
        kc_q$clock = clock;
        prm_q$clock = clock;
        done_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        sb_q$d = sb_q$q;
        ss_q$d = ss_q$q;
        g_q$d = g_q$q;
        row_q$d = row_q$q;
        wp_q$d = wp_q$q;
        adone_q$d = adone_q$q;
        bdone_q$d = bdone_q$q;
        asw_q$d = asw_q$q;
        rp_q$d = rp_q$q;
        gi_q$d = gi_q$q;
        kc_q$d = kc_q$q;
        prm_q$d = prm_q$q;
        done_q$d = done_q$q;
        rq$clock = clock;
        rq$reset = reset;
        acc_ram$clock = clock;
        as_ram$clock = clock;
        g7 = cfg_imm[(32'h0)+:(7)];
        zx_len$x = cfg_len;
        zx_imm$x = cfg_imm;
        cw = (zx_len$y + c_round32) >> c_l32;
        sw = (zx_imm$y + c_round32) >> c_l32;
        zx_g8$x = g7;
        zx_l11$x = cfg_len[(32'h0)+:(10)];
        zx_cw10$x = cw[(32'h0)+:(9)];
        zx_sw7$x = sw[(32'h0)+:(6)];
        mul_gl$a = zx_g8$y;
        mul_gl$b = zx_l11$y;
        mul_gc$a = zx_g8$y;
        mul_gc$b = zx_cw10$y;
        mul_ls$a = zx_l11$y;
        mul_ls$b = zx_sw7$y;
        zx_gc$x = mul_gc$p;
        zx_ls$x = mul_ls$p;
        zx_cw$x = cw;
        zx_sw$x = sw;
        zx_a$x = cfg_a;
        zx_b$x = cfg_b;
        zx_c$x = cfg_c;
        zx_d$x = cfg_d;
        end_a = zx_a$y + zx_gc$y;
        end_b = zx_b$y + zx_ls$y;
        end_c = zx_c$y + zx_sw$y;
        end_d = zx_d$y + zx_cw$y;
        chk_code = c_ok;
        if ((cfg_len > c_max_len) | (cfg_imm > c_max_groups) | (mul_gl$p > c_max_acc)) begin
            chk_code = c_unsup;
        end
        else if ((end_a > cfg_sram_words) | (end_b > cfg_sram_words) | (end_c > cfg_sram_words) | (end_d > cfg_sram_words)) begin
            chk_code = c_oow;
        end
        done_q$d = 1'b0;
        if (start) begin
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            g_q$d = c_z7;
            row_q$d = cfg_a;
            wp_q$d = c_z_acc;
            adone_q$d = 1'b0;
            bdone_q$d = 1'b0;
            asw_q$d = c_z_as;
            rp_q$d = c_z_acc;
            gi_q$d = c_z7;
            kc_q$d = c_z8;
            prm_q$d = 1'b0;
            state_q$d = c_load;
        end
        lda_cmd_valid = (state_q$q == c_load) & ~sa_q$q & ~adone_q$q;
        lda_cmd_addr = row_q$q;
        lda_cmd_count = cfg_len;
        lda_cmd_width = c_w32;
        lda_cmd_signed = 1'b1;
        if (lda_cmd_valid & lda_cmd_ready) begin
            sa_q$d = 1'b1;
        end
        lda_out_ready = state_q$q == c_load;
        acc_ram$we = (state_q$q == c_load) & lda_out_valid;
        acc_ram$waddr = wp_q$q;
        acc_ram$wdata = lda_out_data;
        zx_g11$x = g7;
        zx_cwa$x = cw;
        g1 = g_q$q + c_one7;
        zx_g1$x = g1;
        if ((state_q$q == c_load) & lda_out_valid) begin
            wp_q$d = wp_q$q + zx_g11$y;
            if (lda_out_last) begin
                sa_q$d = 1'b0;
                g_q$d = g1;
                row_q$d = row_q$q + zx_cwa$y;
                wp_q$d = zx_g1$y;
                if (g1 == g7) begin
                    adone_q$d = 1'b1;
                end
            end
        end
        ldb_cmd_valid = (((state_q$q == c_load) & ~bdone_q$q) | (state_q$q == c_run)) & ~sb_q$q;
        ldb_cmd_width = c_w32;
        ldb_cmd_signed = 1'b0;
        wsel = mul_ls$p[(32'h0)+:(16)] << c_l32;
        if (state_q$q == c_run) begin
            ldb_cmd_addr = cfg_b;
            ldb_cmd_count = wsel[(32'h0)+:(16)];
        end
        else begin
            ldb_cmd_addr = cfg_c;
            ldb_cmd_count = cfg_imm;
        end
        if (ldb_cmd_valid & ldb_cmd_ready) begin
            sb_q$d = 1'b1;
        end
        as_ram$we = (state_q$q == c_load) & ldb_out_valid;
        as_ram$waddr = asw_q$q;
        as_ram$wdata = ldb_out_data;
        if ((state_q$q == c_load) & ldb_out_valid) begin
            asw_q$d = asw_q$q + c_one_as;
            if (ldb_out_last) begin
                bdone_q$d = 1'b1;
            end
        end
        if ((state_q$q == c_load) & adone_q$q & bdone_q$q) begin
            sb_q$d = 1'b0;
            state_q$d = c_run;
        end
        if (state_q$q == c_run) begin
            prm_q$d = 1'b1;
        end
        rowel = sw[(32'h0)+:(8)] << c_l32;
        keep = kc_q$q[(32'h0)+:(7)] < g7;
        if (kc_q$q[32'h7]) begin
            keep = 1'b0;
        end
        rq$in_valid = (state_q$q == c_run) & prm_q$q & ldb_out_valid & keep;
        tfire = rq$in_valid & rq$in_ready;
        ldb_out_ready = (state_q$q == c_load) | ((state_q$q == c_run) & (~keep | (prm_q$q & rq$in_ready)));
        bfire = (state_q$q == c_run) & ldb_out_valid & ldb_out_ready;
        if (bfire) begin
            if ((kc_q$q + c_one8) == rowel) begin
                kc_q$d = c_z8;
            end
            else begin
                kc_q$d = kc_q$q + c_one8;
            end
        end
        gnext = gi_q$q + c_one7;
        if (gnext == g7) begin
            gnext = c_z7;
        end
        acc_ram$raddr = rp_q$q;
        as_ram$raddr = gi_q$q[(32'h0)+:(6)];
        if (tfire) begin
            rp_q$d = rp_q$q + c_one_acc;
            gi_q$d = gnext;
            acc_ram$raddr = rp_q$q + c_one_acc;
            as_ram$raddr = gnext[(32'h0)+:(6)];
        end
        zx_s9$x = ldb_out_data[(32'h10)+:(8)];
        zx_e9$x = as_ram$rdata[(32'h10)+:(8)];
        n9 = zx_s9$y - zx_e9$y;
        nn9 = c_z9 - n9;
        e5 = c_z5;
        s6 = c_z6;
        if (n9[32'h8]) begin
            if (nn9 > c_31) begin
                e5 = c_31_5;
            end
            else begin
                e5 = nn9[(32'h0)+:(5)];
            end
        end
        else if (n9 > c_63) begin
            s6 = c_63_6;
        end
        else begin
            s6 = n9[(32'h0)+:(6)];
        end
        cat1$hi = as_ram$rdata[(32'h0)+:(16)];
        cat1$lo = acc_ram$rdata;
        cat2$hi = e5;
        cat2$lo = cat1$y;
        cat3$hi = ldb_out_data[(32'h0)+:(15)];
        cat3$lo = cat2$y;
        cat4$hi = s6;
        cat4$lo = cat3$y;
        rq$in_data = cat4$y;
        rq$in_last = (gi_q$q + c_one7) == g7;
        st_cmd_valid = (state_q$q == c_run) & ~ss_q$q;
        st_cmd_addr = cfg_d;
        st_cmd_count = cfg_len;
        st_cmd_width = c_w32;
        if (st_cmd_valid & st_cmd_ready) begin
            ss_q$d = 1'b1;
        end
        zx_y$x = rq$out_data;
        st_in_valid = rq$out_valid;
        st_in_data = zx_y$y;
        rq$out_ready = st_in_ready;
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
            prm_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_requant
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$acc_ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [10:0] waddr;
    input wire  [31:0] wdata;
    input wire  [10:0] raddr;
    output reg  [31:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [31:0] mem [0:2047];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_top_w64$e_requant$acc_ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$adone_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$adone_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$as_ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [5:0] waddr;
    input wire  [31:0] wdata;
    input wire  [5:0] raddr;
    output reg  [31:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [31:0] mem [0:63];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_top_w64$e_requant$as_ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$asw_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$asw_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$bdone_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$bdone_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$cat1(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [31:0] lo;
    output wire  [47:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_requant$cat1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$cat2(hi,lo,y);

    // Module arguments
    input wire  [4:0] hi;
    input wire  [47:0] lo;
    output wire  [52:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_requant$cat2
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$cat3(hi,lo,y);

    // Module arguments
    input wire  [14:0] hi;
    input wire  [52:0] lo;
    output wire  [67:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_requant$cat3
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$cat4(hi,lo,y);

    // Module arguments
    input wire  [5:0] hi;
    input wire  [67:0] lo;
    output wire  [73:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_requant$cat4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$done_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$g_q(d,q,clock);

    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 7'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_requant$g_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$gi_q(d,q,clock);

    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 7'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_requant$gi_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$kc_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$kc_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$mul_gc(a,b,p);

    // Module arguments
    input wire  [7:0] a;
    input wire  [9:0] b;
    output wire  [17:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [17:0] a_x = {{10{a[7]}}, a};
    wire signed [17:0] b_x = {{8{b[9]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_requant$mul_gc
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$mul_gl(a,b,p);

    // Module arguments
    input wire  [7:0] a;
    input wire  [10:0] b;
    output wire  [18:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [18:0] a_x = {{11{a[7]}}, a};
    wire signed [18:0] b_x = {{8{b[10]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_requant$mul_gl
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$mul_ls(a,b,p);

    // Module arguments
    input wire  [10:0] a;
    input wire  [6:0] b;
    output wire  [17:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [17:0] a_x = {{7{a[10]}}, a};
    wire signed [17:0] b_x = {{11{b[6]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_requant$mul_ls
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$prm_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$prm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$row_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$row_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rp_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rp_q
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
module vpu_top_w64$e_requant$sa_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$sa_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$sb_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$sb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$ss_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$ss_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$state_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$state_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$wp_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$wp_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_a(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_a
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_b(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_b
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_c(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_c
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_cw(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_cw
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_cw10(x,y);

    // Module arguments
    input wire  [8:0] x;
    output wire  [9:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_cw10
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_cwa(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [19:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_cwa
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_d(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_e9(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [8:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_e9
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_g1(x,y);

    // Module arguments
    input wire  [6:0] x;
    output wire  [10:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_g1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_g11(x,y);

    // Module arguments
    input wire  [6:0] x;
    output wire  [10:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_g11
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_g8(x,y);

    // Module arguments
    input wire  [6:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_g8
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_gc(x,y);

    // Module arguments
    input wire  [17:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{6{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_gc
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_imm(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_imm
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_l11(x,y);

    // Module arguments
    input wire  [9:0] x;
    output wire  [10:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_l11
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_len(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_len
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_ls(x,y);

    // Module arguments
    input wire  [17:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{6{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_ls
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_s9(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [8:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_s9
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_sw(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_sw
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_sw7(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [6:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_sw7
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$zx_y(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{32{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$zx_y
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
// Instance `e_quant$quant`: the standalone module `vpu_quant_g32`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_quant$quant(clock,reset,cfg_group,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data,out_am,out_e,out_glast,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [5:0] cfg_group;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [31:0] in_data;
    input wire  in_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [7:0] out_data;
    output reg  [15:0] out_am;
    output reg  [4:0] out_e;
    output reg  out_glast;
    output reg  out_last;

    // Constant declarations
    localparam  c_e$0 = 5'b1;
    localparam  c_e$1 = 5'b10;
    localparam  c_e$2 = 5'b11;
    localparam  c_e$3 = 5'b100;
    localparam  c_e$4 = 5'b101;
    localparam  c_e$5 = 5'b110;
    localparam  c_e$6 = 5'b111;
    localparam  c_e$7 = 5'b1000;
    localparam  c_e$8 = 5'b1001;
    localparam  c_e$9 = 5'b1010;
    localparam  c_e$10 = 5'b1011;
    localparam  c_e$11 = 5'b1100;
    localparam  c_e$12 = 5'b1101;
    localparam  c_e$13 = 5'b1110;
    localparam  c_e$14 = 5'b1111;
    localparam  c_e$15 = 5'b10000;
    localparam  c_e$16 = 5'b10001;
    localparam  c_bank$0 = 2'b0;
    localparam  c_bank$1 = 2'b1;
    localparam  c_bank$2 = 2'b10;
    localparam  c_bank$3 = 2'b11;
    localparam  c_st_free = 2'b0;
    localparam  c_st_filled = 2'b1;
    localparam  c_st_ready = 2'b10;
    localparam  c_zero5 = 5'b0;
    localparam  c_zero16 = 16'h0;
    localparam  c_zero32 = 32'h0;
    localparam  c_max32 = 32'h7fffffff;
    localparam  c_min32 = 32'h80000000;
    localparam  c_zero7 = 7'b0;
    localparam  c_one7 = 7'b1;
    localparam  c_idx7 = 7'b11111;
    localparam  c_one2 = 2'b1;
    localparam  c_num_base = 31'h7f000000;
    localparam  c_n24 = 8'h18;
    localparam  c_one5 = 5'b1;
    localparam  c_one33 = 33'h1;
    localparam  c_ones33 = 33'h1ffffffff;
    localparam  c_ones_top33 = 33'h3ffff;
    localparam  c_sh15 = 5'b1111;
    localparam  c_max16 = 16'h7fff;
    localparam  c_min16 = 16'h8000;
    localparam  c_one16 = 16'h1;
    localparam  c_one31 = 31'h1;
    localparam  c_one8 = 8'h1;
    localparam  c_zero8 = 8'h0;
    localparam  c_steps = 8'h1f;
    localparam  c_nhalf31 = 31'h40000000;
    localparam  c_dhalf16 = 16'h8000;
    localparam  c_round48 = 48'h800000;
    localparam  c_ones48 = 48'hffffffffffff;
    localparam  c_ones_top48 = 48'h1ffffffffff;
    localparam  c_sh7 = 8'h7;
    localparam  c_max8 = 8'h7f;
    localparam  c_min8 = 8'h80;
    localparam  c_one6 = 6'b1;
    localparam  c_idx5 = 5'b11111;
    localparam  c_zero31 = 31'h0;

    // Stub signals
    reg  ram$clock;
    reg  ram$we;
    reg  [6:0] ram$waddr;
    reg  [31:0] ram$wdata;
    reg  [6:0] ram$raddr;
    wire  [31:0] ram$rdata;
    reg  [15:0] mul$a;
    reg  [31:0] mul$b;
    wire  [47:0] mul$p;
    reg  [31:0] mx_sext$x /*verilator isolate_assignments*/;
    wire  [32:0] mx_sext$y;
    reg  [31:0] mn_sext$x /*verilator isolate_assignments*/;
    wire  [32:0] mn_sext$y;
    reg  [31:0] rd_sext$x;
    wire  [32:0] rd_sext$y;
    reg  [14:0] z_half$x /*verilator isolate_assignments*/;
    wire  [30:0] z_half$y;
    reg  [30:0] z_r$x;
    wire  [31:0] z_r$y;
    reg  [6:0] waddr_q$d;
    wire  [6:0] waddr_q$q;
    reg  waddr_q$clock;
    reg  [31:0] or_q$d;
    wire  [31:0] or_q$q;
    reg  or_q$clock;
    reg  [31:0] max_q$d;
    wire  [31:0] max_q$q;
    reg  max_q$clock;
    reg  [31:0] min_q$d;
    wire  [31:0] min_q$q;
    reg  min_q$clock;
    reg  [1:0] st_q$0$d;
    wire  [1:0] st_q$0$q;
    reg  st_q$0$clock;
    reg  [1:0] st_q$1$d;
    wire  [1:0] st_q$1$q;
    reg  st_q$1$clock;
    reg  [1:0] st_q$2$d;
    wire  [1:0] st_q$2$q;
    reg  st_q$2$clock;
    reg  [1:0] st_q$3$d;
    wire  [1:0] st_q$3$q;
    reg  st_q$3$clock;
    reg  [4:0] len_q$0$d;
    wire  [4:0] len_q$0$q;
    reg  len_q$0$clock;
    reg  [4:0] len_q$1$d;
    wire  [4:0] len_q$1$q;
    reg  len_q$1$clock;
    reg  [4:0] len_q$2$d;
    wire  [4:0] len_q$2$q;
    reg  len_q$2$clock;
    reg  [4:0] len_q$3$d;
    wire  [4:0] len_q$3$q;
    reg  len_q$3$clock;
    reg  [4:0] e_q$0$d;
    wire  [4:0] e_q$0$q;
    reg  e_q$0$clock;
    reg  [4:0] e_q$1$d;
    wire  [4:0] e_q$1$q;
    reg  e_q$1$clock;
    reg  [4:0] e_q$2$d;
    wire  [4:0] e_q$2$q;
    reg  e_q$2$clock;
    reg  [4:0] e_q$3$d;
    wire  [4:0] e_q$3$q;
    reg  e_q$3$clock;
    reg  [15:0] am_q$0$d;
    wire  [15:0] am_q$0$q;
    reg  am_q$0$clock;
    reg  [15:0] am_q$1$d;
    wire  [15:0] am_q$1$q;
    reg  am_q$1$clock;
    reg  [15:0] am_q$2$d;
    wire  [15:0] am_q$2$q;
    reg  am_q$2$clock;
    reg  [15:0] am_q$3$d;
    wire  [15:0] am_q$3$q;
    reg  am_q$3$clock;
    reg  [30:0] r_q$0$d;
    wire  [30:0] r_q$0$q;
    reg  r_q$0$clock;
    reg  [30:0] r_q$1$d;
    wire  [30:0] r_q$1$q;
    reg  r_q$1$clock;
    reg  [30:0] r_q$2$d;
    wire  [30:0] r_q$2$q;
    reg  r_q$2$clock;
    reg  [30:0] r_q$3$d;
    wire  [30:0] r_q$3$q;
    reg  r_q$3$clock;
    reg  vlast_q$0$d;
    wire  vlast_q$0$q;
    reg  vlast_q$0$clock;
    reg  vlast_q$1$d;
    wire  vlast_q$1$q;
    reg  vlast_q$1$clock;
    reg  vlast_q$2$d;
    wire  vlast_q$2$q;
    reg  vlast_q$2$clock;
    reg  vlast_q$3$d;
    wire  vlast_q$3$q;
    reg  vlast_q$3$clock;
    reg  [15:0] dv_r_q$d;
    wire  [15:0] dv_r_q$q;
    reg  dv_r_q$clock;
    reg  [30:0] dv_nq_q$d;
    wire  [30:0] dv_nq_q$q;
    reg  dv_nq_q$clock;
    reg  [15:0] dv_den_q$d;
    wire  [15:0] dv_den_q$q;
    reg  dv_den_q$clock;
    reg  [7:0] dv_cnt_q$d;
    wire  [7:0] dv_cnt_q$q;
    reg  dv_cnt_q$clock;
    reg  dv_done_q$d;
    wire  dv_done_q$q;
    reg  dv_done_q$clock;
    reg  [1:0] dbank_q$d;
    wire  [1:0] dbank_q$q;
    reg  dbank_q$clock;
    reg  dbusy_q$d;
    wire  dbusy_q$q;
    reg  dbusy_q$clock;
    reg  [6:0] raddr_q$d;
    wire  [6:0] raddr_q$q;
    reg  raddr_q$clock;
    reg  pend_q$d;
    wire  pend_q$q;
    reg  pend_q$clock;
    reg  [4:0] pend_e_q$d;
    wire  [4:0] pend_e_q$q;
    reg  pend_e_q$clock;
    reg  [15:0] pend_am_q$d;
    wire  [15:0] pend_am_q$q;
    reg  pend_am_q$clock;
    reg  [30:0] pend_r_q$d;
    wire  [30:0] pend_r_q$q;
    reg  pend_r_q$clock;
    reg  pend_gl_q$d;
    wire  pend_gl_q$q;
    reg  pend_gl_q$clock;
    reg  pend_vl_q$d;
    wire  pend_vl_q$q;
    reg  pend_vl_q$clock;
    reg  outv_q$d;
    wire  outv_q$q;
    reg  outv_q$clock;
    reg  [7:0] outq_q$d;
    wire  [7:0] outq_q$q;
    reg  outq_q$clock;
    reg  [15:0] outam_q$d;
    wire  [15:0] outam_q$q;
    reg  outam_q$clock;
    reg  [4:0] oute_q$d;
    wire  [4:0] oute_q$q;
    reg  oute_q$clock;
    reg  outgl_q$d;
    wire  outgl_q$q;
    reg  outgl_q$clock;
    reg  outvl_q$d;
    wire  outvl_q$q;
    reg  outvl_q$clock;
    reg  skv_q$d;
    wire  skv_q$q;
    reg  skv_q$clock;
    reg  [7:0] skq_q$d;
    wire  [7:0] skq_q$q;
    reg  skq_q$clock;
    reg  [15:0] skam_q$d;
    wire  [15:0] skam_q$q;
    reg  skam_q$clock;
    reg  [4:0] ske_q$d;
    wire  [4:0] ske_q$q;
    reg  ske_q$clock;
    reg  skgl_q$d;
    wire  skgl_q$q;
    reg  skgl_q$clock;
    reg  skvl_q$d;
    wire  skvl_q$q;
    reg  skvl_q$clock;

    // Local signals
    reg  [32:0] mx_t33;
    reg  [32:0] mx_r33;
    reg  [32:0] mx_top33;
    reg  [15:0] mx_m;
    reg  [32:0] mn_t33;
    reg  [32:0] mn_r33;
    reg  [32:0] mn_top33;
    reg  [15:0] mn_m;
    reg  [32:0] rd_t33;
    reg  [32:0] rd_r33;
    reg  [32:0] rd_top33;
    reg  [15:0] rd_m;
    reg  [15:0] dv_rsh;
    reg  dv_ge;
    reg  [47:0] qs48;
    reg  [47:0] qw48;
    reg  [47:0] qtop48;
    reg  [1:0] wbank;
    reg  wfree;
    reg  in_fire;
    reg  in_end;
    reg  [5:0] g6;
    reg  [4:0] gm1;
    reg  [31:0] absv /*verilator isolate_assignments*/;
    reg  [31:0] or_all /*verilator isolate_assignments*/;
    reg  [31:0] max_all /*verilator isolate_assignments*/;
    reg  [31:0] min_all /*verilator isolate_assignments*/;
    reg  [16:0] or_hi /*verilator isolate_assignments*/;
    reg  [4:0] e_new;
    reg  [15:0] abs_max;
    reg  [15:0] abs_min;
    reg  [15:0] am_new;
    reg  [1:0] d_st /*verilator isolate_assignments*/;
    reg  d_go;
    reg  [15:0] d_am /*verilator isolate_assignments*/;
    reg  [30:0] d_num;
    reg  [1:0] rbank;
    reg  [1:0] r_st;
    reg  [4:0] r_len;
    reg  [4:0] r_e;
    reg  [15:0] r_am;
    reg  [30:0] r_r;
    reg  r_vl;
    reg  issue;
    reg  issue_last;
    reg  [7:0] q_new;

    // Sub module instances
    vpu_top_w64$e_quant$quant$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_top_w64$e_quant$quant$mul mul(
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    vpu_top_w64$e_quant$quant$mx_sext mx_sext(
        .x(mx_sext$x),
        .y(mx_sext$y)
    );
    vpu_top_w64$e_quant$quant$mn_sext mn_sext(
        .x(mn_sext$x),
        .y(mn_sext$y)
    );
    vpu_top_w64$e_quant$quant$rd_sext rd_sext(
        .x(rd_sext$x),
        .y(rd_sext$y)
    );
    vpu_top_w64$e_quant$quant$z_half z_half(
        .x(z_half$x),
        .y(z_half$y)
    );
    vpu_top_w64$e_quant$quant$z_r z_r(
        .x(z_r$x),
        .y(z_r$y)
    );
    vpu_top_w64$e_quant$quant$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_top_w64$e_quant$quant$or_q or_q(
        .d(or_q$d),
        .q(or_q$q),
        .clock(or_q$clock)
    );
    vpu_top_w64$e_quant$quant$max_q max_q(
        .d(max_q$d),
        .q(max_q$q),
        .clock(max_q$clock)
    );
    vpu_top_w64$e_quant$quant$min_q min_q(
        .d(min_q$d),
        .q(min_q$q),
        .clock(min_q$clock)
    );
    vpu_top_w64$e_quant$quant$st_q$0 st_q$0(
        .d(st_q$0$d),
        .q(st_q$0$q),
        .clock(st_q$0$clock)
    );
    vpu_top_w64$e_quant$quant$st_q$1 st_q$1(
        .d(st_q$1$d),
        .q(st_q$1$q),
        .clock(st_q$1$clock)
    );
    vpu_top_w64$e_quant$quant$st_q$2 st_q$2(
        .d(st_q$2$d),
        .q(st_q$2$q),
        .clock(st_q$2$clock)
    );
    vpu_top_w64$e_quant$quant$st_q$3 st_q$3(
        .d(st_q$3$d),
        .q(st_q$3$q),
        .clock(st_q$3$clock)
    );
    vpu_top_w64$e_quant$quant$len_q$0 len_q$0(
        .d(len_q$0$d),
        .q(len_q$0$q),
        .clock(len_q$0$clock)
    );
    vpu_top_w64$e_quant$quant$len_q$1 len_q$1(
        .d(len_q$1$d),
        .q(len_q$1$q),
        .clock(len_q$1$clock)
    );
    vpu_top_w64$e_quant$quant$len_q$2 len_q$2(
        .d(len_q$2$d),
        .q(len_q$2$q),
        .clock(len_q$2$clock)
    );
    vpu_top_w64$e_quant$quant$len_q$3 len_q$3(
        .d(len_q$3$d),
        .q(len_q$3$q),
        .clock(len_q$3$clock)
    );
    vpu_top_w64$e_quant$quant$e_q$0 e_q$0(
        .d(e_q$0$d),
        .q(e_q$0$q),
        .clock(e_q$0$clock)
    );
    vpu_top_w64$e_quant$quant$e_q$1 e_q$1(
        .d(e_q$1$d),
        .q(e_q$1$q),
        .clock(e_q$1$clock)
    );
    vpu_top_w64$e_quant$quant$e_q$2 e_q$2(
        .d(e_q$2$d),
        .q(e_q$2$q),
        .clock(e_q$2$clock)
    );
    vpu_top_w64$e_quant$quant$e_q$3 e_q$3(
        .d(e_q$3$d),
        .q(e_q$3$q),
        .clock(e_q$3$clock)
    );
    vpu_top_w64$e_quant$quant$am_q$0 am_q$0(
        .d(am_q$0$d),
        .q(am_q$0$q),
        .clock(am_q$0$clock)
    );
    vpu_top_w64$e_quant$quant$am_q$1 am_q$1(
        .d(am_q$1$d),
        .q(am_q$1$q),
        .clock(am_q$1$clock)
    );
    vpu_top_w64$e_quant$quant$am_q$2 am_q$2(
        .d(am_q$2$d),
        .q(am_q$2$q),
        .clock(am_q$2$clock)
    );
    vpu_top_w64$e_quant$quant$am_q$3 am_q$3(
        .d(am_q$3$d),
        .q(am_q$3$q),
        .clock(am_q$3$clock)
    );
    vpu_top_w64$e_quant$quant$r_q$0 r_q$0(
        .d(r_q$0$d),
        .q(r_q$0$q),
        .clock(r_q$0$clock)
    );
    vpu_top_w64$e_quant$quant$r_q$1 r_q$1(
        .d(r_q$1$d),
        .q(r_q$1$q),
        .clock(r_q$1$clock)
    );
    vpu_top_w64$e_quant$quant$r_q$2 r_q$2(
        .d(r_q$2$d),
        .q(r_q$2$q),
        .clock(r_q$2$clock)
    );
    vpu_top_w64$e_quant$quant$r_q$3 r_q$3(
        .d(r_q$3$d),
        .q(r_q$3$q),
        .clock(r_q$3$clock)
    );
    vpu_top_w64$e_quant$quant$vlast_q$0 vlast_q$0(
        .d(vlast_q$0$d),
        .q(vlast_q$0$q),
        .clock(vlast_q$0$clock)
    );
    vpu_top_w64$e_quant$quant$vlast_q$1 vlast_q$1(
        .d(vlast_q$1$d),
        .q(vlast_q$1$q),
        .clock(vlast_q$1$clock)
    );
    vpu_top_w64$e_quant$quant$vlast_q$2 vlast_q$2(
        .d(vlast_q$2$d),
        .q(vlast_q$2$q),
        .clock(vlast_q$2$clock)
    );
    vpu_top_w64$e_quant$quant$vlast_q$3 vlast_q$3(
        .d(vlast_q$3$d),
        .q(vlast_q$3$q),
        .clock(vlast_q$3$clock)
    );
    vpu_top_w64$e_quant$quant$dv_r_q dv_r_q(
        .d(dv_r_q$d),
        .q(dv_r_q$q),
        .clock(dv_r_q$clock)
    );
    vpu_top_w64$e_quant$quant$dv_nq_q dv_nq_q(
        .d(dv_nq_q$d),
        .q(dv_nq_q$q),
        .clock(dv_nq_q$clock)
    );
    vpu_top_w64$e_quant$quant$dv_den_q dv_den_q(
        .d(dv_den_q$d),
        .q(dv_den_q$q),
        .clock(dv_den_q$clock)
    );
    vpu_top_w64$e_quant$quant$dv_cnt_q dv_cnt_q(
        .d(dv_cnt_q$d),
        .q(dv_cnt_q$q),
        .clock(dv_cnt_q$clock)
    );
    vpu_top_w64$e_quant$quant$dv_done_q dv_done_q(
        .d(dv_done_q$d),
        .q(dv_done_q$q),
        .clock(dv_done_q$clock)
    );
    vpu_top_w64$e_quant$quant$dbank_q dbank_q(
        .d(dbank_q$d),
        .q(dbank_q$q),
        .clock(dbank_q$clock)
    );
    vpu_top_w64$e_quant$quant$dbusy_q dbusy_q(
        .d(dbusy_q$d),
        .q(dbusy_q$q),
        .clock(dbusy_q$clock)
    );
    vpu_top_w64$e_quant$quant$raddr_q raddr_q(
        .d(raddr_q$d),
        .q(raddr_q$q),
        .clock(raddr_q$clock)
    );
    vpu_top_w64$e_quant$quant$pend_q pend_q(
        .d(pend_q$d),
        .q(pend_q$q),
        .clock(pend_q$clock)
    );
    vpu_top_w64$e_quant$quant$pend_e_q pend_e_q(
        .d(pend_e_q$d),
        .q(pend_e_q$q),
        .clock(pend_e_q$clock)
    );
    vpu_top_w64$e_quant$quant$pend_am_q pend_am_q(
        .d(pend_am_q$d),
        .q(pend_am_q$q),
        .clock(pend_am_q$clock)
    );
    vpu_top_w64$e_quant$quant$pend_r_q pend_r_q(
        .d(pend_r_q$d),
        .q(pend_r_q$q),
        .clock(pend_r_q$clock)
    );
    vpu_top_w64$e_quant$quant$pend_gl_q pend_gl_q(
        .d(pend_gl_q$d),
        .q(pend_gl_q$q),
        .clock(pend_gl_q$clock)
    );
    vpu_top_w64$e_quant$quant$pend_vl_q pend_vl_q(
        .d(pend_vl_q$d),
        .q(pend_vl_q$q),
        .clock(pend_vl_q$clock)
    );
    vpu_top_w64$e_quant$quant$outv_q outv_q(
        .d(outv_q$d),
        .q(outv_q$q),
        .clock(outv_q$clock)
    );
    vpu_top_w64$e_quant$quant$outq_q outq_q(
        .d(outq_q$d),
        .q(outq_q$q),
        .clock(outq_q$clock)
    );
    vpu_top_w64$e_quant$quant$outam_q outam_q(
        .d(outam_q$d),
        .q(outam_q$q),
        .clock(outam_q$clock)
    );
    vpu_top_w64$e_quant$quant$oute_q oute_q(
        .d(oute_q$d),
        .q(oute_q$q),
        .clock(oute_q$clock)
    );
    vpu_top_w64$e_quant$quant$outgl_q outgl_q(
        .d(outgl_q$d),
        .q(outgl_q$q),
        .clock(outgl_q$clock)
    );
    vpu_top_w64$e_quant$quant$outvl_q outvl_q(
        .d(outvl_q$d),
        .q(outvl_q$q),
        .clock(outvl_q$clock)
    );
    vpu_top_w64$e_quant$quant$skv_q skv_q(
        .d(skv_q$d),
        .q(skv_q$q),
        .clock(skv_q$clock)
    );
    vpu_top_w64$e_quant$quant$skq_q skq_q(
        .d(skq_q$d),
        .q(skq_q$q),
        .clock(skq_q$clock)
    );
    vpu_top_w64$e_quant$quant$skam_q skam_q(
        .d(skam_q$d),
        .q(skam_q$q),
        .clock(skam_q$clock)
    );
    vpu_top_w64$e_quant$quant$ske_q ske_q(
        .d(ske_q$d),
        .q(ske_q$q),
        .clock(ske_q$clock)
    );
    vpu_top_w64$e_quant$quant$skgl_q skgl_q(
        .d(skgl_q$d),
        .q(skgl_q$q),
        .clock(skgl_q$clock)
    );
    vpu_top_w64$e_quant$quant$skvl_q skvl_q(
        .d(skvl_q$d),
        .q(skvl_q$q),
        .clock(skvl_q$clock)
    );

    // Update code
    always @(*) begin
        dv_r_q$clock = clock;
        dv_nq_q$clock = clock;
        dv_den_q$clock = clock;
        dv_cnt_q$clock = clock;
        dv_done_q$clock = clock;
        waddr_q$clock = clock;
        or_q$clock = clock;
        max_q$clock = clock;
        min_q$clock = clock;
        dbank_q$clock = clock;
        dbusy_q$clock = clock;
        raddr_q$clock = clock;
        pend_q$clock = clock;
        pend_e_q$clock = clock;
        pend_am_q$clock = clock;
        pend_r_q$clock = clock;
        pend_gl_q$clock = clock;
        pend_vl_q$clock = clock;
        outv_q$clock = clock;
        outq_q$clock = clock;
        outam_q$clock = clock;
        oute_q$clock = clock;
        outgl_q$clock = clock;
        outvl_q$clock = clock;
        skv_q$clock = clock;
        skq_q$clock = clock;
        skam_q$clock = clock;
        ske_q$clock = clock;
        skgl_q$clock = clock;
        skvl_q$clock = clock;
        dv_r_q$d = dv_r_q$q;
        dv_nq_q$d = dv_nq_q$q;
        dv_den_q$d = dv_den_q$q;
        dv_cnt_q$d = dv_cnt_q$q;
        dv_done_q$d = dv_done_q$q;
        waddr_q$d = waddr_q$q;
        or_q$d = or_q$q;
        max_q$d = max_q$q;
        min_q$d = min_q$q;
        dbank_q$d = dbank_q$q;
        dbusy_q$d = dbusy_q$q;
        raddr_q$d = raddr_q$q;
        pend_q$d = pend_q$q;
        pend_e_q$d = pend_e_q$q;
        pend_am_q$d = pend_am_q$q;
        pend_r_q$d = pend_r_q$q;
        pend_gl_q$d = pend_gl_q$q;
        pend_vl_q$d = pend_vl_q$q;
        outv_q$d = outv_q$q;
        outq_q$d = outq_q$q;
        outam_q$d = outam_q$q;
        oute_q$d = oute_q$q;
        outgl_q$d = outgl_q$q;
        outvl_q$d = outvl_q$q;
        skv_q$d = skv_q$q;
        skq_q$d = skq_q$q;
        skam_q$d = skam_q$q;
        ske_q$d = ske_q$q;
        skgl_q$d = skgl_q$q;
        skvl_q$d = skvl_q$q;
        st_q$0$clock = clock;
        len_q$0$clock = clock;
        e_q$0$clock = clock;
        am_q$0$clock = clock;
        r_q$0$clock = clock;
        vlast_q$0$clock = clock;
        st_q$0$d = st_q$0$q;
        len_q$0$d = len_q$0$q;
        e_q$0$d = e_q$0$q;
        am_q$0$d = am_q$0$q;
        r_q$0$d = r_q$0$q;
        vlast_q$0$d = vlast_q$0$q;
        st_q$1$clock = clock;
        len_q$1$clock = clock;
        e_q$1$clock = clock;
        am_q$1$clock = clock;
        r_q$1$clock = clock;
        vlast_q$1$clock = clock;
        st_q$1$d = st_q$1$q;
        len_q$1$d = len_q$1$q;
        e_q$1$d = e_q$1$q;
        am_q$1$d = am_q$1$q;
        r_q$1$d = r_q$1$q;
        vlast_q$1$d = vlast_q$1$q;
        st_q$2$clock = clock;
        len_q$2$clock = clock;
        e_q$2$clock = clock;
        am_q$2$clock = clock;
        r_q$2$clock = clock;
        vlast_q$2$clock = clock;
        st_q$2$d = st_q$2$q;
        len_q$2$d = len_q$2$q;
        e_q$2$d = e_q$2$q;
        am_q$2$d = am_q$2$q;
        r_q$2$d = r_q$2$q;
        vlast_q$2$d = vlast_q$2$q;
        st_q$3$clock = clock;
        len_q$3$clock = clock;
        e_q$3$clock = clock;
        am_q$3$clock = clock;
        r_q$3$clock = clock;
        vlast_q$3$clock = clock;
        st_q$3$d = st_q$3$q;
        len_q$3$d = len_q$3$q;
        e_q$3$d = e_q$3$q;
        am_q$3$d = am_q$3$q;
        r_q$3$d = r_q$3$q;
        vlast_q$3$d = vlast_q$3$q;
        ram$clock = clock;
        wbank = waddr_q$q[(32'h5)+:(2)];
        wfree = 1'b0;
        if ((wbank == c_bank$0) & (st_q$0$q == c_st_free)) begin
            wfree = 1'b1;
        end
        if ((wbank == c_bank$1) & (st_q$1$q == c_st_free)) begin
            wfree = 1'b1;
        end
        if ((wbank == c_bank$2) & (st_q$2$q == c_st_free)) begin
            wfree = 1'b1;
        end
        if ((wbank == c_bank$3) & (st_q$3$q == c_st_free)) begin
            wfree = 1'b1;
        end
        in_ready = wfree;
        in_fire = in_valid & wfree;
        g6 = cfg_group - c_one6;
        gm1 = g6[(32'h0)+:(5)];
        if (g6[32'h5]) begin
            gm1 = c_idx5;
        end
        in_end = in_last | (waddr_q$q[(32'h0)+:(5)] == gm1);
        absv = in_data;
        if (in_data[32'h1f]) begin
            absv = c_zero32 - in_data;
        end
        or_all = or_q$q | absv;
        max_all = max_q$q;
        if ((in_data ^ c_min32) > (max_q$q ^ c_min32)) begin
            max_all = in_data;
        end
        min_all = min_q$q;
        if ((in_data ^ c_min32) < (min_q$q ^ c_min32)) begin
            min_all = in_data;
        end
        or_hi = or_all[(32'hf)+:(17)];
        e_new = c_zero5;
        if (or_hi[0]) begin
            e_new = c_e$0;
        end
        if (or_hi[1]) begin
            e_new = c_e$1;
        end
        if (or_hi[2]) begin
            e_new = c_e$2;
        end
        if (or_hi[3]) begin
            e_new = c_e$3;
        end
        if (or_hi[4]) begin
            e_new = c_e$4;
        end
        if (or_hi[5]) begin
            e_new = c_e$5;
        end
        if (or_hi[6]) begin
            e_new = c_e$6;
        end
        if (or_hi[7]) begin
            e_new = c_e$7;
        end
        if (or_hi[8]) begin
            e_new = c_e$8;
        end
        if (or_hi[9]) begin
            e_new = c_e$9;
        end
        if (or_hi[10]) begin
            e_new = c_e$10;
        end
        if (or_hi[11]) begin
            e_new = c_e$11;
        end
        if (or_hi[12]) begin
            e_new = c_e$12;
        end
        if (or_hi[13]) begin
            e_new = c_e$13;
        end
        if (or_hi[14]) begin
            e_new = c_e$14;
        end
        if (or_hi[15]) begin
            e_new = c_e$15;
        end
        if (or_hi[16]) begin
            e_new = c_e$16;
        end
        mx_sext$x = max_all;
        mx_t33 = mx_sext$y;
        if (e_new != c_zero5) begin
            mx_t33 = mx_sext$y + (c_one33 << (e_new - c_one5));
        end
        mx_r33 = mx_t33 >> e_new;
        if (mx_t33[32'h20]) begin
            mx_r33 = (mx_t33 >> e_new) | ~(c_ones33 >> e_new);
        end
        mx_top33 = mx_r33 >> c_sh15;
        mx_m = mx_r33[(32'h0)+:(16)];
        if ((mx_top33 != c_ones_top33) & |mx_top33) begin
            if (mx_r33[32'h20]) begin
                mx_m = c_min16;
            end
            else begin
                mx_m = c_max16;
            end
        end
        mn_sext$x = min_all;
        mn_t33 = mn_sext$y;
        if (e_new != c_zero5) begin
            mn_t33 = mn_sext$y + (c_one33 << (e_new - c_one5));
        end
        mn_r33 = mn_t33 >> e_new;
        if (mn_t33[32'h20]) begin
            mn_r33 = (mn_t33 >> e_new) | ~(c_ones33 >> e_new);
        end
        mn_top33 = mn_r33 >> c_sh15;
        mn_m = mn_r33[(32'h0)+:(16)];
        if ((mn_top33 != c_ones_top33) & |mn_top33) begin
            if (mn_r33[32'h20]) begin
                mn_m = c_min16;
            end
            else begin
                mn_m = c_max16;
            end
        end
        abs_max = mx_m;
        if (mx_m[32'hf]) begin
            abs_max = c_zero16 - mx_m;
        end
        abs_min = mn_m;
        if (mn_m[32'hf]) begin
            abs_min = c_zero16 - mn_m;
        end
        am_new = abs_max;
        if (abs_min > abs_max) begin
            am_new = abs_min;
        end
        ram$we = in_fire;
        ram$waddr = waddr_q$q;
        ram$wdata = in_data;
        if (in_fire) begin
            if (in_end) begin
                or_q$d = c_zero32;
                max_q$d = c_min32;
                min_q$d = c_max32;
                waddr_q$d = (waddr_q$q | c_idx7) + c_one7;
                if (wbank == c_bank$0) begin
                    st_q$0$d = c_st_filled;
                    len_q$0$d = waddr_q$q[(32'h0)+:(5)];
                    e_q$0$d = e_new;
                    am_q$0$d = am_new;
                    vlast_q$0$d = in_last;
                end
                if (wbank == c_bank$1) begin
                    st_q$1$d = c_st_filled;
                    len_q$1$d = waddr_q$q[(32'h0)+:(5)];
                    e_q$1$d = e_new;
                    am_q$1$d = am_new;
                    vlast_q$1$d = in_last;
                end
                if (wbank == c_bank$2) begin
                    st_q$2$d = c_st_filled;
                    len_q$2$d = waddr_q$q[(32'h0)+:(5)];
                    e_q$2$d = e_new;
                    am_q$2$d = am_new;
                    vlast_q$2$d = in_last;
                end
                if (wbank == c_bank$3) begin
                    st_q$3$d = c_st_filled;
                    len_q$3$d = waddr_q$q[(32'h0)+:(5)];
                    e_q$3$d = e_new;
                    am_q$3$d = am_new;
                    vlast_q$3$d = in_last;
                end
            end
            else begin
                or_q$d = or_all;
                max_q$d = max_all;
                min_q$d = min_all;
                waddr_q$d = waddr_q$q + c_one7;
            end
        end
        d_st = c_st_free;
        d_am = c_zero16;
        if (dbank_q$q == c_bank$0) begin
            d_st = st_q$0$q;
            d_am = am_q$0$q;
        end
        if (dbank_q$q == c_bank$1) begin
            d_st = st_q$1$q;
            d_am = am_q$1$q;
        end
        if (dbank_q$q == c_bank$2) begin
            d_st = st_q$2$q;
            d_am = am_q$2$q;
        end
        if (dbank_q$q == c_bank$3) begin
            d_st = st_q$3$q;
            d_am = am_q$3$q;
        end
        z_half$x = d_am[(32'h1)+:(15)];
        d_num = c_num_base | z_half$y;
        d_go = (d_st == c_st_filled) & ~dbusy_q$q & (dv_cnt_q$q == c_zero8);
        dv_rsh = dv_r_q$q << c_one8;
        if (dv_nq_q$q >= c_nhalf31) begin
            dv_rsh = (dv_r_q$q << c_one8) | c_one16;
        end
        dv_ge = (dv_r_q$q >= c_dhalf16) | (dv_rsh >= dv_den_q$q);
        if (dv_cnt_q$q != c_zero8) begin
            dv_cnt_q$d = dv_cnt_q$q - c_one8;
            dv_nq_q$d = dv_nq_q$q << c_one8;
            dv_r_q$d = dv_rsh;
            if (dv_ge) begin
                dv_nq_q$d = (dv_nq_q$q << c_one8) | c_one31;
                dv_r_q$d = dv_rsh - dv_den_q$q;
            end
            if (dv_cnt_q$q == c_one8) begin
                dv_done_q$d = 1'b1;
            end
        end
        if (dv_done_q$q) begin
            dv_done_q$d = 1'b0;
        end
        if (d_go) begin
            dbusy_q$d = 1'b1;
            dv_r_q$d = c_zero16;
            dv_nq_q$d = d_num;
            dv_den_q$d = d_am;
            dv_cnt_q$d = c_steps;
        end
        if (dv_done_q$q) begin
            dbusy_q$d = 1'b0;
            dbank_q$d = dbank_q$q + c_one2;
            if (dbank_q$q == c_bank$0) begin
                st_q$0$d = c_st_ready;
                r_q$0$d = dv_nq_q$q;
            end
            if (dbank_q$q == c_bank$1) begin
                st_q$1$d = c_st_ready;
                r_q$1$d = dv_nq_q$q;
            end
            if (dbank_q$q == c_bank$2) begin
                st_q$2$d = c_st_ready;
                r_q$2$d = dv_nq_q$q;
            end
            if (dbank_q$q == c_bank$3) begin
                st_q$3$d = c_st_ready;
                r_q$3$d = dv_nq_q$q;
            end
        end
        rbank = raddr_q$q[(32'h5)+:(2)];
        r_st = c_st_free;
        r_len = c_zero5;
        r_e = c_zero5;
        r_am = c_zero16;
        r_r = c_zero31;
        r_vl = 1'b0;
        if (rbank == c_bank$0) begin
            r_st = st_q$0$q;
            r_len = len_q$0$q;
            r_e = e_q$0$q;
            r_am = am_q$0$q;
            r_r = r_q$0$q;
            r_vl = vlast_q$0$q;
        end
        if (rbank == c_bank$1) begin
            r_st = st_q$1$q;
            r_len = len_q$1$q;
            r_e = e_q$1$q;
            r_am = am_q$1$q;
            r_r = r_q$1$q;
            r_vl = vlast_q$1$q;
        end
        if (rbank == c_bank$2) begin
            r_st = st_q$2$q;
            r_len = len_q$2$q;
            r_e = e_q$2$q;
            r_am = am_q$2$q;
            r_r = r_q$2$q;
            r_vl = vlast_q$2$q;
        end
        if (rbank == c_bank$3) begin
            r_st = st_q$3$q;
            r_len = len_q$3$q;
            r_e = e_q$3$q;
            r_am = am_q$3$q;
            r_r = r_q$3$q;
            r_vl = vlast_q$3$q;
        end
        issue = (r_st == c_st_ready) & (~outv_q$q | out_ready | (~skv_q$q & ~pend_q$q));
        issue_last = raddr_q$q[(32'h0)+:(5)] == r_len;
        ram$raddr = raddr_q$q;
        pend_q$d = issue;
        if (issue) begin
            pend_e_q$d = r_e;
            pend_am_q$d = r_am;
            pend_r_q$d = r_r;
            pend_gl_q$d = issue_last;
            pend_vl_q$d = issue_last & r_vl;
            if (issue_last) begin
                raddr_q$d = (raddr_q$q | c_idx7) + c_one7;
                if (rbank == c_bank$0) begin
                    st_q$0$d = c_st_free;
                end
                if (rbank == c_bank$1) begin
                    st_q$1$d = c_st_free;
                end
                if (rbank == c_bank$2) begin
                    st_q$2$d = c_st_free;
                end
                if (rbank == c_bank$3) begin
                    st_q$3$d = c_st_free;
                end
            end
            else begin
                raddr_q$d = raddr_q$q + c_one7;
            end
        end
        rd_sext$x = ram$rdata;
        rd_t33 = rd_sext$y;
        if (pend_e_q$q != c_zero5) begin
            rd_t33 = rd_sext$y + (c_one33 << (pend_e_q$q - c_one5));
        end
        rd_r33 = rd_t33 >> pend_e_q$q;
        if (rd_t33[32'h20]) begin
            rd_r33 = (rd_t33 >> pend_e_q$q) | ~(c_ones33 >> pend_e_q$q);
        end
        rd_top33 = rd_r33 >> c_sh15;
        rd_m = rd_r33[(32'h0)+:(16)];
        if ((rd_top33 != c_ones_top33) & |rd_top33) begin
            if (rd_r33[32'h20]) begin
                rd_m = c_min16;
            end
            else begin
                rd_m = c_max16;
            end
        end
        z_r$x = pend_r_q$q;
        mul$a = rd_m;
        mul$b = z_r$y;
        qs48 = mul$p + c_round48;
        qw48 = qs48 >> c_n24;
        if (qs48[32'h2f]) begin
            qw48 = (qs48 >> c_n24) | ~(c_ones48 >> c_n24);
        end
        qtop48 = qw48 >> c_sh7;
        q_new = qw48[(32'h0)+:(8)];
        if ((qtop48 != c_ones_top48) & |qtop48) begin
            if (qw48[32'h2f]) begin
                q_new = c_min8;
            end
            else begin
                q_new = c_max8;
            end
        end
        if (~outv_q$q | out_ready) begin
            if (skv_q$q) begin
                outv_q$d = 1'b1;
                outq_q$d = skq_q$q;
                outam_q$d = skam_q$q;
                oute_q$d = ske_q$q;
                outgl_q$d = skgl_q$q;
                outvl_q$d = skvl_q$q;
                skv_q$d = pend_q$q;
                skq_q$d = q_new;
                skam_q$d = pend_am_q$q;
                ske_q$d = pend_e_q$q;
                skgl_q$d = pend_gl_q$q;
                skvl_q$d = pend_vl_q$q;
            end
            else begin
                outv_q$d = pend_q$q;
                outq_q$d = q_new;
                outam_q$d = pend_am_q$q;
                oute_q$d = pend_e_q$q;
                outgl_q$d = pend_gl_q$q;
                outvl_q$d = pend_vl_q$q;
            end
        end
        else if (pend_q$q) begin
            skv_q$d = 1'b1;
            skq_q$d = q_new;
            skam_q$d = pend_am_q$q;
            ske_q$d = pend_e_q$q;
            skgl_q$d = pend_gl_q$q;
            skvl_q$d = pend_vl_q$q;
        end
        out_valid = outv_q$q;
        out_data = outq_q$q;
        out_am = outam_q$q;
        out_e = oute_q$q;
        out_glast = outgl_q$q;
        out_last = outvl_q$q;
        if (reset) begin
            waddr_q$d = c_zero7;
            raddr_q$d = c_zero7;
            or_q$d = c_zero32;
            max_q$d = c_min32;
            min_q$d = c_max32;
            dbank_q$d = c_bank$0;
            dbusy_q$d = 1'b0;
            dv_cnt_q$d = c_zero8;
            dv_done_q$d = 1'b0;
            pend_q$d = 1'b0;
            outv_q$d = 1'b0;
            skv_q$d = 1'b0;
            st_q$0$d = c_st_free;
            st_q$1$d = c_st_free;
            st_q$2$d = c_st_free;
            st_q$3$d = c_st_free;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$am_q$0(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$am_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$am_q$1(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$am_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$am_q$2(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$am_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$am_q$3(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$am_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$dbank_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$dbank_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$dbusy_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$dbusy_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$dv_cnt_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$dv_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$dv_den_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$dv_den_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$dv_done_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$dv_done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$dv_nq_q(d,q,clock);

    // Module arguments
    input wire  [30:0] d;
    output reg  [30:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 31'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$dv_nq_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$dv_r_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$dv_r_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$e_q$0(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$e_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$e_q$1(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$e_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$e_q$2(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$e_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$e_q$3(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$e_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$len_q$0(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$len_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$len_q$1(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$len_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$len_q$2(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$len_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$len_q$3(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$len_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$max_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$max_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$min_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$min_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$mn_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_top_w64$e_quant$quant$mn_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$mul(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [31:0] b;
    output wire  [47:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [47:0] a_x = {{32{a[15]}}, a};
    wire signed [47:0] b_x = {{16{b[31]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_quant$quant$mul
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$mx_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_top_w64$e_quant$quant$mx_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$or_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$or_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$outam_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$outam_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$oute_q(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$oute_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$outgl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$outgl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$outq_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$outq_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$outv_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$outv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$outvl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$outvl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$pend_am_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$pend_am_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$pend_e_q(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$pend_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$pend_gl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$pend_gl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$pend_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$pend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$pend_r_q(d,q,clock);

    // Module arguments
    input wire  [30:0] d;
    output reg  [30:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 31'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$pend_r_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$pend_vl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$pend_vl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$r_q$0(d,q,clock);

    // Module arguments
    input wire  [30:0] d;
    output reg  [30:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 31'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$r_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$r_q$1(d,q,clock);

    // Module arguments
    input wire  [30:0] d;
    output reg  [30:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 31'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$r_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$r_q$2(d,q,clock);

    // Module arguments
    input wire  [30:0] d;
    output reg  [30:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 31'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$r_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$r_q$3(d,q,clock);

    // Module arguments
    input wire  [30:0] d;
    output reg  [30:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 31'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$r_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$raddr_q(d,q,clock);

    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 7'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$raddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [6:0] waddr;
    input wire  [31:0] wdata;
    input wire  [6:0] raddr;
    output reg  [31:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [31:0] mem [0:127];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_top_w64$e_quant$quant$ram
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$rd_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_top_w64$e_quant$quant$rd_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$skam_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$skam_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$ske_q(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$ske_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$skgl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$skgl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$skq_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$skq_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$skv_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$skv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$skvl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$skvl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$st_q$0(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$st_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$st_q$1(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$st_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$st_q$2(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$st_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$st_q$3(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$st_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$vlast_q$0(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$vlast_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$vlast_q$1(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$vlast_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$vlast_q$2(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$vlast_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$vlast_q$3(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$vlast_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$waddr_q(d,q,clock);

    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 7'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$quant$waddr_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$z_half(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [30:0] y;

    // Update code (wrapper)
    assign y = {{16{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$quant$z_half
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$z_r(x,y);

    // Module arguments
    input wire  [30:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_quant$quant$z_r
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
// Instance `e_requant$rq`: the standalone module `vpu_requant`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_requant$rq(clock,reset,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [73:0] in_data;
    input wire  in_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;

    // Constant declarations
    localparam  zero64 = 64'h0;
    localparam  ones33 = 33'h1ffffffff;
    localparam  zero33 = 33'h0;
    localparam  sat_max = 32'h7fffffff;
    localparam  sat_min = 32'h80000000;

    // Stub signals
    reg  [15:0] am_zext$x;
    wire  [16:0] am_zext$y;
    reg  [14:0] m_zext$x;
    wire  [15:0] m_zext$y;
    reg  [4:0] e_zext$x;
    wire  [7:0] e_zext$y;
    reg  [5:0] s_zext$x;
    wire  [7:0] s_zext$y;
    reg  [31:0] mul1$a;
    reg  [16:0] mul1$b;
    // UNUSEDSIGNAL waived: acc * a_m is kept as mul1$p[47:0]: |acc| <= 2^31 and a_m < 2^16 give |acc * a_m| < 2^47, so bit 48 is a sign copy
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [48:0] mul1$p;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [47:0] mul2$a;
    reg  [15:0] mul2$b;
    wire  [63:0] mul2$p;
    reg  [63:0] rs$x;
    reg  [7:0] rs$n;
    wire  [63:0] rs$y;
    reg  v1_q$d;
    wire  v1_q$q;
    reg  v1_q$clock;
    reg  l1_q$d;
    wire  l1_q$q;
    reg  l1_q$clock;
    reg  [47:0] p1_q$d;
    wire  [47:0] p1_q$q;
    reg  p1_q$clock;
    reg  [15:0] m1_q$d;
    wire  [15:0] m1_q$q;
    reg  m1_q$clock;
    reg  [7:0] n1_q$d;
    wire  [7:0] n1_q$q;
    reg  n1_q$clock;
    reg  v2_q$d;
    wire  v2_q$q;
    reg  v2_q$clock;
    reg  l2_q$d;
    wire  l2_q$q;
    reg  l2_q$clock;
    reg  [63:0] p2_q$d;
    wire  [63:0] p2_q$q;
    reg  p2_q$clock;
    reg  [7:0] n2_q$d;
    wire  [7:0] n2_q$q;
    reg  n2_q$clock;
    reg  v3_q$d;
    wire  v3_q$q;
    reg  v3_q$clock;
    reg  l3_q$d;
    wire  l3_q$q;
    reg  l3_q$clock;
    reg  [63:0] t3_q$d;
    wire  [63:0] t3_q$q;
    reg  t3_q$clock;
    reg  [63:0] sum_q$d;
    wire  [63:0] sum_q$q;
    reg  sum_q$clock;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [31:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [31:0] skid$m_data;

    // Local signals
    reg  adv;
    reg  [63:0] total;
    reg  [32:0] top;

    // Sub module instances
    vpu_top_w64$e_requant$rq$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    vpu_top_w64$e_requant$rq$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    vpu_top_w64$e_requant$rq$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    vpu_top_w64$e_requant$rq$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    vpu_top_w64$e_requant$rq$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    vpu_top_w64$e_requant$rq$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    vpu_top_w64$e_requant$rq$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    vpu_top_w64$e_requant$rq$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    vpu_top_w64$e_requant$rq$l1_q l1_q(
        .d(l1_q$d),
        .q(l1_q$q),
        .clock(l1_q$clock)
    );
    vpu_top_w64$e_requant$rq$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    vpu_top_w64$e_requant$rq$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    vpu_top_w64$e_requant$rq$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    vpu_top_w64$e_requant$rq$v2_q v2_q(
        .d(v2_q$d),
        .q(v2_q$q),
        .clock(v2_q$clock)
    );
    vpu_top_w64$e_requant$rq$l2_q l2_q(
        .d(l2_q$d),
        .q(l2_q$q),
        .clock(l2_q$clock)
    );
    vpu_top_w64$e_requant$rq$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    vpu_top_w64$e_requant$rq$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    vpu_top_w64$e_requant$rq$v3_q v3_q(
        .d(v3_q$d),
        .q(v3_q$q),
        .clock(v3_q$clock)
    );
    vpu_top_w64$e_requant$rq$l3_q l3_q(
        .d(l3_q$d),
        .q(l3_q$q),
        .clock(l3_q$clock)
    );
    vpu_top_w64$e_requant$rq$t3_q t3_q(
        .d(t3_q$d),
        .q(t3_q$q),
        .clock(t3_q$clock)
    );
    vpu_top_w64$e_requant$rq$sum_q sum_q(
        .d(sum_q$d),
        .q(sum_q$q),
        .clock(sum_q$clock)
    );
    vpu_top_w64$e_requant$rq$skid skid(
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
        l1_q$clock = clock;
        p1_q$clock = clock;
        m1_q$clock = clock;
        n1_q$clock = clock;
        v2_q$clock = clock;
        l2_q$clock = clock;
        p2_q$clock = clock;
        n2_q$clock = clock;
        v3_q$clock = clock;
        l3_q$clock = clock;
        t3_q$clock = clock;
        sum_q$clock = clock;
        v1_q$d = v1_q$q;
        l1_q$d = l1_q$q;
        p1_q$d = p1_q$q;
        m1_q$d = m1_q$q;
        n1_q$d = n1_q$q;
        v2_q$d = v2_q$q;
        l2_q$d = l2_q$q;
        p2_q$d = p2_q$q;
        n2_q$d = n2_q$q;
        v3_q$d = v3_q$q;
        l3_q$d = l3_q$q;
        t3_q$d = t3_q$q;
        sum_q$d = sum_q$q;
        skid$clock = clock;
        skid$reset = reset;
        am_zext$x = in_data[(32'h20)+:(16)];
        e_zext$x = in_data[(32'h30)+:(5)];
        m_zext$x = in_data[(32'h35)+:(15)];
        s_zext$x = in_data[(32'h44)+:(6)];
        mul1$a = in_data[(32'h0)+:(32)];
        mul1$b = am_zext$y;
        mul2$a = p1_q$q;
        mul2$b = m1_q$q;
        rs$x = p2_q$q;
        rs$n = n2_q$q;
        total = sum_q$q + t3_q$q;
        top = total[(32'h1f)+:(33)];
        skid$s_data = total[(32'h0)+:(32)];
        if ((top != zero33) & (top != ones33)) begin
            if (total[32'h3f]) begin
                skid$s_data = sat_min;
            end
            else begin
                skid$s_data = sat_max;
            end
        end
        skid$s_valid = v3_q$q & l3_q$q;
        adv = ~(v3_q$q & l3_q$q) | skid$s_ready;
        in_ready = adv;
        if (adv) begin
            v1_q$d = in_valid;
            l1_q$d = in_last;
            p1_q$d = mul1$p[(32'h0)+:(48)];
            m1_q$d = m_zext$y;
            n1_q$d = s_zext$y - e_zext$y;
            v2_q$d = v1_q$q;
            l2_q$d = l1_q$q;
            p2_q$d = mul2$p;
            n2_q$d = n1_q$q;
            v3_q$d = v2_q$q;
            l3_q$d = l2_q$q;
            t3_q$d = rs$y;
            if (v3_q$q) begin
                if (l3_q$q) begin
                    sum_q$d = zero64;
                end
                else begin
                    sum_q$d = total;
                end
            end
        end
        out_valid = skid$m_valid;
        out_data = skid$m_data;
        skid$m_ready = out_ready;
        if (reset) begin
            v1_q$d = 1'b0;
            v2_q$d = 1'b0;
            v3_q$d = 1'b0;
            sum_q$d = zero64;
        end
    end

endmodule // top

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$rq$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$rq$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$l1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$l1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$l2_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$l2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$l3_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$l3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$m1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$rq$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_requant$rq$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_requant$rq$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$n1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$n2_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$p1_q(d,q,clock);

    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 48'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_requant$rq$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$p2_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$rs(x,n,y);

    // Module arguments
    input wire  [63:0] x;
    input wire  [7:0] n;
    output reg  [63:0] y;

    // Constant declarations
    localparam  zero8 = 8'h0;
    localparam  one8 = 8'h1;
    localparam  c64 = 8'h40;
    localparam  minus64 = 8'hc0;
    localparam  osh = 8'h3f;
    localparam  zero128 = 128'h0;
    localparam  one128 = 128'h1;
    localparam  ones128 = 128'hffffffffffffffffffffffffffffffff;
    localparam  ones_top = 128'h1ffffffffffffffff;
    localparam  sat_max = 64'h7fffffffffffffff;
    localparam  sat_min = 64'h8000000000000000;

    // Stub signals
    reg  [63:0] x_sext$x;
    wire  [127:0] x_sext$y;

    // Local signals
    reg  [127:0] t128;
    reg  [127:0] r128;
    reg  [127:0] top128;
    reg  [7:0] lamt;

    // Sub module instances
    vpu_top_w64$e_requant$rq$rs$x_sext x_sext(
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
        y = r128[(32'h0)+:(64)];
        if ((top128 != zero128) & (top128 != ones_top)) begin
            if (r128[32'h7f]) begin
                y = sat_min;
            end
            else begin
                y = sat_max;
            end
        end
    end

endmodule // vpu_top_w64$e_requant$rq$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_top_w64$e_requant$rq$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$rq$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_top_w64$e_requant$rq$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_top_w64$e_requant$rq$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_top_w64$e_requant$rq$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_top_w64$e_requant$rq$skid$skid_data_q skid_data_q(
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

endmodule // vpu_top_w64$e_requant$rq$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$skid$main_data_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$skid$main_valid_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$skid$skid_valid_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$sum_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$sum_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$t3_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$v1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$v1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$v2_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$v2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$v3_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$v3_q
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
