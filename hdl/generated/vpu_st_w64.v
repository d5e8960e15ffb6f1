// vpu_st_w64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_st_w64(clock,reset,cmd_valid,cmd_ready,cmd_addr,cmd_count,cmd_width,in_valid,in_ready,in_data,req_valid,req_ready,req_addr,req_we,req_wdata,rsp_valid,rsp_data,done);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cmd_valid;
    output reg  cmd_ready;
    input wire  [19:0] cmd_addr;
    input wire  [15:0] cmd_count;
    input wire  [1:0] cmd_width;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [63:0] in_data;
    output reg  req_valid;
    input wire  req_ready;
    output reg  [19:0] req_addr;
    output reg  req_we;
    output reg  [63:0] req_wdata;
    input wire  rsp_valid;
    input wire  [63:0] rsp_data;
    output reg  done;

    // Constant declarations
    localparam  c_sh0 = 8'h3;
    localparam  c_sh1 = 8'h2;
    localparam  c_sh2 = 8'h1;
    localparam  c_sh3 = 8'h0;
    localparam  c_mk0 = 16'h7;
    localparam  c_mk1 = 16'h3;
    localparam  c_mk2 = 16'h1;
    localparam  c_mk3 = 16'h0;
    localparam  c_one_ab = 20'h1;
    localparam  c_one16 = 16'h1;
    localparam  c_z16 = 16'h0;
    localparam  c_z8 = 8'h0;
    localparam  c_zw = 64'h0;
    localparam  c_ones = 64'hffffffffffffffff;
    localparam  c_wbits = 8'h40;
    localparam  c_b8 = 8'h8;
    localparam  c_b16 = 8'h10;
    localparam  c_b32 = 8'h20;
    localparam  c_b64 = 8'h40;
    localparam  c_m8 = 64'hff;
    localparam  c_m16 = 64'hffff;
    localparam  c_m32 = 64'hffffffff;
    localparam  c_m64 = 64'hffffffffffffffff;
    localparam  c_s0 = 2'b0;
    localparam  c_s1 = 2'b1;
    localparam  c_s2 = 2'b10;
    localparam  c_s3 = 2'b11;

    // Stub signals
    reg  busy_q$d;
    wire  busy_q$q;
    reg  busy_q$clock;
    reg  [19:0] addr_q$d;
    wire  [19:0] addr_q$q;
    reg  addr_q$clock;
    reg  [15:0] elems_q$d;
    wire  [15:0] elems_q$q;
    reg  elems_q$clock;
    reg  [1:0] wcode_q$d;
    wire  [1:0] wcode_q$q;
    reg  wcode_q$clock;
    reg  [63:0] acc_q$d;
    wire  [63:0] acc_q$q;
    reg  acc_q$clock;
    reg  [63:0] mask_q$d;
    wire  [63:0] mask_q$q;
    reg  mask_q$clock;
    reg  [7:0] pos_q$d;
    wire  [7:0] pos_q$q;
    reg  pos_q$clock;
    reg  [1:0] wst_q$d;
    wire  [1:0] wst_q$q;
    reg  wst_q$clock;
    reg  [1:0] mrg_q$d;
    wire  [1:0] mrg_q$q;
    reg  mrg_q$clock;
    reg  [19:0] maddr_q$d;
    wire  [19:0] maddr_q$q;
    reg  maddr_q$clock;
    reg  [63:0] mdat_q$d;
    wire  [63:0] mdat_q$q;
    reg  mdat_q$clock;
    reg  [19:0] waddr_q$d;
    wire  [19:0] waddr_q$q;
    reg  waddr_q$clock;
    reg  [63:0] wdata_q$d;
    wire  [63:0] wdata_q$q;
    reg  wdata_q$clock;
    reg  [63:0] wmask_q$d;
    wire  [63:0] wmask_q$q;
    reg  wmask_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;
    reg  [15:0] zx_loff$x;
    wire  [19:0] zx_loff$y;

    // Local signals
    reg  [7:0] ebits;
    reg  [63:0] emask;
    reg  [63:0] eshift;
    reg  [63:0] acc_new;
    reg  [63:0] mask_new;
    reg  [7:0] pos_new;
    reg  completes;
    reg  take;
    reg  rdy;
    reg  [7:0] csh;
    reg  [15:0] cmsk;
    reg  [15:0] loff;
    reg  part;

    // Sub module instances
    vpu_st_w64$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    vpu_st_w64$addr_q addr_q(
        .d(addr_q$d),
        .q(addr_q$q),
        .clock(addr_q$clock)
    );
    vpu_st_w64$elems_q elems_q(
        .d(elems_q$d),
        .q(elems_q$q),
        .clock(elems_q$clock)
    );
    vpu_st_w64$wcode_q wcode_q(
        .d(wcode_q$d),
        .q(wcode_q$q),
        .clock(wcode_q$clock)
    );
    vpu_st_w64$acc_q acc_q(
        .d(acc_q$d),
        .q(acc_q$q),
        .clock(acc_q$clock)
    );
    vpu_st_w64$mask_q mask_q(
        .d(mask_q$d),
        .q(mask_q$q),
        .clock(mask_q$clock)
    );
    vpu_st_w64$pos_q pos_q(
        .d(pos_q$d),
        .q(pos_q$q),
        .clock(pos_q$clock)
    );
    vpu_st_w64$wst_q wst_q(
        .d(wst_q$d),
        .q(wst_q$q),
        .clock(wst_q$clock)
    );
    vpu_st_w64$mrg_q mrg_q(
        .d(mrg_q$d),
        .q(mrg_q$q),
        .clock(mrg_q$clock)
    );
    vpu_st_w64$maddr_q maddr_q(
        .d(maddr_q$d),
        .q(maddr_q$q),
        .clock(maddr_q$clock)
    );
    vpu_st_w64$mdat_q mdat_q(
        .d(mdat_q$d),
        .q(mdat_q$q),
        .clock(mdat_q$clock)
    );
    vpu_st_w64$waddr_q waddr_q(
        .d(waddr_q$d),
        .q(waddr_q$q),
        .clock(waddr_q$clock)
    );
    vpu_st_w64$wdata_q wdata_q(
        .d(wdata_q$d),
        .q(wdata_q$q),
        .clock(wdata_q$clock)
    );
    vpu_st_w64$wmask_q wmask_q(
        .d(wmask_q$d),
        .q(wmask_q$q),
        .clock(wmask_q$clock)
    );
    vpu_st_w64$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    vpu_st_w64$zx_loff zx_loff(
        .x(zx_loff$x),
        .y(zx_loff$y)
    );

    // Update code
    always @(*) begin
        busy_q$clock = clock;
        addr_q$clock = clock;
        elems_q$clock = clock;
        wcode_q$clock = clock;
        acc_q$clock = clock;
        mask_q$clock = clock;
        pos_q$clock = clock;
        wst_q$clock = clock;
        waddr_q$clock = clock;
        wdata_q$clock = clock;
        wmask_q$clock = clock;
        mrg_q$clock = clock;
        maddr_q$clock = clock;
        mdat_q$clock = clock;
        done_q$clock = clock;
        busy_q$d = busy_q$q;
        addr_q$d = addr_q$q;
        elems_q$d = elems_q$q;
        wcode_q$d = wcode_q$q;
        acc_q$d = acc_q$q;
        mask_q$d = mask_q$q;
        pos_q$d = pos_q$q;
        wst_q$d = wst_q$q;
        waddr_q$d = waddr_q$q;
        wdata_q$d = wdata_q$q;
        wmask_q$d = wmask_q$q;
        mrg_q$d = mrg_q$q;
        maddr_q$d = maddr_q$q;
        mdat_q$d = mdat_q$q;
        done_q$d = done_q$q;
        if (cmd_width == c_s0) begin
            csh = c_sh0;
            cmsk = c_mk0;
        end
        else if (cmd_width == c_s1) begin
            csh = c_sh1;
            cmsk = c_mk1;
        end
        else if (cmd_width == c_s2) begin
            csh = c_sh2;
            cmsk = c_mk2;
        end
        else begin
            csh = c_sh3;
            cmsk = c_mk3;
        end
        part = |(cmd_count & cmsk);
        loff = (cmd_count - c_one16) >> csh;
        zx_loff$x = loff;
        cmd_ready = ~busy_q$q;
        if (cmd_valid & ~busy_q$q) begin
            busy_q$d = 1'b1;
            addr_q$d = cmd_addr;
            elems_q$d = cmd_count;
            wcode_q$d = cmd_width;
            pos_q$d = c_z8;
            acc_q$d = c_zw;
            mask_q$d = c_zw;
            maddr_q$d = cmd_addr + zx_loff$y;
            if (part) begin
                mrg_q$d = c_s1;
            end
            else begin
                mrg_q$d = c_s0;
            end
        end
        if (wcode_q$q == c_s0) begin
            ebits = c_b8;
            emask = c_m8;
        end
        else if (wcode_q$q == c_s1) begin
            ebits = c_b16;
            emask = c_m16;
        end
        else if (wcode_q$q == c_s2) begin
            ebits = c_b32;
            emask = c_m32;
        end
        else begin
            ebits = c_b64;
            emask = c_m64;
        end
        eshift = (in_data & emask) << pos_q$q;
        acc_new = acc_q$q | eshift;
        mask_new = mask_q$q | (emask << pos_q$q);
        pos_new = pos_q$q + ebits;
        completes = (pos_new == c_wbits) | (elems_q$q == c_one16);
        rdy = busy_q$q & |elems_q$q & ~(completes & |wst_q$q);
        in_ready = rdy;
        take = in_valid & rdy;
        req_valid = (mrg_q$q == c_s1) | (wst_q$q == c_s3);
        req_we = 1'b0;
        req_addr = maddr_q$q;
        if (mrg_q$q != c_s1) begin
            req_we = wst_q$q == c_s3;
            req_addr = waddr_q$q;
        end
        req_wdata = wdata_q$q;
        if (mrg_q$q == c_s1) begin
            if (req_ready) begin
                mrg_q$d = c_s2;
            end
        end
        else if (mrg_q$q == c_s2) begin
            if (rsp_valid) begin
                mdat_q$d = rsp_data;
                mrg_q$d = c_s3;
            end
        end
        if (wst_q$q == c_s1) begin
            if (mrg_q$q == c_s3) begin
                wdata_q$d = (wdata_q$q & wmask_q$q) | (mdat_q$q & ~wmask_q$q);
                wst_q$d = c_s3;
                mrg_q$d = c_s0;
            end
        end
        else if (wst_q$q == c_s3) begin
            if (req_ready & (mrg_q$q != c_s1)) begin
                wst_q$d = c_s0;
            end
        end
        if (take) begin
            elems_q$d = elems_q$q - c_one16;
            if (completes) begin
                pos_q$d = c_z8;
                acc_q$d = c_zw;
                mask_q$d = c_zw;
                addr_q$d = addr_q$q + c_one_ab;
                waddr_q$d = addr_q$q;
                wdata_q$d = acc_new;
                wmask_q$d = mask_new;
                if (mask_new == c_ones) begin
                    wst_q$d = c_s3;
                end
                else begin
                    wst_q$d = c_s1;
                end
            end
            else begin
                pos_q$d = pos_new;
                acc_q$d = acc_new;
                mask_q$d = mask_new;
            end
        end
        done_q$d = 1'b0;
        if (busy_q$q & ~|elems_q$q & ~|wst_q$q) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b1;
        end
        done = done_q$q;
        if (reset) begin
            busy_q$d = 1'b0;
            elems_q$d = c_z16;
            wst_q$d = c_s0;
            mrg_q$d = c_s0;
            done_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$acc_q(d,q,clock);

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

endmodule // vpu_st_w64$acc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$addr_q(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_st_w64$addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$busy_q(d,q,clock);

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

endmodule // vpu_st_w64$busy_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$done_q(d,q,clock);

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

endmodule // vpu_st_w64$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$elems_q(d,q,clock);

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

endmodule // vpu_st_w64$elems_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$maddr_q(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_st_w64$maddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$mask_q(d,q,clock);

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

endmodule // vpu_st_w64$mask_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$mdat_q(d,q,clock);

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

endmodule // vpu_st_w64$mdat_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$mrg_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_st_w64$mrg_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$pos_q(d,q,clock);

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

endmodule // vpu_st_w64$pos_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$waddr_q(d,q,clock);

    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 20'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_st_w64$waddr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$wcode_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_st_w64$wcode_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$wdata_q(d,q,clock);

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

endmodule // vpu_st_w64$wdata_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$wmask_q(d,q,clock);

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

endmodule // vpu_st_w64$wmask_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$wst_q(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_st_w64$wst_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_st_w64$zx_loff(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [19:0] y;

    // Update code (wrapper)
    assign y = {{4{1'b0}}, x};
endmodule // vpu_st_w64$zx_loff
/* verilator lint_on DECLFILENAME */
