// axi_rd_arb_w64_o8: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module axi_rd_arb_w64_o8(clock,reset,m0_ar_valid,m0_ar_ready,m0_ar_addr,m0_ar_len,m0_r_valid,m0_r_ready,m0_r_data,m0_r_last,m0_r_resp,m1_ar_valid,m1_ar_ready,m1_ar_addr,m1_ar_len,m1_r_valid,m1_r_ready,m1_r_data,m1_r_last,m1_r_resp,m2_ar_valid,m2_ar_ready,m2_ar_addr,m2_ar_len,m2_r_valid,m2_r_ready,m2_r_data,m2_r_last,m2_r_resp,m3_ar_valid,m3_ar_ready,m3_ar_addr,m3_ar_len,m3_r_valid,m3_r_ready,m3_r_data,m3_r_last,m3_r_resp,axi_ar_valid,axi_ar_ready,axi_ar_addr,axi_ar_len,axi_r_valid,axi_r_ready,axi_r_data,axi_r_last,axi_r_resp);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  m0_ar_valid;
    output reg  m0_ar_ready;
    input wire  [31:0] m0_ar_addr;
    input wire  [7:0] m0_ar_len;
    output reg  m0_r_valid;
    input wire  m0_r_ready;
    output reg  [63:0] m0_r_data;
    output reg  m0_r_last;
    output reg  [1:0] m0_r_resp;
    input wire  m1_ar_valid;
    output reg  m1_ar_ready;
    input wire  [31:0] m1_ar_addr;
    input wire  [7:0] m1_ar_len;
    output reg  m1_r_valid;
    input wire  m1_r_ready;
    output reg  [63:0] m1_r_data;
    output reg  m1_r_last;
    output reg  [1:0] m1_r_resp;
    input wire  m2_ar_valid;
    output reg  m2_ar_ready;
    input wire  [31:0] m2_ar_addr;
    input wire  [7:0] m2_ar_len;
    output reg  m2_r_valid;
    input wire  m2_r_ready;
    output reg  [63:0] m2_r_data;
    output reg  m2_r_last;
    output reg  [1:0] m2_r_resp;
    input wire  m3_ar_valid;
    output reg  m3_ar_ready;
    input wire  [31:0] m3_ar_addr;
    input wire  [7:0] m3_ar_len;
    output reg  m3_r_valid;
    input wire  m3_r_ready;
    output reg  [63:0] m3_r_data;
    output reg  m3_r_last;
    output reg  [1:0] m3_r_resp;
    output reg  axi_ar_valid;
    input wire  axi_ar_ready;
    output reg  [31:0] axi_ar_addr;
    output reg  [7:0] axi_ar_len;
    input wire  axi_r_valid;
    output reg  axi_r_ready;
    input wire  [63:0] axi_r_data;
    input wire  axi_r_last;
    input wire  [1:0] axi_r_resp;

    // Constant declarations
    localparam  c0 = 2'b0;
    localparam  c1 = 2'b1;
    localparam  c2 = 2'b10;
    localparam  c3 = 2'b11;
    localparam  c_last = 3'b111;
    localparam  c_full = 4'h8;
    localparam  c_zero3 = 3'b0;
    localparam  c_one3 = 3'b1;
    localparam  c_zero4 = 4'h0;
    localparam  c_one4 = 4'h1;

    // Stub signals
    reg  [1:0] gf$0$d;
    wire  [1:0] gf$0$q;
    reg  gf$0$clock;
    reg  [1:0] gf$1$d;
    wire  [1:0] gf$1$q;
    reg  gf$1$clock;
    reg  [1:0] gf$2$d;
    wire  [1:0] gf$2$q;
    reg  gf$2$clock;
    reg  [1:0] gf$3$d;
    wire  [1:0] gf$3$q;
    reg  gf$3$clock;
    reg  [1:0] gf$4$d;
    wire  [1:0] gf$4$q;
    reg  gf$4$clock;
    reg  [1:0] gf$5$d;
    wire  [1:0] gf$5$q;
    reg  gf$5$clock;
    reg  [1:0] gf$6$d;
    wire  [1:0] gf$6$q;
    reg  gf$6$clock;
    reg  [1:0] gf$7$d;
    wire  [1:0] gf$7$q;
    reg  gf$7$clock;
    reg  [2:0] gf_wp_q$d;
    wire  [2:0] gf_wp_q$q;
    reg  gf_wp_q$clock;
    reg  [2:0] gf_rp_q$d;
    wire  [2:0] gf_rp_q$q;
    reg  gf_rp_q$clock;
    reg  [3:0] gf_cnt_q$d;
    wire  [3:0] gf_cnt_q$q;
    reg  gf_cnt_q$clock;
    reg  [1:0] rr_q$d;
    wire  [1:0] rr_q$q;
    reg  rr_q$clock;
    reg  lock_q$d;
    wire  lock_q$q;
    reg  lock_q$clock;
    reg  [1:0] lock_idx_q$d;
    wire  [1:0] lock_idx_q$q;
    reg  lock_idx_q$clock;

    // Local signals
    reg  [1:0] g;
    reg  g_valid;
    reg  room;
    reg  ar_fire;
    reg  [1:0] head;
    reg  has;
    reg  r_pop;

    // Sub module instances
    axi_rd_arb_w64_o8$gf$0 gf$0(
        .d(gf$0$d),
        .q(gf$0$q),
        .clock(gf$0$clock)
    );
    axi_rd_arb_w64_o8$gf$1 gf$1(
        .d(gf$1$d),
        .q(gf$1$q),
        .clock(gf$1$clock)
    );
    axi_rd_arb_w64_o8$gf$2 gf$2(
        .d(gf$2$d),
        .q(gf$2$q),
        .clock(gf$2$clock)
    );
    axi_rd_arb_w64_o8$gf$3 gf$3(
        .d(gf$3$d),
        .q(gf$3$q),
        .clock(gf$3$clock)
    );
    axi_rd_arb_w64_o8$gf$4 gf$4(
        .d(gf$4$d),
        .q(gf$4$q),
        .clock(gf$4$clock)
    );
    axi_rd_arb_w64_o8$gf$5 gf$5(
        .d(gf$5$d),
        .q(gf$5$q),
        .clock(gf$5$clock)
    );
    axi_rd_arb_w64_o8$gf$6 gf$6(
        .d(gf$6$d),
        .q(gf$6$q),
        .clock(gf$6$clock)
    );
    axi_rd_arb_w64_o8$gf$7 gf$7(
        .d(gf$7$d),
        .q(gf$7$q),
        .clock(gf$7$clock)
    );
    axi_rd_arb_w64_o8$gf_wp_q gf_wp_q(
        .d(gf_wp_q$d),
        .q(gf_wp_q$q),
        .clock(gf_wp_q$clock)
    );
    axi_rd_arb_w64_o8$gf_rp_q gf_rp_q(
        .d(gf_rp_q$d),
        .q(gf_rp_q$q),
        .clock(gf_rp_q$clock)
    );
    axi_rd_arb_w64_o8$gf_cnt_q gf_cnt_q(
        .d(gf_cnt_q$d),
        .q(gf_cnt_q$q),
        .clock(gf_cnt_q$clock)
    );
    axi_rd_arb_w64_o8$rr_q rr_q(
        .d(rr_q$d),
        .q(rr_q$q),
        .clock(rr_q$clock)
    );
    axi_rd_arb_w64_o8$lock_q lock_q(
        .d(lock_q$d),
        .q(lock_q$q),
        .clock(lock_q$clock)
    );
    axi_rd_arb_w64_o8$lock_idx_q lock_idx_q(
        .d(lock_idx_q$d),
        .q(lock_idx_q$q),
        .clock(lock_idx_q$clock)
    );

    // Update code
    always @(*) begin
        gf_wp_q$clock = clock;
        gf_rp_q$clock = clock;
        gf_cnt_q$clock = clock;
        rr_q$clock = clock;
        lock_q$clock = clock;
        lock_idx_q$clock = clock;
        gf_wp_q$d = gf_wp_q$q;
        gf_rp_q$d = gf_rp_q$q;
        gf_cnt_q$d = gf_cnt_q$q;
        rr_q$d = rr_q$q;
        lock_q$d = lock_q$q;
        lock_idx_q$d = lock_idx_q$q;
        gf$0$clock = clock;
        gf$0$d = gf$0$q;
        gf$1$clock = clock;
        gf$1$d = gf$1$q;
        gf$2$clock = clock;
        gf$2$d = gf$2$q;
        gf$3$clock = clock;
        gf$3$d = gf$3$q;
        gf$4$clock = clock;
        gf$4$d = gf$4$q;
        gf$5$clock = clock;
        gf$5$d = gf$5$q;
        gf$6$clock = clock;
        gf$6$d = gf$6$q;
        gf$7$clock = clock;
        gf$7$d = gf$7$q;
        g_valid = m0_ar_valid | m1_ar_valid | m2_ar_valid | m3_ar_valid;
        g = c0;
        if (rr_q$q == c0) begin
            if (m0_ar_valid) begin
                g = c0;
            end
            if (m3_ar_valid) begin
                g = c3;
            end
            if (m2_ar_valid) begin
                g = c2;
            end
            if (m1_ar_valid) begin
                g = c1;
            end
        end
        else if (rr_q$q == c1) begin
            if (m1_ar_valid) begin
                g = c1;
            end
            if (m0_ar_valid) begin
                g = c0;
            end
            if (m3_ar_valid) begin
                g = c3;
            end
            if (m2_ar_valid) begin
                g = c2;
            end
        end
        else if (rr_q$q == c2) begin
            if (m2_ar_valid) begin
                g = c2;
            end
            if (m1_ar_valid) begin
                g = c1;
            end
            if (m0_ar_valid) begin
                g = c0;
            end
            if (m3_ar_valid) begin
                g = c3;
            end
        end
        else begin
            if (m3_ar_valid) begin
                g = c3;
            end
            if (m2_ar_valid) begin
                g = c2;
            end
            if (m1_ar_valid) begin
                g = c1;
            end
            if (m0_ar_valid) begin
                g = c0;
            end
        end
        if (lock_q$q) begin
            g = lock_idx_q$q;
        end
        room = gf_cnt_q$q != c_full;
        axi_ar_valid = g_valid & room;
        axi_ar_addr = m0_ar_addr;
        axi_ar_len = m0_ar_len;
        if (g == c1) begin
            axi_ar_addr = m1_ar_addr;
            axi_ar_len = m1_ar_len;
        end
        if (g == c2) begin
            axi_ar_addr = m2_ar_addr;
            axi_ar_len = m2_ar_len;
        end
        if (g == c3) begin
            axi_ar_addr = m3_ar_addr;
            axi_ar_len = m3_ar_len;
        end
        m0_ar_ready = axi_ar_ready & room & g_valid & (g == c0);
        m1_ar_ready = axi_ar_ready & room & g_valid & (g == c1);
        m2_ar_ready = axi_ar_ready & room & g_valid & (g == c2);
        m3_ar_ready = axi_ar_ready & room & g_valid & (g == c3);
        ar_fire = g_valid & room & axi_ar_ready;
        if (ar_fire) begin
            rr_q$d = g;
            lock_q$d = 1'b0;
        end
        else if (g_valid & room) begin
            lock_q$d = 1'b1;
            lock_idx_q$d = g;
        end
        has = |gf_cnt_q$q;
        head = gf$0$q;
        if (gf_rp_q$q == 1) begin
            head = gf$1$q;
        end
        if (gf_rp_q$q == 2) begin
            head = gf$2$q;
        end
        if (gf_rp_q$q == 3) begin
            head = gf$3$q;
        end
        if (gf_rp_q$q == 4) begin
            head = gf$4$q;
        end
        if (gf_rp_q$q == 5) begin
            head = gf$5$q;
        end
        if (gf_rp_q$q == 6) begin
            head = gf$6$q;
        end
        if (gf_rp_q$q == 7) begin
            head = gf$7$q;
        end
        m0_r_valid = axi_r_valid & has & (head == c0);
        m1_r_valid = axi_r_valid & has & (head == c1);
        m2_r_valid = axi_r_valid & has & (head == c2);
        m3_r_valid = axi_r_valid & has & (head == c3);
        m0_r_data = axi_r_data;
        m1_r_data = axi_r_data;
        m2_r_data = axi_r_data;
        m3_r_data = axi_r_data;
        m0_r_last = axi_r_last;
        m1_r_last = axi_r_last;
        m2_r_last = axi_r_last;
        m3_r_last = axi_r_last;
        m0_r_resp = axi_r_resp;
        m1_r_resp = axi_r_resp;
        m2_r_resp = axi_r_resp;
        m3_r_resp = axi_r_resp;
        axi_r_ready = has & m0_r_ready;
        if (head == c1) begin
            axi_r_ready = has & m1_r_ready;
        end
        if (head == c2) begin
            axi_r_ready = has & m2_r_ready;
        end
        if (head == c3) begin
            axi_r_ready = has & m3_r_ready;
        end
        r_pop = axi_r_valid & axi_r_ready & axi_r_last;
        if (ar_fire & (gf_wp_q$q == 0)) begin
            gf$0$d = g;
        end
        if (ar_fire & (gf_wp_q$q == 1)) begin
            gf$1$d = g;
        end
        if (ar_fire & (gf_wp_q$q == 2)) begin
            gf$2$d = g;
        end
        if (ar_fire & (gf_wp_q$q == 3)) begin
            gf$3$d = g;
        end
        if (ar_fire & (gf_wp_q$q == 4)) begin
            gf$4$d = g;
        end
        if (ar_fire & (gf_wp_q$q == 5)) begin
            gf$5$d = g;
        end
        if (ar_fire & (gf_wp_q$q == 6)) begin
            gf$6$d = g;
        end
        if (ar_fire & (gf_wp_q$q == 7)) begin
            gf$7$d = g;
        end
        if (ar_fire) begin
            if (gf_wp_q$q == c_last) begin
                gf_wp_q$d = c_zero3;
            end
            else begin
                gf_wp_q$d = gf_wp_q$q + c_one3;
            end
        end
        if (r_pop) begin
            if (gf_rp_q$q == c_last) begin
                gf_rp_q$d = c_zero3;
            end
            else begin
                gf_rp_q$d = gf_rp_q$q + c_one3;
            end
        end
        if (ar_fire & ~r_pop) begin
            gf_cnt_q$d = gf_cnt_q$q + c_one4;
        end
        if (~ar_fire & r_pop) begin
            gf_cnt_q$d = gf_cnt_q$q - c_one4;
        end
        if (reset) begin
            gf_wp_q$d = c_zero3;
            gf_rp_q$d = c_zero3;
            gf_cnt_q$d = c_zero4;
            rr_q$d = c0;
            lock_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$gf$0(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$gf$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$gf$1(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$gf$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$gf$2(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$gf$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$gf$3(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$gf$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$gf$4(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$gf$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$gf$5(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$gf$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$gf$6(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$gf$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$gf$7(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$gf$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$gf_cnt_q(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$gf_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$gf_rp_q(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$gf_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$gf_wp_q(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$gf_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$lock_idx_q(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$lock_idx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$lock_q(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$lock_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module axi_rd_arb_w64_o8$rr_q(d,q,clock);

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

endmodule // axi_rd_arb_w64_o8$rr_q
/* verilator lint_on DECLFILENAME */
