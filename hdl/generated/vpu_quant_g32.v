// vpu_quant_g32: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_quant_g32(clock,reset,cfg_group,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data,out_am,out_e,out_glast,out_last);

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
    vpu_quant_g32$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_quant_g32$mul mul(
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    vpu_quant_g32$mx_sext mx_sext(
        .x(mx_sext$x),
        .y(mx_sext$y)
    );
    vpu_quant_g32$mn_sext mn_sext(
        .x(mn_sext$x),
        .y(mn_sext$y)
    );
    vpu_quant_g32$rd_sext rd_sext(
        .x(rd_sext$x),
        .y(rd_sext$y)
    );
    vpu_quant_g32$z_half z_half(
        .x(z_half$x),
        .y(z_half$y)
    );
    vpu_quant_g32$z_r z_r(
        .x(z_r$x),
        .y(z_r$y)
    );
    vpu_quant_g32$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_quant_g32$or_q or_q(
        .d(or_q$d),
        .q(or_q$q),
        .clock(or_q$clock)
    );
    vpu_quant_g32$max_q max_q(
        .d(max_q$d),
        .q(max_q$q),
        .clock(max_q$clock)
    );
    vpu_quant_g32$min_q min_q(
        .d(min_q$d),
        .q(min_q$q),
        .clock(min_q$clock)
    );
    vpu_quant_g32$st_q$0 st_q$0(
        .d(st_q$0$d),
        .q(st_q$0$q),
        .clock(st_q$0$clock)
    );
    vpu_quant_g32$st_q$1 st_q$1(
        .d(st_q$1$d),
        .q(st_q$1$q),
        .clock(st_q$1$clock)
    );
    vpu_quant_g32$st_q$2 st_q$2(
        .d(st_q$2$d),
        .q(st_q$2$q),
        .clock(st_q$2$clock)
    );
    vpu_quant_g32$st_q$3 st_q$3(
        .d(st_q$3$d),
        .q(st_q$3$q),
        .clock(st_q$3$clock)
    );
    vpu_quant_g32$len_q$0 len_q$0(
        .d(len_q$0$d),
        .q(len_q$0$q),
        .clock(len_q$0$clock)
    );
    vpu_quant_g32$len_q$1 len_q$1(
        .d(len_q$1$d),
        .q(len_q$1$q),
        .clock(len_q$1$clock)
    );
    vpu_quant_g32$len_q$2 len_q$2(
        .d(len_q$2$d),
        .q(len_q$2$q),
        .clock(len_q$2$clock)
    );
    vpu_quant_g32$len_q$3 len_q$3(
        .d(len_q$3$d),
        .q(len_q$3$q),
        .clock(len_q$3$clock)
    );
    vpu_quant_g32$e_q$0 e_q$0(
        .d(e_q$0$d),
        .q(e_q$0$q),
        .clock(e_q$0$clock)
    );
    vpu_quant_g32$e_q$1 e_q$1(
        .d(e_q$1$d),
        .q(e_q$1$q),
        .clock(e_q$1$clock)
    );
    vpu_quant_g32$e_q$2 e_q$2(
        .d(e_q$2$d),
        .q(e_q$2$q),
        .clock(e_q$2$clock)
    );
    vpu_quant_g32$e_q$3 e_q$3(
        .d(e_q$3$d),
        .q(e_q$3$q),
        .clock(e_q$3$clock)
    );
    vpu_quant_g32$am_q$0 am_q$0(
        .d(am_q$0$d),
        .q(am_q$0$q),
        .clock(am_q$0$clock)
    );
    vpu_quant_g32$am_q$1 am_q$1(
        .d(am_q$1$d),
        .q(am_q$1$q),
        .clock(am_q$1$clock)
    );
    vpu_quant_g32$am_q$2 am_q$2(
        .d(am_q$2$d),
        .q(am_q$2$q),
        .clock(am_q$2$clock)
    );
    vpu_quant_g32$am_q$3 am_q$3(
        .d(am_q$3$d),
        .q(am_q$3$q),
        .clock(am_q$3$clock)
    );
    vpu_quant_g32$r_q$0 r_q$0(
        .d(r_q$0$d),
        .q(r_q$0$q),
        .clock(r_q$0$clock)
    );
    vpu_quant_g32$r_q$1 r_q$1(
        .d(r_q$1$d),
        .q(r_q$1$q),
        .clock(r_q$1$clock)
    );
    vpu_quant_g32$r_q$2 r_q$2(
        .d(r_q$2$d),
        .q(r_q$2$q),
        .clock(r_q$2$clock)
    );
    vpu_quant_g32$r_q$3 r_q$3(
        .d(r_q$3$d),
        .q(r_q$3$q),
        .clock(r_q$3$clock)
    );
    vpu_quant_g32$vlast_q$0 vlast_q$0(
        .d(vlast_q$0$d),
        .q(vlast_q$0$q),
        .clock(vlast_q$0$clock)
    );
    vpu_quant_g32$vlast_q$1 vlast_q$1(
        .d(vlast_q$1$d),
        .q(vlast_q$1$q),
        .clock(vlast_q$1$clock)
    );
    vpu_quant_g32$vlast_q$2 vlast_q$2(
        .d(vlast_q$2$d),
        .q(vlast_q$2$q),
        .clock(vlast_q$2$clock)
    );
    vpu_quant_g32$vlast_q$3 vlast_q$3(
        .d(vlast_q$3$d),
        .q(vlast_q$3$q),
        .clock(vlast_q$3$clock)
    );
    vpu_quant_g32$dv_r_q dv_r_q(
        .d(dv_r_q$d),
        .q(dv_r_q$q),
        .clock(dv_r_q$clock)
    );
    vpu_quant_g32$dv_nq_q dv_nq_q(
        .d(dv_nq_q$d),
        .q(dv_nq_q$q),
        .clock(dv_nq_q$clock)
    );
    vpu_quant_g32$dv_den_q dv_den_q(
        .d(dv_den_q$d),
        .q(dv_den_q$q),
        .clock(dv_den_q$clock)
    );
    vpu_quant_g32$dv_cnt_q dv_cnt_q(
        .d(dv_cnt_q$d),
        .q(dv_cnt_q$q),
        .clock(dv_cnt_q$clock)
    );
    vpu_quant_g32$dv_done_q dv_done_q(
        .d(dv_done_q$d),
        .q(dv_done_q$q),
        .clock(dv_done_q$clock)
    );
    vpu_quant_g32$dbank_q dbank_q(
        .d(dbank_q$d),
        .q(dbank_q$q),
        .clock(dbank_q$clock)
    );
    vpu_quant_g32$dbusy_q dbusy_q(
        .d(dbusy_q$d),
        .q(dbusy_q$q),
        .clock(dbusy_q$clock)
    );
    vpu_quant_g32$s1_v_q s1_v_q(
        .d(s1_v_q$d),
        .q(s1_v_q$q),
        .clock(s1_v_q$clock)
    );
    vpu_quant_g32$s1_bank_q s1_bank_q(
        .d(s1_bank_q$d),
        .q(s1_bank_q$q),
        .clock(s1_bank_q$clock)
    );
    vpu_quant_g32$s1_len_q s1_len_q(
        .d(s1_len_q$d),
        .q(s1_len_q$q),
        .clock(s1_len_q$clock)
    );
    vpu_quant_g32$s1_vl_q s1_vl_q(
        .d(s1_vl_q$d),
        .q(s1_vl_q$q),
        .clock(s1_vl_q$clock)
    );
    vpu_quant_g32$s1_e_q s1_e_q(
        .d(s1_e_q$d),
        .q(s1_e_q$q),
        .clock(s1_e_q$clock)
    );
    vpu_quant_g32$s1_max_q s1_max_q(
        .d(s1_max_q$d),
        .q(s1_max_q$q),
        .clock(s1_max_q$clock)
    );
    vpu_quant_g32$s1_min_q s1_min_q(
        .d(s1_min_q$d),
        .q(s1_min_q$q),
        .clock(s1_min_q$clock)
    );
    vpu_quant_g32$s2_v_q s2_v_q(
        .d(s2_v_q$d),
        .q(s2_v_q$q),
        .clock(s2_v_q$clock)
    );
    vpu_quant_g32$s2_bank_q s2_bank_q(
        .d(s2_bank_q$d),
        .q(s2_bank_q$q),
        .clock(s2_bank_q$clock)
    );
    vpu_quant_g32$s2_len_q s2_len_q(
        .d(s2_len_q$d),
        .q(s2_len_q$q),
        .clock(s2_len_q$clock)
    );
    vpu_quant_g32$s2_vl_q s2_vl_q(
        .d(s2_vl_q$d),
        .q(s2_vl_q$q),
        .clock(s2_vl_q$clock)
    );
    vpu_quant_g32$s2_e_q s2_e_q(
        .d(s2_e_q$d),
        .q(s2_e_q$q),
        .clock(s2_e_q$clock)
    );
    vpu_quant_g32$s2_mx_q s2_mx_q(
        .d(s2_mx_q$d),
        .q(s2_mx_q$q),
        .clock(s2_mx_q$clock)
    );
    vpu_quant_g32$s2_mn_q s2_mn_q(
        .d(s2_mn_q$d),
        .q(s2_mn_q$q),
        .clock(s2_mn_q$clock)
    );
    vpu_quant_g32$raddr_q raddr_q(
        .d(raddr_q$d),
        .q(raddr_q$q),
        .clock(raddr_q$clock)
    );
    vpu_quant_g32$pend_q pend_q(
        .d(pend_q$d),
        .q(pend_q$q),
        .clock(pend_q$clock)
    );
    vpu_quant_g32$pend_e_q pend_e_q(
        .d(pend_e_q$d),
        .q(pend_e_q$q),
        .clock(pend_e_q$clock)
    );
    vpu_quant_g32$pend_am_q pend_am_q(
        .d(pend_am_q$d),
        .q(pend_am_q$q),
        .clock(pend_am_q$clock)
    );
    vpu_quant_g32$pend_r_q pend_r_q(
        .d(pend_r_q$d),
        .q(pend_r_q$q),
        .clock(pend_r_q$clock)
    );
    vpu_quant_g32$pend_gl_q pend_gl_q(
        .d(pend_gl_q$d),
        .q(pend_gl_q$q),
        .clock(pend_gl_q$clock)
    );
    vpu_quant_g32$pend_vl_q pend_vl_q(
        .d(pend_vl_q$d),
        .q(pend_vl_q$q),
        .clock(pend_vl_q$clock)
    );
    vpu_quant_g32$m_v_q m_v_q(
        .d(m_v_q$d),
        .q(m_v_q$q),
        .clock(m_v_q$clock)
    );
    vpu_quant_g32$m_m_q m_m_q(
        .d(m_m_q$d),
        .q(m_m_q$q),
        .clock(m_m_q$clock)
    );
    vpu_quant_g32$m_r_q m_r_q(
        .d(m_r_q$d),
        .q(m_r_q$q),
        .clock(m_r_q$clock)
    );
    vpu_quant_g32$m_e_q m_e_q(
        .d(m_e_q$d),
        .q(m_e_q$q),
        .clock(m_e_q$clock)
    );
    vpu_quant_g32$m_am_q m_am_q(
        .d(m_am_q$d),
        .q(m_am_q$q),
        .clock(m_am_q$clock)
    );
    vpu_quant_g32$m_gl_q m_gl_q(
        .d(m_gl_q$d),
        .q(m_gl_q$q),
        .clock(m_gl_q$clock)
    );
    vpu_quant_g32$m_vl_q m_vl_q(
        .d(m_vl_q$d),
        .q(m_vl_q$q),
        .clock(m_vl_q$clock)
    );
    vpu_quant_g32$p_v_q p_v_q(
        .d(p_v_q$d),
        .q(p_v_q$q),
        .clock(p_v_q$clock)
    );
    vpu_quant_g32$p_p_q p_p_q(
        .d(p_p_q$d),
        .q(p_p_q$q),
        .clock(p_p_q$clock)
    );
    vpu_quant_g32$p_e_q p_e_q(
        .d(p_e_q$d),
        .q(p_e_q$q),
        .clock(p_e_q$clock)
    );
    vpu_quant_g32$p_am_q p_am_q(
        .d(p_am_q$d),
        .q(p_am_q$q),
        .clock(p_am_q$clock)
    );
    vpu_quant_g32$p_gl_q p_gl_q(
        .d(p_gl_q$d),
        .q(p_gl_q$q),
        .clock(p_gl_q$clock)
    );
    vpu_quant_g32$p_vl_q p_vl_q(
        .d(p_vl_q$d),
        .q(p_vl_q$q),
        .clock(p_vl_q$clock)
    );
    vpu_quant_g32$fq_q$0 fq_q$0(
        .d(fq_q$0$d),
        .q(fq_q$0$q),
        .clock(fq_q$0$clock)
    );
    vpu_quant_g32$fq_q$1 fq_q$1(
        .d(fq_q$1$d),
        .q(fq_q$1$q),
        .clock(fq_q$1$clock)
    );
    vpu_quant_g32$fq_q$2 fq_q$2(
        .d(fq_q$2$d),
        .q(fq_q$2$q),
        .clock(fq_q$2$clock)
    );
    vpu_quant_g32$fq_q$3 fq_q$3(
        .d(fq_q$3$d),
        .q(fq_q$3$q),
        .clock(fq_q$3$clock)
    );
    vpu_quant_g32$fq_q$4 fq_q$4(
        .d(fq_q$4$d),
        .q(fq_q$4$q),
        .clock(fq_q$4$clock)
    );
    vpu_quant_g32$fq_q$5 fq_q$5(
        .d(fq_q$5$d),
        .q(fq_q$5$q),
        .clock(fq_q$5$clock)
    );
    vpu_quant_g32$fq_q$6 fq_q$6(
        .d(fq_q$6$d),
        .q(fq_q$6$q),
        .clock(fq_q$6$clock)
    );
    vpu_quant_g32$fq_q$7 fq_q$7(
        .d(fq_q$7$d),
        .q(fq_q$7$q),
        .clock(fq_q$7$clock)
    );
    vpu_quant_g32$fam_q$0 fam_q$0(
        .d(fam_q$0$d),
        .q(fam_q$0$q),
        .clock(fam_q$0$clock)
    );
    vpu_quant_g32$fam_q$1 fam_q$1(
        .d(fam_q$1$d),
        .q(fam_q$1$q),
        .clock(fam_q$1$clock)
    );
    vpu_quant_g32$fam_q$2 fam_q$2(
        .d(fam_q$2$d),
        .q(fam_q$2$q),
        .clock(fam_q$2$clock)
    );
    vpu_quant_g32$fam_q$3 fam_q$3(
        .d(fam_q$3$d),
        .q(fam_q$3$q),
        .clock(fam_q$3$clock)
    );
    vpu_quant_g32$fam_q$4 fam_q$4(
        .d(fam_q$4$d),
        .q(fam_q$4$q),
        .clock(fam_q$4$clock)
    );
    vpu_quant_g32$fam_q$5 fam_q$5(
        .d(fam_q$5$d),
        .q(fam_q$5$q),
        .clock(fam_q$5$clock)
    );
    vpu_quant_g32$fam_q$6 fam_q$6(
        .d(fam_q$6$d),
        .q(fam_q$6$q),
        .clock(fam_q$6$clock)
    );
    vpu_quant_g32$fam_q$7 fam_q$7(
        .d(fam_q$7$d),
        .q(fam_q$7$q),
        .clock(fam_q$7$clock)
    );
    vpu_quant_g32$fe_q$0 fe_q$0(
        .d(fe_q$0$d),
        .q(fe_q$0$q),
        .clock(fe_q$0$clock)
    );
    vpu_quant_g32$fe_q$1 fe_q$1(
        .d(fe_q$1$d),
        .q(fe_q$1$q),
        .clock(fe_q$1$clock)
    );
    vpu_quant_g32$fe_q$2 fe_q$2(
        .d(fe_q$2$d),
        .q(fe_q$2$q),
        .clock(fe_q$2$clock)
    );
    vpu_quant_g32$fe_q$3 fe_q$3(
        .d(fe_q$3$d),
        .q(fe_q$3$q),
        .clock(fe_q$3$clock)
    );
    vpu_quant_g32$fe_q$4 fe_q$4(
        .d(fe_q$4$d),
        .q(fe_q$4$q),
        .clock(fe_q$4$clock)
    );
    vpu_quant_g32$fe_q$5 fe_q$5(
        .d(fe_q$5$d),
        .q(fe_q$5$q),
        .clock(fe_q$5$clock)
    );
    vpu_quant_g32$fe_q$6 fe_q$6(
        .d(fe_q$6$d),
        .q(fe_q$6$q),
        .clock(fe_q$6$clock)
    );
    vpu_quant_g32$fe_q$7 fe_q$7(
        .d(fe_q$7$d),
        .q(fe_q$7$q),
        .clock(fe_q$7$clock)
    );
    vpu_quant_g32$fgl_q$0 fgl_q$0(
        .d(fgl_q$0$d),
        .q(fgl_q$0$q),
        .clock(fgl_q$0$clock)
    );
    vpu_quant_g32$fgl_q$1 fgl_q$1(
        .d(fgl_q$1$d),
        .q(fgl_q$1$q),
        .clock(fgl_q$1$clock)
    );
    vpu_quant_g32$fgl_q$2 fgl_q$2(
        .d(fgl_q$2$d),
        .q(fgl_q$2$q),
        .clock(fgl_q$2$clock)
    );
    vpu_quant_g32$fgl_q$3 fgl_q$3(
        .d(fgl_q$3$d),
        .q(fgl_q$3$q),
        .clock(fgl_q$3$clock)
    );
    vpu_quant_g32$fgl_q$4 fgl_q$4(
        .d(fgl_q$4$d),
        .q(fgl_q$4$q),
        .clock(fgl_q$4$clock)
    );
    vpu_quant_g32$fgl_q$5 fgl_q$5(
        .d(fgl_q$5$d),
        .q(fgl_q$5$q),
        .clock(fgl_q$5$clock)
    );
    vpu_quant_g32$fgl_q$6 fgl_q$6(
        .d(fgl_q$6$d),
        .q(fgl_q$6$q),
        .clock(fgl_q$6$clock)
    );
    vpu_quant_g32$fgl_q$7 fgl_q$7(
        .d(fgl_q$7$d),
        .q(fgl_q$7$q),
        .clock(fgl_q$7$clock)
    );
    vpu_quant_g32$fvl_q$0 fvl_q$0(
        .d(fvl_q$0$d),
        .q(fvl_q$0$q),
        .clock(fvl_q$0$clock)
    );
    vpu_quant_g32$fvl_q$1 fvl_q$1(
        .d(fvl_q$1$d),
        .q(fvl_q$1$q),
        .clock(fvl_q$1$clock)
    );
    vpu_quant_g32$fvl_q$2 fvl_q$2(
        .d(fvl_q$2$d),
        .q(fvl_q$2$q),
        .clock(fvl_q$2$clock)
    );
    vpu_quant_g32$fvl_q$3 fvl_q$3(
        .d(fvl_q$3$d),
        .q(fvl_q$3$q),
        .clock(fvl_q$3$clock)
    );
    vpu_quant_g32$fvl_q$4 fvl_q$4(
        .d(fvl_q$4$d),
        .q(fvl_q$4$q),
        .clock(fvl_q$4$clock)
    );
    vpu_quant_g32$fvl_q$5 fvl_q$5(
        .d(fvl_q$5$d),
        .q(fvl_q$5$q),
        .clock(fvl_q$5$clock)
    );
    vpu_quant_g32$fvl_q$6 fvl_q$6(
        .d(fvl_q$6$d),
        .q(fvl_q$6$q),
        .clock(fvl_q$6$clock)
    );
    vpu_quant_g32$fvl_q$7 fvl_q$7(
        .d(fvl_q$7$d),
        .q(fvl_q$7$q),
        .clock(fvl_q$7$clock)
    );
    vpu_quant_g32$wp_q wp_q(
        .d(wp_q$d),
        .q(wp_q$q),
        .clock(wp_q$clock)
    );
    vpu_quant_g32$rp_q rp_q(
        .d(rp_q$d),
        .q(rp_q$q),
        .clock(rp_q$clock)
    );
    vpu_quant_g32$fcnt_q fcnt_q(
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
module vpu_quant_g32$am_q$0(d,q,clock);

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

endmodule // vpu_quant_g32$am_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$am_q$1(d,q,clock);

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

endmodule // vpu_quant_g32$am_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$am_q$2(d,q,clock);

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

endmodule // vpu_quant_g32$am_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$am_q$3(d,q,clock);

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

endmodule // vpu_quant_g32$am_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$dbank_q(d,q,clock);

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

endmodule // vpu_quant_g32$dbank_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$dbusy_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$dbusy_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$dv_cnt_q(d,q,clock);

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

endmodule // vpu_quant_g32$dv_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$dv_den_q(d,q,clock);

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

endmodule // vpu_quant_g32$dv_den_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$dv_done_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$dv_done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$dv_nq_q(d,q,clock);

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

endmodule // vpu_quant_g32$dv_nq_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$dv_r_q(d,q,clock);

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

endmodule // vpu_quant_g32$dv_r_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$e_q$0(d,q,clock);

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

endmodule // vpu_quant_g32$e_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$e_q$1(d,q,clock);

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

endmodule // vpu_quant_g32$e_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$e_q$2(d,q,clock);

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

endmodule // vpu_quant_g32$e_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$e_q$3(d,q,clock);

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

endmodule // vpu_quant_g32$e_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fam_q$0(d,q,clock);

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

endmodule // vpu_quant_g32$fam_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fam_q$1(d,q,clock);

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

endmodule // vpu_quant_g32$fam_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fam_q$2(d,q,clock);

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

endmodule // vpu_quant_g32$fam_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fam_q$3(d,q,clock);

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

endmodule // vpu_quant_g32$fam_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fam_q$4(d,q,clock);

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

endmodule // vpu_quant_g32$fam_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fam_q$5(d,q,clock);

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

endmodule // vpu_quant_g32$fam_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fam_q$6(d,q,clock);

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

endmodule // vpu_quant_g32$fam_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fam_q$7(d,q,clock);

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

endmodule // vpu_quant_g32$fam_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fcnt_q(d,q,clock);

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

endmodule // vpu_quant_g32$fcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fe_q$0(d,q,clock);

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

endmodule // vpu_quant_g32$fe_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fe_q$1(d,q,clock);

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

endmodule // vpu_quant_g32$fe_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fe_q$2(d,q,clock);

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

endmodule // vpu_quant_g32$fe_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fe_q$3(d,q,clock);

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

endmodule // vpu_quant_g32$fe_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fe_q$4(d,q,clock);

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

endmodule // vpu_quant_g32$fe_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fe_q$5(d,q,clock);

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

endmodule // vpu_quant_g32$fe_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fe_q$6(d,q,clock);

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

endmodule // vpu_quant_g32$fe_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fe_q$7(d,q,clock);

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

endmodule // vpu_quant_g32$fe_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fgl_q$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fgl_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fgl_q$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fgl_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fgl_q$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fgl_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fgl_q$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fgl_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fgl_q$4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fgl_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fgl_q$5(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fgl_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fgl_q$6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fgl_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fgl_q$7(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fgl_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fq_q$0(d,q,clock);

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

endmodule // vpu_quant_g32$fq_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fq_q$1(d,q,clock);

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

endmodule // vpu_quant_g32$fq_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fq_q$2(d,q,clock);

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

endmodule // vpu_quant_g32$fq_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fq_q$3(d,q,clock);

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

endmodule // vpu_quant_g32$fq_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fq_q$4(d,q,clock);

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

endmodule // vpu_quant_g32$fq_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fq_q$5(d,q,clock);

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

endmodule // vpu_quant_g32$fq_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fq_q$6(d,q,clock);

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

endmodule // vpu_quant_g32$fq_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fq_q$7(d,q,clock);

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

endmodule // vpu_quant_g32$fq_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fvl_q$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fvl_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fvl_q$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fvl_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fvl_q$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fvl_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fvl_q$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fvl_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fvl_q$4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fvl_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fvl_q$5(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fvl_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fvl_q$6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fvl_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$fvl_q$7(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$fvl_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$len_q$0(d,q,clock);

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

endmodule // vpu_quant_g32$len_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$len_q$1(d,q,clock);

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

endmodule // vpu_quant_g32$len_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$len_q$2(d,q,clock);

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

endmodule // vpu_quant_g32$len_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$len_q$3(d,q,clock);

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

endmodule // vpu_quant_g32$len_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$m_am_q(d,q,clock);

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

endmodule // vpu_quant_g32$m_am_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$m_e_q(d,q,clock);

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

endmodule // vpu_quant_g32$m_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$m_gl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$m_gl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$m_m_q(d,q,clock);

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

endmodule // vpu_quant_g32$m_m_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$m_r_q(d,q,clock);

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

endmodule // vpu_quant_g32$m_r_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$m_v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$m_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$m_vl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$m_vl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$max_q(d,q,clock);

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

endmodule // vpu_quant_g32$max_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$min_q(d,q,clock);

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

endmodule // vpu_quant_g32$min_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$mn_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_quant_g32$mn_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$mul(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [31:0] b;
    output wire  [47:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [47:0] a_x = {{32{a[15]}}, a};
    wire signed [47:0] b_x = {{16{b[31]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_quant_g32$mul
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$mx_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_quant_g32$mx_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$or_q(d,q,clock);

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

endmodule // vpu_quant_g32$or_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$p_am_q(d,q,clock);

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

endmodule // vpu_quant_g32$p_am_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$p_e_q(d,q,clock);

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

endmodule // vpu_quant_g32$p_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$p_gl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$p_gl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$p_p_q(d,q,clock);

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

endmodule // vpu_quant_g32$p_p_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$p_v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$p_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$p_vl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$p_vl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$pend_am_q(d,q,clock);

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

endmodule // vpu_quant_g32$pend_am_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$pend_e_q(d,q,clock);

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

endmodule // vpu_quant_g32$pend_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$pend_gl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$pend_gl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$pend_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$pend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$pend_r_q(d,q,clock);

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

endmodule // vpu_quant_g32$pend_r_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$pend_vl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$pend_vl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$r_q$0(d,q,clock);

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

endmodule // vpu_quant_g32$r_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$r_q$1(d,q,clock);

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

endmodule // vpu_quant_g32$r_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$r_q$2(d,q,clock);

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

endmodule // vpu_quant_g32$r_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$r_q$3(d,q,clock);

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

endmodule // vpu_quant_g32$r_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$raddr_q(d,q,clock);

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

endmodule // vpu_quant_g32$raddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$ram(clock,we,waddr,wdata,raddr,rdata);

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
endmodule // vpu_quant_g32$ram
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$rd_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_quant_g32$rd_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$rp_q(d,q,clock);

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

endmodule // vpu_quant_g32$rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s1_bank_q(d,q,clock);

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

endmodule // vpu_quant_g32$s1_bank_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s1_e_q(d,q,clock);

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

endmodule // vpu_quant_g32$s1_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s1_len_q(d,q,clock);

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

endmodule // vpu_quant_g32$s1_len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s1_max_q(d,q,clock);

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

endmodule // vpu_quant_g32$s1_max_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s1_min_q(d,q,clock);

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

endmodule // vpu_quant_g32$s1_min_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s1_v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$s1_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s1_vl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$s1_vl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s2_bank_q(d,q,clock);

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

endmodule // vpu_quant_g32$s2_bank_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s2_e_q(d,q,clock);

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

endmodule // vpu_quant_g32$s2_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s2_len_q(d,q,clock);

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

endmodule // vpu_quant_g32$s2_len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s2_mn_q(d,q,clock);

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

endmodule // vpu_quant_g32$s2_mn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s2_mx_q(d,q,clock);

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

endmodule // vpu_quant_g32$s2_mx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s2_v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$s2_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$s2_vl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$s2_vl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$st_q$0(d,q,clock);

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

endmodule // vpu_quant_g32$st_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$st_q$1(d,q,clock);

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

endmodule // vpu_quant_g32$st_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$st_q$2(d,q,clock);

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

endmodule // vpu_quant_g32$st_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$st_q$3(d,q,clock);

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

endmodule // vpu_quant_g32$st_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$vlast_q$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$vlast_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$vlast_q$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$vlast_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$vlast_q$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$vlast_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$vlast_q$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_quant_g32$vlast_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$waddr_q(d,q,clock);

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

endmodule // vpu_quant_g32$waddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$wp_q(d,q,clock);

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

endmodule // vpu_quant_g32$wp_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$z_half(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [30:0] y;

    // Update code (wrapper)
    assign y = {{16{1'b0}}, x};
endmodule // vpu_quant_g32$z_half
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_quant_g32$z_r(x,y);

    // Module arguments
    input wire  [30:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_quant_g32$z_r
/* verilator lint_on DECLFILENAME */
