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
    localparam  c_f_score = 4'h4;
    localparam  c_f_pv = 4'h6;
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
    reg  e_attn$clock /*verilator isolate_assignments*/;
    reg  e_attn$reset /*verilator isolate_assignments*/;
    reg  e_attn$start /*verilator isolate_assignments*/;
    reg  [3:0] e_attn$cfg_funct /*verilator isolate_assignments*/;
    reg  [19:0] e_attn$cfg_a /*verilator isolate_assignments*/;
    reg  [19:0] e_attn$cfg_b /*verilator isolate_assignments*/;
    reg  [19:0] e_attn$cfg_c /*verilator isolate_assignments*/;
    reg  [19:0] e_attn$cfg_d /*verilator isolate_assignments*/;
    reg  [15:0] e_attn$cfg_len /*verilator isolate_assignments*/;
    reg  [15:0] e_attn$cfg_imm /*verilator isolate_assignments*/;
    reg  [23:0] e_attn$cfg_sram_words /*verilator isolate_assignments*/;
    wire  [7:0] e_attn$chk_code;
    wire  e_attn$lda_cmd_valid;
    reg  e_attn$lda_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_attn$lda_cmd_addr;
    wire  [15:0] e_attn$lda_cmd_count;
    wire  [1:0] e_attn$lda_cmd_width;
    wire  e_attn$lda_cmd_signed;
    reg  e_attn$lda_out_valid /*verilator isolate_assignments*/;
    wire  e_attn$lda_out_ready;
    reg  [31:0] e_attn$lda_out_data /*verilator isolate_assignments*/;
    wire  e_attn$ldb_cmd_valid;
    reg  e_attn$ldb_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_attn$ldb_cmd_addr;
    wire  [15:0] e_attn$ldb_cmd_count;
    wire  [1:0] e_attn$ldb_cmd_width;
    wire  e_attn$ldb_cmd_signed;
    reg  e_attn$ldb_out_valid /*verilator isolate_assignments*/;
    wire  e_attn$ldb_out_ready;
    reg  [31:0] e_attn$ldb_out_data /*verilator isolate_assignments*/;
    reg  e_attn$ldb_out_last /*verilator isolate_assignments*/;
    wire  e_attn$st_cmd_valid;
    reg  e_attn$st_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_attn$st_cmd_addr;
    wire  [15:0] e_attn$st_cmd_count;
    wire  [1:0] e_attn$st_cmd_width;
    wire  e_attn$st_in_valid;
    reg  e_attn$st_in_ready /*verilator isolate_assignments*/;
    wire  [63:0] e_attn$st_in_data;
    reg  e_attn$st_done /*verilator isolate_assignments*/;
    wire  e_attn$done;
    wire  e_attn$error;
    wire  [7:0] e_attn$error_code;

    // Local signals
    reg  sel_ew /*verilator isolate_assignments*/;
    reg  sel_attn /*verilator isolate_assignments*/;
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
    vpu_top_w64$e_attn e_attn(
        .clock(e_attn$clock),
        .reset(e_attn$reset),
        .start(e_attn$start),
        .cfg_funct(e_attn$cfg_funct),
        .cfg_a(e_attn$cfg_a),
        .cfg_b(e_attn$cfg_b),
        .cfg_c(e_attn$cfg_c),
        .cfg_d(e_attn$cfg_d),
        .cfg_len(e_attn$cfg_len),
        .cfg_imm(e_attn$cfg_imm),
        .cfg_sram_words(e_attn$cfg_sram_words),
        .chk_code(e_attn$chk_code),
        .lda_cmd_valid(e_attn$lda_cmd_valid),
        .lda_cmd_ready(e_attn$lda_cmd_ready),
        .lda_cmd_addr(e_attn$lda_cmd_addr),
        .lda_cmd_count(e_attn$lda_cmd_count),
        .lda_cmd_width(e_attn$lda_cmd_width),
        .lda_cmd_signed(e_attn$lda_cmd_signed),
        .lda_out_valid(e_attn$lda_out_valid),
        .lda_out_ready(e_attn$lda_out_ready),
        .lda_out_data(e_attn$lda_out_data),
        .ldb_cmd_valid(e_attn$ldb_cmd_valid),
        .ldb_cmd_ready(e_attn$ldb_cmd_ready),
        .ldb_cmd_addr(e_attn$ldb_cmd_addr),
        .ldb_cmd_count(e_attn$ldb_cmd_count),
        .ldb_cmd_width(e_attn$ldb_cmd_width),
        .ldb_cmd_signed(e_attn$ldb_cmd_signed),
        .ldb_out_valid(e_attn$ldb_out_valid),
        .ldb_out_ready(e_attn$ldb_out_ready),
        .ldb_out_data(e_attn$ldb_out_data),
        .ldb_out_last(e_attn$ldb_out_last),
        .st_cmd_valid(e_attn$st_cmd_valid),
        .st_cmd_ready(e_attn$st_cmd_ready),
        .st_cmd_addr(e_attn$st_cmd_addr),
        .st_cmd_count(e_attn$st_cmd_count),
        .st_cmd_width(e_attn$st_cmd_width),
        .st_in_valid(e_attn$st_in_valid),
        .st_in_ready(e_attn$st_in_ready),
        .st_in_data(e_attn$st_in_data),
        .st_done(e_attn$st_done),
        .done(e_attn$done),
        .error(e_attn$error),
        .error_code(e_attn$error_code)
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
        sel_attn = (funct_q$q == c_f_score) | (funct_q$q == c_f_pv);
        sup = sel_ew | sel_attn;
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
        e_attn$clock = clock;
        e_attn$reset = reset;
        e_attn$start = start_q$q & sel_attn;
        e_attn$cfg_funct = funct_q$q;
        e_attn$cfg_a = a_q$q;
        e_attn$cfg_b = b_q$q;
        e_attn$cfg_c = c_q$q;
        e_attn$cfg_d = d_q$q;
        e_attn$cfg_len = len_q$q;
        e_attn$cfg_imm = imm_q$q;
        e_attn$cfg_sram_words = cfg_sram_words;
        e_attn$lda_cmd_ready = lda$cmd_ready & sel_attn;
        e_attn$lda_out_valid = lda$out_valid & sel_attn;
        e_attn$lda_out_data = lda$out_data;
        e_attn$ldb_cmd_ready = ldb$cmd_ready & sel_attn;
        e_attn$ldb_out_valid = ldb$out_valid & sel_attn;
        e_attn$ldb_out_data = ldb$out_data;
        e_attn$ldb_out_last = ldb$out_last;
        e_attn$st_cmd_ready = st$cmd_ready & sel_attn;
        e_attn$st_in_ready = st$in_ready & sel_attn;
        e_attn$st_done = st$done & sel_attn;
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
        if (sel_attn) begin
            chk = e_attn$chk_code;
            e_done = e_attn$done;
            e_error = e_attn$error;
            e_code = e_attn$error_code;
            lda$cmd_valid = e_attn$lda_cmd_valid;
            lda$cmd_addr = e_attn$lda_cmd_addr;
            lda$cmd_count = e_attn$lda_cmd_count;
            lda$cmd_width = e_attn$lda_cmd_width;
            lda$cmd_signed = e_attn$lda_cmd_signed;
            lda$out_ready = e_attn$lda_out_ready;
            ldb$cmd_valid = e_attn$ldb_cmd_valid;
            ldb$cmd_addr = e_attn$ldb_cmd_addr;
            ldb$cmd_count = e_attn$ldb_cmd_count;
            ldb$cmd_width = e_attn$ldb_cmd_width;
            ldb$cmd_signed = e_attn$ldb_cmd_signed;
            ldb$out_ready = e_attn$ldb_out_ready;
            st$cmd_valid = e_attn$st_cmd_valid;
            st$cmd_addr = e_attn$st_cmd_addr;
            st$cmd_count = e_attn$st_cmd_count;
            st$cmd_width = e_attn$st_cmd_width;
            st$in_valid = e_attn$st_in_valid;
            st$in_data = e_attn$st_in_data;
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
module vpu_top_w64$e_attn(clock,reset,start,cfg_funct,cfg_a,cfg_b,cfg_c,cfg_d,cfg_len,cfg_imm,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,ldb_cmd_valid,ldb_cmd_ready,ldb_cmd_addr,ldb_cmd_count,ldb_cmd_width,ldb_cmd_signed,ldb_out_valid,ldb_out_ready,ldb_out_data,ldb_out_last,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [3:0] cfg_funct;
    input wire  [19:0] cfg_a;
    input wire  [19:0] cfg_b;
    // UNUSEDSIGNAL waived: att_scale is the c field's low 16 bits (decode bounds it to 32767); records are read as 16-bit elements
    /* verilator lint_off UNUSEDSIGNAL */
    input wire  [19:0] cfg_c;
    /* verilator lint_on UNUSEDSIGNAL */
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
    output reg  ldb_cmd_valid;
    input wire  ldb_cmd_ready;
    output reg  [19:0] ldb_cmd_addr;
    output reg  [15:0] ldb_cmd_count;
    output reg  [1:0] ldb_cmd_width;
    output reg  ldb_cmd_signed;
    input wire  ldb_out_valid;
    output reg  ldb_out_ready;
    // UNUSEDSIGNAL waived: att_scale is the c field's low 16 bits (decode bounds it to 32767); records are read as 16-bit elements
    /* verilator lint_off UNUSEDSIGNAL */
    input wire  [31:0] ldb_out_data;
    /* verilator lint_on UNUSEDSIGNAL */
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
    localparam  c_f_score = 4'h4;
    localparam  c_max_len = 16'h200;
    localparam  c_max_head = 16'h40;
    localparam  c_z16 = 16'h0;
    localparam  c_rec_round = 24'hb;
    localparam  c_round = 24'h7;
    localparam  c_lwb = 24'h3;
    localparam  c_le16 = 24'h2;
    localparam  c_one24 = 24'h1;
    localparam  c_two24 = 24'h2;
    localparam  c_w16 = 2'b1;
    localparam  c_w32 = 2'b10;
    localparam  c_ok = 8'h0;
    localparam  c_unsup = 8'h27;
    localparam  c_oow = 8'h4;

    // Stub signals
    reg  state_q$d /*verilator isolate_assignments*/;
    wire  state_q$q;
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
    reg  bl_q$d /*verilator isolate_assignments*/;
    wire  bl_q$q;
    reg  bl_q$clock /*verilator isolate_assignments*/;
    reg  sd_q$d /*verilator isolate_assignments*/;
    wire  sd_q$q;
    reg  sd_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  rec$clock /*verilator isolate_assignments*/;
    reg  rec$reset /*verilator isolate_assignments*/;
    reg  [15:0] rec$cfg_head_size /*verilator isolate_assignments*/;
    reg  [15:0] rec$cfg_rec_elems /*verilator isolate_assignments*/;
    reg  [15:0] rec$cfg_len /*verilator isolate_assignments*/;
    reg  rec$in_valid /*verilator isolate_assignments*/;
    wire  rec$in_ready;
    reg  [15:0] rec$in_data /*verilator isolate_assignments*/;
    wire  rec$out_valid;
    reg  rec$out_ready /*verilator isolate_assignments*/;
    wire  [15:0] rec$out_m;
    wire  [4:0] rec$out_e;
    wire  rec$out_end;
    wire  rec$out_last;
    reg  score$clock /*verilator isolate_assignments*/;
    reg  score$reset /*verilator isolate_assignments*/;
    reg  [15:0] score$cfg_head_size /*verilator isolate_assignments*/;
    reg  [15:0] score$cfg_att_scale /*verilator isolate_assignments*/;
    // UNUSEDSIGNAL waived: the engine's check keeps head_size in 1..=64 (cfg_err low); the store counts the results itself
    /* verilator lint_off UNUSEDSIGNAL */
    wire  score$cfg_err;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  score$q_valid /*verilator isolate_assignments*/;
    wire  score$q_ready;
    reg  [31:0] score$q_data /*verilator isolate_assignments*/;
    reg  score$k_valid /*verilator isolate_assignments*/;
    wire  score$k_ready;
    reg  [20:0] score$k_data /*verilator isolate_assignments*/;
    reg  score$k_last /*verilator isolate_assignments*/;
    wire  score$out_valid;
    reg  score$out_ready /*verilator isolate_assignments*/;
    wire  [31:0] score$out_data;
    // UNUSEDSIGNAL waived: the engine's check keeps head_size in 1..=64 (cfg_err low); the store counts the results itself
    /* verilator lint_off UNUSEDSIGNAL */
    wire  score$out_last;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  pv$clock /*verilator isolate_assignments*/;
    reg  pv$reset /*verilator isolate_assignments*/;
    reg  [15:0] pv$cfg_head_size /*verilator isolate_assignments*/;
    // UNUSEDSIGNAL waived: the engine's check keeps head_size in 1..=64 (cfg_err low); the store counts the results itself
    /* verilator lint_off UNUSEDSIGNAL */
    wire  pv$cfg_err;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  pv$in_valid /*verilator isolate_assignments*/;
    wire  pv$in_ready;
    reg  [36:0] pv$in_data /*verilator isolate_assignments*/;
    reg  pv$in_last /*verilator isolate_assignments*/;
    wire  pv$out_valid;
    reg  pv$out_ready /*verilator isolate_assignments*/;
    wire  [31:0] pv$out_data;
    // UNUSEDSIGNAL waived: the engine's check keeps head_size in 1..=64 (cfg_err low); the store counts the results itself
    /* verilator lint_off UNUSEDSIGNAL */
    wire  pv$out_last;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [15:0] zx_hs$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_hs$y;
    reg  [15:0] zx_len$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_len$y;
    reg  [19:0] zx_a$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_a$y;
    reg  [19:0] zx_b$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_b$y;
    reg  [19:0] zx_d$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_d$y;
    reg  [31:0] zx_out$x /*verilator isolate_assignments*/;
    wire  [63:0] zx_out$y;
    reg  [4:0] em$hi /*verilator isolate_assignments*/;
    reg  [15:0] em$lo /*verilator isolate_assignments*/;
    wire  [20:0] em$y;
    reg  [15:0] pem$hi /*verilator isolate_assignments*/;
    reg  [20:0] pem$lo /*verilator isolate_assignments*/;
    wire  [36:0] pem$y;

    // Local signals
    reg  is_score /*verilator isolate_assignments*/;
    reg  run /*verilator isolate_assignments*/;
    reg  [23:0] hs24 /*verilator isolate_assignments*/;
    reg  [23:0] rw /*verilator isolate_assignments*/;
    reg  [23:0] hw /*verilator isolate_assignments*/;
    reg  [23:0] lw32 /*verilator isolate_assignments*/;
    reg  [23:0] lw16 /*verilator isolate_assignments*/;
    // UNUSEDSIGNAL waived: len * rw < 2^14 and its 16-bit element count < 2^16 whenever the check passes (len <= 512, head_size <= 64)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [31:0] recw32 /*verilator isolate_assignments*/;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [23:0] recw /*verilator isolate_assignments*/;
    // UNUSEDSIGNAL waived: len * rw < 2^14 and its 16-bit element count < 2^16 whenever the check passes (len <= 512, head_size <= 64)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [23:0] relems /*verilator isolate_assignments*/;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: len * rw < 2^14 and its 16-bit element count < 2^16 whenever the check passes (len <= 512, head_size <= 64)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [23:0] lbn /*verilator isolate_assignments*/;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [23:0] end_a /*verilator isolate_assignments*/;
    reg  [23:0] end_b /*verilator isolate_assignments*/;
    reg  [23:0] end_d /*verilator isolate_assignments*/;
    reg  both /*verilator isolate_assignments*/;

    // Sub module instances
    vpu_top_w64$e_attn$state_q state_q(
        .d(state_q$d),
        .q(state_q$q),
        .clock(state_q$clock)
    );
    vpu_top_w64$e_attn$sa_q sa_q(
        .d(sa_q$d),
        .q(sa_q$q),
        .clock(sa_q$clock)
    );
    vpu_top_w64$e_attn$sb_q sb_q(
        .d(sb_q$d),
        .q(sb_q$q),
        .clock(sb_q$clock)
    );
    vpu_top_w64$e_attn$ss_q ss_q(
        .d(ss_q$d),
        .q(ss_q$q),
        .clock(ss_q$clock)
    );
    vpu_top_w64$e_attn$bl_q bl_q(
        .d(bl_q$d),
        .q(bl_q$q),
        .clock(bl_q$clock)
    );
    vpu_top_w64$e_attn$sd_q sd_q(
        .d(sd_q$d),
        .q(sd_q$q),
        .clock(sd_q$clock)
    );
    vpu_top_w64$e_attn$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_top_w64$e_attn$rec rec(
        .clock(rec$clock),
        .reset(rec$reset),
        .cfg_head_size(rec$cfg_head_size),
        .cfg_rec_elems(rec$cfg_rec_elems),
        .cfg_len(rec$cfg_len),
        .in_valid(rec$in_valid),
        .in_ready(rec$in_ready),
        .in_data(rec$in_data),
        .out_valid(rec$out_valid),
        .out_ready(rec$out_ready),
        .out_m(rec$out_m),
        .out_e(rec$out_e),
        .out_end(rec$out_end),
        .out_last(rec$out_last)
    );
    vpu_top_w64$e_attn$score score(
        .clock(score$clock),
        .reset(score$reset),
        .cfg_head_size(score$cfg_head_size),
        .cfg_att_scale(score$cfg_att_scale),
        .cfg_err(score$cfg_err),
        .q_valid(score$q_valid),
        .q_ready(score$q_ready),
        .q_data(score$q_data),
        .k_valid(score$k_valid),
        .k_ready(score$k_ready),
        .k_data(score$k_data),
        .k_last(score$k_last),
        .out_valid(score$out_valid),
        .out_ready(score$out_ready),
        .out_data(score$out_data),
        .out_last(score$out_last)
    );
    vpu_top_w64$e_attn$pv pv(
        .clock(pv$clock),
        .reset(pv$reset),
        .cfg_head_size(pv$cfg_head_size),
        .cfg_err(pv$cfg_err),
        .in_valid(pv$in_valid),
        .in_ready(pv$in_ready),
        .in_data(pv$in_data),
        .in_last(pv$in_last),
        .out_valid(pv$out_valid),
        .out_ready(pv$out_ready),
        .out_data(pv$out_data),
        .out_last(pv$out_last)
    );
    vpu_top_w64$e_attn$zx_hs zx_hs(
        .x(zx_hs$x),
        .y(zx_hs$y)
    );
    vpu_top_w64$e_attn$zx_len zx_len(
        .x(zx_len$x),
        .y(zx_len$y)
    );
    vpu_top_w64$e_attn$zx_a zx_a(
        .x(zx_a$x),
        .y(zx_a$y)
    );
    vpu_top_w64$e_attn$zx_b zx_b(
        .x(zx_b$x),
        .y(zx_b$y)
    );
    vpu_top_w64$e_attn$zx_d zx_d(
        .x(zx_d$x),
        .y(zx_d$y)
    );
    vpu_top_w64$e_attn$zx_out zx_out(
        .x(zx_out$x),
        .y(zx_out$y)
    );
    vpu_top_w64$e_attn$em em(
        .hi(em$hi),
        .lo(em$lo),
        .y(em$y)
    );
    vpu_top_w64$e_attn$pem pem(
        .hi(pem$hi),
        .lo(pem$lo),
        .y(pem$y)
    );

    // Update code
    always @(*) begin
        state_q$clock = clock;
        sa_q$clock = clock;
        sb_q$clock = clock;
        ss_q$clock = clock;
        bl_q$clock = clock;
        sd_q$clock = clock;
        done_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        sb_q$d = sb_q$q;
        ss_q$d = ss_q$q;
        bl_q$d = bl_q$q;
        sd_q$d = sd_q$q;
        done_q$d = done_q$q;
        rec$clock = clock;
        score$clock = clock;
        pv$clock = clock;
        rec$reset = reset;
        score$reset = reset;
        pv$reset = reset;
        is_score = cfg_funct == c_f_score;
        run = state_q$q;
        zx_hs$x = cfg_imm;
        hs24 = zx_hs$y;
        zx_len$x = cfg_len;
        rw = ((hs24 << c_one24) + c_rec_round) >> c_lwb;
        hw = ((hs24 << c_two24) + c_round) >> c_lwb;
        lw32 = ((zx_len$y << c_two24) + c_round) >> c_lwb;
        lw16 = ((zx_len$y << c_one24) + c_round) >> c_lwb;
        recw32 = cfg_len * rw[(32'h0)+:(16)];
        recw = recw32[(32'h0)+:(24)];
        zx_a$x = cfg_a;
        zx_b$x = cfg_b;
        zx_d$x = cfg_d;
        end_b = zx_b$y + recw;
        if (is_score) begin
            end_a = zx_a$y + hw;
            end_d = zx_d$y + lw32;
        end
        else begin
            end_a = zx_a$y + lw16;
            end_d = zx_d$y + hw;
        end
        chk_code = c_ok;
        if ((cfg_len > c_max_len) | (cfg_imm > c_max_head) | (cfg_len == c_z16) | (cfg_imm == c_z16)) begin
            chk_code = c_unsup;
        end
        else if ((end_a > cfg_sram_words) | (end_b > cfg_sram_words) | (end_d > cfg_sram_words)) begin
            chk_code = c_oow;
        end
        done_q$d = 1'b0;
        if (start) begin
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            bl_q$d = 1'b0;
            sd_q$d = 1'b0;
            state_q$d = 1'b1;
        end
        score$cfg_head_size = cfg_imm;
        score$cfg_att_scale = cfg_c[(32'h0)+:(16)];
        pv$cfg_head_size = cfg_imm;
        rec$cfg_head_size = cfg_imm;
        relems = rw << c_le16;
        rec$cfg_rec_elems = relems[(32'h0)+:(16)];
        rec$cfg_len = cfg_len;
        lda_cmd_valid = run & ~sa_q$q;
        lda_cmd_addr = cfg_a;
        if (is_score) begin
            lda_cmd_count = cfg_imm;
            lda_cmd_width = c_w32;
            lda_cmd_signed = 1'b1;
            st_cmd_count = cfg_len;
        end
        else begin
            lda_cmd_count = cfg_len;
            lda_cmd_width = c_w16;
            lda_cmd_signed = 1'b0;
            st_cmd_count = cfg_imm;
        end
        ldb_cmd_valid = run & ~sb_q$q;
        ldb_cmd_addr = cfg_b;
        lbn = recw << c_le16;
        ldb_cmd_count = lbn[(32'h0)+:(16)];
        ldb_cmd_width = c_w16;
        ldb_cmd_signed = 1'b0;
        st_cmd_valid = run & ~ss_q$q;
        st_cmd_addr = cfg_d;
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
        rec$in_valid = run & ldb_out_valid;
        rec$in_data = ldb_out_data[(32'h0)+:(16)];
        ldb_out_ready = run & rec$in_ready;
        em$hi = rec$out_e;
        em$lo = rec$out_m;
        pem$hi = lda_out_data[(32'h0)+:(16)];
        pem$lo = em$y;
        score$q_valid = run & is_score & lda_out_valid;
        score$q_data = lda_out_data;
        score$k_valid = run & is_score & rec$out_valid;
        score$k_data = em$y;
        score$k_last = rec$out_last;
        both = run & ~is_score & rec$out_valid & lda_out_valid;
        pv$in_valid = both;
        pv$in_data = pem$y;
        pv$in_last = rec$out_last;
        if (is_score) begin
            lda_out_ready = run & score$q_ready;
            rec$out_ready = run & score$k_ready;
            st_in_valid = score$out_valid;
            zx_out$x = score$out_data;
        end
        else begin
            lda_out_ready = run & pv$in_ready & rec$out_valid & rec$out_end;
            rec$out_ready = run & pv$in_ready & lda_out_valid;
            st_in_valid = pv$out_valid;
            zx_out$x = pv$out_data;
        end
        st_in_data = zx_out$y;
        score$out_ready = st_in_ready & is_score;
        pv$out_ready = st_in_ready & ~is_score;
        if (run & ldb_out_valid & rec$in_ready & ldb_out_last) begin
            bl_q$d = 1'b1;
        end
        if (run & st_done) begin
            sd_q$d = 1'b1;
        end
        if (run & bl_q$q & sd_q$q) begin
            done_q$d = 1'b1;
            state_q$d = 1'b0;
            bl_q$d = 1'b0;
            sd_q$d = 1'b0;
        end
        done = done_q$q;
        error = 1'b0;
        error_code = c_ok;
        if (reset) begin
            state_q$d = 1'b0;
            done_q$d = 1'b0;
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            bl_q$d = 1'b0;
            sd_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_attn
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$bl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$bl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$done_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$done_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$em(hi,lo,y);

    // Module arguments
    input wire  [4:0] hi;
    input wire  [15:0] lo;
    output wire  [20:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_attn$em
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pem(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [20:0] lo;
    output wire  [36:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_attn$pem
/* verilator lint_on DECLFILENAME */













// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.



// v-- Setting output parameters to net type for wrapped code.




























// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec(clock,reset,cfg_head_size,cfg_rec_elems,cfg_len,in_valid,in_ready,in_data,out_valid,out_ready,out_m,out_e,out_end,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] cfg_head_size;
    input wire  [15:0] cfg_rec_elems;
    input wire  [15:0] cfg_len;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [15:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [15:0] out_m;
    output reg  [4:0] out_e;
    output reg  out_end;
    output reg  out_last;

    // Constant declarations
    localparam  c_zero16 = 16'h0;
    localparam  c_one16 = 16'h1;
    localparam  c_zero_ab = 7'b0;
    localparam  c_one_ab = 7'b1;
    localparam  c_bank1 = 7'b1000000;

    // Stub signals
    reg  ram$clock;
    reg  ram$we;
    reg  [6:0] ram$waddr;
    reg  [15:0] ram$wdata;
    reg  [6:0] ram$raddr;
    wire  [15:0] ram$rdata;
    reg  [15:0] widx_q$d;
    wire  [15:0] widx_q$q;
    reg  widx_q$clock;
    reg  [15:0] rcnt_q$d;
    wire  [15:0] rcnt_q$q;
    reg  rcnt_q$clock;
    reg  wbank_q$d;
    wire  wbank_q$q;
    reg  wbank_q$clock;
    reg  [6:0] waddr_q$d;
    wire  [6:0] waddr_q$q;
    reg  waddr_q$clock;
    reg  full0_q$d;
    wire  full0_q$q;
    reg  full0_q$clock;
    reg  full1_q$d;
    wire  full1_q$q;
    reg  full1_q$clock;
    reg  [4:0] e0_q$d;
    wire  [4:0] e0_q$q;
    reg  e0_q$clock;
    reg  [4:0] e1_q$d;
    wire  [4:0] e1_q$q;
    reg  e1_q$clock;
    reg  l0_q$d;
    wire  l0_q$q;
    reg  l0_q$clock;
    reg  l1_q$d;
    wire  l1_q$q;
    reg  l1_q$clock;
    reg  [6:0] raddr_q$d;
    wire  [6:0] raddr_q$q;
    reg  raddr_q$clock;
    reg  pend_q$d;
    wire  pend_q$q;
    reg  pend_q$clock;
    reg  [4:0] pend_e_q$d;
    wire  [4:0] pend_e_q$q;
    reg  pend_e_q$clock;
    reg  pend_end_q$d;
    wire  pend_end_q$q;
    reg  pend_end_q$clock;
    reg  pend_last_q$d;
    wire  pend_last_q$q;
    reg  pend_last_q$clock;
    reg  outv_q$d;
    wire  outv_q$q;
    reg  outv_q$clock;
    reg  [15:0] outm_q$d;
    wire  [15:0] outm_q$q;
    reg  outm_q$clock;
    reg  [4:0] oute_q$d;
    wire  [4:0] oute_q$q;
    reg  oute_q$clock;
    reg  outn_q$d;
    wire  outn_q$q;
    reg  outn_q$clock;
    reg  outl_q$d;
    wire  outl_q$q;
    reg  outl_q$clock;
    reg  skv_q$d;
    wire  skv_q$q;
    reg  skv_q$clock;
    reg  [15:0] skm_q$d;
    wire  [15:0] skm_q$q;
    reg  skm_q$clock;
    reg  [4:0] ske_q$d;
    wire  [4:0] ske_q$q;
    reg  ske_q$clock;
    reg  skn_q$d;
    wire  skn_q$q;
    reg  skn_q$clock;
    reg  skl_q$d;
    wire  skl_q$q;
    reg  skl_q$clock;
    reg  [5:0] zx_ridx$x;
    wire  [15:0] zx_ridx$y;

    // Local signals
    reg  wfull;
    reg  is_m;
    reg  is_e;
    reg  in_fire;
    reg  rec_end;
    reg  rec_last;
    reg  rfull;
    reg  [4:0] re;
    reg  rl;
    reg  issue;
    reg  issue_last;

    // Sub module instances
    vpu_top_w64$e_attn$rec$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_top_w64$e_attn$rec$widx_q widx_q(
        .d(widx_q$d),
        .q(widx_q$q),
        .clock(widx_q$clock)
    );
    vpu_top_w64$e_attn$rec$rcnt_q rcnt_q(
        .d(rcnt_q$d),
        .q(rcnt_q$q),
        .clock(rcnt_q$clock)
    );
    vpu_top_w64$e_attn$rec$wbank_q wbank_q(
        .d(wbank_q$d),
        .q(wbank_q$q),
        .clock(wbank_q$clock)
    );
    vpu_top_w64$e_attn$rec$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_top_w64$e_attn$rec$full0_q full0_q(
        .d(full0_q$d),
        .q(full0_q$q),
        .clock(full0_q$clock)
    );
    vpu_top_w64$e_attn$rec$full1_q full1_q(
        .d(full1_q$d),
        .q(full1_q$q),
        .clock(full1_q$clock)
    );
    vpu_top_w64$e_attn$rec$e0_q e0_q(
        .d(e0_q$d),
        .q(e0_q$q),
        .clock(e0_q$clock)
    );
    vpu_top_w64$e_attn$rec$e1_q e1_q(
        .d(e1_q$d),
        .q(e1_q$q),
        .clock(e1_q$clock)
    );
    vpu_top_w64$e_attn$rec$l0_q l0_q(
        .d(l0_q$d),
        .q(l0_q$q),
        .clock(l0_q$clock)
    );
    vpu_top_w64$e_attn$rec$l1_q l1_q(
        .d(l1_q$d),
        .q(l1_q$q),
        .clock(l1_q$clock)
    );
    vpu_top_w64$e_attn$rec$raddr_q raddr_q(
        .d(raddr_q$d),
        .q(raddr_q$q),
        .clock(raddr_q$clock)
    );
    vpu_top_w64$e_attn$rec$pend_q pend_q(
        .d(pend_q$d),
        .q(pend_q$q),
        .clock(pend_q$clock)
    );
    vpu_top_w64$e_attn$rec$pend_e_q pend_e_q(
        .d(pend_e_q$d),
        .q(pend_e_q$q),
        .clock(pend_e_q$clock)
    );
    vpu_top_w64$e_attn$rec$pend_end_q pend_end_q(
        .d(pend_end_q$d),
        .q(pend_end_q$q),
        .clock(pend_end_q$clock)
    );
    vpu_top_w64$e_attn$rec$pend_last_q pend_last_q(
        .d(pend_last_q$d),
        .q(pend_last_q$q),
        .clock(pend_last_q$clock)
    );
    vpu_top_w64$e_attn$rec$outv_q outv_q(
        .d(outv_q$d),
        .q(outv_q$q),
        .clock(outv_q$clock)
    );
    vpu_top_w64$e_attn$rec$outm_q outm_q(
        .d(outm_q$d),
        .q(outm_q$q),
        .clock(outm_q$clock)
    );
    vpu_top_w64$e_attn$rec$oute_q oute_q(
        .d(oute_q$d),
        .q(oute_q$q),
        .clock(oute_q$clock)
    );
    vpu_top_w64$e_attn$rec$outn_q outn_q(
        .d(outn_q$d),
        .q(outn_q$q),
        .clock(outn_q$clock)
    );
    vpu_top_w64$e_attn$rec$outl_q outl_q(
        .d(outl_q$d),
        .q(outl_q$q),
        .clock(outl_q$clock)
    );
    vpu_top_w64$e_attn$rec$skv_q skv_q(
        .d(skv_q$d),
        .q(skv_q$q),
        .clock(skv_q$clock)
    );
    vpu_top_w64$e_attn$rec$skm_q skm_q(
        .d(skm_q$d),
        .q(skm_q$q),
        .clock(skm_q$clock)
    );
    vpu_top_w64$e_attn$rec$ske_q ske_q(
        .d(ske_q$d),
        .q(ske_q$q),
        .clock(ske_q$clock)
    );
    vpu_top_w64$e_attn$rec$skn_q skn_q(
        .d(skn_q$d),
        .q(skn_q$q),
        .clock(skn_q$clock)
    );
    vpu_top_w64$e_attn$rec$skl_q skl_q(
        .d(skl_q$d),
        .q(skl_q$q),
        .clock(skl_q$clock)
    );
    vpu_top_w64$e_attn$rec$zx_ridx zx_ridx(
        .x(zx_ridx$x),
        .y(zx_ridx$y)
    );

    // Update code
    always @(*) begin
        widx_q$clock = clock;
        rcnt_q$clock = clock;
        wbank_q$clock = clock;
        waddr_q$clock = clock;
        full0_q$clock = clock;
        full1_q$clock = clock;
        e0_q$clock = clock;
        e1_q$clock = clock;
        l0_q$clock = clock;
        l1_q$clock = clock;
        raddr_q$clock = clock;
        pend_q$clock = clock;
        pend_e_q$clock = clock;
        pend_end_q$clock = clock;
        pend_last_q$clock = clock;
        outv_q$clock = clock;
        outm_q$clock = clock;
        oute_q$clock = clock;
        outn_q$clock = clock;
        outl_q$clock = clock;
        skv_q$clock = clock;
        skm_q$clock = clock;
        ske_q$clock = clock;
        skn_q$clock = clock;
        skl_q$clock = clock;
        widx_q$d = widx_q$q;
        rcnt_q$d = rcnt_q$q;
        wbank_q$d = wbank_q$q;
        waddr_q$d = waddr_q$q;
        full0_q$d = full0_q$q;
        full1_q$d = full1_q$q;
        e0_q$d = e0_q$q;
        e1_q$d = e1_q$q;
        l0_q$d = l0_q$q;
        l1_q$d = l1_q$q;
        raddr_q$d = raddr_q$q;
        pend_q$d = pend_q$q;
        pend_e_q$d = pend_e_q$q;
        pend_end_q$d = pend_end_q$q;
        pend_last_q$d = pend_last_q$q;
        outv_q$d = outv_q$q;
        outm_q$d = outm_q$q;
        oute_q$d = oute_q$q;
        outn_q$d = outn_q$q;
        outl_q$d = outl_q$q;
        skv_q$d = skv_q$q;
        skm_q$d = skm_q$q;
        ske_q$d = ske_q$q;
        skn_q$d = skn_q$q;
        skl_q$d = skl_q$q;
        ram$clock = clock;
        wfull = full0_q$q;
        if (wbank_q$q) begin
            wfull = full1_q$q;
        end
        is_m = widx_q$q < cfg_head_size;
        is_e = widx_q$q == cfg_head_size;
        in_ready = ~(wfull & (is_m | is_e));
        in_fire = in_valid & ~(wfull & (is_m | is_e));
        rec_end = widx_q$q == (cfg_rec_elems - c_one16);
        rec_last = rcnt_q$q == (cfg_len - c_one16);
        ram$we = in_fire & is_m;
        ram$waddr = waddr_q$q;
        ram$wdata = in_data;
        if (in_fire) begin
            widx_q$d = widx_q$q + c_one16;
            if (is_m) begin
                waddr_q$d = waddr_q$q + c_one_ab;
            end
            if (is_e) begin
                if (wbank_q$q) begin
                    full1_q$d = 1'b1;
                    e1_q$d = in_data[(32'h0)+:(5)];
                    l1_q$d = rec_last;
                    waddr_q$d = c_zero_ab;
                end
                else begin
                    full0_q$d = 1'b1;
                    e0_q$d = in_data[(32'h0)+:(5)];
                    l0_q$d = rec_last;
                    waddr_q$d = c_bank1;
                end
                wbank_q$d = ~wbank_q$q;
            end
            if (rec_end) begin
                widx_q$d = c_zero16;
                rcnt_q$d = rcnt_q$q + c_one16;
                if (rec_last) begin
                    rcnt_q$d = c_zero16;
                end
            end
        end
        rfull = full0_q$q;
        re = e0_q$q;
        rl = l0_q$q;
        if (raddr_q$q >= c_bank1) begin
            rfull = full1_q$q;
            re = e1_q$q;
            rl = l1_q$q;
        end
        issue = rfull & (~outv_q$q | out_ready | (~skv_q$q & ~pend_q$q));
        zx_ridx$x = raddr_q$q[(32'h0)+:(6)];
        issue_last = (zx_ridx$y + c_one16) == cfg_head_size;
        ram$raddr = raddr_q$q;
        pend_q$d = issue;
        if (issue) begin
            pend_e_q$d = re;
            pend_end_q$d = issue_last;
            pend_last_q$d = rl;
            if (issue_last) begin
                if (raddr_q$q >= c_bank1) begin
                    full1_q$d = 1'b0;
                    raddr_q$d = c_zero_ab;
                end
                else begin
                    full0_q$d = 1'b0;
                    raddr_q$d = c_bank1;
                end
            end
            else begin
                raddr_q$d = raddr_q$q + c_one_ab;
            end
        end
        if (~outv_q$q | out_ready) begin
            if (skv_q$q) begin
                outv_q$d = 1'b1;
                outm_q$d = skm_q$q;
                oute_q$d = ske_q$q;
                outn_q$d = skn_q$q;
                outl_q$d = skl_q$q;
                skv_q$d = pend_q$q;
                skm_q$d = ram$rdata;
                ske_q$d = pend_e_q$q;
                skn_q$d = pend_end_q$q;
                skl_q$d = pend_last_q$q;
            end
            else begin
                outv_q$d = pend_q$q;
                outm_q$d = ram$rdata;
                oute_q$d = pend_e_q$q;
                outn_q$d = pend_end_q$q;
                outl_q$d = pend_last_q$q;
            end
        end
        else if (pend_q$q) begin
            skv_q$d = 1'b1;
            skm_q$d = ram$rdata;
            ske_q$d = pend_e_q$q;
            skn_q$d = pend_end_q$q;
            skl_q$d = pend_last_q$q;
        end
        out_valid = outv_q$q;
        out_m = outm_q$q;
        out_e = oute_q$q;
        out_end = outn_q$q;
        out_last = outl_q$q;
        if (reset) begin
            widx_q$d = c_zero16;
            rcnt_q$d = c_zero16;
            wbank_q$d = 1'b0;
            waddr_q$d = c_zero_ab;
            raddr_q$d = c_zero_ab;
            full0_q$d = 1'b0;
            full1_q$d = 1'b0;
            pend_q$d = 1'b0;
            outv_q$d = 1'b0;
            skv_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_attn$rec
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$e0_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$e0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$e1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$e1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$full0_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$full0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$full1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$full1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$l0_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$l0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$l1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$l1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$oute_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$oute_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$outl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$outl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$outm_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$outm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$outn_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$outn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$outv_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$outv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$pend_e_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$pend_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$pend_end_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$pend_end_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$pend_last_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$pend_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$pend_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$pend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$raddr_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$raddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [6:0] waddr;
    input wire  [15:0] wdata;
    input wire  [6:0] raddr;
    output reg  [15:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [15:0] mem [0:127];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_top_w64$e_attn$rec$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$rcnt_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$rcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$ske_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$ske_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$skl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$skl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$skm_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$skm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$skn_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$skn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$skv_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$skv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$waddr_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$waddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$wbank_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$wbank_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$widx_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$widx_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$rec$zx_ridx(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{10{1'b0}}, x};
endmodule // vpu_top_w64$e_attn$rec$zx_ridx
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$sa_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$sa_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$sb_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$sb_q
/* verilator lint_on DECLFILENAME */





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
module vpu_top_w64$e_attn$sd_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$sd_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$ss_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$ss_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$state_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$state_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$zx_a(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_attn$zx_a
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$zx_b(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_attn$zx_b
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$zx_d(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_attn$zx_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$zx_hs(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{8{1'b0}}, x};
endmodule // vpu_top_w64$e_attn$zx_hs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$zx_len(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{8{1'b0}}, x};
endmodule // vpu_top_w64$e_attn$zx_len
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$zx_out(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{32{1'b0}}, x};
endmodule // vpu_top_w64$e_attn$zx_out
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
// Instance `e_attn$score`: the standalone module `vpu_score_h64`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_attn$score(clock,reset,cfg_head_size,cfg_att_scale,cfg_err,q_valid,q_ready,q_data,k_valid,k_ready,k_data,k_last,out_valid,out_ready,out_data,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] cfg_head_size;
    input wire  [15:0] cfg_att_scale;
    output reg  cfg_err;
    input wire  q_valid;
    output reg  q_ready;
    input wire  [31:0] q_data;
    input wire  k_valid;
    output reg  k_ready;
    input wire  [20:0] k_data;
    input wire  k_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;
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
    localparam  c_zero5 = 5'b0;
    localparam  c_one5 = 5'b1;
    localparam  c_zero1 = 1'b0;
    localparam  c_one1 = 1'b1;
    localparam  c_zero16 = 16'h0;
    localparam  c_one16 = 16'h1;
    localparam  c_cap16 = 16'h40;
    localparam  c_zero32 = 32'h0;
    localparam  c_one33 = 33'h1;
    localparam  c_ones33 = 33'h1ffffffff;
    localparam  c_ones_top33 = 33'h3ffff;
    localparam  c_sh15 = 5'b1111;
    localparam  c_max16 = 16'h7fff;
    localparam  c_min16 = 16'h8000;
    localparam  c_48 = 6'b110000;
    localparam  c_zero6 = 6'b0;
    localparam  c_one6 = 6'b1;
    localparam  c_sh17 = 6'b10001;
    localparam  c_sh31 = 6'b11111;
    localparam  c_one74 = 74'h1;
    localparam  c_zero74 = 74'h0;
    localparam  c_ones74 = 74'h3ffffffffffffffffff;
    localparam  c_ones_top74 = 74'h7ffffffffff;
    localparam  c_max32 = 32'h7fffffff;
    localparam  c_min32 = 32'h80000000;

    // Stub signals
    reg  ram$clock;
    reg  ram$we;
    reg  [5:0] ram$waddr;
    reg  [31:0] ram$wdata;
    reg  [5:0] ram$raddr;
    wire  [31:0] ram$rdata;
    reg  [31:0] x_sext$x;
    wire  [32:0] x_sext$y;
    reg  [15:0] mul1$a;
    reg  [15:0] mul1$b;
    wire  [31:0] mul1$p;
    reg  [31:0] prod_sext$x;
    wire  [39:0] prod_sext$y;
    reg  [39:0] mul2$a;
    reg  [15:0] mul2$b;
    wire  [55:0] mul2$p;
    reg  [55:0] p56_sext$x;
    wire  [73:0] p56_sext$y;
    reg  [4:0] ek_zext$x;
    wire  [5:0] ek_zext$y;
    reg  [4:0] eq_zext$x;
    wire  [5:0] eq_zext$y;
    reg  ocat$hi;
    reg  [31:0] ocat$lo;
    wire  [32:0] ocat$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [32:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [32:0] skid$m_data;
    reg  ph_q$d;
    wire  ph_q$q;
    reg  ph_q$clock;
    reg  [15:0] qidx_q$d;
    wire  [15:0] qidx_q$q;
    reg  qidx_q$clock;
    reg  [15:0] kidx_q$d;
    wire  [15:0] kidx_q$q;
    reg  kidx_q$clock;
    reg  [31:0] or_q$d;
    wire  [31:0] or_q$q;
    reg  or_q$clock;
    reg  [4:0] eq_q$d;
    wire  [4:0] eq_q$q;
    reg  eq_q$clock;
    reg  s1v_q$d;
    wire  s1v_q$q;
    reg  s1v_q$clock;
    reg  [15:0] s1km_q$d;
    wire  [15:0] s1km_q$q;
    reg  s1km_q$clock;
    reg  [4:0] s1ek_q$d;
    wire  [4:0] s1ek_q$q;
    reg  s1ek_q$clock;
    reg  [5:0] s1idx_q$d;
    wire  [5:0] s1idx_q$q;
    reg  s1idx_q$clock;
    reg  s1first_q$d;
    wire  s1first_q$q;
    reg  s1first_q$clock;
    reg  s1end_q$d;
    wire  s1end_q$q;
    reg  s1end_q$clock;
    reg  s1last_q$d;
    wire  s1last_q$q;
    reg  s1last_q$clock;
    reg  s2v_q$d;
    wire  s2v_q$q;
    reg  s2v_q$clock;
    reg  [31:0] s2prod_q$d;
    wire  [31:0] s2prod_q$q;
    reg  s2prod_q$clock;
    reg  [5:0] s2k_q$d;
    wire  [5:0] s2k_q$q;
    reg  s2k_q$clock;
    reg  s2first_q$d;
    wire  s2first_q$q;
    reg  s2first_q$clock;
    reg  s2end_q$d;
    wire  s2end_q$q;
    reg  s2end_q$clock;
    reg  s2last_q$d;
    wire  s2last_q$q;
    reg  s2last_q$clock;
    reg  [39:0] acc_q$d;
    wire  [39:0] acc_q$q;
    reg  acc_q$clock;
    reg  s3v_q$d;
    wire  s3v_q$q;
    reg  s3v_q$clock;
    reg  [39:0] s3dot_q$d;
    wire  [39:0] s3dot_q$q;
    reg  s3dot_q$clock;
    reg  [5:0] s3k_q$d;
    wire  [5:0] s3k_q$q;
    reg  s3k_q$clock;
    reg  s3last_q$d;
    wire  s3last_q$q;
    reg  s3last_q$clock;
    reg  s4v_q$d;
    wire  s4v_q$q;
    reg  s4v_q$clock;
    reg  [55:0] s4prod_q$d;
    wire  [55:0] s4prod_q$q;
    reg  s4prod_q$clock;
    reg  [5:0] s4k_q$d;
    wire  [5:0] s4k_q$q;
    reg  s4k_q$clock;
    reg  s4last_q$d;
    wire  s4last_q$q;
    reg  s4last_q$clock;

    // Local signals
    reg  err;
    reg  adv;
    reg  [15:0] hs_m1;
    reg  q_fire;
    reg  k_fire;
    reg  [31:0] absv;
    reg  [31:0] or_all;
    reg  [16:0] or_hi;
    reg  [4:0] e_new;
    reg  [32:0] t33;
    reg  [32:0] r33;
    reg  [32:0] top33;
    reg  [15:0] qm;
    reg  [39:0] acc_new;
    reg  [73:0] w74;
    reg  [73:0] t74;
    reg  [73:0] r74;
    reg  [73:0] top74;
    reg  [31:0] sc32;
    reg  last1;

    // Sub module instances
    vpu_top_w64$e_attn$score$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_top_w64$e_attn$score$x_sext x_sext(
        .x(x_sext$x),
        .y(x_sext$y)
    );
    vpu_top_w64$e_attn$score$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    vpu_top_w64$e_attn$score$prod_sext prod_sext(
        .x(prod_sext$x),
        .y(prod_sext$y)
    );
    vpu_top_w64$e_attn$score$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    vpu_top_w64$e_attn$score$p56_sext p56_sext(
        .x(p56_sext$x),
        .y(p56_sext$y)
    );
    vpu_top_w64$e_attn$score$ek_zext ek_zext(
        .x(ek_zext$x),
        .y(ek_zext$y)
    );
    vpu_top_w64$e_attn$score$eq_zext eq_zext(
        .x(eq_zext$x),
        .y(eq_zext$y)
    );
    vpu_top_w64$e_attn$score$ocat ocat(
        .hi(ocat$hi),
        .lo(ocat$lo),
        .y(ocat$y)
    );
    vpu_top_w64$e_attn$score$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );
    vpu_top_w64$e_attn$score$ph_q ph_q(
        .d(ph_q$d),
        .q(ph_q$q),
        .clock(ph_q$clock)
    );
    vpu_top_w64$e_attn$score$qidx_q qidx_q(
        .d(qidx_q$d),
        .q(qidx_q$q),
        .clock(qidx_q$clock)
    );
    vpu_top_w64$e_attn$score$kidx_q kidx_q(
        .d(kidx_q$d),
        .q(kidx_q$q),
        .clock(kidx_q$clock)
    );
    vpu_top_w64$e_attn$score$or_q or_q(
        .d(or_q$d),
        .q(or_q$q),
        .clock(or_q$clock)
    );
    vpu_top_w64$e_attn$score$eq_q eq_q(
        .d(eq_q$d),
        .q(eq_q$q),
        .clock(eq_q$clock)
    );
    vpu_top_w64$e_attn$score$s1v_q s1v_q(
        .d(s1v_q$d),
        .q(s1v_q$q),
        .clock(s1v_q$clock)
    );
    vpu_top_w64$e_attn$score$s1km_q s1km_q(
        .d(s1km_q$d),
        .q(s1km_q$q),
        .clock(s1km_q$clock)
    );
    vpu_top_w64$e_attn$score$s1ek_q s1ek_q(
        .d(s1ek_q$d),
        .q(s1ek_q$q),
        .clock(s1ek_q$clock)
    );
    vpu_top_w64$e_attn$score$s1idx_q s1idx_q(
        .d(s1idx_q$d),
        .q(s1idx_q$q),
        .clock(s1idx_q$clock)
    );
    vpu_top_w64$e_attn$score$s1first_q s1first_q(
        .d(s1first_q$d),
        .q(s1first_q$q),
        .clock(s1first_q$clock)
    );
    vpu_top_w64$e_attn$score$s1end_q s1end_q(
        .d(s1end_q$d),
        .q(s1end_q$q),
        .clock(s1end_q$clock)
    );
    vpu_top_w64$e_attn$score$s1last_q s1last_q(
        .d(s1last_q$d),
        .q(s1last_q$q),
        .clock(s1last_q$clock)
    );
    vpu_top_w64$e_attn$score$s2v_q s2v_q(
        .d(s2v_q$d),
        .q(s2v_q$q),
        .clock(s2v_q$clock)
    );
    vpu_top_w64$e_attn$score$s2prod_q s2prod_q(
        .d(s2prod_q$d),
        .q(s2prod_q$q),
        .clock(s2prod_q$clock)
    );
    vpu_top_w64$e_attn$score$s2k_q s2k_q(
        .d(s2k_q$d),
        .q(s2k_q$q),
        .clock(s2k_q$clock)
    );
    vpu_top_w64$e_attn$score$s2first_q s2first_q(
        .d(s2first_q$d),
        .q(s2first_q$q),
        .clock(s2first_q$clock)
    );
    vpu_top_w64$e_attn$score$s2end_q s2end_q(
        .d(s2end_q$d),
        .q(s2end_q$q),
        .clock(s2end_q$clock)
    );
    vpu_top_w64$e_attn$score$s2last_q s2last_q(
        .d(s2last_q$d),
        .q(s2last_q$q),
        .clock(s2last_q$clock)
    );
    vpu_top_w64$e_attn$score$acc_q acc_q(
        .d(acc_q$d),
        .q(acc_q$q),
        .clock(acc_q$clock)
    );
    vpu_top_w64$e_attn$score$s3v_q s3v_q(
        .d(s3v_q$d),
        .q(s3v_q$q),
        .clock(s3v_q$clock)
    );
    vpu_top_w64$e_attn$score$s3dot_q s3dot_q(
        .d(s3dot_q$d),
        .q(s3dot_q$q),
        .clock(s3dot_q$clock)
    );
    vpu_top_w64$e_attn$score$s3k_q s3k_q(
        .d(s3k_q$d),
        .q(s3k_q$q),
        .clock(s3k_q$clock)
    );
    vpu_top_w64$e_attn$score$s3last_q s3last_q(
        .d(s3last_q$d),
        .q(s3last_q$q),
        .clock(s3last_q$clock)
    );
    vpu_top_w64$e_attn$score$s4v_q s4v_q(
        .d(s4v_q$d),
        .q(s4v_q$q),
        .clock(s4v_q$clock)
    );
    vpu_top_w64$e_attn$score$s4prod_q s4prod_q(
        .d(s4prod_q$d),
        .q(s4prod_q$q),
        .clock(s4prod_q$clock)
    );
    vpu_top_w64$e_attn$score$s4k_q s4k_q(
        .d(s4k_q$d),
        .q(s4k_q$q),
        .clock(s4k_q$clock)
    );
    vpu_top_w64$e_attn$score$s4last_q s4last_q(
        .d(s4last_q$d),
        .q(s4last_q$q),
        .clock(s4last_q$clock)
    );

    // Update code
    always @(*) begin
        ph_q$clock = clock;
        qidx_q$clock = clock;
        kidx_q$clock = clock;
        or_q$clock = clock;
        eq_q$clock = clock;
        s1v_q$clock = clock;
        s1km_q$clock = clock;
        s1ek_q$clock = clock;
        s1idx_q$clock = clock;
        s1first_q$clock = clock;
        s1end_q$clock = clock;
        s1last_q$clock = clock;
        s2v_q$clock = clock;
        s2prod_q$clock = clock;
        s2k_q$clock = clock;
        s2first_q$clock = clock;
        s2end_q$clock = clock;
        s2last_q$clock = clock;
        acc_q$clock = clock;
        s3v_q$clock = clock;
        s3dot_q$clock = clock;
        s3k_q$clock = clock;
        s3last_q$clock = clock;
        s4v_q$clock = clock;
        s4prod_q$clock = clock;
        s4k_q$clock = clock;
        s4last_q$clock = clock;
        ph_q$d = ph_q$q;
        qidx_q$d = qidx_q$q;
        kidx_q$d = kidx_q$q;
        or_q$d = or_q$q;
        eq_q$d = eq_q$q;
        s1v_q$d = s1v_q$q;
        s1km_q$d = s1km_q$q;
        s1ek_q$d = s1ek_q$q;
        s1idx_q$d = s1idx_q$q;
        s1first_q$d = s1first_q$q;
        s1end_q$d = s1end_q$q;
        s1last_q$d = s1last_q$q;
        s2v_q$d = s2v_q$q;
        s2prod_q$d = s2prod_q$q;
        s2k_q$d = s2k_q$q;
        s2first_q$d = s2first_q$q;
        s2end_q$d = s2end_q$q;
        s2last_q$d = s2last_q$q;
        acc_q$d = acc_q$q;
        s3v_q$d = s3v_q$q;
        s3dot_q$d = s3dot_q$q;
        s3k_q$d = s3k_q$q;
        s3last_q$d = s3last_q$q;
        s4v_q$d = s4v_q$q;
        s4prod_q$d = s4prod_q$q;
        s4k_q$d = s4k_q$q;
        s4last_q$d = s4last_q$q;
        ram$clock = clock;
        skid$clock = clock;
        skid$reset = reset;
        err = (cfg_head_size == c_zero16) | (cfg_head_size > c_cap16);
        cfg_err = err;
        hs_m1 = cfg_head_size - c_one16;
        adv = ~s4v_q$q | skid$s_ready;
        q_ready = ~ph_q$q & ~s1v_q$q & ~err;
        q_fire = q_valid & ~ph_q$q & ~s1v_q$q & ~err;
        k_ready = ph_q$q & adv & ~err;
        k_fire = k_valid & ph_q$q & adv & ~err;
        absv = q_data;
        if (q_data[32'h1f]) begin
            absv = c_zero32 - q_data;
        end
        or_all = or_q$q | absv;
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
        ram$we = q_fire;
        ram$waddr = qidx_q$q[(32'h0)+:(6)];
        ram$wdata = q_data;
        if (q_fire) begin
            qidx_q$d = qidx_q$q + c_one16;
            or_q$d = or_all;
            if (qidx_q$q == hs_m1) begin
                qidx_q$d = c_zero16;
                or_q$d = c_zero32;
                eq_q$d = e_new;
                ph_q$d = 1'b1;
                kidx_q$d = c_zero16;
            end
        end
        ram$raddr = s1idx_q$q;
        if (adv) begin
            ram$raddr = kidx_q$q[(32'h0)+:(6)];
        end
        if (k_fire) begin
            kidx_q$d = kidx_q$q + c_one16;
            if (kidx_q$q == hs_m1) begin
                kidx_q$d = c_zero16;
                if (k_last) begin
                    ph_q$d = 1'b0;
                end
            end
        end
        x_sext$x = ram$rdata;
        t33 = x_sext$y;
        if (eq_q$q != c_zero5) begin
            t33 = x_sext$y + (c_one33 << (eq_q$q - c_one5));
        end
        r33 = t33 >> eq_q$q;
        if (t33[32'h20]) begin
            r33 = (t33 >> eq_q$q) | ~(c_ones33 >> eq_q$q);
        end
        top33 = r33 >> c_sh15;
        qm = r33[(32'h0)+:(16)];
        if ((top33 != c_ones_top33) & |top33) begin
            if (r33[32'h20]) begin
                qm = c_min16;
            end
            else begin
                qm = c_max16;
            end
        end
        mul1$a = qm;
        mul1$b = s1km_q$q;
        eq_zext$x = eq_q$q;
        ek_zext$x = s1ek_q$q;
        prod_sext$x = s2prod_q$q;
        acc_new = acc_q$q + prod_sext$y;
        if (s2first_q$q) begin
            acc_new = prod_sext$y;
        end
        mul2$a = s3dot_q$q;
        mul2$b = cfg_att_scale;
        p56_sext$x = s4prod_q$q;
        w74 = p56_sext$y << c_sh17;
        t74 = w74;
        if (s4k_q$q != c_zero6) begin
            t74 = w74 + (c_one74 << (s4k_q$q - c_one6));
        end
        r74 = t74 >> s4k_q$q;
        if (t74[32'h49]) begin
            r74 = (t74 >> s4k_q$q) | ~(c_ones74 >> s4k_q$q);
        end
        top74 = r74 >> c_sh31;
        sc32 = r74[(32'h0)+:(32)];
        if ((top74 != c_zero74) & (top74 != c_ones_top74)) begin
            if (r74[32'h49]) begin
                sc32 = c_min32;
            end
            else begin
                sc32 = c_max32;
            end
        end
        last1 = c_zero1;
        if (s4last_q$q) begin
            last1 = c_one1;
        end
        ocat$hi = last1;
        ocat$lo = sc32;
        skid$s_valid = s4v_q$q;
        skid$s_data = ocat$y;
        skid$m_ready = out_ready;
        out_valid = skid$m_valid;
        out_data = skid$m_data[(32'h0)+:(32)];
        out_last = skid$m_data[32'h20];
        if (adv) begin
            s1v_q$d = k_fire;
            s1km_q$d = k_data[(32'h0)+:(16)];
            s1ek_q$d = k_data[(32'h10)+:(5)];
            s1idx_q$d = kidx_q$q[(32'h0)+:(6)];
            s1first_q$d = kidx_q$q == c_zero16;
            s1end_q$d = kidx_q$q == hs_m1;
            s1last_q$d = k_last;
            s2v_q$d = s1v_q$q;
            s2prod_q$d = mul1$p;
            s2k_q$d = c_48 - eq_zext$y - ek_zext$y;
            s2first_q$d = s1first_q$q;
            s2end_q$d = s1end_q$q;
            s2last_q$d = s1last_q$q;
            if (s2v_q$q) begin
                acc_q$d = acc_new;
            end
            s3v_q$d = s2v_q$q & s2end_q$q;
            s3dot_q$d = acc_new;
            s3k_q$d = s2k_q$q;
            s3last_q$d = s2last_q$q;
            s4v_q$d = s3v_q$q;
            s4prod_q$d = mul2$p;
            s4k_q$d = s3k_q$q;
            s4last_q$d = s3last_q$q;
        end
        if (reset) begin
            ph_q$d = 1'b0;
            qidx_q$d = c_zero16;
            kidx_q$d = c_zero16;
            or_q$d = c_zero32;
            s1v_q$d = 1'b0;
            s2v_q$d = 1'b0;
            s3v_q$d = 1'b0;
            s4v_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$acc_q(d,q,clock);

    // Module arguments
    input wire  [39:0] d;
    output reg  [39:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 40'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_attn$score$acc_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$ek_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [5:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_attn$score$ek_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$eq_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$eq_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$eq_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [5:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_attn$score$eq_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$kidx_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$kidx_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$mul1(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [15:0] b;
    output wire  [31:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [31:0] a_x = {{16{a[15]}}, a};
    wire signed [31:0] b_x = {{16{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_attn$score$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$mul2(a,b,p);

    // Module arguments
    input wire  [39:0] a;
    input wire  [15:0] b;
    output wire  [55:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [55:0] a_x = {{16{a[39]}}, a};
    wire signed [55:0] b_x = {{40{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_attn$score$mul2
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$ocat(hi,lo,y);

    // Module arguments
    input wire  hi;
    input wire  [31:0] lo;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_attn$score$ocat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$or_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$or_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$p56_sext(x,y);

    // Module arguments
    input wire  [55:0] x;
    output wire  [73:0] y;

    // Update code (wrapper)
    assign y = {{18{x[55]}}, x};
endmodule // vpu_top_w64$e_attn$score$p56_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$ph_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$ph_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$prod_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [39:0] y;

    // Update code (wrapper)
    assign y = {{8{x[31]}}, x};
endmodule // vpu_top_w64$e_attn$score$prod_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$qidx_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$qidx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$ram(clock,we,waddr,wdata,raddr,rdata);

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
endmodule // vpu_top_w64$e_attn$score$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s1ek_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s1ek_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s1end_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s1end_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s1first_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s1first_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s1idx_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s1idx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s1km_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s1km_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s1last_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s1last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s1v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s1v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s2end_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s2end_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s2first_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s2first_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s2k_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s2k_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s2last_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s2last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s2prod_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s2prod_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s2v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s2v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s3dot_q(d,q,clock);

    // Module arguments
    input wire  [39:0] d;
    output reg  [39:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 40'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_attn$score$s3dot_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s3k_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s3k_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s3last_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s3last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s3v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s3v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s4k_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s4k_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s4last_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s4last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s4prod_q(d,q,clock);

    // Module arguments
    input wire  [55:0] d;
    output reg  [55:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 56'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_attn$score$s4prod_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$s4v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$s4v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_top_w64$e_attn$score$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_top_w64$e_attn$score$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_top_w64$e_attn$score$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_top_w64$e_attn$score$skid$skid_data_q skid_data_q(
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

endmodule // vpu_top_w64$e_attn$score$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$skid$main_data_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$skid$main_valid_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$skid$skid_valid_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$x_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_top_w64$e_attn$score$x_sext
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
// Instance `e_attn$pv`: the standalone module `vpu_pv_h64`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_attn$pv(clock,reset,cfg_head_size,cfg_err,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] cfg_head_size;
    output reg  cfg_err;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [36:0] in_data;
    input wire  in_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;
    output reg  out_last;

    // Constant declarations
    localparam  c_zero1 = 1'b0;
    localparam  c_one1 = 1'b1;
    localparam  c_zero16 = 16'h0;
    localparam  c_one16 = 16'h1;
    localparam  c_cap16 = 16'h40;
    localparam  c_zero64 = 64'h0;
    localparam  c_max64 = 64'h7fffffffffffffff;
    localparam  c_min64 = 64'h8000000000000000;
    localparam  c_half65 = 65'h4000;
    localparam  c_ones19 = 19'b1111111111111111111;
    localparam  c_zero19 = 19'b0;
    localparam  c_max32 = 32'h7fffffff;
    localparam  c_min32 = 32'h80000000;

    // Stub signals
    reg  ram$clock;
    reg  ram$we;
    reg  [5:0] ram$waddr;
    reg  [63:0] ram$wdata;
    reg  [5:0] ram$raddr;
    wire  [63:0] ram$rdata;
    reg  [16:0] mul$a;
    reg  [15:0] mul$b;
    wire  [32:0] mul$p;
    reg  [15:0] p_zext$x;
    wire  [16:0] p_zext$y;
    reg  [32:0] prod_sext$x;
    wire  [63:0] prod_sext$y;
    reg  [63:0] new_sext$x;
    wire  [64:0] new_sext$y;
    reg  ocat$hi;
    reg  [31:0] ocat$lo;
    wire  [32:0] ocat$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [32:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [32:0] skid$m_data;
    reg  [15:0] idx_q$d;
    wire  [15:0] idx_q$q;
    reg  idx_q$clock;
    reg  first_q$d;
    wire  first_q$q;
    reg  first_q$clock;
    reg  s1v_q$d;
    wire  s1v_q$q;
    reg  s1v_q$clock;
    reg  [63:0] s1term_q$d;
    wire  [63:0] s1term_q$q;
    reg  s1term_q$clock;
    reg  [5:0] s1idx_q$d;
    wire  [5:0] s1idx_q$q;
    reg  s1idx_q$clock;
    reg  s1first_q$d;
    wire  s1first_q$q;
    reg  s1first_q$clock;
    reg  s1out_q$d;
    wire  s1out_q$q;
    reg  s1out_q$clock;
    reg  s1olast_q$d;
    wire  s1olast_q$q;
    reg  s1olast_q$clock;
    reg  fwdv_q$d;
    wire  fwdv_q$q;
    reg  fwdv_q$clock;
    reg  [5:0] fwdidx_q$d;
    wire  [5:0] fwdidx_q$q;
    reg  fwdidx_q$clock;
    reg  [63:0] fwdval_q$d;
    wire  [63:0] fwdval_q$q;
    reg  fwdval_q$clock;

    // Local signals
    reg  err;
    reg  adv;
    reg  fire;
    reg  rec_end;
    reg  [15:0] hs_m1;
    reg  [4:0] ev;
    reg  [63:0] acc_old;
    reg  [63:0] sum;
    reg  [63:0] acc_upd;
    // UNUSEDSIGNAL waived: rshr(new, 15) keeps bits 64..15 of new + 2^14; bits 14..0 are the fraction the rounding shift drops
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [64:0] t65;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [49:0] r50;
    reg  [18:0] top19;
    reg  [31:0] o32;
    reg  last1;

    // Sub module instances
    vpu_top_w64$e_attn$pv$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_top_w64$e_attn$pv$mul mul(
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    vpu_top_w64$e_attn$pv$p_zext p_zext(
        .x(p_zext$x),
        .y(p_zext$y)
    );
    vpu_top_w64$e_attn$pv$prod_sext prod_sext(
        .x(prod_sext$x),
        .y(prod_sext$y)
    );
    vpu_top_w64$e_attn$pv$new_sext new_sext(
        .x(new_sext$x),
        .y(new_sext$y)
    );
    vpu_top_w64$e_attn$pv$ocat ocat(
        .hi(ocat$hi),
        .lo(ocat$lo),
        .y(ocat$y)
    );
    vpu_top_w64$e_attn$pv$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );
    vpu_top_w64$e_attn$pv$idx_q idx_q(
        .d(idx_q$d),
        .q(idx_q$q),
        .clock(idx_q$clock)
    );
    vpu_top_w64$e_attn$pv$first_q first_q(
        .d(first_q$d),
        .q(first_q$q),
        .clock(first_q$clock)
    );
    vpu_top_w64$e_attn$pv$s1v_q s1v_q(
        .d(s1v_q$d),
        .q(s1v_q$q),
        .clock(s1v_q$clock)
    );
    vpu_top_w64$e_attn$pv$s1term_q s1term_q(
        .d(s1term_q$d),
        .q(s1term_q$q),
        .clock(s1term_q$clock)
    );
    vpu_top_w64$e_attn$pv$s1idx_q s1idx_q(
        .d(s1idx_q$d),
        .q(s1idx_q$q),
        .clock(s1idx_q$clock)
    );
    vpu_top_w64$e_attn$pv$s1first_q s1first_q(
        .d(s1first_q$d),
        .q(s1first_q$q),
        .clock(s1first_q$clock)
    );
    vpu_top_w64$e_attn$pv$s1out_q s1out_q(
        .d(s1out_q$d),
        .q(s1out_q$q),
        .clock(s1out_q$clock)
    );
    vpu_top_w64$e_attn$pv$s1olast_q s1olast_q(
        .d(s1olast_q$d),
        .q(s1olast_q$q),
        .clock(s1olast_q$clock)
    );
    vpu_top_w64$e_attn$pv$fwdv_q fwdv_q(
        .d(fwdv_q$d),
        .q(fwdv_q$q),
        .clock(fwdv_q$clock)
    );
    vpu_top_w64$e_attn$pv$fwdidx_q fwdidx_q(
        .d(fwdidx_q$d),
        .q(fwdidx_q$q),
        .clock(fwdidx_q$clock)
    );
    vpu_top_w64$e_attn$pv$fwdval_q fwdval_q(
        .d(fwdval_q$d),
        .q(fwdval_q$q),
        .clock(fwdval_q$clock)
    );

    // Update code
    always @(*) begin
        idx_q$clock = clock;
        first_q$clock = clock;
        s1v_q$clock = clock;
        s1term_q$clock = clock;
        s1idx_q$clock = clock;
        s1first_q$clock = clock;
        s1out_q$clock = clock;
        s1olast_q$clock = clock;
        fwdv_q$clock = clock;
        fwdidx_q$clock = clock;
        fwdval_q$clock = clock;
        idx_q$d = idx_q$q;
        first_q$d = first_q$q;
        s1v_q$d = s1v_q$q;
        s1term_q$d = s1term_q$q;
        s1idx_q$d = s1idx_q$q;
        s1first_q$d = s1first_q$q;
        s1out_q$d = s1out_q$q;
        s1olast_q$d = s1olast_q$q;
        fwdv_q$d = fwdv_q$q;
        fwdidx_q$d = fwdidx_q$q;
        fwdval_q$d = fwdval_q$q;
        ram$clock = clock;
        skid$clock = clock;
        skid$reset = reset;
        err = (cfg_head_size == c_zero16) | (cfg_head_size > c_cap16);
        cfg_err = err;
        adv = ~(s1v_q$q & s1out_q$q) | skid$s_ready;
        in_ready = adv & ~err;
        fire = in_valid & adv & ~err;
        hs_m1 = cfg_head_size - c_one16;
        rec_end = idx_q$q == hs_m1;
        p_zext$x = in_data[(32'h15)+:(16)];
        mul$a = p_zext$y;
        mul$b = in_data[(32'h0)+:(16)];
        prod_sext$x = mul$p;
        ev = in_data[(32'h10)+:(5)];
        ram$raddr = s1idx_q$q;
        if (adv) begin
            ram$raddr = idx_q$q[(32'h0)+:(6)];
        end
        acc_old = ram$rdata;
        if (fwdv_q$q & (fwdidx_q$q == s1idx_q$q)) begin
            acc_old = fwdval_q$q;
        end
        if (s1first_q$q) begin
            acc_old = c_zero64;
        end
        sum = acc_old + s1term_q$q;
        acc_upd = sum;
        if ((acc_old[32'h3f] == s1term_q$q[32'h3f]) & (sum[32'h3f] != acc_old[32'h3f])) begin
            if (acc_old[32'h3f]) begin
                acc_upd = c_min64;
            end
            else begin
                acc_upd = c_max64;
            end
        end
        ram$we = s1v_q$q & adv;
        ram$waddr = s1idx_q$q;
        ram$wdata = acc_upd;
        fwdv_q$d = s1v_q$q & adv;
        fwdidx_q$d = s1idx_q$q;
        fwdval_q$d = acc_upd;
        new_sext$x = acc_upd;
        t65 = new_sext$y + c_half65;
        r50 = t65[(32'hf)+:(50)];
        top19 = r50[(32'h1f)+:(19)];
        o32 = r50[(32'h0)+:(32)];
        if ((top19 != c_zero19) & (top19 != c_ones19)) begin
            if (r50[32'h31]) begin
                o32 = c_min32;
            end
            else begin
                o32 = c_max32;
            end
        end
        last1 = c_zero1;
        if (s1olast_q$q) begin
            last1 = c_one1;
        end
        ocat$hi = last1;
        ocat$lo = o32;
        skid$s_valid = s1v_q$q & s1out_q$q;
        skid$s_data = ocat$y;
        skid$m_ready = out_ready;
        out_valid = skid$m_valid;
        out_data = skid$m_data[(32'h0)+:(32)];
        out_last = skid$m_data[32'h20];
        if (adv) begin
            s1v_q$d = fire;
            s1term_q$d = prod_sext$y << ev;
            s1idx_q$d = idx_q$q[(32'h0)+:(6)];
            s1first_q$d = first_q$q;
            s1out_q$d = in_last;
            s1olast_q$d = in_last & rec_end;
        end
        if (fire) begin
            idx_q$d = idx_q$q + c_one16;
            if (rec_end) begin
                idx_q$d = c_zero16;
                first_q$d = in_last;
            end
        end
        if (reset) begin
            idx_q$d = c_zero16;
            first_q$d = 1'b1;
            s1v_q$d = 1'b0;
            fwdv_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$first_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$first_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$fwdidx_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$fwdidx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$fwdv_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$fwdv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$fwdval_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$fwdval_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$idx_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$idx_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$mul(a,b,p);

    // Module arguments
    input wire  [16:0] a;
    input wire  [15:0] b;
    output wire  [32:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [32:0] a_x = {{16{a[16]}}, a};
    wire signed [32:0] b_x = {{17{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_attn$pv$mul
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$new_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [64:0] y;

    // Update code (wrapper)
    assign y = {{1{x[63]}}, x};
endmodule // vpu_top_w64$e_attn$pv$new_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$ocat(hi,lo,y);

    // Module arguments
    input wire  hi;
    input wire  [31:0] lo;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_attn$pv$ocat
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$p_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_attn$pv$p_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$prod_sext(x,y);

    // Module arguments
    input wire  [32:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{31{x[32]}}, x};
endmodule // vpu_top_w64$e_attn$pv$prod_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [5:0] waddr;
    input wire  [63:0] wdata;
    input wire  [5:0] raddr;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:63];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_top_w64$e_attn$pv$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$s1first_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$s1first_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$s1idx_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$s1idx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$s1olast_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$s1olast_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$s1out_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$s1out_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$s1term_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$s1term_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$s1v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$s1v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_top_w64$e_attn$pv$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_top_w64$e_attn$pv$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_top_w64$e_attn$pv$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_top_w64$e_attn$pv$skid$skid_data_q skid_data_q(
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

endmodule // vpu_top_w64$e_attn$pv$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$skid$main_data_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$skid$main_valid_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$pv$skid$skid_valid_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$pv$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
