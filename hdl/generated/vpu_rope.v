// vpu_rope: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_rope(clock,reset,in_valid,in_ready,in_data,out_valid,out_ready,out_data);

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
    vpu_rope$m_v0c m_v0c(
        .a(m_v0c$a),
        .b(m_v0c$b),
        .p(m_v0c$p)
    );
    vpu_rope$m_v1s m_v1s(
        .a(m_v1s$a),
        .b(m_v1s$b),
        .p(m_v1s$p)
    );
    vpu_rope$m_v0s m_v0s(
        .a(m_v0s$a),
        .b(m_v0s$b),
        .p(m_v0s$p)
    );
    vpu_rope$m_v1c m_v1c(
        .a(m_v1c$a),
        .b(m_v1c$b),
        .p(m_v1c$p)
    );
    vpu_rope$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    vpu_rope$v0c_q v0c_q(
        .d(v0c_q$d),
        .q(v0c_q$q),
        .clock(v0c_q$clock)
    );
    vpu_rope$v1s_q v1s_q(
        .d(v1s_q$d),
        .q(v1s_q$q),
        .clock(v1s_q$clock)
    );
    vpu_rope$v0s_q v0s_q(
        .d(v0s_q$d),
        .q(v0s_q$q),
        .clock(v0s_q$clock)
    );
    vpu_rope$v1c_q v1c_q(
        .d(v1c_q$d),
        .q(v1c_q$q),
        .clock(v1c_q$clock)
    );
    vpu_rope$x_v0c x_v0c(
        .x(x_v0c$x),
        .y(x_v0c$y)
    );
    vpu_rope$x_v1s x_v1s(
        .x(x_v1s$x),
        .y(x_v1s$y)
    );
    vpu_rope$x_v0s x_v0s(
        .x(x_v0s$x),
        .y(x_v0s$y)
    );
    vpu_rope$x_v1c x_v1c(
        .x(x_v1c$x),
        .y(x_v1c$y)
    );
    vpu_rope$rs0 rs0(
        .x(rs0$x),
        .n(rs0$n),
        .y(rs0$y)
    );
    vpu_rope$rs1 rs1(
        .x(rs1$x),
        .n(rs1$n),
        .y(rs1$y)
    );
    vpu_rope$pack pack(
        .hi(pack$hi),
        .lo(pack$lo),
        .y(pack$y)
    );
    vpu_rope$skid skid(
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
module vpu_rope$m_v0c(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [15:0] b;
    output wire  [47:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [47:0] a_x = {{16{a[31]}}, a};
    wire signed [47:0] b_x = {{32{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_rope$m_v0c
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$m_v0s(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [15:0] b;
    output wire  [47:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [47:0] a_x = {{16{a[31]}}, a};
    wire signed [47:0] b_x = {{32{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_rope$m_v0s
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$m_v1c(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [15:0] b;
    output wire  [47:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [47:0] a_x = {{16{a[31]}}, a};
    wire signed [47:0] b_x = {{32{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_rope$m_v1c
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$m_v1s(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [15:0] b;
    output wire  [47:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [47:0] a_x = {{16{a[31]}}, a};
    wire signed [47:0] b_x = {{32{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_rope$m_v1s
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$pack(hi,lo,y);

    // Module arguments
    input wire  [31:0] hi;
    input wire  [31:0] lo;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_rope$pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$rs0(x,n,y);

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
    vpu_rope$rs0$x_sext x_sext(
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

endmodule // vpu_rope$rs0
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$rs0$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_rope$rs0$x_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$rs1(x,n,y);

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
    vpu_rope$rs1$x_sext x_sext(
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

endmodule // vpu_rope$rs1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$rs1$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_rope$rs1$x_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_rope$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_rope$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_rope$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_rope$skid$skid_data_q skid_data_q(
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

endmodule // vpu_rope$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$skid$main_data_q(d,q,clock);

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

endmodule // vpu_rope$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rope$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_rope$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rope$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$v0c_q(d,q,clock);

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

endmodule // vpu_rope$v0c_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$v0s_q(d,q,clock);

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

endmodule // vpu_rope$v0s_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$v1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rope$v1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$v1c_q(d,q,clock);

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

endmodule // vpu_rope$v1c_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$v1s_q(d,q,clock);

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

endmodule // vpu_rope$v1s_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$x_v0c(x,y);

    // Module arguments
    input wire  [47:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{16{x[47]}}, x};
endmodule // vpu_rope$x_v0c
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$x_v0s(x,y);

    // Module arguments
    input wire  [47:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{16{x[47]}}, x};
endmodule // vpu_rope$x_v0s
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$x_v1c(x,y);

    // Module arguments
    input wire  [47:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{16{x[47]}}, x};
endmodule // vpu_rope$x_v1c
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rope$x_v1s(x,y);

    // Module arguments
    input wire  [47:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{16{x[47]}}, x};
endmodule // vpu_rope$x_v1s
/* verilator lint_on DECLFILENAME */
