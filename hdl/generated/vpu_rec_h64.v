// vpu_rec_h64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_rec_h64(clock,reset,cfg_head_size,cfg_rec_pairs,cfg_len,in_valid,in_ready,in_data,out_valid,out_ready,out_m,out_e,out_end,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] cfg_head_size;
    input wire  [15:0] cfg_rec_pairs;
    input wire  [15:0] cfg_len;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [31:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [15:0] out_m;
    output reg  [4:0] out_e;
    output reg  out_end;
    output reg  out_last;

    // Constant declarations
    localparam  c_zero16 = 16'h0;
    localparam  c_one16 = 16'h1;
    localparam  c_zero_ab = 7'b0;
    localparam  c_one_ab = 7'b1;
    localparam  c_bank1 = 7'b1000000;
    localparam  c_zero_w = 6'b0;
    localparam  c_one_w = 6'b1;
    localparam  c_wbank1 = 6'b100000;

    // Stub signals
    reg  ram$clock;
    reg  ram$we;
    reg  [5:0] ram$waddr;
    reg  [31:0] ram$wdata;
    reg  [5:0] ram$raddr;
    wire  [31:0] ram$rdata;
    reg  [15:0] widx_q$d;
    wire  [15:0] widx_q$q;
    reg  widx_q$clock;
    reg  [15:0] rcnt_q$d;
    wire  [15:0] rcnt_q$q;
    reg  rcnt_q$clock;
    reg  wbank_q$d;
    wire  wbank_q$q;
    reg  wbank_q$clock;
    reg  [5:0] waddr_q$d;
    wire  [5:0] waddr_q$q;
    reg  waddr_q$clock;
    reg  full0_q$d;
    wire  full0_q$q;
    reg  full0_q$clock;
    reg  full1_q$d;
    wire  full1_q$q;
    reg  full1_q$clock;
    reg  [4:0] e0_q$d;
    wire  [4:0] e0_q$q;
    reg  e0_q$clock;
    reg  [4:0] e1_q$d;
    wire  [4:0] e1_q$q;
    reg  e1_q$clock;
    reg  l0_q$d;
    wire  l0_q$q;
    reg  l0_q$clock;
    reg  l1_q$d;
    wire  l1_q$q;
    reg  l1_q$clock;
    reg  [6:0] raddr_q$d;
    wire  [6:0] raddr_q$q;
    reg  raddr_q$clock;
    reg  pend_q$d;
    wire  pend_q$q;
    reg  pend_q$clock;
    reg  pend_hi_q$d;
    wire  pend_hi_q$q;
    reg  pend_hi_q$clock;
    reg  [4:0] pend_e_q$d;
    wire  [4:0] pend_e_q$q;
    reg  pend_e_q$clock;
    reg  pend_end_q$d;
    wire  pend_end_q$q;
    reg  pend_end_q$clock;
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
    reg  outn_q$d;
    wire  outn_q$q;
    reg  outn_q$clock;
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
    reg  skn_q$d;
    wire  skn_q$q;
    reg  skn_q$clock;
    reg  skl_q$d;
    wire  skl_q$q;
    reg  skl_q$clock;
    reg  [5:0] zx_ridx$x;
    wire  [15:0] zx_ridx$y;

    // Local signals
    reg  wfull;
    reg  [15:0] hp;
    reg  [15:0] he;
    reg  is_m;
    reg  is_e;
    reg  [4:0] ein;
    reg  in_fire;
    reg  rec_end;
    reg  rec_last;
    reg  rfull;
    reg  [4:0] re;
    reg  rl;
    reg  issue;
    reg  issue_last;
    reg  [15:0] rm;

    // Sub module instances
    vpu_rec_h64$ram ram(
        .clock(ram$clock),
        .we(ram$we),
        .waddr(ram$waddr),
        .wdata(ram$wdata),
        .raddr(ram$raddr),
        .rdata(ram$rdata)
    );
    vpu_rec_h64$widx_q widx_q(
        .d(widx_q$d),
        .q(widx_q$q),
        .clock(widx_q$clock)
    );
    vpu_rec_h64$rcnt_q rcnt_q(
        .d(rcnt_q$d),
        .q(rcnt_q$q),
        .clock(rcnt_q$clock)
    );
    vpu_rec_h64$wbank_q wbank_q(
        .d(wbank_q$d),
        .q(wbank_q$q),
        .clock(wbank_q$clock)
    );
    vpu_rec_h64$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_rec_h64$full0_q full0_q(
        .d(full0_q$d),
        .q(full0_q$q),
        .clock(full0_q$clock)
    );
    vpu_rec_h64$full1_q full1_q(
        .d(full1_q$d),
        .q(full1_q$q),
        .clock(full1_q$clock)
    );
    vpu_rec_h64$e0_q e0_q(
        .d(e0_q$d),
        .q(e0_q$q),
        .clock(e0_q$clock)
    );
    vpu_rec_h64$e1_q e1_q(
        .d(e1_q$d),
        .q(e1_q$q),
        .clock(e1_q$clock)
    );
    vpu_rec_h64$l0_q l0_q(
        .d(l0_q$d),
        .q(l0_q$q),
        .clock(l0_q$clock)
    );
    vpu_rec_h64$l1_q l1_q(
        .d(l1_q$d),
        .q(l1_q$q),
        .clock(l1_q$clock)
    );
    vpu_rec_h64$raddr_q raddr_q(
        .d(raddr_q$d),
        .q(raddr_q$q),
        .clock(raddr_q$clock)
    );
    vpu_rec_h64$pend_q pend_q(
        .d(pend_q$d),
        .q(pend_q$q),
        .clock(pend_q$clock)
    );
    vpu_rec_h64$pend_hi_q pend_hi_q(
        .d(pend_hi_q$d),
        .q(pend_hi_q$q),
        .clock(pend_hi_q$clock)
    );
    vpu_rec_h64$pend_e_q pend_e_q(
        .d(pend_e_q$d),
        .q(pend_e_q$q),
        .clock(pend_e_q$clock)
    );
    vpu_rec_h64$pend_end_q pend_end_q(
        .d(pend_end_q$d),
        .q(pend_end_q$q),
        .clock(pend_end_q$clock)
    );
    vpu_rec_h64$pend_last_q pend_last_q(
        .d(pend_last_q$d),
        .q(pend_last_q$q),
        .clock(pend_last_q$clock)
    );
    vpu_rec_h64$outv_q outv_q(
        .d(outv_q$d),
        .q(outv_q$q),
        .clock(outv_q$clock)
    );
    vpu_rec_h64$outm_q outm_q(
        .d(outm_q$d),
        .q(outm_q$q),
        .clock(outm_q$clock)
    );
    vpu_rec_h64$oute_q oute_q(
        .d(oute_q$d),
        .q(oute_q$q),
        .clock(oute_q$clock)
    );
    vpu_rec_h64$outn_q outn_q(
        .d(outn_q$d),
        .q(outn_q$q),
        .clock(outn_q$clock)
    );
    vpu_rec_h64$outl_q outl_q(
        .d(outl_q$d),
        .q(outl_q$q),
        .clock(outl_q$clock)
    );
    vpu_rec_h64$skv_q skv_q(
        .d(skv_q$d),
        .q(skv_q$q),
        .clock(skv_q$clock)
    );
    vpu_rec_h64$skm_q skm_q(
        .d(skm_q$d),
        .q(skm_q$q),
        .clock(skm_q$clock)
    );
    vpu_rec_h64$ske_q ske_q(
        .d(ske_q$d),
        .q(ske_q$q),
        .clock(ske_q$clock)
    );
    vpu_rec_h64$skn_q skn_q(
        .d(skn_q$d),
        .q(skn_q$q),
        .clock(skn_q$clock)
    );
    vpu_rec_h64$skl_q skl_q(
        .d(skl_q$d),
        .q(skl_q$q),
        .clock(skl_q$clock)
    );
    vpu_rec_h64$zx_ridx zx_ridx(
        .x(zx_ridx$x),
        .y(zx_ridx$y)
    );

    // Update code
    always @(*) begin
        widx_q$clock = clock;
        rcnt_q$clock = clock;
        wbank_q$clock = clock;
        waddr_q$clock = clock;
        full0_q$clock = clock;
        full1_q$clock = clock;
        e0_q$clock = clock;
        e1_q$clock = clock;
        l0_q$clock = clock;
        l1_q$clock = clock;
        raddr_q$clock = clock;
        pend_q$clock = clock;
        pend_hi_q$clock = clock;
        pend_e_q$clock = clock;
        pend_end_q$clock = clock;
        pend_last_q$clock = clock;
        outv_q$clock = clock;
        outm_q$clock = clock;
        oute_q$clock = clock;
        outn_q$clock = clock;
        outl_q$clock = clock;
        skv_q$clock = clock;
        skm_q$clock = clock;
        ske_q$clock = clock;
        skn_q$clock = clock;
        skl_q$clock = clock;
        widx_q$d = widx_q$q;
        rcnt_q$d = rcnt_q$q;
        wbank_q$d = wbank_q$q;
        waddr_q$d = waddr_q$q;
        full0_q$d = full0_q$q;
        full1_q$d = full1_q$q;
        e0_q$d = e0_q$q;
        e1_q$d = e1_q$q;
        l0_q$d = l0_q$q;
        l1_q$d = l1_q$q;
        raddr_q$d = raddr_q$q;
        pend_q$d = pend_q$q;
        pend_hi_q$d = pend_hi_q$q;
        pend_e_q$d = pend_e_q$q;
        pend_end_q$d = pend_end_q$q;
        pend_last_q$d = pend_last_q$q;
        outv_q$d = outv_q$q;
        outm_q$d = outm_q$q;
        oute_q$d = oute_q$q;
        outn_q$d = outn_q$q;
        outl_q$d = outl_q$q;
        skv_q$d = skv_q$q;
        skm_q$d = skm_q$q;
        ske_q$d = ske_q$q;
        skn_q$d = skn_q$q;
        skl_q$d = skl_q$q;
        ram$clock = clock;
        wfull = full0_q$q;
        if (wbank_q$q) begin
            wfull = full1_q$q;
        end
        hp = (cfg_head_size + c_one16) >> c_one16;
        he = cfg_head_size >> c_one16;
        is_m = widx_q$q < hp;
        is_e = widx_q$q == he;
        ein = in_data[(32'h0)+:(5)];
        if (cfg_head_size[32'h0]) begin
            ein = in_data[(32'h10)+:(5)];
        end
        in_ready = ~(wfull & (is_m | is_e));
        in_fire = in_valid & ~(wfull & (is_m | is_e));
        rec_end = widx_q$q == (cfg_rec_pairs - c_one16);
        rec_last = rcnt_q$q == (cfg_len - c_one16);
        ram$we = in_fire & is_m;
        ram$waddr = waddr_q$q;
        ram$wdata = in_data;
        if (in_fire) begin
            widx_q$d = widx_q$q + c_one16;
            if (is_m) begin
                waddr_q$d = waddr_q$q + c_one_w;
            end
            if (is_e) begin
                if (wbank_q$q) begin
                    full1_q$d = 1'b1;
                    e1_q$d = ein;
                    l1_q$d = rec_last;
                    waddr_q$d = c_zero_w;
                end
                else begin
                    full0_q$d = 1'b1;
                    e0_q$d = ein;
                    l0_q$d = rec_last;
                    waddr_q$d = c_wbank1;
                end
                wbank_q$d = ~wbank_q$q;
            end
            if (rec_end) begin
                widx_q$d = c_zero16;
                rcnt_q$d = rcnt_q$q + c_one16;
                if (rec_last) begin
                    rcnt_q$d = c_zero16;
                end
            end
        end
        rfull = full0_q$q;
        re = e0_q$q;
        rl = l0_q$q;
        if (raddr_q$q >= c_bank1) begin
            rfull = full1_q$q;
            re = e1_q$q;
            rl = l1_q$q;
        end
        issue = rfull & (~outv_q$q | out_ready | (~skv_q$q & ~pend_q$q));
        zx_ridx$x = raddr_q$q[(32'h0)+:(6)];
        issue_last = (zx_ridx$y + c_one16) == cfg_head_size;
        ram$raddr = raddr_q$q[(32'h1)+:(6)];
        pend_q$d = issue;
        if (issue) begin
            pend_hi_q$d = raddr_q$q[32'h0];
            pend_e_q$d = re;
            pend_end_q$d = issue_last;
            pend_last_q$d = rl;
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
        rm = ram$rdata[(32'h0)+:(16)];
        if (pend_hi_q$q) begin
            rm = ram$rdata[(32'h10)+:(16)];
        end
        if (~outv_q$q | out_ready) begin
            if (skv_q$q) begin
                outv_q$d = 1'b1;
                outm_q$d = skm_q$q;
                oute_q$d = ske_q$q;
                outn_q$d = skn_q$q;
                outl_q$d = skl_q$q;
                skv_q$d = pend_q$q;
                skm_q$d = rm;
                ske_q$d = pend_e_q$q;
                skn_q$d = pend_end_q$q;
                skl_q$d = pend_last_q$q;
            end
            else begin
                outv_q$d = pend_q$q;
                outm_q$d = rm;
                oute_q$d = pend_e_q$q;
                outn_q$d = pend_end_q$q;
                outl_q$d = pend_last_q$q;
            end
        end
        else if (pend_q$q) begin
            skv_q$d = 1'b1;
            skm_q$d = rm;
            ske_q$d = pend_e_q$q;
            skn_q$d = pend_end_q$q;
            skl_q$d = pend_last_q$q;
        end
        out_valid = outv_q$q;
        out_m = outm_q$q;
        out_e = oute_q$q;
        out_end = outn_q$q;
        out_last = outl_q$q;
        if (reset) begin
            widx_q$d = c_zero16;
            rcnt_q$d = c_zero16;
            wbank_q$d = 1'b0;
            waddr_q$d = c_zero_w;
            raddr_q$d = c_zero_ab;
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
module vpu_rec_h64$e0_q(d,q,clock);

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

endmodule // vpu_rec_h64$e0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$e1_q(d,q,clock);

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

endmodule // vpu_rec_h64$e1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$full0_q(d,q,clock);

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

endmodule // vpu_rec_h64$full0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$full1_q(d,q,clock);

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

endmodule // vpu_rec_h64$full1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$l0_q(d,q,clock);

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

endmodule // vpu_rec_h64$l0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$l1_q(d,q,clock);

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

endmodule // vpu_rec_h64$l1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$oute_q(d,q,clock);

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

endmodule // vpu_rec_h64$oute_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$outl_q(d,q,clock);

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

endmodule // vpu_rec_h64$outl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$outm_q(d,q,clock);

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

endmodule // vpu_rec_h64$outm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$outn_q(d,q,clock);

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

endmodule // vpu_rec_h64$outn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$outv_q(d,q,clock);

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

endmodule // vpu_rec_h64$outv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$pend_e_q(d,q,clock);

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

endmodule // vpu_rec_h64$pend_e_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$pend_end_q(d,q,clock);

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

endmodule // vpu_rec_h64$pend_end_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$pend_hi_q(d,q,clock);

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

endmodule // vpu_rec_h64$pend_hi_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$pend_last_q(d,q,clock);

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

endmodule // vpu_rec_h64$pend_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$pend_q(d,q,clock);

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

endmodule // vpu_rec_h64$pend_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$raddr_q(d,q,clock);

    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 7'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_rec_h64$raddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$ram(clock,we,waddr,wdata,raddr,rdata);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [5:0] waddr;
    input wire  [31:0] wdata;
    input wire  [5:0] raddr;
    output reg  [31:0] rdata;

    // Update code (custom)
    // Behavioural simple-dual-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [31:0] mem [0:63];

    always @(posedge clock) begin
        if (we) begin
            mem[waddr] <= wdata;
        end
        rdata <= mem[raddr];
    end
endmodule // vpu_rec_h64$ram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$rcnt_q(d,q,clock);

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

endmodule // vpu_rec_h64$rcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$ske_q(d,q,clock);

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

endmodule // vpu_rec_h64$ske_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$skl_q(d,q,clock);

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

endmodule // vpu_rec_h64$skl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$skm_q(d,q,clock);

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

endmodule // vpu_rec_h64$skm_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$skn_q(d,q,clock);

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

endmodule // vpu_rec_h64$skn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$skv_q(d,q,clock);

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

endmodule // vpu_rec_h64$skv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$waddr_q(d,q,clock);

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

endmodule // vpu_rec_h64$waddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$wbank_q(d,q,clock);

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

endmodule // vpu_rec_h64$wbank_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$widx_q(d,q,clock);

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

endmodule // vpu_rec_h64$widx_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_rec_h64$zx_ridx(x,y);

    // Module arguments
    input wire  [5:0] x;
    output wire  [15:0] y;

    // Update code (wrapper)
    assign y = {{10{1'b0}}, x};
endmodule // vpu_rec_h64$zx_ridx
/* verilator lint_on DECLFILENAME */
