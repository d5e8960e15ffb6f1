// sram_b2_m2_w64_d256: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module sram_b2_m2_w64_d256(clock,reset,req_valid,req_ready,req_addr,req_we,req_wdata,rsp_valid,rsp_data,stall_count,conflict_count);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [1:0] req_valid;
    output reg  [1:0] req_ready;
    input wire  [17:0] req_addr;
    input wire  [1:0] req_we;
    input wire  [127:0] req_wdata;
    output reg  [1:0] rsp_valid;
    output reg  [127:0] rsp_data;
    output reg  [63:0] stall_count;
    output reg  [31:0] conflict_count;

    // Constant declarations
    localparam  c_ab = 32'h9;
    localparam  c_bb = 32'h1;
    localparam  c_w = 32'h40;
    localparam  c_one32 = 32'h1;
    localparam  c_zero32 = 32'h0;
    localparam  c_zero_m = 2'b0;
    localparam  c_zero_w = 64'h0;
    localparam  c_zero_db = 8'h0;
    localparam  c_bank$0 = 1'b0;
    localparam  c_bank$1 = 1'b1;
    localparam  c_onehot$0 = 2'b1;
    localparam  c_onehot$1 = 2'b10;

    // Stub signals
    reg  banks$0$clock;
    reg  [7:0] banks$0$addr;
    reg  banks$0$we;
    reg  [63:0] banks$0$wdata;
    wire  [63:0] banks$0$rdata;
    reg  banks$1$clock;
    reg  [7:0] banks$1$addr;
    reg  banks$1$we;
    reg  [63:0] banks$1$wdata;
    wire  [63:0] banks$1$rdata;
    reg  arbs$0$clock;
    reg  arbs$0$reset;
    reg  [1:0] arbs$0$want;
    wire  [1:0] arbs$0$grant;
    wire  arbs$0$conflict;
    reg  arbs$1$clock;
    reg  arbs$1$reset;
    reg  [1:0] arbs$1$want;
    wire  [1:0] arbs$1$grant;
    wire  arbs$1$conflict;
    reg  [1:0] rd_owner_q$0$d;
    wire  [1:0] rd_owner_q$0$q;
    reg  rd_owner_q$0$clock;
    reg  [1:0] rd_owner_q$1$d;
    wire  [1:0] rd_owner_q$1$q;
    reg  rd_owner_q$1$clock;
    reg  [1:0] rsp_valid_q$d;
    wire  [1:0] rsp_valid_q$q;
    reg  rsp_valid_q$clock;
    reg  [63:0] rsp_data_q$0$d;
    wire  [63:0] rsp_data_q$0$q;
    reg  rsp_data_q$0$clock;
    reg  [63:0] rsp_data_q$1$d;
    wire  [63:0] rsp_data_q$1$q;
    reg  rsp_data_q$1$clock;
    reg  [31:0] stall_q$0$d;
    wire  [31:0] stall_q$0$q;
    reg  stall_q$0$clock;
    reg  [31:0] stall_q$1$d;
    wire  [31:0] stall_q$1$q;
    reg  stall_q$1$clock;
    reg  [31:0] conflict_q$d;
    wire  [31:0] conflict_q$q;
    reg  conflict_q$clock;
    reg  [63:0] rsp_pack$lane$0;
    reg  [63:0] rsp_pack$lane$1;
    wire  [127:0] rsp_pack$whole;
    reg  [31:0] stall_pack$lane$0;
    reg  [31:0] stall_pack$lane$1;
    wire  [63:0] stall_pack$whole;

    // Local signals
    reg  [1:0] want$0;
    reg  [1:0] want$1;
    reg  [1:0] granted;
    reg  [1:0] rsp_any;
    reg  [63:0] lane$0;
    reg  [63:0] lane$1;
    reg  [31:0] nconf;

    // Sub module instances
    sram_b2_m2_w64_d256$banks$0 banks$0(
        .clock(banks$0$clock),
        .addr(banks$0$addr),
        .we(banks$0$we),
        .wdata(banks$0$wdata),
        .rdata(banks$0$rdata)
    );
    sram_b2_m2_w64_d256$banks$1 banks$1(
        .clock(banks$1$clock),
        .addr(banks$1$addr),
        .we(banks$1$we),
        .wdata(banks$1$wdata),
        .rdata(banks$1$rdata)
    );
    sram_b2_m2_w64_d256$arbs$0 arbs$0(
        .clock(arbs$0$clock),
        .reset(arbs$0$reset),
        .want(arbs$0$want),
        .grant(arbs$0$grant),
        .conflict(arbs$0$conflict)
    );
    sram_b2_m2_w64_d256$arbs$1 arbs$1(
        .clock(arbs$1$clock),
        .reset(arbs$1$reset),
        .want(arbs$1$want),
        .grant(arbs$1$grant),
        .conflict(arbs$1$conflict)
    );
    sram_b2_m2_w64_d256$rd_owner_q$0 rd_owner_q$0(
        .d(rd_owner_q$0$d),
        .q(rd_owner_q$0$q),
        .clock(rd_owner_q$0$clock)
    );
    sram_b2_m2_w64_d256$rd_owner_q$1 rd_owner_q$1(
        .d(rd_owner_q$1$d),
        .q(rd_owner_q$1$q),
        .clock(rd_owner_q$1$clock)
    );
    sram_b2_m2_w64_d256$rsp_valid_q rsp_valid_q(
        .d(rsp_valid_q$d),
        .q(rsp_valid_q$q),
        .clock(rsp_valid_q$clock)
    );
    sram_b2_m2_w64_d256$rsp_data_q$0 rsp_data_q$0(
        .d(rsp_data_q$0$d),
        .q(rsp_data_q$0$q),
        .clock(rsp_data_q$0$clock)
    );
    sram_b2_m2_w64_d256$rsp_data_q$1 rsp_data_q$1(
        .d(rsp_data_q$1$d),
        .q(rsp_data_q$1$q),
        .clock(rsp_data_q$1$clock)
    );
    sram_b2_m2_w64_d256$stall_q$0 stall_q$0(
        .d(stall_q$0$d),
        .q(stall_q$0$q),
        .clock(stall_q$0$clock)
    );
    sram_b2_m2_w64_d256$stall_q$1 stall_q$1(
        .d(stall_q$1$d),
        .q(stall_q$1$q),
        .clock(stall_q$1$clock)
    );
    sram_b2_m2_w64_d256$conflict_q conflict_q(
        .d(conflict_q$d),
        .q(conflict_q$q),
        .clock(conflict_q$clock)
    );
    sram_b2_m2_w64_d256$rsp_pack rsp_pack(
        .lane$0(rsp_pack$lane$0),
        .lane$1(rsp_pack$lane$1),
        .whole(rsp_pack$whole)
    );
    sram_b2_m2_w64_d256$stall_pack stall_pack(
        .lane$0(stall_pack$lane$0),
        .lane$1(stall_pack$lane$1),
        .whole(stall_pack$whole)
    );

    // Update code
    always @(*) begin
        rsp_valid_q$clock = clock;
        conflict_q$clock = clock;
        rsp_valid_q$d = rsp_valid_q$q;
        conflict_q$d = conflict_q$q;
        granted = c_zero_m;
        banks$0$clock = clock;
        arbs$0$clock = clock;
        arbs$0$reset = reset;
        rd_owner_q$0$clock = clock;
        want$0 = c_zero_m;
        if (req_valid[0] & (req_addr[(0 * c_ab)+:(1)] == c_bank$0)) begin
            want$0 = want$0 | c_onehot$0;
        end
        if (req_valid[1] & (req_addr[(1 * c_ab)+:(1)] == c_bank$0)) begin
            want$0 = want$0 | c_onehot$1;
        end
        if (reset) begin
            want$0 = c_zero_m;
        end
        arbs$0$want = want$0;
        granted = granted | arbs$0$grant;
        banks$0$addr = c_zero_db;
        banks$0$we = 1'b0;
        banks$0$wdata = c_zero_w;
        rd_owner_q$0$d = c_zero_m;
        if (arbs$0$grant[0]) begin
            banks$0$addr = req_addr[(0 * c_ab + c_bb)+:(8)];
            banks$0$we = req_we[0];
            banks$0$wdata = req_wdata[(0 * c_w)+:(64)];
            if (~req_we[0]) begin
                rd_owner_q$0$d = c_onehot$0;
            end
        end
        if (arbs$0$grant[1]) begin
            banks$0$addr = req_addr[(1 * c_ab + c_bb)+:(8)];
            banks$0$we = req_we[1];
            banks$0$wdata = req_wdata[(1 * c_w)+:(64)];
            if (~req_we[1]) begin
                rd_owner_q$0$d = c_onehot$1;
            end
        end
        banks$1$clock = clock;
        arbs$1$clock = clock;
        arbs$1$reset = reset;
        rd_owner_q$1$clock = clock;
        want$1 = c_zero_m;
        if (req_valid[0] & (req_addr[(0 * c_ab)+:(1)] == c_bank$1)) begin
            want$1 = want$1 | c_onehot$0;
        end
        if (req_valid[1] & (req_addr[(1 * c_ab)+:(1)] == c_bank$1)) begin
            want$1 = want$1 | c_onehot$1;
        end
        if (reset) begin
            want$1 = c_zero_m;
        end
        arbs$1$want = want$1;
        granted = granted | arbs$1$grant;
        banks$1$addr = c_zero_db;
        banks$1$we = 1'b0;
        banks$1$wdata = c_zero_w;
        rd_owner_q$1$d = c_zero_m;
        if (arbs$1$grant[0]) begin
            banks$1$addr = req_addr[(0 * c_ab + c_bb)+:(8)];
            banks$1$we = req_we[0];
            banks$1$wdata = req_wdata[(0 * c_w)+:(64)];
            if (~req_we[0]) begin
                rd_owner_q$1$d = c_onehot$0;
            end
        end
        if (arbs$1$grant[1]) begin
            banks$1$addr = req_addr[(1 * c_ab + c_bb)+:(8)];
            banks$1$we = req_we[1];
            banks$1$wdata = req_wdata[(1 * c_w)+:(64)];
            if (~req_we[1]) begin
                rd_owner_q$1$d = c_onehot$1;
            end
        end
        req_ready = granted;
        rsp_any = c_zero_m;
        lane$0 = c_zero_w;
        lane$1 = c_zero_w;
        rsp_any = rsp_any | rd_owner_q$0$q;
        if (rd_owner_q$0$q[0]) begin
            lane$0 = banks$0$rdata;
        end
        if (rd_owner_q$0$q[1]) begin
            lane$1 = banks$0$rdata;
        end
        rsp_any = rsp_any | rd_owner_q$1$q;
        if (rd_owner_q$1$q[0]) begin
            lane$0 = banks$1$rdata;
        end
        if (rd_owner_q$1$q[1]) begin
            lane$1 = banks$1$rdata;
        end
        rsp_valid_q$d = rsp_any;
        if (reset) begin
            rsp_valid_q$d = c_zero_m;
        end
        rsp_data_q$0$clock = clock;
        rsp_data_q$0$d = lane$0;
        stall_q$0$clock = clock;
        stall_q$0$d = stall_q$0$q;
        if (req_valid[0] & ~granted[0]) begin
            stall_q$0$d = stall_q$0$q + c_one32;
        end
        if (reset) begin
            rsp_data_q$0$d = c_zero_w;
            stall_q$0$d = c_zero32;
        end
        rsp_pack$lane$0 = rsp_data_q$0$q;
        stall_pack$lane$0 = stall_q$0$q;
        rsp_data_q$1$clock = clock;
        rsp_data_q$1$d = lane$1;
        stall_q$1$clock = clock;
        stall_q$1$d = stall_q$1$q;
        if (req_valid[1] & ~granted[1]) begin
            stall_q$1$d = stall_q$1$q + c_one32;
        end
        if (reset) begin
            rsp_data_q$1$d = c_zero_w;
            stall_q$1$d = c_zero32;
        end
        rsp_pack$lane$1 = rsp_data_q$1$q;
        stall_pack$lane$1 = stall_q$1$q;
        nconf = conflict_q$q;
        if (arbs$0$conflict) begin
            nconf = nconf + c_one32;
        end
        if (arbs$1$conflict) begin
            nconf = nconf + c_one32;
        end
        conflict_q$d = nconf;
        if (reset) begin
            conflict_q$d = c_zero32;
        end
        rsp_valid = rsp_valid_q$q;
        rsp_data = rsp_pack$whole;
        stall_count = stall_pack$whole;
        conflict_count = conflict_q$q;
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$arbs$0(clock,reset,want,grant,conflict);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [1:0] want;
    output reg  [1:0] grant;
    output reg  conflict;

    // Constant declarations
    localparam  one = 2'b1;
    localparam  zero = 2'b0;

    // Stub signals
    reg  [1:0] mask_q$d;
    wire  [1:0] mask_q$q;
    reg  mask_q$clock;

    // Local signals
    reg  [1:0] masked;

    // Sub module instances
    sram_b2_m2_w64_d256$arbs$0$mask_q mask_q(
        .d(mask_q$d),
        .q(mask_q$q),
        .clock(mask_q$clock)
    );

    // Update code
    always @(*) begin
        mask_q$clock = clock;
        mask_q$d = mask_q$q;
        masked = want & mask_q$q;
        if (|masked) begin
            grant = masked & (~masked + one);
        end
        else begin
            grant = want & (~want + one);
        end
        conflict = |(want & (want - one));
        if (|want) begin
            mask_q$d = ~(grant | (grant - one));
        end
        if (reset) begin
            mask_q$d = zero;
        end
    end

