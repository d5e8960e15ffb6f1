// vpu_embed: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_embed(clock,reset,in_valid,in_ready,in_data,out_valid,out_ready,out_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [31:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;

    // Constant declarations
    localparam  zero7 = 7'b0;
    localparam  c16 = 8'h10;
    localparam  c80 = 8'h50;

    // Stub signals
    reg  [7:0] q_sext16$x;
    wire  [15:0] q_sext16$y;
    reg  [7:0] q_sext9$x;
    wire  [8:0] q_sext9$y;
    reg  [8:0] q_x128$hi;
    reg  [6:0] q_x128$lo;
    wire  [15:0] q_x128$y;
    reg  [15:0] m_zext$x;
    wire  [16:0] m_zext$y;
    reg  [15:0] mul$a;
    reg  [16:0] mul$b;
    wire  [32:0] mul$p;
    reg  v1_q$d;
    wire  v1_q$q;
    reg  v1_q$clock;
    reg  [32:0] p_q$d;
    wire  [32:0] p_q$q;
    reg  p_q$clock;
    reg  [7:0] n_q$d;
    wire  [7:0] n_q$q;
    reg  n_q$clock;
    reg  [32:0] p_sext$x;
    wire  [63:0] p_sext$y;
    reg  [63:0] rs$x;
    reg  [7:0] rs$n;
    wire  [31:0] rs$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [31:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [31:0] skid$m_data;

    // Local signals
    reg  [7:0] s_cl;
    reg  adv;

    // Sub module instances
    vpu_embed$q_sext16 q_sext16(
        .x(q_sext16$x),
        .y(q_sext16$y)
    );
    vpu_embed$q_sext9 q_sext9(
        .x(q_sext9$x),
        .y(q_sext9$y)
    );
    vpu_embed$q_x128 q_x128(
        .hi(q_x128$hi),
        .lo(q_x128$lo),
        .y(q_x128$y)
    );
    vpu_embed$m_zext m_zext(
        .x(m_zext$x),
        .y(m_zext$y)
    );
    vpu_embed$mul mul(
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    vpu_embed$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    vpu_embed$p_q p_q(
        .d(p_q$d),
        .q(p_q$q),
        .clock(p_q$clock)
    );
    vpu_embed$n_q n_q(
        .d(n_q$d),
        .q(n_q$q),
        .clock(n_q$clock)
    );
    vpu_embed$p_sext p_sext(
        .x(p_sext$x),
        .y(p_sext$y)
    );
    vpu_embed$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    vpu_embed$skid skid(
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
        p_q$clock = clock;
        n_q$clock = clock;
        v1_q$d = v1_q$q;
        p_q$d = p_q$q;
        n_q$d = n_q$q;
        skid$clock = clock;
        skid$reset = reset;
        q_sext16$x = in_data[(32'h0)+:(8)];
        q_sext9$x = in_data[(32'h0)+:(8)];
        q_x128$hi = q_sext9$y;
        q_x128$lo = zero7;
        m_zext$x = in_data[(32'h8)+:(16)];
        mul$a = q_x128$y - q_sext16$y;
        mul$b = m_zext$y;
        s_cl = in_data[(32'h18)+:(8)];
        if (in_data[(32'h18)+:(8)] > c80) begin
            s_cl = c80;
        end
        adv = ~v1_q$q | skid$s_ready;
        in_ready = adv;
        if (adv) begin
            v1_q$d = in_valid;
            p_q$d = mul$p;
            n_q$d = s_cl - c16;
        end
        p_sext$x = p_q$q;
        rs$x = p_sext$y;
        rs$n = n_q$q;
        skid$s_valid = v1_q$q;
        skid$s_data = rs$y;
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
module vpu_embed$m_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_embed$m_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$mul(a,b,p);

    // Module arguments
    input wire  [15:0] a;
    input wire  [16:0] b;
    output wire  [32:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [32:0] a_x = {{17{a[15]}}, a};
    wire signed [32:0] b_x = {{16{b[16]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_embed$mul
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$n_q(d,q,clock);

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

endmodule // vpu_embed$n_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$p_q(d,q,clock);

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

endmodule // vpu_embed$p_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$p_sext(x,y);

    // Module arguments
    input wire  [32:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{31{x[32]}}, x};
endmodule // vpu_embed$p_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$q_sext16(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{8{x[7]}}, x};
endmodule // vpu_embed$q_sext16
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$q_sext9(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [8:0] y;

    // Update code (wrapper)
    assign y = {{1{x[7]}}, x};
endmodule // vpu_embed$q_sext9
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$q_x128(hi,lo,y);

    // Module arguments
    input wire  [8:0] hi;
    input wire  [6:0] lo;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_embed$q_x128
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$rs(x,n,y);

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
    vpu_embed$rs$x_sext x_sext(
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

endmodule // vpu_embed$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_embed$rs$x_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_embed$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_embed$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_embed$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_embed$skid$skid_data_q skid_data_q(
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

endmodule // vpu_embed$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$skid$main_data_q(d,q,clock);

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

endmodule // vpu_embed$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$skid$main_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_embed$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_embed$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$skid$skid_valid_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_embed$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_embed$v1_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_embed$v1_q
/* verilator lint_on DECLFILENAME */
