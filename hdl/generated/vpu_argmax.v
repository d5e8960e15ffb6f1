// vpu_argmax: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_argmax(clock,reset,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [31:0] in_data;
    input wire  in_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [63:0] out_data;

    // Constant declarations
    localparam  sign = 32'h80000000;
    localparam  one = 32'h1;
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] best_q$d;
    wire  [31:0] best_q$q;
    reg  best_q$clock;
    reg  [31:0] best_idx_q$d;
    wire  [31:0] best_idx_q$q;
    reg  best_idx_q$clock;
    reg  [31:0] cnt_q$d;
    wire  [31:0] cnt_q$q;
    reg  cnt_q$clock;
    reg  any_q$d;
    wire  any_q$q;
    reg  any_q$clock;
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
    reg  take;
    reg  [31:0] cur_best;
    reg  [31:0] cur_idx;
    reg  fire;

    // Sub module instances
    vpu_argmax$best_q best_q(
        .d(best_q$d),
        .q(best_q$q),
        .clock(best_q$clock)
    );
    vpu_argmax$best_idx_q best_idx_q(
        .d(best_idx_q$d),
        .q(best_idx_q$q),
        .clock(best_idx_q$clock)
    );
    vpu_argmax$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    vpu_argmax$any_q any_q(
        .d(any_q$d),
        .q(any_q$q),
        .clock(any_q$clock)
    );
    vpu_argmax$pack pack(
        .hi(pack$hi),
        .lo(pack$lo),
        .y(pack$y)
    );
    vpu_argmax$skid skid(
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
        best_q$clock = clock;
        best_idx_q$clock = clock;
        cnt_q$clock = clock;
        any_q$clock = clock;
        best_q$d = best_q$q;
        best_idx_q$d = best_idx_q$q;
        cnt_q$d = cnt_q$q;
        any_q$d = any_q$q;
        skid$clock = clock;
        skid$reset = reset;
        take = ~any_q$q | ((in_data ^ sign) > (best_q$q ^ sign));
        cur_best = best_q$q;
        cur_idx = best_idx_q$q;
        if (take) begin
            cur_best = in_data;
            cur_idx = cnt_q$q;
        end
        in_ready = skid$s_ready;
        fire = in_valid & skid$s_ready;
        skid$s_valid = in_valid & in_last;
        pack$hi = cur_best;
        pack$lo = cur_idx;
        skid$s_data = pack$y;
        if (fire) begin
            if (in_last) begin
                any_q$d = 1'b0;
                cnt_q$d = zero;
            end
            else begin
                any_q$d = 1'b1;
                cnt_q$d = cnt_q$q + one;
                best_q$d = cur_best;
                best_idx_q$d = cur_idx;
            end
        end
        out_valid = skid$m_valid;
        out_data = skid$m_data;
        skid$m_ready = out_ready;
        if (reset) begin
            any_q$d = 1'b0;
            cnt_q$d = zero;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_argmax$any_q(d,q,clock);

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

endmodule // vpu_argmax$any_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_argmax$best_idx_q(d,q,clock);

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

endmodule // vpu_argmax$best_idx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_argmax$best_q(d,q,clock);

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

endmodule // vpu_argmax$best_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_argmax$cnt_q(d,q,clock);

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

endmodule // vpu_argmax$cnt_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_argmax$pack(hi,lo,y);

    // Module arguments
    input wire  [31:0] hi;
    input wire  [31:0] lo;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_argmax$pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_argmax$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_argmax$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_argmax$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_argmax$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_argmax$skid$skid_data_q skid_data_q(
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

endmodule // vpu_argmax$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_argmax$skid$main_data_q(d,q,clock);

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

endmodule // vpu_argmax$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_argmax$skid$main_valid_q(d,q,clock);

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

endmodule // vpu_argmax$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_argmax$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_argmax$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_argmax$skid$skid_valid_q(d,q,clock);

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

endmodule // vpu_argmax$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */
