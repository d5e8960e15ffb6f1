// mv_requant_l8: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module mv_requant_l8(clock,reset,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data);

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
    localparam  c_plast = 3'b0;
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
    reg  term$2$clock;
    reg  term$2$adv;
    reg  [73:0] term$2$in_data;
    wire  [63:0] term$2$t;
    reg  term$3$clock;
    reg  term$3$adv;
    reg  [73:0] term$3$in_data;
    wire  [63:0] term$3$t;
    reg  term$4$clock;
    reg  term$4$adv;
    reg  [73:0] term$4$in_data;
    wire  [63:0] term$4$t;
    reg  term$5$clock;
    reg  term$5$adv;
    reg  [73:0] term$5$in_data;
    wire  [63:0] term$5$t;
    reg  term$6$clock;
    reg  term$6$adv;
    reg  [73:0] term$6$in_data;
    wire  [63:0] term$6$t;
    reg  term$7$clock;
    reg  term$7$adv;
    reg  [73:0] term$7$in_data;
    wire  [63:0] term$7$t;
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
    reg  [63:0] total$2;
    reg  [63:0] total$3;
    reg  [63:0] total$4;
    reg  [63:0] total$5;
    reg  [63:0] total$6;
    reg  [63:0] total$7;
    reg  [32:0] hi33$0;
    reg  [32:0] hi33$1;
    reg  [32:0] hi33$2;
    reg  [32:0] hi33$3;
    reg  [32:0] hi33$4;
    reg  [32:0] hi33$5;
    reg  [32:0] hi33$6;
    reg  [32:0] hi33$7;
    reg  [31:0] sat$0;
    reg  [31:0] sat$1;
    reg  [31:0] sat$2;
    reg  [31:0] sat$3;
    reg  [31:0] sat$4;
    reg  [31:0] sat$5;
    reg  [31:0] sat$6;
    reg  [31:0] sat$7;

    // Sub module instances
    mv_requant_l8$term$0 term$0(
        .clock(term$0$clock),
        .adv(term$0$adv),
        .in_data(term$0$in_data),
        .t(term$0$t)
    );
    mv_requant_l8$term$1 term$1(
        .clock(term$1$clock),
        .adv(term$1$adv),
        .in_data(term$1$in_data),
        .t(term$1$t)
    );
    mv_requant_l8$term$2 term$2(
        .clock(term$2$clock),
        .adv(term$2$adv),
        .in_data(term$2$in_data),
        .t(term$2$t)
    );
    mv_requant_l8$term$3 term$3(
        .clock(term$3$clock),
        .adv(term$3$adv),
        .in_data(term$3$in_data),
        .t(term$3$t)
    );
    mv_requant_l8$term$4 term$4(
        .clock(term$4$clock),
        .adv(term$4$adv),
        .in_data(term$4$in_data),
        .t(term$4$t)
    );
    mv_requant_l8$term$5 term$5(
        .clock(term$5$clock),
        .adv(term$5$adv),
        .in_data(term$5$in_data),
        .t(term$5$t)
    );
    mv_requant_l8$term$6 term$6(
        .clock(term$6$clock),
        .adv(term$6$adv),
        .in_data(term$6$in_data),
        .t(term$6$t)
    );
    mv_requant_l8$term$7 term$7(
        .clock(term$7$clock),
        .adv(term$7$adv),
        .in_data(term$7$in_data),
        .t(term$7$t)
    );
    mv_requant_l8$ocat ocat(
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
    mv_requant_l8$h_q$0 h_q$0(
        .d(h_q$0$d),
        .q(h_q$0$q),
        .clock(h_q$0$clock)
    );
    mv_requant_l8$h_q$1 h_q$1(
        .d(h_q$1$d),
        .q(h_q$1$q),
        .clock(h_q$1$clock)
    );
    mv_requant_l8$h_q$2 h_q$2(
        .d(h_q$2$d),
        .q(h_q$2$q),
        .clock(h_q$2$clock)
    );
    mv_requant_l8$h_q$3 h_q$3(
        .d(h_q$3$d),
        .q(h_q$3$q),
        .clock(h_q$3$clock)
    );
    mv_requant_l8$h_q$4 h_q$4(
        .d(h_q$4$d),
        .q(h_q$4$q),
        .clock(h_q$4$clock)
    );
    mv_requant_l8$h_q$5 h_q$5(
        .d(h_q$5$d),
        .q(h_q$5$q),
        .clock(h_q$5$clock)
    );
    mv_requant_l8$h_q$6 h_q$6(
        .d(h_q$6$d),
        .q(h_q$6$q),
        .clock(h_q$6$clock)
    );
    mv_requant_l8$h_q$7 h_q$7(
        .d(h_q$7$d),
        .q(h_q$7$q),
        .clock(h_q$7$clock)
    );
    mv_requant_l8$hv_q hv_q(
        .d(hv_q$d),
        .q(hv_q$q),
        .clock(hv_q$clock)
    );
    mv_requant_l8$hl_q hl_q(
        .d(hl_q$d),
        .q(hl_q$q),
        .clock(hl_q$clock)
    );
    mv_requant_l8$ph_q ph_q(
        .d(ph_q$d),
        .q(ph_q$q),
        .clock(ph_q$clock)
    );
    mv_requant_l8$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    mv_requant_l8$l1_q l1_q(
        .d(l1_q$d),
        .q(l1_q$q),
        .clock(l1_q$clock)
    );
    mv_requant_l8$e1_q e1_q(
        .d(e1_q$d),
        .q(e1_q$q),
        .clock(e1_q$clock)
    );
    mv_requant_l8$v2_q v2_q(
        .d(v2_q$d),
        .q(v2_q$q),
        .clock(v2_q$clock)
    );
    mv_requant_l8$l2_q l2_q(
        .d(l2_q$d),
        .q(l2_q$q),
        .clock(l2_q$clock)
    );
    mv_requant_l8$e2_q e2_q(
        .d(e2_q$d),
        .q(e2_q$q),
        .clock(e2_q$clock)
    );
    mv_requant_l8$v3_q v3_q(
        .d(v3_q$d),
        .q(v3_q$q),
        .clock(v3_q$clock)
    );
    mv_requant_l8$l3_q l3_q(
        .d(l3_q$d),
        .q(l3_q$q),
        .clock(l3_q$clock)
    );
    mv_requant_l8$e3_q e3_q(
        .d(e3_q$d),
        .q(e3_q$q),
        .clock(e3_q$clock)
    );
    mv_requant_l8$sum_q$0 sum_q$0(
        .d(sum_q$0$d),
        .q(sum_q$0$q),
        .clock(sum_q$0$clock)
    );
    mv_requant_l8$sum_q$1 sum_q$1(
        .d(sum_q$1$d),
        .q(sum_q$1$q),
        .clock(sum_q$1$clock)
    );
    mv_requant_l8$sum_q$2 sum_q$2(
        .d(sum_q$2$d),
        .q(sum_q$2$q),
        .clock(sum_q$2$clock)
    );
    mv_requant_l8$sum_q$3 sum_q$3(
        .d(sum_q$3$d),
        .q(sum_q$3$q),
        .clock(sum_q$3$clock)
    );
    mv_requant_l8$sum_q$4 sum_q$4(
        .d(sum_q$4$d),
        .q(sum_q$4$q),
        .clock(sum_q$4$clock)
    );
    mv_requant_l8$sum_q$5 sum_q$5(
        .d(sum_q$5$d),
        .q(sum_q$5$q),
        .clock(sum_q$5$clock)
    );
    mv_requant_l8$sum_q$6 sum_q$6(
        .d(sum_q$6$d),
        .q(sum_q$6$q),
        .clock(sum_q$6$clock)
    );
    mv_requant_l8$sum_q$7 sum_q$7(
        .d(sum_q$7$d),
        .q(sum_q$7$q),
        .clock(sum_q$7$clock)
    );
    mv_requant_l8$y_q$0 y_q$0(
        .d(y_q$0$d),
        .q(y_q$0$q),
        .clock(y_q$0$clock)
    );
    mv_requant_l8$y_q$1 y_q$1(
        .d(y_q$1$d),
        .q(y_q$1$q),
        .clock(y_q$1$clock)
    );
    mv_requant_l8$y_q$2 y_q$2(
        .d(y_q$2$d),
        .q(y_q$2$q),
        .clock(y_q$2$clock)
    );
    mv_requant_l8$y_q$3 y_q$3(
        .d(y_q$3$d),
        .q(y_q$3$q),
        .clock(y_q$3$clock)
    );
    mv_requant_l8$y_q$4 y_q$4(
        .d(y_q$4$d),
        .q(y_q$4$q),
        .clock(y_q$4$clock)
    );
    mv_requant_l8$y_q$5 y_q$5(
        .d(y_q$5$d),
        .q(y_q$5$q),
        .clock(y_q$5$clock)
    );
    mv_requant_l8$y_q$6 y_q$6(
        .d(y_q$6$d),
        .q(y_q$6$q),
        .clock(y_q$6$clock)
    );
    mv_requant_l8$y_q$7 y_q$7(
        .d(y_q$7$d),
        .q(y_q$7$q),
        .clock(y_q$7$clock)
    );
    mv_requant_l8$full_q full_q(
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
        term$2$clock = clock;
        term$2$in_data = h_q$2$q;
        total$2 = sum_q$2$q + term$2$t;
        hi33$2 = total$2[(32'h1f)+:(33)];
        sat$2 = total$2[(32'h0)+:(32)];
        if ((hi33$2 != zero33) & (hi33$2 != ones33)) begin
            if (total$2[32'h3f]) begin
                sat$2 = sat_min;
            end
            else begin
                sat$2 = sat_max;
            end
        end
        term$3$clock = clock;
        term$3$in_data = h_q$3$q;
        total$3 = sum_q$3$q + term$3$t;
        hi33$3 = total$3[(32'h1f)+:(33)];
        sat$3 = total$3[(32'h0)+:(32)];
        if ((hi33$3 != zero33) & (hi33$3 != ones33)) begin
            if (total$3[32'h3f]) begin
                sat$3 = sat_min;
            end
            else begin
                sat$3 = sat_max;
            end
        end
        term$4$clock = clock;
        term$4$in_data = h_q$4$q;
        total$4 = sum_q$4$q + term$4$t;
        hi33$4 = total$4[(32'h1f)+:(33)];
        sat$4 = total$4[(32'h0)+:(32)];
        if ((hi33$4 != zero33) & (hi33$4 != ones33)) begin
            if (total$4[32'h3f]) begin
                sat$4 = sat_min;
            end
            else begin
                sat$4 = sat_max;
            end
        end
        term$5$clock = clock;
        term$5$in_data = h_q$5$q;
        total$5 = sum_q$5$q + term$5$t;
        hi33$5 = total$5[(32'h1f)+:(33)];
        sat$5 = total$5[(32'h0)+:(32)];
        if ((hi33$5 != zero33) & (hi33$5 != ones33)) begin
            if (total$5[32'h3f]) begin
                sat$5 = sat_min;
            end
            else begin
                sat$5 = sat_max;
            end
        end
        term$6$clock = clock;
        term$6$in_data = h_q$6$q;
        total$6 = sum_q$6$q + term$6$t;
        hi33$6 = total$6[(32'h1f)+:(33)];
        sat$6 = total$6[(32'h0)+:(32)];
        if ((hi33$6 != zero33) & (hi33$6 != ones33)) begin
            if (total$6[32'h3f]) begin
                sat$6 = sat_min;
            end
            else begin
                sat$6 = sat_max;
            end
        end
        term$7$clock = clock;
        term$7$in_data = h_q$7$q;
        total$7 = sum_q$7$q + term$7$t;
        hi33$7 = total$7[(32'h1f)+:(33)];
        sat$7 = total$7[(32'h0)+:(32)];
        if ((hi33$7 != zero33) & (hi33$7 != ones33)) begin
            if (total$7[32'h3f]) begin
                sat$7 = sat_min;
            end
            else begin
                sat$7 = sat_max;
            end
        end
        out_data = ocat$out;
        out_valid = full_q$q;
        adv = ~(v3_q$q & l3_q$q) | ~full_q$q | out_ready;
        term$0$adv = adv;
        term$1$adv = adv;
        term$2$adv = adv;
        term$3$adv = adv;
        term$4$adv = adv;
        term$5$adv = adv;
        term$6$adv = adv;
        term$7$adv = adv;
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
                if (l3_q$q) begin
                    sum_q$0$d = zero64;
                end
                else begin
                    sum_q$0$d = total$0;
                end
                if (l3_q$q) begin
                    sum_q$1$d = zero64;
                end
                else begin
                    sum_q$1$d = total$1;
                end
                if (l3_q$q) begin
                    sum_q$2$d = zero64;
                end
                else begin
                    sum_q$2$d = total$2;
                end
                if (l3_q$q) begin
                    sum_q$3$d = zero64;
                end
                else begin
                    sum_q$3$d = total$3;
                end
                if (l3_q$q) begin
                    sum_q$4$d = zero64;
                end
                else begin
                    sum_q$4$d = total$4;
                end
                if (l3_q$q) begin
                    sum_q$5$d = zero64;
                end
                else begin
                    sum_q$5$d = total$5;
                end
                if (l3_q$q) begin
                    sum_q$6$d = zero64;
                end
                else begin
                    sum_q$6$d = total$6;
                end
                if (l3_q$q) begin
                    sum_q$7$d = zero64;
                end
                else begin
                    sum_q$7$d = total$7;
                end
                if (l3_q$q) begin
                    y_q$0$d = sat$0;
                    y_q$1$d = sat$1;
                    y_q$2$d = sat$2;
                    y_q$3$d = sat$3;
                    y_q$4$d = sat$4;
                    y_q$5$d = sat$5;
                    y_q$6$d = sat$6;
                    y_q$7$d = sat$7;
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
module mv_requant_l8$e1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$e1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$e2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$e2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$e3_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$e3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$full_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$full_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$h_q$0(d,q,clock);

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

endmodule // mv_requant_l8$h_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$h_q$1(d,q,clock);

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

endmodule // mv_requant_l8$h_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$h_q$2(d,q,clock);

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

endmodule // mv_requant_l8$h_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$h_q$3(d,q,clock);

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

endmodule // mv_requant_l8$h_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$h_q$4(d,q,clock);

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

endmodule // mv_requant_l8$h_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$h_q$5(d,q,clock);

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

endmodule // mv_requant_l8$h_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$h_q$6(d,q,clock);

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

endmodule // mv_requant_l8$h_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$h_q$7(d,q,clock);

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

endmodule // mv_requant_l8$h_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$hl_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$hl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$hv_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$hv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$l1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$l1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$l2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$l2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$l3_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$l3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$ocat(inp$0,inp$1,inp$2,inp$3,inp$4,inp$5,inp$6,inp$7,out);

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
endmodule // mv_requant_l8$ocat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$ph_q(d,q,clock);

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

endmodule // mv_requant_l8$ph_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$sum_q$0(d,q,clock);

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

endmodule // mv_requant_l8$sum_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$sum_q$1(d,q,clock);

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

endmodule // mv_requant_l8$sum_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$sum_q$2(d,q,clock);

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

endmodule // mv_requant_l8$sum_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$sum_q$3(d,q,clock);

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

endmodule // mv_requant_l8$sum_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$sum_q$4(d,q,clock);

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

endmodule // mv_requant_l8$sum_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$sum_q$5(d,q,clock);

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

endmodule // mv_requant_l8$sum_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$sum_q$6(d,q,clock);

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

endmodule // mv_requant_l8$sum_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$sum_q$7(d,q,clock);

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

endmodule // mv_requant_l8$sum_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0(clock,adv,in_data,t);

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
    mv_requant_l8$term$0$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    mv_requant_l8$term$0$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    mv_requant_l8$term$0$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    mv_requant_l8$term$0$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    mv_requant_l8$term$0$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    mv_requant_l8$term$0$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    mv_requant_l8$term$0$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    mv_requant_l8$term$0$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    mv_requant_l8$term$0$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    mv_requant_l8$term$0$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    mv_requant_l8$term$0$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    mv_requant_l8$term$0$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    mv_requant_l8$term$0$t3_q t3_q(
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
endmodule // mv_requant_l8$term$0
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$0$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // mv_requant_l8$term$0$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$m1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$0$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$0$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$0$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$0$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$n1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$0$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$n2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$0$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$p1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$0$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$p2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$0$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$rs(x,n,y);

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
    mv_requant_l8$term$0$rs$x_sext x_sext(
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

endmodule // mv_requant_l8$term$0$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // mv_requant_l8$term$0$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // mv_requant_l8$term$0$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$0$t3_q(d,q,clock);

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

endmodule // mv_requant_l8$term$0$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1(clock,adv,in_data,t);

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
    mv_requant_l8$term$1$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    mv_requant_l8$term$1$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    mv_requant_l8$term$1$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    mv_requant_l8$term$1$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    mv_requant_l8$term$1$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    mv_requant_l8$term$1$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    mv_requant_l8$term$1$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    mv_requant_l8$term$1$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    mv_requant_l8$term$1$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    mv_requant_l8$term$1$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    mv_requant_l8$term$1$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    mv_requant_l8$term$1$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    mv_requant_l8$term$1$t3_q t3_q(
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
endmodule // mv_requant_l8$term$1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$1$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // mv_requant_l8$term$1$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$m1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$1$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$1$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$1$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$1$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$n1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$1$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$n2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$1$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$p1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$1$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$p2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$1$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$rs(x,n,y);

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
    mv_requant_l8$term$1$rs$x_sext x_sext(
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

endmodule // mv_requant_l8$term$1$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // mv_requant_l8$term$1$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // mv_requant_l8$term$1$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$1$t3_q(d,q,clock);

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

endmodule // mv_requant_l8$term$1$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2(clock,adv,in_data,t);

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
    mv_requant_l8$term$2$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    mv_requant_l8$term$2$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    mv_requant_l8$term$2$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    mv_requant_l8$term$2$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    mv_requant_l8$term$2$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    mv_requant_l8$term$2$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    mv_requant_l8$term$2$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    mv_requant_l8$term$2$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    mv_requant_l8$term$2$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    mv_requant_l8$term$2$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    mv_requant_l8$term$2$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    mv_requant_l8$term$2$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    mv_requant_l8$term$2$t3_q t3_q(
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
endmodule // mv_requant_l8$term$2
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$2$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // mv_requant_l8$term$2$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$m1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$2$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$2$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$2$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$2$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$n1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$2$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$n2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$2$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$p1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$2$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$p2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$2$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$rs(x,n,y);

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
    mv_requant_l8$term$2$rs$x_sext x_sext(
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

endmodule // mv_requant_l8$term$2$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // mv_requant_l8$term$2$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // mv_requant_l8$term$2$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$2$t3_q(d,q,clock);

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

endmodule // mv_requant_l8$term$2$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3(clock,adv,in_data,t);

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
    mv_requant_l8$term$3$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    mv_requant_l8$term$3$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    mv_requant_l8$term$3$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    mv_requant_l8$term$3$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    mv_requant_l8$term$3$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    mv_requant_l8$term$3$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    mv_requant_l8$term$3$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    mv_requant_l8$term$3$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    mv_requant_l8$term$3$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    mv_requant_l8$term$3$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    mv_requant_l8$term$3$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    mv_requant_l8$term$3$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    mv_requant_l8$term$3$t3_q t3_q(
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
endmodule // mv_requant_l8$term$3
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$3$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // mv_requant_l8$term$3$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$m1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$3$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$3$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$3$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$3$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$n1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$3$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$n2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$3$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$p1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$3$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$p2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$3$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$rs(x,n,y);

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
    mv_requant_l8$term$3$rs$x_sext x_sext(
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

endmodule // mv_requant_l8$term$3$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // mv_requant_l8$term$3$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // mv_requant_l8$term$3$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$3$t3_q(d,q,clock);

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

endmodule // mv_requant_l8$term$3$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4(clock,adv,in_data,t);

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
    mv_requant_l8$term$4$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    mv_requant_l8$term$4$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    mv_requant_l8$term$4$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    mv_requant_l8$term$4$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    mv_requant_l8$term$4$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    mv_requant_l8$term$4$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    mv_requant_l8$term$4$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    mv_requant_l8$term$4$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    mv_requant_l8$term$4$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    mv_requant_l8$term$4$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    mv_requant_l8$term$4$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    mv_requant_l8$term$4$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    mv_requant_l8$term$4$t3_q t3_q(
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
endmodule // mv_requant_l8$term$4
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$4$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // mv_requant_l8$term$4$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$m1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$4$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$4$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$4$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$4$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$n1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$4$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$n2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$4$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$p1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$4$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$p2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$4$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$rs(x,n,y);

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
    mv_requant_l8$term$4$rs$x_sext x_sext(
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

endmodule // mv_requant_l8$term$4$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // mv_requant_l8$term$4$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // mv_requant_l8$term$4$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$4$t3_q(d,q,clock);

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

endmodule // mv_requant_l8$term$4$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5(clock,adv,in_data,t);

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
    mv_requant_l8$term$5$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    mv_requant_l8$term$5$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    mv_requant_l8$term$5$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    mv_requant_l8$term$5$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    mv_requant_l8$term$5$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    mv_requant_l8$term$5$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    mv_requant_l8$term$5$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    mv_requant_l8$term$5$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    mv_requant_l8$term$5$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    mv_requant_l8$term$5$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    mv_requant_l8$term$5$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    mv_requant_l8$term$5$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    mv_requant_l8$term$5$t3_q t3_q(
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
endmodule // mv_requant_l8$term$5
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$5$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // mv_requant_l8$term$5$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$m1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$5$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$5$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$5$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$5$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$n1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$5$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$n2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$5$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$p1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$5$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$p2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$5$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$rs(x,n,y);

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
    mv_requant_l8$term$5$rs$x_sext x_sext(
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

endmodule // mv_requant_l8$term$5$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // mv_requant_l8$term$5$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // mv_requant_l8$term$5$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$5$t3_q(d,q,clock);

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

endmodule // mv_requant_l8$term$5$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6(clock,adv,in_data,t);

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
    mv_requant_l8$term$6$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    mv_requant_l8$term$6$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    mv_requant_l8$term$6$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    mv_requant_l8$term$6$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    mv_requant_l8$term$6$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    mv_requant_l8$term$6$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    mv_requant_l8$term$6$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    mv_requant_l8$term$6$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    mv_requant_l8$term$6$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    mv_requant_l8$term$6$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    mv_requant_l8$term$6$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    mv_requant_l8$term$6$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    mv_requant_l8$term$6$t3_q t3_q(
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
endmodule // mv_requant_l8$term$6
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$6$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // mv_requant_l8$term$6$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$m1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$6$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$6$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$6$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$6$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$n1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$6$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$n2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$6$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$p1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$6$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$p2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$6$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$rs(x,n,y);

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
    mv_requant_l8$term$6$rs$x_sext x_sext(
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

endmodule // mv_requant_l8$term$6$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // mv_requant_l8$term$6$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // mv_requant_l8$term$6$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$6$t3_q(d,q,clock);

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

endmodule // mv_requant_l8$term$6$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7(clock,adv,in_data,t);

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
    mv_requant_l8$term$7$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    mv_requant_l8$term$7$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    mv_requant_l8$term$7$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    mv_requant_l8$term$7$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    mv_requant_l8$term$7$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    mv_requant_l8$term$7$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    mv_requant_l8$term$7$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    mv_requant_l8$term$7$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    mv_requant_l8$term$7$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    mv_requant_l8$term$7$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    mv_requant_l8$term$7$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    mv_requant_l8$term$7$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    mv_requant_l8$term$7$t3_q t3_q(
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
endmodule // mv_requant_l8$term$7
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$7$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // mv_requant_l8$term$7$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$m1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$7$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // mv_requant_l8$term$7$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$7$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // mv_requant_l8$term$7$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$n1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$7$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$n2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$7$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$p1_q(d,q,clock);

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

endmodule // mv_requant_l8$term$7$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$p2_q(d,q,clock);

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

endmodule // mv_requant_l8$term$7$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$rs(x,n,y);

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
    mv_requant_l8$term$7$rs$x_sext x_sext(
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

endmodule // mv_requant_l8$term$7$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // mv_requant_l8$term$7$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // mv_requant_l8$term$7$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$term$7$t3_q(d,q,clock);

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

endmodule // mv_requant_l8$term$7$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$v1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$v1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$v2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$v2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$v3_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mv_requant_l8$v3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$y_q$0(d,q,clock);

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

endmodule // mv_requant_l8$y_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$y_q$1(d,q,clock);

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

endmodule // mv_requant_l8$y_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$y_q$2(d,q,clock);

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

endmodule // mv_requant_l8$y_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$y_q$3(d,q,clock);

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

endmodule // mv_requant_l8$y_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$y_q$4(d,q,clock);

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

endmodule // mv_requant_l8$y_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$y_q$5(d,q,clock);

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

endmodule // mv_requant_l8$y_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$y_q$6(d,q,clock);

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

endmodule // mv_requant_l8$y_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module mv_requant_l8$y_q$7(d,q,clock);

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

endmodule // mv_requant_l8$y_q$7
/* verilator lint_on DECLFILENAME */
