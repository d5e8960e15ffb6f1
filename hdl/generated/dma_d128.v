// dma_d128: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module dma_d128(clock,reset,desc_valid,desc_ready,desc_src,desc_dst,desc_dir,desc_rows,desc_row_bytes,desc_src_stride,desc_dst_stride,desc_tag,done_valid,done_ready,done_tag,done_status,rd_busy,cfg_ext_base,cfg_ext_size,cfg_sram_size,axi_ar_valid,axi_ar_ready,axi_ar_addr,axi_ar_len,axi_r_valid,axi_r_ready,axi_r_data,axi_r_last,axi_r_resp,axi_aw_valid,axi_aw_ready,axi_aw_addr,axi_aw_len,axi_w_valid,axi_w_ready,axi_w_data,axi_w_last,axi_b_valid,axi_b_ready,axi_b_resp,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data);

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
    input wire  [127:0] axi_r_data;
    input wire  axi_r_last;
    input wire  [1:0] axi_r_resp;
    output reg  axi_aw_valid;
    input wire  axi_aw_ready;
    output reg  [31:0] axi_aw_addr;
    output reg  [7:0] axi_aw_len;
    output reg  axi_w_valid;
    input wire  axi_w_ready;
    output reg  [127:0] axi_w_data;
    output reg  axi_w_last;
    input wire  axi_b_valid;
    output reg  axi_b_ready;
    input wire  [1:0] axi_b_resp;
    output reg  sram_req_valid;
    input wire  sram_req_ready;
    output reg  [31:0] sram_req_addr;
    output reg  sram_req_we;
    output reg  [127:0] sram_req_wdata;
    input wire  sram_rsp_valid;
    input wire  [127:0] sram_rsp_data;

    // Constant declarations
    localparam  c_dq_last = 4'h1;
    localparam  c_dq_full = 5'b10;
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
    localparam  c_shift = 32'h4;
    localparam  c_align = 32'hf;
    localparam  c_mask4k = 32'hfff;
    localparam  c_4k = 32'h1000;
    localparam  c_max_burst = 32'h10;
    localparam  c_max_out = 4'h2;
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
    reg  [31:0] dq_dst$0$d;
    wire  [31:0] dq_dst$0$q;
    reg  dq_dst$0$clock;
    reg  [31:0] dq_dst$1$d;
    wire  [31:0] dq_dst$1$q;
    reg  dq_dst$1$clock;
    reg  dq_dir$0$d;
    wire  dq_dir$0$q;
    reg  dq_dir$0$clock;
    reg  dq_dir$1$d;
    wire  dq_dir$1$q;
    reg  dq_dir$1$clock;
    reg  [15:0] dq_rows$0$d;
    wire  [15:0] dq_rows$0$q;
    reg  dq_rows$0$clock;
    reg  [15:0] dq_rows$1$d;
    wire  [15:0] dq_rows$1$q;
    reg  dq_rows$1$clock;
    reg  [31:0] dq_row_bytes$0$d;
    wire  [31:0] dq_row_bytes$0$q;
    reg  dq_row_bytes$0$clock;
    reg  [31:0] dq_row_bytes$1$d;
    wire  [31:0] dq_row_bytes$1$q;
    reg  dq_row_bytes$1$clock;
    reg  [31:0] dq_src_stride$0$d;
    wire  [31:0] dq_src_stride$0$q;
    reg  dq_src_stride$0$clock;
    reg  [31:0] dq_src_stride$1$d;
    wire  [31:0] dq_src_stride$1$q;
    reg  dq_src_stride$1$clock;
    reg  [31:0] dq_dst_stride$0$d;
    wire  [31:0] dq_dst_stride$0$q;
    reg  dq_dst_stride$0$clock;
    reg  [31:0] dq_dst_stride$1$d;
    wire  [31:0] dq_dst_stride$1$q;
    reg  dq_dst_stride$1$clock;
    reg  [7:0] dq_tag$0$d;
    wire  [7:0] dq_tag$0$q;
    reg  dq_tag$0$clock;
    reg  [7:0] dq_tag$1$d;
    wire  [7:0] dq_tag$1$q;
    reg  dq_tag$1$clock;
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
    reg  [127:0] df$0$d;
    wire  [127:0] df$0$q;
    reg  df$0$clock;
    reg  [127:0] df$1$d;
    wire  [127:0] df$1$q;
    reg  df$1$clock;
    reg  [127:0] df$2$d;
    wire  [127:0] df$2$q;
    reg  df$2$clock;
    reg  [127:0] df$3$d;
    wire  [127:0] df$3$q;
    reg  df$3$clock;
    reg  [127:0] df$4$d;
    wire  [127:0] df$4$q;
    reg  df$4$clock;
    reg  [127:0] df$5$d;
    wire  [127:0] df$5$q;
    reg  df$5$clock;
    reg  [127:0] df$6$d;
    wire  [127:0] df$6$q;
    reg  df$6$clock;
    reg  [127:0] df$7$d;
    wire  [127:0] df$7$q;
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
    reg  [127:0] df_in;
    reg  [127:0] df_head;
    reg  [7:0] lf_head;
    reg  lf_push;
    reg  lf_pop;
    reg  all_done;
    reg  running;

    // Sub module instances
    dma_d128$dq_src$0 dq_src$0(
        .d(dq_src$0$d),
        .q(dq_src$0$q),
        .clock(dq_src$0$clock)
    );
    dma_d128$dq_src$1 dq_src$1(
        .d(dq_src$1$d),
        .q(dq_src$1$q),
        .clock(dq_src$1$clock)
    );
    dma_d128$dq_dst$0 dq_dst$0(
        .d(dq_dst$0$d),
        .q(dq_dst$0$q),
        .clock(dq_dst$0$clock)
    );
    dma_d128$dq_dst$1 dq_dst$1(
        .d(dq_dst$1$d),
        .q(dq_dst$1$q),
        .clock(dq_dst$1$clock)
    );
    dma_d128$dq_dir$0 dq_dir$0(
        .d(dq_dir$0$d),
        .q(dq_dir$0$q),
        .clock(dq_dir$0$clock)
    );
    dma_d128$dq_dir$1 dq_dir$1(
        .d(dq_dir$1$d),
        .q(dq_dir$1$q),
        .clock(dq_dir$1$clock)
    );
    dma_d128$dq_rows$0 dq_rows$0(
        .d(dq_rows$0$d),
        .q(dq_rows$0$q),
        .clock(dq_rows$0$clock)
    );
    dma_d128$dq_rows$1 dq_rows$1(
        .d(dq_rows$1$d),
        .q(dq_rows$1$q),
        .clock(dq_rows$1$clock)
    );
    dma_d128$dq_row_bytes$0 dq_row_bytes$0(
        .d(dq_row_bytes$0$d),
        .q(dq_row_bytes$0$q),
        .clock(dq_row_bytes$0$clock)
    );
    dma_d128$dq_row_bytes$1 dq_row_bytes$1(
        .d(dq_row_bytes$1$d),
        .q(dq_row_bytes$1$q),
        .clock(dq_row_bytes$1$clock)
    );
    dma_d128$dq_src_stride$0 dq_src_stride$0(
        .d(dq_src_stride$0$d),
        .q(dq_src_stride$0$q),
        .clock(dq_src_stride$0$clock)
    );
    dma_d128$dq_src_stride$1 dq_src_stride$1(
        .d(dq_src_stride$1$d),
        .q(dq_src_stride$1$q),
        .clock(dq_src_stride$1$clock)
    );
    dma_d128$dq_dst_stride$0 dq_dst_stride$0(
        .d(dq_dst_stride$0$d),
        .q(dq_dst_stride$0$q),
        .clock(dq_dst_stride$0$clock)
    );
    dma_d128$dq_dst_stride$1 dq_dst_stride$1(
        .d(dq_dst_stride$1$d),
        .q(dq_dst_stride$1$q),
        .clock(dq_dst_stride$1$clock)
    );
    dma_d128$dq_tag$0 dq_tag$0(
        .d(dq_tag$0$d),
        .q(dq_tag$0$q),
        .clock(dq_tag$0$clock)
    );
    dma_d128$dq_tag$1 dq_tag$1(
        .d(dq_tag$1$d),
        .q(dq_tag$1$q),
        .clock(dq_tag$1$clock)
    );
    dma_d128$dq_wp_q dq_wp_q(
        .d(dq_wp_q$d),
        .q(dq_wp_q$q),
        .clock(dq_wp_q$clock)
    );
    dma_d128$dq_rp_q dq_rp_q(
        .d(dq_rp_q$d),
        .q(dq_rp_q$q),
        .clock(dq_rp_q$clock)
    );
    dma_d128$dq_cnt_q dq_cnt_q(
        .d(dq_cnt_q$d),
        .q(dq_cnt_q$q),
        .clock(dq_cnt_q$clock)
    );
    dma_d128$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    dma_d128$cur_src_q cur_src_q(
        .d(cur_src_q$d),
        .q(cur_src_q$q),
        .clock(cur_src_q$clock)
    );
    dma_d128$cur_dst_q cur_dst_q(
        .d(cur_dst_q$d),
        .q(cur_dst_q$q),
        .clock(cur_dst_q$clock)
    );
    dma_d128$cur_dir_q cur_dir_q(
        .d(cur_dir_q$d),
        .q(cur_dir_q$q),
        .clock(cur_dir_q$clock)
    );
    dma_d128$cur_rows_q cur_rows_q(
        .d(cur_rows_q$d),
        .q(cur_rows_q$q),
        .clock(cur_rows_q$clock)
    );
    dma_d128$cur_row_bytes_q cur_row_bytes_q(
        .d(cur_row_bytes_q$d),
        .q(cur_row_bytes_q$q),
        .clock(cur_row_bytes_q$clock)
    );
    dma_d128$cur_src_stride_q cur_src_stride_q(
        .d(cur_src_stride_q$d),
        .q(cur_src_stride_q$q),
        .clock(cur_src_stride_q$clock)
    );
    dma_d128$cur_dst_stride_q cur_dst_stride_q(
        .d(cur_dst_stride_q$d),
        .q(cur_dst_stride_q$q),
        .clock(cur_dst_stride_q$clock)
    );
    dma_d128$cur_tag_q cur_tag_q(
        .d(cur_tag_q$d),
        .q(cur_tag_q$q),
        .clock(cur_tag_q$clock)
    );
    dma_d128$status_q status_q(
        .d(status_q$d),
        .q(status_q$q),
        .clock(status_q$clock)
    );
    dma_d128$bus_err_q bus_err_q(
        .d(bus_err_q$d),
        .q(bus_err_q$q),
        .clock(bus_err_q$clock)
    );
    dma_d128$done_valid_q done_valid_q(
        .d(done_valid_q$d),
        .q(done_valid_q$q),
        .clock(done_valid_q$clock)
    );
    dma_d128$done_tag_q done_tag_q(
        .d(done_tag_q$d),
        .q(done_tag_q$q),
        .clock(done_tag_q$clock)
    );
    dma_d128$done_status_q done_status_q(
        .d(done_status_q$d),
        .q(done_status_q$q),
        .clock(done_status_q$clock)
    );
    dma_d128$eg_busy_q eg_busy_q(
        .d(eg_busy_q$d),
        .q(eg_busy_q$q),
        .clock(eg_busy_q$clock)
    );
    dma_d128$eg_row_q eg_row_q(
        .d(eg_row_q$d),
        .q(eg_row_q$q),
        .clock(eg_row_q$clock)
    );
    dma_d128$eg_addr_q eg_addr_q(
        .d(eg_addr_q$d),
        .q(eg_addr_q$q),
        .clock(eg_addr_q$clock)
    );
    dma_d128$eg_rem_q eg_rem_q(
        .d(eg_rem_q$d),
        .q(eg_rem_q$q),
        .clock(eg_rem_q$clock)
    );
    dma_d128$eg_rows_q eg_rows_q(
        .d(eg_rows_q$d),
        .q(eg_rows_q$q),
        .clock(eg_rows_q$clock)
    );
    dma_d128$cmd_valid_q cmd_valid_q(
        .d(cmd_valid_q$d),
        .q(cmd_valid_q$q),
        .clock(cmd_valid_q$clock)
    );
    dma_d128$cmd_addr_q cmd_addr_q(
        .d(cmd_addr_q$d),
        .q(cmd_addr_q$q),
        .clock(cmd_addr_q$clock)
    );
    dma_d128$cmd_len_q cmd_len_q(
        .d(cmd_len_q$d),
        .q(cmd_len_q$q),
        .clock(cmd_len_q$clock)
    );
    dma_d128$os_q os_q(
        .d(os_q$d),
        .q(os_q$q),
        .clock(os_q$clock)
    );
    dma_d128$sg_busy_q sg_busy_q(
        .d(sg_busy_q$d),
        .q(sg_busy_q$q),
        .clock(sg_busy_q$clock)
    );
    dma_d128$sg_row_q sg_row_q(
        .d(sg_row_q$d),
        .q(sg_row_q$q),
        .clock(sg_row_q$clock)
    );
    dma_d128$sg_addr_q sg_addr_q(
        .d(sg_addr_q$d),
        .q(sg_addr_q$q),
        .clock(sg_addr_q$clock)
    );
    dma_d128$sg_rem_q sg_rem_q(
        .d(sg_rem_q$d),
        .q(sg_rem_q$q),
        .clock(sg_rem_q$clock)
    );
    dma_d128$sg_rows_q sg_rows_q(
        .d(sg_rows_q$d),
        .q(sg_rows_q$q),
        .clock(sg_rows_q$clock)
    );
    dma_d128$df$0 df$0(
        .d(df$0$d),
        .q(df$0$q),
        .clock(df$0$clock)
    );
    dma_d128$df$1 df$1(
        .d(df$1$d),
        .q(df$1$q),
        .clock(df$1$clock)
    );
    dma_d128$df$2 df$2(
        .d(df$2$d),
        .q(df$2$q),
        .clock(df$2$clock)
    );
    dma_d128$df$3 df$3(
        .d(df$3$d),
        .q(df$3$q),
        .clock(df$3$clock)
    );
    dma_d128$df$4 df$4(
        .d(df$4$d),
        .q(df$4$q),
        .clock(df$4$clock)
    );
    dma_d128$df$5 df$5(
        .d(df$5$d),
        .q(df$5$q),
        .clock(df$5$clock)
    );
    dma_d128$df$6 df$6(
        .d(df$6$d),
        .q(df$6$q),
        .clock(df$6$clock)
    );
    dma_d128$df$7 df$7(
        .d(df$7$d),
        .q(df$7$q),
        .clock(df$7$clock)
    );
    dma_d128$df_wp_q df_wp_q(
        .d(df_wp_q$d),
        .q(df_wp_q$q),
        .clock(df_wp_q$clock)
    );
    dma_d128$df_rp_q df_rp_q(
        .d(df_rp_q$d),
        .q(df_rp_q$q),
        .clock(df_rp_q$clock)
    );
    dma_d128$df_cnt_q df_cnt_q(
        .d(df_cnt_q$d),
        .q(df_cnt_q$q),
        .clock(df_cnt_q$clock)
    );
    dma_d128$df_resv_q df_resv_q(
        .d(df_resv_q$d),
        .q(df_resv_q$q),
        .clock(df_resv_q$clock)
    );
    dma_d128$lf$0 lf$0(
        .d(lf$0$d),
        .q(lf$0$q),
        .clock(lf$0$clock)
    );
    dma_d128$lf$1 lf$1(
        .d(lf$1$d),
        .q(lf$1$q),
        .clock(lf$1$clock)
    );
    dma_d128$lf$2 lf$2(
        .d(lf$2$d),
        .q(lf$2$q),
        .clock(lf$2$clock)
    );
    dma_d128$lf$3 lf$3(
        .d(lf$3$d),
        .q(lf$3$q),
        .clock(lf$3$clock)
    );
    dma_d128$lf_wp_q lf_wp_q(
        .d(lf_wp_q$d),
        .q(lf_wp_q$q),
        .clock(lf_wp_q$clock)
    );
    dma_d128$lf_rp_q lf_rp_q(
        .d(lf_rp_q$d),
        .q(lf_rp_q$q),
        .clock(lf_rp_q$clock)
    );
    dma_d128$lf_cnt_q lf_cnt_q(
        .d(lf_cnt_q$d),
        .q(lf_cnt_q$q),
        .clock(lf_cnt_q$clock)
    );
    dma_d128$w_beat_q w_beat_q(
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

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$bus_err_q(d,q,clock);

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

endmodule // dma_d128$bus_err_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$cmd_addr_q(d,q,clock);

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

endmodule // dma_d128$cmd_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$cmd_len_q(d,q,clock);

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

endmodule // dma_d128$cmd_len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$cmd_valid_q(d,q,clock);

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

endmodule // dma_d128$cmd_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$cur_dir_q(d,q,clock);

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

endmodule // dma_d128$cur_dir_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$cur_dst_q(d,q,clock);

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

endmodule // dma_d128$cur_dst_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$cur_dst_stride_q(d,q,clock);

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

endmodule // dma_d128$cur_dst_stride_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$cur_row_bytes_q(d,q,clock);

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

endmodule // dma_d128$cur_row_bytes_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$cur_rows_q(d,q,clock);

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

endmodule // dma_d128$cur_rows_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$cur_src_q(d,q,clock);

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

endmodule // dma_d128$cur_src_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$cur_src_stride_q(d,q,clock);

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

endmodule // dma_d128$cur_src_stride_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$cur_tag_q(d,q,clock);

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

endmodule // dma_d128$cur_tag_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df$0(d,q,clock);

    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 128'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // dma_d128$df$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df$1(d,q,clock);

    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 128'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // dma_d128$df$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df$2(d,q,clock);

    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 128'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // dma_d128$df$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df$3(d,q,clock);

    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 128'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // dma_d128$df$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df$4(d,q,clock);

    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 128'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // dma_d128$df$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df$5(d,q,clock);

    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 128'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // dma_d128$df$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df$6(d,q,clock);

    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 128'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // dma_d128$df$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df$7(d,q,clock);

    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 128'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // dma_d128$df$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df_cnt_q(d,q,clock);

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

endmodule // dma_d128$df_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df_resv_q(d,q,clock);

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

endmodule // dma_d128$df_resv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df_rp_q(d,q,clock);

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

endmodule // dma_d128$df_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$df_wp_q(d,q,clock);

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

endmodule // dma_d128$df_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$done_status_q(d,q,clock);

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

endmodule // dma_d128$done_status_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$done_tag_q(d,q,clock);

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

endmodule // dma_d128$done_tag_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$done_valid_q(d,q,clock);

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

endmodule // dma_d128$done_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_cnt_q(d,q,clock);

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

endmodule // dma_d128$dq_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_dir$0(d,q,clock);

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

endmodule // dma_d128$dq_dir$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_dir$1(d,q,clock);

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

endmodule // dma_d128$dq_dir$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_dst$0(d,q,clock);

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

endmodule // dma_d128$dq_dst$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_dst$1(d,q,clock);

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

endmodule // dma_d128$dq_dst$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_dst_stride$0(d,q,clock);

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

endmodule // dma_d128$dq_dst_stride$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_dst_stride$1(d,q,clock);

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

endmodule // dma_d128$dq_dst_stride$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_row_bytes$0(d,q,clock);

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

endmodule // dma_d128$dq_row_bytes$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_row_bytes$1(d,q,clock);

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

endmodule // dma_d128$dq_row_bytes$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_rows$0(d,q,clock);

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

endmodule // dma_d128$dq_rows$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_rows$1(d,q,clock);

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

endmodule // dma_d128$dq_rows$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_rp_q(d,q,clock);

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

endmodule // dma_d128$dq_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_src$0(d,q,clock);

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

endmodule // dma_d128$dq_src$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_src$1(d,q,clock);

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

endmodule // dma_d128$dq_src$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_src_stride$0(d,q,clock);

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

endmodule // dma_d128$dq_src_stride$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_src_stride$1(d,q,clock);

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

endmodule // dma_d128$dq_src_stride$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_tag$0(d,q,clock);

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

endmodule // dma_d128$dq_tag$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_tag$1(d,q,clock);

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

endmodule // dma_d128$dq_tag$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$dq_wp_q(d,q,clock);

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

endmodule // dma_d128$dq_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$eg_addr_q(d,q,clock);

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

endmodule // dma_d128$eg_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$eg_busy_q(d,q,clock);

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

endmodule // dma_d128$eg_busy_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$eg_rem_q(d,q,clock);

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

endmodule // dma_d128$eg_rem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$eg_row_q(d,q,clock);

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

endmodule // dma_d128$eg_row_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$eg_rows_q(d,q,clock);

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

endmodule // dma_d128$eg_rows_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$lf$0(d,q,clock);

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

endmodule // dma_d128$lf$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$lf$1(d,q,clock);

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

endmodule // dma_d128$lf$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$lf$2(d,q,clock);

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

endmodule // dma_d128$lf$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$lf$3(d,q,clock);

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

endmodule // dma_d128$lf$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$lf_cnt_q(d,q,clock);

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

endmodule // dma_d128$lf_cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$lf_rp_q(d,q,clock);

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

endmodule // dma_d128$lf_rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$lf_wp_q(d,q,clock);

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

endmodule // dma_d128$lf_wp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$os_q(d,q,clock);

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

endmodule // dma_d128$os_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$sg_addr_q(d,q,clock);

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

endmodule // dma_d128$sg_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$sg_busy_q(d,q,clock);

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

endmodule // dma_d128$sg_busy_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$sg_rem_q(d,q,clock);

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

endmodule // dma_d128$sg_rem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$sg_row_q(d,q,clock);

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

endmodule // dma_d128$sg_row_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$sg_rows_q(d,q,clock);

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

endmodule // dma_d128$sg_rows_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$st_q(d,q,clock);

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

endmodule // dma_d128$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$status_q(d,q,clock);

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

endmodule // dma_d128$status_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module dma_d128$w_beat_q(d,q,clock);

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

endmodule // dma_d128$w_beat_q
/* verilator lint_on DECLFILENAME */
