// dma_sram_d64_b4_m2: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module dma_sram_d64_b4_m2(clock,reset,desc_valid,desc_ready,desc_src,desc_dst,desc_dir,desc_rows,desc_row_bytes,desc_src_stride,desc_dst_stride,desc_tag,done_valid,done_ready,done_tag,done_status,rd_busy,cfg_ext_base,cfg_ext_size,cfg_sram_size,axi_ar_valid,axi_ar_ready,axi_ar_addr,axi_ar_len,axi_r_valid,axi_r_ready,axi_r_data,axi_r_last,axi_r_resp,axi_aw_valid,axi_aw_ready,axi_aw_addr,axi_aw_len,axi_w_valid,axi_w_ready,axi_w_data,axi_w_last,axi_b_valid,axi_b_ready,axi_b_resp,p1_req_valid,p1_req_ready,p1_req_addr,p1_req_we,p1_req_wdata,p1_rsp_valid,p1_rsp_data,sram_stall_count,sram_conflict_count);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  desc_valid;
    output reg  desc_ready;
    input wire  [31:0] desc_src;
    input wire  [31:0] desc_dst;
    input wire  desc_dir;
    input wire  [15:0] desc_rows;
    input wire  [31:0] desc_row_bytes;
    input wire  [31:0] desc_src_stride;
    input wire  [31:0] desc_dst_stride;
    input wire  [7:0] desc_tag;
    output reg  done_valid;
    input wire  done_ready;
    output reg  [7:0] done_tag;
    output reg  [2:0] done_status;
    output reg  rd_busy;
    input wire  [31:0] cfg_ext_base;
    input wire  [31:0] cfg_ext_size;
    input wire  [31:0] cfg_sram_size;
    output reg  axi_ar_valid;
    input wire  axi_ar_ready;
    output reg  [31:0] axi_ar_addr;
    output reg  [7:0] axi_ar_len;
    input wire  axi_r_valid;
    output reg  axi_r_ready;
    input wire  [63:0] axi_r_data;
    input wire  axi_r_last;
    input wire  [1:0] axi_r_resp;
    output reg  axi_aw_valid;
    input wire  axi_aw_ready;
    output reg  [31:0] axi_aw_addr;
    output reg  [7:0] axi_aw_len;
    output reg  axi_w_valid;
    input wire  axi_w_ready;
    output reg  [63:0] axi_w_data;
    output reg  axi_w_last;
    input wire  axi_b_valid;
    output reg  axi_b_ready;
    input wire  [1:0] axi_b_resp;
    input wire  p1_req_valid;
    output reg  p1_req_ready;
    input wire  [10:0] p1_req_addr;
    input wire  p1_req_we;
    input wire  [63:0] p1_req_wdata;
    output reg  p1_rsp_valid;
    output reg  [63:0] p1_rsp_data;
    output reg  [63:0] sram_stall_count;
    output reg  [31:0] sram_conflict_count;

    // Constant declarations
    localparam  c_lane0 = 2'b1;
    localparam  c_lane1 = 2'b10;
    localparam  c_zero2 = 2'b0;
    localparam  c_sram_bytes = 32'h4000;

    // Stub signals
    reg  dma$clock;
    reg  dma$reset;
    reg  dma$desc_valid;
    wire  dma$desc_ready;
    reg  [31:0] dma$desc_src;
    reg  [31:0] dma$desc_dst;
    reg  dma$desc_dir;
    reg  [15:0] dma$desc_rows;
    reg  [31:0] dma$desc_row_bytes;
    reg  [31:0] dma$desc_src_stride;
    reg  [31:0] dma$desc_dst_stride;
    reg  [7:0] dma$desc_tag;
    wire  dma$done_valid;
    reg  dma$done_ready;
    wire  [7:0] dma$done_tag;
    wire  [2:0] dma$done_status;
    wire  dma$rd_busy;
    reg  [31:0] dma$cfg_ext_base;
    reg  [31:0] dma$cfg_ext_size;
    reg  [31:0] dma$cfg_sram_size;
    wire  dma$axi_ar_valid;
    reg  dma$axi_ar_ready;
    wire  [31:0] dma$axi_ar_addr;
    wire  [7:0] dma$axi_ar_len;
    reg  dma$axi_r_valid;
    wire  dma$axi_r_ready;
    reg  [63:0] dma$axi_r_data;
    reg  dma$axi_r_last;
    reg  [1:0] dma$axi_r_resp;
    wire  dma$axi_aw_valid;
    reg  dma$axi_aw_ready;
    wire  [31:0] dma$axi_aw_addr;
    wire  [7:0] dma$axi_aw_len;
    wire  dma$axi_w_valid;
    reg  dma$axi_w_ready;
    wire  [63:0] dma$axi_w_data;
    wire  dma$axi_w_last;
    reg  dma$axi_b_valid;
    wire  dma$axi_b_ready;
    reg  [1:0] dma$axi_b_resp;
    wire  dma$sram_req_valid;
    reg  dma$sram_req_ready;
    // UNUSEDSIGNAL waived: bits 31:11 are always zero (the engine's SRAM window is clamped to the 16 KiB SRAM)
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [31:0] dma$sram_req_addr;
    /* verilator lint_on UNUSEDSIGNAL */
    wire  dma$sram_req_we;
    wire  [63:0] dma$sram_req_wdata;
    reg  dma$sram_rsp_valid;
    reg  [63:0] dma$sram_rsp_data;
    reg  sram$clock;
    reg  sram$reset;
    // UNOPTFLAT waived: no real loop: the engine's sram_req_valid/addr come from its registers, not from req_ready
    /* verilator lint_off UNOPTFLAT */
    reg  [1:0] sram$req_valid;
    /* verilator lint_on UNOPTFLAT */
    wire  [1:0] sram$req_ready;
    reg  [21:0] sram$req_addr;
    reg  [1:0] sram$req_we;
    reg  [127:0] sram$req_wdata;
    wire  [1:0] sram$rsp_valid;
    wire  [127:0] sram$rsp_data;
    wire  [63:0] sram$stall_count;
    wire  [31:0] sram$conflict_count;
    reg  [10:0] addr_pack$lane$0;
    reg  [10:0] addr_pack$lane$1;
    wire  [21:0] addr_pack$whole;
    reg  [63:0] wdata_pack$lane$0;
    reg  [63:0] wdata_pack$lane$1;
    wire  [127:0] wdata_pack$whole;

    // Local signals
    reg  [1:0] req_valid;
    reg  [1:0] req_we;

    // Sub module instances
    dma_sram_d64_b4_m2$dma dma(
        .clock(dma$clock),
        .reset(dma$reset),
        .desc_valid(dma$desc_valid),
        .desc_ready(dma$desc_ready),
        .desc_src(dma$desc_src),
        .desc_dst(dma$desc_dst),
        .desc_dir(dma$desc_dir),
        .desc_rows(dma$desc_rows),
        .desc_row_bytes(dma$desc_row_bytes),
        .desc_src_stride(dma$desc_src_stride),
        .desc_dst_stride(dma$desc_dst_stride),
        .desc_tag(dma$desc_tag),
        .done_valid(dma$done_valid),
        .done_ready(dma$done_ready),
        .done_tag(dma$done_tag),
        .done_status(dma$done_status),
        .rd_busy(dma$rd_busy),
        .cfg_ext_base(dma$cfg_ext_base),
        .cfg_ext_size(dma$cfg_ext_size),
        .cfg_sram_size(dma$cfg_sram_size),
        .axi_ar_valid(dma$axi_ar_valid),
        .axi_ar_ready(dma$axi_ar_ready),
        .axi_ar_addr(dma$axi_ar_addr),
        .axi_ar_len(dma$axi_ar_len),
        .axi_r_valid(dma$axi_r_valid),
        .axi_r_ready(dma$axi_r_ready),
        .axi_r_data(dma$axi_r_data),
        .axi_r_last(dma$axi_r_last),
        .axi_r_resp(dma$axi_r_resp),
        .axi_aw_valid(dma$axi_aw_valid),
        .axi_aw_ready(dma$axi_aw_ready),
        .axi_aw_addr(dma$axi_aw_addr),
        .axi_aw_len(dma$axi_aw_len),
        .axi_w_valid(dma$axi_w_valid),
        .axi_w_ready(dma$axi_w_ready),
        .axi_w_data(dma$axi_w_data),
        .axi_w_last(dma$axi_w_last),
        .axi_b_valid(dma$axi_b_valid),
        .axi_b_ready(dma$axi_b_ready),
        .axi_b_resp(dma$axi_b_resp),
        .sram_req_valid(dma$sram_req_valid),
        .sram_req_ready(dma$sram_req_ready),
        .sram_req_addr(dma$sram_req_addr),
        .sram_req_we(dma$sram_req_we),
        .sram_req_wdata(dma$sram_req_wdata),
        .sram_rsp_valid(dma$sram_rsp_valid),
        .sram_rsp_data(dma$sram_rsp_data)
    );
    dma_sram_d64_b4_m2$sram sram(
        .clock(sram$clock),
        .reset(sram$reset),
        .req_valid(sram$req_valid),
        .req_ready(sram$req_ready),
        .req_addr(sram$req_addr),
        .req_we(sram$req_we),
        .req_wdata(sram$req_wdata),
        .rsp_valid(sram$rsp_valid),
        .rsp_data(sram$rsp_data),
        .stall_count(sram$stall_count),
        .conflict_count(sram$conflict_count)
    );
    dma_sram_d64_b4_m2$addr_pack addr_pack(
        .lane$0(addr_pack$lane$0),
        .lane$1(addr_pack$lane$1),
        .whole(addr_pack$whole)
    );
    dma_sram_d64_b4_m2$wdata_pack wdata_pack(
        .lane$0(wdata_pack$lane$0),
        .lane$1(wdata_pack$lane$1),
        .whole(wdata_pack$whole)
    );

    // Update code
    always @(*) begin
        dma$clock = clock;
        dma$reset = reset;
        sram$clock = clock;
        sram$reset = reset;
        dma$desc_valid = desc_valid;
        desc_ready = dma$desc_ready;
        dma$desc_src = desc_src;
        dma$desc_dst = desc_dst;
        dma$desc_dir = desc_dir;
        dma$desc_rows = desc_rows;
        dma$desc_row_bytes = desc_row_bytes;
        dma$desc_src_stride = desc_src_stride;
        dma$desc_dst_stride = desc_dst_stride;
        dma$desc_tag = desc_tag;
        done_valid = dma$done_valid;
        dma$done_ready = done_ready;
        done_tag = dma$done_tag;
        done_status = dma$done_status;
        rd_busy = dma$rd_busy;
        dma$cfg_ext_base = cfg_ext_base;
        dma$cfg_ext_size = cfg_ext_size;
        dma$cfg_sram_size = cfg_sram_size;
        if (cfg_sram_size > c_sram_bytes) begin
            dma$cfg_sram_size = c_sram_bytes;
        end
        axi_ar_valid = dma$axi_ar_valid;
        dma$axi_ar_ready = axi_ar_ready;
        axi_ar_addr = dma$axi_ar_addr;
        axi_ar_len = dma$axi_ar_len;
        dma$axi_r_valid = axi_r_valid;
        axi_r_ready = dma$axi_r_ready;
        dma$axi_r_data = axi_r_data;
        dma$axi_r_last = axi_r_last;
        dma$axi_r_resp = axi_r_resp;
        axi_aw_valid = dma$axi_aw_valid;
        dma$axi_aw_ready = axi_aw_ready;
        axi_aw_addr = dma$axi_aw_addr;
        axi_aw_len = dma$axi_aw_len;
        axi_w_valid = dma$axi_w_valid;
        dma$axi_w_ready = axi_w_ready;
        axi_w_data = dma$axi_w_data;
        axi_w_last = dma$axi_w_last;
        dma$axi_b_valid = axi_b_valid;
        axi_b_ready = dma$axi_b_ready;
        dma$axi_b_resp = axi_b_resp;
        req_valid = c_zero2;
        if (dma$sram_req_valid) begin
            req_valid = req_valid | c_lane0;
        end
        if (p1_req_valid) begin
            req_valid = req_valid | c_lane1;
        end
        req_we = c_zero2;
        if (dma$sram_req_we) begin
            req_we = req_we | c_lane0;
        end
        if (p1_req_we) begin
            req_we = req_we | c_lane1;
        end
        addr_pack$lane$0 = dma$sram_req_addr[(32'h0)+:(11)];
        addr_pack$lane$1 = p1_req_addr;
        wdata_pack$lane$0 = dma$sram_req_wdata;
        wdata_pack$lane$1 = p1_req_wdata;
        sram$req_valid = req_valid;
        sram$req_we = req_we;
        sram$req_addr = addr_pack$whole;
        sram$req_wdata = wdata_pack$whole;
        dma$sram_req_ready = sram$req_ready[32'h0];
        p1_req_ready = sram$req_ready[32'h1];
        dma$sram_rsp_valid = sram$rsp_valid[32'h0];
        p1_rsp_valid = sram$rsp_valid[32'h1];
        dma$sram_rsp_data = sram$rsp_data[(32'h0)+:(64)];
        p1_rsp_data = sram$rsp_data[(32'h40)+:(64)];
        sram_stall_count = sram$stall_count;
        sram_conflict_count = sram$conflict_count;
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$addr_pack(lane$0,lane$1,whole);

    // Module arguments
    input wire  [10:0] lane$0;
    input wire  [10:0] lane$1;
    output reg  [21:0] whole;

    // Update code
    always @(*) begin
        whole[(32'h0)+:(11)] = lane$0;
        whole[(32'hb)+:(11)] = lane$1;
    end

endmodule // dma_sram_d64_b4_m2$addr_pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma(clock,reset,desc_valid,desc_ready,desc_src,desc_dst,desc_dir,desc_rows,desc_row_bytes,desc_src_stride,desc_dst_stride,desc_tag,done_valid,done_ready,done_tag,done_status,rd_busy,cfg_ext_base,cfg_ext_size,cfg_sram_size,axi_ar_valid,axi_ar_ready,axi_ar_addr,axi_ar_len,axi_r_valid,axi_r_ready,axi_r_data,axi_r_last,axi_r_resp,axi_aw_valid,axi_aw_ready,axi_aw_addr,axi_aw_len,axi_w_valid,axi_w_ready,axi_w_data,axi_w_last,axi_b_valid,axi_b_ready,axi_b_resp,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  desc_valid;
    output reg  desc_ready;
    input wire  [31:0] desc_src;
    input wire  [31:0] desc_dst;
    input wire  desc_dir;
    input wire  [15:0] desc_rows;
    input wire  [31:0] desc_row_bytes;
    input wire  [31:0] desc_src_stride;
    input wire  [31:0] desc_dst_stride;
    input wire  [7:0] desc_tag;
    output reg  done_valid;
    input wire  done_ready;
    output reg  [7:0] done_tag;
    output reg  [2:0] done_status;
    output reg  rd_busy;
    input wire  [31:0] cfg_ext_base;
    input wire  [31:0] cfg_ext_size;
    input wire  [31:0] cfg_sram_size;
    output reg  axi_ar_valid;
    input wire  axi_ar_ready;
    output reg  [31:0] axi_ar_addr;
    output reg  [7:0] axi_ar_len;
    input wire  axi_r_valid;
    output reg  axi_r_ready;
    input wire  [63:0] axi_r_data;
    input wire  axi_r_last;
    input wire  [1:0] axi_r_resp;
    output reg  axi_aw_valid;
    input wire  axi_aw_ready;
    output reg  [31:0] axi_aw_addr;
    output reg  [7:0] axi_aw_len;
    output reg  axi_w_valid;
    input wire  axi_w_ready;
    output reg  [63:0] axi_w_data;
    output reg  axi_w_last;
    input wire  axi_b_valid;
    output reg  axi_b_ready;
    input wire  [1:0] axi_b_resp;
    output reg  sram_req_valid;
    input wire  sram_req_ready;
    output reg  [31:0] sram_req_addr;
    output reg  sram_req_we;
    output reg  [63:0] sram_req_wdata;
    input wire  sram_rsp_valid;
    input wire  [63:0] sram_rsp_data;

    // Constant declarations
    localparam  c_dq_last = 4'h3;
    localparam  c_dq_full = 5'b100;
    localparam  c_one4 = 4'h1;
    localparam  c_zero2 = 2'b0;
    localparam  c_zero3 = 3'b0;
    localparam  c_zero4 = 4'h0;
    localparam  c_zero5 = 5'b0;
    localparam  c_zero8 = 8'h0;
    localparam  c_one5 = 5'b1;
    localparam  c_one3 = 3'b1;
    localparam  c_one2 = 2'b1;
    localparam  c_one8 = 8'h1;
    localparam  c_one16 = 16'h1;
    localparam  c_one32 = 32'h1;
    localparam  c_sixteen = 32'h10;
    localparam  c_df_full = 4'h8;
    localparam  c_shift = 32'h3;
    localparam  c_align = 32'h7;
    localparam  c_mask4k = 32'hfff;
    localparam  c_4k = 32'h1000;
    localparam  c_max_burst = 32'h100;
    localparam  c_max_out = 4'h4;
    localparam  c_max_row = 32'h10000;
    localparam  c_st_idle = 2'b0;
    localparam  c_st_check = 2'b1;
    localparam  c_st_run = 2'b10;
    localparam  c_st_finish = 2'b11;
    localparam  c_ok = 3'b0;
    localparam  c_zero_len = 3'b1;
    localparam  c_too_long = 3'b10;
    localparam  c_misaligned = 3'b11;
    localparam  c_out_of_window = 3'b100;
    localparam  c_bus_error = 3'b101;

    // Stub signals
    reg  [31:0] dq_src$0$d;
    wire  [31:0] dq_src$0$q;
    reg  dq_src$0$clock;
    reg  [31:0] dq_src$1$d;
    wire  [31:0] dq_src$1$q;
    reg  dq_src$1$clock;
    reg  [31:0] dq_src$2$d;
    wire  [31:0] dq_src$2$q;
    reg  dq_src$2$clock;
    reg  [31:0] dq_src$3$d;
    wire  [31:0] dq_src$3$q;
    reg  dq_src$3$clock;
    reg  [31:0] dq_dst$0$d;
    wire  [31:0] dq_dst$0$q;
    reg  dq_dst$0$clock;
    reg  [31:0] dq_dst$1$d;
    wire  [31:0] dq_dst$1$q;
    reg  dq_dst$1$clock;
    reg  [31:0] dq_dst$2$d;
    wire  [31:0] dq_dst$2$q;
    reg  dq_dst$2$clock;
    reg  [31:0] dq_dst$3$d;
    wire  [31:0] dq_dst$3$q;
    reg  dq_dst$3$clock;
    reg  dq_dir$0$d;
    wire  dq_dir$0$q;
    reg  dq_dir$0$clock;
    reg  dq_dir$1$d;
    wire  dq_dir$1$q;
    reg  dq_dir$1$clock;
    reg  dq_dir$2$d;
    wire  dq_dir$2$q;
    reg  dq_dir$2$clock;
    reg  dq_dir$3$d;
    wire  dq_dir$3$q;
    reg  dq_dir$3$clock;
    reg  [15:0] dq_rows$0$d;
    wire  [15:0] dq_rows$0$q;
    reg  dq_rows$0$clock;
    reg  [15:0] dq_rows$1$d;
    wire  [15:0] dq_rows$1$q;
    reg  dq_rows$1$clock;
    reg  [15:0] dq_rows$2$d;
    wire  [15:0] dq_rows$2$q;
    reg  dq_rows$2$clock;
    reg  [15:0] dq_rows$3$d;
    wire  [15:0] dq_rows$3$q;
    reg  dq_rows$3$clock;
    reg  [31:0] dq_row_bytes$0$d;
    wire  [31:0] dq_row_bytes$0$q;
    reg  dq_row_bytes$0$clock;
    reg  [31:0] dq_row_bytes$1$d;
    wire  [31:0] dq_row_bytes$1$q;
    reg  dq_row_bytes$1$clock;
    reg  [31:0] dq_row_bytes$2$d;
    wire  [31:0] dq_row_bytes$2$q;
    reg  dq_row_bytes$2$clock;
    reg  [31:0] dq_row_bytes$3$d;
    wire  [31:0] dq_row_bytes$3$q;
    reg  dq_row_bytes$3$clock;
    reg  [31:0] dq_src_stride$0$d;
    wire  [31:0] dq_src_stride$0$q;
    reg  dq_src_stride$0$clock;
    reg  [31:0] dq_src_stride$1$d;
    wire  [31:0] dq_src_stride$1$q;
    reg  dq_src_stride$1$clock;
    reg  [31:0] dq_src_stride$2$d;
    wire  [31:0] dq_src_stride$2$q;
    reg  dq_src_stride$2$clock;
    reg  [31:0] dq_src_stride$3$d;
    wire  [31:0] dq_src_stride$3$q;
    reg  dq_src_stride$3$clock;
    reg  [31:0] dq_dst_stride$0$d;
    wire  [31:0] dq_dst_stride$0$q;
    reg  dq_dst_stride$0$clock;
    reg  [31:0] dq_dst_stride$1$d;
    wire  [31:0] dq_dst_stride$1$q;
    reg  dq_dst_stride$1$clock;
    reg  [31:0] dq_dst_stride$2$d;
    wire  [31:0] dq_dst_stride$2$q;
    reg  dq_dst_stride$2$clock;
    reg  [31:0] dq_dst_stride$3$d;
    wire  [31:0] dq_dst_stride$3$q;
    reg  dq_dst_stride$3$clock;
    reg  [7:0] dq_tag$0$d;
    wire  [7:0] dq_tag$0$q;
    reg  dq_tag$0$clock;
    reg  [7:0] dq_tag$1$d;
    wire  [7:0] dq_tag$1$q;
    reg  dq_tag$1$clock;
    reg  [7:0] dq_tag$2$d;
    wire  [7:0] dq_tag$2$q;
    reg  dq_tag$2$clock;
    reg  [7:0] dq_tag$3$d;
    wire  [7:0] dq_tag$3$q;
    reg  dq_tag$3$clock;
    reg  [3:0] dq_wp_q$d;
    wire  [3:0] dq_wp_q$q;
    reg  dq_wp_q$clock;
    reg  [3:0] dq_rp_q$d;
    wire  [3:0] dq_rp_q$q;
    reg  dq_rp_q$clock;
    reg  [4:0] dq_cnt_q$d;
    wire  [4:0] dq_cnt_q$q;
    reg  dq_cnt_q$clock;
    reg  [1:0] st_q$d;
    wire  [1:0] st_q$q;
    reg  st_q$clock;
    reg  [31:0] cur_src_q$d;
    wire  [31:0] cur_src_q$q;
    reg  cur_src_q$clock;
    reg  [31:0] cur_dst_q$d;
    wire  [31:0] cur_dst_q$q;
    reg  cur_dst_q$clock;
    reg  cur_dir_q$d;
    wire  cur_dir_q$q;
    reg  cur_dir_q$clock;
    reg  [15:0] cur_rows_q$d;
    wire  [15:0] cur_rows_q$q;
    reg  cur_rows_q$clock;
    reg  [31:0] cur_row_bytes_q$d;
    wire  [31:0] cur_row_bytes_q$q;
    reg  cur_row_bytes_q$clock;
    reg  [31:0] cur_src_stride_q$d;
    wire  [31:0] cur_src_stride_q$q;
    reg  cur_src_stride_q$clock;
    reg  [31:0] cur_dst_stride_q$d;
    wire  [31:0] cur_dst_stride_q$q;
    reg  cur_dst_stride_q$clock;
    reg  [7:0] cur_tag_q$d;
    wire  [7:0] cur_tag_q$q;
    reg  cur_tag_q$clock;
    reg  [2:0] status_q$d;
    wire  [2:0] status_q$q;
    reg  status_q$clock;
    reg  bus_err_q$d;
    wire  bus_err_q$q;
    reg  bus_err_q$clock;
    reg  done_valid_q$d;
    wire  done_valid_q$q;
    reg  done_valid_q$clock;
    reg  [7:0] done_tag_q$d;
    wire  [7:0] done_tag_q$q;
    reg  done_tag_q$clock;
    reg  [2:0] done_status_q$d;
    wire  [2:0] done_status_q$q;
    reg  done_status_q$clock;
    reg  eg_busy_q$d;
    wire  eg_busy_q$q;
    reg  eg_busy_q$clock;
    reg  [31:0] eg_row_q$d;
    wire  [31:0] eg_row_q$q;
    reg  eg_row_q$clock;
    reg  [31:0] eg_addr_q$d;
    wire  [31:0] eg_addr_q$q;
    reg  eg_addr_q$clock;
    reg  [31:0] eg_rem_q$d;
    wire  [31:0] eg_rem_q$q;
    reg  eg_rem_q$clock;
    reg  [15:0] eg_rows_q$d;
    wire  [15:0] eg_rows_q$q;
    reg  eg_rows_q$clock;
    reg  cmd_valid_q$d;
    wire  cmd_valid_q$q;
    reg  cmd_valid_q$clock;
    reg  [31:0] cmd_addr_q$d;
    wire  [31:0] cmd_addr_q$q;
    reg  cmd_addr_q$clock;
    reg  [7:0] cmd_len_q$d;
    wire  [7:0] cmd_len_q$q;
    reg  cmd_len_q$clock;
    reg  [3:0] os_q$d;
    wire  [3:0] os_q$q;
    reg  os_q$clock;
    reg  sg_busy_q$d;
    wire  sg_busy_q$q;
    reg  sg_busy_q$clock;
    reg  [31:0] sg_row_q$d;
    wire  [31:0] sg_row_q$q;
    reg  sg_row_q$clock;
    reg  [31:0] sg_addr_q$d;
    wire  [31:0] sg_addr_q$q;
    reg  sg_addr_q$clock;
    reg  [31:0] sg_rem_q$d;
    wire  [31:0] sg_rem_q$q;
    reg  sg_rem_q$clock;
    reg  [15:0] sg_rows_q$d;
    wire  [15:0] sg_rows_q$q;
    reg  sg_rows_q$clock;
    reg  [63:0] df$0$d;
    wire  [63:0] df$0$q;
    reg  df$0$clock;
    reg  [63:0] df$1$d;
    wire  [63:0] df$1$q;
    reg  df$1$clock;
    reg  [63:0] df$2$d;
    wire  [63:0] df$2$q;
    reg  df$2$clock;
    reg  [63:0] df$3$d;
    wire  [63:0] df$3$q;
    reg  df$3$clock;
    reg  [63:0] df$4$d;
    wire  [63:0] df$4$q;
    reg  df$4$clock;
    reg  [63:0] df$5$d;
    wire  [63:0] df$5$q;
    reg  df$5$clock;
    reg  [63:0] df$6$d;
    wire  [63:0] df$6$q;
    reg  df$6$clock;
    reg  [63:0] df$7$d;
    wire  [63:0] df$7$q;
    reg  df$7$clock;
    reg  [2:0] df_wp_q$d;
    wire  [2:0] df_wp_q$q;
    reg  df_wp_q$clock;
    reg  [2:0] df_rp_q$d;
    wire  [2:0] df_rp_q$q;
    reg  df_rp_q$clock;
    reg  [3:0] df_cnt_q$d;
    wire  [3:0] df_cnt_q$q;
    reg  df_cnt_q$clock;
    reg  [3:0] df_resv_q$d;
    wire  [3:0] df_resv_q$q;
    reg  df_resv_q$clock;
    reg  [7:0] lf$0$d;
    wire  [7:0] lf$0$q;
    reg  lf$0$clock;
    reg  [7:0] lf$1$d;
    wire  [7:0] lf$1$q;
    reg  lf$1$clock;
    reg  [7:0] lf$2$d;
    wire  [7:0] lf$2$q;
    reg  lf$2$clock;
    reg  [7:0] lf$3$d;
    wire  [7:0] lf$3$q;
    reg  lf$3$clock;
    reg  [1:0] lf_wp_q$d;
    wire  [1:0] lf_wp_q$q;
    reg  lf_wp_q$clock;
    reg  [1:0] lf_rp_q$d;
    wire  [1:0] lf_rp_q$q;
    reg  lf_rp_q$clock;
    reg  [2:0] lf_cnt_q$d;
    wire  [2:0] lf_cnt_q$q;
    reg  lf_cnt_q$clock;
    reg  [7:0] w_beat_q$d;
    wire  [7:0] w_beat_q$q;
    reg  w_beat_q$clock;

    // Local signals
    reg  [31:0] h_src;
    reg  [31:0] h_dst;
    reg  h_dir;
    reg  [15:0] h_rows;
    reg  [31:0] h_row_bytes;
    reg  [31:0] h_src_stride;
    reg  [31:0] h_dst_stride;
    reg  [7:0] h_tag;
    reg  dq_push;
    reg  dq_pop;
    reg  [31:0] e_addr;
    reg  [31:0] e_stride;
    reg  [31:0] s_addr;
    reg  [31:0] s_stride;
    reg  [15:0] rows_m1;
    reg  [31:0] e_plo;
    reg  [31:0] e_phi;
    reg  [31:0] e_prod;
    reg  [31:0] e_span;
    reg  [31:0] e_off;
    reg  e_ok;
    reg  [31:0] s_plo;
    reg  [31:0] s_phi;
    reg  [31:0] s_prod;
    reg  [31:0] s_span;
    reg  s_ok;
    reg  [2:0] chk_status;
    reg  [31:0] row_beats;
    reg  [31:0] eg_to4k;
    reg  [31:0] eg_len;
    reg  [31:0] eg_next_row;
    reg  cmd_ready;
    reg  eg_fire;
    reg  [31:0] sg_next_row;
    reg  sg_fire;
    reg  r_fire;
    reg  rsp_fire;
    reg  w_fire;
    reg  w_last;
    reg  b_fire;
    reg  os_dec;
    reg  df_push;
    reg  df_pop;
    reg  [63:0] df_in;
    reg  [63:0] df_head;
    reg  [7:0] lf_head;
    reg  lf_push;
    reg  lf_pop;
    reg  all_done;
    reg  running;

    // Sub module instances
    dma_sram_d64_b4_m2$dma$dq_src$0 dq_src$0(
        .d(dq_src$0$d),
        .q(dq_src$0$q),
        .clock(dq_src$0$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_src$1 dq_src$1(
        .d(dq_src$1$d),
        .q(dq_src$1$q),
        .clock(dq_src$1$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_src$2 dq_src$2(
        .d(dq_src$2$d),
        .q(dq_src$2$q),
        .clock(dq_src$2$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_src$3 dq_src$3(
        .d(dq_src$3$d),
        .q(dq_src$3$q),
        .clock(dq_src$3$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dst$0 dq_dst$0(
        .d(dq_dst$0$d),
        .q(dq_dst$0$q),
        .clock(dq_dst$0$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dst$1 dq_dst$1(
        .d(dq_dst$1$d),
        .q(dq_dst$1$q),
        .clock(dq_dst$1$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dst$2 dq_dst$2(
        .d(dq_dst$2$d),
        .q(dq_dst$2$q),
        .clock(dq_dst$2$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dst$3 dq_dst$3(
        .d(dq_dst$3$d),
        .q(dq_dst$3$q),
        .clock(dq_dst$3$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dir$0 dq_dir$0(
        .d(dq_dir$0$d),
        .q(dq_dir$0$q),
        .clock(dq_dir$0$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dir$1 dq_dir$1(
        .d(dq_dir$1$d),
        .q(dq_dir$1$q),
        .clock(dq_dir$1$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dir$2 dq_dir$2(
        .d(dq_dir$2$d),
        .q(dq_dir$2$q),
        .clock(dq_dir$2$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dir$3 dq_dir$3(
        .d(dq_dir$3$d),
        .q(dq_dir$3$q),
        .clock(dq_dir$3$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_rows$0 dq_rows$0(
        .d(dq_rows$0$d),
        .q(dq_rows$0$q),
        .clock(dq_rows$0$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_rows$1 dq_rows$1(
        .d(dq_rows$1$d),
        .q(dq_rows$1$q),
        .clock(dq_rows$1$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_rows$2 dq_rows$2(
        .d(dq_rows$2$d),
        .q(dq_rows$2$q),
        .clock(dq_rows$2$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_rows$3 dq_rows$3(
        .d(dq_rows$3$d),
        .q(dq_rows$3$q),
        .clock(dq_rows$3$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_row_bytes$0 dq_row_bytes$0(
        .d(dq_row_bytes$0$d),
        .q(dq_row_bytes$0$q),
        .clock(dq_row_bytes$0$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_row_bytes$1 dq_row_bytes$1(
        .d(dq_row_bytes$1$d),
        .q(dq_row_bytes$1$q),
        .clock(dq_row_bytes$1$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_row_bytes$2 dq_row_bytes$2(
        .d(dq_row_bytes$2$d),
        .q(dq_row_bytes$2$q),
        .clock(dq_row_bytes$2$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_row_bytes$3 dq_row_bytes$3(
        .d(dq_row_bytes$3$d),
        .q(dq_row_bytes$3$q),
        .clock(dq_row_bytes$3$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_src_stride$0 dq_src_stride$0(
        .d(dq_src_stride$0$d),
        .q(dq_src_stride$0$q),
        .clock(dq_src_stride$0$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_src_stride$1 dq_src_stride$1(
        .d(dq_src_stride$1$d),
        .q(dq_src_stride$1$q),
        .clock(dq_src_stride$1$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_src_stride$2 dq_src_stride$2(
        .d(dq_src_stride$2$d),
        .q(dq_src_stride$2$q),
        .clock(dq_src_stride$2$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_src_stride$3 dq_src_stride$3(
        .d(dq_src_stride$3$d),
        .q(dq_src_stride$3$q),
        .clock(dq_src_stride$3$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dst_stride$0 dq_dst_stride$0(
        .d(dq_dst_stride$0$d),
        .q(dq_dst_stride$0$q),
        .clock(dq_dst_stride$0$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dst_stride$1 dq_dst_stride$1(
        .d(dq_dst_stride$1$d),
        .q(dq_dst_stride$1$q),
        .clock(dq_dst_stride$1$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dst_stride$2 dq_dst_stride$2(
        .d(dq_dst_stride$2$d),
        .q(dq_dst_stride$2$q),
        .clock(dq_dst_stride$2$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_dst_stride$3 dq_dst_stride$3(
        .d(dq_dst_stride$3$d),
        .q(dq_dst_stride$3$q),
        .clock(dq_dst_stride$3$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_tag$0 dq_tag$0(
        .d(dq_tag$0$d),
        .q(dq_tag$0$q),
        .clock(dq_tag$0$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_tag$1 dq_tag$1(
        .d(dq_tag$1$d),
        .q(dq_tag$1$q),
        .clock(dq_tag$1$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_tag$2 dq_tag$2(
        .d(dq_tag$2$d),
        .q(dq_tag$2$q),
        .clock(dq_tag$2$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_tag$3 dq_tag$3(
        .d(dq_tag$3$d),
        .q(dq_tag$3$q),
        .clock(dq_tag$3$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_wp_q dq_wp_q(
        .d(dq_wp_q$d),
        .q(dq_wp_q$q),
        .clock(dq_wp_q$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_rp_q dq_rp_q(
        .d(dq_rp_q$d),
        .q(dq_rp_q$q),
        .clock(dq_rp_q$clock)
    );
    dma_sram_d64_b4_m2$dma$dq_cnt_q dq_cnt_q(
        .d(dq_cnt_q$d),
        .q(dq_cnt_q$q),
        .clock(dq_cnt_q$clock)
    );
    dma_sram_d64_b4_m2$dma$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    dma_sram_d64_b4_m2$dma$cur_src_q cur_src_q(
        .d(cur_src_q$d),
        .q(cur_src_q$q),
        .clock(cur_src_q$clock)
    );
    dma_sram_d64_b4_m2$dma$cur_dst_q cur_dst_q(
        .d(cur_dst_q$d),
        .q(cur_dst_q$q),
        .clock(cur_dst_q$clock)
    );
    dma_sram_d64_b4_m2$dma$cur_dir_q cur_dir_q(
        .d(cur_dir_q$d),
        .q(cur_dir_q$q),
        .clock(cur_dir_q$clock)
    );
    dma_sram_d64_b4_m2$dma$cur_rows_q cur_rows_q(
        .d(cur_rows_q$d),
        .q(cur_rows_q$q),
        .clock(cur_rows_q$clock)
    );
    dma_sram_d64_b4_m2$dma$cur_row_bytes_q cur_row_bytes_q(
        .d(cur_row_bytes_q$d),
        .q(cur_row_bytes_q$q),
        .clock(cur_row_bytes_q$clock)
    );
    dma_sram_d64_b4_m2$dma$cur_src_stride_q cur_src_stride_q(
        .d(cur_src_stride_q$d),
        .q(cur_src_stride_q$q),
        .clock(cur_src_stride_q$clock)
    );
    dma_sram_d64_b4_m2$dma$cur_dst_stride_q cur_dst_stride_q(
        .d(cur_dst_stride_q$d),
        .q(cur_dst_stride_q$q),
        .clock(cur_dst_stride_q$clock)
    );
    dma_sram_d64_b4_m2$dma$cur_tag_q cur_tag_q(
        .d(cur_tag_q$d),
        .q(cur_tag_q$q),
        .clock(cur_tag_q$clock)
    );
    dma_sram_d64_b4_m2$dma$status_q status_q(
        .d(status_q$d),
        .q(status_q$q),
        .clock(status_q$clock)
    );
    dma_sram_d64_b4_m2$dma$bus_err_q bus_err_q(
        .d(bus_err_q$d),
        .q(bus_err_q$q),
        .clock(bus_err_q$clock)
    );
    dma_sram_d64_b4_m2$dma$done_valid_q done_valid_q(
        .d(done_valid_q$d),
        .q(done_valid_q$q),
        .clock(done_valid_q$clock)
    );
    dma_sram_d64_b4_m2$dma$done_tag_q done_tag_q(
        .d(done_tag_q$d),
        .q(done_tag_q$q),
        .clock(done_tag_q$clock)
    );
    dma_sram_d64_b4_m2$dma$done_status_q done_status_q(
        .d(done_status_q$d),
        .q(done_status_q$q),
        .clock(done_status_q$clock)
    );
    dma_sram_d64_b4_m2$dma$eg_busy_q eg_busy_q(
        .d(eg_busy_q$d),
        .q(eg_busy_q$q),
        .clock(eg_busy_q$clock)
    );
    dma_sram_d64_b4_m2$dma$eg_row_q eg_row_q(
        .d(eg_row_q$d),
        .q(eg_row_q$q),
        .clock(eg_row_q$clock)
    );
    dma_sram_d64_b4_m2$dma$eg_addr_q eg_addr_q(
        .d(eg_addr_q$d),
        .q(eg_addr_q$q),
        .clock(eg_addr_q$clock)
    );
    dma_sram_d64_b4_m2$dma$eg_rem_q eg_rem_q(
        .d(eg_rem_q$d),
        .q(eg_rem_q$q),
        .clock(eg_rem_q$clock)
    );
    dma_sram_d64_b4_m2$dma$eg_rows_q eg_rows_q(
        .d(eg_rows_q$d),
        .q(eg_rows_q$q),
        .clock(eg_rows_q$clock)
    );
    dma_sram_d64_b4_m2$dma$cmd_valid_q cmd_valid_q(
        .d(cmd_valid_q$d),
        .q(cmd_valid_q$q),
        .clock(cmd_valid_q$clock)
    );
    dma_sram_d64_b4_m2$dma$cmd_addr_q cmd_addr_q(
        .d(cmd_addr_q$d),
        .q(cmd_addr_q$q),
        .clock(cmd_addr_q$clock)
    );
    dma_sram_d64_b4_m2$dma$cmd_len_q cmd_len_q(
        .d(cmd_len_q$d),
        .q(cmd_len_q$q),
        .clock(cmd_len_q$clock)
    );
    dma_sram_d64_b4_m2$dma$os_q os_q(
        .d(os_q$d),
        .q(os_q$q),
        .clock(os_q$clock)
    );
    dma_sram_d64_b4_m2$dma$sg_busy_q sg_busy_q(
        .d(sg_busy_q$d),
        .q(sg_busy_q$q),
        .clock(sg_busy_q$clock)
    );
    dma_sram_d64_b4_m2$dma$sg_row_q sg_row_q(
        .d(sg_row_q$d),
        .q(sg_row_q$q),
        .clock(sg_row_q$clock)
    );
    dma_sram_d64_b4_m2$dma$sg_addr_q sg_addr_q(
        .d(sg_addr_q$d),
        .q(sg_addr_q$q),
        .clock(sg_addr_q$clock)
    );
    dma_sram_d64_b4_m2$dma$sg_rem_q sg_rem_q(
        .d(sg_rem_q$d),
        .q(sg_rem_q$q),
        .clock(sg_rem_q$clock)
    );
    dma_sram_d64_b4_m2$dma$sg_rows_q sg_rows_q(
        .d(sg_rows_q$d),
        .q(sg_rows_q$q),
        .clock(sg_rows_q$clock)
    );
    dma_sram_d64_b4_m2$dma$df$0 df$0(
        .d(df$0$d),
        .q(df$0$q),
        .clock(df$0$clock)
    );
    dma_sram_d64_b4_m2$dma$df$1 df$1(
        .d(df$1$d),
        .q(df$1$q),
        .clock(df$1$clock)
    );
    dma_sram_d64_b4_m2$dma$df$2 df$2(
        .d(df$2$d),
        .q(df$2$q),
        .clock(df$2$clock)
    );
    dma_sram_d64_b4_m2$dma$df$3 df$3(
        .d(df$3$d),
        .q(df$3$q),
        .clock(df$3$clock)
    );
    dma_sram_d64_b4_m2$dma$df$4 df$4(
        .d(df$4$d),
        .q(df$4$q),
        .clock(df$4$clock)
    );
    dma_sram_d64_b4_m2$dma$df$5 df$5(
        .d(df$5$d),
        .q(df$5$q),
        .clock(df$5$clock)
    );
    dma_sram_d64_b4_m2$dma$df$6 df$6(
        .d(df$6$d),
        .q(df$6$q),
        .clock(df$6$clock)
    );
    dma_sram_d64_b4_m2$dma$df$7 df$7(
        .d(df$7$d),
        .q(df$7$q),
        .clock(df$7$clock)
    );
    dma_sram_d64_b4_m2$dma$df_wp_q df_wp_q(
        .d(df_wp_q$d),
        .q(df_wp_q$q),
        .clock(df_wp_q$clock)
    );
    dma_sram_d64_b4_m2$dma$df_rp_q df_rp_q(
        .d(df_rp_q$d),
        .q(df_rp_q$q),
        .clock(df_rp_q$clock)
    );
    dma_sram_d64_b4_m2$dma$df_cnt_q df_cnt_q(
        .d(df_cnt_q$d),
        .q(df_cnt_q$q),
        .clock(df_cnt_q$clock)
    );
    dma_sram_d64_b4_m2$dma$df_resv_q df_resv_q(
        .d(df_resv_q$d),
        .q(df_resv_q$q),
        .clock(df_resv_q$clock)
    );
    dma_sram_d64_b4_m2$dma$lf$0 lf$0(
        .d(lf$0$d),
        .q(lf$0$q),
        .clock(lf$0$clock)
    );
    dma_sram_d64_b4_m2$dma$lf$1 lf$1(
        .d(lf$1$d),
        .q(lf$1$q),
        .clock(lf$1$clock)
    );
    dma_sram_d64_b4_m2$dma$lf$2 lf$2(
        .d(lf$2$d),
        .q(lf$2$q),
        .clock(lf$2$clock)
    );
    dma_sram_d64_b4_m2$dma$lf$3 lf$3(
        .d(lf$3$d),
        .q(lf$3$q),
        .clock(lf$3$clock)
    );
    dma_sram_d64_b4_m2$dma$lf_wp_q lf_wp_q(
        .d(lf_wp_q$d),
        .q(lf_wp_q$q),
        .clock(lf_wp_q$clock)
    );
    dma_sram_d64_b4_m2$dma$lf_rp_q lf_rp_q(
        .d(lf_rp_q$d),
        .q(lf_rp_q$q),
        .clock(lf_rp_q$clock)
    );
    dma_sram_d64_b4_m2$dma$lf_cnt_q lf_cnt_q(
        .d(lf_cnt_q$d),
        .q(lf_cnt_q$q),
        .clock(lf_cnt_q$clock)
    );
    dma_sram_d64_b4_m2$dma$w_beat_q w_beat_q(
        .d(w_beat_q$d),
        .q(w_beat_q$q),
        .clock(w_beat_q$clock)
    );

    // Update code
    always @(*) begin
        dq_wp_q$clock = clock;
        dq_rp_q$clock = clock;
        dq_cnt_q$clock = clock;
        st_q$clock = clock;
        cur_src_q$clock = clock;
        cur_dst_q$clock = clock;
        cur_dir_q$clock = clock;
        cur_rows_q$clock = clock;
        cur_row_bytes_q$clock = clock;
        cur_src_stride_q$clock = clock;
        cur_dst_stride_q$clock = clock;
        cur_tag_q$clock = clock;
        status_q$clock = clock;
        bus_err_q$clock = clock;
        done_valid_q$clock = clock;
        done_tag_q$clock = clock;
        done_status_q$clock = clock;
        eg_busy_q$clock = clock;
        eg_row_q$clock = clock;
        eg_addr_q$clock = clock;
        eg_rem_q$clock = clock;
        eg_rows_q$clock = clock;
        cmd_valid_q$clock = clock;
        cmd_addr_q$clock = clock;
        cmd_len_q$clock = clock;
        os_q$clock = clock;
        sg_busy_q$clock = clock;
        sg_row_q$clock = clock;
        sg_addr_q$clock = clock;
        sg_rem_q$clock = clock;
        sg_rows_q$clock = clock;
        df_wp_q$clock = clock;
        df_rp_q$clock = clock;
        df_cnt_q$clock = clock;
        df_resv_q$clock = clock;
        lf_wp_q$clock = clock;
        lf_rp_q$clock = clock;
        lf_cnt_q$clock = clock;
        w_beat_q$clock = clock;
        dq_wp_q$d = dq_wp_q$q;
        dq_rp_q$d = dq_rp_q$q;
        dq_cnt_q$d = dq_cnt_q$q;
        st_q$d = st_q$q;
        cur_src_q$d = cur_src_q$q;
        cur_dst_q$d = cur_dst_q$q;
        cur_dir_q$d = cur_dir_q$q;
        cur_rows_q$d = cur_rows_q$q;
        cur_row_bytes_q$d = cur_row_bytes_q$q;
        cur_src_stride_q$d = cur_src_stride_q$q;
        cur_dst_stride_q$d = cur_dst_stride_q$q;
        cur_tag_q$d = cur_tag_q$q;
        status_q$d = status_q$q;
        bus_err_q$d = bus_err_q$q;
        done_valid_q$d = done_valid_q$q;
        done_tag_q$d = done_tag_q$q;
        done_status_q$d = done_status_q$q;
        eg_busy_q$d = eg_busy_q$q;
        eg_row_q$d = eg_row_q$q;
        eg_addr_q$d = eg_addr_q$q;
        eg_rem_q$d = eg_rem_q$q;
        eg_rows_q$d = eg_rows_q$q;
        cmd_valid_q$d = cmd_valid_q$q;
        cmd_addr_q$d = cmd_addr_q$q;
        cmd_len_q$d = cmd_len_q$q;
        os_q$d = os_q$q;
        sg_busy_q$d = sg_busy_q$q;
        sg_row_q$d = sg_row_q$q;
        sg_addr_q$d = sg_addr_q$q;
        sg_rem_q$d = sg_rem_q$q;
        sg_rows_q$d = sg_rows_q$q;
        df_wp_q$d = df_wp_q$q;
        df_rp_q$d = df_rp_q$q;
        df_cnt_q$d = df_cnt_q$q;
        df_resv_q$d = df_resv_q$q;
        lf_wp_q$d = lf_wp_q$q;
        lf_rp_q$d = lf_rp_q$q;
        lf_cnt_q$d = lf_cnt_q$q;
        w_beat_q$d = w_beat_q$q;
        dq_src$0$clock = clock;
        dq_src$0$d = dq_src$0$q;
        dq_dst$0$clock = clock;
        dq_dst$0$d = dq_dst$0$q;
        dq_dir$0$clock = clock;
        dq_dir$0$d = dq_dir$0$q;
        dq_rows$0$clock = clock;
        dq_rows$0$d = dq_rows$0$q;
        dq_row_bytes$0$clock = clock;
        dq_row_bytes$0$d = dq_row_bytes$0$q;
        dq_src_stride$0$clock = clock;
        dq_src_stride$0$d = dq_src_stride$0$q;
        dq_dst_stride$0$clock = clock;
        dq_dst_stride$0$d = dq_dst_stride$0$q;
        dq_tag$0$clock = clock;
        dq_tag$0$d = dq_tag$0$q;
        dq_src$1$clock = clock;
        dq_src$1$d = dq_src$1$q;
        dq_dst$1$clock = clock;
        dq_dst$1$d = dq_dst$1$q;
        dq_dir$1$clock = clock;
        dq_dir$1$d = dq_dir$1$q;
        dq_rows$1$clock = clock;
        dq_rows$1$d = dq_rows$1$q;
        dq_row_bytes$1$clock = clock;
        dq_row_bytes$1$d = dq_row_bytes$1$q;
        dq_src_stride$1$clock = clock;
        dq_src_stride$1$d = dq_src_stride$1$q;
        dq_dst_stride$1$clock = clock;
        dq_dst_stride$1$d = dq_dst_stride$1$q;
        dq_tag$1$clock = clock;
        dq_tag$1$d = dq_tag$1$q;
        dq_src$2$clock = clock;
        dq_src$2$d = dq_src$2$q;
        dq_dst$2$clock = clock;
        dq_dst$2$d = dq_dst$2$q;
        dq_dir$2$clock = clock;
        dq_dir$2$d = dq_dir$2$q;
        dq_rows$2$clock = clock;
        dq_rows$2$d = dq_rows$2$q;
        dq_row_bytes$2$clock = clock;
        dq_row_bytes$2$d = dq_row_bytes$2$q;
        dq_src_stride$2$clock = clock;
        dq_src_stride$2$d = dq_src_stride$2$q;
        dq_dst_stride$2$clock = clock;
        dq_dst_stride$2$d = dq_dst_stride$2$q;
        dq_tag$2$clock = clock;
        dq_tag$2$d = dq_tag$2$q;
        dq_src$3$clock = clock;
        dq_src$3$d = dq_src$3$q;
        dq_dst$3$clock = clock;
        dq_dst$3$d = dq_dst$3$q;
        dq_dir$3$clock = clock;
        dq_dir$3$d = dq_dir$3$q;
        dq_rows$3$clock = clock;
        dq_rows$3$d = dq_rows$3$q;
        dq_row_bytes$3$clock = clock;
        dq_row_bytes$3$d = dq_row_bytes$3$q;
        dq_src_stride$3$clock = clock;
        dq_src_stride$3$d = dq_src_stride$3$q;
        dq_dst_stride$3$clock = clock;
        dq_dst_stride$3$d = dq_dst_stride$3$q;
        dq_tag$3$clock = clock;
        dq_tag$3$d = dq_tag$3$q;
        df$0$clock = clock;
        df$0$d = df$0$q;
        df$1$clock = clock;
        df$1$d = df$1$q;
        df$2$clock = clock;
        df$2$d = df$2$q;
        df$3$clock = clock;
        df$3$d = df$3$q;
        df$4$clock = clock;
        df$4$d = df$4$q;
        df$5$clock = clock;
        df$5$d = df$5$q;
        df$6$clock = clock;
        df$6$d = df$6$q;
        df$7$clock = clock;
        df$7$d = df$7$q;
        lf$0$clock = clock;
        lf$0$d = lf$0$q;
        lf$1$clock = clock;
        lf$1$d = lf$1$q;
        lf$2$clock = clock;
        lf$2$d = lf$2$q;
        lf$3$clock = clock;
        lf$3$d = lf$3$q;
        desc_ready = dq_cnt_q$q != c_dq_full;
        dq_push = desc_valid & (dq_cnt_q$q != c_dq_full);
        h_src = dq_src$0$q;
        h_dst = dq_dst$0$q;
        h_dir = dq_dir$0$q;
        h_rows = dq_rows$0$q;
        h_row_bytes = dq_row_bytes$0$q;
        h_src_stride = dq_src_stride$0$q;
        h_dst_stride = dq_dst_stride$0$q;
        h_tag = dq_tag$0$q;
        if (dq_rp_q$q == 1) begin
            h_src = dq_src$1$q;
            h_dst = dq_dst$1$q;
            h_dir = dq_dir$1$q;
            h_rows = dq_rows$1$q;
            h_row_bytes = dq_row_bytes$1$q;
            h_src_stride = dq_src_stride$1$q;
            h_dst_stride = dq_dst_stride$1$q;
            h_tag = dq_tag$1$q;
        end
        if (dq_rp_q$q == 2) begin
            h_src = dq_src$2$q;
            h_dst = dq_dst$2$q;
            h_dir = dq_dir$2$q;
            h_rows = dq_rows$2$q;
            h_row_bytes = dq_row_bytes$2$q;
            h_src_stride = dq_src_stride$2$q;
            h_dst_stride = dq_dst_stride$2$q;
            h_tag = dq_tag$2$q;
        end
        if (dq_rp_q$q == 3) begin
            h_src = dq_src$3$q;
            h_dst = dq_dst$3$q;
            h_dir = dq_dir$3$q;
            h_rows = dq_rows$3$q;
            h_row_bytes = dq_row_bytes$3$q;
            h_src_stride = dq_src_stride$3$q;
            h_dst_stride = dq_dst_stride$3$q;
            h_tag = dq_tag$3$q;
        end
        dq_pop = (st_q$q == c_st_idle) & |dq_cnt_q$q;
        if (dq_push & (dq_wp_q$q == 0)) begin
            dq_src$0$d = desc_src;
            dq_dst$0$d = desc_dst;
            dq_dir$0$d = desc_dir;
            dq_rows$0$d = desc_rows;
            dq_row_bytes$0$d = desc_row_bytes;
            dq_src_stride$0$d = desc_src_stride;
            dq_dst_stride$0$d = desc_dst_stride;
            dq_tag$0$d = desc_tag;
        end
        if (dq_push & (dq_wp_q$q == 1)) begin
            dq_src$1$d = desc_src;
            dq_dst$1$d = desc_dst;
            dq_dir$1$d = desc_dir;
            dq_rows$1$d = desc_rows;
            dq_row_bytes$1$d = desc_row_bytes;
            dq_src_stride$1$d = desc_src_stride;
            dq_dst_stride$1$d = desc_dst_stride;
            dq_tag$1$d = desc_tag;
        end
        if (dq_push & (dq_wp_q$q == 2)) begin
            dq_src$2$d = desc_src;
            dq_dst$2$d = desc_dst;
            dq_dir$2$d = desc_dir;
            dq_rows$2$d = desc_rows;
            dq_row_bytes$2$d = desc_row_bytes;
            dq_src_stride$2$d = desc_src_stride;
            dq_dst_stride$2$d = desc_dst_stride;
            dq_tag$2$d = desc_tag;
        end
        if (dq_push & (dq_wp_q$q == 3)) begin
            dq_src$3$d = desc_src;
            dq_dst$3$d = desc_dst;
            dq_dir$3$d = desc_dir;
            dq_rows$3$d = desc_rows;
            dq_row_bytes$3$d = desc_row_bytes;
            dq_src_stride$3$d = desc_src_stride;
            dq_dst_stride$3$d = desc_dst_stride;
            dq_tag$3$d = desc_tag;
        end
        if (dq_push) begin
            if (dq_wp_q$q == c_dq_last) begin
                dq_wp_q$d = c_zero4;
            end
            else begin
                dq_wp_q$d = dq_wp_q$q + c_one4;
            end
        end
        if (dq_pop) begin
            if (dq_rp_q$q == c_dq_last) begin
                dq_rp_q$d = c_zero4;
            end
            else begin
                dq_rp_q$d = dq_rp_q$q + c_one4;
            end
        end
        if (dq_push & ~dq_pop) begin
            dq_cnt_q$d = dq_cnt_q$q + c_one5;
        end
        if (~dq_push & dq_pop) begin
            dq_cnt_q$d = dq_cnt_q$q - c_one5;
        end
        if (cur_dir_q$q) begin
            e_addr = cur_dst_q$q;
            e_stride = cur_dst_stride_q$q;
            s_addr = cur_src_q$q;
            s_stride = cur_src_stride_q$q;
        end
        else begin
            e_addr = cur_src_q$q;
            e_stride = cur_src_stride_q$q;
            s_addr = cur_dst_q$q;
            s_stride = cur_dst_stride_q$q;
        end
        rows_m1 = cur_rows_q$q - c_one16;
        e_plo = rows_m1 * e_stride[(32'h0)+:(16)];
        e_phi = rows_m1 * e_stride[(32'h10)+:(16)];
        e_prod = e_plo + (e_phi << c_sixteen);
        e_span = e_prod + cur_row_bytes_q$q;
        e_off = e_addr - cfg_ext_base;
        e_ok = ~|e_phi[(32'h10)+:(16)] & ~(e_prod < e_plo) & ~(e_span < e_prod) & (e_addr >= cfg_ext_base) & (e_off <= cfg_ext_size) & (e_span <= cfg_ext_size - e_off);
        s_plo = rows_m1 * s_stride[(32'h0)+:(16)];
        s_phi = rows_m1 * s_stride[(32'h10)+:(16)];
        s_prod = s_plo + (s_phi << c_sixteen);
        s_span = s_prod + cur_row_bytes_q$q;
        s_ok = ~|s_phi[(32'h10)+:(16)] & ~(s_prod < s_plo) & ~(s_span < s_prod) & (s_addr <= cfg_sram_size) & (s_span <= cfg_sram_size - s_addr);
        if (~|cur_rows_q$q | ~|cur_row_bytes_q$q) begin
            chk_status = c_zero_len;
        end
        else if (cur_row_bytes_q$q > c_max_row) begin
            chk_status = c_too_long;
        end
        else if (|((cur_src_q$q | cur_dst_q$q | cur_row_bytes_q$q | cur_src_stride_q$q | cur_dst_stride_q$q) & c_align)) begin
            chk_status = c_misaligned;
        end
        else if (~(e_ok & s_ok)) begin
            chk_status = c_out_of_window;
        end
        else begin
            chk_status = c_ok;
        end
        row_beats = cur_row_bytes_q$q >> c_shift;
        running = st_q$q == c_st_run;
        eg_to4k = (c_4k - (eg_addr_q$q & c_mask4k)) >> c_shift;
        eg_len = eg_rem_q$q;
        if (c_max_burst < eg_len) begin
            eg_len = c_max_burst;
        end
        if (eg_to4k < eg_len) begin
            eg_len = eg_to4k;
        end
        eg_next_row = eg_row_q$q + e_stride;
        if (cur_dir_q$q) begin
            cmd_ready = axi_aw_ready;
        end
        else begin
            cmd_ready = axi_ar_ready;
        end
        eg_fire = running & eg_busy_q$q & (~cmd_valid_q$q | cmd_ready) & (os_q$q < c_max_out);
        axi_ar_valid = cmd_valid_q$q & ~cur_dir_q$q;
        axi_aw_valid = cmd_valid_q$q & cur_dir_q$q;
        axi_ar_addr = cmd_addr_q$q;
        axi_aw_addr = cmd_addr_q$q;
        axi_ar_len = cmd_len_q$q;
        axi_aw_len = cmd_len_q$q;
        if (eg_fire) begin
            cmd_valid_q$d = 1'b1;
            cmd_addr_q$d = eg_addr_q$q;
            cmd_len_q$d = eg_len[(32'h0)+:(8)] - c_one8;
            eg_addr_q$d = eg_addr_q$q + (eg_len << c_shift);
            eg_rem_q$d = eg_rem_q$q - eg_len;
            if (eg_rem_q$q == eg_len) begin
                if (eg_rows_q$q == c_one16) begin
                    eg_busy_q$d = 1'b0;
                end
                else begin
                    eg_rows_q$d = eg_rows_q$q - c_one16;
                    eg_row_q$d = eg_next_row;
                    eg_addr_q$d = eg_next_row;
                    eg_rem_q$d = row_beats;
                end
            end
        end
        else if (cmd_ready) begin
            cmd_valid_q$d = 1'b0;
        end
        axi_r_ready = running & ~cur_dir_q$q & (df_cnt_q$q != c_df_full);
        r_fire = axi_r_valid & running & ~cur_dir_q$q & (df_cnt_q$q != c_df_full);
        rsp_fire = sram_rsp_valid & running & cur_dir_q$q;
        lf_head = lf$0$q;
        if (lf_rp_q$q == 1) begin
            lf_head = lf$1$q;
        end
        if (lf_rp_q$q == 2) begin
            lf_head = lf$2$q;
        end
        if (lf_rp_q$q == 3) begin
            lf_head = lf$3$q;
        end
        df_head = df$0$q;
        if (df_rp_q$q == 1) begin
            df_head = df$1$q;
        end
        if (df_rp_q$q == 2) begin
            df_head = df$2$q;
        end
        if (df_rp_q$q == 3) begin
            df_head = df$3$q;
        end
        if (df_rp_q$q == 4) begin
            df_head = df$4$q;
        end
        if (df_rp_q$q == 5) begin
            df_head = df$5$q;
        end
        if (df_rp_q$q == 6) begin
            df_head = df$6$q;
        end
        if (df_rp_q$q == 7) begin
            df_head = df$7$q;
        end
        w_last = w_beat_q$q == lf_head;
        axi_w_valid = cur_dir_q$q & |lf_cnt_q$q & |df_cnt_q$q;
        axi_w_data = df_head;
        axi_w_last = w_beat_q$q == lf_head;
        w_fire = cur_dir_q$q & |lf_cnt_q$q & |df_cnt_q$q & axi_w_ready;
        axi_b_ready = running & cur_dir_q$q;
        b_fire = axi_b_valid & running & cur_dir_q$q;
        if (w_fire) begin
            if (w_last) begin
                w_beat_q$d = c_zero8;
            end
            else begin
                w_beat_q$d = w_beat_q$q + c_one8;
            end
        end
        if (cur_dir_q$q) begin
            os_dec = b_fire;
        end
        else begin
            os_dec = r_fire & axi_r_last;
        end
        if (eg_fire & ~os_dec) begin
            os_q$d = os_q$q + c_one4;
        end
        if (~eg_fire & os_dec) begin
            os_q$d = os_q$q - c_one4;
        end
        if ((r_fire & |axi_r_resp) | (b_fire & |axi_b_resp)) begin
            bus_err_q$d = 1'b1;
        end
        lf_push = eg_fire & cur_dir_q$q;
        lf_pop = w_fire & w_last;
        if (lf_push & (lf_wp_q$q == 0)) begin
            lf$0$d = eg_len[(32'h0)+:(8)] - c_one8;
        end
        if (lf_push & (lf_wp_q$q == 1)) begin
            lf$1$d = eg_len[(32'h0)+:(8)] - c_one8;
        end
        if (lf_push & (lf_wp_q$q == 2)) begin
            lf$2$d = eg_len[(32'h0)+:(8)] - c_one8;
        end
        if (lf_push & (lf_wp_q$q == 3)) begin
            lf$3$d = eg_len[(32'h0)+:(8)] - c_one8;
        end
        if (lf_push) begin
            lf_wp_q$d = lf_wp_q$q + c_one2;
        end
        if (lf_pop) begin
            lf_rp_q$d = lf_rp_q$q + c_one2;
        end
        if (lf_push & ~lf_pop) begin
            lf_cnt_q$d = lf_cnt_q$q + c_one3;
        end
        if (~lf_push & lf_pop) begin
            lf_cnt_q$d = lf_cnt_q$q - c_one3;
        end
        sram_req_addr = sg_addr_q$q;
        sram_req_we = ~cur_dir_q$q;
        sram_req_wdata = df_head;
        if (cur_dir_q$q) begin
            sram_req_valid = running & sg_busy_q$q & (df_resv_q$q != c_df_full);
        end
        else begin
            sram_req_valid = running & sg_busy_q$q & |df_cnt_q$q;
        end
        sg_fire = sram_req_valid & sram_req_ready;
        sg_next_row = sg_row_q$q + (s_stride >> c_shift);
        if (sg_fire) begin
            sg_addr_q$d = sg_addr_q$q + c_one32;
            sg_rem_q$d = sg_rem_q$q - c_one32;
            if (sg_rem_q$q == c_one32) begin
                if (sg_rows_q$q == c_one16) begin
                    sg_busy_q$d = 1'b0;
                end
                else begin
                    sg_rows_q$d = sg_rows_q$q - c_one16;
                    sg_row_q$d = sg_next_row;
                    sg_addr_q$d = sg_next_row;
                    sg_rem_q$d = row_beats;
                end
            end
        end
        df_push = r_fire | rsp_fire;
        if (cur_dir_q$q) begin
            df_in = sram_rsp_data;
            df_pop = w_fire;
        end
        else begin
            df_in = axi_r_data;
            df_pop = sg_fire;
        end
        if (df_push & (df_wp_q$q == 0)) begin
            df$0$d = df_in;
        end
        if (df_push & (df_wp_q$q == 1)) begin
            df$1$d = df_in;
        end
        if (df_push & (df_wp_q$q == 2)) begin
            df$2$d = df_in;
        end
        if (df_push & (df_wp_q$q == 3)) begin
            df$3$d = df_in;
        end
        if (df_push & (df_wp_q$q == 4)) begin
            df$4$d = df_in;
        end
        if (df_push & (df_wp_q$q == 5)) begin
            df$5$d = df_in;
        end
        if (df_push & (df_wp_q$q == 6)) begin
            df$6$d = df_in;
        end
        if (df_push & (df_wp_q$q == 7)) begin
            df$7$d = df_in;
        end
        if (df_push) begin
            df_wp_q$d = df_wp_q$q + c_one3;
        end
        if (df_pop) begin
            df_rp_q$d = df_rp_q$q + c_one3;
        end
        if (df_push & ~df_pop) begin
            df_cnt_q$d = df_cnt_q$q + c_one4;
        end
        if (~df_push & df_pop) begin
            df_cnt_q$d = df_cnt_q$q - c_one4;
        end
        if (cur_dir_q$q & sg_fire & ~w_fire) begin
            df_resv_q$d = df_resv_q$q + c_one4;
        end
        if (~(cur_dir_q$q & sg_fire) & w_fire) begin
            df_resv_q$d = df_resv_q$q - c_one4;
        end
        rd_busy = |dq_cnt_q$q | (~cur_dir_q$q & ((st_q$q == c_st_check) | eg_busy_q$q | cmd_valid_q$q | |os_q$q));
        all_done = ~eg_busy_q$q & ~cmd_valid_q$q & ~|os_q$q & ~sg_busy_q$q & ~|df_cnt_q$q & ~|df_resv_q$q & ~|lf_cnt_q$q;
        done_valid = done_valid_q$q;
        done_tag = done_tag_q$q;
        done_status = done_status_q$q;
        if (done_ready) begin
            done_valid_q$d = 1'b0;
        end
        if (st_q$q == c_st_idle) begin
            if (dq_pop) begin
                cur_src_q$d = h_src;
                cur_dst_q$d = h_dst;
                cur_dir_q$d = h_dir;
                cur_rows_q$d = h_rows;
                cur_row_bytes_q$d = h_row_bytes;
                cur_src_stride_q$d = h_src_stride;
                cur_dst_stride_q$d = h_dst_stride;
                cur_tag_q$d = h_tag;
                bus_err_q$d = 1'b0;
                st_q$d = c_st_check;
            end
        end
        else if (st_q$q == c_st_check) begin
            if (chk_status == c_ok) begin
                eg_busy_q$d = 1'b1;
                eg_row_q$d = e_addr;
                eg_addr_q$d = e_addr;
                eg_rem_q$d = row_beats;
                eg_rows_q$d = cur_rows_q$q;
                sg_busy_q$d = 1'b1;
                sg_row_q$d = s_addr >> c_shift;
                sg_addr_q$d = s_addr >> c_shift;
                sg_rem_q$d = row_beats;
                sg_rows_q$d = cur_rows_q$q;
                st_q$d = c_st_run;
            end
            else begin
                status_q$d = chk_status;
                st_q$d = c_st_finish;
            end
        end
        else if (st_q$q == c_st_run) begin
            if (all_done) begin
                if (bus_err_q$q) begin
                    status_q$d = c_bus_error;
                end
                else begin
                    status_q$d = c_ok;
                end
                st_q$d = c_st_finish;
            end
        end
        else if (~done_valid_q$q | done_ready) begin
            done_valid_q$d = 1'b1;
            done_tag_q$d = cur_tag_q$q;
            done_status_q$d = status_q$q;
            st_q$d = c_st_idle;
        end
        if (reset) begin
            dq_wp_q$d = c_zero4;
            dq_rp_q$d = c_zero4;
            dq_cnt_q$d = c_zero5;
            st_q$d = c_st_idle;
            done_valid_q$d = 1'b0;
            eg_busy_q$d = 1'b0;
            cmd_valid_q$d = 1'b0;
            os_q$d = c_zero4;
            sg_busy_q$d = 1'b0;
            df_wp_q$d = c_zero3;
            df_rp_q$d = c_zero3;
            df_cnt_q$d = c_zero4;
            df_resv_q$d = c_zero4;
            lf_wp_q$d = c_zero2;
            lf_rp_q$d = c_zero2;
            lf_cnt_q$d = c_zero3;
            w_beat_q$d = c_zero8;
            bus_err_q$d = 1'b0;
        end
    end

endmodule // dma_sram_d64_b4_m2$dma
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$bus_err_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$bus_err_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$cmd_addr_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$cmd_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$cmd_len_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$cmd_len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$cmd_valid_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$cmd_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$cur_dir_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$cur_dir_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$cur_dst_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$cur_dst_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$cur_dst_stride_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$cur_dst_stride_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$cur_row_bytes_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$cur_row_bytes_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$cur_rows_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$cur_rows_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$cur_src_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$cur_src_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$cur_src_stride_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$cur_src_stride_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$cur_tag_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$cur_tag_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df$2(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df$3(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df$4(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df$5(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df$6(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df$7(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df_cnt_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df_resv_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df_resv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df_rp_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$df_wp_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$df_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$done_status_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$done_status_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$done_tag_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$done_tag_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$done_valid_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$done_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_cnt_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dir$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dir$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dir$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dir$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dir$2(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dir$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dir$3(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dir$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dst$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dst$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dst$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dst$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dst$2(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dst$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dst$3(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dst$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dst_stride$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dst_stride$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dst_stride$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dst_stride$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dst_stride$2(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dst_stride$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_dst_stride$3(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_dst_stride$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_row_bytes$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_row_bytes$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_row_bytes$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_row_bytes$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_row_bytes$2(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_row_bytes$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_row_bytes$3(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_row_bytes$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_rows$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_rows$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_rows$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_rows$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_rows$2(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_rows$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_rows$3(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_rows$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_rp_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_src$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_src$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_src$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_src$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_src$2(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_src$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_src$3(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_src$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_src_stride$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_src_stride$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_src_stride$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_src_stride$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_src_stride$2(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_src_stride$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_src_stride$3(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_src_stride$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_tag$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_tag$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_tag$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_tag$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_tag$2(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_tag$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_tag$3(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_tag$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$dq_wp_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$dq_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$eg_addr_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$eg_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$eg_busy_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$eg_busy_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$eg_rem_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$eg_rem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$eg_row_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$eg_row_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$eg_rows_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$eg_rows_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$lf$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$lf$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$lf$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$lf$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$lf$2(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$lf$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$lf$3(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$lf$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$lf_cnt_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$lf_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$lf_rp_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$lf_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$lf_wp_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$lf_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$os_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$os_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$sg_addr_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$sg_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$sg_busy_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$sg_busy_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$sg_rem_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$sg_rem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$sg_row_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$sg_row_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$sg_rows_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$sg_rows_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$st_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$status_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$status_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$dma$w_beat_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$dma$w_beat_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram(clock,reset,req_valid,req_ready,req_addr,req_we,req_wdata,rsp_valid,rsp_data,stall_count,conflict_count);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [1:0] req_valid;
    output reg  [1:0] req_ready;
    input wire  [21:0] req_addr;
    input wire  [1:0] req_we;
    input wire  [127:0] req_wdata;
    output reg  [1:0] rsp_valid;
    output reg  [127:0] rsp_data;
    output reg  [63:0] stall_count;
    output reg  [31:0] conflict_count;

    // Constant declarations
    localparam  c_ab = 32'hb;
    localparam  c_bb = 32'h2;
    localparam  c_w = 32'h40;
    localparam  c_one32 = 32'h1;
    localparam  c_zero32 = 32'h0;
    localparam  c_zero_m = 2'b0;
    localparam  c_zero_w = 64'h0;
    localparam  c_zero_db = 9'b0;
    localparam  c_bank$0 = 2'b0;
    localparam  c_bank$1 = 2'b1;
    localparam  c_bank$2 = 2'b10;
    localparam  c_bank$3 = 2'b11;
    localparam  c_onehot$0 = 2'b1;
    localparam  c_onehot$1 = 2'b10;

    // Stub signals
    reg  banks$0$clock;
    reg  [8:0] banks$0$addr;
    reg  banks$0$we;
    reg  [63:0] banks$0$wdata;
    wire  [63:0] banks$0$rdata;
    reg  banks$1$clock;
    reg  [8:0] banks$1$addr;
    reg  banks$1$we;
    reg  [63:0] banks$1$wdata;
    wire  [63:0] banks$1$rdata;
    reg  banks$2$clock;
    reg  [8:0] banks$2$addr;
    reg  banks$2$we;
    reg  [63:0] banks$2$wdata;
    wire  [63:0] banks$2$rdata;
    reg  banks$3$clock;
    reg  [8:0] banks$3$addr;
    reg  banks$3$we;
    reg  [63:0] banks$3$wdata;
    wire  [63:0] banks$3$rdata;
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
    reg  arbs$2$clock;
    reg  arbs$2$reset;
    reg  [1:0] arbs$2$want;
    wire  [1:0] arbs$2$grant;
    wire  arbs$2$conflict;
    reg  arbs$3$clock;
    reg  arbs$3$reset;
    reg  [1:0] arbs$3$want;
    wire  [1:0] arbs$3$grant;
    wire  arbs$3$conflict;
    reg  [1:0] rd_owner_q$0$d;
    wire  [1:0] rd_owner_q$0$q;
    reg  rd_owner_q$0$clock;
    reg  [1:0] rd_owner_q$1$d;
    wire  [1:0] rd_owner_q$1$q;
    reg  rd_owner_q$1$clock;
    reg  [1:0] rd_owner_q$2$d;
    wire  [1:0] rd_owner_q$2$q;
    reg  rd_owner_q$2$clock;
    reg  [1:0] rd_owner_q$3$d;
    wire  [1:0] rd_owner_q$3$q;
    reg  rd_owner_q$3$clock;
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
    reg  [1:0] want$2;
    reg  [1:0] want$3;
    reg  [1:0] granted;
    reg  [1:0] rsp_any;
    reg  [63:0] lane$0;
    reg  [63:0] lane$1;
    reg  [31:0] nconf;

    // Sub module instances
    dma_sram_d64_b4_m2$sram$banks$0 banks$0(
        .clock(banks$0$clock),
        .addr(banks$0$addr),
        .we(banks$0$we),
        .wdata(banks$0$wdata),
        .rdata(banks$0$rdata)
    );
    dma_sram_d64_b4_m2$sram$banks$1 banks$1(
        .clock(banks$1$clock),
        .addr(banks$1$addr),
        .we(banks$1$we),
        .wdata(banks$1$wdata),
        .rdata(banks$1$rdata)
    );
    dma_sram_d64_b4_m2$sram$banks$2 banks$2(
        .clock(banks$2$clock),
        .addr(banks$2$addr),
        .we(banks$2$we),
        .wdata(banks$2$wdata),
        .rdata(banks$2$rdata)
    );
    dma_sram_d64_b4_m2$sram$banks$3 banks$3(
        .clock(banks$3$clock),
        .addr(banks$3$addr),
        .we(banks$3$we),
        .wdata(banks$3$wdata),
        .rdata(banks$3$rdata)
    );
    dma_sram_d64_b4_m2$sram$arbs$0 arbs$0(
        .clock(arbs$0$clock),
        .reset(arbs$0$reset),
        .want(arbs$0$want),
        .grant(arbs$0$grant),
        .conflict(arbs$0$conflict)
    );
    dma_sram_d64_b4_m2$sram$arbs$1 arbs$1(
        .clock(arbs$1$clock),
        .reset(arbs$1$reset),
        .want(arbs$1$want),
        .grant(arbs$1$grant),
        .conflict(arbs$1$conflict)
    );
    dma_sram_d64_b4_m2$sram$arbs$2 arbs$2(
        .clock(arbs$2$clock),
        .reset(arbs$2$reset),
        .want(arbs$2$want),
        .grant(arbs$2$grant),
        .conflict(arbs$2$conflict)
    );
    dma_sram_d64_b4_m2$sram$arbs$3 arbs$3(
        .clock(arbs$3$clock),
        .reset(arbs$3$reset),
        .want(arbs$3$want),
        .grant(arbs$3$grant),
        .conflict(arbs$3$conflict)
    );
    dma_sram_d64_b4_m2$sram$rd_owner_q$0 rd_owner_q$0(
        .d(rd_owner_q$0$d),
        .q(rd_owner_q$0$q),
        .clock(rd_owner_q$0$clock)
    );
    dma_sram_d64_b4_m2$sram$rd_owner_q$1 rd_owner_q$1(
        .d(rd_owner_q$1$d),
        .q(rd_owner_q$1$q),
        .clock(rd_owner_q$1$clock)
    );
    dma_sram_d64_b4_m2$sram$rd_owner_q$2 rd_owner_q$2(
        .d(rd_owner_q$2$d),
        .q(rd_owner_q$2$q),
        .clock(rd_owner_q$2$clock)
    );
    dma_sram_d64_b4_m2$sram$rd_owner_q$3 rd_owner_q$3(
        .d(rd_owner_q$3$d),
        .q(rd_owner_q$3$q),
        .clock(rd_owner_q$3$clock)
    );
    dma_sram_d64_b4_m2$sram$rsp_valid_q rsp_valid_q(
        .d(rsp_valid_q$d),
        .q(rsp_valid_q$q),
        .clock(rsp_valid_q$clock)
    );
    dma_sram_d64_b4_m2$sram$rsp_data_q$0 rsp_data_q$0(
        .d(rsp_data_q$0$d),
        .q(rsp_data_q$0$q),
        .clock(rsp_data_q$0$clock)
    );
    dma_sram_d64_b4_m2$sram$rsp_data_q$1 rsp_data_q$1(
        .d(rsp_data_q$1$d),
        .q(rsp_data_q$1$q),
        .clock(rsp_data_q$1$clock)
    );
    dma_sram_d64_b4_m2$sram$stall_q$0 stall_q$0(
        .d(stall_q$0$d),
        .q(stall_q$0$q),
        .clock(stall_q$0$clock)
    );
    dma_sram_d64_b4_m2$sram$stall_q$1 stall_q$1(
        .d(stall_q$1$d),
        .q(stall_q$1$q),
        .clock(stall_q$1$clock)
    );
    dma_sram_d64_b4_m2$sram$conflict_q conflict_q(
        .d(conflict_q$d),
        .q(conflict_q$q),
        .clock(conflict_q$clock)
    );
    dma_sram_d64_b4_m2$sram$rsp_pack rsp_pack(
        .lane$0(rsp_pack$lane$0),
        .lane$1(rsp_pack$lane$1),
        .whole(rsp_pack$whole)
    );
    dma_sram_d64_b4_m2$sram$stall_pack stall_pack(
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
        if (req_valid[0] & (req_addr[(0 * c_ab)+:(2)] == c_bank$0)) begin
            want$0 = want$0 | c_onehot$0;
        end
        if (req_valid[1] & (req_addr[(1 * c_ab)+:(2)] == c_bank$0)) begin
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
            banks$0$addr = req_addr[(0 * c_ab + c_bb)+:(9)];
            banks$0$we = req_we[0];
            banks$0$wdata = req_wdata[(0 * c_w)+:(64)];
            if (~req_we[0]) begin
                rd_owner_q$0$d = c_onehot$0;
            end
        end
        if (arbs$0$grant[1]) begin
            banks$0$addr = req_addr[(1 * c_ab + c_bb)+:(9)];
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
        if (req_valid[0] & (req_addr[(0 * c_ab)+:(2)] == c_bank$1)) begin
            want$1 = want$1 | c_onehot$0;
        end
        if (req_valid[1] & (req_addr[(1 * c_ab)+:(2)] == c_bank$1)) begin
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
            banks$1$addr = req_addr[(0 * c_ab + c_bb)+:(9)];
            banks$1$we = req_we[0];
            banks$1$wdata = req_wdata[(0 * c_w)+:(64)];
            if (~req_we[0]) begin
                rd_owner_q$1$d = c_onehot$0;
            end
        end
        if (arbs$1$grant[1]) begin
            banks$1$addr = req_addr[(1 * c_ab + c_bb)+:(9)];
            banks$1$we = req_we[1];
            banks$1$wdata = req_wdata[(1 * c_w)+:(64)];
            if (~req_we[1]) begin
                rd_owner_q$1$d = c_onehot$1;
            end
        end
        banks$2$clock = clock;
        arbs$2$clock = clock;
        arbs$2$reset = reset;
        rd_owner_q$2$clock = clock;
        want$2 = c_zero_m;
        if (req_valid[0] & (req_addr[(0 * c_ab)+:(2)] == c_bank$2)) begin
            want$2 = want$2 | c_onehot$0;
        end
        if (req_valid[1] & (req_addr[(1 * c_ab)+:(2)] == c_bank$2)) begin
            want$2 = want$2 | c_onehot$1;
        end
        if (reset) begin
            want$2 = c_zero_m;
        end
        arbs$2$want = want$2;
        granted = granted | arbs$2$grant;
        banks$2$addr = c_zero_db;
        banks$2$we = 1'b0;
        banks$2$wdata = c_zero_w;
        rd_owner_q$2$d = c_zero_m;
        if (arbs$2$grant[0]) begin
            banks$2$addr = req_addr[(0 * c_ab + c_bb)+:(9)];
            banks$2$we = req_we[0];
            banks$2$wdata = req_wdata[(0 * c_w)+:(64)];
            if (~req_we[0]) begin
                rd_owner_q$2$d = c_onehot$0;
            end
        end
        if (arbs$2$grant[1]) begin
            banks$2$addr = req_addr[(1 * c_ab + c_bb)+:(9)];
            banks$2$we = req_we[1];
            banks$2$wdata = req_wdata[(1 * c_w)+:(64)];
            if (~req_we[1]) begin
                rd_owner_q$2$d = c_onehot$1;
            end
        end
        banks$3$clock = clock;
        arbs$3$clock = clock;
        arbs$3$reset = reset;
        rd_owner_q$3$clock = clock;
        want$3 = c_zero_m;
        if (req_valid[0] & (req_addr[(0 * c_ab)+:(2)] == c_bank$3)) begin
            want$3 = want$3 | c_onehot$0;
        end
        if (req_valid[1] & (req_addr[(1 * c_ab)+:(2)] == c_bank$3)) begin
            want$3 = want$3 | c_onehot$1;
        end
        if (reset) begin
            want$3 = c_zero_m;
        end
        arbs$3$want = want$3;
        granted = granted | arbs$3$grant;
        banks$3$addr = c_zero_db;
        banks$3$we = 1'b0;
        banks$3$wdata = c_zero_w;
        rd_owner_q$3$d = c_zero_m;
        if (arbs$3$grant[0]) begin
            banks$3$addr = req_addr[(0 * c_ab + c_bb)+:(9)];
            banks$3$we = req_we[0];
            banks$3$wdata = req_wdata[(0 * c_w)+:(64)];
            if (~req_we[0]) begin
                rd_owner_q$3$d = c_onehot$0;
            end
        end
        if (arbs$3$grant[1]) begin
            banks$3$addr = req_addr[(1 * c_ab + c_bb)+:(9)];
            banks$3$we = req_we[1];
            banks$3$wdata = req_wdata[(1 * c_w)+:(64)];
            if (~req_we[1]) begin
                rd_owner_q$3$d = c_onehot$1;
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
        rsp_any = rsp_any | rd_owner_q$2$q;
        if (rd_owner_q$2$q[0]) begin
            lane$0 = banks$2$rdata;
        end
        if (rd_owner_q$2$q[1]) begin
            lane$1 = banks$2$rdata;
        end
        rsp_any = rsp_any | rd_owner_q$3$q;
        if (rd_owner_q$3$q[0]) begin
            lane$0 = banks$3$rdata;
        end
        if (rd_owner_q$3$q[1]) begin
            lane$1 = banks$3$rdata;
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
        if (arbs$2$conflict) begin
            nconf = nconf + c_one32;
        end
        if (arbs$3$conflict) begin
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

endmodule // dma_sram_d64_b4_m2$sram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$arbs$0(clock,reset,want,grant,conflict);

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
    dma_sram_d64_b4_m2$sram$arbs$0$mask_q mask_q(
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

endmodule // dma_sram_d64_b4_m2$sram$arbs$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$arbs$0$mask_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$arbs$0$mask_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$arbs$1(clock,reset,want,grant,conflict);

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
    dma_sram_d64_b4_m2$sram$arbs$1$mask_q mask_q(
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

endmodule // dma_sram_d64_b4_m2$sram$arbs$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$arbs$1$mask_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$arbs$1$mask_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$arbs$2(clock,reset,want,grant,conflict);

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
    dma_sram_d64_b4_m2$sram$arbs$2$mask_q mask_q(
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

endmodule // dma_sram_d64_b4_m2$sram$arbs$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$arbs$2$mask_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$arbs$2$mask_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$arbs$3(clock,reset,want,grant,conflict);

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
    dma_sram_d64_b4_m2$sram$arbs$3$mask_q mask_q(
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

endmodule // dma_sram_d64_b4_m2$sram$arbs$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$arbs$3$mask_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$arbs$3$mask_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$banks$0(clock,addr,we,wdata,rdata);

    // Module arguments
    input wire  clock;
    input wire  [8:0] addr;
    input wire  we;
    input wire  [63:0] wdata;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural single-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[addr] <= wdata;
        end else begin
            rdata <= mem[addr];
        end
    end
endmodule // dma_sram_d64_b4_m2$sram$banks$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$banks$1(clock,addr,we,wdata,rdata);

    // Module arguments
    input wire  clock;
    input wire  [8:0] addr;
    input wire  we;
    input wire  [63:0] wdata;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural single-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[addr] <= wdata;
        end else begin
            rdata <= mem[addr];
        end
    end
endmodule // dma_sram_d64_b4_m2$sram$banks$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$banks$2(clock,addr,we,wdata,rdata);

    // Module arguments
    input wire  clock;
    input wire  [8:0] addr;
    input wire  we;
    input wire  [63:0] wdata;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural single-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[addr] <= wdata;
        end else begin
            rdata <= mem[addr];
        end
    end
endmodule // dma_sram_d64_b4_m2$sram$banks$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$banks$3(clock,addr,we,wdata,rdata);

    // Module arguments
    input wire  clock;
    input wire  [8:0] addr;
    input wire  we;
    input wire  [63:0] wdata;
    output reg  [63:0] rdata;

    // Update code (custom)
    // Behavioural single-port RAM with registered read; yosys memory_libmap maps it to block RAM.
    reg [63:0] mem [0:511];

    always @(posedge clock) begin
        if (we) begin
            mem[addr] <= wdata;
        end else begin
            rdata <= mem[addr];
        end
    end
endmodule // dma_sram_d64_b4_m2$sram$banks$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$conflict_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$conflict_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$rd_owner_q$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$rd_owner_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$rd_owner_q$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$rd_owner_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$rd_owner_q$2(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$rd_owner_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$rd_owner_q$3(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$rd_owner_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$rsp_data_q$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$rsp_data_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$rsp_data_q$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$rsp_data_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$rsp_pack(lane$0,lane$1,whole);

    // Module arguments
    input wire  [63:0] lane$0;
    input wire  [63:0] lane$1;
    output reg  [127:0] whole;

    // Update code
    always @(*) begin
        whole[(32'h0)+:(64)] = lane$0;
        whole[(32'h40)+:(64)] = lane$1;
    end

endmodule // dma_sram_d64_b4_m2$sram$rsp_pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$rsp_valid_q(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$rsp_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$stall_pack(lane$0,lane$1,whole);

    // Module arguments
    input wire  [31:0] lane$0;
    input wire  [31:0] lane$1;
    output reg  [63:0] whole;

    // Update code
    always @(*) begin
        whole[(32'h0)+:(32)] = lane$0;
        whole[(32'h20)+:(32)] = lane$1;
    end

endmodule // dma_sram_d64_b4_m2$sram$stall_pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$stall_q$0(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$stall_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$sram$stall_q$1(d,q,clock);

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

endmodule // dma_sram_d64_b4_m2$sram$stall_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_sram_d64_b4_m2$wdata_pack(lane$0,lane$1,whole);

    // Module arguments
    input wire  [63:0] lane$0;
    input wire  [63:0] lane$1;
    output reg  [127:0] whole;

    // Update code
    always @(*) begin
        whole[(32'h0)+:(64)] = lane$0;
        whole[(32'h40)+:(64)] = lane$1;
    end

endmodule // dma_sram_d64_b4_m2$wdata_pack
/* verilator lint_on DECLFILENAME */
