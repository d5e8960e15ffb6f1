// seq_dispatch_f4: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module seq_dispatch_f4(clock,reset,start,abort_req,cfg_watchdog,instr_valid,instr_ready,instr_data,instr_pc,prog_done,dma_valid,dma_ready,dma_data,dma_done,dma_error,dma_error_code,matrix_valid,matrix_ready,matrix_data,matrix_done,matrix_error,matrix_error_code,matrix_peek_valid,matrix_peek_data,vector_valid,vector_ready,vector_data,vector_done,vector_error,vector_error_code,running,done,error,error_code,error_pc,error_queue,error_sem,error_tag,error_opcode,error_funct,irq,irq_code,sem_rd_idx,sem_rd_val,perf_cycles,perf_ret_ctrl,perf_ret_dma,perf_ret_matrix,perf_ret_vector,perf_stall_ctrl,perf_stall_dma,perf_stall_matrix,perf_stall_vector,perf_stall_full,perf_stall_fetch);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  abort_req;
    input wire  [31:0] cfg_watchdog;
    input wire  instr_valid;
    output reg  instr_ready;
    input wire  [127:0] instr_data;
    input wire  [31:0] instr_pc;
    input wire  prog_done;
    output reg  dma_valid;
    input wire  dma_ready;
    output reg  [127:0] dma_data;
    input wire  dma_done;
    input wire  dma_error;
    input wire  [7:0] dma_error_code;
    output reg  matrix_valid;
    input wire  matrix_ready;
    output reg  [127:0] matrix_data;
    input wire  matrix_done;
    input wire  matrix_error;
    input wire  [7:0] matrix_error_code;
    output reg  matrix_peek_valid;
    output reg  [127:0] matrix_peek_data;
    output reg  vector_valid;
    input wire  vector_ready;
    output reg  [127:0] vector_data;
    input wire  vector_done;
    input wire  vector_error;
    input wire  [7:0] vector_error_code;
    output reg  running;
    output reg  done;
    output reg  error;
    output reg  [7:0] error_code;
    output reg  [31:0] error_pc;
    output reg  [1:0] error_queue;
    output reg  [3:0] error_sem;
    output reg  [7:0] error_tag;
    output reg  [3:0] error_opcode;
    output reg  [3:0] error_funct;
    output reg  irq;
    output reg  [15:0] irq_code;
    input wire  [3:0] sem_rd_idx;
    output reg  [7:0] sem_rd_val;
    output reg  [31:0] perf_cycles;
    output reg  [31:0] perf_ret_ctrl;
    output reg  [31:0] perf_ret_dma;
    output reg  [31:0] perf_ret_matrix;
    output reg  [31:0] perf_ret_vector;
    output reg  [31:0] perf_stall_ctrl;
    output reg  [31:0] perf_stall_dma;
    output reg  [31:0] perf_stall_matrix;
    output reg  [31:0] perf_stall_vector;
    output reg  [31:0] perf_stall_full;
    output reg  [31:0] perf_stall_fetch;

    // Constant declarations
    localparam  p_wait = 5'b100;
    localparam  p_signal = 5'b1000;
    localparam  p_opcode = 5'b0;
    localparam  p_funct = 5'b1100;
    localparam  p_tag = 5'b10000;
    localparam  qid$0 = 2'b1;
    localparam  qid$1 = 2'b10;
    localparam  qid$2 = 2'b11;
    localparam  qid_ctrl = 2'b0;
    localparam  op_ctrl = 4'h1;
    localparam  op_sync = 4'h2;
    localparam  fn_end = 4'h1;
    localparam  fn_irq = 4'h2;
    localparam  fn_sync_ctrl = 4'h0;
    localparam  st_idle = 3'b0;
    localparam  st_run = 3'b1;
    localparam  st_drain = 3'b10;
    localparam  st_done = 3'b11;
    localparam  st_error = 3'b100;
    localparam  e_none = 8'h0;
    localparam  e_ovf = 8'h20;
    localparam  e_deadlock = 8'h21;
    localparam  e_watchdog = 8'h22;
    localparam  e_overrun = 8'h28;
    localparam  e_aborted = 8'h29;
    localparam  c_zero2 = 2'b0;
    localparam  c_zero4 = 4'h0;
    localparam  c_zero8 = 8'h0;
    localparam  c_one2 = 2'b1;
    localparam  c_zero3 = 3'b0;
    localparam  c_one3 = 3'b1;
    localparam  c_n3$0 = 3'b1;
    localparam  c_n3$1 = 3'b10;
    localparam  c_n3$2 = 3'b11;
    localparam  c_n3$3 = 3'b100;
    localparam  c_n8$0 = 8'h1;
    localparam  c_n8$1 = 8'h2;
    localparam  c_n8$2 = 8'h3;
    localparam  c_n8$3 = 8'h4;
    localparam  c_zero16 = 16'h0;
    localparam  c_zero32 = 32'h0;
    localparam  c_one32 = 32'h1;
    localparam  c_ones32 = 32'hffffffff;

    // Stub signals
    reg  [127:0] dec$instr;
    wire  [1:0] dec$queue_id;
    wire  dec$illegal;
    wire  [7:0] dec$error;
    wire  [3:0] dec$opcode;
    wire  [3:0] dec$funct;
    wire  [3:0] dec$sem_wait;
    wire  [3:0] dec$sem_signal;
    wire  [15:0] dec$irq_code;
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  dec$dma_store;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  dec$dma_kv;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [7:0] dec$dma_tag;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [11:0] dec$dma_rows;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [11:0] dec$dma_words;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [19:0] dec$dma_sram;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [15:0] dec$dma_dstride;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [11:0] dec$dma_sstride;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [31:0] dec$dma_dram;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [15:0] dec$kv_offset;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [11:0] dec$kv_block;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [7:0] dec$kv_layer;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [7:0] dec$kv_seq;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  dec$mm_acc;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [6:0] dec$mm_k;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [6:0] dec$mm_n;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [11:0] dec$mm_m;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [19:0] dec$mm_w;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [19:0] dec$mm_act;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [19:0] dec$mm_out;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [11:0] dec$mm_astride;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [11:0] dec$mm_ostride;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [15:0] dec$v_imm;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [19:0] dec$v_a;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [19:0] dec$v_b;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [19:0] dec$v_c;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [19:0] dec$v_d;
    /* verilator lint_on UNUSEDSIGNAL */
    // UNUSEDSIGNAL waived: decoder operand slices: the units slice <q>_data themselves
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [15:0] dec$v_len;
    /* verilator lint_on UNUSEDSIGNAL */
    reg  q$0$clock;
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$0$reset;
    /* verilator lint_on UNOPTFLAT */
    reg  q$0$push;
    reg  [127:0] q$0$push_instr;
    reg  [31:0] q$0$push_pc;
    wire  q$0$full;
    wire  q$0$head_valid;
    // UNUSEDSIGNAL waived: each queue exports the whole 24-bit header; the dispatcher reads the fields it needs (the tag only of a failed DMA, never a record's wait)
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [23:0] q$0$head_hdr;
    /* verilator lint_on UNUSEDSIGNAL */
    wire  [31:0] q$0$head_pc;
    wire  q$0$head_sync;
    // UNUSEDSIGNAL waived: only the MATRIX queue's whole head instruction is used (the matvec prefetch peek)
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [127:0] q$0$head_instr;
    /* verilator lint_on UNUSEDSIGNAL */
    wire  q$0$can_acquire;
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$0$acquire;
    /* verilator lint_on UNOPTFLAT */
    wire  q$0$m_valid;
    reg  q$0$m_ready;
    wire  [127:0] q$0$m_data;
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$0$done;
    /* verilator lint_on UNOPTFLAT */
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$0$fail;
    /* verilator lint_on UNOPTFLAT */
    wire  q$0$rec_valid;
    // UNUSEDSIGNAL waived: each queue exports the whole 24-bit header; the dispatcher reads the fields it needs (the tag only of a failed DMA, never a record's wait)
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [23:0] q$0$rec_hdr;
    /* verilator lint_on UNUSEDSIGNAL */
    wire  [31:0] q$0$rec_pc;
    wire  q$0$idle;
    reg  q$1$clock;
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$1$reset;
    /* verilator lint_on UNOPTFLAT */
    reg  q$1$push;
    reg  [127:0] q$1$push_instr;
    reg  [31:0] q$1$push_pc;
    wire  q$1$full;
    wire  q$1$head_valid;
    // UNUSEDSIGNAL waived: each queue exports the whole 24-bit header; the dispatcher reads the fields it needs (the tag only of a failed DMA, never a record's wait)
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [23:0] q$1$head_hdr;
    /* verilator lint_on UNUSEDSIGNAL */
    wire  [31:0] q$1$head_pc;
    wire  q$1$head_sync;
    wire  [127:0] q$1$head_instr;
    wire  q$1$can_acquire;
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$1$acquire;
    /* verilator lint_on UNOPTFLAT */
    wire  q$1$m_valid;
    reg  q$1$m_ready;
    wire  [127:0] q$1$m_data;
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$1$done;
    /* verilator lint_on UNOPTFLAT */
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$1$fail;
    /* verilator lint_on UNOPTFLAT */
    wire  q$1$rec_valid;
    // UNUSEDSIGNAL waived: each queue exports the whole 24-bit header; the dispatcher reads the fields it needs (the tag only of a failed DMA, never a record's wait)
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [23:0] q$1$rec_hdr;
    /* verilator lint_on UNUSEDSIGNAL */
    wire  [31:0] q$1$rec_pc;
    wire  q$1$idle;
    reg  q$2$clock;
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$2$reset;
    /* verilator lint_on UNOPTFLAT */
    reg  q$2$push;
    reg  [127:0] q$2$push_instr;
    reg  [31:0] q$2$push_pc;
    wire  q$2$full;
    wire  q$2$head_valid;
    // UNUSEDSIGNAL waived: each queue exports the whole 24-bit header; the dispatcher reads the fields it needs (the tag only of a failed DMA, never a record's wait)
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [23:0] q$2$head_hdr;
    /* verilator lint_on UNUSEDSIGNAL */
    wire  [31:0] q$2$head_pc;
    wire  q$2$head_sync;
    // UNUSEDSIGNAL waived: only the MATRIX queue's whole head instruction is used (the matvec prefetch peek)
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [127:0] q$2$head_instr;
    /* verilator lint_on UNUSEDSIGNAL */
    wire  q$2$can_acquire;
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$2$acquire;
    /* verilator lint_on UNOPTFLAT */
    wire  q$2$m_valid;
    reg  q$2$m_ready;
    wire  [127:0] q$2$m_data;
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$2$done;
    /* verilator lint_on UNOPTFLAT */
    // UNOPTFLAT waived: no real loop: no queue output depends on acquire/done/fail/reset (they only feed registers)
    /* verilator lint_off UNOPTFLAT */
    reg  q$2$fail;
    /* verilator lint_on UNOPTFLAT */
    wire  q$2$rec_valid;
    // UNUSEDSIGNAL waived: each queue exports the whole 24-bit header; the dispatcher reads the fields it needs (the tag only of a failed DMA, never a record's wait)
    /* verilator lint_off UNUSEDSIGNAL */
    wire  [23:0] q$2$rec_hdr;
    /* verilator lint_on UNUSEDSIGNAL */
    wire  [31:0] q$2$rec_pc;
    wire  q$2$idle;
    reg  [2:0] st_q$d;
    wire  [2:0] st_q$q;
    reg  st_q$clock;
    reg  [7:0] sem$0$d;
    wire  [7:0] sem$0$q;
    reg  sem$0$clock;
    reg  [7:0] sem$1$d;
    wire  [7:0] sem$1$q;
    reg  sem$1$clock;
    reg  [7:0] sem$2$d;
    wire  [7:0] sem$2$q;
    reg  sem$2$clock;
    reg  [7:0] sem$3$d;
    wire  [7:0] sem$3$q;
    reg  sem$3$clock;
    reg  [7:0] sem$4$d;
    wire  [7:0] sem$4$q;
    reg  sem$4$clock;
    reg  [7:0] sem$5$d;
    wire  [7:0] sem$5$q;
    reg  sem$5$clock;
    reg  [7:0] sem$6$d;
    wire  [7:0] sem$6$q;
    reg  sem$6$clock;
    reg  [7:0] sem$7$d;
    wire  [7:0] sem$7$q;
    reg  sem$7$clock;
    reg  [7:0] sem$8$d;
    wire  [7:0] sem$8$q;
    reg  sem$8$clock;
    reg  [7:0] sem$9$d;
    wire  [7:0] sem$9$q;
    reg  sem$9$clock;
    reg  [7:0] sem$10$d;
    wire  [7:0] sem$10$q;
    reg  sem$10$clock;
    reg  [7:0] sem$11$d;
    wire  [7:0] sem$11$q;
    reg  sem$11$clock;
    reg  [7:0] sem$12$d;
    wire  [7:0] sem$12$q;
    reg  sem$12$clock;
    reg  [7:0] sem$13$d;
    wire  [7:0] sem$13$q;
    reg  sem$13$clock;
    reg  [7:0] sem$14$d;
    wire  [7:0] sem$14$q;
    reg  sem$14$clock;
    reg  [7:0] sem$15$d;
    wire  [7:0] sem$15$q;
    reg  sem$15$clock;
    reg  [7:0] err_code_q$d;
    wire  [7:0] err_code_q$q;
    reg  err_code_q$clock;
    reg  [31:0] err_pc_q$d;
    wire  [31:0] err_pc_q$q;
    reg  err_pc_q$clock;
    reg  [1:0] err_queue_q$d;
    wire  [1:0] err_queue_q$q;
    reg  err_queue_q$clock;
    reg  [3:0] err_sem_q$d;
    wire  [3:0] err_sem_q$q;
    reg  err_sem_q$clock;
    reg  [7:0] err_tag_q$d;
    wire  [7:0] err_tag_q$q;
    reg  err_tag_q$clock;
    reg  [3:0] err_op_q$d;
    wire  [3:0] err_op_q$q;
    reg  err_op_q$clock;
    reg  [3:0] err_fn_q$d;
    wire  [3:0] err_fn_q$q;
    reg  err_fn_q$clock;
    reg  irq_q$d;
    wire  irq_q$q;
    reg  irq_q$clock;
    reg  [15:0] irq_code_q$d;
    wire  [15:0] irq_code_q$q;
    reg  irq_code_q$clock;
    reg  [31:0] wd_q$d;
    wire  [31:0] wd_q$q;
    reg  wd_q$clock;
    reg  [31:0] perf_q$0$d;
    wire  [31:0] perf_q$0$q;
    reg  perf_q$0$clock;
    reg  [31:0] perf_q$1$d;
    wire  [31:0] perf_q$1$q;
    reg  perf_q$1$clock;
    reg  [31:0] perf_q$2$d;
    wire  [31:0] perf_q$2$q;
    reg  perf_q$2$clock;
    reg  [31:0] perf_q$3$d;
    wire  [31:0] perf_q$3$q;
    reg  perf_q$3$clock;
    reg  [31:0] perf_q$4$d;
    wire  [31:0] perf_q$4$q;
    reg  perf_q$4$clock;
    reg  [31:0] perf_q$5$d;
    wire  [31:0] perf_q$5$q;
    reg  perf_q$5$clock;
    reg  [31:0] perf_q$6$d;
    wire  [31:0] perf_q$6$q;
    reg  perf_q$6$clock;
    reg  [31:0] perf_q$7$d;
    wire  [31:0] perf_q$7$q;
    reg  perf_q$7$clock;
    reg  [31:0] perf_q$8$d;
    wire  [31:0] perf_q$8$q;
    reg  perf_q$8$clock;
    reg  [31:0] perf_q$9$d;
    wire  [31:0] perf_q$9$q;
    reg  perf_q$9$clock;
    reg  [31:0] perf_q$10$d;
    wire  [31:0] perf_q$10$q;
    reg  perf_q$10$clock;

    // Local signals
    reg  is_run;
    reg  busy;
    reg  start_fire;
    reg  in_legal;
    reg  in_ctrl;
    reg  in_end;
    reg  in_irq;
    reg  in_barrier;
    reg  tgt_full;
    reg  all_idle;
    reg  all_quiet;
    reg  [7:0] c_sw;
    reg  c_req;
    reg  c_grant;
    reg  c_blocked;
    reg  c_ovf;
    reg  u_done$0;
    reg  u_done$1;
    reg  u_done$2;
    reg  u_fail$0;
    reg  u_fail$1;
    reg  u_fail$2;
    reg  [3:0] q_wait$0;
    reg  [3:0] q_wait$1;
    reg  [3:0] q_wait$2;
    reg  [7:0] q_sw$0;
    reg  [7:0] q_sw$1;
    reg  [7:0] q_sw$2;
    reg  q_req$0;
    reg  q_req$1;
    reg  q_req$2;
    reg  [1:0] q_cnt$0;
    reg  [1:0] q_cnt$1;
    reg  [1:0] q_cnt$2;
    reg  q_grant$0;
    reg  q_grant$1;
    reg  q_grant$2;
    reg  q_push$0;
    reg  q_push$1;
    reg  q_push$2;
    reg  q_pop$0;
    reg  q_pop$1;
    reg  q_pop$2;
    reg  q_failed$0;
    reg  q_failed$1;
    reg  q_failed$2;
    reg  q_sync_go$0;
    reg  q_sync_go$1;
    reg  q_sync_go$2;
    reg  q_sig_fire$0;
    reg  q_sig_fire$1;
    reg  q_sig_fire$2;
    reg  [3:0] q_sig_op$0;
    reg  [3:0] q_sig_op$1;
    reg  [3:0] q_sig_op$2;
    reg  [3:0] q_sig_fn$0;
    reg  [3:0] q_sig_fn$1;
    reg  [3:0] q_sig_fn$2;
    reg  [31:0] q_sig_pc$0;
    reg  [31:0] q_sig_pc$1;
    reg  [31:0] q_sig_pc$2;
    reg  [3:0] q_sig_sem$0;
    reg  [3:0] q_sig_sem$1;
    reg  [3:0] q_sig_sem$2;
    reg  q_ovf$0;
    reg  q_ovf$1;
    reg  q_ovf$2;
    reg  q_blocked$0;
    reg  q_blocked$1;
    reg  q_blocked$2;
    reg  [2:0] s_dec$0;
    reg  [2:0] s_dec$1;
    reg  [2:0] s_dec$2;
    reg  [2:0] s_dec$3;
    reg  [2:0] s_dec$4;
    reg  [2:0] s_dec$5;
    reg  [2:0] s_dec$6;
    reg  [2:0] s_dec$7;
    reg  [2:0] s_dec$8;
    reg  [2:0] s_dec$9;
    reg  [2:0] s_dec$10;
    reg  [2:0] s_dec$11;
    reg  [2:0] s_dec$12;
    reg  [2:0] s_dec$13;
    reg  [2:0] s_dec$14;
    reg  [2:0] s_dec$15;
    reg  [2:0] s_inc$0;
    reg  [2:0] s_inc$1;
    reg  [2:0] s_inc$2;
    reg  [2:0] s_inc$3;
    reg  [2:0] s_inc$4;
    reg  [2:0] s_inc$5;
    reg  [2:0] s_inc$6;
    reg  [2:0] s_inc$7;
    reg  [2:0] s_inc$8;
    reg  [2:0] s_inc$9;
    reg  [2:0] s_inc$10;
    reg  [2:0] s_inc$11;
    reg  [2:0] s_inc$12;
    reg  [2:0] s_inc$13;
    reg  [2:0] s_inc$14;
    reg  [2:0] s_inc$15;
    reg  [7:0] s_room$0;
    reg  [7:0] s_room$1;
    reg  [7:0] s_room$2;
    reg  [7:0] s_room$3;
    reg  [7:0] s_room$4;
    reg  [7:0] s_room$5;
    reg  [7:0] s_room$6;
    reg  [7:0] s_room$7;
    reg  [7:0] s_room$8;
    reg  [7:0] s_room$9;
    reg  [7:0] s_room$10;
    reg  [7:0] s_room$11;
    reg  [7:0] s_room$12;
    reg  [7:0] s_room$13;
    reg  [7:0] s_room$14;
    reg  [7:0] s_room$15;
    reg  [7:0] s_inc8$0;
    reg  [7:0] s_inc8$1;
    reg  [7:0] s_inc8$2;
    reg  [7:0] s_inc8$3;
    reg  [7:0] s_inc8$4;
    reg  [7:0] s_inc8$5;
    reg  [7:0] s_inc8$6;
    reg  [7:0] s_inc8$7;
    reg  [7:0] s_inc8$8;
    reg  [7:0] s_inc8$9;
    reg  [7:0] s_inc8$10;
    reg  [7:0] s_inc8$11;
    reg  [7:0] s_inc8$12;
    reg  [7:0] s_inc8$13;
    reg  [7:0] s_inc8$14;
    reg  [7:0] s_inc8$15;
    reg  [7:0] s_dec8$0;
    reg  [7:0] s_dec8$1;
    reg  [7:0] s_dec8$2;
    reg  [7:0] s_dec8$3;
    reg  [7:0] s_dec8$4;
    reg  [7:0] s_dec8$5;
    reg  [7:0] s_dec8$6;
    reg  [7:0] s_dec8$7;
    reg  [7:0] s_dec8$8;
    reg  [7:0] s_dec8$9;
    reg  [7:0] s_dec8$10;
    reg  [7:0] s_dec8$11;
    reg  [7:0] s_dec8$12;
    reg  [7:0] s_dec8$13;
    reg  [7:0] s_dec8$14;
    reg  [7:0] s_dec8$15;
    reg  s_ovf$0;
    reg  s_ovf$1;
    reg  s_ovf$2;
    reg  s_ovf$3;
    reg  s_ovf$4;
    reg  s_ovf$5;
    reg  s_ovf$6;
    reg  s_ovf$7;
    reg  s_ovf$8;
    reg  s_ovf$9;
    reg  s_ovf$10;
    reg  s_ovf$11;
    reg  s_ovf$12;
    reg  s_ovf$13;
    reg  s_ovf$14;
    reg  s_ovf$15;
    reg  any_fail;
    reg  any_ovf;
    reg  illegal;
    reg  overrun;
    reg  deadlock;
    reg  progress;
    reg  [31:0] wd_next;
    reg  wd_fire;
    reg  err_any;
    reg  pinc$0;
    reg  pinc$1;
    reg  pinc$2;
    reg  pinc$3;
    reg  pinc$4;
    reg  pinc$5;
    reg  pinc$6;
    reg  pinc$7;
    reg  pinc$8;
    reg  pinc$9;
    reg  pinc$10;

    // Sub module instances
    seq_dispatch_f4$dec dec(
        .instr(dec$instr),
        .queue_id(dec$queue_id),
        .illegal(dec$illegal),
        .error(dec$error),
        .opcode(dec$opcode),
        .funct(dec$funct),
        .sem_wait(dec$sem_wait),
        .sem_signal(dec$sem_signal),
        .irq_code(dec$irq_code),
        .dma_store(dec$dma_store),
        .dma_kv(dec$dma_kv),
        .dma_tag(dec$dma_tag),
        .dma_rows(dec$dma_rows),
        .dma_words(dec$dma_words),
        .dma_sram(dec$dma_sram),
        .dma_dstride(dec$dma_dstride),
        .dma_sstride(dec$dma_sstride),
        .dma_dram(dec$dma_dram),
        .kv_offset(dec$kv_offset),
        .kv_block(dec$kv_block),
        .kv_layer(dec$kv_layer),
        .kv_seq(dec$kv_seq),
        .mm_acc(dec$mm_acc),
        .mm_k(dec$mm_k),
        .mm_n(dec$mm_n),
        .mm_m(dec$mm_m),
        .mm_w(dec$mm_w),
        .mm_act(dec$mm_act),
        .mm_out(dec$mm_out),
        .mm_astride(dec$mm_astride),
        .mm_ostride(dec$mm_ostride),
        .v_imm(dec$v_imm),
        .v_a(dec$v_a),
        .v_b(dec$v_b),
        .v_c(dec$v_c),
        .v_d(dec$v_d),
        .v_len(dec$v_len)
    );
    seq_dispatch_f4$q$0 q$0(
        .clock(q$0$clock),
        .reset(q$0$reset),
        .push(q$0$push),
        .push_instr(q$0$push_instr),
        .push_pc(q$0$push_pc),
        .full(q$0$full),
        .head_valid(q$0$head_valid),
        .head_hdr(q$0$head_hdr),
        .head_pc(q$0$head_pc),
        .head_sync(q$0$head_sync),
        .head_instr(q$0$head_instr),
        .can_acquire(q$0$can_acquire),
        .acquire(q$0$acquire),
        .m_valid(q$0$m_valid),
        .m_ready(q$0$m_ready),
        .m_data(q$0$m_data),
        .done(q$0$done),
        .fail(q$0$fail),
        .rec_valid(q$0$rec_valid),
        .rec_hdr(q$0$rec_hdr),
        .rec_pc(q$0$rec_pc),
        .idle(q$0$idle)
    );
    seq_dispatch_f4$q$1 q$1(
        .clock(q$1$clock),
        .reset(q$1$reset),
        .push(q$1$push),
        .push_instr(q$1$push_instr),
        .push_pc(q$1$push_pc),
        .full(q$1$full),
        .head_valid(q$1$head_valid),
        .head_hdr(q$1$head_hdr),
        .head_pc(q$1$head_pc),
        .head_sync(q$1$head_sync),
        .head_instr(q$1$head_instr),
        .can_acquire(q$1$can_acquire),
        .acquire(q$1$acquire),
        .m_valid(q$1$m_valid),
        .m_ready(q$1$m_ready),
        .m_data(q$1$m_data),
        .done(q$1$done),
        .fail(q$1$fail),
        .rec_valid(q$1$rec_valid),
        .rec_hdr(q$1$rec_hdr),
        .rec_pc(q$1$rec_pc),
        .idle(q$1$idle)
    );
    seq_dispatch_f4$q$2 q$2(
        .clock(q$2$clock),
        .reset(q$2$reset),
        .push(q$2$push),
        .push_instr(q$2$push_instr),
        .push_pc(q$2$push_pc),
        .full(q$2$full),
        .head_valid(q$2$head_valid),
        .head_hdr(q$2$head_hdr),
        .head_pc(q$2$head_pc),
        .head_sync(q$2$head_sync),
        .head_instr(q$2$head_instr),
        .can_acquire(q$2$can_acquire),
        .acquire(q$2$acquire),
        .m_valid(q$2$m_valid),
        .m_ready(q$2$m_ready),
        .m_data(q$2$m_data),
        .done(q$2$done),
        .fail(q$2$fail),
        .rec_valid(q$2$rec_valid),
        .rec_hdr(q$2$rec_hdr),
        .rec_pc(q$2$rec_pc),
        .idle(q$2$idle)
    );
    seq_dispatch_f4$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    seq_dispatch_f4$sem$0 sem$0(
        .d(sem$0$d),
        .q(sem$0$q),
        .clock(sem$0$clock)
    );
    seq_dispatch_f4$sem$1 sem$1(
        .d(sem$1$d),
        .q(sem$1$q),
        .clock(sem$1$clock)
    );
    seq_dispatch_f4$sem$2 sem$2(
        .d(sem$2$d),
        .q(sem$2$q),
        .clock(sem$2$clock)
    );
    seq_dispatch_f4$sem$3 sem$3(
        .d(sem$3$d),
        .q(sem$3$q),
        .clock(sem$3$clock)
    );
    seq_dispatch_f4$sem$4 sem$4(
        .d(sem$4$d),
        .q(sem$4$q),
        .clock(sem$4$clock)
    );
    seq_dispatch_f4$sem$5 sem$5(
        .d(sem$5$d),
        .q(sem$5$q),
        .clock(sem$5$clock)
    );
    seq_dispatch_f4$sem$6 sem$6(
        .d(sem$6$d),
        .q(sem$6$q),
        .clock(sem$6$clock)
    );
    seq_dispatch_f4$sem$7 sem$7(
        .d(sem$7$d),
        .q(sem$7$q),
        .clock(sem$7$clock)
    );
    seq_dispatch_f4$sem$8 sem$8(
        .d(sem$8$d),
        .q(sem$8$q),
        .clock(sem$8$clock)
    );
    seq_dispatch_f4$sem$9 sem$9(
        .d(sem$9$d),
        .q(sem$9$q),
        .clock(sem$9$clock)
    );
    seq_dispatch_f4$sem$10 sem$10(
        .d(sem$10$d),
        .q(sem$10$q),
        .clock(sem$10$clock)
    );
    seq_dispatch_f4$sem$11 sem$11(
        .d(sem$11$d),
        .q(sem$11$q),
        .clock(sem$11$clock)
    );
    seq_dispatch_f4$sem$12 sem$12(
        .d(sem$12$d),
        .q(sem$12$q),
        .clock(sem$12$clock)
    );
    seq_dispatch_f4$sem$13 sem$13(
        .d(sem$13$d),
        .q(sem$13$q),
        .clock(sem$13$clock)
    );
    seq_dispatch_f4$sem$14 sem$14(
        .d(sem$14$d),
        .q(sem$14$q),
        .clock(sem$14$clock)
    );
    seq_dispatch_f4$sem$15 sem$15(
        .d(sem$15$d),
        .q(sem$15$q),
        .clock(sem$15$clock)
    );
    seq_dispatch_f4$err_code_q err_code_q(
        .d(err_code_q$d),
        .q(err_code_q$q),
        .clock(err_code_q$clock)
    );
    seq_dispatch_f4$err_pc_q err_pc_q(
        .d(err_pc_q$d),
        .q(err_pc_q$q),
        .clock(err_pc_q$clock)
    );
    seq_dispatch_f4$err_queue_q err_queue_q(
        .d(err_queue_q$d),
        .q(err_queue_q$q),
        .clock(err_queue_q$clock)
    );
    seq_dispatch_f4$err_sem_q err_sem_q(
        .d(err_sem_q$d),
        .q(err_sem_q$q),
        .clock(err_sem_q$clock)
    );
    seq_dispatch_f4$err_tag_q err_tag_q(
        .d(err_tag_q$d),
        .q(err_tag_q$q),
        .clock(err_tag_q$clock)
    );
    seq_dispatch_f4$err_op_q err_op_q(
        .d(err_op_q$d),
        .q(err_op_q$q),
        .clock(err_op_q$clock)
    );
    seq_dispatch_f4$err_fn_q err_fn_q(
        .d(err_fn_q$d),
        .q(err_fn_q$q),
        .clock(err_fn_q$clock)
    );
    seq_dispatch_f4$irq_q irq_q(
        .d(irq_q$d),
        .q(irq_q$q),
        .clock(irq_q$clock)
    );
    seq_dispatch_f4$irq_code_q irq_code_q(
        .d(irq_code_q$d),
        .q(irq_code_q$q),
        .clock(irq_code_q$clock)
    );
    seq_dispatch_f4$wd_q wd_q(
        .d(wd_q$d),
        .q(wd_q$q),
        .clock(wd_q$clock)
    );
    seq_dispatch_f4$perf_q$0 perf_q$0(
        .d(perf_q$0$d),
        .q(perf_q$0$q),
        .clock(perf_q$0$clock)
    );
    seq_dispatch_f4$perf_q$1 perf_q$1(
        .d(perf_q$1$d),
        .q(perf_q$1$q),
        .clock(perf_q$1$clock)
    );
    seq_dispatch_f4$perf_q$2 perf_q$2(
        .d(perf_q$2$d),
        .q(perf_q$2$q),
        .clock(perf_q$2$clock)
    );
    seq_dispatch_f4$perf_q$3 perf_q$3(
        .d(perf_q$3$d),
        .q(perf_q$3$q),
        .clock(perf_q$3$clock)
    );
    seq_dispatch_f4$perf_q$4 perf_q$4(
        .d(perf_q$4$d),
        .q(perf_q$4$q),
        .clock(perf_q$4$clock)
    );
    seq_dispatch_f4$perf_q$5 perf_q$5(
        .d(perf_q$5$d),
        .q(perf_q$5$q),
        .clock(perf_q$5$clock)
    );
    seq_dispatch_f4$perf_q$6 perf_q$6(
        .d(perf_q$6$d),
        .q(perf_q$6$q),
        .clock(perf_q$6$clock)
    );
    seq_dispatch_f4$perf_q$7 perf_q$7(
        .d(perf_q$7$d),
        .q(perf_q$7$q),
        .clock(perf_q$7$clock)
    );
    seq_dispatch_f4$perf_q$8 perf_q$8(
        .d(perf_q$8$d),
        .q(perf_q$8$q),
        .clock(perf_q$8$clock)
    );
    seq_dispatch_f4$perf_q$9 perf_q$9(
        .d(perf_q$9$d),
        .q(perf_q$9$q),
        .clock(perf_q$9$clock)
    );
    seq_dispatch_f4$perf_q$10 perf_q$10(
        .d(perf_q$10$d),
        .q(perf_q$10$q),
        .clock(perf_q$10$clock)
    );

    // Update code
    always @(*) begin
        st_q$clock = clock;
        err_code_q$clock = clock;
        err_pc_q$clock = clock;
        err_queue_q$clock = clock;
        err_sem_q$clock = clock;
        err_tag_q$clock = clock;
        err_op_q$clock = clock;
        err_fn_q$clock = clock;
        irq_q$clock = clock;
        irq_code_q$clock = clock;
        wd_q$clock = clock;
        st_q$d = st_q$q;
        err_code_q$d = err_code_q$q;
        err_pc_q$d = err_pc_q$q;
        err_queue_q$d = err_queue_q$q;
        err_sem_q$d = err_sem_q$q;
        err_tag_q$d = err_tag_q$q;
        err_op_q$d = err_op_q$q;
        err_fn_q$d = err_fn_q$q;
        irq_q$d = irq_q$q;
        irq_code_q$d = irq_code_q$q;
        wd_q$d = wd_q$q;
        sem$0$clock = clock;
        sem$0$d = sem$0$q;
        sem$1$clock = clock;
        sem$1$d = sem$1$q;
        sem$2$clock = clock;
        sem$2$d = sem$2$q;
        sem$3$clock = clock;
        sem$3$d = sem$3$q;
        sem$4$clock = clock;
        sem$4$d = sem$4$q;
        sem$5$clock = clock;
        sem$5$d = sem$5$q;
        sem$6$clock = clock;
        sem$6$d = sem$6$q;
        sem$7$clock = clock;
        sem$7$d = sem$7$q;
        sem$8$clock = clock;
        sem$8$d = sem$8$q;
        sem$9$clock = clock;
        sem$9$d = sem$9$q;
        sem$10$clock = clock;
        sem$10$d = sem$10$q;
        sem$11$clock = clock;
        sem$11$d = sem$11$q;
        sem$12$clock = clock;
        sem$12$d = sem$12$q;
        sem$13$clock = clock;
        sem$13$d = sem$13$q;
        sem$14$clock = clock;
        sem$14$d = sem$14$q;
        sem$15$clock = clock;
        sem$15$d = sem$15$q;
        perf_q$0$clock = clock;
        perf_q$0$d = perf_q$0$q;
        perf_q$1$clock = clock;
        perf_q$1$d = perf_q$1$q;
        perf_q$2$clock = clock;
        perf_q$2$d = perf_q$2$q;
        perf_q$3$clock = clock;
        perf_q$3$d = perf_q$3$q;
        perf_q$4$clock = clock;
        perf_q$4$d = perf_q$4$q;
        perf_q$5$clock = clock;
        perf_q$5$d = perf_q$5$q;
        perf_q$6$clock = clock;
        perf_q$6$d = perf_q$6$q;
        perf_q$7$clock = clock;
        perf_q$7$d = perf_q$7$q;
        perf_q$8$clock = clock;
        perf_q$8$d = perf_q$8$q;
        perf_q$9$clock = clock;
        perf_q$9$d = perf_q$9$q;
        perf_q$10$clock = clock;
        perf_q$10$d = perf_q$10$q;
        q$0$clock = clock;
        q$1$clock = clock;
        q$2$clock = clock;
        dec$instr = instr_data;
        is_run = st_q$q == st_run;
        busy = is_run | (st_q$q == st_drain);
        start_fire = start & ~busy;
        q$0$m_ready = dma_ready;
        q$1$m_ready = matrix_ready;
        q$2$m_ready = vector_ready;
        dma_valid = q$0$m_valid;
        dma_data = q$0$m_data;
        matrix_valid = q$1$m_valid;
        matrix_data = q$1$m_data;
        matrix_peek_valid = is_run & q$1$head_valid & ~q$1$head_sync;
        matrix_peek_data = q$1$head_instr;
        vector_valid = q$2$m_valid;
        vector_data = q$2$m_data;
        u_done$0 = dma_done;
        u_done$1 = matrix_done;
        u_done$2 = vector_done;
        u_fail$0 = dma_error;
        u_fail$1 = matrix_error;
        u_fail$2 = vector_error;
        in_legal = instr_valid & ~dec$illegal;
        in_ctrl = in_legal & (dec$queue_id == qid_ctrl);
        in_end = (dec$opcode == op_ctrl) & (dec$funct == fn_end);
        in_irq = (dec$opcode == op_ctrl) & (dec$funct == fn_irq);
        in_barrier = in_end | ((dec$opcode == op_sync) & (dec$funct == fn_sync_ctrl));
        tgt_full = 1'b0;
        if (dec$queue_id == qid$0) begin
            tgt_full = q$0$full;
        end
        if (dec$queue_id == qid$1) begin
            tgt_full = q$1$full;
        end
        if (dec$queue_id == qid$2) begin
            tgt_full = q$2$full;
        end
        all_idle = q$0$idle & q$1$idle & q$2$idle;
        all_quiet = ~q$0$rec_valid & ~q$1$rec_valid & ~q$2$rec_valid;
        c_sw = c_zero8;
        if (dec$sem_wait == 1) begin
            c_sw = sem$1$q;
        end
        if (dec$sem_wait == 2) begin
            c_sw = sem$2$q;
        end
        if (dec$sem_wait == 3) begin
            c_sw = sem$3$q;
        end
        if (dec$sem_wait == 4) begin
            c_sw = sem$4$q;
        end
        if (dec$sem_wait == 5) begin
            c_sw = sem$5$q;
        end
        if (dec$sem_wait == 6) begin
            c_sw = sem$6$q;
        end
        if (dec$sem_wait == 7) begin
            c_sw = sem$7$q;
        end
        if (dec$sem_wait == 8) begin
            c_sw = sem$8$q;
        end
        if (dec$sem_wait == 9) begin
            c_sw = sem$9$q;
        end
        if (dec$sem_wait == 10) begin
            c_sw = sem$10$q;
        end
        if (dec$sem_wait == 11) begin
            c_sw = sem$11$q;
        end
        if (dec$sem_wait == 12) begin
            c_sw = sem$12$q;
        end
        if (dec$sem_wait == 13) begin
            c_sw = sem$13$q;
        end
        if (dec$sem_wait == 14) begin
            c_sw = sem$14$q;
        end
        if (dec$sem_wait == 15) begin
            c_sw = sem$15$q;
        end
        q_wait$0 = q$0$head_hdr[(p_wait)+:(4)];
        q_sw$0 = c_zero8;
        if (q_wait$0 == 1) begin
            q_sw$0 = sem$1$q;
        end
        if (q_wait$0 == 2) begin
            q_sw$0 = sem$2$q;
        end
        if (q_wait$0 == 3) begin
            q_sw$0 = sem$3$q;
        end
        if (q_wait$0 == 4) begin
            q_sw$0 = sem$4$q;
        end
        if (q_wait$0 == 5) begin
            q_sw$0 = sem$5$q;
        end
        if (q_wait$0 == 6) begin
            q_sw$0 = sem$6$q;
        end
        if (q_wait$0 == 7) begin
            q_sw$0 = sem$7$q;
        end
        if (q_wait$0 == 8) begin
            q_sw$0 = sem$8$q;
        end
        if (q_wait$0 == 9) begin
            q_sw$0 = sem$9$q;
        end
        if (q_wait$0 == 10) begin
            q_sw$0 = sem$10$q;
        end
        if (q_wait$0 == 11) begin
            q_sw$0 = sem$11$q;
        end
        if (q_wait$0 == 12) begin
            q_sw$0 = sem$12$q;
        end
        if (q_wait$0 == 13) begin
            q_sw$0 = sem$13$q;
        end
        if (q_wait$0 == 14) begin
            q_sw$0 = sem$14$q;
        end
        if (q_wait$0 == 15) begin
            q_sw$0 = sem$15$q;
        end
        q_req$0 = is_run & q$0$can_acquire;
        q_wait$1 = q$1$head_hdr[(p_wait)+:(4)];
        q_sw$1 = c_zero8;
        if (q_wait$1 == 1) begin
            q_sw$1 = sem$1$q;
        end
        if (q_wait$1 == 2) begin
            q_sw$1 = sem$2$q;
        end
        if (q_wait$1 == 3) begin
            q_sw$1 = sem$3$q;
        end
        if (q_wait$1 == 4) begin
            q_sw$1 = sem$4$q;
        end
        if (q_wait$1 == 5) begin
            q_sw$1 = sem$5$q;
        end
        if (q_wait$1 == 6) begin
            q_sw$1 = sem$6$q;
        end
        if (q_wait$1 == 7) begin
            q_sw$1 = sem$7$q;
        end
        if (q_wait$1 == 8) begin
            q_sw$1 = sem$8$q;
        end
        if (q_wait$1 == 9) begin
            q_sw$1 = sem$9$q;
        end
        if (q_wait$1 == 10) begin
            q_sw$1 = sem$10$q;
        end
        if (q_wait$1 == 11) begin
            q_sw$1 = sem$11$q;
        end
        if (q_wait$1 == 12) begin
            q_sw$1 = sem$12$q;
        end
        if (q_wait$1 == 13) begin
            q_sw$1 = sem$13$q;
        end
        if (q_wait$1 == 14) begin
            q_sw$1 = sem$14$q;
        end
        if (q_wait$1 == 15) begin
            q_sw$1 = sem$15$q;
        end
        q_req$1 = is_run & q$1$can_acquire;
        q_wait$2 = q$2$head_hdr[(p_wait)+:(4)];
        q_sw$2 = c_zero8;
        if (q_wait$2 == 1) begin
            q_sw$2 = sem$1$q;
        end
        if (q_wait$2 == 2) begin
            q_sw$2 = sem$2$q;
        end
        if (q_wait$2 == 3) begin
            q_sw$2 = sem$3$q;
        end
        if (q_wait$2 == 4) begin
            q_sw$2 = sem$4$q;
        end
        if (q_wait$2 == 5) begin
            q_sw$2 = sem$5$q;
        end
        if (q_wait$2 == 6) begin
            q_sw$2 = sem$6$q;
        end
        if (q_wait$2 == 7) begin
            q_sw$2 = sem$7$q;
        end
        if (q_wait$2 == 8) begin
            q_sw$2 = sem$8$q;
        end
        if (q_wait$2 == 9) begin
            q_sw$2 = sem$9$q;
        end
        if (q_wait$2 == 10) begin
            q_sw$2 = sem$10$q;
        end
        if (q_wait$2 == 11) begin
            q_sw$2 = sem$11$q;
        end
        if (q_wait$2 == 12) begin
            q_sw$2 = sem$12$q;
        end
        if (q_wait$2 == 13) begin
            q_sw$2 = sem$13$q;
        end
        if (q_wait$2 == 14) begin
            q_sw$2 = sem$14$q;
        end
        if (q_wait$2 == 15) begin
            q_sw$2 = sem$15$q;
        end
        q_req$2 = is_run & q$2$can_acquire;
        c_req = is_run & in_ctrl & (~in_barrier | all_idle);
        c_grant = c_req & (~|dec$sem_wait | |c_sw);
        q_cnt$0 = c_zero2;
        q_cnt$1 = c_zero2;
        q_cnt$2 = c_zero2;
        if (c_req & (dec$sem_wait == q_wait$0)) begin
            q_cnt$0 = c_one2;
        end
        if (c_req & (dec$sem_wait == q_wait$1)) begin
            q_cnt$1 = q_cnt$1 + c_one2;
        end
        if (q_req$0 & (q_wait$0 == q_wait$1)) begin
            q_cnt$1 = q_cnt$1 + c_one2;
        end
        if (c_req & (dec$sem_wait == q_wait$2)) begin
            q_cnt$2 = q_cnt$2 + c_one2;
        end
        if (q_req$0 & (q_wait$0 == q_wait$2)) begin
            q_cnt$2 = q_cnt$2 + c_one2;
        end
        if (q_req$1 & (q_wait$1 == q_wait$2)) begin
            q_cnt$2 = q_cnt$2 + c_one2;
        end
        q_grant$0 = q_req$0 & (~|q_wait$0 | |q_sw$0[(32'h2)+:(6)] | (q_sw$0[(32'h0)+:(2)] > q_cnt$0));
        q$0$acquire = q_grant$0;
        q_grant$1 = q_req$1 & (~|q_wait$1 | |q_sw$1[(32'h2)+:(6)] | (q_sw$1[(32'h0)+:(2)] > q_cnt$1));
        q$1$acquire = q_grant$1;
        q_grant$2 = q_req$2 & (~|q_wait$2 | |q_sw$2[(32'h2)+:(6)] | (q_sw$2[(32'h0)+:(2)] > q_cnt$2));
        q$2$acquire = q_grant$2;
        q_push$0 = is_run & in_legal & (dec$queue_id == qid$0) & ~q$0$full;
        q$0$push = q_push$0;
        q$0$push_instr = instr_data;
        q$0$push_pc = instr_pc;
        q_push$1 = is_run & in_legal & (dec$queue_id == qid$1) & ~q$1$full;
        q$1$push = q_push$1;
        q$1$push_instr = instr_data;
        q$1$push_pc = instr_pc;
        q_push$2 = is_run & in_legal & (dec$queue_id == qid$2) & ~q$2$full;
        q$2$push = q_push$2;
        q$2$push_instr = instr_data;
        q$2$push_pc = instr_pc;
        instr_ready = c_grant | q_push$0 | q_push$1 | q_push$2;
        q$0$done = u_done$0;
        q$0$fail = u_fail$0;
        q_pop$0 = q$0$rec_valid & (u_done$0 | u_fail$0);
        q_failed$0 = q$0$rec_valid & u_fail$0;
        q_sync_go$0 = q_grant$0 & q$0$head_sync;
        q_sig_fire$0 = (q$0$rec_valid & u_done$0 & ~u_fail$0) | q_sync_go$0;
        if (q_sync_go$0) begin
            q_sig_sem$0 = q$0$head_hdr[(p_signal)+:(4)];
            q_sig_op$0 = q$0$head_hdr[(p_opcode)+:(4)];
            q_sig_fn$0 = q$0$head_hdr[(p_funct)+:(4)];
            q_sig_pc$0 = q$0$head_pc;
        end
        else begin
            q_sig_sem$0 = q$0$rec_hdr[(p_signal)+:(4)];
            q_sig_op$0 = q$0$rec_hdr[(p_opcode)+:(4)];
            q_sig_fn$0 = q$0$rec_hdr[(p_funct)+:(4)];
            q_sig_pc$0 = q$0$rec_pc;
        end
        q$1$done = u_done$1;
        q$1$fail = u_fail$1;
        q_pop$1 = q$1$rec_valid & (u_done$1 | u_fail$1);
        q_failed$1 = q$1$rec_valid & u_fail$1;
        q_sync_go$1 = q_grant$1 & q$1$head_sync;
        q_sig_fire$1 = (q$1$rec_valid & u_done$1 & ~u_fail$1) | q_sync_go$1;
        if (q_sync_go$1) begin
            q_sig_sem$1 = q$1$head_hdr[(p_signal)+:(4)];
            q_sig_op$1 = q$1$head_hdr[(p_opcode)+:(4)];
            q_sig_fn$1 = q$1$head_hdr[(p_funct)+:(4)];
            q_sig_pc$1 = q$1$head_pc;
        end
        else begin
            q_sig_sem$1 = q$1$rec_hdr[(p_signal)+:(4)];
            q_sig_op$1 = q$1$rec_hdr[(p_opcode)+:(4)];
            q_sig_fn$1 = q$1$rec_hdr[(p_funct)+:(4)];
            q_sig_pc$1 = q$1$rec_pc;
        end
        q$2$done = u_done$2;
        q$2$fail = u_fail$2;
        q_pop$2 = q$2$rec_valid & (u_done$2 | u_fail$2);
        q_failed$2 = q$2$rec_valid & u_fail$2;
        q_sync_go$2 = q_grant$2 & q$2$head_sync;
        q_sig_fire$2 = (q$2$rec_valid & u_done$2 & ~u_fail$2) | q_sync_go$2;
        if (q_sync_go$2) begin
            q_sig_sem$2 = q$2$head_hdr[(p_signal)+:(4)];
            q_sig_op$2 = q$2$head_hdr[(p_opcode)+:(4)];
            q_sig_fn$2 = q$2$head_hdr[(p_funct)+:(4)];
            q_sig_pc$2 = q$2$head_pc;
        end
        else begin
            q_sig_sem$2 = q$2$rec_hdr[(p_signal)+:(4)];
            q_sig_op$2 = q$2$rec_hdr[(p_opcode)+:(4)];
            q_sig_fn$2 = q$2$rec_hdr[(p_funct)+:(4)];
            q_sig_pc$2 = q$2$rec_pc;
        end
        s_dec$0 = c_zero3;
        s_inc$0 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 0)) begin
            s_dec$0 = s_dec$0 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 0)) begin
            s_inc$0 = s_inc$0 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 0)) begin
            s_dec$0 = s_dec$0 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 0)) begin
            s_inc$0 = s_inc$0 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 0)) begin
            s_dec$0 = s_dec$0 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 0)) begin
            s_inc$0 = s_inc$0 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 0)) begin
            s_dec$0 = s_dec$0 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 0)) begin
            s_inc$0 = s_inc$0 + c_one3;
        end
        s_room$0 = ~sem$0$q;
        s_ovf$0 = is_run & (s_inc$0 > s_dec$0) & ~|s_room$0[(32'h3)+:(5)] & ((s_inc$0 - s_dec$0) > s_room$0[(32'h0)+:(3)]);
        s_inc8$0 = c_zero8;
        s_dec8$0 = c_zero8;
        if (s_inc$0 == c_n3$0) begin
            s_inc8$0 = c_n8$0;
        end
        if (s_dec$0 == c_n3$0) begin
            s_dec8$0 = c_n8$0;
        end
        if (s_inc$0 == c_n3$1) begin
            s_inc8$0 = c_n8$1;
        end
        if (s_dec$0 == c_n3$1) begin
            s_dec8$0 = c_n8$1;
        end
        if (s_inc$0 == c_n3$2) begin
            s_inc8$0 = c_n8$2;
        end
        if (s_dec$0 == c_n3$2) begin
            s_dec8$0 = c_n8$2;
        end
        if (s_inc$0 == c_n3$3) begin
            s_inc8$0 = c_n8$3;
        end
        if (s_dec$0 == c_n3$3) begin
            s_dec8$0 = c_n8$3;
        end
        if (is_run & ~s_ovf$0) begin
            sem$0$d = sem$0$q + s_inc8$0 - s_dec8$0;
        end
        if (reset | start_fire) begin
            sem$0$d = c_zero8;
        end
        s_dec$1 = c_zero3;
        s_inc$1 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 1)) begin
            s_dec$1 = s_dec$1 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 1)) begin
            s_inc$1 = s_inc$1 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 1)) begin
            s_dec$1 = s_dec$1 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 1)) begin
            s_inc$1 = s_inc$1 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 1)) begin
            s_dec$1 = s_dec$1 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 1)) begin
            s_inc$1 = s_inc$1 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 1)) begin
            s_dec$1 = s_dec$1 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 1)) begin
            s_inc$1 = s_inc$1 + c_one3;
        end
        s_room$1 = ~sem$1$q;
        s_ovf$1 = is_run & (s_inc$1 > s_dec$1) & ~|s_room$1[(32'h3)+:(5)] & ((s_inc$1 - s_dec$1) > s_room$1[(32'h0)+:(3)]);
        s_inc8$1 = c_zero8;
        s_dec8$1 = c_zero8;
        if (s_inc$1 == c_n3$0) begin
            s_inc8$1 = c_n8$0;
        end
        if (s_dec$1 == c_n3$0) begin
            s_dec8$1 = c_n8$0;
        end
        if (s_inc$1 == c_n3$1) begin
            s_inc8$1 = c_n8$1;
        end
        if (s_dec$1 == c_n3$1) begin
            s_dec8$1 = c_n8$1;
        end
        if (s_inc$1 == c_n3$2) begin
            s_inc8$1 = c_n8$2;
        end
        if (s_dec$1 == c_n3$2) begin
            s_dec8$1 = c_n8$2;
        end
        if (s_inc$1 == c_n3$3) begin
            s_inc8$1 = c_n8$3;
        end
        if (s_dec$1 == c_n3$3) begin
            s_dec8$1 = c_n8$3;
        end
        if (is_run & ~s_ovf$1) begin
            sem$1$d = sem$1$q + s_inc8$1 - s_dec8$1;
        end
        if (reset | start_fire) begin
            sem$1$d = c_zero8;
        end
        s_dec$2 = c_zero3;
        s_inc$2 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 2)) begin
            s_dec$2 = s_dec$2 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 2)) begin
            s_inc$2 = s_inc$2 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 2)) begin
            s_dec$2 = s_dec$2 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 2)) begin
            s_inc$2 = s_inc$2 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 2)) begin
            s_dec$2 = s_dec$2 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 2)) begin
            s_inc$2 = s_inc$2 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 2)) begin
            s_dec$2 = s_dec$2 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 2)) begin
            s_inc$2 = s_inc$2 + c_one3;
        end
        s_room$2 = ~sem$2$q;
        s_ovf$2 = is_run & (s_inc$2 > s_dec$2) & ~|s_room$2[(32'h3)+:(5)] & ((s_inc$2 - s_dec$2) > s_room$2[(32'h0)+:(3)]);
        s_inc8$2 = c_zero8;
        s_dec8$2 = c_zero8;
        if (s_inc$2 == c_n3$0) begin
            s_inc8$2 = c_n8$0;
        end
        if (s_dec$2 == c_n3$0) begin
            s_dec8$2 = c_n8$0;
        end
        if (s_inc$2 == c_n3$1) begin
            s_inc8$2 = c_n8$1;
        end
        if (s_dec$2 == c_n3$1) begin
            s_dec8$2 = c_n8$1;
        end
        if (s_inc$2 == c_n3$2) begin
            s_inc8$2 = c_n8$2;
        end
        if (s_dec$2 == c_n3$2) begin
            s_dec8$2 = c_n8$2;
        end
        if (s_inc$2 == c_n3$3) begin
            s_inc8$2 = c_n8$3;
        end
        if (s_dec$2 == c_n3$3) begin
            s_dec8$2 = c_n8$3;
        end
        if (is_run & ~s_ovf$2) begin
            sem$2$d = sem$2$q + s_inc8$2 - s_dec8$2;
        end
        if (reset | start_fire) begin
            sem$2$d = c_zero8;
        end
        s_dec$3 = c_zero3;
        s_inc$3 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 3)) begin
            s_dec$3 = s_dec$3 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 3)) begin
            s_inc$3 = s_inc$3 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 3)) begin
            s_dec$3 = s_dec$3 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 3)) begin
            s_inc$3 = s_inc$3 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 3)) begin
            s_dec$3 = s_dec$3 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 3)) begin
            s_inc$3 = s_inc$3 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 3)) begin
            s_dec$3 = s_dec$3 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 3)) begin
            s_inc$3 = s_inc$3 + c_one3;
        end
        s_room$3 = ~sem$3$q;
        s_ovf$3 = is_run & (s_inc$3 > s_dec$3) & ~|s_room$3[(32'h3)+:(5)] & ((s_inc$3 - s_dec$3) > s_room$3[(32'h0)+:(3)]);
        s_inc8$3 = c_zero8;
        s_dec8$3 = c_zero8;
        if (s_inc$3 == c_n3$0) begin
            s_inc8$3 = c_n8$0;
        end
        if (s_dec$3 == c_n3$0) begin
            s_dec8$3 = c_n8$0;
        end
        if (s_inc$3 == c_n3$1) begin
            s_inc8$3 = c_n8$1;
        end
        if (s_dec$3 == c_n3$1) begin
            s_dec8$3 = c_n8$1;
        end
        if (s_inc$3 == c_n3$2) begin
            s_inc8$3 = c_n8$2;
        end
        if (s_dec$3 == c_n3$2) begin
            s_dec8$3 = c_n8$2;
        end
        if (s_inc$3 == c_n3$3) begin
            s_inc8$3 = c_n8$3;
        end
        if (s_dec$3 == c_n3$3) begin
            s_dec8$3 = c_n8$3;
        end
        if (is_run & ~s_ovf$3) begin
            sem$3$d = sem$3$q + s_inc8$3 - s_dec8$3;
        end
        if (reset | start_fire) begin
            sem$3$d = c_zero8;
        end
        s_dec$4 = c_zero3;
        s_inc$4 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 4)) begin
            s_dec$4 = s_dec$4 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 4)) begin
            s_inc$4 = s_inc$4 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 4)) begin
            s_dec$4 = s_dec$4 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 4)) begin
            s_inc$4 = s_inc$4 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 4)) begin
            s_dec$4 = s_dec$4 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 4)) begin
            s_inc$4 = s_inc$4 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 4)) begin
            s_dec$4 = s_dec$4 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 4)) begin
            s_inc$4 = s_inc$4 + c_one3;
        end
        s_room$4 = ~sem$4$q;
        s_ovf$4 = is_run & (s_inc$4 > s_dec$4) & ~|s_room$4[(32'h3)+:(5)] & ((s_inc$4 - s_dec$4) > s_room$4[(32'h0)+:(3)]);
        s_inc8$4 = c_zero8;
        s_dec8$4 = c_zero8;
        if (s_inc$4 == c_n3$0) begin
            s_inc8$4 = c_n8$0;
        end
        if (s_dec$4 == c_n3$0) begin
            s_dec8$4 = c_n8$0;
        end
        if (s_inc$4 == c_n3$1) begin
            s_inc8$4 = c_n8$1;
        end
        if (s_dec$4 == c_n3$1) begin
            s_dec8$4 = c_n8$1;
        end
        if (s_inc$4 == c_n3$2) begin
            s_inc8$4 = c_n8$2;
        end
        if (s_dec$4 == c_n3$2) begin
            s_dec8$4 = c_n8$2;
        end
        if (s_inc$4 == c_n3$3) begin
            s_inc8$4 = c_n8$3;
        end
        if (s_dec$4 == c_n3$3) begin
            s_dec8$4 = c_n8$3;
        end
        if (is_run & ~s_ovf$4) begin
            sem$4$d = sem$4$q + s_inc8$4 - s_dec8$4;
        end
        if (reset | start_fire) begin
            sem$4$d = c_zero8;
        end
        s_dec$5 = c_zero3;
        s_inc$5 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 5)) begin
            s_dec$5 = s_dec$5 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 5)) begin
            s_inc$5 = s_inc$5 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 5)) begin
            s_dec$5 = s_dec$5 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 5)) begin
            s_inc$5 = s_inc$5 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 5)) begin
            s_dec$5 = s_dec$5 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 5)) begin
            s_inc$5 = s_inc$5 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 5)) begin
            s_dec$5 = s_dec$5 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 5)) begin
            s_inc$5 = s_inc$5 + c_one3;
        end
        s_room$5 = ~sem$5$q;
        s_ovf$5 = is_run & (s_inc$5 > s_dec$5) & ~|s_room$5[(32'h3)+:(5)] & ((s_inc$5 - s_dec$5) > s_room$5[(32'h0)+:(3)]);
        s_inc8$5 = c_zero8;
        s_dec8$5 = c_zero8;
        if (s_inc$5 == c_n3$0) begin
            s_inc8$5 = c_n8$0;
        end
        if (s_dec$5 == c_n3$0) begin
            s_dec8$5 = c_n8$0;
        end
        if (s_inc$5 == c_n3$1) begin
            s_inc8$5 = c_n8$1;
        end
        if (s_dec$5 == c_n3$1) begin
            s_dec8$5 = c_n8$1;
        end
        if (s_inc$5 == c_n3$2) begin
            s_inc8$5 = c_n8$2;
        end
        if (s_dec$5 == c_n3$2) begin
            s_dec8$5 = c_n8$2;
        end
        if (s_inc$5 == c_n3$3) begin
            s_inc8$5 = c_n8$3;
        end
        if (s_dec$5 == c_n3$3) begin
            s_dec8$5 = c_n8$3;
        end
        if (is_run & ~s_ovf$5) begin
            sem$5$d = sem$5$q + s_inc8$5 - s_dec8$5;
        end
        if (reset | start_fire) begin
            sem$5$d = c_zero8;
        end
        s_dec$6 = c_zero3;
        s_inc$6 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 6)) begin
            s_dec$6 = s_dec$6 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 6)) begin
            s_inc$6 = s_inc$6 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 6)) begin
            s_dec$6 = s_dec$6 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 6)) begin
            s_inc$6 = s_inc$6 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 6)) begin
            s_dec$6 = s_dec$6 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 6)) begin
            s_inc$6 = s_inc$6 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 6)) begin
            s_dec$6 = s_dec$6 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 6)) begin
            s_inc$6 = s_inc$6 + c_one3;
        end
        s_room$6 = ~sem$6$q;
        s_ovf$6 = is_run & (s_inc$6 > s_dec$6) & ~|s_room$6[(32'h3)+:(5)] & ((s_inc$6 - s_dec$6) > s_room$6[(32'h0)+:(3)]);
        s_inc8$6 = c_zero8;
        s_dec8$6 = c_zero8;
        if (s_inc$6 == c_n3$0) begin
            s_inc8$6 = c_n8$0;
        end
        if (s_dec$6 == c_n3$0) begin
            s_dec8$6 = c_n8$0;
        end
        if (s_inc$6 == c_n3$1) begin
            s_inc8$6 = c_n8$1;
        end
        if (s_dec$6 == c_n3$1) begin
            s_dec8$6 = c_n8$1;
        end
        if (s_inc$6 == c_n3$2) begin
            s_inc8$6 = c_n8$2;
        end
        if (s_dec$6 == c_n3$2) begin
            s_dec8$6 = c_n8$2;
        end
        if (s_inc$6 == c_n3$3) begin
            s_inc8$6 = c_n8$3;
        end
        if (s_dec$6 == c_n3$3) begin
            s_dec8$6 = c_n8$3;
        end
        if (is_run & ~s_ovf$6) begin
            sem$6$d = sem$6$q + s_inc8$6 - s_dec8$6;
        end
        if (reset | start_fire) begin
            sem$6$d = c_zero8;
        end
        s_dec$7 = c_zero3;
        s_inc$7 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 7)) begin
            s_dec$7 = s_dec$7 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 7)) begin
            s_inc$7 = s_inc$7 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 7)) begin
            s_dec$7 = s_dec$7 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 7)) begin
            s_inc$7 = s_inc$7 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 7)) begin
            s_dec$7 = s_dec$7 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 7)) begin
            s_inc$7 = s_inc$7 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 7)) begin
            s_dec$7 = s_dec$7 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 7)) begin
            s_inc$7 = s_inc$7 + c_one3;
        end
        s_room$7 = ~sem$7$q;
        s_ovf$7 = is_run & (s_inc$7 > s_dec$7) & ~|s_room$7[(32'h3)+:(5)] & ((s_inc$7 - s_dec$7) > s_room$7[(32'h0)+:(3)]);
        s_inc8$7 = c_zero8;
        s_dec8$7 = c_zero8;
        if (s_inc$7 == c_n3$0) begin
            s_inc8$7 = c_n8$0;
        end
        if (s_dec$7 == c_n3$0) begin
            s_dec8$7 = c_n8$0;
        end
        if (s_inc$7 == c_n3$1) begin
            s_inc8$7 = c_n8$1;
        end
        if (s_dec$7 == c_n3$1) begin
            s_dec8$7 = c_n8$1;
        end
        if (s_inc$7 == c_n3$2) begin
            s_inc8$7 = c_n8$2;
        end
        if (s_dec$7 == c_n3$2) begin
            s_dec8$7 = c_n8$2;
        end
        if (s_inc$7 == c_n3$3) begin
            s_inc8$7 = c_n8$3;
        end
        if (s_dec$7 == c_n3$3) begin
            s_dec8$7 = c_n8$3;
        end
        if (is_run & ~s_ovf$7) begin
            sem$7$d = sem$7$q + s_inc8$7 - s_dec8$7;
        end
        if (reset | start_fire) begin
            sem$7$d = c_zero8;
        end
        s_dec$8 = c_zero3;
        s_inc$8 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 8)) begin
            s_dec$8 = s_dec$8 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 8)) begin
            s_inc$8 = s_inc$8 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 8)) begin
            s_dec$8 = s_dec$8 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 8)) begin
            s_inc$8 = s_inc$8 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 8)) begin
            s_dec$8 = s_dec$8 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 8)) begin
            s_inc$8 = s_inc$8 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 8)) begin
            s_dec$8 = s_dec$8 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 8)) begin
            s_inc$8 = s_inc$8 + c_one3;
        end
        s_room$8 = ~sem$8$q;
        s_ovf$8 = is_run & (s_inc$8 > s_dec$8) & ~|s_room$8[(32'h3)+:(5)] & ((s_inc$8 - s_dec$8) > s_room$8[(32'h0)+:(3)]);
        s_inc8$8 = c_zero8;
        s_dec8$8 = c_zero8;
        if (s_inc$8 == c_n3$0) begin
            s_inc8$8 = c_n8$0;
        end
        if (s_dec$8 == c_n3$0) begin
            s_dec8$8 = c_n8$0;
        end
        if (s_inc$8 == c_n3$1) begin
            s_inc8$8 = c_n8$1;
        end
        if (s_dec$8 == c_n3$1) begin
            s_dec8$8 = c_n8$1;
        end
        if (s_inc$8 == c_n3$2) begin
            s_inc8$8 = c_n8$2;
        end
        if (s_dec$8 == c_n3$2) begin
            s_dec8$8 = c_n8$2;
        end
        if (s_inc$8 == c_n3$3) begin
            s_inc8$8 = c_n8$3;
        end
        if (s_dec$8 == c_n3$3) begin
            s_dec8$8 = c_n8$3;
        end
        if (is_run & ~s_ovf$8) begin
            sem$8$d = sem$8$q + s_inc8$8 - s_dec8$8;
        end
        if (reset | start_fire) begin
            sem$8$d = c_zero8;
        end
        s_dec$9 = c_zero3;
        s_inc$9 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 9)) begin
            s_dec$9 = s_dec$9 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 9)) begin
            s_inc$9 = s_inc$9 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 9)) begin
            s_dec$9 = s_dec$9 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 9)) begin
            s_inc$9 = s_inc$9 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 9)) begin
            s_dec$9 = s_dec$9 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 9)) begin
            s_inc$9 = s_inc$9 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 9)) begin
            s_dec$9 = s_dec$9 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 9)) begin
            s_inc$9 = s_inc$9 + c_one3;
        end
        s_room$9 = ~sem$9$q;
        s_ovf$9 = is_run & (s_inc$9 > s_dec$9) & ~|s_room$9[(32'h3)+:(5)] & ((s_inc$9 - s_dec$9) > s_room$9[(32'h0)+:(3)]);
        s_inc8$9 = c_zero8;
        s_dec8$9 = c_zero8;
        if (s_inc$9 == c_n3$0) begin
            s_inc8$9 = c_n8$0;
        end
        if (s_dec$9 == c_n3$0) begin
            s_dec8$9 = c_n8$0;
        end
        if (s_inc$9 == c_n3$1) begin
            s_inc8$9 = c_n8$1;
        end
        if (s_dec$9 == c_n3$1) begin
            s_dec8$9 = c_n8$1;
        end
        if (s_inc$9 == c_n3$2) begin
            s_inc8$9 = c_n8$2;
        end
        if (s_dec$9 == c_n3$2) begin
            s_dec8$9 = c_n8$2;
        end
        if (s_inc$9 == c_n3$3) begin
            s_inc8$9 = c_n8$3;
        end
        if (s_dec$9 == c_n3$3) begin
            s_dec8$9 = c_n8$3;
        end
        if (is_run & ~s_ovf$9) begin
            sem$9$d = sem$9$q + s_inc8$9 - s_dec8$9;
        end
        if (reset | start_fire) begin
            sem$9$d = c_zero8;
        end
        s_dec$10 = c_zero3;
        s_inc$10 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 10)) begin
            s_dec$10 = s_dec$10 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 10)) begin
            s_inc$10 = s_inc$10 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 10)) begin
            s_dec$10 = s_dec$10 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 10)) begin
            s_inc$10 = s_inc$10 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 10)) begin
            s_dec$10 = s_dec$10 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 10)) begin
            s_inc$10 = s_inc$10 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 10)) begin
            s_dec$10 = s_dec$10 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 10)) begin
            s_inc$10 = s_inc$10 + c_one3;
        end
        s_room$10 = ~sem$10$q;
        s_ovf$10 = is_run & (s_inc$10 > s_dec$10) & ~|s_room$10[(32'h3)+:(5)] & ((s_inc$10 - s_dec$10) > s_room$10[(32'h0)+:(3)]);
        s_inc8$10 = c_zero8;
        s_dec8$10 = c_zero8;
        if (s_inc$10 == c_n3$0) begin
            s_inc8$10 = c_n8$0;
        end
        if (s_dec$10 == c_n3$0) begin
            s_dec8$10 = c_n8$0;
        end
        if (s_inc$10 == c_n3$1) begin
            s_inc8$10 = c_n8$1;
        end
        if (s_dec$10 == c_n3$1) begin
            s_dec8$10 = c_n8$1;
        end
        if (s_inc$10 == c_n3$2) begin
            s_inc8$10 = c_n8$2;
        end
        if (s_dec$10 == c_n3$2) begin
            s_dec8$10 = c_n8$2;
        end
        if (s_inc$10 == c_n3$3) begin
            s_inc8$10 = c_n8$3;
        end
        if (s_dec$10 == c_n3$3) begin
            s_dec8$10 = c_n8$3;
        end
        if (is_run & ~s_ovf$10) begin
            sem$10$d = sem$10$q + s_inc8$10 - s_dec8$10;
        end
        if (reset | start_fire) begin
            sem$10$d = c_zero8;
        end
        s_dec$11 = c_zero3;
        s_inc$11 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 11)) begin
            s_dec$11 = s_dec$11 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 11)) begin
            s_inc$11 = s_inc$11 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 11)) begin
            s_dec$11 = s_dec$11 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 11)) begin
            s_inc$11 = s_inc$11 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 11)) begin
            s_dec$11 = s_dec$11 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 11)) begin
            s_inc$11 = s_inc$11 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 11)) begin
            s_dec$11 = s_dec$11 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 11)) begin
            s_inc$11 = s_inc$11 + c_one3;
        end
        s_room$11 = ~sem$11$q;
        s_ovf$11 = is_run & (s_inc$11 > s_dec$11) & ~|s_room$11[(32'h3)+:(5)] & ((s_inc$11 - s_dec$11) > s_room$11[(32'h0)+:(3)]);
        s_inc8$11 = c_zero8;
        s_dec8$11 = c_zero8;
        if (s_inc$11 == c_n3$0) begin
            s_inc8$11 = c_n8$0;
        end
        if (s_dec$11 == c_n3$0) begin
            s_dec8$11 = c_n8$0;
        end
        if (s_inc$11 == c_n3$1) begin
            s_inc8$11 = c_n8$1;
        end
        if (s_dec$11 == c_n3$1) begin
            s_dec8$11 = c_n8$1;
        end
        if (s_inc$11 == c_n3$2) begin
            s_inc8$11 = c_n8$2;
        end
        if (s_dec$11 == c_n3$2) begin
            s_dec8$11 = c_n8$2;
        end
        if (s_inc$11 == c_n3$3) begin
            s_inc8$11 = c_n8$3;
        end
        if (s_dec$11 == c_n3$3) begin
            s_dec8$11 = c_n8$3;
        end
        if (is_run & ~s_ovf$11) begin
            sem$11$d = sem$11$q + s_inc8$11 - s_dec8$11;
        end
        if (reset | start_fire) begin
            sem$11$d = c_zero8;
        end
        s_dec$12 = c_zero3;
        s_inc$12 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 12)) begin
            s_dec$12 = s_dec$12 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 12)) begin
            s_inc$12 = s_inc$12 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 12)) begin
            s_dec$12 = s_dec$12 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 12)) begin
            s_inc$12 = s_inc$12 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 12)) begin
            s_dec$12 = s_dec$12 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 12)) begin
            s_inc$12 = s_inc$12 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 12)) begin
            s_dec$12 = s_dec$12 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 12)) begin
            s_inc$12 = s_inc$12 + c_one3;
        end
        s_room$12 = ~sem$12$q;
        s_ovf$12 = is_run & (s_inc$12 > s_dec$12) & ~|s_room$12[(32'h3)+:(5)] & ((s_inc$12 - s_dec$12) > s_room$12[(32'h0)+:(3)]);
        s_inc8$12 = c_zero8;
        s_dec8$12 = c_zero8;
        if (s_inc$12 == c_n3$0) begin
            s_inc8$12 = c_n8$0;
        end
        if (s_dec$12 == c_n3$0) begin
            s_dec8$12 = c_n8$0;
        end
        if (s_inc$12 == c_n3$1) begin
            s_inc8$12 = c_n8$1;
        end
        if (s_dec$12 == c_n3$1) begin
            s_dec8$12 = c_n8$1;
        end
        if (s_inc$12 == c_n3$2) begin
            s_inc8$12 = c_n8$2;
        end
        if (s_dec$12 == c_n3$2) begin
            s_dec8$12 = c_n8$2;
        end
        if (s_inc$12 == c_n3$3) begin
            s_inc8$12 = c_n8$3;
        end
        if (s_dec$12 == c_n3$3) begin
            s_dec8$12 = c_n8$3;
        end
        if (is_run & ~s_ovf$12) begin
            sem$12$d = sem$12$q + s_inc8$12 - s_dec8$12;
        end
        if (reset | start_fire) begin
            sem$12$d = c_zero8;
        end
        s_dec$13 = c_zero3;
        s_inc$13 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 13)) begin
            s_dec$13 = s_dec$13 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 13)) begin
            s_inc$13 = s_inc$13 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 13)) begin
            s_dec$13 = s_dec$13 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 13)) begin
            s_inc$13 = s_inc$13 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 13)) begin
            s_dec$13 = s_dec$13 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 13)) begin
            s_inc$13 = s_inc$13 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 13)) begin
            s_dec$13 = s_dec$13 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 13)) begin
            s_inc$13 = s_inc$13 + c_one3;
        end
        s_room$13 = ~sem$13$q;
        s_ovf$13 = is_run & (s_inc$13 > s_dec$13) & ~|s_room$13[(32'h3)+:(5)] & ((s_inc$13 - s_dec$13) > s_room$13[(32'h0)+:(3)]);
        s_inc8$13 = c_zero8;
        s_dec8$13 = c_zero8;
        if (s_inc$13 == c_n3$0) begin
            s_inc8$13 = c_n8$0;
        end
        if (s_dec$13 == c_n3$0) begin
            s_dec8$13 = c_n8$0;
        end
        if (s_inc$13 == c_n3$1) begin
            s_inc8$13 = c_n8$1;
        end
        if (s_dec$13 == c_n3$1) begin
            s_dec8$13 = c_n8$1;
        end
        if (s_inc$13 == c_n3$2) begin
            s_inc8$13 = c_n8$2;
        end
        if (s_dec$13 == c_n3$2) begin
            s_dec8$13 = c_n8$2;
        end
        if (s_inc$13 == c_n3$3) begin
            s_inc8$13 = c_n8$3;
        end
        if (s_dec$13 == c_n3$3) begin
            s_dec8$13 = c_n8$3;
        end
        if (is_run & ~s_ovf$13) begin
            sem$13$d = sem$13$q + s_inc8$13 - s_dec8$13;
        end
        if (reset | start_fire) begin
            sem$13$d = c_zero8;
        end
        s_dec$14 = c_zero3;
        s_inc$14 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 14)) begin
            s_dec$14 = s_dec$14 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 14)) begin
            s_inc$14 = s_inc$14 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 14)) begin
            s_dec$14 = s_dec$14 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 14)) begin
            s_inc$14 = s_inc$14 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 14)) begin
            s_dec$14 = s_dec$14 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 14)) begin
            s_inc$14 = s_inc$14 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 14)) begin
            s_dec$14 = s_dec$14 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 14)) begin
            s_inc$14 = s_inc$14 + c_one3;
        end
        s_room$14 = ~sem$14$q;
        s_ovf$14 = is_run & (s_inc$14 > s_dec$14) & ~|s_room$14[(32'h3)+:(5)] & ((s_inc$14 - s_dec$14) > s_room$14[(32'h0)+:(3)]);
        s_inc8$14 = c_zero8;
        s_dec8$14 = c_zero8;
        if (s_inc$14 == c_n3$0) begin
            s_inc8$14 = c_n8$0;
        end
        if (s_dec$14 == c_n3$0) begin
            s_dec8$14 = c_n8$0;
        end
        if (s_inc$14 == c_n3$1) begin
            s_inc8$14 = c_n8$1;
        end
        if (s_dec$14 == c_n3$1) begin
            s_dec8$14 = c_n8$1;
        end
        if (s_inc$14 == c_n3$2) begin
            s_inc8$14 = c_n8$2;
        end
        if (s_dec$14 == c_n3$2) begin
            s_dec8$14 = c_n8$2;
        end
        if (s_inc$14 == c_n3$3) begin
            s_inc8$14 = c_n8$3;
        end
        if (s_dec$14 == c_n3$3) begin
            s_dec8$14 = c_n8$3;
        end
        if (is_run & ~s_ovf$14) begin
            sem$14$d = sem$14$q + s_inc8$14 - s_dec8$14;
        end
        if (reset | start_fire) begin
            sem$14$d = c_zero8;
        end
        s_dec$15 = c_zero3;
        s_inc$15 = c_zero3;
        if (c_grant & |dec$sem_wait & (dec$sem_wait == 15)) begin
            s_dec$15 = s_dec$15 + c_one3;
        end
        if (c_grant & |dec$sem_signal & (dec$sem_signal == 15)) begin
            s_inc$15 = s_inc$15 + c_one3;
        end
        if (q_grant$0 & |q_wait$0 & (q_wait$0 == 15)) begin
            s_dec$15 = s_dec$15 + c_one3;
        end
        if (q_sig_fire$0 & |q_sig_sem$0 & (q_sig_sem$0 == 15)) begin
            s_inc$15 = s_inc$15 + c_one3;
        end
        if (q_grant$1 & |q_wait$1 & (q_wait$1 == 15)) begin
            s_dec$15 = s_dec$15 + c_one3;
        end
        if (q_sig_fire$1 & |q_sig_sem$1 & (q_sig_sem$1 == 15)) begin
            s_inc$15 = s_inc$15 + c_one3;
        end
        if (q_grant$2 & |q_wait$2 & (q_wait$2 == 15)) begin
            s_dec$15 = s_dec$15 + c_one3;
        end
        if (q_sig_fire$2 & |q_sig_sem$2 & (q_sig_sem$2 == 15)) begin
            s_inc$15 = s_inc$15 + c_one3;
        end
        s_room$15 = ~sem$15$q;
        s_ovf$15 = is_run & (s_inc$15 > s_dec$15) & ~|s_room$15[(32'h3)+:(5)] & ((s_inc$15 - s_dec$15) > s_room$15[(32'h0)+:(3)]);
        s_inc8$15 = c_zero8;
        s_dec8$15 = c_zero8;
        if (s_inc$15 == c_n3$0) begin
            s_inc8$15 = c_n8$0;
        end
        if (s_dec$15 == c_n3$0) begin
            s_dec8$15 = c_n8$0;
        end
        if (s_inc$15 == c_n3$1) begin
            s_inc8$15 = c_n8$1;
        end
        if (s_dec$15 == c_n3$1) begin
            s_dec8$15 = c_n8$1;
        end
        if (s_inc$15 == c_n3$2) begin
            s_inc8$15 = c_n8$2;
        end
        if (s_dec$15 == c_n3$2) begin
            s_dec8$15 = c_n8$2;
        end
        if (s_inc$15 == c_n3$3) begin
            s_inc8$15 = c_n8$3;
        end
        if (s_dec$15 == c_n3$3) begin
            s_dec8$15 = c_n8$3;
        end
        if (is_run & ~s_ovf$15) begin
            sem$15$d = sem$15$q + s_inc8$15 - s_dec8$15;
        end
        if (reset | start_fire) begin
            sem$15$d = c_zero8;
        end
        c_ovf = 1'b0;
        if (dec$sem_signal == 1) begin
            c_ovf = c_grant & s_ovf$1;
        end
        if (dec$sem_signal == 2) begin
            c_ovf = c_grant & s_ovf$2;
        end
        if (dec$sem_signal == 3) begin
            c_ovf = c_grant & s_ovf$3;
        end
        if (dec$sem_signal == 4) begin
            c_ovf = c_grant & s_ovf$4;
        end
        if (dec$sem_signal == 5) begin
            c_ovf = c_grant & s_ovf$5;
        end
        if (dec$sem_signal == 6) begin
            c_ovf = c_grant & s_ovf$6;
        end
        if (dec$sem_signal == 7) begin
            c_ovf = c_grant & s_ovf$7;
        end
        if (dec$sem_signal == 8) begin
            c_ovf = c_grant & s_ovf$8;
        end
        if (dec$sem_signal == 9) begin
            c_ovf = c_grant & s_ovf$9;
        end
        if (dec$sem_signal == 10) begin
            c_ovf = c_grant & s_ovf$10;
        end
        if (dec$sem_signal == 11) begin
            c_ovf = c_grant & s_ovf$11;
        end
        if (dec$sem_signal == 12) begin
            c_ovf = c_grant & s_ovf$12;
        end
        if (dec$sem_signal == 13) begin
            c_ovf = c_grant & s_ovf$13;
        end
        if (dec$sem_signal == 14) begin
            c_ovf = c_grant & s_ovf$14;
        end
        if (dec$sem_signal == 15) begin
            c_ovf = c_grant & s_ovf$15;
        end
        q_ovf$0 = 1'b0;
        if (q_sig_sem$0 == 1) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$1;
        end
        if (q_sig_sem$0 == 2) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$2;
        end
        if (q_sig_sem$0 == 3) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$3;
        end
        if (q_sig_sem$0 == 4) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$4;
        end
        if (q_sig_sem$0 == 5) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$5;
        end
        if (q_sig_sem$0 == 6) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$6;
        end
        if (q_sig_sem$0 == 7) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$7;
        end
        if (q_sig_sem$0 == 8) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$8;
        end
        if (q_sig_sem$0 == 9) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$9;
        end
        if (q_sig_sem$0 == 10) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$10;
        end
        if (q_sig_sem$0 == 11) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$11;
        end
        if (q_sig_sem$0 == 12) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$12;
        end
        if (q_sig_sem$0 == 13) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$13;
        end
        if (q_sig_sem$0 == 14) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$14;
        end
        if (q_sig_sem$0 == 15) begin
            q_ovf$0 = q_sig_fire$0 & s_ovf$15;
        end
        q_ovf$1 = 1'b0;
        if (q_sig_sem$1 == 1) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$1;
        end
        if (q_sig_sem$1 == 2) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$2;
        end
        if (q_sig_sem$1 == 3) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$3;
        end
        if (q_sig_sem$1 == 4) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$4;
        end
        if (q_sig_sem$1 == 5) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$5;
        end
        if (q_sig_sem$1 == 6) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$6;
        end
        if (q_sig_sem$1 == 7) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$7;
        end
        if (q_sig_sem$1 == 8) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$8;
        end
        if (q_sig_sem$1 == 9) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$9;
        end
        if (q_sig_sem$1 == 10) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$10;
        end
        if (q_sig_sem$1 == 11) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$11;
        end
        if (q_sig_sem$1 == 12) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$12;
        end
        if (q_sig_sem$1 == 13) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$13;
        end
        if (q_sig_sem$1 == 14) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$14;
        end
        if (q_sig_sem$1 == 15) begin
            q_ovf$1 = q_sig_fire$1 & s_ovf$15;
        end
        q_ovf$2 = 1'b0;
        if (q_sig_sem$2 == 1) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$1;
        end
        if (q_sig_sem$2 == 2) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$2;
        end
        if (q_sig_sem$2 == 3) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$3;
        end
        if (q_sig_sem$2 == 4) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$4;
        end
        if (q_sig_sem$2 == 5) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$5;
        end
        if (q_sig_sem$2 == 6) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$6;
        end
        if (q_sig_sem$2 == 7) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$7;
        end
        if (q_sig_sem$2 == 8) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$8;
        end
        if (q_sig_sem$2 == 9) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$9;
        end
        if (q_sig_sem$2 == 10) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$10;
        end
        if (q_sig_sem$2 == 11) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$11;
        end
        if (q_sig_sem$2 == 12) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$12;
        end
        if (q_sig_sem$2 == 13) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$13;
        end
        if (q_sig_sem$2 == 14) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$14;
        end
        if (q_sig_sem$2 == 15) begin
            q_ovf$2 = q_sig_fire$2 & s_ovf$15;
        end
        sem_rd_val = c_zero8;
        if (sem_rd_idx == 1) begin
            sem_rd_val = sem$1$q;
        end
        if (sem_rd_idx == 2) begin
            sem_rd_val = sem$2$q;
        end
        if (sem_rd_idx == 3) begin
            sem_rd_val = sem$3$q;
        end
        if (sem_rd_idx == 4) begin
            sem_rd_val = sem$4$q;
        end
        if (sem_rd_idx == 5) begin
            sem_rd_val = sem$5$q;
        end
        if (sem_rd_idx == 6) begin
            sem_rd_val = sem$6$q;
        end
        if (sem_rd_idx == 7) begin
            sem_rd_val = sem$7$q;
        end
        if (sem_rd_idx == 8) begin
            sem_rd_val = sem$8$q;
        end
        if (sem_rd_idx == 9) begin
            sem_rd_val = sem$9$q;
        end
        if (sem_rd_idx == 10) begin
            sem_rd_val = sem$10$q;
        end
        if (sem_rd_idx == 11) begin
            sem_rd_val = sem$11$q;
        end
        if (sem_rd_idx == 12) begin
            sem_rd_val = sem$12$q;
        end
        if (sem_rd_idx == 13) begin
            sem_rd_val = sem$13$q;
        end
        if (sem_rd_idx == 14) begin
            sem_rd_val = sem$14$q;
        end
        if (sem_rd_idx == 15) begin
            sem_rd_val = sem$15$q;
        end
        any_fail = q_failed$0 | q_failed$1 | q_failed$2;
        any_ovf = c_ovf | q_ovf$0 | q_ovf$1 | q_ovf$2;
        illegal = instr_valid & dec$illegal;
        overrun = prog_done & ~instr_valid;
        c_blocked = (in_barrier & ~all_idle) | (|dec$sem_wait & ~|c_sw);
        q_blocked$0 = ~q$0$head_valid | (|q_wait$0 & ~|q_sw$0);
        q_blocked$1 = ~q$1$head_valid | (|q_wait$1 & ~|q_sw$1);
        q_blocked$2 = ~q$2$head_valid | (|q_wait$2 & ~|q_sw$2);
        deadlock = all_quiet & q_blocked$0 & q_blocked$1 & q_blocked$2 & in_legal & ((in_ctrl & c_blocked) | (~in_ctrl & tgt_full));
        progress = c_grant | q_grant$0 | q_grant$1 | q_grant$2 | q_pop$0 | q_pop$1 | q_pop$2;
        wd_next = wd_q$q + c_one32;
        wd_fire = busy & |cfg_watchdog & ~progress & (wd_next >= cfg_watchdog);
        if (busy) begin
            if (progress) begin
                wd_q$d = c_zero32;
            end
            else begin
                wd_q$d = wd_next;
            end
        end
        err_any = is_run & (any_fail | any_ovf | illegal | overrun | deadlock | wd_fire | abort_req);
        if (is_run) begin
            if (q_failed$0) begin
                err_code_q$d = dma_error_code;
                err_pc_q$d = q$0$rec_pc;
                err_queue_q$d = qid$0;
                err_sem_q$d = c_zero4;
                err_tag_q$d = q$0$rec_hdr[(p_tag)+:(8)];
                err_op_q$d = q$0$rec_hdr[(p_opcode)+:(4)];
                err_fn_q$d = q$0$rec_hdr[(p_funct)+:(4)];
            end
            else if (q_failed$1) begin
                err_code_q$d = matrix_error_code;
                err_pc_q$d = q$1$rec_pc;
                err_queue_q$d = qid$1;
                err_sem_q$d = c_zero4;
                err_tag_q$d = c_zero8;
                err_op_q$d = q$1$rec_hdr[(p_opcode)+:(4)];
                err_fn_q$d = q$1$rec_hdr[(p_funct)+:(4)];
            end
            else if (q_failed$2) begin
                err_code_q$d = vector_error_code;
                err_pc_q$d = q$2$rec_pc;
                err_queue_q$d = qid$2;
                err_sem_q$d = c_zero4;
                err_tag_q$d = c_zero8;
                err_op_q$d = q$2$rec_hdr[(p_opcode)+:(4)];
                err_fn_q$d = q$2$rec_hdr[(p_funct)+:(4)];
            end
            else if (c_ovf) begin
                err_code_q$d = e_ovf;
                err_pc_q$d = instr_pc;
                err_queue_q$d = qid_ctrl;
                err_sem_q$d = dec$sem_signal;
                err_tag_q$d = c_zero8;
                err_op_q$d = dec$opcode;
                err_fn_q$d = dec$funct;
            end
            else if (q_ovf$0) begin
                err_code_q$d = e_ovf;
                err_pc_q$d = q_sig_pc$0;
                err_queue_q$d = qid$0;
                err_sem_q$d = q_sig_sem$0;
                err_tag_q$d = c_zero8;
                err_op_q$d = q_sig_op$0;
                err_fn_q$d = q_sig_fn$0;
            end
            else if (q_ovf$1) begin
                err_code_q$d = e_ovf;
                err_pc_q$d = q_sig_pc$1;
                err_queue_q$d = qid$1;
                err_sem_q$d = q_sig_sem$1;
                err_tag_q$d = c_zero8;
                err_op_q$d = q_sig_op$1;
                err_fn_q$d = q_sig_fn$1;
            end
            else if (q_ovf$2) begin
                err_code_q$d = e_ovf;
                err_pc_q$d = q_sig_pc$2;
                err_queue_q$d = qid$2;
                err_sem_q$d = q_sig_sem$2;
                err_tag_q$d = c_zero8;
                err_op_q$d = q_sig_op$2;
                err_fn_q$d = q_sig_fn$2;
            end
            else if (illegal) begin
                err_code_q$d = dec$error;
                err_pc_q$d = instr_pc;
                err_queue_q$d = dec$queue_id;
                err_sem_q$d = c_zero4;
                err_tag_q$d = c_zero8;
                err_op_q$d = dec$opcode;
                err_fn_q$d = dec$funct;
            end
            else if (overrun) begin
                err_code_q$d = e_overrun;
            end
            else if (deadlock) begin
                err_code_q$d = e_deadlock;
                err_pc_q$d = instr_pc;
                err_queue_q$d = dec$queue_id;
                err_sem_q$d = dec$sem_wait;
                err_tag_q$d = c_zero8;
                err_op_q$d = dec$opcode;
                err_fn_q$d = dec$funct;
            end
            else if (wd_fire) begin
                err_code_q$d = e_watchdog;
            end
            else if (abort_req) begin
                err_code_q$d = e_aborted;
            end
        end
        irq_q$d = c_grant & in_irq;
        if (c_grant & in_irq) begin
            irq_code_q$d = dec$irq_code;
        end
        q$0$reset = reset | start_fire;
        q$1$reset = reset | start_fire;
        q$2$reset = reset | start_fire;
        if (is_run) begin
            if (err_any) begin
                st_q$d = st_drain;
            end
            else if (c_grant & in_end) begin
                st_q$d = st_done;
            end
        end
        else if (st_q$q == st_drain) begin
            if (all_quiet | wd_fire) begin
                st_q$d = st_error;
                q$0$reset = 1'b1;
                q$1$reset = 1'b1;
                q$2$reset = 1'b1;
            end
        end
        pinc$0 = busy;
        pinc$1 = c_grant;
        pinc$2 = q_sig_fire$0;
        pinc$3 = q_sig_fire$1;
        pinc$4 = q_sig_fire$2;
        pinc$5 = is_run & in_ctrl & ~c_grant;
        pinc$6 = q_req$0 & ~q_grant$0;
        pinc$7 = q_req$1 & ~q_grant$1;
        pinc$8 = q_req$2 & ~q_grant$2;
        pinc$9 = is_run & in_legal & ~in_ctrl & tgt_full;
        pinc$10 = is_run & ~instr_valid & ~prog_done;
        if (pinc$0) begin
            perf_q$0$d = perf_q$0$q + c_one32;
        end
        if (reset | start_fire) begin
            perf_q$0$d = c_zero32;
        end
        if (pinc$1) begin
            perf_q$1$d = perf_q$1$q + c_one32;
        end
        if (reset | start_fire) begin
            perf_q$1$d = c_zero32;
        end
        if (pinc$2) begin
            perf_q$2$d = perf_q$2$q + c_one32;
        end
        if (reset | start_fire) begin
            perf_q$2$d = c_zero32;
        end
        if (pinc$3) begin
            perf_q$3$d = perf_q$3$q + c_one32;
        end
        if (reset | start_fire) begin
            perf_q$3$d = c_zero32;
        end
        if (pinc$4) begin
            perf_q$4$d = perf_q$4$q + c_one32;
        end
        if (reset | start_fire) begin
            perf_q$4$d = c_zero32;
        end
        if (pinc$5) begin
            perf_q$5$d = perf_q$5$q + c_one32;
        end
        if (reset | start_fire) begin
            perf_q$5$d = c_zero32;
        end
        if (pinc$6) begin
            perf_q$6$d = perf_q$6$q + c_one32;
        end
        if (reset | start_fire) begin
            perf_q$6$d = c_zero32;
        end
        if (pinc$7) begin
            perf_q$7$d = perf_q$7$q + c_one32;
        end
        if (reset | start_fire) begin
            perf_q$7$d = c_zero32;
        end
        if (pinc$8) begin
            perf_q$8$d = perf_q$8$q + c_one32;
        end
        if (reset | start_fire) begin
            perf_q$8$d = c_zero32;
        end
        if (pinc$9) begin
            perf_q$9$d = perf_q$9$q + c_one32;
        end
        if (reset | start_fire) begin
            perf_q$9$d = c_zero32;
        end
        if (pinc$10) begin
            perf_q$10$d = perf_q$10$q + c_one32;
        end
        if (reset | start_fire) begin
            perf_q$10$d = c_zero32;
        end
        if (start_fire) begin
            st_q$d = st_run;
            err_code_q$d = e_none;
            err_pc_q$d = c_ones32;
            err_queue_q$d = c_zero2;
            err_sem_q$d = c_zero4;
            err_tag_q$d = c_zero8;
            err_op_q$d = c_zero4;
            err_fn_q$d = c_zero4;
            wd_q$d = c_zero32;
        end
        if (reset) begin
            st_q$d = st_idle;
            err_code_q$d = e_none;
            err_pc_q$d = c_ones32;
            err_queue_q$d = c_zero2;
            err_sem_q$d = c_zero4;
            err_tag_q$d = c_zero8;
            err_op_q$d = c_zero4;
            err_fn_q$d = c_zero4;
            irq_q$d = 1'b0;
            irq_code_q$d = c_zero16;
            wd_q$d = c_zero32;
        end
        running = busy;
        done = st_q$q == st_done;
        error = st_q$q == st_error;
        error_code = err_code_q$q;
        error_pc = err_pc_q$q;
        error_queue = err_queue_q$q;
        error_sem = err_sem_q$q;
        error_tag = err_tag_q$q;
        error_opcode = err_op_q$q;
        error_funct = err_fn_q$q;
        irq = irq_q$q;
        irq_code = irq_code_q$q;
        perf_cycles = perf_q$0$q;
        perf_ret_ctrl = perf_q$1$q;
        perf_ret_dma = perf_q$2$q;
        perf_ret_matrix = perf_q$3$q;
        perf_ret_vector = perf_q$4$q;
        perf_stall_ctrl = perf_q$5$q;
        perf_stall_dma = perf_q$6$q;
        perf_stall_matrix = perf_q$7$q;
        perf_stall_vector = perf_q$8$q;
        perf_stall_full = perf_q$9$q;
        perf_stall_fetch = perf_q$10$q;
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$dec(instr,queue_id,illegal,error,opcode,funct,sem_wait,sem_signal,irq_code,dma_store,dma_kv,dma_tag,dma_rows,dma_words,dma_sram,dma_dstride,dma_sstride,dma_dram,kv_offset,kv_block,kv_layer,kv_seq,mm_acc,mm_k,mm_n,mm_m,mm_w,mm_act,mm_out,mm_astride,mm_ostride,v_imm,v_a,v_b,v_c,v_d,v_len);

    // Module arguments
    input wire  [127:0] instr;
    output reg  [1:0] queue_id;
    output reg  illegal;
    output reg  [7:0] error;
    output reg  [3:0] opcode;
    output reg  [3:0] funct;
    output reg  [3:0] sem_wait;
    output reg  [3:0] sem_signal;
    output reg  [15:0] irq_code;
    output reg  dma_store;
    output reg  dma_kv;
    output reg  [7:0] dma_tag;
    output reg  [11:0] dma_rows;
    output reg  [11:0] dma_words;
    output reg  [19:0] dma_sram;
    output reg  [15:0] dma_dstride;
    output reg  [11:0] dma_sstride;
    output reg  [31:0] dma_dram;
    output reg  [15:0] kv_offset;
    output reg  [11:0] kv_block;
    output reg  [7:0] kv_layer;
    output reg  [7:0] kv_seq;
    output reg  mm_acc;
    output reg  [6:0] mm_k;
    output reg  [6:0] mm_n;
    output reg  [11:0] mm_m;
    output reg  [19:0] mm_w;
    output reg  [19:0] mm_act;
    output reg  [19:0] mm_out;
    output reg  [11:0] mm_astride;
    output reg  [11:0] mm_ostride;
    output reg  [15:0] v_imm;
    output reg  [19:0] v_a;
    output reg  [19:0] v_b;
    output reg  [19:0] v_c;
    output reg  [19:0] v_d;
    output reg  [15:0] v_len;

    // Constant declarations
    localparam  p_opcode = 7'b0;
    localparam  p_wait = 7'b100;
    localparam  p_signal = 7'b1000;
    localparam  p_funct = 7'b1100;
    localparam  p_irq_code = 7'b10000;
    localparam  p_dma_tag = 7'b10000;
    localparam  p_dma_rows = 7'b11000;
    localparam  p_dma_words = 7'b100100;
    localparam  p_dma_sram = 7'b110000;
    localparam  p_dma_dstride = 7'b1000100;
    localparam  p_dma_sstride = 7'b1010100;
    localparam  p_dma_dram = 7'b1100000;
    localparam  p_kv_offset = 7'b1010100;
    localparam  p_kv_block = 7'b1100100;
    localparam  p_kv_layer = 7'b1110000;
    localparam  p_kv_seq = 7'b1111000;
    localparam  p_mm_acc = 7'b10000;
    localparam  p_mm_k = 7'b10001;
    localparam  p_mm_n = 7'b11000;
    localparam  p_mm_m = 7'b100000;
    localparam  p_mm_w = 7'b101100;
    localparam  p_mm_act = 7'b1000000;
    localparam  p_mm_out = 7'b1010100;
    localparam  p_mm_astride = 7'b1101000;
    localparam  p_mm_ostride = 7'b1110100;
    localparam  p_v_imm = 7'b10000;
    localparam  p_v_a = 7'b100000;
    localparam  p_v_b = 7'b110100;
    localparam  p_v_c = 7'b1001000;
    localparam  p_v_d = 7'b1011100;
    localparam  p_v_len = 7'b1110000;
    localparam  p_mv_gt = 7'b10000;
    localparam  p_mv_k = 7'b10100;
    localparam  p_mv_n = 7'b11110;
    localparam  form_op$0 = 4'h1;
    localparam  form_op$1 = 4'h1;
    localparam  form_op$2 = 4'h1;
    localparam  form_op$3 = 4'h2;
    localparam  form_op$4 = 4'h2;
    localparam  form_op$5 = 4'h2;
    localparam  form_op$6 = 4'h2;
    localparam  form_op$7 = 4'h3;
    localparam  form_op$8 = 4'h3;
    localparam  form_op$9 = 4'h3;
    localparam  form_op$10 = 4'h3;
    localparam  form_op$11 = 4'h4;
    localparam  form_op$12 = 4'h4;
    localparam  form_op$13 = 4'h5;
    localparam  form_op$14 = 4'h5;
    localparam  form_op$15 = 4'h5;
    localparam  form_op$16 = 4'h5;
    localparam  form_op$17 = 4'h5;
    localparam  form_op$18 = 4'h5;
    localparam  form_op$19 = 4'h5;
    localparam  form_op$20 = 4'h5;
    localparam  form_op$21 = 4'h5;
    localparam  form_op$22 = 4'h5;
    localparam  form_op$23 = 4'h5;
    localparam  form_op$24 = 4'h5;
    localparam  form_fn$0 = 4'h0;
    localparam  form_fn$1 = 4'h1;
    localparam  form_fn$2 = 4'h2;
    localparam  form_fn$3 = 4'h0;
    localparam  form_fn$4 = 4'h1;
    localparam  form_fn$5 = 4'h2;
    localparam  form_fn$6 = 4'h3;
    localparam  form_fn$7 = 4'h0;
    localparam  form_fn$8 = 4'h1;
    localparam  form_fn$9 = 4'h2;
    localparam  form_fn$10 = 4'h3;
    localparam  form_fn$11 = 4'h0;
    localparam  form_fn$12 = 4'h1;
    localparam  form_fn$13 = 4'h0;
    localparam  form_fn$14 = 4'h1;
    localparam  form_fn$15 = 4'h2;
    localparam  form_fn$16 = 4'h3;
    localparam  form_fn$17 = 4'h4;
    localparam  form_fn$18 = 4'h5;
    localparam  form_fn$19 = 4'h6;
    localparam  form_fn$20 = 4'h7;
    localparam  form_fn$21 = 4'h8;
    localparam  form_fn$22 = 4'h9;
    localparam  form_fn$23 = 4'ha;
    localparam  form_fn$24 = 4'hb;
    localparam  form_resv$0 = 128'hffffffffffffffffffffffffffff0000;
    localparam  form_resv$1 = 128'hffffffffffffffffffffffffffff0000;
    localparam  form_resv$2 = 128'hffffffffffffffffffffffff00000000;
    localparam  form_resv$3 = 128'hffffffffffffffffffffffffffff0000;
    localparam  form_resv$4 = 128'hffffffffffffffffffffffffffff0000;
    localparam  form_resv$5 = 128'hffffffffffffffffffffffffffff0000;
    localparam  form_resv$6 = 128'hffffffffffffffffffffffffffff0000;
    localparam  form_resv$7 = 128'h0;
    localparam  form_resv$8 = 128'h0;
    localparam  form_resv$9 = 128'h0;
    localparam  form_resv$10 = 128'h0;
    localparam  form_resv$11 = 128'h80000000;
    localparam  form_resv$12 = 128'h0;
    localparam  form_resv$13 = 128'hfffff000000000000000000;
    localparam  form_resv$14 = 128'h0;
    localparam  form_resv$15 = 128'h0;
    localparam  form_resv$16 = 128'hfffff000000000000000000;
    localparam  form_resv$17 = 128'h0;
    localparam  form_resv$18 = 128'hfffff0000000000fffe0000;
    localparam  form_resv$19 = 128'hfffff000000000000000000;
    localparam  form_resv$20 = 128'hfffe0000;
    localparam  form_resv$21 = 128'hfffff0000000000ffff0000;
    localparam  form_resv$22 = 128'hffffffffff00000ffff0000;
    localparam  form_resv$23 = 128'hfffff000000000000000000;
    localparam  form_resv$24 = 128'hffffffffff0000000000000;
    localparam  form_queue$0 = 2'b0;
    localparam  form_queue$1 = 2'b0;
    localparam  form_queue$2 = 2'b0;
    localparam  form_queue$3 = 2'b0;
    localparam  form_queue$4 = 2'b1;
    localparam  form_queue$5 = 2'b10;
    localparam  form_queue$6 = 2'b11;
    localparam  form_queue$7 = 2'b1;
    localparam  form_queue$8 = 2'b1;
    localparam  form_queue$9 = 2'b1;
    localparam  form_queue$10 = 2'b1;
    localparam  form_queue$11 = 2'b10;
    localparam  form_queue$12 = 2'b10;
    localparam  form_queue$13 = 2'b11;
    localparam  form_queue$14 = 2'b11;
    localparam  form_queue$15 = 2'b11;
    localparam  form_queue$16 = 2'b11;
    localparam  form_queue$17 = 2'b11;
    localparam  form_queue$18 = 2'b11;
    localparam  form_queue$19 = 2'b11;
    localparam  form_queue$20 = 2'b11;
    localparam  form_queue$21 = 2'b11;
    localparam  form_queue$22 = 2'b11;
    localparam  form_queue$23 = 2'b11;
    localparam  form_queue$24 = 2'b11;
    localparam  op_ctrl = 4'h1;
    localparam  op_sync = 4'h2;
    localparam  op_dma = 4'h3;
    localparam  op_matmul = 4'h4;
    localparam  op_vector = 4'h5;
    localparam  fn_dma_store = 4'h1;
    localparam  fn_dma_kv_load = 4'h2;
    localparam  fn_dma_kv_store = 4'h3;
    localparam  fn_mm_matmul = 4'h0;
    localparam  fn_mm_matvec = 4'h1;
    localparam  fn_v_quant = 4'h0;
    localparam  fn_v_requant = 4'h1;
    localparam  fn_v_rmsnorm = 4'h2;
    localparam  fn_v_rope = 4'h3;
    localparam  fn_v_score = 4'h4;
    localparam  fn_v_pv = 4'h6;
    localparam  fn_v_embed = 4'ha;
    localparam  fn_v_kv_pack = 4'hb;
    localparam  tile_max = 7'b1000000;
    localparam  att_scale_max = 20'h7fff;
    localparam  shift_bias = 16'h20;
    localparam  shift_span = 16'h40;
    localparam  queue_ctrl = 2'b0;
    localparam  e_none = 8'h0;
    localparam  e_opcode = 8'h10;
    localparam  e_funct = 8'h11;
    localparam  e_reserved = 8'h12;
    localparam  e_zero = 8'h1;
    localparam  e_range = 8'h13;

    // Local signals
    reg  op_known;
    reg  hit;
    reg  reserved;
    reg  [1:0] form_q;
    reg  is_dma;
    reg  is_mm;
    reg  is_mv;
    reg  [3:0] mv_gt;
    reg  [9:0] mv_k;
    reg  [11:0] mv_n;
    reg  is_vec;
    reg  imm_nonzero;
    reg  [15:0] shift_biased;
    reg  zero;
    reg  range;
    reg  [7:0] err;

    // Update code
    always @(*) begin
        opcode = instr[(p_opcode)+:(4)];
        sem_wait = instr[(p_wait)+:(4)];
        sem_signal = instr[(p_signal)+:(4)];
        funct = instr[(p_funct)+:(4)];
        irq_code = instr[(p_irq_code)+:(16)];
        dma_tag = instr[(p_dma_tag)+:(8)];
        dma_rows = instr[(p_dma_rows)+:(12)];
        dma_words = instr[(p_dma_words)+:(12)];
        dma_sram = instr[(p_dma_sram)+:(20)];
        dma_dstride = instr[(p_dma_dstride)+:(16)];
        dma_sstride = instr[(p_dma_sstride)+:(12)];
        dma_dram = instr[(p_dma_dram)+:(32)];
        kv_offset = instr[(p_kv_offset)+:(16)];
        kv_block = instr[(p_kv_block)+:(12)];
        kv_layer = instr[(p_kv_layer)+:(8)];
        kv_seq = instr[(p_kv_seq)+:(8)];
        mm_acc = instr[(p_mm_acc)+:(1)];
        mm_k = instr[(p_mm_k)+:(7)];
        mm_n = instr[(p_mm_n)+:(7)];
        mm_m = instr[(p_mm_m)+:(12)];
        mm_w = instr[(p_mm_w)+:(20)];
        mm_act = instr[(p_mm_act)+:(20)];
        mm_out = instr[(p_mm_out)+:(20)];
        mm_astride = instr[(p_mm_astride)+:(12)];
        mm_ostride = instr[(p_mm_ostride)+:(12)];
        v_imm = instr[(p_v_imm)+:(16)];
        v_a = instr[(p_v_a)+:(20)];
        v_b = instr[(p_v_b)+:(20)];
        v_c = instr[(p_v_c)+:(20)];
        v_d = instr[(p_v_d)+:(20)];
        v_len = instr[(p_v_len)+:(16)];
        mv_gt = instr[(p_mv_gt)+:(4)];
        mv_k = instr[(p_mv_k)+:(10)];
        mv_n = instr[(p_mv_n)+:(12)];
        op_known = (opcode == op_ctrl) | (opcode == op_sync) | (opcode == op_dma) | (opcode == op_matmul) | (opcode == op_vector);
        is_dma = opcode == op_dma;
        is_mm = (opcode == op_matmul) & (funct == fn_mm_matmul);
        is_mv = (opcode == op_matmul) & (funct == fn_mm_matvec);
        is_vec = opcode == op_vector;
        hit = 1'b0;
        reserved = 1'b0;
        form_q = queue_ctrl;
        if ((opcode == form_op$0) & (funct == form_fn$0)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$0);
            form_q = form_queue$0;
        end
        if ((opcode == form_op$1) & (funct == form_fn$1)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$1);
            form_q = form_queue$1;
        end
        if ((opcode == form_op$2) & (funct == form_fn$2)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$2);
            form_q = form_queue$2;
        end
        if ((opcode == form_op$3) & (funct == form_fn$3)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$3);
            form_q = form_queue$3;
        end
        if ((opcode == form_op$4) & (funct == form_fn$4)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$4);
            form_q = form_queue$4;
        end
        if ((opcode == form_op$5) & (funct == form_fn$5)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$5);
            form_q = form_queue$5;
        end
        if ((opcode == form_op$6) & (funct == form_fn$6)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$6);
            form_q = form_queue$6;
        end
        if ((opcode == form_op$7) & (funct == form_fn$7)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$7);
            form_q = form_queue$7;
        end
        if ((opcode == form_op$8) & (funct == form_fn$8)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$8);
            form_q = form_queue$8;
        end
        if ((opcode == form_op$9) & (funct == form_fn$9)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$9);
            form_q = form_queue$9;
        end
        if ((opcode == form_op$10) & (funct == form_fn$10)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$10);
            form_q = form_queue$10;
        end
        if ((opcode == form_op$11) & (funct == form_fn$11)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$11);
            form_q = form_queue$11;
        end
        if ((opcode == form_op$12) & (funct == form_fn$12)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$12);
            form_q = form_queue$12;
        end
        if ((opcode == form_op$13) & (funct == form_fn$13)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$13);
            form_q = form_queue$13;
        end
        if ((opcode == form_op$14) & (funct == form_fn$14)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$14);
            form_q = form_queue$14;
        end
        if ((opcode == form_op$15) & (funct == form_fn$15)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$15);
            form_q = form_queue$15;
        end
        if ((opcode == form_op$16) & (funct == form_fn$16)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$16);
            form_q = form_queue$16;
        end
        if ((opcode == form_op$17) & (funct == form_fn$17)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$17);
            form_q = form_queue$17;
        end
        if ((opcode == form_op$18) & (funct == form_fn$18)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$18);
            form_q = form_queue$18;
        end
        if ((opcode == form_op$19) & (funct == form_fn$19)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$19);
            form_q = form_queue$19;
        end
        if ((opcode == form_op$20) & (funct == form_fn$20)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$20);
            form_q = form_queue$20;
        end
        if ((opcode == form_op$21) & (funct == form_fn$21)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$21);
            form_q = form_queue$21;
        end
        if ((opcode == form_op$22) & (funct == form_fn$22)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$22);
            form_q = form_queue$22;
        end
        if ((opcode == form_op$23) & (funct == form_fn$23)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$23);
            form_q = form_queue$23;
        end
        if ((opcode == form_op$24) & (funct == form_fn$24)) begin
            hit = 1'b1;
            reserved = |(instr & form_resv$24);
            form_q = form_queue$24;
        end
        dma_store = (funct == fn_dma_store) | (funct == fn_dma_kv_store);
        dma_kv = (funct == fn_dma_kv_load) | (funct == fn_dma_kv_store);
        imm_nonzero = (funct == fn_v_quant) | (funct == fn_v_requant) | (funct == fn_v_rope) | (funct == fn_v_score) | (funct == fn_v_pv) | (funct == fn_v_embed) | (funct == fn_v_kv_pack);
        zero = (is_dma & (~|dma_rows | ~|dma_words)) | (is_mm & (~|mm_k | ~|mm_n | ~|mm_m)) | (is_mv & (~|mv_k | ~|mv_n | ~|mv_gt)) | (is_vec & (~|v_len | (imm_nonzero & ~|v_imm)));
        shift_biased = v_imm + shift_bias;
        range = (is_mm & ((mm_k > tile_max) | (mm_n > tile_max))) | (is_vec & (((funct == fn_v_rope) & v_imm[32'h0]) | ((funct == fn_v_score) & (v_c > att_scale_max)) | ((funct == fn_v_rmsnorm) & (shift_biased > shift_span))));
        if (~op_known) begin
            err = e_opcode;
        end
        else if (~hit) begin
            err = e_funct;
        end
        else if (reserved) begin
            err = e_reserved;
        end
        else if (zero) begin
            err = e_zero;
        end
        else if (range) begin
            err = e_range;
        end
        else begin
            err = e_none;
        end
        error = err;
        illegal = err != e_none;
        if (err == e_none) begin
            queue_id = form_q;
        end
        else begin
            queue_id = queue_ctrl;
        end
    end

endmodule // seq_dispatch_f4$dec
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$err_code_q(d,q,clock);

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

endmodule // seq_dispatch_f4$err_code_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$err_fn_q(d,q,clock);

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

endmodule // seq_dispatch_f4$err_fn_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$err_op_q(d,q,clock);

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

endmodule // seq_dispatch_f4$err_op_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$err_pc_q(d,q,clock);

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

endmodule // seq_dispatch_f4$err_pc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$err_queue_q(d,q,clock);

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

endmodule // seq_dispatch_f4$err_queue_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$err_sem_q(d,q,clock);

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

endmodule // seq_dispatch_f4$err_sem_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$err_tag_q(d,q,clock);

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

endmodule // seq_dispatch_f4$err_tag_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$irq_code_q(d,q,clock);

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

endmodule // seq_dispatch_f4$irq_code_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$irq_q(d,q,clock);

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

endmodule // seq_dispatch_f4$irq_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$perf_q$0(d,q,clock);

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

endmodule // seq_dispatch_f4$perf_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$perf_q$1(d,q,clock);

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

endmodule // seq_dispatch_f4$perf_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$perf_q$10(d,q,clock);

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

endmodule // seq_dispatch_f4$perf_q$10
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$perf_q$2(d,q,clock);

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

endmodule // seq_dispatch_f4$perf_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$perf_q$3(d,q,clock);

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

endmodule // seq_dispatch_f4$perf_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$perf_q$4(d,q,clock);

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

endmodule // seq_dispatch_f4$perf_q$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$perf_q$5(d,q,clock);

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

endmodule // seq_dispatch_f4$perf_q$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$perf_q$6(d,q,clock);

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

endmodule // seq_dispatch_f4$perf_q$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$perf_q$7(d,q,clock);

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

endmodule // seq_dispatch_f4$perf_q$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$perf_q$8(d,q,clock);

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

endmodule // seq_dispatch_f4$perf_q$8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$perf_q$9(d,q,clock);

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

endmodule // seq_dispatch_f4$perf_q$9
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0(clock,reset,push,push_instr,push_pc,full,head_valid,head_hdr,head_pc,head_sync,head_instr,can_acquire,acquire,m_valid,m_ready,m_data,done,fail,rec_valid,rec_hdr,rec_pc,idle);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [127:0] push_instr;
    input wire  [31:0] push_pc;
    output reg  full;
    output reg  head_valid;
    output reg  [23:0] head_hdr;
    output reg  [31:0] head_pc;
    output reg  head_sync;
    output reg  [127:0] head_instr;
    output reg  can_acquire;
    input wire  acquire;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [127:0] m_data;
    input wire  done;
    input wire  fail;
    output reg  rec_valid;
    output reg  [23:0] rec_hdr;
    output reg  [31:0] rec_pc;
    output reg  idle;

    // Constant declarations
    localparam  p_opcode = 7'b0;
    localparam  op_sync = 4'h2;
    localparam  c_full = 5'b100;
    localparam  c_rfull = 5'b100;
    localparam  c_zero5 = 5'b0;
    localparam  c_one5 = 5'b1;

    // Stub signals
    reg  [127:0] fifo_i$0$d;
    wire  [127:0] fifo_i$0$q;
    reg  fifo_i$0$clock;
    reg  [127:0] fifo_i$1$d;
    wire  [127:0] fifo_i$1$q;
    reg  fifo_i$1$clock;
    reg  [127:0] fifo_i$2$d;
    wire  [127:0] fifo_i$2$q;
    reg  fifo_i$2$clock;
    reg  [127:0] fifo_i$3$d;
    wire  [127:0] fifo_i$3$q;
    reg  fifo_i$3$clock;
    reg  [31:0] fifo_pc$0$d;
    wire  [31:0] fifo_pc$0$q;
    reg  fifo_pc$0$clock;
    reg  [31:0] fifo_pc$1$d;
    wire  [31:0] fifo_pc$1$q;
    reg  fifo_pc$1$clock;
    reg  [31:0] fifo_pc$2$d;
    wire  [31:0] fifo_pc$2$q;
    reg  fifo_pc$2$clock;
    reg  [31:0] fifo_pc$3$d;
    wire  [31:0] fifo_pc$3$q;
    reg  fifo_pc$3$clock;
    reg  [4:0] cnt_q$d;
    wire  [4:0] cnt_q$q;
    reg  cnt_q$clock;
    reg  iss_v_q$d;
    wire  iss_v_q$q;
    reg  iss_v_q$clock;
    reg  [127:0] iss_d_q$d;
    wire  [127:0] iss_d_q$q;
    reg  iss_d_q$clock;
    reg  [23:0] rec_h$0$d;
    wire  [23:0] rec_h$0$q;
    reg  rec_h$0$clock;
    reg  [23:0] rec_h$1$d;
    wire  [23:0] rec_h$1$q;
    reg  rec_h$1$clock;
    reg  [23:0] rec_h$2$d;
    wire  [23:0] rec_h$2$q;
    reg  rec_h$2$clock;
    reg  [23:0] rec_h$3$d;
    wire  [23:0] rec_h$3$q;
    reg  rec_h$3$clock;
    reg  [31:0] rec_p$0$d;
    wire  [31:0] rec_p$0$q;
    reg  rec_p$0$clock;
    reg  [31:0] rec_p$1$d;
    wire  [31:0] rec_p$1$q;
    reg  rec_p$1$clock;
    reg  [31:0] rec_p$2$d;
    wire  [31:0] rec_p$2$q;
    reg  rec_p$2$clock;
    reg  [31:0] rec_p$3$d;
    wire  [31:0] rec_p$3$q;
    reg  rec_p$3$clock;
    reg  [4:0] rcnt_q$d;
    wire  [4:0] rcnt_q$q;
    reg  rcnt_q$clock;

    // Local signals
    reg  [127:0] head_i;
    reg  pop;
    reg  rpush;
    reg  rpop;
    reg  [4:0] wi;
    reg  [4:0] rwi;

    // Sub module instances
    seq_dispatch_f4$q$0$fifo_i$0 fifo_i$0(
        .d(fifo_i$0$d),
        .q(fifo_i$0$q),
        .clock(fifo_i$0$clock)
    );
    seq_dispatch_f4$q$0$fifo_i$1 fifo_i$1(
        .d(fifo_i$1$d),
        .q(fifo_i$1$q),
        .clock(fifo_i$1$clock)
    );
    seq_dispatch_f4$q$0$fifo_i$2 fifo_i$2(
        .d(fifo_i$2$d),
        .q(fifo_i$2$q),
        .clock(fifo_i$2$clock)
    );
    seq_dispatch_f4$q$0$fifo_i$3 fifo_i$3(
        .d(fifo_i$3$d),
        .q(fifo_i$3$q),
        .clock(fifo_i$3$clock)
    );
    seq_dispatch_f4$q$0$fifo_pc$0 fifo_pc$0(
        .d(fifo_pc$0$d),
        .q(fifo_pc$0$q),
        .clock(fifo_pc$0$clock)
    );
    seq_dispatch_f4$q$0$fifo_pc$1 fifo_pc$1(
        .d(fifo_pc$1$d),
        .q(fifo_pc$1$q),
        .clock(fifo_pc$1$clock)
    );
    seq_dispatch_f4$q$0$fifo_pc$2 fifo_pc$2(
        .d(fifo_pc$2$d),
        .q(fifo_pc$2$q),
        .clock(fifo_pc$2$clock)
    );
    seq_dispatch_f4$q$0$fifo_pc$3 fifo_pc$3(
        .d(fifo_pc$3$d),
        .q(fifo_pc$3$q),
        .clock(fifo_pc$3$clock)
    );
    seq_dispatch_f4$q$0$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    seq_dispatch_f4$q$0$iss_v_q iss_v_q(
        .d(iss_v_q$d),
        .q(iss_v_q$q),
        .clock(iss_v_q$clock)
    );
    seq_dispatch_f4$q$0$iss_d_q iss_d_q(
        .d(iss_d_q$d),
        .q(iss_d_q$q),
        .clock(iss_d_q$clock)
    );
    seq_dispatch_f4$q$0$rec_h$0 rec_h$0(
        .d(rec_h$0$d),
        .q(rec_h$0$q),
        .clock(rec_h$0$clock)
    );
    seq_dispatch_f4$q$0$rec_h$1 rec_h$1(
        .d(rec_h$1$d),
        .q(rec_h$1$q),
        .clock(rec_h$1$clock)
    );
    seq_dispatch_f4$q$0$rec_h$2 rec_h$2(
        .d(rec_h$2$d),
        .q(rec_h$2$q),
        .clock(rec_h$2$clock)
    );
    seq_dispatch_f4$q$0$rec_h$3 rec_h$3(
        .d(rec_h$3$d),
        .q(rec_h$3$q),
        .clock(rec_h$3$clock)
    );
    seq_dispatch_f4$q$0$rec_p$0 rec_p$0(
        .d(rec_p$0$d),
        .q(rec_p$0$q),
        .clock(rec_p$0$clock)
    );
    seq_dispatch_f4$q$0$rec_p$1 rec_p$1(
        .d(rec_p$1$d),
        .q(rec_p$1$q),
        .clock(rec_p$1$clock)
    );
    seq_dispatch_f4$q$0$rec_p$2 rec_p$2(
        .d(rec_p$2$d),
        .q(rec_p$2$q),
        .clock(rec_p$2$clock)
    );
    seq_dispatch_f4$q$0$rec_p$3 rec_p$3(
        .d(rec_p$3$d),
        .q(rec_p$3$q),
        .clock(rec_p$3$clock)
    );
    seq_dispatch_f4$q$0$rcnt_q rcnt_q(
        .d(rcnt_q$d),
        .q(rcnt_q$q),
        .clock(rcnt_q$clock)
    );

    // Update code
    always @(*) begin
        cnt_q$clock = clock;
        iss_v_q$clock = clock;
        iss_d_q$clock = clock;
        rcnt_q$clock = clock;
        cnt_q$d = cnt_q$q;
        iss_v_q$d = iss_v_q$q;
        iss_d_q$d = iss_d_q$q;
        rcnt_q$d = rcnt_q$q;
        fifo_i$0$clock = clock;
        fifo_i$0$d = fifo_i$0$q;
        fifo_pc$0$clock = clock;
        fifo_pc$0$d = fifo_pc$0$q;
        fifo_i$1$clock = clock;
        fifo_i$1$d = fifo_i$1$q;
        fifo_pc$1$clock = clock;
        fifo_pc$1$d = fifo_pc$1$q;
        fifo_i$2$clock = clock;
        fifo_i$2$d = fifo_i$2$q;
        fifo_pc$2$clock = clock;
        fifo_pc$2$d = fifo_pc$2$q;
        fifo_i$3$clock = clock;
        fifo_i$3$d = fifo_i$3$q;
        fifo_pc$3$clock = clock;
        fifo_pc$3$d = fifo_pc$3$q;
        rec_h$0$clock = clock;
        rec_h$0$d = rec_h$0$q;
        rec_p$0$clock = clock;
        rec_p$0$d = rec_p$0$q;
        rec_h$1$clock = clock;
        rec_h$1$d = rec_h$1$q;
        rec_p$1$clock = clock;
        rec_p$1$d = rec_p$1$q;
        rec_h$2$clock = clock;
        rec_h$2$d = rec_h$2$q;
        rec_p$2$clock = clock;
        rec_p$2$d = rec_p$2$q;
        rec_h$3$clock = clock;
        rec_h$3$d = rec_h$3$q;
        rec_p$3$clock = clock;
        rec_p$3$d = rec_p$3$q;
        head_i = fifo_i$0$q;
        head_pc = fifo_pc$0$q;
        head_hdr = head_i[(32'h0)+:(24)];
        head_instr = head_i;
        head_valid = cnt_q$q != c_zero5;
        full = cnt_q$q == c_full;
        head_sync = head_i[(p_opcode)+:(4)] == op_sync;
        if (head_sync) begin
            can_acquire = head_valid & (rcnt_q$q == c_zero5);
        end
        else begin
            can_acquire = head_valid & (rcnt_q$q != c_rfull) & (~iss_v_q$q | m_ready);
        end
        rec_hdr = rec_h$0$q;
        rec_pc = rec_p$0$q;
        rec_valid = rcnt_q$q != c_zero5;
        idle = (cnt_q$q == c_zero5) & (rcnt_q$q == c_zero5);
        m_valid = iss_v_q$q;
        m_data = iss_d_q$q;
        pop = acquire;
        if (pop) begin
            fifo_i$0$d = fifo_i$1$q;
            fifo_pc$0$d = fifo_pc$1$q;
            fifo_i$1$d = fifo_i$2$q;
            fifo_pc$1$d = fifo_pc$2$q;
            fifo_i$2$d = fifo_i$3$q;
            fifo_pc$2$d = fifo_pc$3$q;
        end
        wi = cnt_q$q;
        if (pop) begin
            wi = cnt_q$q - c_one5;
        end
        if (push & (wi == 0)) begin
            fifo_i$0$d = push_instr;
            fifo_pc$0$d = push_pc;
        end
        if (push & (wi == 1)) begin
            fifo_i$1$d = push_instr;
            fifo_pc$1$d = push_pc;
        end
        if (push & (wi == 2)) begin
            fifo_i$2$d = push_instr;
            fifo_pc$2$d = push_pc;
        end
        if (push & (wi == 3)) begin
            fifo_i$3$d = push_instr;
            fifo_pc$3$d = push_pc;
        end
        if (push & ~pop) begin
            cnt_q$d = cnt_q$q + c_one5;
        end
        else if (~push & pop) begin
            cnt_q$d = cnt_q$q - c_one5;
        end
        rpush = acquire & ~head_sync;
        rpop = (done | fail) & rec_valid;
        if (rpush) begin
            iss_v_q$d = 1'b1;
            iss_d_q$d = head_i;
        end
        else if (m_ready) begin
            iss_v_q$d = 1'b0;
        end
        if (rpop) begin
            rec_h$0$d = rec_h$1$q;
            rec_p$0$d = rec_p$1$q;
            rec_h$1$d = rec_h$2$q;
            rec_p$1$d = rec_p$2$q;
            rec_h$2$d = rec_h$3$q;
            rec_p$2$d = rec_p$3$q;
        end
        rwi = rcnt_q$q;
        if (rpop) begin
            rwi = rcnt_q$q - c_one5;
        end
        if (rpush & (rwi == 0)) begin
            rec_h$0$d = head_hdr;
            rec_p$0$d = head_pc;
        end
        if (rpush & (rwi == 1)) begin
            rec_h$1$d = head_hdr;
            rec_p$1$d = head_pc;
        end
        if (rpush & (rwi == 2)) begin
            rec_h$2$d = head_hdr;
            rec_p$2$d = head_pc;
        end
        if (rpush & (rwi == 3)) begin
            rec_h$3$d = head_hdr;
            rec_p$3$d = head_pc;
        end
        if (rpush & ~rpop) begin
            rcnt_q$d = rcnt_q$q + c_one5;
        end
        else if (~rpush & rpop) begin
            rcnt_q$d = rcnt_q$q - c_one5;
        end
        if (reset) begin
            cnt_q$d = c_zero5;
            iss_v_q$d = 1'b0;
            rcnt_q$d = c_zero5;
        end
    end

endmodule // seq_dispatch_f4$q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$cnt_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$fifo_i$0(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$fifo_i$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$fifo_i$1(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$fifo_i$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$fifo_i$2(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$fifo_i$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$fifo_i$3(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$fifo_i$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$fifo_pc$0(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$fifo_pc$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$fifo_pc$1(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$fifo_pc$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$fifo_pc$2(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$fifo_pc$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$fifo_pc$3(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$fifo_pc$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$iss_d_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$iss_d_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$iss_v_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$iss_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$rcnt_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$rcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$rec_h$0(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$0$rec_h$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$rec_h$1(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$0$rec_h$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$rec_h$2(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$0$rec_h$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$rec_h$3(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$0$rec_h$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$rec_p$0(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$rec_p$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$rec_p$1(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$rec_p$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$rec_p$2(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$rec_p$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$0$rec_p$3(d,q,clock);

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

endmodule // seq_dispatch_f4$q$0$rec_p$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1(clock,reset,push,push_instr,push_pc,full,head_valid,head_hdr,head_pc,head_sync,head_instr,can_acquire,acquire,m_valid,m_ready,m_data,done,fail,rec_valid,rec_hdr,rec_pc,idle);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [127:0] push_instr;
    input wire  [31:0] push_pc;
    output reg  full;
    output reg  head_valid;
    output reg  [23:0] head_hdr;
    output reg  [31:0] head_pc;
    output reg  head_sync;
    output reg  [127:0] head_instr;
    output reg  can_acquire;
    input wire  acquire;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [127:0] m_data;
    input wire  done;
    input wire  fail;
    output reg  rec_valid;
    output reg  [23:0] rec_hdr;
    output reg  [31:0] rec_pc;
    output reg  idle;

    // Constant declarations
    localparam  p_opcode = 7'b0;
    localparam  op_sync = 4'h2;
    localparam  c_full = 5'b100;
    localparam  c_rfull = 5'b100;
    localparam  c_zero5 = 5'b0;
    localparam  c_one5 = 5'b1;

    // Stub signals
    reg  [127:0] fifo_i$0$d;
    wire  [127:0] fifo_i$0$q;
    reg  fifo_i$0$clock;
    reg  [127:0] fifo_i$1$d;
    wire  [127:0] fifo_i$1$q;
    reg  fifo_i$1$clock;
    reg  [127:0] fifo_i$2$d;
    wire  [127:0] fifo_i$2$q;
    reg  fifo_i$2$clock;
    reg  [127:0] fifo_i$3$d;
    wire  [127:0] fifo_i$3$q;
    reg  fifo_i$3$clock;
    reg  [31:0] fifo_pc$0$d;
    wire  [31:0] fifo_pc$0$q;
    reg  fifo_pc$0$clock;
    reg  [31:0] fifo_pc$1$d;
    wire  [31:0] fifo_pc$1$q;
    reg  fifo_pc$1$clock;
    reg  [31:0] fifo_pc$2$d;
    wire  [31:0] fifo_pc$2$q;
    reg  fifo_pc$2$clock;
    reg  [31:0] fifo_pc$3$d;
    wire  [31:0] fifo_pc$3$q;
    reg  fifo_pc$3$clock;
    reg  [4:0] cnt_q$d;
    wire  [4:0] cnt_q$q;
    reg  cnt_q$clock;
    reg  iss_v_q$d;
    wire  iss_v_q$q;
    reg  iss_v_q$clock;
    reg  [127:0] iss_d_q$d;
    wire  [127:0] iss_d_q$q;
    reg  iss_d_q$clock;
    reg  [23:0] rec_h$0$d;
    wire  [23:0] rec_h$0$q;
    reg  rec_h$0$clock;
    reg  [23:0] rec_h$1$d;
    wire  [23:0] rec_h$1$q;
    reg  rec_h$1$clock;
    reg  [23:0] rec_h$2$d;
    wire  [23:0] rec_h$2$q;
    reg  rec_h$2$clock;
    reg  [23:0] rec_h$3$d;
    wire  [23:0] rec_h$3$q;
    reg  rec_h$3$clock;
    reg  [31:0] rec_p$0$d;
    wire  [31:0] rec_p$0$q;
    reg  rec_p$0$clock;
    reg  [31:0] rec_p$1$d;
    wire  [31:0] rec_p$1$q;
    reg  rec_p$1$clock;
    reg  [31:0] rec_p$2$d;
    wire  [31:0] rec_p$2$q;
    reg  rec_p$2$clock;
    reg  [31:0] rec_p$3$d;
    wire  [31:0] rec_p$3$q;
    reg  rec_p$3$clock;
    reg  [4:0] rcnt_q$d;
    wire  [4:0] rcnt_q$q;
    reg  rcnt_q$clock;

    // Local signals
    reg  [127:0] head_i;
    reg  pop;
    reg  rpush;
    reg  rpop;
    reg  [4:0] wi;
    reg  [4:0] rwi;

    // Sub module instances
    seq_dispatch_f4$q$1$fifo_i$0 fifo_i$0(
        .d(fifo_i$0$d),
        .q(fifo_i$0$q),
        .clock(fifo_i$0$clock)
    );
    seq_dispatch_f4$q$1$fifo_i$1 fifo_i$1(
        .d(fifo_i$1$d),
        .q(fifo_i$1$q),
        .clock(fifo_i$1$clock)
    );
    seq_dispatch_f4$q$1$fifo_i$2 fifo_i$2(
        .d(fifo_i$2$d),
        .q(fifo_i$2$q),
        .clock(fifo_i$2$clock)
    );
    seq_dispatch_f4$q$1$fifo_i$3 fifo_i$3(
        .d(fifo_i$3$d),
        .q(fifo_i$3$q),
        .clock(fifo_i$3$clock)
    );
    seq_dispatch_f4$q$1$fifo_pc$0 fifo_pc$0(
        .d(fifo_pc$0$d),
        .q(fifo_pc$0$q),
        .clock(fifo_pc$0$clock)
    );
    seq_dispatch_f4$q$1$fifo_pc$1 fifo_pc$1(
        .d(fifo_pc$1$d),
        .q(fifo_pc$1$q),
        .clock(fifo_pc$1$clock)
    );
    seq_dispatch_f4$q$1$fifo_pc$2 fifo_pc$2(
        .d(fifo_pc$2$d),
        .q(fifo_pc$2$q),
        .clock(fifo_pc$2$clock)
    );
    seq_dispatch_f4$q$1$fifo_pc$3 fifo_pc$3(
        .d(fifo_pc$3$d),
        .q(fifo_pc$3$q),
        .clock(fifo_pc$3$clock)
    );
    seq_dispatch_f4$q$1$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    seq_dispatch_f4$q$1$iss_v_q iss_v_q(
        .d(iss_v_q$d),
        .q(iss_v_q$q),
        .clock(iss_v_q$clock)
    );
    seq_dispatch_f4$q$1$iss_d_q iss_d_q(
        .d(iss_d_q$d),
        .q(iss_d_q$q),
        .clock(iss_d_q$clock)
    );
    seq_dispatch_f4$q$1$rec_h$0 rec_h$0(
        .d(rec_h$0$d),
        .q(rec_h$0$q),
        .clock(rec_h$0$clock)
    );
    seq_dispatch_f4$q$1$rec_h$1 rec_h$1(
        .d(rec_h$1$d),
        .q(rec_h$1$q),
        .clock(rec_h$1$clock)
    );
    seq_dispatch_f4$q$1$rec_h$2 rec_h$2(
        .d(rec_h$2$d),
        .q(rec_h$2$q),
        .clock(rec_h$2$clock)
    );
    seq_dispatch_f4$q$1$rec_h$3 rec_h$3(
        .d(rec_h$3$d),
        .q(rec_h$3$q),
        .clock(rec_h$3$clock)
    );
    seq_dispatch_f4$q$1$rec_p$0 rec_p$0(
        .d(rec_p$0$d),
        .q(rec_p$0$q),
        .clock(rec_p$0$clock)
    );
    seq_dispatch_f4$q$1$rec_p$1 rec_p$1(
        .d(rec_p$1$d),
        .q(rec_p$1$q),
        .clock(rec_p$1$clock)
    );
    seq_dispatch_f4$q$1$rec_p$2 rec_p$2(
        .d(rec_p$2$d),
        .q(rec_p$2$q),
        .clock(rec_p$2$clock)
    );
    seq_dispatch_f4$q$1$rec_p$3 rec_p$3(
        .d(rec_p$3$d),
        .q(rec_p$3$q),
        .clock(rec_p$3$clock)
    );
    seq_dispatch_f4$q$1$rcnt_q rcnt_q(
        .d(rcnt_q$d),
        .q(rcnt_q$q),
        .clock(rcnt_q$clock)
    );

    // Update code
    always @(*) begin
        cnt_q$clock = clock;
        iss_v_q$clock = clock;
        iss_d_q$clock = clock;
        rcnt_q$clock = clock;
        cnt_q$d = cnt_q$q;
        iss_v_q$d = iss_v_q$q;
        iss_d_q$d = iss_d_q$q;
        rcnt_q$d = rcnt_q$q;
        fifo_i$0$clock = clock;
        fifo_i$0$d = fifo_i$0$q;
        fifo_pc$0$clock = clock;
        fifo_pc$0$d = fifo_pc$0$q;
        fifo_i$1$clock = clock;
        fifo_i$1$d = fifo_i$1$q;
        fifo_pc$1$clock = clock;
        fifo_pc$1$d = fifo_pc$1$q;
        fifo_i$2$clock = clock;
        fifo_i$2$d = fifo_i$2$q;
        fifo_pc$2$clock = clock;
        fifo_pc$2$d = fifo_pc$2$q;
        fifo_i$3$clock = clock;
        fifo_i$3$d = fifo_i$3$q;
        fifo_pc$3$clock = clock;
        fifo_pc$3$d = fifo_pc$3$q;
        rec_h$0$clock = clock;
        rec_h$0$d = rec_h$0$q;
        rec_p$0$clock = clock;
        rec_p$0$d = rec_p$0$q;
        rec_h$1$clock = clock;
        rec_h$1$d = rec_h$1$q;
        rec_p$1$clock = clock;
        rec_p$1$d = rec_p$1$q;
        rec_h$2$clock = clock;
        rec_h$2$d = rec_h$2$q;
        rec_p$2$clock = clock;
        rec_p$2$d = rec_p$2$q;
        rec_h$3$clock = clock;
        rec_h$3$d = rec_h$3$q;
        rec_p$3$clock = clock;
        rec_p$3$d = rec_p$3$q;
        head_i = fifo_i$0$q;
        head_pc = fifo_pc$0$q;
        head_hdr = head_i[(32'h0)+:(24)];
        head_instr = head_i;
        head_valid = cnt_q$q != c_zero5;
        full = cnt_q$q == c_full;
        head_sync = head_i[(p_opcode)+:(4)] == op_sync;
        if (head_sync) begin
            can_acquire = head_valid & (rcnt_q$q == c_zero5);
        end
        else begin
            can_acquire = head_valid & (rcnt_q$q != c_rfull) & (~iss_v_q$q | m_ready);
        end
        rec_hdr = rec_h$0$q;
        rec_pc = rec_p$0$q;
        rec_valid = rcnt_q$q != c_zero5;
        idle = (cnt_q$q == c_zero5) & (rcnt_q$q == c_zero5);
        m_valid = iss_v_q$q;
        m_data = iss_d_q$q;
        pop = acquire;
        if (pop) begin
            fifo_i$0$d = fifo_i$1$q;
            fifo_pc$0$d = fifo_pc$1$q;
            fifo_i$1$d = fifo_i$2$q;
            fifo_pc$1$d = fifo_pc$2$q;
            fifo_i$2$d = fifo_i$3$q;
            fifo_pc$2$d = fifo_pc$3$q;
        end
        wi = cnt_q$q;
        if (pop) begin
            wi = cnt_q$q - c_one5;
        end
        if (push & (wi == 0)) begin
            fifo_i$0$d = push_instr;
            fifo_pc$0$d = push_pc;
        end
        if (push & (wi == 1)) begin
            fifo_i$1$d = push_instr;
            fifo_pc$1$d = push_pc;
        end
        if (push & (wi == 2)) begin
            fifo_i$2$d = push_instr;
            fifo_pc$2$d = push_pc;
        end
        if (push & (wi == 3)) begin
            fifo_i$3$d = push_instr;
            fifo_pc$3$d = push_pc;
        end
        if (push & ~pop) begin
            cnt_q$d = cnt_q$q + c_one5;
        end
        else if (~push & pop) begin
            cnt_q$d = cnt_q$q - c_one5;
        end
        rpush = acquire & ~head_sync;
        rpop = (done | fail) & rec_valid;
        if (rpush) begin
            iss_v_q$d = 1'b1;
            iss_d_q$d = head_i;
        end
        else if (m_ready) begin
            iss_v_q$d = 1'b0;
        end
        if (rpop) begin
            rec_h$0$d = rec_h$1$q;
            rec_p$0$d = rec_p$1$q;
            rec_h$1$d = rec_h$2$q;
            rec_p$1$d = rec_p$2$q;
            rec_h$2$d = rec_h$3$q;
            rec_p$2$d = rec_p$3$q;
        end
        rwi = rcnt_q$q;
        if (rpop) begin
            rwi = rcnt_q$q - c_one5;
        end
        if (rpush & (rwi == 0)) begin
            rec_h$0$d = head_hdr;
            rec_p$0$d = head_pc;
        end
        if (rpush & (rwi == 1)) begin
            rec_h$1$d = head_hdr;
            rec_p$1$d = head_pc;
        end
        if (rpush & (rwi == 2)) begin
            rec_h$2$d = head_hdr;
            rec_p$2$d = head_pc;
        end
        if (rpush & (rwi == 3)) begin
            rec_h$3$d = head_hdr;
            rec_p$3$d = head_pc;
        end
        if (rpush & ~rpop) begin
            rcnt_q$d = rcnt_q$q + c_one5;
        end
        else if (~rpush & rpop) begin
            rcnt_q$d = rcnt_q$q - c_one5;
        end
        if (reset) begin
            cnt_q$d = c_zero5;
            iss_v_q$d = 1'b0;
            rcnt_q$d = c_zero5;
        end
    end

endmodule // seq_dispatch_f4$q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$cnt_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$fifo_i$0(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$fifo_i$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$fifo_i$1(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$fifo_i$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$fifo_i$2(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$fifo_i$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$fifo_i$3(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$fifo_i$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$fifo_pc$0(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$fifo_pc$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$fifo_pc$1(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$fifo_pc$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$fifo_pc$2(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$fifo_pc$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$fifo_pc$3(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$fifo_pc$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$iss_d_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$iss_d_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$iss_v_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$iss_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$rcnt_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$rcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$rec_h$0(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$1$rec_h$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$rec_h$1(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$1$rec_h$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$rec_h$2(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$1$rec_h$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$rec_h$3(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$1$rec_h$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$rec_p$0(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$rec_p$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$rec_p$1(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$rec_p$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$rec_p$2(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$rec_p$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$1$rec_p$3(d,q,clock);

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

endmodule // seq_dispatch_f4$q$1$rec_p$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2(clock,reset,push,push_instr,push_pc,full,head_valid,head_hdr,head_pc,head_sync,head_instr,can_acquire,acquire,m_valid,m_ready,m_data,done,fail,rec_valid,rec_hdr,rec_pc,idle);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [127:0] push_instr;
    input wire  [31:0] push_pc;
    output reg  full;
    output reg  head_valid;
    output reg  [23:0] head_hdr;
    output reg  [31:0] head_pc;
    output reg  head_sync;
    output reg  [127:0] head_instr;
    output reg  can_acquire;
    input wire  acquire;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [127:0] m_data;
    input wire  done;
    input wire  fail;
    output reg  rec_valid;
    output reg  [23:0] rec_hdr;
    output reg  [31:0] rec_pc;
    output reg  idle;

    // Constant declarations
    localparam  p_opcode = 7'b0;
    localparam  op_sync = 4'h2;
    localparam  c_full = 5'b100;
    localparam  c_rfull = 5'b100;
    localparam  c_zero5 = 5'b0;
    localparam  c_one5 = 5'b1;

    // Stub signals
    reg  [127:0] fifo_i$0$d;
    wire  [127:0] fifo_i$0$q;
    reg  fifo_i$0$clock;
    reg  [127:0] fifo_i$1$d;
    wire  [127:0] fifo_i$1$q;
    reg  fifo_i$1$clock;
    reg  [127:0] fifo_i$2$d;
    wire  [127:0] fifo_i$2$q;
    reg  fifo_i$2$clock;
    reg  [127:0] fifo_i$3$d;
    wire  [127:0] fifo_i$3$q;
    reg  fifo_i$3$clock;
    reg  [31:0] fifo_pc$0$d;
    wire  [31:0] fifo_pc$0$q;
    reg  fifo_pc$0$clock;
    reg  [31:0] fifo_pc$1$d;
    wire  [31:0] fifo_pc$1$q;
    reg  fifo_pc$1$clock;
    reg  [31:0] fifo_pc$2$d;
    wire  [31:0] fifo_pc$2$q;
    reg  fifo_pc$2$clock;
    reg  [31:0] fifo_pc$3$d;
    wire  [31:0] fifo_pc$3$q;
    reg  fifo_pc$3$clock;
    reg  [4:0] cnt_q$d;
    wire  [4:0] cnt_q$q;
    reg  cnt_q$clock;
    reg  iss_v_q$d;
    wire  iss_v_q$q;
    reg  iss_v_q$clock;
    reg  [127:0] iss_d_q$d;
    wire  [127:0] iss_d_q$q;
    reg  iss_d_q$clock;
    reg  [23:0] rec_h$0$d;
    wire  [23:0] rec_h$0$q;
    reg  rec_h$0$clock;
    reg  [23:0] rec_h$1$d;
    wire  [23:0] rec_h$1$q;
    reg  rec_h$1$clock;
    reg  [23:0] rec_h$2$d;
    wire  [23:0] rec_h$2$q;
    reg  rec_h$2$clock;
    reg  [23:0] rec_h$3$d;
    wire  [23:0] rec_h$3$q;
    reg  rec_h$3$clock;
    reg  [31:0] rec_p$0$d;
    wire  [31:0] rec_p$0$q;
    reg  rec_p$0$clock;
    reg  [31:0] rec_p$1$d;
    wire  [31:0] rec_p$1$q;
    reg  rec_p$1$clock;
    reg  [31:0] rec_p$2$d;
    wire  [31:0] rec_p$2$q;
    reg  rec_p$2$clock;
    reg  [31:0] rec_p$3$d;
    wire  [31:0] rec_p$3$q;
    reg  rec_p$3$clock;
    reg  [4:0] rcnt_q$d;
    wire  [4:0] rcnt_q$q;
    reg  rcnt_q$clock;

    // Local signals
    reg  [127:0] head_i;
    reg  pop;
    reg  rpush;
    reg  rpop;
    reg  [4:0] wi;
    reg  [4:0] rwi;

    // Sub module instances
    seq_dispatch_f4$q$2$fifo_i$0 fifo_i$0(
        .d(fifo_i$0$d),
        .q(fifo_i$0$q),
        .clock(fifo_i$0$clock)
    );
    seq_dispatch_f4$q$2$fifo_i$1 fifo_i$1(
        .d(fifo_i$1$d),
        .q(fifo_i$1$q),
        .clock(fifo_i$1$clock)
    );
    seq_dispatch_f4$q$2$fifo_i$2 fifo_i$2(
        .d(fifo_i$2$d),
        .q(fifo_i$2$q),
        .clock(fifo_i$2$clock)
    );
    seq_dispatch_f4$q$2$fifo_i$3 fifo_i$3(
        .d(fifo_i$3$d),
        .q(fifo_i$3$q),
        .clock(fifo_i$3$clock)
    );
    seq_dispatch_f4$q$2$fifo_pc$0 fifo_pc$0(
        .d(fifo_pc$0$d),
        .q(fifo_pc$0$q),
        .clock(fifo_pc$0$clock)
    );
    seq_dispatch_f4$q$2$fifo_pc$1 fifo_pc$1(
        .d(fifo_pc$1$d),
        .q(fifo_pc$1$q),
        .clock(fifo_pc$1$clock)
    );
    seq_dispatch_f4$q$2$fifo_pc$2 fifo_pc$2(
        .d(fifo_pc$2$d),
        .q(fifo_pc$2$q),
        .clock(fifo_pc$2$clock)
    );
    seq_dispatch_f4$q$2$fifo_pc$3 fifo_pc$3(
        .d(fifo_pc$3$d),
        .q(fifo_pc$3$q),
        .clock(fifo_pc$3$clock)
    );
    seq_dispatch_f4$q$2$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    seq_dispatch_f4$q$2$iss_v_q iss_v_q(
        .d(iss_v_q$d),
        .q(iss_v_q$q),
        .clock(iss_v_q$clock)
    );
    seq_dispatch_f4$q$2$iss_d_q iss_d_q(
        .d(iss_d_q$d),
        .q(iss_d_q$q),
        .clock(iss_d_q$clock)
    );
    seq_dispatch_f4$q$2$rec_h$0 rec_h$0(
        .d(rec_h$0$d),
        .q(rec_h$0$q),
        .clock(rec_h$0$clock)
    );
    seq_dispatch_f4$q$2$rec_h$1 rec_h$1(
        .d(rec_h$1$d),
        .q(rec_h$1$q),
        .clock(rec_h$1$clock)
    );
    seq_dispatch_f4$q$2$rec_h$2 rec_h$2(
        .d(rec_h$2$d),
        .q(rec_h$2$q),
        .clock(rec_h$2$clock)
    );
    seq_dispatch_f4$q$2$rec_h$3 rec_h$3(
        .d(rec_h$3$d),
        .q(rec_h$3$q),
        .clock(rec_h$3$clock)
    );
    seq_dispatch_f4$q$2$rec_p$0 rec_p$0(
        .d(rec_p$0$d),
        .q(rec_p$0$q),
        .clock(rec_p$0$clock)
    );
    seq_dispatch_f4$q$2$rec_p$1 rec_p$1(
        .d(rec_p$1$d),
        .q(rec_p$1$q),
        .clock(rec_p$1$clock)
    );
    seq_dispatch_f4$q$2$rec_p$2 rec_p$2(
        .d(rec_p$2$d),
        .q(rec_p$2$q),
        .clock(rec_p$2$clock)
    );
    seq_dispatch_f4$q$2$rec_p$3 rec_p$3(
        .d(rec_p$3$d),
        .q(rec_p$3$q),
        .clock(rec_p$3$clock)
    );
    seq_dispatch_f4$q$2$rcnt_q rcnt_q(
        .d(rcnt_q$d),
        .q(rcnt_q$q),
        .clock(rcnt_q$clock)
    );

    // Update code
    always @(*) begin
        cnt_q$clock = clock;
        iss_v_q$clock = clock;
        iss_d_q$clock = clock;
        rcnt_q$clock = clock;
        cnt_q$d = cnt_q$q;
        iss_v_q$d = iss_v_q$q;
        iss_d_q$d = iss_d_q$q;
        rcnt_q$d = rcnt_q$q;
        fifo_i$0$clock = clock;
        fifo_i$0$d = fifo_i$0$q;
        fifo_pc$0$clock = clock;
        fifo_pc$0$d = fifo_pc$0$q;
        fifo_i$1$clock = clock;
        fifo_i$1$d = fifo_i$1$q;
        fifo_pc$1$clock = clock;
        fifo_pc$1$d = fifo_pc$1$q;
        fifo_i$2$clock = clock;
        fifo_i$2$d = fifo_i$2$q;
        fifo_pc$2$clock = clock;
        fifo_pc$2$d = fifo_pc$2$q;
        fifo_i$3$clock = clock;
        fifo_i$3$d = fifo_i$3$q;
        fifo_pc$3$clock = clock;
        fifo_pc$3$d = fifo_pc$3$q;
        rec_h$0$clock = clock;
        rec_h$0$d = rec_h$0$q;
        rec_p$0$clock = clock;
        rec_p$0$d = rec_p$0$q;
        rec_h$1$clock = clock;
        rec_h$1$d = rec_h$1$q;
        rec_p$1$clock = clock;
        rec_p$1$d = rec_p$1$q;
        rec_h$2$clock = clock;
        rec_h$2$d = rec_h$2$q;
        rec_p$2$clock = clock;
        rec_p$2$d = rec_p$2$q;
        rec_h$3$clock = clock;
        rec_h$3$d = rec_h$3$q;
        rec_p$3$clock = clock;
        rec_p$3$d = rec_p$3$q;
        head_i = fifo_i$0$q;
        head_pc = fifo_pc$0$q;
        head_hdr = head_i[(32'h0)+:(24)];
        head_instr = head_i;
        head_valid = cnt_q$q != c_zero5;
        full = cnt_q$q == c_full;
        head_sync = head_i[(p_opcode)+:(4)] == op_sync;
        if (head_sync) begin
            can_acquire = head_valid & (rcnt_q$q == c_zero5);
        end
        else begin
            can_acquire = head_valid & (rcnt_q$q != c_rfull) & (~iss_v_q$q | m_ready);
        end
        rec_hdr = rec_h$0$q;
        rec_pc = rec_p$0$q;
        rec_valid = rcnt_q$q != c_zero5;
        idle = (cnt_q$q == c_zero5) & (rcnt_q$q == c_zero5);
        m_valid = iss_v_q$q;
        m_data = iss_d_q$q;
        pop = acquire;
        if (pop) begin
            fifo_i$0$d = fifo_i$1$q;
            fifo_pc$0$d = fifo_pc$1$q;
            fifo_i$1$d = fifo_i$2$q;
            fifo_pc$1$d = fifo_pc$2$q;
            fifo_i$2$d = fifo_i$3$q;
            fifo_pc$2$d = fifo_pc$3$q;
        end
        wi = cnt_q$q;
        if (pop) begin
            wi = cnt_q$q - c_one5;
        end
        if (push & (wi == 0)) begin
            fifo_i$0$d = push_instr;
            fifo_pc$0$d = push_pc;
        end
        if (push & (wi == 1)) begin
            fifo_i$1$d = push_instr;
            fifo_pc$1$d = push_pc;
        end
        if (push & (wi == 2)) begin
            fifo_i$2$d = push_instr;
            fifo_pc$2$d = push_pc;
        end
        if (push & (wi == 3)) begin
            fifo_i$3$d = push_instr;
            fifo_pc$3$d = push_pc;
        end
        if (push & ~pop) begin
            cnt_q$d = cnt_q$q + c_one5;
        end
        else if (~push & pop) begin
            cnt_q$d = cnt_q$q - c_one5;
        end
        rpush = acquire & ~head_sync;
        rpop = (done | fail) & rec_valid;
        if (rpush) begin
            iss_v_q$d = 1'b1;
            iss_d_q$d = head_i;
        end
        else if (m_ready) begin
            iss_v_q$d = 1'b0;
        end
        if (rpop) begin
            rec_h$0$d = rec_h$1$q;
            rec_p$0$d = rec_p$1$q;
            rec_h$1$d = rec_h$2$q;
            rec_p$1$d = rec_p$2$q;
            rec_h$2$d = rec_h$3$q;
            rec_p$2$d = rec_p$3$q;
        end
        rwi = rcnt_q$q;
        if (rpop) begin
            rwi = rcnt_q$q - c_one5;
        end
        if (rpush & (rwi == 0)) begin
            rec_h$0$d = head_hdr;
            rec_p$0$d = head_pc;
        end
        if (rpush & (rwi == 1)) begin
            rec_h$1$d = head_hdr;
            rec_p$1$d = head_pc;
        end
        if (rpush & (rwi == 2)) begin
            rec_h$2$d = head_hdr;
            rec_p$2$d = head_pc;
        end
        if (rpush & (rwi == 3)) begin
            rec_h$3$d = head_hdr;
            rec_p$3$d = head_pc;
        end
        if (rpush & ~rpop) begin
            rcnt_q$d = rcnt_q$q + c_one5;
        end
        else if (~rpush & rpop) begin
            rcnt_q$d = rcnt_q$q - c_one5;
        end
        if (reset) begin
            cnt_q$d = c_zero5;
            iss_v_q$d = 1'b0;
            rcnt_q$d = c_zero5;
        end
    end

endmodule // seq_dispatch_f4$q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$cnt_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$fifo_i$0(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$fifo_i$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$fifo_i$1(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$fifo_i$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$fifo_i$2(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$fifo_i$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$fifo_i$3(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$fifo_i$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$fifo_pc$0(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$fifo_pc$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$fifo_pc$1(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$fifo_pc$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$fifo_pc$2(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$fifo_pc$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$fifo_pc$3(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$fifo_pc$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$iss_d_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$iss_d_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$iss_v_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$iss_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$rcnt_q(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$rcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$rec_h$0(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$2$rec_h$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$rec_h$1(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$2$rec_h$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$rec_h$2(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$2$rec_h$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$rec_h$3(d,q,clock);

    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 24'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // seq_dispatch_f4$q$2$rec_h$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$rec_p$0(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$rec_p$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$rec_p$1(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$rec_p$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$rec_p$2(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$rec_p$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$q$2$rec_p$3(d,q,clock);

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

endmodule // seq_dispatch_f4$q$2$rec_p$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$0(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$1(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$10(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$10
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$11(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$11
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$12(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$12
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$13(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$13
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$14(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$14
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$15(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$15
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$2(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$3(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$4(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$5(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$6(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$7(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$8(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$8
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$sem$9(d,q,clock);

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

endmodule // seq_dispatch_f4$sem$9
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$st_q(d,q,clock);

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

endmodule // seq_dispatch_f4$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_dispatch_f4$wd_q(d,q,clock);

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

endmodule // seq_dispatch_f4$wd_q
/* verilator lint_on DECLFILENAME */
