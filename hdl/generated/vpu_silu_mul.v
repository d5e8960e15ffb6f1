// vpu_silu_mul: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_silu_mul(clock,reset,in_valid,in_ready,in_data,out_valid,out_ready,out_data,tbl_we,tbl_addr,tbl_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [63:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;
    input wire  tbl_we;
    input wire  [9:0] tbl_addr;
    input wire  [15:0] tbl_data;

    // Constant declarations
    localparam  sign = 32'h80000000;
    localparam  c_hi = 32'h80080000;
    localparam  c_lo = 32'h7ff80000;
    localparam  c_off = 21'h80000;
    localparam  one10 = 10'b1;
    localparam  rnd11 = 32'h400;
    localparam  rnd15 = 64'h4000;
    localparam  sig_one = 18'b1000000000000000;
    localparam  sig_zero = 18'b0;
    localparam  n16 = 8'h10;

    // Stub signals
    reg  bank_a$clock;
    reg  [9:0] bank_a$addr;
    reg  bank_a$we;
    reg  [15:0] bank_a$wdata;
    wire  [15:0] bank_a$rdata;
    reg  bank_b$clock;
    reg  [9:0] bank_b$addr;
    reg  bank_b$we;
    reg  [15:0] bank_b$wdata;
    wire  [15:0] bank_b$rdata;
    reg  v1_q$d;
    wire  v1_q$q;
    reg  v1_q$clock;
    reg  [31:0] x1_q$d;
    wire  [31:0] x1_q$q;
    reg  x1_q$clock;
    reg  [31:0] h3_1_q$d;
    wire  [31:0] h3_1_q$q;
    reg  h3_1_q$clock;
    reg  [9:0] idx1_q$d;
    wire  [9:0] idx1_q$q;
    reg  idx1_q$clock;
    reg  [10:0] f1_q$d;
    wire  [10:0] f1_q$q;
    reg  f1_q$clock;
    reg  hi1_q$d;
    wire  hi1_q$q;
    reg  hi1_q$clock;
    reg  lo1_q$d;
    wire  lo1_q$q;
    reg  lo1_q$clock;
    reg  [15:0] a_zext$x;
    wire  [16:0] a_zext$y;
    reg  [15:0] b_zext$x;
    wire  [16:0] b_zext$y;
    reg  [10:0] f_zext$x;
    wire  [11:0] f_zext$y;
    reg  [16:0] mul_l$a;
    reg  [11:0] mul_l$b;
    wire  [28:0] mul_l$p;
    reg  v2_q$d;
    wire  v2_q$q;
    reg  v2_q$clock;
    reg  [31:0] x2_q$d;
    wire  [31:0] x2_q$q;
    reg  x2_q$clock;
    reg  [31:0] h3_2_q$d;
    wire  [31:0] h3_2_q$q;
    reg  h3_2_q$clock;
    reg  [28:0] lp2_q$d;
    wire  [28:0] lp2_q$q;
    reg  lp2_q$clock;
    reg  [15:0] a2_q$d;
    wire  [15:0] a2_q$q;
    reg  a2_q$clock;
    reg  hi2_q$d;
    wire  hi2_q$q;
    reg  hi2_q$clock;
    reg  lo2_q$d;
    wire  lo2_q$q;
    reg  lo2_q$clock;
    reg  [28:0] lp_sext$x;
    wire  [31:0] lp_sext$y;
    reg  [15:0] a2_zext$x;
    wire  [17:0] a2_zext$y;
    reg  [31:0] mul_s$a;
    reg  [17:0] mul_s$b;
    wire  [49:0] mul_s$p;
    reg  v3_q$d;
    wire  v3_q$q;
    reg  v3_q$clock;
    reg  [31:0] h3_3_q$d;
    wire  [31:0] h3_3_q$q;
    reg  h3_3_q$clock;
    reg  [49:0] p3_q$d;
    wire  [49:0] p3_q$q;
    reg  p3_q$clock;
    reg  [49:0] p3_sext$x;
    wire  [63:0] p3_sext$y;
    reg  [31:0] mul_h$a;
    reg  [31:0] mul_h$b;
    wire  [63:0] mul_h$p;
    reg  v4_q$d;
    wire  v4_q$q;
    reg  v4_q$clock;
    reg  [63:0] p4_q$d;
    wire  [63:0] p4_q$q;
    reg  p4_q$clock;
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
    reg  [31:0] xs;
    reg  [20:0] u;
    reg  [9:0] raddr;
    reg  adv;
    // UNUSEDSIGNAL waived: rshr(lp, 11) is lp_rnd[28:11]; the low 11 bits are rounded away, the top 3 are sign copies (|lp| < 2^27)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [31:0] lp_rnd;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [17:0] sig;
    // UNUSEDSIGNAL waived: silu = rshr(h1 * sig, 15) is p3_rnd[46:15]; the low 15 bits are rounded away, the top 17 are sign copies (|silu| < 2^31)
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [63:0] p3_rnd;
    /* verilator lint_on UNUSEDSIGNAL */

    // Sub module instances
    vpu_silu_mul$bank_a bank_a(
        .clock(bank_a$clock),
        .addr(bank_a$addr),
        .we(bank_a$we),
        .wdata(bank_a$wdata),
        .rdata(bank_a$rdata)
    );
    vpu_silu_mul$bank_b bank_b(
        .clock(bank_b$clock),
        .addr(bank_b$addr),
        .we(bank_b$we),
        .wdata(bank_b$wdata),
        .rdata(bank_b$rdata)
    );
    vpu_silu_mul$v1_q v1_q(
        .d(v1_q$d),
        .q(v1_q$q),
        .clock(v1_q$clock)
    );
    vpu_silu_mul$x1_q x1_q(
        .d(x1_q$d),
        .q(x1_q$q),
        .clock(x1_q$clock)
    );
    vpu_silu_mul$h3_1_q h3_1_q(
        .d(h3_1_q$d),
        .q(h3_1_q$q),
        .clock(h3_1_q$clock)
    );
    vpu_silu_mul$idx1_q idx1_q(
        .d(idx1_q$d),
        .q(idx1_q$q),
        .clock(idx1_q$clock)
    );
    vpu_silu_mul$f1_q f1_q(
        .d(f1_q$d),
        .q(f1_q$q),
        .clock(f1_q$clock)
    );
    vpu_silu_mul$hi1_q hi1_q(
        .d(hi1_q$d),
        .q(hi1_q$q),
        .clock(hi1_q$clock)
    );
    vpu_silu_mul$lo1_q lo1_q(
        .d(lo1_q$d),
        .q(lo1_q$q),
        .clock(lo1_q$clock)
    );
    vpu_silu_mul$a_zext a_zext(
        .x(a_zext$x),
        .y(a_zext$y)
    );
    vpu_silu_mul$b_zext b_zext(
        .x(b_zext$x),
        .y(b_zext$y)
    );
    vpu_silu_mul$f_zext f_zext(
        .x(f_zext$x),
        .y(f_zext$y)
    );
    vpu_silu_mul$mul_l mul_l(
        .a(mul_l$a),
        .b(mul_l$b),
        .p(mul_l$p)
    );
    vpu_silu_mul$v2_q v2_q(
        .d(v2_q$d),
        .q(v2_q$q),
        .clock(v2_q$clock)
    );
    vpu_silu_mul$x2_q x2_q(
        .d(x2_q$d),
        .q(x2_q$q),
        .clock(x2_q$clock)
    );
    vpu_silu_mul$h3_2_q h3_2_q(
        .d(h3_2_q$d),
        .q(h3_2_q$q),
        .clock(h3_2_q$clock)
    );
    vpu_silu_mul$lp2_q lp2_q(
        .d(lp2_q$d),
        .q(lp2_q$q),
        .clock(lp2_q$clock)
    );
    vpu_silu_mul$a2_q a2_q(
        .d(a2_q$d),
        .q(a2_q$q),
        .clock(a2_q$clock)
    );
    vpu_silu_mul$hi2_q hi2_q(
        .d(hi2_q$d),
        .q(hi2_q$q),
        .clock(hi2_q$clock)
    );
    vpu_silu_mul$lo2_q lo2_q(
        .d(lo2_q$d),
        .q(lo2_q$q),
        .clock(lo2_q$clock)
    );
    vpu_silu_mul$lp_sext lp_sext(
        .x(lp_sext$x),
        .y(lp_sext$y)
    );
    vpu_silu_mul$a2_zext a2_zext(
        .x(a2_zext$x),
        .y(a2_zext$y)
    );
    vpu_silu_mul$mul_s mul_s(
        .a(mul_s$a),
        .b(mul_s$b),
        .p(mul_s$p)
    );
    vpu_silu_mul$v3_q v3_q(
        .d(v3_q$d),
        .q(v3_q$q),
        .clock(v3_q$clock)
    );
    vpu_silu_mul$h3_3_q h3_3_q(
        .d(h3_3_q$d),
        .q(h3_3_q$q),
        .clock(h3_3_q$clock)
    );
    vpu_silu_mul$p3_q p3_q(
        .d(p3_q$d),
        .q(p3_q$q),
        .clock(p3_q$clock)
    );
    vpu_silu_mul$p3_sext p3_sext(
        .x(p3_sext$x),
        .y(p3_sext$y)
    );
    vpu_silu_mul$mul_h mul_h(
        .a(mul_h$a),
        .b(mul_h$b),
        .p(mul_h$p)
    );
    vpu_silu_mul$v4_q v4_q(
        .d(v4_q$d),
        .q(v4_q$q),
        .clock(v4_q$clock)
    );
    vpu_silu_mul$p4_q p4_q(
        .d(p4_q$d),
        .q(p4_q$q),
        .clock(p4_q$clock)
    );
    vpu_silu_mul$rs rs(
        .x(rs$x),
        .n(rs$n),
        .y(rs$y)
    );
    vpu_silu_mul$skid skid(
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
        x1_q$clock = clock;
        h3_1_q$clock = clock;
        idx1_q$clock = clock;
        f1_q$clock = clock;
        hi1_q$clock = clock;
        lo1_q$clock = clock;
        v2_q$clock = clock;
        x2_q$clock = clock;
        h3_2_q$clock = clock;
        lp2_q$clock = clock;
        a2_q$clock = clock;
        hi2_q$clock = clock;
        lo2_q$clock = clock;
        v3_q$clock = clock;
        h3_3_q$clock = clock;
        p3_q$clock = clock;
        v4_q$clock = clock;
        p4_q$clock = clock;
        v1_q$d = v1_q$q;
        x1_q$d = x1_q$q;
        h3_1_q$d = h3_1_q$q;
        idx1_q$d = idx1_q$q;
        f1_q$d = f1_q$q;
        hi1_q$d = hi1_q$q;
        lo1_q$d = lo1_q$q;
        v2_q$d = v2_q$q;
        x2_q$d = x2_q$q;
        h3_2_q$d = h3_2_q$q;
        lp2_q$d = lp2_q$q;
        a2_q$d = a2_q$q;
        hi2_q$d = hi2_q$q;
        lo2_q$d = lo2_q$q;
        v3_q$d = v3_q$q;
        h3_3_q$d = h3_3_q$q;
        p3_q$d = p3_q$q;
        v4_q$d = v4_q$q;
        p4_q$d = p4_q$q;
        skid$clock = clock;
        skid$reset = reset;
        bank_a$clock = clock;
        bank_b$clock = clock;
        adv = ~v4_q$q | skid$s_ready;
        in_ready = adv;
        xs = in_data[(32'h0)+:(32)] ^ sign;
        u = in_data[(32'h0)+:(21)] + c_off;
        raddr = idx1_q$q;
        if (adv) begin
            raddr = u[(32'hb)+:(10)];
        end
        bank_a$we = tbl_we;
        bank_b$we = tbl_we;
        bank_a$wdata = tbl_data;
        bank_b$wdata = tbl_data;
        bank_a$addr = raddr;
        bank_b$addr = raddr + one10;
        if (tbl_we) begin
            bank_a$addr = tbl_addr;
            bank_b$addr = tbl_addr;
        end
        a_zext$x = bank_a$rdata;
        b_zext$x = bank_b$rdata;
        f_zext$x = f1_q$q;
        mul_l$a = b_zext$y - a_zext$y;
        mul_l$b = f_zext$y;
        lp_sext$x = lp2_q$q;
        lp_rnd = lp_sext$y + rnd11;
        a2_zext$x = a2_q$q;
        sig = a2_zext$y + lp_rnd[(32'hb)+:(18)];
        if (hi2_q$q) begin
            sig = sig_one;
        end
        if (lo2_q$q) begin
            sig = sig_zero;
        end
        mul_s$a = x2_q$q;
        mul_s$b = sig;
        p3_sext$x = p3_q$q;
        p3_rnd = p3_sext$y + rnd15;
        mul_h$a = p3_rnd[(32'hf)+:(32)];
        mul_h$b = h3_3_q$q;
        rs$x = p4_q$q;
        rs$n = n16;
        skid$s_valid = v4_q$q;
        skid$s_data = rs$y;
        if (adv) begin
            v1_q$d = in_valid;
            x1_q$d = in_data[(32'h0)+:(32)];
            h3_1_q$d = in_data[(32'h20)+:(32)];
            idx1_q$d = u[(32'hb)+:(10)];
            f1_q$d = u[(32'h0)+:(11)];
            hi1_q$d = xs >= c_hi;
            lo1_q$d = xs < c_lo;
            v2_q$d = v1_q$q;
            x2_q$d = x1_q$q;
            h3_2_q$d = h3_1_q$q;
            lp2_q$d = mul_l$p;
            a2_q$d = bank_a$rdata;
            hi2_q$d = hi1_q$q;
            lo2_q$d = lo1_q$q;
            v3_q$d = v2_q$q;
            h3_3_q$d = h3_2_q$q;
            p3_q$d = mul_s$p;
            v4_q$d = v3_q$q;
            p4_q$d = mul_h$p;
        end
        out_valid = skid$m_valid;
        out_data = skid$m_data;
        skid$m_ready = out_ready;
        if (reset) begin
            v1_q$d = 1'b0;
            v2_q$d = 1'b0;
            v3_q$d = 1'b0;
            v4_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$a2_q(d,q,clock);

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

endmodule // vpu_silu_mul$a2_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$a2_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [17:0] y;

    // Update code (wrapper)
    assign y = {{2{1'b0}}, x};
endmodule // vpu_silu_mul$a2_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$a_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_silu_mul$a_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$b_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_silu_mul$b_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$bank_a(clock,addr,we,wdata,rdata);

    // Module arguments
    input wire  clock;
    input wire  [9:0] addr;
    input wire  we;
    input wire  [15:0] wdata;
    output reg  [15:0] rdata;

    // Update code (custom)
    // Behavioural single-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [15:0] mem [0:1023];

    always @(posedge clock) begin
        if (we) begin
            mem[addr] <= wdata;
        end else begin
            rdata <= mem[addr];
        end
    end
endmodule // vpu_silu_mul$bank_a
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$bank_b(clock,addr,we,wdata,rdata);

    // Module arguments
    input wire  clock;
    input wire  [9:0] addr;
    input wire  we;
    input wire  [15:0] wdata;
    output reg  [15:0] rdata;

    // Update code (custom)
    // Behavioural single-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [15:0] mem [0:1023];

    always @(posedge clock) begin
        if (we) begin
            mem[addr] <= wdata;
        end else begin
            rdata <= mem[addr];
        end
    end
endmodule // vpu_silu_mul$bank_b
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$f1_q(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_silu_mul$f1_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$f_zext(x,y);

    // Module arguments
    input wire  [10:0] x;
    output wire  [11:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_silu_mul$f_zext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$h3_1_q(d,q,clock);

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

endmodule // vpu_silu_mul$h3_1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$h3_2_q(d,q,clock);

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

endmodule // vpu_silu_mul$h3_2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$h3_3_q(d,q,clock);

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

endmodule // vpu_silu_mul$h3_3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$hi1_q(d,q,clock);

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

endmodule // vpu_silu_mul$hi1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$hi2_q(d,q,clock);

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

endmodule // vpu_silu_mul$hi2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$idx1_q(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_silu_mul$idx1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$lo1_q(d,q,clock);

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

endmodule // vpu_silu_mul$lo1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$lo2_q(d,q,clock);

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

endmodule // vpu_silu_mul$lo2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$lp2_q(d,q,clock);

    // Module arguments
    input wire  [28:0] d;
    output reg  [28:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 29'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_silu_mul$lp2_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$lp_sext(x,y);

    // Module arguments
    input wire  [28:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{3{x[28]}}, x};
endmodule // vpu_silu_mul$lp_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$mul_h(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [31:0] b;
    output wire  [63:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [63:0] a_x = {{32{a[31]}}, a};
    wire signed [63:0] b_x = {{32{b[31]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_silu_mul$mul_h
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$mul_l(a,b,p);

    // Module arguments
    input wire  [16:0] a;
    input wire  [11:0] b;
    output wire  [28:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [28:0] a_x = {{12{a[16]}}, a};
    wire signed [28:0] b_x = {{17{b[11]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_silu_mul$mul_l
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$mul_s(a,b,p);

    // Module arguments
    input wire  [31:0] a;
    input wire  [17:0] b;
    output wire  [49:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [49:0] a_x = {{18{a[31]}}, a};
    wire signed [49:0] b_x = {{32{b[17]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_silu_mul$mul_s
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$p3_q(d,q,clock);

    // Module arguments
    input wire  [49:0] d;
    output reg  [49:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 50'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_silu_mul$p3_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$p3_sext(x,y);

    // Module arguments
    input wire  [49:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{14{x[49]}}, x};
endmodule // vpu_silu_mul$p3_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$p4_q(d,q,clock);

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

endmodule // vpu_silu_mul$p4_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$rs(x,n,y);

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
    vpu_silu_mul$rs$x_sext x_sext(
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

endmodule // vpu_silu_mul$rs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$rs$x_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {{64{x[63]}}, x};
endmodule // vpu_silu_mul$rs$x_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_silu_mul$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_silu_mul$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_silu_mul$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_silu_mul$skid$skid_data_q skid_data_q(
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

endmodule // vpu_silu_mul$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$skid$main_data_q(d,q,clock);

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

endmodule // vpu_silu_mul$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$skid$main_valid_q(d,q,clock);

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

endmodule // vpu_silu_mul$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_silu_mul$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$skid$skid_valid_q(d,q,clock);

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

endmodule // vpu_silu_mul$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$v1_q(d,q,clock);

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

endmodule // vpu_silu_mul$v1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$v2_q(d,q,clock);

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

endmodule // vpu_silu_mul$v2_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$v3_q(d,q,clock);

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

endmodule // vpu_silu_mul$v3_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$v4_q(d,q,clock);

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

endmodule // vpu_silu_mul$v4_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$x1_q(d,q,clock);

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

endmodule // vpu_silu_mul$x1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_silu_mul$x2_q(d,q,clock);

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

endmodule // vpu_silu_mul$x2_q
/* verilator lint_on DECLFILENAME */
