// vpu_ld_w64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module vpu_ld_w64(clock,reset,cmd_valid,cmd_ready,cmd_addr,cmd_count,cmd_width,cmd_signed,req_valid,req_ready,req_addr,rsp_valid,rsp_data,out_valid,out_ready,out_data,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cmd_valid;
    output reg  cmd_ready;
    input wire  [15:0] cmd_addr;
    input wire  [15:0] cmd_count;
    input wire  [1:0] cmd_width;
    input wire  cmd_signed;
    output reg  req_valid;
    input wire  req_ready;
    output reg  [15:0] req_addr;
    input wire  rsp_valid;
    input wire  [63:0] rsp_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [31:0] out_data;
    output reg  out_last;

    // Constant declarations
    localparam  c_one_ab = 16'h1;
    localparam  c_one16 = 16'h1;
    localparam  c_one4 = 4'h1;
    localparam  c_one_p = 3'b1;
    localparam  c_one8 = 8'h1;
    localparam  c_depth = 4'h8;
    localparam  c_last = 33'h100000000;
    localparam  c_epw8 = 8'h8;
    localparam  c_epw16 = 8'h4;
    localparam  c_epw32 = 8'h2;
    localparam  c_m8 = 16'h7;
    localparam  c_m16 = 16'h3;
    localparam  c_m32 = 16'h1;
    localparam  c_l8 = 8'h3;
    localparam  c_l16 = 8'h2;
    localparam  c_l32 = 8'h1;
    localparam  c_sh8 = 8'h8;
    localparam  c_sh16 = 8'h10;
    localparam  c_sh32 = 8'h20;
    localparam  c_z16 = 16'h0;
    localparam  c_z4 = 4'h0;
    localparam  c_z_p = 3'b0;

    // Stub signals
    reg  [15:0] addr_q$d;
    wire  [15:0] addr_q$q;
    reg  addr_q$clock;
    reg  [15:0] words_q$d;
    wire  [15:0] words_q$q;
    reg  words_q$clock;
    reg  [15:0] elems_q$d;
    wire  [15:0] elems_q$q;
    reg  elems_q$clock;
    reg  [1:0] wcode_q$d;
    wire  [1:0] wcode_q$q;
    reg  wcode_q$clock;
    reg  sgn_q$d;
    wire  sgn_q$q;
    reg  sgn_q$clock;
    reg  [3:0] infl_q$d;
    wire  [3:0] infl_q$q;
    reg  infl_q$clock;
    reg  [63:0] fifo_q$0$d;
    wire  [63:0] fifo_q$0$q;
    reg  fifo_q$0$clock;
    reg  [63:0] fifo_q$1$d;
    wire  [63:0] fifo_q$1$q;
    reg  fifo_q$1$clock;
    reg  [63:0] fifo_q$2$d;
    wire  [63:0] fifo_q$2$q;
    reg  fifo_q$2$clock;
    reg  [63:0] fifo_q$3$d;
    wire  [63:0] fifo_q$3$q;
    reg  fifo_q$3$clock;
    reg  [63:0] fifo_q$4$d;
    wire  [63:0] fifo_q$4$q;
    reg  fifo_q$4$clock;
    reg  [63:0] fifo_q$5$d;
    wire  [63:0] fifo_q$5$q;
    reg  fifo_q$5$clock;
    reg  [63:0] fifo_q$6$d;
    wire  [63:0] fifo_q$6$q;
    reg  fifo_q$6$clock;
    reg  [63:0] fifo_q$7$d;
    wire  [63:0] fifo_q$7$q;
    reg  fifo_q$7$clock;
    reg  [2:0] wp_q$d;
    wire  [2:0] wp_q$q;
    reg  wp_q$clock;
    reg  [2:0] rp_q$d;
    wire  [2:0] rp_q$q;
    reg  rp_q$clock;
    reg  [3:0] fn_q$d;
    wire  [3:0] fn_q$q;
    reg  fn_q$clock;
    reg  [63:0] word_q$d;
    wire  [63:0] word_q$q;
    reg  word_q$clock;
    reg  wv_q$d;
    wire  wv_q$q;
    reg  wv_q$clock;
    reg  [7:0] epw_q$d;
    wire  [7:0] epw_q$q;
    reg  epw_q$clock;
    reg  [7:0] sx8$x;
    wire  [31:0] sx8$y;
    reg  [15:0] sx16$x;
    wire  [31:0] sx16$y;
    reg  [7:0] zx8$x;
    wire  [31:0] zx8$y;
    reg  [15:0] zx16$x;
    wire  [31:0] zx16$y;
    reg  [31:0] zx33$x;
    wire  [32:0] zx33$y;
    reg  skid$clock;
    reg  skid$reset;
    reg  skid$s_valid;
    wire  skid$s_ready;
    reg  [32:0] skid$s_data;
    wire  skid$m_valid;
    reg  skid$m_ready;
    wire  [32:0] skid$m_data;

    // Local signals
    reg  req_fire;
    reg  idle;
    reg  take;
    reg  last_el;
    reg  word_end;
    reg  pop;
    reg  [63:0] head;
    reg  [15:0] nwords;
    reg  [7:0] epw_new;
    reg  [31:0] elem;

    // Sub module instances
    vpu_ld_w64$addr_q addr_q(
        .d(addr_q$d),
        .q(addr_q$q),
        .clock(addr_q$clock)
    );
    vpu_ld_w64$words_q words_q(
        .d(words_q$d),
        .q(words_q$q),
        .clock(words_q$clock)
    );
    vpu_ld_w64$elems_q elems_q(
        .d(elems_q$d),
        .q(elems_q$q),
        .clock(elems_q$clock)
    );
    vpu_ld_w64$wcode_q wcode_q(
        .d(wcode_q$d),
        .q(wcode_q$q),
        .clock(wcode_q$clock)
    );
    vpu_ld_w64$sgn_q sgn_q(
        .d(sgn_q$d),
        .q(sgn_q$q),
        .clock(sgn_q$clock)
    );
    vpu_ld_w64$infl_q infl_q(
        .d(infl_q$d),
        .q(infl_q$q),
        .clock(infl_q$clock)
    );
    vpu_ld_w64$fifo_q$0 fifo_q$0(
        .d(fifo_q$0$d),
        .q(fifo_q$0$q),
        .clock(fifo_q$0$clock)
    );
    vpu_ld_w64$fifo_q$1 fifo_q$1(
        .d(fifo_q$1$d),
        .q(fifo_q$1$q),
        .clock(fifo_q$1$clock)
    );
    vpu_ld_w64$fifo_q$2 fifo_q$2(
        .d(fifo_q$2$d),
        .q(fifo_q$2$q),
        .clock(fifo_q$2$clock)
    );
    vpu_ld_w64$fifo_q$3 fifo_q$3(
        .d(fifo_q$3$d),
        .q(fifo_q$3$q),
        .clock(fifo_q$3$clock)
    );
    vpu_ld_w64$fifo_q$4 fifo_q$4(
        .d(fifo_q$4$d),
        .q(fifo_q$4$q),
        .clock(fifo_q$4$clock)
    );
    vpu_ld_w64$fifo_q$5 fifo_q$5(
        .d(fifo_q$5$d),
        .q(fifo_q$5$q),
        .clock(fifo_q$5$clock)
    );
    vpu_ld_w64$fifo_q$6 fifo_q$6(
        .d(fifo_q$6$d),
        .q(fifo_q$6$q),
        .clock(fifo_q$6$clock)
    );
    vpu_ld_w64$fifo_q$7 fifo_q$7(
        .d(fifo_q$7$d),
        .q(fifo_q$7$q),
        .clock(fifo_q$7$clock)
    );
    vpu_ld_w64$wp_q wp_q(
        .d(wp_q$d),
        .q(wp_q$q),
        .clock(wp_q$clock)
    );
    vpu_ld_w64$rp_q rp_q(
        .d(rp_q$d),
        .q(rp_q$q),
        .clock(rp_q$clock)
    );
    vpu_ld_w64$fn_q fn_q(
        .d(fn_q$d),
        .q(fn_q$q),
        .clock(fn_q$clock)
    );
    vpu_ld_w64$word_q word_q(
        .d(word_q$d),
        .q(word_q$q),
        .clock(word_q$clock)
    );
    vpu_ld_w64$wv_q wv_q(
        .d(wv_q$d),
        .q(wv_q$q),
        .clock(wv_q$clock)
    );
    vpu_ld_w64$epw_q epw_q(
        .d(epw_q$d),
        .q(epw_q$q),
        .clock(epw_q$clock)
    );
    vpu_ld_w64$sx8 sx8(
        .x(sx8$x),
        .y(sx8$y)
    );
    vpu_ld_w64$sx16 sx16(
        .x(sx16$x),
        .y(sx16$y)
    );
    vpu_ld_w64$zx8 zx8(
        .x(zx8$x),
        .y(zx8$y)
    );
    vpu_ld_w64$zx16 zx16(
        .x(zx16$x),
        .y(zx16$y)
    );
    vpu_ld_w64$zx33 zx33(
        .x(zx33$x),
        .y(zx33$y)
    );
    vpu_ld_w64$skid skid(
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
        addr_q$clock = clock;
        words_q$clock = clock;
        elems_q$clock = clock;
        wcode_q$clock = clock;
        sgn_q$clock = clock;
        infl_q$clock = clock;
        wp_q$clock = clock;
        rp_q$clock = clock;
        fn_q$clock = clock;
        word_q$clock = clock;
        wv_q$clock = clock;
        epw_q$clock = clock;
        addr_q$d = addr_q$q;
        words_q$d = words_q$q;
        elems_q$d = elems_q$q;
        wcode_q$d = wcode_q$q;
        sgn_q$d = sgn_q$q;
        infl_q$d = infl_q$q;
        wp_q$d = wp_q$q;
        rp_q$d = rp_q$q;
        fn_q$d = fn_q$q;
        word_q$d = word_q$q;
        wv_q$d = wv_q$q;
        epw_q$d = epw_q$q;
        fifo_q$0$clock = clock;
        fifo_q$0$d = fifo_q$0$q;
        fifo_q$1$clock = clock;
        fifo_q$1$d = fifo_q$1$q;
        fifo_q$2$clock = clock;
        fifo_q$2$d = fifo_q$2$q;
        fifo_q$3$clock = clock;
        fifo_q$3$d = fifo_q$3$q;
        fifo_q$4$clock = clock;
        fifo_q$4$d = fifo_q$4$q;
        fifo_q$5$clock = clock;
        fifo_q$5$d = fifo_q$5$q;
        fifo_q$6$clock = clock;
        fifo_q$6$d = fifo_q$6$q;
        fifo_q$7$clock = clock;
        fifo_q$7$d = fifo_q$7$q;
        skid$clock = clock;
        skid$reset = reset;
        if (~cmd_width[32'h1] & ~cmd_width[32'h0]) begin
            if (|(cmd_count & c_m8)) begin
                nwords = (cmd_count >> c_l8) + c_one16;
            end
            else begin
                nwords = cmd_count >> c_l8;
            end
        end
        else if (~cmd_width[32'h1]) begin
            if (|(cmd_count & c_m16)) begin
                nwords = (cmd_count >> c_l16) + c_one16;
            end
            else begin
                nwords = cmd_count >> c_l16;
            end
        end
        else if (|(cmd_count & c_m32)) begin
            nwords = (cmd_count >> c_l32) + c_one16;
        end
        else begin
            nwords = cmd_count >> c_l32;
        end
        idle = ~|elems_q$q;
        cmd_ready = idle;
        if (cmd_valid & idle) begin
            addr_q$d = cmd_addr;
            words_q$d = nwords;
            elems_q$d = cmd_count;
            wcode_q$d = cmd_width;
            sgn_q$d = cmd_signed;
        end
        req_valid = |words_q$q & (infl_q$q != c_depth);
        req_addr = addr_q$q;
        req_fire = |words_q$q & (infl_q$q != c_depth) & req_ready;
        if (req_fire) begin
            addr_q$d = addr_q$q + c_one_ab;
            words_q$d = words_q$q - c_one16;
        end
        if (~wcode_q$q[32'h1] & ~wcode_q$q[32'h0]) begin
            epw_new = c_epw8;
        end
        else if (~wcode_q$q[32'h1]) begin
            epw_new = c_epw16;
        end
        else begin
            epw_new = c_epw32;
        end
        sx8$x = word_q$q[(32'h0)+:(8)];
        zx8$x = word_q$q[(32'h0)+:(8)];
        sx16$x = word_q$q[(32'h0)+:(16)];
        zx16$x = word_q$q[(32'h0)+:(16)];
        if (~wcode_q$q[32'h1] & ~wcode_q$q[32'h0]) begin
            if (sgn_q$q) begin
                elem = sx8$y;
            end
            else begin
                elem = zx8$y;
            end
        end
        else if (~wcode_q$q[32'h1]) begin
            if (sgn_q$q) begin
                elem = sx16$y;
            end
            else begin
                elem = zx16$y;
            end
        end
        else begin
            elem = word_q$q[(32'h0)+:(32)];
        end
        last_el = elems_q$q == c_one16;
        word_end = (epw_q$q == c_one8) | last_el;
        zx33$x = elem;
        skid$s_valid = wv_q$q;
        if (last_el) begin
            skid$s_data = zx33$y | c_last;
        end
        else begin
            skid$s_data = zx33$y;
        end
        take = wv_q$q & skid$s_ready;
        pop = (~wv_q$q | (take & word_end)) & |fn_q$q;
        if (take) begin
            elems_q$d = elems_q$q - c_one16;
            epw_q$d = epw_q$q - c_one8;
            if (~wcode_q$q[32'h1] & ~wcode_q$q[32'h0]) begin
                word_q$d = word_q$q >> c_sh8;
            end
            else if (~wcode_q$q[32'h1]) begin
                word_q$d = word_q$q >> c_sh16;
            end
            else begin
                word_q$d = word_q$q >> c_sh32;
            end
            if (word_end) begin
                wv_q$d = 1'b0;
            end
        end
        head = fifo_q$0$q;
        if (rp_q$q == 1) begin
            head = fifo_q$1$q;
        end
        if (rp_q$q == 2) begin
            head = fifo_q$2$q;
        end
        if (rp_q$q == 3) begin
            head = fifo_q$3$q;
        end
        if (rp_q$q == 4) begin
            head = fifo_q$4$q;
        end
        if (rp_q$q == 5) begin
            head = fifo_q$5$q;
        end
        if (rp_q$q == 6) begin
            head = fifo_q$6$q;
        end
        if (rp_q$q == 7) begin
            head = fifo_q$7$q;
        end
        if (pop) begin
            word_q$d = head;
            wv_q$d = 1'b1;
            epw_q$d = epw_new;
            rp_q$d = rp_q$q + c_one_p;
        end
        if (rsp_valid) begin
            wp_q$d = wp_q$q + c_one_p;
            if (wp_q$q == 0) begin
                fifo_q$0$d = rsp_data;
            end
            if (wp_q$q == 1) begin
                fifo_q$1$d = rsp_data;
            end
            if (wp_q$q == 2) begin
                fifo_q$2$d = rsp_data;
            end
            if (wp_q$q == 3) begin
                fifo_q$3$d = rsp_data;
            end
            if (wp_q$q == 4) begin
                fifo_q$4$d = rsp_data;
            end
            if (wp_q$q == 5) begin
                fifo_q$5$d = rsp_data;
            end
            if (wp_q$q == 6) begin
                fifo_q$6$d = rsp_data;
            end
            if (wp_q$q == 7) begin
                fifo_q$7$d = rsp_data;
            end
        end
        if (rsp_valid & ~pop) begin
            fn_q$d = fn_q$q + c_one4;
        end
        else if (~rsp_valid & pop) begin
            fn_q$d = fn_q$q - c_one4;
        end
        if (req_fire & ~pop) begin
            infl_q$d = infl_q$q + c_one4;
        end
        else if (~req_fire & pop) begin
            infl_q$d = infl_q$q - c_one4;
        end
        skid$m_ready = out_ready;
        out_valid = skid$m_valid;
        out_data = skid$m_data[(32'h0)+:(32)];
        out_last = skid$m_data[32'h20];
        if (reset) begin
            words_q$d = c_z16;
            elems_q$d = c_z16;
            infl_q$d = c_z4;
            fn_q$d = c_z4;
            wp_q$d = c_z_p;
            rp_q$d = c_z_p;
            wv_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$addr_q(d,q,clock);

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

endmodule // vpu_ld_w64$addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$elems_q(d,q,clock);

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

endmodule // vpu_ld_w64$elems_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$epw_q(d,q,clock);

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

endmodule // vpu_ld_w64$epw_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$fifo_q$0(d,q,clock);

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

endmodule // vpu_ld_w64$fifo_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$fifo_q$1(d,q,clock);

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

endmodule // vpu_ld_w64$fifo_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$fifo_q$2(d,q,clock);

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

endmodule // vpu_ld_w64$fifo_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$fifo_q$3(d,q,clock);

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

endmodule // vpu_ld_w64$fifo_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$fifo_q$4(d,q,clock);

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

endmodule // vpu_ld_w64$fifo_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$fifo_q$5(d,q,clock);

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

endmodule // vpu_ld_w64$fifo_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$fifo_q$6(d,q,clock);

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

endmodule // vpu_ld_w64$fifo_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$fifo_q$7(d,q,clock);

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

endmodule // vpu_ld_w64$fifo_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$fn_q(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_ld_w64$fn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$infl_q(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_ld_w64$infl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$rp_q(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_ld_w64$rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$sgn_q(d,q,clock);

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

endmodule // vpu_ld_w64$sgn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$skid(clock,reset,s_valid,s_ready,s_data,m_valid,m_ready,m_data);

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
    vpu_ld_w64$skid$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    vpu_ld_w64$skid$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    vpu_ld_w64$skid$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    vpu_ld_w64$skid$skid_data_q skid_data_q(
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

endmodule // vpu_ld_w64$skid
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$skid$main_data_q(d,q,clock);

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

endmodule // vpu_ld_w64$skid$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$skid$main_valid_q(d,q,clock);

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

endmodule // vpu_ld_w64$skid$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$skid$skid_data_q(d,q,clock);

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

endmodule // vpu_ld_w64$skid$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$skid$skid_valid_q(d,q,clock);

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

endmodule // vpu_ld_w64$skid$skid_valid_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$sx16(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{16{x[15]}}, x};
endmodule // vpu_ld_w64$sx16
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$sx8(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{x[7]}}, x};
endmodule // vpu_ld_w64$sx8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$wcode_q(d,q,clock);

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

endmodule // vpu_ld_w64$wcode_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$word_q(d,q,clock);

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

endmodule // vpu_ld_w64$word_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$words_q(d,q,clock);

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

endmodule // vpu_ld_w64$words_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$wp_q(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // vpu_ld_w64$wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$wv_q(d,q,clock);

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

endmodule // vpu_ld_w64$wv_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$zx16(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{16{1'b0}}, x};
endmodule // vpu_ld_w64$zx16
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$zx33(x,y);

    // Module arguments
    input wire  [31:0] x;
    output wire  [32:0] y;

    // Update code (wrapper)
    assign y = {{1{1'b0}}, x};
endmodule // vpu_ld_w64$zx33
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module vpu_ld_w64$zx8(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{1'b0}}, x};
endmodule // vpu_ld_w64$zx8
/* verilator lint_on DECLFILENAME */
