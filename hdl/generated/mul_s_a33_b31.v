// mul_s_a33_b31: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.

// v-- Setting output parameters to net type for wrapped code.


module mul_s_a33_b31(a,b,p);

    // Module arguments
    input wire  [32:0] a;
    input wire  [30:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{31{a[32]}}, a};
    wire signed [63:0] b_x = {{33{b[30]}}, b};
    assign p = a_x * b_x;
endmodule // top
