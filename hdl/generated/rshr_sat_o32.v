// rshr_sat_o32: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module rshr_sat_o32(x,n,y);

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
    rshr_sat_o32$x_sext x_sext(
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

endmodule // top

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module rshr_sat_o32$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // rshr_sat_o32$x_sext
/* verilator lint_on DECLFILENAME */
