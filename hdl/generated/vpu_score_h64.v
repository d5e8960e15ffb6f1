// vpu_score_h64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_score_h64(clock,reset,cfg_head_size,cfg_att_scale,cfg_err,q_valid,q_ready,q_data,k_valid,k_ready,k_data,k_last,out_valid,out_ready,out_data,out_last);

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
    vpu_score_h64$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_score_h64$x_sext x_sext(
        .x(x_sext$x),
        .y(x_sext$y)
    );
    vpu_score_h64$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    vpu_score_h64$prod_sext prod_sext(
        .x(prod_sext$x),
        .y(prod_sext$y)
    );
    vpu_score_h64$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    vpu_score_h64$p56_sext p56_sext(
        .x(p56_sext$x),
        .y(p56_sext$y)
    );
    vpu_score_h64$ek_zext ek_zext(
        .x(ek_zext$x),
        .y(ek_zext$y)
    );
    vpu_score_h64$eq_zext eq_zext(
        .x(eq_zext$x),
        .y(eq_zext$y)
    );
    vpu_score_h64$ocat ocat(
        .hi(ocat$hi),
        .lo(ocat$lo),
        .y(ocat$y)
    );
    vpu_score_h64$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );
    vpu_score_h64$ph_q ph_q(
        .d(ph_q$d),
        .q(ph_q$q),
        .clock(ph_q$clock)
    );
    vpu_score_h64$qidx_q qidx_q(
        .d(qidx_q$d),
        .q(qidx_q$q),
        .clock(qidx_q$clock)
    );
    vpu_score_h64$kidx_q kidx_q(
        .d(kidx_q$d),
        .q(kidx_q$q),
        .clock(kidx_q$clock)
    );
    vpu_score_h64$or_q or_q(
        .d(or_q$d),
        .q(or_q$q),
        .clock(or_q$clock)
    );
    vpu_score_h64$eq_q eq_q(
        .d(eq_q$d),
        .q(eq_q$q),
        .clock(eq_q$clock)
    );
    vpu_score_h64$s1v_q s1v_q(
        .d(s1v_q$d),
        .q(s1v_q$q),
        .clock(s1v_q$clock)
    );
    vpu_score_h64$s1km_q s1km_q(
        .d(s1km_q$d),
        .q(s1km_q$q),
        .clock(s1km_q$clock)
    );
    vpu_score_h64$s1ek_q s1ek_q(
        .d(s1ek_q$d),
        .q(s1ek_q$q),
        .clock(s1ek_q$clock)
    );
    vpu_score_h64$s1idx_q s1idx_q(
        .d(s1idx_q$d),
        .q(s1idx_q$q),
        .clock(s1idx_q$clock)
    );
    vpu_score_h64$s1first_q s1first_q(
        .d(s1first_q$d),
        .q(s1first_q$q),
        .clock(s1first_q$clock)
    );
    vpu_score_h64$s1end_q s1end_q(
        .d(s1end_q$d),
        .q(s1end_q$q),
        .clock(s1end_q$clock)
    );
    vpu_score_h64$s1last_q s1last_q(
        .d(s1last_q$d),
        .q(s1last_q$q),
        .clock(s1last_q$clock)
    );
    vpu_score_h64$smv_q smv_q(
        .d(smv_q$d),
        .q(smv_q$q),
        .clock(smv_q$clock)
    );
    vpu_score_h64$smqm_q smqm_q(
        .d(smqm_q$d),
        .q(smqm_q$q),
        .clock(smqm_q$clock)
    );
    vpu_score_h64$smkm_q smkm_q(
        .d(smkm_q$d),
        .q(smkm_q$q),
        .clock(smkm_q$clock)
    );
    vpu_score_h64$smk_q smk_q(
        .d(smk_q$d),
        .q(smk_q$q),
        .clock(smk_q$clock)
    );
    vpu_score_h64$smfirst_q smfirst_q(
        .d(smfirst_q$d),
        .q(smfirst_q$q),
        .clock(smfirst_q$clock)
    );
    vpu_score_h64$smend_q smend_q(
        .d(smend_q$d),
        .q(smend_q$q),
        .clock(smend_q$clock)
    );
    vpu_score_h64$smlast_q smlast_q(
        .d(smlast_q$d),
        .q(smlast_q$q),
        .clock(smlast_q$clock)
    );
    vpu_score_h64$s2v_q s2v_q(
        .d(s2v_q$d),
        .q(s2v_q$q),
        .clock(s2v_q$clock)
    );
    vpu_score_h64$s2prod_q s2prod_q(
        .d(s2prod_q$d),
        .q(s2prod_q$q),
        .clock(s2prod_q$clock)
    );
    vpu_score_h64$s2k_q s2k_q(
        .d(s2k_q$d),
        .q(s2k_q$q),
        .clock(s2k_q$clock)
    );
    vpu_score_h64$s2first_q s2first_q(
        .d(s2first_q$d),
        .q(s2first_q$q),
        .clock(s2first_q$clock)
    );
    vpu_score_h64$s2end_q s2end_q(
        .d(s2end_q$d),
        .q(s2end_q$q),
        .clock(s2end_q$clock)
    );
    vpu_score_h64$s2last_q s2last_q(
        .d(s2last_q$d),
        .q(s2last_q$q),
        .clock(s2last_q$clock)
    );
    vpu_score_h64$acc_q acc_q(
        .d(acc_q$d),
        .q(acc_q$q),
        .clock(acc_q$clock)
    );
    vpu_score_h64$s3v_q s3v_q(
        .d(s3v_q$d),
        .q(s3v_q$q),
        .clock(s3v_q$clock)
    );
    vpu_score_h64$s3dot_q s3dot_q(
        .d(s3dot_q$d),
        .q(s3dot_q$q),
        .clock(s3dot_q$clock)
    );
    vpu_score_h64$s3k_q s3k_q(
        .d(s3k_q$d),
        .q(s3k_q$q),
        .clock(s3k_q$clock)
    );
    vpu_score_h64$s3last_q s3last_q(
        .d(s3last_q$d),
        .q(s3last_q$q),
        .clock(s3last_q$clock)
    );
    vpu_score_h64$s4v_q s4v_q(
        .d(s4v_q$d),
        .q(s4v_q$q),
        .clock(s4v_q$clock)
    );
    vpu_score_h64$s4prod_q s4prod_q(
        .d(s4prod_q$d),
        .q(s4prod_q$q),
        .clock(s4prod_q$clock)
    );
    vpu_score_h64$s4k_q s4k_q(
        .d(s4k_q$d),
        .q(s4k_q$q),
        .clock(s4k_q$clock)
    );
    vpu_score_h64$s4last_q s4last_q(
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
module vpu_score_h64$acc_q(d,q,clock);

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

endmodule // vpu_score_h64$acc_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$ek_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [5:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_score_h64$ek_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$eq_q(d,q,clock);

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

endmodule // vpu_score_h64$eq_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$eq_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [5:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_score_h64$eq_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$kidx_q(d,q,clock);

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

endmodule // vpu_score_h64$kidx_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$mul1(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [15:0] b;
    output wire  [31:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [31:0] a_x = {{16{a[15]}}, a};
    wire signed [31:0] b_x = {{16{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_score_h64$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$mul2(a,b,p);

    // Module arguments
    input wire  [39:0] a;
    input wire  [15:0] b;
    output wire  [55:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [55:0] a_x = {{16{a[39]}}, a};
    wire signed [55:0] b_x = {{40{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_score_h64$mul2
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$ocat(hi,lo,y);

    // Module arguments
    input wire  hi;
    input wire  [31:0] lo;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_score_h64$ocat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$or_q(d,q,clock);

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

endmodule // vpu_score_h64$or_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$p56_sext(x,y);

    // Module arguments
    input wire  [55:0] x;
    output wire  [73:0] y;

    // Update code (wrapper)
    assign y = {{18{x[55]}}, x};
endmodule // vpu_score_h64$p56_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$ph_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$ph_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$prod_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [39:0] y;

    // Update code (wrapper)
    assign y = {{8{x[31]}}, x};
endmodule // vpu_score_h64$prod_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$qidx_q(d,q,clock);

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

endmodule // vpu_score_h64$qidx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$ram(clock,we,waddr,wdata,raddr,rdata);

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
endmodule // vpu_score_h64$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s1ek_q(d,q,clock);

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

endmodule // vpu_score_h64$s1ek_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s1end_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s1end_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s1first_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s1first_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s1idx_q(d,q,clock);

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

endmodule // vpu_score_h64$s1idx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s1km_q(d,q,clock);

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

endmodule // vpu_score_h64$s1km_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s1last_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s1last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s1v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s1v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s2end_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s2end_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s2first_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s2first_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s2k_q(d,q,clock);

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

endmodule // vpu_score_h64$s2k_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s2last_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s2last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s2prod_q(d,q,clock);

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

endmodule // vpu_score_h64$s2prod_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s2v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s2v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s3dot_q(d,q,clock);

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

endmodule // vpu_score_h64$s3dot_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s3k_q(d,q,clock);

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

endmodule // vpu_score_h64$s3k_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s3last_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s3last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s3v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s3v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s4k_q(d,q,clock);

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

endmodule // vpu_score_h64$s4k_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s4last_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s4last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s4prod_q(d,q,clock);

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

endmodule // vpu_score_h64$s4prod_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$s4v_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$s4v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_score_h64$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_score_h64$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_score_h64$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_score_h64$skid$skid_data_q skid_data_q(
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

endmodule // vpu_score_h64$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$skid$main_data_q(d,q,clock);

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

endmodule // vpu_score_h64$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_score_h64$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$smend_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$smend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$smfirst_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$smfirst_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$smk_q(d,q,clock);

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

endmodule // vpu_score_h64$smk_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$smkm_q(d,q,clock);

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

endmodule // vpu_score_h64$smkm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$smlast_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$smlast_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$smqm_q(d,q,clock);

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

endmodule // vpu_score_h64$smqm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$smv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_score_h64$smv_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_score_h64$x_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_score_h64$x_sext
/* verilator lint_on DECLFILENAME */
