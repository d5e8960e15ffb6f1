// vpu_softmax_l512: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_softmax_l512(clock,reset,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data,out_last,out_err,tbl_we,tbl_addr,tbl_data);

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
    vpu_softmax_l512$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_softmax_l512$tbl_a tbl_a(
        .clock(tbl_a$clock),
        .we(tbl_a$we),
        .waddr(tbl_a$waddr),
        .wdata(tbl_a$wdata),
        .raddr(tbl_a$raddr),
        .rdata(tbl_a$rdata)
    );
    vpu_softmax_l512$tbl_b tbl_b(
        .clock(tbl_b$clock),
        .we(tbl_b$we),
        .waddr(tbl_b$waddr),
        .wdata(tbl_b$wdata),
        .raddr(tbl_b$raddr),
        .rdata(tbl_b$rdata)
    );
    vpu_softmax_l512$mul_z mul_z(
        .a(mul_z$a),
        .b(mul_z$b),
        .p(mul_z$p)
    );
    vpu_softmax_l512$mul_l mul_l(
        .a(mul_l$a),
        .b(mul_l$b),
        .p(mul_l$p)
    );
    vpu_softmax_l512$mul_p mul_p(
        .a(mul_p$a),
        .b(mul_p$b),
        .p(mul_p$p)
    );
    vpu_softmax_l512$z_d z_d(
        .x(z_d$x),
        .y(z_d$y)
    );
    vpu_softmax_l512$z_ta z_ta(
        .x(z_ta$x),
        .y(z_ta$y)
    );
    vpu_softmax_l512$z_tb z_tb(
        .x(z_tb$x),
        .y(z_tb$y)
    );
    vpu_softmax_l512$z_f z_f(
        .x(z_f$x),
        .y(z_f$y)
    );
    vpu_softmax_l512$z_idx z_idx(
        .x(z_idx$x),
        .y(z_idx$y)
    );
    vpu_softmax_l512$z_v z_v(
        .x(z_v$x),
        .y(z_v$y)
    );
    vpu_softmax_l512$z_ew z_ew(
        .x(z_ew$x),
        .y(z_ew$y)
    );
    vpu_softmax_l512$z_el z_el(
        .x(z_el$x),
        .y(z_el$y)
    );
    vpu_softmax_l512$z_lr z_lr(
        .x(z_lr$x),
        .y(z_lr$y)
    );
    vpu_softmax_l512$z_pe z_pe(
        .x(z_pe$x),
        .y(z_pe$y)
    );
    vpu_softmax_l512$z_pr z_pr(
        .x(z_pr$x),
        .y(z_pr$y)
    );
    vpu_softmax_l512$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    vpu_softmax_l512$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_softmax_l512$full_q full_q(
        .d(full_q$d),
        .q(full_q$q),
        .clock(full_q$clock)
    );
    vpu_softmax_l512$err_q err_q(
        .d(err_q$d),
        .q(err_q$q),
        .clock(err_q$clock)
    );
    vpu_softmax_l512$mxb_q mxb_q(
        .d(mxb_q$d),
        .q(mxb_q$q),
        .clock(mxb_q$clock)
    );
    vpu_softmax_l512$len_q len_q(
        .d(len_q$d),
        .q(len_q$q),
        .clock(len_q$clock)
    );
    vpu_softmax_l512$raddr_q raddr_q(
        .d(raddr_q$d),
        .q(raddr_q$q),
        .clock(raddr_q$clock)
    );
    vpu_softmax_l512$rdone_q rdone_q(
        .d(rdone_q$d),
        .q(rdone_q$q),
        .clock(rdone_q$clock)
    );
    vpu_softmax_l512$pend_q pend_q(
        .d(pend_q$d),
        .q(pend_q$q),
        .clock(pend_q$clock)
    );
    vpu_softmax_l512$pend_last_q pend_last_q(
        .d(pend_last_q$d),
        .q(pend_last_q$q),
        .clock(pend_last_q$clock)
    );
    vpu_softmax_l512$pa_q pa_q(
        .d(pa_q$d),
        .q(pa_q$q),
        .clock(pa_q$clock)
    );
    vpu_softmax_l512$prod_q prod_q(
        .d(prod_q$d),
        .q(prod_q$q),
        .clock(prod_q$clock)
    );
    vpu_softmax_l512$pb_q pb_q(
        .d(pb_q$d),
        .q(pb_q$q),
        .clock(pb_q$clock)
    );
    vpu_softmax_l512$nb_q nb_q(
        .d(nb_q$d),
        .q(nb_q$q),
        .clock(nb_q$clock)
    );
    vpu_softmax_l512$fb_q fb_q(
        .d(fb_q$d),
        .q(fb_q$q),
        .clock(fb_q$clock)
    );
    vpu_softmax_l512$zb_q zb_q(
        .d(zb_q$d),
        .q(zb_q$q),
        .clock(zb_q$clock)
    );
    vpu_softmax_l512$pc_q pc_q(
        .d(pc_q$d),
        .q(pc_q$q),
        .clock(pc_q$clock)
    );
    vpu_softmax_l512$lp_q lp_q(
        .d(lp_q$d),
        .q(lp_q$q),
        .clock(lp_q$clock)
    );
    vpu_softmax_l512$ac_q ac_q(
        .d(ac_q$d),
        .q(ac_q$q),
        .clock(ac_q$clock)
    );
    vpu_softmax_l512$nc_q nc_q(
        .d(nc_q$d),
        .q(nc_q$q),
        .clock(nc_q$clock)
    );
    vpu_softmax_l512$zc_q zc_q(
        .d(zc_q$d),
        .q(zc_q$q),
        .clock(zc_q$clock)
    );
    vpu_softmax_l512$pd_q pd_q(
        .d(pd_q$d),
        .q(pd_q$q),
        .clock(pd_q$clock)
    );
    vpu_softmax_l512$ed_q ed_q(
        .d(ed_q$d),
        .q(ed_q$q),
        .clock(ed_q$clock)
    );
    vpu_softmax_l512$ewaddr_q ewaddr_q(
        .d(ewaddr_q$d),
        .q(ewaddr_q$q),
        .clock(ewaddr_q$clock)
    );
    vpu_softmax_l512$l_q l_q(
        .d(l_q$d),
        .q(l_q$q),
        .clock(l_q$clock)
    );
    vpu_softmax_l512$rem_q rem_q(
        .d(rem_q$d),
        .q(rem_q$q),
        .clock(rem_q$clock)
    );
    vpu_softmax_l512$quo_q quo_q(
        .d(quo_q$d),
        .q(quo_q$q),
        .clock(quo_q$clock)
    );
    vpu_softmax_l512$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    vpu_softmax_l512$outv_q outv_q(
        .d(outv_q$d),
        .q(outv_q$q),
        .clock(outv_q$clock)
    );
    vpu_softmax_l512$outd_q outd_q(
        .d(outd_q$d),
        .q(outd_q$q),
        .clock(outd_q$clock)
    );
    vpu_softmax_l512$outl_q outl_q(
        .d(outl_q$d),
        .q(outl_q$q),
        .clock(outl_q$clock)
    );
    vpu_softmax_l512$oute_q oute_q(
        .d(oute_q$d),
        .q(oute_q$q),
        .clock(oute_q$clock)
    );
    vpu_softmax_l512$skv_q skv_q(
        .d(skv_q$d),
        .q(skv_q$q),
        .clock(skv_q$clock)
    );
    vpu_softmax_l512$skd_q skd_q(
        .d(skd_q$d),
        .q(skd_q$q),
        .clock(skd_q$clock)
    );
    vpu_softmax_l512$skl_q skl_q(
        .d(skl_q$d),
        .q(skl_q$q),
        .clock(skl_q$clock)
    );
    vpu_softmax_l512$ske_q ske_q(
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
module vpu_softmax_l512$ac_q(d,q,clock);

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

endmodule // vpu_softmax_l512$ac_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$cnt_q(d,q,clock);

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

endmodule // vpu_softmax_l512$cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$ed_q(d,q,clock);

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

endmodule // vpu_softmax_l512$ed_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$err_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$err_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$ewaddr_q(d,q,clock);

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

endmodule // vpu_softmax_l512$ewaddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$fb_q(d,q,clock);

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

endmodule // vpu_softmax_l512$fb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$full_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$full_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$l_q(d,q,clock);

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

endmodule // vpu_softmax_l512$l_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$len_q(d,q,clock);

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

endmodule // vpu_softmax_l512$len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$lp_q(d,q,clock);

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

endmodule // vpu_softmax_l512$lp_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$mul_l(a,b,p);

    // Module arguments
    input wire  [16:0] a;
    input wire  [8:0] b;
    output wire  [25:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [25:0] a_x = {{9{a[16]}}, a};
    wire signed [25:0] b_x = {{17{b[8]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_softmax_l512$mul_l
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$mul_p(a,b,p);

    // Module arguments
    input wire  [16:0] a;
    input wire  [33:0] b;
    output wire  [50:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [50:0] a_x = {{34{a[16]}}, a};
    wire signed [50:0] b_x = {{17{b[33]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_softmax_l512$mul_p
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$mul_z(a,b,p);

    // Module arguments
    input wire  [32:0] a;
    input wire  [15:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{16{a[32]}}, a};
    wire signed [48:0] b_x = {{33{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_softmax_l512$mul_z
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$mxb_q(d,q,clock);

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

endmodule // vpu_softmax_l512$mxb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$nb_q(d,q,clock);

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

endmodule // vpu_softmax_l512$nb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$nc_q(d,q,clock);

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

endmodule // vpu_softmax_l512$nc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$outd_q(d,q,clock);

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

endmodule // vpu_softmax_l512$outd_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$oute_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$oute_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$outl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$outl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$outv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$outv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$pa_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$pa_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$pb_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$pb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$pc_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$pc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$pd_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$pd_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$pend_last_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$pend_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$pend_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$pend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$prod_q(d,q,clock);

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

endmodule // vpu_softmax_l512$prod_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$quo_q(d,q,clock);

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

endmodule // vpu_softmax_l512$quo_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$raddr_q(d,q,clock);

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

endmodule // vpu_softmax_l512$raddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$ram(clock,we,waddr,wdata,raddr,rdata);

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
endmodule // vpu_softmax_l512$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$rdone_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$rdone_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$rem_q(d,q,clock);

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

endmodule // vpu_softmax_l512$rem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$skd_q(d,q,clock);

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

endmodule // vpu_softmax_l512$skd_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$ske_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$ske_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$skl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$skl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$skv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$skv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$st_q(d,q,clock);

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

endmodule // vpu_softmax_l512$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$tbl_a(clock,we,waddr,wdata,raddr,rdata);

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
endmodule // vpu_softmax_l512$tbl_a
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$tbl_b(clock,we,waddr,wdata,raddr,rdata);

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
endmodule // vpu_softmax_l512$tbl_b
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$waddr_q(d,q,clock);

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

endmodule // vpu_softmax_l512$waddr_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$z_d(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_softmax_l512$z_d
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$z_el(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [24:0] y;

    // Update code (wrapper)
    assign y = {{9{1'b0}}, x};
endmodule // vpu_softmax_l512$z_el
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$z_ew(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{16{1'b0}}, x};
endmodule // vpu_softmax_l512$z_ew
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$z_f(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [8:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_softmax_l512$z_f
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$z_idx(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [8:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_softmax_l512$z_idx
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$z_lr(x,y);

    // Module arguments
    input wire  [24:0] x;
    output wire  [25:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_softmax_l512$z_lr
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$z_pe(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_softmax_l512$z_pe
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$z_pr(x,y);

    // Module arguments
    input wire  [32:0] x;
    output wire  [33:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_softmax_l512$z_pr
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$z_ta(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_softmax_l512$z_ta
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$z_tb(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_softmax_l512$z_tb
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$z_v(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_softmax_l512$z_v
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$zb_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$zb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_softmax_l512$zc_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_softmax_l512$zc_q
/* verilator lint_on DECLFILENAME */
