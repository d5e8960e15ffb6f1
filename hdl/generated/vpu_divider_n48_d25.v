// vpu_divider_n48_d25: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_divider_n48_d25(clock,reset,in_valid,in_ready,in_num,in_den,out_valid,out_ready,out_quot);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [47:0] in_num;
    input wire  [24:0] in_den;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [47:0] out_quot;

    // Constant declarations
    localparam  c_one_d = 25'h1;
    localparam  c_one_n = 48'h1;
    localparam  c_one8 = 8'h1;
    localparam  c_zero8 = 8'h0;
    localparam  c_zero_d = 25'h0;
    localparam  c_steps = 8'h30;
    localparam  c_nhalf = 48'h800000000000;
    localparam  c_dhalf = 25'h1000000;

    // Stub signals
    reg  [24:0] r_q$d;
    wire  [24:0] r_q$q;
    reg  r_q$clock;
    reg  [47:0] nq_q$d;
    wire  [47:0] nq_q$q;
    reg  nq_q$clock;
    reg  [24:0] den_q$d;
    wire  [24:0] den_q$q;
    reg  den_q$clock;
    reg  [7:0] cnt_q$d;
    wire  [7:0] cnt_q$q;
    reg  cnt_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;

    // Local signals
    reg  [24:0] r_sh;
    reg  ge;
    reg  in_fire;

    // Sub module instances
    vpu_divider_n48_d25$r_q r_q(
        .d(r_q$d),
        .q(r_q$q),
        .clock(r_q$clock)
    );
    vpu_divider_n48_d25$nq_q nq_q(
        .d(nq_q$d),
        .q(nq_q$q),
        .clock(nq_q$clock)
    );
    vpu_divider_n48_d25$den_q den_q(
        .d(den_q$d),
        .q(den_q$q),
        .clock(den_q$clock)
    );
    vpu_divider_n48_d25$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    vpu_divider_n48_d25$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );

    // Update code
    always @(*) begin
        r_q$clock = clock;
        nq_q$clock = clock;
        den_q$clock = clock;
        cnt_q$clock = clock;
        done_q$clock = clock;
        r_q$d = r_q$q;
        nq_q$d = nq_q$q;
        den_q$d = den_q$q;
        cnt_q$d = cnt_q$q;
        done_q$d = done_q$q;
        out_valid = done_q$q;
        out_quot = nq_q$q;
        in_ready = (cnt_q$q == c_zero8) & (~done_q$q | out_ready);
        in_fire = in_valid & in_ready;
        r_sh = r_q$q << c_one8;
        if (nq_q$q >= c_nhalf) begin
            r_sh = (r_q$q << c_one8) | c_one_d;
        end
        ge = (r_q$q >= c_dhalf) | (r_sh >= den_q$q);
        if (cnt_q$q != c_zero8) begin
            cnt_q$d = cnt_q$q - c_one8;
            nq_q$d = nq_q$q << c_one8;
            r_q$d = r_sh;
            if (ge) begin
                nq_q$d = (nq_q$q << c_one8) | c_one_n;
                r_q$d = r_sh - den_q$q;
            end
            if (cnt_q$q == c_one8) begin
                done_q$d = 1'b1;
            end
        end
        if (done_q$q & out_ready) begin
            done_q$d = 1'b0;
        end
        if (in_fire) begin
            r_q$d = c_zero_d;
            nq_q$d = in_num;
            den_q$d = in_den;
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
module vpu_divider_n48_d25$cnt_q(d,q,clock);

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

endmodule // vpu_divider_n48_d25$cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_divider_n48_d25$den_q(d,q,clock);

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

endmodule // vpu_divider_n48_d25$den_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_divider_n48_d25$done_q(d,q,clock);

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

endmodule // vpu_divider_n48_d25$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_divider_n48_d25$nq_q(d,q,clock);

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

endmodule // vpu_divider_n48_d25$nq_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_divider_n48_d25$r_q(d,q,clock);

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

endmodule // vpu_divider_n48_d25$r_q
/* verilator lint_on DECLFILENAME */
