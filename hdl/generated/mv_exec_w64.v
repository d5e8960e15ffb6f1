// mv_exec_w64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module mv_exec_w64(clock,reset,instr_valid,instr_ready,instr_data,done,error,error_code,pf_valid,pf_data,pf_flush,ar_yield,cfg_sram_words,cfg_ext_base,cfg_ext_size,axi_ar_valid,axi_ar_ready,axi_ar_addr,axi_ar_len,axi_r_valid,axi_r_ready,axi_r_data,axi_r_last,axi_r_resp,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data,ev_busy,ev_macs,ev_rd_bytes);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  instr_valid;
    output reg  instr_ready;
    input wire  [127:0] instr_data;
    output reg  done;
    output reg  error;
    output reg  [7:0] error_code;
    input wire  pf_valid;
    input wire  [127:0] pf_data;
    input wire  pf_flush;
    input wire  ar_yield;
    input wire  [31:0] cfg_sram_words;
    input wire  [31:0] cfg_ext_base;
    input wire  [31:0] cfg_ext_size;
    output reg  axi_ar_valid;
    input wire  axi_ar_ready;
    output reg  [31:0] axi_ar_addr;
    output reg  [7:0] axi_ar_len;
    input wire  axi_r_valid;
    output reg  axi_r_ready;
    input wire  [63:0] axi_r_data;
    input wire  axi_r_last;
    input wire  [1:0] axi_r_resp;
    output reg  sram_req_valid;
    input wire  sram_req_ready;
    output reg  [31:0] sram_req_addr;
    output reg  sram_req_we;
    output reg  [63:0] sram_req_wdata;
    input wire  sram_rsp_valid;
    input wire  [63:0] sram_rsp_data;
    output reg  ev_busy;
    output reg  [15:0] ev_macs;
    output reg  [7:0] ev_rd_bytes;

    // Constant declarations
    localparam  c_idle = 3'b0;
    localparam  c_div = 3'b1;
    localparam  c_chk1 = 3'b10;
    localparam  c_chk2 = 3'b11;
    localparam  c_run = 3'b100;
    localparam  c_pdiv = 3'b101;
    localparam  c_pchk1 = 3'b110;
    localparam  c_pchk2 = 3'b111;
    localparam  c_op_mm = 4'h4;
    localparam  c_fn_mv = 4'h1;
    localparam  m_gt = 32'hf;
    localparam  m_k = 32'h3ff;
    localparam  m_n = 32'hfff;
    localparam  m_d = 32'hffffffc0;
    localparam  c0_32 = 32'h0;
    localparam  c1_32 = 32'h1;
    localparam  c7_32 = 32'h7;
    localparam  c4_32 = 32'h4;
    localparam  c8_32 = 32'h8;
    localparam  c_4k = 32'h1000;
    localparam  c_mask4k = 32'hfff;
    localparam  c_maxb = 32'h20;
    localparam  c_buf = 16'h1000;
    localparam  c_wbytes = 8'h8;
    localparam  c0_8 = 8'h0;
    localparam  c1_8 = 8'h1;
    localparam  c8_8 = 8'h8;
    localparam  c0_16 = 16'h0;
    localparam  c1_16 = 16'h1;
    localparam  c4_16 = 16'h4;
    localparam  c8_16 = 16'h8;
    localparam  c1_4 = 4'h1;
    localparam  c0_4 = 4'h0;
    localparam  c7_16 = 16'h7;
    localparam  c0_2 = 2'b0;
    localparam  c1_9 = 9'b1;
    localparam  c0_10 = 10'b0;
    localparam  c_maxos = 3'b100;
    localparam  c_maxos_ahead = 3'b10;
    localparam  c1_os = 3'b1;
    localparam  c0_os = 3'b0;
    localparam  m_ff9 = 9'b11111111;
    localparam  c0_9 = 9'b0;
    localparam  c31_9 = 9'b11111;
    localparam  c63_9 = 9'b111111;
    localparam  c31_5 = 5'b11111;
    localparam  c0_5 = 5'b0;
    localparam  c63_6 = 6'b111111;
    localparam  c0_6 = 6'b0;
    localparam  c0_w = 64'h0;
    localparam  c0_byte = 8'h0;
    localparam  c0_lane = 32'h0;
    localparam  code_zero = 8'h1;
    localparam  code_oow = 8'h4;
    localparam  code_bus = 8'h5;
    localparam  idx16$0 = 16'h0;
    localparam  idx16$1 = 16'h1;
    localparam  idx16$2 = 16'h2;
    localparam  idx16$3 = 16'h3;
    localparam  idx16$4 = 16'h4;
    localparam  idx16$5 = 16'h5;
    localparam  idx16$6 = 16'h6;
    localparam  idx16$7 = 16'h7;

    // Stub signals
    reg  dot$clock /*verilator isolate_assignments*/;
    reg  dot$reset /*verilator isolate_assignments*/;
    reg  dot$in_valid /*verilator isolate_assignments*/;
    wire  dot$in_ready;
    reg  [511:0] dot$in_w /*verilator isolate_assignments*/;
    reg  [63:0] dot$in_x /*verilator isolate_assignments*/;
    reg  dot$in_last /*verilator isolate_assignments*/;
    wire  dot$out_valid;
    reg  dot$out_ready /*verilator isolate_assignments*/;
    wire  [255:0] dot$out_data;
    reg  rq$clock /*verilator isolate_assignments*/;
    reg  rq$reset /*verilator isolate_assignments*/;
    reg  rq$in_valid /*verilator isolate_assignments*/;
    wire  rq$in_ready;
    reg  [591:0] rq$in_data /*verilator isolate_assignments*/;
    reg  rq$in_last /*verilator isolate_assignments*/;
    wire  rq$out_valid;
    reg  rq$out_ready /*verilator isolate_assignments*/;
    wire  [255:0] rq$out_data;
    reg  [73:0] rq_cat$inp$0 /*verilator isolate_assignments*/;
    reg  [73:0] rq_cat$inp$1 /*verilator isolate_assignments*/;
    reg  [73:0] rq_cat$inp$2 /*verilator isolate_assignments*/;
    reg  [73:0] rq_cat$inp$3 /*verilator isolate_assignments*/;
    reg  [73:0] rq_cat$inp$4 /*verilator isolate_assignments*/;
    reg  [73:0] rq_cat$inp$5 /*verilator isolate_assignments*/;
    reg  [73:0] rq_cat$inp$6 /*verilator isolate_assignments*/;
    reg  [73:0] rq_cat$inp$7 /*verilator isolate_assignments*/;
    wire  [591:0] rq_cat$out;
    reg  act_ram$clock /*verilator isolate_assignments*/;
    reg  act_ram$we /*verilator isolate_assignments*/;
    reg  [6:0] act_ram$waddr /*verilator isolate_assignments*/;
    reg  [63:0] act_ram$wdata /*verilator isolate_assignments*/;
    reg  [6:0] act_ram$raddr /*verilator isolate_assignments*/;
    wire  [63:0] act_ram$rdata;
    reg  as_ram$clock /*verilator isolate_assignments*/;
    reg  as_ram$we /*verilator isolate_assignments*/;
    reg  [5:0] as_ram$waddr /*verilator isolate_assignments*/;
    reg  [49:0] as_ram$wdata /*verilator isolate_assignments*/;
    reg  [5:0] as_ram$raddr /*verilator isolate_assignments*/;
    wire  [49:0] as_ram$rdata;
    reg  buf$0$clock /*verilator isolate_assignments*/;
    reg  buf$0$we /*verilator isolate_assignments*/;
    reg  [8:0] buf$0$waddr /*verilator isolate_assignments*/;
    reg  [63:0] buf$0$wdata /*verilator isolate_assignments*/;
    reg  [8:0] buf$0$raddr /*verilator isolate_assignments*/;
    wire  [63:0] buf$0$rdata;
    reg  buf$1$clock /*verilator isolate_assignments*/;
    reg  buf$1$we /*verilator isolate_assignments*/;
    reg  [8:0] buf$1$waddr /*verilator isolate_assignments*/;
    reg  [63:0] buf$1$wdata /*verilator isolate_assignments*/;
    reg  [8:0] buf$1$raddr /*verilator isolate_assignments*/;
    wire  [63:0] buf$1$rdata;
    reg  buf$2$clock /*verilator isolate_assignments*/;
    reg  buf$2$we /*verilator isolate_assignments*/;
    reg  [8:0] buf$2$waddr /*verilator isolate_assignments*/;
    reg  [63:0] buf$2$wdata /*verilator isolate_assignments*/;
    reg  [8:0] buf$2$raddr /*verilator isolate_assignments*/;
    wire  [63:0] buf$2$rdata;
    reg  buf$3$clock /*verilator isolate_assignments*/;
    reg  buf$3$we /*verilator isolate_assignments*/;
    reg  [8:0] buf$3$waddr /*verilator isolate_assignments*/;
    reg  [63:0] buf$3$wdata /*verilator isolate_assignments*/;
    reg  [8:0] buf$3$raddr /*verilator isolate_assignments*/;
    wire  [63:0] buf$3$rdata;
    reg  buf$4$clock /*verilator isolate_assignments*/;
    reg  buf$4$we /*verilator isolate_assignments*/;
    reg  [8:0] buf$4$waddr /*verilator isolate_assignments*/;
    reg  [63:0] buf$4$wdata /*verilator isolate_assignments*/;
    reg  [8:0] buf$4$raddr /*verilator isolate_assignments*/;
    wire  [63:0] buf$4$rdata;
    reg  buf$5$clock /*verilator isolate_assignments*/;
    reg  buf$5$we /*verilator isolate_assignments*/;
    reg  [8:0] buf$5$waddr /*verilator isolate_assignments*/;
    reg  [63:0] buf$5$wdata /*verilator isolate_assignments*/;
    reg  [8:0] buf$5$raddr /*verilator isolate_assignments*/;
    wire  [63:0] buf$5$rdata;
    reg  buf$6$clock /*verilator isolate_assignments*/;
    reg  buf$6$we /*verilator isolate_assignments*/;
    reg  [8:0] buf$6$waddr /*verilator isolate_assignments*/;
    reg  [63:0] buf$6$wdata /*verilator isolate_assignments*/;
    reg  [8:0] buf$6$raddr /*verilator isolate_assignments*/;
    wire  [63:0] buf$6$rdata;
    reg  buf$7$clock /*verilator isolate_assignments*/;
    reg  buf$7$we /*verilator isolate_assignments*/;
    reg  [8:0] buf$7$waddr /*verilator isolate_assignments*/;
    reg  [63:0] buf$7$wdata /*verilator isolate_assignments*/;
    reg  [8:0] buf$7$raddr /*verilator isolate_assignments*/;
    wire  [63:0] buf$7$rdata;
    reg  [24:0] as_cat$hi /*verilator isolate_assignments*/;
    reg  [24:0] as_cat$lo /*verilator isolate_assignments*/;
    wire  [49:0] as_cat$y;
    reg  [15:0] mul_s$a /*verilator isolate_assignments*/;
    reg  [15:0] mul_s$b /*verilator isolate_assignments*/;
    wire  [31:0] mul_s$p;
    reg  [7:0] mul_m$a /*verilator isolate_assignments*/;
    reg  [7:0] mul_m$b /*verilator isolate_assignments*/;
    wire  [15:0] mul_m$p;
    reg  [31:0] wcat$inp$0 /*verilator isolate_assignments*/;
    reg  [31:0] wcat$inp$1 /*verilator isolate_assignments*/;
    wire  [63:0] wcat$out;
    reg  [63:0] tcat$inp$0 /*verilator isolate_assignments*/;
    reg  [63:0] tcat$inp$1 /*verilator isolate_assignments*/;
    reg  [63:0] tcat$inp$2 /*verilator isolate_assignments*/;
    reg  [63:0] tcat$inp$3 /*verilator isolate_assignments*/;
    reg  [63:0] tcat$inp$4 /*verilator isolate_assignments*/;
    reg  [63:0] tcat$inp$5 /*verilator isolate_assignments*/;
    reg  [63:0] tcat$inp$6 /*verilator isolate_assignments*/;
    reg  [63:0] tcat$inp$7 /*verilator isolate_assignments*/;
    wire  [511:0] tcat$out;
    reg  [7:0] xcat$inp$0 /*verilator isolate_assignments*/;
    reg  [7:0] xcat$inp$1 /*verilator isolate_assignments*/;
    reg  [7:0] xcat$inp$2 /*verilator isolate_assignments*/;
    reg  [7:0] xcat$inp$3 /*verilator isolate_assignments*/;
    reg  [7:0] xcat$inp$4 /*verilator isolate_assignments*/;
    reg  [7:0] xcat$inp$5 /*verilator isolate_assignments*/;
    reg  [7:0] xcat$inp$6 /*verilator isolate_assignments*/;
    reg  [7:0] xcat$inp$7 /*verilator isolate_assignments*/;
    wire  [63:0] xcat$out;
    reg  [15:0] cat_a$0$hi /*verilator isolate_assignments*/;
    reg  [31:0] cat_a$0$lo /*verilator isolate_assignments*/;
    wire  [47:0] cat_a$0$y;
    reg  [15:0] cat_a$1$hi /*verilator isolate_assignments*/;
    reg  [31:0] cat_a$1$lo /*verilator isolate_assignments*/;
    wire  [47:0] cat_a$1$y;
    reg  [15:0] cat_a$2$hi /*verilator isolate_assignments*/;
    reg  [31:0] cat_a$2$lo /*verilator isolate_assignments*/;
    wire  [47:0] cat_a$2$y;
    reg  [15:0] cat_a$3$hi /*verilator isolate_assignments*/;
    reg  [31:0] cat_a$3$lo /*verilator isolate_assignments*/;
    wire  [47:0] cat_a$3$y;
    reg  [15:0] cat_a$4$hi /*verilator isolate_assignments*/;
    reg  [31:0] cat_a$4$lo /*verilator isolate_assignments*/;
    wire  [47:0] cat_a$4$y;
    reg  [15:0] cat_a$5$hi /*verilator isolate_assignments*/;
    reg  [31:0] cat_a$5$lo /*verilator isolate_assignments*/;
    wire  [47:0] cat_a$5$y;
    reg  [15:0] cat_a$6$hi /*verilator isolate_assignments*/;
    reg  [31:0] cat_a$6$lo /*verilator isolate_assignments*/;
    wire  [47:0] cat_a$6$y;
    reg  [15:0] cat_a$7$hi /*verilator isolate_assignments*/;
    reg  [31:0] cat_a$7$lo /*verilator isolate_assignments*/;
    wire  [47:0] cat_a$7$y;
    reg  [4:0] cat_b$0$hi /*verilator isolate_assignments*/;
    reg  [47:0] cat_b$0$lo /*verilator isolate_assignments*/;
    wire  [52:0] cat_b$0$y;
    reg  [4:0] cat_b$1$hi /*verilator isolate_assignments*/;
    reg  [47:0] cat_b$1$lo /*verilator isolate_assignments*/;
    wire  [52:0] cat_b$1$y;
    reg  [4:0] cat_b$2$hi /*verilator isolate_assignments*/;
    reg  [47:0] cat_b$2$lo /*verilator isolate_assignments*/;
    wire  [52:0] cat_b$2$y;
    reg  [4:0] cat_b$3$hi /*verilator isolate_assignments*/;
    reg  [47:0] cat_b$3$lo /*verilator isolate_assignments*/;
    wire  [52:0] cat_b$3$y;
    reg  [4:0] cat_b$4$hi /*verilator isolate_assignments*/;
    reg  [47:0] cat_b$4$lo /*verilator isolate_assignments*/;
    wire  [52:0] cat_b$4$y;
    reg  [4:0] cat_b$5$hi /*verilator isolate_assignments*/;
    reg  [47:0] cat_b$5$lo /*verilator isolate_assignments*/;
    wire  [52:0] cat_b$5$y;
    reg  [4:0] cat_b$6$hi /*verilator isolate_assignments*/;
    reg  [47:0] cat_b$6$lo /*verilator isolate_assignments*/;
    wire  [52:0] cat_b$6$y;
    reg  [4:0] cat_b$7$hi /*verilator isolate_assignments*/;
    reg  [47:0] cat_b$7$lo /*verilator isolate_assignments*/;
    wire  [52:0] cat_b$7$y;
    reg  [14:0] cat_c$0$hi /*verilator isolate_assignments*/;
    reg  [52:0] cat_c$0$lo /*verilator isolate_assignments*/;
    wire  [67:0] cat_c$0$y;
    reg  [14:0] cat_c$1$hi /*verilator isolate_assignments*/;
    reg  [52:0] cat_c$1$lo /*verilator isolate_assignments*/;
    wire  [67:0] cat_c$1$y;
    reg  [14:0] cat_c$2$hi /*verilator isolate_assignments*/;
    reg  [52:0] cat_c$2$lo /*verilator isolate_assignments*/;
    wire  [67:0] cat_c$2$y;
    reg  [14:0] cat_c$3$hi /*verilator isolate_assignments*/;
    reg  [52:0] cat_c$3$lo /*verilator isolate_assignments*/;
    wire  [67:0] cat_c$3$y;
    reg  [14:0] cat_c$4$hi /*verilator isolate_assignments*/;
    reg  [52:0] cat_c$4$lo /*verilator isolate_assignments*/;
    wire  [67:0] cat_c$4$y;
    reg  [14:0] cat_c$5$hi /*verilator isolate_assignments*/;
    reg  [52:0] cat_c$5$lo /*verilator isolate_assignments*/;
    wire  [67:0] cat_c$5$y;
    reg  [14:0] cat_c$6$hi /*verilator isolate_assignments*/;
    reg  [52:0] cat_c$6$lo /*verilator isolate_assignments*/;
    wire  [67:0] cat_c$6$y;
    reg  [14:0] cat_c$7$hi /*verilator isolate_assignments*/;
    reg  [52:0] cat_c$7$lo /*verilator isolate_assignments*/;
    wire  [67:0] cat_c$7$y;
    reg  [5:0] cat_d$0$hi /*verilator isolate_assignments*/;
    reg  [67:0] cat_d$0$lo /*verilator isolate_assignments*/;
    wire  [73:0] cat_d$0$y;
    reg  [5:0] cat_d$1$hi /*verilator isolate_assignments*/;
    reg  [67:0] cat_d$1$lo /*verilator isolate_assignments*/;
    wire  [73:0] cat_d$1$y;
    reg  [5:0] cat_d$2$hi /*verilator isolate_assignments*/;
    reg  [67:0] cat_d$2$lo /*verilator isolate_assignments*/;
    wire  [73:0] cat_d$2$y;
    reg  [5:0] cat_d$3$hi /*verilator isolate_assignments*/;
    reg  [67:0] cat_d$3$lo /*verilator isolate_assignments*/;
    wire  [73:0] cat_d$3$y;
    reg  [5:0] cat_d$4$hi /*verilator isolate_assignments*/;
    reg  [67:0] cat_d$4$lo /*verilator isolate_assignments*/;
    wire  [73:0] cat_d$4$y;
    reg  [5:0] cat_d$5$hi /*verilator isolate_assignments*/;
    reg  [67:0] cat_d$5$lo /*verilator isolate_assignments*/;
    wire  [73:0] cat_d$5$y;
    reg  [5:0] cat_d$6$hi /*verilator isolate_assignments*/;
    reg  [67:0] cat_d$6$lo /*verilator isolate_assignments*/;
    wire  [73:0] cat_d$6$y;
    reg  [5:0] cat_d$7$hi /*verilator isolate_assignments*/;
    reg  [67:0] cat_d$7$lo /*verilator isolate_assignments*/;
    wire  [73:0] cat_d$7$y;
    reg  [2:0] st_q$d /*verilator isolate_assignments*/;
    wire  [2:0] st_q$q;
    reg  st_q$clock /*verilator isolate_assignments*/;
    reg  [127:0] instr_q$d /*verilator isolate_assignments*/;
    wire  [127:0] instr_q$q;
    reg  instr_q$clock /*verilator isolate_assignments*/;
    reg  done_q$d /*verilator isolate_assignments*/;
    wire  done_q$q;
    reg  done_q$clock /*verilator isolate_assignments*/;
    reg  err_q$d /*verilator isolate_assignments*/;
    wire  err_q$q;
    reg  err_q$clock /*verilator isolate_assignments*/;
    reg  [7:0] code_q$d /*verilator isolate_assignments*/;
    wire  [7:0] code_q$q;
    reg  code_q$clock /*verilator isolate_assignments*/;
    reg  flush_q$d /*verilator isolate_assignments*/;
    wire  flush_q$q;
    reg  flush_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] g_q$d /*verilator isolate_assignments*/;
    wire  [31:0] g_q$q;
    reg  g_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] gacc_q$d /*verilator isolate_assignments*/;
    wire  [31:0] gacc_q$q;
    reg  gacc_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] sbeats_q$d /*verilator isolate_assignments*/;
    wire  [31:0] sbeats_q$q;
    reg  sbeats_q$clock /*verilator isolate_assignments*/;
    reg  wk_on_q$d /*verilator isolate_assignments*/;
    wire  wk_on_q$q;
    reg  wk_on_q$clock /*verilator isolate_assignments*/;
    reg  hit_q$d /*verilator isolate_assignments*/;
    wire  hit_q$q;
    reg  hit_q$clock /*verilator isolate_assignments*/;
    reg  pf_dead_q$d /*verilator isolate_assignments*/;
    wire  pf_dead_q$q;
    reg  pf_dead_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] front_q$d /*verilator isolate_assignments*/;
    wire  [31:0] front_q$q;
    reg  front_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] send_q$d /*verilator isolate_assignments*/;
    wire  [31:0] send_q$q;
    reg  send_q$clock /*verilator isolate_assignments*/;
    reg  ferr_q$d /*verilator isolate_assignments*/;
    wire  ferr_q$q;
    reg  ferr_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] ferr_at_q$d /*verilator isolate_assignments*/;
    wire  [31:0] ferr_at_q$q;
    reg  ferr_at_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] lr_q$d /*verilator isolate_assignments*/;
    wire  [31:0] lr_q$q;
    reg  lr_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] lp_q$d /*verilator isolate_assignments*/;
    wire  [31:0] lp_q$q;
    reg  lp_q$clock /*verilator isolate_assignments*/;
    reg  ar_valid_q$d /*verilator isolate_assignments*/;
    wire  ar_valid_q$q;
    reg  ar_valid_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] ar_addr_q$d /*verilator isolate_assignments*/;
    wire  [31:0] ar_addr_q$q;
    reg  ar_addr_q$clock /*verilator isolate_assignments*/;
    reg  [7:0] ar_len_q$d /*verilator isolate_assignments*/;
    wire  [7:0] ar_len_q$q;
    reg  ar_len_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] ea_q$d /*verilator isolate_assignments*/;
    wire  [31:0] ea_q$q;
    reg  ea_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] erem_q$d /*verilator isolate_assignments*/;
    wire  [31:0] erem_q$q;
    reg  erem_q$clock /*verilator isolate_assignments*/;
    reg  [2:0] os_q$d /*verilator isolate_assignments*/;
    wire  [2:0] os_q$q;
    reg  os_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] osb_q$d /*verilator isolate_assignments*/;
    wire  [15:0] osb_q$q;
    reg  osb_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] drop_q$d /*verilator isolate_assignments*/;
    wire  [15:0] drop_q$q;
    reg  drop_q$clock /*verilator isolate_assignments*/;
    reg  berr_q$d /*verilator isolate_assignments*/;
    wire  berr_q$q;
    reg  berr_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] wcnt_q$d /*verilator isolate_assignments*/;
    wire  [31:0] wcnt_q$q;
    reg  wcnt_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] res_q$d /*verilator isolate_assignments*/;
    wire  [15:0] res_q$q;
    reg  res_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] pos_q$d /*verilator isolate_assignments*/;
    wire  [31:0] pos_q$q;
    reg  pos_q$clock /*verilator isolate_assignments*/;
    reg  ph_q$d /*verilator isolate_assignments*/;
    wire  ph_q$q;
    reg  ph_q$clock /*verilator isolate_assignments*/;
    reg  [3:0] tig_q$d /*verilator isolate_assignments*/;
    wire  [3:0] tig_q$q;
    reg  tig_q$clock /*verilator isolate_assignments*/;
    reg  [7:0] kb_q$d /*verilator isolate_assignments*/;
    wire  [7:0] kb_q$q;
    reg  kb_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] krem_q$d /*verilator isolate_assignments*/;
    wire  [15:0] krem_q$q;
    reg  krem_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] nrs_q$d /*verilator isolate_assignments*/;
    wire  [15:0] nrs_q$q;
    reg  nrs_q$clock /*verilator isolate_assignments*/;
    reg  lastgrp_q$d /*verilator isolate_assignments*/;
    wire  lastgrp_q$q;
    reg  lastgrp_q$clock /*verilator isolate_assignments*/;
    reg  sdone_q$d /*verilator isolate_assignments*/;
    wire  sdone_q$q;
    reg  sdone_q$clock /*verilator isolate_assignments*/;
    reg  bv_q$d /*verilator isolate_assignments*/;
    wire  bv_q$q;
    reg  bv_q$clock /*verilator isolate_assignments*/;
    reg  bsc_q$d /*verilator isolate_assignments*/;
    wire  bsc_q$q;
    reg  bsc_q$clock /*verilator isolate_assignments*/;
    reg  blast_q$d /*verilator isolate_assignments*/;
    wire  blast_q$q;
    reg  blast_q$clock /*verilator isolate_assignments*/;
    reg  [9:0] bpos_q$d /*verilator isolate_assignments*/;
    wire  [9:0] bpos_q$q;
    reg  bpos_q$clock /*verilator isolate_assignments*/;
    reg  [6:0] bkb_q$d /*verilator isolate_assignments*/;
    wire  [6:0] bkb_q$q;
    reg  bkb_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] bkrem_q$d /*verilator isolate_assignments*/;
    wire  [15:0] bkrem_q$q;
    reg  bkrem_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] bmacs_q$d /*verilator isolate_assignments*/;
    wire  [15:0] bmacs_q$q;
    reg  bmacs_q$clock /*verilator isolate_assignments*/;
    reg  [63:0] scl_q$0$d /*verilator isolate_assignments*/;
    wire  [63:0] scl_q$0$q;
    reg  scl_q$0$clock /*verilator isolate_assignments*/;
    reg  [63:0] scl_q$1$d /*verilator isolate_assignments*/;
    wire  [63:0] scl_q$1$q;
    reg  scl_q$1$clock /*verilator isolate_assignments*/;
    reg  [63:0] scl_q$2$d /*verilator isolate_assignments*/;
    wire  [63:0] scl_q$2$q;
    reg  scl_q$2$clock /*verilator isolate_assignments*/;
    reg  [63:0] scl_q$3$d /*verilator isolate_assignments*/;
    wire  [63:0] scl_q$3$q;
    reg  scl_q$3$clock /*verilator isolate_assignments*/;
    reg  sc_full_q$d /*verilator isolate_assignments*/;
    wire  sc_full_q$q;
    reg  sc_full_q$clock /*verilator isolate_assignments*/;
    reg  [7:0] rg_q$d /*verilator isolate_assignments*/;
    wire  [7:0] rg_q$q;
    reg  rg_q$clock /*verilator isolate_assignments*/;
    reg  asv_q$d /*verilator isolate_assignments*/;
    wire  asv_q$q;
    reg  asv_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] ybuf_q$0$d /*verilator isolate_assignments*/;
    wire  [31:0] ybuf_q$0$q;
    reg  ybuf_q$0$clock /*verilator isolate_assignments*/;
    reg  [31:0] ybuf_q$1$d /*verilator isolate_assignments*/;
    wire  [31:0] ybuf_q$1$q;
    reg  ybuf_q$1$clock /*verilator isolate_assignments*/;
    reg  [31:0] ybuf_q$2$d /*verilator isolate_assignments*/;
    wire  [31:0] ybuf_q$2$q;
    reg  ybuf_q$2$clock /*verilator isolate_assignments*/;
    reg  [31:0] ybuf_q$3$d /*verilator isolate_assignments*/;
    wire  [31:0] ybuf_q$3$q;
    reg  ybuf_q$3$clock /*verilator isolate_assignments*/;
    reg  [31:0] ybuf_q$4$d /*verilator isolate_assignments*/;
    wire  [31:0] ybuf_q$4$q;
    reg  ybuf_q$4$clock /*verilator isolate_assignments*/;
    reg  [31:0] ybuf_q$5$d /*verilator isolate_assignments*/;
    wire  [31:0] ybuf_q$5$q;
    reg  ybuf_q$5$clock /*verilator isolate_assignments*/;
    reg  [31:0] ybuf_q$6$d /*verilator isolate_assignments*/;
    wire  [31:0] ybuf_q$6$q;
    reg  ybuf_q$6$clock /*verilator isolate_assignments*/;
    reg  [31:0] ybuf_q$7$d /*verilator isolate_assignments*/;
    wire  [31:0] ybuf_q$7$q;
    reg  ybuf_q$7$clock /*verilator isolate_assignments*/;
    reg  ybuf_valid_q$d /*verilator isolate_assignments*/;
    wire  ybuf_valid_q$q;
    reg  ybuf_valid_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] wb_q$d /*verilator isolate_assignments*/;
    wire  [15:0] wb_q$q;
    reg  wb_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] wj_q$d /*verilator isolate_assignments*/;
    wire  [15:0] wj_q$q;
    reg  wj_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] waddr_q$d /*verilator isolate_assignments*/;
    wire  [31:0] waddr_q$q;
    reg  waddr_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] wbase_q$d /*verilator isolate_assignments*/;
    wire  [31:0] wbase_q$q;
    reg  wbase_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] nrw_q$d /*verilator isolate_assignments*/;
    wire  [15:0] nrw_q$q;
    reg  nrw_q$clock /*verilator isolate_assignments*/;
    reg  rq_valid_q$d /*verilator isolate_assignments*/;
    wire  rq_valid_q$q;
    reg  rq_valid_q$clock /*verilator isolate_assignments*/;
    reg  [31:0] rq_addr_q$d /*verilator isolate_assignments*/;
    wire  [31:0] rq_addr_q$q;
    reg  rq_addr_q$clock /*verilator isolate_assignments*/;
    reg  rq_we_q$d /*verilator isolate_assignments*/;
    wire  rq_we_q$q;
    reg  rq_we_q$clock /*verilator isolate_assignments*/;
    reg  [63:0] rq_wdata_q$d /*verilator isolate_assignments*/;
    wire  [63:0] rq_wdata_q$q;
    reg  rq_wdata_q$clock /*verilator isolate_assignments*/;
    reg  [15:0] macs_q$d /*verilator isolate_assignments*/;
    wire  [15:0] macs_q$q;
    reg  macs_q$clock /*verilator isolate_assignments*/;
    reg  [7:0] rdb_q$d /*verilator isolate_assignments*/;
    wire  [7:0] rdb_q$q;
    reg  rdb_q$clock /*verilator isolate_assignments*/;

    // Local signals
    reg  [31:0] k32 /*verilator isolate_assignments*/;
    reg  [31:0] n32 /*verilator isolate_assignments*/;
    reg  [31:0] gt32 /*verilator isolate_assignments*/;
    reg  [31:0] d32 /*verilator isolate_assignments*/;
    reg  [31:0] act32 /*verilator isolate_assignments*/;
    reg  [31:0] asc32 /*verilator isolate_assignments*/;
    reg  [31:0] out32 /*verilator isolate_assignments*/;
    reg  [31:0] kb32 /*verilator isolate_assignments*/;
    reg  [15:0] nb16 /*verilator isolate_assignments*/;
    reg  [15:0] kb16 /*verilator isolate_assignments*/;
    reg  [31:0] asw32 /*verilator isolate_assignments*/;
    reg  [31:0] onw32 /*verilator isolate_assignments*/;
    reg  [15:0] bbeats /*verilator isolate_assignments*/;
    reg  [31:0] ltot /*verilator isolate_assignments*/;
    reg  [31:0] dend /*verilator isolate_assignments*/;
    reg  zero_len /*verilator isolate_assignments*/;
    reg  dram_oow /*verilator isolate_assignments*/;
    reg  chk_fail /*verilator isolate_assignments*/;
    reg  idle_st /*verilator isolate_assignments*/;
    reg  running /*verilator isolate_assignments*/;
    reg  loaded /*verilator isolate_assignments*/;
    reg  ld /*verilator isolate_assignments*/;
    reg  can_rd /*verilator isolate_assignments*/;
    reg  can_wr /*verilator isolate_assignments*/;
    reg  pf_is_mv /*verilator isolate_assignments*/;
    reg  pf_start /*verilator isolate_assignments*/;
    reg  accept /*verilator isolate_assignments*/;
    reg  tag_eq /*verilator isolate_assignments*/;
    reg  hit /*verilator isolate_assignments*/;
    reg  kill /*verilator isolate_assignments*/;
    reg  [31:0] din32 /*verilator isolate_assignments*/;
    reg  [31:0] pfd32 /*verilator isolate_assignments*/;
    reg  pf_miss /*verilator isolate_assignments*/;
    reg  fin /*verilator isolate_assignments*/;
    reg  [31:0] wend /*verilator isolate_assignments*/;
    reg  [31:0] to4k /*verilator isolate_assignments*/;
    reg  [31:0] blen /*verilator isolate_assignments*/;
    reg  ar_go /*verilator isolate_assignments*/;
    reg  r_fire /*verilator isolate_assignments*/;
    reg  r_drop /*verilator isolate_assignments*/;
    reg  r_keep /*verilator isolate_assignments*/;
    reg  r_err /*verilator isolate_assignments*/;
    reg  pf_err /*verilator isolate_assignments*/;
    reg  [15:0] osb_n /*verilator isolate_assignments*/;
    reg  [15:0] res_n /*verilator isolate_assignments*/;
    reg  [31:0] ulen /*verilator isolate_assignments*/;
    reg  a_ok /*verilator isolate_assignments*/;
    reg  b_fire /*verilator isolate_assignments*/;
    reg  issue /*verilator isolate_assignments*/;
    reg  [9:0] rd_pos /*verilator isolate_assignments*/;
    reg  [8:0] rd_lo /*verilator isolate_assignments*/;
    reg  [8:0] rd_hi /*verilator isolate_assignments*/;
    reg  [63:0] row$0 /*verilator isolate_assignments*/;
    reg  [63:0] row$1 /*verilator isolate_assignments*/;
    reg  [63:0] row$2 /*verilator isolate_assignments*/;
    reg  [63:0] row$3 /*verilator isolate_assignments*/;
    reg  [63:0] row$4 /*verilator isolate_assignments*/;
    reg  [63:0] row$5 /*verilator isolate_assignments*/;
    reg  [63:0] row$6 /*verilator isolate_assignments*/;
    reg  [63:0] row$7 /*verilator isolate_assignments*/;
    reg  t_last /*verilator isolate_assignments*/;
    reg  k_last /*verilator isolate_assignments*/;
    reg  [7:0] vrows /*verilator isolate_assignments*/;
    reg  [7:0] vcols /*verilator isolate_assignments*/;
    reg  feed_v /*verilator isolate_assignments*/;
    reg  feed /*verilator isolate_assignments*/;
    reg  rq_in_ready /*verilator isolate_assignments*/;
    reg  rq_out_valid /*verilator isolate_assignments*/;
    reg  glast /*verilator isolate_assignments*/;
    reg  [7:0] rg_n /*verilator isolate_assignments*/;
    reg  [24:0] as25 /*verilator isolate_assignments*/;
    reg  [8:0] e9 /*verilator isolate_assignments*/;
    reg  [8:0] s9$0 /*verilator isolate_assignments*/;
    reg  [8:0] s9$1 /*verilator isolate_assignments*/;
    reg  [8:0] s9$2 /*verilator isolate_assignments*/;
    reg  [8:0] s9$3 /*verilator isolate_assignments*/;
    reg  [8:0] s9$4 /*verilator isolate_assignments*/;
    reg  [8:0] s9$5 /*verilator isolate_assignments*/;
    reg  [8:0] s9$6 /*verilator isolate_assignments*/;
    reg  [8:0] s9$7 /*verilator isolate_assignments*/;
    reg  [8:0] n9$0 /*verilator isolate_assignments*/;
    reg  [8:0] n9$1 /*verilator isolate_assignments*/;
    reg  [8:0] n9$2 /*verilator isolate_assignments*/;
    reg  [8:0] n9$3 /*verilator isolate_assignments*/;
    reg  [8:0] n9$4 /*verilator isolate_assignments*/;
    reg  [8:0] n9$5 /*verilator isolate_assignments*/;
    reg  [8:0] n9$6 /*verilator isolate_assignments*/;
    reg  [8:0] n9$7 /*verilator isolate_assignments*/;
    reg  [8:0] nn9$0 /*verilator isolate_assignments*/;
    reg  [8:0] nn9$1 /*verilator isolate_assignments*/;
    reg  [8:0] nn9$2 /*verilator isolate_assignments*/;
    reg  [8:0] nn9$3 /*verilator isolate_assignments*/;
    reg  [8:0] nn9$4 /*verilator isolate_assignments*/;
    reg  [8:0] nn9$5 /*verilator isolate_assignments*/;
    reg  [8:0] nn9$6 /*verilator isolate_assignments*/;
    reg  [8:0] nn9$7 /*verilator isolate_assignments*/;
    reg  [4:0] e5$0 /*verilator isolate_assignments*/;
    reg  [4:0] e5$1 /*verilator isolate_assignments*/;
    reg  [4:0] e5$2 /*verilator isolate_assignments*/;
    reg  [4:0] e5$3 /*verilator isolate_assignments*/;
    reg  [4:0] e5$4 /*verilator isolate_assignments*/;
    reg  [4:0] e5$5 /*verilator isolate_assignments*/;
    reg  [4:0] e5$6 /*verilator isolate_assignments*/;
    reg  [4:0] e5$7 /*verilator isolate_assignments*/;
    reg  [5:0] s6$0 /*verilator isolate_assignments*/;
    reg  [5:0] s6$1 /*verilator isolate_assignments*/;
    reg  [5:0] s6$2 /*verilator isolate_assignments*/;
    reg  [5:0] s6$3 /*verilator isolate_assignments*/;
    reg  [5:0] s6$4 /*verilator isolate_assignments*/;
    reg  [5:0] s6$5 /*verilator isolate_assignments*/;
    reg  [5:0] s6$6 /*verilator isolate_assignments*/;
    reg  [5:0] s6$7 /*verilator isolate_assignments*/;
    reg  [31:0] ylane$0 /*verilator isolate_assignments*/;
    reg  [31:0] ylane$1 /*verilator isolate_assignments*/;
    reg  lane_ok$0 /*verilator isolate_assignments*/;
    reg  lane_ok$1 /*verilator isolate_assignments*/;
    reg  wlast /*verilator isolate_assignments*/;
    reg  [15:0] nwd /*verilator isolate_assignments*/;

    // Sub module instances
    mv_exec_w64$dot dot(
        .clock(dot$clock),
        .reset(dot$reset),
        .in_valid(dot$in_valid),
        .in_ready(dot$in_ready),
        .in_w(dot$in_w),
        .in_x(dot$in_x),
        .in_last(dot$in_last),
        .out_valid(dot$out_valid),
        .out_ready(dot$out_ready),
        .out_data(dot$out_data)
    );
    mv_exec_w64$rq rq(
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
    mv_exec_w64$rq_cat rq_cat(
        .inp$0(rq_cat$inp$0),
        .inp$1(rq_cat$inp$1),
        .inp$2(rq_cat$inp$2),
        .inp$3(rq_cat$inp$3),
        .inp$4(rq_cat$inp$4),
        .inp$5(rq_cat$inp$5),
        .inp$6(rq_cat$inp$6),
        .inp$7(rq_cat$inp$7),
        .out(rq_cat$out)
    );
    mv_exec_w64$act_ram act_ram(
        .clock(act_ram$clock),
        .we(act_ram$we),
        .waddr(act_ram$waddr),
        .wdata(act_ram$wdata),
        .raddr(act_ram$raddr),
        .rdata(act_ram$rdata)
    );
    mv_exec_w64$as_ram as_ram(
        .clock(as_ram$clock),
        .we(as_ram$we),
        .waddr(as_ram$waddr),
        .wdata(as_ram$wdata),
        .raddr(as_ram$raddr),
        .rdata(as_ram$rdata)
    );
    mv_exec_w64$buf$0 buf$0(
        .clock(buf$0$clock),
        .we(buf$0$we),
        .waddr(buf$0$waddr),
        .wdata(buf$0$wdata),
        .raddr(buf$0$raddr),
        .rdata(buf$0$rdata)
    );
    mv_exec_w64$buf$1 buf$1(
        .clock(buf$1$clock),
        .we(buf$1$we),
        .waddr(buf$1$waddr),
        .wdata(buf$1$wdata),
        .raddr(buf$1$raddr),
        .rdata(buf$1$rdata)
    );
    mv_exec_w64$buf$2 buf$2(
        .clock(buf$2$clock),
        .we(buf$2$we),
        .waddr(buf$2$waddr),
        .wdata(buf$2$wdata),
        .raddr(buf$2$raddr),
        .rdata(buf$2$rdata)
    );
    mv_exec_w64$buf$3 buf$3(
        .clock(buf$3$clock),
        .we(buf$3$we),
        .waddr(buf$3$waddr),
        .wdata(buf$3$wdata),
        .raddr(buf$3$raddr),
        .rdata(buf$3$rdata)
    );
    mv_exec_w64$buf$4 buf$4(
        .clock(buf$4$clock),
        .we(buf$4$we),
        .waddr(buf$4$waddr),
        .wdata(buf$4$wdata),
        .raddr(buf$4$raddr),
        .rdata(buf$4$rdata)
    );
    mv_exec_w64$buf$5 buf$5(
        .clock(buf$5$clock),
        .we(buf$5$we),
        .waddr(buf$5$waddr),
        .wdata(buf$5$wdata),
        .raddr(buf$5$raddr),
        .rdata(buf$5$rdata)
    );
    mv_exec_w64$buf$6 buf$6(
        .clock(buf$6$clock),
        .we(buf$6$we),
        .waddr(buf$6$waddr),
        .wdata(buf$6$wdata),
        .raddr(buf$6$raddr),
        .rdata(buf$6$rdata)
    );
    mv_exec_w64$buf$7 buf$7(
        .clock(buf$7$clock),
        .we(buf$7$we),
        .waddr(buf$7$waddr),
        .wdata(buf$7$wdata),
        .raddr(buf$7$raddr),
        .rdata(buf$7$rdata)
    );
    mv_exec_w64$as_cat as_cat(
        .hi(as_cat$hi),
        .lo(as_cat$lo),
        .y(as_cat$y)
    );
    mv_exec_w64$mul_s mul_s(
        .a(mul_s$a),
        .b(mul_s$b),
        .p(mul_s$p)
    );
    mv_exec_w64$mul_m mul_m(
        .a(mul_m$a),
        .b(mul_m$b),
        .p(mul_m$p)
    );
    mv_exec_w64$wcat wcat(
        .inp$0(wcat$inp$0),
        .inp$1(wcat$inp$1),
        .out(wcat$out)
    );
    mv_exec_w64$tcat tcat(
        .inp$0(tcat$inp$0),
        .inp$1(tcat$inp$1),
        .inp$2(tcat$inp$2),
        .inp$3(tcat$inp$3),
        .inp$4(tcat$inp$4),
        .inp$5(tcat$inp$5),
        .inp$6(tcat$inp$6),
        .inp$7(tcat$inp$7),
        .out(tcat$out)
    );
    mv_exec_w64$xcat xcat(
        .inp$0(xcat$inp$0),
        .inp$1(xcat$inp$1),
        .inp$2(xcat$inp$2),
        .inp$3(xcat$inp$3),
        .inp$4(xcat$inp$4),
        .inp$5(xcat$inp$5),
        .inp$6(xcat$inp$6),
        .inp$7(xcat$inp$7),
        .out(xcat$out)
    );
    mv_exec_w64$cat_a$0 cat_a$0(
        .hi(cat_a$0$hi),
        .lo(cat_a$0$lo),
        .y(cat_a$0$y)
    );
    mv_exec_w64$cat_a$1 cat_a$1(
        .hi(cat_a$1$hi),
        .lo(cat_a$1$lo),
        .y(cat_a$1$y)
    );
    mv_exec_w64$cat_a$2 cat_a$2(
        .hi(cat_a$2$hi),
        .lo(cat_a$2$lo),
        .y(cat_a$2$y)
    );
    mv_exec_w64$cat_a$3 cat_a$3(
        .hi(cat_a$3$hi),
        .lo(cat_a$3$lo),
        .y(cat_a$3$y)
    );
    mv_exec_w64$cat_a$4 cat_a$4(
        .hi(cat_a$4$hi),
        .lo(cat_a$4$lo),
        .y(cat_a$4$y)
    );
    mv_exec_w64$cat_a$5 cat_a$5(
        .hi(cat_a$5$hi),
        .lo(cat_a$5$lo),
        .y(cat_a$5$y)
    );
    mv_exec_w64$cat_a$6 cat_a$6(
        .hi(cat_a$6$hi),
        .lo(cat_a$6$lo),
        .y(cat_a$6$y)
    );
    mv_exec_w64$cat_a$7 cat_a$7(
        .hi(cat_a$7$hi),
        .lo(cat_a$7$lo),
        .y(cat_a$7$y)
    );
    mv_exec_w64$cat_b$0 cat_b$0(
        .hi(cat_b$0$hi),
        .lo(cat_b$0$lo),
        .y(cat_b$0$y)
    );
    mv_exec_w64$cat_b$1 cat_b$1(
        .hi(cat_b$1$hi),
        .lo(cat_b$1$lo),
        .y(cat_b$1$y)
    );
    mv_exec_w64$cat_b$2 cat_b$2(
        .hi(cat_b$2$hi),
        .lo(cat_b$2$lo),
        .y(cat_b$2$y)
    );
    mv_exec_w64$cat_b$3 cat_b$3(
        .hi(cat_b$3$hi),
        .lo(cat_b$3$lo),
        .y(cat_b$3$y)
    );
    mv_exec_w64$cat_b$4 cat_b$4(
        .hi(cat_b$4$hi),
        .lo(cat_b$4$lo),
        .y(cat_b$4$y)
    );
    mv_exec_w64$cat_b$5 cat_b$5(
        .hi(cat_b$5$hi),
        .lo(cat_b$5$lo),
        .y(cat_b$5$y)
    );
    mv_exec_w64$cat_b$6 cat_b$6(
        .hi(cat_b$6$hi),
        .lo(cat_b$6$lo),
        .y(cat_b$6$y)
    );
    mv_exec_w64$cat_b$7 cat_b$7(
        .hi(cat_b$7$hi),
        .lo(cat_b$7$lo),
        .y(cat_b$7$y)
    );
    mv_exec_w64$cat_c$0 cat_c$0(
        .hi(cat_c$0$hi),
        .lo(cat_c$0$lo),
        .y(cat_c$0$y)
    );
    mv_exec_w64$cat_c$1 cat_c$1(
        .hi(cat_c$1$hi),
        .lo(cat_c$1$lo),
        .y(cat_c$1$y)
    );
    mv_exec_w64$cat_c$2 cat_c$2(
        .hi(cat_c$2$hi),
        .lo(cat_c$2$lo),
        .y(cat_c$2$y)
    );
    mv_exec_w64$cat_c$3 cat_c$3(
        .hi(cat_c$3$hi),
        .lo(cat_c$3$lo),
        .y(cat_c$3$y)
    );
    mv_exec_w64$cat_c$4 cat_c$4(
        .hi(cat_c$4$hi),
        .lo(cat_c$4$lo),
        .y(cat_c$4$y)
    );
    mv_exec_w64$cat_c$5 cat_c$5(
        .hi(cat_c$5$hi),
        .lo(cat_c$5$lo),
        .y(cat_c$5$y)
    );
    mv_exec_w64$cat_c$6 cat_c$6(
        .hi(cat_c$6$hi),
        .lo(cat_c$6$lo),
        .y(cat_c$6$y)
    );
    mv_exec_w64$cat_c$7 cat_c$7(
        .hi(cat_c$7$hi),
        .lo(cat_c$7$lo),
        .y(cat_c$7$y)
    );
    mv_exec_w64$cat_d$0 cat_d$0(
        .hi(cat_d$0$hi),
        .lo(cat_d$0$lo),
        .y(cat_d$0$y)
    );
    mv_exec_w64$cat_d$1 cat_d$1(
        .hi(cat_d$1$hi),
        .lo(cat_d$1$lo),
        .y(cat_d$1$y)
    );
    mv_exec_w64$cat_d$2 cat_d$2(
        .hi(cat_d$2$hi),
        .lo(cat_d$2$lo),
        .y(cat_d$2$y)
    );
    mv_exec_w64$cat_d$3 cat_d$3(
        .hi(cat_d$3$hi),
        .lo(cat_d$3$lo),
        .y(cat_d$3$y)
    );
    mv_exec_w64$cat_d$4 cat_d$4(
        .hi(cat_d$4$hi),
        .lo(cat_d$4$lo),
        .y(cat_d$4$y)
    );
    mv_exec_w64$cat_d$5 cat_d$5(
        .hi(cat_d$5$hi),
        .lo(cat_d$5$lo),
        .y(cat_d$5$y)
    );
    mv_exec_w64$cat_d$6 cat_d$6(
        .hi(cat_d$6$hi),
        .lo(cat_d$6$lo),
        .y(cat_d$6$y)
    );
    mv_exec_w64$cat_d$7 cat_d$7(
        .hi(cat_d$7$hi),
        .lo(cat_d$7$lo),
        .y(cat_d$7$y)
    );
    mv_exec_w64$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    mv_exec_w64$instr_q instr_q(
        .d(instr_q$d),
        .q(instr_q$q),
        .clock(instr_q$clock)
    );
    mv_exec_w64$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    mv_exec_w64$err_q err_q(
        .d(err_q$d),
        .q(err_q$q),
        .clock(err_q$clock)
    );
    mv_exec_w64$code_q code_q(
        .d(code_q$d),
        .q(code_q$q),
        .clock(code_q$clock)
    );
    mv_exec_w64$flush_q flush_q(
        .d(flush_q$d),
        .q(flush_q$q),
        .clock(flush_q$clock)
    );
    mv_exec_w64$g_q g_q(
        .d(g_q$d),
        .q(g_q$q),
        .clock(g_q$clock)
    );
    mv_exec_w64$gacc_q gacc_q(
        .d(gacc_q$d),
        .q(gacc_q$q),
        .clock(gacc_q$clock)
    );
    mv_exec_w64$sbeats_q sbeats_q(
        .d(sbeats_q$d),
        .q(sbeats_q$q),
        .clock(sbeats_q$clock)
    );
    mv_exec_w64$wk_on_q wk_on_q(
        .d(wk_on_q$d),
        .q(wk_on_q$q),
        .clock(wk_on_q$clock)
    );
    mv_exec_w64$hit_q hit_q(
        .d(hit_q$d),
        .q(hit_q$q),
        .clock(hit_q$clock)
    );
    mv_exec_w64$pf_dead_q pf_dead_q(
        .d(pf_dead_q$d),
        .q(pf_dead_q$q),
        .clock(pf_dead_q$clock)
    );
    mv_exec_w64$front_q front_q(
        .d(front_q$d),
        .q(front_q$q),
        .clock(front_q$clock)
    );
    mv_exec_w64$send_q send_q(
        .d(send_q$d),
        .q(send_q$q),
        .clock(send_q$clock)
    );
    mv_exec_w64$ferr_q ferr_q(
        .d(ferr_q$d),
        .q(ferr_q$q),
        .clock(ferr_q$clock)
    );
    mv_exec_w64$ferr_at_q ferr_at_q(
        .d(ferr_at_q$d),
        .q(ferr_at_q$q),
        .clock(ferr_at_q$clock)
    );
    mv_exec_w64$lr_q lr_q(
        .d(lr_q$d),
        .q(lr_q$q),
        .clock(lr_q$clock)
    );
    mv_exec_w64$lp_q lp_q(
        .d(lp_q$d),
        .q(lp_q$q),
        .clock(lp_q$clock)
    );
    mv_exec_w64$ar_valid_q ar_valid_q(
        .d(ar_valid_q$d),
        .q(ar_valid_q$q),
        .clock(ar_valid_q$clock)
    );
    mv_exec_w64$ar_addr_q ar_addr_q(
        .d(ar_addr_q$d),
        .q(ar_addr_q$q),
        .clock(ar_addr_q$clock)
    );
    mv_exec_w64$ar_len_q ar_len_q(
        .d(ar_len_q$d),
        .q(ar_len_q$q),
        .clock(ar_len_q$clock)
    );
    mv_exec_w64$ea_q ea_q(
        .d(ea_q$d),
        .q(ea_q$q),
        .clock(ea_q$clock)
    );
    mv_exec_w64$erem_q erem_q(
        .d(erem_q$d),
        .q(erem_q$q),
        .clock(erem_q$clock)
    );
    mv_exec_w64$os_q os_q(
        .d(os_q$d),
        .q(os_q$q),
        .clock(os_q$clock)
    );
    mv_exec_w64$osb_q osb_q(
        .d(osb_q$d),
        .q(osb_q$q),
        .clock(osb_q$clock)
    );
    mv_exec_w64$drop_q drop_q(
        .d(drop_q$d),
        .q(drop_q$q),
        .clock(drop_q$clock)
    );
    mv_exec_w64$berr_q berr_q(
        .d(berr_q$d),
        .q(berr_q$q),
        .clock(berr_q$clock)
    );
    mv_exec_w64$wcnt_q wcnt_q(
        .d(wcnt_q$d),
        .q(wcnt_q$q),
        .clock(wcnt_q$clock)
    );
    mv_exec_w64$res_q res_q(
        .d(res_q$d),
        .q(res_q$q),
        .clock(res_q$clock)
    );
    mv_exec_w64$pos_q pos_q(
        .d(pos_q$d),
        .q(pos_q$q),
        .clock(pos_q$clock)
    );
    mv_exec_w64$ph_q ph_q(
        .d(ph_q$d),
        .q(ph_q$q),
        .clock(ph_q$clock)
    );
    mv_exec_w64$tig_q tig_q(
        .d(tig_q$d),
        .q(tig_q$q),
        .clock(tig_q$clock)
    );
    mv_exec_w64$kb_q kb_q(
        .d(kb_q$d),
        .q(kb_q$q),
        .clock(kb_q$clock)
    );
    mv_exec_w64$krem_q krem_q(
        .d(krem_q$d),
        .q(krem_q$q),
        .clock(krem_q$clock)
    );
    mv_exec_w64$nrs_q nrs_q(
        .d(nrs_q$d),
        .q(nrs_q$q),
        .clock(nrs_q$clock)
    );
    mv_exec_w64$lastgrp_q lastgrp_q(
        .d(lastgrp_q$d),
        .q(lastgrp_q$q),
        .clock(lastgrp_q$clock)
    );
    mv_exec_w64$sdone_q sdone_q(
        .d(sdone_q$d),
        .q(sdone_q$q),
        .clock(sdone_q$clock)
    );
    mv_exec_w64$bv_q bv_q(
        .d(bv_q$d),
        .q(bv_q$q),
        .clock(bv_q$clock)
    );
    mv_exec_w64$bsc_q bsc_q(
        .d(bsc_q$d),
        .q(bsc_q$q),
        .clock(bsc_q$clock)
    );
    mv_exec_w64$blast_q blast_q(
        .d(blast_q$d),
        .q(blast_q$q),
        .clock(blast_q$clock)
    );
    mv_exec_w64$bpos_q bpos_q(
        .d(bpos_q$d),
        .q(bpos_q$q),
        .clock(bpos_q$clock)
    );
    mv_exec_w64$bkb_q bkb_q(
        .d(bkb_q$d),
        .q(bkb_q$q),
        .clock(bkb_q$clock)
    );
    mv_exec_w64$bkrem_q bkrem_q(
        .d(bkrem_q$d),
        .q(bkrem_q$q),
        .clock(bkrem_q$clock)
    );
    mv_exec_w64$bmacs_q bmacs_q(
        .d(bmacs_q$d),
        .q(bmacs_q$q),
        .clock(bmacs_q$clock)
    );
    mv_exec_w64$scl_q$0 scl_q$0(
        .d(scl_q$0$d),
        .q(scl_q$0$q),
        .clock(scl_q$0$clock)
    );
    mv_exec_w64$scl_q$1 scl_q$1(
        .d(scl_q$1$d),
        .q(scl_q$1$q),
        .clock(scl_q$1$clock)
    );
    mv_exec_w64$scl_q$2 scl_q$2(
        .d(scl_q$2$d),
        .q(scl_q$2$q),
        .clock(scl_q$2$clock)
    );
    mv_exec_w64$scl_q$3 scl_q$3(
        .d(scl_q$3$d),
        .q(scl_q$3$q),
        .clock(scl_q$3$clock)
    );
    mv_exec_w64$sc_full_q sc_full_q(
        .d(sc_full_q$d),
        .q(sc_full_q$q),
        .clock(sc_full_q$clock)
    );
    mv_exec_w64$rg_q rg_q(
        .d(rg_q$d),
        .q(rg_q$q),
        .clock(rg_q$clock)
    );
    mv_exec_w64$asv_q asv_q(
        .d(asv_q$d),
        .q(asv_q$q),
        .clock(asv_q$clock)
    );
    mv_exec_w64$ybuf_q$0 ybuf_q$0(
        .d(ybuf_q$0$d),
        .q(ybuf_q$0$q),
        .clock(ybuf_q$0$clock)
    );
    mv_exec_w64$ybuf_q$1 ybuf_q$1(
        .d(ybuf_q$1$d),
        .q(ybuf_q$1$q),
        .clock(ybuf_q$1$clock)
    );
    mv_exec_w64$ybuf_q$2 ybuf_q$2(
        .d(ybuf_q$2$d),
        .q(ybuf_q$2$q),
        .clock(ybuf_q$2$clock)
    );
    mv_exec_w64$ybuf_q$3 ybuf_q$3(
        .d(ybuf_q$3$d),
        .q(ybuf_q$3$q),
        .clock(ybuf_q$3$clock)
    );
    mv_exec_w64$ybuf_q$4 ybuf_q$4(
        .d(ybuf_q$4$d),
        .q(ybuf_q$4$q),
        .clock(ybuf_q$4$clock)
    );
    mv_exec_w64$ybuf_q$5 ybuf_q$5(
        .d(ybuf_q$5$d),
        .q(ybuf_q$5$q),
        .clock(ybuf_q$5$clock)
    );
    mv_exec_w64$ybuf_q$6 ybuf_q$6(
        .d(ybuf_q$6$d),
        .q(ybuf_q$6$q),
        .clock(ybuf_q$6$clock)
    );
    mv_exec_w64$ybuf_q$7 ybuf_q$7(
        .d(ybuf_q$7$d),
        .q(ybuf_q$7$q),
        .clock(ybuf_q$7$clock)
    );
    mv_exec_w64$ybuf_valid_q ybuf_valid_q(
        .d(ybuf_valid_q$d),
        .q(ybuf_valid_q$q),
        .clock(ybuf_valid_q$clock)
    );
    mv_exec_w64$wb_q wb_q(
        .d(wb_q$d),
        .q(wb_q$q),
        .clock(wb_q$clock)
    );
    mv_exec_w64$wj_q wj_q(
        .d(wj_q$d),
        .q(wj_q$q),
        .clock(wj_q$clock)
    );
    mv_exec_w64$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    mv_exec_w64$wbase_q wbase_q(
        .d(wbase_q$d),
        .q(wbase_q$q),
        .clock(wbase_q$clock)
    );
    mv_exec_w64$nrw_q nrw_q(
        .d(nrw_q$d),
        .q(nrw_q$q),
        .clock(nrw_q$clock)
    );
    mv_exec_w64$rq_valid_q rq_valid_q(
        .d(rq_valid_q$d),
        .q(rq_valid_q$q),
        .clock(rq_valid_q$clock)
    );
    mv_exec_w64$rq_addr_q rq_addr_q(
        .d(rq_addr_q$d),
        .q(rq_addr_q$q),
        .clock(rq_addr_q$clock)
    );
    mv_exec_w64$rq_we_q rq_we_q(
        .d(rq_we_q$d),
        .q(rq_we_q$q),
        .clock(rq_we_q$clock)
    );
    mv_exec_w64$rq_wdata_q rq_wdata_q(
        .d(rq_wdata_q$d),
        .q(rq_wdata_q$q),
        .clock(rq_wdata_q$clock)
    );
    mv_exec_w64$macs_q macs_q(
        .d(macs_q$d),
        .q(macs_q$q),
        .clock(macs_q$clock)
    );
    mv_exec_w64$rdb_q rdb_q(
        .d(rdb_q$d),
        .q(rdb_q$q),
        .clock(rdb_q$clock)
    );

    // Update code
    always @(*) begin
        st_q$clock = clock;
        instr_q$clock = clock;
        done_q$clock = clock;
        err_q$clock = clock;
        code_q$clock = clock;
        flush_q$clock = clock;
        g_q$clock = clock;
        gacc_q$clock = clock;
        sbeats_q$clock = clock;
        wk_on_q$clock = clock;
        hit_q$clock = clock;
        pf_dead_q$clock = clock;
        front_q$clock = clock;
        send_q$clock = clock;
        ferr_q$clock = clock;
        ferr_at_q$clock = clock;
        lr_q$clock = clock;
        lp_q$clock = clock;
        ar_valid_q$clock = clock;
        ar_addr_q$clock = clock;
        ar_len_q$clock = clock;
        ea_q$clock = clock;
        erem_q$clock = clock;
        os_q$clock = clock;
        osb_q$clock = clock;
        drop_q$clock = clock;
        berr_q$clock = clock;
        wcnt_q$clock = clock;
        res_q$clock = clock;
        pos_q$clock = clock;
        ph_q$clock = clock;
        tig_q$clock = clock;
        kb_q$clock = clock;
        krem_q$clock = clock;
        nrs_q$clock = clock;
        lastgrp_q$clock = clock;
        sdone_q$clock = clock;
        bv_q$clock = clock;
        bsc_q$clock = clock;
        blast_q$clock = clock;
        bpos_q$clock = clock;
        bkb_q$clock = clock;
        bkrem_q$clock = clock;
        bmacs_q$clock = clock;
        sc_full_q$clock = clock;
        rg_q$clock = clock;
        asv_q$clock = clock;
        ybuf_valid_q$clock = clock;
        wb_q$clock = clock;
        wj_q$clock = clock;
        waddr_q$clock = clock;
        wbase_q$clock = clock;
        nrw_q$clock = clock;
        rq_valid_q$clock = clock;
        rq_addr_q$clock = clock;
        rq_we_q$clock = clock;
        rq_wdata_q$clock = clock;
        macs_q$clock = clock;
        rdb_q$clock = clock;
        st_q$d = st_q$q;
        instr_q$d = instr_q$q;
        done_q$d = done_q$q;
        err_q$d = err_q$q;
        code_q$d = code_q$q;
        flush_q$d = flush_q$q;
        g_q$d = g_q$q;
        gacc_q$d = gacc_q$q;
        sbeats_q$d = sbeats_q$q;
        wk_on_q$d = wk_on_q$q;
        hit_q$d = hit_q$q;
        pf_dead_q$d = pf_dead_q$q;
        front_q$d = front_q$q;
        send_q$d = send_q$q;
        ferr_q$d = ferr_q$q;
        ferr_at_q$d = ferr_at_q$q;
        lr_q$d = lr_q$q;
        lp_q$d = lp_q$q;
        ar_valid_q$d = ar_valid_q$q;
        ar_addr_q$d = ar_addr_q$q;
        ar_len_q$d = ar_len_q$q;
        ea_q$d = ea_q$q;
        erem_q$d = erem_q$q;
        os_q$d = os_q$q;
        osb_q$d = osb_q$q;
        drop_q$d = drop_q$q;
        berr_q$d = berr_q$q;
        wcnt_q$d = wcnt_q$q;
        res_q$d = res_q$q;
        pos_q$d = pos_q$q;
        ph_q$d = ph_q$q;
        tig_q$d = tig_q$q;
        kb_q$d = kb_q$q;
        krem_q$d = krem_q$q;
        nrs_q$d = nrs_q$q;
        lastgrp_q$d = lastgrp_q$q;
        sdone_q$d = sdone_q$q;
        bv_q$d = bv_q$q;
        bsc_q$d = bsc_q$q;
        blast_q$d = blast_q$q;
        bpos_q$d = bpos_q$q;
        bkb_q$d = bkb_q$q;
        bkrem_q$d = bkrem_q$q;
        bmacs_q$d = bmacs_q$q;
        sc_full_q$d = sc_full_q$q;
        rg_q$d = rg_q$q;
        asv_q$d = asv_q$q;
        ybuf_valid_q$d = ybuf_valid_q$q;
        wb_q$d = wb_q$q;
        wj_q$d = wj_q$q;
        waddr_q$d = waddr_q$q;
        wbase_q$d = wbase_q$q;
        nrw_q$d = nrw_q$q;
        rq_valid_q$d = rq_valid_q$q;
        rq_addr_q$d = rq_addr_q$q;
        rq_we_q$d = rq_we_q$q;
        rq_wdata_q$d = rq_wdata_q$q;
        macs_q$d = macs_q$q;
        rdb_q$d = rdb_q$q;
        scl_q$0$clock = clock;
        scl_q$0$d = scl_q$0$q;
        scl_q$1$clock = clock;
        scl_q$1$d = scl_q$1$q;
        scl_q$2$clock = clock;
        scl_q$2$d = scl_q$2$q;
        scl_q$3$clock = clock;
        scl_q$3$d = scl_q$3$q;
        ybuf_q$0$clock = clock;
        ybuf_q$0$d = ybuf_q$0$q;
        ybuf_q$1$clock = clock;
        ybuf_q$1$d = ybuf_q$1$q;
        ybuf_q$2$clock = clock;
        ybuf_q$2$d = ybuf_q$2$q;
        ybuf_q$3$clock = clock;
        ybuf_q$3$d = ybuf_q$3$q;
        ybuf_q$4$clock = clock;
        ybuf_q$4$d = ybuf_q$4$q;
        ybuf_q$5$clock = clock;
        ybuf_q$5$d = ybuf_q$5$q;
        ybuf_q$6$clock = clock;
        ybuf_q$6$d = ybuf_q$6$q;
        ybuf_q$7$clock = clock;
        ybuf_q$7$d = ybuf_q$7$q;
        dot$clock = clock;
        dot$reset = reset | flush_q$q;
        rq$clock = clock;
        rq$reset = reset | flush_q$q;
        act_ram$clock = clock;
        as_ram$clock = clock;
        buf$0$clock = clock;
        buf$1$clock = clock;
        buf$2$clock = clock;
        buf$3$clock = clock;
        buf$4$clock = clock;
        buf$5$clock = clock;
        buf$6$clock = clock;
        buf$7$clock = clock;
        gt32 = instr_q$q[(32'h10)+:(32)] & m_gt;
        k32 = instr_q$q[(32'h14)+:(32)] & m_k;
        n32 = instr_q$q[(32'h1e)+:(32)] & m_n;
        d32 = instr_q$q[(32'h24)+:(32)] & m_d;
        act32 = instr_q$q[(32'h38)+:(32)] >> 32'hc;
        asc32 = instr_q$q[(32'h4c)+:(32)] >> 32'hc;
        out32 = instr_q$q[(32'h60)+:(32)] >> 32'hc;
        kb32 = (k32 + c7_32) >> 32'h3;
        nb16 = (n32[(32'h0)+:(16)] + c7_16) >> 32'h3;
        kb16 = (k32[(32'h0)+:(16)] + c7_16) >> 32'h3;
        asw32 = (g_q$q + c1_32) >> 32'h1;
        onw32 = (n32 + c1_32) >> 32'h1;
        bbeats = (kb16 << 32'h3) + (g_q$q[(32'h0)+:(16)] << 32'h2);
        ltot = kb32 + asw32;
        mul_s$a = nb16;
        mul_s$b = bbeats;
        dend = d32 + (sbeats_q$q << 32'h3);
        wend = (cfg_ext_size - d32) >> 32'h3;
        zero_len = (k32 == c0_32) | (n32 == c0_32) | (gt32 == c0_32);
        dram_oow = (dend < d32) | (dend > cfg_ext_size);
        chk_fail = zero_len | ((act32 + kb32) > cfg_sram_words) | ((asc32 + asw32) > cfg_sram_words) | ((out32 + onw32) > cfg_sram_words) | dram_oow;
        idle_st = (st_q$q == c_idle) | (st_q$q == c_pdiv) | (st_q$q == c_pchk1) | (st_q$q == c_pchk2);
        running = st_q$q == c_run;
        loaded = lp_q$q == ltot;
        instr_ready = ~reset & idle_st;
        done = done_q$q;
        error = err_q$q;
        error_code = code_q$q;
        ev_busy = ~idle_st;
        ev_macs = macs_q$q;
        ev_rd_bytes = rdb_q$q;
        sram_req_valid = rq_valid_q$q;
        sram_req_addr = rq_addr_q$q;
        sram_req_we = rq_we_q$q;
        sram_req_wdata = rq_wdata_q$q;
        axi_ar_valid = ar_valid_q$q;
        axi_ar_addr = ar_addr_q$q;
        axi_ar_len = ar_len_q$q;
        done_q$d = 1'b0;
        err_q$d = 1'b0;
        flush_q$d = 1'b0;
        axi_r_ready = ~reset;
        r_fire = axi_r_valid & ~reset;
        r_drop = r_fire & (drop_q$q != c0_16);
        r_keep = r_fire & (drop_q$q == c0_16) & wk_on_q$q & ~ferr_q$q;
        r_err = r_keep & (axi_r_resp != c0_2);
        pf_err = idle_st & (r_err | ferr_q$q);
        buf$0$we = r_keep & (wcnt_q$q[(32'h0)+:(3)] == idx16$0[(32'h0)+:(3)]);
        buf$0$waddr = wcnt_q$q[(32'h3)+:(9)];
        buf$0$wdata = axi_r_data;
        buf$1$we = r_keep & (wcnt_q$q[(32'h0)+:(3)] == idx16$1[(32'h0)+:(3)]);
        buf$1$waddr = wcnt_q$q[(32'h3)+:(9)];
        buf$1$wdata = axi_r_data;
        buf$2$we = r_keep & (wcnt_q$q[(32'h0)+:(3)] == idx16$2[(32'h0)+:(3)]);
        buf$2$waddr = wcnt_q$q[(32'h3)+:(9)];
        buf$2$wdata = axi_r_data;
        buf$3$we = r_keep & (wcnt_q$q[(32'h0)+:(3)] == idx16$3[(32'h0)+:(3)]);
        buf$3$waddr = wcnt_q$q[(32'h3)+:(9)];
        buf$3$wdata = axi_r_data;
        buf$4$we = r_keep & (wcnt_q$q[(32'h0)+:(3)] == idx16$4[(32'h0)+:(3)]);
        buf$4$waddr = wcnt_q$q[(32'h3)+:(9)];
        buf$4$wdata = axi_r_data;
        buf$5$we = r_keep & (wcnt_q$q[(32'h0)+:(3)] == idx16$5[(32'h0)+:(3)]);
        buf$5$waddr = wcnt_q$q[(32'h3)+:(9)];
        buf$5$wdata = axi_r_data;
        buf$6$we = r_keep & (wcnt_q$q[(32'h0)+:(3)] == idx16$6[(32'h0)+:(3)]);
        buf$6$waddr = wcnt_q$q[(32'h3)+:(9)];
        buf$6$wdata = axi_r_data;
        buf$7$we = r_keep & (wcnt_q$q[(32'h0)+:(3)] == idx16$7[(32'h0)+:(3)]);
        buf$7$waddr = wcnt_q$q[(32'h3)+:(9)];
        buf$7$wdata = axi_r_data;
        if (r_keep & ~r_err) begin
            wcnt_q$d = wcnt_q$q + c1_32;
        end
        rdb_q$d = c0_8;
        if (r_fire) begin
            rdb_q$d = c_wbytes;
        end
        pf_is_mv = (pf_data[(32'h0)+:(4)] == c_op_mm) & (pf_data[(32'hc)+:(4)] == c_fn_mv);
        pf_start = (st_q$q == c_idle) & ~wk_on_q$q & ~pf_dead_q$q & pf_valid & pf_is_mv & ~instr_valid & ~pf_flush & ~reset;
        accept = idle_st & instr_valid & ~reset;
        din32 = instr_data[(32'h24)+:(32)] & m_d;
        pfd32 = pf_data[(32'h24)+:(32)] & m_d;
        tag_eq = din32 == front_q$q;
        pf_miss = (st_q$q == c_idle) & wk_on_q$q & pf_valid & pf_is_mv & (pfd32 != front_q$q) & ~instr_valid & ~reset;
        fin = running & ~berr_q$q & (wb_q$q == nb16) & (~rq_valid_q$q | sram_req_ready);
        hit = accept & (st_q$q == c_idle) & wk_on_q$q & tag_eq & ~pf_err & ~pf_flush;
        kill = (idle_st & pf_flush) | pf_err | (accept & ~hit) | ((st_q$q == c_chk2) & chk_fail) | pf_miss;
        to4k = (c_4k - (ea_q$q & c_mask4k)) >> 32'h3;
        blen = erem_q$q;
        if (c_maxb < blen) begin
            blen = c_maxb;
        end
        if (to4k < blen) begin
            blen = to4k;
        end
        ar_go = wk_on_q$q & ~kill & ~ferr_q$q & ((st_q$q == c_idle) | running) & (erem_q$q != c0_32) & (~ar_valid_q$q | axi_ar_ready) & (os_q$q < c_maxos) & (running | (~ar_yield & (os_q$q < c_maxos_ahead))) & ((res_q$q + blen[(32'h0)+:(16)]) <= c_buf);
        if (ar_go) begin
            ar_valid_q$d = 1'b1;
            ar_addr_q$d = ea_q$q;
            ar_len_q$d = blen[(32'h0)+:(8)] - c1_8;
            ea_q$d = ea_q$q + (blen << 32'h3);
            erem_q$d = erem_q$q - blen;
        end
        else if (axi_ar_ready) begin
            ar_valid_q$d = 1'b0;
        end
        if (ar_go & ~(r_fire & axi_r_last)) begin
            os_q$d = os_q$q + c1_os;
        end
        if (~ar_go & r_fire & axi_r_last) begin
            os_q$d = os_q$q - c1_os;
        end
        osb_n = osb_q$q;
        if (ar_go) begin
            osb_n = osb_q$q + blen[(32'h0)+:(16)];
        end
        if (r_fire) begin
            osb_n = osb_n - c1_16;
        end
        osb_q$d = osb_n;
        if (r_drop) begin
            drop_q$d = drop_q$q - c1_16;
        end
        ulen = c8_32;
        if (ph_q$q) begin
            ulen = c4_32;
        end
        a_ok = running & loaded & ~berr_q$q & ~sdone_q$q & ((pos_q$q + ulen) <= wcnt_q$q);
        b_fire = running & ~berr_q$q & bv_q$q & ((bsc_q$q & ~sc_full_q$q) | (~bsc_q$q & dot$in_ready));
        issue = a_ok & (~bv_q$q | b_fire);
        t_last = ((tig_q$q + c1_4) == gt32[(32'h0)+:(4)]) | (krem_q$q <= c8_16);
        k_last = krem_q$q <= c8_16;
        vrows = c8_8;
        if (krem_q$q < c8_16) begin
            vrows = krem_q$q[(32'h0)+:(8)];
        end
        vcols = c8_8;
        if (nrs_q$q < c8_16) begin
            vcols = nrs_q$q[(32'h0)+:(8)];
        end
        mul_m$a = vrows;
        mul_m$b = vcols;
        if (issue) begin
            bv_q$d = 1'b1;
            bsc_q$d = ph_q$q;
            blast_q$d = t_last;
            bpos_q$d = pos_q$q[(32'h2)+:(10)];
            bkb_q$d = kb_q$q[(32'h0)+:(7)];
            bkrem_q$d = krem_q$q;
            bmacs_q$d = mul_m$p;
            pos_q$d = pos_q$q + ulen;
            if (ph_q$q) begin
                ph_q$d = 1'b0;
                if (lastgrp_q$q) begin
                    lastgrp_q$d = 1'b0;
                    kb_q$d = c0_8;
                    krem_q$d = k32[(32'h0)+:(16)];
                    nrs_q$d = nrs_q$q - c8_16;
                    if (nrs_q$q <= c8_16) begin
                        sdone_q$d = 1'b1;
                    end
                end
            end
            else begin
                kb_q$d = kb_q$q + c1_8;
                krem_q$d = krem_q$q - c8_16;
                tig_q$d = tig_q$q + c1_4;
                if (t_last) begin
                    tig_q$d = c0_4;
                    ph_q$d = 1'b1;
                    lastgrp_q$d = k_last;
                end
            end
        end
        else if (b_fire) begin
            bv_q$d = 1'b0;
        end
        rd_pos = bpos_q$q;
        if (issue) begin
            rd_pos = pos_q$q[(32'h2)+:(10)];
        end
        rd_lo = rd_pos[(32'h1)+:(9)];
        rd_hi = rd_lo;
        if (rd_pos[32'h0]) begin
            rd_hi = rd_lo + c1_9;
        end
        buf$0$raddr = rd_hi;
        buf$1$raddr = rd_hi;
        buf$2$raddr = rd_hi;
        buf$3$raddr = rd_hi;
        buf$4$raddr = rd_lo;
        buf$5$raddr = rd_lo;
        buf$6$raddr = rd_lo;
        buf$7$raddr = rd_lo;
        act_ram$raddr = bkb_q$q;
        if (issue) begin
            act_ram$raddr = kb_q$q[(32'h0)+:(7)];
        end
        row$0 = buf$0$rdata[(32'h0)+:(64)];
        row$4 = buf$4$rdata[(32'h0)+:(64)];
        if (bpos_q$q[32'h0]) begin
            row$0 = buf$4$rdata[(32'h0)+:(64)];
            row$4 = buf$0$rdata[(32'h0)+:(64)];
        end
        row$1 = buf$1$rdata[(32'h0)+:(64)];
        row$5 = buf$5$rdata[(32'h0)+:(64)];
        if (bpos_q$q[32'h0]) begin
            row$1 = buf$5$rdata[(32'h0)+:(64)];
            row$5 = buf$1$rdata[(32'h0)+:(64)];
        end
        row$2 = buf$2$rdata[(32'h0)+:(64)];
        row$6 = buf$6$rdata[(32'h0)+:(64)];
        if (bpos_q$q[32'h0]) begin
            row$2 = buf$6$rdata[(32'h0)+:(64)];
            row$6 = buf$2$rdata[(32'h0)+:(64)];
        end
        row$3 = buf$3$rdata[(32'h0)+:(64)];
        row$7 = buf$7$rdata[(32'h0)+:(64)];
        if (bpos_q$q[32'h0]) begin
            row$3 = buf$7$rdata[(32'h0)+:(64)];
            row$7 = buf$3$rdata[(32'h0)+:(64)];
        end
        tcat$inp$0 = row$0;
        tcat$inp$1 = row$1;
        tcat$inp$2 = row$2;
        tcat$inp$3 = row$3;
        tcat$inp$4 = row$4;
        tcat$inp$5 = row$5;
        tcat$inp$6 = row$6;
        tcat$inp$7 = row$7;
        xcat$inp$0 = act_ram$rdata[(32'h8 * 0)+:(8)];
        if (idx16$0 >= bkrem_q$q) begin
            xcat$inp$0 = c0_byte;
        end
        xcat$inp$1 = act_ram$rdata[(32'h8 * 1)+:(8)];
        if (idx16$1 >= bkrem_q$q) begin
            xcat$inp$1 = c0_byte;
        end
        xcat$inp$2 = act_ram$rdata[(32'h8 * 2)+:(8)];
        if (idx16$2 >= bkrem_q$q) begin
            xcat$inp$2 = c0_byte;
        end
        xcat$inp$3 = act_ram$rdata[(32'h8 * 3)+:(8)];
        if (idx16$3 >= bkrem_q$q) begin
            xcat$inp$3 = c0_byte;
        end
        xcat$inp$4 = act_ram$rdata[(32'h8 * 4)+:(8)];
        if (idx16$4 >= bkrem_q$q) begin
            xcat$inp$4 = c0_byte;
        end
        xcat$inp$5 = act_ram$rdata[(32'h8 * 5)+:(8)];
        if (idx16$5 >= bkrem_q$q) begin
            xcat$inp$5 = c0_byte;
        end
        xcat$inp$6 = act_ram$rdata[(32'h8 * 6)+:(8)];
        if (idx16$6 >= bkrem_q$q) begin
            xcat$inp$6 = c0_byte;
        end
        xcat$inp$7 = act_ram$rdata[(32'h8 * 7)+:(8)];
        if (idx16$7 >= bkrem_q$q) begin
            xcat$inp$7 = c0_byte;
        end
        dot$in_valid = running & ~berr_q$q & bv_q$q & ~bsc_q$q;
        dot$in_w = tcat$out;
        dot$in_x = xcat$out;
        dot$in_last = blast_q$q;
        macs_q$d = c0_16;
        if (b_fire) begin
            if (bsc_q$q) begin
                scl_q$0$d = row$0;
                scl_q$1$d = row$1;
                scl_q$2$d = row$2;
                scl_q$3$d = row$3;
                sc_full_q$d = 1'b1;
            end
            else begin
                macs_q$d = bmacs_q$q;
            end
        end
        res_n = res_q$q;
        if (ar_go) begin
            res_n = res_q$q + blen[(32'h0)+:(16)];
        end
        if (b_fire) begin
            if (bsc_q$q) begin
                res_n = res_n - c4_16;
            end
            else begin
                res_n = res_n - c8_16;
            end
        end
        res_q$d = res_n;
        act_ram$we = sram_rsp_valid & (lp_q$q < kb32);
        act_ram$waddr = lp_q$q[(32'h0)+:(7)];
        act_ram$wdata = sram_rsp_data;
        as_ram$we = sram_rsp_valid & (lp_q$q >= kb32);
        as_ram$waddr = lp_q$q[(32'h0)+:(6)] - kb32[(32'h0)+:(6)];
        as_cat$hi = sram_rsp_data[(32'h20)+:(25)];
        as_cat$lo = sram_rsp_data[(32'h0)+:(25)];
        as_ram$wdata = as_cat$y;
        if (sram_rsp_valid) begin
            lp_q$d = lp_q$q + c1_32;
        end
        as25 = as_ram$rdata[(32'h0)+:(25)];
        if (rg_q$q[32'h0]) begin
            as25 = as_ram$rdata[(32'h19)+:(25)];
        end
        e9 = as25[(32'h10)+:(9)] & m_ff9;
        glast = (rg_q$q + c1_8) == g_q$q[(32'h0)+:(8)];
        feed_v = running & ~berr_q$q & dot$out_valid & sc_full_q$q & asv_q$q;
        rq_in_ready = rq$in_ready;
        rq_out_valid = rq$out_valid;
        rq$in_data = rq_cat$out;
        rq$in_valid = feed_v;
        rq$in_last = glast;
        rq$out_ready = ~ybuf_valid_q$q;
        feed = feed_v & rq_in_ready;
        dot$out_ready = feed;
        s9$0 = scl_q$0$q[(32'h20 * 0 + 32'h10)+:(9)] & m_ff9;
        cat_c$0$hi = scl_q$0$q[(32'h20 * 0)+:(15)];
        s9$1 = scl_q$0$q[(32'h20 * 1 + 32'h10)+:(9)] & m_ff9;
        cat_c$1$hi = scl_q$0$q[(32'h20 * 1)+:(15)];
        s9$2 = scl_q$1$q[(32'h20 * 0 + 32'h10)+:(9)] & m_ff9;
        cat_c$2$hi = scl_q$1$q[(32'h20 * 0)+:(15)];
        s9$3 = scl_q$1$q[(32'h20 * 1 + 32'h10)+:(9)] & m_ff9;
        cat_c$3$hi = scl_q$1$q[(32'h20 * 1)+:(15)];
        s9$4 = scl_q$2$q[(32'h20 * 0 + 32'h10)+:(9)] & m_ff9;
        cat_c$4$hi = scl_q$2$q[(32'h20 * 0)+:(15)];
        s9$5 = scl_q$2$q[(32'h20 * 1 + 32'h10)+:(9)] & m_ff9;
        cat_c$5$hi = scl_q$2$q[(32'h20 * 1)+:(15)];
        s9$6 = scl_q$3$q[(32'h20 * 0 + 32'h10)+:(9)] & m_ff9;
        cat_c$6$hi = scl_q$3$q[(32'h20 * 0)+:(15)];
        s9$7 = scl_q$3$q[(32'h20 * 1 + 32'h10)+:(9)] & m_ff9;
        cat_c$7$hi = scl_q$3$q[(32'h20 * 1)+:(15)];
        n9$0 = s9$0 - e9;
        nn9$0 = c0_9 - n9$0;
        e5$0 = c0_5;
        s6$0 = c0_6;
        if (n9$0[32'h8]) begin
            if (nn9$0 > c31_9) begin
                e5$0 = c31_5;
            end
            else begin
                e5$0 = nn9$0[(32'h0)+:(5)];
            end
        end
        else if (n9$0 > c63_9) begin
            s6$0 = c63_6;
        end
        else begin
            s6$0 = n9$0[(32'h0)+:(6)];
        end
        cat_a$0$hi = as25[(32'h0)+:(16)];
        cat_a$0$lo = dot$out_data[(32'h20 * 0)+:(32)];
        cat_b$0$hi = e5$0;
        cat_b$0$lo = cat_a$0$y;
        cat_c$0$lo = cat_b$0$y;
        cat_d$0$hi = s6$0;
        cat_d$0$lo = cat_c$0$y;
        rq_cat$inp$0 = cat_d$0$y;
        n9$1 = s9$1 - e9;
        nn9$1 = c0_9 - n9$1;
        e5$1 = c0_5;
        s6$1 = c0_6;
        if (n9$1[32'h8]) begin
            if (nn9$1 > c31_9) begin
                e5$1 = c31_5;
            end
            else begin
                e5$1 = nn9$1[(32'h0)+:(5)];
            end
        end
        else if (n9$1 > c63_9) begin
            s6$1 = c63_6;
        end
        else begin
            s6$1 = n9$1[(32'h0)+:(6)];
        end
        cat_a$1$hi = as25[(32'h0)+:(16)];
        cat_a$1$lo = dot$out_data[(32'h20 * 1)+:(32)];
        cat_b$1$hi = e5$1;
        cat_b$1$lo = cat_a$1$y;
        cat_c$1$lo = cat_b$1$y;
        cat_d$1$hi = s6$1;
        cat_d$1$lo = cat_c$1$y;
        rq_cat$inp$1 = cat_d$1$y;
        n9$2 = s9$2 - e9;
        nn9$2 = c0_9 - n9$2;
        e5$2 = c0_5;
        s6$2 = c0_6;
        if (n9$2[32'h8]) begin
            if (nn9$2 > c31_9) begin
                e5$2 = c31_5;
            end
            else begin
                e5$2 = nn9$2[(32'h0)+:(5)];
            end
        end
        else if (n9$2 > c63_9) begin
            s6$2 = c63_6;
        end
        else begin
            s6$2 = n9$2[(32'h0)+:(6)];
        end
        cat_a$2$hi = as25[(32'h0)+:(16)];
        cat_a$2$lo = dot$out_data[(32'h20 * 2)+:(32)];
        cat_b$2$hi = e5$2;
        cat_b$2$lo = cat_a$2$y;
        cat_c$2$lo = cat_b$2$y;
        cat_d$2$hi = s6$2;
        cat_d$2$lo = cat_c$2$y;
        rq_cat$inp$2 = cat_d$2$y;
        n9$3 = s9$3 - e9;
        nn9$3 = c0_9 - n9$3;
        e5$3 = c0_5;
        s6$3 = c0_6;
        if (n9$3[32'h8]) begin
            if (nn9$3 > c31_9) begin
                e5$3 = c31_5;
            end
            else begin
                e5$3 = nn9$3[(32'h0)+:(5)];
            end
        end
        else if (n9$3 > c63_9) begin
            s6$3 = c63_6;
        end
        else begin
            s6$3 = n9$3[(32'h0)+:(6)];
        end
        cat_a$3$hi = as25[(32'h0)+:(16)];
        cat_a$3$lo = dot$out_data[(32'h20 * 3)+:(32)];
        cat_b$3$hi = e5$3;
        cat_b$3$lo = cat_a$3$y;
        cat_c$3$lo = cat_b$3$y;
        cat_d$3$hi = s6$3;
        cat_d$3$lo = cat_c$3$y;
        rq_cat$inp$3 = cat_d$3$y;
        n9$4 = s9$4 - e9;
        nn9$4 = c0_9 - n9$4;
        e5$4 = c0_5;
        s6$4 = c0_6;
        if (n9$4[32'h8]) begin
            if (nn9$4 > c31_9) begin
                e5$4 = c31_5;
            end
            else begin
                e5$4 = nn9$4[(32'h0)+:(5)];
            end
        end
        else if (n9$4 > c63_9) begin
            s6$4 = c63_6;
        end
        else begin
            s6$4 = n9$4[(32'h0)+:(6)];
        end
        cat_a$4$hi = as25[(32'h0)+:(16)];
        cat_a$4$lo = dot$out_data[(32'h20 * 4)+:(32)];
        cat_b$4$hi = e5$4;
        cat_b$4$lo = cat_a$4$y;
        cat_c$4$lo = cat_b$4$y;
        cat_d$4$hi = s6$4;
        cat_d$4$lo = cat_c$4$y;
        rq_cat$inp$4 = cat_d$4$y;
        n9$5 = s9$5 - e9;
        nn9$5 = c0_9 - n9$5;
        e5$5 = c0_5;
        s6$5 = c0_6;
        if (n9$5[32'h8]) begin
            if (nn9$5 > c31_9) begin
                e5$5 = c31_5;
            end
            else begin
                e5$5 = nn9$5[(32'h0)+:(5)];
            end
        end
        else if (n9$5 > c63_9) begin
            s6$5 = c63_6;
        end
        else begin
            s6$5 = n9$5[(32'h0)+:(6)];
        end
        cat_a$5$hi = as25[(32'h0)+:(16)];
        cat_a$5$lo = dot$out_data[(32'h20 * 5)+:(32)];
        cat_b$5$hi = e5$5;
        cat_b$5$lo = cat_a$5$y;
        cat_c$5$lo = cat_b$5$y;
        cat_d$5$hi = s6$5;
        cat_d$5$lo = cat_c$5$y;
        rq_cat$inp$5 = cat_d$5$y;
        n9$6 = s9$6 - e9;
        nn9$6 = c0_9 - n9$6;
        e5$6 = c0_5;
        s6$6 = c0_6;
        if (n9$6[32'h8]) begin
            if (nn9$6 > c31_9) begin
                e5$6 = c31_5;
            end
            else begin
                e5$6 = nn9$6[(32'h0)+:(5)];
            end
        end
        else if (n9$6 > c63_9) begin
            s6$6 = c63_6;
        end
        else begin
            s6$6 = n9$6[(32'h0)+:(6)];
        end
        cat_a$6$hi = as25[(32'h0)+:(16)];
        cat_a$6$lo = dot$out_data[(32'h20 * 6)+:(32)];
        cat_b$6$hi = e5$6;
        cat_b$6$lo = cat_a$6$y;
        cat_c$6$lo = cat_b$6$y;
        cat_d$6$hi = s6$6;
        cat_d$6$lo = cat_c$6$y;
        rq_cat$inp$6 = cat_d$6$y;
        n9$7 = s9$7 - e9;
        nn9$7 = c0_9 - n9$7;
        e5$7 = c0_5;
        s6$7 = c0_6;
        if (n9$7[32'h8]) begin
            if (nn9$7 > c31_9) begin
                e5$7 = c31_5;
            end
            else begin
                e5$7 = nn9$7[(32'h0)+:(5)];
            end
        end
        else if (n9$7 > c63_9) begin
            s6$7 = c63_6;
        end
        else begin
            s6$7 = n9$7[(32'h0)+:(6)];
        end
        cat_a$7$hi = as25[(32'h0)+:(16)];
        cat_a$7$lo = dot$out_data[(32'h20 * 7)+:(32)];
        cat_b$7$hi = e5$7;
        cat_b$7$lo = cat_a$7$y;
        cat_c$7$lo = cat_b$7$y;
        cat_d$7$hi = s6$7;
        cat_d$7$lo = cat_c$7$y;
        rq_cat$inp$7 = cat_d$7$y;
        rg_n = rg_q$q;
        if (feed) begin
            sc_full_q$d = 1'b0;
            rg_n = rg_q$q + c1_8;
            if (glast) begin
                rg_n = c0_8;
            end
        end
        rg_q$d = rg_n;
        as_ram$raddr = rg_n[(32'h1)+:(6)];
        asv_q$d = running & loaded;
        if (~ybuf_valid_q$q & rq_out_valid) begin
            ybuf_valid_q$d = 1'b1;
            ybuf_q$0$d = rq$out_data[(32'h20 * 0)+:(32)];
            ybuf_q$1$d = rq$out_data[(32'h20 * 1)+:(32)];
            ybuf_q$2$d = rq$out_data[(32'h20 * 2)+:(32)];
            ybuf_q$3$d = rq$out_data[(32'h20 * 3)+:(32)];
            ybuf_q$4$d = rq$out_data[(32'h20 * 4)+:(32)];
            ybuf_q$5$d = rq$out_data[(32'h20 * 5)+:(32)];
            ybuf_q$6$d = rq$out_data[(32'h20 * 6)+:(32)];
            ybuf_q$7$d = rq$out_data[(32'h20 * 7)+:(32)];
        end
        nwd = c4_16;
        if (nrw_q$q < c8_16) begin
            nwd = (nrw_q$q + c1_16) >> 32'h1;
        end
        wlast = (wj_q$q + c1_16) == nwd;
        ylane$0 = c0_lane;
        lane_ok$0 = 1'b0;
        ylane$1 = c0_lane;
        lane_ok$1 = 1'b0;
        if (wj_q$q == idx16$0) begin
            ylane$0 = ybuf_q$0$q;
            lane_ok$0 = idx16$0 < nrw_q$q;
            ylane$1 = ybuf_q$1$q;
            lane_ok$1 = idx16$1 < nrw_q$q;
        end
        if (wj_q$q == idx16$1) begin
            ylane$0 = ybuf_q$2$q;
            lane_ok$0 = idx16$2 < nrw_q$q;
            ylane$1 = ybuf_q$3$q;
            lane_ok$1 = idx16$3 < nrw_q$q;
        end
        if (wj_q$q == idx16$2) begin
            ylane$0 = ybuf_q$4$q;
            lane_ok$0 = idx16$4 < nrw_q$q;
            ylane$1 = ybuf_q$5$q;
            lane_ok$1 = idx16$5 < nrw_q$q;
        end
        if (wj_q$q == idx16$3) begin
            ylane$0 = ybuf_q$6$q;
            lane_ok$0 = idx16$6 < nrw_q$q;
            ylane$1 = ybuf_q$7$q;
            lane_ok$1 = idx16$7 < nrw_q$q;
        end
        wcat$inp$0 = c0_lane;
        if (lane_ok$0) begin
            wcat$inp$0 = ylane$0;
        end
        wcat$inp$1 = c0_lane;
        if (lane_ok$1) begin
            wcat$inp$1 = ylane$1;
        end
        ld = ~rq_valid_q$q | sram_req_ready;
        can_rd = running & ~berr_q$q & (lr_q$q < ltot);
        can_wr = running & ~berr_q$q & ybuf_valid_q$q;
        if (ld) begin
            rq_valid_q$d = 1'b0;
            if (can_rd) begin
                rq_valid_q$d = 1'b1;
                rq_we_q$d = 1'b0;
                rq_wdata_q$d = c0_w;
                if (lr_q$q < kb32) begin
                    rq_addr_q$d = act32 + lr_q$q;
                end
                else begin
                    rq_addr_q$d = asc32 + (lr_q$q - kb32);
                end
                lr_q$d = lr_q$q + c1_32;
            end
            else if (can_wr) begin
                rq_valid_q$d = 1'b1;
                rq_we_q$d = 1'b1;
                rq_addr_q$d = waddr_q$q;
                rq_wdata_q$d = wcat$out;
                if (wlast) begin
                    ybuf_valid_q$d = 1'b0;
                    wj_q$d = c0_16;
                    wb_q$d = wb_q$q + c1_16;
                    nrw_q$d = nrw_q$q - c8_16;
                    wbase_q$d = wbase_q$q + c4_32;
                    waddr_q$d = wbase_q$q + c4_32;
                end
                else begin
                    wj_q$d = wj_q$q + c1_16;
                    waddr_q$d = waddr_q$q + c1_32;
                end
            end
        end
        if (pf_start) begin
            instr_q$d = pf_data;
            g_q$d = c0_32;
            gacc_q$d = c0_32;
            st_q$d = c_pdiv;
        end
        if (st_q$q == c_pdiv) begin
            if ((gacc_q$q < kb32) & (gt32 != c0_32)) begin
                gacc_q$d = gacc_q$q + gt32;
                g_q$d = g_q$q + c1_32;
            end
            else begin
                st_q$d = c_pchk1;
            end
        end
        if (st_q$q == c_pchk1) begin
            sbeats_q$d = mul_s$p;
            st_q$d = c_pchk2;
        end
        if (st_q$q == c_pchk2) begin
            st_q$d = c_idle;
            if (zero_len | dram_oow) begin
                pf_dead_q$d = 1'b1;
            end
            else begin
                wk_on_q$d = 1'b1;
                ea_q$d = cfg_ext_base + d32;
                erem_q$d = wend;
                wcnt_q$d = c0_32;
                res_q$d = c0_16;
                pos_q$d = c0_32;
                front_q$d = d32;
                ferr_q$d = 1'b0;
            end
        end
        if (idle_st & pf_flush) begin
            st_q$d = c_idle;
            pf_dead_q$d = 1'b0;
        end
        if (pf_err) begin
            pf_dead_q$d = 1'b1;
        end
        if (accept) begin
            instr_q$d = instr_data;
            g_q$d = c0_32;
            gacc_q$d = c0_32;
            hit_q$d = hit;
            berr_q$d = 1'b0;
            pf_dead_q$d = 1'b0;
            st_q$d = c_div;
        end
        if (st_q$q == c_div) begin
            if ((gacc_q$q < kb32) & (gt32 != c0_32)) begin
                gacc_q$d = gacc_q$q + gt32;
                g_q$d = g_q$q + c1_32;
            end
            else begin
                st_q$d = c_chk1;
            end
        end
        if (st_q$q == c_chk1) begin
            sbeats_q$d = mul_s$p;
            st_q$d = c_chk2;
        end
        if (st_q$q == c_chk2) begin
            st_q$d = c_run;
            lr_q$d = c0_32;
            lp_q$d = c0_32;
            ph_q$d = 1'b0;
            tig_q$d = c0_4;
            kb_q$d = c0_8;
            krem_q$d = k32[(32'h0)+:(16)];
            nrs_q$d = n32[(32'h0)+:(16)];
            lastgrp_q$d = 1'b0;
            sdone_q$d = 1'b0;
            bv_q$d = 1'b0;
            bpos_q$d = c0_10;
            sc_full_q$d = 1'b0;
            rg_q$d = c0_8;
            ybuf_valid_q$d = 1'b0;
            wb_q$d = c0_16;
            wj_q$d = c0_16;
            waddr_q$d = out32;
            wbase_q$d = out32;
            nrw_q$d = n32[(32'h0)+:(16)];
            send_q$d = pos_q$q + sbeats_q$q;
            if (~hit_q$q) begin
                wk_on_q$d = 1'b1;
                ea_q$d = cfg_ext_base + d32;
                erem_q$d = wend;
                wcnt_q$d = c0_32;
                res_q$d = c0_16;
                pos_q$d = c0_32;
                send_q$d = sbeats_q$q;
                front_q$d = d32;
                ferr_q$d = 1'b0;
            end
            if (zero_len) begin
                err_q$d = 1'b1;
                code_q$d = code_zero;
                st_q$d = c_idle;
            end
            else if (chk_fail) begin
                err_q$d = 1'b1;
                code_q$d = code_oow;
                st_q$d = c_idle;
            end
        end
        if (running) begin
            if (berr_q$q) begin
                if ((osb_q$q == c0_16) & ~rq_valid_q$q & (lp_q$q == lr_q$q)) begin
                    err_q$d = 1'b1;
                    code_q$d = code_bus;
                    flush_q$d = 1'b1;
                    wk_on_q$d = 1'b0;
                    ferr_q$d = 1'b0;
                    st_q$d = c_idle;
                end
            end
            else if (ferr_q$q & (ferr_at_q$q < send_q$q)) begin
                berr_q$d = 1'b1;
            end
            else if (fin) begin
                done_q$d = 1'b1;
                front_q$d = dend;
                st_q$d = c_idle;
            end
        end
        if (kill) begin
            wk_on_q$d = 1'b0;
            ferr_q$d = 1'b0;
            drop_q$d = osb_n;
        end
        if (r_err & ~idle_st & ~kill) begin
            ferr_q$d = 1'b1;
            ferr_at_q$d = wcnt_q$q;
        end
        if (reset) begin
            st_q$d = c_idle;
            done_q$d = 1'b0;
            err_q$d = 1'b0;
            flush_q$d = 1'b0;
            rq_valid_q$d = 1'b0;
            ar_valid_q$d = 1'b0;
            os_q$d = c0_os;
            osb_q$d = c0_16;
            drop_q$d = c0_16;
            berr_q$d = 1'b0;
            ferr_q$d = 1'b0;
            wk_on_q$d = 1'b0;
            hit_q$d = 1'b0;
            pf_dead_q$d = 1'b0;
            bv_q$d = 1'b0;
            ybuf_valid_q$d = 1'b0;
            sc_full_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$act_ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [6:0] waddr;
    input wire  [63:0] wdata;
    input wire  [6:0] raddr;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:127];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // mv_exec_w64$act_ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ar_addr_q(d,q,clock);

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

endmodule // mv_exec_w64$ar_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ar_len_q(d,q,clock);

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

endmodule // mv_exec_w64$ar_len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ar_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$ar_valid_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$as_cat(hi,lo,y);

    // Module arguments
    input wire  [24:0] hi;
    input wire  [24:0] lo;
    output wire  [49:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$as_cat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$as_ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [5:0] waddr;
    input wire  [49:0] wdata;
    input wire  [5:0] raddr;
    output reg  [49:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [49:0] mem [0:63];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // mv_exec_w64$as_ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$asv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$asv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$berr_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$berr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$bkb_q(d,q,clock);

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

endmodule // mv_exec_w64$bkb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$bkrem_q(d,q,clock);

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

endmodule // mv_exec_w64$bkrem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$blast_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$blast_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$bmacs_q(d,q,clock);

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

endmodule // mv_exec_w64$bmacs_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$bpos_q(d,q,clock);

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

endmodule // mv_exec_w64$bpos_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$bsc_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$bsc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$buf$0(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [63:0] wdata;
    input wire  [8:0] raddr;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // mv_exec_w64$buf$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$buf$1(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [63:0] wdata;
    input wire  [8:0] raddr;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // mv_exec_w64$buf$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$buf$2(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [63:0] wdata;
    input wire  [8:0] raddr;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // mv_exec_w64$buf$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$buf$3(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [63:0] wdata;
    input wire  [8:0] raddr;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // mv_exec_w64$buf$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$buf$4(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [63:0] wdata;
    input wire  [8:0] raddr;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // mv_exec_w64$buf$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$buf$5(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [63:0] wdata;
    input wire  [8:0] raddr;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // mv_exec_w64$buf$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$buf$6(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [63:0] wdata;
    input wire  [8:0] raddr;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // mv_exec_w64$buf$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$buf$7(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [63:0] wdata;
    input wire  [8:0] raddr;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // mv_exec_w64$buf$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$bv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$bv_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_a$0(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [31:0] lo;
    output wire  [47:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_a$0
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_a$1(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [31:0] lo;
    output wire  [47:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_a$1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_a$2(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [31:0] lo;
    output wire  [47:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_a$2
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_a$3(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [31:0] lo;
    output wire  [47:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_a$3
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_a$4(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [31:0] lo;
    output wire  [47:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_a$4
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_a$5(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [31:0] lo;
    output wire  [47:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_a$5
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_a$6(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [31:0] lo;
    output wire  [47:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_a$6
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_a$7(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [31:0] lo;
    output wire  [47:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_a$7
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_b$0(hi,lo,y);

    // Module arguments
    input wire  [4:0] hi;
    input wire  [47:0] lo;
    output wire  [52:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_b$0
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_b$1(hi,lo,y);

    // Module arguments
    input wire  [4:0] hi;
    input wire  [47:0] lo;
    output wire  [52:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_b$1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_b$2(hi,lo,y);

    // Module arguments
    input wire  [4:0] hi;
    input wire  [47:0] lo;
    output wire  [52:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_b$2
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_b$3(hi,lo,y);

    // Module arguments
    input wire  [4:0] hi;
    input wire  [47:0] lo;
    output wire  [52:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_b$3
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_b$4(hi,lo,y);

    // Module arguments
    input wire  [4:0] hi;
    input wire  [47:0] lo;
    output wire  [52:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_b$4
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_b$5(hi,lo,y);

    // Module arguments
    input wire  [4:0] hi;
    input wire  [47:0] lo;
    output wire  [52:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_b$5
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_b$6(hi,lo,y);

    // Module arguments
    input wire  [4:0] hi;
    input wire  [47:0] lo;
    output wire  [52:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_b$6
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_b$7(hi,lo,y);

    // Module arguments
    input wire  [4:0] hi;
    input wire  [47:0] lo;
    output wire  [52:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_b$7
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_c$0(hi,lo,y);

    // Module arguments
    input wire  [14:0] hi;
    input wire  [52:0] lo;
    output wire  [67:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_c$0
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_c$1(hi,lo,y);

    // Module arguments
    input wire  [14:0] hi;
    input wire  [52:0] lo;
    output wire  [67:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_c$1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_c$2(hi,lo,y);

    // Module arguments
    input wire  [14:0] hi;
    input wire  [52:0] lo;
    output wire  [67:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_c$2
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_c$3(hi,lo,y);

    // Module arguments
    input wire  [14:0] hi;
    input wire  [52:0] lo;
    output wire  [67:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_c$3
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_c$4(hi,lo,y);

    // Module arguments
    input wire  [14:0] hi;
    input wire  [52:0] lo;
    output wire  [67:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_c$4
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_c$5(hi,lo,y);

    // Module arguments
    input wire  [14:0] hi;
    input wire  [52:0] lo;
    output wire  [67:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_c$5
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_c$6(hi,lo,y);

    // Module arguments
    input wire  [14:0] hi;
    input wire  [52:0] lo;
    output wire  [67:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_c$6
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_c$7(hi,lo,y);

    // Module arguments
    input wire  [14:0] hi;
    input wire  [52:0] lo;
    output wire  [67:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_c$7
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_d$0(hi,lo,y);

    // Module arguments
    input wire  [5:0] hi;
    input wire  [67:0] lo;
    output wire  [73:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_d$0
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_d$1(hi,lo,y);

    // Module arguments
    input wire  [5:0] hi;
    input wire  [67:0] lo;
    output wire  [73:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_d$1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_d$2(hi,lo,y);

    // Module arguments
    input wire  [5:0] hi;
    input wire  [67:0] lo;
    output wire  [73:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_d$2
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_d$3(hi,lo,y);

    // Module arguments
    input wire  [5:0] hi;
    input wire  [67:0] lo;
    output wire  [73:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_d$3
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_d$4(hi,lo,y);

    // Module arguments
    input wire  [5:0] hi;
    input wire  [67:0] lo;
    output wire  [73:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_d$4
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_d$5(hi,lo,y);

    // Module arguments
    input wire  [5:0] hi;
    input wire  [67:0] lo;
    output wire  [73:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_d$5
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_d$6(hi,lo,y);

    // Module arguments
    input wire  [5:0] hi;
    input wire  [67:0] lo;
    output wire  [73:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_d$6
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$cat_d$7(hi,lo,y);

    // Module arguments
    input wire  [5:0] hi;
    input wire  [67:0] lo;
    output wire  [73:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // mv_exec_w64$cat_d$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$code_q(d,q,clock);

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

endmodule // mv_exec_w64$code_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$done_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$done_q
/* verilator lint_on DECLFILENAME */




























































// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$drop_q(d,q,clock);

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

endmodule // mv_exec_w64$drop_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ea_q(d,q,clock);

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

endmodule // mv_exec_w64$ea_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$erem_q(d,q,clock);

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

endmodule // mv_exec_w64$erem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$err_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$err_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ferr_at_q(d,q,clock);

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

endmodule // mv_exec_w64$ferr_at_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ferr_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$ferr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$flush_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$flush_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$front_q(d,q,clock);

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

endmodule // mv_exec_w64$front_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$g_q(d,q,clock);

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

endmodule // mv_exec_w64$g_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$gacc_q(d,q,clock);

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

endmodule // mv_exec_w64$gacc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$hit_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$hit_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$instr_q(d,q,clock);

    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 128'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$instr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$kb_q(d,q,clock);

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

endmodule // mv_exec_w64$kb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$krem_q(d,q,clock);

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

endmodule // mv_exec_w64$krem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$lastgrp_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$lastgrp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$lp_q(d,q,clock);

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

endmodule // mv_exec_w64$lp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$lr_q(d,q,clock);

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

endmodule // mv_exec_w64$lr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$macs_q(d,q,clock);

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

endmodule // mv_exec_w64$macs_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$mul_m(a,b,p);

    // Module arguments
    input wire  [7:0] a;
    input wire  [7:0] b;
    output wire  [15:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [15:0] a_x = {{8{a[7]}}, a};
    wire signed [15:0] b_x = {{8{b[7]}}, b};
    assign p = a_x * b_x;
endmodule // mv_exec_w64$mul_m
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$mul_s(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [15:0] b;
    output wire  [31:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [31:0] a_x = {{16{a[15]}}, a};
    wire signed [31:0] b_x = {{16{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mv_exec_w64$mul_s
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$nrs_q(d,q,clock);

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

endmodule // mv_exec_w64$nrs_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$nrw_q(d,q,clock);

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

endmodule // mv_exec_w64$nrw_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$os_q(d,q,clock);

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

endmodule // mv_exec_w64$os_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$osb_q(d,q,clock);

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

endmodule // mv_exec_w64$osb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$pf_dead_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$pf_dead_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ph_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$ph_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$pos_q(d,q,clock);

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

endmodule // mv_exec_w64$pos_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rdb_q(d,q,clock);

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

endmodule // mv_exec_w64$rdb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$res_q(d,q,clock);

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

endmodule // mv_exec_w64$res_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rg_q(d,q,clock);

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

endmodule // mv_exec_w64$rg_q
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
module mv_exec_w64$rq_addr_q(d,q,clock);

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

endmodule // mv_exec_w64$rq_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq_cat(inp$0,inp$1,inp$2,inp$3,inp$4,inp$5,inp$6,inp$7,out);

    // Module arguments
    input wire  [73:0] inp$0;
    input wire  [73:0] inp$1;
    input wire  [73:0] inp$2;
    input wire  [73:0] inp$3;
    input wire  [73:0] inp$4;
    input wire  [73:0] inp$5;
    input wire  [73:0] inp$6;
    input wire  [73:0] inp$7;
    output reg  [591:0] out;

    // Update code (custom)
    always @(*) out = {inp$7, inp$6, inp$5, inp$4, inp$3, inp$2, inp$1, inp$0};
endmodule // mv_exec_w64$rq_cat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq_wdata_q(d,q,clock);

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

endmodule // mv_exec_w64$rq_wdata_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq_we_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq_we_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$sbeats_q(d,q,clock);

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

endmodule // mv_exec_w64$sbeats_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$sc_full_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$sc_full_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$scl_q$0(d,q,clock);

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

endmodule // mv_exec_w64$scl_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$scl_q$1(d,q,clock);

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

endmodule // mv_exec_w64$scl_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$scl_q$2(d,q,clock);

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

endmodule // mv_exec_w64$scl_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$scl_q$3(d,q,clock);

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

endmodule // mv_exec_w64$scl_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$sdone_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$sdone_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$send_q(d,q,clock);

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

endmodule // mv_exec_w64$send_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$st_q(d,q,clock);

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

endmodule // mv_exec_w64$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$tcat(inp$0,inp$1,inp$2,inp$3,inp$4,inp$5,inp$6,inp$7,out);

    // Module arguments
    input wire  [63:0] inp$0;
    input wire  [63:0] inp$1;
    input wire  [63:0] inp$2;
    input wire  [63:0] inp$3;
    input wire  [63:0] inp$4;
    input wire  [63:0] inp$5;
    input wire  [63:0] inp$6;
    input wire  [63:0] inp$7;
    output reg  [511:0] out;

    // Update code (custom)
    always @(*) out = {inp$7, inp$6, inp$5, inp$4, inp$3, inp$2, inp$1, inp$0};
endmodule // mv_exec_w64$tcat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$tig_q(d,q,clock);

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

endmodule // mv_exec_w64$tig_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$waddr_q(d,q,clock);

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

endmodule // mv_exec_w64$waddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$wb_q(d,q,clock);

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

endmodule // mv_exec_w64$wb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$wbase_q(d,q,clock);

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

endmodule // mv_exec_w64$wbase_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$wcat(inp$0,inp$1,out);

    // Module arguments
    input wire  [31:0] inp$0;
    input wire  [31:0] inp$1;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = {inp$1, inp$0};
endmodule // mv_exec_w64$wcat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$wcnt_q(d,q,clock);

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

endmodule // mv_exec_w64$wcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$wj_q(d,q,clock);

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

endmodule // mv_exec_w64$wj_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$wk_on_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$wk_on_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$xcat(inp$0,inp$1,inp$2,inp$3,inp$4,inp$5,inp$6,inp$7,out);

    // Module arguments
    input wire  [7:0] inp$0;
    input wire  [7:0] inp$1;
    input wire  [7:0] inp$2;
    input wire  [7:0] inp$3;
    input wire  [7:0] inp$4;
    input wire  [7:0] inp$5;
    input wire  [7:0] inp$6;
    input wire  [7:0] inp$7;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = {inp$7, inp$6, inp$5, inp$4, inp$3, inp$2, inp$1, inp$0};
endmodule // mv_exec_w64$xcat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ybuf_q$0(d,q,clock);

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

endmodule // mv_exec_w64$ybuf_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ybuf_q$1(d,q,clock);

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

endmodule // mv_exec_w64$ybuf_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ybuf_q$2(d,q,clock);

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

endmodule // mv_exec_w64$ybuf_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ybuf_q$3(d,q,clock);

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

endmodule // mv_exec_w64$ybuf_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ybuf_q$4(d,q,clock);

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

endmodule // mv_exec_w64$ybuf_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ybuf_q$5(d,q,clock);

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

endmodule // mv_exec_w64$ybuf_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ybuf_q$6(d,q,clock);

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

endmodule // mv_exec_w64$ybuf_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ybuf_q$7(d,q,clock);

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

endmodule // mv_exec_w64$ybuf_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$ybuf_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$ybuf_valid_q
/* verilator lint_on DECLFILENAME */
// Instance `dot`: the standalone module `mv_dot_r8c8`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module mv_exec_w64$dot(clock,reset,in_valid,in_ready,in_w,in_x,in_last,out_valid,out_ready,out_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [511:0] in_w;
    input wire  [63:0] in_x;
    input wire  in_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [255:0] out_data;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;
    localparam  zero = 32'h0;

    // Stub signals
    reg  v1_q$d;
    wire  v1_q$q;
    reg  v1_q$clock;
    reg  l1_q$d;
    wire  l1_q$q;
    reg  l1_q$clock;
    reg  [511:0] w1_q$d;
    wire  [511:0] w1_q$q;
    reg  w1_q$clock;
    reg  [63:0] x1_q$d;
    wire  [63:0] x1_q$q;
    reg  x1_q$clock;
    reg  v2_q$d;
    wire  v2_q$q;
    reg  v2_q$clock;
    reg  l2_q$d;
    wire  l2_q$q;
    reg  l2_q$clock;
    reg  [31:0] sum2_q$0$d;
    wire  [31:0] sum2_q$0$q;
    reg  sum2_q$0$clock;
    reg  [31:0] sum2_q$1$d;
    wire  [31:0] sum2_q$1$q;
    reg  sum2_q$1$clock;
    reg  [31:0] sum2_q$2$d;
    wire  [31:0] sum2_q$2$q;
    reg  sum2_q$2$clock;
    reg  [31:0] sum2_q$3$d;
    wire  [31:0] sum2_q$3$q;
    reg  sum2_q$3$clock;
    reg  [31:0] sum2_q$4$d;
    wire  [31:0] sum2_q$4$q;
    reg  sum2_q$4$clock;
    reg  [31:0] sum2_q$5$d;
    wire  [31:0] sum2_q$5$q;
    reg  sum2_q$5$clock;
    reg  [31:0] sum2_q$6$d;
    wire  [31:0] sum2_q$6$q;
    reg  sum2_q$6$clock;
    reg  [31:0] sum2_q$7$d;
    wire  [31:0] sum2_q$7$q;
    reg  sum2_q$7$clock;
    reg  [31:0] acc_q$0$d;
    wire  [31:0] acc_q$0$q;
    reg  acc_q$0$clock;
    reg  [31:0] acc_q$1$d;
    wire  [31:0] acc_q$1$q;
    reg  acc_q$1$clock;
    reg  [31:0] acc_q$2$d;
    wire  [31:0] acc_q$2$q;
    reg  acc_q$2$clock;
    reg  [31:0] acc_q$3$d;
    wire  [31:0] acc_q$3$q;
    reg  acc_q$3$clock;
    reg  [31:0] acc_q$4$d;
    wire  [31:0] acc_q$4$q;
    reg  acc_q$4$clock;
    reg  [31:0] acc_q$5$d;
    wire  [31:0] acc_q$5$q;
    reg  acc_q$5$clock;
    reg  [31:0] acc_q$6$d;
    wire  [31:0] acc_q$6$q;
    reg  acc_q$6$clock;
    reg  [31:0] acc_q$7$d;
    wire  [31:0] acc_q$7$q;
    reg  acc_q$7$clock;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [255:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [255:0] skid$m_data;
    reg  [31:0] cat$inp$0;
    reg  [31:0] cat$inp$1;
    reg  [31:0] cat$inp$2;
    reg  [31:0] cat$inp$3;
    reg  [31:0] cat$inp$4;
    reg  [31:0] cat$inp$5;
    reg  [31:0] cat$inp$6;
    reg  [31:0] cat$inp$7;
    wire  [255:0] cat$out;

    // Local signals
    reg  adv;
    reg  [15:0] xz$0;
    reg  [15:0] xz$1;
    reg  [15:0] xz$2;
    reg  [15:0] xz$3;
    reg  [15:0] xz$4;
    reg  [15:0] xz$5;
    reg  [15:0] xz$6;
    reg  [15:0] xz$7;
    reg  [15:0] xs$0;
    reg  [15:0] xs$1;
    reg  [15:0] xs$2;
    reg  [15:0] xs$3;
    reg  [15:0] xs$4;
    reg  [15:0] xs$5;
    reg  [15:0] xs$6;
    reg  [15:0] xs$7;
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wz$4;
    reg  [15:0] wz$5;
    reg  [15:0] wz$6;
    reg  [15:0] wz$7;
    reg  [15:0] wz$8;
    reg  [15:0] wz$9;
    reg  [15:0] wz$10;
    reg  [15:0] wz$11;
    reg  [15:0] wz$12;
    reg  [15:0] wz$13;
    reg  [15:0] wz$14;
    reg  [15:0] wz$15;
    reg  [15:0] wz$16;
    reg  [15:0] wz$17;
    reg  [15:0] wz$18;
    reg  [15:0] wz$19;
    reg  [15:0] wz$20;
    reg  [15:0] wz$21;
    reg  [15:0] wz$22;
    reg  [15:0] wz$23;
    reg  [15:0] wz$24;
    reg  [15:0] wz$25;
    reg  [15:0] wz$26;
    reg  [15:0] wz$27;
    reg  [15:0] wz$28;
    reg  [15:0] wz$29;
    reg  [15:0] wz$30;
    reg  [15:0] wz$31;
    reg  [15:0] wz$32;
    reg  [15:0] wz$33;
    reg  [15:0] wz$34;
    reg  [15:0] wz$35;
    reg  [15:0] wz$36;
    reg  [15:0] wz$37;
    reg  [15:0] wz$38;
    reg  [15:0] wz$39;
    reg  [15:0] wz$40;
    reg  [15:0] wz$41;
    reg  [15:0] wz$42;
    reg  [15:0] wz$43;
    reg  [15:0] wz$44;
    reg  [15:0] wz$45;
    reg  [15:0] wz$46;
    reg  [15:0] wz$47;
    reg  [15:0] wz$48;
    reg  [15:0] wz$49;
    reg  [15:0] wz$50;
    reg  [15:0] wz$51;
    reg  [15:0] wz$52;
    reg  [15:0] wz$53;
    reg  [15:0] wz$54;
    reg  [15:0] wz$55;
    reg  [15:0] wz$56;
    reg  [15:0] wz$57;
    reg  [15:0] wz$58;
    reg  [15:0] wz$59;
    reg  [15:0] wz$60;
    reg  [15:0] wz$61;
    reg  [15:0] wz$62;
    reg  [15:0] wz$63;
    reg  [15:0] ws$0;
    reg  [15:0] ws$1;
    reg  [15:0] ws$2;
    reg  [15:0] ws$3;
    reg  [15:0] ws$4;
    reg  [15:0] ws$5;
    reg  [15:0] ws$6;
    reg  [15:0] ws$7;
    reg  [15:0] ws$8;
    reg  [15:0] ws$9;
    reg  [15:0] ws$10;
    reg  [15:0] ws$11;
    reg  [15:0] ws$12;
    reg  [15:0] ws$13;
    reg  [15:0] ws$14;
    reg  [15:0] ws$15;
    reg  [15:0] ws$16;
    reg  [15:0] ws$17;
    reg  [15:0] ws$18;
    reg  [15:0] ws$19;
    reg  [15:0] ws$20;
    reg  [15:0] ws$21;
    reg  [15:0] ws$22;
    reg  [15:0] ws$23;
    reg  [15:0] ws$24;
    reg  [15:0] ws$25;
    reg  [15:0] ws$26;
    reg  [15:0] ws$27;
    reg  [15:0] ws$28;
    reg  [15:0] ws$29;
    reg  [15:0] ws$30;
    reg  [15:0] ws$31;
    reg  [15:0] ws$32;
    reg  [15:0] ws$33;
    reg  [15:0] ws$34;
    reg  [15:0] ws$35;
    reg  [15:0] ws$36;
    reg  [15:0] ws$37;
    reg  [15:0] ws$38;
    reg  [15:0] ws$39;
    reg  [15:0] ws$40;
    reg  [15:0] ws$41;
    reg  [15:0] ws$42;
    reg  [15:0] ws$43;
    reg  [15:0] ws$44;
    reg  [15:0] ws$45;
    reg  [15:0] ws$46;
    reg  [15:0] ws$47;
    reg  [15:0] ws$48;
    reg  [15:0] ws$49;
    reg  [15:0] ws$50;
    reg  [15:0] ws$51;
    reg  [15:0] ws$52;
    reg  [15:0] ws$53;
    reg  [15:0] ws$54;
    reg  [15:0] ws$55;
    reg  [15:0] ws$56;
    reg  [15:0] ws$57;
    reg  [15:0] ws$58;
    reg  [15:0] ws$59;
    reg  [15:0] ws$60;
    reg  [15:0] ws$61;
    reg  [15:0] ws$62;
    reg  [15:0] ws$63;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;
    reg signed [31:0] prod$4;
    reg signed [31:0] prod$5;
    reg signed [31:0] prod$6;
    reg signed [31:0] prod$7;
    reg signed [31:0] prod$8;
    reg signed [31:0] prod$9;
    reg signed [31:0] prod$10;
    reg signed [31:0] prod$11;
    reg signed [31:0] prod$12;
    reg signed [31:0] prod$13;
    reg signed [31:0] prod$14;
    reg signed [31:0] prod$15;
    reg signed [31:0] prod$16;
    reg signed [31:0] prod$17;
    reg signed [31:0] prod$18;
    reg signed [31:0] prod$19;
    reg signed [31:0] prod$20;
    reg signed [31:0] prod$21;
    reg signed [31:0] prod$22;
    reg signed [31:0] prod$23;
    reg signed [31:0] prod$24;
    reg signed [31:0] prod$25;
    reg signed [31:0] prod$26;
    reg signed [31:0] prod$27;
    reg signed [31:0] prod$28;
    reg signed [31:0] prod$29;
    reg signed [31:0] prod$30;
    reg signed [31:0] prod$31;
    reg signed [31:0] prod$32;
    reg signed [31:0] prod$33;
    reg signed [31:0] prod$34;
    reg signed [31:0] prod$35;
    reg signed [31:0] prod$36;
    reg signed [31:0] prod$37;
    reg signed [31:0] prod$38;
    reg signed [31:0] prod$39;
    reg signed [31:0] prod$40;
    reg signed [31:0] prod$41;
    reg signed [31:0] prod$42;
    reg signed [31:0] prod$43;
    reg signed [31:0] prod$44;
    reg signed [31:0] prod$45;
    reg signed [31:0] prod$46;
    reg signed [31:0] prod$47;
    reg signed [31:0] prod$48;
    reg signed [31:0] prod$49;
    reg signed [31:0] prod$50;
    reg signed [31:0] prod$51;
    reg signed [31:0] prod$52;
    reg signed [31:0] prod$53;
    reg signed [31:0] prod$54;
    reg signed [31:0] prod$55;
    reg signed [31:0] prod$56;
    reg signed [31:0] prod$57;
    reg signed [31:0] prod$58;
    reg signed [31:0] prod$59;
    reg signed [31:0] prod$60;
    reg signed [31:0] prod$61;
    reg signed [31:0] prod$62;
    reg signed [31:0] prod$63;
    reg  [31:0] pu$0;
    reg  [31:0] pu$1;
    reg  [31:0] pu$2;
    reg  [31:0] pu$3;
    reg  [31:0] pu$4;
    reg  [31:0] pu$5;
    reg  [31:0] pu$6;
    reg  [31:0] pu$7;
    reg  [31:0] pu$8;
    reg  [31:0] pu$9;
    reg  [31:0] pu$10;
    reg  [31:0] pu$11;
    reg  [31:0] pu$12;
    reg  [31:0] pu$13;
    reg  [31:0] pu$14;
    reg  [31:0] pu$15;
    reg  [31:0] pu$16;
    reg  [31:0] pu$17;
    reg  [31:0] pu$18;
    reg  [31:0] pu$19;
    reg  [31:0] pu$20;
    reg  [31:0] pu$21;
    reg  [31:0] pu$22;
    reg  [31:0] pu$23;
    reg  [31:0] pu$24;
    reg  [31:0] pu$25;
    reg  [31:0] pu$26;
    reg  [31:0] pu$27;
    reg  [31:0] pu$28;
    reg  [31:0] pu$29;
    reg  [31:0] pu$30;
    reg  [31:0] pu$31;
    reg  [31:0] pu$32;
    reg  [31:0] pu$33;
    reg  [31:0] pu$34;
    reg  [31:0] pu$35;
    reg  [31:0] pu$36;
    reg  [31:0] pu$37;
    reg  [31:0] pu$38;
    reg  [31:0] pu$39;
    reg  [31:0] pu$40;
    reg  [31:0] pu$41;
    reg  [31:0] pu$42;
    reg  [31:0] pu$43;
    reg  [31:0] pu$44;
    reg  [31:0] pu$45;
    reg  [31:0] pu$46;
    reg  [31:0] pu$47;
    reg  [31:0] pu$48;
    reg  [31:0] pu$49;
    reg  [31:0] pu$50;
    reg  [31:0] pu$51;
    reg  [31:0] pu$52;
    reg  [31:0] pu$53;
    reg  [31:0] pu$54;
    reg  [31:0] pu$55;
    reg  [31:0] pu$56;
    reg  [31:0] pu$57;
    reg  [31:0] pu$58;
    reg  [31:0] pu$59;
    reg  [31:0] pu$60;
    reg  [31:0] pu$61;
    reg  [31:0] pu$62;
    reg  [31:0] pu$63;
    reg  [31:0] t1$0;
    reg  [31:0] t1$1;
    reg  [31:0] t1$2;
    reg  [31:0] t1$3;
    reg  [31:0] t1$4;
    reg  [31:0] t1$5;
    reg  [31:0] t1$6;
    reg  [31:0] t1$7;
    reg  [31:0] t1$8;
    reg  [31:0] t1$9;
    reg  [31:0] t1$10;
    reg  [31:0] t1$11;
    reg  [31:0] t1$12;
    reg  [31:0] t1$13;
    reg  [31:0] t1$14;
    reg  [31:0] t1$15;
    reg  [31:0] t1$16;
    reg  [31:0] t1$17;
    reg  [31:0] t1$18;
    reg  [31:0] t1$19;
    reg  [31:0] t1$20;
    reg  [31:0] t1$21;
    reg  [31:0] t1$22;
    reg  [31:0] t1$23;
    reg  [31:0] t1$24;
    reg  [31:0] t1$25;
    reg  [31:0] t1$26;
    reg  [31:0] t1$27;
    reg  [31:0] t1$28;
    reg  [31:0] t1$29;
    reg  [31:0] t1$30;
    reg  [31:0] t1$31;
    reg  [31:0] t2$0;
    reg  [31:0] t2$1;
    reg  [31:0] t2$2;
    reg  [31:0] t2$3;
    reg  [31:0] t2$4;
    reg  [31:0] t2$5;
    reg  [31:0] t2$6;
    reg  [31:0] t2$7;
    reg  [31:0] t2$8;
    reg  [31:0] t2$9;
    reg  [31:0] t2$10;
    reg  [31:0] t2$11;
    reg  [31:0] t2$12;
    reg  [31:0] t2$13;
    reg  [31:0] t2$14;
    reg  [31:0] t2$15;
    reg  [31:0] total$0;
    reg  [31:0] total$1;
    reg  [31:0] total$2;
    reg  [31:0] total$3;
    reg  [31:0] total$4;
    reg  [31:0] total$5;
    reg  [31:0] total$6;
    reg  [31:0] total$7;

    // Sub module instances
    mv_exec_w64$dot$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    mv_exec_w64$dot$l1_q l1_q(
        .d(l1_q$d),
        .q(l1_q$q),
        .clock(l1_q$clock)
    );
    mv_exec_w64$dot$w1_q w1_q(
        .d(w1_q$d),
        .q(w1_q$q),
        .clock(w1_q$clock)
    );
    mv_exec_w64$dot$x1_q x1_q(
        .d(x1_q$d),
        .q(x1_q$q),
        .clock(x1_q$clock)
    );
    mv_exec_w64$dot$v2_q v2_q(
        .d(v2_q$d),
        .q(v2_q$q),
        .clock(v2_q$clock)
    );
    mv_exec_w64$dot$l2_q l2_q(
        .d(l2_q$d),
        .q(l2_q$q),
        .clock(l2_q$clock)
    );
    mv_exec_w64$dot$sum2_q$0 sum2_q$0(
        .d(sum2_q$0$d),
        .q(sum2_q$0$q),
        .clock(sum2_q$0$clock)
    );
    mv_exec_w64$dot$sum2_q$1 sum2_q$1(
        .d(sum2_q$1$d),
        .q(sum2_q$1$q),
        .clock(sum2_q$1$clock)
    );
    mv_exec_w64$dot$sum2_q$2 sum2_q$2(
        .d(sum2_q$2$d),
        .q(sum2_q$2$q),
        .clock(sum2_q$2$clock)
    );
    mv_exec_w64$dot$sum2_q$3 sum2_q$3(
        .d(sum2_q$3$d),
        .q(sum2_q$3$q),
        .clock(sum2_q$3$clock)
    );
    mv_exec_w64$dot$sum2_q$4 sum2_q$4(
        .d(sum2_q$4$d),
        .q(sum2_q$4$q),
        .clock(sum2_q$4$clock)
    );
    mv_exec_w64$dot$sum2_q$5 sum2_q$5(
        .d(sum2_q$5$d),
        .q(sum2_q$5$q),
        .clock(sum2_q$5$clock)
    );
    mv_exec_w64$dot$sum2_q$6 sum2_q$6(
        .d(sum2_q$6$d),
        .q(sum2_q$6$q),
        .clock(sum2_q$6$clock)
    );
    mv_exec_w64$dot$sum2_q$7 sum2_q$7(
        .d(sum2_q$7$d),
        .q(sum2_q$7$q),
        .clock(sum2_q$7$clock)
    );
    mv_exec_w64$dot$acc_q$0 acc_q$0(
        .d(acc_q$0$d),
        .q(acc_q$0$q),
        .clock(acc_q$0$clock)
    );
    mv_exec_w64$dot$acc_q$1 acc_q$1(
        .d(acc_q$1$d),
        .q(acc_q$1$q),
        .clock(acc_q$1$clock)
    );
    mv_exec_w64$dot$acc_q$2 acc_q$2(
        .d(acc_q$2$d),
        .q(acc_q$2$q),
        .clock(acc_q$2$clock)
    );
    mv_exec_w64$dot$acc_q$3 acc_q$3(
        .d(acc_q$3$d),
        .q(acc_q$3$q),
        .clock(acc_q$3$clock)
    );
    mv_exec_w64$dot$acc_q$4 acc_q$4(
        .d(acc_q$4$d),
        .q(acc_q$4$q),
        .clock(acc_q$4$clock)
    );
    mv_exec_w64$dot$acc_q$5 acc_q$5(
        .d(acc_q$5$d),
        .q(acc_q$5$q),
        .clock(acc_q$5$clock)
    );
    mv_exec_w64$dot$acc_q$6 acc_q$6(
        .d(acc_q$6$d),
        .q(acc_q$6$q),
        .clock(acc_q$6$clock)
    );
    mv_exec_w64$dot$acc_q$7 acc_q$7(
        .d(acc_q$7$d),
        .q(acc_q$7$q),
        .clock(acc_q$7$clock)
    );
    mv_exec_w64$dot$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );
    mv_exec_w64$dot$cat cat(
        .inp$0(cat$inp$0),
        .inp$1(cat$inp$1),
        .inp$2(cat$inp$2),
        .inp$3(cat$inp$3),
        .inp$4(cat$inp$4),
        .inp$5(cat$inp$5),
        .inp$6(cat$inp$6),
        .inp$7(cat$inp$7),
        .out(cat$out)
    );

    // Update code
    always @(*) begin
        v1_q$clock = clock;
        l1_q$clock = clock;
        w1_q$clock = clock;
        x1_q$clock = clock;
        v2_q$clock = clock;
        l2_q$clock = clock;
        v1_q$d = v1_q$q;
        l1_q$d = l1_q$q;
        w1_q$d = w1_q$q;
        x1_q$d = x1_q$q;
        v2_q$d = v2_q$q;
        l2_q$d = l2_q$q;
        skid$clock = clock;
        skid$reset = reset;
        sum2_q$0$clock = clock;
        acc_q$0$clock = clock;
        sum2_q$0$d = sum2_q$0$q;
        acc_q$0$d = acc_q$0$q;
        sum2_q$1$clock = clock;
        acc_q$1$clock = clock;
        sum2_q$1$d = sum2_q$1$q;
        acc_q$1$d = acc_q$1$q;
        sum2_q$2$clock = clock;
        acc_q$2$clock = clock;
        sum2_q$2$d = sum2_q$2$q;
        acc_q$2$d = acc_q$2$q;
        sum2_q$3$clock = clock;
        acc_q$3$clock = clock;
        sum2_q$3$d = sum2_q$3$q;
        acc_q$3$d = acc_q$3$q;
        sum2_q$4$clock = clock;
        acc_q$4$clock = clock;
        sum2_q$4$d = sum2_q$4$q;
        acc_q$4$d = acc_q$4$q;
        sum2_q$5$clock = clock;
        acc_q$5$clock = clock;
        sum2_q$5$d = sum2_q$5$q;
        acc_q$5$d = acc_q$5$q;
        sum2_q$6$clock = clock;
        acc_q$6$clock = clock;
        sum2_q$6$d = sum2_q$6$q;
        acc_q$6$d = acc_q$6$q;
        sum2_q$7$clock = clock;
        acc_q$7$clock = clock;
        sum2_q$7$d = sum2_q$7$q;
        acc_q$7$d = acc_q$7$q;
        adv = ~(v2_q$q & l2_q$q) | skid$s_ready;
        in_ready = adv;
        xz$0 = x1_q$q[(0 * 32'h8)+:(16)] & lo_mask;
        xz$1 = x1_q$q[(1 * 32'h8)+:(16)] & lo_mask;
        xz$2 = x1_q$q[(2 * 32'h8)+:(16)] & lo_mask;
        xz$3 = x1_q$q[(3 * 32'h8)+:(16)] & lo_mask;
        xz$4 = x1_q$q[(4 * 32'h8)+:(16)] & lo_mask;
        xz$5 = x1_q$q[(5 * 32'h8)+:(16)] & lo_mask;
        xz$6 = x1_q$q[(6 * 32'h8)+:(16)] & lo_mask;
        xz$7 = x1_q$q[(7 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        xs$0 = xz$0;
        if (xz$0[32'h7]) begin
            xs$0 = xz$0 | hi_mask;
        end
        xs$1 = xz$1;
        if (xz$1[32'h7]) begin
            xs$1 = xz$1 | hi_mask;
        end
        xs$2 = xz$2;
        if (xz$2[32'h7]) begin
            xs$2 = xz$2 | hi_mask;
        end
        xs$3 = xz$3;
        if (xz$3[32'h7]) begin
            xs$3 = xz$3 | hi_mask;
        end
        xs$4 = xz$4;
        if (xz$4[32'h7]) begin
            xs$4 = xz$4 | hi_mask;
        end
        xs$5 = xz$5;
        if (xz$5[32'h7]) begin
            xs$5 = xz$5 | hi_mask;
        end
        xs$6 = xz$6;
        if (xz$6[32'h7]) begin
            xs$6 = xz$6 | hi_mask;
        end
        xs$7 = xz$7;
        if (xz$7[32'h7]) begin
            xs$7 = xz$7 | hi_mask;
        end
        wz$0 = w1_q$q[(0 * 32'h8)+:(16)] & lo_mask;
        wz$1 = w1_q$q[(1 * 32'h8)+:(16)] & lo_mask;
        wz$2 = w1_q$q[(2 * 32'h8)+:(16)] & lo_mask;
        wz$3 = w1_q$q[(3 * 32'h8)+:(16)] & lo_mask;
        wz$4 = w1_q$q[(4 * 32'h8)+:(16)] & lo_mask;
        wz$5 = w1_q$q[(5 * 32'h8)+:(16)] & lo_mask;
        wz$6 = w1_q$q[(6 * 32'h8)+:(16)] & lo_mask;
        wz$7 = w1_q$q[(7 * 32'h8)+:(16)] & lo_mask;
        wz$8 = w1_q$q[(8 * 32'h8)+:(16)] & lo_mask;
        wz$9 = w1_q$q[(9 * 32'h8)+:(16)] & lo_mask;
        wz$10 = w1_q$q[(10 * 32'h8)+:(16)] & lo_mask;
        wz$11 = w1_q$q[(11 * 32'h8)+:(16)] & lo_mask;
        wz$12 = w1_q$q[(12 * 32'h8)+:(16)] & lo_mask;
        wz$13 = w1_q$q[(13 * 32'h8)+:(16)] & lo_mask;
        wz$14 = w1_q$q[(14 * 32'h8)+:(16)] & lo_mask;
        wz$15 = w1_q$q[(15 * 32'h8)+:(16)] & lo_mask;
        wz$16 = w1_q$q[(16 * 32'h8)+:(16)] & lo_mask;
        wz$17 = w1_q$q[(17 * 32'h8)+:(16)] & lo_mask;
        wz$18 = w1_q$q[(18 * 32'h8)+:(16)] & lo_mask;
        wz$19 = w1_q$q[(19 * 32'h8)+:(16)] & lo_mask;
        wz$20 = w1_q$q[(20 * 32'h8)+:(16)] & lo_mask;
        wz$21 = w1_q$q[(21 * 32'h8)+:(16)] & lo_mask;
        wz$22 = w1_q$q[(22 * 32'h8)+:(16)] & lo_mask;
        wz$23 = w1_q$q[(23 * 32'h8)+:(16)] & lo_mask;
        wz$24 = w1_q$q[(24 * 32'h8)+:(16)] & lo_mask;
        wz$25 = w1_q$q[(25 * 32'h8)+:(16)] & lo_mask;
        wz$26 = w1_q$q[(26 * 32'h8)+:(16)] & lo_mask;
        wz$27 = w1_q$q[(27 * 32'h8)+:(16)] & lo_mask;
        wz$28 = w1_q$q[(28 * 32'h8)+:(16)] & lo_mask;
        wz$29 = w1_q$q[(29 * 32'h8)+:(16)] & lo_mask;
        wz$30 = w1_q$q[(30 * 32'h8)+:(16)] & lo_mask;
        wz$31 = w1_q$q[(31 * 32'h8)+:(16)] & lo_mask;
        wz$32 = w1_q$q[(32 * 32'h8)+:(16)] & lo_mask;
        wz$33 = w1_q$q[(33 * 32'h8)+:(16)] & lo_mask;
        wz$34 = w1_q$q[(34 * 32'h8)+:(16)] & lo_mask;
        wz$35 = w1_q$q[(35 * 32'h8)+:(16)] & lo_mask;
        wz$36 = w1_q$q[(36 * 32'h8)+:(16)] & lo_mask;
        wz$37 = w1_q$q[(37 * 32'h8)+:(16)] & lo_mask;
        wz$38 = w1_q$q[(38 * 32'h8)+:(16)] & lo_mask;
        wz$39 = w1_q$q[(39 * 32'h8)+:(16)] & lo_mask;
        wz$40 = w1_q$q[(40 * 32'h8)+:(16)] & lo_mask;
        wz$41 = w1_q$q[(41 * 32'h8)+:(16)] & lo_mask;
        wz$42 = w1_q$q[(42 * 32'h8)+:(16)] & lo_mask;
        wz$43 = w1_q$q[(43 * 32'h8)+:(16)] & lo_mask;
        wz$44 = w1_q$q[(44 * 32'h8)+:(16)] & lo_mask;
        wz$45 = w1_q$q[(45 * 32'h8)+:(16)] & lo_mask;
        wz$46 = w1_q$q[(46 * 32'h8)+:(16)] & lo_mask;
        wz$47 = w1_q$q[(47 * 32'h8)+:(16)] & lo_mask;
        wz$48 = w1_q$q[(48 * 32'h8)+:(16)] & lo_mask;
        wz$49 = w1_q$q[(49 * 32'h8)+:(16)] & lo_mask;
        wz$50 = w1_q$q[(50 * 32'h8)+:(16)] & lo_mask;
        wz$51 = w1_q$q[(51 * 32'h8)+:(16)] & lo_mask;
        wz$52 = w1_q$q[(52 * 32'h8)+:(16)] & lo_mask;
        wz$53 = w1_q$q[(53 * 32'h8)+:(16)] & lo_mask;
        wz$54 = w1_q$q[(54 * 32'h8)+:(16)] & lo_mask;
        wz$55 = w1_q$q[(55 * 32'h8)+:(16)] & lo_mask;
        wz$56 = w1_q$q[(56 * 32'h8)+:(16)] & lo_mask;
        wz$57 = w1_q$q[(57 * 32'h8)+:(16)] & lo_mask;
        wz$58 = w1_q$q[(58 * 32'h8)+:(16)] & lo_mask;
        wz$59 = w1_q$q[(59 * 32'h8)+:(16)] & lo_mask;
        wz$60 = w1_q$q[(60 * 32'h8)+:(16)] & lo_mask;
        wz$61 = w1_q$q[(61 * 32'h8)+:(16)] & lo_mask;
        wz$62 = w1_q$q[(62 * 32'h8)+:(16)] & lo_mask;
        wz$63 = w1_q$q[(63 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        ws$0 = wz$0;
        if (wz$0[32'h7]) begin
            ws$0 = wz$0 | hi_mask;
        end
        prod$0 = $signed(xs$0) * $signed(ws$0);
        pu$0 = $unsigned(prod$0);
        ws$1 = wz$1;
        if (wz$1[32'h7]) begin
            ws$1 = wz$1 | hi_mask;
        end
        prod$1 = $signed(xs$0) * $signed(ws$1);
        pu$1 = $unsigned(prod$1);
        ws$2 = wz$2;
        if (wz$2[32'h7]) begin
            ws$2 = wz$2 | hi_mask;
        end
        prod$2 = $signed(xs$0) * $signed(ws$2);
        pu$2 = $unsigned(prod$2);
        ws$3 = wz$3;
        if (wz$3[32'h7]) begin
            ws$3 = wz$3 | hi_mask;
        end
        prod$3 = $signed(xs$0) * $signed(ws$3);
        pu$3 = $unsigned(prod$3);
        ws$4 = wz$4;
        if (wz$4[32'h7]) begin
            ws$4 = wz$4 | hi_mask;
        end
        prod$4 = $signed(xs$0) * $signed(ws$4);
        pu$4 = $unsigned(prod$4);
        ws$5 = wz$5;
        if (wz$5[32'h7]) begin
            ws$5 = wz$5 | hi_mask;
        end
        prod$5 = $signed(xs$0) * $signed(ws$5);
        pu$5 = $unsigned(prod$5);
        ws$6 = wz$6;
        if (wz$6[32'h7]) begin
            ws$6 = wz$6 | hi_mask;
        end
        prod$6 = $signed(xs$0) * $signed(ws$6);
        pu$6 = $unsigned(prod$6);
        ws$7 = wz$7;
        if (wz$7[32'h7]) begin
            ws$7 = wz$7 | hi_mask;
        end
        prod$7 = $signed(xs$0) * $signed(ws$7);
        pu$7 = $unsigned(prod$7);
        ws$8 = wz$8;
        if (wz$8[32'h7]) begin
            ws$8 = wz$8 | hi_mask;
        end
        prod$8 = $signed(xs$1) * $signed(ws$8);
        pu$8 = $unsigned(prod$8);
        ws$9 = wz$9;
        if (wz$9[32'h7]) begin
            ws$9 = wz$9 | hi_mask;
        end
        prod$9 = $signed(xs$1) * $signed(ws$9);
        pu$9 = $unsigned(prod$9);
        ws$10 = wz$10;
        if (wz$10[32'h7]) begin
            ws$10 = wz$10 | hi_mask;
        end
        prod$10 = $signed(xs$1) * $signed(ws$10);
        pu$10 = $unsigned(prod$10);
        ws$11 = wz$11;
        if (wz$11[32'h7]) begin
            ws$11 = wz$11 | hi_mask;
        end
        prod$11 = $signed(xs$1) * $signed(ws$11);
        pu$11 = $unsigned(prod$11);
        ws$12 = wz$12;
        if (wz$12[32'h7]) begin
            ws$12 = wz$12 | hi_mask;
        end
        prod$12 = $signed(xs$1) * $signed(ws$12);
        pu$12 = $unsigned(prod$12);
        ws$13 = wz$13;
        if (wz$13[32'h7]) begin
            ws$13 = wz$13 | hi_mask;
        end
        prod$13 = $signed(xs$1) * $signed(ws$13);
        pu$13 = $unsigned(prod$13);
        ws$14 = wz$14;
        if (wz$14[32'h7]) begin
            ws$14 = wz$14 | hi_mask;
        end
        prod$14 = $signed(xs$1) * $signed(ws$14);
        pu$14 = $unsigned(prod$14);
        ws$15 = wz$15;
        if (wz$15[32'h7]) begin
            ws$15 = wz$15 | hi_mask;
        end
        prod$15 = $signed(xs$1) * $signed(ws$15);
        pu$15 = $unsigned(prod$15);
        ws$16 = wz$16;
        if (wz$16[32'h7]) begin
            ws$16 = wz$16 | hi_mask;
        end
        prod$16 = $signed(xs$2) * $signed(ws$16);
        pu$16 = $unsigned(prod$16);
        ws$17 = wz$17;
        if (wz$17[32'h7]) begin
            ws$17 = wz$17 | hi_mask;
        end
        prod$17 = $signed(xs$2) * $signed(ws$17);
        pu$17 = $unsigned(prod$17);
        ws$18 = wz$18;
        if (wz$18[32'h7]) begin
            ws$18 = wz$18 | hi_mask;
        end
        prod$18 = $signed(xs$2) * $signed(ws$18);
        pu$18 = $unsigned(prod$18);
        ws$19 = wz$19;
        if (wz$19[32'h7]) begin
            ws$19 = wz$19 | hi_mask;
        end
        prod$19 = $signed(xs$2) * $signed(ws$19);
        pu$19 = $unsigned(prod$19);
        ws$20 = wz$20;
        if (wz$20[32'h7]) begin
            ws$20 = wz$20 | hi_mask;
        end
        prod$20 = $signed(xs$2) * $signed(ws$20);
        pu$20 = $unsigned(prod$20);
        ws$21 = wz$21;
        if (wz$21[32'h7]) begin
            ws$21 = wz$21 | hi_mask;
        end
        prod$21 = $signed(xs$2) * $signed(ws$21);
        pu$21 = $unsigned(prod$21);
        ws$22 = wz$22;
        if (wz$22[32'h7]) begin
            ws$22 = wz$22 | hi_mask;
        end
        prod$22 = $signed(xs$2) * $signed(ws$22);
        pu$22 = $unsigned(prod$22);
        ws$23 = wz$23;
        if (wz$23[32'h7]) begin
            ws$23 = wz$23 | hi_mask;
        end
        prod$23 = $signed(xs$2) * $signed(ws$23);
        pu$23 = $unsigned(prod$23);
        ws$24 = wz$24;
        if (wz$24[32'h7]) begin
            ws$24 = wz$24 | hi_mask;
        end
        prod$24 = $signed(xs$3) * $signed(ws$24);
        pu$24 = $unsigned(prod$24);
        ws$25 = wz$25;
        if (wz$25[32'h7]) begin
            ws$25 = wz$25 | hi_mask;
        end
        prod$25 = $signed(xs$3) * $signed(ws$25);
        pu$25 = $unsigned(prod$25);
        ws$26 = wz$26;
        if (wz$26[32'h7]) begin
            ws$26 = wz$26 | hi_mask;
        end
        prod$26 = $signed(xs$3) * $signed(ws$26);
        pu$26 = $unsigned(prod$26);
        ws$27 = wz$27;
        if (wz$27[32'h7]) begin
            ws$27 = wz$27 | hi_mask;
        end
        prod$27 = $signed(xs$3) * $signed(ws$27);
        pu$27 = $unsigned(prod$27);
        ws$28 = wz$28;
        if (wz$28[32'h7]) begin
            ws$28 = wz$28 | hi_mask;
        end
        prod$28 = $signed(xs$3) * $signed(ws$28);
        pu$28 = $unsigned(prod$28);
        ws$29 = wz$29;
        if (wz$29[32'h7]) begin
            ws$29 = wz$29 | hi_mask;
        end
        prod$29 = $signed(xs$3) * $signed(ws$29);
        pu$29 = $unsigned(prod$29);
        ws$30 = wz$30;
        if (wz$30[32'h7]) begin
            ws$30 = wz$30 | hi_mask;
        end
        prod$30 = $signed(xs$3) * $signed(ws$30);
        pu$30 = $unsigned(prod$30);
        ws$31 = wz$31;
        if (wz$31[32'h7]) begin
            ws$31 = wz$31 | hi_mask;
        end
        prod$31 = $signed(xs$3) * $signed(ws$31);
        pu$31 = $unsigned(prod$31);
        ws$32 = wz$32;
        if (wz$32[32'h7]) begin
            ws$32 = wz$32 | hi_mask;
        end
        prod$32 = $signed(xs$4) * $signed(ws$32);
        pu$32 = $unsigned(prod$32);
        ws$33 = wz$33;
        if (wz$33[32'h7]) begin
            ws$33 = wz$33 | hi_mask;
        end
        prod$33 = $signed(xs$4) * $signed(ws$33);
        pu$33 = $unsigned(prod$33);
        ws$34 = wz$34;
        if (wz$34[32'h7]) begin
            ws$34 = wz$34 | hi_mask;
        end
        prod$34 = $signed(xs$4) * $signed(ws$34);
        pu$34 = $unsigned(prod$34);
        ws$35 = wz$35;
        if (wz$35[32'h7]) begin
            ws$35 = wz$35 | hi_mask;
        end
        prod$35 = $signed(xs$4) * $signed(ws$35);
        pu$35 = $unsigned(prod$35);
        ws$36 = wz$36;
        if (wz$36[32'h7]) begin
            ws$36 = wz$36 | hi_mask;
        end
        prod$36 = $signed(xs$4) * $signed(ws$36);
        pu$36 = $unsigned(prod$36);
        ws$37 = wz$37;
        if (wz$37[32'h7]) begin
            ws$37 = wz$37 | hi_mask;
        end
        prod$37 = $signed(xs$4) * $signed(ws$37);
        pu$37 = $unsigned(prod$37);
        ws$38 = wz$38;
        if (wz$38[32'h7]) begin
            ws$38 = wz$38 | hi_mask;
        end
        prod$38 = $signed(xs$4) * $signed(ws$38);
        pu$38 = $unsigned(prod$38);
        ws$39 = wz$39;
        if (wz$39[32'h7]) begin
            ws$39 = wz$39 | hi_mask;
        end
        prod$39 = $signed(xs$4) * $signed(ws$39);
        pu$39 = $unsigned(prod$39);
        ws$40 = wz$40;
        if (wz$40[32'h7]) begin
            ws$40 = wz$40 | hi_mask;
        end
        prod$40 = $signed(xs$5) * $signed(ws$40);
        pu$40 = $unsigned(prod$40);
        ws$41 = wz$41;
        if (wz$41[32'h7]) begin
            ws$41 = wz$41 | hi_mask;
        end
        prod$41 = $signed(xs$5) * $signed(ws$41);
        pu$41 = $unsigned(prod$41);
        ws$42 = wz$42;
        if (wz$42[32'h7]) begin
            ws$42 = wz$42 | hi_mask;
        end
        prod$42 = $signed(xs$5) * $signed(ws$42);
        pu$42 = $unsigned(prod$42);
        ws$43 = wz$43;
        if (wz$43[32'h7]) begin
            ws$43 = wz$43 | hi_mask;
        end
        prod$43 = $signed(xs$5) * $signed(ws$43);
        pu$43 = $unsigned(prod$43);
        ws$44 = wz$44;
        if (wz$44[32'h7]) begin
            ws$44 = wz$44 | hi_mask;
        end
        prod$44 = $signed(xs$5) * $signed(ws$44);
        pu$44 = $unsigned(prod$44);
        ws$45 = wz$45;
        if (wz$45[32'h7]) begin
            ws$45 = wz$45 | hi_mask;
        end
        prod$45 = $signed(xs$5) * $signed(ws$45);
        pu$45 = $unsigned(prod$45);
        ws$46 = wz$46;
        if (wz$46[32'h7]) begin
            ws$46 = wz$46 | hi_mask;
        end
        prod$46 = $signed(xs$5) * $signed(ws$46);
        pu$46 = $unsigned(prod$46);
        ws$47 = wz$47;
        if (wz$47[32'h7]) begin
            ws$47 = wz$47 | hi_mask;
        end
        prod$47 = $signed(xs$5) * $signed(ws$47);
        pu$47 = $unsigned(prod$47);
        ws$48 = wz$48;
        if (wz$48[32'h7]) begin
            ws$48 = wz$48 | hi_mask;
        end
        prod$48 = $signed(xs$6) * $signed(ws$48);
        pu$48 = $unsigned(prod$48);
        ws$49 = wz$49;
        if (wz$49[32'h7]) begin
            ws$49 = wz$49 | hi_mask;
        end
        prod$49 = $signed(xs$6) * $signed(ws$49);
        pu$49 = $unsigned(prod$49);
        ws$50 = wz$50;
        if (wz$50[32'h7]) begin
            ws$50 = wz$50 | hi_mask;
        end
        prod$50 = $signed(xs$6) * $signed(ws$50);
        pu$50 = $unsigned(prod$50);
        ws$51 = wz$51;
        if (wz$51[32'h7]) begin
            ws$51 = wz$51 | hi_mask;
        end
        prod$51 = $signed(xs$6) * $signed(ws$51);
        pu$51 = $unsigned(prod$51);
        ws$52 = wz$52;
        if (wz$52[32'h7]) begin
            ws$52 = wz$52 | hi_mask;
        end
        prod$52 = $signed(xs$6) * $signed(ws$52);
        pu$52 = $unsigned(prod$52);
        ws$53 = wz$53;
        if (wz$53[32'h7]) begin
            ws$53 = wz$53 | hi_mask;
        end
        prod$53 = $signed(xs$6) * $signed(ws$53);
        pu$53 = $unsigned(prod$53);
        ws$54 = wz$54;
        if (wz$54[32'h7]) begin
            ws$54 = wz$54 | hi_mask;
        end
        prod$54 = $signed(xs$6) * $signed(ws$54);
        pu$54 = $unsigned(prod$54);
        ws$55 = wz$55;
        if (wz$55[32'h7]) begin
            ws$55 = wz$55 | hi_mask;
        end
        prod$55 = $signed(xs$6) * $signed(ws$55);
        pu$55 = $unsigned(prod$55);
        ws$56 = wz$56;
        if (wz$56[32'h7]) begin
            ws$56 = wz$56 | hi_mask;
        end
        prod$56 = $signed(xs$7) * $signed(ws$56);
        pu$56 = $unsigned(prod$56);
        ws$57 = wz$57;
        if (wz$57[32'h7]) begin
            ws$57 = wz$57 | hi_mask;
        end
        prod$57 = $signed(xs$7) * $signed(ws$57);
        pu$57 = $unsigned(prod$57);
        ws$58 = wz$58;
        if (wz$58[32'h7]) begin
            ws$58 = wz$58 | hi_mask;
        end
        prod$58 = $signed(xs$7) * $signed(ws$58);
        pu$58 = $unsigned(prod$58);
        ws$59 = wz$59;
        if (wz$59[32'h7]) begin
            ws$59 = wz$59 | hi_mask;
        end
        prod$59 = $signed(xs$7) * $signed(ws$59);
        pu$59 = $unsigned(prod$59);
        ws$60 = wz$60;
        if (wz$60[32'h7]) begin
            ws$60 = wz$60 | hi_mask;
        end
        prod$60 = $signed(xs$7) * $signed(ws$60);
        pu$60 = $unsigned(prod$60);
        ws$61 = wz$61;
        if (wz$61[32'h7]) begin
            ws$61 = wz$61 | hi_mask;
        end
        prod$61 = $signed(xs$7) * $signed(ws$61);
        pu$61 = $unsigned(prod$61);
        ws$62 = wz$62;
        if (wz$62[32'h7]) begin
            ws$62 = wz$62 | hi_mask;
        end
        prod$62 = $signed(xs$7) * $signed(ws$62);
        pu$62 = $unsigned(prod$62);
        ws$63 = wz$63;
        if (wz$63[32'h7]) begin
            ws$63 = wz$63 | hi_mask;
        end
        prod$63 = $signed(xs$7) * $signed(ws$63);
        pu$63 = $unsigned(prod$63);
        t1$0 = pu$0 + pu$8;
        t1$1 = pu$16 + pu$24;
        t1$2 = pu$32 + pu$40;
        t1$3 = pu$48 + pu$56;
        t2$0 = t1$0 + t1$1;
        t2$1 = t1$2 + t1$3;
        total$0 = acc_q$0$q + sum2_q$0$q;
        cat$inp$0 = total$0;
        t1$4 = pu$1 + pu$9;
        t1$5 = pu$17 + pu$25;
        t1$6 = pu$33 + pu$41;
        t1$7 = pu$49 + pu$57;
        t2$2 = t1$4 + t1$5;
        t2$3 = t1$6 + t1$7;
        total$1 = acc_q$1$q + sum2_q$1$q;
        cat$inp$1 = total$1;
        t1$8 = pu$2 + pu$10;
        t1$9 = pu$18 + pu$26;
        t1$10 = pu$34 + pu$42;
        t1$11 = pu$50 + pu$58;
        t2$4 = t1$8 + t1$9;
        t2$5 = t1$10 + t1$11;
        total$2 = acc_q$2$q + sum2_q$2$q;
        cat$inp$2 = total$2;
        t1$12 = pu$3 + pu$11;
        t1$13 = pu$19 + pu$27;
        t1$14 = pu$35 + pu$43;
        t1$15 = pu$51 + pu$59;
        t2$6 = t1$12 + t1$13;
        t2$7 = t1$14 + t1$15;
        total$3 = acc_q$3$q + sum2_q$3$q;
        cat$inp$3 = total$3;
        t1$16 = pu$4 + pu$12;
        t1$17 = pu$20 + pu$28;
        t1$18 = pu$36 + pu$44;
        t1$19 = pu$52 + pu$60;
        t2$8 = t1$16 + t1$17;
        t2$9 = t1$18 + t1$19;
        total$4 = acc_q$4$q + sum2_q$4$q;
        cat$inp$4 = total$4;
        t1$20 = pu$5 + pu$13;
        t1$21 = pu$21 + pu$29;
        t1$22 = pu$37 + pu$45;
        t1$23 = pu$53 + pu$61;
        t2$10 = t1$20 + t1$21;
        t2$11 = t1$22 + t1$23;
        total$5 = acc_q$5$q + sum2_q$5$q;
        cat$inp$5 = total$5;
        t1$24 = pu$6 + pu$14;
        t1$25 = pu$22 + pu$30;
        t1$26 = pu$38 + pu$46;
        t1$27 = pu$54 + pu$62;
        t2$12 = t1$24 + t1$25;
        t2$13 = t1$26 + t1$27;
        total$6 = acc_q$6$q + sum2_q$6$q;
        cat$inp$6 = total$6;
        t1$28 = pu$7 + pu$15;
        t1$29 = pu$23 + pu$31;
        t1$30 = pu$39 + pu$47;
        t1$31 = pu$55 + pu$63;
        t2$14 = t1$28 + t1$29;
        t2$15 = t1$30 + t1$31;
        total$7 = acc_q$7$q + sum2_q$7$q;
        cat$inp$7 = total$7;
        skid$s_data = cat$out;
        skid$s_valid = v2_q$q & l2_q$q;
        if (adv) begin
            v1_q$d = in_valid;
            l1_q$d = in_last;
            w1_q$d = in_w;
            x1_q$d = in_x;
            v2_q$d = v1_q$q;
            l2_q$d = l1_q$q;
            sum2_q$0$d = t2$0 + t2$1;
            if (v2_q$q) begin
                acc_q$0$d = total$0;
                if (l2_q$q) begin
                    acc_q$0$d = zero;
                end
            end
            sum2_q$1$d = t2$2 + t2$3;
            if (v2_q$q) begin
                acc_q$1$d = total$1;
                if (l2_q$q) begin
                    acc_q$1$d = zero;
                end
            end
            sum2_q$2$d = t2$4 + t2$5;
            if (v2_q$q) begin
                acc_q$2$d = total$2;
                if (l2_q$q) begin
                    acc_q$2$d = zero;
                end
            end
            sum2_q$3$d = t2$6 + t2$7;
            if (v2_q$q) begin
                acc_q$3$d = total$3;
                if (l2_q$q) begin
                    acc_q$3$d = zero;
                end
            end
            sum2_q$4$d = t2$8 + t2$9;
            if (v2_q$q) begin
                acc_q$4$d = total$4;
                if (l2_q$q) begin
                    acc_q$4$d = zero;
                end
            end
            sum2_q$5$d = t2$10 + t2$11;
            if (v2_q$q) begin
                acc_q$5$d = total$5;
                if (l2_q$q) begin
                    acc_q$5$d = zero;
                end
            end
            sum2_q$6$d = t2$12 + t2$13;
            if (v2_q$q) begin
                acc_q$6$d = total$6;
                if (l2_q$q) begin
                    acc_q$6$d = zero;
                end
            end
            sum2_q$7$d = t2$14 + t2$15;
            if (v2_q$q) begin
                acc_q$7$d = total$7;
                if (l2_q$q) begin
                    acc_q$7$d = zero;
                end
            end
        end
        out_valid = skid$m_valid;
        out_data = skid$m_data;
        skid$m_ready = out_ready;
        if (reset) begin
            v1_q$d = 1'b0;
            v2_q$d = 1'b0;
            acc_q$0$d = zero;
            acc_q$1$d = zero;
            acc_q$2$d = zero;
            acc_q$3$d = zero;
            acc_q$4$d = zero;
            acc_q$5$d = zero;
            acc_q$6$d = zero;
            acc_q$7$d = zero;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$acc_q$0(d,q,clock);

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

endmodule // mv_exec_w64$dot$acc_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$acc_q$1(d,q,clock);

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

endmodule // mv_exec_w64$dot$acc_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$acc_q$2(d,q,clock);

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

endmodule // mv_exec_w64$dot$acc_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$acc_q$3(d,q,clock);

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

endmodule // mv_exec_w64$dot$acc_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$acc_q$4(d,q,clock);

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

endmodule // mv_exec_w64$dot$acc_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$acc_q$5(d,q,clock);

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

endmodule // mv_exec_w64$dot$acc_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$acc_q$6(d,q,clock);

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

endmodule // mv_exec_w64$dot$acc_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$acc_q$7(d,q,clock);

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

endmodule // mv_exec_w64$dot$acc_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$cat(inp$0,inp$1,inp$2,inp$3,inp$4,inp$5,inp$6,inp$7,out);

    // Module arguments
    input wire  [31:0] inp$0;
    input wire  [31:0] inp$1;
    input wire  [31:0] inp$2;
    input wire  [31:0] inp$3;
    input wire  [31:0] inp$4;
    input wire  [31:0] inp$5;
    input wire  [31:0] inp$6;
    input wire  [31:0] inp$7;
    output reg  [255:0] out;

    // Update code (custom)
    always @(*) out = {inp$7, inp$6, inp$5, inp$4, inp$3, inp$2, inp$1, inp$0};
endmodule // mv_exec_w64$dot$cat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$l1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$dot$l1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$l2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$dot$l2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    output reg  s_ready;
    input wire  [255:0] s_data;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [255:0] m_data;

    // Stub signals
    reg  main_valid_q$d;
    wire  main_valid_q$q;
    reg  main_valid_q$clock;
    reg  [255:0] main_data_q$d;
    wire  [255:0] main_data_q$q;
    reg  main_data_q$clock;
    reg  skid_valid_q$d;
    wire  skid_valid_q$q;
    reg  skid_valid_q$clock;
    reg  [255:0] skid_data_q$d;
    wire  [255:0] skid_data_q$q;
    reg  skid_data_q$clock;

    // Local signals
    reg  s_fire;
    reg  m_fire;

    // Sub module instances
    mv_exec_w64$dot$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    mv_exec_w64$dot$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    mv_exec_w64$dot$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    mv_exec_w64$dot$skid$skid_data_q skid_data_q(
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

endmodule // mv_exec_w64$dot$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$skid$main_data_q(d,q,clock);

    // Module arguments
    input wire  [255:0] d;
    output reg  [255:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 256'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$dot$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$dot$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$skid$skid_data_q(d,q,clock);

    // Module arguments
    input wire  [255:0] d;
    output reg  [255:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 256'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$dot$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$dot$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$sum2_q$0(d,q,clock);

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

endmodule // mv_exec_w64$dot$sum2_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$sum2_q$1(d,q,clock);

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

endmodule // mv_exec_w64$dot$sum2_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$sum2_q$2(d,q,clock);

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

endmodule // mv_exec_w64$dot$sum2_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$sum2_q$3(d,q,clock);

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

endmodule // mv_exec_w64$dot$sum2_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$sum2_q$4(d,q,clock);

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

endmodule // mv_exec_w64$dot$sum2_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$sum2_q$5(d,q,clock);

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

endmodule // mv_exec_w64$dot$sum2_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$sum2_q$6(d,q,clock);

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

endmodule // mv_exec_w64$dot$sum2_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$sum2_q$7(d,q,clock);

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

endmodule // mv_exec_w64$dot$sum2_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$v1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$dot$v1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$v2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$dot$v2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$w1_q(d,q,clock);

    // Module arguments
    input wire  [511:0] d;
    output reg  [511:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 512'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$dot$w1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$dot$x1_q(d,q,clock);

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

endmodule // mv_exec_w64$dot$x1_q
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
// Instance `rq`: the standalone module `mv_requant_l2`, renamed (see top::tops):
/* verilator lint_off DECLFILENAME */


module mv_exec_w64$rq(clock,reset,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [591:0] in_data;
    input wire  in_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [255:0] out_data;

    // Constant declarations
    localparam  c_plast = 3'b11;
    localparam  c1_3 = 3'b1;
    localparam  c0_3 = 3'b0;
    localparam  zero64 = 64'h0;
    localparam  ones33 = 33'h1ffffffff;
    localparam  zero33 = 33'h0;
    localparam  sat_max = 32'h7fffffff;
    localparam  sat_min = 32'h80000000;

    // Stub signals
    reg  term$0$clock;
    reg  term$0$adv;
    reg  [73:0] term$0$in_data;
    wire  [63:0] term$0$t;
    reg  term$1$clock;
    reg  term$1$adv;
    reg  [73:0] term$1$in_data;
    wire  [63:0] term$1$t;
    reg  [31:0] ocat$inp$0;
    reg  [31:0] ocat$inp$1;
    reg  [31:0] ocat$inp$2;
    reg  [31:0] ocat$inp$3;
    reg  [31:0] ocat$inp$4;
    reg  [31:0] ocat$inp$5;
    reg  [31:0] ocat$inp$6;
    reg  [31:0] ocat$inp$7;
    wire  [255:0] ocat$out;
    reg  [73:0] h_q$0$d;
    wire  [73:0] h_q$0$q;
    reg  h_q$0$clock;
    reg  [73:0] h_q$1$d;
    wire  [73:0] h_q$1$q;
    reg  h_q$1$clock;
    reg  [73:0] h_q$2$d;
    wire  [73:0] h_q$2$q;
    reg  h_q$2$clock;
    reg  [73:0] h_q$3$d;
    wire  [73:0] h_q$3$q;
    reg  h_q$3$clock;
    reg  [73:0] h_q$4$d;
    wire  [73:0] h_q$4$q;
    reg  h_q$4$clock;
    reg  [73:0] h_q$5$d;
    wire  [73:0] h_q$5$q;
    reg  h_q$5$clock;
    reg  [73:0] h_q$6$d;
    wire  [73:0] h_q$6$q;
    reg  h_q$6$clock;
    reg  [73:0] h_q$7$d;
    wire  [73:0] h_q$7$q;
    reg  h_q$7$clock;
    reg  hv_q$d;
    wire  hv_q$q;
    reg  hv_q$clock;
    reg  hl_q$d;
    wire  hl_q$q;
    reg  hl_q$clock;
    reg  [2:0] ph_q$d;
    wire  [2:0] ph_q$q;
    reg  ph_q$clock;
    reg  v1_q$d;
    wire  v1_q$q;
    reg  v1_q$clock;
    reg  l1_q$d;
    wire  l1_q$q;
    reg  l1_q$clock;
    reg  e1_q$d;
    wire  e1_q$q;
    reg  e1_q$clock;
    reg  v2_q$d;
    wire  v2_q$q;
    reg  v2_q$clock;
    reg  l2_q$d;
    wire  l2_q$q;
    reg  l2_q$clock;
    reg  e2_q$d;
    wire  e2_q$q;
    reg  e2_q$clock;
    reg  v3_q$d;
    wire  v3_q$q;
    reg  v3_q$clock;
    reg  l3_q$d;
    wire  l3_q$q;
    reg  l3_q$clock;
    reg  e3_q$d;
    wire  e3_q$q;
    reg  e3_q$clock;
    reg  [63:0] sum_q$0$d;
    wire  [63:0] sum_q$0$q;
    reg  sum_q$0$clock;
    reg  [63:0] sum_q$1$d;
    wire  [63:0] sum_q$1$q;
    reg  sum_q$1$clock;
    reg  [63:0] sum_q$2$d;
    wire  [63:0] sum_q$2$q;
    reg  sum_q$2$clock;
    reg  [63:0] sum_q$3$d;
    wire  [63:0] sum_q$3$q;
    reg  sum_q$3$clock;
    reg  [63:0] sum_q$4$d;
    wire  [63:0] sum_q$4$q;
    reg  sum_q$4$clock;
    reg  [63:0] sum_q$5$d;
    wire  [63:0] sum_q$5$q;
    reg  sum_q$5$clock;
    reg  [63:0] sum_q$6$d;
    wire  [63:0] sum_q$6$q;
    reg  sum_q$6$clock;
    reg  [63:0] sum_q$7$d;
    wire  [63:0] sum_q$7$q;
    reg  sum_q$7$clock;
    reg  [31:0] y_q$0$d;
    wire  [31:0] y_q$0$q;
    reg  y_q$0$clock;
    reg  [31:0] y_q$1$d;
    wire  [31:0] y_q$1$q;
    reg  y_q$1$clock;
    reg  [31:0] y_q$2$d;
    wire  [31:0] y_q$2$q;
    reg  y_q$2$clock;
    reg  [31:0] y_q$3$d;
    wire  [31:0] y_q$3$q;
    reg  y_q$3$clock;
    reg  [31:0] y_q$4$d;
    wire  [31:0] y_q$4$q;
    reg  y_q$4$clock;
    reg  [31:0] y_q$5$d;
    wire  [31:0] y_q$5$q;
    reg  y_q$5$clock;
    reg  [31:0] y_q$6$d;
    wire  [31:0] y_q$6$q;
    reg  y_q$6$clock;
    reg  [31:0] y_q$7$d;
    wire  [31:0] y_q$7$q;
    reg  y_q$7$clock;
    reg  full_q$d;
    wire  full_q$q;
    reg  full_q$clock;

    // Local signals
    reg  adv;
    reg  take;
    reg  hend;
    reg  [63:0] total$0;
    reg  [63:0] total$1;
    reg  [32:0] hi33$0;
    reg  [32:0] hi33$1;
    reg  [31:0] sat$0;
    reg  [31:0] sat$1;

    // Sub module instances
    mv_exec_w64$rq$term$0 term$0(
        .clock(term$0$clock),
        .adv(term$0$adv),
        .in_data(term$0$in_data),
        .t(term$0$t)
    );
    mv_exec_w64$rq$term$1 term$1(
        .clock(term$1$clock),
        .adv(term$1$adv),
        .in_data(term$1$in_data),
        .t(term$1$t)
    );
    mv_exec_w64$rq$ocat ocat(
        .inp$0(ocat$inp$0),
        .inp$1(ocat$inp$1),
        .inp$2(ocat$inp$2),
        .inp$3(ocat$inp$3),
        .inp$4(ocat$inp$4),
        .inp$5(ocat$inp$5),
        .inp$6(ocat$inp$6),
        .inp$7(ocat$inp$7),
        .out(ocat$out)
    );
    mv_exec_w64$rq$h_q$0 h_q$0(
        .d(h_q$0$d),
        .q(h_q$0$q),
        .clock(h_q$0$clock)
    );
    mv_exec_w64$rq$h_q$1 h_q$1(
        .d(h_q$1$d),
        .q(h_q$1$q),
        .clock(h_q$1$clock)
    );
    mv_exec_w64$rq$h_q$2 h_q$2(
        .d(h_q$2$d),
        .q(h_q$2$q),
        .clock(h_q$2$clock)
    );
    mv_exec_w64$rq$h_q$3 h_q$3(
        .d(h_q$3$d),
        .q(h_q$3$q),
        .clock(h_q$3$clock)
    );
    mv_exec_w64$rq$h_q$4 h_q$4(
        .d(h_q$4$d),
        .q(h_q$4$q),
        .clock(h_q$4$clock)
    );
    mv_exec_w64$rq$h_q$5 h_q$5(
        .d(h_q$5$d),
        .q(h_q$5$q),
        .clock(h_q$5$clock)
    );
    mv_exec_w64$rq$h_q$6 h_q$6(
        .d(h_q$6$d),
        .q(h_q$6$q),
        .clock(h_q$6$clock)
    );
    mv_exec_w64$rq$h_q$7 h_q$7(
        .d(h_q$7$d),
        .q(h_q$7$q),
        .clock(h_q$7$clock)
    );
    mv_exec_w64$rq$hv_q hv_q(
        .d(hv_q$d),
        .q(hv_q$q),
        .clock(hv_q$clock)
    );
    mv_exec_w64$rq$hl_q hl_q(
        .d(hl_q$d),
        .q(hl_q$q),
        .clock(hl_q$clock)
    );
    mv_exec_w64$rq$ph_q ph_q(
        .d(ph_q$d),
        .q(ph_q$q),
        .clock(ph_q$clock)
    );
    mv_exec_w64$rq$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    mv_exec_w64$rq$l1_q l1_q(
        .d(l1_q$d),
        .q(l1_q$q),
        .clock(l1_q$clock)
    );
    mv_exec_w64$rq$e1_q e1_q(
        .d(e1_q$d),
        .q(e1_q$q),
        .clock(e1_q$clock)
    );
    mv_exec_w64$rq$v2_q v2_q(
        .d(v2_q$d),
        .q(v2_q$q),
        .clock(v2_q$clock)
    );
    mv_exec_w64$rq$l2_q l2_q(
        .d(l2_q$d),
        .q(l2_q$q),
        .clock(l2_q$clock)
    );
    mv_exec_w64$rq$e2_q e2_q(
        .d(e2_q$d),
        .q(e2_q$q),
        .clock(e2_q$clock)
    );
    mv_exec_w64$rq$v3_q v3_q(
        .d(v3_q$d),
        .q(v3_q$q),
        .clock(v3_q$clock)
    );
    mv_exec_w64$rq$l3_q l3_q(
        .d(l3_q$d),
        .q(l3_q$q),
        .clock(l3_q$clock)
    );
    mv_exec_w64$rq$e3_q e3_q(
        .d(e3_q$d),
        .q(e3_q$q),
        .clock(e3_q$clock)
    );
    mv_exec_w64$rq$sum_q$0 sum_q$0(
        .d(sum_q$0$d),
        .q(sum_q$0$q),
        .clock(sum_q$0$clock)
    );
    mv_exec_w64$rq$sum_q$1 sum_q$1(
        .d(sum_q$1$d),
        .q(sum_q$1$q),
        .clock(sum_q$1$clock)
    );
    mv_exec_w64$rq$sum_q$2 sum_q$2(
        .d(sum_q$2$d),
        .q(sum_q$2$q),
        .clock(sum_q$2$clock)
    );
    mv_exec_w64$rq$sum_q$3 sum_q$3(
        .d(sum_q$3$d),
        .q(sum_q$3$q),
        .clock(sum_q$3$clock)
    );
    mv_exec_w64$rq$sum_q$4 sum_q$4(
        .d(sum_q$4$d),
        .q(sum_q$4$q),
        .clock(sum_q$4$clock)
    );
    mv_exec_w64$rq$sum_q$5 sum_q$5(
        .d(sum_q$5$d),
        .q(sum_q$5$q),
        .clock(sum_q$5$clock)
    );
    mv_exec_w64$rq$sum_q$6 sum_q$6(
        .d(sum_q$6$d),
        .q(sum_q$6$q),
        .clock(sum_q$6$clock)
    );
    mv_exec_w64$rq$sum_q$7 sum_q$7(
        .d(sum_q$7$d),
        .q(sum_q$7$q),
        .clock(sum_q$7$clock)
    );
    mv_exec_w64$rq$y_q$0 y_q$0(
        .d(y_q$0$d),
        .q(y_q$0$q),
        .clock(y_q$0$clock)
    );
    mv_exec_w64$rq$y_q$1 y_q$1(
        .d(y_q$1$d),
        .q(y_q$1$q),
        .clock(y_q$1$clock)
    );
    mv_exec_w64$rq$y_q$2 y_q$2(
        .d(y_q$2$d),
        .q(y_q$2$q),
        .clock(y_q$2$clock)
    );
    mv_exec_w64$rq$y_q$3 y_q$3(
        .d(y_q$3$d),
        .q(y_q$3$q),
        .clock(y_q$3$clock)
    );
    mv_exec_w64$rq$y_q$4 y_q$4(
        .d(y_q$4$d),
        .q(y_q$4$q),
        .clock(y_q$4$clock)
    );
    mv_exec_w64$rq$y_q$5 y_q$5(
        .d(y_q$5$d),
        .q(y_q$5$q),
        .clock(y_q$5$clock)
    );
    mv_exec_w64$rq$y_q$6 y_q$6(
        .d(y_q$6$d),
        .q(y_q$6$q),
        .clock(y_q$6$clock)
    );
    mv_exec_w64$rq$y_q$7 y_q$7(
        .d(y_q$7$d),
        .q(y_q$7$q),
        .clock(y_q$7$clock)
    );
    mv_exec_w64$rq$full_q full_q(
        .d(full_q$d),
        .q(full_q$q),
        .clock(full_q$clock)
    );

    // Update code
    always @(*) begin
        hv_q$clock = clock;
        hl_q$clock = clock;
        ph_q$clock = clock;
        v1_q$clock = clock;
        l1_q$clock = clock;
        e1_q$clock = clock;
        v2_q$clock = clock;
        l2_q$clock = clock;
        e2_q$clock = clock;
        v3_q$clock = clock;
        l3_q$clock = clock;
        e3_q$clock = clock;
        full_q$clock = clock;
        hv_q$d = hv_q$q;
        hl_q$d = hl_q$q;
        ph_q$d = ph_q$q;
        v1_q$d = v1_q$q;
        l1_q$d = l1_q$q;
        e1_q$d = e1_q$q;
        v2_q$d = v2_q$q;
        l2_q$d = l2_q$q;
        e2_q$d = e2_q$q;
        v3_q$d = v3_q$q;
        l3_q$d = l3_q$q;
        e3_q$d = e3_q$q;
        full_q$d = full_q$q;
        h_q$0$clock = clock;
        h_q$0$d = h_q$0$q;
        sum_q$0$clock = clock;
        sum_q$0$d = sum_q$0$q;
        y_q$0$clock = clock;
        y_q$0$d = y_q$0$q;
        ocat$inp$0 = y_q$0$q;
        h_q$1$clock = clock;
        h_q$1$d = h_q$1$q;
        sum_q$1$clock = clock;
        sum_q$1$d = sum_q$1$q;
        y_q$1$clock = clock;
        y_q$1$d = y_q$1$q;
        ocat$inp$1 = y_q$1$q;
        h_q$2$clock = clock;
        h_q$2$d = h_q$2$q;
        sum_q$2$clock = clock;
        sum_q$2$d = sum_q$2$q;
        y_q$2$clock = clock;
        y_q$2$d = y_q$2$q;
        ocat$inp$2 = y_q$2$q;
        h_q$3$clock = clock;
        h_q$3$d = h_q$3$q;
        sum_q$3$clock = clock;
        sum_q$3$d = sum_q$3$q;
        y_q$3$clock = clock;
        y_q$3$d = y_q$3$q;
        ocat$inp$3 = y_q$3$q;
        h_q$4$clock = clock;
        h_q$4$d = h_q$4$q;
        sum_q$4$clock = clock;
        sum_q$4$d = sum_q$4$q;
        y_q$4$clock = clock;
        y_q$4$d = y_q$4$q;
        ocat$inp$4 = y_q$4$q;
        h_q$5$clock = clock;
        h_q$5$d = h_q$5$q;
        sum_q$5$clock = clock;
        sum_q$5$d = sum_q$5$q;
        y_q$5$clock = clock;
        y_q$5$d = y_q$5$q;
        ocat$inp$5 = y_q$5$q;
        h_q$6$clock = clock;
        h_q$6$d = h_q$6$q;
        sum_q$6$clock = clock;
        sum_q$6$d = sum_q$6$q;
        y_q$6$clock = clock;
        y_q$6$d = y_q$6$q;
        ocat$inp$6 = y_q$6$q;
        h_q$7$clock = clock;
        h_q$7$d = h_q$7$q;
        sum_q$7$clock = clock;
        sum_q$7$d = sum_q$7$q;
        y_q$7$clock = clock;
        y_q$7$d = y_q$7$q;
        ocat$inp$7 = y_q$7$q;
        term$0$clock = clock;
        term$0$in_data = h_q$0$q;
        total$0 = sum_q$0$q + term$0$t;
        hi33$0 = total$0[(32'h1f)+:(33)];
        sat$0 = total$0[(32'h0)+:(32)];
        if ((hi33$0 != zero33) & (hi33$0 != ones33)) begin
            if (total$0[32'h3f]) begin
                sat$0 = sat_min;
            end
            else begin
                sat$0 = sat_max;
            end
        end
        term$1$clock = clock;
        term$1$in_data = h_q$1$q;
        total$1 = sum_q$1$q + term$1$t;
        hi33$1 = total$1[(32'h1f)+:(33)];
        sat$1 = total$1[(32'h0)+:(32)];
        if ((hi33$1 != zero33) & (hi33$1 != ones33)) begin
            if (total$1[32'h3f]) begin
                sat$1 = sat_min;
            end
            else begin
                sat$1 = sat_max;
            end
        end
        out_data = ocat$out;
        out_valid = full_q$q;
        adv = ~(v3_q$q & l3_q$q) | ~full_q$q | out_ready;
        term$0$adv = adv;
        term$1$adv = adv;
        hend = adv & hv_q$q & (ph_q$q == c_plast);
        in_ready = ~hv_q$q | hend;
        take = in_valid & (~hv_q$q | hend);
        if (full_q$q & out_ready) begin
            full_q$d = 1'b0;
        end
        if (adv) begin
            v1_q$d = hv_q$q;
            l1_q$d = hl_q$q;
            e1_q$d = ph_q$q == c_plast;
            if (hv_q$q) begin
                ph_q$d = ph_q$q + c1_3;
                h_q$0$d = h_q$2$q;
                h_q$1$d = h_q$3$q;
                h_q$2$d = h_q$4$q;
                h_q$3$d = h_q$5$q;
                h_q$4$d = h_q$6$q;
                h_q$5$d = h_q$7$q;
                if (hend) begin
                    hv_q$d = 1'b0;
                    ph_q$d = c0_3;
                end
            end
            v2_q$d = v1_q$q;
            l2_q$d = l1_q$q;
            e2_q$d = e1_q$q;
            v3_q$d = v2_q$q;
            l3_q$d = l2_q$q;
            e3_q$d = e2_q$q;
            if (v3_q$q) begin
                sum_q$0$d = sum_q$2$q;
                sum_q$1$d = sum_q$3$q;
                sum_q$2$d = sum_q$4$q;
                sum_q$3$d = sum_q$5$q;
                sum_q$4$d = sum_q$6$q;
                sum_q$5$d = sum_q$7$q;
                if (l3_q$q) begin
                    sum_q$6$d = zero64;
                end
                else begin
                    sum_q$6$d = total$0;
                end
                if (l3_q$q) begin
                    sum_q$7$d = zero64;
                end
                else begin
                    sum_q$7$d = total$1;
                end
                if (l3_q$q) begin
                    y_q$0$d = y_q$2$q;
                    y_q$1$d = y_q$3$q;
                    y_q$2$d = y_q$4$q;
                    y_q$3$d = y_q$5$q;
                    y_q$4$d = y_q$6$q;
                    y_q$5$d = y_q$7$q;
                    y_q$6$d = sat$0;
                    y_q$7$d = sat$1;
                    if (e3_q$q) begin
                        full_q$d = 1'b1;
                    end
                end
            end
        end
        if (take) begin
            hv_q$d = 1'b1;
            hl_q$d = in_last;
            ph_q$d = c0_3;
            h_q$0$d = in_data[(32'h4a * 0)+:(74)];
            h_q$1$d = in_data[(32'h4a * 1)+:(74)];
            h_q$2$d = in_data[(32'h4a * 2)+:(74)];
            h_q$3$d = in_data[(32'h4a * 3)+:(74)];
            h_q$4$d = in_data[(32'h4a * 4)+:(74)];
            h_q$5$d = in_data[(32'h4a * 5)+:(74)];
            h_q$6$d = in_data[(32'h4a * 6)+:(74)];
            h_q$7$d = in_data[(32'h4a * 7)+:(74)];
        end
        if (reset) begin
            hv_q$d = 1'b0;
            ph_q$d = c0_3;
            v1_q$d = 1'b0;
            v2_q$d = 1'b0;
            v3_q$d = 1'b0;
            full_q$d = 1'b0;
            sum_q$0$d = zero64;
            sum_q$1$d = zero64;
            sum_q$2$d = zero64;
            sum_q$3$d = zero64;
            sum_q$4$d = zero64;
            sum_q$5$d = zero64;
            sum_q$6$d = zero64;
            sum_q$7$d = zero64;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$e1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$e1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$e2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$e2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$e3_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$e3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$full_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$full_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$h_q$0(d,q,clock);

    // Module arguments
    input wire  [73:0] d;
    output reg  [73:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 74'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$h_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$h_q$1(d,q,clock);

    // Module arguments
    input wire  [73:0] d;
    output reg  [73:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 74'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$h_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$h_q$2(d,q,clock);

    // Module arguments
    input wire  [73:0] d;
    output reg  [73:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 74'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$h_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$h_q$3(d,q,clock);

    // Module arguments
    input wire  [73:0] d;
    output reg  [73:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 74'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$h_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$h_q$4(d,q,clock);

    // Module arguments
    input wire  [73:0] d;
    output reg  [73:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 74'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$h_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$h_q$5(d,q,clock);

    // Module arguments
    input wire  [73:0] d;
    output reg  [73:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 74'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$h_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$h_q$6(d,q,clock);

    // Module arguments
    input wire  [73:0] d;
    output reg  [73:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 74'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$h_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$h_q$7(d,q,clock);

    // Module arguments
    input wire  [73:0] d;
    output reg  [73:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 74'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$h_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$hl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$hl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$hv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$hv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$l1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$l1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$l2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$l2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$l3_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$l3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$ocat(inp$0,inp$1,inp$2,inp$3,inp$4,inp$5,inp$6,inp$7,out);

    // Module arguments
    input wire  [31:0] inp$0;
    input wire  [31:0] inp$1;
    input wire  [31:0] inp$2;
    input wire  [31:0] inp$3;
    input wire  [31:0] inp$4;
    input wire  [31:0] inp$5;
    input wire  [31:0] inp$6;
    input wire  [31:0] inp$7;
    output reg  [255:0] out;

    // Update code (custom)
    always @(*) out = {inp$7, inp$6, inp$5, inp$4, inp$3, inp$2, inp$1, inp$0};
endmodule // mv_exec_w64$rq$ocat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$ph_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$ph_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$sum_q$0(d,q,clock);

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

endmodule // mv_exec_w64$rq$sum_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$sum_q$1(d,q,clock);

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

endmodule // mv_exec_w64$rq$sum_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$sum_q$2(d,q,clock);

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

endmodule // mv_exec_w64$rq$sum_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$sum_q$3(d,q,clock);

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

endmodule // mv_exec_w64$rq$sum_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$sum_q$4(d,q,clock);

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

endmodule // mv_exec_w64$rq$sum_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$sum_q$5(d,q,clock);

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

endmodule // mv_exec_w64$rq$sum_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$sum_q$6(d,q,clock);

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

endmodule // mv_exec_w64$rq$sum_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$sum_q$7(d,q,clock);

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

endmodule // mv_exec_w64$rq$sum_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0(clock,adv,in_data,t);

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
    mv_exec_w64$rq$term$0$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    mv_exec_w64$rq$term$0$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    mv_exec_w64$rq$term$0$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    mv_exec_w64$rq$term$0$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    mv_exec_w64$rq$term$0$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    mv_exec_w64$rq$term$0$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    mv_exec_w64$rq$term$0$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    mv_exec_w64$rq$term$0$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    mv_exec_w64$rq$term$0$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    mv_exec_w64$rq$term$0$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    mv_exec_w64$rq$term$0$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    mv_exec_w64$rq$term$0$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    mv_exec_w64$rq$term$0$t3_q t3_q(
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
endmodule // mv_exec_w64$rq$term$0
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_exec_w64$rq$term$0$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // mv_exec_w64$rq$term$0$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$m1_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$0$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_exec_w64$rq$term$0$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // mv_exec_w64$rq$term$0$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mv_exec_w64$rq$term$0$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$n1_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$0$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$n2_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$0$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$p1_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$0$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$p2_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$0$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$rs(x,n,y);

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
    mv_exec_w64$rq$term$0$rs$x_sext x_sext(
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

endmodule // mv_exec_w64$rq$term$0$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // mv_exec_w64$rq$term$0$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // mv_exec_w64$rq$term$0$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$0$t3_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$0$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1(clock,adv,in_data,t);

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
    mv_exec_w64$rq$term$1$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    mv_exec_w64$rq$term$1$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    mv_exec_w64$rq$term$1$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    mv_exec_w64$rq$term$1$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    mv_exec_w64$rq$term$1$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    mv_exec_w64$rq$term$1$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    mv_exec_w64$rq$term$1$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    mv_exec_w64$rq$term$1$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    mv_exec_w64$rq$term$1$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    mv_exec_w64$rq$term$1$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    mv_exec_w64$rq$term$1$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    mv_exec_w64$rq$term$1$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    mv_exec_w64$rq$term$1$t3_q t3_q(
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
endmodule // mv_exec_w64$rq$term$1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_exec_w64$rq$term$1$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // mv_exec_w64$rq$term$1$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$m1_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$1$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_exec_w64$rq$term$1$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // mv_exec_w64$rq$term$1$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mv_exec_w64$rq$term$1$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$n1_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$1$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$n2_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$1$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$p1_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$1$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$p2_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$1$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$rs(x,n,y);

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
    mv_exec_w64$rq$term$1$rs$x_sext x_sext(
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

endmodule // mv_exec_w64$rq$term$1$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // mv_exec_w64$rq$term$1$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // mv_exec_w64$rq$term$1$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$term$1$t3_q(d,q,clock);

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

endmodule // mv_exec_w64$rq$term$1$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$v1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$v1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$v2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$v2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$v3_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_exec_w64$rq$v3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$y_q$0(d,q,clock);

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

endmodule // mv_exec_w64$rq$y_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$y_q$1(d,q,clock);

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

endmodule // mv_exec_w64$rq$y_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$y_q$2(d,q,clock);

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

endmodule // mv_exec_w64$rq$y_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$y_q$3(d,q,clock);

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

endmodule // mv_exec_w64$rq$y_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$y_q$4(d,q,clock);

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

endmodule // mv_exec_w64$rq$y_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$y_q$5(d,q,clock);

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

endmodule // mv_exec_w64$rq$y_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$y_q$6(d,q,clock);

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

endmodule // mv_exec_w64$rq$y_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_exec_w64$rq$y_q$7(d,q,clock);

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

endmodule // mv_exec_w64$rq$y_q$7
/* verilator lint_on DECLFILENAME */
/* verilator lint_on DECLFILENAME */
