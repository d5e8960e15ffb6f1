// instr_decoder: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module instr_decoder(instr,queue_id,illegal,error,opcode,funct,sem_wait,sem_signal,irq_code,dma_store,dma_kv,dma_tag,dma_rows,dma_words,dma_sram,dma_dstride,dma_sstride,dma_dram,kv_offset,kv_block,kv_layer,kv_seq,mm_acc,mm_k,mm_n,mm_m,mm_w,mm_act,mm_out,mm_astride,mm_ostride,v_imm,v_a,v_b,v_c,v_d,v_len);

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

endmodule // top