endmodule // sram_b2_m2_w64_d256$arbs$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$arbs$0$mask_q(d,q,clock);

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

endmodule // sram_b2_m2_w64_d256$arbs$0$mask_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$arbs$1(clock,reset,want,grant,conflict);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [1:0] want;
    output reg  [1:0] grant;
    output reg  conflict;

    // Constant declarations
    localparam  one = 2'b1;
    localparam  zero = 2'b0;

    // Stub signals
    reg  [1:0] mask_q$d;
    wire  [1:0] mask_q$q;
    reg  mask_q$clock;

    // Local signals
    reg  [1:0] masked;

    // Sub module instances
    sram_b2_m2_w64_d256$arbs$1$mask_q mask_q(
        .d(mask_q$d),
        .q(mask_q$q),
        .clock(mask_q$clock)
    );

    // Update code
    always @(*) begin
        mask_q$clock = clock;
        mask_q$d = mask_q$q;
        masked = want & mask_q$q;
        if (|masked) begin
            grant = masked & (~masked + one);
        end
        else begin
            grant = want & (~want + one);
        end
        conflict = |(want & (want - one));
        if (|want) begin
            mask_q$d = ~(grant | (grant - one));
        end
        if (reset) begin
            mask_q$d = zero;
        end
    end

endmodule // sram_b2_m2_w64_d256$arbs$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$arbs$1$mask_q(d,q,clock);

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

