// vpu_isqrt_r48: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_isqrt_r48(clock,reset,in_valid,in_ready,in_rad,out_valid,out_ready,out_root);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [47:0] in_rad;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [23:0] out_root;

    // Constant declarations
    localparam  c_one = 26'h1;
    localparam  c_zero = 26'h0;
    localparam  c_one8 = 8'h1;
    localparam  c_two8 = 8'h2;
    localparam  c_zero8 = 8'h0;
    localparam  c_steps = 8'h18;
    localparam  c_b1 = 48'h800000000000;
    localparam  c_b0 = 48'h400000000000;
    localparam  c_lowmask = 48'h7fffffffffff;
    localparam  c_two = 26'h2;

    // Stub signals
    reg  [47:0] rad_q$d;
    wire  [47:0] rad_q$q;
    reg  rad_q$clock;
    reg  [25:0] rem_q$d;
    wire  [25:0] rem_q$q;
    reg  rem_q$clock;
    reg  [25:0] root_q$d;
    wire  [25:0] root_q$q;
    reg  root_q$clock;
    reg  [7:0] cnt_q$d;
    wire  [7:0] cnt_q$q;
    reg  cnt_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;

    // Local signals
    reg  [25:0] two;
    reg  [25:0] rem_sh;
    reg  [25:0] trial;
    reg  in_fire;

    // Sub module instances
    vpu_isqrt_r48$rad_q rad_q(
        .d(rad_q$d),
        .q(rad_q$q),
        .clock(rad_q$clock)
    );
    vpu_isqrt_r48$rem_q rem_q(
        .d(rem_q$d),
        .q(rem_q$q),
        .clock(rem_q$clock)
    );
    vpu_isqrt_r48$root_q root_q(
        .d(root_q$d),
        .q(root_q$q),
        .clock(root_q$clock)
    );
    vpu_isqrt_r48$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    vpu_isqrt_r48$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );

    // Update code
    always @(*) begin
        rad_q$clock = clock;
        rem_q$clock = clock;
        root_q$clock = clock;
        cnt_q$clock = clock;
        done_q$clock = clock;
        rad_q$d = rad_q$q;
        rem_q$d = rem_q$q;
        root_q$d = root_q$q;
        cnt_q$d = cnt_q$q;
        done_q$d = done_q$q;
        out_valid = done_q$q;
        out_root = root_q$q[(32'h0)+:(24)];
        in_ready = (cnt_q$q == c_zero8) & (~done_q$q | out_ready);
        in_fire = in_valid & in_ready;
        two = c_zero;
        if (rad_q$q >= c_b1) begin
            two = c_two;
        end
        if ((rad_q$q & c_lowmask) >= c_b0) begin
            two = two | c_one;
        end
        rem_sh = (rem_q$q << c_two8) | two;
        trial = (root_q$q << c_two8) | c_one;
        if (cnt_q$q != c_zero8) begin
            cnt_q$d = cnt_q$q - c_one8;
            rad_q$d = rad_q$q << c_two8;
            rem_q$d = rem_sh;
            root_q$d = root_q$q << c_one8;
            if (rem_sh >= trial) begin
                rem_q$d = rem_sh - trial;
                root_q$d = (root_q$q << c_one8) | c_one;
            end
            if (cnt_q$q == c_one8) begin
                done_q$d = 1'b1;
            end
        end
        if (done_q$q & out_ready) begin
            done_q$d = 1'b0;
        end
        if (in_fire) begin
            rad_q$d = in_rad;
            rem_q$d = c_zero;
            root_q$d = c_zero;
            cnt_q$d = c_steps;
        end
        if (reset) begin
            cnt_q$d = c_zero8;
            done_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_isqrt_r48$cnt_q(d,q,clock);

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

endmodule // vpu_isqrt_r48$cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_isqrt_r48$done_q(d,q,clock);

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

endmodule // vpu_isqrt_r48$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_isqrt_r48$rad_q(d,q,clock);

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

endmodule // vpu_isqrt_r48$rad_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_isqrt_r48$rem_q(d,q,clock);

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

endmodule // vpu_isqrt_r48$rem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_isqrt_r48$root_q(d,q,clock);

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

endmodule // vpu_isqrt_r48$root_q
/* verilator lint_on DECLFILENAME */
