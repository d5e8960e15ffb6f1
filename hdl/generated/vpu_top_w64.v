// vpu_top_w64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_top_w64(clock,reset,prog_start,instr_valid,instr_ready,instr_data,done,error,error_code,cfg_sram_words,ev_busy,lda_req_valid,lda_req_ready,lda_req_addr,lda_rsp_valid,lda_rsp_data,ldb_req_valid,ldb_req_ready,ldb_req_addr,ldb_rsp_valid,ldb_rsp_data,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  prog_start;
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
    localparam  c_f_rmsnorm = 4'h2;
    localparam  c_f_rope = 4'h3;
    localparam  c_f_kv_pack = 4'hb;
    localparam  c_f_score = 4'h4;
    localparam  c_f_pv = 4'h6;
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
    reg  [7:0] vchk_q$d /*verilator isolate_assignments*/;
    wire  [7:0] vchk_q$q;
    reg  vchk_q$clock /*verilator isolate_assignments*/;
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
    wire  lda$out_last;
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
    reg  e_ew$prog_start /*verilator isolate_assignments*/;
    reg  e_ew$cfg_keep /*verilator isolate_assignments*/;
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
    reg  e_softmax$prog_start /*verilator isolate_assignments*/;
    reg  e_softmax$cfg_keep /*verilator isolate_assignments*/;
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
    reg  e_rmsnorm$clock /*verilator isolate_assignments*/;
    reg  e_rmsnorm$reset /*verilator isolate_assignments*/;
    reg  e_rmsnorm$start /*verilator isolate_assignments*/;
    reg  [19:0] e_rmsnorm$cfg_a /*verilator isolate_assignments*/;
    reg  [19:0] e_rmsnorm$cfg_b /*verilator isolate_assignments*/;
    reg  [19:0] e_rmsnorm$cfg_c /*verilator isolate_assignments*/;
    reg  [19:0] e_rmsnorm$cfg_d /*verilator isolate_assignments*/;
    reg  [15:0] e_rmsnorm$cfg_len /*verilator isolate_assignments*/;
    reg  [7:0] e_rmsnorm$cfg_imm /*verilator isolate_assignments*/;
    reg  [23:0] e_rmsnorm$cfg_sram_words /*verilator isolate_assignments*/;
    wire  [7:0] e_rmsnorm$chk_code;
    wire  e_rmsnorm$lda_cmd_valid;
    reg  e_rmsnorm$lda_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_rmsnorm$lda_cmd_addr;
    wire  [15:0] e_rmsnorm$lda_cmd_count;
    wire  [1:0] e_rmsnorm$lda_cmd_width;
    wire  e_rmsnorm$lda_cmd_signed;
    reg  e_rmsnorm$lda_out_valid /*verilator isolate_assignments*/;
    wire  e_rmsnorm$lda_out_ready;
    reg  [31:0] e_rmsnorm$lda_out_data /*verilator isolate_assignments*/;
    wire  e_rmsnorm$ldb_cmd_valid;
    reg  e_rmsnorm$ldb_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_rmsnorm$ldb_cmd_addr;
    wire  [15:0] e_rmsnorm$ldb_cmd_count;
    wire  [1:0] e_rmsnorm$ldb_cmd_width;
    wire  e_rmsnorm$ldb_cmd_signed;
    reg  e_rmsnorm$ldb_out_valid /*verilator isolate_assignments*/;
    wire  e_rmsnorm$ldb_out_ready;
    reg  [31:0] e_rmsnorm$ldb_out_data /*verilator isolate_assignments*/;
    reg  e_rmsnorm$ldb_out_last /*verilator isolate_assignments*/;
    wire  e_rmsnorm$st_cmd_valid;
    reg  e_rmsnorm$st_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_rmsnorm$st_cmd_addr;
    wire  [15:0] e_rmsnorm$st_cmd_count;
    wire  [1:0] e_rmsnorm$st_cmd_width;
    wire  e_rmsnorm$st_in_valid;
    reg  e_rmsnorm$st_in_ready /*verilator isolate_assignments*/;
    wire  [63:0] e_rmsnorm$st_in_data;
    reg  e_rmsnorm$st_done /*verilator isolate_assignments*/;
    wire  e_rmsnorm$done;
    wire  e_rmsnorm$error;
    wire  [7:0] e_rmsnorm$error_code;
    reg  e_rope$clock /*verilator isolate_assignments*/;
    reg  e_rope$reset /*verilator isolate_assignments*/;
    reg  e_rope$start /*verilator isolate_assignments*/;
    reg  [19:0] e_rope$cfg_a /*verilator isolate_assignments*/;
    reg  [19:0] e_rope$cfg_b /*verilator isolate_assignments*/;
    reg  [19:0] e_rope$cfg_d /*verilator isolate_assignments*/;
    reg  [15:0] e_rope$cfg_len /*verilator isolate_assignments*/;
    reg  [15:0] e_rope$cfg_imm /*verilator isolate_assignments*/;
    reg  [23:0] e_rope$cfg_sram_words /*verilator isolate_assignments*/;
    wire  [7:0] e_rope$chk_code;
    wire  e_rope$lda_cmd_valid;
    reg  e_rope$lda_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_rope$lda_cmd_addr;
    wire  [15:0] e_rope$lda_cmd_count;
    wire  [1:0] e_rope$lda_cmd_width;
    wire  e_rope$lda_cmd_signed;
    reg  e_rope$lda_out_valid /*verilator isolate_assignments*/;
    wire  e_rope$lda_out_ready;
    reg  [31:0] e_rope$lda_out_data /*verilator isolate_assignments*/;
    wire  e_rope$ldb_cmd_valid;
    reg  e_rope$ldb_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_rope$ldb_cmd_addr;
    wire  [15:0] e_rope$ldb_cmd_count;
    wire  [1:0] e_rope$ldb_cmd_width;
    wire  e_rope$ldb_cmd_signed;
    reg  e_rope$ldb_out_valid /*verilator isolate_assignments*/;
    wire  e_rope$ldb_out_ready;
    reg  [31:0] e_rope$ldb_out_data /*verilator isolate_assignments*/;
    reg  e_rope$ldb_out_last /*verilator isolate_assignments*/;
    wire  e_rope$st_cmd_valid;
    reg  e_rope$st_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_rope$st_cmd_addr;
    wire  [15:0] e_rope$st_cmd_count;
    wire  [1:0] e_rope$st_cmd_width;
    wire  e_rope$st_in_valid;
    reg  e_rope$st_in_ready /*verilator isolate_assignments*/;
    wire  [63:0] e_rope$st_in_data;
    reg  e_rope$st_done /*verilator isolate_assignments*/;
    wire  e_rope$done;
    wire  e_rope$error;
    wire  [7:0] e_rope$error_code;
    reg  e_kv_pack$clock /*verilator isolate_assignments*/;
    reg  e_kv_pack$reset /*verilator isolate_assignments*/;
    reg  e_kv_pack$start /*verilator isolate_assignments*/;
    reg  [19:0] e_kv_pack$cfg_a /*verilator isolate_assignments*/;
    reg  [19:0] e_kv_pack$cfg_d /*verilator isolate_assignments*/;
    reg  [15:0] e_kv_pack$cfg_len /*verilator isolate_assignments*/;
    reg  [15:0] e_kv_pack$cfg_imm /*verilator isolate_assignments*/;
    reg  [23:0] e_kv_pack$cfg_sram_words /*verilator isolate_assignments*/;
    wire  [7:0] e_kv_pack$chk_code;
    wire  e_kv_pack$lda_cmd_valid;
    reg  e_kv_pack$lda_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_kv_pack$lda_cmd_addr;
    wire  [15:0] e_kv_pack$lda_cmd_count;
    wire  [1:0] e_kv_pack$lda_cmd_width;
    wire  e_kv_pack$lda_cmd_signed;
    reg  e_kv_pack$lda_out_valid /*verilator isolate_assignments*/;
    wire  e_kv_pack$lda_out_ready;
    reg  [31:0] e_kv_pack$lda_out_data /*verilator isolate_assignments*/;
    wire  e_kv_pack$st_cmd_valid;
    reg  e_kv_pack$st_cmd_ready /*verilator isolate_assignments*/;
    wire  [19:0] e_kv_pack$st_cmd_addr;
    wire  [15:0] e_kv_pack$st_cmd_count;
    wire  [1:0] e_kv_pack$st_cmd_width;
    wire  e_kv_pack$st_in_valid;
    reg  e_kv_pack$st_in_ready /*verilator isolate_assignments*/;
    wire  [63:0] e_kv_pack$st_in_data;
    reg  e_kv_pack$st_done /*verilator isolate_assignments*/;
    wire  e_kv_pack$done;
    wire  e_kv_pack$error;
    wire  [7:0] e_kv_pack$error_code;
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
    reg  sel_embed /*verilator isolate_assignments*/;
    reg  sel_argmax /*verilator isolate_assignments*/;
    reg  sel_softmax /*verilator isolate_assignments*/;
    reg  sel_rmsnorm /*verilator isolate_assignments*/;
    reg  sel_rope /*verilator isolate_assignments*/;
    reg  sel_kv_pack /*verilator isolate_assignments*/;
    reg  sel_attn /*verilator isolate_assignments*/;
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
    vpu_top_w64$vchk_q vchk_q(
        .d(vchk_q$d),
        .q(vchk_q$q),
        .clock(vchk_q$clock)
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
        .prog_start(e_ew$prog_start),
        .cfg_keep(e_ew$cfg_keep),
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
        .prog_start(e_softmax$prog_start),
        .cfg_keep(e_softmax$cfg_keep),
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
    vpu_top_w64$e_rmsnorm e_rmsnorm(
        .clock(e_rmsnorm$clock),
        .reset(e_rmsnorm$reset),
        .start(e_rmsnorm$start),
        .cfg_a(e_rmsnorm$cfg_a),
        .cfg_b(e_rmsnorm$cfg_b),
        .cfg_c(e_rmsnorm$cfg_c),
        .cfg_d(e_rmsnorm$cfg_d),
        .cfg_len(e_rmsnorm$cfg_len),
        .cfg_imm(e_rmsnorm$cfg_imm),
        .cfg_sram_words(e_rmsnorm$cfg_sram_words),
        .chk_code(e_rmsnorm$chk_code),
        .lda_cmd_valid(e_rmsnorm$lda_cmd_valid),
        .lda_cmd_ready(e_rmsnorm$lda_cmd_ready),
        .lda_cmd_addr(e_rmsnorm$lda_cmd_addr),
        .lda_cmd_count(e_rmsnorm$lda_cmd_count),
        .lda_cmd_width(e_rmsnorm$lda_cmd_width),
        .lda_cmd_signed(e_rmsnorm$lda_cmd_signed),
        .lda_out_valid(e_rmsnorm$lda_out_valid),
        .lda_out_ready(e_rmsnorm$lda_out_ready),
        .lda_out_data(e_rmsnorm$lda_out_data),
        .ldb_cmd_valid(e_rmsnorm$ldb_cmd_valid),
        .ldb_cmd_ready(e_rmsnorm$ldb_cmd_ready),
        .ldb_cmd_addr(e_rmsnorm$ldb_cmd_addr),
        .ldb_cmd_count(e_rmsnorm$ldb_cmd_count),
        .ldb_cmd_width(e_rmsnorm$ldb_cmd_width),
        .ldb_cmd_signed(e_rmsnorm$ldb_cmd_signed),
        .ldb_out_valid(e_rmsnorm$ldb_out_valid),
        .ldb_out_ready(e_rmsnorm$ldb_out_ready),
        .ldb_out_data(e_rmsnorm$ldb_out_data),
        .ldb_out_last(e_rmsnorm$ldb_out_last),
        .st_cmd_valid(e_rmsnorm$st_cmd_valid),
        .st_cmd_ready(e_rmsnorm$st_cmd_ready),
        .st_cmd_addr(e_rmsnorm$st_cmd_addr),
        .st_cmd_count(e_rmsnorm$st_cmd_count),
        .st_cmd_width(e_rmsnorm$st_cmd_width),
        .st_in_valid(e_rmsnorm$st_in_valid),
        .st_in_ready(e_rmsnorm$st_in_ready),
        .st_in_data(e_rmsnorm$st_in_data),
        .st_done(e_rmsnorm$st_done),
        .done(e_rmsnorm$done),
        .error(e_rmsnorm$error),
        .error_code(e_rmsnorm$error_code)
    );
    vpu_top_w64$e_rope e_rope(
        .clock(e_rope$clock),
        .reset(e_rope$reset),
        .start(e_rope$start),
        .cfg_a(e_rope$cfg_a),
        .cfg_b(e_rope$cfg_b),
        .cfg_d(e_rope$cfg_d),
        .cfg_len(e_rope$cfg_len),
        .cfg_imm(e_rope$cfg_imm),
        .cfg_sram_words(e_rope$cfg_sram_words),
        .chk_code(e_rope$chk_code),
        .lda_cmd_valid(e_rope$lda_cmd_valid),
        .lda_cmd_ready(e_rope$lda_cmd_ready),
        .lda_cmd_addr(e_rope$lda_cmd_addr),
        .lda_cmd_count(e_rope$lda_cmd_count),
        .lda_cmd_width(e_rope$lda_cmd_width),
        .lda_cmd_signed(e_rope$lda_cmd_signed),
        .lda_out_valid(e_rope$lda_out_valid),
        .lda_out_ready(e_rope$lda_out_ready),
        .lda_out_data(e_rope$lda_out_data),
        .ldb_cmd_valid(e_rope$ldb_cmd_valid),
        .ldb_cmd_ready(e_rope$ldb_cmd_ready),
        .ldb_cmd_addr(e_rope$ldb_cmd_addr),
        .ldb_cmd_count(e_rope$ldb_cmd_count),
        .ldb_cmd_width(e_rope$ldb_cmd_width),
        .ldb_cmd_signed(e_rope$ldb_cmd_signed),
        .ldb_out_valid(e_rope$ldb_out_valid),
        .ldb_out_ready(e_rope$ldb_out_ready),
        .ldb_out_data(e_rope$ldb_out_data),
        .ldb_out_last(e_rope$ldb_out_last),
        .st_cmd_valid(e_rope$st_cmd_valid),
        .st_cmd_ready(e_rope$st_cmd_ready),
        .st_cmd_addr(e_rope$st_cmd_addr),
        .st_cmd_count(e_rope$st_cmd_count),
        .st_cmd_width(e_rope$st_cmd_width),
        .st_in_valid(e_rope$st_in_valid),
        .st_in_ready(e_rope$st_in_ready),
        .st_in_data(e_rope$st_in_data),
        .st_done(e_rope$st_done),
        .done(e_rope$done),
        .error(e_rope$error),
        .error_code(e_rope$error_code)
    );
    vpu_top_w64$e_kv_pack e_kv_pack(
        .clock(e_kv_pack$clock),
        .reset(e_kv_pack$reset),
        .start(e_kv_pack$start),
        .cfg_a(e_kv_pack$cfg_a),
        .cfg_d(e_kv_pack$cfg_d),
        .cfg_len(e_kv_pack$cfg_len),
        .cfg_imm(e_kv_pack$cfg_imm),
        .cfg_sram_words(e_kv_pack$cfg_sram_words),
        .chk_code(e_kv_pack$chk_code),
        .lda_cmd_valid(e_kv_pack$lda_cmd_valid),
        .lda_cmd_ready(e_kv_pack$lda_cmd_ready),
        .lda_cmd_addr(e_kv_pack$lda_cmd_addr),
        .lda_cmd_count(e_kv_pack$lda_cmd_count),
        .lda_cmd_width(e_kv_pack$lda_cmd_width),
        .lda_cmd_signed(e_kv_pack$lda_cmd_signed),
        .lda_out_valid(e_kv_pack$lda_out_valid),
        .lda_out_ready(e_kv_pack$lda_out_ready),
        .lda_out_data(e_kv_pack$lda_out_data),
        .st_cmd_valid(e_kv_pack$st_cmd_valid),
        .st_cmd_ready(e_kv_pack$st_cmd_ready),
        .st_cmd_addr(e_kv_pack$st_cmd_addr),
        .st_cmd_count(e_kv_pack$st_cmd_count),
        .st_cmd_width(e_kv_pack$st_cmd_width),
        .st_in_valid(e_kv_pack$st_in_valid),
        .st_in_ready(e_kv_pack$st_in_ready),
        .st_in_data(e_kv_pack$st_in_data),
        .st_done(e_kv_pack$st_done),
        .done(e_kv_pack$done),
        .error(e_kv_pack$error),
        .error_code(e_kv_pack$error_code)
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
        vchk_q$clock = clock;
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
        vchk_q$d = vchk_q$q;
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
        sel_rmsnorm = funct_q$q == c_f_rmsnorm;
        sel_rope = funct_q$q == c_f_rope;
        sel_kv_pack = funct_q$q == c_f_kv_pack;
        sup = sel_ew | sel_embed | sel_argmax | sel_softmax;
        sup = sup | sel_rmsnorm | sel_rope | sel_kv_pack;
        sel_attn = (funct_q$q == c_f_score) | (funct_q$q == c_f_pv);
        sup = sup | sel_attn;
        sel_quant = funct_q$q == c_f_quant;
        sel_requant = funct_q$q == c_f_requant;
        sup = sup | sel_quant | sel_requant;
        e_ew$clock = clock;
        e_ew$reset = reset;
        e_ew$start = start_q$q & sel_ew;
        e_ew$prog_start = prog_start;
        e_ew$cfg_keep = imm_q$q[32'h0];
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
        e_softmax$prog_start = prog_start;
        e_softmax$cfg_keep = imm_q$q[32'h0];
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
        e_rmsnorm$clock = clock;
        e_rmsnorm$reset = reset;
        e_rmsnorm$start = start_q$q & sel_rmsnorm;
        e_rmsnorm$cfg_a = a_q$q;
        e_rmsnorm$cfg_b = b_q$q;
        e_rmsnorm$cfg_c = c_q$q;
        e_rmsnorm$cfg_d = d_q$q;
        e_rmsnorm$cfg_len = len_q$q;
        e_rmsnorm$cfg_imm = imm_q$q[(32'h0)+:(8)];
        e_rmsnorm$cfg_sram_words = cfg_sram_words;
        e_rmsnorm$lda_cmd_ready = lda$cmd_ready & sel_rmsnorm;
        e_rmsnorm$lda_out_valid = lda$out_valid & sel_rmsnorm;
        e_rmsnorm$lda_out_data = lda$out_data;
        e_rmsnorm$ldb_cmd_ready = ldb$cmd_ready & sel_rmsnorm;
        e_rmsnorm$ldb_out_valid = ldb$out_valid & sel_rmsnorm;
        e_rmsnorm$ldb_out_data = ldb$out_data;
        e_rmsnorm$ldb_out_last = ldb$out_last;
        e_rmsnorm$st_cmd_ready = st$cmd_ready & sel_rmsnorm;
        e_rmsnorm$st_in_ready = st$in_ready & sel_rmsnorm;
        e_rmsnorm$st_done = st$done & sel_rmsnorm;
        e_rope$clock = clock;
        e_rope$reset = reset;
        e_rope$start = start_q$q & sel_rope;
        e_rope$cfg_a = a_q$q;
        e_rope$cfg_b = b_q$q;
        e_rope$cfg_d = d_q$q;
        e_rope$cfg_len = len_q$q;
        e_rope$cfg_imm = imm_q$q;
        e_rope$cfg_sram_words = cfg_sram_words;
        e_rope$lda_cmd_ready = lda$cmd_ready & sel_rope;
        e_rope$lda_out_valid = lda$out_valid & sel_rope;
        e_rope$lda_out_data = lda$out_data;
        e_rope$ldb_cmd_ready = ldb$cmd_ready & sel_rope;
        e_rope$ldb_out_valid = ldb$out_valid & sel_rope;
        e_rope$ldb_out_data = ldb$out_data;
        e_rope$ldb_out_last = ldb$out_last;
        e_rope$st_cmd_ready = st$cmd_ready & sel_rope;
        e_rope$st_in_ready = st$in_ready & sel_rope;
        e_rope$st_done = st$done & sel_rope;
        e_kv_pack$clock = clock;
        e_kv_pack$reset = reset;
        e_kv_pack$start = start_q$q & sel_kv_pack;
        e_kv_pack$cfg_a = a_q$q;
        e_kv_pack$cfg_d = d_q$q;
        e_kv_pack$cfg_len = len_q$q;
        e_kv_pack$cfg_imm = imm_q$q;
        e_kv_pack$cfg_sram_words = cfg_sram_words;
        e_kv_pack$lda_cmd_ready = lda$cmd_ready & sel_kv_pack;
        e_kv_pack$lda_out_valid = lda$out_valid & sel_kv_pack;
        e_kv_pack$lda_out_data = lda$out_data;
        e_kv_pack$st_cmd_ready = st$cmd_ready & sel_kv_pack;
        e_kv_pack$st_in_ready = st$in_ready & sel_kv_pack;
        e_kv_pack$st_done = st$done & sel_kv_pack;
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
        if (sel_rmsnorm) begin
            chk = e_rmsnorm$chk_code;
            e_done = e_rmsnorm$done;
            e_error = e_rmsnorm$error;
            e_code = e_rmsnorm$error_code;
            lda$cmd_valid = e_rmsnorm$lda_cmd_valid;
            lda$cmd_addr = e_rmsnorm$lda_cmd_addr;
            lda$cmd_count = e_rmsnorm$lda_cmd_count;
            lda$cmd_width = e_rmsnorm$lda_cmd_width;
            lda$cmd_signed = e_rmsnorm$lda_cmd_signed;
            lda$out_ready = e_rmsnorm$lda_out_ready;
            ldb$cmd_valid = e_rmsnorm$ldb_cmd_valid;
            ldb$cmd_addr = e_rmsnorm$ldb_cmd_addr;
            ldb$cmd_count = e_rmsnorm$ldb_cmd_count;
            ldb$cmd_width = e_rmsnorm$ldb_cmd_width;
            ldb$cmd_signed = e_rmsnorm$ldb_cmd_signed;
            ldb$out_ready = e_rmsnorm$ldb_out_ready;
            st$cmd_valid = e_rmsnorm$st_cmd_valid;
            st$cmd_addr = e_rmsnorm$st_cmd_addr;
            st$cmd_count = e_rmsnorm$st_cmd_count;
            st$cmd_width = e_rmsnorm$st_cmd_width;
            st$in_valid = e_rmsnorm$st_in_valid;
            st$in_data = e_rmsnorm$st_in_data;
        end
        if (sel_rope) begin
            chk = e_rope$chk_code;
            e_done = e_rope$done;
            e_error = e_rope$error;
            e_code = e_rope$error_code;
            lda$cmd_valid = e_rope$lda_cmd_valid;
            lda$cmd_addr = e_rope$lda_cmd_addr;
            lda$cmd_count = e_rope$lda_cmd_count;
            lda$cmd_width = e_rope$lda_cmd_width;
            lda$cmd_signed = e_rope$lda_cmd_signed;
            lda$out_ready = e_rope$lda_out_ready;
            ldb$cmd_valid = e_rope$ldb_cmd_valid;
            ldb$cmd_addr = e_rope$ldb_cmd_addr;
            ldb$cmd_count = e_rope$ldb_cmd_count;
            ldb$cmd_width = e_rope$ldb_cmd_width;
            ldb$cmd_signed = e_rope$ldb_cmd_signed;
            ldb$out_ready = e_rope$ldb_out_ready;
            st$cmd_valid = e_rope$st_cmd_valid;
            st$cmd_addr = e_rope$st_cmd_addr;
            st$cmd_count = e_rope$st_cmd_count;
            st$cmd_width = e_rope$st_cmd_width;
            st$in_valid = e_rope$st_in_valid;
            st$in_data = e_rope$st_in_data;
        end
        if (sel_kv_pack) begin
            chk = e_kv_pack$chk_code;
            e_done = e_kv_pack$done;
            e_error = e_kv_pack$error;
            e_code = e_kv_pack$error_code;
            lda$cmd_valid = e_kv_pack$lda_cmd_valid;
            lda$cmd_addr = e_kv_pack$lda_cmd_addr;
            lda$cmd_count = e_kv_pack$lda_cmd_count;
            lda$cmd_width = e_kv_pack$lda_cmd_width;
            lda$cmd_signed = e_kv_pack$lda_cmd_signed;
            lda$out_ready = e_kv_pack$lda_out_ready;
            st$cmd_valid = e_kv_pack$st_cmd_valid;
            st$cmd_addr = e_kv_pack$st_cmd_addr;
            st$cmd_count = e_kv_pack$st_cmd_count;
            st$cmd_width = e_kv_pack$st_cmd_width;
            st$in_valid = e_kv_pack$st_in_valid;
            st$in_data = e_kv_pack$st_in_data;
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
        vchk_q$d = chk;
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
                else if (|vchk_q$q) begin
                    error_q$d = 1'b1;
                    code_q$d = vchk_q$q;
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
module vpu_top_w64$e_attn(clock,reset,start,cfg_funct,cfg_a,cfg_b,cfg_c,cfg_d,cfg_len,cfg_imm,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,ldb_cmd_valid,ldb_cmd_ready,ldb_cmd_addr,ldb_cmd_count,ldb_cmd_width,ldb_cmd_signed,ldb_out_valid,ldb_out_ready,ldb_out_data,ldb_out_last,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [3:0] cfg_funct;
    input wire  [19:0] cfg_a;
    input wire  [19:0] cfg_b;
    // UNUSEDSIGNAL waived: att_scale is the c field's low 16 bits (decode bounds it to 32767)
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
    localparam  c_f_score = 4'h4;
    localparam  c_max_len = 16'h200;
    localparam  c_max_head = 16'h40;
    localparam  c_z16 = 16'h0;
    localparam  c_rec_round = 24'hb;
    localparam  c_round = 24'h7;
    localparam  c_lwb = 24'h3;
    localparam  c_le32 = 24'h1;
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
    reg  [31:0] recw32_q$d /*verilator isolate_assignments*/;
    wire  [31:0] recw32_q$q;
    reg  recw32_q$clock /*verilator isolate_assignments*/;
    reg  rec$clock /*verilator isolate_assignments*/;
    reg  rec$reset /*verilator isolate_assignments*/;
    reg  [15:0] rec$cfg_head_size /*verilator isolate_assignments*/;
    reg  [15:0] rec$cfg_rec_pairs /*verilator isolate_assignments*/;
    reg  [15:0] rec$cfg_len /*verilator isolate_assignments*/;
    reg  rec$in_valid /*verilator isolate_assignments*/;
    wire  rec$in_ready;
    reg  [31:0] rec$in_data /*verilator isolate_assignments*/;
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
    // UNUSEDSIGNAL waived: len * rw < 2^14 and its 32-bit pair count < 2^15 whenever the check passes (len <= 512, head_size <= 64)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [31:0] recw32 /*verilator isolate_assignments*/;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [23:0] recw /*verilator isolate_assignments*/;
    // UNUSEDSIGNAL waived: len * rw < 2^14 and its 32-bit pair count < 2^15 whenever the check passes (len <= 512, head_size <= 64)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [23:0] rpairs /*verilator isolate_assignments*/;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: len * rw < 2^14 and its 32-bit pair count < 2^15 whenever the check passes (len <= 512, head_size <= 64)
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
    vpu_top_w64$e_attn$recw32_q recw32_q(
        .d(recw32_q$d),
        .q(recw32_q$q),
        .clock(recw32_q$clock)
    );
    vpu_top_w64$e_attn$rec rec(
        .clock(rec$clock),
        .reset(rec$reset),
        .cfg_head_size(rec$cfg_head_size),
        .cfg_rec_pairs(rec$cfg_rec_pairs),
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
        recw32_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        sb_q$d = sb_q$q;
        ss_q$d = ss_q$q;
        bl_q$d = bl_q$q;
        sd_q$d = sd_q$q;
        done_q$d = done_q$q;
        recw32_q$d = recw32_q$q;
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
        recw32_q$d = recw32;
        recw = recw32_q$q[(32'h0)+:(24)];
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
        rpairs = rw << c_le32;
        rec$cfg_rec_pairs = rpairs[(32'h0)+:(16)];
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
        lbn = recw << c_le32;
        ldb_cmd_count = lbn[(32'h0)+:(16)];
        ldb_cmd_width = c_w32;
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
        rec$in_data = ldb_out_data;
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
module vpu_top_w64$e_attn$rec(clock,reset,cfg_head_size,cfg_rec_pairs,cfg_len,in_valid,in_ready,in_data,out_valid,out_ready,out_m,out_e,out_end,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] cfg_head_size;
    input wire  [15:0] cfg_rec_pairs;
    input wire  [15:0] cfg_len;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [31:0] in_data;
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
    localparam  c_zero_w = 6'b0;
    localparam  c_one_w = 6'b1;
    localparam  c_wbank1 = 6'b100000;

    // Stub signals
    reg  ram$clock;
    reg  ram$we;
    reg  [5:0] ram$waddr;
    reg  [31:0] ram$wdata;
    reg  [5:0] ram$raddr;
    wire  [31:0] ram$rdata;
    reg  [15:0] widx_q$d;
    wire  [15:0] widx_q$q;
    reg  widx_q$clock;
    reg  [15:0] rcnt_q$d;
    wire  [15:0] rcnt_q$q;
    reg  rcnt_q$clock;
    reg  wbank_q$d;
    wire  wbank_q$q;
    reg  wbank_q$clock;
    reg  [5:0] waddr_q$d;
    wire  [5:0] waddr_q$q;
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
    reg  pend_hi_q$d;
    wire  pend_hi_q$q;
    reg  pend_hi_q$clock;
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
    reg  [15:0] hp;
    reg  [15:0] he;
    reg  is_m;
    reg  is_e;
    reg  [4:0] ein;
    reg  in_fire;
    reg  rec_end;
    reg  rec_last;
    reg  rfull;
    reg  [4:0] re;
    reg  rl;
    reg  issue;
    reg  issue_last;
    reg  [15:0] rm;

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
    vpu_top_w64$e_attn$rec$pend_hi_q pend_hi_q(
        .d(pend_hi_q$d),
        .q(pend_hi_q$q),
        .clock(pend_hi_q$clock)
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
        pend_hi_q$clock = clock;
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
        pend_hi_q$d = pend_hi_q$q;
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
        hp = (cfg_head_size + c_one16) >> c_one16;
        he = cfg_head_size >> c_one16;
        is_m = widx_q$q < hp;
        is_e = widx_q$q == he;
        ein = in_data[(32'h0)+:(5)];
        if (cfg_head_size[32'h0]) begin
            ein = in_data[(32'h10)+:(5)];
        end
        in_ready = ~(wfull & (is_m | is_e));
        in_fire = in_valid & ~(wfull & (is_m | is_e));
        rec_end = widx_q$q == (cfg_rec_pairs - c_one16);
        rec_last = rcnt_q$q == (cfg_len - c_one16);
        ram$we = in_fire & is_m;
        ram$waddr = waddr_q$q;
        ram$wdata = in_data;
        if (in_fire) begin
            widx_q$d = widx_q$q + c_one16;
            if (is_m) begin
                waddr_q$d = waddr_q$q + c_one_w;
            end
            if (is_e) begin
                if (wbank_q$q) begin
                    full1_q$d = 1'b1;
                    e1_q$d = ein;
                    l1_q$d = rec_last;
                    waddr_q$d = c_zero_w;
                end
                else begin
                    full0_q$d = 1'b1;
                    e0_q$d = ein;
                    l0_q$d = rec_last;
                    waddr_q$d = c_wbank1;
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
        ram$raddr = raddr_q$q[(32'h1)+:(6)];
        pend_q$d = issue;
        if (issue) begin
            pend_hi_q$d = raddr_q$q[32'h0];
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
        rm = ram$rdata[(32'h0)+:(16)];
        if (pend_hi_q$q) begin
            rm = ram$rdata[(32'h10)+:(16)];
        end
        if (~outv_q$q | out_ready) begin
            if (skv_q$q) begin
                outv_q$d = 1'b1;
                outm_q$d = skm_q$q;
                oute_q$d = ske_q$q;
                outn_q$d = skn_q$q;
                outl_q$d = skl_q$q;
                skv_q$d = pend_q$q;
                skm_q$d = rm;
                ske_q$d = pend_e_q$q;
                skn_q$d = pend_end_q$q;
                skl_q$d = pend_last_q$q;
            end
            else begin
                outv_q$d = pend_q$q;
                outm_q$d = rm;
                oute_q$d = pend_e_q$q;
                outn_q$d = pend_end_q$q;
                outl_q$d = pend_last_q$q;
            end
        end
        else if (pend_q$q) begin
            skv_q$d = 1'b1;
            skm_q$d = rm;
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
            waddr_q$d = c_zero_w;
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
module vpu_top_w64$e_attn$rec$pend_hi_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$rec$pend_hi_q
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
module vpu_top_w64$e_attn$recw32_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$recw32_q
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
module vpu_top_w64$e_ew(clock,reset,start,prog_start,cfg_keep,cfg_funct,cfg_a,cfg_b,cfg_c,cfg_d,cfg_len,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,ldb_cmd_valid,ldb_cmd_ready,ldb_cmd_addr,ldb_cmd_count,ldb_cmd_width,ldb_cmd_signed,ldb_out_valid,ldb_out_ready,ldb_out_data,ldb_out_last,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  prog_start;
    input wire  cfg_keep;
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
    reg  [19:0] rt_addr_q$d /*verilator isolate_assignments*/;
    wire  [19:0] rt_addr_q$q;
    reg  rt_addr_q$clock /*verilator isolate_assignments*/;
    reg  rt_valid_q$d /*verilator isolate_assignments*/;
    wire  rt_valid_q$q;
    reg  rt_valid_q$clock /*verilator isolate_assignments*/;
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
    reg  hit /*verilator isolate_assignments*/;
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
    vpu_top_w64$e_ew$rt_addr_q rt_addr_q(
        .d(rt_addr_q$d),
        .q(rt_addr_q$q),
        .clock(rt_addr_q$clock)
    );
    vpu_top_w64$e_ew$rt_valid_q rt_valid_q(
        .d(rt_valid_q$d),
        .q(rt_valid_q$q),
        .clock(rt_valid_q$clock)
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
        rt_addr_q$clock = clock;
        rt_valid_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        sb_q$d = sb_q$q;
        ss_q$d = ss_q$q;
        tcnt_q$d = tcnt_q$q;
        done_q$d = done_q$q;
        rt_addr_q$d = rt_addr_q$q;
        rt_valid_q$d = rt_valid_q$q;
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
        hit = is_silu & cfg_keep & rt_valid_q$q & (rt_addr_q$q == cfg_c);
        if (start) begin
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            tcnt_q$d = c_z10;
            if (is_silu & ~hit) begin
                rt_valid_q$d = 1'b0;
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
                rt_valid_q$d = cfg_keep;
                rt_addr_q$d = cfg_c;
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
        if (prog_start) begin
            rt_valid_q$d = 1'b0;
        end
        if (reset) begin
            state_q$d = c_idle;
            done_q$d = 1'b0;
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            rt_valid_q$d = 1'b0;
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
module vpu_top_w64$e_ew$rt_addr_q(d,q,clock);

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

endmodule // vpu_top_w64$e_ew$rt_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_ew$rt_valid_q(d,q,clock);

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

endmodule // vpu_top_w64$e_ew$rt_valid_q
/* verilator lint_on DECLFILENAME */


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
module vpu_top_w64$e_kv_pack(clock,reset,start,cfg_a,cfg_d,cfg_len,cfg_imm,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [19:0] cfg_a;
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
    localparam  c_idle = 1'b0;
    localparam  c_run = 1'b1;
    localparam  c_max_len = 32'h200;
    localparam  c_max_head = 16'h40;
    localparam  c_round32 = 17'b1;
    localparam  c_l32 = 8'h1;
    localparam  c_sh1 = 8'h1;
    localparam  c_rec_add = 16'hb;
    localparam  c_lwb = 8'h3;
    localparam  c_lhalf = 8'h2;
    localparam  c_one16 = 16'h1;
    localparam  c_z16 = 16'h0;
    localparam  c_zw = 64'h0;
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
    reg  ss_q$d /*verilator isolate_assignments*/;
    wire  ss_q$q;
    reg  ss_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] ic_q$d /*verilator isolate_assignments*/;
    wire  [15:0] ic_q$q;
    reg  ic_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] oi_q$d /*verilator isolate_assignments*/;
    wire  [15:0] oi_q$q;
    reg  oi_q$clock /*verilator isolate_assignments*/;
    reg  [4:0] e_q$d /*verilator isolate_assignments*/;
    wire  [4:0] e_q$q;
    reg  e_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] n32_q$d /*verilator isolate_assignments*/;
    wire  [31:0] n32_q$q;
    reg  n32_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] tot_q$d /*verilator isolate_assignments*/;
    wire  [31:0] tot_q$q;
    reg  tot_q$clock /*verilator isolate_assignments*/;
    reg  bfp$clock /*verilator isolate_assignments*/;
    reg  bfp$reset /*verilator isolate_assignments*/;
    reg  bfp$in_valid /*verilator isolate_assignments*/;
    wire  bfp$in_ready;
    reg  [31:0] bfp$in_data /*verilator isolate_assignments*/;
    reg  bfp$in_last /*verilator isolate_assignments*/;
    wire  bfp$out_valid;
    reg  bfp$out_ready /*verilator isolate_assignments*/;
    wire  [15:0] bfp$out_data;
    wire  [4:0] bfp$out_e;
    // UNUSEDSIGNAL waived: the store counts the elements of the RMSNORM result / the KV_PACK engine counts each head's mantissas itself
    /* verilator lint_off UNUSEDSIGNAL */
    wire  bfp$out_last;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [16:0] zx_nv$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_nv$y;
    reg  [19:0] zx_a$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_a$y;
    reg  [19:0] zx_d$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_d$y;
    reg  [15:0] zx_n$x /*verilator isolate_assignments*/;
    wire  [16:0] zx_n$y;
    reg  [15:0] zx_m$x /*verilator isolate_assignments*/;
    wire  [63:0] zx_m$y;
    reg  [4:0] zx_e$x /*verilator isolate_assignments*/;
    wire  [63:0] zx_e$y;

    // Local signals
    reg  [31:0] n32 /*verilator isolate_assignments*/;
    reg  [16:0] nw_v /*verilator isolate_assignments*/;
    reg  [15:0] rw /*verilator isolate_assignments*/;
    reg  [15:0] rh /*verilator isolate_assignments*/;
    // UNUSEDSIGNAL waived: KV_PACK's record words heads * rw (16 x 16 bits) matter only when heads * head_size <= 512, so below 2^14
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [31:0] tot /*verilator isolate_assignments*/;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [23:0] end_a /*verilator isolate_assignments*/;
    reg  [23:0] end_d /*verilator isolate_assignments*/;
    reg  o_fire /*verilator isolate_assignments*/;

    // Sub module instances
    vpu_top_w64$e_kv_pack$state_q state_q(
        .d(state_q$d),
        .q(state_q$q),
        .clock(state_q$clock)
    );
    vpu_top_w64$e_kv_pack$sa_q sa_q(
        .d(sa_q$d),
        .q(sa_q$q),
        .clock(sa_q$clock)
    );
    vpu_top_w64$e_kv_pack$ss_q ss_q(
        .d(ss_q$d),
        .q(ss_q$q),
        .clock(ss_q$clock)
    );
    vpu_top_w64$e_kv_pack$ic_q ic_q(
        .d(ic_q$d),
        .q(ic_q$q),
        .clock(ic_q$clock)
    );
    vpu_top_w64$e_kv_pack$oi_q oi_q(
        .d(oi_q$d),
        .q(oi_q$q),
        .clock(oi_q$clock)
    );
    vpu_top_w64$e_kv_pack$e_q e_q(
        .d(e_q$d),
        .q(e_q$q),
        .clock(e_q$clock)
    );
    vpu_top_w64$e_kv_pack$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_top_w64$e_kv_pack$n32_q n32_q(
        .d(n32_q$d),
        .q(n32_q$q),
        .clock(n32_q$clock)
    );
    vpu_top_w64$e_kv_pack$tot_q tot_q(
        .d(tot_q$d),
        .q(tot_q$q),
        .clock(tot_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp bfp(
        .clock(bfp$clock),
        .reset(bfp$reset),
        .in_valid(bfp$in_valid),
        .in_ready(bfp$in_ready),
        .in_data(bfp$in_data),
        .in_last(bfp$in_last),
        .out_valid(bfp$out_valid),
        .out_ready(bfp$out_ready),
        .out_data(bfp$out_data),
        .out_e(bfp$out_e),
        .out_last(bfp$out_last)
    );
    vpu_top_w64$e_kv_pack$zx_nv zx_nv(
        .x(zx_nv$x),
        .y(zx_nv$y)
    );
    vpu_top_w64$e_kv_pack$zx_a zx_a(
        .x(zx_a$x),
        .y(zx_a$y)
    );
    vpu_top_w64$e_kv_pack$zx_d zx_d(
        .x(zx_d$x),
        .y(zx_d$y)
    );
    vpu_top_w64$e_kv_pack$zx_n zx_n(
        .x(zx_n$x),
        .y(zx_n$y)
    );
    vpu_top_w64$e_kv_pack$zx_m zx_m(
        .x(zx_m$x),
        .y(zx_m$y)
    );
    vpu_top_w64$e_kv_pack$zx_e zx_e(
        .x(zx_e$x),
        .y(zx_e$y)
    );

    // Update code
    always @(*) begin
        state_q$clock = clock;
        sa_q$clock = clock;
        ss_q$clock = clock;
        ic_q$clock = clock;
        oi_q$clock = clock;
        e_q$clock = clock;
        done_q$clock = clock;
        n32_q$clock = clock;
        tot_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        ss_q$d = ss_q$q;
        ic_q$d = ic_q$q;
        oi_q$d = oi_q$q;
        e_q$d = e_q$q;
        done_q$d = done_q$q;
        n32_q$d = n32_q$q;
        tot_q$d = tot_q$q;
        bfp$clock = clock;
        bfp$reset = reset;
        n32 = cfg_len * cfg_imm;
        n32_q$d = n32;
        zx_n$x = n32_q$q[(32'h0)+:(16)];
        nw_v = (zx_n$y + c_round32) >> c_l32;
        rw = ((cfg_imm << c_sh1) + c_rec_add) >> c_lwb;
        rh = rw << c_lhalf;
        tot = cfg_len * rw;
        tot_q$d = tot;
        zx_nv$x = nw_v;
        zx_a$x = cfg_a;
        zx_d$x = cfg_d;
        end_a = zx_a$y + zx_nv$y;
        end_d = zx_d$y + tot_q$q[(32'h0)+:(24)];
        chk_code = c_ok;
        if ((n32_q$q > c_max_len) | (cfg_imm > c_max_head)) begin
            chk_code = c_unsup;
        end
        else if ((end_a > cfg_sram_words) | (end_d > cfg_sram_words)) begin
            chk_code = c_oow;
        end
        done_q$d = 1'b0;
        if (start) begin
            sa_q$d = 1'b0;
            ss_q$d = 1'b0;
            ic_q$d = c_z16;
            oi_q$d = c_z16;
            state_q$d = c_run;
        end
        lda_cmd_valid = (state_q$q == c_run) & ~sa_q$q;
        lda_cmd_addr = cfg_a;
        lda_cmd_count = n32_q$q[(32'h0)+:(16)];
        lda_cmd_width = c_w32;
        lda_cmd_signed = 1'b1;
        st_cmd_valid = (state_q$q == c_run) & ~ss_q$q;
        st_cmd_addr = cfg_d;
        st_cmd_count = tot_q$q[(32'h0)+:(16)] << c_lhalf;
        st_cmd_width = c_w16;
        if (lda_cmd_valid & lda_cmd_ready) begin
            sa_q$d = 1'b1;
        end
        if (st_cmd_valid & st_cmd_ready) begin
            ss_q$d = 1'b1;
        end
        bfp$in_valid = (state_q$q == c_run) & lda_out_valid;
        bfp$in_data = lda_out_data;
        bfp$in_last = ic_q$q == (cfg_imm - c_one16);
        lda_out_ready = (state_q$q == c_run) & bfp$in_ready;
        if (bfp$in_valid & bfp$in_ready) begin
            if (bfp$in_last) begin
                ic_q$d = c_z16;
            end
            else begin
                ic_q$d = ic_q$q + c_one16;
            end
        end
        zx_m$x = bfp$out_data;
        zx_e$x = e_q$q;
        bfp$out_ready = 1'b0;
        if (oi_q$q < cfg_imm) begin
            st_in_valid = bfp$out_valid;
            st_in_data = zx_m$y;
            bfp$out_ready = st_in_ready;
        end
        else if (oi_q$q == cfg_imm) begin
            st_in_valid = state_q$q == c_run;
            st_in_data = zx_e$y;
        end
        else begin
            st_in_valid = state_q$q == c_run;
            st_in_data = c_zw;
        end
        o_fire = (state_q$q == c_run) & st_in_valid & st_in_ready;
        if (o_fire) begin
            if (oi_q$q < cfg_imm) begin
                e_q$d = bfp$out_e;
            end
            if (oi_q$q == (rh - c_one16)) begin
                oi_q$d = c_z16;
            end
            else begin
                oi_q$d = oi_q$q + c_one16;
            end
        end
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
            ss_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_kv_pack
/* verilator lint_on DECLFILENAME */













































// v-- Setting output parameters to net type for wrapped code.




// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$done_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$e_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$ic_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$ic_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$n32_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$n32_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$oi_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$oi_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$sa_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$sa_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$ss_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$ss_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$state_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$state_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$tot_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$tot_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$zx_a(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_kv_pack$zx_a
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$zx_d(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_kv_pack$zx_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$zx_e(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{59{1'b0}}, x};
endmodule // vpu_top_w64$e_kv_pack$zx_e
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$zx_m(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{48{1'b0}}, x};
endmodule // vpu_top_w64$e_kv_pack$zx_m
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$zx_n(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_kv_pack$zx_n
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$zx_nv(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_kv_pack$zx_nv
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
    reg  [17:0] capm_q$d /*verilator isolate_assignments*/;
    wire  [17:0] capm_q$q;
    reg  capm_q$clock /*verilator isolate_assignments*/;
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
    vpu_top_w64$e_quant$capm_q capm_q(
        .d(capm_q$d),
        .q(capm_q$q),
        .clock(capm_q$clock)
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
        capm_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        ss_q$d = ss_q$q;
        nsc_q$d = nsc_q$q;
        rp_q$d = rp_q$q;
        prm_q$d = prm_q$q;
        done_q$d = done_q$q;
        capm_q$d = capm_q$q;
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
        capm_q$d = mul$p;
        zx_cap$x = capm_q$q;
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
module vpu_top_w64$e_quant$capm_q(d,q,clock);

    // Module arguments
    input wire  [17:0] d;
    output reg  [17:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 18'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_quant$capm_q
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
    reg  [18:0] gl_q$d /*verilator isolate_assignments*/;
    wire  [18:0] gl_q$q;
    reg  gl_q$clock /*verilator isolate_assignments*/;
    reg  [17:0] gc_q$d /*verilator isolate_assignments*/;
    wire  [17:0] gc_q$q;
    reg  gc_q$clock /*verilator isolate_assignments*/;
    reg  [17:0] ls_q$d /*verilator isolate_assignments*/;
    wire  [17:0] ls_q$q;
    reg  ls_q$clock /*verilator isolate_assignments*/;
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
    vpu_top_w64$e_requant$gl_q gl_q(
        .d(gl_q$d),
        .q(gl_q$q),
        .clock(gl_q$clock)
    );
    vpu_top_w64$e_requant$gc_q gc_q(
        .d(gc_q$d),
        .q(gc_q$q),
        .clock(gc_q$clock)
    );
    vpu_top_w64$e_requant$ls_q ls_q(
        .d(ls_q$d),
        .q(ls_q$q),
        .clock(ls_q$clock)
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
        gl_q$clock = clock;
        gc_q$clock = clock;
        ls_q$clock = clock;
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
        gl_q$d = gl_q$q;
        gc_q$d = gc_q$q;
        ls_q$d = ls_q$q;
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
        gl_q$d = mul_gl$p;
        gc_q$d = mul_gc$p;
        ls_q$d = mul_ls$p;
        zx_gc$x = gc_q$q;
        zx_ls$x = ls_q$q;
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
        if ((cfg_len > c_max_len) | (cfg_imm > c_max_groups) | (gl_q$q > c_max_acc)) begin
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
        wsel = ls_q$q[(32'h0)+:(16)] << c_l32;
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
module vpu_top_w64$e_requant$gc_q(d,q,clock);

    // Module arguments
    input wire  [17:0] d;
    output reg  [17:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 18'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_requant$gc_q
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
module vpu_top_w64$e_requant$gl_q(d,q,clock);

    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 19'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_requant$gl_q
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


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$ls_q(d,q,clock);

    // Module arguments
    input wire  [17:0] d;
    output reg  [17:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 18'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_requant$ls_q
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
module vpu_top_w64$e_rmsnorm(clock,reset,start,cfg_a,cfg_b,cfg_c,cfg_d,cfg_len,cfg_imm,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,ldb_cmd_valid,ldb_cmd_ready,ldb_cmd_addr,ldb_cmd_count,ldb_cmd_width,ldb_cmd_signed,ldb_out_valid,ldb_out_ready,ldb_out_data,ldb_out_last,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [19:0] cfg_a;
    input wire  [19:0] cfg_b;
    input wire  [19:0] cfg_c;
    input wire  [19:0] cfg_d;
    input wire  [15:0] cfg_len;
    input wire  [7:0] cfg_imm;
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
    localparam  c_eps = 2'b1;
    localparam  c_run = 2'b10;
    localparam  c_max_len = 16'h100;
    localparam  c_round32 = 17'b1;
    localparam  c_l32 = 8'h1;
    localparam  c_round16 = 17'b11;
    localparam  c_l16 = 8'h2;
    localparam  c_eps_words = 24'h1;
    localparam  c_two16 = 16'h2;
    localparam  c_w16 = 2'b1;
    localparam  c_w32 = 2'b10;
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
    reg  [31:0] eps_q$d /*verilator isolate_assignments*/;
    wire  [31:0] eps_q$q;
    reg  eps_q$clock /*verilator isolate_assignments*/;
    reg  elo_q$d /*verilator isolate_assignments*/;
    wire  elo_q$q;
    reg  elo_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  err_q$d /*verilator isolate_assignments*/;
    wire  err_q$q;
    reg  err_q$clock /*verilator isolate_assignments*/;
    reg  rms$clock /*verilator isolate_assignments*/;
    reg  rms$reset /*verilator isolate_assignments*/;
    reg  [31:0] rms$cfg_eps_term /*verilator isolate_assignments*/;
    reg  [7:0] rms$cfg_shift /*verilator isolate_assignments*/;
    reg  rms$in_valid /*verilator isolate_assignments*/;
    wire  rms$in_ready;
    reg  [31:0] rms$in_data /*verilator isolate_assignments*/;
    reg  [15:0] rms$in_gain /*verilator isolate_assignments*/;
    reg  rms$in_last /*verilator isolate_assignments*/;
    wire  rms$out_valid;
    reg  rms$out_ready /*verilator isolate_assignments*/;
    wire  [31:0] rms$out_data;
    // UNUSEDSIGNAL waived: the store counts the elements of the RMSNORM result / the KV_PACK engine counts each head's mantissas itself
    /* verilator lint_off UNUSEDSIGNAL */
    wire  rms$out_last;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [16:0] zx_n32$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_n32$y;
    reg  [16:0] zx_n16$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_n16$y;
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

    // Local signals
    reg  [16:0] nw32 /*verilator isolate_assignments*/;
    reg  [16:0] nw16 /*verilator isolate_assignments*/;
    reg  [23:0] end_a /*verilator isolate_assignments*/;
    reg  [23:0] end_b /*verilator isolate_assignments*/;
    reg  [23:0] end_c /*verilator isolate_assignments*/;
    reg  [23:0] end_d /*verilator isolate_assignments*/;
    reg  both /*verilator isolate_assignments*/;

    // Sub module instances
    vpu_top_w64$e_rmsnorm$state_q state_q(
        .d(state_q$d),
        .q(state_q$q),
        .clock(state_q$clock)
    );
    vpu_top_w64$e_rmsnorm$sa_q sa_q(
        .d(sa_q$d),
        .q(sa_q$q),
        .clock(sa_q$clock)
    );
    vpu_top_w64$e_rmsnorm$sb_q sb_q(
        .d(sb_q$d),
        .q(sb_q$q),
        .clock(sb_q$clock)
    );
    vpu_top_w64$e_rmsnorm$ss_q ss_q(
        .d(ss_q$d),
        .q(ss_q$q),
        .clock(ss_q$clock)
    );
    vpu_top_w64$e_rmsnorm$eps_q eps_q(
        .d(eps_q$d),
        .q(eps_q$q),
        .clock(eps_q$clock)
    );
    vpu_top_w64$e_rmsnorm$elo_q elo_q(
        .d(elo_q$d),
        .q(elo_q$q),
        .clock(elo_q$clock)
    );
    vpu_top_w64$e_rmsnorm$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_top_w64$e_rmsnorm$err_q err_q(
        .d(err_q$d),
        .q(err_q$q),
        .clock(err_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms rms(
        .clock(rms$clock),
        .reset(rms$reset),
        .cfg_eps_term(rms$cfg_eps_term),
        .cfg_shift(rms$cfg_shift),
        .in_valid(rms$in_valid),
        .in_ready(rms$in_ready),
        .in_data(rms$in_data),
        .in_gain(rms$in_gain),
        .in_last(rms$in_last),
        .out_valid(rms$out_valid),
        .out_ready(rms$out_ready),
        .out_data(rms$out_data),
        .out_last(rms$out_last)
    );
    vpu_top_w64$e_rmsnorm$zx_n32 zx_n32(
        .x(zx_n32$x),
        .y(zx_n32$y)
    );
    vpu_top_w64$e_rmsnorm$zx_n16 zx_n16(
        .x(zx_n16$x),
        .y(zx_n16$y)
    );
    vpu_top_w64$e_rmsnorm$zx_a zx_a(
        .x(zx_a$x),
        .y(zx_a$y)
    );
    vpu_top_w64$e_rmsnorm$zx_b zx_b(
        .x(zx_b$x),
        .y(zx_b$y)
    );
    vpu_top_w64$e_rmsnorm$zx_c zx_c(
        .x(zx_c$x),
        .y(zx_c$y)
    );
    vpu_top_w64$e_rmsnorm$zx_d zx_d(
        .x(zx_d$x),
        .y(zx_d$y)
    );
    vpu_top_w64$e_rmsnorm$zx_len zx_len(
        .x(zx_len$x),
        .y(zx_len$y)
    );
    vpu_top_w64$e_rmsnorm$zx_out zx_out(
        .x(zx_out$x),
        .y(zx_out$y)
    );

    // Update code
    always @(*) begin
        state_q$clock = clock;
        sa_q$clock = clock;
        sb_q$clock = clock;
        ss_q$clock = clock;
        eps_q$clock = clock;
        elo_q$clock = clock;
        done_q$clock = clock;
        err_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        sb_q$d = sb_q$q;
        ss_q$d = ss_q$q;
        eps_q$d = eps_q$q;
        elo_q$d = elo_q$q;
        done_q$d = done_q$q;
        err_q$d = err_q$q;
        rms$clock = clock;
        rms$reset = reset;
        zx_len$x = cfg_len;
        nw32 = (zx_len$y + c_round32) >> c_l32;
        nw16 = (zx_len$y + c_round16) >> c_l16;
        zx_n32$x = nw32;
        zx_n16$x = nw16;
        zx_a$x = cfg_a;
        zx_b$x = cfg_b;
        zx_c$x = cfg_c;
        zx_d$x = cfg_d;
        end_a = zx_a$y + zx_n32$y;
        end_b = zx_b$y + zx_n16$y;
        end_c = zx_c$y + c_eps_words;
        end_d = zx_d$y + zx_n32$y;
        chk_code = c_ok;
        if (cfg_len > c_max_len) begin
            chk_code = c_unsup;
        end
        else if ((end_a > cfg_sram_words) | (end_b > cfg_sram_words) | (end_c > cfg_sram_words) | (end_d > cfg_sram_words)) begin
            chk_code = c_oow;
        end
        done_q$d = 1'b0;
        err_q$d = 1'b0;
        if (start) begin
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            elo_q$d = 1'b0;
            state_q$d = c_eps;
        end
        lda_cmd_valid = (state_q$q == c_run) & ~sa_q$q;
        lda_cmd_addr = cfg_a;
        lda_cmd_count = cfg_len;
        lda_cmd_width = c_w32;
        lda_cmd_signed = 1'b1;
        ldb_cmd_valid = ((state_q$q == c_run) | (state_q$q == c_eps)) & ~sb_q$q;
        if (state_q$q == c_eps) begin
            ldb_cmd_addr = cfg_c;
            ldb_cmd_count = c_two16;
            ldb_cmd_width = c_w32;
            ldb_cmd_signed = 1'b0;
        end
        else begin
            ldb_cmd_addr = cfg_b;
            ldb_cmd_count = cfg_len;
            ldb_cmd_width = c_w16;
            ldb_cmd_signed = 1'b1;
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
        if ((state_q$q == c_eps) & ldb_out_valid) begin
            if (~elo_q$q) begin
                eps_q$d = ldb_out_data;
                elo_q$d = 1'b1;
            end
            else if (|ldb_out_data) begin
                err_q$d = 1'b1;
                state_q$d = c_idle;
            end
            else begin
                sb_q$d = 1'b0;
                state_q$d = c_run;
            end
        end
        rms$cfg_eps_term = eps_q$q;
        rms$cfg_shift = cfg_imm;
        both = (state_q$q == c_run) & lda_out_valid & ldb_out_valid;
        rms$in_valid = both;
        rms$in_data = lda_out_data;
        rms$in_gain = ldb_out_data[(32'h0)+:(16)];
        rms$in_last = ldb_out_last;
        lda_out_ready = both & rms$in_ready;
        ldb_out_ready = (both & rms$in_ready) | (state_q$q == c_eps);
        zx_out$x = rms$out_data;
        st_in_valid = rms$out_valid;
        st_in_data = zx_out$y;
        rms$out_ready = st_in_ready;
        if ((state_q$q == c_run) & st_done) begin
            done_q$d = 1'b1;
            state_q$d = c_idle;
        end
        done = done_q$q;
        error = err_q$q;
        error_code = c_ok;
        if (err_q$q) begin
            error_code = c_unsup;
        end
        if (reset) begin
            state_q$d = c_idle;
            done_q$d = 1'b0;
            err_q$d = 1'b0;
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            elo_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_rmsnorm
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$done_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$elo_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$elo_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$eps_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$eps_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$err_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$err_q
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




// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$sa_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$sa_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$sb_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$sb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$ss_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$ss_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$state_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$state_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$zx_a(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$zx_a
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$zx_b(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$zx_b
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$zx_c(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$zx_c
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$zx_d(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$zx_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$zx_len(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$zx_len
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$zx_n16(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$zx_n16
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$zx_n32(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$zx_n32
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$zx_out(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{32{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$zx_out
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope(clock,reset,start,cfg_a,cfg_b,cfg_d,cfg_len,cfg_imm,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,ldb_cmd_valid,ldb_cmd_ready,ldb_cmd_addr,ldb_cmd_count,ldb_cmd_width,ldb_cmd_signed,ldb_out_valid,ldb_out_ready,ldb_out_data,ldb_out_last,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

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
    localparam  c_idle = 1'b0;
    localparam  c_run = 1'b1;
    localparam  c_max_len = 32'h200;
    localparam  c_max_head = 16'h40;
    localparam  c_round32 = 17'b1;
    localparam  c_l32 = 8'h1;
    localparam  c_sh1 = 8'h1;
    localparam  c_one16 = 16'h1;
    localparam  c_z16 = 16'h0;
    localparam  c_w32 = 2'b10;
    localparam  c_w64 = 2'b11;
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
    reg  [15:0] hc_q$d /*verilator isolate_assignments*/;
    wire  [15:0] hc_q$q;
    reg  hc_q$clock /*verilator isolate_assignments*/;
    reg  ph_q$d /*verilator isolate_assignments*/;
    wire  ph_q$q;
    reg  ph_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] v0_q$d /*verilator isolate_assignments*/;
    wire  [31:0] v0_q$q;
    reg  v0_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] n32_q$d /*verilator isolate_assignments*/;
    wire  [31:0] n32_q$q;
    reg  n32_q$clock /*verilator isolate_assignments*/;
    reg  rope$clock /*verilator isolate_assignments*/;
    reg  rope$reset /*verilator isolate_assignments*/;
    reg  rope$in_valid /*verilator isolate_assignments*/;
    wire  rope$in_ready;
    reg  [95:0] rope$in_data /*verilator isolate_assignments*/;
    wire  rope$out_valid;
    reg  rope$out_ready /*verilator isolate_assignments*/;
    wire  [63:0] rope$out_data;
    reg  [31:0] pv$hi /*verilator isolate_assignments*/;
    reg  [31:0] pv$lo /*verilator isolate_assignments*/;
    wire  [63:0] pv$y;
    reg  [31:0] pin$hi /*verilator isolate_assignments*/;
    reg  [63:0] pin$lo /*verilator isolate_assignments*/;
    wire  [95:0] pin$y;
    reg  [16:0] zx_nv$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_nv$y;
    reg  [16:0] zx_nt$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_nt$y;
    reg  [19:0] zx_a$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_a$y;
    reg  [19:0] zx_b$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_b$y;
    reg  [19:0] zx_d$x /*verilator isolate_assignments*/;
    wire  [23:0] zx_d$y;
    reg  [15:0] zx_n$x /*verilator isolate_assignments*/;
    wire  [16:0] zx_n$y;
    reg  [15:0] zx_t$x /*verilator isolate_assignments*/;
    wire  [16:0] zx_t$y;

    // Local signals
    reg  [31:0] n32 /*verilator isolate_assignments*/;
    reg  [16:0] nw_v /*verilator isolate_assignments*/;
    reg  [16:0] nw_t /*verilator isolate_assignments*/;
    reg  [23:0] end_a /*verilator isolate_assignments*/;
    reg  [23:0] end_b /*verilator isolate_assignments*/;
    reg  [23:0] end_d /*verilator isolate_assignments*/;
    reg  fire /*verilator isolate_assignments*/;

    // Sub module instances
    vpu_top_w64$e_rope$state_q state_q(
        .d(state_q$d),
        .q(state_q$q),
        .clock(state_q$clock)
    );
    vpu_top_w64$e_rope$sa_q sa_q(
        .d(sa_q$d),
        .q(sa_q$q),
        .clock(sa_q$clock)
    );
    vpu_top_w64$e_rope$sb_q sb_q(
        .d(sb_q$d),
        .q(sb_q$q),
        .clock(sb_q$clock)
    );
    vpu_top_w64$e_rope$ss_q ss_q(
        .d(ss_q$d),
        .q(ss_q$q),
        .clock(ss_q$clock)
    );
    vpu_top_w64$e_rope$hc_q hc_q(
        .d(hc_q$d),
        .q(hc_q$q),
        .clock(hc_q$clock)
    );
    vpu_top_w64$e_rope$ph_q ph_q(
        .d(ph_q$d),
        .q(ph_q$q),
        .clock(ph_q$clock)
    );
    vpu_top_w64$e_rope$v0_q v0_q(
        .d(v0_q$d),
        .q(v0_q$q),
        .clock(v0_q$clock)
    );
    vpu_top_w64$e_rope$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_top_w64$e_rope$n32_q n32_q(
        .d(n32_q$d),
        .q(n32_q$q),
        .clock(n32_q$clock)
    );
    vpu_top_w64$e_rope$rope rope(
        .clock(rope$clock),
        .reset(rope$reset),
        .in_valid(rope$in_valid),
        .in_ready(rope$in_ready),
        .in_data(rope$in_data),
        .out_valid(rope$out_valid),
        .out_ready(rope$out_ready),
        .out_data(rope$out_data)
    );
    vpu_top_w64$e_rope$pv pv(
        .hi(pv$hi),
        .lo(pv$lo),
        .y(pv$y)
    );
    vpu_top_w64$e_rope$pin pin(
        .hi(pin$hi),
        .lo(pin$lo),
        .y(pin$y)
    );
    vpu_top_w64$e_rope$zx_nv zx_nv(
        .x(zx_nv$x),
        .y(zx_nv$y)
    );
    vpu_top_w64$e_rope$zx_nt zx_nt(
        .x(zx_nt$x),
        .y(zx_nt$y)
    );
    vpu_top_w64$e_rope$zx_a zx_a(
        .x(zx_a$x),
        .y(zx_a$y)
    );
    vpu_top_w64$e_rope$zx_b zx_b(
        .x(zx_b$x),
        .y(zx_b$y)
    );
    vpu_top_w64$e_rope$zx_d zx_d(
        .x(zx_d$x),
        .y(zx_d$y)
    );
    vpu_top_w64$e_rope$zx_n zx_n(
        .x(zx_n$x),
        .y(zx_n$y)
    );
    vpu_top_w64$e_rope$zx_t zx_t(
        .x(zx_t$x),
        .y(zx_t$y)
    );

    // Update code
    always @(*) begin
        state_q$clock = clock;
        sa_q$clock = clock;
        sb_q$clock = clock;
        ss_q$clock = clock;
        hc_q$clock = clock;
        ph_q$clock = clock;
        v0_q$clock = clock;
        done_q$clock = clock;
        n32_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        sb_q$d = sb_q$q;
        ss_q$d = ss_q$q;
        hc_q$d = hc_q$q;
        ph_q$d = ph_q$q;
        v0_q$d = v0_q$q;
        done_q$d = done_q$q;
        n32_q$d = n32_q$q;
        rope$clock = clock;
        rope$reset = reset;
        n32 = cfg_len * cfg_imm;
        n32_q$d = n32;
        zx_n$x = n32_q$q[(32'h0)+:(16)];
        zx_t$x = cfg_imm >> c_sh1;
        nw_v = (zx_n$y + c_round32) >> c_l32;
        nw_t = (zx_t$y + c_round32) >> c_l32;
        zx_nv$x = nw_v;
        zx_nt$x = nw_t;
        zx_a$x = cfg_a;
        zx_b$x = cfg_b;
        zx_d$x = cfg_d;
        end_a = zx_a$y + zx_nv$y;
        end_b = zx_b$y + zx_nt$y;
        end_d = zx_d$y + zx_nv$y;
        chk_code = c_ok;
        if ((n32_q$q > c_max_len) | (cfg_imm > c_max_head)) begin
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
            hc_q$d = c_z16;
            ph_q$d = 1'b0;
            state_q$d = c_run;
        end
        lda_cmd_valid = (state_q$q == c_run) & ~sa_q$q;
        lda_cmd_addr = cfg_a;
        lda_cmd_count = n32_q$q[(32'h0)+:(16)];
        lda_cmd_width = c_w32;
        lda_cmd_signed = 1'b1;
        ldb_cmd_valid = (state_q$q == c_run) & ~sb_q$q & (hc_q$q != cfg_len);
        ldb_cmd_addr = cfg_b;
        ldb_cmd_count = cfg_imm >> c_sh1;
        ldb_cmd_width = c_w32;
        ldb_cmd_signed = 1'b0;
        st_cmd_valid = (state_q$q == c_run) & ~ss_q$q;
        st_cmd_addr = cfg_d;
        st_cmd_count = n32_q$q[(32'h1)+:(16)];
        st_cmd_width = c_w64;
        if (lda_cmd_valid & lda_cmd_ready) begin
            sa_q$d = 1'b1;
        end
        if (ldb_cmd_valid & ldb_cmd_ready) begin
            sb_q$d = 1'b1;
            hc_q$d = hc_q$q + c_one16;
        end
        if (st_cmd_valid & st_cmd_ready) begin
            ss_q$d = 1'b1;
        end
        fire = (state_q$q == c_run) & ph_q$q & lda_out_valid & ldb_out_valid;
        pv$hi = lda_out_data;
        pv$lo = v0_q$q;
        pin$hi = ldb_out_data;
        pin$lo = pv$y;
        rope$in_valid = fire;
        rope$in_data = pin$y;
        lda_out_ready = ((state_q$q == c_run) & ~ph_q$q) | (fire & rope$in_ready);
        ldb_out_ready = fire & rope$in_ready;
        if ((state_q$q == c_run) & ~ph_q$q & lda_out_valid) begin
            v0_q$d = lda_out_data;
            ph_q$d = 1'b1;
        end
        if (fire & rope$in_ready) begin
            ph_q$d = 1'b0;
            if (ldb_out_last) begin
                sb_q$d = 1'b0;
            end
        end
        st_in_valid = rope$out_valid;
        st_in_data = ((rope$out_data) & 64'hffffffffffffffff);
        rope$out_ready = st_in_ready;
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
            ph_q$d = 1'b0;
        end
    end

endmodule // vpu_top_w64$e_rope
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$done_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$hc_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$hc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$n32_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$n32_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$ph_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$ph_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$pin(hi,lo,y);

    // Module arguments
    input wire  [31:0] hi;
    input wire  [63:0] lo;
    output wire  [95:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_rope$pin
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$pv(hi,lo,y);

    // Module arguments
    input wire  [31:0] hi;
    input wire  [31:0] lo;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_rope$pv
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




// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$sa_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$sa_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$sb_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$sb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$ss_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$ss_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$state_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$state_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$v0_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$v0_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$zx_a(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_rope$zx_a
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$zx_b(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_rope$zx_b
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$zx_d(x,y);

    // Module arguments
    input wire  [19:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$e_rope$zx_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$zx_n(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_rope$zx_n
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$zx_nt(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_rope$zx_nt
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$zx_nv(x,y);

    // Module arguments
    input wire  [16:0] x;
    output wire  [23:0] y;

    // Update code (wrapper)
    assign y = {{7{1'b0}}, x};
endmodule // vpu_top_w64$e_rope$zx_nv
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$zx_t(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_rope$zx_t
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax(clock,reset,start,prog_start,cfg_keep,cfg_a,cfg_b,cfg_d,cfg_len,cfg_sram_words,chk_code,lda_cmd_valid,lda_cmd_ready,lda_cmd_addr,lda_cmd_count,lda_cmd_width,lda_cmd_signed,lda_out_valid,lda_out_ready,lda_out_data,lda_out_last,ldb_cmd_valid,ldb_cmd_ready,ldb_cmd_addr,ldb_cmd_count,ldb_cmd_width,ldb_cmd_signed,ldb_out_valid,ldb_out_ready,ldb_out_data,ldb_out_last,st_cmd_valid,st_cmd_ready,st_cmd_addr,st_cmd_count,st_cmd_width,st_in_valid,st_in_ready,st_in_data,st_done,done,error,error_code);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  prog_start;
    input wire  cfg_keep;
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
    reg  [19:0] rt_addr_q$d /*verilator isolate_assignments*/;
    wire  [19:0] rt_addr_q$q;
    reg  rt_addr_q$clock /*verilator isolate_assignments*/;
    reg  rt_valid_q$d /*verilator isolate_assignments*/;
    wire  rt_valid_q$q;
    reg  rt_valid_q$clock /*verilator isolate_assignments*/;
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
    reg  hit /*verilator isolate_assignments*/;
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
    vpu_top_w64$e_softmax$rt_addr_q rt_addr_q(
        .d(rt_addr_q$d),
        .q(rt_addr_q$q),
        .clock(rt_addr_q$clock)
    );
    vpu_top_w64$e_softmax$rt_valid_q rt_valid_q(
        .d(rt_valid_q$d),
        .q(rt_valid_q$q),
        .clock(rt_valid_q$clock)
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
        rt_addr_q$clock = clock;
        rt_valid_q$clock = clock;
        done_q$clock = clock;
        error_q$clock = clock;
        state_q$d = state_q$q;
        sa_q$d = sa_q$q;
        sb_q$d = sb_q$q;
        ss_q$d = ss_q$q;
        tcnt_q$d = tcnt_q$q;
        bad_q$d = bad_q$q;
        rt_addr_q$d = rt_addr_q$q;
        rt_valid_q$d = rt_valid_q$q;
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
        hit = cfg_keep & rt_valid_q$q & (rt_addr_q$q == cfg_b);
        if (start) begin
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            bad_q$d = 1'b0;
            tcnt_q$d = c_z9;
            if (hit) begin
                state_q$d = c_run;
            end
            else begin
                rt_valid_q$d = 1'b0;
                state_q$d = c_table;
            end
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
                    rt_valid_q$d = cfg_keep;
                    rt_addr_q$d = cfg_b;
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
        if (prog_start) begin
            rt_valid_q$d = 1'b0;
        end
        if (reset) begin
            state_q$d = c_idle;
            done_q$d = 1'b0;
            error_q$d = 1'b0;
            sa_q$d = 1'b0;
            sb_q$d = 1'b0;
            ss_q$d = 1'b0;
            rt_valid_q$d = 1'b0;
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
module vpu_top_w64$e_softmax$rt_addr_q(d,q,clock);

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

endmodule // vpu_top_w64$e_softmax$rt_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_softmax$rt_valid_q(d,q,clock);

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

endmodule // vpu_top_w64$e_softmax$rt_valid_q
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
    localparam  c_one4 = 4'h1;
    localparam  c_one_p = 3'b1;
    localparam  c_one8 = 8'h1;
    localparam  c_depth = 4'h8;
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
    localparam  c_z16 = 16'h0;
    localparam  c_z4 = 4'h0;
    localparam  c_z_p = 3'b0;

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
    reg  [3:0] infl_q$d;
    wire  [3:0] infl_q$q;
    reg  infl_q$clock;
    reg  [63:0] fifo_q$0$d;
    wire  [63:0] fifo_q$0$q;
    reg  fifo_q$0$clock;
    reg  [63:0] fifo_q$1$d;
    wire  [63:0] fifo_q$1$q;
    reg  fifo_q$1$clock;
    reg  [63:0] fifo_q$2$d;
    wire  [63:0] fifo_q$2$q;
    reg  fifo_q$2$clock;
    reg  [63:0] fifo_q$3$d;
    wire  [63:0] fifo_q$3$q;
    reg  fifo_q$3$clock;
    reg  [63:0] fifo_q$4$d;
    wire  [63:0] fifo_q$4$q;
    reg  fifo_q$4$clock;
    reg  [63:0] fifo_q$5$d;
    wire  [63:0] fifo_q$5$q;
    reg  fifo_q$5$clock;
    reg  [63:0] fifo_q$6$d;
    wire  [63:0] fifo_q$6$q;
    reg  fifo_q$6$clock;
    reg  [63:0] fifo_q$7$d;
    wire  [63:0] fifo_q$7$q;
    reg  fifo_q$7$clock;
    reg  [2:0] wp_q$d;
    wire  [2:0] wp_q$q;
    reg  wp_q$clock;
    reg  [2:0] rp_q$d;
    wire  [2:0] rp_q$q;
    reg  rp_q$clock;
    reg  [3:0] fn_q$d;
    wire  [3:0] fn_q$q;
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
    vpu_top_w64$lda$fifo_q$0 fifo_q$0(
        .d(fifo_q$0$d),
        .q(fifo_q$0$q),
        .clock(fifo_q$0$clock)
    );
    vpu_top_w64$lda$fifo_q$1 fifo_q$1(
        .d(fifo_q$1$d),
        .q(fifo_q$1$q),
        .clock(fifo_q$1$clock)
    );
    vpu_top_w64$lda$fifo_q$2 fifo_q$2(
        .d(fifo_q$2$d),
        .q(fifo_q$2$q),
        .clock(fifo_q$2$clock)
    );
    vpu_top_w64$lda$fifo_q$3 fifo_q$3(
        .d(fifo_q$3$d),
        .q(fifo_q$3$q),
        .clock(fifo_q$3$clock)
    );
    vpu_top_w64$lda$fifo_q$4 fifo_q$4(
        .d(fifo_q$4$d),
        .q(fifo_q$4$q),
        .clock(fifo_q$4$clock)
    );
    vpu_top_w64$lda$fifo_q$5 fifo_q$5(
        .d(fifo_q$5$d),
        .q(fifo_q$5$q),
        .clock(fifo_q$5$clock)
    );
    vpu_top_w64$lda$fifo_q$6 fifo_q$6(
        .d(fifo_q$6$d),
        .q(fifo_q$6$q),
        .clock(fifo_q$6$clock)
    );
    vpu_top_w64$lda$fifo_q$7 fifo_q$7(
        .d(fifo_q$7$d),
        .q(fifo_q$7$q),
        .clock(fifo_q$7$clock)
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
        wp_q$d = wp_q$q;
        rp_q$d = rp_q$q;
        fn_q$d = fn_q$q;
        word_q$d = word_q$q;
        wv_q$d = wv_q$q;
        epw_q$d = epw_q$q;
        fifo_q$0$clock = clock;
        fifo_q$0$d = fifo_q$0$q;
        fifo_q$1$clock = clock;
        fifo_q$1$d = fifo_q$1$q;
        fifo_q$2$clock = clock;
        fifo_q$2$d = fifo_q$2$q;
        fifo_q$3$clock = clock;
        fifo_q$3$d = fifo_q$3$q;
        fifo_q$4$clock = clock;
        fifo_q$4$d = fifo_q$4$q;
        fifo_q$5$clock = clock;
        fifo_q$5$d = fifo_q$5$q;
        fifo_q$6$clock = clock;
        fifo_q$6$d = fifo_q$6$q;
        fifo_q$7$clock = clock;
        fifo_q$7$d = fifo_q$7$q;
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
        head = fifo_q$0$q;
        if (rp_q$q == 1) begin
            head = fifo_q$1$q;
        end
        if (rp_q$q == 2) begin
            head = fifo_q$2$q;
        end
        if (rp_q$q == 3) begin
            head = fifo_q$3$q;
        end
        if (rp_q$q == 4) begin
            head = fifo_q$4$q;
        end
        if (rp_q$q == 5) begin
            head = fifo_q$5$q;
        end
        if (rp_q$q == 6) begin
            head = fifo_q$6$q;
        end
        if (rp_q$q == 7) begin
            head = fifo_q$7$q;
        end
        if (pop) begin
            word_q$d = head;
            wv_q$d = 1'b1;
            epw_q$d = epw_new;
            rp_q$d = rp_q$q + c_one_p;
        end
        if (rsp_valid) begin
            wp_q$d = wp_q$q + c_one_p;
            if (wp_q$q == 0) begin
                fifo_q$0$d = rsp_data;
            end
            if (wp_q$q == 1) begin
                fifo_q$1$d = rsp_data;
            end
            if (wp_q$q == 2) begin
                fifo_q$2$d = rsp_data;
            end
            if (wp_q$q == 3) begin
                fifo_q$3$d = rsp_data;
            end
            if (wp_q$q == 4) begin
                fifo_q$4$d = rsp_data;
            end
            if (wp_q$q == 5) begin
                fifo_q$5$d = rsp_data;
            end
            if (wp_q$q == 6) begin
                fifo_q$6$d = rsp_data;
            end
            if (wp_q$q == 7) begin
                fifo_q$7$d = rsp_data;
            end
        end
        if (rsp_valid & ~pop) begin
            fn_q$d = fn_q$q + c_one4;
        end
        else if (~rsp_valid & pop) begin
            fn_q$d = fn_q$q - c_one4;
        end
        if (req_fire & ~pop) begin
            infl_q$d = infl_q$q + c_one4;
        end
        else if (~req_fire & pop) begin
            infl_q$d = infl_q$q - c_one4;
        end
        skid$m_ready = out_ready;
        out_valid = skid$m_valid;
        out_data = skid$m_data[(32'h0)+:(32)];
        out_last = skid$m_data[32'h20];
        if (reset) begin
            words_q$d = c_z16;
            elems_q$d = c_z16;
            infl_q$d = c_z4;
            fn_q$d = c_z4;
            wp_q$d = c_z_p;
            rp_q$d = c_z_p;
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
module vpu_top_w64$lda$fifo_q$0(d,q,clock);

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

endmodule // vpu_top_w64$lda$fifo_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$fifo_q$1(d,q,clock);

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

endmodule // vpu_top_w64$lda$fifo_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$fifo_q$2(d,q,clock);

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

endmodule // vpu_top_w64$lda$fifo_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$fifo_q$3(d,q,clock);

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

endmodule // vpu_top_w64$lda$fifo_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$fifo_q$4(d,q,clock);

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

endmodule // vpu_top_w64$lda$fifo_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$fifo_q$5(d,q,clock);

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

endmodule // vpu_top_w64$lda$fifo_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$fifo_q$6(d,q,clock);

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

endmodule // vpu_top_w64$lda$fifo_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$fifo_q$7(d,q,clock);

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

endmodule // vpu_top_w64$lda$fifo_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$fn_q(d,q,clock);

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

endmodule // vpu_top_w64$lda$fn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$infl_q(d,q,clock);

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

endmodule // vpu_top_w64$lda$infl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$lda$rp_q(d,q,clock);

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
    localparam  c_one4 = 4'h1;
    localparam  c_one_p = 3'b1;
    localparam  c_one8 = 8'h1;
    localparam  c_depth = 4'h8;
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
    localparam  c_z16 = 16'h0;
    localparam  c_z4 = 4'h0;
    localparam  c_z_p = 3'b0;

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
    reg  [3:0] infl_q$d;
    wire  [3:0] infl_q$q;
    reg  infl_q$clock;
    reg  [63:0] fifo_q$0$d;
    wire  [63:0] fifo_q$0$q;
    reg  fifo_q$0$clock;
    reg  [63:0] fifo_q$1$d;
    wire  [63:0] fifo_q$1$q;
    reg  fifo_q$1$clock;
    reg  [63:0] fifo_q$2$d;
    wire  [63:0] fifo_q$2$q;
    reg  fifo_q$2$clock;
    reg  [63:0] fifo_q$3$d;
    wire  [63:0] fifo_q$3$q;
    reg  fifo_q$3$clock;
    reg  [63:0] fifo_q$4$d;
    wire  [63:0] fifo_q$4$q;
    reg  fifo_q$4$clock;
    reg  [63:0] fifo_q$5$d;
    wire  [63:0] fifo_q$5$q;
    reg  fifo_q$5$clock;
    reg  [63:0] fifo_q$6$d;
    wire  [63:0] fifo_q$6$q;
    reg  fifo_q$6$clock;
    reg  [63:0] fifo_q$7$d;
    wire  [63:0] fifo_q$7$q;
    reg  fifo_q$7$clock;
    reg  [2:0] wp_q$d;
    wire  [2:0] wp_q$q;
    reg  wp_q$clock;
    reg  [2:0] rp_q$d;
    wire  [2:0] rp_q$q;
    reg  rp_q$clock;
    reg  [3:0] fn_q$d;
    wire  [3:0] fn_q$q;
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
    vpu_top_w64$ldb$fifo_q$0 fifo_q$0(
        .d(fifo_q$0$d),
        .q(fifo_q$0$q),
        .clock(fifo_q$0$clock)
    );
    vpu_top_w64$ldb$fifo_q$1 fifo_q$1(
        .d(fifo_q$1$d),
        .q(fifo_q$1$q),
        .clock(fifo_q$1$clock)
    );
    vpu_top_w64$ldb$fifo_q$2 fifo_q$2(
        .d(fifo_q$2$d),
        .q(fifo_q$2$q),
        .clock(fifo_q$2$clock)
    );
    vpu_top_w64$ldb$fifo_q$3 fifo_q$3(
        .d(fifo_q$3$d),
        .q(fifo_q$3$q),
        .clock(fifo_q$3$clock)
    );
    vpu_top_w64$ldb$fifo_q$4 fifo_q$4(
        .d(fifo_q$4$d),
        .q(fifo_q$4$q),
        .clock(fifo_q$4$clock)
    );
    vpu_top_w64$ldb$fifo_q$5 fifo_q$5(
        .d(fifo_q$5$d),
        .q(fifo_q$5$q),
        .clock(fifo_q$5$clock)
    );
    vpu_top_w64$ldb$fifo_q$6 fifo_q$6(
        .d(fifo_q$6$d),
        .q(fifo_q$6$q),
        .clock(fifo_q$6$clock)
    );
    vpu_top_w64$ldb$fifo_q$7 fifo_q$7(
        .d(fifo_q$7$d),
        .q(fifo_q$7$q),
        .clock(fifo_q$7$clock)
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
        wp_q$d = wp_q$q;
        rp_q$d = rp_q$q;
        fn_q$d = fn_q$q;
        word_q$d = word_q$q;
        wv_q$d = wv_q$q;
        epw_q$d = epw_q$q;
        fifo_q$0$clock = clock;
        fifo_q$0$d = fifo_q$0$q;
        fifo_q$1$clock = clock;
        fifo_q$1$d = fifo_q$1$q;
        fifo_q$2$clock = clock;
        fifo_q$2$d = fifo_q$2$q;
        fifo_q$3$clock = clock;
        fifo_q$3$d = fifo_q$3$q;
        fifo_q$4$clock = clock;
        fifo_q$4$d = fifo_q$4$q;
        fifo_q$5$clock = clock;
        fifo_q$5$d = fifo_q$5$q;
        fifo_q$6$clock = clock;
        fifo_q$6$d = fifo_q$6$q;
        fifo_q$7$clock = clock;
        fifo_q$7$d = fifo_q$7$q;
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
        head = fifo_q$0$q;
        if (rp_q$q == 1) begin
            head = fifo_q$1$q;
        end
        if (rp_q$q == 2) begin
            head = fifo_q$2$q;
        end
        if (rp_q$q == 3) begin
            head = fifo_q$3$q;
        end
        if (rp_q$q == 4) begin
            head = fifo_q$4$q;
        end
        if (rp_q$q == 5) begin
            head = fifo_q$5$q;
        end
        if (rp_q$q == 6) begin
            head = fifo_q$6$q;
        end
        if (rp_q$q == 7) begin
            head = fifo_q$7$q;
        end
        if (pop) begin
            word_q$d = head;
            wv_q$d = 1'b1;
            epw_q$d = epw_new;
            rp_q$d = rp_q$q + c_one_p;
        end
        if (rsp_valid) begin
            wp_q$d = wp_q$q + c_one_p;
            if (wp_q$q == 0) begin
                fifo_q$0$d = rsp_data;
            end
            if (wp_q$q == 1) begin
                fifo_q$1$d = rsp_data;
            end
            if (wp_q$q == 2) begin
                fifo_q$2$d = rsp_data;
            end
            if (wp_q$q == 3) begin
                fifo_q$3$d = rsp_data;
            end
            if (wp_q$q == 4) begin
                fifo_q$4$d = rsp_data;
            end
            if (wp_q$q == 5) begin
                fifo_q$5$d = rsp_data;
            end
            if (wp_q$q == 6) begin
                fifo_q$6$d = rsp_data;
            end
            if (wp_q$q == 7) begin
                fifo_q$7$d = rsp_data;
            end
        end
        if (rsp_valid & ~pop) begin
            fn_q$d = fn_q$q + c_one4;
        end
        else if (~rsp_valid & pop) begin
            fn_q$d = fn_q$q - c_one4;
        end
        if (req_fire & ~pop) begin
            infl_q$d = infl_q$q + c_one4;
        end
        else if (~req_fire & pop) begin
            infl_q$d = infl_q$q - c_one4;
        end
        skid$m_ready = out_ready;
        out_valid = skid$m_valid;
        out_data = skid$m_data[(32'h0)+:(32)];
        out_last = skid$m_data[32'h20];
        if (reset) begin
            words_q$d = c_z16;
            elems_q$d = c_z16;
            infl_q$d = c_z4;
            fn_q$d = c_z4;
            wp_q$d = c_z_p;
            rp_q$d = c_z_p;
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
module vpu_top_w64$ldb$fifo_q$0(d,q,clock);

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

endmodule // vpu_top_w64$ldb$fifo_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$fifo_q$1(d,q,clock);

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

endmodule // vpu_top_w64$ldb$fifo_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$fifo_q$2(d,q,clock);

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

endmodule // vpu_top_w64$ldb$fifo_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$fifo_q$3(d,q,clock);

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

endmodule // vpu_top_w64$ldb$fifo_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$fifo_q$4(d,q,clock);

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

endmodule // vpu_top_w64$ldb$fifo_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$fifo_q$5(d,q,clock);

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

endmodule // vpu_top_w64$ldb$fifo_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$fifo_q$6(d,q,clock);

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

endmodule // vpu_top_w64$ldb$fifo_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$fifo_q$7(d,q,clock);

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

endmodule // vpu_top_w64$ldb$fifo_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$fn_q(d,q,clock);

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

endmodule // vpu_top_w64$ldb$fn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$infl_q(d,q,clock);

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

endmodule // vpu_top_w64$ldb$infl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$ldb$rp_q(d,q,clock);

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
    localparam  c_sh0 = 8'h3;
    localparam  c_sh1 = 8'h2;
    localparam  c_sh2 = 8'h1;
    localparam  c_sh3 = 8'h0;
    localparam  c_mk0 = 16'h7;
    localparam  c_mk1 = 16'h3;
    localparam  c_mk2 = 16'h1;
    localparam  c_mk3 = 16'h0;
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
    reg  [1:0] mrg_q$d;
    wire  [1:0] mrg_q$q;
    reg  mrg_q$clock;
    reg  [19:0] maddr_q$d;
    wire  [19:0] maddr_q$q;
    reg  maddr_q$clock;
    reg  [63:0] mdat_q$d;
    wire  [63:0] mdat_q$q;
    reg  mdat_q$clock;
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
    reg  [15:0] zx_loff$x;
    wire  [19:0] zx_loff$y;

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
    reg  [7:0] csh;
    reg  [15:0] cmsk;
    reg  [15:0] loff;
    reg  part;

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
    vpu_top_w64$st$mrg_q mrg_q(
        .d(mrg_q$d),
        .q(mrg_q$q),
        .clock(mrg_q$clock)
    );
    vpu_top_w64$st$maddr_q maddr_q(
        .d(maddr_q$d),
        .q(maddr_q$q),
        .clock(maddr_q$clock)
    );
    vpu_top_w64$st$mdat_q mdat_q(
        .d(mdat_q$d),
        .q(mdat_q$q),
        .clock(mdat_q$clock)
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
    vpu_top_w64$st$zx_loff zx_loff(
        .x(zx_loff$x),
        .y(zx_loff$y)
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
        mrg_q$clock = clock;
        maddr_q$clock = clock;
        mdat_q$clock = clock;
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
        mrg_q$d = mrg_q$q;
        maddr_q$d = maddr_q$q;
        mdat_q$d = mdat_q$q;
        done_q$d = done_q$q;
        if (cmd_width == c_s0) begin
            csh = c_sh0;
            cmsk = c_mk0;
        end
        else if (cmd_width == c_s1) begin
            csh = c_sh1;
            cmsk = c_mk1;
        end
        else if (cmd_width == c_s2) begin
            csh = c_sh2;
            cmsk = c_mk2;
        end
        else begin
            csh = c_sh3;
            cmsk = c_mk3;
        end
        part = |(cmd_count & cmsk);
        loff = (cmd_count - c_one16) >> csh;
        zx_loff$x = loff;
        cmd_ready = ~busy_q$q;
        if (cmd_valid & ~busy_q$q) begin
            busy_q$d = 1'b1;
            addr_q$d = cmd_addr;
            elems_q$d = cmd_count;
            wcode_q$d = cmd_width;
            pos_q$d = c_z8;
            acc_q$d = c_zw;
            mask_q$d = c_zw;
            maddr_q$d = cmd_addr + zx_loff$y;
            if (part) begin
                mrg_q$d = c_s1;
            end
            else begin
                mrg_q$d = c_s0;
            end
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
        req_valid = (mrg_q$q == c_s1) | (wst_q$q == c_s3);
        req_we = 1'b0;
        req_addr = maddr_q$q;
        if (mrg_q$q != c_s1) begin
            req_we = wst_q$q == c_s3;
            req_addr = waddr_q$q;
        end
        req_wdata = wdata_q$q;
        if (mrg_q$q == c_s1) begin
            if (req_ready) begin
                mrg_q$d = c_s2;
            end
        end
        else if (mrg_q$q == c_s2) begin
            if (rsp_valid) begin
                mdat_q$d = rsp_data;
                mrg_q$d = c_s3;
            end
        end
        if (wst_q$q == c_s1) begin
            if (mrg_q$q == c_s3) begin
                wdata_q$d = (wdata_q$q & wmask_q$q) | (mdat_q$q & ~wmask_q$q);
                wst_q$d = c_s3;
                mrg_q$d = c_s0;
            end
        end
        else if (wst_q$q == c_s3) begin
            if (req_ready & (mrg_q$q != c_s1)) begin
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
            mrg_q$d = c_s0;
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
module vpu_top_w64$st$maddr_q(d,q,clock);

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

endmodule // vpu_top_w64$st$maddr_q
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
module vpu_top_w64$st$mdat_q(d,q,clock);

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

endmodule // vpu_top_w64$st$mdat_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$mrg_q(d,q,clock);

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

endmodule // vpu_top_w64$st$mrg_q
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

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$st$zx_loff(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [19:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_top_w64$st$zx_loff
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


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$vchk_q(d,q,clock);

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

endmodule // vpu_top_w64$vchk_q
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
// Instance `e_rmsnorm$rms`: the standalone module `vpu_rmsnorm`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_rmsnorm$rms(clock,reset,cfg_eps_term,cfg_shift,in_valid,in_ready,in_data,in_gain,in_last,out_valid,out_ready,out_data,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [31:0] cfg_eps_term;
    input wire  [7:0] cfg_shift;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [31:0] in_data;
    input wire  [15:0] in_gain;
    input wire  in_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;
    output reg  out_last;

    // Constant declarations
    localparam  c_slot$0 = 3'b0;
    localparam  c_slot$1 = 3'b1;
    localparam  c_slot$2 = 3'b10;
    localparam  c_slot$3 = 3'b11;
    localparam  c_slot$4 = 3'b100;
    localparam  c_slot$5 = 3'b101;
    localparam  c_slot$6 = 3'b110;
    localparam  c_slot$7 = 3'b111;
    localparam  c_one3 = 3'b1;
    localparam  c_zero4 = 4'h0;
    localparam  c_one4 = 4'h1;
    localparam  c_depth4 = 4'h8;
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
    localparam  c_st$0 = 3'b0;
    localparam  c_st$1 = 3'b1;
    localparam  c_st$2 = 3'b10;
    localparam  c_st$3 = 3'b11;
    localparam  c_st$4 = 3'b100;
    localparam  c_zero5 = 5'b0;
    localparam  c_one5 = 5'b1;
    localparam  c_zero8 = 8'h0;
    localparam  c_one8 = 8'h1;
    localparam  c_two8 = 8'h2;
    localparam  c_max8 = 8'hff;
    localparam  c_zero32 = 32'h0;
    localparam  c_zero40 = 40'h0;
    localparam  c_zero22 = 22'h0;
    localparam  c_one22 = 22'h1;
    localparam  c_sh20 = 8'h14;
    localparam  c_zero20 = 20'h0;
    localparam  c_one20 = 20'h1;
    localparam  c_dhalf20 = 20'h80000;
    localparam  c_nhalf37 = 37'h1000000000;
    localparam  c_one37 = 37'h1;
    localparam  c_zero37 = 37'h0;
    localparam  c_num37 = 37'h1000000000;
    localparam  c_sqrt_steps = 8'h14;
    localparam  c_div_steps = 8'h25;
    localparam  c_bias8 = 8'h14;
    localparam  c_one33 = 33'h1;
    localparam  c_ones33 = 33'h1ffffffff;
    localparam  c_ones_top33 = 33'h3ffff;
    localparam  c_sh15 = 5'b1111;
    localparam  c_max16 = 16'h7fff;
    localparam  c_min16 = 16'h8000;

    // Stub signals
    reg  ram$clock;
    reg  ram$we;
    reg  [7:0] ram$waddr;
    reg  [47:0] ram$wdata;
    reg  [7:0] ram$raddr;
    wire  [47:0] ram$rdata;
    reg  [15:0] sq$a /*verilator isolate_assignments*/;
    reg  [15:0] sq$b /*verilator isolate_assignments*/;
    wire  [31:0] sq$p;
    reg  [15:0] mul1$a /*verilator isolate_assignments*/;
    reg  [37:0] mul1$b;
    // UNUSEDSIGNAL waived: |m_j * inv| <= 2^36 (|m_j| <= isqrt(u)), so bits 53..38 are copies of the sign and only bits 37..0 are used
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [53:0] mul1$p;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [37:0] mul2$a /*verilator isolate_assignments*/;
    reg  [15:0] mul2$b;
    wire  [53:0] mul2$p;
    reg  [63:0] rs$x /*verilator isolate_assignments*/;
    reg  [7:0] rs$n;
    wire  [31:0] rs$y;
    reg  [31:0] m_sext$x /*verilator isolate_assignments*/;
    wire  [32:0] m_sext$y;
    reg  [53:0] p_sext$x;
    wire  [63:0] p_sext$y;
    reg  [31:0] z_sq$x /*verilator isolate_assignments*/;
    wire  [39:0] z_sq$y;
    reg  [31:0] z_eps$x /*verilator isolate_assignments*/;
    wire  [39:0] z_eps$y;
    reg  [36:0] z_inv$x /*verilator isolate_assignments*/;
    wire  [37:0] z_inv$y;
    reg  [4:0] z_e$x /*verilator isolate_assignments*/;
    wire  [5:0] z_e$y;
    reg  [15:0] wcat$hi /*verilator isolate_assignments*/;
    reg  [31:0] wcat$lo /*verilator isolate_assignments*/;
    wire  [47:0] wcat$y;
    reg  [2:0] st_q$d;
    wire  [2:0] st_q$q;
    reg  st_q$clock;
    reg  [7:0] waddr_q$d;
    wire  [7:0] waddr_q$q;
    reg  waddr_q$clock;
    reg  [31:0] or_q$d;
    wire  [31:0] or_q$q;
    reg  or_q$clock;
    reg  [7:0] len_q$d;
    wire  [7:0] len_q$q;
    reg  len_q$clock;
    reg  [4:0] e_q$d;
    wire  [4:0] e_q$q;
    reg  e_q$clock;
    reg  [7:0] raddr_q$d;
    wire  [7:0] raddr_q$q;
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
    reg  [39:0] acc_q$d;
    wire  [39:0] acc_q$q;
    reg  acc_q$clock;
    reg  sa_v_q$d;
    wire  sa_v_q$q;
    reg  sa_v_q$clock;
    reg  sq_v_q$d;
    wire  sq_v_q$q;
    reg  sq_v_q$clock;
    reg  [31:0] sq_q$d;
    wire  [31:0] sq_q$q;
    reg  sq_q$clock;
    reg  uzero_q$d;
    wire  uzero_q$q;
    reg  uzero_q$clock;
    reg  [39:0] rad_q$d;
    wire  [39:0] rad_q$q;
    reg  rad_q$clock;
    reg  [21:0] rem_q$d;
    wire  [21:0] rem_q$q;
    reg  rem_q$clock;
    reg  [21:0] root_q$d;
    wire  [21:0] root_q$q;
    reg  root_q$clock;
    reg  [7:0] cnt_q$d;
    wire  [7:0] cnt_q$q;
    reg  cnt_q$clock;
    reg  [19:0] dv_r_q$d;
    wire  [19:0] dv_r_q$q;
    reg  dv_r_q$clock;
    reg  [36:0] dv_nq_q$d;
    wire  [36:0] dv_nq_q$q;
    reg  dv_nq_q$clock;
    reg  [19:0] dv_den_q$d;
    wire  [19:0] dv_den_q$q;
    reg  dv_den_q$clock;
    reg  [36:0] inv_q$d;
    wire  [36:0] inv_q$q;
    reg  inv_q$clock;
    reg  a_v_q$d;
    wire  a_v_q$q;
    reg  a_v_q$clock;
    reg  a_l_q$d;
    wire  a_l_q$q;
    reg  a_l_q$clock;
    reg  [15:0] a_m_q$d;
    wire  [15:0] a_m_q$q;
    reg  a_m_q$clock;
    reg  [15:0] a_g_q$d;
    wire  [15:0] a_g_q$q;
    reg  a_g_q$clock;
    reg  b_v_q$d;
    wire  b_v_q$q;
    reg  b_v_q$clock;
    reg  b_l_q$d;
    wire  b_l_q$q;
    reg  b_l_q$clock;
    reg  [37:0] b_p_q$d;
    wire  [37:0] b_p_q$q;
    reg  b_p_q$clock;
    reg  [15:0] b_g_q$d;
    wire  [15:0] b_g_q$q;
    reg  b_g_q$clock;
    reg  c_v_q$d;
    wire  c_v_q$q;
    reg  c_v_q$clock;
    reg  c_l_q$d;
    wire  c_l_q$q;
    reg  c_l_q$clock;
    reg  [53:0] c_p_q$d;
    wire  [53:0] c_p_q$q;
    reg  c_p_q$clock;
    reg  [31:0] fq_d$0$d;
    wire  [31:0] fq_d$0$q;
    reg  fq_d$0$clock;
    reg  [31:0] fq_d$1$d;
    wire  [31:0] fq_d$1$q;
    reg  fq_d$1$clock;
    reg  [31:0] fq_d$2$d;
    wire  [31:0] fq_d$2$q;
    reg  fq_d$2$clock;
    reg  [31:0] fq_d$3$d;
    wire  [31:0] fq_d$3$q;
    reg  fq_d$3$clock;
    reg  [31:0] fq_d$4$d;
    wire  [31:0] fq_d$4$q;
    reg  fq_d$4$clock;
    reg  [31:0] fq_d$5$d;
    wire  [31:0] fq_d$5$q;
    reg  fq_d$5$clock;
    reg  [31:0] fq_d$6$d;
    wire  [31:0] fq_d$6$q;
    reg  fq_d$6$clock;
    reg  [31:0] fq_d$7$d;
    wire  [31:0] fq_d$7$q;
    reg  fq_d$7$clock;
    reg  fq_l$0$d;
    wire  fq_l$0$q;
    reg  fq_l$0$clock;
    reg  fq_l$1$d;
    wire  fq_l$1$q;
    reg  fq_l$1$clock;
    reg  fq_l$2$d;
    wire  fq_l$2$q;
    reg  fq_l$2$clock;
    reg  fq_l$3$d;
    wire  fq_l$3$q;
    reg  fq_l$3$clock;
    reg  fq_l$4$d;
    wire  fq_l$4$q;
    reg  fq_l$4$clock;
    reg  fq_l$5$d;
    wire  fq_l$5$q;
    reg  fq_l$5$clock;
    reg  fq_l$6$d;
    wire  fq_l$6$q;
    reg  fq_l$6$clock;
    reg  fq_l$7$d;
    wire  fq_l$7$q;
    reg  fq_l$7$clock;
    reg  [2:0] wp_q$d;
    wire  [2:0] wp_q$q;
    reg  wp_q$clock;
    reg  [2:0] rp_q$d;
    wire  [2:0] rp_q$q;
    reg  rp_q$clock;
    reg  [3:0] fcnt_q$d;
    wire  [3:0] fcnt_q$q;
    reg  fcnt_q$clock;
    reg  [7:0] rsn_q$d;
    wire  [7:0] rsn_q$q;
    reg  rsn_q$clock;

    // Local signals
    reg  in_fire;
    reg  in_end;
    reg  [31:0] absv /*verilator isolate_assignments*/;
    reg  [31:0] or_all /*verilator isolate_assignments*/;
    reg  [16:0] or_hi /*verilator isolate_assignments*/;
    reg  [4:0] e_new;
    reg  issue;
    reg  issue_last;
    reg  [31:0] rd_x;
    reg  [15:0] rd_g;
    reg  [32:0] m_t33;
    reg  [32:0] m_r33;
    reg  [32:0] m_top33;
    reg  [15:0] m_m;
    reg  [39:0] u40;
    reg  [5:0] e2;
    reg  [21:0] rad_top;
    reg  [21:0] rem_sh;
    reg  [21:0] trial;
    reg  [19:0] dv_rsh;
    reg  dv_ge;
    reg  [3:0] occ1;
    reg  [3:0] occ2;
    reg  [3:0] occ3;
    reg  [3:0] occ4;
    reg  push;
    reg  pop;

    // Sub module instances
    vpu_top_w64$e_rmsnorm$rms$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_top_w64$e_rmsnorm$rms$sq sq(
        .a(sq$a),
        .b(sq$b),
        .p(sq$p)
    );
    vpu_top_w64$e_rmsnorm$rms$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    vpu_top_w64$e_rmsnorm$rms$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    vpu_top_w64$e_rmsnorm$rms$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    vpu_top_w64$e_rmsnorm$rms$m_sext m_sext(
        .x(m_sext$x),
        .y(m_sext$y)
    );
    vpu_top_w64$e_rmsnorm$rms$p_sext p_sext(
        .x(p_sext$x),
        .y(p_sext$y)
    );
    vpu_top_w64$e_rmsnorm$rms$z_sq z_sq(
        .x(z_sq$x),
        .y(z_sq$y)
    );
    vpu_top_w64$e_rmsnorm$rms$z_eps z_eps(
        .x(z_eps$x),
        .y(z_eps$y)
    );
    vpu_top_w64$e_rmsnorm$rms$z_inv z_inv(
        .x(z_inv$x),
        .y(z_inv$y)
    );
    vpu_top_w64$e_rmsnorm$rms$z_e z_e(
        .x(z_e$x),
        .y(z_e$y)
    );
    vpu_top_w64$e_rmsnorm$rms$wcat wcat(
        .hi(wcat$hi),
        .lo(wcat$lo),
        .y(wcat$y)
    );
    vpu_top_w64$e_rmsnorm$rms$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$or_q or_q(
        .d(or_q$d),
        .q(or_q$q),
        .clock(or_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$len_q len_q(
        .d(len_q$d),
        .q(len_q$q),
        .clock(len_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$e_q e_q(
        .d(e_q$d),
        .q(e_q$q),
        .clock(e_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$raddr_q raddr_q(
        .d(raddr_q$d),
        .q(raddr_q$q),
        .clock(raddr_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$rdone_q rdone_q(
        .d(rdone_q$d),
        .q(rdone_q$q),
        .clock(rdone_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$pend_q pend_q(
        .d(pend_q$d),
        .q(pend_q$q),
        .clock(pend_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$pend_last_q pend_last_q(
        .d(pend_last_q$d),
        .q(pend_last_q$q),
        .clock(pend_last_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$acc_q acc_q(
        .d(acc_q$d),
        .q(acc_q$q),
        .clock(acc_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$sa_v_q sa_v_q(
        .d(sa_v_q$d),
        .q(sa_v_q$q),
        .clock(sa_v_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$sq_v_q sq_v_q(
        .d(sq_v_q$d),
        .q(sq_v_q$q),
        .clock(sq_v_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$sq_q sq_q(
        .d(sq_q$d),
        .q(sq_q$q),
        .clock(sq_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$uzero_q uzero_q(
        .d(uzero_q$d),
        .q(uzero_q$q),
        .clock(uzero_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$rad_q rad_q(
        .d(rad_q$d),
        .q(rad_q$q),
        .clock(rad_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$rem_q rem_q(
        .d(rem_q$d),
        .q(rem_q$q),
        .clock(rem_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$root_q root_q(
        .d(root_q$d),
        .q(root_q$q),
        .clock(root_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$dv_r_q dv_r_q(
        .d(dv_r_q$d),
        .q(dv_r_q$q),
        .clock(dv_r_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$dv_nq_q dv_nq_q(
        .d(dv_nq_q$d),
        .q(dv_nq_q$q),
        .clock(dv_nq_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$dv_den_q dv_den_q(
        .d(dv_den_q$d),
        .q(dv_den_q$q),
        .clock(dv_den_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$inv_q inv_q(
        .d(inv_q$d),
        .q(inv_q$q),
        .clock(inv_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$a_v_q a_v_q(
        .d(a_v_q$d),
        .q(a_v_q$q),
        .clock(a_v_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$a_l_q a_l_q(
        .d(a_l_q$d),
        .q(a_l_q$q),
        .clock(a_l_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$a_m_q a_m_q(
        .d(a_m_q$d),
        .q(a_m_q$q),
        .clock(a_m_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$a_g_q a_g_q(
        .d(a_g_q$d),
        .q(a_g_q$q),
        .clock(a_g_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$b_v_q b_v_q(
        .d(b_v_q$d),
        .q(b_v_q$q),
        .clock(b_v_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$b_l_q b_l_q(
        .d(b_l_q$d),
        .q(b_l_q$q),
        .clock(b_l_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$b_p_q b_p_q(
        .d(b_p_q$d),
        .q(b_p_q$q),
        .clock(b_p_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$b_g_q b_g_q(
        .d(b_g_q$d),
        .q(b_g_q$q),
        .clock(b_g_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$c_v_q c_v_q(
        .d(c_v_q$d),
        .q(c_v_q$q),
        .clock(c_v_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$c_l_q c_l_q(
        .d(c_l_q$d),
        .q(c_l_q$q),
        .clock(c_l_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$c_p_q c_p_q(
        .d(c_p_q$d),
        .q(c_p_q$q),
        .clock(c_p_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_d$0 fq_d$0(
        .d(fq_d$0$d),
        .q(fq_d$0$q),
        .clock(fq_d$0$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_d$1 fq_d$1(
        .d(fq_d$1$d),
        .q(fq_d$1$q),
        .clock(fq_d$1$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_d$2 fq_d$2(
        .d(fq_d$2$d),
        .q(fq_d$2$q),
        .clock(fq_d$2$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_d$3 fq_d$3(
        .d(fq_d$3$d),
        .q(fq_d$3$q),
        .clock(fq_d$3$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_d$4 fq_d$4(
        .d(fq_d$4$d),
        .q(fq_d$4$q),
        .clock(fq_d$4$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_d$5 fq_d$5(
        .d(fq_d$5$d),
        .q(fq_d$5$q),
        .clock(fq_d$5$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_d$6 fq_d$6(
        .d(fq_d$6$d),
        .q(fq_d$6$q),
        .clock(fq_d$6$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_d$7 fq_d$7(
        .d(fq_d$7$d),
        .q(fq_d$7$q),
        .clock(fq_d$7$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_l$0 fq_l$0(
        .d(fq_l$0$d),
        .q(fq_l$0$q),
        .clock(fq_l$0$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_l$1 fq_l$1(
        .d(fq_l$1$d),
        .q(fq_l$1$q),
        .clock(fq_l$1$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_l$2 fq_l$2(
        .d(fq_l$2$d),
        .q(fq_l$2$q),
        .clock(fq_l$2$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_l$3 fq_l$3(
        .d(fq_l$3$d),
        .q(fq_l$3$q),
        .clock(fq_l$3$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_l$4 fq_l$4(
        .d(fq_l$4$d),
        .q(fq_l$4$q),
        .clock(fq_l$4$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_l$5 fq_l$5(
        .d(fq_l$5$d),
        .q(fq_l$5$q),
        .clock(fq_l$5$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_l$6 fq_l$6(
        .d(fq_l$6$d),
        .q(fq_l$6$q),
        .clock(fq_l$6$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fq_l$7 fq_l$7(
        .d(fq_l$7$d),
        .q(fq_l$7$q),
        .clock(fq_l$7$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$wp_q wp_q(
        .d(wp_q$d),
        .q(wp_q$q),
        .clock(wp_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$rp_q rp_q(
        .d(rp_q$d),
        .q(rp_q$q),
        .clock(rp_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$fcnt_q fcnt_q(
        .d(fcnt_q$d),
        .q(fcnt_q$q),
        .clock(fcnt_q$clock)
    );
    vpu_top_w64$e_rmsnorm$rms$rsn_q rsn_q(
        .d(rsn_q$d),
        .q(rsn_q$q),
        .clock(rsn_q$clock)
    );

    // Update code
    always @(*) begin
        st_q$clock = clock;
        waddr_q$clock = clock;
        or_q$clock = clock;
        len_q$clock = clock;
        e_q$clock = clock;
        raddr_q$clock = clock;
        rdone_q$clock = clock;
        pend_q$clock = clock;
        pend_last_q$clock = clock;
        acc_q$clock = clock;
        sa_v_q$clock = clock;
        sq_v_q$clock = clock;
        sq_q$clock = clock;
        uzero_q$clock = clock;
        rad_q$clock = clock;
        rem_q$clock = clock;
        root_q$clock = clock;
        cnt_q$clock = clock;
        dv_r_q$clock = clock;
        dv_nq_q$clock = clock;
        dv_den_q$clock = clock;
        inv_q$clock = clock;
        a_v_q$clock = clock;
        a_l_q$clock = clock;
        a_m_q$clock = clock;
        a_g_q$clock = clock;
        b_v_q$clock = clock;
        b_l_q$clock = clock;
        b_p_q$clock = clock;
        b_g_q$clock = clock;
        c_v_q$clock = clock;
        c_l_q$clock = clock;
        c_p_q$clock = clock;
        wp_q$clock = clock;
        rp_q$clock = clock;
        fcnt_q$clock = clock;
        rsn_q$clock = clock;
        st_q$d = st_q$q;
        waddr_q$d = waddr_q$q;
        or_q$d = or_q$q;
        len_q$d = len_q$q;
        e_q$d = e_q$q;
        raddr_q$d = raddr_q$q;
        rdone_q$d = rdone_q$q;
        pend_q$d = pend_q$q;
        pend_last_q$d = pend_last_q$q;
        acc_q$d = acc_q$q;
        sa_v_q$d = sa_v_q$q;
        sq_v_q$d = sq_v_q$q;
        sq_q$d = sq_q$q;
        uzero_q$d = uzero_q$q;
        rad_q$d = rad_q$q;
        rem_q$d = rem_q$q;
        root_q$d = root_q$q;
        cnt_q$d = cnt_q$q;
        dv_r_q$d = dv_r_q$q;
        dv_nq_q$d = dv_nq_q$q;
        dv_den_q$d = dv_den_q$q;
        inv_q$d = inv_q$q;
        a_v_q$d = a_v_q$q;
        a_l_q$d = a_l_q$q;
        a_m_q$d = a_m_q$q;
        a_g_q$d = a_g_q$q;
        b_v_q$d = b_v_q$q;
        b_l_q$d = b_l_q$q;
        b_p_q$d = b_p_q$q;
        b_g_q$d = b_g_q$q;
        c_v_q$d = c_v_q$q;
        c_l_q$d = c_l_q$q;
        c_p_q$d = c_p_q$q;
        wp_q$d = wp_q$q;
        rp_q$d = rp_q$q;
        fcnt_q$d = fcnt_q$q;
        rsn_q$d = rsn_q$q;
        fq_d$0$clock = clock;
        fq_l$0$clock = clock;
        fq_d$0$d = fq_d$0$q;
        fq_l$0$d = fq_l$0$q;
        fq_d$1$clock = clock;
        fq_l$1$clock = clock;
        fq_d$1$d = fq_d$1$q;
        fq_l$1$d = fq_l$1$q;
        fq_d$2$clock = clock;
        fq_l$2$clock = clock;
        fq_d$2$d = fq_d$2$q;
        fq_l$2$d = fq_l$2$q;
        fq_d$3$clock = clock;
        fq_l$3$clock = clock;
        fq_d$3$d = fq_d$3$q;
        fq_l$3$d = fq_l$3$q;
        fq_d$4$clock = clock;
        fq_l$4$clock = clock;
        fq_d$4$d = fq_d$4$q;
        fq_l$4$d = fq_l$4$q;
        fq_d$5$clock = clock;
        fq_l$5$clock = clock;
        fq_d$5$d = fq_d$5$q;
        fq_l$5$d = fq_l$5$q;
        fq_d$6$clock = clock;
        fq_l$6$clock = clock;
        fq_d$6$d = fq_d$6$q;
        fq_l$6$d = fq_l$6$q;
        fq_d$7$clock = clock;
        fq_l$7$clock = clock;
        fq_d$7$d = fq_d$7$q;
        fq_l$7$d = fq_l$7$q;
        ram$clock = clock;
        in_ready = st_q$q == c_st$0;
        in_fire = in_valid & (st_q$q == c_st$0);
        in_end = in_last | (waddr_q$q == c_max8);
        absv = in_data;
        if (in_data[32'h1f]) begin
            absv = c_zero32 - in_data;
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
        ram$we = in_fire;
        ram$waddr = waddr_q$q;
        wcat$hi = in_gain;
        wcat$lo = in_data;
        ram$wdata = wcat$y;
        if (in_fire) begin
            waddr_q$d = waddr_q$q + c_one8;
            or_q$d = or_all;
            if (in_end) begin
                waddr_q$d = c_zero8;
                or_q$d = c_zero32;
                len_q$d = waddr_q$q;
                e_q$d = e_new;
                st_q$d = c_st$1;
                raddr_q$d = c_zero8;
                rdone_q$d = 1'b0;
                acc_q$d = c_zero40;
            end
        end
        issue = 1'b0;
        if ((st_q$q == c_st$1) & ~rdone_q$q) begin
            issue = 1'b1;
        end
        occ1 = fcnt_q$q;
        if (pend_q$q) begin
            occ1 = fcnt_q$q + c_one4;
        end
        occ2 = occ1;
        if (a_v_q$q) begin
            occ2 = occ1 + c_one4;
        end
        occ3 = occ2;
        if (b_v_q$q) begin
            occ3 = occ2 + c_one4;
        end
        occ4 = occ3;
        if (c_v_q$q) begin
            occ4 = occ3 + c_one4;
        end
        if ((st_q$q == c_st$4) & ~rdone_q$q & (occ4 < c_depth4)) begin
            issue = 1'b1;
        end
        issue_last = raddr_q$q == len_q$q;
        ram$raddr = raddr_q$q;
        pend_q$d = issue;
        if (issue) begin
            pend_last_q$d = issue_last;
            raddr_q$d = raddr_q$q + c_one8;
            if (issue_last) begin
                rdone_q$d = 1'b1;
            end
        end
        rd_x = ram$rdata[(32'h0)+:(32)];
        rd_g = ram$rdata[(32'h20)+:(16)];
        m_sext$x = rd_x;
        m_t33 = m_sext$y;
        if (e_q$q != c_zero5) begin
            m_t33 = m_sext$y + (c_one33 << (e_q$q - c_one5));
        end
        m_r33 = m_t33 >> e_q$q;
        if (m_t33[32'h20]) begin
            m_r33 = (m_t33 >> e_q$q) | ~(c_ones33 >> e_q$q);
        end
        m_top33 = m_r33 >> c_sh15;
        m_m = m_r33[(32'h0)+:(16)];
        if ((m_top33 != c_ones_top33) & |m_top33) begin
            if (m_r33[32'h20]) begin
                m_m = c_min16;
            end
            else begin
                m_m = c_max16;
            end
        end
        sa_v_q$d = pend_q$q & (st_q$q == c_st$1);
        sq$a = a_m_q$q;
        sq$b = a_m_q$q;
        sq_v_q$d = sa_v_q$q;
        sq_q$d = sq$p;
        z_sq$x = sq_q$q;
        if (sq_v_q$q) begin
            acc_q$d = acc_q$q + z_sq$y;
        end
        z_eps$x = cfg_eps_term;
        z_e$x = e_q$q;
        e2 = z_e$y << c_one5;
        u40 = acc_q$q + (z_eps$y >> e2);
        if ((st_q$q == c_st$1) & rdone_q$q & ~pend_q$q & ~sa_v_q$q & ~sq_v_q$q) begin
            st_q$d = c_st$2;
            rad_q$d = u40;
            uzero_q$d = u40 == c_zero40;
            rem_q$d = c_zero22;
            root_q$d = c_zero22;
            cnt_q$d = c_sqrt_steps;
        end
        rad_top = rad_q$q[(32'h12)+:(22)];
        rem_sh = (rem_q$q << c_two8) | (rad_top >> c_sh20);
        trial = (root_q$q << c_two8) | c_one22;
        if (st_q$q == c_st$2) begin
            if (cnt_q$q != c_zero8) begin
                cnt_q$d = cnt_q$q - c_one8;
                rad_q$d = rad_q$q << c_two8;
                root_q$d = root_q$q << c_one8;
                rem_q$d = rem_sh;
                if (rem_sh >= trial) begin
                    rem_q$d = rem_sh - trial;
                    root_q$d = (root_q$q << c_one8) | c_one22;
                end
            end
            else begin
                st_q$d = c_st$3;
                dv_r_q$d = c_zero20;
                dv_nq_q$d = c_num37;
                dv_den_q$d = root_q$q[(32'h0)+:(20)];
                cnt_q$d = c_div_steps;
            end
        end
        dv_rsh = dv_r_q$q << c_one8;
        if (dv_nq_q$q >= c_nhalf37) begin
            dv_rsh = (dv_r_q$q << c_one8) | c_one20;
        end
        dv_ge = (dv_r_q$q >= c_dhalf20) | (dv_rsh >= dv_den_q$q);
        if (st_q$q == c_st$3) begin
            if (cnt_q$q != c_zero8) begin
                cnt_q$d = cnt_q$q - c_one8;
                dv_nq_q$d = dv_nq_q$q << c_one8;
                dv_r_q$d = dv_rsh;
                if (dv_ge) begin
                    dv_nq_q$d = (dv_nq_q$q << c_one8) | c_one37;
                    dv_r_q$d = dv_rsh - dv_den_q$q;
                end
            end
            else begin
                st_q$d = c_st$4;
                inv_q$d = dv_nq_q$q;
                if (uzero_q$q) begin
                    inv_q$d = c_zero37;
                end
                raddr_q$d = c_zero8;
                rdone_q$d = 1'b0;
            end
        end
        if ((st_q$q == c_st$4) & rdone_q$q & ~pend_q$q) begin
            st_q$d = c_st$0;
        end
        a_v_q$d = pend_q$q & (st_q$q == c_st$4);
        a_l_q$d = pend_last_q$q;
        a_m_q$d = m_m;
        a_g_q$d = rd_g;
        z_inv$x = inv_q$q;
        mul1$a = a_m_q$q;
        mul1$b = z_inv$y;
        b_v_q$d = a_v_q$q;
        b_l_q$d = a_l_q$q;
        b_p_q$d = mul1$p[(32'h0)+:(38)];
        b_g_q$d = a_g_q$q;
        mul2$a = b_p_q$q;
        mul2$b = b_g_q$q;
        c_v_q$d = b_v_q$q;
        c_l_q$d = b_l_q$q;
        c_p_q$d = mul2$p;
        p_sext$x = c_p_q$q;
        rs$x = p_sext$y;
        rsn_q$d = cfg_shift + c_bias8;
        rs$n = rsn_q$q;
        push = c_v_q$q;
        pop = (fcnt_q$q != c_zero4) & out_ready;
        if (push & (wp_q$q == c_slot$0)) begin
            fq_d$0$d = rs$y;
            fq_l$0$d = c_l_q$q;
        end
        if (push & (wp_q$q == c_slot$1)) begin
            fq_d$1$d = rs$y;
            fq_l$1$d = c_l_q$q;
        end
        if (push & (wp_q$q == c_slot$2)) begin
            fq_d$2$d = rs$y;
            fq_l$2$d = c_l_q$q;
        end
        if (push & (wp_q$q == c_slot$3)) begin
            fq_d$3$d = rs$y;
            fq_l$3$d = c_l_q$q;
        end
        if (push & (wp_q$q == c_slot$4)) begin
            fq_d$4$d = rs$y;
            fq_l$4$d = c_l_q$q;
        end
        if (push & (wp_q$q == c_slot$5)) begin
            fq_d$5$d = rs$y;
            fq_l$5$d = c_l_q$q;
        end
        if (push & (wp_q$q == c_slot$6)) begin
            fq_d$6$d = rs$y;
            fq_l$6$d = c_l_q$q;
        end
        if (push & (wp_q$q == c_slot$7)) begin
            fq_d$7$d = rs$y;
            fq_l$7$d = c_l_q$q;
        end
        if (push) begin
            wp_q$d = wp_q$q + c_one3;
        end
        if (pop) begin
            rp_q$d = rp_q$q + c_one3;
        end
        if (push & ~pop) begin
            fcnt_q$d = fcnt_q$q + c_one4;
        end
        if (pop & ~push) begin
            fcnt_q$d = fcnt_q$q - c_one4;
        end
        out_valid = fcnt_q$q != c_zero4;
        out_data = fq_d$0$q;
        out_last = fq_l$0$q;
        if (rp_q$q == c_slot$1) begin
            out_data = fq_d$1$q;
            out_last = fq_l$1$q;
        end
        if (rp_q$q == c_slot$2) begin
            out_data = fq_d$2$q;
            out_last = fq_l$2$q;
        end
        if (rp_q$q == c_slot$3) begin
            out_data = fq_d$3$q;
            out_last = fq_l$3$q;
        end
        if (rp_q$q == c_slot$4) begin
            out_data = fq_d$4$q;
            out_last = fq_l$4$q;
        end
        if (rp_q$q == c_slot$5) begin
            out_data = fq_d$5$q;
            out_last = fq_l$5$q;
        end
        if (rp_q$q == c_slot$6) begin
            out_data = fq_d$6$q;
            out_last = fq_l$6$q;
        end
        if (rp_q$q == c_slot$7) begin
            out_data = fq_d$7$q;
            out_last = fq_l$7$q;
        end
        if (reset) begin
            st_q$d = c_st$0;
            waddr_q$d = c_zero8;
            or_q$d = c_zero32;
            pend_q$d = 1'b0;
            a_v_q$d = 1'b0;
            sa_v_q$d = 1'b0;
            sq_v_q$d = 1'b0;
            b_v_q$d = 1'b0;
            c_v_q$d = 1'b0;
            wp_q$d = c_slot$0;
            rp_q$d = c_slot$0;
            fcnt_q$d = c_zero4;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$a_g_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$a_g_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$a_l_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$a_l_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$a_m_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$a_m_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$a_v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$a_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$acc_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$acc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$b_g_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$b_g_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$b_l_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$b_l_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$b_p_q(d,q,clock);

    // Module arguments
    input wire  [37:0] d;
    output reg  [37:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 38'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_rmsnorm$rms$b_p_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$b_v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$b_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$c_l_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$c_l_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$c_p_q(d,q,clock);

    // Module arguments
    input wire  [53:0] d;
    output reg  [53:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 54'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_rmsnorm$rms$c_p_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$c_v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$c_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$cnt_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$dv_den_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$dv_den_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$dv_nq_q(d,q,clock);

    // Module arguments
    input wire  [36:0] d;
    output reg  [36:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 37'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_rmsnorm$rms$dv_nq_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$dv_r_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$dv_r_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$e_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fcnt_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_d$0(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_d$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_d$1(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_d$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_d$2(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_d$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_d$3(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_d$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_d$4(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_d$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_d$5(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_d$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_d$6(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_d$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_d$7(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_d$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_l$0(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_l$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_l$1(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_l$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_l$2(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_l$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_l$3(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_l$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_l$4(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_l$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_l$5(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_l$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_l$6(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_l$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$fq_l$7(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$fq_l$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$inv_q(d,q,clock);

    // Module arguments
    input wire  [36:0] d;
    output reg  [36:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 37'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_rmsnorm$rms$inv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$len_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$len_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$m_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_top_w64$e_rmsnorm$rms$m_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$mul1(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [37:0] b;
    output wire  [53:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [53:0] a_x = {{38{a[15]}}, a};
    wire signed [53:0] b_x = {{16{b[37]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_rmsnorm$rms$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$mul2(a,b,p);

    // Module arguments
    input wire  [37:0] a;
    input wire  [15:0] b;
    output wire  [53:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [53:0] a_x = {{16{a[37]}}, a};
    wire signed [53:0] b_x = {{38{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_rmsnorm$rms$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$or_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$or_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$p_sext(x,y);

    // Module arguments
    input wire  [53:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{10{x[53]}}, x};
endmodule // vpu_top_w64$e_rmsnorm$rms$p_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$pend_last_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$pend_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$pend_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$pend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$rad_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$rad_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$raddr_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$raddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [7:0] waddr;
    input wire  [47:0] wdata;
    input wire  [7:0] raddr;
    output reg  [47:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [47:0] mem [0:255];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_top_w64$e_rmsnorm$rms$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$rdone_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$rdone_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$rem_q(d,q,clock);

    // Module arguments
    input wire  [21:0] d;
    output reg  [21:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 22'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_rmsnorm$rms$rem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$root_q(d,q,clock);

    // Module arguments
    input wire  [21:0] d;
    output reg  [21:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 22'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_top_w64$e_rmsnorm$rms$root_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$rp_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$rs(x,n,y);

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
    vpu_top_w64$e_rmsnorm$rms$rs$x_sext x_sext(
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

endmodule // vpu_top_w64$e_rmsnorm$rms$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_top_w64$e_rmsnorm$rms$rs$x_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$rsn_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$rsn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$sa_v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$sa_v_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$sq(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [15:0] b;
    output wire  [31:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [31:0] a_x = {{16{a[15]}}, a};
    wire signed [31:0] b_x = {{16{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_rmsnorm$rms$sq
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$sq_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$sq_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$sq_v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$sq_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$st_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$uzero_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$uzero_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$waddr_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$waddr_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$wcat(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [31:0] lo;
    output wire  [47:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_rmsnorm$rms$wcat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$wp_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rmsnorm$rms$wp_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$z_e(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [5:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$rms$z_e
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$z_eps(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [39:0] y;

    // Update code (wrapper)
    assign y = {{8{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$rms$z_eps
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$z_inv(x,y);

    // Module arguments
    input wire  [36:0] x;
    output wire  [37:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$rms$z_inv
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rmsnorm$rms$z_sq(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [39:0] y;

    // Update code (wrapper)
    assign y = {{8{1'b0}}, x};
endmodule // vpu_top_w64$e_rmsnorm$rms$z_sq
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
// Instance `e_rope$rope`: the standalone module `vpu_rope`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_rope$rope(clock,reset,in_valid,in_ready,in_data,out_valid,out_ready,out_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [95:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [63:0] out_data;

    // Constant declarations
    localparam  n14 = 8'he;

    // Stub signals
    reg  [31:0] m_v0c$a;
    reg  [15:0] m_v0c$b;
    wire  [47:0] m_v0c$p;
    reg  [31:0] m_v1s$a;
    reg  [15:0] m_v1s$b;
    wire  [47:0] m_v1s$p;
    reg  [31:0] m_v0s$a;
    reg  [15:0] m_v0s$b;
    wire  [47:0] m_v0s$p;
    reg  [31:0] m_v1c$a;
    reg  [15:0] m_v1c$b;
    wire  [47:0] m_v1c$p;
    reg  v1_q$d;
    wire  v1_q$q;
    reg  v1_q$clock;
    reg  [47:0] v0c_q$d;
    wire  [47:0] v0c_q$q;
    reg  v0c_q$clock;
    reg  [47:0] v1s_q$d;
    wire  [47:0] v1s_q$q;
    reg  v1s_q$clock;
    reg  [47:0] v0s_q$d;
    wire  [47:0] v0s_q$q;
    reg  v0s_q$clock;
    reg  [47:0] v1c_q$d;
    wire  [47:0] v1c_q$q;
    reg  v1c_q$clock;
    reg  [47:0] x_v0c$x;
    wire  [63:0] x_v0c$y;
    reg  [47:0] x_v1s$x;
    wire  [63:0] x_v1s$y;
    reg  [47:0] x_v0s$x;
    wire  [63:0] x_v0s$y;
    reg  [47:0] x_v1c$x;
    wire  [63:0] x_v1c$y;
    reg  [63:0] rs0$x;
    reg  [7:0] rs0$n;
    wire  [31:0] rs0$y;
    reg  [63:0] rs1$x;
    reg  [7:0] rs1$n;
    wire  [31:0] rs1$y;
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
    reg  adv;

    // Sub module instances
    vpu_top_w64$e_rope$rope$m_v0c m_v0c(
        .a(m_v0c$a),
        .b(m_v0c$b),
        .p(m_v0c$p)
    );
    vpu_top_w64$e_rope$rope$m_v1s m_v1s(
        .a(m_v1s$a),
        .b(m_v1s$b),
        .p(m_v1s$p)
    );
    vpu_top_w64$e_rope$rope$m_v0s m_v0s(
        .a(m_v0s$a),
        .b(m_v0s$b),
        .p(m_v0s$p)
    );
    vpu_top_w64$e_rope$rope$m_v1c m_v1c(
        .a(m_v1c$a),
        .b(m_v1c$b),
        .p(m_v1c$p)
    );
    vpu_top_w64$e_rope$rope$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    vpu_top_w64$e_rope$rope$v0c_q v0c_q(
        .d(v0c_q$d),
        .q(v0c_q$q),
        .clock(v0c_q$clock)
    );
    vpu_top_w64$e_rope$rope$v1s_q v1s_q(
        .d(v1s_q$d),
        .q(v1s_q$q),
        .clock(v1s_q$clock)
    );
    vpu_top_w64$e_rope$rope$v0s_q v0s_q(
        .d(v0s_q$d),
        .q(v0s_q$q),
        .clock(v0s_q$clock)
    );
    vpu_top_w64$e_rope$rope$v1c_q v1c_q(
        .d(v1c_q$d),
        .q(v1c_q$q),
        .clock(v1c_q$clock)
    );
    vpu_top_w64$e_rope$rope$x_v0c x_v0c(
        .x(x_v0c$x),
        .y(x_v0c$y)
    );
    vpu_top_w64$e_rope$rope$x_v1s x_v1s(
        .x(x_v1s$x),
        .y(x_v1s$y)
    );
    vpu_top_w64$e_rope$rope$x_v0s x_v0s(
        .x(x_v0s$x),
        .y(x_v0s$y)
    );
    vpu_top_w64$e_rope$rope$x_v1c x_v1c(
        .x(x_v1c$x),
        .y(x_v1c$y)
    );
    vpu_top_w64$e_rope$rope$rs0 rs0(
        .x(rs0$x),
        .n(rs0$n),
        .y(rs0$y)
    );
    vpu_top_w64$e_rope$rope$rs1 rs1(
        .x(rs1$x),
        .n(rs1$n),
        .y(rs1$y)
    );
    vpu_top_w64$e_rope$rope$pack pack(
        .hi(pack$hi),
        .lo(pack$lo),
        .y(pack$y)
    );
    vpu_top_w64$e_rope$rope$skid skid(
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
        v0c_q$clock = clock;
        v1s_q$clock = clock;
        v0s_q$clock = clock;
        v1c_q$clock = clock;
        v1_q$d = v1_q$q;
        v0c_q$d = v0c_q$q;
        v1s_q$d = v1s_q$q;
        v0s_q$d = v0s_q$q;
        v1c_q$d = v1c_q$q;
        skid$clock = clock;
        skid$reset = reset;
        m_v0c$a = in_data[(32'h0)+:(32)];
        m_v0c$b = in_data[(32'h40)+:(16)];
        m_v1s$a = in_data[(32'h20)+:(32)];
        m_v1s$b = in_data[(32'h50)+:(16)];
        m_v0s$a = in_data[(32'h0)+:(32)];
        m_v0s$b = in_data[(32'h50)+:(16)];
        m_v1c$a = in_data[(32'h20)+:(32)];
        m_v1c$b = in_data[(32'h40)+:(16)];
        adv = ~v1_q$q | skid$s_ready;
        in_ready = adv;
        if (adv) begin
            v1_q$d = in_valid;
            v0c_q$d = m_v0c$p;
            v1s_q$d = m_v1s$p;
            v0s_q$d = m_v0s$p;
            v1c_q$d = m_v1c$p;
        end
        x_v0c$x = v0c_q$q;
        x_v1s$x = v1s_q$q;
        x_v0s$x = v0s_q$q;
        x_v1c$x = v1c_q$q;
        rs0$x = x_v0c$y - x_v1s$y;
        rs0$n = n14;
        rs1$x = x_v0s$y + x_v1c$y;
        rs1$n = n14;
        pack$hi = rs1$y;
        pack$lo = rs0$y;
        skid$s_valid = v1_q$q;
        skid$s_data = pack$y;
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
module vpu_top_w64$e_rope$rope$m_v0c(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [15:0] b;
    output wire  [47:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [47:0] a_x = {{16{a[31]}}, a};
    wire signed [47:0] b_x = {{32{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_rope$rope$m_v0c
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$m_v0s(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [15:0] b;
    output wire  [47:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [47:0] a_x = {{16{a[31]}}, a};
    wire signed [47:0] b_x = {{32{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_rope$rope$m_v0s
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$m_v1c(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [15:0] b;
    output wire  [47:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [47:0] a_x = {{16{a[31]}}, a};
    wire signed [47:0] b_x = {{32{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_rope$rope$m_v1c
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$m_v1s(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [15:0] b;
    output wire  [47:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [47:0] a_x = {{16{a[31]}}, a};
    wire signed [47:0] b_x = {{32{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_rope$rope$m_v1s
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$pack(hi,lo,y);

    // Module arguments
    input wire  [31:0] hi;
    input wire  [31:0] lo;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_top_w64$e_rope$rope$pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$rs0(x,n,y);

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
    vpu_top_w64$e_rope$rope$rs0$x_sext x_sext(
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

endmodule // vpu_top_w64$e_rope$rope$rs0
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$rs0$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_top_w64$e_rope$rope$rs0$x_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$rs1(x,n,y);

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
    vpu_top_w64$e_rope$rope$rs1$x_sext x_sext(
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

endmodule // vpu_top_w64$e_rope$rope$rs1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$rs1$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_top_w64$e_rope$rope$rs1$x_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_top_w64$e_rope$rope$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_top_w64$e_rope$rope$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_top_w64$e_rope$rope$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_top_w64$e_rope$rope$skid$skid_data_q skid_data_q(
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

endmodule // vpu_top_w64$e_rope$rope$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$skid$main_data_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$rope$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$skid$main_valid_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$rope$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$rope$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$skid$skid_valid_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$rope$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$v0c_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$rope$v0c_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$v0s_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$rope$v0s_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$v1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$rope$v1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$v1c_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$rope$v1c_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$v1s_q(d,q,clock);

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

endmodule // vpu_top_w64$e_rope$rope$v1s_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$x_v0c(x,y);

    // Module arguments
    input wire  [47:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{16{x[47]}}, x};
endmodule // vpu_top_w64$e_rope$rope$x_v0c
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$x_v0s(x,y);

    // Module arguments
    input wire  [47:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{16{x[47]}}, x};
endmodule // vpu_top_w64$e_rope$rope$x_v0s
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$x_v1c(x,y);

    // Module arguments
    input wire  [47:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{16{x[47]}}, x};
endmodule // vpu_top_w64$e_rope$rope$x_v1c
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_rope$rope$x_v1s(x,y);

    // Module arguments
    input wire  [47:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{16{x[47]}}, x};
endmodule // vpu_top_w64$e_rope$rope$x_v1s
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
// Instance `e_kv_pack$bfp`: the standalone module `vpu_bfp16_l256`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module vpu_top_w64$e_kv_pack$bfp(clock,reset,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data,out_e,out_last);

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
    output reg  [4:0] out_e;
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
    localparam  c_zero32 = 32'h0;
    localparam  c_one33 = 33'h1;
    localparam  c_ones33 = 33'h1ffffffff;
    localparam  c_ones_top33 = 33'h3ffff;
    localparam  c_sh15 = 5'b1111;
    localparam  c_max16 = 16'h7fff;
    localparam  c_min16 = 16'h8000;
    localparam  c_zero_ab = 9'b0;
    localparam  c_one_ab = 9'b1;
    localparam  c_bank1 = 9'b100000000;
    localparam  c_last_idx = 8'hff;

    // Stub signals
    reg  ram$clock;
    reg  ram$we;
    reg  [8:0] ram$waddr;
    reg  [31:0] ram$wdata;
    reg  [8:0] ram$raddr;
    wire  [31:0] ram$rdata;
    reg  [31:0] x_sext$x;
    wire  [32:0] x_sext$y;
    reg  [8:0] waddr_q$d;
    wire  [8:0] waddr_q$q;
    reg  waddr_q$clock;
    reg  [31:0] or_q$d;
    wire  [31:0] or_q$q;
    reg  or_q$clock;
    reg  full0_q$d;
    wire  full0_q$q;
    reg  full0_q$clock;
    reg  full1_q$d;
    wire  full1_q$q;
    reg  full1_q$clock;
    reg  [7:0] len0_q$d;
    wire  [7:0] len0_q$q;
    reg  len0_q$clock;
    reg  [7:0] len1_q$d;
    wire  [7:0] len1_q$q;
    reg  len1_q$clock;
    reg  [4:0] e0_q$d;
    wire  [4:0] e0_q$q;
    reg  e0_q$clock;
    reg  [4:0] e1_q$d;
    wire  [4:0] e1_q$q;
    reg  e1_q$clock;
    reg  [8:0] raddr_q$d;
    wire  [8:0] raddr_q$q;
    reg  raddr_q$clock;
    reg  pend_q$d;
    wire  pend_q$q;
    reg  pend_q$clock;
    reg  [4:0] pend_e_q$d;
    wire  [4:0] pend_e_q$q;
    reg  pend_e_q$clock;
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
    reg  skl_q$d;
    wire  skl_q$q;
    reg  skl_q$clock;

    // Local signals
    reg  wfull;
    reg  in_fire;
    reg  in_end;
    reg  [31:0] absv;
    reg  [31:0] or_all;
    reg  [16:0] or_hi;
    reg  [4:0] e_new;
    reg  rfull;
    reg  [7:0] rlen;
    reg  [4:0] re;
    reg  issue;
    reg  issue_last;
    reg  [32:0] t33;
    reg  [32:0] r33;
    reg  [32:0] top33;
    reg  [15:0] m_new;

    // Sub module instances
    vpu_top_w64$e_kv_pack$bfp$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_top_w64$e_kv_pack$bfp$x_sext x_sext(
        .x(x_sext$x),
        .y(x_sext$y)
    );
    vpu_top_w64$e_kv_pack$bfp$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$or_q or_q(
        .d(or_q$d),
        .q(or_q$q),
        .clock(or_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$full0_q full0_q(
        .d(full0_q$d),
        .q(full0_q$q),
        .clock(full0_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$full1_q full1_q(
        .d(full1_q$d),
        .q(full1_q$q),
        .clock(full1_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$len0_q len0_q(
        .d(len0_q$d),
        .q(len0_q$q),
        .clock(len0_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$len1_q len1_q(
        .d(len1_q$d),
        .q(len1_q$q),
        .clock(len1_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$e0_q e0_q(
        .d(e0_q$d),
        .q(e0_q$q),
        .clock(e0_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$e1_q e1_q(
        .d(e1_q$d),
        .q(e1_q$q),
        .clock(e1_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$raddr_q raddr_q(
        .d(raddr_q$d),
        .q(raddr_q$q),
        .clock(raddr_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$pend_q pend_q(
        .d(pend_q$d),
        .q(pend_q$q),
        .clock(pend_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$pend_e_q pend_e_q(
        .d(pend_e_q$d),
        .q(pend_e_q$q),
        .clock(pend_e_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$pend_last_q pend_last_q(
        .d(pend_last_q$d),
        .q(pend_last_q$q),
        .clock(pend_last_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$outv_q outv_q(
        .d(outv_q$d),
        .q(outv_q$q),
        .clock(outv_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$outm_q outm_q(
        .d(outm_q$d),
        .q(outm_q$q),
        .clock(outm_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$oute_q oute_q(
        .d(oute_q$d),
        .q(oute_q$q),
        .clock(oute_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$outl_q outl_q(
        .d(outl_q$d),
        .q(outl_q$q),
        .clock(outl_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$skv_q skv_q(
        .d(skv_q$d),
        .q(skv_q$q),
        .clock(skv_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$skm_q skm_q(
        .d(skm_q$d),
        .q(skm_q$q),
        .clock(skm_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$ske_q ske_q(
        .d(ske_q$d),
        .q(ske_q$q),
        .clock(ske_q$clock)
    );
    vpu_top_w64$e_kv_pack$bfp$skl_q skl_q(
        .d(skl_q$d),
        .q(skl_q$q),
        .clock(skl_q$clock)
    );

    // Update code
    always @(*) begin
        waddr_q$clock = clock;
        or_q$clock = clock;
        full0_q$clock = clock;
        full1_q$clock = clock;
        len0_q$clock = clock;
        len1_q$clock = clock;
        e0_q$clock = clock;
        e1_q$clock = clock;
        raddr_q$clock = clock;
        pend_q$clock = clock;
        pend_e_q$clock = clock;
        pend_last_q$clock = clock;
        outv_q$clock = clock;
        outm_q$clock = clock;
        oute_q$clock = clock;
        outl_q$clock = clock;
        skv_q$clock = clock;
        skm_q$clock = clock;
        ske_q$clock = clock;
        skl_q$clock = clock;
        waddr_q$d = waddr_q$q;
        or_q$d = or_q$q;
        full0_q$d = full0_q$q;
        full1_q$d = full1_q$q;
        len0_q$d = len0_q$q;
        len1_q$d = len1_q$q;
        e0_q$d = e0_q$q;
        e1_q$d = e1_q$q;
        raddr_q$d = raddr_q$q;
        pend_q$d = pend_q$q;
        pend_e_q$d = pend_e_q$q;
        pend_last_q$d = pend_last_q$q;
        outv_q$d = outv_q$q;
        outm_q$d = outm_q$q;
        oute_q$d = oute_q$q;
        outl_q$d = outl_q$q;
        skv_q$d = skv_q$q;
        skm_q$d = skm_q$q;
        ske_q$d = ske_q$q;
        skl_q$d = skl_q$q;
        ram$clock = clock;
        wfull = full0_q$q;
        if (waddr_q$q >= c_bank1) begin
            wfull = full1_q$q;
        end
        in_ready = ~wfull;
        in_fire = in_valid & ~wfull;
        in_end = in_last | (waddr_q$q[(32'h0)+:(8)] == c_last_idx);
        absv = in_data;
        if (in_data[32'h1f]) begin
            absv = c_zero32 - in_data;
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
        ram$we = in_fire;
        ram$waddr = waddr_q$q;
        ram$wdata = in_data;
        if (in_fire) begin
            if (in_end) begin
                or_q$d = c_zero32;
                if (waddr_q$q >= c_bank1) begin
                    full1_q$d = 1'b1;
                    len1_q$d = waddr_q$q[(32'h0)+:(8)];
                    e1_q$d = e_new;
                    waddr_q$d = c_zero_ab;
                end
                else begin
                    full0_q$d = 1'b1;
                    len0_q$d = waddr_q$q[(32'h0)+:(8)];
                    e0_q$d = e_new;
                    waddr_q$d = c_bank1;
                end
            end
            else begin
                or_q$d = or_all;
                waddr_q$d = waddr_q$q + c_one_ab;
            end
        end
        rfull = full0_q$q;
        rlen = len0_q$q;
        re = e0_q$q;
        if (raddr_q$q >= c_bank1) begin
            rfull = full1_q$q;
            rlen = len1_q$q;
            re = e1_q$q;
        end
        issue = rfull & (~outv_q$q | out_ready | (~skv_q$q & ~pend_q$q));
        issue_last = raddr_q$q[(32'h0)+:(8)] == rlen;
        ram$raddr = raddr_q$q;
        pend_q$d = issue;
        if (issue) begin
            pend_e_q$d = re;
            pend_last_q$d = issue_last;
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
        x_sext$x = ram$rdata;
        t33 = x_sext$y;
        if (pend_e_q$q != c_zero5) begin
            t33 = x_sext$y + (c_one33 << (pend_e_q$q - c_one5));
        end
        r33 = t33 >> pend_e_q$q;
        if (t33[32'h20]) begin
            r33 = (t33 >> pend_e_q$q) | ~(c_ones33 >> pend_e_q$q);
        end
        top33 = r33 >> c_sh15;
        m_new = r33[(32'h0)+:(16)];
        if ((top33 != c_ones_top33) & |top33) begin
            if (r33[32'h20]) begin
                m_new = c_min16;
            end
            else begin
                m_new = c_max16;
            end
        end
        if (~outv_q$q | out_ready) begin
            if (skv_q$q) begin
                outv_q$d = 1'b1;
                outm_q$d = skm_q$q;
                oute_q$d = ske_q$q;
                outl_q$d = skl_q$q;
                skv_q$d = pend_q$q;
                skm_q$d = m_new;
                ske_q$d = pend_e_q$q;
                skl_q$d = pend_last_q$q;
            end
            else begin
                outv_q$d = pend_q$q;
                outm_q$d = m_new;
                oute_q$d = pend_e_q$q;
                outl_q$d = pend_last_q$q;
            end
        end
        else if (pend_q$q) begin
            skv_q$d = 1'b1;
            skm_q$d = m_new;
            ske_q$d = pend_e_q$q;
            skl_q$d = pend_last_q$q;
        end
        out_valid = outv_q$q;
        out_data = outm_q$q;
        out_e = oute_q$q;
        out_last = outl_q$q;
        if (reset) begin
            waddr_q$d = c_zero_ab;
            raddr_q$d = c_zero_ab;
            or_q$d = c_zero32;
            full0_q$d = 1'b0;
            full1_q$d = 1'b0;
            pend_q$d = 1'b0;
            outv_q$d = 1'b0;
            skv_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$e0_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$e0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$e1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$e1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$full0_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$full0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$full1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$full1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$len0_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$len0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$len1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$len1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$or_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$or_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$oute_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$oute_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$outl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$outl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$outm_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$outm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$outv_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$outv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$pend_e_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$pend_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$pend_last_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$pend_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$pend_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$pend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$raddr_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$raddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$ram(clock,we,waddr,wdata,raddr,rdata);

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
endmodule // vpu_top_w64$e_kv_pack$bfp$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$ske_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$ske_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$skl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$skl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$skm_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$skm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$skv_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$skv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$waddr_q(d,q,clock);

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

endmodule // vpu_top_w64$e_kv_pack$bfp$waddr_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_kv_pack$bfp$x_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_top_w64$e_kv_pack$bfp$x_sext
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
    reg  smv_q$d;
    wire  smv_q$q;
    reg  smv_q$clock;
    reg  [15:0] smqm_q$d;
    wire  [15:0] smqm_q$q;
    reg  smqm_q$clock;
    reg  [15:0] smkm_q$d;
    wire  [15:0] smkm_q$q;
    reg  smkm_q$clock;
    reg  [5:0] smk_q$d;
    wire  [5:0] smk_q$q;
    reg  smk_q$clock;
    reg  smfirst_q$d;
    wire  smfirst_q$q;
    reg  smfirst_q$clock;
    reg  smend_q$d;
    wire  smend_q$q;
    reg  smend_q$clock;
    reg  smlast_q$d;
    wire  smlast_q$q;
    reg  smlast_q$clock;
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
    vpu_top_w64$e_attn$score$smv_q smv_q(
        .d(smv_q$d),
        .q(smv_q$q),
        .clock(smv_q$clock)
    );
    vpu_top_w64$e_attn$score$smqm_q smqm_q(
        .d(smqm_q$d),
        .q(smqm_q$q),
        .clock(smqm_q$clock)
    );
    vpu_top_w64$e_attn$score$smkm_q smkm_q(
        .d(smkm_q$d),
        .q(smkm_q$q),
        .clock(smkm_q$clock)
    );
    vpu_top_w64$e_attn$score$smk_q smk_q(
        .d(smk_q$d),
        .q(smk_q$q),
        .clock(smk_q$clock)
    );
    vpu_top_w64$e_attn$score$smfirst_q smfirst_q(
        .d(smfirst_q$d),
        .q(smfirst_q$q),
        .clock(smfirst_q$clock)
    );
    vpu_top_w64$e_attn$score$smend_q smend_q(
        .d(smend_q$d),
        .q(smend_q$q),
        .clock(smend_q$clock)
    );
    vpu_top_w64$e_attn$score$smlast_q smlast_q(
        .d(smlast_q$d),
        .q(smlast_q$q),
        .clock(smlast_q$clock)
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
        smv_q$clock = clock;
        smqm_q$clock = clock;
        smkm_q$clock = clock;
        smk_q$clock = clock;
        smfirst_q$clock = clock;
        smend_q$clock = clock;
        smlast_q$clock = clock;
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
        smv_q$d = smv_q$q;
        smqm_q$d = smqm_q$q;
        smkm_q$d = smkm_q$q;
        smk_q$d = smk_q$q;
        smfirst_q$d = smfirst_q$q;
        smend_q$d = smend_q$q;
        smlast_q$d = smlast_q$q;
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
        eq_zext$x = eq_q$q;
        ek_zext$x = s1ek_q$q;
        mul1$a = smqm_q$q;
        mul1$b = smkm_q$q;
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
            smv_q$d = s1v_q$q;
            smqm_q$d = qm;
            smkm_q$d = s1km_q$q;
            smk_q$d = c_48 - eq_zext$y - ek_zext$y;
            smfirst_q$d = s1first_q$q;
            smend_q$d = s1end_q$q;
            smlast_q$d = s1last_q$q;
            s2v_q$d = smv_q$q;
            s2prod_q$d = mul1$p;
            s2k_q$d = smk_q$q;
            s2first_q$d = smfirst_q$q;
            s2end_q$d = smend_q$q;
            s2last_q$d = smlast_q$q;
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
            smv_q$d = 1'b0;
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


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$smend_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$smend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$smfirst_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$smfirst_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$smk_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$smk_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$smkm_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$smkm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$smlast_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$smlast_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$smqm_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$smqm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_attn$score$smv_q(d,q,clock);

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

endmodule // vpu_top_w64$e_attn$score$smv_q
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
    localparam  c_one3 = 3'b1;
    localparam  c_one4 = 4'h1;
    localparam  c_zero4 = 4'h0;
    localparam  c_depth4 = 4'h8;
    localparam  c_slot$0 = 3'b0;
    localparam  c_slot$1 = 3'b1;
    localparam  c_slot$2 = 3'b10;
    localparam  c_slot$3 = 3'b11;
    localparam  c_slot$4 = 3'b100;
    localparam  c_slot$5 = 3'b101;
    localparam  c_slot$6 = 3'b110;
    localparam  c_slot$7 = 3'b111;

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
    reg  s1_v_q$d;
    wire  s1_v_q$q;
    reg  s1_v_q$clock;
    reg  [1:0] s1_bank_q$d;
    wire  [1:0] s1_bank_q$q;
    reg  s1_bank_q$clock;
    reg  [4:0] s1_len_q$d;
    wire  [4:0] s1_len_q$q;
    reg  s1_len_q$clock;
    reg  s1_vl_q$d;
    wire  s1_vl_q$q;
    reg  s1_vl_q$clock;
    reg  [4:0] s1_e_q$d;
    wire  [4:0] s1_e_q$q;
    reg  s1_e_q$clock;
    reg  [31:0] s1_max_q$d;
    wire  [31:0] s1_max_q$q;
    reg  s1_max_q$clock;
    reg  [31:0] s1_min_q$d;
    wire  [31:0] s1_min_q$q;
    reg  s1_min_q$clock;
    reg  s2_v_q$d;
    wire  s2_v_q$q;
    reg  s2_v_q$clock;
    reg  [1:0] s2_bank_q$d;
    wire  [1:0] s2_bank_q$q;
    reg  s2_bank_q$clock;
    reg  [4:0] s2_len_q$d;
    wire  [4:0] s2_len_q$q;
    reg  s2_len_q$clock;
    reg  s2_vl_q$d;
    wire  s2_vl_q$q;
    reg  s2_vl_q$clock;
    reg  [4:0] s2_e_q$d;
    wire  [4:0] s2_e_q$q;
    reg  s2_e_q$clock;
    reg  [15:0] s2_mx_q$d;
    wire  [15:0] s2_mx_q$q;
    reg  s2_mx_q$clock;
    reg  [15:0] s2_mn_q$d;
    wire  [15:0] s2_mn_q$q;
    reg  s2_mn_q$clock;
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
    reg  m_v_q$d;
    wire  m_v_q$q;
    reg  m_v_q$clock;
    reg  [15:0] m_m_q$d;
    wire  [15:0] m_m_q$q;
    reg  m_m_q$clock;
    reg  [30:0] m_r_q$d;
    wire  [30:0] m_r_q$q;
    reg  m_r_q$clock;
    reg  [4:0] m_e_q$d;
    wire  [4:0] m_e_q$q;
    reg  m_e_q$clock;
    reg  [15:0] m_am_q$d;
    wire  [15:0] m_am_q$q;
    reg  m_am_q$clock;
    reg  m_gl_q$d;
    wire  m_gl_q$q;
    reg  m_gl_q$clock;
    reg  m_vl_q$d;
    wire  m_vl_q$q;
    reg  m_vl_q$clock;
    reg  p_v_q$d;
    wire  p_v_q$q;
    reg  p_v_q$clock;
    reg  [47:0] p_p_q$d;
    wire  [47:0] p_p_q$q;
    reg  p_p_q$clock;
    reg  [4:0] p_e_q$d;
    wire  [4:0] p_e_q$q;
    reg  p_e_q$clock;
    reg  [15:0] p_am_q$d;
    wire  [15:0] p_am_q$q;
    reg  p_am_q$clock;
    reg  p_gl_q$d;
    wire  p_gl_q$q;
    reg  p_gl_q$clock;
    reg  p_vl_q$d;
    wire  p_vl_q$q;
    reg  p_vl_q$clock;
    reg  [7:0] fq_q$0$d;
    wire  [7:0] fq_q$0$q;
    reg  fq_q$0$clock;
    reg  [7:0] fq_q$1$d;
    wire  [7:0] fq_q$1$q;
    reg  fq_q$1$clock;
    reg  [7:0] fq_q$2$d;
    wire  [7:0] fq_q$2$q;
    reg  fq_q$2$clock;
    reg  [7:0] fq_q$3$d;
    wire  [7:0] fq_q$3$q;
    reg  fq_q$3$clock;
    reg  [7:0] fq_q$4$d;
    wire  [7:0] fq_q$4$q;
    reg  fq_q$4$clock;
    reg  [7:0] fq_q$5$d;
    wire  [7:0] fq_q$5$q;
    reg  fq_q$5$clock;
    reg  [7:0] fq_q$6$d;
    wire  [7:0] fq_q$6$q;
    reg  fq_q$6$clock;
    reg  [7:0] fq_q$7$d;
    wire  [7:0] fq_q$7$q;
    reg  fq_q$7$clock;
    reg  [15:0] fam_q$0$d;
    wire  [15:0] fam_q$0$q;
    reg  fam_q$0$clock;
    reg  [15:0] fam_q$1$d;
    wire  [15:0] fam_q$1$q;
    reg  fam_q$1$clock;
    reg  [15:0] fam_q$2$d;
    wire  [15:0] fam_q$2$q;
    reg  fam_q$2$clock;
    reg  [15:0] fam_q$3$d;
    wire  [15:0] fam_q$3$q;
    reg  fam_q$3$clock;
    reg  [15:0] fam_q$4$d;
    wire  [15:0] fam_q$4$q;
    reg  fam_q$4$clock;
    reg  [15:0] fam_q$5$d;
    wire  [15:0] fam_q$5$q;
    reg  fam_q$5$clock;
    reg  [15:0] fam_q$6$d;
    wire  [15:0] fam_q$6$q;
    reg  fam_q$6$clock;
    reg  [15:0] fam_q$7$d;
    wire  [15:0] fam_q$7$q;
    reg  fam_q$7$clock;
    reg  [4:0] fe_q$0$d;
    wire  [4:0] fe_q$0$q;
    reg  fe_q$0$clock;
    reg  [4:0] fe_q$1$d;
    wire  [4:0] fe_q$1$q;
    reg  fe_q$1$clock;
    reg  [4:0] fe_q$2$d;
    wire  [4:0] fe_q$2$q;
    reg  fe_q$2$clock;
    reg  [4:0] fe_q$3$d;
    wire  [4:0] fe_q$3$q;
    reg  fe_q$3$clock;
    reg  [4:0] fe_q$4$d;
    wire  [4:0] fe_q$4$q;
    reg  fe_q$4$clock;
    reg  [4:0] fe_q$5$d;
    wire  [4:0] fe_q$5$q;
    reg  fe_q$5$clock;
    reg  [4:0] fe_q$6$d;
    wire  [4:0] fe_q$6$q;
    reg  fe_q$6$clock;
    reg  [4:0] fe_q$7$d;
    wire  [4:0] fe_q$7$q;
    reg  fe_q$7$clock;
    reg  fgl_q$0$d;
    wire  fgl_q$0$q;
    reg  fgl_q$0$clock;
    reg  fgl_q$1$d;
    wire  fgl_q$1$q;
    reg  fgl_q$1$clock;
    reg  fgl_q$2$d;
    wire  fgl_q$2$q;
    reg  fgl_q$2$clock;
    reg  fgl_q$3$d;
    wire  fgl_q$3$q;
    reg  fgl_q$3$clock;
    reg  fgl_q$4$d;
    wire  fgl_q$4$q;
    reg  fgl_q$4$clock;
    reg  fgl_q$5$d;
    wire  fgl_q$5$q;
    reg  fgl_q$5$clock;
    reg  fgl_q$6$d;
    wire  fgl_q$6$q;
    reg  fgl_q$6$clock;
    reg  fgl_q$7$d;
    wire  fgl_q$7$q;
    reg  fgl_q$7$clock;
    reg  fvl_q$0$d;
    wire  fvl_q$0$q;
    reg  fvl_q$0$clock;
    reg  fvl_q$1$d;
    wire  fvl_q$1$q;
    reg  fvl_q$1$clock;
    reg  fvl_q$2$d;
    wire  fvl_q$2$q;
    reg  fvl_q$2$clock;
    reg  fvl_q$3$d;
    wire  fvl_q$3$q;
    reg  fvl_q$3$clock;
    reg  fvl_q$4$d;
    wire  fvl_q$4$q;
    reg  fvl_q$4$clock;
    reg  fvl_q$5$d;
    wire  fvl_q$5$q;
    reg  fvl_q$5$clock;
    reg  fvl_q$6$d;
    wire  fvl_q$6$q;
    reg  fvl_q$6$clock;
    reg  fvl_q$7$d;
    wire  fvl_q$7$q;
    reg  fvl_q$7$clock;
    reg  [2:0] wp_q$d;
    wire  [2:0] wp_q$q;
    reg  wp_q$clock;
    reg  [2:0] rp_q$d;
    wire  [2:0] rp_q$q;
    reg  rp_q$clock;
    reg  [3:0] fcnt_q$d;
    wire  [3:0] fcnt_q$q;
    reg  fcnt_q$clock;

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
    reg  [3:0] occ1;
    reg  [3:0] occ2;
    reg  [3:0] occ3;
    reg  push;
    reg  pop;
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
    vpu_top_w64$e_quant$quant$s1_v_q s1_v_q(
        .d(s1_v_q$d),
        .q(s1_v_q$q),
        .clock(s1_v_q$clock)
    );
    vpu_top_w64$e_quant$quant$s1_bank_q s1_bank_q(
        .d(s1_bank_q$d),
        .q(s1_bank_q$q),
        .clock(s1_bank_q$clock)
    );
    vpu_top_w64$e_quant$quant$s1_len_q s1_len_q(
        .d(s1_len_q$d),
        .q(s1_len_q$q),
        .clock(s1_len_q$clock)
    );
    vpu_top_w64$e_quant$quant$s1_vl_q s1_vl_q(
        .d(s1_vl_q$d),
        .q(s1_vl_q$q),
        .clock(s1_vl_q$clock)
    );
    vpu_top_w64$e_quant$quant$s1_e_q s1_e_q(
        .d(s1_e_q$d),
        .q(s1_e_q$q),
        .clock(s1_e_q$clock)
    );
    vpu_top_w64$e_quant$quant$s1_max_q s1_max_q(
        .d(s1_max_q$d),
        .q(s1_max_q$q),
        .clock(s1_max_q$clock)
    );
    vpu_top_w64$e_quant$quant$s1_min_q s1_min_q(
        .d(s1_min_q$d),
        .q(s1_min_q$q),
        .clock(s1_min_q$clock)
    );
    vpu_top_w64$e_quant$quant$s2_v_q s2_v_q(
        .d(s2_v_q$d),
        .q(s2_v_q$q),
        .clock(s2_v_q$clock)
    );
    vpu_top_w64$e_quant$quant$s2_bank_q s2_bank_q(
        .d(s2_bank_q$d),
        .q(s2_bank_q$q),
        .clock(s2_bank_q$clock)
    );
    vpu_top_w64$e_quant$quant$s2_len_q s2_len_q(
        .d(s2_len_q$d),
        .q(s2_len_q$q),
        .clock(s2_len_q$clock)
    );
    vpu_top_w64$e_quant$quant$s2_vl_q s2_vl_q(
        .d(s2_vl_q$d),
        .q(s2_vl_q$q),
        .clock(s2_vl_q$clock)
    );
    vpu_top_w64$e_quant$quant$s2_e_q s2_e_q(
        .d(s2_e_q$d),
        .q(s2_e_q$q),
        .clock(s2_e_q$clock)
    );
    vpu_top_w64$e_quant$quant$s2_mx_q s2_mx_q(
        .d(s2_mx_q$d),
        .q(s2_mx_q$q),
        .clock(s2_mx_q$clock)
    );
    vpu_top_w64$e_quant$quant$s2_mn_q s2_mn_q(
        .d(s2_mn_q$d),
        .q(s2_mn_q$q),
        .clock(s2_mn_q$clock)
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
    vpu_top_w64$e_quant$quant$m_v_q m_v_q(
        .d(m_v_q$d),
        .q(m_v_q$q),
        .clock(m_v_q$clock)
    );
    vpu_top_w64$e_quant$quant$m_m_q m_m_q(
        .d(m_m_q$d),
        .q(m_m_q$q),
        .clock(m_m_q$clock)
    );
    vpu_top_w64$e_quant$quant$m_r_q m_r_q(
        .d(m_r_q$d),
        .q(m_r_q$q),
        .clock(m_r_q$clock)
    );
    vpu_top_w64$e_quant$quant$m_e_q m_e_q(
        .d(m_e_q$d),
        .q(m_e_q$q),
        .clock(m_e_q$clock)
    );
    vpu_top_w64$e_quant$quant$m_am_q m_am_q(
        .d(m_am_q$d),
        .q(m_am_q$q),
        .clock(m_am_q$clock)
    );
    vpu_top_w64$e_quant$quant$m_gl_q m_gl_q(
        .d(m_gl_q$d),
        .q(m_gl_q$q),
        .clock(m_gl_q$clock)
    );
    vpu_top_w64$e_quant$quant$m_vl_q m_vl_q(
        .d(m_vl_q$d),
        .q(m_vl_q$q),
        .clock(m_vl_q$clock)
    );
    vpu_top_w64$e_quant$quant$p_v_q p_v_q(
        .d(p_v_q$d),
        .q(p_v_q$q),
        .clock(p_v_q$clock)
    );
    vpu_top_w64$e_quant$quant$p_p_q p_p_q(
        .d(p_p_q$d),
        .q(p_p_q$q),
        .clock(p_p_q$clock)
    );
    vpu_top_w64$e_quant$quant$p_e_q p_e_q(
        .d(p_e_q$d),
        .q(p_e_q$q),
        .clock(p_e_q$clock)
    );
    vpu_top_w64$e_quant$quant$p_am_q p_am_q(
        .d(p_am_q$d),
        .q(p_am_q$q),
        .clock(p_am_q$clock)
    );
    vpu_top_w64$e_quant$quant$p_gl_q p_gl_q(
        .d(p_gl_q$d),
        .q(p_gl_q$q),
        .clock(p_gl_q$clock)
    );
    vpu_top_w64$e_quant$quant$p_vl_q p_vl_q(
        .d(p_vl_q$d),
        .q(p_vl_q$q),
        .clock(p_vl_q$clock)
    );
    vpu_top_w64$e_quant$quant$fq_q$0 fq_q$0(
        .d(fq_q$0$d),
        .q(fq_q$0$q),
        .clock(fq_q$0$clock)
    );
    vpu_top_w64$e_quant$quant$fq_q$1 fq_q$1(
        .d(fq_q$1$d),
        .q(fq_q$1$q),
        .clock(fq_q$1$clock)
    );
    vpu_top_w64$e_quant$quant$fq_q$2 fq_q$2(
        .d(fq_q$2$d),
        .q(fq_q$2$q),
        .clock(fq_q$2$clock)
    );
    vpu_top_w64$e_quant$quant$fq_q$3 fq_q$3(
        .d(fq_q$3$d),
        .q(fq_q$3$q),
        .clock(fq_q$3$clock)
    );
    vpu_top_w64$e_quant$quant$fq_q$4 fq_q$4(
        .d(fq_q$4$d),
        .q(fq_q$4$q),
        .clock(fq_q$4$clock)
    );
    vpu_top_w64$e_quant$quant$fq_q$5 fq_q$5(
        .d(fq_q$5$d),
        .q(fq_q$5$q),
        .clock(fq_q$5$clock)
    );
    vpu_top_w64$e_quant$quant$fq_q$6 fq_q$6(
        .d(fq_q$6$d),
        .q(fq_q$6$q),
        .clock(fq_q$6$clock)
    );
    vpu_top_w64$e_quant$quant$fq_q$7 fq_q$7(
        .d(fq_q$7$d),
        .q(fq_q$7$q),
        .clock(fq_q$7$clock)
    );
    vpu_top_w64$e_quant$quant$fam_q$0 fam_q$0(
        .d(fam_q$0$d),
        .q(fam_q$0$q),
        .clock(fam_q$0$clock)
    );
    vpu_top_w64$e_quant$quant$fam_q$1 fam_q$1(
        .d(fam_q$1$d),
        .q(fam_q$1$q),
        .clock(fam_q$1$clock)
    );
    vpu_top_w64$e_quant$quant$fam_q$2 fam_q$2(
        .d(fam_q$2$d),
        .q(fam_q$2$q),
        .clock(fam_q$2$clock)
    );
    vpu_top_w64$e_quant$quant$fam_q$3 fam_q$3(
        .d(fam_q$3$d),
        .q(fam_q$3$q),
        .clock(fam_q$3$clock)
    );
    vpu_top_w64$e_quant$quant$fam_q$4 fam_q$4(
        .d(fam_q$4$d),
        .q(fam_q$4$q),
        .clock(fam_q$4$clock)
    );
    vpu_top_w64$e_quant$quant$fam_q$5 fam_q$5(
        .d(fam_q$5$d),
        .q(fam_q$5$q),
        .clock(fam_q$5$clock)
    );
    vpu_top_w64$e_quant$quant$fam_q$6 fam_q$6(
        .d(fam_q$6$d),
        .q(fam_q$6$q),
        .clock(fam_q$6$clock)
    );
    vpu_top_w64$e_quant$quant$fam_q$7 fam_q$7(
        .d(fam_q$7$d),
        .q(fam_q$7$q),
        .clock(fam_q$7$clock)
    );
    vpu_top_w64$e_quant$quant$fe_q$0 fe_q$0(
        .d(fe_q$0$d),
        .q(fe_q$0$q),
        .clock(fe_q$0$clock)
    );
    vpu_top_w64$e_quant$quant$fe_q$1 fe_q$1(
        .d(fe_q$1$d),
        .q(fe_q$1$q),
        .clock(fe_q$1$clock)
    );
    vpu_top_w64$e_quant$quant$fe_q$2 fe_q$2(
        .d(fe_q$2$d),
        .q(fe_q$2$q),
        .clock(fe_q$2$clock)
    );
    vpu_top_w64$e_quant$quant$fe_q$3 fe_q$3(
        .d(fe_q$3$d),
        .q(fe_q$3$q),
        .clock(fe_q$3$clock)
    );
    vpu_top_w64$e_quant$quant$fe_q$4 fe_q$4(
        .d(fe_q$4$d),
        .q(fe_q$4$q),
        .clock(fe_q$4$clock)
    );
    vpu_top_w64$e_quant$quant$fe_q$5 fe_q$5(
        .d(fe_q$5$d),
        .q(fe_q$5$q),
        .clock(fe_q$5$clock)
    );
    vpu_top_w64$e_quant$quant$fe_q$6 fe_q$6(
        .d(fe_q$6$d),
        .q(fe_q$6$q),
        .clock(fe_q$6$clock)
    );
    vpu_top_w64$e_quant$quant$fe_q$7 fe_q$7(
        .d(fe_q$7$d),
        .q(fe_q$7$q),
        .clock(fe_q$7$clock)
    );
    vpu_top_w64$e_quant$quant$fgl_q$0 fgl_q$0(
        .d(fgl_q$0$d),
        .q(fgl_q$0$q),
        .clock(fgl_q$0$clock)
    );
    vpu_top_w64$e_quant$quant$fgl_q$1 fgl_q$1(
        .d(fgl_q$1$d),
        .q(fgl_q$1$q),
        .clock(fgl_q$1$clock)
    );
    vpu_top_w64$e_quant$quant$fgl_q$2 fgl_q$2(
        .d(fgl_q$2$d),
        .q(fgl_q$2$q),
        .clock(fgl_q$2$clock)
    );
    vpu_top_w64$e_quant$quant$fgl_q$3 fgl_q$3(
        .d(fgl_q$3$d),
        .q(fgl_q$3$q),
        .clock(fgl_q$3$clock)
    );
    vpu_top_w64$e_quant$quant$fgl_q$4 fgl_q$4(
        .d(fgl_q$4$d),
        .q(fgl_q$4$q),
        .clock(fgl_q$4$clock)
    );
    vpu_top_w64$e_quant$quant$fgl_q$5 fgl_q$5(
        .d(fgl_q$5$d),
        .q(fgl_q$5$q),
        .clock(fgl_q$5$clock)
    );
    vpu_top_w64$e_quant$quant$fgl_q$6 fgl_q$6(
        .d(fgl_q$6$d),
        .q(fgl_q$6$q),
        .clock(fgl_q$6$clock)
    );
    vpu_top_w64$e_quant$quant$fgl_q$7 fgl_q$7(
        .d(fgl_q$7$d),
        .q(fgl_q$7$q),
        .clock(fgl_q$7$clock)
    );
    vpu_top_w64$e_quant$quant$fvl_q$0 fvl_q$0(
        .d(fvl_q$0$d),
        .q(fvl_q$0$q),
        .clock(fvl_q$0$clock)
    );
    vpu_top_w64$e_quant$quant$fvl_q$1 fvl_q$1(
        .d(fvl_q$1$d),
        .q(fvl_q$1$q),
        .clock(fvl_q$1$clock)
    );
    vpu_top_w64$e_quant$quant$fvl_q$2 fvl_q$2(
        .d(fvl_q$2$d),
        .q(fvl_q$2$q),
        .clock(fvl_q$2$clock)
    );
    vpu_top_w64$e_quant$quant$fvl_q$3 fvl_q$3(
        .d(fvl_q$3$d),
        .q(fvl_q$3$q),
        .clock(fvl_q$3$clock)
    );
    vpu_top_w64$e_quant$quant$fvl_q$4 fvl_q$4(
        .d(fvl_q$4$d),
        .q(fvl_q$4$q),
        .clock(fvl_q$4$clock)
    );
    vpu_top_w64$e_quant$quant$fvl_q$5 fvl_q$5(
        .d(fvl_q$5$d),
        .q(fvl_q$5$q),
        .clock(fvl_q$5$clock)
    );
    vpu_top_w64$e_quant$quant$fvl_q$6 fvl_q$6(
        .d(fvl_q$6$d),
        .q(fvl_q$6$q),
        .clock(fvl_q$6$clock)
    );
    vpu_top_w64$e_quant$quant$fvl_q$7 fvl_q$7(
        .d(fvl_q$7$d),
        .q(fvl_q$7$q),
        .clock(fvl_q$7$clock)
    );
    vpu_top_w64$e_quant$quant$wp_q wp_q(
        .d(wp_q$d),
        .q(wp_q$q),
        .clock(wp_q$clock)
    );
    vpu_top_w64$e_quant$quant$rp_q rp_q(
        .d(rp_q$d),
        .q(rp_q$q),
        .clock(rp_q$clock)
    );
    vpu_top_w64$e_quant$quant$fcnt_q fcnt_q(
        .d(fcnt_q$d),
        .q(fcnt_q$q),
        .clock(fcnt_q$clock)
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
        m_v_q$clock = clock;
        m_m_q$clock = clock;
        m_r_q$clock = clock;
        m_e_q$clock = clock;
        m_am_q$clock = clock;
        m_gl_q$clock = clock;
        m_vl_q$clock = clock;
        p_v_q$clock = clock;
        p_p_q$clock = clock;
        p_e_q$clock = clock;
        p_am_q$clock = clock;
        p_gl_q$clock = clock;
        p_vl_q$clock = clock;
        wp_q$clock = clock;
        rp_q$clock = clock;
        fcnt_q$clock = clock;
        s1_v_q$clock = clock;
        s1_bank_q$clock = clock;
        s1_len_q$clock = clock;
        s1_vl_q$clock = clock;
        s1_e_q$clock = clock;
        s1_max_q$clock = clock;
        s1_min_q$clock = clock;
        s2_v_q$clock = clock;
        s2_bank_q$clock = clock;
        s2_len_q$clock = clock;
        s2_vl_q$clock = clock;
        s2_e_q$clock = clock;
        s2_mx_q$clock = clock;
        s2_mn_q$clock = clock;
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
        m_v_q$d = m_v_q$q;
        m_m_q$d = m_m_q$q;
        m_r_q$d = m_r_q$q;
        m_e_q$d = m_e_q$q;
        m_am_q$d = m_am_q$q;
        m_gl_q$d = m_gl_q$q;
        m_vl_q$d = m_vl_q$q;
        p_v_q$d = p_v_q$q;
        p_p_q$d = p_p_q$q;
        p_e_q$d = p_e_q$q;
        p_am_q$d = p_am_q$q;
        p_gl_q$d = p_gl_q$q;
        p_vl_q$d = p_vl_q$q;
        wp_q$d = wp_q$q;
        rp_q$d = rp_q$q;
        fcnt_q$d = fcnt_q$q;
        s1_v_q$d = s1_v_q$q;
        s1_bank_q$d = s1_bank_q$q;
        s1_len_q$d = s1_len_q$q;
        s1_vl_q$d = s1_vl_q$q;
        s1_e_q$d = s1_e_q$q;
        s1_max_q$d = s1_max_q$q;
        s1_min_q$d = s1_min_q$q;
        s2_v_q$d = s2_v_q$q;
        s2_bank_q$d = s2_bank_q$q;
        s2_len_q$d = s2_len_q$q;
        s2_vl_q$d = s2_vl_q$q;
        s2_e_q$d = s2_e_q$q;
        s2_mx_q$d = s2_mx_q$q;
        s2_mn_q$d = s2_mn_q$q;
        fq_q$0$clock = clock;
        fam_q$0$clock = clock;
        fe_q$0$clock = clock;
        fgl_q$0$clock = clock;
        fvl_q$0$clock = clock;
        fq_q$0$d = fq_q$0$q;
        fam_q$0$d = fam_q$0$q;
        fe_q$0$d = fe_q$0$q;
        fgl_q$0$d = fgl_q$0$q;
        fvl_q$0$d = fvl_q$0$q;
        fq_q$1$clock = clock;
        fam_q$1$clock = clock;
        fe_q$1$clock = clock;
        fgl_q$1$clock = clock;
        fvl_q$1$clock = clock;
        fq_q$1$d = fq_q$1$q;
        fam_q$1$d = fam_q$1$q;
        fe_q$1$d = fe_q$1$q;
        fgl_q$1$d = fgl_q$1$q;
        fvl_q$1$d = fvl_q$1$q;
        fq_q$2$clock = clock;
        fam_q$2$clock = clock;
        fe_q$2$clock = clock;
        fgl_q$2$clock = clock;
        fvl_q$2$clock = clock;
        fq_q$2$d = fq_q$2$q;
        fam_q$2$d = fam_q$2$q;
        fe_q$2$d = fe_q$2$q;
        fgl_q$2$d = fgl_q$2$q;
        fvl_q$2$d = fvl_q$2$q;
        fq_q$3$clock = clock;
        fam_q$3$clock = clock;
        fe_q$3$clock = clock;
        fgl_q$3$clock = clock;
        fvl_q$3$clock = clock;
        fq_q$3$d = fq_q$3$q;
        fam_q$3$d = fam_q$3$q;
        fe_q$3$d = fe_q$3$q;
        fgl_q$3$d = fgl_q$3$q;
        fvl_q$3$d = fvl_q$3$q;
        fq_q$4$clock = clock;
        fam_q$4$clock = clock;
        fe_q$4$clock = clock;
        fgl_q$4$clock = clock;
        fvl_q$4$clock = clock;
        fq_q$4$d = fq_q$4$q;
        fam_q$4$d = fam_q$4$q;
        fe_q$4$d = fe_q$4$q;
        fgl_q$4$d = fgl_q$4$q;
        fvl_q$4$d = fvl_q$4$q;
        fq_q$5$clock = clock;
        fam_q$5$clock = clock;
        fe_q$5$clock = clock;
        fgl_q$5$clock = clock;
        fvl_q$5$clock = clock;
        fq_q$5$d = fq_q$5$q;
        fam_q$5$d = fam_q$5$q;
        fe_q$5$d = fe_q$5$q;
        fgl_q$5$d = fgl_q$5$q;
        fvl_q$5$d = fvl_q$5$q;
        fq_q$6$clock = clock;
        fam_q$6$clock = clock;
        fe_q$6$clock = clock;
        fgl_q$6$clock = clock;
        fvl_q$6$clock = clock;
        fq_q$6$d = fq_q$6$q;
        fam_q$6$d = fam_q$6$q;
        fe_q$6$d = fe_q$6$q;
        fgl_q$6$d = fgl_q$6$q;
        fvl_q$6$d = fvl_q$6$q;
        fq_q$7$clock = clock;
        fam_q$7$clock = clock;
        fe_q$7$clock = clock;
        fgl_q$7$clock = clock;
        fvl_q$7$clock = clock;
        fq_q$7$d = fq_q$7$q;
        fam_q$7$d = fam_q$7$q;
        fe_q$7$d = fe_q$7$q;
        fgl_q$7$d = fgl_q$7$q;
        fvl_q$7$d = fvl_q$7$q;
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
        mx_sext$x = s1_max_q$q;
        mx_t33 = mx_sext$y;
        if (s1_e_q$q != c_zero5) begin
            mx_t33 = mx_sext$y + (c_one33 << (s1_e_q$q - c_one5));
        end
        mx_r33 = mx_t33 >> s1_e_q$q;
        if (mx_t33[32'h20]) begin
            mx_r33 = (mx_t33 >> s1_e_q$q) | ~(c_ones33 >> s1_e_q$q);
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
        mn_sext$x = s1_min_q$q;
        mn_t33 = mn_sext$y;
        if (s1_e_q$q != c_zero5) begin
            mn_t33 = mn_sext$y + (c_one33 << (s1_e_q$q - c_one5));
        end
        mn_r33 = mn_t33 >> s1_e_q$q;
        if (mn_t33[32'h20]) begin
            mn_r33 = (mn_t33 >> s1_e_q$q) | ~(c_ones33 >> s1_e_q$q);
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
        s2_v_q$d = s1_v_q$q;
        s2_bank_q$d = s1_bank_q$q;
        s2_len_q$d = s1_len_q$q;
        s2_vl_q$d = s1_vl_q$q;
        s2_e_q$d = s1_e_q$q;
        s2_mx_q$d = mx_m;
        s2_mn_q$d = mn_m;
        abs_max = s2_mx_q$q;
        if (s2_mx_q$q[32'hf]) begin
            abs_max = c_zero16 - s2_mx_q$q;
        end
        abs_min = s2_mn_q$q;
        if (s2_mn_q$q[32'hf]) begin
            abs_min = c_zero16 - s2_mn_q$q;
        end
        am_new = abs_max;
        if (abs_min > abs_max) begin
            am_new = abs_min;
        end
        ram$we = in_fire;
        ram$waddr = waddr_q$q;
        ram$wdata = in_data;
        if (s2_v_q$q) begin
            if (s2_bank_q$q == c_bank$0) begin
                st_q$0$d = c_st_filled;
                len_q$0$d = s2_len_q$q;
                e_q$0$d = s2_e_q$q;
                am_q$0$d = am_new;
                vlast_q$0$d = s2_vl_q$q;
            end
            if (s2_bank_q$q == c_bank$1) begin
                st_q$1$d = c_st_filled;
                len_q$1$d = s2_len_q$q;
                e_q$1$d = s2_e_q$q;
                am_q$1$d = am_new;
                vlast_q$1$d = s2_vl_q$q;
            end
            if (s2_bank_q$q == c_bank$2) begin
                st_q$2$d = c_st_filled;
                len_q$2$d = s2_len_q$q;
                e_q$2$d = s2_e_q$q;
                am_q$2$d = am_new;
                vlast_q$2$d = s2_vl_q$q;
            end
            if (s2_bank_q$q == c_bank$3) begin
                st_q$3$d = c_st_filled;
                len_q$3$d = s2_len_q$q;
                e_q$3$d = s2_e_q$q;
                am_q$3$d = am_new;
                vlast_q$3$d = s2_vl_q$q;
            end
        end
        s1_v_q$d = in_fire & in_end;
        if (in_fire) begin
            if (in_end) begin
                or_q$d = c_zero32;
                max_q$d = c_min32;
                min_q$d = c_max32;
                waddr_q$d = (waddr_q$q | c_idx7) + c_one7;
                s1_bank_q$d = wbank;
                s1_len_q$d = waddr_q$q[(32'h0)+:(5)];
                s1_vl_q$d = in_last;
                s1_e_q$d = e_new;
                s1_max_q$d = max_all;
                s1_min_q$d = min_all;
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
        occ1 = fcnt_q$q;
        if (pend_q$q) begin
            occ1 = fcnt_q$q + c_one4;
        end
        occ2 = occ1;
        if (m_v_q$q) begin
            occ2 = occ1 + c_one4;
        end
        occ3 = occ2;
        if (p_v_q$q) begin
            occ3 = occ2 + c_one4;
        end
        issue = (r_st == c_st_ready) & (occ3 < c_depth4);
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
        m_v_q$d = pend_q$q;
        m_m_q$d = rd_m;
        m_r_q$d = pend_r_q$q;
        m_e_q$d = pend_e_q$q;
        m_am_q$d = pend_am_q$q;
        m_gl_q$d = pend_gl_q$q;
        m_vl_q$d = pend_vl_q$q;
        z_r$x = m_r_q$q;
        mul$a = m_m_q$q;
        mul$b = z_r$y;
        p_v_q$d = m_v_q$q;
        p_p_q$d = mul$p;
        p_e_q$d = m_e_q$q;
        p_am_q$d = m_am_q$q;
        p_gl_q$d = m_gl_q$q;
        p_vl_q$d = m_vl_q$q;
        qs48 = p_p_q$q + c_round48;
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
        push = p_v_q$q;
        pop = (fcnt_q$q != c_zero4) & out_ready;
        if (push & (wp_q$q == c_slot$0)) begin
            fq_q$0$d = q_new;
            fam_q$0$d = p_am_q$q;
            fe_q$0$d = p_e_q$q;
            fgl_q$0$d = p_gl_q$q;
            fvl_q$0$d = p_vl_q$q;
        end
        if (push & (wp_q$q == c_slot$1)) begin
            fq_q$1$d = q_new;
            fam_q$1$d = p_am_q$q;
            fe_q$1$d = p_e_q$q;
            fgl_q$1$d = p_gl_q$q;
            fvl_q$1$d = p_vl_q$q;
        end
        if (push & (wp_q$q == c_slot$2)) begin
            fq_q$2$d = q_new;
            fam_q$2$d = p_am_q$q;
            fe_q$2$d = p_e_q$q;
            fgl_q$2$d = p_gl_q$q;
            fvl_q$2$d = p_vl_q$q;
        end
        if (push & (wp_q$q == c_slot$3)) begin
            fq_q$3$d = q_new;
            fam_q$3$d = p_am_q$q;
            fe_q$3$d = p_e_q$q;
            fgl_q$3$d = p_gl_q$q;
            fvl_q$3$d = p_vl_q$q;
        end
        if (push & (wp_q$q == c_slot$4)) begin
            fq_q$4$d = q_new;
            fam_q$4$d = p_am_q$q;
            fe_q$4$d = p_e_q$q;
            fgl_q$4$d = p_gl_q$q;
            fvl_q$4$d = p_vl_q$q;
        end
        if (push & (wp_q$q == c_slot$5)) begin
            fq_q$5$d = q_new;
            fam_q$5$d = p_am_q$q;
            fe_q$5$d = p_e_q$q;
            fgl_q$5$d = p_gl_q$q;
            fvl_q$5$d = p_vl_q$q;
        end
        if (push & (wp_q$q == c_slot$6)) begin
            fq_q$6$d = q_new;
            fam_q$6$d = p_am_q$q;
            fe_q$6$d = p_e_q$q;
            fgl_q$6$d = p_gl_q$q;
            fvl_q$6$d = p_vl_q$q;
        end
        if (push & (wp_q$q == c_slot$7)) begin
            fq_q$7$d = q_new;
            fam_q$7$d = p_am_q$q;
            fe_q$7$d = p_e_q$q;
            fgl_q$7$d = p_gl_q$q;
            fvl_q$7$d = p_vl_q$q;
        end
        if (push) begin
            wp_q$d = wp_q$q + c_one3;
        end
        if (pop) begin
            rp_q$d = rp_q$q + c_one3;
        end
        if (push & ~pop) begin
            fcnt_q$d = fcnt_q$q + c_one4;
        end
        if (pop & ~push) begin
            fcnt_q$d = fcnt_q$q - c_one4;
        end
        out_valid = fcnt_q$q != c_zero4;
        out_data = fq_q$0$q;
        out_am = fam_q$0$q;
        out_e = fe_q$0$q;
        out_glast = fgl_q$0$q;
        out_last = fvl_q$0$q;
        if (rp_q$q == c_slot$1) begin
            out_data = fq_q$1$q;
            out_am = fam_q$1$q;
            out_e = fe_q$1$q;
            out_glast = fgl_q$1$q;
            out_last = fvl_q$1$q;
        end
        if (rp_q$q == c_slot$2) begin
            out_data = fq_q$2$q;
            out_am = fam_q$2$q;
            out_e = fe_q$2$q;
            out_glast = fgl_q$2$q;
            out_last = fvl_q$2$q;
        end
        if (rp_q$q == c_slot$3) begin
            out_data = fq_q$3$q;
            out_am = fam_q$3$q;
            out_e = fe_q$3$q;
            out_glast = fgl_q$3$q;
            out_last = fvl_q$3$q;
        end
        if (rp_q$q == c_slot$4) begin
            out_data = fq_q$4$q;
            out_am = fam_q$4$q;
            out_e = fe_q$4$q;
            out_glast = fgl_q$4$q;
            out_last = fvl_q$4$q;
        end
        if (rp_q$q == c_slot$5) begin
            out_data = fq_q$5$q;
            out_am = fam_q$5$q;
            out_e = fe_q$5$q;
            out_glast = fgl_q$5$q;
            out_last = fvl_q$5$q;
        end
        if (rp_q$q == c_slot$6) begin
            out_data = fq_q$6$q;
            out_am = fam_q$6$q;
            out_e = fe_q$6$q;
            out_glast = fgl_q$6$q;
            out_last = fvl_q$6$q;
        end
        if (rp_q$q == c_slot$7) begin
            out_data = fq_q$7$q;
            out_am = fam_q$7$q;
            out_e = fe_q$7$q;
            out_glast = fgl_q$7$q;
            out_last = fvl_q$7$q;
        end
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
            s1_v_q$d = 1'b0;
            s2_v_q$d = 1'b0;
            m_v_q$d = 1'b0;
            p_v_q$d = 1'b0;
            wp_q$d = c_slot$0;
            rp_q$d = c_slot$0;
            fcnt_q$d = c_zero4;
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
module vpu_top_w64$e_quant$quant$fam_q$0(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fam_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fam_q$1(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fam_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fam_q$2(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fam_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fam_q$3(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fam_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fam_q$4(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fam_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fam_q$5(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fam_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fam_q$6(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fam_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fam_q$7(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fam_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fcnt_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fe_q$0(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fe_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fe_q$1(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fe_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fe_q$2(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fe_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fe_q$3(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fe_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fe_q$4(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fe_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fe_q$5(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fe_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fe_q$6(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fe_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fe_q$7(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fe_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fgl_q$0(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fgl_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fgl_q$1(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fgl_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fgl_q$2(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fgl_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fgl_q$3(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fgl_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fgl_q$4(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fgl_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fgl_q$5(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fgl_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fgl_q$6(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fgl_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fgl_q$7(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fgl_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fq_q$0(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fq_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fq_q$1(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fq_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fq_q$2(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fq_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fq_q$3(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fq_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fq_q$4(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fq_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fq_q$5(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fq_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fq_q$6(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fq_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fq_q$7(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fq_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fvl_q$0(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fvl_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fvl_q$1(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fvl_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fvl_q$2(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fvl_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fvl_q$3(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fvl_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fvl_q$4(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fvl_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fvl_q$5(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fvl_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fvl_q$6(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fvl_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$fvl_q$7(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$fvl_q$7
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
module vpu_top_w64$e_quant$quant$m_am_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$m_am_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$m_e_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$m_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$m_gl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$m_gl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$m_m_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$m_m_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$m_r_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$m_r_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$m_v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$m_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$m_vl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$m_vl_q
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
module vpu_top_w64$e_quant$quant$p_am_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$p_am_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$p_e_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$p_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$p_gl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$p_gl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$p_p_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$p_p_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$p_v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$p_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$p_vl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$p_vl_q
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
module vpu_top_w64$e_quant$quant$rp_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s1_bank_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s1_bank_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s1_e_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s1_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s1_len_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s1_len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s1_max_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s1_max_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s1_min_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s1_min_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s1_v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s1_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s1_vl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s1_vl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s2_bank_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s2_bank_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s2_e_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s2_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s2_len_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s2_len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s2_mn_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s2_mn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s2_mx_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s2_mx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s2_v_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s2_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$s2_vl_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$s2_vl_q
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


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_quant$quant$wp_q(d,q,clock);

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

endmodule // vpu_top_w64$e_quant$quant$wp_q
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
    reg  term$clock;
    reg  term$adv;
    reg  [73:0] term$in_data;
    wire  [63:0] term$t;
    reg  v1_q$d;
    wire  v1_q$q;
    reg  v1_q$clock;
    reg  l1_q$d;
    wire  l1_q$q;
    reg  l1_q$clock;
    reg  v2_q$d;
    wire  v2_q$q;
    reg  v2_q$clock;
    reg  l2_q$d;
    wire  l2_q$q;
    reg  l2_q$clock;
    reg  v3_q$d;
    wire  v3_q$q;
    reg  v3_q$clock;
    reg  l3_q$d;
    wire  l3_q$q;
    reg  l3_q$clock;
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
    vpu_top_w64$e_requant$rq$term term(
        .clock(term$clock),
        .adv(term$adv),
        .in_data(term$in_data),
        .t(term$t)
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
        v2_q$clock = clock;
        l2_q$clock = clock;
        v3_q$clock = clock;
        l3_q$clock = clock;
        sum_q$clock = clock;
        v1_q$d = v1_q$q;
        l1_q$d = l1_q$q;
        v2_q$d = v2_q$q;
        l2_q$d = l2_q$q;
        v3_q$d = v3_q$q;
        l3_q$d = l3_q$q;
        sum_q$d = sum_q$q;
        skid$clock = clock;
        skid$reset = reset;
        term$clock = clock;
        term$in_data = in_data;
        total = sum_q$q + term$t;
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
        term$adv = adv;
        if (adv) begin
            v1_q$d = in_valid;
            l1_q$d = in_last;
            v2_q$d = v1_q$q;
            l2_q$d = l1_q$q;
            v3_q$d = v2_q$q;
            l3_q$d = l2_q$q;
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
module vpu_top_w64$e_requant$rq$term(clock,adv,in_data,t);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [73:0] in_data;
    output reg  [63:0] t;

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
    reg  [47:0] p1_q$d;
    wire  [47:0] p1_q$q;
    reg  p1_q$clock;
    reg  [15:0] m1_q$d;
    wire  [15:0] m1_q$q;
    reg  m1_q$clock;
    reg  [7:0] n1_q$d;
    wire  [7:0] n1_q$q;
    reg  n1_q$clock;
    reg  [63:0] p2_q$d;
    wire  [63:0] p2_q$q;
    reg  p2_q$clock;
    reg  [7:0] n2_q$d;
    wire  [7:0] n2_q$q;
    reg  n2_q$clock;
    reg  [63:0] t3_q$d;
    wire  [63:0] t3_q$q;
    reg  t3_q$clock;

    // Sub module instances
    vpu_top_w64$e_requant$rq$term$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    vpu_top_w64$e_requant$rq$term$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    vpu_top_w64$e_requant$rq$term$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    vpu_top_w64$e_requant$rq$term$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    vpu_top_w64$e_requant$rq$term$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    vpu_top_w64$e_requant$rq$term$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    vpu_top_w64$e_requant$rq$term$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    vpu_top_w64$e_requant$rq$term$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    vpu_top_w64$e_requant$rq$term$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    vpu_top_w64$e_requant$rq$term$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    vpu_top_w64$e_requant$rq$term$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    vpu_top_w64$e_requant$rq$term$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    vpu_top_w64$e_requant$rq$term$t3_q t3_q(
        .d(t3_q$d),
        .q(t3_q$q),
        .clock(t3_q$clock)
    );

    // Update code
    always @(*) begin
        p1_q$clock = clock;
        m1_q$clock = clock;
        n1_q$clock = clock;
        p2_q$clock = clock;
        n2_q$clock = clock;
        t3_q$clock = clock;
        p1_q$d = p1_q$q;
        m1_q$d = m1_q$q;
        n1_q$d = n1_q$q;
        p2_q$d = p2_q$q;
        n2_q$d = n2_q$q;
        t3_q$d = t3_q$q;
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
        t = t3_q$q;
        if (adv) begin
            p1_q$d = mul1$p[(32'h0)+:(48)];
            m1_q$d = m_zext$y;
            n1_q$d = s_zext$y - e_zext$y;
            p2_q$d = mul2$p;
            n2_q$d = n1_q$q;
            t3_q$d = rs$y;
        end
    end
endmodule // vpu_top_w64$e_requant$rq$term
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$rq$term$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$rq$term$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$m1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$term$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$rq$term$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_requant$rq$term$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_top_w64$e_requant$rq$term$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$n1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$term$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$n2_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$term$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$p1_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$term$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$p2_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$term$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$rs(x,n,y);

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
    vpu_top_w64$e_requant$rq$term$rs$x_sext x_sext(
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

endmodule // vpu_top_w64$e_requant$rq$term$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_top_w64$e_requant$rq$term$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // vpu_top_w64$e_requant$rq$term$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_top_w64$e_requant$rq$term$t3_q(d,q,clock);

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

endmodule // vpu_top_w64$e_requant$rq$term$t3_q
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
