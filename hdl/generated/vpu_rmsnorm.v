// vpu_rmsnorm: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_rmsnorm(clock,reset,cfg_eps_term,cfg_shift,in_valid,in_ready,in_data,in_gain,in_last,out_valid,out_ready,out_data,out_last);

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
    vpu_rmsnorm$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_rmsnorm$sq sq(
        .a(sq$a),
        .b(sq$b),
        .p(sq$p)
    );
    vpu_rmsnorm$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    vpu_rmsnorm$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    vpu_rmsnorm$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    vpu_rmsnorm$m_sext m_sext(
        .x(m_sext$x),
        .y(m_sext$y)
    );
    vpu_rmsnorm$p_sext p_sext(
        .x(p_sext$x),
        .y(p_sext$y)
    );
    vpu_rmsnorm$z_sq z_sq(
        .x(z_sq$x),
        .y(z_sq$y)
    );
    vpu_rmsnorm$z_eps z_eps(
        .x(z_eps$x),
        .y(z_eps$y)
    );
    vpu_rmsnorm$z_inv z_inv(
        .x(z_inv$x),
        .y(z_inv$y)
    );
    vpu_rmsnorm$z_e z_e(
        .x(z_e$x),
        .y(z_e$y)
    );
    vpu_rmsnorm$wcat wcat(
        .hi(wcat$hi),
        .lo(wcat$lo),
        .y(wcat$y)
    );
    vpu_rmsnorm$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    vpu_rmsnorm$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_rmsnorm$or_q or_q(
        .d(or_q$d),
        .q(or_q$q),
        .clock(or_q$clock)
    );
    vpu_rmsnorm$len_q len_q(
        .d(len_q$d),
        .q(len_q$q),
        .clock(len_q$clock)
    );
    vpu_rmsnorm$e_q e_q(
        .d(e_q$d),
        .q(e_q$q),
        .clock(e_q$clock)
    );
    vpu_rmsnorm$raddr_q raddr_q(
        .d(raddr_q$d),
        .q(raddr_q$q),
        .clock(raddr_q$clock)
    );
    vpu_rmsnorm$rdone_q rdone_q(
        .d(rdone_q$d),
        .q(rdone_q$q),
        .clock(rdone_q$clock)
    );
    vpu_rmsnorm$pend_q pend_q(
        .d(pend_q$d),
        .q(pend_q$q),
        .clock(pend_q$clock)
    );
    vpu_rmsnorm$pend_last_q pend_last_q(
        .d(pend_last_q$d),
        .q(pend_last_q$q),
        .clock(pend_last_q$clock)
    );
    vpu_rmsnorm$acc_q acc_q(
        .d(acc_q$d),
        .q(acc_q$q),
        .clock(acc_q$clock)
    );
    vpu_rmsnorm$sa_v_q sa_v_q(
        .d(sa_v_q$d),
        .q(sa_v_q$q),
        .clock(sa_v_q$clock)
    );
    vpu_rmsnorm$sq_v_q sq_v_q(
        .d(sq_v_q$d),
        .q(sq_v_q$q),
        .clock(sq_v_q$clock)
    );
    vpu_rmsnorm$sq_q sq_q(
        .d(sq_q$d),
        .q(sq_q$q),
        .clock(sq_q$clock)
    );
    vpu_rmsnorm$uzero_q uzero_q(
        .d(uzero_q$d),
        .q(uzero_q$q),
        .clock(uzero_q$clock)
    );
    vpu_rmsnorm$rad_q rad_q(
        .d(rad_q$d),
        .q(rad_q$q),
        .clock(rad_q$clock)
    );
    vpu_rmsnorm$rem_q rem_q(
        .d(rem_q$d),
        .q(rem_q$q),
        .clock(rem_q$clock)
    );
    vpu_rmsnorm$root_q root_q(
        .d(root_q$d),
        .q(root_q$q),
        .clock(root_q$clock)
    );
    vpu_rmsnorm$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    vpu_rmsnorm$dv_r_q dv_r_q(
        .d(dv_r_q$d),
        .q(dv_r_q$q),
        .clock(dv_r_q$clock)
    );
    vpu_rmsnorm$dv_nq_q dv_nq_q(
        .d(dv_nq_q$d),
        .q(dv_nq_q$q),
        .clock(dv_nq_q$clock)
    );
    vpu_rmsnorm$dv_den_q dv_den_q(
        .d(dv_den_q$d),
        .q(dv_den_q$q),
        .clock(dv_den_q$clock)
    );
    vpu_rmsnorm$inv_q inv_q(
        .d(inv_q$d),
        .q(inv_q$q),
        .clock(inv_q$clock)
    );
    vpu_rmsnorm$a_v_q a_v_q(
        .d(a_v_q$d),
        .q(a_v_q$q),
        .clock(a_v_q$clock)
    );
    vpu_rmsnorm$a_l_q a_l_q(
        .d(a_l_q$d),
        .q(a_l_q$q),
        .clock(a_l_q$clock)
    );
    vpu_rmsnorm$a_m_q a_m_q(
        .d(a_m_q$d),
        .q(a_m_q$q),
        .clock(a_m_q$clock)
    );
    vpu_rmsnorm$a_g_q a_g_q(
        .d(a_g_q$d),
        .q(a_g_q$q),
        .clock(a_g_q$clock)
    );
    vpu_rmsnorm$b_v_q b_v_q(
        .d(b_v_q$d),
        .q(b_v_q$q),
        .clock(b_v_q$clock)
    );
    vpu_rmsnorm$b_l_q b_l_q(
        .d(b_l_q$d),
        .q(b_l_q$q),
        .clock(b_l_q$clock)
    );
    vpu_rmsnorm$b_p_q b_p_q(
        .d(b_p_q$d),
        .q(b_p_q$q),
        .clock(b_p_q$clock)
    );
    vpu_rmsnorm$b_g_q b_g_q(
        .d(b_g_q$d),
        .q(b_g_q$q),
        .clock(b_g_q$clock)
    );
    vpu_rmsnorm$c_v_q c_v_q(
        .d(c_v_q$d),
        .q(c_v_q$q),
        .clock(c_v_q$clock)
    );
    vpu_rmsnorm$c_l_q c_l_q(
        .d(c_l_q$d),
        .q(c_l_q$q),
        .clock(c_l_q$clock)
    );
    vpu_rmsnorm$c_p_q c_p_q(
        .d(c_p_q$d),
        .q(c_p_q$q),
        .clock(c_p_q$clock)
    );
    vpu_rmsnorm$fq_d$0 fq_d$0(
        .d(fq_d$0$d),
        .q(fq_d$0$q),
        .clock(fq_d$0$clock)
    );
    vpu_rmsnorm$fq_d$1 fq_d$1(
        .d(fq_d$1$d),
        .q(fq_d$1$q),
        .clock(fq_d$1$clock)
    );
    vpu_rmsnorm$fq_d$2 fq_d$2(
        .d(fq_d$2$d),
        .q(fq_d$2$q),
        .clock(fq_d$2$clock)
    );
    vpu_rmsnorm$fq_d$3 fq_d$3(
        .d(fq_d$3$d),
        .q(fq_d$3$q),
        .clock(fq_d$3$clock)
    );
    vpu_rmsnorm$fq_d$4 fq_d$4(
        .d(fq_d$4$d),
        .q(fq_d$4$q),
        .clock(fq_d$4$clock)
    );
    vpu_rmsnorm$fq_d$5 fq_d$5(
        .d(fq_d$5$d),
        .q(fq_d$5$q),
        .clock(fq_d$5$clock)
    );
    vpu_rmsnorm$fq_d$6 fq_d$6(
        .d(fq_d$6$d),
        .q(fq_d$6$q),
        .clock(fq_d$6$clock)
    );
    vpu_rmsnorm$fq_d$7 fq_d$7(
        .d(fq_d$7$d),
        .q(fq_d$7$q),
        .clock(fq_d$7$clock)
    );
    vpu_rmsnorm$fq_l$0 fq_l$0(
        .d(fq_l$0$d),
        .q(fq_l$0$q),
        .clock(fq_l$0$clock)
    );
    vpu_rmsnorm$fq_l$1 fq_l$1(
        .d(fq_l$1$d),
        .q(fq_l$1$q),
        .clock(fq_l$1$clock)
    );
    vpu_rmsnorm$fq_l$2 fq_l$2(
        .d(fq_l$2$d),
        .q(fq_l$2$q),
        .clock(fq_l$2$clock)
    );
    vpu_rmsnorm$fq_l$3 fq_l$3(
        .d(fq_l$3$d),
        .q(fq_l$3$q),
        .clock(fq_l$3$clock)
    );
    vpu_rmsnorm$fq_l$4 fq_l$4(
        .d(fq_l$4$d),
        .q(fq_l$4$q),
        .clock(fq_l$4$clock)
    );
    vpu_rmsnorm$fq_l$5 fq_l$5(
        .d(fq_l$5$d),
        .q(fq_l$5$q),
        .clock(fq_l$5$clock)
    );
    vpu_rmsnorm$fq_l$6 fq_l$6(
        .d(fq_l$6$d),
        .q(fq_l$6$q),
        .clock(fq_l$6$clock)
    );
    vpu_rmsnorm$fq_l$7 fq_l$7(
        .d(fq_l$7$d),
        .q(fq_l$7$q),
        .clock(fq_l$7$clock)
    );
    vpu_rmsnorm$wp_q wp_q(
        .d(wp_q$d),
        .q(wp_q$q),
        .clock(wp_q$clock)
    );
    vpu_rmsnorm$rp_q rp_q(
        .d(rp_q$d),
        .q(rp_q$q),
        .clock(rp_q$clock)
    );
    vpu_rmsnorm$fcnt_q fcnt_q(
        .d(fcnt_q$d),
        .q(fcnt_q$q),
        .clock(fcnt_q$clock)
    );
    vpu_rmsnorm$rsn_q rsn_q(
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
module vpu_rmsnorm$a_g_q(d,q,clock);

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

endmodule // vpu_rmsnorm$a_g_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$a_l_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$a_l_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$a_m_q(d,q,clock);

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

endmodule // vpu_rmsnorm$a_m_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$a_v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$a_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$acc_q(d,q,clock);

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

endmodule // vpu_rmsnorm$acc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$b_g_q(d,q,clock);

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

endmodule // vpu_rmsnorm$b_g_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$b_l_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$b_l_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$b_p_q(d,q,clock);

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

endmodule // vpu_rmsnorm$b_p_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$b_v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$b_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$c_l_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$c_l_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$c_p_q(d,q,clock);

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

endmodule // vpu_rmsnorm$c_p_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$c_v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$c_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$cnt_q(d,q,clock);

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

endmodule // vpu_rmsnorm$cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$dv_den_q(d,q,clock);

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

endmodule // vpu_rmsnorm$dv_den_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$dv_nq_q(d,q,clock);

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

endmodule // vpu_rmsnorm$dv_nq_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$dv_r_q(d,q,clock);

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

endmodule // vpu_rmsnorm$dv_r_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$e_q(d,q,clock);

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

endmodule // vpu_rmsnorm$e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fcnt_q(d,q,clock);

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

endmodule // vpu_rmsnorm$fcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_d$0(d,q,clock);

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

endmodule // vpu_rmsnorm$fq_d$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_d$1(d,q,clock);

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

endmodule // vpu_rmsnorm$fq_d$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_d$2(d,q,clock);

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

endmodule // vpu_rmsnorm$fq_d$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_d$3(d,q,clock);

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

endmodule // vpu_rmsnorm$fq_d$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_d$4(d,q,clock);

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

endmodule // vpu_rmsnorm$fq_d$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_d$5(d,q,clock);

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

endmodule // vpu_rmsnorm$fq_d$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_d$6(d,q,clock);

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

endmodule // vpu_rmsnorm$fq_d$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_d$7(d,q,clock);

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

endmodule // vpu_rmsnorm$fq_d$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_l$0(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$fq_l$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_l$1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$fq_l$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_l$2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$fq_l$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_l$3(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$fq_l$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_l$4(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$fq_l$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_l$5(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$fq_l$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_l$6(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$fq_l$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$fq_l$7(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$fq_l$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$inv_q(d,q,clock);

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

endmodule // vpu_rmsnorm$inv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$len_q(d,q,clock);

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

endmodule // vpu_rmsnorm$len_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$m_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_rmsnorm$m_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$mul1(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [37:0] b;
    output wire  [53:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [53:0] a_x = {{38{a[15]}}, a};
    wire signed [53:0] b_x = {{16{b[37]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_rmsnorm$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$mul2(a,b,p);

    // Module arguments
    input wire  [37:0] a;
    input wire  [15:0] b;
    output wire  [53:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [53:0] a_x = {{16{a[37]}}, a};
    wire signed [53:0] b_x = {{38{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_rmsnorm$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$or_q(d,q,clock);

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

endmodule // vpu_rmsnorm$or_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$p_sext(x,y);

    // Module arguments
    input wire  [53:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{10{x[53]}}, x};
endmodule // vpu_rmsnorm$p_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$pend_last_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$pend_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$pend_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$pend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$rad_q(d,q,clock);

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

endmodule // vpu_rmsnorm$rad_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$raddr_q(d,q,clock);

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

endmodule // vpu_rmsnorm$raddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$ram(clock,we,waddr,wdata,raddr,rdata);

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
endmodule // vpu_rmsnorm$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$rdone_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$rdone_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$rem_q(d,q,clock);

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

endmodule // vpu_rmsnorm$rem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$root_q(d,q,clock);

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

endmodule // vpu_rmsnorm$root_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$rp_q(d,q,clock);

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

endmodule // vpu_rmsnorm$rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$rs(x,n,y);

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
    vpu_rmsnorm$rs$x_sext x_sext(
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

endmodule // vpu_rmsnorm$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_rmsnorm$rs$x_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$rsn_q(d,q,clock);

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

endmodule // vpu_rmsnorm$rsn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$sa_v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$sa_v_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$sq(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [15:0] b;
    output wire  [31:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [31:0] a_x = {{16{a[15]}}, a};
    wire signed [31:0] b_x = {{16{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_rmsnorm$sq
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$sq_q(d,q,clock);

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

endmodule // vpu_rmsnorm$sq_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$sq_v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$sq_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$st_q(d,q,clock);

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

endmodule // vpu_rmsnorm$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$uzero_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rmsnorm$uzero_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$waddr_q(d,q,clock);

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

endmodule // vpu_rmsnorm$waddr_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$wcat(hi,lo,y);

    // Module arguments
    input wire  [15:0] hi;
    input wire  [31:0] lo;
    output wire  [47:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_rmsnorm$wcat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$wp_q(d,q,clock);

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

endmodule // vpu_rmsnorm$wp_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$z_e(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [5:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_rmsnorm$z_e
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$z_eps(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [39:0] y;

    // Update code (wrapper)
    assign y = {{8{1'b0}}, x};
endmodule // vpu_rmsnorm$z_eps
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$z_inv(x,y);

    // Module arguments
    input wire  [36:0] x;
    output wire  [37:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_rmsnorm$z_inv
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rmsnorm$z_sq(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [39:0] y;

    // Update code (wrapper)
    assign y = {{8{1'b0}}, x};
endmodule // vpu_rmsnorm$z_sq
/* verilator lint_on DECLFILENAME */
