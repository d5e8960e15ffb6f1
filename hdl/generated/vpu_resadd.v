// vpu_resadd: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_resadd(clock,reset,in_valid,in_ready,in_data,out_valid,out_ready,out_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [63:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;

    // Constant declarations
    localparam  sat_max = 32'h7fffffff;
    localparam  sat_min = 32'h80000000;

    // Stub signals
    reg  [31:0] x_sext$x;
    wire  [32:0] x_sext$y;
    reg  [31:0] y_sext$x;
    wire  [32:0] y_sext$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [31:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [31:0] skid$m_data;

    // Local signals
    reg  [32:0] sum;

    // Sub module instances
    vpu_resadd$x_sext x_sext(
        .x(x_sext$x),
        .y(x_sext$y)
    );
    vpu_resadd$y_sext y_sext(
        .x(y_sext$x),
        .y(y_sext$y)
    );
    vpu_resadd$skid skid(
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
        skid$clock = clock;
        skid$reset = reset;
        x_sext$x = in_data[(32'h0)+:(32)];
        y_sext$x = in_data[(32'h20)+:(32)];
        sum = x_sext$y + y_sext$y;
        skid$s_data = sum[(32'h0)+:(32)];
        if (sum[32'h20] ^ sum[32'h1f]) begin
            if (sum[32'h20]) begin
                skid$s_data = sat_min;
            end
            else begin
                skid$s_data = sat_max;
            end
        end
        skid$s_valid = in_valid;
        in_ready = skid$s_ready;
        out_valid = skid$m_valid;
        out_data = skid$m_data;
        skid$m_ready = out_ready;
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_resadd$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_resadd$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_resadd$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_resadd$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_resadd$skid$skid_data_q skid_data_q(
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

endmodule // vpu_resadd$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_resadd$skid$main_data_q(d,q,clock);

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

endmodule // vpu_resadd$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_resadd$skid$main_valid_q(d,q,clock);

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

endmodule // vpu_resadd$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_resadd$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_resadd$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_resadd$skid$skid_valid_q(d,q,clock);

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

endmodule // vpu_resadd$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_resadd$x_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_resadd$x_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_resadd$y_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_resadd$y_sext
/* verilator lint_on DECLFILENAME */
