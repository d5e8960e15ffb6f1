// vpu_bfp16_l256: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_bfp16_l256(clock,reset,in_valid,in_ready,in_data,in_last,out_valid,out_ready,out_data,out_e,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [31:0] in_data;
    input wire  in_last;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [15:0] out_data;
    output reg  [4:0] out_e;
    output reg  out_last;

    // Constant declarations
    localparam  c_e$0 = 5'b1;
    localparam  c_e$1 = 5'b10;
    localparam  c_e$2 = 5'b11;
    localparam  c_e$3 = 5'b100;
    localparam  c_e$4 = 5'b101;
    localparam  c_e$5 = 5'b110;
    localparam  c_e$6 = 5'b111;
    localparam  c_e$7 = 5'b1000;
    localparam  c_e$8 = 5'b1001;
    localparam  c_e$9 = 5'b1010;
    localparam  c_e$10 = 5'b1011;
    localparam  c_e$11 = 5'b1100;
    localparam  c_e$12 = 5'b1101;
    localparam  c_e$13 = 5'b1110;
    localparam  c_e$14 = 5'b1111;
    localparam  c_e$15 = 5'b10000;
    localparam  c_e$16 = 5'b10001;
    localparam  c_zero5 = 5'b0;
    localparam  c_one5 = 5'b1;
    localparam  c_zero32 = 32'h0;
    localparam  c_one33 = 33'h1;
    localparam  c_ones33 = 33'h1ffffffff;
    localparam  c_ones_top33 = 33'h3ffff;
    localparam  c_sh15 = 5'b1111;
    localparam  c_max16 = 16'h7fff;
    localparam  c_min16 = 16'h8000;
    localparam  c_zero_ab = 9'b0;
    localparam  c_one_ab = 9'b1;
    localparam  c_bank1 = 9'b100000000;
    localparam  c_last_idx = 8'hff;

    // Stub signals
    reg  ram$clock;
    reg  ram$we;
    reg  [8:0] ram$waddr;
    reg  [31:0] ram$wdata;
    reg  [8:0] ram$raddr;
    wire  [31:0] ram$rdata;
    reg  [31:0] x_sext$x;
    wire  [32:0] x_sext$y;
    reg  [8:0] waddr_q$d;
    wire  [8:0] waddr_q$q;
    reg  waddr_q$clock;
    reg  [31:0] or_q$d;
    wire  [31:0] or_q$q;
    reg  or_q$clock;
    reg  full0_q$d;
    wire  full0_q$q;
    reg  full0_q$clock;
    reg  full1_q$d;
    wire  full1_q$q;
    reg  full1_q$clock;
    reg  [7:0] len0_q$d;
    wire  [7:0] len0_q$q;
    reg  len0_q$clock;
    reg  [7:0] len1_q$d;
    wire  [7:0] len1_q$q;
    reg  len1_q$clock;
    reg  [4:0] e0_q$d;
    wire  [4:0] e0_q$q;
    reg  e0_q$clock;
    reg  [4:0] e1_q$d;
    wire  [4:0] e1_q$q;
    reg  e1_q$clock;
    reg  [8:0] raddr_q$d;
    wire  [8:0] raddr_q$q;
    reg  raddr_q$clock;
    reg  pend_q$d;
    wire  pend_q$q;
    reg  pend_q$clock;
    reg  [4:0] pend_e_q$d;
    wire  [4:0] pend_e_q$q;
    reg  pend_e_q$clock;
    reg  pend_last_q$d;
    wire  pend_last_q$q;
    reg  pend_last_q$clock;
    reg  outv_q$d;
    wire  outv_q$q;
    reg  outv_q$clock;
    reg  [15:0] outm_q$d;
    wire  [15:0] outm_q$q;
    reg  outm_q$clock;
    reg  [4:0] oute_q$d;
    wire  [4:0] oute_q$q;
    reg  oute_q$clock;
    reg  outl_q$d;
    wire  outl_q$q;
    reg  outl_q$clock;
    reg  skv_q$d;
    wire  skv_q$q;
    reg  skv_q$clock;
    reg  [15:0] skm_q$d;
    wire  [15:0] skm_q$q;
    reg  skm_q$clock;
    reg  [4:0] ske_q$d;
    wire  [4:0] ske_q$q;
    reg  ske_q$clock;
    reg  skl_q$d;
    wire  skl_q$q;
    reg  skl_q$clock;

    // Local signals
    reg  wfull;
    reg  in_fire;
    reg  in_end;
    reg  [31:0] absv;
    reg  [31:0] or_all;
    reg  [16:0] or_hi;
    reg  [4:0] e_new;
    reg  rfull;
    reg  [7:0] rlen;
    reg  [4:0] re;
    reg  issue;
    reg  issue_last;
    reg  [32:0] t33;
    reg  [32:0] r33;
    reg  [32:0] top33;
    reg  [15:0] m_new;

    // Sub module instances
    vpu_bfp16_l256$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_bfp16_l256$x_sext x_sext(
        .x(x_sext$x),
        .y(x_sext$y)
    );
    vpu_bfp16_l256$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_bfp16_l256$or_q or_q(
        .d(or_q$d),
        .q(or_q$q),
        .clock(or_q$clock)
    );
    vpu_bfp16_l256$full0_q full0_q(
        .d(full0_q$d),
        .q(full0_q$q),
        .clock(full0_q$clock)
    );
    vpu_bfp16_l256$full1_q full1_q(
        .d(full1_q$d),
        .q(full1_q$q),
        .clock(full1_q$clock)
    );
    vpu_bfp16_l256$len0_q len0_q(
        .d(len0_q$d),
        .q(len0_q$q),
        .clock(len0_q$clock)
    );
    vpu_bfp16_l256$len1_q len1_q(
        .d(len1_q$d),
        .q(len1_q$q),
        .clock(len1_q$clock)
    );
    vpu_bfp16_l256$e0_q e0_q(
        .d(e0_q$d),
        .q(e0_q$q),
        .clock(e0_q$clock)
    );
    vpu_bfp16_l256$e1_q e1_q(
        .d(e1_q$d),
        .q(e1_q$q),
        .clock(e1_q$clock)
    );
    vpu_bfp16_l256$raddr_q raddr_q(
        .d(raddr_q$d),
        .q(raddr_q$q),
        .clock(raddr_q$clock)
    );
    vpu_bfp16_l256$pend_q pend_q(
        .d(pend_q$d),
        .q(pend_q$q),
        .clock(pend_q$clock)
    );
    vpu_bfp16_l256$pend_e_q pend_e_q(
        .d(pend_e_q$d),
        .q(pend_e_q$q),
        .clock(pend_e_q$clock)
    );
    vpu_bfp16_l256$pend_last_q pend_last_q(
        .d(pend_last_q$d),
        .q(pend_last_q$q),
        .clock(pend_last_q$clock)
    );
    vpu_bfp16_l256$outv_q outv_q(
        .d(outv_q$d),
        .q(outv_q$q),
        .clock(outv_q$clock)
    );
    vpu_bfp16_l256$outm_q outm_q(
        .d(outm_q$d),
        .q(outm_q$q),
        .clock(outm_q$clock)
    );
    vpu_bfp16_l256$oute_q oute_q(
        .d(oute_q$d),
        .q(oute_q$q),
        .clock(oute_q$clock)
    );
    vpu_bfp16_l256$outl_q outl_q(
        .d(outl_q$d),
        .q(outl_q$q),
        .clock(outl_q$clock)
    );
    vpu_bfp16_l256$skv_q skv_q(
        .d(skv_q$d),
        .q(skv_q$q),
        .clock(skv_q$clock)
    );
    vpu_bfp16_l256$skm_q skm_q(
        .d(skm_q$d),
        .q(skm_q$q),
        .clock(skm_q$clock)
    );
    vpu_bfp16_l256$ske_q ske_q(
        .d(ske_q$d),
        .q(ske_q$q),
        .clock(ske_q$clock)
    );
    vpu_bfp16_l256$skl_q skl_q(
        .d(skl_q$d),
        .q(skl_q$q),
        .clock(skl_q$clock)
    );

    // Update code
    always @(*) begin
        waddr_q$clock = clock;
        or_q$clock = clock;
        full0_q$clock = clock;
        full1_q$clock = clock;
        len0_q$clock = clock;
        len1_q$clock = clock;
        e0_q$clock = clock;
        e1_q$clock = clock;
        raddr_q$clock = clock;
        pend_q$clock = clock;
        pend_e_q$clock = clock;
        pend_last_q$clock = clock;
        outv_q$clock = clock;
        outm_q$clock = clock;
        oute_q$clock = clock;
        outl_q$clock = clock;
        skv_q$clock = clock;
        skm_q$clock = clock;
        ske_q$clock = clock;
        skl_q$clock = clock;
        waddr_q$d = waddr_q$q;
        or_q$d = or_q$q;
        full0_q$d = full0_q$q;
        full1_q$d = full1_q$q;
        len0_q$d = len0_q$q;
        len1_q$d = len1_q$q;
        e0_q$d = e0_q$q;
        e1_q$d = e1_q$q;
        raddr_q$d = raddr_q$q;
        pend_q$d = pend_q$q;
        pend_e_q$d = pend_e_q$q;
        pend_last_q$d = pend_last_q$q;
        outv_q$d = outv_q$q;
        outm_q$d = outm_q$q;
        oute_q$d = oute_q$q;
        outl_q$d = outl_q$q;
        skv_q$d = skv_q$q;
        skm_q$d = skm_q$q;
        ske_q$d = ske_q$q;
        skl_q$d = skl_q$q;
        ram$clock = clock;
        wfull = full0_q$q;
        if (waddr_q$q >= c_bank1) begin
            wfull = full1_q$q;
        end
        in_ready = ~wfull;
        in_fire = in_valid & ~wfull;
        in_end = in_last | (waddr_q$q[(32'h0)+:(8)] == c_last_idx);
        absv = in_data;
        if (in_data[32'h1f]) begin
            absv = c_zero32 - in_data;
        end
        or_all = or_q$q | absv;
        or_hi = or_all[(32'hf)+:(17)];
        e_new = c_zero5;
        if (or_hi[0]) begin
            e_new = c_e$0;
        end
        if (or_hi[1]) begin
            e_new = c_e$1;
        end
        if (or_hi[2]) begin
            e_new = c_e$2;
        end
        if (or_hi[3]) begin
            e_new = c_e$3;
        end
        if (or_hi[4]) begin
            e_new = c_e$4;
        end
        if (or_hi[5]) begin
            e_new = c_e$5;
        end
        if (or_hi[6]) begin
            e_new = c_e$6;
        end
        if (or_hi[7]) begin
            e_new = c_e$7;
        end
        if (or_hi[8]) begin
            e_new = c_e$8;
        end
        if (or_hi[9]) begin
            e_new = c_e$9;
        end
        if (or_hi[10]) begin
            e_new = c_e$10;
        end
        if (or_hi[11]) begin
            e_new = c_e$11;
        end
        if (or_hi[12]) begin
            e_new = c_e$12;
        end
        if (or_hi[13]) begin
            e_new = c_e$13;
        end
        if (or_hi[14]) begin
            e_new = c_e$14;
        end
        if (or_hi[15]) begin
            e_new = c_e$15;
        end
        if (or_hi[16]) begin
            e_new = c_e$16;
        end
        ram$we = in_fire;
        ram$waddr = waddr_q$q;
        ram$wdata = in_data;
        if (in_fire) begin
            if (in_end) begin
                or_q$d = c_zero32;
                if (waddr_q$q >= c_bank1) begin
                    full1_q$d = 1'b1;
                    len1_q$d = waddr_q$q[(32'h0)+:(8)];
                    e1_q$d = e_new;
                    waddr_q$d = c_zero_ab;
                end
                else begin
                    full0_q$d = 1'b1;
                    len0_q$d = waddr_q$q[(32'h0)+:(8)];
                    e0_q$d = e_new;
                    waddr_q$d = c_bank1;
                end
            end
            else begin
                or_q$d = or_all;
                waddr_q$d = waddr_q$q + c_one_ab;
            end
        end
        rfull = full0_q$q;
        rlen = len0_q$q;
        re = e0_q$q;
        if (raddr_q$q >= c_bank1) begin
            rfull = full1_q$q;
            rlen = len1_q$q;
            re = e1_q$q;
        end
        issue = rfull & (~outv_q$q | out_ready | (~skv_q$q & ~pend_q$q));
        issue_last = raddr_q$q[(32'h0)+:(8)] == rlen;
        ram$raddr = raddr_q$q;
        pend_q$d = issue;
        if (issue) begin
            pend_e_q$d = re;
            pend_last_q$d = issue_last;
            if (issue_last) begin
                if (raddr_q$q >= c_bank1) begin
                    full1_q$d = 1'b0;
                    raddr_q$d = c_zero_ab;
                end
                else begin
                    full0_q$d = 1'b0;
                    raddr_q$d = c_bank1;
                end
            end
            else begin
                raddr_q$d = raddr_q$q + c_one_ab;
            end
        end
        x_sext$x = ram$rdata;
        t33 = x_sext$y;
        if (pend_e_q$q != c_zero5) begin
            t33 = x_sext$y + (c_one33 << (pend_e_q$q - c_one5));
        end
        r33 = t33 >> pend_e_q$q;
        if (t33[32'h20]) begin
            r33 = (t33 >> pend_e_q$q) | ~(c_ones33 >> pend_e_q$q);
        end
        top33 = r33 >> c_sh15;
        m_new = r33[(32'h0)+:(16)];
        if ((top33 != c_ones_top33) & |top33) begin
            if (r33[32'h20]) begin
                m_new = c_min16;
            end
            else begin
                m_new = c_max16;
            end
        end
        if (~outv_q$q | out_ready) begin
            if (skv_q$q) begin
                outv_q$d = 1'b1;
                outm_q$d = skm_q$q;
                oute_q$d = ske_q$q;
                outl_q$d = skl_q$q;
                skv_q$d = pend_q$q;
                skm_q$d = m_new;
                ske_q$d = pend_e_q$q;
                skl_q$d = pend_last_q$q;
            end
            else begin
                outv_q$d = pend_q$q;
                outm_q$d = m_new;
                oute_q$d = pend_e_q$q;
                outl_q$d = pend_last_q$q;
            end
        end
        else if (pend_q$q) begin
            skv_q$d = 1'b1;
            skm_q$d = m_new;
            ske_q$d = pend_e_q$q;
            skl_q$d = pend_last_q$q;
        end
        out_valid = outv_q$q;
        out_data = outm_q$q;
        out_e = oute_q$q;
        out_last = outl_q$q;
        if (reset) begin
            waddr_q$d = c_zero_ab;
            raddr_q$d = c_zero_ab;
            or_q$d = c_zero32;
            full0_q$d = 1'b0;
            full1_q$d = 1'b0;
            pend_q$d = 1'b0;
            outv_q$d = 1'b0;
            skv_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$e0_q(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_bfp16_l256$e0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$e1_q(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_bfp16_l256$e1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$full0_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$full0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$full1_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$full1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$len0_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$len0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$len1_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$len1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$or_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$or_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$oute_q(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_bfp16_l256$oute_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$outl_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$outl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$outm_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$outm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$outv_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$outv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$pend_e_q(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_bfp16_l256$pend_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$pend_last_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$pend_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$pend_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$pend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$raddr_q(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_bfp16_l256$raddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [8:0] waddr;
    input wire  [31:0] wdata;
    input wire  [8:0] raddr;
    output reg  [31:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [31:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_bfp16_l256$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$ske_q(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_bfp16_l256$ske_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$skl_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$skl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$skm_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$skm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$skv_q(d,q,clock);

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

endmodule // vpu_bfp16_l256$skv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$waddr_q(d,q,clock);

    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 9'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_bfp16_l256$waddr_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_bfp16_l256$x_sext(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{x[31]}}, x};
endmodule // vpu_bfp16_l256$x_sext
/* verilator lint_on DECLFILENAME */
