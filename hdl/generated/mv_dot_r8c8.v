// mv_dot_r8c8: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module mv_dot_r8c8(clock,reset,in_valid,in_ready,in_w,in_x,in_last,out_valid,out_ready,out_data);

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
    mv_dot_r8c8$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    mv_dot_r8c8$l1_q l1_q(
        .d(l1_q$d),
        .q(l1_q$q),
        .clock(l1_q$clock)
    );
    mv_dot_r8c8$w1_q w1_q(
        .d(w1_q$d),
        .q(w1_q$q),
        .clock(w1_q$clock)
    );
    mv_dot_r8c8$x1_q x1_q(
        .d(x1_q$d),
        .q(x1_q$q),
        .clock(x1_q$clock)
    );
    mv_dot_r8c8$v2_q v2_q(
        .d(v2_q$d),
        .q(v2_q$q),
        .clock(v2_q$clock)
    );
    mv_dot_r8c8$l2_q l2_q(
        .d(l2_q$d),
        .q(l2_q$q),
        .clock(l2_q$clock)
    );
    mv_dot_r8c8$sum2_q$0 sum2_q$0(
        .d(sum2_q$0$d),
        .q(sum2_q$0$q),
        .clock(sum2_q$0$clock)
    );
    mv_dot_r8c8$sum2_q$1 sum2_q$1(
        .d(sum2_q$1$d),
        .q(sum2_q$1$q),
        .clock(sum2_q$1$clock)
    );
    mv_dot_r8c8$sum2_q$2 sum2_q$2(
        .d(sum2_q$2$d),
        .q(sum2_q$2$q),
        .clock(sum2_q$2$clock)
    );
    mv_dot_r8c8$sum2_q$3 sum2_q$3(
        .d(sum2_q$3$d),
        .q(sum2_q$3$q),
        .clock(sum2_q$3$clock)
    );
    mv_dot_r8c8$sum2_q$4 sum2_q$4(
        .d(sum2_q$4$d),
        .q(sum2_q$4$q),
        .clock(sum2_q$4$clock)
    );
    mv_dot_r8c8$sum2_q$5 sum2_q$5(
        .d(sum2_q$5$d),
        .q(sum2_q$5$q),
        .clock(sum2_q$5$clock)
    );
    mv_dot_r8c8$sum2_q$6 sum2_q$6(
        .d(sum2_q$6$d),
        .q(sum2_q$6$q),
        .clock(sum2_q$6$clock)
    );
    mv_dot_r8c8$sum2_q$7 sum2_q$7(
        .d(sum2_q$7$d),
        .q(sum2_q$7$q),
        .clock(sum2_q$7$clock)
    );
    mv_dot_r8c8$acc_q$0 acc_q$0(
        .d(acc_q$0$d),
        .q(acc_q$0$q),
        .clock(acc_q$0$clock)
    );
    mv_dot_r8c8$acc_q$1 acc_q$1(
        .d(acc_q$1$d),
        .q(acc_q$1$q),
        .clock(acc_q$1$clock)
    );
    mv_dot_r8c8$acc_q$2 acc_q$2(
        .d(acc_q$2$d),
        .q(acc_q$2$q),
        .clock(acc_q$2$clock)
    );
    mv_dot_r8c8$acc_q$3 acc_q$3(
        .d(acc_q$3$d),
        .q(acc_q$3$q),
        .clock(acc_q$3$clock)
    );
    mv_dot_r8c8$acc_q$4 acc_q$4(
        .d(acc_q$4$d),
        .q(acc_q$4$q),
        .clock(acc_q$4$clock)
    );
    mv_dot_r8c8$acc_q$5 acc_q$5(
        .d(acc_q$5$d),
        .q(acc_q$5$q),
        .clock(acc_q$5$clock)
    );
    mv_dot_r8c8$acc_q$6 acc_q$6(
        .d(acc_q$6$d),
        .q(acc_q$6$q),
        .clock(acc_q$6$clock)
    );
    mv_dot_r8c8$acc_q$7 acc_q$7(
        .d(acc_q$7$d),
        .q(acc_q$7$q),
        .clock(acc_q$7$clock)
    );
    mv_dot_r8c8$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );
    mv_dot_r8c8$cat cat(
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
module mv_dot_r8c8$acc_q$0(d,q,clock);

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

endmodule // mv_dot_r8c8$acc_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$acc_q$1(d,q,clock);

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

endmodule // mv_dot_r8c8$acc_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$acc_q$2(d,q,clock);

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

endmodule // mv_dot_r8c8$acc_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$acc_q$3(d,q,clock);

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

endmodule // mv_dot_r8c8$acc_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$acc_q$4(d,q,clock);

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

endmodule // mv_dot_r8c8$acc_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$acc_q$5(d,q,clock);

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

endmodule // mv_dot_r8c8$acc_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$acc_q$6(d,q,clock);

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

endmodule // mv_dot_r8c8$acc_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$acc_q$7(d,q,clock);

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

endmodule // mv_dot_r8c8$acc_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$cat(inp$0,inp$1,inp$2,inp$3,inp$4,inp$5,inp$6,inp$7,out);

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
endmodule // mv_dot_r8c8$cat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$l1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_dot_r8c8$l1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$l2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_dot_r8c8$l2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    mv_dot_r8c8$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    mv_dot_r8c8$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    mv_dot_r8c8$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    mv_dot_r8c8$skid$skid_data_q skid_data_q(
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

endmodule // mv_dot_r8c8$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$skid$main_data_q(d,q,clock);

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

endmodule // mv_dot_r8c8$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_dot_r8c8$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$skid$skid_data_q(d,q,clock);

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

endmodule // mv_dot_r8c8$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_dot_r8c8$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$sum2_q$0(d,q,clock);

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

endmodule // mv_dot_r8c8$sum2_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$sum2_q$1(d,q,clock);

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

endmodule // mv_dot_r8c8$sum2_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$sum2_q$2(d,q,clock);

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

endmodule // mv_dot_r8c8$sum2_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$sum2_q$3(d,q,clock);

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

endmodule // mv_dot_r8c8$sum2_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$sum2_q$4(d,q,clock);

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

endmodule // mv_dot_r8c8$sum2_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$sum2_q$5(d,q,clock);

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

endmodule // mv_dot_r8c8$sum2_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$sum2_q$6(d,q,clock);

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

endmodule // mv_dot_r8c8$sum2_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$sum2_q$7(d,q,clock);

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

endmodule // mv_dot_r8c8$sum2_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$v1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_dot_r8c8$v1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$v2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_dot_r8c8$v2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$w1_q(d,q,clock);

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

endmodule // mv_dot_r8c8$w1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_dot_r8c8$x1_q(d,q,clock);

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

endmodule // mv_dot_r8c8$x1_q
/* verilator lint_on DECLFILENAME */
