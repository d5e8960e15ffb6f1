// seq_regs: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module seq_regs(clock,reset,s_aw_valid,s_aw_ready,s_aw_addr,s_w_valid,s_w_ready,s_w_data,s_w_strb,s_b_valid,s_b_ready,s_b_resp,s_ar_valid,s_ar_ready,s_ar_addr,s_r_valid,s_r_ready,s_r_data,s_r_resp,start,abort_req,fetch_abort,soft_reset,irq,cfg_prog_addr,cfg_prog_len,cfg_dram_base,cfg_dram_base_hi,cfg_dram_size,cfg_watchdog,cfg_bt_base,cfg_bt_seqs,cfg_bt_layers,cfg_bt_blocks,cfg_kv_base,cfg_kv_block_bytes,cfg_kv_num_blocks,disp_running,disp_done,disp_error,disp_error_code,disp_error_pc,disp_error_queue,disp_error_sem,disp_error_tag,disp_error_opcode,disp_error_funct,disp_irq,disp_irq_code,sem_rd_idx,sem_rd_val,disp_perf_lsb,fetch_busy,fetch_active,fetch_error,fetch_error_code,fetch_error_pc,fetch_pc,st_dma_active,st_matrix_active,st_vector_active,st_waiting,dma_last_tag,ev_matrix_busy,ev_vector_busy,ev_dma_busy,ev_macs,ev_dma_rd_bytes,ev_dma_wr_bytes,ev_fetch_bytes,ev_bt_bytes,ev_stall_sram,ev_sram_conflicts,ev_noc_flits,ev_mv_rd_bytes);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_aw_valid;
    output reg  s_aw_ready;
    input wire  [11:0] s_aw_addr;
    input wire  s_w_valid;
    output reg  s_w_ready;
    input wire  [31:0] s_w_data;
    input wire  [3:0] s_w_strb;
    output reg  s_b_valid;
    input wire  s_b_ready;
    output reg  [1:0] s_b_resp;
    input wire  s_ar_valid;
    output reg  s_ar_ready;
    input wire  [11:0] s_ar_addr;
    output reg  s_r_valid;
    input wire  s_r_ready;
    output reg  [31:0] s_r_data;
    output reg  [1:0] s_r_resp;
    output reg  start;
    output reg  abort_req;
    output reg  fetch_abort;
    output reg  soft_reset;
    output reg  irq;
    output reg  [31:0] cfg_prog_addr;
    output reg  [31:0] cfg_prog_len;
    output reg  [31:0] cfg_dram_base;
    output reg  [31:0] cfg_dram_base_hi;
    output reg  [31:0] cfg_dram_size;
    output reg  [31:0] cfg_watchdog;
    output reg  [31:0] cfg_bt_base;
    output reg  [31:0] cfg_bt_seqs;
    output reg  [31:0] cfg_bt_layers;
    output reg  [31:0] cfg_bt_blocks;
    output reg  [31:0] cfg_kv_base;
    output reg  [31:0] cfg_kv_block_bytes;
    output reg  [31:0] cfg_kv_num_blocks;
    input wire  disp_running;
    input wire  disp_done;
    input wire  disp_error;
    input wire  [7:0] disp_error_code;
    input wire  [31:0] disp_error_pc;
    input wire  [1:0] disp_error_queue;
    input wire  [3:0] disp_error_sem;
    input wire  [7:0] disp_error_tag;
    input wire  [3:0] disp_error_opcode;
    input wire  [3:0] disp_error_funct;
    input wire  disp_irq;
    input wire  [15:0] disp_irq_code;
    output reg  [3:0] sem_rd_idx;
    input wire  [7:0] sem_rd_val;
    input wire  [9:0] disp_perf_lsb;
    input wire  fetch_busy;
    input wire  fetch_active;
    input wire  fetch_error;
    input wire  [7:0] fetch_error_code;
    input wire  [31:0] fetch_error_pc;
    input wire  [31:0] fetch_pc;
    input wire  st_dma_active;
    input wire  st_matrix_active;
    input wire  st_vector_active;
    input wire  st_waiting;
    input wire  [31:0] dma_last_tag;
    input wire  ev_matrix_busy;
    input wire  ev_vector_busy;
    input wire  ev_dma_busy;
    input wire  [15:0] ev_macs;
    input wire  [7:0] ev_dma_rd_bytes;
    input wire  [7:0] ev_dma_wr_bytes;
    input wire  [7:0] ev_fetch_bytes;
    input wire  [7:0] ev_bt_bytes;
    input wire  [7:0] ev_stall_sram;
    input wire  [7:0] ev_sram_conflicts;
    input wire  [7:0] ev_noc_flits;
    input wire  [7:0] ev_mv_rd_bytes;

    // Constant declarations
    localparam  c_word = 12'hffc;
    localparam  c_sem_mask = 12'hff0;
    localparam  c_sem_base = 12'h90;
    localparam  const_off$0 = 12'h0;
    localparam  const_off$1 = 12'h4;
    localparam  const_off$2 = 12'h8;
    localparam  const_off$3 = 12'hc;
    localparam  const_off$4 = 12'h10;
    localparam  const_off$5 = 12'h14;
    localparam  const_val$0 = 32'h53595354;
    localparam  const_val$1 = 32'h102;
    localparam  const_val$2 = 32'h10230808;
    localparam  const_val$3 = 32'h2004000;
    localparam  const_val$4 = 32'h401000;
    localparam  const_val$5 = 32'h10000;
    localparam  rw_off$0 = 12'h30;
    localparam  rw_off$1 = 12'h34;
    localparam  rw_off$2 = 12'h60;
    localparam  rw_off$3 = 12'h64;
    localparam  rw_off$4 = 12'h68;
    localparam  rw_off$5 = 12'h6c;
    localparam  rw_off$6 = 12'h70;
    localparam  rw_off$7 = 12'h74;
    localparam  rw_off$8 = 12'h78;
    localparam  rw_off$9 = 12'h7c;
    localparam  rw_off$10 = 12'h80;
    localparam  rw_off$11 = 12'h84;
    localparam  rw_off$12 = 12'h88;
    localparam  rw_off$13 = 12'hc0;
    localparam  rw_off$14 = 12'hc4;
    localparam  rw_off$15 = 12'hc8;
    localparam  rw_off$16 = 12'hcc;
    localparam  rw_rst$0 = 32'h0;
    localparam  rw_rst$1 = 32'h0;
    localparam  rw_rst$2 = 32'h0;
    localparam  rw_rst$3 = 32'h0;
    localparam  rw_rst$4 = 32'h0;
    localparam  rw_rst$5 = 32'h0;
    localparam  rw_rst$6 = 32'h0;
    localparam  rw_rst$7 = 32'h0;
    localparam  rw_rst$8 = 32'h0;
    localparam  rw_rst$9 = 32'h0;
    localparam  rw_rst$10 = 32'h0;
    localparam  rw_rst$11 = 32'h0;
    localparam  rw_rst$12 = 32'h0;
    localparam  rw_rst$13 = 32'h0;
    localparam  rw_rst$14 = 32'h0;
    localparam  rw_rst$15 = 32'h0;
    localparam  rw_rst$16 = 32'h0;
    localparam  lo_off$0 = 12'h100;
    localparam  lo_off$1 = 12'h108;
    localparam  lo_off$2 = 12'h110;
    localparam  lo_off$3 = 12'h118;
    localparam  lo_off$4 = 12'h120;
    localparam  lo_off$5 = 12'h128;
    localparam  lo_off$6 = 12'h130;
    localparam  lo_off$7 = 12'h138;
    localparam  lo_off$8 = 12'h140;
    localparam  lo_off$9 = 12'h148;
    localparam  lo_off$10 = 12'h150;
    localparam  lo_off$11 = 12'h158;
    localparam  lo_off$12 = 12'h160;
    localparam  lo_off$13 = 12'h168;
    localparam  lo_off$14 = 12'h170;
    localparam  lo_off$15 = 12'h178;
    localparam  lo_off$16 = 12'h180;
    localparam  lo_off$17 = 12'h188;
    localparam  lo_off$18 = 12'h190;
    localparam  hi_off$0 = 12'h104;
    localparam  hi_off$1 = 12'h10c;
    localparam  hi_off$2 = 12'h114;
    localparam  hi_off$3 = 12'h11c;
    localparam  hi_off$4 = 12'h124;
    localparam  hi_off$5 = 12'h12c;
    localparam  hi_off$6 = 12'h134;
    localparam  hi_off$7 = 12'h13c;
    localparam  hi_off$8 = 12'h144;
    localparam  hi_off$9 = 12'h14c;
    localparam  hi_off$10 = 12'h154;
    localparam  hi_off$11 = 12'h15c;
    localparam  hi_off$12 = 12'h164;
    localparam  hi_off$13 = 12'h16c;
    localparam  hi_off$14 = 12'h174;
    localparam  hi_off$15 = 12'h17c;
    localparam  hi_off$16 = 12'h184;
    localparam  hi_off$17 = 12'h18c;
    localparam  hi_off$18 = 12'h194;
    localparam  o_ctrl = 12'h20;
    localparam  o_status = 12'h24;
    localparam  o_doorbell = 12'h28;
    localparam  o_pc = 12'h38;
    localparam  o_int_status = 12'h40;
    localparam  o_int_mask = 12'h44;
    localparam  o_irq_code = 12'h48;
    localparam  o_error_code = 12'h50;
    localparam  o_error_pc = 12'h54;
    localparam  o_error_info = 12'h58;
    localparam  o_dma_last_tag = 12'ha0;
    localparam  o_perf_ctrl = 12'hf0;
    localparam  r_ctrl = 32'h0;
    localparam  r_int_status = 32'h0;
    localparam  r_int_mask = 32'h0;
    localparam  c_doorbell_start = 32'h1;
    localparam  c_soft = 32'h1;
    localparam  c_abort = 32'h2;
    localparam  c_keep = 32'h100;
    localparam  c_int_all = 32'h7;
    localparam  c_int_done = 32'h1;
    localparam  c_int_error = 32'h2;
    localparam  c_int_sw = 32'h4;
    localparam  c_snap = 32'h1;
    localparam  c_clear = 32'h2;
    localparam  c_zero32 = 32'h0;
    localparam  c_eight = 32'h8;
    localparam  c_24 = 32'h18;
    localparam  c_zero64 = 64'h0;
    localparam  c_one64 = 64'h1;
    localparam  c_zero_lsb = 10'b0;
    localparam  c_zero4 = 4'h0;
    localparam  c_one4 = 4'h1;
    localparam  c_three4 = 4'h3;
    localparam  c_idx_mask = 4'hc;
    localparam  c_okay = 2'b0;

    // Stub signals
    reg  st_word$busy;
    reg  st_word$done;
    reg  st_word$error;
    reg  st_word$dbi;
    reg  st_word$fetch;
    reg  st_word$dma;
    reg  st_word$matrix;
    reg  st_word$vector;
    reg  st_word$waiting;
    wire  [31:0] st_word$y;
    reg  [1:0] info_word$queue;
    reg  [3:0] info_word$sem;
    reg  [7:0] info_word$tag;
    reg  [3:0] info_word$opcode;
    reg  [3:0] info_word$funct;
    wire  [31:0] info_word$y;
    reg  [3:0] strb_mask$strb;
    wire  [31:0] strb_mask$y;
    reg  [7:0] z_dcode$x;
    wire  [31:0] z_dcode$y;
    reg  [7:0] z_fcode$x;
    wire  [31:0] z_fcode$y;
    reg  [15:0] z_irq$x;
    wire  [31:0] z_irq$y;
    reg  [7:0] z_sem$x;
    wire  [31:0] z_sem$y;
    reg  [15:0] z_macs$x;
    wire  [63:0] z_macs$y;
    reg  [7:0] z_rd$x;
    wire  [63:0] z_rd$y;
    reg  [7:0] z_wr$x;
    wire  [63:0] z_wr$y;
    reg  [7:0] z_fetch$x;
    wire  [63:0] z_fetch$y;
    reg  [7:0] z_bt$x;
    wire  [63:0] z_bt$y;
    reg  [7:0] z_sram$x;
    wire  [63:0] z_sram$y;
    reg  [7:0] z_conf$x;
    wire  [63:0] z_conf$y;
    reg  [7:0] z_noc$x;
    wire  [63:0] z_noc$y;
    reg  [7:0] z_mv$x;
    wire  [63:0] z_mv$y;
    reg  [31:0] rw$0$d;
    wire  [31:0] rw$0$q;
    reg  rw$0$clock;
    reg  [31:0] rw$1$d;
    wire  [31:0] rw$1$q;
    reg  rw$1$clock;
    reg  [31:0] rw$2$d;
    wire  [31:0] rw$2$q;
    reg  rw$2$clock;
    reg  [31:0] rw$3$d;
    wire  [31:0] rw$3$q;
    reg  rw$3$clock;
    reg  [31:0] rw$4$d;
    wire  [31:0] rw$4$q;
    reg  rw$4$clock;
    reg  [31:0] rw$5$d;
    wire  [31:0] rw$5$q;
    reg  rw$5$clock;
    reg  [31:0] rw$6$d;
    wire  [31:0] rw$6$q;
    reg  rw$6$clock;
    reg  [31:0] rw$7$d;
    wire  [31:0] rw$7$q;
    reg  rw$7$clock;
    reg  [31:0] rw$8$d;
    wire  [31:0] rw$8$q;
    reg  rw$8$clock;
    reg  [31:0] rw$9$d;
    wire  [31:0] rw$9$q;
    reg  rw$9$clock;
    reg  [31:0] rw$10$d;
    wire  [31:0] rw$10$q;
    reg  rw$10$clock;
    reg  [31:0] rw$11$d;
    wire  [31:0] rw$11$q;
    reg  rw$11$clock;
    reg  [31:0] rw$12$d;
    wire  [31:0] rw$12$q;
    reg  rw$12$clock;
    reg  [31:0] rw$13$d;
    wire  [31:0] rw$13$q;
    reg  rw$13$clock;
    reg  [31:0] rw$14$d;
    wire  [31:0] rw$14$q;
    reg  rw$14$clock;
    reg  [31:0] rw$15$d;
    wire  [31:0] rw$15$q;
    reg  rw$15$clock;
    reg  [31:0] rw$16$d;
    wire  [31:0] rw$16$q;
    reg  rw$16$clock;
    reg  [31:0] smp$0$d;
    wire  [31:0] smp$0$q;
    reg  smp$0$clock;
    reg  [31:0] smp$1$d;
    wire  [31:0] smp$1$q;
    reg  smp$1$clock;
    reg  [31:0] smp$2$d;
    wire  [31:0] smp$2$q;
    reg  smp$2$clock;
    reg  [31:0] smp$3$d;
    wire  [31:0] smp$3$q;
    reg  smp$3$clock;
    reg  [31:0] smp$4$d;
    wire  [31:0] smp$4$q;
    reg  smp$4$clock;
    reg  [31:0] smp$5$d;
    wire  [31:0] smp$5$q;
    reg  smp$5$clock;
    reg  [31:0] smp$6$d;
    wire  [31:0] smp$6$q;
    reg  smp$6$clock;
    reg  [31:0] smp$7$d;
    wire  [31:0] smp$7$q;
    reg  smp$7$clock;
    reg  [31:0] smp$8$d;
    wire  [31:0] smp$8$q;
    reg  smp$8$clock;
    reg  [31:0] smp$9$d;
    wire  [31:0] smp$9$q;
    reg  smp$9$clock;
    reg  [31:0] smp$10$d;
    wire  [31:0] smp$10$q;
    reg  smp$10$clock;
    reg  [31:0] smp$11$d;
    wire  [31:0] smp$11$q;
    reg  smp$11$clock;
    reg  [31:0] smp$12$d;
    wire  [31:0] smp$12$q;
    reg  smp$12$clock;
    reg  keep_q$d;
    wire  keep_q$q;
    reg  keep_q$clock;
    reg  [31:0] int_st_q$d;
    wire  [31:0] int_st_q$q;
    reg  int_st_q$clock;
    reg  [31:0] int_mask_q$d;
    wire  [31:0] int_mask_q$q;
    reg  int_mask_q$clock;
    reg  run_q$d;
    wire  run_q$q;
    reg  run_q$clock;
    reg  start_q$d;
    wire  start_q$q;
    reg  start_q$clock;
    reg  abort_q$d;
    wire  abort_q$q;
    reg  abort_q$clock;
    reg  soft_q$d;
    wire  soft_q$q;
    reg  soft_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;
    reg  err_q$d;
    wire  err_q$q;
    reg  err_q$clock;
    reg  dbi_q$d;
    wire  dbi_q$q;
    reg  dbi_q$clock;
    reg  fe_q$d;
    wire  fe_q$q;
    reg  fe_q$clock;
    reg  [9:0] lsb_q$d;
    wire  [9:0] lsb_q$q;
    reg  lsb_q$clock;
    reg  [63:0] live$0$d;
    wire  [63:0] live$0$q;
    reg  live$0$clock;
    reg  [63:0] live$1$d;
    wire  [63:0] live$1$q;
    reg  live$1$clock;
    reg  [63:0] live$2$d;
    wire  [63:0] live$2$q;
    reg  live$2$clock;
    reg  [63:0] live$3$d;
    wire  [63:0] live$3$q;
    reg  live$3$clock;
    reg  [63:0] live$4$d;
    wire  [63:0] live$4$q;
    reg  live$4$clock;
    reg  [63:0] live$5$d;
    wire  [63:0] live$5$q;
    reg  live$5$clock;
    reg  [63:0] live$6$d;
    wire  [63:0] live$6$q;
    reg  live$6$clock;
    reg  [63:0] live$7$d;
    wire  [63:0] live$7$q;
    reg  live$7$clock;
    reg  [63:0] live$8$d;
    wire  [63:0] live$8$q;
    reg  live$8$clock;
    reg  [63:0] live$9$d;
    wire  [63:0] live$9$q;
    reg  live$9$clock;
    reg  [63:0] live$10$d;
    wire  [63:0] live$10$q;
    reg  live$10$clock;
    reg  [63:0] live$11$d;
    wire  [63:0] live$11$q;
    reg  live$11$clock;
    reg  [63:0] live$12$d;
    wire  [63:0] live$12$q;
    reg  live$12$clock;
    reg  [63:0] live$13$d;
    wire  [63:0] live$13$q;
    reg  live$13$clock;
    reg  [63:0] live$14$d;
    wire  [63:0] live$14$q;
    reg  live$14$clock;
    reg  [63:0] live$15$d;
    wire  [63:0] live$15$q;
    reg  live$15$clock;
    reg  [63:0] live$16$d;
    wire  [63:0] live$16$q;
    reg  live$16$clock;
    reg  [63:0] live$17$d;
    wire  [63:0] live$17$q;
    reg  live$17$clock;
    reg  [63:0] live$18$d;
    wire  [63:0] live$18$q;
    reg  live$18$clock;
    reg  [63:0] shadow$0$d;
    wire  [63:0] shadow$0$q;
    reg  shadow$0$clock;
    reg  [63:0] shadow$1$d;
    wire  [63:0] shadow$1$q;
    reg  shadow$1$clock;
    reg  [63:0] shadow$2$d;
    wire  [63:0] shadow$2$q;
    reg  shadow$2$clock;
    reg  [63:0] shadow$3$d;
    wire  [63:0] shadow$3$q;
    reg  shadow$3$clock;
    reg  [63:0] shadow$4$d;
    wire  [63:0] shadow$4$q;
    reg  shadow$4$clock;
    reg  [63:0] shadow$5$d;
    wire  [63:0] shadow$5$q;
    reg  shadow$5$clock;
    reg  [63:0] shadow$6$d;
    wire  [63:0] shadow$6$q;
    reg  shadow$6$clock;
    reg  [63:0] shadow$7$d;
    wire  [63:0] shadow$7$q;
    reg  shadow$7$clock;
    reg  [63:0] shadow$8$d;
    wire  [63:0] shadow$8$q;
    reg  shadow$8$clock;
    reg  [63:0] shadow$9$d;
    wire  [63:0] shadow$9$q;
    reg  shadow$9$clock;
    reg  [63:0] shadow$10$d;
    wire  [63:0] shadow$10$q;
    reg  shadow$10$clock;
    reg  [63:0] shadow$11$d;
    wire  [63:0] shadow$11$q;
    reg  shadow$11$clock;
    reg  [63:0] shadow$12$d;
    wire  [63:0] shadow$12$q;
    reg  shadow$12$clock;
    reg  [63:0] shadow$13$d;
    wire  [63:0] shadow$13$q;
    reg  shadow$13$clock;
    reg  [63:0] shadow$14$d;
    wire  [63:0] shadow$14$q;
    reg  shadow$14$clock;
    reg  [63:0] shadow$15$d;
    wire  [63:0] shadow$15$q;
    reg  shadow$15$clock;
    reg  [63:0] shadow$16$d;
    wire  [63:0] shadow$16$q;
    reg  shadow$16$clock;
    reg  [63:0] shadow$17$d;
    wire  [63:0] shadow$17$q;
    reg  shadow$17$clock;
    reg  [63:0] shadow$18$d;
    wire  [63:0] shadow$18$q;
    reg  shadow$18$clock;
    reg  b_v_q$d;
    wire  b_v_q$q;
    reg  b_v_q$clock;
    reg  r_v_q$d;
    wire  r_v_q$q;
    reg  r_v_q$clock;
    reg  [31:0] r_d_q$d;
    wire  [31:0] r_d_q$q;
    reg  r_d_q$clock;
    reg  rsem_q$d;
    wire  rsem_q$q;
    reg  rsem_q$clock;
    reg  [3:0] ridx_q$d;
    wire  [3:0] ridx_q$q;
    reg  ridx_q$clock;

    // Local signals
    reg  busy;
    reg  wr;
    reg  [11:0] waddr;
    reg  [11:0] raddr;
    reg  [31:0] wd;
    reg  [31:0] rd;
    reg  ar_fire;
    reg  doorbell;
    reg  accept;
    reg  soft_now;
    reg  stop;
    reg  snap;
    reg  clear;
    reg  [9:0] tog;
    reg  [63:0] inc$0;
    reg  [63:0] inc$1;
    reg  [63:0] inc$2;
    reg  [63:0] inc$3;
    reg  [63:0] inc$4;
    reg  [63:0] inc$5;
    reg  [63:0] inc$6;
    reg  [63:0] inc$7;
    reg  [63:0] inc$8;
    reg  [63:0] inc$9;
    reg  [63:0] inc$10;
    reg  [63:0] inc$11;
    reg  [63:0] inc$12;
    reg  [63:0] inc$13;
    reg  [63:0] inc$14;
    reg  [63:0] inc$15;
    reg  [63:0] inc$16;
    reg  [63:0] inc$17;
    reg  [63:0] inc$18;
    reg  [63:0] sum$0;
    reg  [63:0] sum$1;
    reg  [63:0] sum$2;
    reg  [63:0] sum$3;
    reg  [63:0] sum$4;
    reg  [63:0] sum$5;
    reg  [63:0] sum$6;
    reg  [63:0] sum$7;
    reg  [63:0] sum$8;
    reg  [63:0] sum$9;
    reg  [63:0] sum$10;
    reg  [63:0] sum$11;
    reg  [63:0] sum$12;
    reg  [63:0] sum$13;
    reg  [63:0] sum$14;
    reg  [63:0] sum$15;
    reg  [63:0] sum$16;
    reg  [63:0] sum$17;
    reg  [63:0] sum$18;
    reg  [31:0] int_set;

    // Sub module instances
    seq_regs$st_word st_word(
        .busy(st_word$busy),
        .done(st_word$done),
        .error(st_word$error),
        .dbi(st_word$dbi),
        .fetch(st_word$fetch),
        .dma(st_word$dma),
        .matrix(st_word$matrix),
        .vector(st_word$vector),
        .waiting(st_word$waiting),
        .y(st_word$y)
    );
    seq_regs$info_word info_word(
        .queue(info_word$queue),
        .sem(info_word$sem),
        .tag(info_word$tag),
        .opcode(info_word$opcode),
        .funct(info_word$funct),
        .y(info_word$y)
    );
    seq_regs$strb_mask strb_mask(
        .strb(strb_mask$strb),
        .y(strb_mask$y)
    );
    seq_regs$z_dcode z_dcode(
        .x(z_dcode$x),
        .y(z_dcode$y)
    );
    seq_regs$z_fcode z_fcode(
        .x(z_fcode$x),
        .y(z_fcode$y)
    );
    seq_regs$z_irq z_irq(
        .x(z_irq$x),
        .y(z_irq$y)
    );
    seq_regs$z_sem z_sem(
        .x(z_sem$x),
        .y(z_sem$y)
    );
    seq_regs$z_macs z_macs(
        .x(z_macs$x),
        .y(z_macs$y)
    );
    seq_regs$z_rd z_rd(
        .x(z_rd$x),
        .y(z_rd$y)
    );
    seq_regs$z_wr z_wr(
        .x(z_wr$x),
        .y(z_wr$y)
    );
    seq_regs$z_fetch z_fetch(
        .x(z_fetch$x),
        .y(z_fetch$y)
    );
    seq_regs$z_bt z_bt(
        .x(z_bt$x),
        .y(z_bt$y)
    );
    seq_regs$z_sram z_sram(
        .x(z_sram$x),
        .y(z_sram$y)
    );
    seq_regs$z_conf z_conf(
        .x(z_conf$x),
        .y(z_conf$y)
    );
    seq_regs$z_noc z_noc(
        .x(z_noc$x),
        .y(z_noc$y)
    );
    seq_regs$z_mv z_mv(
        .x(z_mv$x),
        .y(z_mv$y)
    );
    seq_regs$rw$0 rw$0(
        .d(rw$0$d),
        .q(rw$0$q),
        .clock(rw$0$clock)
    );
    seq_regs$rw$1 rw$1(
        .d(rw$1$d),
        .q(rw$1$q),
        .clock(rw$1$clock)
    );
    seq_regs$rw$2 rw$2(
        .d(rw$2$d),
        .q(rw$2$q),
        .clock(rw$2$clock)
    );
    seq_regs$rw$3 rw$3(
        .d(rw$3$d),
        .q(rw$3$q),
        .clock(rw$3$clock)
    );
    seq_regs$rw$4 rw$4(
        .d(rw$4$d),
        .q(rw$4$q),
        .clock(rw$4$clock)
    );
    seq_regs$rw$5 rw$5(
        .d(rw$5$d),
        .q(rw$5$q),
        .clock(rw$5$clock)
    );
    seq_regs$rw$6 rw$6(
        .d(rw$6$d),
        .q(rw$6$q),
        .clock(rw$6$clock)
    );
    seq_regs$rw$7 rw$7(
        .d(rw$7$d),
        .q(rw$7$q),
        .clock(rw$7$clock)
    );
    seq_regs$rw$8 rw$8(
        .d(rw$8$d),
        .q(rw$8$q),
        .clock(rw$8$clock)
    );
    seq_regs$rw$9 rw$9(
        .d(rw$9$d),
        .q(rw$9$q),
        .clock(rw$9$clock)
    );
    seq_regs$rw$10 rw$10(
        .d(rw$10$d),
        .q(rw$10$q),
        .clock(rw$10$clock)
    );
    seq_regs$rw$11 rw$11(
        .d(rw$11$d),
        .q(rw$11$q),
        .clock(rw$11$clock)
    );
    seq_regs$rw$12 rw$12(
        .d(rw$12$d),
        .q(rw$12$q),
        .clock(rw$12$clock)
    );
    seq_regs$rw$13 rw$13(
        .d(rw$13$d),
        .q(rw$13$q),
        .clock(rw$13$clock)
    );
    seq_regs$rw$14 rw$14(
        .d(rw$14$d),
        .q(rw$14$q),
        .clock(rw$14$clock)
    );
    seq_regs$rw$15 rw$15(
        .d(rw$15$d),
        .q(rw$15$q),
        .clock(rw$15$clock)
    );
    seq_regs$rw$16 rw$16(
        .d(rw$16$d),
        .q(rw$16$q),
        .clock(rw$16$clock)
    );
    seq_regs$smp$0 smp$0(
        .d(smp$0$d),
        .q(smp$0$q),
        .clock(smp$0$clock)
    );
    seq_regs$smp$1 smp$1(
        .d(smp$1$d),
        .q(smp$1$q),
        .clock(smp$1$clock)
    );
    seq_regs$smp$2 smp$2(
        .d(smp$2$d),
        .q(smp$2$q),
        .clock(smp$2$clock)
    );
    seq_regs$smp$3 smp$3(
        .d(smp$3$d),
        .q(smp$3$q),
        .clock(smp$3$clock)
    );
    seq_regs$smp$4 smp$4(
        .d(smp$4$d),
        .q(smp$4$q),
        .clock(smp$4$clock)
    );
    seq_regs$smp$5 smp$5(
        .d(smp$5$d),
        .q(smp$5$q),
        .clock(smp$5$clock)
    );
    seq_regs$smp$6 smp$6(
        .d(smp$6$d),
        .q(smp$6$q),
        .clock(smp$6$clock)
    );
    seq_regs$smp$7 smp$7(
        .d(smp$7$d),
        .q(smp$7$q),
        .clock(smp$7$clock)
    );
    seq_regs$smp$8 smp$8(
        .d(smp$8$d),
        .q(smp$8$q),
        .clock(smp$8$clock)
    );
    seq_regs$smp$9 smp$9(
        .d(smp$9$d),
        .q(smp$9$q),
        .clock(smp$9$clock)
    );
    seq_regs$smp$10 smp$10(
        .d(smp$10$d),
        .q(smp$10$q),
        .clock(smp$10$clock)
    );
    seq_regs$smp$11 smp$11(
        .d(smp$11$d),
        .q(smp$11$q),
        .clock(smp$11$clock)
    );
    seq_regs$smp$12 smp$12(
        .d(smp$12$d),
        .q(smp$12$q),
        .clock(smp$12$clock)
    );
    seq_regs$keep_q keep_q(
        .d(keep_q$d),
        .q(keep_q$q),
        .clock(keep_q$clock)
    );
    seq_regs$int_st_q int_st_q(
        .d(int_st_q$d),
        .q(int_st_q$q),
        .clock(int_st_q$clock)
    );
    seq_regs$int_mask_q int_mask_q(
        .d(int_mask_q$d),
        .q(int_mask_q$q),
        .clock(int_mask_q$clock)
    );
    seq_regs$run_q run_q(
        .d(run_q$d),
        .q(run_q$q),
        .clock(run_q$clock)
    );
    seq_regs$start_q start_q(
        .d(start_q$d),
        .q(start_q$q),
        .clock(start_q$clock)
    );
    seq_regs$abort_q abort_q(
        .d(abort_q$d),
        .q(abort_q$q),
        .clock(abort_q$clock)
    );
    seq_regs$soft_q soft_q(
        .d(soft_q$d),
        .q(soft_q$q),
        .clock(soft_q$clock)
    );
    seq_regs$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    seq_regs$err_q err_q(
        .d(err_q$d),
        .q(err_q$q),
        .clock(err_q$clock)
    );
    seq_regs$dbi_q dbi_q(
        .d(dbi_q$d),
        .q(dbi_q$q),
        .clock(dbi_q$clock)
    );
    seq_regs$fe_q fe_q(
        .d(fe_q$d),
        .q(fe_q$q),
        .clock(fe_q$clock)
    );
    seq_regs$lsb_q lsb_q(
        .d(lsb_q$d),
        .q(lsb_q$q),
        .clock(lsb_q$clock)
    );
    seq_regs$live$0 live$0(
        .d(live$0$d),
        .q(live$0$q),
        .clock(live$0$clock)
    );
    seq_regs$live$1 live$1(
        .d(live$1$d),
        .q(live$1$q),
        .clock(live$1$clock)
    );
    seq_regs$live$2 live$2(
        .d(live$2$d),
        .q(live$2$q),
        .clock(live$2$clock)
    );
    seq_regs$live$3 live$3(
        .d(live$3$d),
        .q(live$3$q),
        .clock(live$3$clock)
    );
    seq_regs$live$4 live$4(
        .d(live$4$d),
        .q(live$4$q),
        .clock(live$4$clock)
    );
    seq_regs$live$5 live$5(
        .d(live$5$d),
        .q(live$5$q),
        .clock(live$5$clock)
    );
    seq_regs$live$6 live$6(
        .d(live$6$d),
        .q(live$6$q),
        .clock(live$6$clock)
    );
    seq_regs$live$7 live$7(
        .d(live$7$d),
        .q(live$7$q),
        .clock(live$7$clock)
    );
    seq_regs$live$8 live$8(
        .d(live$8$d),
        .q(live$8$q),
        .clock(live$8$clock)
    );
    seq_regs$live$9 live$9(
        .d(live$9$d),
        .q(live$9$q),
        .clock(live$9$clock)
    );
    seq_regs$live$10 live$10(
        .d(live$10$d),
        .q(live$10$q),
        .clock(live$10$clock)
    );
    seq_regs$live$11 live$11(
        .d(live$11$d),
        .q(live$11$q),
        .clock(live$11$clock)
    );
    seq_regs$live$12 live$12(
        .d(live$12$d),
        .q(live$12$q),
        .clock(live$12$clock)
    );
    seq_regs$live$13 live$13(
        .d(live$13$d),
        .q(live$13$q),
        .clock(live$13$clock)
    );
    seq_regs$live$14 live$14(
        .d(live$14$d),
        .q(live$14$q),
        .clock(live$14$clock)
    );
    seq_regs$live$15 live$15(
        .d(live$15$d),
        .q(live$15$q),
        .clock(live$15$clock)
    );
    seq_regs$live$16 live$16(
        .d(live$16$d),
        .q(live$16$q),
        .clock(live$16$clock)
    );
    seq_regs$live$17 live$17(
        .d(live$17$d),
        .q(live$17$q),
        .clock(live$17$clock)
    );
    seq_regs$live$18 live$18(
        .d(live$18$d),
        .q(live$18$q),
        .clock(live$18$clock)
    );
    seq_regs$shadow$0 shadow$0(
        .d(shadow$0$d),
        .q(shadow$0$q),
        .clock(shadow$0$clock)
    );
    seq_regs$shadow$1 shadow$1(
        .d(shadow$1$d),
        .q(shadow$1$q),
        .clock(shadow$1$clock)
    );
    seq_regs$shadow$2 shadow$2(
        .d(shadow$2$d),
        .q(shadow$2$q),
        .clock(shadow$2$clock)
    );
    seq_regs$shadow$3 shadow$3(
        .d(shadow$3$d),
        .q(shadow$3$q),
        .clock(shadow$3$clock)
    );
    seq_regs$shadow$4 shadow$4(
        .d(shadow$4$d),
        .q(shadow$4$q),
        .clock(shadow$4$clock)
    );
    seq_regs$shadow$5 shadow$5(
        .d(shadow$5$d),
        .q(shadow$5$q),
        .clock(shadow$5$clock)
    );
    seq_regs$shadow$6 shadow$6(
        .d(shadow$6$d),
        .q(shadow$6$q),
        .clock(shadow$6$clock)
    );
    seq_regs$shadow$7 shadow$7(
        .d(shadow$7$d),
        .q(shadow$7$q),
        .clock(shadow$7$clock)
    );
    seq_regs$shadow$8 shadow$8(
        .d(shadow$8$d),
        .q(shadow$8$q),
        .clock(shadow$8$clock)
    );
    seq_regs$shadow$9 shadow$9(
        .d(shadow$9$d),
        .q(shadow$9$q),
        .clock(shadow$9$clock)
    );
    seq_regs$shadow$10 shadow$10(
        .d(shadow$10$d),
        .q(shadow$10$q),
        .clock(shadow$10$clock)
    );
    seq_regs$shadow$11 shadow$11(
        .d(shadow$11$d),
        .q(shadow$11$q),
        .clock(shadow$11$clock)
    );
    seq_regs$shadow$12 shadow$12(
        .d(shadow$12$d),
        .q(shadow$12$q),
        .clock(shadow$12$clock)
    );
    seq_regs$shadow$13 shadow$13(
        .d(shadow$13$d),
        .q(shadow$13$q),
        .clock(shadow$13$clock)
    );
    seq_regs$shadow$14 shadow$14(
        .d(shadow$14$d),
        .q(shadow$14$q),
        .clock(shadow$14$clock)
    );
    seq_regs$shadow$15 shadow$15(
        .d(shadow$15$d),
        .q(shadow$15$q),
        .clock(shadow$15$clock)
    );
    seq_regs$shadow$16 shadow$16(
        .d(shadow$16$d),
        .q(shadow$16$q),
        .clock(shadow$16$clock)
    );
    seq_regs$shadow$17 shadow$17(
        .d(shadow$17$d),
        .q(shadow$17$q),
        .clock(shadow$17$clock)
    );
    seq_regs$shadow$18 shadow$18(
        .d(shadow$18$d),
        .q(shadow$18$q),
        .clock(shadow$18$clock)
    );
    seq_regs$b_v_q b_v_q(
        .d(b_v_q$d),
        .q(b_v_q$q),
        .clock(b_v_q$clock)
    );
    seq_regs$r_v_q r_v_q(
        .d(r_v_q$d),
        .q(r_v_q$q),
        .clock(r_v_q$clock)
    );
    seq_regs$r_d_q r_d_q(
        .d(r_d_q$d),
        .q(r_d_q$q),
        .clock(r_d_q$clock)
    );
    seq_regs$rsem_q rsem_q(
        .d(rsem_q$d),
        .q(rsem_q$q),
        .clock(rsem_q$clock)
    );
    seq_regs$ridx_q ridx_q(
        .d(ridx_q$d),
        .q(ridx_q$q),
        .clock(ridx_q$clock)
    );

    // Update code
    always @(*) begin
        keep_q$clock = clock;
        int_st_q$clock = clock;
        int_mask_q$clock = clock;
        run_q$clock = clock;
        start_q$clock = clock;
        abort_q$clock = clock;
        soft_q$clock = clock;
        done_q$clock = clock;
        err_q$clock = clock;
        dbi_q$clock = clock;
        fe_q$clock = clock;
        lsb_q$clock = clock;
        b_v_q$clock = clock;
        r_v_q$clock = clock;
        r_d_q$clock = clock;
        rsem_q$clock = clock;
        ridx_q$clock = clock;
        keep_q$d = keep_q$q;
        int_st_q$d = int_st_q$q;
        int_mask_q$d = int_mask_q$q;
        run_q$d = run_q$q;
        start_q$d = start_q$q;
        abort_q$d = abort_q$q;
        soft_q$d = soft_q$q;
        done_q$d = done_q$q;
        err_q$d = err_q$q;
        dbi_q$d = dbi_q$q;
        fe_q$d = fe_q$q;
        lsb_q$d = lsb_q$q;
        b_v_q$d = b_v_q$q;
        r_v_q$d = r_v_q$q;
        r_d_q$d = r_d_q$q;
        rsem_q$d = rsem_q$q;
        ridx_q$d = ridx_q$q;
        rw$0$clock = clock;
        rw$0$d = rw$0$q;
        rw$1$clock = clock;
        rw$1$d = rw$1$q;
        rw$2$clock = clock;
        rw$2$d = rw$2$q;
        rw$3$clock = clock;
        rw$3$d = rw$3$q;
        rw$4$clock = clock;
        rw$4$d = rw$4$q;
        rw$5$clock = clock;
        rw$5$d = rw$5$q;
        rw$6$clock = clock;
        rw$6$d = rw$6$q;
        rw$7$clock = clock;
        rw$7$d = rw$7$q;
        rw$8$clock = clock;
        rw$8$d = rw$8$q;
        rw$9$clock = clock;
        rw$9$d = rw$9$q;
        rw$10$clock = clock;
        rw$10$d = rw$10$q;
        rw$11$clock = clock;
        rw$11$d = rw$11$q;
        rw$12$clock = clock;
        rw$12$d = rw$12$q;
        rw$13$clock = clock;
        rw$13$d = rw$13$q;
        rw$14$clock = clock;
        rw$14$d = rw$14$q;
        rw$15$clock = clock;
        rw$15$d = rw$15$q;
        rw$16$clock = clock;
        rw$16$d = rw$16$q;
        smp$0$clock = clock;
        smp$0$d = smp$0$q;
        smp$1$clock = clock;
        smp$1$d = smp$1$q;
        smp$2$clock = clock;
        smp$2$d = smp$2$q;
        smp$3$clock = clock;
        smp$3$d = smp$3$q;
        smp$4$clock = clock;
        smp$4$d = smp$4$q;
        smp$5$clock = clock;
        smp$5$d = smp$5$q;
        smp$6$clock = clock;
        smp$6$d = smp$6$q;
        smp$7$clock = clock;
        smp$7$d = smp$7$q;
        smp$8$clock = clock;
        smp$8$d = smp$8$q;
        smp$9$clock = clock;
        smp$9$d = smp$9$q;
        smp$10$clock = clock;
        smp$10$d = smp$10$q;
        smp$11$clock = clock;
        smp$11$d = smp$11$q;
        smp$12$clock = clock;
        smp$12$d = smp$12$q;
        live$0$clock = clock;
        live$0$d = live$0$q;
        shadow$0$clock = clock;
        shadow$0$d = shadow$0$q;
        live$1$clock = clock;
        live$1$d = live$1$q;
        shadow$1$clock = clock;
        shadow$1$d = shadow$1$q;
        live$2$clock = clock;
        live$2$d = live$2$q;
        shadow$2$clock = clock;
        shadow$2$d = shadow$2$q;
        live$3$clock = clock;
        live$3$d = live$3$q;
        shadow$3$clock = clock;
        shadow$3$d = shadow$3$q;
        live$4$clock = clock;
        live$4$d = live$4$q;
        shadow$4$clock = clock;
        shadow$4$d = shadow$4$q;
        live$5$clock = clock;
        live$5$d = live$5$q;
        shadow$5$clock = clock;
        shadow$5$d = shadow$5$q;
        live$6$clock = clock;
        live$6$d = live$6$q;
        shadow$6$clock = clock;
        shadow$6$d = shadow$6$q;
        live$7$clock = clock;
        live$7$d = live$7$q;
        shadow$7$clock = clock;
        shadow$7$d = shadow$7$q;
        live$8$clock = clock;
        live$8$d = live$8$q;
        shadow$8$clock = clock;
        shadow$8$d = shadow$8$q;
        live$9$clock = clock;
        live$9$d = live$9$q;
        shadow$9$clock = clock;
        shadow$9$d = shadow$9$q;
        live$10$clock = clock;
        live$10$d = live$10$q;
        shadow$10$clock = clock;
        shadow$10$d = shadow$10$q;
        live$11$clock = clock;
        live$11$d = live$11$q;
        shadow$11$clock = clock;
        shadow$11$d = shadow$11$q;
        live$12$clock = clock;
        live$12$d = live$12$q;
        shadow$12$clock = clock;
        shadow$12$d = shadow$12$q;
        live$13$clock = clock;
        live$13$d = live$13$q;
        shadow$13$clock = clock;
        shadow$13$d = shadow$13$q;
        live$14$clock = clock;
        live$14$d = live$14$q;
        shadow$14$clock = clock;
        shadow$14$d = shadow$14$q;
        live$15$clock = clock;
        live$15$d = live$15$q;
        shadow$15$clock = clock;
        shadow$15$d = shadow$15$q;
        live$16$clock = clock;
        live$16$d = live$16$q;
        shadow$16$clock = clock;
        shadow$16$d = shadow$16$q;
        live$17$clock = clock;
        live$17$d = live$17$q;
        shadow$17$clock = clock;
        shadow$17$d = shadow$17$q;
        live$18$clock = clock;
        live$18$d = live$18$q;
        shadow$18$clock = clock;
        shadow$18$d = shadow$18$q;
        st_word$busy = run_q$q | fetch_busy;
        st_word$done = done_q$q;
        st_word$error = err_q$q;
        st_word$dbi = dbi_q$q;
        st_word$fetch = fetch_active;
        st_word$dma = st_dma_active;
        st_word$matrix = st_matrix_active;
        st_word$vector = st_vector_active;
        st_word$waiting = st_waiting;
        info_word$queue = disp_error_queue;
        info_word$sem = disp_error_sem;
        info_word$tag = disp_error_tag;
        info_word$opcode = disp_error_opcode;
        info_word$funct = disp_error_funct;
        strb_mask$strb = s_w_strb;
        z_dcode$x = disp_error_code;
        z_fcode$x = fetch_error_code;
        z_irq$x = disp_irq_code;
        z_sem$x = sem_rd_val;
        z_macs$x = ev_macs;
        z_rd$x = ev_dma_rd_bytes;
        z_wr$x = ev_dma_wr_bytes;
        z_fetch$x = ev_fetch_bytes;
        z_bt$x = ev_bt_bytes;
        z_sram$x = ev_stall_sram;
        z_conf$x = ev_sram_conflicts;
        z_noc$x = ev_noc_flits;
        z_mv$x = ev_mv_rd_bytes;
        busy = run_q$q | fetch_busy;
        s_b_valid = b_v_q$q;
        s_b_resp = c_okay;
        s_r_valid = r_v_q$q;
        s_r_data = r_d_q$q;
        s_r_resp = c_okay;
        s_ar_ready = ~r_v_q$q & ~rsem_q$q;
        start = start_q$q;
        soft_reset = soft_q$q;
        abort_req = abort_q$q | (fe_q$q & disp_running);
        fetch_abort = run_q$q & ~start_q$q & ~disp_running;
        irq = (int_st_q$q & int_mask_q$q) != c_zero32;
        sem_rd_idx = c_zero4;
        if (rsem_q$q) begin
            sem_rd_idx = ridx_q$q;
        end
        cfg_prog_addr = smp$0$q;
        cfg_prog_len = smp$1$q;
        cfg_dram_base = smp$2$q;
        cfg_dram_base_hi = smp$3$q;
        cfg_dram_size = smp$4$q;
        cfg_watchdog = smp$5$q;
        cfg_bt_base = smp$6$q;
        cfg_bt_seqs = smp$7$q;
        cfg_bt_layers = smp$8$q;
        cfg_bt_blocks = smp$9$q;
        cfg_kv_base = smp$10$q;
        cfg_kv_block_bytes = smp$11$q;
        cfg_kv_num_blocks = smp$12$q;
        wr = s_aw_valid & s_w_valid & ~b_v_q$q;
        s_aw_ready = wr;
        s_w_ready = wr;
        waddr = s_aw_addr & c_word;
        wd = s_w_data & strb_mask$y;
        if (wr) begin
            b_v_q$d = 1'b1;
        end
        else if (s_b_ready) begin
            b_v_q$d = 1'b0;
        end
        if (wr & (waddr == rw_off$0)) begin
            rw$0$d = (rw$0$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$1)) begin
            rw$1$d = (rw$1$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$2)) begin
            rw$2$d = (rw$2$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$3)) begin
            rw$3$d = (rw$3$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$4)) begin
            rw$4$d = (rw$4$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$5)) begin
            rw$5$d = (rw$5$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$6)) begin
            rw$6$d = (rw$6$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$7)) begin
            rw$7$d = (rw$7$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$8)) begin
            rw$8$d = (rw$8$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$9)) begin
            rw$9$d = (rw$9$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$10)) begin
            rw$10$d = (rw$10$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$11)) begin
            rw$11$d = (rw$11$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$12)) begin
            rw$12$d = (rw$12$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$13)) begin
            rw$13$d = (rw$13$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$14)) begin
            rw$14$d = (rw$14$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$15)) begin
            rw$15$d = (rw$15$q & ~strb_mask$y) | wd;
        end
        if (wr & (waddr == rw_off$16)) begin
            rw$16$d = (rw$16$q & ~strb_mask$y) | wd;
        end
        doorbell = wr & (waddr == o_doorbell) & (wd == c_doorbell_start);
        accept = doorbell & ~busy;
        snap = 1'b0;
        clear = 1'b0;
        start_q$d = accept;
        abort_q$d = 1'b0;
        soft_now = 1'b0;
        if (wr & (waddr == o_ctrl)) begin
            if (s_w_strb[32'h1]) begin
                keep_q$d = (wd & c_keep) != c_zero32;
            end
            abort_q$d = (wd & c_abort) != c_zero32;
            soft_now = (wd & c_soft) != c_zero32;
        end
        soft_q$d = soft_now;
        if (wr & (waddr == o_int_mask)) begin
            int_mask_q$d = ((int_mask_q$q & ~strb_mask$y) | wd) & c_int_all;
        end
        if (wr & (waddr == o_perf_ctrl)) begin
            snap = (wd & c_snap) != c_zero32;
            clear = (wd & c_clear) != c_zero32;
        end
        stop = run_q$q & ~start_q$q & ~disp_running & ~fetch_busy;
        int_set = c_zero32;
        if (disp_irq) begin
            int_set = c_int_sw;
        end
        if (accept) begin
            run_q$d = 1'b1;
            done_q$d = 1'b0;
            err_q$d = 1'b0;
            dbi_q$d = 1'b0;
            fe_q$d = 1'b0;
            smp$0$d = rw$0$q;
            smp$1$d = rw$1$q;
            smp$2$d = rw$2$q;
            smp$3$d = rw$3$q;
            smp$4$d = rw$4$q;
            smp$5$d = rw$5$q;
            smp$6$d = rw$6$q;
            smp$7$d = rw$7$q;
            smp$8$d = rw$8$q;
            smp$9$d = rw$9$q;
            smp$10$d = rw$10$q;
            smp$11$d = rw$11$q;
            smp$12$d = rw$12$q;
            if (~keep_q$q) begin
                clear = 1'b1;
            end
        end
        else if (doorbell) begin
            dbi_q$d = 1'b1;
        end
        if (stop) begin
            run_q$d = 1'b0;
            done_q$d = disp_done;
            err_q$d = disp_error;
            snap = 1'b1;
            if (disp_done) begin
                int_set = int_set | c_int_done;
            end
            if (disp_error) begin
                int_set = int_set | c_int_error;
            end
        end
        if (run_q$q & disp_running & fetch_error & ~|disp_error_code & ~fe_q$q) begin
            fe_q$d = 1'b1;
        end
        if (wr & (waddr == o_int_status)) begin
            int_st_q$d = (int_st_q$q & ~wd) | int_set;
        end
        else begin
            int_st_q$d = int_st_q$q | int_set;
        end
        tog = disp_perf_lsb ^ lsb_q$q;
        lsb_q$d = disp_perf_lsb;
        if (start_q$q | soft_q$q) begin
            lsb_q$d = c_zero_lsb;
        end
        inc$0 = c_zero64;
        inc$1 = c_zero64;
        inc$2 = c_zero64;
        inc$3 = c_zero64;
        inc$4 = c_zero64;
        inc$5 = c_zero64;
        inc$6 = c_zero64;
        inc$7 = c_zero64;
        inc$8 = c_zero64;
        inc$9 = c_zero64;
        inc$10 = c_zero64;
        inc$11 = c_zero64;
        inc$12 = c_zero64;
        inc$13 = c_zero64;
        inc$14 = c_zero64;
        inc$15 = c_zero64;
        inc$16 = c_zero64;
        inc$17 = c_zero64;
        inc$18 = c_zero64;
        if (busy) begin
            inc$0 = c_one64;
            if (tog[32'h0]) begin
                inc$1 = inc$1 + c_one64;
            end
            if (tog[32'h1]) begin
                inc$1 = inc$1 + c_one64;
            end
            if (tog[32'h2]) begin
                inc$1 = inc$1 + c_one64;
            end
            if (tog[32'h3]) begin
                inc$1 = inc$1 + c_one64;
            end
            if (ev_matrix_busy) begin
                inc$2 = c_one64;
            end
            if (ev_vector_busy) begin
                inc$3 = c_one64;
            end
            if (ev_dma_busy) begin
                inc$4 = c_one64;
            end
            inc$5 = z_macs$y;
            inc$6 = z_rd$y;
            inc$7 = z_wr$y;
            inc$8 = z_fetch$y + z_bt$y;
            if (tog[32'h5]) begin
                inc$9 = c_one64;
            end
            if (tog[32'h6]) begin
                inc$10 = c_one64;
            end
            if (tog[32'h7]) begin
                inc$11 = c_one64;
            end
            if (tog[32'h4]) begin
                inc$12 = c_one64;
            end
            if (tog[32'h8]) begin
                inc$13 = c_one64;
            end
            if (tog[32'h9]) begin
                inc$14 = c_one64;
            end
            inc$15 = z_sram$y;
            inc$16 = z_conf$y;
            inc$17 = z_noc$y;
            inc$18 = z_mv$y;
        end
        sum$0 = live$0$q + inc$0;
        live$0$d = sum$0;
        if (clear) begin
            live$0$d = c_zero64;
        end
        if (snap) begin
            shadow$0$d = sum$0;
        end
        sum$1 = live$1$q + inc$1;
        live$1$d = sum$1;
        if (clear) begin
            live$1$d = c_zero64;
        end
        if (snap) begin
            shadow$1$d = sum$1;
        end
        sum$2 = live$2$q + inc$2;
        live$2$d = sum$2;
        if (clear) begin
            live$2$d = c_zero64;
        end
        if (snap) begin
            shadow$2$d = sum$2;
        end
        sum$3 = live$3$q + inc$3;
        live$3$d = sum$3;
        if (clear) begin
            live$3$d = c_zero64;
        end
        if (snap) begin
            shadow$3$d = sum$3;
        end
        sum$4 = live$4$q + inc$4;
        live$4$d = sum$4;
        if (clear) begin
            live$4$d = c_zero64;
        end
        if (snap) begin
            shadow$4$d = sum$4;
        end
        sum$5 = live$5$q + inc$5;
        live$5$d = sum$5;
        if (clear) begin
            live$5$d = c_zero64;
        end
        if (snap) begin
            shadow$5$d = sum$5;
        end
        sum$6 = live$6$q + inc$6;
        live$6$d = sum$6;
        if (clear) begin
            live$6$d = c_zero64;
        end
        if (snap) begin
            shadow$6$d = sum$6;
        end
        sum$7 = live$7$q + inc$7;
        live$7$d = sum$7;
        if (clear) begin
            live$7$d = c_zero64;
        end
        if (snap) begin
            shadow$7$d = sum$7;
        end
        sum$8 = live$8$q + inc$8;
        live$8$d = sum$8;
        if (clear) begin
            live$8$d = c_zero64;
        end
        if (snap) begin
            shadow$8$d = sum$8;
        end
        sum$9 = live$9$q + inc$9;
        live$9$d = sum$9;
        if (clear) begin
            live$9$d = c_zero64;
        end
        if (snap) begin
            shadow$9$d = sum$9;
        end
        sum$10 = live$10$q + inc$10;
        live$10$d = sum$10;
        if (clear) begin
            live$10$d = c_zero64;
        end
        if (snap) begin
            shadow$10$d = sum$10;
        end
        sum$11 = live$11$q + inc$11;
        live$11$d = sum$11;
        if (clear) begin
            live$11$d = c_zero64;
        end
        if (snap) begin
            shadow$11$d = sum$11;
        end
        sum$12 = live$12$q + inc$12;
        live$12$d = sum$12;
        if (clear) begin
            live$12$d = c_zero64;
        end
        if (snap) begin
            shadow$12$d = sum$12;
        end
        sum$13 = live$13$q + inc$13;
        live$13$d = sum$13;
        if (clear) begin
            live$13$d = c_zero64;
        end
        if (snap) begin
            shadow$13$d = sum$13;
        end
        sum$14 = live$14$q + inc$14;
        live$14$d = sum$14;
        if (clear) begin
            live$14$d = c_zero64;
        end
        if (snap) begin
            shadow$14$d = sum$14;
        end
        sum$15 = live$15$q + inc$15;
        live$15$d = sum$15;
        if (clear) begin
            live$15$d = c_zero64;
        end
        if (snap) begin
            shadow$15$d = sum$15;
        end
        sum$16 = live$16$q + inc$16;
        live$16$d = sum$16;
        if (clear) begin
            live$16$d = c_zero64;
        end
        if (snap) begin
            shadow$16$d = sum$16;
        end
        sum$17 = live$17$q + inc$17;
        live$17$d = sum$17;
        if (clear) begin
            live$17$d = c_zero64;
        end
        if (snap) begin
            shadow$17$d = sum$17;
        end
        sum$18 = live$18$q + inc$18;
        live$18$d = sum$18;
        if (clear) begin
            live$18$d = c_zero64;
        end
        if (snap) begin
            shadow$18$d = sum$18;
        end
        ar_fire = s_ar_valid & ~r_v_q$q & ~rsem_q$q;
        raddr = s_ar_addr & c_word;
        rd = c_zero32;
        if (raddr == const_off$0) begin
            rd = const_val$0;
        end
        if (raddr == const_off$1) begin
            rd = const_val$1;
        end
        if (raddr == const_off$2) begin
            rd = const_val$2;
        end
        if (raddr == const_off$3) begin
            rd = const_val$3;
        end
        if (raddr == const_off$4) begin
            rd = const_val$4;
        end
        if (raddr == const_off$5) begin
            rd = const_val$5;
        end
        if (raddr == rw_off$0) begin
            rd = rw$0$q;
        end
        if (raddr == rw_off$1) begin
            rd = rw$1$q;
        end
        if (raddr == rw_off$2) begin
            rd = rw$2$q;
        end
        if (raddr == rw_off$3) begin
            rd = rw$3$q;
        end
        if (raddr == rw_off$4) begin
            rd = rw$4$q;
        end
        if (raddr == rw_off$5) begin
            rd = rw$5$q;
        end
        if (raddr == rw_off$6) begin
            rd = rw$6$q;
        end
        if (raddr == rw_off$7) begin
            rd = rw$7$q;
        end
        if (raddr == rw_off$8) begin
            rd = rw$8$q;
        end
        if (raddr == rw_off$9) begin
            rd = rw$9$q;
        end
        if (raddr == rw_off$10) begin
            rd = rw$10$q;
        end
        if (raddr == rw_off$11) begin
            rd = rw$11$q;
        end
        if (raddr == rw_off$12) begin
            rd = rw$12$q;
        end
        if (raddr == rw_off$13) begin
            rd = rw$13$q;
        end
        if (raddr == rw_off$14) begin
            rd = rw$14$q;
        end
        if (raddr == rw_off$15) begin
            rd = rw$15$q;
        end
        if (raddr == rw_off$16) begin
            rd = rw$16$q;
        end
        if (raddr == lo_off$0) begin
            rd = shadow$0$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$0) begin
            rd = shadow$0$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$1) begin
            rd = shadow$1$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$1) begin
            rd = shadow$1$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$2) begin
            rd = shadow$2$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$2) begin
            rd = shadow$2$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$3) begin
            rd = shadow$3$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$3) begin
            rd = shadow$3$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$4) begin
            rd = shadow$4$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$4) begin
            rd = shadow$4$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$5) begin
            rd = shadow$5$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$5) begin
            rd = shadow$5$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$6) begin
            rd = shadow$6$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$6) begin
            rd = shadow$6$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$7) begin
            rd = shadow$7$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$7) begin
            rd = shadow$7$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$8) begin
            rd = shadow$8$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$8) begin
            rd = shadow$8$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$9) begin
            rd = shadow$9$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$9) begin
            rd = shadow$9$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$10) begin
            rd = shadow$10$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$10) begin
            rd = shadow$10$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$11) begin
            rd = shadow$11$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$11) begin
            rd = shadow$11$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$12) begin
            rd = shadow$12$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$12) begin
            rd = shadow$12$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$13) begin
            rd = shadow$13$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$13) begin
            rd = shadow$13$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$14) begin
            rd = shadow$14$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$14) begin
            rd = shadow$14$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$15) begin
            rd = shadow$15$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$15) begin
            rd = shadow$15$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$16) begin
            rd = shadow$16$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$16) begin
            rd = shadow$16$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$17) begin
            rd = shadow$17$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$17) begin
            rd = shadow$17$q[(32'h20)+:(32)];
        end
        if (raddr == lo_off$18) begin
            rd = shadow$18$q[(32'h0)+:(32)];
        end
        if (raddr == hi_off$18) begin
            rd = shadow$18$q[(32'h20)+:(32)];
        end
        if ((raddr == o_ctrl) & keep_q$q) begin
            rd = c_keep;
        end
        if (raddr == o_status) begin
            rd = st_word$y;
        end
        if (raddr == o_pc) begin
            rd = fetch_pc;
        end
        if (raddr == o_int_status) begin
            rd = int_st_q$q;
        end
        if (raddr == o_int_mask) begin
            rd = int_mask_q$q;
        end
        if (raddr == o_irq_code) begin
            rd = z_irq$y;
        end
        if (raddr == o_error_code) begin
            if (fe_q$q) begin
                rd = z_fcode$y;
            end
            else begin
                rd = z_dcode$y;
            end
        end
        if (raddr == o_error_pc) begin
            if (fe_q$q) begin
                rd = fetch_error_pc;
            end
            else begin
                rd = disp_error_pc;
            end
        end
        if ((raddr == o_error_info) & ~fe_q$q) begin
            rd = info_word$y;
        end
        if (raddr == o_dma_last_tag) begin
            rd = dma_last_tag;
        end
        if (ar_fire) begin
            if ((raddr & c_sem_mask) == c_sem_base) begin
                rsem_q$d = 1'b1;
                ridx_q$d = s_ar_addr[(32'h0)+:(4)] & c_idx_mask;
            end
            else begin
                r_v_q$d = 1'b1;
                r_d_q$d = rd;
            end
        end
        else if (rsem_q$q) begin
            r_d_q$d = (r_d_q$q >> c_eight) | (z_sem$y << c_24);
            ridx_q$d = ridx_q$q + c_one4;
            if ((ridx_q$q & c_three4) == c_three4) begin
                rsem_q$d = 1'b0;
                r_v_q$d = 1'b1;
            end
        end
        else if (s_r_ready) begin
            r_v_q$d = 1'b0;
        end
        if (soft_now) begin
            run_q$d = 1'b0;
            done_q$d = 1'b0;
            err_q$d = 1'b0;
            dbi_q$d = 1'b0;
            fe_q$d = 1'b0;
            start_q$d = 1'b0;
        end
        if (reset) begin
            rw$0$d = rw_rst$0;
            rw$1$d = rw_rst$1;
            rw$2$d = rw_rst$2;
            rw$3$d = rw_rst$3;
            rw$4$d = rw_rst$4;
            rw$5$d = rw_rst$5;
            rw$6$d = rw_rst$6;
            rw$7$d = rw_rst$7;
            rw$8$d = rw_rst$8;
            rw$9$d = rw_rst$9;
            rw$10$d = rw_rst$10;
            rw$11$d = rw_rst$11;
            rw$12$d = rw_rst$12;
            rw$13$d = rw_rst$13;
            rw$14$d = rw_rst$14;
            rw$15$d = rw_rst$15;
            rw$16$d = rw_rst$16;
            smp$0$d = rw_rst$0;
            smp$1$d = rw_rst$1;
            smp$2$d = rw_rst$2;
            smp$3$d = rw_rst$3;
            smp$4$d = rw_rst$4;
            smp$5$d = rw_rst$5;
            smp$6$d = rw_rst$6;
            smp$7$d = rw_rst$7;
            smp$8$d = rw_rst$8;
            smp$9$d = rw_rst$9;
            smp$10$d = rw_rst$10;
            smp$11$d = rw_rst$11;
            smp$12$d = rw_rst$12;
            live$0$d = c_zero64;
            shadow$0$d = c_zero64;
            live$1$d = c_zero64;
            shadow$1$d = c_zero64;
            live$2$d = c_zero64;
            shadow$2$d = c_zero64;
            live$3$d = c_zero64;
            shadow$3$d = c_zero64;
            live$4$d = c_zero64;
            shadow$4$d = c_zero64;
            live$5$d = c_zero64;
            shadow$5$d = c_zero64;
            live$6$d = c_zero64;
            shadow$6$d = c_zero64;
            live$7$d = c_zero64;
            shadow$7$d = c_zero64;
            live$8$d = c_zero64;
            shadow$8$d = c_zero64;
            live$9$d = c_zero64;
            shadow$9$d = c_zero64;
            live$10$d = c_zero64;
            shadow$10$d = c_zero64;
            live$11$d = c_zero64;
            shadow$11$d = c_zero64;
            live$12$d = c_zero64;
            shadow$12$d = c_zero64;
            live$13$d = c_zero64;
            shadow$13$d = c_zero64;
            live$14$d = c_zero64;
            shadow$14$d = c_zero64;
            live$15$d = c_zero64;
            shadow$15$d = c_zero64;
            live$16$d = c_zero64;
            shadow$16$d = c_zero64;
            live$17$d = c_zero64;
            shadow$17$d = c_zero64;
            live$18$d = c_zero64;
            shadow$18$d = c_zero64;
            keep_q$d = (r_ctrl & c_keep) != c_zero32;
            int_st_q$d = r_int_status;
            int_mask_q$d = r_int_mask;
            run_q$d = 1'b0;
            start_q$d = 1'b0;
            abort_q$d = 1'b0;
            soft_q$d = 1'b0;
            done_q$d = 1'b0;
            err_q$d = 1'b0;
            dbi_q$d = 1'b0;
            fe_q$d = 1'b0;
            lsb_q$d = c_zero_lsb;
            b_v_q$d = 1'b0;
            r_v_q$d = 1'b0;
            r_d_q$d = c_zero32;
            rsem_q$d = 1'b0;
            ridx_q$d = c_zero4;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$abort_q(d,q,clock);

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

endmodule // seq_regs$abort_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$b_v_q(d,q,clock);

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

endmodule // seq_regs$b_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$dbi_q(d,q,clock);

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

endmodule // seq_regs$dbi_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$done_q(d,q,clock);

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

endmodule // seq_regs$done_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$err_q(d,q,clock);

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

endmodule // seq_regs$err_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$fe_q(d,q,clock);

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

endmodule // seq_regs$fe_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$info_word(queue,sem,tag,opcode,funct,y);

    // Module arguments
    input wire  [1:0] queue;
    input wire  [3:0] sem;
    input wire  [7:0] tag;
    input wire  [3:0] opcode;
    input wire  [3:0] funct;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {8'b0, funct, opcode, tag, sem, 2'b0, queue};
endmodule // seq_regs$info_word
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$int_mask_q(d,q,clock);

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

endmodule // seq_regs$int_mask_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$int_st_q(d,q,clock);

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

endmodule // seq_regs$int_st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$keep_q(d,q,clock);

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

endmodule // seq_regs$keep_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$0(d,q,clock);

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

endmodule // seq_regs$live$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$1(d,q,clock);

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

endmodule // seq_regs$live$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$10(d,q,clock);

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

endmodule // seq_regs$live$10
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$11(d,q,clock);

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

endmodule // seq_regs$live$11
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$12(d,q,clock);

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

endmodule // seq_regs$live$12
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$13(d,q,clock);

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

endmodule // seq_regs$live$13
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$14(d,q,clock);

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

endmodule // seq_regs$live$14
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$15(d,q,clock);

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

endmodule // seq_regs$live$15
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$16(d,q,clock);

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

endmodule // seq_regs$live$16
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$17(d,q,clock);

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

endmodule // seq_regs$live$17
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$18(d,q,clock);

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

endmodule // seq_regs$live$18
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$2(d,q,clock);

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

endmodule // seq_regs$live$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$3(d,q,clock);

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

endmodule // seq_regs$live$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$4(d,q,clock);

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

endmodule // seq_regs$live$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$5(d,q,clock);

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

endmodule // seq_regs$live$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$6(d,q,clock);

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

endmodule // seq_regs$live$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$7(d,q,clock);

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

endmodule // seq_regs$live$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$8(d,q,clock);

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

endmodule // seq_regs$live$8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$live$9(d,q,clock);

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

endmodule // seq_regs$live$9
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$lsb_q(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_regs$lsb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$r_d_q(d,q,clock);

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

endmodule // seq_regs$r_d_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$r_v_q(d,q,clock);

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

endmodule // seq_regs$r_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$ridx_q(d,q,clock);

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

endmodule // seq_regs$ridx_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rsem_q(d,q,clock);

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

endmodule // seq_regs$rsem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$run_q(d,q,clock);

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

endmodule // seq_regs$run_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$0(d,q,clock);

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

endmodule // seq_regs$rw$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$1(d,q,clock);

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

endmodule // seq_regs$rw$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$10(d,q,clock);

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

endmodule // seq_regs$rw$10
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$11(d,q,clock);

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

endmodule // seq_regs$rw$11
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$12(d,q,clock);

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

endmodule // seq_regs$rw$12
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$13(d,q,clock);

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

endmodule // seq_regs$rw$13
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$14(d,q,clock);

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

endmodule // seq_regs$rw$14
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$15(d,q,clock);

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

endmodule // seq_regs$rw$15
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$16(d,q,clock);

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

endmodule // seq_regs$rw$16
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$2(d,q,clock);

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

endmodule // seq_regs$rw$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$3(d,q,clock);

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

endmodule // seq_regs$rw$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$4(d,q,clock);

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

endmodule // seq_regs$rw$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$5(d,q,clock);

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

endmodule // seq_regs$rw$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$6(d,q,clock);

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

endmodule // seq_regs$rw$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$7(d,q,clock);

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

endmodule // seq_regs$rw$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$8(d,q,clock);

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

endmodule // seq_regs$rw$8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$rw$9(d,q,clock);

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

endmodule // seq_regs$rw$9
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$0(d,q,clock);

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

endmodule // seq_regs$shadow$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$1(d,q,clock);

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

endmodule // seq_regs$shadow$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$10(d,q,clock);

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

endmodule // seq_regs$shadow$10
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$11(d,q,clock);

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

endmodule // seq_regs$shadow$11
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$12(d,q,clock);

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

endmodule // seq_regs$shadow$12
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$13(d,q,clock);

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

endmodule // seq_regs$shadow$13
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$14(d,q,clock);

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

endmodule // seq_regs$shadow$14
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$15(d,q,clock);

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

endmodule // seq_regs$shadow$15
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$16(d,q,clock);

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

endmodule // seq_regs$shadow$16
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$17(d,q,clock);

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

endmodule // seq_regs$shadow$17
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$18(d,q,clock);

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

endmodule // seq_regs$shadow$18
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$2(d,q,clock);

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

endmodule // seq_regs$shadow$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$3(d,q,clock);

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

endmodule // seq_regs$shadow$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$4(d,q,clock);

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

endmodule // seq_regs$shadow$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$5(d,q,clock);

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

endmodule // seq_regs$shadow$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$6(d,q,clock);

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

endmodule // seq_regs$shadow$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$7(d,q,clock);

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

endmodule // seq_regs$shadow$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$8(d,q,clock);

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

endmodule // seq_regs$shadow$8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$shadow$9(d,q,clock);

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

endmodule // seq_regs$shadow$9
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$0(d,q,clock);

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

endmodule // seq_regs$smp$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$1(d,q,clock);

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

endmodule // seq_regs$smp$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$10(d,q,clock);

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

endmodule // seq_regs$smp$10
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$11(d,q,clock);

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

endmodule // seq_regs$smp$11
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$12(d,q,clock);

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

endmodule // seq_regs$smp$12
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$2(d,q,clock);

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

endmodule // seq_regs$smp$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$3(d,q,clock);

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

endmodule // seq_regs$smp$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$4(d,q,clock);

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

endmodule // seq_regs$smp$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$5(d,q,clock);

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

endmodule // seq_regs$smp$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$6(d,q,clock);

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

endmodule // seq_regs$smp$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$7(d,q,clock);

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

endmodule // seq_regs$smp$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$8(d,q,clock);

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

endmodule // seq_regs$smp$8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$smp$9(d,q,clock);

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

endmodule // seq_regs$smp$9
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$soft_q(d,q,clock);

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

endmodule // seq_regs$soft_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$st_word(busy,done,error,dbi,fetch,dma,matrix,vector,waiting,y);

    // Module arguments
    input wire  busy;
    input wire  done;
    input wire  error;
    input wire  dbi;
    input wire  fetch;
    input wire  dma;
    input wire  matrix;
    input wire  vector;
    input wire  waiting;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {19'b0, waiting, vector, matrix, dma, fetch, 4'b0, dbi, error, done, busy};
endmodule // seq_regs$st_word
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$start_q(d,q,clock);

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

endmodule // seq_regs$start_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$strb_mask(strb,y);

    // Module arguments
    input wire  [3:0] strb;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{8{strb[3]}}, {8{strb[2]}}, {8{strb[1]}}, {8{strb[0]}}};
endmodule // seq_regs$strb_mask
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_bt(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{56{1'b0}}, x};
endmodule // seq_regs$z_bt
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_conf(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{56{1'b0}}, x};
endmodule // seq_regs$z_conf
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_dcode(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{1'b0}}, x};
endmodule // seq_regs$z_dcode
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_fcode(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{1'b0}}, x};
endmodule // seq_regs$z_fcode
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_fetch(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{56{1'b0}}, x};
endmodule // seq_regs$z_fetch
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_irq(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{16{1'b0}}, x};
endmodule // seq_regs$z_irq
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_macs(x,y);

    // Module arguments
    input wire  [15:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{48{1'b0}}, x};
endmodule // seq_regs$z_macs
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_mv(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{56{1'b0}}, x};
endmodule // seq_regs$z_mv
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_noc(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{56{1'b0}}, x};
endmodule // seq_regs$z_noc
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_rd(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{56{1'b0}}, x};
endmodule // seq_regs$z_rd
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_sem(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [31:0] y;

    // Update code (wrapper)
    assign y = {{24{1'b0}}, x};
endmodule // seq_regs$z_sem
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_sram(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{56{1'b0}}, x};
endmodule // seq_regs$z_sram
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_regs$z_wr(x,y);

    // Module arguments
    input wire  [7:0] x;
    output wire  [63:0] y;

    // Update code (wrapper)
    assign y = {{56{1'b0}}, x};
endmodule // seq_regs$z_wr
/* verilator lint_on DECLFILENAME */
