// seq_fetch_d64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module seq_fetch_d64(clock,reset,start,abort_req,soft_reset,cfg_prog_addr,cfg_prog_len,cfg_dram_base,cfg_dram_base_hi,cfg_dram_size,axi_ar_valid,axi_ar_ready,axi_ar_addr,axi_ar_len,axi_r_valid,axi_r_ready,axi_r_data,axi_r_last,axi_r_resp,instr_valid,instr_ready,instr_data,instr_pc,prog_done,busy,active,error,error_code,error_pc,perf_bytes);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  abort_req;
    input wire  soft_reset;
    input wire  [31:0] cfg_prog_addr;
    input wire  [31:0] cfg_prog_len;
    input wire  [31:0] cfg_dram_base;
    input wire  [31:0] cfg_dram_base_hi;
    input wire  [31:0] cfg_dram_size;
    output reg  axi_ar_valid;
    input wire  axi_ar_ready;
    output reg  [31:0] axi_ar_addr;
    output reg  [7:0] axi_ar_len;
    input wire  axi_r_valid;
    output reg  axi_r_ready;
    input wire  [63:0] axi_r_data;
    input wire  axi_r_last;
    input wire  [1:0] axi_r_resp;
    output reg  instr_valid;
    input wire  instr_ready;
    output reg  [127:0] instr_data;
    output reg  [31:0] instr_pc;
    output reg  prog_done;
    output reg  busy;
    output reg  active;
    output reg  error;
    output reg  [7:0] error_code;
    output reg  [31:0] error_pc;
    output reg  [7:0] perf_bytes;

    // Constant declarations
    localparam  c_run = 2'b1;
    localparam  c_idle = 2'b0;
    localparam  c_drain = 2'b10;
    localparam  c_mb = 32'h4;
    localparam  c_256 = 32'h100;
    localparam  c_page_mask = 32'hff0;
    localparam  c_four = 32'h4;
    localparam  c_28 = 32'h1c;
    localparam  c_zero32 = 32'h0;
    localparam  c_one32 = 32'h1;
    localparam  c_ones32 = 32'hffffffff;
    localparam  c_low4 = 32'hf;
    localparam  c_bpi_shift = 8'h1;
    localparam  c_one8 = 8'h1;
    localparam  c_zero8 = 8'h0;
    localparam  c_fd8 = 8'h8;
    localparam  c_last4 = 4'h7;
    localparam  c_zero4 = 4'h0;
    localparam  c_one4 = 4'h1;
    localparam  c_bpi_m1 = 2'b1;
    localparam  c_zero2 = 2'b0;
    localparam  c_one2 = 2'b1;
    localparam  c_w128 = 128'h40;
    localparam  c_zero128 = 128'h0;
    localparam  c_beat_bytes = 8'h8;
    localparam  c_code_zl = 8'h1;
    localparam  c_code_mis = 8'h3;
    localparam  c_code_oow = 8'h4;
    localparam  c_code_bus = 8'h5;

    // Stub signals
    reg  [63:0] pad$x;
    wire  [127:0] pad$y;
    reg  [1:0] st_q$d;
    wire  [1:0] st_q$q;
    reg  st_q$clock;
    reg  [31:0] addr_q$d;
    wire  [31:0] addr_q$q;
    reg  addr_q$clock;
    reg  [31:0] left_q$d;
    wire  [31:0] left_q$q;
    reg  left_q$clock;
    reg  [31:0] len_q$d;
    wire  [31:0] len_q$q;
    reg  len_q$clock;
    reg  [31:0] pc_q$d;
    wire  [31:0] pc_q$q;
    reg  pc_q$clock;
    reg  [127:0] fifo_d$0$d;
    wire  [127:0] fifo_d$0$q;
    reg  fifo_d$0$clock;
    reg  [127:0] fifo_d$1$d;
    wire  [127:0] fifo_d$1$q;
    reg  fifo_d$1$clock;
    reg  [127:0] fifo_d$2$d;
    wire  [127:0] fifo_d$2$q;
    reg  fifo_d$2$clock;
    reg  [127:0] fifo_d$3$d;
    wire  [127:0] fifo_d$3$q;
    reg  fifo_d$3$clock;
    reg  [127:0] fifo_d$4$d;
    wire  [127:0] fifo_d$4$q;
    reg  fifo_d$4$clock;
    reg  [127:0] fifo_d$5$d;
    wire  [127:0] fifo_d$5$q;
    reg  fifo_d$5$clock;
    reg  [127:0] fifo_d$6$d;
    wire  [127:0] fifo_d$6$q;
    reg  fifo_d$6$clock;
    reg  [127:0] fifo_d$7$d;
    wire  [127:0] fifo_d$7$q;
    reg  fifo_d$7$clock;
    reg  fifo_e$0$d;
    wire  fifo_e$0$q;
    reg  fifo_e$0$clock;
    reg  fifo_e$1$d;
    wire  fifo_e$1$q;
    reg  fifo_e$1$clock;
    reg  fifo_e$2$d;
    wire  fifo_e$2$q;
    reg  fifo_e$2$clock;
    reg  fifo_e$3$d;
    wire  fifo_e$3$q;
    reg  fifo_e$3$clock;
    reg  fifo_e$4$d;
    wire  fifo_e$4$q;
    reg  fifo_e$4$clock;
    reg  fifo_e$5$d;
    wire  fifo_e$5$q;
    reg  fifo_e$5$clock;
    reg  fifo_e$6$d;
    wire  fifo_e$6$q;
    reg  fifo_e$6$clock;
    reg  fifo_e$7$d;
    wire  fifo_e$7$q;
    reg  fifo_e$7$clock;
    reg  [3:0] wp_q$d;
    wire  [3:0] wp_q$q;
    reg  wp_q$clock;
    reg  [3:0] rp_q$d;
    wire  [3:0] rp_q$q;
    reg  rp_q$clock;
    reg  [7:0] cnt_q$d;
    wire  [7:0] cnt_q$q;
    reg  cnt_q$clock;
    reg  [7:0] resv_q$d;
    wire  [7:0] resv_q$q;
    reg  resv_q$clock;
    reg  [7:0] outb_q$d;
    wire  [7:0] outb_q$q;
    reg  outb_q$clock;
    reg  ar_v_q$d;
    wire  ar_v_q$q;
    reg  ar_v_q$clock;
    reg  [31:0] ar_addr_q$d;
    wire  [31:0] ar_addr_q$q;
    reg  ar_addr_q$clock;
    reg  [7:0] ar_len_q$d;
    wire  [7:0] ar_len_q$q;
    reg  ar_len_q$clock;
    reg  [127:0] acc_q$d;
    wire  [127:0] acc_q$q;
    reg  acc_q$clock;
    reg  [1:0] bcnt_q$d;
    wire  [1:0] bcnt_q$q;
    reg  bcnt_q$clock;
    reg  eacc_q$d;
    wire  eacc_q$q;
    reg  eacc_q$clock;
    reg  err_q$d;
    wire  err_q$q;
    reg  err_q$clock;
    reg  [7:0] err_code_q$d;
    wire  [7:0] err_code_q$q;
    reg  err_code_q$clock;
    reg  [31:0] err_pc_q$d;
    wire  [31:0] err_pc_q$q;
    reg  err_pc_q$clock;

    // Local signals
    reg  [127:0] head_d;
    reg  head_e;
    reg  stop;
    reg  head_err;
    reg  [31:0] to_page;
    reg  [31:0] n;
    reg  [7:0] n8;
    reg  load;
    reg  ar_fire;
    reg  beat;
    reg  last_beat;
    reg  push;
    reg  pop;
    reg  [127:0] inst;
    reg  [31:0] e_bytes;
    reg  [31:0] e_end;
    reg  [31:0] e_bus_end;
    reg  e_oow;

    // Sub module instances
    seq_fetch_d64$pad pad(
        .x(pad$x),
        .y(pad$y)
    );
    seq_fetch_d64$st_q st_q(
        .d(st_q$d),
        .q(st_q$q),
        .clock(st_q$clock)
    );
    seq_fetch_d64$addr_q addr_q(
        .d(addr_q$d),
        .q(addr_q$q),
        .clock(addr_q$clock)
    );
    seq_fetch_d64$left_q left_q(
        .d(left_q$d),
        .q(left_q$q),
        .clock(left_q$clock)
    );
    seq_fetch_d64$len_q len_q(
        .d(len_q$d),
        .q(len_q$q),
        .clock(len_q$clock)
    );
    seq_fetch_d64$pc_q pc_q(
        .d(pc_q$d),
        .q(pc_q$q),
        .clock(pc_q$clock)
    );
    seq_fetch_d64$fifo_d$0 fifo_d$0(
        .d(fifo_d$0$d),
        .q(fifo_d$0$q),
        .clock(fifo_d$0$clock)
    );
    seq_fetch_d64$fifo_d$1 fifo_d$1(
        .d(fifo_d$1$d),
        .q(fifo_d$1$q),
        .clock(fifo_d$1$clock)
    );
    seq_fetch_d64$fifo_d$2 fifo_d$2(
        .d(fifo_d$2$d),
        .q(fifo_d$2$q),
        .clock(fifo_d$2$clock)
    );
    seq_fetch_d64$fifo_d$3 fifo_d$3(
        .d(fifo_d$3$d),
        .q(fifo_d$3$q),
        .clock(fifo_d$3$clock)
    );
    seq_fetch_d64$fifo_d$4 fifo_d$4(
        .d(fifo_d$4$d),
        .q(fifo_d$4$q),
        .clock(fifo_d$4$clock)
    );
    seq_fetch_d64$fifo_d$5 fifo_d$5(
        .d(fifo_d$5$d),
        .q(fifo_d$5$q),
        .clock(fifo_d$5$clock)
    );
    seq_fetch_d64$fifo_d$6 fifo_d$6(
        .d(fifo_d$6$d),
        .q(fifo_d$6$q),
        .clock(fifo_d$6$clock)
    );
    seq_fetch_d64$fifo_d$7 fifo_d$7(
        .d(fifo_d$7$d),
        .q(fifo_d$7$q),
        .clock(fifo_d$7$clock)
    );
    seq_fetch_d64$fifo_e$0 fifo_e$0(
        .d(fifo_e$0$d),
        .q(fifo_e$0$q),
        .clock(fifo_e$0$clock)
    );
    seq_fetch_d64$fifo_e$1 fifo_e$1(
        .d(fifo_e$1$d),
        .q(fifo_e$1$q),
        .clock(fifo_e$1$clock)
    );
    seq_fetch_d64$fifo_e$2 fifo_e$2(
        .d(fifo_e$2$d),
        .q(fifo_e$2$q),
        .clock(fifo_e$2$clock)
    );
    seq_fetch_d64$fifo_e$3 fifo_e$3(
        .d(fifo_e$3$d),
        .q(fifo_e$3$q),
        .clock(fifo_e$3$clock)
    );
    seq_fetch_d64$fifo_e$4 fifo_e$4(
        .d(fifo_e$4$d),
        .q(fifo_e$4$q),
        .clock(fifo_e$4$clock)
    );
    seq_fetch_d64$fifo_e$5 fifo_e$5(
        .d(fifo_e$5$d),
        .q(fifo_e$5$q),
        .clock(fifo_e$5$clock)
    );
    seq_fetch_d64$fifo_e$6 fifo_e$6(
        .d(fifo_e$6$d),
        .q(fifo_e$6$q),
        .clock(fifo_e$6$clock)
    );
    seq_fetch_d64$fifo_e$7 fifo_e$7(
        .d(fifo_e$7$d),
        .q(fifo_e$7$q),
        .clock(fifo_e$7$clock)
    );
    seq_fetch_d64$wp_q wp_q(
        .d(wp_q$d),
        .q(wp_q$q),
        .clock(wp_q$clock)
    );
    seq_fetch_d64$rp_q rp_q(
        .d(rp_q$d),
        .q(rp_q$q),
        .clock(rp_q$clock)
    );
    seq_fetch_d64$cnt_q cnt_q(
        .d(cnt_q$d),
        .q(cnt_q$q),
        .clock(cnt_q$clock)
    );
    seq_fetch_d64$resv_q resv_q(
        .d(resv_q$d),
        .q(resv_q$q),
        .clock(resv_q$clock)
    );
    seq_fetch_d64$outb_q outb_q(
        .d(outb_q$d),
        .q(outb_q$q),
        .clock(outb_q$clock)
    );
    seq_fetch_d64$ar_v_q ar_v_q(
        .d(ar_v_q$d),
        .q(ar_v_q$q),
        .clock(ar_v_q$clock)
    );
    seq_fetch_d64$ar_addr_q ar_addr_q(
        .d(ar_addr_q$d),
        .q(ar_addr_q$q),
        .clock(ar_addr_q$clock)
    );
    seq_fetch_d64$ar_len_q ar_len_q(
        .d(ar_len_q$d),
        .q(ar_len_q$q),
        .clock(ar_len_q$clock)
    );
    seq_fetch_d64$acc_q acc_q(
        .d(acc_q$d),
        .q(acc_q$q),
        .clock(acc_q$clock)
    );
    seq_fetch_d64$bcnt_q bcnt_q(
        .d(bcnt_q$d),
        .q(bcnt_q$q),
        .clock(bcnt_q$clock)
    );
    seq_fetch_d64$eacc_q eacc_q(
        .d(eacc_q$d),
        .q(eacc_q$q),
        .clock(eacc_q$clock)
    );
    seq_fetch_d64$err_q err_q(
        .d(err_q$d),
        .q(err_q$q),
        .clock(err_q$clock)
    );
    seq_fetch_d64$err_code_q err_code_q(
        .d(err_code_q$d),
        .q(err_code_q$q),
        .clock(err_code_q$clock)
    );
    seq_fetch_d64$err_pc_q err_pc_q(
        .d(err_pc_q$d),
        .q(err_pc_q$q),
        .clock(err_pc_q$clock)
    );

    // Update code
    always @(*) begin
        st_q$clock = clock;
        addr_q$clock = clock;
        left_q$clock = clock;
        len_q$clock = clock;
        pc_q$clock = clock;
        wp_q$clock = clock;
        rp_q$clock = clock;
        cnt_q$clock = clock;
        resv_q$clock = clock;
        outb_q$clock = clock;
        ar_v_q$clock = clock;
        ar_addr_q$clock = clock;
        ar_len_q$clock = clock;
        acc_q$clock = clock;
        bcnt_q$clock = clock;
        eacc_q$clock = clock;
        err_q$clock = clock;
        err_code_q$clock = clock;
        err_pc_q$clock = clock;
        st_q$d = st_q$q;
        addr_q$d = addr_q$q;
        left_q$d = left_q$q;
        len_q$d = len_q$q;
        pc_q$d = pc_q$q;
        wp_q$d = wp_q$q;
        rp_q$d = rp_q$q;
        cnt_q$d = cnt_q$q;
        resv_q$d = resv_q$q;
        outb_q$d = outb_q$q;
        ar_v_q$d = ar_v_q$q;
        ar_addr_q$d = ar_addr_q$q;
        ar_len_q$d = ar_len_q$q;
        acc_q$d = acc_q$q;
        bcnt_q$d = bcnt_q$q;
        eacc_q$d = eacc_q$q;
        err_q$d = err_q$q;
        err_code_q$d = err_code_q$q;
        err_pc_q$d = err_pc_q$q;
        fifo_d$0$clock = clock;
        fifo_d$0$d = fifo_d$0$q;
        fifo_e$0$clock = clock;
        fifo_e$0$d = fifo_e$0$q;
        fifo_d$1$clock = clock;
        fifo_d$1$d = fifo_d$1$q;
        fifo_e$1$clock = clock;
        fifo_e$1$d = fifo_e$1$q;
        fifo_d$2$clock = clock;
        fifo_d$2$d = fifo_d$2$q;
        fifo_e$2$clock = clock;
        fifo_e$2$d = fifo_e$2$q;
        fifo_d$3$clock = clock;
        fifo_d$3$d = fifo_d$3$q;
        fifo_e$3$clock = clock;
        fifo_e$3$d = fifo_e$3$q;
        fifo_d$4$clock = clock;
        fifo_d$4$d = fifo_d$4$q;
        fifo_e$4$clock = clock;
        fifo_e$4$d = fifo_e$4$q;
        fifo_d$5$clock = clock;
        fifo_d$5$d = fifo_d$5$q;
        fifo_e$5$clock = clock;
        fifo_e$5$d = fifo_e$5$q;
        fifo_d$6$clock = clock;
        fifo_d$6$d = fifo_d$6$q;
        fifo_e$6$clock = clock;
        fifo_e$6$d = fifo_e$6$q;
        fifo_d$7$clock = clock;
        fifo_d$7$d = fifo_d$7$q;
        fifo_e$7$clock = clock;
        fifo_e$7$d = fifo_e$7$q;
        pad$x = axi_r_data;
        head_d = fifo_d$0$q;
        head_e = fifo_e$0$q;
        if (rp_q$q == 1) begin
            head_d = fifo_d$1$q;
            head_e = fifo_e$1$q;
        end
        if (rp_q$q == 2) begin
            head_d = fifo_d$2$q;
            head_e = fifo_e$2$q;
        end
        if (rp_q$q == 3) begin
            head_d = fifo_d$3$q;
            head_e = fifo_e$3$q;
        end
        if (rp_q$q == 4) begin
            head_d = fifo_d$4$q;
            head_e = fifo_e$4$q;
        end
        if (rp_q$q == 5) begin
            head_d = fifo_d$5$q;
            head_e = fifo_e$5$q;
        end
        if (rp_q$q == 6) begin
            head_d = fifo_d$6$q;
            head_e = fifo_e$6$q;
        end
        if (rp_q$q == 7) begin
            head_d = fifo_d$7$q;
            head_e = fifo_e$7$q;
        end
        instr_valid = (st_q$q == c_run) & (cnt_q$q != c_zero8) & ~head_e;
        instr_data = head_d;
        instr_pc = pc_q$q;
        prog_done = (st_q$q == c_run) & (pc_q$q == len_q$q);
        busy = st_q$q != c_idle;
        active = (st_q$q == c_run) & (left_q$q != c_zero32);
        error = err_q$q;
        error_code = err_code_q$q;
        error_pc = err_pc_q$q;
        axi_ar_valid = ar_v_q$q;
        axi_ar_addr = ar_addr_q$q;
        axi_ar_len = ar_len_q$q;
        axi_r_ready = 1'b1;
        perf_bytes = c_zero8;
        if (axi_r_valid) begin
            perf_bytes = c_beat_bytes;
        end
        head_err = (st_q$q == c_run) & (cnt_q$q != c_zero8) & head_e;
        stop = (st_q$q == c_run) & (abort_req | soft_reset | head_err);
        pop = instr_valid & instr_ready & ~stop;
        to_page = c_256 - ((addr_q$q & c_page_mask) >> c_four);
        n = c_mb;
        if (left_q$q < n) begin
            n = left_q$q;
        end
        if (to_page < n) begin
            n = to_page;
        end
        n8 = n[(32'h0)+:(8)];
        ar_fire = ar_v_q$q & axi_ar_ready;
        load = (st_q$q == c_run) & ~stop & (left_q$q != c_zero32) & (~ar_v_q$q | axi_ar_ready) & ((cnt_q$q + resv_q$q + n8) <= c_fd8);
        if (load) begin
            ar_v_q$d = 1'b1;
            ar_addr_q$d = addr_q$q;
            ar_len_q$d = (n8 << c_bpi_shift) - c_one8;
            addr_q$d = addr_q$q + (n << c_four);
            left_q$d = left_q$q - n;
        end
        else if (ar_fire) begin
            ar_v_q$d = 1'b0;
        end
        beat = axi_r_valid & (st_q$q == c_run) & ~stop;
        last_beat = bcnt_q$q == c_bpi_m1;
        inst = pad$y;
        if (bcnt_q$q != c_zero2) begin
            inst = acc_q$q | (pad$y << c_w128);
        end
        push = beat & last_beat;
        if (beat) begin
            if (last_beat) begin
                bcnt_q$d = c_zero2;
                acc_q$d = c_zero128;
                eacc_q$d = 1'b0;
            end
            else begin
                bcnt_q$d = bcnt_q$q + c_one2;
                acc_q$d = inst;
                eacc_q$d = eacc_q$q | |axi_r_resp;
            end
        end
        if (push & (wp_q$q == 0)) begin
            fifo_d$0$d = inst;
            fifo_e$0$d = eacc_q$q | |axi_r_resp;
        end
        if (push & (wp_q$q == 1)) begin
            fifo_d$1$d = inst;
            fifo_e$1$d = eacc_q$q | |axi_r_resp;
        end
        if (push & (wp_q$q == 2)) begin
            fifo_d$2$d = inst;
            fifo_e$2$d = eacc_q$q | |axi_r_resp;
        end
        if (push & (wp_q$q == 3)) begin
            fifo_d$3$d = inst;
            fifo_e$3$d = eacc_q$q | |axi_r_resp;
        end
        if (push & (wp_q$q == 4)) begin
            fifo_d$4$d = inst;
            fifo_e$4$d = eacc_q$q | |axi_r_resp;
        end
        if (push & (wp_q$q == 5)) begin
            fifo_d$5$d = inst;
            fifo_e$5$d = eacc_q$q | |axi_r_resp;
        end
        if (push & (wp_q$q == 6)) begin
            fifo_d$6$d = inst;
            fifo_e$6$d = eacc_q$q | |axi_r_resp;
        end
        if (push & (wp_q$q == 7)) begin
            fifo_d$7$d = inst;
            fifo_e$7$d = eacc_q$q | |axi_r_resp;
        end
        if (push) begin
            if (wp_q$q == c_last4) begin
                wp_q$d = c_zero4;
            end
            else begin
                wp_q$d = wp_q$q + c_one4;
            end
        end
        if (pop) begin
            if (rp_q$q == c_last4) begin
                rp_q$d = c_zero4;
            end
            else begin
                rp_q$d = rp_q$q + c_one4;
            end
            pc_q$d = pc_q$q + c_one32;
        end
        if (push & ~pop) begin
            cnt_q$d = cnt_q$q + c_one8;
        end
        else if (~push & pop) begin
            cnt_q$d = cnt_q$q - c_one8;
        end
        if (load & push) begin
            resv_q$d = resv_q$q + n8 - c_one8;
        end
        else if (load) begin
            resv_q$d = resv_q$q + n8;
        end
        else if (push) begin
            resv_q$d = resv_q$q - c_one8;
        end
        if (ar_fire & ~(axi_r_valid & axi_r_last)) begin
            outb_q$d = outb_q$q + c_one8;
        end
        else if (~ar_fire & axi_r_valid & axi_r_last) begin
            outb_q$d = outb_q$q - c_one8;
        end
        e_bytes = cfg_prog_len << c_four;
        e_end = cfg_prog_addr + e_bytes;
        e_bus_end = cfg_dram_base + e_end;
        e_oow = (cfg_dram_base_hi != c_zero32) | ((cfg_prog_len >> c_28) != c_zero32) | (e_end < cfg_prog_addr) | (e_end > cfg_dram_size) | ((e_bus_end < cfg_dram_base) & (e_bus_end != c_zero32));
        if (st_q$q == c_idle) begin
            if (start) begin
                err_q$d = 1'b0;
                err_code_q$d = c_zero8;
                err_pc_q$d = c_ones32;
                pc_q$d = c_zero32;
                if (cfg_prog_len == c_zero32) begin
                    err_q$d = 1'b1;
                    err_code_q$d = c_code_zl;
                end
                else if (((cfg_prog_addr | cfg_dram_base) & c_low4) != c_zero32) begin
                    err_q$d = 1'b1;
                    err_code_q$d = c_code_mis;
                end
                else if (e_oow) begin
                    err_q$d = 1'b1;
                    err_code_q$d = c_code_oow;
                end
                else begin
                    st_q$d = c_run;
                    addr_q$d = cfg_dram_base + cfg_prog_addr;
                    left_q$d = cfg_prog_len;
                    len_q$d = cfg_prog_len;
                end
            end
        end
        else if (st_q$q == c_run) begin
            if (stop) begin
                st_q$d = c_drain;
                if (head_err & ~abort_req & ~soft_reset) begin
                    err_q$d = 1'b1;
                    err_code_q$d = c_code_bus;
                    err_pc_q$d = pc_q$q;
                end
            end
        end
        else if (~ar_v_q$q & (outb_q$q == c_zero8)) begin
            st_q$d = c_idle;
        end
        if (stop) begin
            wp_q$d = c_zero4;
            rp_q$d = c_zero4;
            cnt_q$d = c_zero8;
            resv_q$d = c_zero8;
            bcnt_q$d = c_zero2;
            acc_q$d = c_zero128;
            eacc_q$d = 1'b0;
            left_q$d = c_zero32;
        end
        if (soft_reset) begin
            err_q$d = 1'b0;
            err_code_q$d = c_zero8;
            err_pc_q$d = c_ones32;
            pc_q$d = c_zero32;
        end
        if (reset) begin
            st_q$d = c_idle;
            addr_q$d = c_zero32;
            left_q$d = c_zero32;
            len_q$d = c_zero32;
            pc_q$d = c_zero32;
            wp_q$d = c_zero4;
            rp_q$d = c_zero4;
            cnt_q$d = c_zero8;
            resv_q$d = c_zero8;
            outb_q$d = c_zero8;
            ar_v_q$d = 1'b0;
            bcnt_q$d = c_zero2;
            acc_q$d = c_zero128;
            eacc_q$d = 1'b0;
            err_q$d = 1'b0;
            err_code_q$d = c_zero8;
            err_pc_q$d = c_ones32;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$acc_q(d,q,clock);

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

endmodule // seq_fetch_d64$acc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$addr_q(d,q,clock);

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

endmodule // seq_fetch_d64$addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$ar_addr_q(d,q,clock);

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

endmodule // seq_fetch_d64$ar_addr_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$ar_len_q(d,q,clock);

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

endmodule // seq_fetch_d64$ar_len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$ar_v_q(d,q,clock);

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

endmodule // seq_fetch_d64$ar_v_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$bcnt_q(d,q,clock);

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

endmodule // seq_fetch_d64$bcnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$cnt_q(d,q,clock);

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

endmodule // seq_fetch_d64$cnt_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$eacc_q(d,q,clock);

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

endmodule // seq_fetch_d64$eacc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$err_code_q(d,q,clock);

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

endmodule // seq_fetch_d64$err_code_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$err_pc_q(d,q,clock);

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

endmodule // seq_fetch_d64$err_pc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$err_q(d,q,clock);

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

endmodule // seq_fetch_d64$err_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_d$0(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_d$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_d$1(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_d$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_d$2(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_d$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_d$3(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_d$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_d$4(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_d$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_d$5(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_d$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_d$6(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_d$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_d$7(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_d$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_e$0(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_e$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_e$1(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_e$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_e$2(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_e$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_e$3(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_e$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_e$4(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_e$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_e$5(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_e$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_e$6(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_e$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$fifo_e$7(d,q,clock);

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

endmodule // seq_fetch_d64$fifo_e$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$left_q(d,q,clock);

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

endmodule // seq_fetch_d64$left_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$len_q(d,q,clock);

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

endmodule // seq_fetch_d64$len_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$outb_q(d,q,clock);

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

endmodule // seq_fetch_d64$outb_q
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$pad(x,y);

    // Module arguments
    input wire  [63:0] x;
    output wire  [127:0] y;

    // Update code (wrapper)
    assign y = {64'b0, x};
endmodule // seq_fetch_d64$pad
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$pc_q(d,q,clock);

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

endmodule // seq_fetch_d64$pc_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$resv_q(d,q,clock);

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

endmodule // seq_fetch_d64$resv_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$rp_q(d,q,clock);

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

endmodule // seq_fetch_d64$rp_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$st_q(d,q,clock);

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

endmodule // seq_fetch_d64$st_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module seq_fetch_d64$wp_q(d,q,clock);

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

endmodule // seq_fetch_d64$wp_q
/* verilator lint_on DECLFILENAME */