endmodule // sram_b2_m2_w64_d256$arbs$1$mask_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$banks$0(clock,addr,we,wdata,rdata);

    // Module arguments
    input wire  clock;
    input wire  [7:0] addr;
    input wire  we;
    input wire  [63:0] wdata;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural single-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:255];

    always @(posedge clock) begin
        if (we) begin
            mem[addr] <= wdata;
        end else begin
            rdata <= mem[addr];
        end
    end
endmodule // sram_b2_m2_w64_d256$banks$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$banks$1(clock,addr,we,wdata,rdata);

    // Module arguments
    input wire  clock;
    input wire  [7:0] addr;
    input wire  we;
    input wire  [63:0] wdata;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural single-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:255];

    always @(posedge clock) begin
        if (we) begin
            mem[addr] <= wdata;
        end else begin
            rdata <= mem[addr];
        end
    end
endmodule // sram_b2_m2_w64_d256$banks$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$conflict_q(d,q,clock);

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

endmodule // sram_b2_m2_w64_d256$conflict_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$rd_owner_q$0(d,q,clock);

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

endmodule // sram_b2_m2_w64_d256$rd_owner_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$rd_owner_q$1(d,q,clock);

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

endmodule // sram_b2_m2_w64_d256$rd_owner_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$rsp_data_q$0(d,q,clock);

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

