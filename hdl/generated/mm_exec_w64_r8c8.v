// mm_exec_w64_r8c8: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module mm_exec_w64_r8c8(clock,reset,instr_valid,instr_ready,instr_data,done,error,error_code,cfg_sram_words,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data,ev_busy,ev_macs);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  instr_valid;
    output reg  instr_ready;
    input wire  [127:0] instr_data;
    output reg  done;
    output reg  error;
    output reg  [7:0] error_code;
    input wire  [31:0] cfg_sram_words;
    output reg  sram_req_valid;
    input wire  sram_req_ready;
    output reg  [31:0] sram_req_addr;
    output reg  sram_req_we;
    output reg  [63:0] sram_req_wdata;
    input wire  sram_rsp_valid;
    input wire  [63:0] sram_rsp_data;
    output reg  ev_busy;
    output reg  [15:0] ev_macs;

    // Constant declarations
    localparam  c_idle = 2'b0;
    localparam  c_check1 = 2'b1;
    localparam  c_check2 = 2'b10;
    localparam  c_run = 2'b11;
    localparam  m7f = 8'h7f;
    localparam  r8 = 8'h8;
    localparam  c8 = 8'h8;
    localparam  max_dim = 8'h40;
    localparam  zero8 = 8'h0;
    localparam  one8 = 8'h1;
    localparam  zero16 = 16'h0;
    localparam  one16 = 16'h1;
    localparam  zero32 = 32'h0;
    localparam  one32 = 32'h1;
    localparam  zero_w = 64'h0;
    localparam  one3 = 3'b1;
    localparam  one4 = 4'h1;
    localparam  zero4 = 4'h0;
    localparam  in_depth = 4'h8;
    localparam  old_depth = 4'h8;
    localparam  lwm1 = 8'h1;
    localparam  code_zero = 8'h1;
    localparam  code_range = 8'h13;
    localparam  code_unsup = 8'h27;
    localparam  code_oow = 8'h4;
    localparam  idx3$0 = 3'b0;
    localparam  idx3$1 = 3'b1;
    localparam  idx3$2 = 3'b10;
    localparam  idx3$3 = 3'b11;
    localparam  idx3$4 = 3'b100;
    localparam  idx3$5 = 3'b101;
    localparam  idx3$6 = 3'b110;
    localparam  idx3$7 = 3'b111;
    localparam  idx4$0 = 4'h0;
    localparam  idx4$1 = 4'h1;
    localparam  idx4$2 = 4'h2;
    localparam  idx4$3 = 4'h3;
    localparam  idx4$4 = 4'h4;
    localparam  idx4$5 = 4'h5;
    localparam  idx4$6 = 4'h6;
    localparam  idx4$7 = 4'h7;
    localparam  idx4$8 = 4'h8;
    localparam  idx4$9 = 4'h9;
    localparam  idx4$10 = 4'ha;
    localparam  idx4$11 = 4'hb;
    localparam  idx4$12 = 4'hc;
    localparam  idx4$13 = 4'hd;
    localparam  idx4$14 = 4'he;
    localparam  idx4$15 = 4'hf;
    localparam  jlw$0 = 8'h0;
    localparam  jlw$1 = 8'h2;
    localparam  jlw$2 = 8'h4;
    localparam  jlw$3 = 8'h6;
    localparam  jp1$0 = 8'h1;
    localparam  jp1$1 = 8'h2;
    localparam  jp1$2 = 8'h3;
    localparam  jp1$3 = 8'h4;
    localparam  jidx$0 = 8'h0;
    localparam  jidx$1 = 8'h1;
    localparam  jidx$2 = 8'h2;
    localparam  jidx$3 = 8'h3;
    localparam  lidx$0 = 8'h0;
    localparam  lidx$1 = 8'h1;
    localparam  lidx$2 = 8'h2;
    localparam  lidx$3 = 8'h3;
    localparam  lidx$4 = 8'h4;
    localparam  lidx$5 = 8'h5;
    localparam  lidx$6 = 8'h6;
    localparam  lidx$7 = 8'h7;

    // Stub signals
    reg  mx$clock;
    reg  mx$reset /*verilator isolate_assignments*/;
    reg  mx$w_valid /*verilator isolate_assignments*/;
    wire  mx$w_ready;
    reg  [63:0] mx$w_data /*verilator isolate_assignments*/;
    reg  mx$w_last /*verilator isolate_assignments*/;
    reg  [7:0] mx$w_cols /*verilator isolate_assignments*/;
    reg  mx$a_valid /*verilator isolate_assignments*/;
    wire  mx$a_ready;
    reg  [63:0] mx$a_data /*verilator isolate_assignments*/;
    reg  mx$a_last /*verilator isolate_assignments*/;
    wire  mx$y_valid;
    reg  mx$y_ready /*verilator isolate_assignments*/;
    wire  [255:0] mx$y_data;
    // UNUSEDSIGNAL waived: the executor counts vectors itself; the unit's y_last is not needed
    /* verilator lint_off UNUSEDSIGNAL */
    wire  mx$y_last;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [15:0] mul_a$a /*verilator isolate_assignments*/;
    reg  [15:0] mul_a$b /*verilator isolate_assignments*/;
    wire  [31:0] mul_a$p;
    reg  [15:0] mul_o$a /*verilator isolate_assignments*/;
    reg  [15:0] mul_o$b /*verilator isolate_assignments*/;
    wire  [31:0] mul_o$p;
    reg  [7:0] mul_kn$a /*verilator isolate_assignments*/;
    reg  [7:0] mul_kn$b /*verilator isolate_assignments*/;
    wire  [15:0] mul_kn$p;
    reg  [7:0] zk$x /*verilator isolate_assignments*/;
    wire  [31:0] zk$y;
    reg  [7:0] znw$x /*verilator isolate_assignments*/;
    wire  [31:0] znw$y;
    reg  [7:0] zfo$x /*verilator isolate_assignments*/;
    wire  [31:0] zfo$y;
    reg  [31:0] wcat$inp$0 /*verilator isolate_assignments*/;
    reg  [31:0] wcat$inp$1 /*verilator isolate_assignments*/;
    wire  [63:0] wcat$out;
    reg  [1:0] st_q$d;
    wire  [1:0] st_q$q;
    reg  st_q$clock;
    reg  [127:0] instr_q$d;
    wire  [127:0] instr_q$q;
    reg  instr_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;
    reg  err_q$d;
    wire  err_q$q;
    reg  err_q$clock;
    reg  [7:0] code_q$d;
    wire  [7:0] code_q$q;
    reg  code_q$clock;
    reg  [31:0] a_end_q$d;
    wire  [31:0] a_end_q$q;
    reg  a_end_q$clock;
    reg  [31:0] o_end_q$d;
    wire  [31:0] o_end_q$q;
    reg  o_end_q$clock;
    reg  [31:0] w_end_q$d;
    wire  [31:0] w_end_q$q;
    reg  w_end_q$clock;
    reg  [7:0] nw_q$d;
    wire  [7:0] nw_q$q;
    reg  nw_q$clock;
    reg  part_q$d;
    wire  part_q$q;
    reg  part_q$clock;
    reg  [15:0] kn_q$d;
    wire  [15:0] kn_q$q;
    reg  kn_q$clock;
    reg  strict_q$d;
    wire  strict_q$q;
    reg  strict_q$clock;
    reg  [15:0] macs_q$d;
    wire  [15:0] macs_q$q;
    reg  macs_q$clock;
    reg  ybuf_valid_q$d;
    wire  ybuf_valid_q$q;
    reg  ybuf_valid_q$clock;
    reg  [255:0] ybuf_q$d;
    wire  [255:0] ybuf_q$q;
    reg  ybuf_q$clock;
    reg  rq_valid_q$d;
    wire  rq_valid_q$q;
    reg  rq_valid_q$clock;
    reg  [31:0] rq_addr_q$d;
    wire  [31:0] rq_addr_q$q;
    reg  rq_addr_q$clock;
    reg  rq_we_q$d;
    wire  rq_we_q$q;
    reg  rq_we_q$clock;
    reg  [63:0] rq_wdata_q$d;
    wire  [63:0] rq_wdata_q$q;
    reg  rq_wdata_q$clock;
    reg  [7:0] wr_q$d;
    wire  [7:0] wr_q$q;
    reg  wr_q$clock;
    reg  [31:0] wraddr_q$d;
    wire  [31:0] wraddr_q$q;
    reg  wraddr_q$clock;
    reg  [15:0] av_q$d;
    wire  [15:0] av_q$q;
    reg  av_q$clock;
    reg  [31:0] aaddr_q$d;
    wire  [31:0] aaddr_q$q;
    reg  aaddr_q$clock;
    reg  [15:0] ov_q$d;
    wire  [15:0] ov_q$q;
    reg  ov_q$clock;
    reg  [7:0] oj_q$d;
    wire  [7:0] oj_q$q;
    reg  oj_q$clock;
    reg  [31:0] obase_q$d;
    wire  [31:0] obase_q$q;
    reg  obase_q$clock;
    reg  [31:0] oaddr_q$d;
    wire  [31:0] oaddr_q$q;
    reg  oaddr_q$clock;
    reg  [15:0] wv_q$d;
    wire  [15:0] wv_q$q;
    reg  wv_q$clock;
    reg  [7:0] wj_q$d;
    wire  [7:0] wj_q$q;
    reg  wj_q$clock;
    reg  [31:0] wbase_q$d;
    wire  [31:0] wbase_q$q;
    reg  wbase_q$clock;
    reg  [31:0] waddr_q$d;
    wire  [31:0] waddr_q$q;
    reg  waddr_q$clock;
    reg  [7:0] wpush_q$d;
    wire  [7:0] wpush_q$q;
    reg  wpush_q$clock;
    reg  [15:0] apush_q$d;
    wire  [15:0] apush_q$q;
    reg  apush_q$clock;
    reg  [7:0] wrsp_q$d;
    wire  [7:0] wrsp_q$q;
    reg  wrsp_q$clock;
    reg  [63:0] ient$0$d;
    wire  [63:0] ient$0$q;
    reg  ient$0$clock;
    reg  [63:0] ient$1$d;
    wire  [63:0] ient$1$q;
    reg  ient$1$clock;
    reg  [63:0] ient$2$d;
    wire  [63:0] ient$2$q;
    reg  ient$2$clock;
    reg  [63:0] ient$3$d;
    wire  [63:0] ient$3$q;
    reg  ient$3$clock;
    reg  [63:0] ient$4$d;
    wire  [63:0] ient$4$q;
    reg  ient$4$clock;
    reg  [63:0] ient$5$d;
    wire  [63:0] ient$5$q;
    reg  ient$5$clock;
    reg  [63:0] ient$6$d;
    wire  [63:0] ient$6$q;
    reg  ient$6$clock;
    reg  [63:0] ient$7$d;
    wire  [63:0] ient$7$q;
    reg  ient$7$clock;
    reg  ikind$0$d;
    wire  ikind$0$q;
    reg  ikind$0$clock;
    reg  ikind$1$d;
    wire  ikind$1$q;
    reg  ikind$1$clock;
    reg  ikind$2$d;
    wire  ikind$2$q;
    reg  ikind$2$clock;
    reg  ikind$3$d;
    wire  ikind$3$q;
    reg  ikind$3$clock;
    reg  ikind$4$d;
    wire  ikind$4$q;
    reg  ikind$4$clock;
    reg  ikind$5$d;
    wire  ikind$5$q;
    reg  ikind$5$clock;
    reg  ikind$6$d;
    wire  ikind$6$q;
    reg  ikind$6$clock;
    reg  ikind$7$d;
    wire  ikind$7$q;
    reg  ikind$7$clock;
    reg  [2:0] i_wp_q$d;
    wire  [2:0] i_wp_q$q;
    reg  i_wp_q$clock;
    reg  [2:0] i_rp_q$d;
    wire  [2:0] i_rp_q$q;
    reg  i_rp_q$clock;
    reg  [3:0] i_cnt_q$d;
    wire  [3:0] i_cnt_q$q;
    reg  i_cnt_q$clock;
    reg  [3:0] i_res_q$d;
    wire  [3:0] i_res_q$q;
    reg  i_res_q$clock;
    reg  [63:0] oent$0$d;
    wire  [63:0] oent$0$q;
    reg  oent$0$clock;
    reg  [63:0] oent$1$d;
    wire  [63:0] oent$1$q;
    reg  oent$1$clock;
    reg  [63:0] oent$2$d;
    wire  [63:0] oent$2$q;
    reg  oent$2$clock;
    reg  [63:0] oent$3$d;
    wire  [63:0] oent$3$q;
    reg  oent$3$clock;
    reg  [63:0] oent$4$d;
    wire  [63:0] oent$4$q;
    reg  oent$4$clock;
    reg  [63:0] oent$5$d;
    wire  [63:0] oent$5$q;
    reg  oent$5$clock;
    reg  [63:0] oent$6$d;
    wire  [63:0] oent$6$q;
    reg  oent$6$clock;
    reg  [63:0] oent$7$d;
    wire  [63:0] oent$7$q;
    reg  oent$7$clock;
    reg  [2:0] o_wp_q$d;
    wire  [2:0] o_wp_q$q;
    reg  o_wp_q$clock;
    reg  [2:0] o_rp_q$d;
    wire  [2:0] o_rp_q$q;
    reg  o_rp_q$clock;
    reg  [3:0] o_cnt_q$d;
    wire  [3:0] o_cnt_q$q;
    reg  o_cnt_q$clock;
    reg  [3:0] o_res_q$d;
    wire  [3:0] o_res_q$q;
    reg  o_res_q$clock;
    reg  tent$0$d;
    wire  tent$0$q;
    reg  tent$0$clock;
    reg  tent$1$d;
    wire  tent$1$q;
    reg  tent$1$clock;
    reg  tent$2$d;
    wire  tent$2$q;
    reg  tent$2$clock;
    reg  tent$3$d;
    wire  tent$3$q;
    reg  tent$3$clock;
    reg  tent$4$d;
    wire  tent$4$q;
    reg  tent$4$clock;
    reg  tent$5$d;
    wire  tent$5$q;
    reg  tent$5$clock;
    reg  tent$6$d;
    wire  tent$6$q;
    reg  tent$6$clock;
    reg  tent$7$d;
    wire  tent$7$q;
    reg  tent$7$clock;
    reg  tent$8$d;
    wire  tent$8$q;
    reg  tent$8$clock;
    reg  tent$9$d;
    wire  tent$9$q;
    reg  tent$9$clock;
    reg  tent$10$d;
    wire  tent$10$q;
    reg  tent$10$clock;
    reg  tent$11$d;
    wire  tent$11$q;
    reg  tent$11$clock;
    reg  tent$12$d;
    wire  tent$12$q;
    reg  tent$12$clock;
    reg  tent$13$d;
    wire  tent$13$q;
    reg  tent$13$clock;
    reg  tent$14$d;
    wire  tent$14$q;
    reg  tent$14$clock;
    reg  tent$15$d;
    wire  tent$15$q;
    reg  tent$15$clock;
    reg  [3:0] t_wp_q$d;
    wire  [3:0] t_wp_q$q;
    reg  t_wp_q$clock;
    reg  [3:0] t_rp_q$d;
    wire  [3:0] t_rp_q$q;
    reg  t_rp_q$clock;

    // Local signals
    reg  acc /*verilator isolate_assignments*/;
    reg  [7:0] k8 /*verilator isolate_assignments*/;
    reg  [7:0] n8 /*verilator isolate_assignments*/;
    reg  [15:0] m16 /*verilator isolate_assignments*/;
    reg  [15:0] mm1 /*verilator isolate_assignments*/;
    reg  [31:0] w32;
    reg  [31:0] act32;
    reg  [31:0] out32;
    reg  [31:0] astr32;
    reg  [31:0] ostr32;
    reg  [7:0] nw_c /*verilator isolate_assignments*/;
    reg  [7:0] fo8 /*verilator isolate_assignments*/;
    reg  running;
    reg  [63:0] ihead /*verilator isolate_assignments*/;
    reg  ihkind /*verilator isolate_assignments*/;
    reg  [63:0] ohead /*verilator isolate_assignments*/;
    reg  thead;
    reg  w_fire;
    reg  a_fire;
    reg  pop_i;
    reg  push_i;
    reg  push_o;
    reg  pop_o;
    reg  rd_i;
    reg  rd_o;
    reg  wlast;
    reg  need_old;
    reg  can_wr;
    reg  can_old;
    reg  can_w;
    reg  can_a;
    reg  ld;
    reg  [31:0] ylane$0 /*verilator isolate_assignments*/;
    reg  [31:0] ylane$1 /*verilator isolate_assignments*/;
    reg  lane_ok$0 /*verilator isolate_assignments*/;
    reg  lane_ok$1 /*verilator isolate_assignments*/;

    // Sub module instances
    mm_exec_w64_r8c8$mx mx(
        .clock(mx$clock),
        .reset(mx$reset),
        .w_valid(mx$w_valid),
        .w_ready(mx$w_ready),
        .w_data(mx$w_data),
        .w_last(mx$w_last),
        .w_cols(mx$w_cols),
        .a_valid(mx$a_valid),
        .a_ready(mx$a_ready),
        .a_data(mx$a_data),
        .a_last(mx$a_last),
        .y_valid(mx$y_valid),
        .y_ready(mx$y_ready),
        .y_data(mx$y_data),
        .y_last(mx$y_last)
    );
    mm_exec_w64_r8c8$mul_a mul_a(
        .a(mul_a$a),
        .b(mul_a$b),
        .p(mul_a$p)
    );
    mm_exec_w64_r8c8$mul_o mul_o(
        .a(mul_o$a),
        .b(mul_o$b),
        .p(mul_o$p)
    );
    mm_exec_w64_r8c8$mul_kn mul_kn(
        .a(mul_kn$a),
        .b(mul_kn$b),
        .p(mul_kn$p)
    );
    mm_exec_w64_r8c8$zk zk(
        .x(zk$x),
        .y(zk$y)
    );
    mm_exec_w64_r8c8$znw znw(
        .x(znw$x),
        .y(znw$y)
    );
    mm_exec_w64_r8c8$zfo zfo(
        .x(zfo$x),
        .y(zfo$y)
    );
    mm_exec_w64_r8c8$wcat wcat(
        .inp$0(wcat$inp$0),
        .inp$1(wcat$inp$1),
        .out(wcat$out)
    );
    mm_exec_w64_r8c8$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    mm_exec_w64_r8c8$instr_q instr_q(
        .d(instr_q$d),
        .q(instr_q$q),
        .clock(instr_q$clock)
    );
    mm_exec_w64_r8c8$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    mm_exec_w64_r8c8$err_q err_q(
        .d(err_q$d),
        .q(err_q$q),
        .clock(err_q$clock)
    );
    mm_exec_w64_r8c8$code_q code_q(
        .d(code_q$d),
        .q(code_q$q),
        .clock(code_q$clock)
    );
    mm_exec_w64_r8c8$a_end_q a_end_q(
        .d(a_end_q$d),
        .q(a_end_q$q),
        .clock(a_end_q$clock)
    );
    mm_exec_w64_r8c8$o_end_q o_end_q(
        .d(o_end_q$d),
        .q(o_end_q$q),
        .clock(o_end_q$clock)
    );
    mm_exec_w64_r8c8$w_end_q w_end_q(
        .d(w_end_q$d),
        .q(w_end_q$q),
        .clock(w_end_q$clock)
    );
    mm_exec_w64_r8c8$nw_q nw_q(
        .d(nw_q$d),
        .q(nw_q$q),
        .clock(nw_q$clock)
    );
    mm_exec_w64_r8c8$part_q part_q(
        .d(part_q$d),
        .q(part_q$q),
        .clock(part_q$clock)
    );
    mm_exec_w64_r8c8$kn_q kn_q(
        .d(kn_q$d),
        .q(kn_q$q),
        .clock(kn_q$clock)
    );
    mm_exec_w64_r8c8$strict_q strict_q(
        .d(strict_q$d),
        .q(strict_q$q),
        .clock(strict_q$clock)
    );
    mm_exec_w64_r8c8$macs_q macs_q(
        .d(macs_q$d),
        .q(macs_q$q),
        .clock(macs_q$clock)
    );
    mm_exec_w64_r8c8$ybuf_valid_q ybuf_valid_q(
        .d(ybuf_valid_q$d),
        .q(ybuf_valid_q$q),
        .clock(ybuf_valid_q$clock)
    );
    mm_exec_w64_r8c8$ybuf_q ybuf_q(
        .d(ybuf_q$d),
        .q(ybuf_q$q),
        .clock(ybuf_q$clock)
    );
    mm_exec_w64_r8c8$rq_valid_q rq_valid_q(
        .d(rq_valid_q$d),
        .q(rq_valid_q$q),
        .clock(rq_valid_q$clock)
    );
    mm_exec_w64_r8c8$rq_addr_q rq_addr_q(
        .d(rq_addr_q$d),
        .q(rq_addr_q$q),
        .clock(rq_addr_q$clock)
    );
    mm_exec_w64_r8c8$rq_we_q rq_we_q(
        .d(rq_we_q$d),
        .q(rq_we_q$q),
        .clock(rq_we_q$clock)
    );
    mm_exec_w64_r8c8$rq_wdata_q rq_wdata_q(
        .d(rq_wdata_q$d),
        .q(rq_wdata_q$q),
        .clock(rq_wdata_q$clock)
    );
    mm_exec_w64_r8c8$wr_q wr_q(
        .d(wr_q$d),
        .q(wr_q$q),
        .clock(wr_q$clock)
    );
    mm_exec_w64_r8c8$wraddr_q wraddr_q(
        .d(wraddr_q$d),
        .q(wraddr_q$q),
        .clock(wraddr_q$clock)
    );
    mm_exec_w64_r8c8$av_q av_q(
        .d(av_q$d),
        .q(av_q$q),
        .clock(av_q$clock)
    );
    mm_exec_w64_r8c8$aaddr_q aaddr_q(
        .d(aaddr_q$d),
        .q(aaddr_q$q),
        .clock(aaddr_q$clock)
    );
    mm_exec_w64_r8c8$ov_q ov_q(
        .d(ov_q$d),
        .q(ov_q$q),
        .clock(ov_q$clock)
    );
    mm_exec_w64_r8c8$oj_q oj_q(
        .d(oj_q$d),
        .q(oj_q$q),
        .clock(oj_q$clock)
    );
    mm_exec_w64_r8c8$obase_q obase_q(
        .d(obase_q$d),
        .q(obase_q$q),
        .clock(obase_q$clock)
    );
    mm_exec_w64_r8c8$oaddr_q oaddr_q(
        .d(oaddr_q$d),
        .q(oaddr_q$q),
        .clock(oaddr_q$clock)
    );
    mm_exec_w64_r8c8$wv_q wv_q(
        .d(wv_q$d),
        .q(wv_q$q),
        .clock(wv_q$clock)
    );
    mm_exec_w64_r8c8$wj_q wj_q(
        .d(wj_q$d),
        .q(wj_q$q),
        .clock(wj_q$clock)
    );
    mm_exec_w64_r8c8$wbase_q wbase_q(
        .d(wbase_q$d),
        .q(wbase_q$q),
        .clock(wbase_q$clock)
    );
    mm_exec_w64_r8c8$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    mm_exec_w64_r8c8$wpush_q wpush_q(
        .d(wpush_q$d),
        .q(wpush_q$q),
        .clock(wpush_q$clock)
    );
    mm_exec_w64_r8c8$apush_q apush_q(
        .d(apush_q$d),
        .q(apush_q$q),
        .clock(apush_q$clock)
    );
    mm_exec_w64_r8c8$wrsp_q wrsp_q(
        .d(wrsp_q$d),
        .q(wrsp_q$q),
        .clock(wrsp_q$clock)
    );
    mm_exec_w64_r8c8$ient$0 ient$0(
        .d(ient$0$d),
        .q(ient$0$q),
        .clock(ient$0$clock)
    );
    mm_exec_w64_r8c8$ient$1 ient$1(
        .d(ient$1$d),
        .q(ient$1$q),
        .clock(ient$1$clock)
    );
    mm_exec_w64_r8c8$ient$2 ient$2(
        .d(ient$2$d),
        .q(ient$2$q),
        .clock(ient$2$clock)
    );
    mm_exec_w64_r8c8$ient$3 ient$3(
        .d(ient$3$d),
        .q(ient$3$q),
        .clock(ient$3$clock)
    );
    mm_exec_w64_r8c8$ient$4 ient$4(
        .d(ient$4$d),
        .q(ient$4$q),
        .clock(ient$4$clock)
    );
    mm_exec_w64_r8c8$ient$5 ient$5(
        .d(ient$5$d),
        .q(ient$5$q),
        .clock(ient$5$clock)
    );
    mm_exec_w64_r8c8$ient$6 ient$6(
        .d(ient$6$d),
        .q(ient$6$q),
        .clock(ient$6$clock)
    );
    mm_exec_w64_r8c8$ient$7 ient$7(
        .d(ient$7$d),
        .q(ient$7$q),
        .clock(ient$7$clock)
    );
    mm_exec_w64_r8c8$ikind$0 ikind$0(
        .d(ikind$0$d),
        .q(ikind$0$q),
        .clock(ikind$0$clock)
    );
    mm_exec_w64_r8c8$ikind$1 ikind$1(
        .d(ikind$1$d),
        .q(ikind$1$q),
        .clock(ikind$1$clock)
    );
    mm_exec_w64_r8c8$ikind$2 ikind$2(
        .d(ikind$2$d),
        .q(ikind$2$q),
        .clock(ikind$2$clock)
    );
    mm_exec_w64_r8c8$ikind$3 ikind$3(
        .d(ikind$3$d),
        .q(ikind$3$q),
        .clock(ikind$3$clock)
    );
    mm_exec_w64_r8c8$ikind$4 ikind$4(
        .d(ikind$4$d),
        .q(ikind$4$q),
        .clock(ikind$4$clock)
    );
    mm_exec_w64_r8c8$ikind$5 ikind$5(
        .d(ikind$5$d),
        .q(ikind$5$q),
        .clock(ikind$5$clock)
    );
    mm_exec_w64_r8c8$ikind$6 ikind$6(
        .d(ikind$6$d),
        .q(ikind$6$q),
        .clock(ikind$6$clock)
    );
    mm_exec_w64_r8c8$ikind$7 ikind$7(
        .d(ikind$7$d),
        .q(ikind$7$q),
        .clock(ikind$7$clock)
    );
    mm_exec_w64_r8c8$i_wp_q i_wp_q(
        .d(i_wp_q$d),
        .q(i_wp_q$q),
        .clock(i_wp_q$clock)
    );
    mm_exec_w64_r8c8$i_rp_q i_rp_q(
        .d(i_rp_q$d),
        .q(i_rp_q$q),
        .clock(i_rp_q$clock)
    );
    mm_exec_w64_r8c8$i_cnt_q i_cnt_q(
        .d(i_cnt_q$d),
        .q(i_cnt_q$q),
        .clock(i_cnt_q$clock)
    );
    mm_exec_w64_r8c8$i_res_q i_res_q(
        .d(i_res_q$d),
        .q(i_res_q$q),
        .clock(i_res_q$clock)
    );
    mm_exec_w64_r8c8$oent$0 oent$0(
        .d(oent$0$d),
        .q(oent$0$q),
        .clock(oent$0$clock)
    );
    mm_exec_w64_r8c8$oent$1 oent$1(
        .d(oent$1$d),
        .q(oent$1$q),
        .clock(oent$1$clock)
    );
    mm_exec_w64_r8c8$oent$2 oent$2(
        .d(oent$2$d),
        .q(oent$2$q),
        .clock(oent$2$clock)
    );
    mm_exec_w64_r8c8$oent$3 oent$3(
        .d(oent$3$d),
        .q(oent$3$q),
        .clock(oent$3$clock)
    );
    mm_exec_w64_r8c8$oent$4 oent$4(
        .d(oent$4$d),
        .q(oent$4$q),
        .clock(oent$4$clock)
    );
    mm_exec_w64_r8c8$oent$5 oent$5(
        .d(oent$5$d),
        .q(oent$5$q),
        .clock(oent$5$clock)
    );
    mm_exec_w64_r8c8$oent$6 oent$6(
        .d(oent$6$d),
        .q(oent$6$q),
        .clock(oent$6$clock)
    );
    mm_exec_w64_r8c8$oent$7 oent$7(
        .d(oent$7$d),
        .q(oent$7$q),
        .clock(oent$7$clock)
    );
    mm_exec_w64_r8c8$o_wp_q o_wp_q(
        .d(o_wp_q$d),
        .q(o_wp_q$q),
        .clock(o_wp_q$clock)
    );
    mm_exec_w64_r8c8$o_rp_q o_rp_q(
        .d(o_rp_q$d),
        .q(o_rp_q$q),
        .clock(o_rp_q$clock)
    );
    mm_exec_w64_r8c8$o_cnt_q o_cnt_q(
        .d(o_cnt_q$d),
        .q(o_cnt_q$q),
        .clock(o_cnt_q$clock)
    );
    mm_exec_w64_r8c8$o_res_q o_res_q(
        .d(o_res_q$d),
        .q(o_res_q$q),
        .clock(o_res_q$clock)
    );
    mm_exec_w64_r8c8$tent$0 tent$0(
        .d(tent$0$d),
        .q(tent$0$q),
        .clock(tent$0$clock)
    );
    mm_exec_w64_r8c8$tent$1 tent$1(
        .d(tent$1$d),
        .q(tent$1$q),
        .clock(tent$1$clock)
    );
    mm_exec_w64_r8c8$tent$2 tent$2(
        .d(tent$2$d),
        .q(tent$2$q),
        .clock(tent$2$clock)
    );
    mm_exec_w64_r8c8$tent$3 tent$3(
        .d(tent$3$d),
        .q(tent$3$q),
        .clock(tent$3$clock)
    );
    mm_exec_w64_r8c8$tent$4 tent$4(
        .d(tent$4$d),
        .q(tent$4$q),
        .clock(tent$4$clock)
    );
    mm_exec_w64_r8c8$tent$5 tent$5(
        .d(tent$5$d),
        .q(tent$5$q),
        .clock(tent$5$clock)
    );
    mm_exec_w64_r8c8$tent$6 tent$6(
        .d(tent$6$d),
        .q(tent$6$q),
        .clock(tent$6$clock)
    );
    mm_exec_w64_r8c8$tent$7 tent$7(
        .d(tent$7$d),
        .q(tent$7$q),
        .clock(tent$7$clock)
    );
    mm_exec_w64_r8c8$tent$8 tent$8(
        .d(tent$8$d),
        .q(tent$8$q),
        .clock(tent$8$clock)
    );
    mm_exec_w64_r8c8$tent$9 tent$9(
        .d(tent$9$d),
        .q(tent$9$q),
        .clock(tent$9$clock)
    );
    mm_exec_w64_r8c8$tent$10 tent$10(
        .d(tent$10$d),
        .q(tent$10$q),
        .clock(tent$10$clock)
    );
    mm_exec_w64_r8c8$tent$11 tent$11(
        .d(tent$11$d),
        .q(tent$11$q),
        .clock(tent$11$clock)
    );
    mm_exec_w64_r8c8$tent$12 tent$12(
        .d(tent$12$d),
        .q(tent$12$q),
        .clock(tent$12$clock)
    );
    mm_exec_w64_r8c8$tent$13 tent$13(
        .d(tent$13$d),
        .q(tent$13$q),
        .clock(tent$13$clock)
    );
    mm_exec_w64_r8c8$tent$14 tent$14(
        .d(tent$14$d),
        .q(tent$14$q),
        .clock(tent$14$clock)
    );
    mm_exec_w64_r8c8$tent$15 tent$15(
        .d(tent$15$d),
        .q(tent$15$q),
        .clock(tent$15$clock)
    );
    mm_exec_w64_r8c8$t_wp_q t_wp_q(
        .d(t_wp_q$d),
        .q(t_wp_q$q),
        .clock(t_wp_q$clock)
    );
    mm_exec_w64_r8c8$t_rp_q t_rp_q(
        .d(t_rp_q$d),
        .q(t_rp_q$q),
        .clock(t_rp_q$clock)
    );

    // Update code
    always @(*) begin
        st_q$clock = clock;
        instr_q$clock = clock;
        done_q$clock = clock;
        err_q$clock = clock;
        code_q$clock = clock;
        a_end_q$clock = clock;
        o_end_q$clock = clock;
        w_end_q$clock = clock;
        nw_q$clock = clock;
        part_q$clock = clock;
        kn_q$clock = clock;
        strict_q$clock = clock;
        macs_q$clock = clock;
        ybuf_valid_q$clock = clock;
        ybuf_q$clock = clock;
        rq_valid_q$clock = clock;
        rq_addr_q$clock = clock;
        rq_we_q$clock = clock;
        rq_wdata_q$clock = clock;
        wr_q$clock = clock;
        wraddr_q$clock = clock;
        av_q$clock = clock;
        aaddr_q$clock = clock;
        ov_q$clock = clock;
        oj_q$clock = clock;
        obase_q$clock = clock;
        oaddr_q$clock = clock;
        wv_q$clock = clock;
        wj_q$clock = clock;
        wbase_q$clock = clock;
        waddr_q$clock = clock;
        wpush_q$clock = clock;
        apush_q$clock = clock;
        wrsp_q$clock = clock;
        i_wp_q$clock = clock;
        i_rp_q$clock = clock;
        i_cnt_q$clock = clock;
        i_res_q$clock = clock;
        o_wp_q$clock = clock;
        o_rp_q$clock = clock;
        o_cnt_q$clock = clock;
        o_res_q$clock = clock;
        t_wp_q$clock = clock;
        t_rp_q$clock = clock;
        st_q$d = st_q$q;
        instr_q$d = instr_q$q;
        done_q$d = done_q$q;
        err_q$d = err_q$q;
        code_q$d = code_q$q;
        a_end_q$d = a_end_q$q;
        o_end_q$d = o_end_q$q;
        w_end_q$d = w_end_q$q;
        nw_q$d = nw_q$q;
        part_q$d = part_q$q;
        kn_q$d = kn_q$q;
        strict_q$d = strict_q$q;
        macs_q$d = macs_q$q;
        ybuf_valid_q$d = ybuf_valid_q$q;
        ybuf_q$d = ybuf_q$q;
        rq_valid_q$d = rq_valid_q$q;
        rq_addr_q$d = rq_addr_q$q;
        rq_we_q$d = rq_we_q$q;
        rq_wdata_q$d = rq_wdata_q$q;
        wr_q$d = wr_q$q;
        wraddr_q$d = wraddr_q$q;
        av_q$d = av_q$q;
        aaddr_q$d = aaddr_q$q;
        ov_q$d = ov_q$q;
        oj_q$d = oj_q$q;
        obase_q$d = obase_q$q;
        oaddr_q$d = oaddr_q$q;
        wv_q$d = wv_q$q;
        wj_q$d = wj_q$q;
        wbase_q$d = wbase_q$q;
        waddr_q$d = waddr_q$q;
        wpush_q$d = wpush_q$q;
        apush_q$d = apush_q$q;
        wrsp_q$d = wrsp_q$q;
        i_wp_q$d = i_wp_q$q;
        i_rp_q$d = i_rp_q$q;
        i_cnt_q$d = i_cnt_q$q;
        i_res_q$d = i_res_q$q;
        o_wp_q$d = o_wp_q$q;
        o_rp_q$d = o_rp_q$q;
        o_cnt_q$d = o_cnt_q$q;
        o_res_q$d = o_res_q$q;
        t_wp_q$d = t_wp_q$q;
        t_rp_q$d = t_rp_q$q;
        ient$0$clock = clock;
        ient$0$d = ient$0$q;
        ikind$0$clock = clock;
        ikind$0$d = ikind$0$q;
        ient$1$clock = clock;
        ient$1$d = ient$1$q;
        ikind$1$clock = clock;
        ikind$1$d = ikind$1$q;
        ient$2$clock = clock;
        ient$2$d = ient$2$q;
        ikind$2$clock = clock;
        ikind$2$d = ikind$2$q;
        ient$3$clock = clock;
        ient$3$d = ient$3$q;
        ikind$3$clock = clock;
        ikind$3$d = ikind$3$q;
        ient$4$clock = clock;
        ient$4$d = ient$4$q;
        ikind$4$clock = clock;
        ikind$4$d = ikind$4$q;
        ient$5$clock = clock;
        ient$5$d = ient$5$q;
        ikind$5$clock = clock;
        ikind$5$d = ikind$5$q;
        ient$6$clock = clock;
        ient$6$d = ient$6$q;
        ikind$6$clock = clock;
        ikind$6$d = ikind$6$q;
        ient$7$clock = clock;
        ient$7$d = ient$7$q;
        ikind$7$clock = clock;
        ikind$7$d = ikind$7$q;
        oent$0$clock = clock;
        oent$0$d = oent$0$q;
        oent$1$clock = clock;
        oent$1$d = oent$1$q;
        oent$2$clock = clock;
        oent$2$d = oent$2$q;
        oent$3$clock = clock;
        oent$3$d = oent$3$q;
        oent$4$clock = clock;
        oent$4$d = oent$4$q;
        oent$5$clock = clock;
        oent$5$d = oent$5$q;
        oent$6$clock = clock;
        oent$6$d = oent$6$q;
        oent$7$clock = clock;
        oent$7$d = oent$7$q;
        tent$0$clock = clock;
        tent$0$d = tent$0$q;
        tent$1$clock = clock;
        tent$1$d = tent$1$q;
        tent$2$clock = clock;
        tent$2$d = tent$2$q;
        tent$3$clock = clock;
        tent$3$d = tent$3$q;
        tent$4$clock = clock;
        tent$4$d = tent$4$q;
        tent$5$clock = clock;
        tent$5$d = tent$5$q;
        tent$6$clock = clock;
        tent$6$d = tent$6$q;
        tent$7$clock = clock;
        tent$7$d = tent$7$q;
        tent$8$clock = clock;
        tent$8$d = tent$8$q;
        tent$9$clock = clock;
        tent$9$d = tent$9$q;
        tent$10$clock = clock;
        tent$10$d = tent$10$q;
        tent$11$clock = clock;
        tent$11$d = tent$11$q;
        tent$12$clock = clock;
        tent$12$d = tent$12$q;
        tent$13$clock = clock;
        tent$13$d = tent$13$q;
        tent$14$clock = clock;
        tent$14$d = tent$14$q;
        tent$15$clock = clock;
        tent$15$d = tent$15$q;
        acc = instr_q$q[32'h10];
        k8 = instr_q$q[(32'h11)+:(8)] & m7f;
        n8 = instr_q$q[(32'h18)+:(8)] & m7f;
        m16 = instr_q$q[(32'h1c)+:(16)] >> 32'h4;
        mm1 = m16 - one16;
        w32 = instr_q$q[(32'h20)+:(32)] >> 32'hc;
        act32 = instr_q$q[(32'h34)+:(32)] >> 32'hc;
        out32 = instr_q$q[(32'h48)+:(32)] >> 32'hc;
        astr32 = instr_q$q[(32'h54)+:(32)] >> 32'h14;
        ostr32 = instr_q$q[(32'h60)+:(32)] >> 32'h14;
        nw_c = zero8;
        if (n8 > jlw$0) begin
            nw_c = jp1$0;
        end
        if (n8 > jlw$1) begin
            nw_c = jp1$1;
        end
        if (n8 > jlw$2) begin
            nw_c = jp1$2;
        end
        if (n8 > jlw$3) begin
            nw_c = jp1$3;
        end
        fo8 = nw_c - one8;
        if (acc) begin
            fo8 = zero8;
        end
        mul_a$a = mm1;
        mul_a$b = instr_q$q[(32'h64)+:(16)] >> 32'h4;
        mul_o$a = mm1;
        mul_o$b = instr_q$q[(32'h70)+:(16)] >> 32'h4;
        mul_kn$a = k8;
        mul_kn$b = n8;
        zk$x = k8;
        znw$x = nw_c;
        zfo$x = fo8;
        instr_ready = ~reset & (st_q$q == c_idle);
        done = done_q$q;
        error = err_q$q;
        error_code = code_q$q;
        ev_busy = st_q$q != c_idle;
        ev_macs = macs_q$q;
        sram_req_valid = rq_valid_q$q;
        sram_req_addr = rq_addr_q$q;
        sram_req_we = rq_we_q$q;
        sram_req_wdata = rq_wdata_q$q;
        done_q$d = 1'b0;
        err_q$d = 1'b0;
        running = st_q$q == c_run;
        ihead = ient$0$q;
        ihkind = ikind$0$q;
        if (i_rp_q$q == idx3$1) begin
            ihead = ient$1$q;
            ihkind = ikind$1$q;
        end
        if (i_rp_q$q == idx3$2) begin
            ihead = ient$2$q;
            ihkind = ikind$2$q;
        end
        if (i_rp_q$q == idx3$3) begin
            ihead = ient$3$q;
            ihkind = ikind$3$q;
        end
        if (i_rp_q$q == idx3$4) begin
            ihead = ient$4$q;
            ihkind = ikind$4$q;
        end
        if (i_rp_q$q == idx3$5) begin
            ihead = ient$5$q;
            ihkind = ikind$5$q;
        end
        if (i_rp_q$q == idx3$6) begin
            ihead = ient$6$q;
            ihkind = ikind$6$q;
        end
        if (i_rp_q$q == idx3$7) begin
            ihead = ient$7$q;
            ihkind = ikind$7$q;
        end
        ohead = oent$0$q;
        if (o_rp_q$q == idx3$1) begin
            ohead = oent$1$q;
        end
        if (o_rp_q$q == idx3$2) begin
            ohead = oent$2$q;
        end
        if (o_rp_q$q == idx3$3) begin
            ohead = oent$3$q;
        end
        if (o_rp_q$q == idx3$4) begin
            ohead = oent$4$q;
        end
        if (o_rp_q$q == idx3$5) begin
            ohead = oent$5$q;
        end
        if (o_rp_q$q == idx3$6) begin
            ohead = oent$6$q;
        end
        if (o_rp_q$q == idx3$7) begin
            ohead = oent$7$q;
        end
        thead = tent$0$q;
        if (t_rp_q$q == idx4$1) begin
            thead = tent$1$q;
        end
        if (t_rp_q$q == idx4$2) begin
            thead = tent$2$q;
        end
        if (t_rp_q$q == idx4$3) begin
            thead = tent$3$q;
        end
        if (t_rp_q$q == idx4$4) begin
            thead = tent$4$q;
        end
        if (t_rp_q$q == idx4$5) begin
            thead = tent$5$q;
        end
        if (t_rp_q$q == idx4$6) begin
            thead = tent$6$q;
        end
        if (t_rp_q$q == idx4$7) begin
            thead = tent$7$q;
        end
        if (t_rp_q$q == idx4$8) begin
            thead = tent$8$q;
        end
        if (t_rp_q$q == idx4$9) begin
            thead = tent$9$q;
        end
        if (t_rp_q$q == idx4$10) begin
            thead = tent$10$q;
        end
        if (t_rp_q$q == idx4$11) begin
            thead = tent$11$q;
        end
        if (t_rp_q$q == idx4$12) begin
            thead = tent$12$q;
        end
        if (t_rp_q$q == idx4$13) begin
            thead = tent$13$q;
        end
        if (t_rp_q$q == idx4$14) begin
            thead = tent$14$q;
        end
        if (t_rp_q$q == idx4$15) begin
            thead = tent$15$q;
        end
        mx$clock = clock;
        mx$reset = reset;
        mx$w_valid = (i_cnt_q$q != zero4) & ihkind;
        mx$w_data = ihead[(32'h0)+:(64)];
        mx$w_last = wpush_q$q == (k8 - one8);
        mx$w_cols = n8;
        mx$a_valid = (i_cnt_q$q != zero4) & ~ihkind;
        mx$a_data = ihead[(32'h0)+:(64)];
        mx$a_last = apush_q$q == mm1;
        w_fire = mx$w_valid & mx$w_ready;
        a_fire = mx$a_valid & mx$a_ready;
        pop_i = w_fire | a_fire;
        macs_q$d = zero16;
        if (a_fire) begin
            macs_q$d = kn_q$q;
            apush_q$d = apush_q$q + one16;
        end
        if (w_fire) begin
            wpush_q$d = wpush_q$q + one8;
        end
        push_i = sram_rsp_valid & ~thead;
        push_o = sram_rsp_valid & thead;
        if (sram_rsp_valid) begin
            t_rp_q$d = t_rp_q$q + one4;
        end
        if (push_i & (i_wp_q$q == idx3$0)) begin
            ient$0$d = sram_rsp_data;
            ikind$0$d = wrsp_q$q < k8;
        end
        if (push_i & (i_wp_q$q == idx3$1)) begin
            ient$1$d = sram_rsp_data;
            ikind$1$d = wrsp_q$q < k8;
        end
        if (push_i & (i_wp_q$q == idx3$2)) begin
            ient$2$d = sram_rsp_data;
            ikind$2$d = wrsp_q$q < k8;
        end
        if (push_i & (i_wp_q$q == idx3$3)) begin
            ient$3$d = sram_rsp_data;
            ikind$3$d = wrsp_q$q < k8;
        end
        if (push_i & (i_wp_q$q == idx3$4)) begin
            ient$4$d = sram_rsp_data;
            ikind$4$d = wrsp_q$q < k8;
        end
        if (push_i & (i_wp_q$q == idx3$5)) begin
            ient$5$d = sram_rsp_data;
            ikind$5$d = wrsp_q$q < k8;
        end
        if (push_i & (i_wp_q$q == idx3$6)) begin
            ient$6$d = sram_rsp_data;
            ikind$6$d = wrsp_q$q < k8;
        end
        if (push_i & (i_wp_q$q == idx3$7)) begin
            ient$7$d = sram_rsp_data;
            ikind$7$d = wrsp_q$q < k8;
        end
        if (push_i & (wrsp_q$q < k8)) begin
            wrsp_q$d = wrsp_q$q + one8;
        end
        if (push_o & (o_wp_q$q == idx3$0)) begin
            oent$0$d = sram_rsp_data;
        end
        if (push_o & (o_wp_q$q == idx3$1)) begin
            oent$1$d = sram_rsp_data;
        end
        if (push_o & (o_wp_q$q == idx3$2)) begin
            oent$2$d = sram_rsp_data;
        end
        if (push_o & (o_wp_q$q == idx3$3)) begin
            oent$3$d = sram_rsp_data;
        end
        if (push_o & (o_wp_q$q == idx3$4)) begin
            oent$4$d = sram_rsp_data;
        end
        if (push_o & (o_wp_q$q == idx3$5)) begin
            oent$5$d = sram_rsp_data;
        end
        if (push_o & (o_wp_q$q == idx3$6)) begin
            oent$6$d = sram_rsp_data;
        end
        if (push_o & (o_wp_q$q == idx3$7)) begin
            oent$7$d = sram_rsp_data;
        end
        wlast = wj_q$q == (nw_q$q - one8);
        need_old = acc | (part_q$q & wlast);
        ylane$0 = zero32;
        lane_ok$0 = 1'b0;
        ylane$1 = zero32;
        lane_ok$1 = 1'b0;
        if (wj_q$q == jidx$0) begin
            ylane$0 = ybuf_q$q[(32'h40 * 0 + 32'h20 * 0)+:(32)];
            lane_ok$0 = lidx$0 < n8;
            ylane$1 = ybuf_q$q[(32'h40 * 0 + 32'h20 * 1)+:(32)];
            lane_ok$1 = lidx$1 < n8;
        end
        if (wj_q$q == jidx$1) begin
            ylane$0 = ybuf_q$q[(32'h40 * 1 + 32'h20 * 0)+:(32)];
            lane_ok$0 = lidx$2 < n8;
            ylane$1 = ybuf_q$q[(32'h40 * 1 + 32'h20 * 1)+:(32)];
            lane_ok$1 = lidx$3 < n8;
        end
        if (wj_q$q == jidx$2) begin
            ylane$0 = ybuf_q$q[(32'h40 * 2 + 32'h20 * 0)+:(32)];
            lane_ok$0 = lidx$4 < n8;
            ylane$1 = ybuf_q$q[(32'h40 * 2 + 32'h20 * 1)+:(32)];
            lane_ok$1 = lidx$5 < n8;
        end
        if (wj_q$q == jidx$3) begin
            ylane$0 = ybuf_q$q[(32'h40 * 3 + 32'h20 * 0)+:(32)];
            lane_ok$0 = lidx$6 < n8;
            ylane$1 = ybuf_q$q[(32'h40 * 3 + 32'h20 * 1)+:(32)];
            lane_ok$1 = lidx$7 < n8;
        end
        wcat$inp$0 = ohead[(32'h20 * 0)+:(32)];
        if (lane_ok$0) begin
            if (acc) begin
                wcat$inp$0 = ohead[(32'h20 * 0)+:(32)] + ylane$0;
            end
            else begin
                wcat$inp$0 = ylane$0;
            end
        end
        wcat$inp$1 = ohead[(32'h20 * 1)+:(32)];
        if (lane_ok$1) begin
            if (acc) begin
                wcat$inp$1 = ohead[(32'h20 * 1)+:(32)] + ylane$1;
            end
            else begin
                wcat$inp$1 = ylane$1;
            end
        end
        ld = ~rq_valid_q$q | sram_req_ready;
        mx$y_ready = ~ybuf_valid_q$q;
        if (~ybuf_valid_q$q & mx$y_valid) begin
            ybuf_valid_q$d = 1'b1;
            ybuf_q$d = mx$y_data;
        end
        can_wr = running & ybuf_valid_q$q & (~need_old | (o_cnt_q$q != zero4));
        can_old = running & (acc | part_q$q) & (ov_q$q < av_q$q) & (o_res_q$q < old_depth);
        can_w = running & (wr_q$q < k8) & (i_res_q$q < in_depth);
        can_a = running & (wr_q$q == k8) & (av_q$q < m16) & (i_res_q$q < in_depth) & (~strict_q$q | (av_q$q == wv_q$q));
        pop_o = 1'b0;
        rd_i = 1'b0;
        rd_o = 1'b0;
        if (ld) begin
            rq_valid_q$d = 1'b0;
            if (can_wr) begin
                rq_valid_q$d = 1'b1;
                rq_we_q$d = 1'b1;
                rq_addr_q$d = waddr_q$q;
                rq_wdata_q$d = wcat$out;
                pop_o = need_old;
                if (wlast) begin
                    ybuf_valid_q$d = 1'b0;
                    wj_q$d = zero8;
                    wv_q$d = wv_q$q + one16;
                    wbase_q$d = wbase_q$q + ostr32;
                    waddr_q$d = wbase_q$q + ostr32;
                end
                else begin
                    wj_q$d = wj_q$q + one8;
                    waddr_q$d = waddr_q$q + one32;
                end
            end
            else if (can_old) begin
                rq_valid_q$d = 1'b1;
                rq_we_q$d = 1'b0;
                rq_addr_q$d = oaddr_q$q;
                rq_wdata_q$d = zero_w;
                rd_o = 1'b1;
                if (oj_q$q == (nw_q$q - one8)) begin
                    oj_q$d = fo8;
                    ov_q$d = ov_q$q + one16;
                    obase_q$d = obase_q$q + ostr32;
                    oaddr_q$d = obase_q$q + ostr32 + zfo$y;
                end
                else begin
                    oj_q$d = oj_q$q + one8;
                    oaddr_q$d = oaddr_q$q + one32;
                end
            end
            else if (can_w) begin
                rq_valid_q$d = 1'b1;
                rq_we_q$d = 1'b0;
                rq_addr_q$d = wraddr_q$q;
                rq_wdata_q$d = zero_w;
                rd_i = 1'b1;
                wr_q$d = wr_q$q + one8;
                wraddr_q$d = wraddr_q$q + one32;
            end
            else if (can_a) begin
                rq_valid_q$d = 1'b1;
                rq_we_q$d = 1'b0;
                rq_addr_q$d = aaddr_q$q;
                rq_wdata_q$d = zero_w;
                rd_i = 1'b1;
                av_q$d = av_q$q + one16;
                aaddr_q$d = aaddr_q$q + astr32;
            end
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$0)) begin
            tent$0$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$1)) begin
            tent$1$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$2)) begin
            tent$2$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$3)) begin
            tent$3$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$4)) begin
            tent$4$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$5)) begin
            tent$5$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$6)) begin
            tent$6$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$7)) begin
            tent$7$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$8)) begin
            tent$8$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$9)) begin
            tent$9$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$10)) begin
            tent$10$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$11)) begin
            tent$11$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$12)) begin
            tent$12$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$13)) begin
            tent$13$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$14)) begin
            tent$14$d = rd_o;
        end
        if ((rd_i | rd_o) & (t_wp_q$q == idx4$15)) begin
            tent$15$d = rd_o;
        end
        if (rd_i | rd_o) begin
            t_wp_q$d = t_wp_q$q + one4;
        end
        if (push_i) begin
            i_wp_q$d = i_wp_q$q + one3;
        end
        if (pop_i) begin
            i_rp_q$d = i_rp_q$q + one3;
        end
        if (push_i & ~pop_i) begin
            i_cnt_q$d = i_cnt_q$q + one4;
        end
        if (~push_i & pop_i) begin
            i_cnt_q$d = i_cnt_q$q - one4;
        end
        if (rd_i & ~pop_i) begin
            i_res_q$d = i_res_q$q + one4;
        end
        if (~rd_i & pop_i) begin
            i_res_q$d = i_res_q$q - one4;
        end
        if (push_o) begin
            o_wp_q$d = o_wp_q$q + one3;
        end
        if (pop_o) begin
            o_rp_q$d = o_rp_q$q + one3;
        end
        if (push_o & ~pop_o) begin
            o_cnt_q$d = o_cnt_q$q + one4;
        end
        if (~push_o & pop_o) begin
            o_cnt_q$d = o_cnt_q$q - one4;
        end
        if (rd_o & ~pop_o) begin
            o_res_q$d = o_res_q$q + one4;
        end
        if (~rd_o & pop_o) begin
            o_res_q$d = o_res_q$q - one4;
        end
        if ((st_q$q == c_idle) & instr_valid & instr_ready) begin
            instr_q$d = instr_data;
            st_q$d = c_check1;
        end
        if (st_q$q == c_check1) begin
            w_end_q$d = w32 + zk$y;
            a_end_q$d = act32 + mul_a$p + one32;
            o_end_q$d = out32 + mul_o$p + znw$y;
            nw_q$d = nw_c;
            part_q$d = (n8 & lwm1) != zero8;
            kn_q$d = mul_kn$p;
            st_q$d = c_check2;
        end
        if (st_q$q == c_check2) begin
            wr_q$d = zero8;
            wraddr_q$d = w32;
            av_q$d = zero16;
            aaddr_q$d = act32;
            ov_q$d = zero16;
            oj_q$d = fo8;
            obase_q$d = out32;
            oaddr_q$d = out32 + zfo$y;
            wv_q$d = zero16;
            wj_q$d = zero8;
            wbase_q$d = out32;
            waddr_q$d = out32;
            wpush_q$d = zero8;
            apush_q$d = zero16;
            wrsp_q$d = zero8;
            strict_q$d = (mm1 != zero16) & ((ostr32 < znw$y) | ((act32 < o_end_q$q) & (out32 < a_end_q$q)));
            st_q$d = c_run;
            if ((k8 == zero8) | (n8 == zero8) | (m16 == zero16)) begin
                err_q$d = 1'b1;
                code_q$d = code_zero;
                st_q$d = c_idle;
            end
            else if ((k8 > max_dim) | (n8 > max_dim)) begin
                err_q$d = 1'b1;
                code_q$d = code_range;
                st_q$d = c_idle;
            end
            else if ((k8 > r8) | (n8 > c8)) begin
                err_q$d = 1'b1;
                code_q$d = code_unsup;
                st_q$d = c_idle;
            end
            else if ((w_end_q$q > cfg_sram_words) | (a_end_q$q > cfg_sram_words) | (o_end_q$q > cfg_sram_words)) begin
                err_q$d = 1'b1;
                code_q$d = code_oow;
                st_q$d = c_idle;
            end
        end
        if (running & (wv_q$q == m16) & ~rq_valid_q$q) begin
            done_q$d = 1'b1;
            st_q$d = c_idle;
        end
        if (reset) begin
            st_q$d = c_idle;
            done_q$d = 1'b0;
            err_q$d = 1'b0;
            rq_valid_q$d = 1'b0;
            ybuf_valid_q$d = 1'b0;
            macs_q$d = zero16;
            i_wp_q$d = idx3$0;
            i_rp_q$d = idx3$0;
            i_cnt_q$d = zero4;
            i_res_q$d = zero4;
            o_wp_q$d = idx3$0;
            o_rp_q$d = idx3$0;
            o_cnt_q$d = zero4;
            o_res_q$d = zero4;
            t_wp_q$d = zero4;
            t_rp_q$d = zero4;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$a_end_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$a_end_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$aaddr_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$aaddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$apush_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$apush_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$av_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$av_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$code_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$code_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$done_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$err_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$err_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$i_cnt_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$i_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$i_res_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$i_res_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$i_rp_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$i_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$i_wp_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$i_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ient$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$ient$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ient$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$ient$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ient$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$ient$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ient$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$ient$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ient$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$ient$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ient$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$ient$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ient$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$ient$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ient$7(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$ient$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ikind$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$ikind$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ikind$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$ikind$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ikind$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$ikind$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ikind$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$ikind$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ikind$4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$ikind$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ikind$5(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$ikind$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ikind$6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$ikind$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ikind$7(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$ikind$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$instr_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$instr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$kn_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$kn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$macs_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$macs_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mul_a(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [15:0] b;
    output wire  [31:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [31:0] a_x = {{16{a[15]}}, a};
    wire signed [31:0] b_x = {{16{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mm_exec_w64_r8c8$mul_a
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mul_kn(a,b,p);

    // Module arguments
    input wire  [7:0] a;
    input wire  [7:0] b;
    output wire  [15:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [15:0] a_x = {{8{a[7]}}, a};
    wire signed [15:0] b_x = {{8{b[7]}}, b};
    assign p = a_x * b_x;
endmodule // mm_exec_w64_r8c8$mul_kn
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mul_o(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [15:0] b;
    output wire  [31:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [31:0] a_x = {{16{a[15]}}, a};
    wire signed [31:0] b_x = {{16{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mm_exec_w64_r8c8$mul_o
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx(clock,reset,w_valid,w_ready,w_data,w_last,w_cols,a_valid,a_ready,a_data,a_last,y_valid,y_ready,y_data,y_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  w_valid;
    output reg  w_ready;
    input wire  [63:0] w_data;
    input wire  w_last;
    input wire  [7:0] w_cols;
    input wire  a_valid;
    output reg  a_ready;
    input wire  [63:0] a_data;
    input wire  a_last;
    output reg  y_valid;
    input wire  y_ready;
    output reg  [255:0] y_data;
    output reg  y_last;

    // Constant declarations
    localparam  ridx$0 = 8'h0;
    localparam  ridx$1 = 8'h1;
    localparam  ridx$2 = 8'h2;
    localparam  ridx$3 = 8'h3;
    localparam  ridx$4 = 8'h4;
    localparam  ridx$5 = 8'h5;
    localparam  ridx$6 = 8'h6;
    localparam  ridx$7 = 8'h7;
    localparam  cidx$0 = 8'h0;
    localparam  cidx$1 = 8'h1;
    localparam  cidx$2 = 8'h2;
    localparam  cidx$3 = 8'h3;
    localparam  cidx$4 = 8'h4;
    localparam  cidx$5 = 8'h5;
    localparam  cidx$6 = 8'h6;
    localparam  cidx$7 = 8'h7;
    localparam  onehot$0 = 8'h1;
    localparam  onehot$1 = 8'h2;
    localparam  onehot$2 = 8'h4;
    localparam  onehot$3 = 8'h8;
    localparam  onehot$4 = 8'h10;
    localparam  onehot$5 = 8'h20;
    localparam  onehot$6 = 8'h40;
    localparam  onehot$7 = 8'h80;
    localparam  rm1 = 8'h7;
    localparam  dmax = 8'he;
    localparam  one8 = 8'h1;
    localparam  zero8 = 8'h0;
    localparam  lo16 = 16'hff;
    localparam  zero16 = 16'h0;
    localparam  one1 = 1'b1;
    localparam  zero1 = 1'b0;
    localparam  zero_r = 8'h0;

    // Stub signals
    reg  cols$0$clock;
    reg  cols$0$adv;
    reg  [63:0] cols$0$a_in;
    reg  [7:0] cols$0$sel_in;
    reg  [15:0] cols$0$w_data;
    reg  [7:0] cols$0$w_we0;
    reg  [7:0] cols$0$w_we1;
    wire  [31:0] cols$0$psum_out;
    reg  cols$1$clock;
    reg  cols$1$adv;
    reg  [63:0] cols$1$a_in;
    reg  [7:0] cols$1$sel_in;
    reg  [15:0] cols$1$w_data;
    reg  [7:0] cols$1$w_we0;
    reg  [7:0] cols$1$w_we1;
    wire  [31:0] cols$1$psum_out;
    reg  cols$2$clock;
    reg  cols$2$adv;
    reg  [63:0] cols$2$a_in;
    reg  [7:0] cols$2$sel_in;
    reg  [15:0] cols$2$w_data;
    reg  [7:0] cols$2$w_we0;
    reg  [7:0] cols$2$w_we1;
    wire  [31:0] cols$2$psum_out;
    reg  cols$3$clock;
    reg  cols$3$adv;
    reg  [63:0] cols$3$a_in;
    reg  [7:0] cols$3$sel_in;
    reg  [15:0] cols$3$w_data;
    reg  [7:0] cols$3$w_we0;
    reg  [7:0] cols$3$w_we1;
    wire  [31:0] cols$3$psum_out;
    reg  cols$4$clock;
    reg  cols$4$adv;
    reg  [63:0] cols$4$a_in;
    reg  [7:0] cols$4$sel_in;
    reg  [15:0] cols$4$w_data;
    reg  [7:0] cols$4$w_we0;
    reg  [7:0] cols$4$w_we1;
    wire  [31:0] cols$4$psum_out;
    reg  cols$5$clock;
    reg  cols$5$adv;
    reg  [63:0] cols$5$a_in;
    reg  [7:0] cols$5$sel_in;
    reg  [15:0] cols$5$w_data;
    reg  [7:0] cols$5$w_we0;
    reg  [7:0] cols$5$w_we1;
    wire  [31:0] cols$5$psum_out;
    reg  cols$6$clock;
    reg  cols$6$adv;
    reg  [63:0] cols$6$a_in;
    reg  [7:0] cols$6$sel_in;
    reg  [15:0] cols$6$w_data;
    reg  [7:0] cols$6$w_we0;
    reg  [7:0] cols$6$w_we1;
    wire  [31:0] cols$6$psum_out;
    reg  cols$7$clock;
    reg  cols$7$adv;
    reg  [63:0] cols$7$a_in;
    reg  [7:0] cols$7$sel_in;
    reg  [15:0] cols$7$w_data;
    reg  [7:0] cols$7$w_we0;
    reg  [7:0] cols$7$w_we1;
    wire  [31:0] cols$7$psum_out;
    reg  skew$0$clock;
    reg  skew$0$reset;
    reg  skew$0$adv;
    reg  [7:0] skew$0$inp;
    wire  [7:0] skew$0$out;
    reg  skew$1$clock;
    reg  skew$1$reset;
    reg  skew$1$adv;
    reg  [7:0] skew$1$inp;
    wire  [7:0] skew$1$out;
    reg  skew$2$clock;
    reg  skew$2$reset;
    reg  skew$2$adv;
    reg  [7:0] skew$2$inp;
    wire  [7:0] skew$2$out;
    reg  skew$3$clock;
    reg  skew$3$reset;
    reg  skew$3$adv;
    reg  [7:0] skew$3$inp;
    wire  [7:0] skew$3$out;
    reg  skew$4$clock;
    reg  skew$4$reset;
    reg  skew$4$adv;
    reg  [7:0] skew$4$inp;
    wire  [7:0] skew$4$out;
    reg  skew$5$clock;
    reg  skew$5$reset;
    reg  skew$5$adv;
    reg  [7:0] skew$5$inp;
    wire  [7:0] skew$5$out;
    reg  skew$6$clock;
    reg  skew$6$reset;
    reg  skew$6$adv;
    reg  [7:0] skew$6$inp;
    wire  [7:0] skew$6$out;
    reg  sskew$0$clock;
    reg  sskew$0$reset;
    reg  sskew$0$adv;
    reg  sskew$0$inp;
    wire  sskew$0$out;
    reg  sskew$1$clock;
    reg  sskew$1$reset;
    reg  sskew$1$adv;
    reg  sskew$1$inp;
    wire  sskew$1$out;
    reg  sskew$2$clock;
    reg  sskew$2$reset;
    reg  sskew$2$adv;
    reg  sskew$2$inp;
    wire  sskew$2$out;
    reg  sskew$3$clock;
    reg  sskew$3$reset;
    reg  sskew$3$adv;
    reg  sskew$3$inp;
    wire  sskew$3$out;
    reg  sskew$4$clock;
    reg  sskew$4$reset;
    reg  sskew$4$adv;
    reg  sskew$4$inp;
    wire  sskew$4$out;
    reg  sskew$5$clock;
    reg  sskew$5$reset;
    reg  sskew$5$adv;
    reg  sskew$5$inp;
    wire  sskew$5$out;
    reg  sskew$6$clock;
    reg  sskew$6$reset;
    reg  sskew$6$adv;
    reg  sskew$6$inp;
    wire  sskew$6$out;
    reg  [7:0] acat$inp$0;
    reg  [7:0] acat$inp$1;
    reg  [7:0] acat$inp$2;
    reg  [7:0] acat$inp$3;
    reg  [7:0] acat$inp$4;
    reg  [7:0] acat$inp$5;
    reg  [7:0] acat$inp$6;
    reg  [7:0] acat$inp$7;
    wire  [63:0] acat$out;
    reg  scat$inp$0;
    reg  scat$inp$1;
    reg  scat$inp$2;
    reg  scat$inp$3;
    reg  scat$inp$4;
    reg  scat$inp$5;
    reg  scat$inp$6;
    reg  scat$inp$7;
    wire  [7:0] scat$out;
    reg  [63:0] apipe$0$d;
    wire  [63:0] apipe$0$q;
    reg  apipe$0$clock;
    reg  [63:0] apipe$1$d;
    wire  [63:0] apipe$1$q;
    reg  apipe$1$clock;
    reg  [63:0] apipe$2$d;
    wire  [63:0] apipe$2$q;
    reg  apipe$2$clock;
    reg  [63:0] apipe$3$d;
    wire  [63:0] apipe$3$q;
    reg  apipe$3$clock;
    reg  [63:0] apipe$4$d;
    wire  [63:0] apipe$4$q;
    reg  apipe$4$clock;
    reg  [63:0] apipe$5$d;
    wire  [63:0] apipe$5$q;
    reg  apipe$5$clock;
    reg  [63:0] apipe$6$d;
    wire  [63:0] apipe$6$q;
    reg  apipe$6$clock;
    reg  [7:0] spipe$0$d;
    wire  [7:0] spipe$0$q;
    reg  spipe$0$clock;
    reg  [7:0] spipe$1$d;
    wire  [7:0] spipe$1$q;
    reg  spipe$1$clock;
    reg  [7:0] spipe$2$d;
    wire  [7:0] spipe$2$q;
    reg  spipe$2$clock;
    reg  [7:0] spipe$3$d;
    wire  [7:0] spipe$3$q;
    reg  spipe$3$clock;
    reg  [7:0] spipe$4$d;
    wire  [7:0] spipe$4$q;
    reg  spipe$4$clock;
    reg  [7:0] spipe$5$d;
    wire  [7:0] spipe$5$q;
    reg  spipe$5$clock;
    reg  [7:0] spipe$6$d;
    wire  [7:0] spipe$6$q;
    reg  spipe$6$clock;
    reg  deskew$0$clock;
    reg  deskew$0$reset;
    reg  deskew$0$adv;
    reg  [31:0] deskew$0$inp;
    wire  [31:0] deskew$0$out;
    reg  deskew$1$clock;
    reg  deskew$1$reset;
    reg  deskew$1$adv;
    reg  [31:0] deskew$1$inp;
    wire  [31:0] deskew$1$out;
    reg  deskew$2$clock;
    reg  deskew$2$reset;
    reg  deskew$2$adv;
    reg  [31:0] deskew$2$inp;
    wire  [31:0] deskew$2$out;
    reg  deskew$3$clock;
    reg  deskew$3$reset;
    reg  deskew$3$adv;
    reg  [31:0] deskew$3$inp;
    wire  [31:0] deskew$3$out;
    reg  deskew$4$clock;
    reg  deskew$4$reset;
    reg  deskew$4$adv;
    reg  [31:0] deskew$4$inp;
    wire  [31:0] deskew$4$out;
    reg  deskew$5$clock;
    reg  deskew$5$reset;
    reg  deskew$5$adv;
    reg  [31:0] deskew$5$inp;
    wire  [31:0] deskew$5$out;
    reg  deskew$6$clock;
    reg  deskew$6$reset;
    reg  deskew$6$adv;
    reg  [31:0] deskew$6$inp;
    wire  [31:0] deskew$6$out;
    reg  [31:0] ycat$inp$0;
    reg  [31:0] ycat$inp$1;
    reg  [31:0] ycat$inp$2;
    reg  [31:0] ycat$inp$3;
    reg  [31:0] ycat$inp$4;
    reg  [31:0] ycat$inp$5;
    reg  [31:0] ycat$inp$6;
    reg  [31:0] ycat$inp$7;
    wire  [255:0] ycat$out;
    reg  vline$clock;
    reg  vline$reset;
    reg  vline$adv;
    reg  vline$inp;
    wire  vline$out;
    reg  lline$clock;
    reg  lline$reset;
    reg  lline$adv;
    reg  lline$inp;
    wire  lline$out;
    reg  main_valid_q$d;
    wire  main_valid_q$q;
    reg  main_valid_q$clock;
    reg  [255:0] main_data_q$d;
    wire  [255:0] main_data_q$q;
    reg  main_data_q$clock;
    reg  main_last_q$d;
    wire  main_last_q$q;
    reg  main_last_q$clock;
    reg  skid_valid_q$d;
    wire  skid_valid_q$q;
    reg  skid_valid_q$clock;
    reg  [255:0] skid_data_q$d;
    wire  [255:0] skid_data_q$q;
    reg  skid_data_q$clock;
    reg  skid_last_q$d;
    wire  skid_last_q$q;
    reg  skid_last_q$clock;
    reg  full0_q$d;
    wire  full0_q$q;
    reg  full0_q$clock;
    reg  full1_q$d;
    wire  full1_q$q;
    reg  full1_q$clock;
    reg  [7:0] drain0_q$d;
    wire  [7:0] drain0_q$q;
    reg  drain0_q$clock;
    reg  [7:0] drain1_q$d;
    wire  [7:0] drain1_q$q;
    reg  drain1_q$clock;
    reg  [7:0] rows0_q$d;
    wire  [7:0] rows0_q$q;
    reg  rows0_q$clock;
    reg  [7:0] rows1_q$d;
    wire  [7:0] rows1_q$q;
    reg  rows1_q$clock;
    reg  lb_q$d;
    wire  lb_q$q;
    reg  lb_q$clock;
    reg  cb_q$d;
    wire  cb_q$q;
    reg  cb_q$clock;
    reg  [7:0] row_q$d;
    wire  [7:0] row_q$q;
    reg  row_q$clock;

    // Local signals
    reg  adv;
    reg  full_cur;
    reg  [7:0] rows_cur;
    reg  full_lb;
    reg  [7:0] drain_lb;
    reg  a_fire;
    reg  w_fire;
    reg  w_end;
    reg  [7:0] we0;
    reg  [7:0] we1;
    reg  [15:0] wcol$0;
    reg  [15:0] wcol$1;
    reg  [15:0] wcol$2;
    reg  [15:0] wcol$3;
    reg  [15:0] wcol$4;
    reg  [15:0] wcol$5;
    reg  [15:0] wcol$6;
    reg  [15:0] wcol$7;
    reg  [7:0] am$0;
    reg  [7:0] am$1;
    reg  [7:0] am$2;
    reg  [7:0] am$3;
    reg  [7:0] am$4;
    reg  [7:0] am$5;
    reg  [7:0] am$6;
    reg  [7:0] am$7;
    reg  cb1;
    reg  s_valid;
    reg  s_last;
    reg  s_fire;
    reg  m_fire;

    // Sub module instances
    mm_exec_w64_r8c8$mx$cols$0 cols$0(
        .clock(cols$0$clock),
        .adv(cols$0$adv),
        .a_in(cols$0$a_in),
        .sel_in(cols$0$sel_in),
        .w_data(cols$0$w_data),
        .w_we0(cols$0$w_we0),
        .w_we1(cols$0$w_we1),
        .psum_out(cols$0$psum_out)
    );
    mm_exec_w64_r8c8$mx$cols$1 cols$1(
        .clock(cols$1$clock),
        .adv(cols$1$adv),
        .a_in(cols$1$a_in),
        .sel_in(cols$1$sel_in),
        .w_data(cols$1$w_data),
        .w_we0(cols$1$w_we0),
        .w_we1(cols$1$w_we1),
        .psum_out(cols$1$psum_out)
    );
    mm_exec_w64_r8c8$mx$cols$2 cols$2(
        .clock(cols$2$clock),
        .adv(cols$2$adv),
        .a_in(cols$2$a_in),
        .sel_in(cols$2$sel_in),
        .w_data(cols$2$w_data),
        .w_we0(cols$2$w_we0),
        .w_we1(cols$2$w_we1),
        .psum_out(cols$2$psum_out)
    );
    mm_exec_w64_r8c8$mx$cols$3 cols$3(
        .clock(cols$3$clock),
        .adv(cols$3$adv),
        .a_in(cols$3$a_in),
        .sel_in(cols$3$sel_in),
        .w_data(cols$3$w_data),
        .w_we0(cols$3$w_we0),
        .w_we1(cols$3$w_we1),
        .psum_out(cols$3$psum_out)
    );
    mm_exec_w64_r8c8$mx$cols$4 cols$4(
        .clock(cols$4$clock),
        .adv(cols$4$adv),
        .a_in(cols$4$a_in),
        .sel_in(cols$4$sel_in),
        .w_data(cols$4$w_data),
        .w_we0(cols$4$w_we0),
        .w_we1(cols$4$w_we1),
        .psum_out(cols$4$psum_out)
    );
    mm_exec_w64_r8c8$mx$cols$5 cols$5(
        .clock(cols$5$clock),
        .adv(cols$5$adv),
        .a_in(cols$5$a_in),
        .sel_in(cols$5$sel_in),
        .w_data(cols$5$w_data),
        .w_we0(cols$5$w_we0),
        .w_we1(cols$5$w_we1),
        .psum_out(cols$5$psum_out)
    );
    mm_exec_w64_r8c8$mx$cols$6 cols$6(
        .clock(cols$6$clock),
        .adv(cols$6$adv),
        .a_in(cols$6$a_in),
        .sel_in(cols$6$sel_in),
        .w_data(cols$6$w_data),
        .w_we0(cols$6$w_we0),
        .w_we1(cols$6$w_we1),
        .psum_out(cols$6$psum_out)
    );
    mm_exec_w64_r8c8$mx$cols$7 cols$7(
        .clock(cols$7$clock),
        .adv(cols$7$adv),
        .a_in(cols$7$a_in),
        .sel_in(cols$7$sel_in),
        .w_data(cols$7$w_data),
        .w_we0(cols$7$w_we0),
        .w_we1(cols$7$w_we1),
        .psum_out(cols$7$psum_out)
    );
    mm_exec_w64_r8c8$mx$skew$0 skew$0(
        .clock(skew$0$clock),
        .reset(skew$0$reset),
        .adv(skew$0$adv),
        .inp(skew$0$inp),
        .out(skew$0$out)
    );
    mm_exec_w64_r8c8$mx$skew$1 skew$1(
        .clock(skew$1$clock),
        .reset(skew$1$reset),
        .adv(skew$1$adv),
        .inp(skew$1$inp),
        .out(skew$1$out)
    );
    mm_exec_w64_r8c8$mx$skew$2 skew$2(
        .clock(skew$2$clock),
        .reset(skew$2$reset),
        .adv(skew$2$adv),
        .inp(skew$2$inp),
        .out(skew$2$out)
    );
    mm_exec_w64_r8c8$mx$skew$3 skew$3(
        .clock(skew$3$clock),
        .reset(skew$3$reset),
        .adv(skew$3$adv),
        .inp(skew$3$inp),
        .out(skew$3$out)
    );
    mm_exec_w64_r8c8$mx$skew$4 skew$4(
        .clock(skew$4$clock),
        .reset(skew$4$reset),
        .adv(skew$4$adv),
        .inp(skew$4$inp),
        .out(skew$4$out)
    );
    mm_exec_w64_r8c8$mx$skew$5 skew$5(
        .clock(skew$5$clock),
        .reset(skew$5$reset),
        .adv(skew$5$adv),
        .inp(skew$5$inp),
        .out(skew$5$out)
    );
    mm_exec_w64_r8c8$mx$skew$6 skew$6(
        .clock(skew$6$clock),
        .reset(skew$6$reset),
        .adv(skew$6$adv),
        .inp(skew$6$inp),
        .out(skew$6$out)
    );
    mm_exec_w64_r8c8$mx$sskew$0 sskew$0(
        .clock(sskew$0$clock),
        .reset(sskew$0$reset),
        .adv(sskew$0$adv),
        .inp(sskew$0$inp),
        .out(sskew$0$out)
    );
    mm_exec_w64_r8c8$mx$sskew$1 sskew$1(
        .clock(sskew$1$clock),
        .reset(sskew$1$reset),
        .adv(sskew$1$adv),
        .inp(sskew$1$inp),
        .out(sskew$1$out)
    );
    mm_exec_w64_r8c8$mx$sskew$2 sskew$2(
        .clock(sskew$2$clock),
        .reset(sskew$2$reset),
        .adv(sskew$2$adv),
        .inp(sskew$2$inp),
        .out(sskew$2$out)
    );
    mm_exec_w64_r8c8$mx$sskew$3 sskew$3(
        .clock(sskew$3$clock),
        .reset(sskew$3$reset),
        .adv(sskew$3$adv),
        .inp(sskew$3$inp),
        .out(sskew$3$out)
    );
    mm_exec_w64_r8c8$mx$sskew$4 sskew$4(
        .clock(sskew$4$clock),
        .reset(sskew$4$reset),
        .adv(sskew$4$adv),
        .inp(sskew$4$inp),
        .out(sskew$4$out)
    );
    mm_exec_w64_r8c8$mx$sskew$5 sskew$5(
        .clock(sskew$5$clock),
        .reset(sskew$5$reset),
        .adv(sskew$5$adv),
        .inp(sskew$5$inp),
        .out(sskew$5$out)
    );
    mm_exec_w64_r8c8$mx$sskew$6 sskew$6(
        .clock(sskew$6$clock),
        .reset(sskew$6$reset),
        .adv(sskew$6$adv),
        .inp(sskew$6$inp),
        .out(sskew$6$out)
    );
    mm_exec_w64_r8c8$mx$acat acat(
        .inp$0(acat$inp$0),
        .inp$1(acat$inp$1),
        .inp$2(acat$inp$2),
        .inp$3(acat$inp$3),
        .inp$4(acat$inp$4),
        .inp$5(acat$inp$5),
        .inp$6(acat$inp$6),
        .inp$7(acat$inp$7),
        .out(acat$out)
    );
    mm_exec_w64_r8c8$mx$scat scat(
        .inp$0(scat$inp$0),
        .inp$1(scat$inp$1),
        .inp$2(scat$inp$2),
        .inp$3(scat$inp$3),
        .inp$4(scat$inp$4),
        .inp$5(scat$inp$5),
        .inp$6(scat$inp$6),
        .inp$7(scat$inp$7),
        .out(scat$out)
    );
    mm_exec_w64_r8c8$mx$apipe$0 apipe$0(
        .d(apipe$0$d),
        .q(apipe$0$q),
        .clock(apipe$0$clock)
    );
    mm_exec_w64_r8c8$mx$apipe$1 apipe$1(
        .d(apipe$1$d),
        .q(apipe$1$q),
        .clock(apipe$1$clock)
    );
    mm_exec_w64_r8c8$mx$apipe$2 apipe$2(
        .d(apipe$2$d),
        .q(apipe$2$q),
        .clock(apipe$2$clock)
    );
    mm_exec_w64_r8c8$mx$apipe$3 apipe$3(
        .d(apipe$3$d),
        .q(apipe$3$q),
        .clock(apipe$3$clock)
    );
    mm_exec_w64_r8c8$mx$apipe$4 apipe$4(
        .d(apipe$4$d),
        .q(apipe$4$q),
        .clock(apipe$4$clock)
    );
    mm_exec_w64_r8c8$mx$apipe$5 apipe$5(
        .d(apipe$5$d),
        .q(apipe$5$q),
        .clock(apipe$5$clock)
    );
    mm_exec_w64_r8c8$mx$apipe$6 apipe$6(
        .d(apipe$6$d),
        .q(apipe$6$q),
        .clock(apipe$6$clock)
    );
    mm_exec_w64_r8c8$mx$spipe$0 spipe$0(
        .d(spipe$0$d),
        .q(spipe$0$q),
        .clock(spipe$0$clock)
    );
    mm_exec_w64_r8c8$mx$spipe$1 spipe$1(
        .d(spipe$1$d),
        .q(spipe$1$q),
        .clock(spipe$1$clock)
    );
    mm_exec_w64_r8c8$mx$spipe$2 spipe$2(
        .d(spipe$2$d),
        .q(spipe$2$q),
        .clock(spipe$2$clock)
    );
    mm_exec_w64_r8c8$mx$spipe$3 spipe$3(
        .d(spipe$3$d),
        .q(spipe$3$q),
        .clock(spipe$3$clock)
    );
    mm_exec_w64_r8c8$mx$spipe$4 spipe$4(
        .d(spipe$4$d),
        .q(spipe$4$q),
        .clock(spipe$4$clock)
    );
    mm_exec_w64_r8c8$mx$spipe$5 spipe$5(
        .d(spipe$5$d),
        .q(spipe$5$q),
        .clock(spipe$5$clock)
    );
    mm_exec_w64_r8c8$mx$spipe$6 spipe$6(
        .d(spipe$6$d),
        .q(spipe$6$q),
        .clock(spipe$6$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$0 deskew$0(
        .clock(deskew$0$clock),
        .reset(deskew$0$reset),
        .adv(deskew$0$adv),
        .inp(deskew$0$inp),
        .out(deskew$0$out)
    );
    mm_exec_w64_r8c8$mx$deskew$1 deskew$1(
        .clock(deskew$1$clock),
        .reset(deskew$1$reset),
        .adv(deskew$1$adv),
        .inp(deskew$1$inp),
        .out(deskew$1$out)
    );
    mm_exec_w64_r8c8$mx$deskew$2 deskew$2(
        .clock(deskew$2$clock),
        .reset(deskew$2$reset),
        .adv(deskew$2$adv),
        .inp(deskew$2$inp),
        .out(deskew$2$out)
    );
    mm_exec_w64_r8c8$mx$deskew$3 deskew$3(
        .clock(deskew$3$clock),
        .reset(deskew$3$reset),
        .adv(deskew$3$adv),
        .inp(deskew$3$inp),
        .out(deskew$3$out)
    );
    mm_exec_w64_r8c8$mx$deskew$4 deskew$4(
        .clock(deskew$4$clock),
        .reset(deskew$4$reset),
        .adv(deskew$4$adv),
        .inp(deskew$4$inp),
        .out(deskew$4$out)
    );
    mm_exec_w64_r8c8$mx$deskew$5 deskew$5(
        .clock(deskew$5$clock),
        .reset(deskew$5$reset),
        .adv(deskew$5$adv),
        .inp(deskew$5$inp),
        .out(deskew$5$out)
    );
    mm_exec_w64_r8c8$mx$deskew$6 deskew$6(
        .clock(deskew$6$clock),
        .reset(deskew$6$reset),
        .adv(deskew$6$adv),
        .inp(deskew$6$inp),
        .out(deskew$6$out)
    );
    mm_exec_w64_r8c8$mx$ycat ycat(
        .inp$0(ycat$inp$0),
        .inp$1(ycat$inp$1),
        .inp$2(ycat$inp$2),
        .inp$3(ycat$inp$3),
        .inp$4(ycat$inp$4),
        .inp$5(ycat$inp$5),
        .inp$6(ycat$inp$6),
        .inp$7(ycat$inp$7),
        .out(ycat$out)
    );
    mm_exec_w64_r8c8$mx$vline vline(
        .clock(vline$clock),
        .reset(vline$reset),
        .adv(vline$adv),
        .inp(vline$inp),
        .out(vline$out)
    );
    mm_exec_w64_r8c8$mx$lline lline(
        .clock(lline$clock),
        .reset(lline$reset),
        .adv(lline$adv),
        .inp(lline$inp),
        .out(lline$out)
    );
    mm_exec_w64_r8c8$mx$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    mm_exec_w64_r8c8$mx$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    mm_exec_w64_r8c8$mx$main_last_q main_last_q(
        .d(main_last_q$d),
        .q(main_last_q$q),
        .clock(main_last_q$clock)
    );
    mm_exec_w64_r8c8$mx$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    mm_exec_w64_r8c8$mx$skid_data_q skid_data_q(
        .d(skid_data_q$d),
        .q(skid_data_q$q),
        .clock(skid_data_q$clock)
    );
    mm_exec_w64_r8c8$mx$skid_last_q skid_last_q(
        .d(skid_last_q$d),
        .q(skid_last_q$q),
        .clock(skid_last_q$clock)
    );
    mm_exec_w64_r8c8$mx$full0_q full0_q(
        .d(full0_q$d),
        .q(full0_q$q),
        .clock(full0_q$clock)
    );
    mm_exec_w64_r8c8$mx$full1_q full1_q(
        .d(full1_q$d),
        .q(full1_q$q),
        .clock(full1_q$clock)
    );
    mm_exec_w64_r8c8$mx$drain0_q drain0_q(
        .d(drain0_q$d),
        .q(drain0_q$q),
        .clock(drain0_q$clock)
    );
    mm_exec_w64_r8c8$mx$drain1_q drain1_q(
        .d(drain1_q$d),
        .q(drain1_q$q),
        .clock(drain1_q$clock)
    );
    mm_exec_w64_r8c8$mx$rows0_q rows0_q(
        .d(rows0_q$d),
        .q(rows0_q$q),
        .clock(rows0_q$clock)
    );
    mm_exec_w64_r8c8$mx$rows1_q rows1_q(
        .d(rows1_q$d),
        .q(rows1_q$q),
        .clock(rows1_q$clock)
    );
    mm_exec_w64_r8c8$mx$lb_q lb_q(
        .d(lb_q$d),
        .q(lb_q$q),
        .clock(lb_q$clock)
    );
    mm_exec_w64_r8c8$mx$cb_q cb_q(
        .d(cb_q$d),
        .q(cb_q$q),
        .clock(cb_q$clock)
    );
    mm_exec_w64_r8c8$mx$row_q row_q(
        .d(row_q$d),
        .q(row_q$q),
        .clock(row_q$clock)
    );

    // Update code
    always @(*) begin
        main_valid_q$clock = clock;
        main_data_q$clock = clock;
        main_last_q$clock = clock;
        skid_valid_q$clock = clock;
        skid_data_q$clock = clock;
        skid_last_q$clock = clock;
        full0_q$clock = clock;
        full1_q$clock = clock;
        drain0_q$clock = clock;
        drain1_q$clock = clock;
        rows0_q$clock = clock;
        rows1_q$clock = clock;
        lb_q$clock = clock;
        cb_q$clock = clock;
        row_q$clock = clock;
        main_valid_q$d = main_valid_q$q;
        main_data_q$d = main_data_q$q;
        main_last_q$d = main_last_q$q;
        skid_valid_q$d = skid_valid_q$q;
        skid_data_q$d = skid_data_q$q;
        skid_last_q$d = skid_last_q$q;
        full0_q$d = full0_q$q;
        full1_q$d = full1_q$q;
        drain0_q$d = drain0_q$q;
        drain1_q$d = drain1_q$q;
        rows0_q$d = rows0_q$q;
        rows1_q$d = rows1_q$q;
        lb_q$d = lb_q$q;
        cb_q$d = cb_q$q;
        row_q$d = row_q$q;
        adv = ~skid_valid_q$q;
        full_cur = full0_q$q;
        rows_cur = rows0_q$q;
        if (cb_q$q) begin
            full_cur = full1_q$q;
            rows_cur = rows1_q$q;
        end
        full_lb = full0_q$q;
        drain_lb = drain0_q$q;
        if (lb_q$q) begin
            full_lb = full1_q$q;
            drain_lb = drain1_q$q;
        end
        a_ready = ~reset & adv & full_cur;
        w_ready = ~reset & ~full_lb & ((drain_lb + row_q$q) <= rm1);
        a_fire = a_valid & a_ready;
        w_fire = w_valid & w_ready;
        w_end = w_last | (row_q$q == rm1);
        we0 = zero_r;
        we1 = zero_r;
        if (w_fire) begin
            if (row_q$q == ridx$0) begin
                if (lb_q$q) begin
                    we1 = onehot$0;
                end
                else begin
                    we0 = onehot$0;
                end
            end
            if (row_q$q == ridx$1) begin
                if (lb_q$q) begin
                    we1 = onehot$1;
                end
                else begin
                    we0 = onehot$1;
                end
            end
            if (row_q$q == ridx$2) begin
                if (lb_q$q) begin
                    we1 = onehot$2;
                end
                else begin
                    we0 = onehot$2;
                end
            end
            if (row_q$q == ridx$3) begin
                if (lb_q$q) begin
                    we1 = onehot$3;
                end
                else begin
                    we0 = onehot$3;
                end
            end
            if (row_q$q == ridx$4) begin
                if (lb_q$q) begin
                    we1 = onehot$4;
                end
                else begin
                    we0 = onehot$4;
                end
            end
            if (row_q$q == ridx$5) begin
                if (lb_q$q) begin
                    we1 = onehot$5;
                end
                else begin
                    we0 = onehot$5;
                end
            end
            if (row_q$q == ridx$6) begin
                if (lb_q$q) begin
                    we1 = onehot$6;
                end
                else begin
                    we0 = onehot$6;
                end
            end
            if (row_q$q == ridx$7) begin
                if (lb_q$q) begin
                    we1 = onehot$7;
                end
                else begin
                    we0 = onehot$7;
                end
            end
        end
        wcol$0 = w_data[(0 * 32'h8)+:(16)] & lo16;
        wcol$1 = w_data[(1 * 32'h8)+:(16)] & lo16;
        wcol$2 = w_data[(2 * 32'h8)+:(16)] & lo16;
        wcol$3 = w_data[(3 * 32'h8)+:(16)] & lo16;
        wcol$4 = w_data[(4 * 32'h8)+:(16)] & lo16;
        wcol$5 = w_data[(5 * 32'h8)+:(16)] & lo16;
        wcol$6 = w_data[(6 * 32'h8)+:(16)] & lo16;
        wcol$7 = w_data[(7 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        cols$0$clock = clock;
        cols$0$adv = adv;
        cols$0$w_we0 = we0;
        cols$0$w_we1 = we1;
        cols$0$w_data = zero16;
        if (cidx$0 < w_cols) begin
            cols$0$w_data = wcol$0;
        end
        cols$1$clock = clock;
        cols$1$adv = adv;
        cols$1$w_we0 = we0;
        cols$1$w_we1 = we1;
        cols$1$w_data = zero16;
        if (cidx$1 < w_cols) begin
            cols$1$w_data = wcol$1;
        end
        cols$2$clock = clock;
        cols$2$adv = adv;
        cols$2$w_we0 = we0;
        cols$2$w_we1 = we1;
        cols$2$w_data = zero16;
        if (cidx$2 < w_cols) begin
            cols$2$w_data = wcol$2;
        end
        cols$3$clock = clock;
        cols$3$adv = adv;
        cols$3$w_we0 = we0;
        cols$3$w_we1 = we1;
        cols$3$w_data = zero16;
        if (cidx$3 < w_cols) begin
            cols$3$w_data = wcol$3;
        end
        cols$4$clock = clock;
        cols$4$adv = adv;
        cols$4$w_we0 = we0;
        cols$4$w_we1 = we1;
        cols$4$w_data = zero16;
        if (cidx$4 < w_cols) begin
            cols$4$w_data = wcol$4;
        end
        cols$5$clock = clock;
        cols$5$adv = adv;
        cols$5$w_we0 = we0;
        cols$5$w_we1 = we1;
        cols$5$w_data = zero16;
        if (cidx$5 < w_cols) begin
            cols$5$w_data = wcol$5;
        end
        cols$6$clock = clock;
        cols$6$adv = adv;
        cols$6$w_we0 = we0;
        cols$6$w_we1 = we1;
        cols$6$w_data = zero16;
        if (cidx$6 < w_cols) begin
            cols$6$w_data = wcol$6;
        end
        cols$7$clock = clock;
        cols$7$adv = adv;
        cols$7$w_we0 = we0;
        cols$7$w_we1 = we1;
        cols$7$w_data = zero16;
        if (cidx$7 < w_cols) begin
            cols$7$w_data = wcol$7;
        end
        am$0 = zero8;
        if (ridx$0 < rows_cur) begin
            am$0 = a_data[(0 * 32'h8)+:(8)];
        end
        am$1 = zero8;
        if (ridx$1 < rows_cur) begin
            am$1 = a_data[(1 * 32'h8)+:(8)];
        end
        am$2 = zero8;
        if (ridx$2 < rows_cur) begin
            am$2 = a_data[(2 * 32'h8)+:(8)];
        end
        am$3 = zero8;
        if (ridx$3 < rows_cur) begin
            am$3 = a_data[(3 * 32'h8)+:(8)];
        end
        am$4 = zero8;
        if (ridx$4 < rows_cur) begin
            am$4 = a_data[(4 * 32'h8)+:(8)];
        end
        am$5 = zero8;
        if (ridx$5 < rows_cur) begin
            am$5 = a_data[(5 * 32'h8)+:(8)];
        end
        am$6 = zero8;
        if (ridx$6 < rows_cur) begin
            am$6 = a_data[(6 * 32'h8)+:(8)];
        end
        am$7 = zero8;
        if (ridx$7 < rows_cur) begin
            am$7 = a_data[(7 * 32'h8)+:(8)];
        end
        cb1 = zero1;
        if (cb_q$q) begin
            cb1 = one1;
        end
        acat$inp$0 = am$0;
        scat$inp$0 = cb1;
        skew$0$clock = clock;
        skew$0$reset = 1'b0;
        skew$0$adv = adv;
        skew$0$inp = am$1;
        sskew$0$clock = clock;
        sskew$0$reset = 1'b0;
        sskew$0$adv = adv;
        sskew$0$inp = cb1;
        acat$inp$1 = skew$0$out;
        scat$inp$1 = sskew$0$out;
        skew$1$clock = clock;
        skew$1$reset = 1'b0;
        skew$1$adv = adv;
        skew$1$inp = am$2;
        sskew$1$clock = clock;
        sskew$1$reset = 1'b0;
        sskew$1$adv = adv;
        sskew$1$inp = cb1;
        acat$inp$2 = skew$1$out;
        scat$inp$2 = sskew$1$out;
        skew$2$clock = clock;
        skew$2$reset = 1'b0;
        skew$2$adv = adv;
        skew$2$inp = am$3;
        sskew$2$clock = clock;
        sskew$2$reset = 1'b0;
        sskew$2$adv = adv;
        sskew$2$inp = cb1;
        acat$inp$3 = skew$2$out;
        scat$inp$3 = sskew$2$out;
        skew$3$clock = clock;
        skew$3$reset = 1'b0;
        skew$3$adv = adv;
        skew$3$inp = am$4;
        sskew$3$clock = clock;
        sskew$3$reset = 1'b0;
        sskew$3$adv = adv;
        sskew$3$inp = cb1;
        acat$inp$4 = skew$3$out;
        scat$inp$4 = sskew$3$out;
        skew$4$clock = clock;
        skew$4$reset = 1'b0;
        skew$4$adv = adv;
        skew$4$inp = am$5;
        sskew$4$clock = clock;
        sskew$4$reset = 1'b0;
        sskew$4$adv = adv;
        sskew$4$inp = cb1;
        acat$inp$5 = skew$4$out;
        scat$inp$5 = sskew$4$out;
        skew$5$clock = clock;
        skew$5$reset = 1'b0;
        skew$5$adv = adv;
        skew$5$inp = am$6;
        sskew$5$clock = clock;
        sskew$5$reset = 1'b0;
        sskew$5$adv = adv;
        sskew$5$inp = cb1;
        acat$inp$6 = skew$5$out;
        scat$inp$6 = sskew$5$out;
        skew$6$clock = clock;
        skew$6$reset = 1'b0;
        skew$6$adv = adv;
        skew$6$inp = am$7;
        sskew$6$clock = clock;
        sskew$6$reset = 1'b0;
        sskew$6$adv = adv;
        sskew$6$inp = cb1;
        acat$inp$7 = skew$6$out;
        scat$inp$7 = sskew$6$out;
        cols$0$a_in = acat$out;
        cols$0$sel_in = scat$out;
        apipe$0$clock = clock;
        spipe$0$clock = clock;
        apipe$0$d = apipe$0$q;
        spipe$0$d = spipe$0$q;
        cols$1$a_in = apipe$0$q;
        cols$1$sel_in = spipe$0$q;
        apipe$1$clock = clock;
        spipe$1$clock = clock;
        apipe$1$d = apipe$1$q;
        spipe$1$d = spipe$1$q;
        cols$2$a_in = apipe$1$q;
        cols$2$sel_in = spipe$1$q;
        apipe$2$clock = clock;
        spipe$2$clock = clock;
        apipe$2$d = apipe$2$q;
        spipe$2$d = spipe$2$q;
        cols$3$a_in = apipe$2$q;
        cols$3$sel_in = spipe$2$q;
        apipe$3$clock = clock;
        spipe$3$clock = clock;
        apipe$3$d = apipe$3$q;
        spipe$3$d = spipe$3$q;
        cols$4$a_in = apipe$3$q;
        cols$4$sel_in = spipe$3$q;
        apipe$4$clock = clock;
        spipe$4$clock = clock;
        apipe$4$d = apipe$4$q;
        spipe$4$d = spipe$4$q;
        cols$5$a_in = apipe$4$q;
        cols$5$sel_in = spipe$4$q;
        apipe$5$clock = clock;
        spipe$5$clock = clock;
        apipe$5$d = apipe$5$q;
        spipe$5$d = spipe$5$q;
        cols$6$a_in = apipe$5$q;
        cols$6$sel_in = spipe$5$q;
        apipe$6$clock = clock;
        spipe$6$clock = clock;
        apipe$6$d = apipe$6$q;
        spipe$6$d = spipe$6$q;
        cols$7$a_in = apipe$6$q;
        cols$7$sel_in = spipe$6$q;
        if (adv) begin
            apipe$0$d = acat$out;
            spipe$0$d = scat$out;
            apipe$1$d = apipe$0$q;
            spipe$1$d = spipe$0$q;
            apipe$2$d = apipe$1$q;
            spipe$2$d = spipe$1$q;
            apipe$3$d = apipe$2$q;
            spipe$3$d = spipe$2$q;
            apipe$4$d = apipe$3$q;
            spipe$4$d = spipe$3$q;
            apipe$5$d = apipe$4$q;
            spipe$5$d = spipe$4$q;
            apipe$6$d = apipe$5$q;
            spipe$6$d = spipe$5$q;
        end
        deskew$0$clock = clock;
        deskew$0$reset = 1'b0;
        deskew$0$adv = adv;
        deskew$0$inp = cols$0$psum_out;
        ycat$inp$0 = deskew$0$out;
        deskew$1$clock = clock;
        deskew$1$reset = 1'b0;
        deskew$1$adv = adv;
        deskew$1$inp = cols$1$psum_out;
        ycat$inp$1 = deskew$1$out;
        deskew$2$clock = clock;
        deskew$2$reset = 1'b0;
        deskew$2$adv = adv;
        deskew$2$inp = cols$2$psum_out;
        ycat$inp$2 = deskew$2$out;
        deskew$3$clock = clock;
        deskew$3$reset = 1'b0;
        deskew$3$adv = adv;
        deskew$3$inp = cols$3$psum_out;
        ycat$inp$3 = deskew$3$out;
        deskew$4$clock = clock;
        deskew$4$reset = 1'b0;
        deskew$4$adv = adv;
        deskew$4$inp = cols$4$psum_out;
        ycat$inp$4 = deskew$4$out;
        deskew$5$clock = clock;
        deskew$5$reset = 1'b0;
        deskew$5$adv = adv;
        deskew$5$inp = cols$5$psum_out;
        ycat$inp$5 = deskew$5$out;
        deskew$6$clock = clock;
        deskew$6$reset = 1'b0;
        deskew$6$adv = adv;
        deskew$6$inp = cols$6$psum_out;
        ycat$inp$6 = deskew$6$out;
        ycat$inp$7 = cols$7$psum_out;
        vline$clock = clock;
        vline$reset = reset;
        vline$adv = adv;
        vline$inp = a_fire;
        lline$clock = clock;
        lline$reset = reset;
        lline$adv = adv;
        lline$inp = a_fire & a_last;
        s_valid = vline$out;
        s_last = lline$out;
        y_valid = main_valid_q$q;
        y_data = main_data_q$q;
        y_last = main_last_q$q;
        s_fire = s_valid & adv;
        m_fire = main_valid_q$q & y_ready;
        if (m_fire | ~main_valid_q$q) begin
            if (skid_valid_q$q) begin
                main_valid_q$d = 1'b1;
                main_data_q$d = skid_data_q$q;
                main_last_q$d = skid_last_q$q;
                skid_valid_q$d = 1'b0;
            end
            else begin
                main_valid_q$d = s_fire;
                main_data_q$d = ycat$out;
                main_last_q$d = s_last;
            end
        end
        else if (s_fire) begin
            skid_valid_q$d = 1'b1;
            skid_data_q$d = ycat$out;
            skid_last_q$d = s_last;
        end
        if (adv) begin
            if (drain0_q$q != zero8) begin
                drain0_q$d = drain0_q$q - one8;
            end
            if (drain1_q$q != zero8) begin
                drain1_q$d = drain1_q$q - one8;
            end
        end
        if (a_fire & a_last) begin
            cb_q$d = ~cb_q$q;
            if (cb_q$q) begin
                full1_q$d = 1'b0;
                drain1_q$d = dmax;
            end
            else begin
                full0_q$d = 1'b0;
                drain0_q$d = dmax;
            end
        end
        if (w_fire) begin
            row_q$d = row_q$q + one8;
            if (w_end) begin
                row_q$d = zero8;
                lb_q$d = ~lb_q$q;
                if (lb_q$q) begin
                    full1_q$d = 1'b1;
                    rows1_q$d = row_q$q + one8;
                end
                else begin
                    full0_q$d = 1'b1;
                    rows0_q$d = row_q$q + one8;
                end
            end
        end
        if (reset) begin
            main_valid_q$d = 1'b0;
            skid_valid_q$d = 1'b0;
            full0_q$d = 1'b0;
            full1_q$d = 1'b0;
            drain0_q$d = zero8;
            drain1_q$d = zero8;
            lb_q$d = 1'b0;
            cb_q$d = 1'b0;
            row_q$d = zero8;
        end
    end

endmodule // mm_exec_w64_r8c8$mx
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$acat(inp$0,inp$1,inp$2,inp$3,inp$4,inp$5,inp$6,inp$7,out);

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
endmodule // mm_exec_w64_r8c8$mx$acat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$apipe$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$apipe$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$apipe$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$apipe$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$apipe$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$apipe$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$apipe$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$apipe$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$apipe$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$apipe$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$apipe$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$apipe$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$apipe$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$apipe$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cb_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [63:0] a_in;
    input wire  [7:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [7:0] w_we0;
    input wire  [7:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg  [15:0] wpair$4$d;
    wire  [15:0] wpair$4$q;
    reg  wpair$4$clock;
    reg  [15:0] wpair$5$d;
    wire  [15:0] wpair$5$q;
    reg  wpair$5$clock;
    reg  [15:0] wpair$6$d;
    wire  [15:0] wpair$6$q;
    reg  wpair$6$clock;
    reg  [15:0] wpair$7$d;
    wire  [15:0] wpair$7$q;
    reg  wpair$7$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] psum$4$d;
    wire signed [31:0] psum$4$q;
    reg  psum$4$clock;
    reg signed [31:0] psum$5$d;
    wire signed [31:0] psum$5$q;
    reg  psum$5$clock;
    reg signed [31:0] psum$6$d;
    wire signed [31:0] psum$6$q;
    reg  psum$6$clock;
    reg signed [31:0] psum$7$d;
    wire signed [31:0] psum$7$q;
    reg  psum$7$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;
    reg signed [31:0] prod_q$4$d;
    wire signed [31:0] prod_q$4$q;
    reg  prod_q$4$clock;
    reg signed [31:0] prod_q$5$d;
    wire signed [31:0] prod_q$5$q;
    reg  prod_q$5$clock;
    reg signed [31:0] prod_q$6$d;
    wire signed [31:0] prod_q$6$q;
    reg  prod_q$6$clock;
    reg signed [31:0] prod_q$7$d;
    wire signed [31:0] prod_q$7$q;
    reg  prod_q$7$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wz$4;
    reg  [15:0] wz$5;
    reg  [15:0] wz$6;
    reg  [15:0] wz$7;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] wx$4;
    reg  [15:0] wx$5;
    reg  [15:0] wx$6;
    reg  [15:0] wx$7;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] az$4;
    reg  [15:0] az$5;
    reg  [15:0] az$6;
    reg  [15:0] az$7;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg  [15:0] ax$4;
    reg  [15:0] ax$5;
    reg  [15:0] ax$6;
    reg  [15:0] ax$7;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;
    reg signed [31:0] prod$4;
    reg signed [31:0] prod$5;
    reg signed [31:0] prod$6;
    reg signed [31:0] prod$7;

    // Sub module instances
    mm_exec_w64_r8c8$mx$cols$0$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$wpair$4 wpair$4(
        .d(wpair$4$d),
        .q(wpair$4$q),
        .clock(wpair$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$wpair$5 wpair$5(
        .d(wpair$5$d),
        .q(wpair$5$q),
        .clock(wpair$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$wpair$6 wpair$6(
        .d(wpair$6$d),
        .q(wpair$6$q),
        .clock(wpair$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$wpair$7 wpair$7(
        .d(wpair$7$d),
        .q(wpair$7$q),
        .clock(wpair$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$psum$4 psum$4(
        .d(psum$4$d),
        .q(psum$4$q),
        .clock(psum$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$psum$5 psum$5(
        .d(psum$5$d),
        .q(psum$5$q),
        .clock(psum$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$psum$6 psum$6(
        .d(psum$6$d),
        .q(psum$6$q),
        .clock(psum$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$psum$7 psum$7(
        .d(psum$7$d),
        .q(psum$7$q),
        .clock(psum$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$prod_q$4 prod_q$4(
        .d(prod_q$4$d),
        .q(prod_q$4$q),
        .clock(prod_q$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$prod_q$5 prod_q$5(
        .d(prod_q$5$d),
        .q(prod_q$5$q),
        .clock(prod_q$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$prod_q$6 prod_q$6(
        .d(prod_q$6$d),
        .q(prod_q$6$q),
        .clock(prod_q$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$0$prod_q$7 prod_q$7(
        .d(prod_q$7$d),
        .q(prod_q$7$q),
        .clock(prod_q$7$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8)+:(16)] & lo_mask;
        az$4 = a_in[(4 * 32'h8)+:(16)] & lo_mask;
        az$5 = a_in[(5 * 32'h8)+:(16)] & lo_mask;
        az$6 = a_in[(6 * 32'h8)+:(16)] & lo_mask;
        az$7 = a_in[(7 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        wpair$4$clock = clock;
        psum$4$clock = clock;
        prod_q$4$clock = clock;
        prod_q$4$d = prod_q$4$q;
        wpair$4$d = wpair$4$q;
        psum$4$d = psum$4$q;
        if (w_we0[4]) begin
            wpair$4$d = (wpair$4$q & hi_mask) | w_data;
        end
        if (w_we1[4]) begin
            wpair$4$d = (wpair$4$q & lo_mask) | (w_data << 32'h8);
        end
        wz$4 = wpair$4$q & lo_mask;
        if (sel_in[4]) begin
            wz$4 = wpair$4$q >> 32'h8;
        end
        wx$4 = wz$4;
        if (wz$4[32'h7]) begin
            wx$4 = wz$4 | hi_mask;
        end
        ax$4 = az$4;
        if (az$4[32'h7]) begin
            ax$4 = az$4 | hi_mask;
        end
        prod$4 = $signed(ax$4) * $signed(wx$4);
        wpair$5$clock = clock;
        psum$5$clock = clock;
        prod_q$5$clock = clock;
        prod_q$5$d = prod_q$5$q;
        wpair$5$d = wpair$5$q;
        psum$5$d = psum$5$q;
        if (w_we0[5]) begin
            wpair$5$d = (wpair$5$q & hi_mask) | w_data;
        end
        if (w_we1[5]) begin
            wpair$5$d = (wpair$5$q & lo_mask) | (w_data << 32'h8);
        end
        wz$5 = wpair$5$q & lo_mask;
        if (sel_in[5]) begin
            wz$5 = wpair$5$q >> 32'h8;
        end
        wx$5 = wz$5;
        if (wz$5[32'h7]) begin
            wx$5 = wz$5 | hi_mask;
        end
        ax$5 = az$5;
        if (az$5[32'h7]) begin
            ax$5 = az$5 | hi_mask;
        end
        prod$5 = $signed(ax$5) * $signed(wx$5);
        wpair$6$clock = clock;
        psum$6$clock = clock;
        prod_q$6$clock = clock;
        prod_q$6$d = prod_q$6$q;
        wpair$6$d = wpair$6$q;
        psum$6$d = psum$6$q;
        if (w_we0[6]) begin
            wpair$6$d = (wpair$6$q & hi_mask) | w_data;
        end
        if (w_we1[6]) begin
            wpair$6$d = (wpair$6$q & lo_mask) | (w_data << 32'h8);
        end
        wz$6 = wpair$6$q & lo_mask;
        if (sel_in[6]) begin
            wz$6 = wpair$6$q >> 32'h8;
        end
        wx$6 = wz$6;
        if (wz$6[32'h7]) begin
            wx$6 = wz$6 | hi_mask;
        end
        ax$6 = az$6;
        if (az$6[32'h7]) begin
            ax$6 = az$6 | hi_mask;
        end
        prod$6 = $signed(ax$6) * $signed(wx$6);
        wpair$7$clock = clock;
        psum$7$clock = clock;
        prod_q$7$clock = clock;
        prod_q$7$d = prod_q$7$q;
        wpair$7$d = wpair$7$q;
        psum$7$d = psum$7$q;
        if (w_we0[7]) begin
            wpair$7$d = (wpair$7$q & hi_mask) | w_data;
        end
        if (w_we1[7]) begin
            wpair$7$d = (wpair$7$q & lo_mask) | (w_data << 32'h8);
        end
        wz$7 = wpair$7$q & lo_mask;
        if (sel_in[7]) begin
            wz$7 = wpair$7$q >> 32'h8;
        end
        wx$7 = wz$7;
        if (wz$7[32'h7]) begin
            wx$7 = wz$7 | hi_mask;
        end
        ax$7 = az$7;
        if (az$7[32'h7]) begin
            ax$7 = az$7 | hi_mask;
        end
        prod$7 = $signed(ax$7) * $signed(wx$7);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            prod_q$4$d = prod$4;
            prod_q$5$d = prod$5;
            prod_q$6$d = prod$6;
            prod_q$7$d = prod$7;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
            psum$4$d = psum$3$q + prod_q$4$q;
            psum$5$d = psum$4$q + prod_q$5$q;
            psum$6$d = psum$5$q + prod_q$6$q;
            psum$7$d = psum$6$q + prod_q$7$q;
        end
        psum_out = $unsigned(psum$7$q);
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$prod_q$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$prod_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$prod_q$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$prod_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$prod_q$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$prod_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$prod_q$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$prod_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$psum$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$psum$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$psum$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$psum$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$psum$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$psum$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$psum$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$0$psum$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$wpair$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$0$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$wpair$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$0$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$wpair$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$0$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$wpair$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$0$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$wpair$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$0$wpair$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$wpair$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$0$wpair$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$wpair$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$0$wpair$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$0$wpair$7(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$0$wpair$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [63:0] a_in;
    input wire  [7:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [7:0] w_we0;
    input wire  [7:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg  [15:0] wpair$4$d;
    wire  [15:0] wpair$4$q;
    reg  wpair$4$clock;
    reg  [15:0] wpair$5$d;
    wire  [15:0] wpair$5$q;
    reg  wpair$5$clock;
    reg  [15:0] wpair$6$d;
    wire  [15:0] wpair$6$q;
    reg  wpair$6$clock;
    reg  [15:0] wpair$7$d;
    wire  [15:0] wpair$7$q;
    reg  wpair$7$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] psum$4$d;
    wire signed [31:0] psum$4$q;
    reg  psum$4$clock;
    reg signed [31:0] psum$5$d;
    wire signed [31:0] psum$5$q;
    reg  psum$5$clock;
    reg signed [31:0] psum$6$d;
    wire signed [31:0] psum$6$q;
    reg  psum$6$clock;
    reg signed [31:0] psum$7$d;
    wire signed [31:0] psum$7$q;
    reg  psum$7$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;
    reg signed [31:0] prod_q$4$d;
    wire signed [31:0] prod_q$4$q;
    reg  prod_q$4$clock;
    reg signed [31:0] prod_q$5$d;
    wire signed [31:0] prod_q$5$q;
    reg  prod_q$5$clock;
    reg signed [31:0] prod_q$6$d;
    wire signed [31:0] prod_q$6$q;
    reg  prod_q$6$clock;
    reg signed [31:0] prod_q$7$d;
    wire signed [31:0] prod_q$7$q;
    reg  prod_q$7$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wz$4;
    reg  [15:0] wz$5;
    reg  [15:0] wz$6;
    reg  [15:0] wz$7;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] wx$4;
    reg  [15:0] wx$5;
    reg  [15:0] wx$6;
    reg  [15:0] wx$7;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] az$4;
    reg  [15:0] az$5;
    reg  [15:0] az$6;
    reg  [15:0] az$7;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg  [15:0] ax$4;
    reg  [15:0] ax$5;
    reg  [15:0] ax$6;
    reg  [15:0] ax$7;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;
    reg signed [31:0] prod$4;
    reg signed [31:0] prod$5;
    reg signed [31:0] prod$6;
    reg signed [31:0] prod$7;

    // Sub module instances
    mm_exec_w64_r8c8$mx$cols$1$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$wpair$4 wpair$4(
        .d(wpair$4$d),
        .q(wpair$4$q),
        .clock(wpair$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$wpair$5 wpair$5(
        .d(wpair$5$d),
        .q(wpair$5$q),
        .clock(wpair$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$wpair$6 wpair$6(
        .d(wpair$6$d),
        .q(wpair$6$q),
        .clock(wpair$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$wpair$7 wpair$7(
        .d(wpair$7$d),
        .q(wpair$7$q),
        .clock(wpair$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$psum$4 psum$4(
        .d(psum$4$d),
        .q(psum$4$q),
        .clock(psum$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$psum$5 psum$5(
        .d(psum$5$d),
        .q(psum$5$q),
        .clock(psum$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$psum$6 psum$6(
        .d(psum$6$d),
        .q(psum$6$q),
        .clock(psum$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$psum$7 psum$7(
        .d(psum$7$d),
        .q(psum$7$q),
        .clock(psum$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$prod_q$4 prod_q$4(
        .d(prod_q$4$d),
        .q(prod_q$4$q),
        .clock(prod_q$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$prod_q$5 prod_q$5(
        .d(prod_q$5$d),
        .q(prod_q$5$q),
        .clock(prod_q$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$prod_q$6 prod_q$6(
        .d(prod_q$6$d),
        .q(prod_q$6$q),
        .clock(prod_q$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$1$prod_q$7 prod_q$7(
        .d(prod_q$7$d),
        .q(prod_q$7$q),
        .clock(prod_q$7$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8)+:(16)] & lo_mask;
        az$4 = a_in[(4 * 32'h8)+:(16)] & lo_mask;
        az$5 = a_in[(5 * 32'h8)+:(16)] & lo_mask;
        az$6 = a_in[(6 * 32'h8)+:(16)] & lo_mask;
        az$7 = a_in[(7 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        wpair$4$clock = clock;
        psum$4$clock = clock;
        prod_q$4$clock = clock;
        prod_q$4$d = prod_q$4$q;
        wpair$4$d = wpair$4$q;
        psum$4$d = psum$4$q;
        if (w_we0[4]) begin
            wpair$4$d = (wpair$4$q & hi_mask) | w_data;
        end
        if (w_we1[4]) begin
            wpair$4$d = (wpair$4$q & lo_mask) | (w_data << 32'h8);
        end
        wz$4 = wpair$4$q & lo_mask;
        if (sel_in[4]) begin
            wz$4 = wpair$4$q >> 32'h8;
        end
        wx$4 = wz$4;
        if (wz$4[32'h7]) begin
            wx$4 = wz$4 | hi_mask;
        end
        ax$4 = az$4;
        if (az$4[32'h7]) begin
            ax$4 = az$4 | hi_mask;
        end
        prod$4 = $signed(ax$4) * $signed(wx$4);
        wpair$5$clock = clock;
        psum$5$clock = clock;
        prod_q$5$clock = clock;
        prod_q$5$d = prod_q$5$q;
        wpair$5$d = wpair$5$q;
        psum$5$d = psum$5$q;
        if (w_we0[5]) begin
            wpair$5$d = (wpair$5$q & hi_mask) | w_data;
        end
        if (w_we1[5]) begin
            wpair$5$d = (wpair$5$q & lo_mask) | (w_data << 32'h8);
        end
        wz$5 = wpair$5$q & lo_mask;
        if (sel_in[5]) begin
            wz$5 = wpair$5$q >> 32'h8;
        end
        wx$5 = wz$5;
        if (wz$5[32'h7]) begin
            wx$5 = wz$5 | hi_mask;
        end
        ax$5 = az$5;
        if (az$5[32'h7]) begin
            ax$5 = az$5 | hi_mask;
        end
        prod$5 = $signed(ax$5) * $signed(wx$5);
        wpair$6$clock = clock;
        psum$6$clock = clock;
        prod_q$6$clock = clock;
        prod_q$6$d = prod_q$6$q;
        wpair$6$d = wpair$6$q;
        psum$6$d = psum$6$q;
        if (w_we0[6]) begin
            wpair$6$d = (wpair$6$q & hi_mask) | w_data;
        end
        if (w_we1[6]) begin
            wpair$6$d = (wpair$6$q & lo_mask) | (w_data << 32'h8);
        end
        wz$6 = wpair$6$q & lo_mask;
        if (sel_in[6]) begin
            wz$6 = wpair$6$q >> 32'h8;
        end
        wx$6 = wz$6;
        if (wz$6[32'h7]) begin
            wx$6 = wz$6 | hi_mask;
        end
        ax$6 = az$6;
        if (az$6[32'h7]) begin
            ax$6 = az$6 | hi_mask;
        end
        prod$6 = $signed(ax$6) * $signed(wx$6);
        wpair$7$clock = clock;
        psum$7$clock = clock;
        prod_q$7$clock = clock;
        prod_q$7$d = prod_q$7$q;
        wpair$7$d = wpair$7$q;
        psum$7$d = psum$7$q;
        if (w_we0[7]) begin
            wpair$7$d = (wpair$7$q & hi_mask) | w_data;
        end
        if (w_we1[7]) begin
            wpair$7$d = (wpair$7$q & lo_mask) | (w_data << 32'h8);
        end
        wz$7 = wpair$7$q & lo_mask;
        if (sel_in[7]) begin
            wz$7 = wpair$7$q >> 32'h8;
        end
        wx$7 = wz$7;
        if (wz$7[32'h7]) begin
            wx$7 = wz$7 | hi_mask;
        end
        ax$7 = az$7;
        if (az$7[32'h7]) begin
            ax$7 = az$7 | hi_mask;
        end
        prod$7 = $signed(ax$7) * $signed(wx$7);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            prod_q$4$d = prod$4;
            prod_q$5$d = prod$5;
            prod_q$6$d = prod$6;
            prod_q$7$d = prod$7;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
            psum$4$d = psum$3$q + prod_q$4$q;
            psum$5$d = psum$4$q + prod_q$5$q;
            psum$6$d = psum$5$q + prod_q$6$q;
            psum$7$d = psum$6$q + prod_q$7$q;
        end
        psum_out = $unsigned(psum$7$q);
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$prod_q$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$prod_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$prod_q$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$prod_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$prod_q$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$prod_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$prod_q$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$prod_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$psum$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$psum$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$psum$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$psum$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$psum$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$psum$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$psum$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$1$psum$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$wpair$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$1$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$wpair$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$1$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$wpair$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$1$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$wpair$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$1$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$wpair$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$1$wpair$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$wpair$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$1$wpair$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$wpair$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$1$wpair$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$1$wpair$7(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$1$wpair$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [63:0] a_in;
    input wire  [7:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [7:0] w_we0;
    input wire  [7:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg  [15:0] wpair$4$d;
    wire  [15:0] wpair$4$q;
    reg  wpair$4$clock;
    reg  [15:0] wpair$5$d;
    wire  [15:0] wpair$5$q;
    reg  wpair$5$clock;
    reg  [15:0] wpair$6$d;
    wire  [15:0] wpair$6$q;
    reg  wpair$6$clock;
    reg  [15:0] wpair$7$d;
    wire  [15:0] wpair$7$q;
    reg  wpair$7$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] psum$4$d;
    wire signed [31:0] psum$4$q;
    reg  psum$4$clock;
    reg signed [31:0] psum$5$d;
    wire signed [31:0] psum$5$q;
    reg  psum$5$clock;
    reg signed [31:0] psum$6$d;
    wire signed [31:0] psum$6$q;
    reg  psum$6$clock;
    reg signed [31:0] psum$7$d;
    wire signed [31:0] psum$7$q;
    reg  psum$7$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;
    reg signed [31:0] prod_q$4$d;
    wire signed [31:0] prod_q$4$q;
    reg  prod_q$4$clock;
    reg signed [31:0] prod_q$5$d;
    wire signed [31:0] prod_q$5$q;
    reg  prod_q$5$clock;
    reg signed [31:0] prod_q$6$d;
    wire signed [31:0] prod_q$6$q;
    reg  prod_q$6$clock;
    reg signed [31:0] prod_q$7$d;
    wire signed [31:0] prod_q$7$q;
    reg  prod_q$7$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wz$4;
    reg  [15:0] wz$5;
    reg  [15:0] wz$6;
    reg  [15:0] wz$7;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] wx$4;
    reg  [15:0] wx$5;
    reg  [15:0] wx$6;
    reg  [15:0] wx$7;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] az$4;
    reg  [15:0] az$5;
    reg  [15:0] az$6;
    reg  [15:0] az$7;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg  [15:0] ax$4;
    reg  [15:0] ax$5;
    reg  [15:0] ax$6;
    reg  [15:0] ax$7;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;
    reg signed [31:0] prod$4;
    reg signed [31:0] prod$5;
    reg signed [31:0] prod$6;
    reg signed [31:0] prod$7;

    // Sub module instances
    mm_exec_w64_r8c8$mx$cols$2$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$wpair$4 wpair$4(
        .d(wpair$4$d),
        .q(wpair$4$q),
        .clock(wpair$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$wpair$5 wpair$5(
        .d(wpair$5$d),
        .q(wpair$5$q),
        .clock(wpair$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$wpair$6 wpair$6(
        .d(wpair$6$d),
        .q(wpair$6$q),
        .clock(wpair$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$wpair$7 wpair$7(
        .d(wpair$7$d),
        .q(wpair$7$q),
        .clock(wpair$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$psum$4 psum$4(
        .d(psum$4$d),
        .q(psum$4$q),
        .clock(psum$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$psum$5 psum$5(
        .d(psum$5$d),
        .q(psum$5$q),
        .clock(psum$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$psum$6 psum$6(
        .d(psum$6$d),
        .q(psum$6$q),
        .clock(psum$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$psum$7 psum$7(
        .d(psum$7$d),
        .q(psum$7$q),
        .clock(psum$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$prod_q$4 prod_q$4(
        .d(prod_q$4$d),
        .q(prod_q$4$q),
        .clock(prod_q$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$prod_q$5 prod_q$5(
        .d(prod_q$5$d),
        .q(prod_q$5$q),
        .clock(prod_q$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$prod_q$6 prod_q$6(
        .d(prod_q$6$d),
        .q(prod_q$6$q),
        .clock(prod_q$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$2$prod_q$7 prod_q$7(
        .d(prod_q$7$d),
        .q(prod_q$7$q),
        .clock(prod_q$7$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8)+:(16)] & lo_mask;
        az$4 = a_in[(4 * 32'h8)+:(16)] & lo_mask;
        az$5 = a_in[(5 * 32'h8)+:(16)] & lo_mask;
        az$6 = a_in[(6 * 32'h8)+:(16)] & lo_mask;
        az$7 = a_in[(7 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        wpair$4$clock = clock;
        psum$4$clock = clock;
        prod_q$4$clock = clock;
        prod_q$4$d = prod_q$4$q;
        wpair$4$d = wpair$4$q;
        psum$4$d = psum$4$q;
        if (w_we0[4]) begin
            wpair$4$d = (wpair$4$q & hi_mask) | w_data;
        end
        if (w_we1[4]) begin
            wpair$4$d = (wpair$4$q & lo_mask) | (w_data << 32'h8);
        end
        wz$4 = wpair$4$q & lo_mask;
        if (sel_in[4]) begin
            wz$4 = wpair$4$q >> 32'h8;
        end
        wx$4 = wz$4;
        if (wz$4[32'h7]) begin
            wx$4 = wz$4 | hi_mask;
        end
        ax$4 = az$4;
        if (az$4[32'h7]) begin
            ax$4 = az$4 | hi_mask;
        end
        prod$4 = $signed(ax$4) * $signed(wx$4);
        wpair$5$clock = clock;
        psum$5$clock = clock;
        prod_q$5$clock = clock;
        prod_q$5$d = prod_q$5$q;
        wpair$5$d = wpair$5$q;
        psum$5$d = psum$5$q;
        if (w_we0[5]) begin
            wpair$5$d = (wpair$5$q & hi_mask) | w_data;
        end
        if (w_we1[5]) begin
            wpair$5$d = (wpair$5$q & lo_mask) | (w_data << 32'h8);
        end
        wz$5 = wpair$5$q & lo_mask;
        if (sel_in[5]) begin
            wz$5 = wpair$5$q >> 32'h8;
        end
        wx$5 = wz$5;
        if (wz$5[32'h7]) begin
            wx$5 = wz$5 | hi_mask;
        end
        ax$5 = az$5;
        if (az$5[32'h7]) begin
            ax$5 = az$5 | hi_mask;
        end
        prod$5 = $signed(ax$5) * $signed(wx$5);
        wpair$6$clock = clock;
        psum$6$clock = clock;
        prod_q$6$clock = clock;
        prod_q$6$d = prod_q$6$q;
        wpair$6$d = wpair$6$q;
        psum$6$d = psum$6$q;
        if (w_we0[6]) begin
            wpair$6$d = (wpair$6$q & hi_mask) | w_data;
        end
        if (w_we1[6]) begin
            wpair$6$d = (wpair$6$q & lo_mask) | (w_data << 32'h8);
        end
        wz$6 = wpair$6$q & lo_mask;
        if (sel_in[6]) begin
            wz$6 = wpair$6$q >> 32'h8;
        end
        wx$6 = wz$6;
        if (wz$6[32'h7]) begin
            wx$6 = wz$6 | hi_mask;
        end
        ax$6 = az$6;
        if (az$6[32'h7]) begin
            ax$6 = az$6 | hi_mask;
        end
        prod$6 = $signed(ax$6) * $signed(wx$6);
        wpair$7$clock = clock;
        psum$7$clock = clock;
        prod_q$7$clock = clock;
        prod_q$7$d = prod_q$7$q;
        wpair$7$d = wpair$7$q;
        psum$7$d = psum$7$q;
        if (w_we0[7]) begin
            wpair$7$d = (wpair$7$q & hi_mask) | w_data;
        end
        if (w_we1[7]) begin
            wpair$7$d = (wpair$7$q & lo_mask) | (w_data << 32'h8);
        end
        wz$7 = wpair$7$q & lo_mask;
        if (sel_in[7]) begin
            wz$7 = wpair$7$q >> 32'h8;
        end
        wx$7 = wz$7;
        if (wz$7[32'h7]) begin
            wx$7 = wz$7 | hi_mask;
        end
        ax$7 = az$7;
        if (az$7[32'h7]) begin
            ax$7 = az$7 | hi_mask;
        end
        prod$7 = $signed(ax$7) * $signed(wx$7);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            prod_q$4$d = prod$4;
            prod_q$5$d = prod$5;
            prod_q$6$d = prod$6;
            prod_q$7$d = prod$7;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
            psum$4$d = psum$3$q + prod_q$4$q;
            psum$5$d = psum$4$q + prod_q$5$q;
            psum$6$d = psum$5$q + prod_q$6$q;
            psum$7$d = psum$6$q + prod_q$7$q;
        end
        psum_out = $unsigned(psum$7$q);
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$prod_q$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$prod_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$prod_q$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$prod_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$prod_q$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$prod_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$prod_q$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$prod_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$psum$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$psum$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$psum$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$psum$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$psum$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$psum$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$psum$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$2$psum$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$wpair$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$2$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$wpair$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$2$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$wpair$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$2$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$wpair$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$2$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$wpair$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$2$wpair$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$wpair$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$2$wpair$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$wpair$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$2$wpair$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$2$wpair$7(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$2$wpair$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [63:0] a_in;
    input wire  [7:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [7:0] w_we0;
    input wire  [7:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg  [15:0] wpair$4$d;
    wire  [15:0] wpair$4$q;
    reg  wpair$4$clock;
    reg  [15:0] wpair$5$d;
    wire  [15:0] wpair$5$q;
    reg  wpair$5$clock;
    reg  [15:0] wpair$6$d;
    wire  [15:0] wpair$6$q;
    reg  wpair$6$clock;
    reg  [15:0] wpair$7$d;
    wire  [15:0] wpair$7$q;
    reg  wpair$7$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] psum$4$d;
    wire signed [31:0] psum$4$q;
    reg  psum$4$clock;
    reg signed [31:0] psum$5$d;
    wire signed [31:0] psum$5$q;
    reg  psum$5$clock;
    reg signed [31:0] psum$6$d;
    wire signed [31:0] psum$6$q;
    reg  psum$6$clock;
    reg signed [31:0] psum$7$d;
    wire signed [31:0] psum$7$q;
    reg  psum$7$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;
    reg signed [31:0] prod_q$4$d;
    wire signed [31:0] prod_q$4$q;
    reg  prod_q$4$clock;
    reg signed [31:0] prod_q$5$d;
    wire signed [31:0] prod_q$5$q;
    reg  prod_q$5$clock;
    reg signed [31:0] prod_q$6$d;
    wire signed [31:0] prod_q$6$q;
    reg  prod_q$6$clock;
    reg signed [31:0] prod_q$7$d;
    wire signed [31:0] prod_q$7$q;
    reg  prod_q$7$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wz$4;
    reg  [15:0] wz$5;
    reg  [15:0] wz$6;
    reg  [15:0] wz$7;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] wx$4;
    reg  [15:0] wx$5;
    reg  [15:0] wx$6;
    reg  [15:0] wx$7;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] az$4;
    reg  [15:0] az$5;
    reg  [15:0] az$6;
    reg  [15:0] az$7;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg  [15:0] ax$4;
    reg  [15:0] ax$5;
    reg  [15:0] ax$6;
    reg  [15:0] ax$7;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;
    reg signed [31:0] prod$4;
    reg signed [31:0] prod$5;
    reg signed [31:0] prod$6;
    reg signed [31:0] prod$7;

    // Sub module instances
    mm_exec_w64_r8c8$mx$cols$3$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$wpair$4 wpair$4(
        .d(wpair$4$d),
        .q(wpair$4$q),
        .clock(wpair$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$wpair$5 wpair$5(
        .d(wpair$5$d),
        .q(wpair$5$q),
        .clock(wpair$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$wpair$6 wpair$6(
        .d(wpair$6$d),
        .q(wpair$6$q),
        .clock(wpair$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$wpair$7 wpair$7(
        .d(wpair$7$d),
        .q(wpair$7$q),
        .clock(wpair$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$psum$4 psum$4(
        .d(psum$4$d),
        .q(psum$4$q),
        .clock(psum$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$psum$5 psum$5(
        .d(psum$5$d),
        .q(psum$5$q),
        .clock(psum$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$psum$6 psum$6(
        .d(psum$6$d),
        .q(psum$6$q),
        .clock(psum$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$psum$7 psum$7(
        .d(psum$7$d),
        .q(psum$7$q),
        .clock(psum$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$prod_q$4 prod_q$4(
        .d(prod_q$4$d),
        .q(prod_q$4$q),
        .clock(prod_q$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$prod_q$5 prod_q$5(
        .d(prod_q$5$d),
        .q(prod_q$5$q),
        .clock(prod_q$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$prod_q$6 prod_q$6(
        .d(prod_q$6$d),
        .q(prod_q$6$q),
        .clock(prod_q$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$3$prod_q$7 prod_q$7(
        .d(prod_q$7$d),
        .q(prod_q$7$q),
        .clock(prod_q$7$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8)+:(16)] & lo_mask;
        az$4 = a_in[(4 * 32'h8)+:(16)] & lo_mask;
        az$5 = a_in[(5 * 32'h8)+:(16)] & lo_mask;
        az$6 = a_in[(6 * 32'h8)+:(16)] & lo_mask;
        az$7 = a_in[(7 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        wpair$4$clock = clock;
        psum$4$clock = clock;
        prod_q$4$clock = clock;
        prod_q$4$d = prod_q$4$q;
        wpair$4$d = wpair$4$q;
        psum$4$d = psum$4$q;
        if (w_we0[4]) begin
            wpair$4$d = (wpair$4$q & hi_mask) | w_data;
        end
        if (w_we1[4]) begin
            wpair$4$d = (wpair$4$q & lo_mask) | (w_data << 32'h8);
        end
        wz$4 = wpair$4$q & lo_mask;
        if (sel_in[4]) begin
            wz$4 = wpair$4$q >> 32'h8;
        end
        wx$4 = wz$4;
        if (wz$4[32'h7]) begin
            wx$4 = wz$4 | hi_mask;
        end
        ax$4 = az$4;
        if (az$4[32'h7]) begin
            ax$4 = az$4 | hi_mask;
        end
        prod$4 = $signed(ax$4) * $signed(wx$4);
        wpair$5$clock = clock;
        psum$5$clock = clock;
        prod_q$5$clock = clock;
        prod_q$5$d = prod_q$5$q;
        wpair$5$d = wpair$5$q;
        psum$5$d = psum$5$q;
        if (w_we0[5]) begin
            wpair$5$d = (wpair$5$q & hi_mask) | w_data;
        end
        if (w_we1[5]) begin
            wpair$5$d = (wpair$5$q & lo_mask) | (w_data << 32'h8);
        end
        wz$5 = wpair$5$q & lo_mask;
        if (sel_in[5]) begin
            wz$5 = wpair$5$q >> 32'h8;
        end
        wx$5 = wz$5;
        if (wz$5[32'h7]) begin
            wx$5 = wz$5 | hi_mask;
        end
        ax$5 = az$5;
        if (az$5[32'h7]) begin
            ax$5 = az$5 | hi_mask;
        end
        prod$5 = $signed(ax$5) * $signed(wx$5);
        wpair$6$clock = clock;
        psum$6$clock = clock;
        prod_q$6$clock = clock;
        prod_q$6$d = prod_q$6$q;
        wpair$6$d = wpair$6$q;
        psum$6$d = psum$6$q;
        if (w_we0[6]) begin
            wpair$6$d = (wpair$6$q & hi_mask) | w_data;
        end
        if (w_we1[6]) begin
            wpair$6$d = (wpair$6$q & lo_mask) | (w_data << 32'h8);
        end
        wz$6 = wpair$6$q & lo_mask;
        if (sel_in[6]) begin
            wz$6 = wpair$6$q >> 32'h8;
        end
        wx$6 = wz$6;
        if (wz$6[32'h7]) begin
            wx$6 = wz$6 | hi_mask;
        end
        ax$6 = az$6;
        if (az$6[32'h7]) begin
            ax$6 = az$6 | hi_mask;
        end
        prod$6 = $signed(ax$6) * $signed(wx$6);
        wpair$7$clock = clock;
        psum$7$clock = clock;
        prod_q$7$clock = clock;
        prod_q$7$d = prod_q$7$q;
        wpair$7$d = wpair$7$q;
        psum$7$d = psum$7$q;
        if (w_we0[7]) begin
            wpair$7$d = (wpair$7$q & hi_mask) | w_data;
        end
        if (w_we1[7]) begin
            wpair$7$d = (wpair$7$q & lo_mask) | (w_data << 32'h8);
        end
        wz$7 = wpair$7$q & lo_mask;
        if (sel_in[7]) begin
            wz$7 = wpair$7$q >> 32'h8;
        end
        wx$7 = wz$7;
        if (wz$7[32'h7]) begin
            wx$7 = wz$7 | hi_mask;
        end
        ax$7 = az$7;
        if (az$7[32'h7]) begin
            ax$7 = az$7 | hi_mask;
        end
        prod$7 = $signed(ax$7) * $signed(wx$7);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            prod_q$4$d = prod$4;
            prod_q$5$d = prod$5;
            prod_q$6$d = prod$6;
            prod_q$7$d = prod$7;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
            psum$4$d = psum$3$q + prod_q$4$q;
            psum$5$d = psum$4$q + prod_q$5$q;
            psum$6$d = psum$5$q + prod_q$6$q;
            psum$7$d = psum$6$q + prod_q$7$q;
        end
        psum_out = $unsigned(psum$7$q);
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$prod_q$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$prod_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$prod_q$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$prod_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$prod_q$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$prod_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$prod_q$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$prod_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$psum$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$psum$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$psum$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$psum$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$psum$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$psum$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$psum$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$3$psum$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$wpair$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$3$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$wpair$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$3$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$wpair$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$3$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$wpair$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$3$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$wpair$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$3$wpair$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$wpair$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$3$wpair$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$wpair$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$3$wpair$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$3$wpair$7(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$3$wpair$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [63:0] a_in;
    input wire  [7:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [7:0] w_we0;
    input wire  [7:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg  [15:0] wpair$4$d;
    wire  [15:0] wpair$4$q;
    reg  wpair$4$clock;
    reg  [15:0] wpair$5$d;
    wire  [15:0] wpair$5$q;
    reg  wpair$5$clock;
    reg  [15:0] wpair$6$d;
    wire  [15:0] wpair$6$q;
    reg  wpair$6$clock;
    reg  [15:0] wpair$7$d;
    wire  [15:0] wpair$7$q;
    reg  wpair$7$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] psum$4$d;
    wire signed [31:0] psum$4$q;
    reg  psum$4$clock;
    reg signed [31:0] psum$5$d;
    wire signed [31:0] psum$5$q;
    reg  psum$5$clock;
    reg signed [31:0] psum$6$d;
    wire signed [31:0] psum$6$q;
    reg  psum$6$clock;
    reg signed [31:0] psum$7$d;
    wire signed [31:0] psum$7$q;
    reg  psum$7$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;
    reg signed [31:0] prod_q$4$d;
    wire signed [31:0] prod_q$4$q;
    reg  prod_q$4$clock;
    reg signed [31:0] prod_q$5$d;
    wire signed [31:0] prod_q$5$q;
    reg  prod_q$5$clock;
    reg signed [31:0] prod_q$6$d;
    wire signed [31:0] prod_q$6$q;
    reg  prod_q$6$clock;
    reg signed [31:0] prod_q$7$d;
    wire signed [31:0] prod_q$7$q;
    reg  prod_q$7$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wz$4;
    reg  [15:0] wz$5;
    reg  [15:0] wz$6;
    reg  [15:0] wz$7;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] wx$4;
    reg  [15:0] wx$5;
    reg  [15:0] wx$6;
    reg  [15:0] wx$7;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] az$4;
    reg  [15:0] az$5;
    reg  [15:0] az$6;
    reg  [15:0] az$7;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg  [15:0] ax$4;
    reg  [15:0] ax$5;
    reg  [15:0] ax$6;
    reg  [15:0] ax$7;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;
    reg signed [31:0] prod$4;
    reg signed [31:0] prod$5;
    reg signed [31:0] prod$6;
    reg signed [31:0] prod$7;

    // Sub module instances
    mm_exec_w64_r8c8$mx$cols$4$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$wpair$4 wpair$4(
        .d(wpair$4$d),
        .q(wpair$4$q),
        .clock(wpair$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$wpair$5 wpair$5(
        .d(wpair$5$d),
        .q(wpair$5$q),
        .clock(wpair$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$wpair$6 wpair$6(
        .d(wpair$6$d),
        .q(wpair$6$q),
        .clock(wpair$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$wpair$7 wpair$7(
        .d(wpair$7$d),
        .q(wpair$7$q),
        .clock(wpair$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$psum$4 psum$4(
        .d(psum$4$d),
        .q(psum$4$q),
        .clock(psum$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$psum$5 psum$5(
        .d(psum$5$d),
        .q(psum$5$q),
        .clock(psum$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$psum$6 psum$6(
        .d(psum$6$d),
        .q(psum$6$q),
        .clock(psum$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$psum$7 psum$7(
        .d(psum$7$d),
        .q(psum$7$q),
        .clock(psum$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$prod_q$4 prod_q$4(
        .d(prod_q$4$d),
        .q(prod_q$4$q),
        .clock(prod_q$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$prod_q$5 prod_q$5(
        .d(prod_q$5$d),
        .q(prod_q$5$q),
        .clock(prod_q$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$prod_q$6 prod_q$6(
        .d(prod_q$6$d),
        .q(prod_q$6$q),
        .clock(prod_q$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$4$prod_q$7 prod_q$7(
        .d(prod_q$7$d),
        .q(prod_q$7$q),
        .clock(prod_q$7$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8)+:(16)] & lo_mask;
        az$4 = a_in[(4 * 32'h8)+:(16)] & lo_mask;
        az$5 = a_in[(5 * 32'h8)+:(16)] & lo_mask;
        az$6 = a_in[(6 * 32'h8)+:(16)] & lo_mask;
        az$7 = a_in[(7 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        wpair$4$clock = clock;
        psum$4$clock = clock;
        prod_q$4$clock = clock;
        prod_q$4$d = prod_q$4$q;
        wpair$4$d = wpair$4$q;
        psum$4$d = psum$4$q;
        if (w_we0[4]) begin
            wpair$4$d = (wpair$4$q & hi_mask) | w_data;
        end
        if (w_we1[4]) begin
            wpair$4$d = (wpair$4$q & lo_mask) | (w_data << 32'h8);
        end
        wz$4 = wpair$4$q & lo_mask;
        if (sel_in[4]) begin
            wz$4 = wpair$4$q >> 32'h8;
        end
        wx$4 = wz$4;
        if (wz$4[32'h7]) begin
            wx$4 = wz$4 | hi_mask;
        end
        ax$4 = az$4;
        if (az$4[32'h7]) begin
            ax$4 = az$4 | hi_mask;
        end
        prod$4 = $signed(ax$4) * $signed(wx$4);
        wpair$5$clock = clock;
        psum$5$clock = clock;
        prod_q$5$clock = clock;
        prod_q$5$d = prod_q$5$q;
        wpair$5$d = wpair$5$q;
        psum$5$d = psum$5$q;
        if (w_we0[5]) begin
            wpair$5$d = (wpair$5$q & hi_mask) | w_data;
        end
        if (w_we1[5]) begin
            wpair$5$d = (wpair$5$q & lo_mask) | (w_data << 32'h8);
        end
        wz$5 = wpair$5$q & lo_mask;
        if (sel_in[5]) begin
            wz$5 = wpair$5$q >> 32'h8;
        end
        wx$5 = wz$5;
        if (wz$5[32'h7]) begin
            wx$5 = wz$5 | hi_mask;
        end
        ax$5 = az$5;
        if (az$5[32'h7]) begin
            ax$5 = az$5 | hi_mask;
        end
        prod$5 = $signed(ax$5) * $signed(wx$5);
        wpair$6$clock = clock;
        psum$6$clock = clock;
        prod_q$6$clock = clock;
        prod_q$6$d = prod_q$6$q;
        wpair$6$d = wpair$6$q;
        psum$6$d = psum$6$q;
        if (w_we0[6]) begin
            wpair$6$d = (wpair$6$q & hi_mask) | w_data;
        end
        if (w_we1[6]) begin
            wpair$6$d = (wpair$6$q & lo_mask) | (w_data << 32'h8);
        end
        wz$6 = wpair$6$q & lo_mask;
        if (sel_in[6]) begin
            wz$6 = wpair$6$q >> 32'h8;
        end
        wx$6 = wz$6;
        if (wz$6[32'h7]) begin
            wx$6 = wz$6 | hi_mask;
        end
        ax$6 = az$6;
        if (az$6[32'h7]) begin
            ax$6 = az$6 | hi_mask;
        end
        prod$6 = $signed(ax$6) * $signed(wx$6);
        wpair$7$clock = clock;
        psum$7$clock = clock;
        prod_q$7$clock = clock;
        prod_q$7$d = prod_q$7$q;
        wpair$7$d = wpair$7$q;
        psum$7$d = psum$7$q;
        if (w_we0[7]) begin
            wpair$7$d = (wpair$7$q & hi_mask) | w_data;
        end
        if (w_we1[7]) begin
            wpair$7$d = (wpair$7$q & lo_mask) | (w_data << 32'h8);
        end
        wz$7 = wpair$7$q & lo_mask;
        if (sel_in[7]) begin
            wz$7 = wpair$7$q >> 32'h8;
        end
        wx$7 = wz$7;
        if (wz$7[32'h7]) begin
            wx$7 = wz$7 | hi_mask;
        end
        ax$7 = az$7;
        if (az$7[32'h7]) begin
            ax$7 = az$7 | hi_mask;
        end
        prod$7 = $signed(ax$7) * $signed(wx$7);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            prod_q$4$d = prod$4;
            prod_q$5$d = prod$5;
            prod_q$6$d = prod$6;
            prod_q$7$d = prod$7;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
            psum$4$d = psum$3$q + prod_q$4$q;
            psum$5$d = psum$4$q + prod_q$5$q;
            psum$6$d = psum$5$q + prod_q$6$q;
            psum$7$d = psum$6$q + prod_q$7$q;
        end
        psum_out = $unsigned(psum$7$q);
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$prod_q$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$prod_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$prod_q$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$prod_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$prod_q$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$prod_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$prod_q$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$prod_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$psum$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$psum$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$psum$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$psum$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$psum$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$psum$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$psum$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$4$psum$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$wpair$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$4$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$wpair$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$4$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$wpair$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$4$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$wpair$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$4$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$wpair$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$4$wpair$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$wpair$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$4$wpair$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$wpair$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$4$wpair$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$4$wpair$7(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$4$wpair$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [63:0] a_in;
    input wire  [7:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [7:0] w_we0;
    input wire  [7:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg  [15:0] wpair$4$d;
    wire  [15:0] wpair$4$q;
    reg  wpair$4$clock;
    reg  [15:0] wpair$5$d;
    wire  [15:0] wpair$5$q;
    reg  wpair$5$clock;
    reg  [15:0] wpair$6$d;
    wire  [15:0] wpair$6$q;
    reg  wpair$6$clock;
    reg  [15:0] wpair$7$d;
    wire  [15:0] wpair$7$q;
    reg  wpair$7$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] psum$4$d;
    wire signed [31:0] psum$4$q;
    reg  psum$4$clock;
    reg signed [31:0] psum$5$d;
    wire signed [31:0] psum$5$q;
    reg  psum$5$clock;
    reg signed [31:0] psum$6$d;
    wire signed [31:0] psum$6$q;
    reg  psum$6$clock;
    reg signed [31:0] psum$7$d;
    wire signed [31:0] psum$7$q;
    reg  psum$7$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;
    reg signed [31:0] prod_q$4$d;
    wire signed [31:0] prod_q$4$q;
    reg  prod_q$4$clock;
    reg signed [31:0] prod_q$5$d;
    wire signed [31:0] prod_q$5$q;
    reg  prod_q$5$clock;
    reg signed [31:0] prod_q$6$d;
    wire signed [31:0] prod_q$6$q;
    reg  prod_q$6$clock;
    reg signed [31:0] prod_q$7$d;
    wire signed [31:0] prod_q$7$q;
    reg  prod_q$7$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wz$4;
    reg  [15:0] wz$5;
    reg  [15:0] wz$6;
    reg  [15:0] wz$7;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] wx$4;
    reg  [15:0] wx$5;
    reg  [15:0] wx$6;
    reg  [15:0] wx$7;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] az$4;
    reg  [15:0] az$5;
    reg  [15:0] az$6;
    reg  [15:0] az$7;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg  [15:0] ax$4;
    reg  [15:0] ax$5;
    reg  [15:0] ax$6;
    reg  [15:0] ax$7;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;
    reg signed [31:0] prod$4;
    reg signed [31:0] prod$5;
    reg signed [31:0] prod$6;
    reg signed [31:0] prod$7;

    // Sub module instances
    mm_exec_w64_r8c8$mx$cols$5$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$wpair$4 wpair$4(
        .d(wpair$4$d),
        .q(wpair$4$q),
        .clock(wpair$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$wpair$5 wpair$5(
        .d(wpair$5$d),
        .q(wpair$5$q),
        .clock(wpair$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$wpair$6 wpair$6(
        .d(wpair$6$d),
        .q(wpair$6$q),
        .clock(wpair$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$wpair$7 wpair$7(
        .d(wpair$7$d),
        .q(wpair$7$q),
        .clock(wpair$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$psum$4 psum$4(
        .d(psum$4$d),
        .q(psum$4$q),
        .clock(psum$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$psum$5 psum$5(
        .d(psum$5$d),
        .q(psum$5$q),
        .clock(psum$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$psum$6 psum$6(
        .d(psum$6$d),
        .q(psum$6$q),
        .clock(psum$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$psum$7 psum$7(
        .d(psum$7$d),
        .q(psum$7$q),
        .clock(psum$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$prod_q$4 prod_q$4(
        .d(prod_q$4$d),
        .q(prod_q$4$q),
        .clock(prod_q$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$prod_q$5 prod_q$5(
        .d(prod_q$5$d),
        .q(prod_q$5$q),
        .clock(prod_q$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$prod_q$6 prod_q$6(
        .d(prod_q$6$d),
        .q(prod_q$6$q),
        .clock(prod_q$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$5$prod_q$7 prod_q$7(
        .d(prod_q$7$d),
        .q(prod_q$7$q),
        .clock(prod_q$7$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8)+:(16)] & lo_mask;
        az$4 = a_in[(4 * 32'h8)+:(16)] & lo_mask;
        az$5 = a_in[(5 * 32'h8)+:(16)] & lo_mask;
        az$6 = a_in[(6 * 32'h8)+:(16)] & lo_mask;
        az$7 = a_in[(7 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        wpair$4$clock = clock;
        psum$4$clock = clock;
        prod_q$4$clock = clock;
        prod_q$4$d = prod_q$4$q;
        wpair$4$d = wpair$4$q;
        psum$4$d = psum$4$q;
        if (w_we0[4]) begin
            wpair$4$d = (wpair$4$q & hi_mask) | w_data;
        end
        if (w_we1[4]) begin
            wpair$4$d = (wpair$4$q & lo_mask) | (w_data << 32'h8);
        end
        wz$4 = wpair$4$q & lo_mask;
        if (sel_in[4]) begin
            wz$4 = wpair$4$q >> 32'h8;
        end
        wx$4 = wz$4;
        if (wz$4[32'h7]) begin
            wx$4 = wz$4 | hi_mask;
        end
        ax$4 = az$4;
        if (az$4[32'h7]) begin
            ax$4 = az$4 | hi_mask;
        end
        prod$4 = $signed(ax$4) * $signed(wx$4);
        wpair$5$clock = clock;
        psum$5$clock = clock;
        prod_q$5$clock = clock;
        prod_q$5$d = prod_q$5$q;
        wpair$5$d = wpair$5$q;
        psum$5$d = psum$5$q;
        if (w_we0[5]) begin
            wpair$5$d = (wpair$5$q & hi_mask) | w_data;
        end
        if (w_we1[5]) begin
            wpair$5$d = (wpair$5$q & lo_mask) | (w_data << 32'h8);
        end
        wz$5 = wpair$5$q & lo_mask;
        if (sel_in[5]) begin
            wz$5 = wpair$5$q >> 32'h8;
        end
        wx$5 = wz$5;
        if (wz$5[32'h7]) begin
            wx$5 = wz$5 | hi_mask;
        end
        ax$5 = az$5;
        if (az$5[32'h7]) begin
            ax$5 = az$5 | hi_mask;
        end
        prod$5 = $signed(ax$5) * $signed(wx$5);
        wpair$6$clock = clock;
        psum$6$clock = clock;
        prod_q$6$clock = clock;
        prod_q$6$d = prod_q$6$q;
        wpair$6$d = wpair$6$q;
        psum$6$d = psum$6$q;
        if (w_we0[6]) begin
            wpair$6$d = (wpair$6$q & hi_mask) | w_data;
        end
        if (w_we1[6]) begin
            wpair$6$d = (wpair$6$q & lo_mask) | (w_data << 32'h8);
        end
        wz$6 = wpair$6$q & lo_mask;
        if (sel_in[6]) begin
            wz$6 = wpair$6$q >> 32'h8;
        end
        wx$6 = wz$6;
        if (wz$6[32'h7]) begin
            wx$6 = wz$6 | hi_mask;
        end
        ax$6 = az$6;
        if (az$6[32'h7]) begin
            ax$6 = az$6 | hi_mask;
        end
        prod$6 = $signed(ax$6) * $signed(wx$6);
        wpair$7$clock = clock;
        psum$7$clock = clock;
        prod_q$7$clock = clock;
        prod_q$7$d = prod_q$7$q;
        wpair$7$d = wpair$7$q;
        psum$7$d = psum$7$q;
        if (w_we0[7]) begin
            wpair$7$d = (wpair$7$q & hi_mask) | w_data;
        end
        if (w_we1[7]) begin
            wpair$7$d = (wpair$7$q & lo_mask) | (w_data << 32'h8);
        end
        wz$7 = wpair$7$q & lo_mask;
        if (sel_in[7]) begin
            wz$7 = wpair$7$q >> 32'h8;
        end
        wx$7 = wz$7;
        if (wz$7[32'h7]) begin
            wx$7 = wz$7 | hi_mask;
        end
        ax$7 = az$7;
        if (az$7[32'h7]) begin
            ax$7 = az$7 | hi_mask;
        end
        prod$7 = $signed(ax$7) * $signed(wx$7);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            prod_q$4$d = prod$4;
            prod_q$5$d = prod$5;
            prod_q$6$d = prod$6;
            prod_q$7$d = prod$7;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
            psum$4$d = psum$3$q + prod_q$4$q;
            psum$5$d = psum$4$q + prod_q$5$q;
            psum$6$d = psum$5$q + prod_q$6$q;
            psum$7$d = psum$6$q + prod_q$7$q;
        end
        psum_out = $unsigned(psum$7$q);
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$prod_q$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$prod_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$prod_q$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$prod_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$prod_q$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$prod_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$prod_q$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$prod_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$psum$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$psum$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$psum$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$psum$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$psum$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$psum$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$psum$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$5$psum$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$wpair$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$5$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$wpair$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$5$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$wpair$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$5$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$wpair$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$5$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$wpair$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$5$wpair$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$wpair$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$5$wpair$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$wpair$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$5$wpair$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$5$wpair$7(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$5$wpair$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [63:0] a_in;
    input wire  [7:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [7:0] w_we0;
    input wire  [7:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg  [15:0] wpair$4$d;
    wire  [15:0] wpair$4$q;
    reg  wpair$4$clock;
    reg  [15:0] wpair$5$d;
    wire  [15:0] wpair$5$q;
    reg  wpair$5$clock;
    reg  [15:0] wpair$6$d;
    wire  [15:0] wpair$6$q;
    reg  wpair$6$clock;
    reg  [15:0] wpair$7$d;
    wire  [15:0] wpair$7$q;
    reg  wpair$7$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] psum$4$d;
    wire signed [31:0] psum$4$q;
    reg  psum$4$clock;
    reg signed [31:0] psum$5$d;
    wire signed [31:0] psum$5$q;
    reg  psum$5$clock;
    reg signed [31:0] psum$6$d;
    wire signed [31:0] psum$6$q;
    reg  psum$6$clock;
    reg signed [31:0] psum$7$d;
    wire signed [31:0] psum$7$q;
    reg  psum$7$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;
    reg signed [31:0] prod_q$4$d;
    wire signed [31:0] prod_q$4$q;
    reg  prod_q$4$clock;
    reg signed [31:0] prod_q$5$d;
    wire signed [31:0] prod_q$5$q;
    reg  prod_q$5$clock;
    reg signed [31:0] prod_q$6$d;
    wire signed [31:0] prod_q$6$q;
    reg  prod_q$6$clock;
    reg signed [31:0] prod_q$7$d;
    wire signed [31:0] prod_q$7$q;
    reg  prod_q$7$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wz$4;
    reg  [15:0] wz$5;
    reg  [15:0] wz$6;
    reg  [15:0] wz$7;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] wx$4;
    reg  [15:0] wx$5;
    reg  [15:0] wx$6;
    reg  [15:0] wx$7;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] az$4;
    reg  [15:0] az$5;
    reg  [15:0] az$6;
    reg  [15:0] az$7;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg  [15:0] ax$4;
    reg  [15:0] ax$5;
    reg  [15:0] ax$6;
    reg  [15:0] ax$7;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;
    reg signed [31:0] prod$4;
    reg signed [31:0] prod$5;
    reg signed [31:0] prod$6;
    reg signed [31:0] prod$7;

    // Sub module instances
    mm_exec_w64_r8c8$mx$cols$6$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$wpair$4 wpair$4(
        .d(wpair$4$d),
        .q(wpair$4$q),
        .clock(wpair$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$wpair$5 wpair$5(
        .d(wpair$5$d),
        .q(wpair$5$q),
        .clock(wpair$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$wpair$6 wpair$6(
        .d(wpair$6$d),
        .q(wpair$6$q),
        .clock(wpair$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$wpair$7 wpair$7(
        .d(wpair$7$d),
        .q(wpair$7$q),
        .clock(wpair$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$psum$4 psum$4(
        .d(psum$4$d),
        .q(psum$4$q),
        .clock(psum$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$psum$5 psum$5(
        .d(psum$5$d),
        .q(psum$5$q),
        .clock(psum$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$psum$6 psum$6(
        .d(psum$6$d),
        .q(psum$6$q),
        .clock(psum$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$psum$7 psum$7(
        .d(psum$7$d),
        .q(psum$7$q),
        .clock(psum$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$prod_q$4 prod_q$4(
        .d(prod_q$4$d),
        .q(prod_q$4$q),
        .clock(prod_q$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$prod_q$5 prod_q$5(
        .d(prod_q$5$d),
        .q(prod_q$5$q),
        .clock(prod_q$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$prod_q$6 prod_q$6(
        .d(prod_q$6$d),
        .q(prod_q$6$q),
        .clock(prod_q$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$6$prod_q$7 prod_q$7(
        .d(prod_q$7$d),
        .q(prod_q$7$q),
        .clock(prod_q$7$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8)+:(16)] & lo_mask;
        az$4 = a_in[(4 * 32'h8)+:(16)] & lo_mask;
        az$5 = a_in[(5 * 32'h8)+:(16)] & lo_mask;
        az$6 = a_in[(6 * 32'h8)+:(16)] & lo_mask;
        az$7 = a_in[(7 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        wpair$4$clock = clock;
        psum$4$clock = clock;
        prod_q$4$clock = clock;
        prod_q$4$d = prod_q$4$q;
        wpair$4$d = wpair$4$q;
        psum$4$d = psum$4$q;
        if (w_we0[4]) begin
            wpair$4$d = (wpair$4$q & hi_mask) | w_data;
        end
        if (w_we1[4]) begin
            wpair$4$d = (wpair$4$q & lo_mask) | (w_data << 32'h8);
        end
        wz$4 = wpair$4$q & lo_mask;
        if (sel_in[4]) begin
            wz$4 = wpair$4$q >> 32'h8;
        end
        wx$4 = wz$4;
        if (wz$4[32'h7]) begin
            wx$4 = wz$4 | hi_mask;
        end
        ax$4 = az$4;
        if (az$4[32'h7]) begin
            ax$4 = az$4 | hi_mask;
        end
        prod$4 = $signed(ax$4) * $signed(wx$4);
        wpair$5$clock = clock;
        psum$5$clock = clock;
        prod_q$5$clock = clock;
        prod_q$5$d = prod_q$5$q;
        wpair$5$d = wpair$5$q;
        psum$5$d = psum$5$q;
        if (w_we0[5]) begin
            wpair$5$d = (wpair$5$q & hi_mask) | w_data;
        end
        if (w_we1[5]) begin
            wpair$5$d = (wpair$5$q & lo_mask) | (w_data << 32'h8);
        end
        wz$5 = wpair$5$q & lo_mask;
        if (sel_in[5]) begin
            wz$5 = wpair$5$q >> 32'h8;
        end
        wx$5 = wz$5;
        if (wz$5[32'h7]) begin
            wx$5 = wz$5 | hi_mask;
        end
        ax$5 = az$5;
        if (az$5[32'h7]) begin
            ax$5 = az$5 | hi_mask;
        end
        prod$5 = $signed(ax$5) * $signed(wx$5);
        wpair$6$clock = clock;
        psum$6$clock = clock;
        prod_q$6$clock = clock;
        prod_q$6$d = prod_q$6$q;
        wpair$6$d = wpair$6$q;
        psum$6$d = psum$6$q;
        if (w_we0[6]) begin
            wpair$6$d = (wpair$6$q & hi_mask) | w_data;
        end
        if (w_we1[6]) begin
            wpair$6$d = (wpair$6$q & lo_mask) | (w_data << 32'h8);
        end
        wz$6 = wpair$6$q & lo_mask;
        if (sel_in[6]) begin
            wz$6 = wpair$6$q >> 32'h8;
        end
        wx$6 = wz$6;
        if (wz$6[32'h7]) begin
            wx$6 = wz$6 | hi_mask;
        end
        ax$6 = az$6;
        if (az$6[32'h7]) begin
            ax$6 = az$6 | hi_mask;
        end
        prod$6 = $signed(ax$6) * $signed(wx$6);
        wpair$7$clock = clock;
        psum$7$clock = clock;
        prod_q$7$clock = clock;
        prod_q$7$d = prod_q$7$q;
        wpair$7$d = wpair$7$q;
        psum$7$d = psum$7$q;
        if (w_we0[7]) begin
            wpair$7$d = (wpair$7$q & hi_mask) | w_data;
        end
        if (w_we1[7]) begin
            wpair$7$d = (wpair$7$q & lo_mask) | (w_data << 32'h8);
        end
        wz$7 = wpair$7$q & lo_mask;
        if (sel_in[7]) begin
            wz$7 = wpair$7$q >> 32'h8;
        end
        wx$7 = wz$7;
        if (wz$7[32'h7]) begin
            wx$7 = wz$7 | hi_mask;
        end
        ax$7 = az$7;
        if (az$7[32'h7]) begin
            ax$7 = az$7 | hi_mask;
        end
        prod$7 = $signed(ax$7) * $signed(wx$7);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            prod_q$4$d = prod$4;
            prod_q$5$d = prod$5;
            prod_q$6$d = prod$6;
            prod_q$7$d = prod$7;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
            psum$4$d = psum$3$q + prod_q$4$q;
            psum$5$d = psum$4$q + prod_q$5$q;
            psum$6$d = psum$5$q + prod_q$6$q;
            psum$7$d = psum$6$q + prod_q$7$q;
        end
        psum_out = $unsigned(psum$7$q);
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$prod_q$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$prod_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$prod_q$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$prod_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$prod_q$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$prod_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$prod_q$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$prod_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$psum$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$psum$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$psum$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$psum$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$psum$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$psum$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$psum$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$6$psum$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$wpair$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$6$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$wpair$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$6$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$wpair$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$6$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$wpair$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$6$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$wpair$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$6$wpair$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$wpair$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$6$wpair$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$wpair$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$6$wpair$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$6$wpair$7(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$6$wpair$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [63:0] a_in;
    input wire  [7:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [7:0] w_we0;
    input wire  [7:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg  [15:0] wpair$4$d;
    wire  [15:0] wpair$4$q;
    reg  wpair$4$clock;
    reg  [15:0] wpair$5$d;
    wire  [15:0] wpair$5$q;
    reg  wpair$5$clock;
    reg  [15:0] wpair$6$d;
    wire  [15:0] wpair$6$q;
    reg  wpair$6$clock;
    reg  [15:0] wpair$7$d;
    wire  [15:0] wpair$7$q;
    reg  wpair$7$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] psum$4$d;
    wire signed [31:0] psum$4$q;
    reg  psum$4$clock;
    reg signed [31:0] psum$5$d;
    wire signed [31:0] psum$5$q;
    reg  psum$5$clock;
    reg signed [31:0] psum$6$d;
    wire signed [31:0] psum$6$q;
    reg  psum$6$clock;
    reg signed [31:0] psum$7$d;
    wire signed [31:0] psum$7$q;
    reg  psum$7$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;
    reg signed [31:0] prod_q$4$d;
    wire signed [31:0] prod_q$4$q;
    reg  prod_q$4$clock;
    reg signed [31:0] prod_q$5$d;
    wire signed [31:0] prod_q$5$q;
    reg  prod_q$5$clock;
    reg signed [31:0] prod_q$6$d;
    wire signed [31:0] prod_q$6$q;
    reg  prod_q$6$clock;
    reg signed [31:0] prod_q$7$d;
    wire signed [31:0] prod_q$7$q;
    reg  prod_q$7$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wz$4;
    reg  [15:0] wz$5;
    reg  [15:0] wz$6;
    reg  [15:0] wz$7;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] wx$4;
    reg  [15:0] wx$5;
    reg  [15:0] wx$6;
    reg  [15:0] wx$7;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] az$4;
    reg  [15:0] az$5;
    reg  [15:0] az$6;
    reg  [15:0] az$7;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg  [15:0] ax$4;
    reg  [15:0] ax$5;
    reg  [15:0] ax$6;
    reg  [15:0] ax$7;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;
    reg signed [31:0] prod$4;
    reg signed [31:0] prod$5;
    reg signed [31:0] prod$6;
    reg signed [31:0] prod$7;

    // Sub module instances
    mm_exec_w64_r8c8$mx$cols$7$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$wpair$4 wpair$4(
        .d(wpair$4$d),
        .q(wpair$4$q),
        .clock(wpair$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$wpair$5 wpair$5(
        .d(wpair$5$d),
        .q(wpair$5$q),
        .clock(wpair$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$wpair$6 wpair$6(
        .d(wpair$6$d),
        .q(wpair$6$q),
        .clock(wpair$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$wpair$7 wpair$7(
        .d(wpair$7$d),
        .q(wpair$7$q),
        .clock(wpair$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$psum$4 psum$4(
        .d(psum$4$d),
        .q(psum$4$q),
        .clock(psum$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$psum$5 psum$5(
        .d(psum$5$d),
        .q(psum$5$q),
        .clock(psum$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$psum$6 psum$6(
        .d(psum$6$d),
        .q(psum$6$q),
        .clock(psum$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$psum$7 psum$7(
        .d(psum$7$d),
        .q(psum$7$q),
        .clock(psum$7$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$prod_q$4 prod_q$4(
        .d(prod_q$4$d),
        .q(prod_q$4$q),
        .clock(prod_q$4$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$prod_q$5 prod_q$5(
        .d(prod_q$5$d),
        .q(prod_q$5$q),
        .clock(prod_q$5$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$prod_q$6 prod_q$6(
        .d(prod_q$6$d),
        .q(prod_q$6$q),
        .clock(prod_q$6$clock)
    );
    mm_exec_w64_r8c8$mx$cols$7$prod_q$7 prod_q$7(
        .d(prod_q$7$d),
        .q(prod_q$7$q),
        .clock(prod_q$7$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8)+:(16)] & lo_mask;
        az$4 = a_in[(4 * 32'h8)+:(16)] & lo_mask;
        az$5 = a_in[(5 * 32'h8)+:(16)] & lo_mask;
        az$6 = a_in[(6 * 32'h8)+:(16)] & lo_mask;
        az$7 = a_in[(7 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        wpair$4$clock = clock;
        psum$4$clock = clock;
        prod_q$4$clock = clock;
        prod_q$4$d = prod_q$4$q;
        wpair$4$d = wpair$4$q;
        psum$4$d = psum$4$q;
        if (w_we0[4]) begin
            wpair$4$d = (wpair$4$q & hi_mask) | w_data;
        end
        if (w_we1[4]) begin
            wpair$4$d = (wpair$4$q & lo_mask) | (w_data << 32'h8);
        end
        wz$4 = wpair$4$q & lo_mask;
        if (sel_in[4]) begin
            wz$4 = wpair$4$q >> 32'h8;
        end
        wx$4 = wz$4;
        if (wz$4[32'h7]) begin
            wx$4 = wz$4 | hi_mask;
        end
        ax$4 = az$4;
        if (az$4[32'h7]) begin
            ax$4 = az$4 | hi_mask;
        end
        prod$4 = $signed(ax$4) * $signed(wx$4);
        wpair$5$clock = clock;
        psum$5$clock = clock;
        prod_q$5$clock = clock;
        prod_q$5$d = prod_q$5$q;
        wpair$5$d = wpair$5$q;
        psum$5$d = psum$5$q;
        if (w_we0[5]) begin
            wpair$5$d = (wpair$5$q & hi_mask) | w_data;
        end
        if (w_we1[5]) begin
            wpair$5$d = (wpair$5$q & lo_mask) | (w_data << 32'h8);
        end
        wz$5 = wpair$5$q & lo_mask;
        if (sel_in[5]) begin
            wz$5 = wpair$5$q >> 32'h8;
        end
        wx$5 = wz$5;
        if (wz$5[32'h7]) begin
            wx$5 = wz$5 | hi_mask;
        end
        ax$5 = az$5;
        if (az$5[32'h7]) begin
            ax$5 = az$5 | hi_mask;
        end
        prod$5 = $signed(ax$5) * $signed(wx$5);
        wpair$6$clock = clock;
        psum$6$clock = clock;
        prod_q$6$clock = clock;
        prod_q$6$d = prod_q$6$q;
        wpair$6$d = wpair$6$q;
        psum$6$d = psum$6$q;
        if (w_we0[6]) begin
            wpair$6$d = (wpair$6$q & hi_mask) | w_data;
        end
        if (w_we1[6]) begin
            wpair$6$d = (wpair$6$q & lo_mask) | (w_data << 32'h8);
        end
        wz$6 = wpair$6$q & lo_mask;
        if (sel_in[6]) begin
            wz$6 = wpair$6$q >> 32'h8;
        end
        wx$6 = wz$6;
        if (wz$6[32'h7]) begin
            wx$6 = wz$6 | hi_mask;
        end
        ax$6 = az$6;
        if (az$6[32'h7]) begin
            ax$6 = az$6 | hi_mask;
        end
        prod$6 = $signed(ax$6) * $signed(wx$6);
        wpair$7$clock = clock;
        psum$7$clock = clock;
        prod_q$7$clock = clock;
        prod_q$7$d = prod_q$7$q;
        wpair$7$d = wpair$7$q;
        psum$7$d = psum$7$q;
        if (w_we0[7]) begin
            wpair$7$d = (wpair$7$q & hi_mask) | w_data;
        end
        if (w_we1[7]) begin
            wpair$7$d = (wpair$7$q & lo_mask) | (w_data << 32'h8);
        end
        wz$7 = wpair$7$q & lo_mask;
        if (sel_in[7]) begin
            wz$7 = wpair$7$q >> 32'h8;
        end
        wx$7 = wz$7;
        if (wz$7[32'h7]) begin
            wx$7 = wz$7 | hi_mask;
        end
        ax$7 = az$7;
        if (az$7[32'h7]) begin
            ax$7 = az$7 | hi_mask;
        end
        prod$7 = $signed(ax$7) * $signed(wx$7);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            prod_q$4$d = prod$4;
            prod_q$5$d = prod$5;
            prod_q$6$d = prod$6;
            prod_q$7$d = prod$7;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
            psum$4$d = psum$3$q + prod_q$4$q;
            psum$5$d = psum$4$q + prod_q$5$q;
            psum$6$d = psum$5$q + prod_q$6$q;
            psum$7$d = psum$6$q + prod_q$7$q;
        end
        psum_out = $unsigned(psum$7$q);
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$prod_q$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$prod_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$prod_q$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$prod_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$prod_q$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$prod_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$prod_q$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$prod_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$psum$4(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$psum$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$psum$5(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$psum$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$psum$6(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$psum$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$psum$7(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$cols$7$psum$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$wpair$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$7$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$wpair$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$7$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$wpair$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$7$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$wpair$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$7$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$wpair$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$7$wpair$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$wpair$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$7$wpair$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$wpair$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$7$wpair$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$cols$7$wpair$7(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$cols$7$wpair$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$0(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [31:0] inp;
    output reg  [31:0] out;

    // Constant declarations
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] st$0$d;
    wire  [31:0] st$0$q;
    reg  st$0$clock;
    reg  [31:0] st$1$d;
    wire  [31:0] st$1$q;
    reg  st$1$clock;
    reg  [31:0] st$2$d;
    wire  [31:0] st$2$q;
    reg  st$2$clock;
    reg  [31:0] st$3$d;
    wire  [31:0] st$3$q;
    reg  st$3$clock;
    reg  [31:0] st$4$d;
    wire  [31:0] st$4$q;
    reg  st$4$clock;
    reg  [31:0] st$5$d;
    wire  [31:0] st$5$q;
    reg  st$5$clock;
    reg  [31:0] st$6$d;
    wire  [31:0] st$6$q;
    reg  st$6$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$deskew$0$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$0$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$0$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$0$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$0$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$0$st$5 st$5(
        .d(st$5$d),
        .q(st$5$q),
        .clock(st$5$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$0$st$6 st$6(
        .d(st$6$d),
        .q(st$6$q),
        .clock(st$6$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        st$5$clock = clock;
        st$5$d = st$5$q;
        st$6$clock = clock;
        st$6$d = st$6$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
            st$5$d = st$4$q;
            st$6$d = st$5$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
            st$5$d = zero;
            st$6$d = zero;
        end
        out = st$6$q;
    end

endmodule // mm_exec_w64_r8c8$mx$deskew$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$0$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$0$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$0$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$0$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$0$st$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$0$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$0$st$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$0$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$0$st$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$0$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$0$st$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$0$st$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$0$st$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$0$st$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$1(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [31:0] inp;
    output reg  [31:0] out;

    // Constant declarations
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] st$0$d;
    wire  [31:0] st$0$q;
    reg  st$0$clock;
    reg  [31:0] st$1$d;
    wire  [31:0] st$1$q;
    reg  st$1$clock;
    reg  [31:0] st$2$d;
    wire  [31:0] st$2$q;
    reg  st$2$clock;
    reg  [31:0] st$3$d;
    wire  [31:0] st$3$q;
    reg  st$3$clock;
    reg  [31:0] st$4$d;
    wire  [31:0] st$4$q;
    reg  st$4$clock;
    reg  [31:0] st$5$d;
    wire  [31:0] st$5$q;
    reg  st$5$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$deskew$1$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$1$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$1$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$1$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$1$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$1$st$5 st$5(
        .d(st$5$d),
        .q(st$5$q),
        .clock(st$5$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        st$5$clock = clock;
        st$5$d = st$5$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
            st$5$d = st$4$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
            st$5$d = zero;
        end
        out = st$5$q;
    end

endmodule // mm_exec_w64_r8c8$mx$deskew$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$1$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$1$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$1$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$1$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$1$st$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$1$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$1$st$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$1$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$1$st$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$1$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$1$st$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$1$st$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$2(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [31:0] inp;
    output reg  [31:0] out;

    // Constant declarations
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] st$0$d;
    wire  [31:0] st$0$q;
    reg  st$0$clock;
    reg  [31:0] st$1$d;
    wire  [31:0] st$1$q;
    reg  st$1$clock;
    reg  [31:0] st$2$d;
    wire  [31:0] st$2$q;
    reg  st$2$clock;
    reg  [31:0] st$3$d;
    wire  [31:0] st$3$q;
    reg  st$3$clock;
    reg  [31:0] st$4$d;
    wire  [31:0] st$4$q;
    reg  st$4$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$deskew$2$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$2$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$2$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$2$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$2$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
        end
        out = st$4$q;
    end

endmodule // mm_exec_w64_r8c8$mx$deskew$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$2$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$2$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$2$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$2$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$2$st$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$2$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$2$st$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$2$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$2$st$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$2$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$3(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [31:0] inp;
    output reg  [31:0] out;

    // Constant declarations
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] st$0$d;
    wire  [31:0] st$0$q;
    reg  st$0$clock;
    reg  [31:0] st$1$d;
    wire  [31:0] st$1$q;
    reg  st$1$clock;
    reg  [31:0] st$2$d;
    wire  [31:0] st$2$q;
    reg  st$2$clock;
    reg  [31:0] st$3$d;
    wire  [31:0] st$3$q;
    reg  st$3$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$deskew$3$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$3$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$3$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$3$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
        end
        out = st$3$q;
    end

endmodule // mm_exec_w64_r8c8$mx$deskew$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$3$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$3$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$3$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$3$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$3$st$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$3$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$3$st$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$3$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$4(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [31:0] inp;
    output reg  [31:0] out;

    // Constant declarations
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] st$0$d;
    wire  [31:0] st$0$q;
    reg  st$0$clock;
    reg  [31:0] st$1$d;
    wire  [31:0] st$1$q;
    reg  st$1$clock;
    reg  [31:0] st$2$d;
    wire  [31:0] st$2$q;
    reg  st$2$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$deskew$4$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$4$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$4$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
        end
        out = st$2$q;
    end

endmodule // mm_exec_w64_r8c8$mx$deskew$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$4$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$4$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$4$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$4$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$4$st$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$4$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$5(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [31:0] inp;
    output reg  [31:0] out;

    // Constant declarations
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] st$0$d;
    wire  [31:0] st$0$q;
    reg  st$0$clock;
    reg  [31:0] st$1$d;
    wire  [31:0] st$1$q;
    reg  st$1$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$deskew$5$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$deskew$5$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
        end
        out = st$1$q;
    end

endmodule // mm_exec_w64_r8c8$mx$deskew$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$5$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$5$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$5$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$5$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$6(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [31:0] inp;
    output reg  [31:0] out;

    // Constant declarations
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] st$0$d;
    wire  [31:0] st$0$q;
    reg  st$0$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$deskew$6$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        if (adv) begin
            st$0$d = inp;
        end
        if (reset) begin
            st$0$d = zero;
        end
        out = st$0$q;
    end

endmodule // mm_exec_w64_r8c8$mx$deskew$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$deskew$6$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$deskew$6$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$drain0_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$drain0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$drain1_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$drain1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$full0_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$full0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$full1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$full1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lb_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;
    reg  st$2$d;
    wire  st$2$q;
    reg  st$2$clock;
    reg  st$3$d;
    wire  st$3$q;
    reg  st$3$clock;
    reg  st$4$d;
    wire  st$4$q;
    reg  st$4$clock;
    reg  st$5$d;
    wire  st$5$q;
    reg  st$5$clock;
    reg  st$6$d;
    wire  st$6$q;
    reg  st$6$clock;
    reg  st$7$d;
    wire  st$7$q;
    reg  st$7$clock;
    reg  st$8$d;
    wire  st$8$q;
    reg  st$8$clock;
    reg  st$9$d;
    wire  st$9$q;
    reg  st$9$clock;
    reg  st$10$d;
    wire  st$10$q;
    reg  st$10$clock;
    reg  st$11$d;
    wire  st$11$q;
    reg  st$11$clock;
    reg  st$12$d;
    wire  st$12$q;
    reg  st$12$clock;
    reg  st$13$d;
    wire  st$13$q;
    reg  st$13$clock;
    reg  st$14$d;
    wire  st$14$q;
    reg  st$14$clock;
    reg  st$15$d;
    wire  st$15$q;
    reg  st$15$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$lline$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$5 st$5(
        .d(st$5$d),
        .q(st$5$q),
        .clock(st$5$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$6 st$6(
        .d(st$6$d),
        .q(st$6$q),
        .clock(st$6$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$7 st$7(
        .d(st$7$d),
        .q(st$7$q),
        .clock(st$7$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$8 st$8(
        .d(st$8$d),
        .q(st$8$q),
        .clock(st$8$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$9 st$9(
        .d(st$9$d),
        .q(st$9$q),
        .clock(st$9$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$10 st$10(
        .d(st$10$d),
        .q(st$10$q),
        .clock(st$10$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$11 st$11(
        .d(st$11$d),
        .q(st$11$q),
        .clock(st$11$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$12 st$12(
        .d(st$12$d),
        .q(st$12$q),
        .clock(st$12$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$13 st$13(
        .d(st$13$d),
        .q(st$13$q),
        .clock(st$13$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$14 st$14(
        .d(st$14$d),
        .q(st$14$q),
        .clock(st$14$clock)
    );
    mm_exec_w64_r8c8$mx$lline$st$15 st$15(
        .d(st$15$d),
        .q(st$15$q),
        .clock(st$15$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        st$5$clock = clock;
        st$5$d = st$5$q;
        st$6$clock = clock;
        st$6$d = st$6$q;
        st$7$clock = clock;
        st$7$d = st$7$q;
        st$8$clock = clock;
        st$8$d = st$8$q;
        st$9$clock = clock;
        st$9$d = st$9$q;
        st$10$clock = clock;
        st$10$d = st$10$q;
        st$11$clock = clock;
        st$11$d = st$11$q;
        st$12$clock = clock;
        st$12$d = st$12$q;
        st$13$clock = clock;
        st$13$d = st$13$q;
        st$14$clock = clock;
        st$14$d = st$14$q;
        st$15$clock = clock;
        st$15$d = st$15$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
            st$5$d = st$4$q;
            st$6$d = st$5$q;
            st$7$d = st$6$q;
            st$8$d = st$7$q;
            st$9$d = st$8$q;
            st$10$d = st$9$q;
            st$11$d = st$10$q;
            st$12$d = st$11$q;
            st$13$d = st$12$q;
            st$14$d = st$13$q;
            st$15$d = st$14$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
            st$5$d = zero;
            st$6$d = zero;
            st$7$d = zero;
            st$8$d = zero;
            st$9$d = zero;
            st$10$d = zero;
            st$11$d = zero;
            st$12$d = zero;
            st$13$d = zero;
            st$14$d = zero;
            st$15$d = zero;
        end
        out = st$15$q;
    end

endmodule // mm_exec_w64_r8c8$mx$lline
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$10(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$10
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$11(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$11
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$12(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$12
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$13(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$13
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$14(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$14
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$15(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$15
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$5(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$7(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$8(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$lline$st$9(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$lline$st$9
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$main_data_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$main_last_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$main_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$row_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$row_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$rows0_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$rows0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$rows1_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$rows1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$scat(inp$0,inp$1,inp$2,inp$3,inp$4,inp$5,inp$6,inp$7,out);

    // Module arguments
    input wire  inp$0;
    input wire  inp$1;
    input wire  inp$2;
    input wire  inp$3;
    input wire  inp$4;
    input wire  inp$5;
    input wire  inp$6;
    input wire  inp$7;
    output reg  [7:0] out;

    // Update code (custom)
    always @(*) out = {inp$7, inp$6, inp$5, inp$4, inp$3, inp$2, inp$1, inp$0};
endmodule // mm_exec_w64_r8c8$mx$scat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$0(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [7:0] inp;
    output reg  [7:0] out;

    // Constant declarations
    localparam  zero = 8'h0;

    // Stub signals
    reg  [7:0] st$0$d;
    wire  [7:0] st$0$q;
    reg  st$0$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$skew$0$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        if (adv) begin
            st$0$d = inp;
        end
        if (reset) begin
            st$0$d = zero;
        end
        out = st$0$q;
    end

endmodule // mm_exec_w64_r8c8$mx$skew$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$0$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$0$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$1(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [7:0] inp;
    output reg  [7:0] out;

    // Constant declarations
    localparam  zero = 8'h0;

    // Stub signals
    reg  [7:0] st$0$d;
    wire  [7:0] st$0$q;
    reg  st$0$clock;
    reg  [7:0] st$1$d;
    wire  [7:0] st$1$q;
    reg  st$1$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$skew$1$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$skew$1$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
        end
        out = st$1$q;
    end

endmodule // mm_exec_w64_r8c8$mx$skew$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$1$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$1$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$1$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$1$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$2(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [7:0] inp;
    output reg  [7:0] out;

    // Constant declarations
    localparam  zero = 8'h0;

    // Stub signals
    reg  [7:0] st$0$d;
    wire  [7:0] st$0$q;
    reg  st$0$clock;
    reg  [7:0] st$1$d;
    wire  [7:0] st$1$q;
    reg  st$1$clock;
    reg  [7:0] st$2$d;
    wire  [7:0] st$2$q;
    reg  st$2$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$skew$2$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$skew$2$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$skew$2$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
        end
        out = st$2$q;
    end

endmodule // mm_exec_w64_r8c8$mx$skew$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$2$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$2$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$2$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$2$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$2$st$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$2$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$3(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [7:0] inp;
    output reg  [7:0] out;

    // Constant declarations
    localparam  zero = 8'h0;

    // Stub signals
    reg  [7:0] st$0$d;
    wire  [7:0] st$0$q;
    reg  st$0$clock;
    reg  [7:0] st$1$d;
    wire  [7:0] st$1$q;
    reg  st$1$clock;
    reg  [7:0] st$2$d;
    wire  [7:0] st$2$q;
    reg  st$2$clock;
    reg  [7:0] st$3$d;
    wire  [7:0] st$3$q;
    reg  st$3$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$skew$3$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$skew$3$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$skew$3$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$skew$3$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
        end
        out = st$3$q;
    end

endmodule // mm_exec_w64_r8c8$mx$skew$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$3$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$3$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$3$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$3$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$3$st$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$3$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$3$st$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$3$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$4(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [7:0] inp;
    output reg  [7:0] out;

    // Constant declarations
    localparam  zero = 8'h0;

    // Stub signals
    reg  [7:0] st$0$d;
    wire  [7:0] st$0$q;
    reg  st$0$clock;
    reg  [7:0] st$1$d;
    wire  [7:0] st$1$q;
    reg  st$1$clock;
    reg  [7:0] st$2$d;
    wire  [7:0] st$2$q;
    reg  st$2$clock;
    reg  [7:0] st$3$d;
    wire  [7:0] st$3$q;
    reg  st$3$clock;
    reg  [7:0] st$4$d;
    wire  [7:0] st$4$q;
    reg  st$4$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$skew$4$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$skew$4$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$skew$4$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$skew$4$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    mm_exec_w64_r8c8$mx$skew$4$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
        end
        out = st$4$q;
    end

endmodule // mm_exec_w64_r8c8$mx$skew$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$4$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$4$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$4$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$4$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$4$st$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$4$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$4$st$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$4$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$4$st$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$4$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$5(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [7:0] inp;
    output reg  [7:0] out;

    // Constant declarations
    localparam  zero = 8'h0;

    // Stub signals
    reg  [7:0] st$0$d;
    wire  [7:0] st$0$q;
    reg  st$0$clock;
    reg  [7:0] st$1$d;
    wire  [7:0] st$1$q;
    reg  st$1$clock;
    reg  [7:0] st$2$d;
    wire  [7:0] st$2$q;
    reg  st$2$clock;
    reg  [7:0] st$3$d;
    wire  [7:0] st$3$q;
    reg  st$3$clock;
    reg  [7:0] st$4$d;
    wire  [7:0] st$4$q;
    reg  st$4$clock;
    reg  [7:0] st$5$d;
    wire  [7:0] st$5$q;
    reg  st$5$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$skew$5$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$skew$5$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$skew$5$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$skew$5$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    mm_exec_w64_r8c8$mx$skew$5$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );
    mm_exec_w64_r8c8$mx$skew$5$st$5 st$5(
        .d(st$5$d),
        .q(st$5$q),
        .clock(st$5$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        st$5$clock = clock;
        st$5$d = st$5$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
            st$5$d = st$4$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
            st$5$d = zero;
        end
        out = st$5$q;
    end

endmodule // mm_exec_w64_r8c8$mx$skew$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$5$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$5$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$5$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$5$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$5$st$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$5$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$5$st$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$5$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$5$st$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$5$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$5$st$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$5$st$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$6(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [7:0] inp;
    output reg  [7:0] out;

    // Constant declarations
    localparam  zero = 8'h0;

    // Stub signals
    reg  [7:0] st$0$d;
    wire  [7:0] st$0$q;
    reg  st$0$clock;
    reg  [7:0] st$1$d;
    wire  [7:0] st$1$q;
    reg  st$1$clock;
    reg  [7:0] st$2$d;
    wire  [7:0] st$2$q;
    reg  st$2$clock;
    reg  [7:0] st$3$d;
    wire  [7:0] st$3$q;
    reg  st$3$clock;
    reg  [7:0] st$4$d;
    wire  [7:0] st$4$q;
    reg  st$4$clock;
    reg  [7:0] st$5$d;
    wire  [7:0] st$5$q;
    reg  st$5$clock;
    reg  [7:0] st$6$d;
    wire  [7:0] st$6$q;
    reg  st$6$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$skew$6$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$skew$6$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$skew$6$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$skew$6$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    mm_exec_w64_r8c8$mx$skew$6$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );
    mm_exec_w64_r8c8$mx$skew$6$st$5 st$5(
        .d(st$5$d),
        .q(st$5$q),
        .clock(st$5$clock)
    );
    mm_exec_w64_r8c8$mx$skew$6$st$6 st$6(
        .d(st$6$d),
        .q(st$6$q),
        .clock(st$6$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        st$5$clock = clock;
        st$5$d = st$5$q;
        st$6$clock = clock;
        st$6$d = st$6$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
            st$5$d = st$4$q;
            st$6$d = st$5$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
            st$5$d = zero;
            st$6$d = zero;
        end
        out = st$6$q;
    end

endmodule // mm_exec_w64_r8c8$mx$skew$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$6$st$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$6$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$6$st$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$6$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$6$st$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$6$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$6$st$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$6$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$6$st$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$6$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$6$st$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$6$st$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skew$6$st$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skew$6$st$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skid_data_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skid_last_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$skid_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$spipe$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$spipe$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$spipe$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$spipe$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$spipe$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$spipe$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$spipe$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$spipe$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$spipe$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$spipe$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$spipe$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$spipe$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$spipe$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$mx$spipe$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$0(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$sskew$0$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        if (adv) begin
            st$0$d = inp;
        end
        if (reset) begin
            st$0$d = zero;
        end
        out = st$0$q;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$0$st$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$0$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$1(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$sskew$1$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$1$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
        end
        out = st$1$q;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$1$st$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$1$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$1$st$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$1$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$2(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;
    reg  st$2$d;
    wire  st$2$q;
    reg  st$2$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$sskew$2$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$2$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$2$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
        end
        out = st$2$q;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$2$st$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$2$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$2$st$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$2$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$2$st$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$2$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$3(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;
    reg  st$2$d;
    wire  st$2$q;
    reg  st$2$clock;
    reg  st$3$d;
    wire  st$3$q;
    reg  st$3$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$sskew$3$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$3$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$3$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$3$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
        end
        out = st$3$q;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$3$st$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$3$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$3$st$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$3$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$3$st$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$3$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$3$st$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$3$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$4(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;
    reg  st$2$d;
    wire  st$2$q;
    reg  st$2$clock;
    reg  st$3$d;
    wire  st$3$q;
    reg  st$3$clock;
    reg  st$4$d;
    wire  st$4$q;
    reg  st$4$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$sskew$4$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$4$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$4$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$4$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$4$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
        end
        out = st$4$q;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$4$st$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$4$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$4$st$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$4$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$4$st$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$4$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$4$st$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$4$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$4$st$4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$4$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$5(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;
    reg  st$2$d;
    wire  st$2$q;
    reg  st$2$clock;
    reg  st$3$d;
    wire  st$3$q;
    reg  st$3$clock;
    reg  st$4$d;
    wire  st$4$q;
    reg  st$4$clock;
    reg  st$5$d;
    wire  st$5$q;
    reg  st$5$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$sskew$5$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$5$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$5$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$5$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$5$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$5$st$5 st$5(
        .d(st$5$d),
        .q(st$5$q),
        .clock(st$5$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        st$5$clock = clock;
        st$5$d = st$5$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
            st$5$d = st$4$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
            st$5$d = zero;
        end
        out = st$5$q;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$5$st$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$5$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$5$st$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$5$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$5$st$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$5$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$5$st$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$5$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$5$st$4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$5$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$5$st$5(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$5$st$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$6(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;
    reg  st$2$d;
    wire  st$2$q;
    reg  st$2$clock;
    reg  st$3$d;
    wire  st$3$q;
    reg  st$3$clock;
    reg  st$4$d;
    wire  st$4$q;
    reg  st$4$clock;
    reg  st$5$d;
    wire  st$5$q;
    reg  st$5$clock;
    reg  st$6$d;
    wire  st$6$q;
    reg  st$6$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$sskew$6$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$6$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$6$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$6$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$6$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$6$st$5 st$5(
        .d(st$5$d),
        .q(st$5$q),
        .clock(st$5$clock)
    );
    mm_exec_w64_r8c8$mx$sskew$6$st$6 st$6(
        .d(st$6$d),
        .q(st$6$q),
        .clock(st$6$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        st$5$clock = clock;
        st$5$d = st$5$q;
        st$6$clock = clock;
        st$6$d = st$6$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
            st$5$d = st$4$q;
            st$6$d = st$5$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
            st$5$d = zero;
            st$6$d = zero;
        end
        out = st$6$q;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$6$st$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$6$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$6$st$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$6$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$6$st$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$6$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$6$st$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$6$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$6$st$4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$6$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$6$st$5(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$6$st$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$sskew$6$st$6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$sskew$6$st$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;
    reg  st$2$d;
    wire  st$2$q;
    reg  st$2$clock;
    reg  st$3$d;
    wire  st$3$q;
    reg  st$3$clock;
    reg  st$4$d;
    wire  st$4$q;
    reg  st$4$clock;
    reg  st$5$d;
    wire  st$5$q;
    reg  st$5$clock;
    reg  st$6$d;
    wire  st$6$q;
    reg  st$6$clock;
    reg  st$7$d;
    wire  st$7$q;
    reg  st$7$clock;
    reg  st$8$d;
    wire  st$8$q;
    reg  st$8$clock;
    reg  st$9$d;
    wire  st$9$q;
    reg  st$9$clock;
    reg  st$10$d;
    wire  st$10$q;
    reg  st$10$clock;
    reg  st$11$d;
    wire  st$11$q;
    reg  st$11$clock;
    reg  st$12$d;
    wire  st$12$q;
    reg  st$12$clock;
    reg  st$13$d;
    wire  st$13$q;
    reg  st$13$clock;
    reg  st$14$d;
    wire  st$14$q;
    reg  st$14$clock;
    reg  st$15$d;
    wire  st$15$q;
    reg  st$15$clock;

    // Sub module instances
    mm_exec_w64_r8c8$mx$vline$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$5 st$5(
        .d(st$5$d),
        .q(st$5$q),
        .clock(st$5$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$6 st$6(
        .d(st$6$d),
        .q(st$6$q),
        .clock(st$6$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$7 st$7(
        .d(st$7$d),
        .q(st$7$q),
        .clock(st$7$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$8 st$8(
        .d(st$8$d),
        .q(st$8$q),
        .clock(st$8$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$9 st$9(
        .d(st$9$d),
        .q(st$9$q),
        .clock(st$9$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$10 st$10(
        .d(st$10$d),
        .q(st$10$q),
        .clock(st$10$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$11 st$11(
        .d(st$11$d),
        .q(st$11$q),
        .clock(st$11$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$12 st$12(
        .d(st$12$d),
        .q(st$12$q),
        .clock(st$12$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$13 st$13(
        .d(st$13$d),
        .q(st$13$q),
        .clock(st$13$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$14 st$14(
        .d(st$14$d),
        .q(st$14$q),
        .clock(st$14$clock)
    );
    mm_exec_w64_r8c8$mx$vline$st$15 st$15(
        .d(st$15$d),
        .q(st$15$q),
        .clock(st$15$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        st$5$clock = clock;
        st$5$d = st$5$q;
        st$6$clock = clock;
        st$6$d = st$6$q;
        st$7$clock = clock;
        st$7$d = st$7$q;
        st$8$clock = clock;
        st$8$d = st$8$q;
        st$9$clock = clock;
        st$9$d = st$9$q;
        st$10$clock = clock;
        st$10$d = st$10$q;
        st$11$clock = clock;
        st$11$d = st$11$q;
        st$12$clock = clock;
        st$12$d = st$12$q;
        st$13$clock = clock;
        st$13$d = st$13$q;
        st$14$clock = clock;
        st$14$d = st$14$q;
        st$15$clock = clock;
        st$15$d = st$15$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
            st$5$d = st$4$q;
            st$6$d = st$5$q;
            st$7$d = st$6$q;
            st$8$d = st$7$q;
            st$9$d = st$8$q;
            st$10$d = st$9$q;
            st$11$d = st$10$q;
            st$12$d = st$11$q;
            st$13$d = st$12$q;
            st$14$d = st$13$q;
            st$15$d = st$14$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
            st$5$d = zero;
            st$6$d = zero;
            st$7$d = zero;
            st$8$d = zero;
            st$9$d = zero;
            st$10$d = zero;
            st$11$d = zero;
            st$12$d = zero;
            st$13$d = zero;
            st$14$d = zero;
            st$15$d = zero;
        end
        out = st$15$q;
    end

endmodule // mm_exec_w64_r8c8$mx$vline
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$10(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$10
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$11(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$11
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$12(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$12
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$13(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$13
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$14(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$14
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$15(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$15
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$5(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$7(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$8(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$vline$st$9(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$mx$vline$st$9
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$mx$ycat(inp$0,inp$1,inp$2,inp$3,inp$4,inp$5,inp$6,inp$7,out);

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
endmodule // mm_exec_w64_r8c8$mx$ycat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$nw_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$nw_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$o_cnt_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$o_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$o_end_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$o_end_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$o_res_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$o_res_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$o_rp_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$o_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$o_wp_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$o_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$oaddr_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$oaddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$obase_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$obase_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$oent$0(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$oent$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$oent$1(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$oent$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$oent$2(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$oent$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$oent$3(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$oent$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$oent$4(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$oent$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$oent$5(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$oent$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$oent$6(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$oent$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$oent$7(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$oent$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$oj_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$oj_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ov_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$ov_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$part_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$part_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$rq_addr_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$rq_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$rq_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$rq_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$rq_wdata_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$rq_wdata_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$rq_we_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$rq_we_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$st_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$strict_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$strict_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$t_rp_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$t_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$t_wp_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$t_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$10(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$10
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$11(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$11
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$12(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$12
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$13(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$13
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$14(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$14
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$15(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$15
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$5(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$7(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$8(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$tent$9(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$tent$9
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$w_end_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$w_end_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$waddr_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$waddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$wbase_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$wbase_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$wcat(inp$0,inp$1,out);

    // Module arguments
    input wire  [31:0] inp$0;
    input wire  [31:0] inp$1;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = {inp$1, inp$0};
endmodule // mm_exec_w64_r8c8$wcat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$wj_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$wj_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$wpush_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$wpush_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$wr_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$wr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$wraddr_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$wraddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$wrsp_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$wrsp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$wv_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$wv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ybuf_q(d,q,clock);

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

endmodule // mm_exec_w64_r8c8$ybuf_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$ybuf_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mm_exec_w64_r8c8$ybuf_valid_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$zfo(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{1'b0}}, x};
endmodule // mm_exec_w64_r8c8$zfo
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$zk(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{1'b0}}, x};
endmodule // mm_exec_w64_r8c8$zk
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mm_exec_w64_r8c8$znw(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{1'b0}}, x};
endmodule // mm_exec_w64_r8c8$znw
/* verilator lint_on DECLFILENAME */
