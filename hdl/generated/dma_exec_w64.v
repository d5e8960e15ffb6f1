// dma_exec_w64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module dma_exec_w64(clock,reset,instr_valid,instr_ready,instr_data,done,error,error_code,done_tag,cfg_ext_base,cfg_ext_size,cfg_sram_size,cfg_bt_base,cfg_bt_seqs,cfg_bt_layers,cfg_bt_blocks,cfg_kv_base,cfg_kv_block_bytes,cfg_kv_num_blocks,bt_ar_valid,bt_ar_ready,bt_ar_addr,bt_ar_len,bt_r_valid,bt_r_ready,bt_r_data,bt_r_last,bt_r_resp,axi_ar_valid,axi_ar_ready,axi_ar_addr,axi_ar_len,axi_r_valid,axi_r_ready,axi_r_data,axi_r_last,axi_r_resp,axi_aw_valid,axi_aw_ready,axi_aw_addr,axi_aw_len,axi_w_valid,axi_w_ready,axi_w_data,axi_w_last,axi_b_valid,axi_b_ready,axi_b_resp,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data,ev_dma_rd_bytes,ev_dma_wr_bytes,rd_busy);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  instr_valid;
    output reg  instr_ready;
    input wire  [127:0] instr_data;
    output reg  done;
    output reg  error;
    output reg  [7:0] error_code;
    output reg  [7:0] done_tag;
    input wire  [31:0] cfg_ext_base;
    input wire  [31:0] cfg_ext_size;
    input wire  [31:0] cfg_sram_size;
    input wire  [31:0] cfg_bt_base;
    input wire  [31:0] cfg_bt_seqs;
    input wire  [31:0] cfg_bt_layers;
    input wire  [31:0] cfg_bt_blocks;
    input wire  [31:0] cfg_kv_base;
    input wire  [31:0] cfg_kv_block_bytes;
    input wire  [31:0] cfg_kv_num_blocks;
    output reg  bt_ar_valid;
    input wire  bt_ar_ready;
    output reg  [31:0] bt_ar_addr;
    output reg  [7:0] bt_ar_len;
    input wire  bt_r_valid;
    output reg  bt_r_ready;
    input wire  [63:0] bt_r_data;
    input wire  bt_r_last;
    input wire  [1:0] bt_r_resp;
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
    output reg  [7:0] ev_dma_rd_bytes;
    output reg  [7:0] ev_dma_wr_bytes;
    output reg  rd_busy;

    // Constant declarations
    localparam  p_dma_dram = 7'b1100000;
    localparam  p_dma_dstride = 7'b1000100;
    localparam  p_dma_rows = 7'b11000;
    localparam  p_dma_sram = 7'b110000;
    localparam  p_dma_sstride = 7'b1010100;
    localparam  p_dma_tag = 7'b10000;
    localparam  p_dma_words = 7'b100100;
    localparam  p_funct = 7'b1100;
    localparam  p_kv_offset = 7'b1010100;
    localparam  p_funct1 = 7'b1101;
    localparam  c_st_idle = 4'h0;
    localparam  c_st_desc = 4'h1;
    localparam  c_st_k1 = 4'h2;
    localparam  c_st_k2 = 4'h3;
    localparam  c_st_k3 = 4'h4;
    localparam  c_st_k4 = 4'h5;
    localparam  c_st_kar = 4'h6;
    localparam  c_st_kr = 4'h7;
    localparam  c_st_k5 = 4'h8;
    localparam  c_st_k6 = 4'h9;
    localparam  c_m_rows = 16'hfff;
    localparam  c_m_words = 32'hfff;
    localparam  c_m_sram = 32'hfffff;
    localparam  c_m_dstride = 32'hffff;
    localparam  c_m_sstride = 32'hfff;
    localparam  c_m_offset = 32'hffff;
    localparam  c_m_layer = 32'hff;
    localparam  c_m_block = 32'hfff;
    localparam  c_sh_seq = 32'h18;
    localparam  c_sh_layer = 32'h10;
    localparam  c_sh_block = 32'h4;
    localparam  c_shift = 32'h3;
    localparam  c_beat_mask = 32'hfffffff8;
    localparam  c_lane_mask = 32'h7;
    localparam  c_ov_hi = 32'h1d;
    localparam  c_max_row = 32'h4000;
    localparam  c_sixteen = 32'h10;
    localparam  c_two = 32'h2;
    localparam  c_four = 32'h4;
    localparam  c_thirty = 32'h1e;
    localparam  c_ones32 = 32'hffffffff;
    localparam  c_zero8 = 8'h0;
    localparam  c_b1 = 8'h1;
    localparam  c_b2 = 8'h2;
    localparam  c_b4 = 8'h4;
    localparam  c_one16 = 16'h1;
    localparam  c_one2 = 2'b1;
    localparam  c_mw_full = 2'b11;
    localparam  c_zero2 = 2'b0;
    localparam  c_one3 = 3'b1;
    localparam  c_one4 = 4'h1;
    localparam  c_zero3 = 3'b0;
    localparam  c_zero4 = 4'h0;
    localparam  c_cf_full = 4'h8;
    localparam  c_beat_bytes = 8'h8;
    localparam  c_e_zero_len = 8'h1;
    localparam  c_e_too_long = 8'h2;
    localparam  c_e_oow = 8'h4;
    localparam  c_e_bus = 8'h5;
    localparam  c_e_kv_index = 8'h23;
    localparam  c_e_kv_unmapped = 8'h24;
    localparam  c_e_kv_block = 8'h25;
    localparam  c_e_kv_overrun = 8'h26;

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
    wire  [31:0] dma$sram_req_addr;
    wire  dma$sram_req_we;
    wire  [63:0] dma$sram_req_wdata;
    reg  dma$sram_rsp_valid;
    reg  [63:0] dma$sram_rsp_data;
    reg  [3:0] st_q$d;
    wire  [3:0] st_q$q;
    reg  st_q$clock;
    reg  f_store_q$d;
    wire  f_store_q$q;
    reg  f_store_q$clock;
    reg  f_kv_q$d;
    wire  f_kv_q$q;
    reg  f_kv_q$clock;
    reg  [7:0] f_tag_q$d;
    wire  [7:0] f_tag_q$q;
    reg  f_tag_q$clock;
    reg  [15:0] f_rows_q$d;
    wire  [15:0] f_rows_q$q;
    reg  f_rows_q$clock;
    reg  [31:0] f_words_q$d;
    wire  [31:0] f_words_q$q;
    reg  f_words_q$clock;
    reg  [31:0] f_sram_q$d;
    wire  [31:0] f_sram_q$q;
    reg  f_sram_q$clock;
    reg  [31:0] f_dstride_q$d;
    wire  [31:0] f_dstride_q$q;
    reg  f_dstride_q$clock;
    reg  [31:0] f_sstride_q$d;
    wire  [31:0] f_sstride_q$q;
    reg  f_sstride_q$clock;
    reg  [31:0] f_offset_q$d;
    wire  [31:0] f_offset_q$q;
    reg  f_offset_q$clock;
    reg  [31:0] f_hi_q$d;
    wire  [31:0] f_hi_q$q;
    reg  f_hi_q$clock;
    reg  [31:0] ext_q$d;
    wire  [31:0] ext_q$q;
    reg  ext_q$clock;
    reg  [31:0] m_q$d;
    wire  [31:0] m_q$q;
    reg  m_q$clock;
    reg  ovf_q$d;
    wire  ovf_q$q;
    reg  ovf_q$clock;
    reg  [1:0] mw_q$d;
    wire  [1:0] mw_q$q;
    reg  mw_q$clock;
    reg  [31:0] mul_a_q$d;
    wire  [31:0] mul_a_q$q;
    reg  mul_a_q$clock;
    reg  [31:0] mul_b_q$d;
    wire  [31:0] mul_b_q$q;
    reg  mul_b_q$clock;
    reg  [31:0] mul_ll_q$d;
    wire  [31:0] mul_ll_q$q;
    reg  mul_ll_q$clock;
    reg  [31:0] mul_lh_q$d;
    wire  [31:0] mul_lh_q$q;
    reg  mul_lh_q$clock;
    reg  [31:0] mul_hl_q$d;
    wire  [31:0] mul_hl_q$q;
    reg  mul_hl_q$clock;
    reg  mul_hh_q$d;
    wire  mul_hh_q$q;
    reg  mul_hh_q$clock;
    reg  [31:0] mul_p_q$d;
    wire  [31:0] mul_p_q$q;
    reg  mul_p_q$clock;
    reg  mul_ovf_q$d;
    wire  mul_ovf_q$q;
    reg  mul_ovf_q$clock;
    reg  [31:0] at_q$d;
    wire  [31:0] at_q$q;
    reg  at_q$clock;
    reg  [31:0] bt_bus_q$d;
    wire  [31:0] bt_bus_q$q;
    reg  bt_bus_q$clock;
    reg  [31:0] ov_prod_q$d;
    wire  [31:0] ov_prod_q$q;
    reg  ov_prod_q$clock;
    reg  ov_bad_q$d;
    wire  ov_bad_q$q;
    reg  ov_bad_q$clock;
    reg  [31:0] d_sum_q$d;
    wire  [31:0] d_sum_q$q;
    reg  d_sum_q$clock;
    reg  [31:0] d_all_q$d;
    wire  [31:0] d_all_q$q;
    reg  d_all_q$clock;
    reg  [31:0] bt_addr_q$d;
    wire  [31:0] bt_addr_q$q;
    reg  bt_addr_q$clock;
    reg  [31:0] bt_lane_q$d;
    wire  [31:0] bt_lane_q$q;
    reg  bt_lane_q$clock;
    reg  [31:0] entry_q$d;
    wire  [31:0] entry_q$q;
    reg  entry_q$clock;
    reg  bt_err_q$d;
    wire  bt_err_q$q;
    reg  bt_err_q$clock;
    reg  stop_q$d;
    wire  stop_q$q;
    reg  stop_q$clock;
    reg  [7:0] stop_code_q$d;
    wire  [7:0] stop_code_q$q;
    reg  stop_code_q$clock;
    reg  cf_eng$0$d;
    wire  cf_eng$0$q;
    reg  cf_eng$0$clock;
    reg  cf_eng$1$d;
    wire  cf_eng$1$q;
    reg  cf_eng$1$clock;
    reg  cf_eng$2$d;
    wire  cf_eng$2$q;
    reg  cf_eng$2$clock;
    reg  cf_eng$3$d;
    wire  cf_eng$3$q;
    reg  cf_eng$3$clock;
    reg  cf_eng$4$d;
    wire  cf_eng$4$q;
    reg  cf_eng$4$clock;
    reg  cf_eng$5$d;
    wire  cf_eng$5$q;
    reg  cf_eng$5$clock;
    reg  cf_eng$6$d;
    wire  cf_eng$6$q;
    reg  cf_eng$6$clock;
    reg  cf_eng$7$d;
    wire  cf_eng$7$q;
    reg  cf_eng$7$clock;
    reg  [7:0] cf_code$0$d;
    wire  [7:0] cf_code$0$q;
    reg  cf_code$0$clock;
    reg  [7:0] cf_code$1$d;
    wire  [7:0] cf_code$1$q;
    reg  cf_code$1$clock;
    reg  [7:0] cf_code$2$d;
    wire  [7:0] cf_code$2$q;
    reg  cf_code$2$clock;
    reg  [7:0] cf_code$3$d;
    wire  [7:0] cf_code$3$q;
    reg  cf_code$3$clock;
    reg  [7:0] cf_code$4$d;
    wire  [7:0] cf_code$4$q;
    reg  cf_code$4$clock;
    reg  [7:0] cf_code$5$d;
    wire  [7:0] cf_code$5$q;
    reg  cf_code$5$clock;
    reg  [7:0] cf_code$6$d;
    wire  [7:0] cf_code$6$q;
    reg  cf_code$6$clock;
    reg  [7:0] cf_code$7$d;
    wire  [7:0] cf_code$7$q;
    reg  cf_code$7$clock;
    reg  [7:0] cf_tag$0$d;
    wire  [7:0] cf_tag$0$q;
    reg  cf_tag$0$clock;
    reg  [7:0] cf_tag$1$d;
    wire  [7:0] cf_tag$1$q;
    reg  cf_tag$1$clock;
    reg  [7:0] cf_tag$2$d;
    wire  [7:0] cf_tag$2$q;
    reg  cf_tag$2$clock;
    reg  [7:0] cf_tag$3$d;
    wire  [7:0] cf_tag$3$q;
    reg  cf_tag$3$clock;
    reg  [7:0] cf_tag$4$d;
    wire  [7:0] cf_tag$4$q;
    reg  cf_tag$4$clock;
    reg  [7:0] cf_tag$5$d;
    wire  [7:0] cf_tag$5$q;
    reg  cf_tag$5$clock;
    reg  [7:0] cf_tag$6$d;
    wire  [7:0] cf_tag$6$q;
    reg  cf_tag$6$clock;
    reg  [7:0] cf_tag$7$d;
    wire  [7:0] cf_tag$7$q;
    reg  cf_tag$7$clock;
    reg  cf_st$0$d;
    wire  cf_st$0$q;
    reg  cf_st$0$clock;
    reg  cf_st$1$d;
    wire  cf_st$1$q;
    reg  cf_st$1$clock;
    reg  cf_st$2$d;
    wire  cf_st$2$q;
    reg  cf_st$2$clock;
    reg  cf_st$3$d;
    wire  cf_st$3$q;
    reg  cf_st$3$clock;
    reg  cf_st$4$d;
    wire  cf_st$4$q;
    reg  cf_st$4$clock;
    reg  cf_st$5$d;
    wire  cf_st$5$q;
    reg  cf_st$5$clock;
    reg  cf_st$6$d;
    wire  cf_st$6$q;
    reg  cf_st$6$clock;
    reg  cf_st$7$d;
    wire  cf_st$7$q;
    reg  cf_st$7$clock;
    reg  [3:0] stores_q$d;
    wire  [3:0] stores_q$q;
    reg  stores_q$clock;
    reg  [2:0] cf_wp_q$d;
    wire  [2:0] cf_wp_q$q;
    reg  cf_wp_q$clock;
    reg  [2:0] cf_rp_q$d;
    wire  [2:0] cf_rp_q$q;
    reg  cf_rp_q$clock;
    reg  [3:0] cf_cnt_q$d;
    wire  [3:0] cf_cnt_q$q;
    reg  cf_cnt_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;
    reg  error_q$d;
    wire  error_q$q;
    reg  error_q$clock;
    reg  [7:0] code_q$d;
    wire  [7:0] code_q$q;
    reg  code_q$clock;
    reg  [7:0] tag_q$d;
    wire  [7:0] tag_q$q;
    reg  tag_q$clock;
    reg  ev_rd_q$d;
    wire  ev_rd_q$q;
    reg  ev_rd_q$clock;
    reg  ev_wr_q$d;
    wire  ev_wr_q$q;
    reg  ev_wr_q$clock;

    // Local signals
    reg  [31:0] seq32;
    reg  [31:0] layer32;
    reg  [31:0] block32;
    reg  [31:0] row_bytes;
    reg  [31:0] sram_b;
    reg  [31:0] dstr_b;
    reg  [31:0] sstr_b;
    reg  [31:0] mul_a;
    reg  [31:0] mul_b;
    reg  [31:0] mul_mid;
    reg  [31:0] mul_p;
    reg  mul_ovf;
    reg  [31:0] add_a;
    reg  [31:0] add_s;
    reg  [31:0] lane32;
    reg  [15:0] rows_m1;
    reg  [31:0] ov_sum;
    reg  [31:0] d_off;
    reg  [31:0] sel_entry;
    reg  accept;
    reg  cf_push;
    reg  cf_push_eng;
    reg  [7:0] cf_push_code;
    reg  cf_pop;
    reg  cf_head_eng;
    reg  [7:0] cf_head_code;
    reg  [7:0] cf_head_tag;
    reg  cf_head_st;
    reg  fe_err;
    reg  [7:0] fe_code;
    reg  [7:0] st8;

    // Sub module instances
    dma_exec_w64$dma dma(
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
    dma_exec_w64$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    dma_exec_w64$f_store_q f_store_q(
        .d(f_store_q$d),
        .q(f_store_q$q),
        .clock(f_store_q$clock)
    );
    dma_exec_w64$f_kv_q f_kv_q(
        .d(f_kv_q$d),
        .q(f_kv_q$q),
        .clock(f_kv_q$clock)
    );
    dma_exec_w64$f_tag_q f_tag_q(
        .d(f_tag_q$d),
        .q(f_tag_q$q),
        .clock(f_tag_q$clock)
    );
    dma_exec_w64$f_rows_q f_rows_q(
        .d(f_rows_q$d),
        .q(f_rows_q$q),
        .clock(f_rows_q$clock)
    );
    dma_exec_w64$f_words_q f_words_q(
        .d(f_words_q$d),
        .q(f_words_q$q),
        .clock(f_words_q$clock)
    );
    dma_exec_w64$f_sram_q f_sram_q(
        .d(f_sram_q$d),
        .q(f_sram_q$q),
        .clock(f_sram_q$clock)
    );
    dma_exec_w64$f_dstride_q f_dstride_q(
        .d(f_dstride_q$d),
        .q(f_dstride_q$q),
        .clock(f_dstride_q$clock)
    );
    dma_exec_w64$f_sstride_q f_sstride_q(
        .d(f_sstride_q$d),
        .q(f_sstride_q$q),
        .clock(f_sstride_q$clock)
    );
    dma_exec_w64$f_offset_q f_offset_q(
        .d(f_offset_q$d),
        .q(f_offset_q$q),
        .clock(f_offset_q$clock)
    );
    dma_exec_w64$f_hi_q f_hi_q(
        .d(f_hi_q$d),
        .q(f_hi_q$q),
        .clock(f_hi_q$clock)
    );
    dma_exec_w64$ext_q ext_q(
        .d(ext_q$d),
        .q(ext_q$q),
        .clock(ext_q$clock)
    );
    dma_exec_w64$m_q m_q(
        .d(m_q$d),
        .q(m_q$q),
        .clock(m_q$clock)
    );
    dma_exec_w64$ovf_q ovf_q(
        .d(ovf_q$d),
        .q(ovf_q$q),
        .clock(ovf_q$clock)
    );
    dma_exec_w64$mw_q mw_q(
        .d(mw_q$d),
        .q(mw_q$q),
        .clock(mw_q$clock)
    );
    dma_exec_w64$mul_a_q mul_a_q(
        .d(mul_a_q$d),
        .q(mul_a_q$q),
        .clock(mul_a_q$clock)
    );
    dma_exec_w64$mul_b_q mul_b_q(
        .d(mul_b_q$d),
        .q(mul_b_q$q),
        .clock(mul_b_q$clock)
    );
    dma_exec_w64$mul_ll_q mul_ll_q(
        .d(mul_ll_q$d),
        .q(mul_ll_q$q),
        .clock(mul_ll_q$clock)
    );
    dma_exec_w64$mul_lh_q mul_lh_q(
        .d(mul_lh_q$d),
        .q(mul_lh_q$q),
        .clock(mul_lh_q$clock)
    );
    dma_exec_w64$mul_hl_q mul_hl_q(
        .d(mul_hl_q$d),
        .q(mul_hl_q$q),
        .clock(mul_hl_q$clock)
    );
    dma_exec_w64$mul_hh_q mul_hh_q(
        .d(mul_hh_q$d),
        .q(mul_hh_q$q),
        .clock(mul_hh_q$clock)
    );
    dma_exec_w64$mul_p_q mul_p_q(
        .d(mul_p_q$d),
        .q(mul_p_q$q),
        .clock(mul_p_q$clock)
    );
    dma_exec_w64$mul_ovf_q mul_ovf_q(
        .d(mul_ovf_q$d),
        .q(mul_ovf_q$q),
        .clock(mul_ovf_q$clock)
    );
    dma_exec_w64$at_q at_q(
        .d(at_q$d),
        .q(at_q$q),
        .clock(at_q$clock)
    );
    dma_exec_w64$bt_bus_q bt_bus_q(
        .d(bt_bus_q$d),
        .q(bt_bus_q$q),
        .clock(bt_bus_q$clock)
    );
    dma_exec_w64$ov_prod_q ov_prod_q(
        .d(ov_prod_q$d),
        .q(ov_prod_q$q),
        .clock(ov_prod_q$clock)
    );
    dma_exec_w64$ov_bad_q ov_bad_q(
        .d(ov_bad_q$d),
        .q(ov_bad_q$q),
        .clock(ov_bad_q$clock)
    );
    dma_exec_w64$d_sum_q d_sum_q(
        .d(d_sum_q$d),
        .q(d_sum_q$q),
        .clock(d_sum_q$clock)
    );
    dma_exec_w64$d_all_q d_all_q(
        .d(d_all_q$d),
        .q(d_all_q$q),
        .clock(d_all_q$clock)
    );
    dma_exec_w64$bt_addr_q bt_addr_q(
        .d(bt_addr_q$d),
        .q(bt_addr_q$q),
        .clock(bt_addr_q$clock)
    );
    dma_exec_w64$bt_lane_q bt_lane_q(
        .d(bt_lane_q$d),
        .q(bt_lane_q$q),
        .clock(bt_lane_q$clock)
    );
    dma_exec_w64$entry_q entry_q(
        .d(entry_q$d),
        .q(entry_q$q),
        .clock(entry_q$clock)
    );
    dma_exec_w64$bt_err_q bt_err_q(
        .d(bt_err_q$d),
        .q(bt_err_q$q),
        .clock(bt_err_q$clock)
    );
    dma_exec_w64$stop_q stop_q(
        .d(stop_q$d),
        .q(stop_q$q),
        .clock(stop_q$clock)
    );
    dma_exec_w64$stop_code_q stop_code_q(
        .d(stop_code_q$d),
        .q(stop_code_q$q),
        .clock(stop_code_q$clock)
    );
    dma_exec_w64$cf_eng$0 cf_eng$0(
        .d(cf_eng$0$d),
        .q(cf_eng$0$q),
        .clock(cf_eng$0$clock)
    );
    dma_exec_w64$cf_eng$1 cf_eng$1(
        .d(cf_eng$1$d),
        .q(cf_eng$1$q),
        .clock(cf_eng$1$clock)
    );
    dma_exec_w64$cf_eng$2 cf_eng$2(
        .d(cf_eng$2$d),
        .q(cf_eng$2$q),
        .clock(cf_eng$2$clock)
    );
    dma_exec_w64$cf_eng$3 cf_eng$3(
        .d(cf_eng$3$d),
        .q(cf_eng$3$q),
        .clock(cf_eng$3$clock)
    );
    dma_exec_w64$cf_eng$4 cf_eng$4(
        .d(cf_eng$4$d),
        .q(cf_eng$4$q),
        .clock(cf_eng$4$clock)
    );
    dma_exec_w64$cf_eng$5 cf_eng$5(
        .d(cf_eng$5$d),
        .q(cf_eng$5$q),
        .clock(cf_eng$5$clock)
    );
    dma_exec_w64$cf_eng$6 cf_eng$6(
        .d(cf_eng$6$d),
        .q(cf_eng$6$q),
        .clock(cf_eng$6$clock)
    );
    dma_exec_w64$cf_eng$7 cf_eng$7(
        .d(cf_eng$7$d),
        .q(cf_eng$7$q),
        .clock(cf_eng$7$clock)
    );
    dma_exec_w64$cf_code$0 cf_code$0(
        .d(cf_code$0$d),
        .q(cf_code$0$q),
        .clock(cf_code$0$clock)
    );
    dma_exec_w64$cf_code$1 cf_code$1(
        .d(cf_code$1$d),
        .q(cf_code$1$q),
        .clock(cf_code$1$clock)
    );
    dma_exec_w64$cf_code$2 cf_code$2(
        .d(cf_code$2$d),
        .q(cf_code$2$q),
        .clock(cf_code$2$clock)
    );
    dma_exec_w64$cf_code$3 cf_code$3(
        .d(cf_code$3$d),
        .q(cf_code$3$q),
        .clock(cf_code$3$clock)
    );
    dma_exec_w64$cf_code$4 cf_code$4(
        .d(cf_code$4$d),
        .q(cf_code$4$q),
        .clock(cf_code$4$clock)
    );
    dma_exec_w64$cf_code$5 cf_code$5(
        .d(cf_code$5$d),
        .q(cf_code$5$q),
        .clock(cf_code$5$clock)
    );
    dma_exec_w64$cf_code$6 cf_code$6(
        .d(cf_code$6$d),
        .q(cf_code$6$q),
        .clock(cf_code$6$clock)
    );
    dma_exec_w64$cf_code$7 cf_code$7(
        .d(cf_code$7$d),
        .q(cf_code$7$q),
        .clock(cf_code$7$clock)
    );
    dma_exec_w64$cf_tag$0 cf_tag$0(
        .d(cf_tag$0$d),
        .q(cf_tag$0$q),
        .clock(cf_tag$0$clock)
    );
    dma_exec_w64$cf_tag$1 cf_tag$1(
        .d(cf_tag$1$d),
        .q(cf_tag$1$q),
        .clock(cf_tag$1$clock)
    );
    dma_exec_w64$cf_tag$2 cf_tag$2(
        .d(cf_tag$2$d),
        .q(cf_tag$2$q),
        .clock(cf_tag$2$clock)
    );
    dma_exec_w64$cf_tag$3 cf_tag$3(
        .d(cf_tag$3$d),
        .q(cf_tag$3$q),
        .clock(cf_tag$3$clock)
    );
    dma_exec_w64$cf_tag$4 cf_tag$4(
        .d(cf_tag$4$d),
        .q(cf_tag$4$q),
        .clock(cf_tag$4$clock)
    );
    dma_exec_w64$cf_tag$5 cf_tag$5(
        .d(cf_tag$5$d),
        .q(cf_tag$5$q),
        .clock(cf_tag$5$clock)
    );
    dma_exec_w64$cf_tag$6 cf_tag$6(
        .d(cf_tag$6$d),
        .q(cf_tag$6$q),
        .clock(cf_tag$6$clock)
    );
    dma_exec_w64$cf_tag$7 cf_tag$7(
        .d(cf_tag$7$d),
        .q(cf_tag$7$q),
        .clock(cf_tag$7$clock)
    );
    dma_exec_w64$cf_st$0 cf_st$0(
        .d(cf_st$0$d),
        .q(cf_st$0$q),
        .clock(cf_st$0$clock)
    );
    dma_exec_w64$cf_st$1 cf_st$1(
        .d(cf_st$1$d),
        .q(cf_st$1$q),
        .clock(cf_st$1$clock)
    );
    dma_exec_w64$cf_st$2 cf_st$2(
        .d(cf_st$2$d),
        .q(cf_st$2$q),
        .clock(cf_st$2$clock)
    );
    dma_exec_w64$cf_st$3 cf_st$3(
        .d(cf_st$3$d),
        .q(cf_st$3$q),
        .clock(cf_st$3$clock)
    );
    dma_exec_w64$cf_st$4 cf_st$4(
        .d(cf_st$4$d),
        .q(cf_st$4$q),
        .clock(cf_st$4$clock)
    );
    dma_exec_w64$cf_st$5 cf_st$5(
        .d(cf_st$5$d),
        .q(cf_st$5$q),
        .clock(cf_st$5$clock)
    );
    dma_exec_w64$cf_st$6 cf_st$6(
        .d(cf_st$6$d),
        .q(cf_st$6$q),
        .clock(cf_st$6$clock)
    );
    dma_exec_w64$cf_st$7 cf_st$7(
        .d(cf_st$7$d),
        .q(cf_st$7$q),
        .clock(cf_st$7$clock)
    );
    dma_exec_w64$stores_q stores_q(
        .d(stores_q$d),
        .q(stores_q$q),
        .clock(stores_q$clock)
    );
    dma_exec_w64$cf_wp_q cf_wp_q(
        .d(cf_wp_q$d),
        .q(cf_wp_q$q),
        .clock(cf_wp_q$clock)
    );
    dma_exec_w64$cf_rp_q cf_rp_q(
        .d(cf_rp_q$d),
        .q(cf_rp_q$q),
        .clock(cf_rp_q$clock)
    );
    dma_exec_w64$cf_cnt_q cf_cnt_q(
        .d(cf_cnt_q$d),
        .q(cf_cnt_q$q),
        .clock(cf_cnt_q$clock)
    );
    dma_exec_w64$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    dma_exec_w64$error_q error_q(
        .d(error_q$d),
        .q(error_q$q),
        .clock(error_q$clock)
    );
    dma_exec_w64$code_q code_q(
        .d(code_q$d),
        .q(code_q$q),
        .clock(code_q$clock)
    );
    dma_exec_w64$tag_q tag_q(
        .d(tag_q$d),
        .q(tag_q$q),
        .clock(tag_q$clock)
    );
    dma_exec_w64$ev_rd_q ev_rd_q(
        .d(ev_rd_q$d),
        .q(ev_rd_q$q),
        .clock(ev_rd_q$clock)
    );
    dma_exec_w64$ev_wr_q ev_wr_q(
        .d(ev_wr_q$d),
        .q(ev_wr_q$q),
        .clock(ev_wr_q$clock)
    );

    // Update code
    always @(*) begin
        st_q$clock = clock;
        f_store_q$clock = clock;
        f_kv_q$clock = clock;
        f_tag_q$clock = clock;
        f_rows_q$clock = clock;
        f_words_q$clock = clock;
        f_sram_q$clock = clock;
        f_dstride_q$clock = clock;
        f_sstride_q$clock = clock;
        f_offset_q$clock = clock;
        f_hi_q$clock = clock;
        ext_q$clock = clock;
        m_q$clock = clock;
        ovf_q$clock = clock;
        mw_q$clock = clock;
        mul_a_q$clock = clock;
        mul_b_q$clock = clock;
        mul_ll_q$clock = clock;
        mul_lh_q$clock = clock;
        mul_hl_q$clock = clock;
        mul_hh_q$clock = clock;
        mul_p_q$clock = clock;
        mul_ovf_q$clock = clock;
        at_q$clock = clock;
        bt_bus_q$clock = clock;
        ov_prod_q$clock = clock;
        ov_bad_q$clock = clock;
        d_sum_q$clock = clock;
        d_all_q$clock = clock;
        bt_addr_q$clock = clock;
        bt_lane_q$clock = clock;
        entry_q$clock = clock;
        bt_err_q$clock = clock;
        stop_q$clock = clock;
        stop_code_q$clock = clock;
        cf_wp_q$clock = clock;
        cf_rp_q$clock = clock;
        cf_cnt_q$clock = clock;
        stores_q$clock = clock;
        done_q$clock = clock;
        error_q$clock = clock;
        code_q$clock = clock;
        tag_q$clock = clock;
        ev_rd_q$clock = clock;
        ev_wr_q$clock = clock;
        st_q$d = st_q$q;
        f_store_q$d = f_store_q$q;
        f_kv_q$d = f_kv_q$q;
        f_tag_q$d = f_tag_q$q;
        f_rows_q$d = f_rows_q$q;
        f_words_q$d = f_words_q$q;
        f_sram_q$d = f_sram_q$q;
        f_dstride_q$d = f_dstride_q$q;
        f_sstride_q$d = f_sstride_q$q;
        f_offset_q$d = f_offset_q$q;
        f_hi_q$d = f_hi_q$q;
        ext_q$d = ext_q$q;
        m_q$d = m_q$q;
        ovf_q$d = ovf_q$q;
        mw_q$d = mw_q$q;
        mul_a_q$d = mul_a_q$q;
        mul_b_q$d = mul_b_q$q;
        mul_ll_q$d = mul_ll_q$q;
        mul_lh_q$d = mul_lh_q$q;
        mul_hl_q$d = mul_hl_q$q;
        mul_hh_q$d = mul_hh_q$q;
        mul_p_q$d = mul_p_q$q;
        mul_ovf_q$d = mul_ovf_q$q;
        at_q$d = at_q$q;
        bt_bus_q$d = bt_bus_q$q;
        ov_prod_q$d = ov_prod_q$q;
        ov_bad_q$d = ov_bad_q$q;
        d_sum_q$d = d_sum_q$q;
        d_all_q$d = d_all_q$q;
        bt_addr_q$d = bt_addr_q$q;
        bt_lane_q$d = bt_lane_q$q;
        entry_q$d = entry_q$q;
        bt_err_q$d = bt_err_q$q;
        stop_q$d = stop_q$q;
        stop_code_q$d = stop_code_q$q;
        cf_wp_q$d = cf_wp_q$q;
        cf_rp_q$d = cf_rp_q$q;
        cf_cnt_q$d = cf_cnt_q$q;
        stores_q$d = stores_q$q;
        done_q$d = done_q$q;
        error_q$d = error_q$q;
        code_q$d = code_q$q;
        tag_q$d = tag_q$q;
        ev_rd_q$d = ev_rd_q$q;
        ev_wr_q$d = ev_wr_q$q;
        cf_eng$0$clock = clock;
        cf_eng$0$d = cf_eng$0$q;
        cf_code$0$clock = clock;
        cf_code$0$d = cf_code$0$q;
        cf_tag$0$clock = clock;
        cf_tag$0$d = cf_tag$0$q;
        cf_st$0$clock = clock;
        cf_st$0$d = cf_st$0$q;
        cf_eng$1$clock = clock;
        cf_eng$1$d = cf_eng$1$q;
        cf_code$1$clock = clock;
        cf_code$1$d = cf_code$1$q;
        cf_tag$1$clock = clock;
        cf_tag$1$d = cf_tag$1$q;
        cf_st$1$clock = clock;
        cf_st$1$d = cf_st$1$q;
        cf_eng$2$clock = clock;
        cf_eng$2$d = cf_eng$2$q;
        cf_code$2$clock = clock;
        cf_code$2$d = cf_code$2$q;
        cf_tag$2$clock = clock;
        cf_tag$2$d = cf_tag$2$q;
        cf_st$2$clock = clock;
        cf_st$2$d = cf_st$2$q;
        cf_eng$3$clock = clock;
        cf_eng$3$d = cf_eng$3$q;
        cf_code$3$clock = clock;
        cf_code$3$d = cf_code$3$q;
        cf_tag$3$clock = clock;
        cf_tag$3$d = cf_tag$3$q;
        cf_st$3$clock = clock;
        cf_st$3$d = cf_st$3$q;
        cf_eng$4$clock = clock;
        cf_eng$4$d = cf_eng$4$q;
        cf_code$4$clock = clock;
        cf_code$4$d = cf_code$4$q;
        cf_tag$4$clock = clock;
        cf_tag$4$d = cf_tag$4$q;
        cf_st$4$clock = clock;
        cf_st$4$d = cf_st$4$q;
        cf_eng$5$clock = clock;
        cf_eng$5$d = cf_eng$5$q;
        cf_code$5$clock = clock;
        cf_code$5$d = cf_code$5$q;
        cf_tag$5$clock = clock;
        cf_tag$5$d = cf_tag$5$q;
        cf_st$5$clock = clock;
        cf_st$5$d = cf_st$5$q;
        cf_eng$6$clock = clock;
        cf_eng$6$d = cf_eng$6$q;
        cf_code$6$clock = clock;
        cf_code$6$d = cf_code$6$q;
        cf_tag$6$clock = clock;
        cf_tag$6$d = cf_tag$6$q;
        cf_st$6$clock = clock;
        cf_st$6$d = cf_st$6$q;
        cf_eng$7$clock = clock;
        cf_eng$7$d = cf_eng$7$q;
        cf_code$7$clock = clock;
        cf_code$7$d = cf_code$7$q;
        cf_tag$7$clock = clock;
        cf_tag$7$d = cf_tag$7$q;
        cf_st$7$clock = clock;
        cf_st$7$d = cf_st$7$q;
        seq32 = f_hi_q$q >> c_sh_seq;
        layer32 = (f_hi_q$q >> c_sh_layer) & c_m_layer;
        block32 = (f_hi_q$q >> c_sh_block) & c_m_block;
        row_bytes = f_words_q$q << c_shift;
        sram_b = f_sram_q$q << c_shift;
        dstr_b = f_dstride_q$q << c_shift;
        if (f_kv_q$q) begin
            sstr_b = f_words_q$q << c_shift;
        end
        else begin
            sstr_b = f_sstride_q$q << c_shift;
        end
        dma$clock = clock;
        dma$reset = reset;
        dma$desc_valid = st_q$q == c_st_desc;
        dma$desc_dir = f_store_q$q;
        if (f_store_q$q) begin
            dma$desc_src = sram_b;
            dma$desc_dst = ext_q$q;
            dma$desc_src_stride = sstr_b;
            dma$desc_dst_stride = dstr_b;
        end
        else begin
            dma$desc_src = ext_q$q;
            dma$desc_dst = sram_b;
            dma$desc_src_stride = dstr_b;
            dma$desc_dst_stride = sstr_b;
        end
        dma$desc_rows = f_rows_q$q;
        dma$desc_row_bytes = row_bytes;
        dma$desc_tag = f_tag_q$q;
        dma$cfg_ext_base = cfg_ext_base;
        dma$cfg_ext_size = cfg_ext_size;
        dma$cfg_sram_size = cfg_sram_size;
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
        sram_req_valid = dma$sram_req_valid;
        dma$sram_req_ready = sram_req_ready;
        sram_req_addr = dma$sram_req_addr;
        sram_req_we = dma$sram_req_we;
        sram_req_wdata = dma$sram_req_wdata;
        dma$sram_rsp_valid = sram_rsp_valid;
        dma$sram_rsp_data = sram_rsp_data;
        ev_rd_q$d = axi_r_valid & dma$axi_r_ready;
        ev_wr_q$d = dma$axi_w_valid & axi_w_ready;
        ev_dma_rd_bytes = c_zero8;
        if (ev_rd_q$q) begin
            ev_dma_rd_bytes = c_beat_bytes;
        end
        rd_busy = (st_q$q != c_st_idle) | dma$rd_busy;
        ev_dma_wr_bytes = c_zero8;
        if (ev_wr_q$q) begin
            ev_dma_wr_bytes = c_beat_bytes;
        end
        mul_a = seq32;
        mul_b = cfg_bt_layers;
        if (st_q$q == c_st_k3) begin
            mul_a = m_q$q;
            mul_b = cfg_bt_blocks;
        end
        if (st_q$q == c_st_k5) begin
            mul_a = entry_q$q;
            mul_b = cfg_kv_block_bytes;
        end
        mul_a_q$d = mul_a;
        mul_b_q$d = mul_b;
        mul_ll_q$d = mul_a_q$q[(32'h0)+:(16)] * mul_b_q$q[(32'h0)+:(16)];
        mul_lh_q$d = mul_a_q$q[(32'h0)+:(16)] * mul_b_q$q[(32'h10)+:(16)];
        mul_hl_q$d = mul_a_q$q[(32'h10)+:(16)] * mul_b_q$q[(32'h0)+:(16)];
        mul_hh_q$d = |mul_a_q$q[(32'h10)+:(16)] & |mul_b_q$q[(32'h10)+:(16)];
        mul_mid = (mul_lh_q$q << c_sixteen) + (mul_hl_q$q << c_sixteen);
        mul_p = mul_ll_q$q + mul_mid;
        mul_ovf = mul_hh_q$q | |mul_lh_q$q[(32'h10)+:(16)] | |mul_hl_q$q[(32'h10)+:(16)] | (mul_mid < (mul_lh_q$q << c_sixteen)) | (mul_p < mul_ll_q$q);
        mul_p_q$d = mul_p;
        mul_ovf_q$d = mul_ovf;
        add_a = layer32;
        if (st_q$q == c_st_k3) begin
            add_a = block32;
        end
        add_s = m_q$q + add_a;
        if (st_q$q == c_st_k3) begin
            add_s = mul_p_q$q + add_a;
        end
        at_q$d = cfg_bt_base + (m_q$q << c_two);
        bt_bus_q$d = cfg_ext_base + at_q$q;
        lane32 = (at_q$q & c_lane_mask) >> c_two;
        rows_m1 = f_rows_q$q - c_one16;
        ov_prod_q$d = rows_m1 * f_dstride_q$q[(32'h0)+:(16)];
        ov_sum = ov_prod_q$q + f_offset_q$q + f_words_q$q;
        ov_bad_q$d = |(ov_sum >> c_ov_hi) | ((ov_sum << c_shift) > cfg_kv_block_bytes);
        d_sum_q$d = m_q$q + cfg_kv_base;
        d_off = f_offset_q$q << c_shift;
        d_all_q$d = d_sum_q$q + d_off;
        sel_entry = bt_r_data[(32'h0)+:(32)];
        if (bt_lane_q$q == 1) begin
            sel_entry = bt_r_data[(32'h20 * 1)+:(32)];
        end
        bt_ar_valid = st_q$q == c_st_kar;
        bt_ar_addr = bt_addr_q$q;
        bt_ar_len = c_zero8;
        bt_r_ready = st_q$q == c_st_kr;
        instr_ready = (st_q$q == c_st_idle) & (cf_cnt_q$q != c_cf_full);
        accept = instr_valid & (st_q$q == c_st_idle) & (cf_cnt_q$q != c_cf_full);
        cf_push = 1'b0;
        cf_push_eng = 1'b0;
        cf_push_code = stop_code_q$q;
        fe_err = 1'b0;
        fe_code = c_zero8;
        if (st_q$q == c_st_idle) begin
            if (accept) begin
                f_store_q$d = instr_data[p_funct];
                f_kv_q$d = instr_data[p_funct1];
                f_tag_q$d = instr_data[(p_dma_tag)+:(8)];
                f_rows_q$d = instr_data[(p_dma_rows)+:(16)] & c_m_rows;
                f_words_q$d = instr_data[(p_dma_words)+:(32)] & c_m_words;
                f_sram_q$d = instr_data[(p_dma_sram)+:(32)] & c_m_sram;
                f_dstride_q$d = instr_data[(p_dma_dstride)+:(32)] & c_m_dstride;
                f_sstride_q$d = instr_data[(p_dma_sstride)+:(32)] & c_m_sstride;
                f_offset_q$d = instr_data[(p_kv_offset)+:(32)] & c_m_offset;
                f_hi_q$d = instr_data[(p_dma_dram)+:(32)];
                ext_q$d = cfg_ext_base + instr_data[(p_dma_dram)+:(32)];
                if (stop_q$q) begin
                    cf_push = 1'b1;
                    f_tag_q$d = instr_data[(p_dma_tag)+:(8)];
                end
                else if (instr_data[p_funct1]) begin
                    st_q$d = c_st_k1;
                end
                else begin
                    st_q$d = c_st_desc;
                end
            end
        end
        else if (st_q$q == c_st_desc) begin
            if (dma$desc_ready) begin
                cf_push = 1'b1;
                cf_push_eng = 1'b1;
                st_q$d = c_st_idle;
            end
        end
        else if ((st_q$q == c_st_k1) & (mw_q$q == c_mw_full)) begin
            m_q$d = mul_p_q$q;
            ovf_q$d = mul_ovf_q$q;
            if (~|f_rows_q$q | ~|f_words_q$q) begin
                fe_err = 1'b1;
                fe_code = c_e_zero_len;
            end
            else if (row_bytes > c_max_row) begin
                fe_err = 1'b1;
                fe_code = c_e_too_long;
            end
            else if ((seq32 >= cfg_bt_seqs) | (layer32 >= cfg_bt_layers) | (block32 >= cfg_bt_blocks)) begin
                fe_err = 1'b1;
                fe_code = c_e_kv_index;
            end
            else begin
                st_q$d = c_st_k2;
            end
        end
        else if (st_q$q == c_st_k2) begin
            m_q$d = add_s;
            if (add_s < m_q$q) begin
                ovf_q$d = 1'b1;
            end
            st_q$d = c_st_k3;
        end
        else if ((st_q$q == c_st_k3) & (mw_q$q == c_mw_full)) begin
            m_q$d = add_s;
            if (mul_ovf_q$q | (add_s < mul_p_q$q)) begin
                ovf_q$d = 1'b1;
            end
            st_q$d = c_st_k4;
        end
        else if ((st_q$q == c_st_k4) & ~|stores_q$q & (mw_q$q == c_mw_full)) begin
            bt_addr_q$d = bt_bus_q$q & c_beat_mask;
            bt_lane_q$d = lane32;
            if (ovf_q$q | |(m_q$q >> c_thirty) | (at_q$q < cfg_bt_base) | (cfg_ext_size < c_four) | (at_q$q > cfg_ext_size - c_four)) begin
                fe_err = 1'b1;
                fe_code = c_e_oow;
            end
            else begin
                st_q$d = c_st_kar;
            end
        end
        else if (st_q$q == c_st_kar) begin
            bt_err_q$d = 1'b0;
            if (bt_ar_ready) begin
                st_q$d = c_st_kr;
            end
        end
        else if (st_q$q == c_st_kr) begin
            if (bt_r_valid) begin
                entry_q$d = sel_entry;
                if (|bt_r_resp) begin
                    bt_err_q$d = 1'b1;
                end
                if (bt_r_last) begin
                    st_q$d = c_st_k5;
                end
            end
        end
        else if ((st_q$q == c_st_k5) & (mw_q$q == c_mw_full)) begin
            m_q$d = mul_p_q$q;
            ovf_q$d = mul_ovf_q$q;
            if (bt_err_q$q) begin
                fe_err = 1'b1;
                fe_code = c_e_bus;
            end
            else if (entry_q$q == c_ones32) begin
                fe_err = 1'b1;
                fe_code = c_e_kv_unmapped;
            end
            else if (entry_q$q >= cfg_kv_num_blocks) begin
                fe_err = 1'b1;
                fe_code = c_e_kv_block;
            end
            else if (ov_bad_q$q) begin
                fe_err = 1'b1;
                fe_code = c_e_kv_overrun;
            end
            else begin
                st_q$d = c_st_k6;
            end
        end
        else if ((st_q$q == c_st_k6) & (mw_q$q == c_mw_full)) begin
            ext_q$d = cfg_ext_base + d_all_q$q;
            if (ovf_q$q | (d_sum_q$q < m_q$q) | (d_all_q$q < d_sum_q$q)) begin
                fe_err = 1'b1;
                fe_code = c_e_oow;
            end
            else begin
                st_q$d = c_st_desc;
            end
        end
        if (fe_err) begin
            cf_push = 1'b1;
            cf_push_code = fe_code;
            st_q$d = c_st_idle;
        end
        if (mw_q$q != c_mw_full) begin
            mw_q$d = mw_q$q + c_one2;
        end
        if (st_q$d != st_q$q) begin
            mw_q$d = c_zero2;
        end
        cf_head_eng = cf_eng$0$q;
        cf_head_code = cf_code$0$q;
        cf_head_tag = cf_tag$0$q;
        cf_head_st = cf_st$0$q;
        if (cf_rp_q$q == 1) begin
            cf_head_eng = cf_eng$1$q;
            cf_head_code = cf_code$1$q;
            cf_head_tag = cf_tag$1$q;
            cf_head_st = cf_st$1$q;
        end
        if (cf_rp_q$q == 2) begin
            cf_head_eng = cf_eng$2$q;
            cf_head_code = cf_code$2$q;
            cf_head_tag = cf_tag$2$q;
            cf_head_st = cf_st$2$q;
        end
        if (cf_rp_q$q == 3) begin
            cf_head_eng = cf_eng$3$q;
            cf_head_code = cf_code$3$q;
            cf_head_tag = cf_tag$3$q;
            cf_head_st = cf_st$3$q;
        end
        if (cf_rp_q$q == 4) begin
            cf_head_eng = cf_eng$4$q;
            cf_head_code = cf_code$4$q;
            cf_head_tag = cf_tag$4$q;
            cf_head_st = cf_st$4$q;
        end
        if (cf_rp_q$q == 5) begin
            cf_head_eng = cf_eng$5$q;
            cf_head_code = cf_code$5$q;
            cf_head_tag = cf_tag$5$q;
            cf_head_st = cf_st$5$q;
        end
        if (cf_rp_q$q == 6) begin
            cf_head_eng = cf_eng$6$q;
            cf_head_code = cf_code$6$q;
            cf_head_tag = cf_tag$6$q;
            cf_head_st = cf_st$6$q;
        end
        if (cf_rp_q$q == 7) begin
            cf_head_eng = cf_eng$7$q;
            cf_head_code = cf_code$7$q;
            cf_head_tag = cf_tag$7$q;
            cf_head_st = cf_st$7$q;
        end
        st8 = c_zero8;
        if (dma$done_status[32'h0]) begin
            st8 = st8 | c_b1;
        end
        if (dma$done_status[32'h1]) begin
            st8 = st8 | c_b2;
        end
        if (dma$done_status[32'h2]) begin
            st8 = st8 | c_b4;
        end
        dma$done_ready = |cf_cnt_q$q & cf_head_eng;
        cf_pop = |cf_cnt_q$q & (~cf_head_eng | dma$done_valid);
        if (cf_push & (cf_wp_q$q == 0)) begin
            cf_eng$0$d = cf_push_eng;
            cf_code$0$d = cf_push_code;
            cf_tag$0$d = f_tag_q$q;
            cf_st$0$d = cf_push_eng & f_store_q$q;
            if (st_q$q == c_st_idle) begin
                cf_tag$0$d = instr_data[(p_dma_tag)+:(8)];
            end
        end
        if (cf_push & (cf_wp_q$q == 1)) begin
            cf_eng$1$d = cf_push_eng;
            cf_code$1$d = cf_push_code;
            cf_tag$1$d = f_tag_q$q;
            cf_st$1$d = cf_push_eng & f_store_q$q;
            if (st_q$q == c_st_idle) begin
                cf_tag$1$d = instr_data[(p_dma_tag)+:(8)];
            end
        end
        if (cf_push & (cf_wp_q$q == 2)) begin
            cf_eng$2$d = cf_push_eng;
            cf_code$2$d = cf_push_code;
            cf_tag$2$d = f_tag_q$q;
            cf_st$2$d = cf_push_eng & f_store_q$q;
            if (st_q$q == c_st_idle) begin
                cf_tag$2$d = instr_data[(p_dma_tag)+:(8)];
            end
        end
        if (cf_push & (cf_wp_q$q == 3)) begin
            cf_eng$3$d = cf_push_eng;
            cf_code$3$d = cf_push_code;
            cf_tag$3$d = f_tag_q$q;
            cf_st$3$d = cf_push_eng & f_store_q$q;
            if (st_q$q == c_st_idle) begin
                cf_tag$3$d = instr_data[(p_dma_tag)+:(8)];
            end
        end
        if (cf_push & (cf_wp_q$q == 4)) begin
            cf_eng$4$d = cf_push_eng;
            cf_code$4$d = cf_push_code;
            cf_tag$4$d = f_tag_q$q;
            cf_st$4$d = cf_push_eng & f_store_q$q;
            if (st_q$q == c_st_idle) begin
                cf_tag$4$d = instr_data[(p_dma_tag)+:(8)];
            end
        end
        if (cf_push & (cf_wp_q$q == 5)) begin
            cf_eng$5$d = cf_push_eng;
            cf_code$5$d = cf_push_code;
            cf_tag$5$d = f_tag_q$q;
            cf_st$5$d = cf_push_eng & f_store_q$q;
            if (st_q$q == c_st_idle) begin
                cf_tag$5$d = instr_data[(p_dma_tag)+:(8)];
            end
        end
        if (cf_push & (cf_wp_q$q == 6)) begin
            cf_eng$6$d = cf_push_eng;
            cf_code$6$d = cf_push_code;
            cf_tag$6$d = f_tag_q$q;
            cf_st$6$d = cf_push_eng & f_store_q$q;
            if (st_q$q == c_st_idle) begin
                cf_tag$6$d = instr_data[(p_dma_tag)+:(8)];
            end
        end
        if (cf_push & (cf_wp_q$q == 7)) begin
            cf_eng$7$d = cf_push_eng;
            cf_code$7$d = cf_push_code;
            cf_tag$7$d = f_tag_q$q;
            cf_st$7$d = cf_push_eng & f_store_q$q;
            if (st_q$q == c_st_idle) begin
                cf_tag$7$d = instr_data[(p_dma_tag)+:(8)];
            end
        end
        if (cf_push) begin
            cf_wp_q$d = cf_wp_q$q + c_one3;
        end
        if (cf_pop) begin
            cf_rp_q$d = cf_rp_q$q + c_one3;
        end
        if (cf_push & ~cf_pop) begin
            cf_cnt_q$d = cf_cnt_q$q + c_one4;
        end
        if (~cf_push & cf_pop) begin
            cf_cnt_q$d = cf_cnt_q$q - c_one4;
        end
        if ((cf_push & cf_push_eng & f_store_q$q) & ~(cf_pop & cf_head_st)) begin
            stores_q$d = stores_q$q + c_one4;
        end
        if (~(cf_push & cf_push_eng & f_store_q$q) & (cf_pop & cf_head_st)) begin
            stores_q$d = stores_q$q - c_one4;
        end
        done_q$d = 1'b0;
        error_q$d = 1'b0;
        if (cf_pop) begin
            tag_q$d = cf_head_tag;
            if (cf_head_eng) begin
                tag_q$d = dma$done_tag;
                if (|dma$done_status) begin
                    error_q$d = 1'b1;
                    code_q$d = st8;
                end
                else begin
                    done_q$d = 1'b1;
                end
            end
            else begin
                error_q$d = 1'b1;
                code_q$d = cf_head_code;
            end
        end
        done = done_q$q;
        error = error_q$q;
        error_code = code_q$q;
        done_tag = tag_q$q;
        if (stop_q$q & ~|cf_cnt_q$q & (st_q$q == c_st_idle) & ~instr_valid) begin
            stop_q$d = 1'b0;
        end
        if (fe_err & ~stop_q$q) begin
            stop_q$d = 1'b1;
            stop_code_q$d = fe_code;
        end
        if (cf_pop & cf_head_eng & |dma$done_status & ~stop_q$q) begin
            stop_q$d = 1'b1;
            stop_code_q$d = st8;
        end
        if (reset) begin
            st_q$d = c_st_idle;
            stop_q$d = 1'b0;
            cf_wp_q$d = c_zero3;
            cf_rp_q$d = c_zero3;
            cf_cnt_q$d = c_zero4;
            stores_q$d = c_zero4;
            done_q$d = 1'b0;
            error_q$d = 1'b0;
            ev_rd_q$d = 1'b0;
            ev_wr_q$d = 1'b0;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$at_q(d,q,clock);

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

endmodule // dma_exec_w64$at_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$bt_addr_q(d,q,clock);

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

endmodule // dma_exec_w64$bt_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$bt_bus_q(d,q,clock);

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

endmodule // dma_exec_w64$bt_bus_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$bt_err_q(d,q,clock);

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

endmodule // dma_exec_w64$bt_err_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$bt_lane_q(d,q,clock);

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

endmodule // dma_exec_w64$bt_lane_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_cnt_q(d,q,clock);

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

endmodule // dma_exec_w64$cf_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_code$0(d,q,clock);

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

endmodule // dma_exec_w64$cf_code$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_code$1(d,q,clock);

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

endmodule // dma_exec_w64$cf_code$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_code$2(d,q,clock);

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

endmodule // dma_exec_w64$cf_code$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_code$3(d,q,clock);

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

endmodule // dma_exec_w64$cf_code$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_code$4(d,q,clock);

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

endmodule // dma_exec_w64$cf_code$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_code$5(d,q,clock);

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

endmodule // dma_exec_w64$cf_code$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_code$6(d,q,clock);

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

endmodule // dma_exec_w64$cf_code$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_code$7(d,q,clock);

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

endmodule // dma_exec_w64$cf_code$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_eng$0(d,q,clock);

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

endmodule // dma_exec_w64$cf_eng$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_eng$1(d,q,clock);

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

endmodule // dma_exec_w64$cf_eng$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_eng$2(d,q,clock);

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

endmodule // dma_exec_w64$cf_eng$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_eng$3(d,q,clock);

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

endmodule // dma_exec_w64$cf_eng$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_eng$4(d,q,clock);

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

endmodule // dma_exec_w64$cf_eng$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_eng$5(d,q,clock);

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

endmodule // dma_exec_w64$cf_eng$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_eng$6(d,q,clock);

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

endmodule // dma_exec_w64$cf_eng$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_eng$7(d,q,clock);

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

endmodule // dma_exec_w64$cf_eng$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_rp_q(d,q,clock);

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

endmodule // dma_exec_w64$cf_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_st$0(d,q,clock);

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

endmodule // dma_exec_w64$cf_st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_st$1(d,q,clock);

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

endmodule // dma_exec_w64$cf_st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_st$2(d,q,clock);

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

endmodule // dma_exec_w64$cf_st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_st$3(d,q,clock);

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

endmodule // dma_exec_w64$cf_st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_st$4(d,q,clock);

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

endmodule // dma_exec_w64$cf_st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_st$5(d,q,clock);

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

endmodule // dma_exec_w64$cf_st$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_st$6(d,q,clock);

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

endmodule // dma_exec_w64$cf_st$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_st$7(d,q,clock);

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

endmodule // dma_exec_w64$cf_st$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_tag$0(d,q,clock);

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

endmodule // dma_exec_w64$cf_tag$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_tag$1(d,q,clock);

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

endmodule // dma_exec_w64$cf_tag$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_tag$2(d,q,clock);

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

endmodule // dma_exec_w64$cf_tag$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_tag$3(d,q,clock);

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

endmodule // dma_exec_w64$cf_tag$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_tag$4(d,q,clock);

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

endmodule // dma_exec_w64$cf_tag$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_tag$5(d,q,clock);

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

endmodule // dma_exec_w64$cf_tag$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_tag$6(d,q,clock);

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

endmodule // dma_exec_w64$cf_tag$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_tag$7(d,q,clock);

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

endmodule // dma_exec_w64$cf_tag$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$cf_wp_q(d,q,clock);

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

endmodule // dma_exec_w64$cf_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$code_q(d,q,clock);

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

endmodule // dma_exec_w64$code_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$d_all_q(d,q,clock);

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

endmodule // dma_exec_w64$d_all_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$d_sum_q(d,q,clock);

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

endmodule // dma_exec_w64$d_sum_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma(clock,reset,desc_valid,desc_ready,desc_src,desc_dst,desc_dir,desc_rows,desc_row_bytes,desc_src_stride,desc_dst_stride,desc_tag,done_valid,done_ready,done_tag,done_status,rd_busy,cfg_ext_base,cfg_ext_size,cfg_sram_size,axi_ar_valid,axi_ar_ready,axi_ar_addr,axi_ar_len,axi_r_valid,axi_r_ready,axi_r_data,axi_r_last,axi_r_resp,axi_aw_valid,axi_aw_ready,axi_aw_addr,axi_aw_len,axi_w_valid,axi_w_ready,axi_w_data,axi_w_last,axi_b_valid,axi_b_ready,axi_b_resp,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data);

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
    localparam  c_max_row = 32'h4000;
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
    dma_exec_w64$dma$dq_src$0 dq_src$0(
        .d(dq_src$0$d),
        .q(dq_src$0$q),
        .clock(dq_src$0$clock)
    );
    dma_exec_w64$dma$dq_src$1 dq_src$1(
        .d(dq_src$1$d),
        .q(dq_src$1$q),
        .clock(dq_src$1$clock)
    );
    dma_exec_w64$dma$dq_src$2 dq_src$2(
        .d(dq_src$2$d),
        .q(dq_src$2$q),
        .clock(dq_src$2$clock)
    );
    dma_exec_w64$dma$dq_src$3 dq_src$3(
        .d(dq_src$3$d),
        .q(dq_src$3$q),
        .clock(dq_src$3$clock)
    );
    dma_exec_w64$dma$dq_dst$0 dq_dst$0(
        .d(dq_dst$0$d),
        .q(dq_dst$0$q),
        .clock(dq_dst$0$clock)
    );
    dma_exec_w64$dma$dq_dst$1 dq_dst$1(
        .d(dq_dst$1$d),
        .q(dq_dst$1$q),
        .clock(dq_dst$1$clock)
    );
    dma_exec_w64$dma$dq_dst$2 dq_dst$2(
        .d(dq_dst$2$d),
        .q(dq_dst$2$q),
        .clock(dq_dst$2$clock)
    );
    dma_exec_w64$dma$dq_dst$3 dq_dst$3(
        .d(dq_dst$3$d),
        .q(dq_dst$3$q),
        .clock(dq_dst$3$clock)
    );
    dma_exec_w64$dma$dq_dir$0 dq_dir$0(
        .d(dq_dir$0$d),
        .q(dq_dir$0$q),
        .clock(dq_dir$0$clock)
    );
    dma_exec_w64$dma$dq_dir$1 dq_dir$1(
        .d(dq_dir$1$d),
        .q(dq_dir$1$q),
        .clock(dq_dir$1$clock)
    );
    dma_exec_w64$dma$dq_dir$2 dq_dir$2(
        .d(dq_dir$2$d),
        .q(dq_dir$2$q),
        .clock(dq_dir$2$clock)
    );
    dma_exec_w64$dma$dq_dir$3 dq_dir$3(
        .d(dq_dir$3$d),
        .q(dq_dir$3$q),
        .clock(dq_dir$3$clock)
    );
    dma_exec_w64$dma$dq_rows$0 dq_rows$0(
        .d(dq_rows$0$d),
        .q(dq_rows$0$q),
        .clock(dq_rows$0$clock)
    );
    dma_exec_w64$dma$dq_rows$1 dq_rows$1(
        .d(dq_rows$1$d),
        .q(dq_rows$1$q),
        .clock(dq_rows$1$clock)
    );
    dma_exec_w64$dma$dq_rows$2 dq_rows$2(
        .d(dq_rows$2$d),
        .q(dq_rows$2$q),
        .clock(dq_rows$2$clock)
    );
    dma_exec_w64$dma$dq_rows$3 dq_rows$3(
        .d(dq_rows$3$d),
        .q(dq_rows$3$q),
        .clock(dq_rows$3$clock)
    );
    dma_exec_w64$dma$dq_row_bytes$0 dq_row_bytes$0(
        .d(dq_row_bytes$0$d),
        .q(dq_row_bytes$0$q),
        .clock(dq_row_bytes$0$clock)
    );
    dma_exec_w64$dma$dq_row_bytes$1 dq_row_bytes$1(
        .d(dq_row_bytes$1$d),
        .q(dq_row_bytes$1$q),
        .clock(dq_row_bytes$1$clock)
    );
    dma_exec_w64$dma$dq_row_bytes$2 dq_row_bytes$2(
        .d(dq_row_bytes$2$d),
        .q(dq_row_bytes$2$q),
        .clock(dq_row_bytes$2$clock)
    );
    dma_exec_w64$dma$dq_row_bytes$3 dq_row_bytes$3(
        .d(dq_row_bytes$3$d),
        .q(dq_row_bytes$3$q),
        .clock(dq_row_bytes$3$clock)
    );
    dma_exec_w64$dma$dq_src_stride$0 dq_src_stride$0(
        .d(dq_src_stride$0$d),
        .q(dq_src_stride$0$q),
        .clock(dq_src_stride$0$clock)
    );
    dma_exec_w64$dma$dq_src_stride$1 dq_src_stride$1(
        .d(dq_src_stride$1$d),
        .q(dq_src_stride$1$q),
        .clock(dq_src_stride$1$clock)
    );
    dma_exec_w64$dma$dq_src_stride$2 dq_src_stride$2(
        .d(dq_src_stride$2$d),
        .q(dq_src_stride$2$q),
        .clock(dq_src_stride$2$clock)
    );
    dma_exec_w64$dma$dq_src_stride$3 dq_src_stride$3(
        .d(dq_src_stride$3$d),
        .q(dq_src_stride$3$q),
        .clock(dq_src_stride$3$clock)
    );
    dma_exec_w64$dma$dq_dst_stride$0 dq_dst_stride$0(
        .d(dq_dst_stride$0$d),
        .q(dq_dst_stride$0$q),
        .clock(dq_dst_stride$0$clock)
    );
    dma_exec_w64$dma$dq_dst_stride$1 dq_dst_stride$1(
        .d(dq_dst_stride$1$d),
        .q(dq_dst_stride$1$q),
        .clock(dq_dst_stride$1$clock)
    );
    dma_exec_w64$dma$dq_dst_stride$2 dq_dst_stride$2(
        .d(dq_dst_stride$2$d),
        .q(dq_dst_stride$2$q),
        .clock(dq_dst_stride$2$clock)
    );
    dma_exec_w64$dma$dq_dst_stride$3 dq_dst_stride$3(
        .d(dq_dst_stride$3$d),
        .q(dq_dst_stride$3$q),
        .clock(dq_dst_stride$3$clock)
    );
    dma_exec_w64$dma$dq_tag$0 dq_tag$0(
        .d(dq_tag$0$d),
        .q(dq_tag$0$q),
        .clock(dq_tag$0$clock)
    );
    dma_exec_w64$dma$dq_tag$1 dq_tag$1(
        .d(dq_tag$1$d),
        .q(dq_tag$1$q),
        .clock(dq_tag$1$clock)
    );
    dma_exec_w64$dma$dq_tag$2 dq_tag$2(
        .d(dq_tag$2$d),
        .q(dq_tag$2$q),
        .clock(dq_tag$2$clock)
    );
    dma_exec_w64$dma$dq_tag$3 dq_tag$3(
        .d(dq_tag$3$d),
        .q(dq_tag$3$q),
        .clock(dq_tag$3$clock)
    );
    dma_exec_w64$dma$dq_wp_q dq_wp_q(
        .d(dq_wp_q$d),
        .q(dq_wp_q$q),
        .clock(dq_wp_q$clock)
    );
    dma_exec_w64$dma$dq_rp_q dq_rp_q(
        .d(dq_rp_q$d),
        .q(dq_rp_q$q),
        .clock(dq_rp_q$clock)
    );
    dma_exec_w64$dma$dq_cnt_q dq_cnt_q(
        .d(dq_cnt_q$d),
        .q(dq_cnt_q$q),
        .clock(dq_cnt_q$clock)
    );
    dma_exec_w64$dma$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    dma_exec_w64$dma$cur_src_q cur_src_q(
        .d(cur_src_q$d),
        .q(cur_src_q$q),
        .clock(cur_src_q$clock)
    );
    dma_exec_w64$dma$cur_dst_q cur_dst_q(
        .d(cur_dst_q$d),
        .q(cur_dst_q$q),
        .clock(cur_dst_q$clock)
    );
    dma_exec_w64$dma$cur_dir_q cur_dir_q(
        .d(cur_dir_q$d),
        .q(cur_dir_q$q),
        .clock(cur_dir_q$clock)
    );
    dma_exec_w64$dma$cur_rows_q cur_rows_q(
        .d(cur_rows_q$d),
        .q(cur_rows_q$q),
        .clock(cur_rows_q$clock)
    );
    dma_exec_w64$dma$cur_row_bytes_q cur_row_bytes_q(
        .d(cur_row_bytes_q$d),
        .q(cur_row_bytes_q$q),
        .clock(cur_row_bytes_q$clock)
    );
    dma_exec_w64$dma$cur_src_stride_q cur_src_stride_q(
        .d(cur_src_stride_q$d),
        .q(cur_src_stride_q$q),
        .clock(cur_src_stride_q$clock)
    );
    dma_exec_w64$dma$cur_dst_stride_q cur_dst_stride_q(
        .d(cur_dst_stride_q$d),
        .q(cur_dst_stride_q$q),
        .clock(cur_dst_stride_q$clock)
    );
    dma_exec_w64$dma$cur_tag_q cur_tag_q(
        .d(cur_tag_q$d),
        .q(cur_tag_q$q),
        .clock(cur_tag_q$clock)
    );
    dma_exec_w64$dma$status_q status_q(
        .d(status_q$d),
        .q(status_q$q),
        .clock(status_q$clock)
    );
    dma_exec_w64$dma$bus_err_q bus_err_q(
        .d(bus_err_q$d),
        .q(bus_err_q$q),
        .clock(bus_err_q$clock)
    );
    dma_exec_w64$dma$done_valid_q done_valid_q(
        .d(done_valid_q$d),
        .q(done_valid_q$q),
        .clock(done_valid_q$clock)
    );
    dma_exec_w64$dma$done_tag_q done_tag_q(
        .d(done_tag_q$d),
        .q(done_tag_q$q),
        .clock(done_tag_q$clock)
    );
    dma_exec_w64$dma$done_status_q done_status_q(
        .d(done_status_q$d),
        .q(done_status_q$q),
        .clock(done_status_q$clock)
    );
    dma_exec_w64$dma$eg_busy_q eg_busy_q(
        .d(eg_busy_q$d),
        .q(eg_busy_q$q),
        .clock(eg_busy_q$clock)
    );
    dma_exec_w64$dma$eg_row_q eg_row_q(
        .d(eg_row_q$d),
        .q(eg_row_q$q),
        .clock(eg_row_q$clock)
    );
    dma_exec_w64$dma$eg_addr_q eg_addr_q(
        .d(eg_addr_q$d),
        .q(eg_addr_q$q),
        .clock(eg_addr_q$clock)
    );
    dma_exec_w64$dma$eg_rem_q eg_rem_q(
        .d(eg_rem_q$d),
        .q(eg_rem_q$q),
        .clock(eg_rem_q$clock)
    );
    dma_exec_w64$dma$eg_rows_q eg_rows_q(
        .d(eg_rows_q$d),
        .q(eg_rows_q$q),
        .clock(eg_rows_q$clock)
    );
    dma_exec_w64$dma$cmd_valid_q cmd_valid_q(
        .d(cmd_valid_q$d),
        .q(cmd_valid_q$q),
        .clock(cmd_valid_q$clock)
    );
    dma_exec_w64$dma$cmd_addr_q cmd_addr_q(
        .d(cmd_addr_q$d),
        .q(cmd_addr_q$q),
        .clock(cmd_addr_q$clock)
    );
    dma_exec_w64$dma$cmd_len_q cmd_len_q(
        .d(cmd_len_q$d),
        .q(cmd_len_q$q),
        .clock(cmd_len_q$clock)
    );
    dma_exec_w64$dma$os_q os_q(
        .d(os_q$d),
        .q(os_q$q),
        .clock(os_q$clock)
    );
    dma_exec_w64$dma$sg_busy_q sg_busy_q(
        .d(sg_busy_q$d),
        .q(sg_busy_q$q),
        .clock(sg_busy_q$clock)
    );
    dma_exec_w64$dma$sg_row_q sg_row_q(
        .d(sg_row_q$d),
        .q(sg_row_q$q),
        .clock(sg_row_q$clock)
    );
    dma_exec_w64$dma$sg_addr_q sg_addr_q(
        .d(sg_addr_q$d),
        .q(sg_addr_q$q),
        .clock(sg_addr_q$clock)
    );
    dma_exec_w64$dma$sg_rem_q sg_rem_q(
        .d(sg_rem_q$d),
        .q(sg_rem_q$q),
        .clock(sg_rem_q$clock)
    );
    dma_exec_w64$dma$sg_rows_q sg_rows_q(
        .d(sg_rows_q$d),
        .q(sg_rows_q$q),
        .clock(sg_rows_q$clock)
    );
    dma_exec_w64$dma$df$0 df$0(
        .d(df$0$d),
        .q(df$0$q),
        .clock(df$0$clock)
    );
    dma_exec_w64$dma$df$1 df$1(
        .d(df$1$d),
        .q(df$1$q),
        .clock(df$1$clock)
    );
    dma_exec_w64$dma$df$2 df$2(
        .d(df$2$d),
        .q(df$2$q),
        .clock(df$2$clock)
    );
    dma_exec_w64$dma$df$3 df$3(
        .d(df$3$d),
        .q(df$3$q),
        .clock(df$3$clock)
    );
    dma_exec_w64$dma$df$4 df$4(
        .d(df$4$d),
        .q(df$4$q),
        .clock(df$4$clock)
    );
    dma_exec_w64$dma$df$5 df$5(
        .d(df$5$d),
        .q(df$5$q),
        .clock(df$5$clock)
    );
    dma_exec_w64$dma$df$6 df$6(
        .d(df$6$d),
        .q(df$6$q),
        .clock(df$6$clock)
    );
    dma_exec_w64$dma$df$7 df$7(
        .d(df$7$d),
        .q(df$7$q),
        .clock(df$7$clock)
    );
    dma_exec_w64$dma$df_wp_q df_wp_q(
        .d(df_wp_q$d),
        .q(df_wp_q$q),
        .clock(df_wp_q$clock)
    );
    dma_exec_w64$dma$df_rp_q df_rp_q(
        .d(df_rp_q$d),
        .q(df_rp_q$q),
        .clock(df_rp_q$clock)
    );
    dma_exec_w64$dma$df_cnt_q df_cnt_q(
        .d(df_cnt_q$d),
        .q(df_cnt_q$q),
        .clock(df_cnt_q$clock)
    );
    dma_exec_w64$dma$df_resv_q df_resv_q(
        .d(df_resv_q$d),
        .q(df_resv_q$q),
        .clock(df_resv_q$clock)
    );
    dma_exec_w64$dma$lf$0 lf$0(
        .d(lf$0$d),
        .q(lf$0$q),
        .clock(lf$0$clock)
    );
    dma_exec_w64$dma$lf$1 lf$1(
        .d(lf$1$d),
        .q(lf$1$q),
        .clock(lf$1$clock)
    );
    dma_exec_w64$dma$lf$2 lf$2(
        .d(lf$2$d),
        .q(lf$2$q),
        .clock(lf$2$clock)
    );
    dma_exec_w64$dma$lf$3 lf$3(
        .d(lf$3$d),
        .q(lf$3$q),
        .clock(lf$3$clock)
    );
    dma_exec_w64$dma$lf_wp_q lf_wp_q(
        .d(lf_wp_q$d),
        .q(lf_wp_q$q),
        .clock(lf_wp_q$clock)
    );
    dma_exec_w64$dma$lf_rp_q lf_rp_q(
        .d(lf_rp_q$d),
        .q(lf_rp_q$q),
        .clock(lf_rp_q$clock)
    );
    dma_exec_w64$dma$lf_cnt_q lf_cnt_q(
        .d(lf_cnt_q$d),
        .q(lf_cnt_q$q),
        .clock(lf_cnt_q$clock)
    );
    dma_exec_w64$dma$w_beat_q w_beat_q(
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

endmodule // dma_exec_w64$dma
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$bus_err_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$bus_err_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$cmd_addr_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$cmd_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$cmd_len_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$cmd_len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$cmd_valid_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$cmd_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$cur_dir_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$cur_dir_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$cur_dst_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$cur_dst_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$cur_dst_stride_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$cur_dst_stride_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$cur_row_bytes_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$cur_row_bytes_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$cur_rows_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$cur_rows_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$cur_src_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$cur_src_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$cur_src_stride_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$cur_src_stride_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$cur_tag_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$cur_tag_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df$0(d,q,clock);

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

endmodule // dma_exec_w64$dma$df$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df$1(d,q,clock);

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

endmodule // dma_exec_w64$dma$df$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df$2(d,q,clock);

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

endmodule // dma_exec_w64$dma$df$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df$3(d,q,clock);

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

endmodule // dma_exec_w64$dma$df$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df$4(d,q,clock);

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

endmodule // dma_exec_w64$dma$df$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df$5(d,q,clock);

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

endmodule // dma_exec_w64$dma$df$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df$6(d,q,clock);

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

endmodule // dma_exec_w64$dma$df$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df$7(d,q,clock);

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

endmodule // dma_exec_w64$dma$df$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df_cnt_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$df_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df_resv_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$df_resv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df_rp_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$df_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$df_wp_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$df_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$done_status_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$done_status_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$done_tag_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$done_tag_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$done_valid_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$done_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_cnt_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dir$0(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dir$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dir$1(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dir$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dir$2(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dir$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dir$3(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dir$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dst$0(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dst$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dst$1(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dst$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dst$2(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dst$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dst$3(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dst$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dst_stride$0(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dst_stride$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dst_stride$1(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dst_stride$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dst_stride$2(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dst_stride$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_dst_stride$3(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_dst_stride$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_row_bytes$0(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_row_bytes$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_row_bytes$1(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_row_bytes$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_row_bytes$2(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_row_bytes$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_row_bytes$3(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_row_bytes$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_rows$0(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_rows$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_rows$1(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_rows$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_rows$2(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_rows$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_rows$3(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_rows$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_rp_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_src$0(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_src$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_src$1(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_src$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_src$2(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_src$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_src$3(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_src$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_src_stride$0(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_src_stride$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_src_stride$1(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_src_stride$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_src_stride$2(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_src_stride$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_src_stride$3(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_src_stride$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_tag$0(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_tag$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_tag$1(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_tag$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_tag$2(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_tag$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_tag$3(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_tag$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$dq_wp_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$dq_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$eg_addr_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$eg_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$eg_busy_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$eg_busy_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$eg_rem_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$eg_rem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$eg_row_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$eg_row_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$eg_rows_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$eg_rows_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$lf$0(d,q,clock);

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

endmodule // dma_exec_w64$dma$lf$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$lf$1(d,q,clock);

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

endmodule // dma_exec_w64$dma$lf$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$lf$2(d,q,clock);

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

endmodule // dma_exec_w64$dma$lf$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$lf$3(d,q,clock);

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

endmodule // dma_exec_w64$dma$lf$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$lf_cnt_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$lf_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$lf_rp_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$lf_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$lf_wp_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$lf_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$os_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$os_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$sg_addr_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$sg_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$sg_busy_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$sg_busy_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$sg_rem_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$sg_rem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$sg_row_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$sg_row_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$sg_rows_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$sg_rows_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$st_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$status_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$status_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$dma$w_beat_q(d,q,clock);

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

endmodule // dma_exec_w64$dma$w_beat_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$done_q(d,q,clock);

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

endmodule // dma_exec_w64$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$entry_q(d,q,clock);

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

endmodule // dma_exec_w64$entry_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$error_q(d,q,clock);

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

endmodule // dma_exec_w64$error_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$ev_rd_q(d,q,clock);

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

endmodule // dma_exec_w64$ev_rd_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$ev_wr_q(d,q,clock);

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

endmodule // dma_exec_w64$ev_wr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$ext_q(d,q,clock);

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

endmodule // dma_exec_w64$ext_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$f_dstride_q(d,q,clock);

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

endmodule // dma_exec_w64$f_dstride_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$f_hi_q(d,q,clock);

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

endmodule // dma_exec_w64$f_hi_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$f_kv_q(d,q,clock);

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

endmodule // dma_exec_w64$f_kv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$f_offset_q(d,q,clock);

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

endmodule // dma_exec_w64$f_offset_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$f_rows_q(d,q,clock);

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

endmodule // dma_exec_w64$f_rows_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$f_sram_q(d,q,clock);

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

endmodule // dma_exec_w64$f_sram_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$f_sstride_q(d,q,clock);

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

endmodule // dma_exec_w64$f_sstride_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$f_store_q(d,q,clock);

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

endmodule // dma_exec_w64$f_store_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$f_tag_q(d,q,clock);

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

endmodule // dma_exec_w64$f_tag_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$f_words_q(d,q,clock);

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

endmodule // dma_exec_w64$f_words_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$m_q(d,q,clock);

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

endmodule // dma_exec_w64$m_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$mul_a_q(d,q,clock);

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

endmodule // dma_exec_w64$mul_a_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$mul_b_q(d,q,clock);

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

endmodule // dma_exec_w64$mul_b_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$mul_hh_q(d,q,clock);

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

endmodule // dma_exec_w64$mul_hh_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$mul_hl_q(d,q,clock);

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

endmodule // dma_exec_w64$mul_hl_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$mul_lh_q(d,q,clock);

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

endmodule // dma_exec_w64$mul_lh_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$mul_ll_q(d,q,clock);

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

endmodule // dma_exec_w64$mul_ll_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$mul_ovf_q(d,q,clock);

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

endmodule // dma_exec_w64$mul_ovf_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$mul_p_q(d,q,clock);

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

endmodule // dma_exec_w64$mul_p_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$mw_q(d,q,clock);

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

endmodule // dma_exec_w64$mw_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$ov_bad_q(d,q,clock);

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

endmodule // dma_exec_w64$ov_bad_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$ov_prod_q(d,q,clock);

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

endmodule // dma_exec_w64$ov_prod_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$ovf_q(d,q,clock);

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

endmodule // dma_exec_w64$ovf_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$st_q(d,q,clock);

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

endmodule // dma_exec_w64$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$stop_code_q(d,q,clock);

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

endmodule // dma_exec_w64$stop_code_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$stop_q(d,q,clock);

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

endmodule // dma_exec_w64$stop_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$stores_q(d,q,clock);

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

endmodule // dma_exec_w64$stores_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_exec_w64$tag_q(d,q,clock);

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

endmodule // dma_exec_w64$tag_q
/* verilator lint_on DECLFILENAME */