endmodule // sram_b2_m2_w64_d256$rsp_data_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$rsp_data_q$1(d,q,clock);

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

endmodule // sram_b2_m2_w64_d256$rsp_data_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$rsp_pack(lane$0,lane$1,whole);

    // Module arguments
    input wire  [63:0] lane$0;
    input wire  [63:0] lane$1;
    output reg  [127:0] whole;

    // Update code
    always @(*) begin
        whole[(32'h0)+:(64)] = lane$0;
        whole[(32'h40)+:(64)] = lane$1;
    end

endmodule // sram_b2_m2_w64_d256$rsp_pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$rsp_valid_q(d,q,clock);

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

endmodule // sram_b2_m2_w64_d256$rsp_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$stall_pack(lane$0,lane$1,whole);

    // Module arguments
    input wire  [31:0] lane$0;
    input wire  [31:0] lane$1;
    output reg  [63:0] whole;

    // Update code
    always @(*) begin
        whole[(32'h0)+:(32)] = lane$0;
        whole[(32'h20)+:(32)] = lane$1;
    end

endmodule // sram_b2_m2_w64_d256$stall_pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$stall_q$0(d,q,clock);

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

endmodule // sram_b2_m2_w64_d256$stall_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module sram_b2_m2_w64_d256$stall_q$1(d,q,clock);

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

endmodule // sram_b2_m2_w64_d256$stall_q$1
/* verilator lint_on DECLFILENAME */
