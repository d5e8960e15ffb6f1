// vpu_pv_h64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_pv_h64(clock,reset,cfg_head_size,cfg_err,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] cfg_head_size;
    output reg  cfg_err;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [36:0] in_data;
    input wire  in_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;
    output reg  out_last;

    // Constant declarations
    localparam  c_zero1 = 1'b0;
    localparam  c_one1 = 1'b1;
    localparam  c_zero16 = 16'h0;
    localparam  c_one16 = 16'h1;
    localparam  c_cap16 = 16'h40;
    localparam  c_zero64 = 64'h0;
    localparam  c_max64 = 64'h7fffffffffffffff;
    localparam  c_min64 = 64'h8000000000000000;
    localparam  c_half65 = 65'h4000;
    localparam  c_ones19 = 19'b1111111111111111111;
    localparam  c_zero19 = 19'b0;
    localparam  c_max32 = 32'h7fffffff;
    localparam  c_min32 = 32'h80000000;

    // Stub signals
    reg  ram$clock;
    reg  ram$we;
    reg  [5:0] ram$waddr;
    reg  [63:0] ram$wdata;
    reg  [5:0] ram$raddr;
    wire  [63:0] ram$rdata;
    reg  [16:0] mul$a;
    reg  [15:0] mul$b;
    wire  [32:0] mul$p;
    reg  [15:0] p_zext$x;
    wire  [16:0] p_zext$y;
    reg  [32:0] prod_sext$x;
    wire  [63:0] prod_sext$y;
    reg  [63:0] new_sext$x;
    wire  [64:0] new_sext$y;
    reg  ocat$hi;
    reg  [31:0] ocat$lo;
    wire  [32:0] ocat$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [32:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [32:0] skid$m_data;
    reg  [15:0] idx_q$d;
    wire  [15:0] idx_q$q;
    reg  idx_q$clock;
    reg  first_q$d;
    wire  first_q$q;
    reg  first_q$clock;
    reg  s1v_q$d;
    wire  s1v_q$q;
    reg  s1v_q$clock;
    reg  [63:0] s1term_q$d;
    wire  [63:0] s1term_q$q;
    reg  s1term_q$clock;
    reg  [5:0] s1idx_q$d;
    wire  [5:0] s1idx_q$q;
    reg  s1idx_q$clock;
    reg  s1first_q$d;
    wire  s1first_q$q;
    reg  s1first_q$clock;
    reg  s1out_q$d;
    wire  s1out_q$q;
    reg  s1out_q$clock;
    reg  s1olast_q$d;
    wire  s1olast_q$q;
    reg  s1olast_q$clock;
    reg  fwdv_q$d;
    wire  fwdv_q$q;
    reg  fwdv_q$clock;
    reg  [5:0] fwdidx_q$d;
    wire  [5:0] fwdidx_q$q;
    reg  fwdidx_q$clock;
    reg  [63:0] fwdval_q$d;
    wire  [63:0] fwdval_q$q;
    reg  fwdval_q$clock;

    // Local signals
    reg  err;
    reg  adv;
    reg  fire;
    reg  rec_end;
    reg  [15:0] hs_m1;
    reg  [4:0] ev;
    reg  [63:0] acc_old;
    reg  [63:0] sum;
    reg  [63:0] acc_upd;
    // UNUSEDSIGNAL waived: rshr(new, 15) keeps bits 64..15 of new + 2^14; bits 14..0 are the fraction the rounding shift drops
    /* verilator lint_off UNUSEDSIGNAL */
    reg  [64:0] t65;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  [49:0] r50;
    reg  [18:0] top19;
    reg  [31:0] o32;
    reg  last1;

    // Sub module instances
    vpu_pv_h64$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_pv_h64$mul mul(
        .a(mul$a),
        .b(mul$b),
        .p(mul$p)
    );
    vpu_pv_h64$p_zext p_zext(
        .x(p_zext$x),
        .y(p_zext$y)
    );
    vpu_pv_h64$prod_sext prod_sext(
        .x(prod_sext$x),
        .y(prod_sext$y)
    );
    vpu_pv_h64$new_sext new_sext(
        .x(new_sext$x),
        .y(new_sext$y)
    );
    vpu_pv_h64$ocat ocat(
        .hi(ocat$hi),
        .lo(ocat$lo),
        .y(ocat$y)
    );
    vpu_pv_h64$skid skid(
        .clock(skid$clock),
        .reset(skid$reset),
        .s_valid(skid$s_valid),
        .s_ready(skid$s_ready),
        .s_data(skid$s_data),
        .m_valid(skid$m_valid),
        .m_ready(skid$m_ready),
        .m_data(skid$m_data)
    );
    vpu_pv_h64$idx_q idx_q(
        .d(idx_q$d),
        .q(idx_q$q),
        .clock(idx_q$clock)
    );
    vpu_pv_h64$first_q first_q(
        .d(first_q$d),
        .q(first_q$q),
        .clock(first_q$clock)
    );
    vpu_pv_h64$s1v_q s1v_q(
        .d(s1v_q$d),
        .q(s1v_q$q),
        .clock(s1v_q$clock)
    );
    vpu_pv_h64$s1term_q s1term_q(
        .d(s1term_q$d),
        .q(s1term_q$q),
        .clock(s1term_q$clock)
    );
    vpu_pv_h64$s1idx_q s1idx_q(
        .d(s1idx_q$d),
        .q(s1idx_q$q),
        .clock(s1idx_q$clock)
    );
    vpu_pv_h64$s1first_q s1first_q(
        .d(s1first_q$d),
        .q(s1first_q$q),
        .clock(s1first_q$clock)
    );
    vpu_pv_h64$s1out_q s1out_q(
        .d(s1out_q$d),
        .q(s1out_q$q),
        .clock(s1out_q$clock)
    );
    vpu_pv_h64$s1olast_q s1olast_q(
        .d(s1olast_q$d),
        .q(s1olast_q$q),
        .clock(s1olast_q$clock)
    );
    vpu_pv_h64$fwdv_q fwdv_q(
        .d(fwdv_q$d),
        .q(fwdv_q$q),
        .clock(fwdv_q$clock)
    );
    vpu_pv_h64$fwdidx_q fwdidx_q(
        .d(fwdidx_q$d),
        .q(fwdidx_q$q),
        .clock(fwdidx_q$clock)
    );
    vpu_pv_h64$fwdval_q fwdval_q(
        .d(fwdval_q$d),
        .q(fwdval_q$q),
        .clock(fwdval_q$clock)
    );

    // Update code
    always @(*) begin
        idx_q$clock = clock;
        first_q$clock = clock;
        s1v_q$clock = clock;
        s1term_q$clock = clock;
        s1idx_q$clock = clock;
        s1first_q$clock = clock;
        s1out_q$clock = clock;
        s1olast_q$clock = clock;
        fwdv_q$clock = clock;
        fwdidx_q$clock = clock;
        fwdval_q$clock = clock;
        idx_q$d = idx_q$q;
        first_q$d = first_q$q;
        s1v_q$d = s1v_q$q;
        s1term_q$d = s1term_q$q;
        s1idx_q$d = s1idx_q$q;
        s1first_q$d = s1first_q$q;
        s1out_q$d = s1out_q$q;
        s1olast_q$d = s1olast_q$q;
        fwdv_q$d = fwdv_q$q;
        fwdidx_q$d = fwdidx_q$q;
        fwdval_q$d = fwdval_q$q;
        ram$clock = clock;
        skid$clock = clock;
        skid$reset = reset;
        err = (cfg_head_size == c_zero16) | (cfg_head_size > c_cap16);
        cfg_err = err;
        adv = ~(s1v_q$q & s1out_q$q) | skid$s_ready;
        in_ready = adv & ~err;
        fire = in_valid & adv & ~err;
        hs_m1 = cfg_head_size - c_one16;
        rec_end = idx_q$q == hs_m1;
        p_zext$x = in_data[(32'h15)+:(16)];
        mul$a = p_zext$y;
        mul$b = in_data[(32'h0)+:(16)];
        prod_sext$x = mul$p;
        ev = in_data[(32'h10)+:(5)];
        ram$raddr = s1idx_q$q;
        if (adv) begin
            ram$raddr = idx_q$q[(32'h0)+:(6)];
        end
        acc_old = ram$rdata;
        if (fwdv_q$q & (fwdidx_q$q == s1idx_q$q)) begin
            acc_old = fwdval_q$q;
        end
        if (s1first_q$q) begin
            acc_old = c_zero64;
        end
        sum = acc_old + s1term_q$q;
        acc_upd = sum;
        if ((acc_old[32'h3f] == s1term_q$q[32'h3f]) & (sum[32'h3f] != acc_old[32'h3f])) begin
            if (acc_old[32'h3f]) begin
                acc_upd = c_min64;
            end
            else begin
                acc_upd = c_max64;
            end
        end
        ram$we = s1v_q$q & adv;
        ram$waddr = s1idx_q$q;
        ram$wdata = acc_upd;
        fwdv_q$d = s1v_q$q & adv;
        fwdidx_q$d = s1idx_q$q;
        fwdval_q$d = acc_upd;
        new_sext$x = acc_upd;
        t65 = new_sext$y + c_half65;
        r50 = t65[(32'hf)+:(50)];
        top19 = r50[(32'h1f)+:(19)];
        o32 = r50[(32'h0)+:(32)];
        if ((top19 != c_zero19) & (top19 != c_ones19)) begin
            if (r50[32'h31]) begin
                o32 = c_min32;
            end
            else begin
                o32 = c_max32;
            end
        end
        last1 = c_zero1;
        if (s1olast_q$q) begin
            last1 = c_one1;
        end
        ocat$hi = last1;
        ocat$lo = o32;
        skid$s_valid = s1v_q$q & s1out_q$q;
        skid$s_data = ocat$y;
        skid$m_ready = out_ready;
        out_valid = skid$m_valid;
        out_data = skid$m_data[(32'h0)+:(32)];
        out_last = skid$m_data[32'h20];
        if (adv) begin
            s1v_q$d = fire;
            s1term_q$d = prod_sext$y << ev;
            s1idx_q$d = idx_q$q[(32'h0)+:(6)];
            s1first_q$d = first_q$q;
            s1out_q$d = in_last;
            s1olast_q$d = in_last & rec_end;
        end
        if (fire) begin
            idx_q$d = idx_q$q + c_one16;
            if (rec_end) begin
                idx_q$d = c_zero16;
                first_q$d = in_last;
            end
        end
        if (reset) begin
            idx_q$d = c_zero16;
            first_q$d = 1'b1;
            s1v_q$d = 1'b0;
            fwdv_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$first_q(d,q,clock);

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

endmodule // vpu_pv_h64$first_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$fwdidx_q(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_pv_h64$fwdidx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$fwdv_q(d,q,clock);

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

endmodule // vpu_pv_h64$fwdv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$fwdval_q(d,q,clock);

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

endmodule // vpu_pv_h64$fwdval_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$idx_q(d,q,clock);

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

endmodule // vpu_pv_h64$idx_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$mul(a,b,p);

    // Module arguments
    input wire  [16:0] a;
    input wire  [15:0] b;
    output wire  [32:0] p;

    // Update code (wrapper)
    // exact signed product: both operands sign-extended to the product width
    wire signed [32:0] a_x = {{16{a[16]}}, a};
    wire signed [32:0] b_x = {{17{b[15]}}, b};
    assign p = a_x * b_x;
endmodule // vpu_pv_h64$mul
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$new_sext(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [64:0] y;

    // Update code (wrapper)
    assign y = {{1{x[63]}}, x};
endmodule // vpu_pv_h64$new_sext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$ocat(hi,lo,y);

    // Module arguments
    input wire  hi;
    input wire  [31:0] lo;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {hi, lo};
endmodule // vpu_pv_h64$ocat
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$p_zext(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [16:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_pv_h64$p_zext
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$prod_sext(x,y);

    // Module arguments
    input wire  [32:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{31{x[32]}}, x};
endmodule // vpu_pv_h64$prod_sext
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [5:0] waddr;
    input wire  [63:0] wdata;
    input wire  [5:0] raddr;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:63];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_pv_h64$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$s1first_q(d,q,clock);

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

endmodule // vpu_pv_h64$s1first_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$s1idx_q(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_pv_h64$s1idx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$s1olast_q(d,q,clock);

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

endmodule // vpu_pv_h64$s1olast_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$s1out_q(d,q,clock);

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

endmodule // vpu_pv_h64$s1out_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$s1term_q(d,q,clock);

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

endmodule // vpu_pv_h64$s1term_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$s1v_q(d,q,clock);

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

endmodule // vpu_pv_h64$s1v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    output reg  s_ready;
    input wire  [32:0] s_data;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [32:0] m_data;

    // Stub signals
    reg  main_valid_q$d;
    wire  main_valid_q$q;
    reg  main_valid_q$clock;
    reg  [32:0] main_data_q$d;
    wire  [32:0] main_data_q$q;
    reg  main_data_q$clock;
    reg  skid_valid_q$d;
    wire  skid_valid_q$q;
    reg  skid_valid_q$clock;
    reg  [32:0] skid_data_q$d;
    wire  [32:0] skid_data_q$q;
    reg  skid_data_q$clock;

    // Local signals
    reg  s_fire;
    reg  m_fire;

    // Sub module instances
    vpu_pv_h64$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_pv_h64$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_pv_h64$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_pv_h64$skid$skid_data_q skid_data_q(
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

endmodule // vpu_pv_h64$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$skid$main_data_q(d,q,clock);

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

endmodule // vpu_pv_h64$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$skid$main_valid_q(d,q,clock);

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

endmodule // vpu_pv_h64$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_pv_h64$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_pv_h64$skid$skid_valid_q(d,q,clock);

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

endmodule // vpu_pv_h64$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */
