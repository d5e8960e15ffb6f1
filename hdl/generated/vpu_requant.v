// vpu_requant: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_requant(clock,reset,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data);

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
    vpu_requant$term term(
        .clock(term$clock),
        .adv(term$adv),
        .in_data(term$in_data),
        .t(term$t)
    );
    vpu_requant$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    vpu_requant$l1_q l1_q(
        .d(l1_q$d),
        .q(l1_q$q),
        .clock(l1_q$clock)
    );
    vpu_requant$v2_q v2_q(
        .d(v2_q$d),
        .q(v2_q$q),
        .clock(v2_q$clock)
    );
    vpu_requant$l2_q l2_q(
        .d(l2_q$d),
        .q(l2_q$q),
        .clock(l2_q$clock)
    );
    vpu_requant$v3_q v3_q(
        .d(v3_q$d),
        .q(v3_q$q),
        .clock(v3_q$clock)
    );
    vpu_requant$l3_q l3_q(
        .d(l3_q$d),
        .q(l3_q$q),
        .clock(l3_q$clock)
    );
    vpu_requant$sum_q sum_q(
        .d(sum_q$d),
        .q(sum_q$q),
        .clock(sum_q$clock)
    );
    vpu_requant$skid skid(
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
module vpu_requant$l1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_requant$l1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$l2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_requant$l2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$l3_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_requant$l3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_requant$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_requant$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_requant$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_requant$skid$skid_data_q skid_data_q(
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

endmodule // vpu_requant$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$skid$main_data_q(d,q,clock);

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

endmodule // vpu_requant$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_requant$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_requant$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_requant$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$sum_q(d,q,clock);

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

endmodule // vpu_requant$sum_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term(clock,adv,in_data,t);

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
    vpu_requant$term$am_zext am_zext(
        .x(am_zext$x),
        .y(am_zext$y)
    );
    vpu_requant$term$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    vpu_requant$term$e_zext e_zext(
        .x(e_zext$x),
        .y(e_zext$y)
    );
    vpu_requant$term$s_zext s_zext(
        .x(s_zext$x),
        .y(s_zext$y)
    );
    vpu_requant$term$mul1 mul1(
        .a(mul1$a),
        .b(mul1$b),
        .p(mul1$p)
    );
    vpu_requant$term$mul2 mul2(
        .a(mul2$a),
        .b(mul2$b),
        .p(mul2$p)
    );
    vpu_requant$term$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    vpu_requant$term$p1_q p1_q(
        .d(p1_q$d),
        .q(p1_q$q),
        .clock(p1_q$clock)
    );
    vpu_requant$term$m1_q m1_q(
        .d(m1_q$d),
        .q(m1_q$q),
        .clock(m1_q$clock)
    );
    vpu_requant$term$n1_q n1_q(
        .d(n1_q$d),
        .q(n1_q$q),
        .clock(n1_q$clock)
    );
    vpu_requant$term$p2_q p2_q(
        .d(p2_q$d),
        .q(p2_q$q),
        .clock(p2_q$clock)
    );
    vpu_requant$term$n2_q n2_q(
        .d(n2_q$d),
        .q(n2_q$q),
        .clock(n2_q$clock)
    );
    vpu_requant$term$t3_q t3_q(
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
endmodule // vpu_requant$term
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$am_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_requant$term$am_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$e_zext(x,y);

    // Module arguments
    input wire  [4:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{3{1'b0}}, x};
endmodule // vpu_requant$term$e_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$m1_q(d,q,clock);

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

endmodule // vpu_requant$term$m1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$m_zext(x,y);

    // Module arguments
    input wire  [14:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_requant$term$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$mul1(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [16:0] b;
    output wire  [48:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [48:0] a_x = {{17{a[31]}}, a};
    wire signed [48:0] b_x = {{32{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_requant$term$mul1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$mul2(a,b,p);

    // Module arguments
    input wire  [47:0] a;
    input wire  [15:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{16{a[47]}}, a};
    wire signed [63:0] b_x = {{48{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_requant$term$mul2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$n1_q(d,q,clock);

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

endmodule // vpu_requant$term$n1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$n2_q(d,q,clock);

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

endmodule // vpu_requant$term$n2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$p1_q(d,q,clock);

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

endmodule // vpu_requant$term$p1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$p2_q(d,q,clock);

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

endmodule // vpu_requant$term$p2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$rs(x,n,y);

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
    vpu_requant$term$rs$x_sext x_sext(
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

endmodule // vpu_requant$term$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_requant$term$rs$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$s_zext(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [7:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // vpu_requant$term$s_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$term$t3_q(d,q,clock);

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

endmodule // vpu_requant$term$t3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$v1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_requant$v1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$v2_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_requant$v2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_requant$v3_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_requant$v3_q
/* verilator lint_on DECLFILENAME */
