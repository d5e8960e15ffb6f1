// noc_sram_2x2_w64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module noc_sram_2x2_w64(clock,reset,u_req_valid,u_req_ready,u_req_addr,u_req_we,u_req_wdata,u_rsp_valid,u_rsp_data,u_reads_pending,u_writes_pending,u_idle,u_err,t_err,p1_req_valid,p1_req_ready,p1_req_addr,p1_req_we,p1_req_wdata,p1_rsp_valid,p1_rsp_data,noc_inj_valid,noc_inj_ready,noc_inj_flit,noc_ej_valid,noc_ej_ready,noc_ej_flit,s0_req_valid,s0_req_ready,s0_req_addr,s0_req_we,s0_req_wdata,s0_rsp_valid,s0_rsp_data,flit_count,edge_err,sram_stall_count,sram_conflict_count);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [2:0] u_req_valid;
    output reg  [2:0] u_req_ready;
    input wire  [26:0] u_req_addr;
    input wire  [2:0] u_req_we;
    input wire  [191:0] u_req_wdata;
    output reg  [2:0] u_rsp_valid;
    output reg  [191:0] u_rsp_data;
    output reg  [14:0] u_reads_pending;
    output reg  [14:0] u_writes_pending;
    output reg  [2:0] u_idle;
    output reg  [2:0] u_err;
    output reg  t_err;
    input wire  p1_req_valid;
    output reg  p1_req_ready;
    input wire  [8:0] p1_req_addr;
    input wire  p1_req_we;
    input wire  [63:0] p1_req_wdata;
    output reg  p1_rsp_valid;
    output reg  [63:0] p1_rsp_data;
    output reg  [3:0] noc_inj_valid;
    output reg  [3:0] noc_inj_ready;
    output reg  [303:0] noc_inj_flit;
    output reg  [3:0] noc_ej_valid;
    output reg  [3:0] noc_ej_ready;
    output reg  [303:0] noc_ej_flit;
    output reg  s0_req_valid;
    output reg  s0_req_ready;
    output reg  [8:0] s0_req_addr;
    output reg  s0_req_we;
    output reg  [63:0] s0_req_wdata;
    output reg  s0_rsp_valid;
    output reg  [63:0] s0_rsp_data;
    output reg  [31:0] flit_count;
    output reg  edge_err;
    output reg  [63:0] sram_stall_count;
    output reg  [31:0] sram_conflict_count;

    // Stub signals
    reg  mesh$clock;
    reg  mesh$reset;
    reg  [3:0] mesh$inj_valid;
    wire  [3:0] mesh$inj_ready;
    reg  [303:0] mesh$inj_flit;
    wire  [3:0] mesh$ej_valid;
    reg  [3:0] mesh$ej_ready;
    wire  [303:0] mesh$ej_flit;
    wire  [31:0] mesh$flit_count;
    wire  mesh$edge_err;
    reg  sram$clock;
    reg  sram$reset;
    reg  [1:0] sram$req_valid;
    wire  [1:0] sram$req_ready;
    reg  [17:0] sram$req_addr;
    reg  [1:0] sram$req_we;
    reg  [127:0] sram$req_wdata;
    wire  [1:0] sram$rsp_valid;
    wire  [127:0] sram$rsp_data;
    wire  [63:0] sram$stall_count;
    wire  [31:0] sram$conflict_count;
    reg  tgt$clock;
    reg  tgt$reset;
    reg  [3:0] tgt$node_x;
    reg  [3:0] tgt$node_y;
    reg  tgt$ej_valid;
    wire  tgt$ej_ready;
    reg  [75:0] tgt$ej_flit;
    wire  tgt$inj_valid;
    reg  tgt$inj_ready;
    wire  [75:0] tgt$inj_flit;
    wire  tgt$sram_req_valid;
    reg  tgt$sram_req_ready;
    wire  [8:0] tgt$sram_req_addr;
    wire  tgt$sram_req_we;
    wire  [63:0] tgt$sram_req_wdata;
    reg  tgt$sram_rsp_valid;
    reg  [63:0] tgt$sram_rsp_data;
    wire  tgt$err;
    reg  ini$0$clock;
    reg  ini$0$reset;
    reg  [3:0] ini$0$node_x;
    reg  [3:0] ini$0$node_y;
    reg  [3:0] ini$0$tgt_x;
    reg  [3:0] ini$0$tgt_y;
    reg  ini$0$sram_req_valid;
    wire  ini$0$sram_req_ready;
    reg  [8:0] ini$0$sram_req_addr;
    reg  ini$0$sram_req_we;
    reg  [63:0] ini$0$sram_req_wdata;
    wire  ini$0$sram_rsp_valid;
    wire  [63:0] ini$0$sram_rsp_data;
    wire  ini$0$inj_valid;
    reg  ini$0$inj_ready;
    wire  [75:0] ini$0$inj_flit;
    reg  ini$0$ej_valid;
    wire  ini$0$ej_ready;
    reg  [75:0] ini$0$ej_flit;
    wire  [4:0] ini$0$reads_pending;
    wire  [4:0] ini$0$writes_pending;
    wire  ini$0$idle;
    wire  ini$0$err;
    reg  ini$1$clock;
    reg  ini$1$reset;
    reg  [3:0] ini$1$node_x;
    reg  [3:0] ini$1$node_y;
    reg  [3:0] ini$1$tgt_x;
    reg  [3:0] ini$1$tgt_y;
    reg  ini$1$sram_req_valid;
    wire  ini$1$sram_req_ready;
    reg  [8:0] ini$1$sram_req_addr;
    reg  ini$1$sram_req_we;
    reg  [63:0] ini$1$sram_req_wdata;
    wire  ini$1$sram_rsp_valid;
    wire  [63:0] ini$1$sram_rsp_data;
    wire  ini$1$inj_valid;
    reg  ini$1$inj_ready;
    wire  [75:0] ini$1$inj_flit;
    reg  ini$1$ej_valid;
    wire  ini$1$ej_ready;
    reg  [75:0] ini$1$ej_flit;
    wire  [4:0] ini$1$reads_pending;
    wire  [4:0] ini$1$writes_pending;
    wire  ini$1$idle;
    wire  ini$1$err;
    reg  ini$2$clock;
    reg  ini$2$reset;
    reg  [3:0] ini$2$node_x;
    reg  [3:0] ini$2$node_y;
    reg  [3:0] ini$2$tgt_x;
    reg  [3:0] ini$2$tgt_y;
    reg  ini$2$sram_req_valid;
    wire  ini$2$sram_req_ready;
    reg  [8:0] ini$2$sram_req_addr;
    reg  ini$2$sram_req_we;
    reg  [63:0] ini$2$sram_req_wdata;
    wire  ini$2$sram_rsp_valid;
    wire  [63:0] ini$2$sram_rsp_data;
    wire  ini$2$inj_valid;
    reg  ini$2$inj_ready;
    wire  [75:0] ini$2$inj_flit;
    reg  ini$2$ej_valid;
    wire  ini$2$ej_ready;
    reg  [75:0] ini$2$ej_flit;
    wire  [4:0] ini$2$reads_pending;
    wire  [4:0] ini$2$writes_pending;
    wire  ini$2$idle;
    wire  ini$2$err;

    // Sub module instances
    noc_sram_2x2_w64$mesh mesh(
        .clock(mesh$clock),
        .reset(mesh$reset),
        .inj_valid(mesh$inj_valid),
        .inj_ready(mesh$inj_ready),
        .inj_flit(mesh$inj_flit),
        .ej_valid(mesh$ej_valid),
        .ej_ready(mesh$ej_ready),
        .ej_flit(mesh$ej_flit),
        .flit_count(mesh$flit_count),
        .edge_err(mesh$edge_err)
    );
    noc_sram_2x2_w64$sram sram(
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
    noc_sram_2x2_w64$tgt tgt(
        .clock(tgt$clock),
        .reset(tgt$reset),
        .node_x(tgt$node_x),
        .node_y(tgt$node_y),
        .ej_valid(tgt$ej_valid),
        .ej_ready(tgt$ej_ready),
        .ej_flit(tgt$ej_flit),
        .inj_valid(tgt$inj_valid),
        .inj_ready(tgt$inj_ready),
        .inj_flit(tgt$inj_flit),
        .sram_req_valid(tgt$sram_req_valid),
        .sram_req_ready(tgt$sram_req_ready),
        .sram_req_addr(tgt$sram_req_addr),
        .sram_req_we(tgt$sram_req_we),
        .sram_req_wdata(tgt$sram_req_wdata),
        .sram_rsp_valid(tgt$sram_rsp_valid),
        .sram_rsp_data(tgt$sram_rsp_data),
        .err(tgt$err)
    );
    noc_sram_2x2_w64$ini$0 ini$0(
        .clock(ini$0$clock),
        .reset(ini$0$reset),
        .node_x(ini$0$node_x),
        .node_y(ini$0$node_y),
        .tgt_x(ini$0$tgt_x),
        .tgt_y(ini$0$tgt_y),
        .sram_req_valid(ini$0$sram_req_valid),
        .sram_req_ready(ini$0$sram_req_ready),
        .sram_req_addr(ini$0$sram_req_addr),
        .sram_req_we(ini$0$sram_req_we),
        .sram_req_wdata(ini$0$sram_req_wdata),
        .sram_rsp_valid(ini$0$sram_rsp_valid),
        .sram_rsp_data(ini$0$sram_rsp_data),
        .inj_valid(ini$0$inj_valid),
        .inj_ready(ini$0$inj_ready),
        .inj_flit(ini$0$inj_flit),
        .ej_valid(ini$0$ej_valid),
        .ej_ready(ini$0$ej_ready),
        .ej_flit(ini$0$ej_flit),
        .reads_pending(ini$0$reads_pending),
        .writes_pending(ini$0$writes_pending),
        .idle(ini$0$idle),
        .err(ini$0$err)
    );
    noc_sram_2x2_w64$ini$0 ini$1(
        .clock(ini$1$clock),
        .reset(ini$1$reset),
        .node_x(ini$1$node_x),
        .node_y(ini$1$node_y),
        .tgt_x(ini$1$tgt_x),
        .tgt_y(ini$1$tgt_y),
        .sram_req_valid(ini$1$sram_req_valid),
        .sram_req_ready(ini$1$sram_req_ready),
        .sram_req_addr(ini$1$sram_req_addr),
        .sram_req_we(ini$1$sram_req_we),
        .sram_req_wdata(ini$1$sram_req_wdata),
        .sram_rsp_valid(ini$1$sram_rsp_valid),
        .sram_rsp_data(ini$1$sram_rsp_data),
        .inj_valid(ini$1$inj_valid),
        .inj_ready(ini$1$inj_ready),
        .inj_flit(ini$1$inj_flit),
        .ej_valid(ini$1$ej_valid),
        .ej_ready(ini$1$ej_ready),
        .ej_flit(ini$1$ej_flit),
        .reads_pending(ini$1$reads_pending),
        .writes_pending(ini$1$writes_pending),
        .idle(ini$1$idle),
        .err(ini$1$err)
    );
    noc_sram_2x2_w64$ini$2 ini$2(
        .clock(ini$2$clock),
        .reset(ini$2$reset),
        .node_x(ini$2$node_x),
        .node_y(ini$2$node_y),
        .tgt_x(ini$2$tgt_x),
        .tgt_y(ini$2$tgt_y),
        .sram_req_valid(ini$2$sram_req_valid),
        .sram_req_ready(ini$2$sram_req_ready),
        .sram_req_addr(ini$2$sram_req_addr),
        .sram_req_we(ini$2$sram_req_we),
        .sram_req_wdata(ini$2$sram_req_wdata),
        .sram_rsp_valid(ini$2$sram_rsp_valid),
        .sram_rsp_data(ini$2$sram_rsp_data),
        .inj_valid(ini$2$inj_valid),
        .inj_ready(ini$2$inj_ready),
        .inj_flit(ini$2$inj_flit),
        .ej_valid(ini$2$ej_valid),
        .ej_ready(ini$2$ej_ready),
        .ej_flit(ini$2$ej_flit),
        .reads_pending(ini$2$reads_pending),
        .writes_pending(ini$2$writes_pending),
        .idle(ini$2$idle),
        .err(ini$2$err)
    );

    // Update code (custom)
    always @(*) begin
        mesh$clock = clock;
        mesh$reset = reset;
        sram$clock = clock;
        sram$reset = reset;
        tgt$clock = clock;
        tgt$reset = reset;
        ini$0$clock = clock;
        ini$0$reset = reset;
        ini$1$clock = clock;
        ini$1$reset = reset;
        ini$2$clock = clock;
        ini$2$reset = reset;
        tgt$node_x = 4'd0;
        tgt$node_y = 4'd0;
        ini$0$node_x = 4'd1;
        ini$0$node_y = 4'd0;
        ini$0$tgt_x = 4'd0;
        ini$0$tgt_y = 4'd0;
        ini$1$node_x = 4'd0;
        ini$1$node_y = 4'd1;
        ini$1$tgt_x = 4'd0;
        ini$1$tgt_y = 4'd0;
        ini$2$node_x = 4'd1;
        ini$2$node_y = 4'd1;
        ini$2$tgt_x = 4'd0;
        ini$2$tgt_y = 4'd0;
    end
    always @(*) mesh$inj_valid = {ini$2$inj_valid, ini$1$inj_valid, ini$0$inj_valid, tgt$inj_valid};
    always @(*) mesh$inj_flit = {ini$2$inj_flit, ini$1$inj_flit, ini$0$inj_flit, tgt$inj_flit};
    always @(*) mesh$ej_ready = {ini$2$ej_ready, ini$1$ej_ready, ini$0$ej_ready, tgt$ej_ready};
    always @(*) tgt$inj_ready = mesh$inj_ready[0];
    always @(*) tgt$ej_valid = mesh$ej_valid[0];
    always @(*) tgt$ej_flit = mesh$ej_flit[75:0];
    always @(*) ini$0$inj_ready = mesh$inj_ready[1];
    always @(*) ini$0$ej_valid = mesh$ej_valid[1];
    always @(*) ini$0$ej_flit = mesh$ej_flit[151:76];
    always @(*) ini$0$sram_req_valid = u_req_valid[0];
    always @(*) ini$0$sram_req_addr = u_req_addr[8:0];
    always @(*) ini$0$sram_req_we = u_req_we[0];
    always @(*) ini$0$sram_req_wdata = u_req_wdata[63:0];
    always @(*) ini$1$inj_ready = mesh$inj_ready[2];
    always @(*) ini$1$ej_valid = mesh$ej_valid[2];
    always @(*) ini$1$ej_flit = mesh$ej_flit[227:152];
    always @(*) ini$1$sram_req_valid = u_req_valid[1];
    always @(*) ini$1$sram_req_addr = u_req_addr[17:9];
    always @(*) ini$1$sram_req_we = u_req_we[1];
    always @(*) ini$1$sram_req_wdata = u_req_wdata[127:64];
    always @(*) ini$2$inj_ready = mesh$inj_ready[3];
    always @(*) ini$2$ej_valid = mesh$ej_valid[3];
    always @(*) ini$2$ej_flit = mesh$ej_flit[303:228];
    always @(*) ini$2$sram_req_valid = u_req_valid[2];
    always @(*) ini$2$sram_req_addr = u_req_addr[26:18];
    always @(*) ini$2$sram_req_we = u_req_we[2];
    always @(*) ini$2$sram_req_wdata = u_req_wdata[191:128];
    always @(*) u_req_ready = {ini$2$sram_req_ready, ini$1$sram_req_ready, ini$0$sram_req_ready};
    always @(*) u_rsp_valid = {ini$2$sram_rsp_valid, ini$1$sram_rsp_valid, ini$0$sram_rsp_valid};
    always @(*) u_rsp_data = {ini$2$sram_rsp_data, ini$1$sram_rsp_data, ini$0$sram_rsp_data};
    always @(*) u_reads_pending = {ini$2$reads_pending, ini$1$reads_pending, ini$0$reads_pending};
    always @(*) u_writes_pending = {ini$2$writes_pending, ini$1$writes_pending, ini$0$writes_pending};
    always @(*) u_idle = {ini$2$idle, ini$1$idle, ini$0$idle};
    always @(*) u_err = {ini$2$err, ini$1$err, ini$0$err};
    always @(*) t_err = tgt$err;
    always @(*) sram$req_valid = {p1_req_valid, tgt$sram_req_valid};
    always @(*) sram$req_addr = {p1_req_addr, tgt$sram_req_addr};
    always @(*) sram$req_we = {p1_req_we, tgt$sram_req_we};
    always @(*) sram$req_wdata = {p1_req_wdata, tgt$sram_req_wdata};
    always @(*) tgt$sram_req_ready = sram$req_ready[0];
    always @(*) tgt$sram_rsp_valid = sram$rsp_valid[0];
    always @(*) tgt$sram_rsp_data = sram$rsp_data[63:0];
    always @(*) p1_req_ready = sram$req_ready[1];
    always @(*) p1_rsp_valid = sram$rsp_valid[1];
    always @(*) p1_rsp_data = sram$rsp_data[127:64];
    always @(*) noc_inj_valid = mesh$inj_valid;
    always @(*) noc_inj_ready = mesh$inj_ready;
    always @(*) noc_inj_flit = mesh$inj_flit;
    always @(*) noc_ej_valid = mesh$ej_valid;
    always @(*) noc_ej_ready = mesh$ej_ready;
    always @(*) noc_ej_flit = mesh$ej_flit;
    always @(*) s0_req_valid = tgt$sram_req_valid;
    always @(*) s0_req_ready = sram$req_ready[0];
    always @(*) s0_req_addr = tgt$sram_req_addr;
    always @(*) s0_req_we = tgt$sram_req_we;
    always @(*) s0_req_wdata = tgt$sram_req_wdata;
    always @(*) s0_rsp_valid = sram$rsp_valid[0];
    always @(*) s0_rsp_data = sram$rsp_data[63:0];
    always @(*) flit_count = mesh$flit_count;
    always @(*) edge_err = mesh$edge_err;
    always @(*) sram_stall_count = sram$stall_count;
    always @(*) sram_conflict_count = sram$conflict_count;
endmodule // top

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$ini$0(clock,reset,node_x,node_y,tgt_x,tgt_y,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data,inj_valid,inj_ready,inj_flit,ej_valid,ej_ready,ej_flit,reads_pending,writes_pending,idle,err);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [3:0] node_x;
    input wire  [3:0] node_y;
    input wire  [3:0] tgt_x;
    input wire  [3:0] tgt_y;
    input wire  sram_req_valid;
    output wire  sram_req_ready;
    input wire  [8:0] sram_req_addr;
    input wire  sram_req_we;
    input wire  [63:0] sram_req_wdata;
    output wire  sram_rsp_valid;
    output wire  [63:0] sram_rsp_data;
    output wire  inj_valid;
    input wire  inj_ready;
    output wire  [75:0] inj_flit;
    input wire  ej_valid;
    output wire  ej_ready;
    input wire  [75:0] ej_flit;
    output wire  [4:0] reads_pending;
    output wire  [4:0] writes_pending;
    output wire  idle;
    output wire  err;

    // Update code (wrapper)
    // packet register: the request being injected (head flit hf_q, then for a write the data flit df_q)
    reg pv_q;            // a packet is being injected
    reg pd_q;            // its head has been injected, the data flit is next
    reg pw_q;            // it is a write (two flits)
    reg [75:0] hf_q;
    reg [75:0] df_q;
    reg [4:0] rd_q;      // reads pending
    reg [4:0] wr_q;      // writes pending
    reg err_q;
    wire fire = pv_q & inj_ready;
    wire last = fire & (pd_q | ~pw_q);
    wire room = ~pv_q | last;
    wire can_r = rd_q != 5'd16;
    wire can_w = wr_q != 5'd16;
    wire acc = sram_req_valid & sram_req_ready;
    // ejected flit: a one-flit packet (head and tail) of kind 1x (10 read data, 11 write ack) for this node
    wire ej_one = ej_flit[0] & ej_flit[1] & ej_flit[11] & (ej_flit[9:2] == {node_y, node_x});
    wire rsp = ej_valid & ej_one & ~ej_flit[10];
    wire ack = ej_valid & ej_one & ej_flit[10];
    wire bad = (ej_valid & ~ej_one) | (rsp & (rd_q == 5'd0)) | (ack & (wr_q == 5'd0));
    wire [75:0] hf_d = {{47{1'b0}}, sram_req_addr, node_y, node_x, 1'b0, sram_req_we, tgt_y, tgt_x, ~sram_req_we, 1'b1};
    wire [75:0] df_d = {sram_req_wdata, 10'd0, 1'b1, 1'b0};
    assign sram_req_ready = ~reset & room & (sram_req_we ? can_w : can_r);
    assign inj_valid = pv_q;
    assign inj_flit = pd_q ? df_q : hf_q;
    assign ej_ready = 1'b1;
    assign sram_rsp_valid = rsp;
    assign sram_rsp_data = rsp ? ej_flit[75:12] : 64'd0;
    assign reads_pending = rd_q;
    assign writes_pending = wr_q;
    assign idle = ~pv_q & (rd_q == 5'd0) & (wr_q == 5'd0);
    assign err = err_q;

    always @(posedge clock) begin
        if (reset) begin
            pv_q <= 1'b0;
            pd_q <= 1'b0;
            pw_q <= 1'b0;
            hf_q <= 76'd0;
            df_q <= 76'd0;
            rd_q <= 5'd0;
            wr_q <= 5'd0;
            err_q <= 1'b0;
        end else begin
            if (acc) begin
                pv_q <= 1'b1;
                pd_q <= 1'b0;
                pw_q <= sram_req_we;
                hf_q <= hf_d;
                df_q <= df_d;
            end else if (last) begin
                pv_q <= 1'b0;
                pd_q <= 1'b0;
            end else if (fire) begin
                pd_q <= 1'b1;
            end
            rd_q <= rd_q + {4'd0, acc & ~sram_req_we} - {4'd0, rsp};
            wr_q <= wr_q + {4'd0, acc & sram_req_we} - {4'd0, ack};
            if (bad) begin
                err_q <= 1'b1;
            end
        end
    end
endmodule // noc_sram_2x2_w64$ini$0
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$ini$2(clock,reset,node_x,node_y,tgt_x,tgt_y,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data,inj_valid,inj_ready,inj_flit,ej_valid,ej_ready,ej_flit,reads_pending,writes_pending,idle,err);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [3:0] node_x;
    input wire  [3:0] node_y;
    input wire  [3:0] tgt_x;
    input wire  [3:0] tgt_y;
    input wire  sram_req_valid;
    output wire  sram_req_ready;
    input wire  [8:0] sram_req_addr;
    input wire  sram_req_we;
    input wire  [63:0] sram_req_wdata;
    output wire  sram_rsp_valid;
    output wire  [63:0] sram_rsp_data;
    output wire  inj_valid;
    input wire  inj_ready;
    output wire  [75:0] inj_flit;
    input wire  ej_valid;
    output wire  ej_ready;
    input wire  [75:0] ej_flit;
    output wire  [4:0] reads_pending;
    output wire  [4:0] writes_pending;
    output wire  idle;
    output wire  err;

    // Update code (wrapper)
    // packet register: the request being injected (head flit hf_q, then for a write the data flit df_q)
    reg pv_q;            // a packet is being injected
    reg pd_q;            // its head has been injected, the data flit is next
    reg pw_q;            // it is a write (two flits)
    reg [75:0] hf_q;
    reg [75:0] df_q;
    reg [4:0] rd_q;      // reads pending
    reg [4:0] wr_q;      // writes pending
    reg err_q;
    wire fire = pv_q & inj_ready;
    wire last = fire & (pd_q | ~pw_q);
    wire room = ~pv_q | last;
    wire can_r = rd_q != 5'd16;
    wire can_w = wr_q != 5'd16;
    wire acc = sram_req_valid & sram_req_ready;
    // ejected flit: a one-flit packet (head and tail) of kind 1x (10 read data, 11 write ack) for this node
    wire ej_one = ej_flit[0] & ej_flit[1] & ej_flit[11] & (ej_flit[9:2] == {node_y, node_x});
    wire rsp = ej_valid & ej_one & ~ej_flit[10];
    wire ack = ej_valid & ej_one & ej_flit[10];
    wire bad = (ej_valid & ~ej_one) | (rsp & (rd_q == 5'd0)) | (ack & (wr_q == 5'd0));
    wire [75:0] hf_d = {{47{1'b0}}, sram_req_addr, node_y, node_x, 1'b0, sram_req_we, tgt_y, tgt_x, ~sram_req_we, 1'b1};
    wire [75:0] df_d = {sram_req_wdata, 10'd0, 1'b1, 1'b0};
    assign sram_req_ready = ~reset & room & (sram_req_we ? can_w : can_r);
    assign inj_valid = pv_q;
    assign inj_flit = pd_q ? df_q : hf_q;
    assign ej_ready = 1'b1;
    assign sram_rsp_valid = rsp;
    assign sram_rsp_data = rsp ? ej_flit[75:12] : 64'd0;
    assign reads_pending = rd_q;
    assign writes_pending = wr_q;
    assign idle = ~pv_q & (rd_q == 5'd0) & (wr_q == 5'd0);
    assign err = err_q;

    always @(posedge clock) begin
        if (reset) begin
            pv_q <= 1'b0;
            pd_q <= 1'b0;
            pw_q <= 1'b0;
            hf_q <= 76'd0;
            df_q <= 76'd0;
            rd_q <= 5'd0;
            wr_q <= 5'd0;
            err_q <= 1'b0;
        end else begin
            if (acc) begin
                pv_q <= 1'b1;
                pd_q <= 1'b0;
                pw_q <= sram_req_we;
                hf_q <= hf_d;
                df_q <= df_d;
            end else if (last) begin
                pv_q <= 1'b0;
                pd_q <= 1'b0;
            end else if (fire) begin
                pd_q <= 1'b1;
            end
            rd_q <= rd_q + {4'd0, acc & ~sram_req_we} - {4'd0, rsp};
            wr_q <= wr_q + {4'd0, acc & sram_req_we} - {4'd0, ack};
            if (bad) begin
                err_q <= 1'b1;
            end
        end
    end
endmodule // noc_sram_2x2_w64$ini$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$mesh(clock,reset,inj_valid,inj_ready,inj_flit,ej_valid,ej_ready,ej_flit,flit_count,edge_err);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [3:0] inj_valid;
    output reg  [3:0] inj_ready;
    input wire  [303:0] inj_flit;
    output reg  [3:0] ej_valid;
    input wire  [3:0] ej_ready;
    output reg  [303:0] ej_flit;
    output reg  [31:0] flit_count;
    output reg  edge_err;

    // Stub signals
    reg  routers$0$clock;
    reg  routers$0$reset;
    reg  routers$0$lin_valid$0;
    reg  routers$0$lin_valid$1;
    reg  routers$0$lin_valid$2;
    reg  routers$0$lin_valid$3;
    reg  [75:0] routers$0$lin_flit$0;
    reg  [75:0] routers$0$lin_flit$1;
    reg  [75:0] routers$0$lin_flit$2;
    reg  [75:0] routers$0$lin_flit$3;
    wire  routers$0$lin_credit$0;
    wire  routers$0$lin_credit$1;
    wire  routers$0$lin_credit$2;
    wire  routers$0$lin_credit$3;
    wire  routers$0$lout_valid$0;
    wire  routers$0$lout_valid$1;
    wire  routers$0$lout_valid$2;
    wire  routers$0$lout_valid$3;
    wire  [75:0] routers$0$lout_flit$0;
    wire  [75:0] routers$0$lout_flit$1;
    wire  [75:0] routers$0$lout_flit$2;
    wire  [75:0] routers$0$lout_flit$3;
    reg  routers$0$lout_credit$0;
    reg  routers$0$lout_credit$1;
    reg  routers$0$lout_credit$2;
    reg  routers$0$lout_credit$3;
    reg  routers$0$inj_valid;
    wire  routers$0$inj_ready;
    reg  [75:0] routers$0$inj_flit;
    wire  routers$0$ej_valid;
    reg  routers$0$ej_ready;
    wire  [75:0] routers$0$ej_flit;
    wire  [31:0] routers$0$flits;
    reg  [3:0] routers$0$pos_x;
    reg  [3:0] routers$0$pos_y;
    reg  routers$1$clock;
    reg  routers$1$reset;
    reg  routers$1$lin_valid$0;
    reg  routers$1$lin_valid$1;
    reg  routers$1$lin_valid$2;
    reg  routers$1$lin_valid$3;
    reg  [75:0] routers$1$lin_flit$0;
    reg  [75:0] routers$1$lin_flit$1;
    reg  [75:0] routers$1$lin_flit$2;
    reg  [75:0] routers$1$lin_flit$3;
    wire  routers$1$lin_credit$0;
    wire  routers$1$lin_credit$1;
    wire  routers$1$lin_credit$2;
    wire  routers$1$lin_credit$3;
    wire  routers$1$lout_valid$0;
    wire  routers$1$lout_valid$1;
    wire  routers$1$lout_valid$2;
    wire  routers$1$lout_valid$3;
    wire  [75:0] routers$1$lout_flit$0;
    wire  [75:0] routers$1$lout_flit$1;
    wire  [75:0] routers$1$lout_flit$2;
    wire  [75:0] routers$1$lout_flit$3;
    reg  routers$1$lout_credit$0;
    reg  routers$1$lout_credit$1;
    reg  routers$1$lout_credit$2;
    reg  routers$1$lout_credit$3;
    reg  routers$1$inj_valid;
    wire  routers$1$inj_ready;
    reg  [75:0] routers$1$inj_flit;
    wire  routers$1$ej_valid;
    reg  routers$1$ej_ready;
    wire  [75:0] routers$1$ej_flit;
    wire  [31:0] routers$1$flits;
    reg  [3:0] routers$1$pos_x;
    reg  [3:0] routers$1$pos_y;
    reg  routers$2$clock;
    reg  routers$2$reset;
    reg  routers$2$lin_valid$0;
    reg  routers$2$lin_valid$1;
    reg  routers$2$lin_valid$2;
    reg  routers$2$lin_valid$3;
    reg  [75:0] routers$2$lin_flit$0;
    reg  [75:0] routers$2$lin_flit$1;
    reg  [75:0] routers$2$lin_flit$2;
    reg  [75:0] routers$2$lin_flit$3;
    wire  routers$2$lin_credit$0;
    wire  routers$2$lin_credit$1;
    wire  routers$2$lin_credit$2;
    wire  routers$2$lin_credit$3;
    wire  routers$2$lout_valid$0;
    wire  routers$2$lout_valid$1;
    wire  routers$2$lout_valid$2;
    wire  routers$2$lout_valid$3;
    wire  [75:0] routers$2$lout_flit$0;
    wire  [75:0] routers$2$lout_flit$1;
    wire  [75:0] routers$2$lout_flit$2;
    wire  [75:0] routers$2$lout_flit$3;
    reg  routers$2$lout_credit$0;
    reg  routers$2$lout_credit$1;
    reg  routers$2$lout_credit$2;
    reg  routers$2$lout_credit$3;
    reg  routers$2$inj_valid;
    wire  routers$2$inj_ready;
    reg  [75:0] routers$2$inj_flit;
    wire  routers$2$ej_valid;
    reg  routers$2$ej_ready;
    wire  [75:0] routers$2$ej_flit;
    wire  [31:0] routers$2$flits;
    reg  [3:0] routers$2$pos_x;
    reg  [3:0] routers$2$pos_y;
    reg  routers$3$clock;
    reg  routers$3$reset;
    reg  routers$3$lin_valid$0;
    reg  routers$3$lin_valid$1;
    reg  routers$3$lin_valid$2;
    reg  routers$3$lin_valid$3;
    reg  [75:0] routers$3$lin_flit$0;
    reg  [75:0] routers$3$lin_flit$1;
    reg  [75:0] routers$3$lin_flit$2;
    reg  [75:0] routers$3$lin_flit$3;
    wire  routers$3$lin_credit$0;
    wire  routers$3$lin_credit$1;
    wire  routers$3$lin_credit$2;
    wire  routers$3$lin_credit$3;
    wire  routers$3$lout_valid$0;
    wire  routers$3$lout_valid$1;
    wire  routers$3$lout_valid$2;
    wire  routers$3$lout_valid$3;
    wire  [75:0] routers$3$lout_flit$0;
    wire  [75:0] routers$3$lout_flit$1;
    wire  [75:0] routers$3$lout_flit$2;
    wire  [75:0] routers$3$lout_flit$3;
    reg  routers$3$lout_credit$0;
    reg  routers$3$lout_credit$1;
    reg  routers$3$lout_credit$2;
    reg  routers$3$lout_credit$3;
    reg  routers$3$inj_valid;
    wire  routers$3$inj_ready;
    reg  [75:0] routers$3$inj_flit;
    wire  routers$3$ej_valid;
    reg  routers$3$ej_ready;
    wire  [75:0] routers$3$ej_flit;
    wire  [31:0] routers$3$flits;
    reg  [3:0] routers$3$pos_x;
    reg  [3:0] routers$3$pos_y;

    // Sub module instances
    noc_sram_2x2_w64$mesh$routers$0 routers$0(
        .clock(routers$0$clock),
        .reset(routers$0$reset),
        .lin_valid$0(routers$0$lin_valid$0),
        .lin_valid$1(routers$0$lin_valid$1),
        .lin_valid$2(routers$0$lin_valid$2),
        .lin_valid$3(routers$0$lin_valid$3),
        .lin_flit$0(routers$0$lin_flit$0),
        .lin_flit$1(routers$0$lin_flit$1),
        .lin_flit$2(routers$0$lin_flit$2),
        .lin_flit$3(routers$0$lin_flit$3),
        .lin_credit$0(routers$0$lin_credit$0),
        .lin_credit$1(routers$0$lin_credit$1),
        .lin_credit$2(routers$0$lin_credit$2),
        .lin_credit$3(routers$0$lin_credit$3),
        .lout_valid$0(routers$0$lout_valid$0),
        .lout_valid$1(routers$0$lout_valid$1),
        .lout_valid$2(routers$0$lout_valid$2),
        .lout_valid$3(routers$0$lout_valid$3),
        .lout_flit$0(routers$0$lout_flit$0),
        .lout_flit$1(routers$0$lout_flit$1),
        .lout_flit$2(routers$0$lout_flit$2),
        .lout_flit$3(routers$0$lout_flit$3),
        .lout_credit$0(routers$0$lout_credit$0),
        .lout_credit$1(routers$0$lout_credit$1),
        .lout_credit$2(routers$0$lout_credit$2),
        .lout_credit$3(routers$0$lout_credit$3),
        .inj_valid(routers$0$inj_valid),
        .inj_ready(routers$0$inj_ready),
        .inj_flit(routers$0$inj_flit),
        .ej_valid(routers$0$ej_valid),
        .ej_ready(routers$0$ej_ready),
        .ej_flit(routers$0$ej_flit),
        .flits(routers$0$flits),
        .pos_x(routers$0$pos_x),
        .pos_y(routers$0$pos_y)
    );
    noc_sram_2x2_w64$mesh$routers$0 routers$1(
        .clock(routers$1$clock),
        .reset(routers$1$reset),
        .lin_valid$0(routers$1$lin_valid$0),
        .lin_valid$1(routers$1$lin_valid$1),
        .lin_valid$2(routers$1$lin_valid$2),
        .lin_valid$3(routers$1$lin_valid$3),
        .lin_flit$0(routers$1$lin_flit$0),
        .lin_flit$1(routers$1$lin_flit$1),
        .lin_flit$2(routers$1$lin_flit$2),
        .lin_flit$3(routers$1$lin_flit$3),
        .lin_credit$0(routers$1$lin_credit$0),
        .lin_credit$1(routers$1$lin_credit$1),
        .lin_credit$2(routers$1$lin_credit$2),
        .lin_credit$3(routers$1$lin_credit$3),
        .lout_valid$0(routers$1$lout_valid$0),
        .lout_valid$1(routers$1$lout_valid$1),
        .lout_valid$2(routers$1$lout_valid$2),
        .lout_valid$3(routers$1$lout_valid$3),
        .lout_flit$0(routers$1$lout_flit$0),
        .lout_flit$1(routers$1$lout_flit$1),
        .lout_flit$2(routers$1$lout_flit$2),
        .lout_flit$3(routers$1$lout_flit$3),
        .lout_credit$0(routers$1$lout_credit$0),
        .lout_credit$1(routers$1$lout_credit$1),
        .lout_credit$2(routers$1$lout_credit$2),
        .lout_credit$3(routers$1$lout_credit$3),
        .inj_valid(routers$1$inj_valid),
        .inj_ready(routers$1$inj_ready),
        .inj_flit(routers$1$inj_flit),
        .ej_valid(routers$1$ej_valid),
        .ej_ready(routers$1$ej_ready),
        .ej_flit(routers$1$ej_flit),
        .flits(routers$1$flits),
        .pos_x(routers$1$pos_x),
        .pos_y(routers$1$pos_y)
    );
    noc_sram_2x2_w64$mesh$routers$0 routers$2(
        .clock(routers$2$clock),
        .reset(routers$2$reset),
        .lin_valid$0(routers$2$lin_valid$0),
        .lin_valid$1(routers$2$lin_valid$1),
        .lin_valid$2(routers$2$lin_valid$2),
        .lin_valid$3(routers$2$lin_valid$3),
        .lin_flit$0(routers$2$lin_flit$0),
        .lin_flit$1(routers$2$lin_flit$1),
        .lin_flit$2(routers$2$lin_flit$2),
        .lin_flit$3(routers$2$lin_flit$3),
        .lin_credit$0(routers$2$lin_credit$0),
        .lin_credit$1(routers$2$lin_credit$1),
        .lin_credit$2(routers$2$lin_credit$2),
        .lin_credit$3(routers$2$lin_credit$3),
        .lout_valid$0(routers$2$lout_valid$0),
        .lout_valid$1(routers$2$lout_valid$1),
        .lout_valid$2(routers$2$lout_valid$2),
        .lout_valid$3(routers$2$lout_valid$3),
        .lout_flit$0(routers$2$lout_flit$0),
        .lout_flit$1(routers$2$lout_flit$1),
        .lout_flit$2(routers$2$lout_flit$2),
        .lout_flit$3(routers$2$lout_flit$3),
        .lout_credit$0(routers$2$lout_credit$0),
        .lout_credit$1(routers$2$lout_credit$1),
        .lout_credit$2(routers$2$lout_credit$2),
        .lout_credit$3(routers$2$lout_credit$3),
        .inj_valid(routers$2$inj_valid),
        .inj_ready(routers$2$inj_ready),
        .inj_flit(routers$2$inj_flit),
        .ej_valid(routers$2$ej_valid),
        .ej_ready(routers$2$ej_ready),
        .ej_flit(routers$2$ej_flit),
        .flits(routers$2$flits),
        .pos_x(routers$2$pos_x),
        .pos_y(routers$2$pos_y)
    );
    noc_sram_2x2_w64$mesh$routers$0 routers$3(
        .clock(routers$3$clock),
        .reset(routers$3$reset),
        .lin_valid$0(routers$3$lin_valid$0),
        .lin_valid$1(routers$3$lin_valid$1),
        .lin_valid$2(routers$3$lin_valid$2),
        .lin_valid$3(routers$3$lin_valid$3),
        .lin_flit$0(routers$3$lin_flit$0),
        .lin_flit$1(routers$3$lin_flit$1),
        .lin_flit$2(routers$3$lin_flit$2),
        .lin_flit$3(routers$3$lin_flit$3),
        .lin_credit$0(routers$3$lin_credit$0),
        .lin_credit$1(routers$3$lin_credit$1),
        .lin_credit$2(routers$3$lin_credit$2),
        .lin_credit$3(routers$3$lin_credit$3),
        .lout_valid$0(routers$3$lout_valid$0),
        .lout_valid$1(routers$3$lout_valid$1),
        .lout_valid$2(routers$3$lout_valid$2),
        .lout_valid$3(routers$3$lout_valid$3),
        .lout_flit$0(routers$3$lout_flit$0),
        .lout_flit$1(routers$3$lout_flit$1),
        .lout_flit$2(routers$3$lout_flit$2),
        .lout_flit$3(routers$3$lout_flit$3),
        .lout_credit$0(routers$3$lout_credit$0),
        .lout_credit$1(routers$3$lout_credit$1),
        .lout_credit$2(routers$3$lout_credit$2),
        .lout_credit$3(routers$3$lout_credit$3),
        .inj_valid(routers$3$inj_valid),
        .inj_ready(routers$3$inj_ready),
        .inj_flit(routers$3$inj_flit),
        .ej_valid(routers$3$ej_valid),
        .ej_ready(routers$3$ej_ready),
        .ej_flit(routers$3$ej_flit),
        .flits(routers$3$flits),
        .pos_x(routers$3$pos_x),
        .pos_y(routers$3$pos_y)
    );

    // Update code
    always @(*) begin
        routers$0$clock = clock;
        routers$0$reset = reset;
        routers$0$pos_x = 4'h0;
        routers$0$pos_y = 4'h0;
        routers$0$inj_valid = inj_valid[(32'h0)+:(1)];
        routers$0$inj_flit = inj_flit[(32'h0)+:(76)];
        inj_ready[(32'h0)+:(1)] = routers$0$inj_ready;
        ej_valid[(32'h0)+:(1)] = routers$0$ej_valid;
        ej_flit[(32'h0)+:(76)] = routers$0$ej_flit;
        routers$0$ej_ready = ej_ready[(32'h0)+:(1)];
        routers$0$lin_valid$0 = 1'b0;
        routers$0$lin_flit$0 = 76'h0;
        routers$0$lout_credit$0 = 1'b0;
        routers$0$lin_valid$1 = routers$1$lout_valid$3;
        routers$0$lin_flit$1 = routers$1$lout_flit$3;
        routers$0$lout_credit$1 = routers$1$lin_credit$3;
        routers$0$lin_valid$2 = routers$2$lout_valid$0;
        routers$0$lin_flit$2 = routers$2$lout_flit$0;
        routers$0$lout_credit$2 = routers$2$lin_credit$0;
        routers$0$lin_valid$3 = 1'b0;
        routers$0$lin_flit$3 = 76'h0;
        routers$0$lout_credit$3 = 1'b0;
        routers$1$clock = clock;
        routers$1$reset = reset;
        routers$1$pos_x = 4'h1;
        routers$1$pos_y = 4'h0;
        routers$1$inj_valid = inj_valid[(32'h1)+:(1)];
        routers$1$inj_flit = inj_flit[(32'h4c)+:(76)];
        inj_ready[(32'h1)+:(1)] = routers$1$inj_ready;
        ej_valid[(32'h1)+:(1)] = routers$1$ej_valid;
        ej_flit[(32'h4c)+:(76)] = routers$1$ej_flit;
        routers$1$ej_ready = ej_ready[(32'h1)+:(1)];
        routers$1$lin_valid$0 = 1'b0;
        routers$1$lin_flit$0 = 76'h0;
        routers$1$lout_credit$0 = 1'b0;
        routers$1$lin_valid$1 = 1'b0;
        routers$1$lin_flit$1 = 76'h0;
        routers$1$lout_credit$1 = 1'b0;
        routers$1$lin_valid$2 = routers$3$lout_valid$0;
        routers$1$lin_flit$2 = routers$3$lout_flit$0;
        routers$1$lout_credit$2 = routers$3$lin_credit$0;
        routers$1$lin_valid$3 = routers$0$lout_valid$1;
        routers$1$lin_flit$3 = routers$0$lout_flit$1;
        routers$1$lout_credit$3 = routers$0$lin_credit$1;
        routers$2$clock = clock;
        routers$2$reset = reset;
        routers$2$pos_x = 4'h0;
        routers$2$pos_y = 4'h1;
        routers$2$inj_valid = inj_valid[(32'h2)+:(1)];
        routers$2$inj_flit = inj_flit[(32'h98)+:(76)];
        inj_ready[(32'h2)+:(1)] = routers$2$inj_ready;
        ej_valid[(32'h2)+:(1)] = routers$2$ej_valid;
        ej_flit[(32'h98)+:(76)] = routers$2$ej_flit;
        routers$2$ej_ready = ej_ready[(32'h2)+:(1)];
        routers$2$lin_valid$0 = routers$0$lout_valid$2;
        routers$2$lin_flit$0 = routers$0$lout_flit$2;
        routers$2$lout_credit$0 = routers$0$lin_credit$2;
        routers$2$lin_valid$1 = routers$3$lout_valid$3;
        routers$2$lin_flit$1 = routers$3$lout_flit$3;
        routers$2$lout_credit$1 = routers$3$lin_credit$3;
        routers$2$lin_valid$2 = 1'b0;
        routers$2$lin_flit$2 = 76'h0;
        routers$2$lout_credit$2 = 1'b0;
        routers$2$lin_valid$3 = 1'b0;
        routers$2$lin_flit$3 = 76'h0;
        routers$2$lout_credit$3 = 1'b0;
        routers$3$clock = clock;
        routers$3$reset = reset;
        routers$3$pos_x = 4'h1;
        routers$3$pos_y = 4'h1;
        routers$3$inj_valid = inj_valid[(32'h3)+:(1)];
        routers$3$inj_flit = inj_flit[(32'he4)+:(76)];
        inj_ready[(32'h3)+:(1)] = routers$3$inj_ready;
        ej_valid[(32'h3)+:(1)] = routers$3$ej_valid;
        ej_flit[(32'he4)+:(76)] = routers$3$ej_flit;
        routers$3$ej_ready = ej_ready[(32'h3)+:(1)];
        routers$3$lin_valid$0 = routers$1$lout_valid$2;
        routers$3$lin_flit$0 = routers$1$lout_flit$2;
        routers$3$lout_credit$0 = routers$1$lin_credit$2;
        routers$3$lin_valid$1 = 1'b0;
        routers$3$lin_flit$1 = 76'h0;
        routers$3$lout_credit$1 = 1'b0;
        routers$3$lin_valid$2 = 1'b0;
        routers$3$lin_flit$2 = 76'h0;
        routers$3$lout_credit$2 = 1'b0;
        routers$3$lin_valid$3 = routers$2$lout_valid$1;
        routers$3$lin_flit$3 = routers$2$lout_flit$1;
        routers$3$lout_credit$3 = routers$2$lin_credit$1;
        flit_count = routers$0$flits + routers$1$flits + routers$2$flits + routers$3$flits;
        edge_err = routers$0$lout_valid$0 | routers$0$lin_credit$0 | |routers$0$lout_flit$0 | routers$0$lout_valid$3 | routers$0$lin_credit$3 | |routers$0$lout_flit$3 | routers$1$lout_valid$0 | routers$1$lin_credit$0 | |routers$1$lout_flit$0 | routers$1$lout_valid$1 | routers$1$lin_credit$1 | |routers$1$lout_flit$1 | routers$2$lout_valid$2 | routers$2$lin_credit$2 | |routers$2$lout_flit$2 | routers$2$lout_valid$3 | routers$2$lin_credit$3 | |routers$2$lout_flit$3 | routers$3$lout_valid$1 | routers$3$lin_credit$1 | |routers$3$lout_flit$1 | routers$3$lout_valid$2 | routers$3$lin_credit$2 | |routers$3$lout_flit$2;
    end

endmodule // noc_sram_2x2_w64$mesh
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$mesh$routers$0(clock,reset,lin_valid$0,lin_valid$1,lin_valid$2,lin_valid$3,lin_flit$0,lin_flit$1,lin_flit$2,lin_flit$3,lin_credit$0,lin_credit$1,lin_credit$2,lin_credit$3,lout_valid$0,lout_valid$1,lout_valid$2,lout_valid$3,lout_flit$0,lout_flit$1,lout_flit$2,lout_flit$3,lout_credit$0,lout_credit$1,lout_credit$2,lout_credit$3,inj_valid,inj_ready,inj_flit,ej_valid,ej_ready,ej_flit,flits,pos_x,pos_y);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  lin_valid$0;
    input wire  lin_valid$1;
    input wire  lin_valid$2;
    input wire  lin_valid$3;
    input wire  [75:0] lin_flit$0;
    input wire  [75:0] lin_flit$1;
    input wire  [75:0] lin_flit$2;
    input wire  [75:0] lin_flit$3;
    output reg  lin_credit$0;
    output reg  lin_credit$1;
    output reg  lin_credit$2;
    output reg  lin_credit$3;
    output reg  lout_valid$0;
    output reg  lout_valid$1;
    output reg  lout_valid$2;
    output reg  lout_valid$3;
    output reg  [75:0] lout_flit$0;
    output reg  [75:0] lout_flit$1;
    output reg  [75:0] lout_flit$2;
    output reg  [75:0] lout_flit$3;
    input wire  lout_credit$0;
    input wire  lout_credit$1;
    input wire  lout_credit$2;
    input wire  lout_credit$3;
    input wire  inj_valid;
    output reg  inj_ready;
    input wire  [75:0] inj_flit;
    output reg  ej_valid;
    input wire  ej_ready;
    output reg  [75:0] ej_flit;
    output reg  [31:0] flits;
    input wire  [3:0] pos_x;
    input wire  [3:0] pos_y;

    // Constant declarations
    localparam  one2 = 2'b1;
    localparam  zero2 = 2'b0;
    localparam  one3 = 3'b1;
    localparam  zero3 = 3'b0;
    localparam  depth3 = 3'b100;
    localparam  zero5 = 5'b0;
    localparam  one32 = 32'h1;
    localparam  zero32 = 32'h0;
    localparam  oh5$0 = 5'b1;
    localparam  oh5$1 = 5'b10;
    localparam  oh5$2 = 5'b100;
    localparam  oh5$3 = 5'b1000;
    localparam  oh5$4 = 5'b10000;

    // Stub signals
    reg  [75:0] buf_q$0$d;
    wire  [75:0] buf_q$0$q;
    reg  buf_q$0$clock;
    reg  [75:0] buf_q$1$d;
    wire  [75:0] buf_q$1$q;
    reg  buf_q$1$clock;
    reg  [75:0] buf_q$2$d;
    wire  [75:0] buf_q$2$q;
    reg  buf_q$2$clock;
    reg  [75:0] buf_q$3$d;
    wire  [75:0] buf_q$3$q;
    reg  buf_q$3$clock;
    reg  [75:0] buf_q$4$d;
    wire  [75:0] buf_q$4$q;
    reg  buf_q$4$clock;
    reg  [75:0] buf_q$5$d;
    wire  [75:0] buf_q$5$q;
    reg  buf_q$5$clock;
    reg  [75:0] buf_q$6$d;
    wire  [75:0] buf_q$6$q;
    reg  buf_q$6$clock;
    reg  [75:0] buf_q$7$d;
    wire  [75:0] buf_q$7$q;
    reg  buf_q$7$clock;
    reg  [75:0] buf_q$8$d;
    wire  [75:0] buf_q$8$q;
    reg  buf_q$8$clock;
    reg  [75:0] buf_q$9$d;
    wire  [75:0] buf_q$9$q;
    reg  buf_q$9$clock;
    reg  [75:0] buf_q$10$d;
    wire  [75:0] buf_q$10$q;
    reg  buf_q$10$clock;
    reg  [75:0] buf_q$11$d;
    wire  [75:0] buf_q$11$q;
    reg  buf_q$11$clock;
    reg  [75:0] buf_q$12$d;
    wire  [75:0] buf_q$12$q;
    reg  buf_q$12$clock;
    reg  [75:0] buf_q$13$d;
    wire  [75:0] buf_q$13$q;
    reg  buf_q$13$clock;
    reg  [75:0] buf_q$14$d;
    wire  [75:0] buf_q$14$q;
    reg  buf_q$14$clock;
    reg  [75:0] buf_q$15$d;
    wire  [75:0] buf_q$15$q;
    reg  buf_q$15$clock;
    reg  [75:0] buf_q$16$d;
    wire  [75:0] buf_q$16$q;
    reg  buf_q$16$clock;
    reg  [75:0] buf_q$17$d;
    wire  [75:0] buf_q$17$q;
    reg  buf_q$17$clock;
    reg  [75:0] buf_q$18$d;
    wire  [75:0] buf_q$18$q;
    reg  buf_q$18$clock;
    reg  [75:0] buf_q$19$d;
    wire  [75:0] buf_q$19$q;
    reg  buf_q$19$clock;
    reg  [1:0] wr_q$0$d;
    wire  [1:0] wr_q$0$q;
    reg  wr_q$0$clock;
    reg  [1:0] wr_q$1$d;
    wire  [1:0] wr_q$1$q;
    reg  wr_q$1$clock;
    reg  [1:0] wr_q$2$d;
    wire  [1:0] wr_q$2$q;
    reg  wr_q$2$clock;
    reg  [1:0] wr_q$3$d;
    wire  [1:0] wr_q$3$q;
    reg  wr_q$3$clock;
    reg  [1:0] wr_q$4$d;
    wire  [1:0] wr_q$4$q;
    reg  wr_q$4$clock;
    reg  [1:0] rd_q$0$d;
    wire  [1:0] rd_q$0$q;
    reg  rd_q$0$clock;
    reg  [1:0] rd_q$1$d;
    wire  [1:0] rd_q$1$q;
    reg  rd_q$1$clock;
    reg  [1:0] rd_q$2$d;
    wire  [1:0] rd_q$2$q;
    reg  rd_q$2$clock;
    reg  [1:0] rd_q$3$d;
    wire  [1:0] rd_q$3$q;
    reg  rd_q$3$clock;
    reg  [1:0] rd_q$4$d;
    wire  [1:0] rd_q$4$q;
    reg  rd_q$4$clock;
    reg  [2:0] cnt_q$0$d;
    wire  [2:0] cnt_q$0$q;
    reg  cnt_q$0$clock;
    reg  [2:0] cnt_q$1$d;
    wire  [2:0] cnt_q$1$q;
    reg  cnt_q$1$clock;
    reg  [2:0] cnt_q$2$d;
    wire  [2:0] cnt_q$2$q;
    reg  cnt_q$2$clock;
    reg  [2:0] cnt_q$3$d;
    wire  [2:0] cnt_q$3$q;
    reg  cnt_q$3$clock;
    reg  [2:0] cnt_q$4$d;
    wire  [2:0] cnt_q$4$q;
    reg  cnt_q$4$clock;
    reg  [4:0] route_q$0$d;
    wire  [4:0] route_q$0$q;
    reg  route_q$0$clock;
    reg  [4:0] route_q$1$d;
    wire  [4:0] route_q$1$q;
    reg  route_q$1$clock;
    reg  [4:0] route_q$2$d;
    wire  [4:0] route_q$2$q;
    reg  route_q$2$clock;
    reg  [4:0] route_q$3$d;
    wire  [4:0] route_q$3$q;
    reg  route_q$3$clock;
    reg  [4:0] route_q$4$d;
    wire  [4:0] route_q$4$q;
    reg  route_q$4$clock;
    reg  credit_q$0$d;
    wire  credit_q$0$q;
    reg  credit_q$0$clock;
    reg  credit_q$1$d;
    wire  credit_q$1$q;
    reg  credit_q$1$clock;
    reg  credit_q$2$d;
    wire  credit_q$2$q;
    reg  credit_q$2$clock;
    reg  credit_q$3$d;
    wire  credit_q$3$q;
    reg  credit_q$3$clock;
    reg  lock_q$0$d;
    wire  lock_q$0$q;
    reg  lock_q$0$clock;
    reg  lock_q$1$d;
    wire  lock_q$1$q;
    reg  lock_q$1$clock;
    reg  lock_q$2$d;
    wire  lock_q$2$q;
    reg  lock_q$2$clock;
    reg  lock_q$3$d;
    wire  lock_q$3$q;
    reg  lock_q$3$clock;
    reg  lock_q$4$d;
    wire  lock_q$4$q;
    reg  lock_q$4$clock;
    reg  [4:0] rr_q$0$d;
    wire  [4:0] rr_q$0$q;
    reg  rr_q$0$clock;
    reg  [4:0] rr_q$1$d;
    wire  [4:0] rr_q$1$q;
    reg  rr_q$1$clock;
    reg  [4:0] rr_q$2$d;
    wire  [4:0] rr_q$2$q;
    reg  rr_q$2$clock;
    reg  [4:0] rr_q$3$d;
    wire  [4:0] rr_q$3$q;
    reg  rr_q$3$clock;
    reg  [4:0] rr_q$4$d;
    wire  [4:0] rr_q$4$q;
    reg  rr_q$4$clock;
    reg  ov_q$0$d;
    wire  ov_q$0$q;
    reg  ov_q$0$clock;
    reg  ov_q$1$d;
    wire  ov_q$1$q;
    reg  ov_q$1$clock;
    reg  ov_q$2$d;
    wire  ov_q$2$q;
    reg  ov_q$2$clock;
    reg  ov_q$3$d;
    wire  ov_q$3$q;
    reg  ov_q$3$clock;
    reg  ov_q$4$d;
    wire  ov_q$4$q;
    reg  ov_q$4$clock;
    reg  [75:0] of_q$0$d;
    wire  [75:0] of_q$0$q;
    reg  of_q$0$clock;
    reg  [75:0] of_q$1$d;
    wire  [75:0] of_q$1$q;
    reg  of_q$1$clock;
    reg  [75:0] of_q$2$d;
    wire  [75:0] of_q$2$q;
    reg  of_q$2$clock;
    reg  [75:0] of_q$3$d;
    wire  [75:0] of_q$3$q;
    reg  of_q$3$clock;
    reg  [75:0] of_q$4$d;
    wire  [75:0] of_q$4$q;
    reg  of_q$4$clock;
    reg  [2:0] cred_q$0$d;
    wire  [2:0] cred_q$0$q;
    reg  cred_q$0$clock;
    reg  [2:0] cred_q$1$d;
    wire  [2:0] cred_q$1$q;
    reg  cred_q$1$clock;
    reg  [2:0] cred_q$2$d;
    wire  [2:0] cred_q$2$q;
    reg  cred_q$2$clock;
    reg  [2:0] cred_q$3$d;
    wire  [2:0] cred_q$3$q;
    reg  cred_q$3$clock;
    reg  [31:0] flits_q$d;
    wire  [31:0] flits_q$q;
    reg  flits_q$clock;

    // Local signals
    reg  in_v$0;
    reg  in_v$1;
    reg  in_v$2;
    reg  in_v$3;
    reg  in_v$4;
    reg  [75:0] in_f$0;
    reg  [75:0] in_f$1;
    reg  [75:0] in_f$2;
    reg  [75:0] in_f$3;
    reg  [75:0] in_f$4;
    reg  nonempty$0;
    reg  nonempty$1;
    reg  nonempty$2;
    reg  nonempty$3;
    reg  nonempty$4;
    reg  [75:0] front$0;
    reg  [75:0] front$1;
    reg  [75:0] front$2;
    reg  [75:0] front$3;
    reg  [75:0] front$4;
    reg  head$0;
    reg  head$1;
    reg  head$2;
    reg  head$3;
    reg  head$4;
    reg  tail$0;
    reg  tail$1;
    reg  tail$2;
    reg  tail$3;
    reg  tail$4;
    reg  [4:0] hroute$0;
    reg  [4:0] hroute$1;
    reg  [4:0] hroute$2;
    reg  [4:0] hroute$3;
    reg  [4:0] hroute$4;
    reg  [4:0] want$0;
    reg  [4:0] want$1;
    reg  [4:0] want$2;
    reg  [4:0] want$3;
    reg  [4:0] want$4;
    reg  can_send$0;
    reg  can_send$1;
    reg  can_send$2;
    reg  can_send$3;
    reg  can_send$4;
    reg  elig$0;
    reg  elig$1;
    reg  elig$2;
    reg  elig$3;
    reg  elig$4;
    reg  elig$5;
    reg  elig$6;
    reg  elig$7;
    reg  elig$8;
    reg  elig$9;
    reg  elig$10;
    reg  elig$11;
    reg  elig$12;
    reg  elig$13;
    reg  elig$14;
    reg  elig$15;
    reg  elig$16;
    reg  elig$17;
    reg  elig$18;
    reg  elig$19;
    reg  elig$20;
    reg  elig$21;
    reg  elig$22;
    reg  elig$23;
    reg  elig$24;
    reg  gnt$0;
    reg  gnt$1;
    reg  gnt$2;
    reg  gnt$3;
    reg  gnt$4;
    reg  gnt$5;
    reg  gnt$6;
    reg  gnt$7;
    reg  gnt$8;
    reg  gnt$9;
    reg  gnt$10;
    reg  gnt$11;
    reg  gnt$12;
    reg  gnt$13;
    reg  gnt$14;
    reg  gnt$15;
    reg  gnt$16;
    reg  gnt$17;
    reg  gnt$18;
    reg  gnt$19;
    reg  gnt$20;
    reg  gnt$21;
    reg  gnt$22;
    reg  gnt$23;
    reg  gnt$24;
    reg  seen$0;
    reg  seen$1;
    reg  seen$2;
    reg  seen$3;
    reg  seen$4;
    reg  fire$0;
    reg  fire$1;
    reg  fire$2;
    reg  fire$3;
    reg  fire$4;
    reg  fire_head$0;
    reg  fire_head$1;
    reg  fire_head$2;
    reg  fire_head$3;
    reg  fire_head$4;
    reg  fire_tail$0;
    reg  fire_tail$1;
    reg  fire_tail$2;
    reg  fire_tail$3;
    reg  fire_tail$4;
    reg  [75:0] out_f$0;
    reg  [75:0] out_f$1;
    reg  [75:0] out_f$2;
    reg  [75:0] out_f$3;
    reg  [75:0] out_f$4;
    reg  pop$0;
    reg  pop$1;
    reg  pop$2;
    reg  pop$3;
    reg  pop$4;

    // Sub module instances
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$0(
        .d(buf_q$0$d),
        .q(buf_q$0$q),
        .clock(buf_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$1(
        .d(buf_q$1$d),
        .q(buf_q$1$q),
        .clock(buf_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$2(
        .d(buf_q$2$d),
        .q(buf_q$2$q),
        .clock(buf_q$2$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$3(
        .d(buf_q$3$d),
        .q(buf_q$3$q),
        .clock(buf_q$3$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$4(
        .d(buf_q$4$d),
        .q(buf_q$4$q),
        .clock(buf_q$4$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$5(
        .d(buf_q$5$d),
        .q(buf_q$5$q),
        .clock(buf_q$5$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$6(
        .d(buf_q$6$d),
        .q(buf_q$6$q),
        .clock(buf_q$6$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$7(
        .d(buf_q$7$d),
        .q(buf_q$7$q),
        .clock(buf_q$7$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$8(
        .d(buf_q$8$d),
        .q(buf_q$8$q),
        .clock(buf_q$8$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$9(
        .d(buf_q$9$d),
        .q(buf_q$9$q),
        .clock(buf_q$9$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$10(
        .d(buf_q$10$d),
        .q(buf_q$10$q),
        .clock(buf_q$10$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$11(
        .d(buf_q$11$d),
        .q(buf_q$11$q),
        .clock(buf_q$11$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$12(
        .d(buf_q$12$d),
        .q(buf_q$12$q),
        .clock(buf_q$12$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$13(
        .d(buf_q$13$d),
        .q(buf_q$13$q),
        .clock(buf_q$13$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$14(
        .d(buf_q$14$d),
        .q(buf_q$14$q),
        .clock(buf_q$14$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$15(
        .d(buf_q$15$d),
        .q(buf_q$15$q),
        .clock(buf_q$15$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$16(
        .d(buf_q$16$d),
        .q(buf_q$16$q),
        .clock(buf_q$16$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$17(
        .d(buf_q$17$d),
        .q(buf_q$17$q),
        .clock(buf_q$17$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$18(
        .d(buf_q$18$d),
        .q(buf_q$18$q),
        .clock(buf_q$18$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 buf_q$19(
        .d(buf_q$19$d),
        .q(buf_q$19$q),
        .clock(buf_q$19$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 wr_q$0(
        .d(wr_q$0$d),
        .q(wr_q$0$q),
        .clock(wr_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 wr_q$1(
        .d(wr_q$1$d),
        .q(wr_q$1$q),
        .clock(wr_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 wr_q$2(
        .d(wr_q$2$d),
        .q(wr_q$2$q),
        .clock(wr_q$2$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 wr_q$3(
        .d(wr_q$3$d),
        .q(wr_q$3$q),
        .clock(wr_q$3$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 wr_q$4(
        .d(wr_q$4$d),
        .q(wr_q$4$q),
        .clock(wr_q$4$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 rd_q$0(
        .d(rd_q$0$d),
        .q(rd_q$0$q),
        .clock(rd_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 rd_q$1(
        .d(rd_q$1$d),
        .q(rd_q$1$q),
        .clock(rd_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 rd_q$2(
        .d(rd_q$2$d),
        .q(rd_q$2$q),
        .clock(rd_q$2$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 rd_q$3(
        .d(rd_q$3$d),
        .q(rd_q$3$q),
        .clock(rd_q$3$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 rd_q$4(
        .d(rd_q$4$d),
        .q(rd_q$4$q),
        .clock(rd_q$4$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$cnt_q$0 cnt_q$0(
        .d(cnt_q$0$d),
        .q(cnt_q$0$q),
        .clock(cnt_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$cnt_q$0 cnt_q$1(
        .d(cnt_q$1$d),
        .q(cnt_q$1$q),
        .clock(cnt_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$cnt_q$0 cnt_q$2(
        .d(cnt_q$2$d),
        .q(cnt_q$2$q),
        .clock(cnt_q$2$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$cnt_q$0 cnt_q$3(
        .d(cnt_q$3$d),
        .q(cnt_q$3$q),
        .clock(cnt_q$3$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$cnt_q$0 cnt_q$4(
        .d(cnt_q$4$d),
        .q(cnt_q$4$q),
        .clock(cnt_q$4$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$route_q$0 route_q$0(
        .d(route_q$0$d),
        .q(route_q$0$q),
        .clock(route_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$route_q$0 route_q$1(
        .d(route_q$1$d),
        .q(route_q$1$q),
        .clock(route_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$route_q$0 route_q$2(
        .d(route_q$2$d),
        .q(route_q$2$q),
        .clock(route_q$2$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$route_q$0 route_q$3(
        .d(route_q$3$d),
        .q(route_q$3$q),
        .clock(route_q$3$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$route_q$0 route_q$4(
        .d(route_q$4$d),
        .q(route_q$4$q),
        .clock(route_q$4$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 credit_q$0(
        .d(credit_q$0$d),
        .q(credit_q$0$q),
        .clock(credit_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 credit_q$1(
        .d(credit_q$1$d),
        .q(credit_q$1$q),
        .clock(credit_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 credit_q$2(
        .d(credit_q$2$d),
        .q(credit_q$2$q),
        .clock(credit_q$2$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 credit_q$3(
        .d(credit_q$3$d),
        .q(credit_q$3$q),
        .clock(credit_q$3$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 lock_q$0(
        .d(lock_q$0$d),
        .q(lock_q$0$q),
        .clock(lock_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 lock_q$1(
        .d(lock_q$1$d),
        .q(lock_q$1$q),
        .clock(lock_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 lock_q$2(
        .d(lock_q$2$d),
        .q(lock_q$2$q),
        .clock(lock_q$2$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 lock_q$3(
        .d(lock_q$3$d),
        .q(lock_q$3$q),
        .clock(lock_q$3$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 lock_q$4(
        .d(lock_q$4$d),
        .q(lock_q$4$q),
        .clock(lock_q$4$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$route_q$0 rr_q$0(
        .d(rr_q$0$d),
        .q(rr_q$0$q),
        .clock(rr_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$route_q$0 rr_q$1(
        .d(rr_q$1$d),
        .q(rr_q$1$q),
        .clock(rr_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$route_q$0 rr_q$2(
        .d(rr_q$2$d),
        .q(rr_q$2$q),
        .clock(rr_q$2$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$route_q$0 rr_q$3(
        .d(rr_q$3$d),
        .q(rr_q$3$q),
        .clock(rr_q$3$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$route_q$0 rr_q$4(
        .d(rr_q$4$d),
        .q(rr_q$4$q),
        .clock(rr_q$4$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 ov_q$0(
        .d(ov_q$0$d),
        .q(ov_q$0$q),
        .clock(ov_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 ov_q$1(
        .d(ov_q$1$d),
        .q(ov_q$1$q),
        .clock(ov_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 ov_q$2(
        .d(ov_q$2$d),
        .q(ov_q$2$q),
        .clock(ov_q$2$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 ov_q$3(
        .d(ov_q$3$d),
        .q(ov_q$3$q),
        .clock(ov_q$3$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$credit_q$0 ov_q$4(
        .d(ov_q$4$d),
        .q(ov_q$4$q),
        .clock(ov_q$4$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 of_q$0(
        .d(of_q$0$d),
        .q(of_q$0$q),
        .clock(of_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 of_q$1(
        .d(of_q$1$d),
        .q(of_q$1$q),
        .clock(of_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 of_q$2(
        .d(of_q$2$d),
        .q(of_q$2$q),
        .clock(of_q$2$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 of_q$3(
        .d(of_q$3$d),
        .q(of_q$3$q),
        .clock(of_q$3$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$buf_q$0 of_q$4(
        .d(of_q$4$d),
        .q(of_q$4$q),
        .clock(of_q$4$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$cnt_q$0 cred_q$0(
        .d(cred_q$0$d),
        .q(cred_q$0$q),
        .clock(cred_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$cnt_q$0 cred_q$1(
        .d(cred_q$1$d),
        .q(cred_q$1$q),
        .clock(cred_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$cnt_q$0 cred_q$2(
        .d(cred_q$2$d),
        .q(cred_q$2$q),
        .clock(cred_q$2$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$cnt_q$0 cred_q$3(
        .d(cred_q$3$d),
        .q(cred_q$3$q),
        .clock(cred_q$3$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$flits_q flits_q(
        .d(flits_q$d),
        .q(flits_q$q),
        .clock(flits_q$clock)
    );

    // Update code
    always @(*) begin
        buf_q$0$clock = clock;
        buf_q$0$d = buf_q$0$q;
        buf_q$1$clock = clock;
        buf_q$1$d = buf_q$1$q;
        buf_q$2$clock = clock;
        buf_q$2$d = buf_q$2$q;
        buf_q$3$clock = clock;
        buf_q$3$d = buf_q$3$q;
        buf_q$4$clock = clock;
        buf_q$4$d = buf_q$4$q;
        buf_q$5$clock = clock;
        buf_q$5$d = buf_q$5$q;
        buf_q$6$clock = clock;
        buf_q$6$d = buf_q$6$q;
        buf_q$7$clock = clock;
        buf_q$7$d = buf_q$7$q;
        buf_q$8$clock = clock;
        buf_q$8$d = buf_q$8$q;
        buf_q$9$clock = clock;
        buf_q$9$d = buf_q$9$q;
        buf_q$10$clock = clock;
        buf_q$10$d = buf_q$10$q;
        buf_q$11$clock = clock;
        buf_q$11$d = buf_q$11$q;
        buf_q$12$clock = clock;
        buf_q$12$d = buf_q$12$q;
        buf_q$13$clock = clock;
        buf_q$13$d = buf_q$13$q;
        buf_q$14$clock = clock;
        buf_q$14$d = buf_q$14$q;
        buf_q$15$clock = clock;
        buf_q$15$d = buf_q$15$q;
        buf_q$16$clock = clock;
        buf_q$16$d = buf_q$16$q;
        buf_q$17$clock = clock;
        buf_q$17$d = buf_q$17$q;
        buf_q$18$clock = clock;
        buf_q$18$d = buf_q$18$q;
        buf_q$19$clock = clock;
        buf_q$19$d = buf_q$19$q;
        wr_q$0$clock = clock;
        wr_q$0$d = wr_q$0$q;
        rd_q$0$clock = clock;
        rd_q$0$d = rd_q$0$q;
        cnt_q$0$clock = clock;
        cnt_q$0$d = cnt_q$0$q;
        route_q$0$clock = clock;
        route_q$0$d = route_q$0$q;
        lock_q$0$clock = clock;
        lock_q$0$d = lock_q$0$q;
        rr_q$0$clock = clock;
        rr_q$0$d = rr_q$0$q;
        ov_q$0$clock = clock;
        ov_q$0$d = ov_q$0$q;
        of_q$0$clock = clock;
        of_q$0$d = of_q$0$q;
        wr_q$1$clock = clock;
        wr_q$1$d = wr_q$1$q;
        rd_q$1$clock = clock;
        rd_q$1$d = rd_q$1$q;
        cnt_q$1$clock = clock;
        cnt_q$1$d = cnt_q$1$q;
        route_q$1$clock = clock;
        route_q$1$d = route_q$1$q;
        lock_q$1$clock = clock;
        lock_q$1$d = lock_q$1$q;
        rr_q$1$clock = clock;
        rr_q$1$d = rr_q$1$q;
        ov_q$1$clock = clock;
        ov_q$1$d = ov_q$1$q;
        of_q$1$clock = clock;
        of_q$1$d = of_q$1$q;
        wr_q$2$clock = clock;
        wr_q$2$d = wr_q$2$q;
        rd_q$2$clock = clock;
        rd_q$2$d = rd_q$2$q;
        cnt_q$2$clock = clock;
        cnt_q$2$d = cnt_q$2$q;
        route_q$2$clock = clock;
        route_q$2$d = route_q$2$q;
        lock_q$2$clock = clock;
        lock_q$2$d = lock_q$2$q;
        rr_q$2$clock = clock;
        rr_q$2$d = rr_q$2$q;
        ov_q$2$clock = clock;
        ov_q$2$d = ov_q$2$q;
        of_q$2$clock = clock;
        of_q$2$d = of_q$2$q;
        wr_q$3$clock = clock;
        wr_q$3$d = wr_q$3$q;
        rd_q$3$clock = clock;
        rd_q$3$d = rd_q$3$q;
        cnt_q$3$clock = clock;
        cnt_q$3$d = cnt_q$3$q;
        route_q$3$clock = clock;
        route_q$3$d = route_q$3$q;
        lock_q$3$clock = clock;
        lock_q$3$d = lock_q$3$q;
        rr_q$3$clock = clock;
        rr_q$3$d = rr_q$3$q;
        ov_q$3$clock = clock;
        ov_q$3$d = ov_q$3$q;
        of_q$3$clock = clock;
        of_q$3$d = of_q$3$q;
        wr_q$4$clock = clock;
        wr_q$4$d = wr_q$4$q;
        rd_q$4$clock = clock;
        rd_q$4$d = rd_q$4$q;
        cnt_q$4$clock = clock;
        cnt_q$4$d = cnt_q$4$q;
        route_q$4$clock = clock;
        route_q$4$d = route_q$4$q;
        lock_q$4$clock = clock;
        lock_q$4$d = lock_q$4$q;
        rr_q$4$clock = clock;
        rr_q$4$d = rr_q$4$q;
        ov_q$4$clock = clock;
        ov_q$4$d = ov_q$4$q;
        of_q$4$clock = clock;
        of_q$4$d = of_q$4$q;
        credit_q$0$clock = clock;
        credit_q$0$d = credit_q$0$q;
        cred_q$0$clock = clock;
        cred_q$0$d = cred_q$0$q;
        credit_q$1$clock = clock;
        credit_q$1$d = credit_q$1$q;
        cred_q$1$clock = clock;
        cred_q$1$d = cred_q$1$q;
        credit_q$2$clock = clock;
        credit_q$2$d = credit_q$2$q;
        cred_q$2$clock = clock;
        cred_q$2$d = cred_q$2$q;
        credit_q$3$clock = clock;
        credit_q$3$d = credit_q$3$q;
        cred_q$3$clock = clock;
        cred_q$3$d = cred_q$3$q;
        flits_q$clock = clock;
        flits_q$d = flits_q$q;
        lin_credit$0 = credit_q$0$q;
        lout_valid$0 = ov_q$0$q;
        lout_flit$0 = of_q$0$q;
        lin_credit$1 = credit_q$1$q;
        lout_valid$1 = ov_q$1$q;
        lout_flit$1 = of_q$1$q;
        lin_credit$2 = credit_q$2$q;
        lout_valid$2 = ov_q$2$q;
        lout_flit$2 = of_q$2$q;
        lin_credit$3 = credit_q$3$q;
        lout_valid$3 = ov_q$3$q;
        lout_flit$3 = of_q$3$q;
        ej_valid = ov_q$4$q;
        ej_flit = of_q$4$q;
        inj_ready = cnt_q$4$q != depth3;
        flits = flits_q$q;
        in_v$0 = lin_valid$0;
        in_f$0 = lin_flit$0;
        in_v$1 = lin_valid$1;
        in_f$1 = lin_flit$1;
        in_v$2 = lin_valid$2;
        in_f$2 = lin_flit$2;
        in_v$3 = lin_valid$3;
        in_f$3 = lin_flit$3;
        in_v$4 = inj_valid & (cnt_q$4$q != depth3);
        in_f$4 = inj_flit;
        nonempty$0 = |cnt_q$0$q;
        front$0 = buf_q$0$q;
        if (rd_q$0$q == 1) begin
            front$0 = buf_q$1$q;
        end
        if (rd_q$0$q == 2) begin
            front$0 = buf_q$2$q;
        end
        if (rd_q$0$q == 3) begin
            front$0 = buf_q$3$q;
        end
        head$0 = front$0[32'h0];
        tail$0 = front$0[32'h1];
        hroute$0 = oh5$4;
        if (front$0[(32'h6)+:(4)] < pos_y) begin
            hroute$0 = oh5$0;
        end
        if (front$0[(32'h6)+:(4)] > pos_y) begin
            hroute$0 = oh5$2;
        end
        if (front$0[(32'h2)+:(4)] < pos_x) begin
            hroute$0 = oh5$3;
        end
        if (front$0[(32'h2)+:(4)] > pos_x) begin
            hroute$0 = oh5$1;
        end
        if (head$0) begin
            want$0 = hroute$0;
        end
        else begin
            want$0 = route_q$0$q;
        end
        pop$0 = 1'b0;
        nonempty$1 = |cnt_q$1$q;
        front$1 = buf_q$4$q;
        if (rd_q$1$q == 1) begin
            front$1 = buf_q$5$q;
        end
        if (rd_q$1$q == 2) begin
            front$1 = buf_q$6$q;
        end
        if (rd_q$1$q == 3) begin
            front$1 = buf_q$7$q;
        end
        head$1 = front$1[32'h0];
        tail$1 = front$1[32'h1];
        hroute$1 = oh5$4;
        if (front$1[(32'h6)+:(4)] < pos_y) begin
            hroute$1 = oh5$0;
        end
        if (front$1[(32'h6)+:(4)] > pos_y) begin
            hroute$1 = oh5$2;
        end
        if (front$1[(32'h2)+:(4)] < pos_x) begin
            hroute$1 = oh5$3;
        end
        if (front$1[(32'h2)+:(4)] > pos_x) begin
            hroute$1 = oh5$1;
        end
        if (head$1) begin
            want$1 = hroute$1;
        end
        else begin
            want$1 = route_q$1$q;
        end
        pop$1 = 1'b0;
        nonempty$2 = |cnt_q$2$q;
        front$2 = buf_q$8$q;
        if (rd_q$2$q == 1) begin
            front$2 = buf_q$9$q;
        end
        if (rd_q$2$q == 2) begin
            front$2 = buf_q$10$q;
        end
        if (rd_q$2$q == 3) begin
            front$2 = buf_q$11$q;
        end
        head$2 = front$2[32'h0];
        tail$2 = front$2[32'h1];
        hroute$2 = oh5$4;
        if (front$2[(32'h6)+:(4)] < pos_y) begin
            hroute$2 = oh5$0;
        end
        if (front$2[(32'h6)+:(4)] > pos_y) begin
            hroute$2 = oh5$2;
        end
        if (front$2[(32'h2)+:(4)] < pos_x) begin
            hroute$2 = oh5$3;
        end
        if (front$2[(32'h2)+:(4)] > pos_x) begin
            hroute$2 = oh5$1;
        end
        if (head$2) begin
            want$2 = hroute$2;
        end
        else begin
            want$2 = route_q$2$q;
        end
        pop$2 = 1'b0;
        nonempty$3 = |cnt_q$3$q;
        front$3 = buf_q$12$q;
        if (rd_q$3$q == 1) begin
            front$3 = buf_q$13$q;
        end
        if (rd_q$3$q == 2) begin
            front$3 = buf_q$14$q;
        end
        if (rd_q$3$q == 3) begin
            front$3 = buf_q$15$q;
        end
        head$3 = front$3[32'h0];
        tail$3 = front$3[32'h1];
        hroute$3 = oh5$4;
        if (front$3[(32'h6)+:(4)] < pos_y) begin
            hroute$3 = oh5$0;
        end
        if (front$3[(32'h6)+:(4)] > pos_y) begin
            hroute$3 = oh5$2;
        end
        if (front$3[(32'h2)+:(4)] < pos_x) begin
            hroute$3 = oh5$3;
        end
        if (front$3[(32'h2)+:(4)] > pos_x) begin
            hroute$3 = oh5$1;
        end
        if (head$3) begin
            want$3 = hroute$3;
        end
        else begin
            want$3 = route_q$3$q;
        end
        pop$3 = 1'b0;
        nonempty$4 = |cnt_q$4$q;
        front$4 = buf_q$16$q;
        if (rd_q$4$q == 1) begin
            front$4 = buf_q$17$q;
        end
        if (rd_q$4$q == 2) begin
            front$4 = buf_q$18$q;
        end
        if (rd_q$4$q == 3) begin
            front$4 = buf_q$19$q;
        end
        head$4 = front$4[32'h0];
        tail$4 = front$4[32'h1];
        hroute$4 = oh5$4;
        if (front$4[(32'h6)+:(4)] < pos_y) begin
            hroute$4 = oh5$0;
        end
        if (front$4[(32'h6)+:(4)] > pos_y) begin
            hroute$4 = oh5$2;
        end
        if (front$4[(32'h2)+:(4)] < pos_x) begin
            hroute$4 = oh5$3;
        end
        if (front$4[(32'h2)+:(4)] > pos_x) begin
            hroute$4 = oh5$1;
        end
        if (head$4) begin
            want$4 = hroute$4;
        end
        else begin
            want$4 = route_q$4$q;
        end
        pop$4 = 1'b0;
        can_send$0 = |cred_q$0$q;
        can_send$1 = |cred_q$1$q;
        can_send$2 = |cred_q$2$q;
        can_send$3 = |cred_q$3$q;
        can_send$4 = ~ov_q$4$q | ej_ready;
        elig$0 = nonempty$0 & want$0[0] & (~head$0 | ~lock_q$0$q) & can_send$0;
        gnt$0 = 1'b0;
        elig$1 = nonempty$1 & want$1[0] & (~head$1 | ~lock_q$0$q) & can_send$0;
        gnt$1 = 1'b0;
        elig$2 = nonempty$2 & want$2[0] & (~head$2 | ~lock_q$0$q) & can_send$0;
        gnt$2 = 1'b0;
        elig$3 = nonempty$3 & want$3[0] & (~head$3 | ~lock_q$0$q) & can_send$0;
        gnt$3 = 1'b0;
        elig$4 = nonempty$4 & want$4[0] & (~head$4 | ~lock_q$0$q) & can_send$0;
        gnt$4 = 1'b0;
        fire$0 = 1'b0;
        seen$0 = 1'b0;
        seen$0 = seen$0 | rr_q$0$q[0];
        if (~fire$0 & seen$0 & elig$0) begin
            gnt$0 = 1'b1;
            fire$0 = 1'b1;
        end
        seen$0 = seen$0 | rr_q$0$q[1];
        if (~fire$0 & seen$0 & elig$1) begin
            gnt$1 = 1'b1;
            fire$0 = 1'b1;
        end
        seen$0 = seen$0 | rr_q$0$q[2];
        if (~fire$0 & seen$0 & elig$2) begin
            gnt$2 = 1'b1;
            fire$0 = 1'b1;
        end
        seen$0 = seen$0 | rr_q$0$q[3];
        if (~fire$0 & seen$0 & elig$3) begin
            gnt$3 = 1'b1;
            fire$0 = 1'b1;
        end
        seen$0 = seen$0 | rr_q$0$q[4];
        if (~fire$0 & seen$0 & elig$4) begin
            gnt$4 = 1'b1;
            fire$0 = 1'b1;
        end
        if (~fire$0 & elig$0) begin
            gnt$0 = 1'b1;
            fire$0 = 1'b1;
        end
        if (~fire$0 & elig$1) begin
            gnt$1 = 1'b1;
            fire$0 = 1'b1;
        end
        if (~fire$0 & elig$2) begin
            gnt$2 = 1'b1;
            fire$0 = 1'b1;
        end
        if (~fire$0 & elig$3) begin
            gnt$3 = 1'b1;
            fire$0 = 1'b1;
        end
        if (~fire$0 & elig$4) begin
            gnt$4 = 1'b1;
            fire$0 = 1'b1;
        end
        out_f$0 = front$0;
        fire_head$0 = 1'b0;
        fire_tail$0 = 1'b0;
        if (gnt$0) begin
            out_f$0 = front$0;
            fire_head$0 = head$0;
            fire_tail$0 = tail$0;
            pop$0 = 1'b1;
        end
        if (gnt$1) begin
            out_f$0 = front$1;
            fire_head$0 = head$1;
            fire_tail$0 = tail$1;
            pop$1 = 1'b1;
        end
        if (gnt$2) begin
            out_f$0 = front$2;
            fire_head$0 = head$2;
            fire_tail$0 = tail$2;
            pop$2 = 1'b1;
        end
        if (gnt$3) begin
            out_f$0 = front$3;
            fire_head$0 = head$3;
            fire_tail$0 = tail$3;
            pop$3 = 1'b1;
        end
        if (gnt$4) begin
            out_f$0 = front$4;
            fire_head$0 = head$4;
            fire_tail$0 = tail$4;
            pop$4 = 1'b1;
        end
        if (fire_head$0 & ~fire_tail$0) begin
            lock_q$0$d = 1'b1;
        end
        if (fire_tail$0) begin
            lock_q$0$d = 1'b0;
        end
        if (gnt$0 & head$0) begin
            rr_q$0$d = oh5$1;
            route_q$0$d = oh5$0;
        end
        if (gnt$1 & head$1) begin
            rr_q$0$d = oh5$2;
            route_q$1$d = oh5$0;
        end
        if (gnt$2 & head$2) begin
            rr_q$0$d = oh5$3;
            route_q$2$d = oh5$0;
        end
        if (gnt$3 & head$3) begin
            rr_q$0$d = oh5$4;
            route_q$3$d = oh5$0;
        end
        if (gnt$4 & head$4) begin
            rr_q$0$d = oh5$0;
            route_q$4$d = oh5$0;
        end
        if (fire$0) begin
            flits_q$d = flits_q$d + one32;
        end
        elig$5 = nonempty$0 & want$0[1] & (~head$0 | ~lock_q$1$q) & can_send$1;
        gnt$5 = 1'b0;
        elig$6 = nonempty$1 & want$1[1] & (~head$1 | ~lock_q$1$q) & can_send$1;
        gnt$6 = 1'b0;
        elig$7 = nonempty$2 & want$2[1] & (~head$2 | ~lock_q$1$q) & can_send$1;
        gnt$7 = 1'b0;
        elig$8 = nonempty$3 & want$3[1] & (~head$3 | ~lock_q$1$q) & can_send$1;
        gnt$8 = 1'b0;
        elig$9 = nonempty$4 & want$4[1] & (~head$4 | ~lock_q$1$q) & can_send$1;
        gnt$9 = 1'b0;
        fire$1 = 1'b0;
        seen$1 = 1'b0;
        seen$1 = seen$1 | rr_q$1$q[0];
        if (~fire$1 & seen$1 & elig$5) begin
            gnt$5 = 1'b1;
            fire$1 = 1'b1;
        end
        seen$1 = seen$1 | rr_q$1$q[1];
        if (~fire$1 & seen$1 & elig$6) begin
            gnt$6 = 1'b1;
            fire$1 = 1'b1;
        end
        seen$1 = seen$1 | rr_q$1$q[2];
        if (~fire$1 & seen$1 & elig$7) begin
            gnt$7 = 1'b1;
            fire$1 = 1'b1;
        end
        seen$1 = seen$1 | rr_q$1$q[3];
        if (~fire$1 & seen$1 & elig$8) begin
            gnt$8 = 1'b1;
            fire$1 = 1'b1;
        end
        seen$1 = seen$1 | rr_q$1$q[4];
        if (~fire$1 & seen$1 & elig$9) begin
            gnt$9 = 1'b1;
            fire$1 = 1'b1;
        end
        if (~fire$1 & elig$5) begin
            gnt$5 = 1'b1;
            fire$1 = 1'b1;
        end
        if (~fire$1 & elig$6) begin
            gnt$6 = 1'b1;
            fire$1 = 1'b1;
        end
        if (~fire$1 & elig$7) begin
            gnt$7 = 1'b1;
            fire$1 = 1'b1;
        end
        if (~fire$1 & elig$8) begin
            gnt$8 = 1'b1;
            fire$1 = 1'b1;
        end
        if (~fire$1 & elig$9) begin
            gnt$9 = 1'b1;
            fire$1 = 1'b1;
        end
        out_f$1 = front$0;
        fire_head$1 = 1'b0;
        fire_tail$1 = 1'b0;
        if (gnt$5) begin
            out_f$1 = front$0;
            fire_head$1 = head$0;
            fire_tail$1 = tail$0;
            pop$0 = 1'b1;
        end
        if (gnt$6) begin
            out_f$1 = front$1;
            fire_head$1 = head$1;
            fire_tail$1 = tail$1;
            pop$1 = 1'b1;
        end
        if (gnt$7) begin
            out_f$1 = front$2;
            fire_head$1 = head$2;
            fire_tail$1 = tail$2;
            pop$2 = 1'b1;
        end
        if (gnt$8) begin
            out_f$1 = front$3;
            fire_head$1 = head$3;
            fire_tail$1 = tail$3;
            pop$3 = 1'b1;
        end
        if (gnt$9) begin
            out_f$1 = front$4;
            fire_head$1 = head$4;
            fire_tail$1 = tail$4;
            pop$4 = 1'b1;
        end
        if (fire_head$1 & ~fire_tail$1) begin
            lock_q$1$d = 1'b1;
        end
        if (fire_tail$1) begin
            lock_q$1$d = 1'b0;
        end
        if (gnt$5 & head$0) begin
            rr_q$1$d = oh5$1;
            route_q$0$d = oh5$1;
        end
        if (gnt$6 & head$1) begin
            rr_q$1$d = oh5$2;
            route_q$1$d = oh5$1;
        end
        if (gnt$7 & head$2) begin
            rr_q$1$d = oh5$3;
            route_q$2$d = oh5$1;
        end
        if (gnt$8 & head$3) begin
            rr_q$1$d = oh5$4;
            route_q$3$d = oh5$1;
        end
        if (gnt$9 & head$4) begin
            rr_q$1$d = oh5$0;
            route_q$4$d = oh5$1;
        end
        if (fire$1) begin
            flits_q$d = flits_q$d + one32;
        end
        elig$10 = nonempty$0 & want$0[2] & (~head$0 | ~lock_q$2$q) & can_send$2;
        gnt$10 = 1'b0;
        elig$11 = nonempty$1 & want$1[2] & (~head$1 | ~lock_q$2$q) & can_send$2;
        gnt$11 = 1'b0;
        elig$12 = nonempty$2 & want$2[2] & (~head$2 | ~lock_q$2$q) & can_send$2;
        gnt$12 = 1'b0;
        elig$13 = nonempty$3 & want$3[2] & (~head$3 | ~lock_q$2$q) & can_send$2;
        gnt$13 = 1'b0;
        elig$14 = nonempty$4 & want$4[2] & (~head$4 | ~lock_q$2$q) & can_send$2;
        gnt$14 = 1'b0;
        fire$2 = 1'b0;
        seen$2 = 1'b0;
        seen$2 = seen$2 | rr_q$2$q[0];
        if (~fire$2 & seen$2 & elig$10) begin
            gnt$10 = 1'b1;
            fire$2 = 1'b1;
        end
        seen$2 = seen$2 | rr_q$2$q[1];
        if (~fire$2 & seen$2 & elig$11) begin
            gnt$11 = 1'b1;
            fire$2 = 1'b1;
        end
        seen$2 = seen$2 | rr_q$2$q[2];
        if (~fire$2 & seen$2 & elig$12) begin
            gnt$12 = 1'b1;
            fire$2 = 1'b1;
        end
        seen$2 = seen$2 | rr_q$2$q[3];
        if (~fire$2 & seen$2 & elig$13) begin
            gnt$13 = 1'b1;
            fire$2 = 1'b1;
        end
        seen$2 = seen$2 | rr_q$2$q[4];
        if (~fire$2 & seen$2 & elig$14) begin
            gnt$14 = 1'b1;
            fire$2 = 1'b1;
        end
        if (~fire$2 & elig$10) begin
            gnt$10 = 1'b1;
            fire$2 = 1'b1;
        end
        if (~fire$2 & elig$11) begin
            gnt$11 = 1'b1;
            fire$2 = 1'b1;
        end
        if (~fire$2 & elig$12) begin
            gnt$12 = 1'b1;
            fire$2 = 1'b1;
        end
        if (~fire$2 & elig$13) begin
            gnt$13 = 1'b1;
            fire$2 = 1'b1;
        end
        if (~fire$2 & elig$14) begin
            gnt$14 = 1'b1;
            fire$2 = 1'b1;
        end
        out_f$2 = front$0;
        fire_head$2 = 1'b0;
        fire_tail$2 = 1'b0;
        if (gnt$10) begin
            out_f$2 = front$0;
            fire_head$2 = head$0;
            fire_tail$2 = tail$0;
            pop$0 = 1'b1;
        end
        if (gnt$11) begin
            out_f$2 = front$1;
            fire_head$2 = head$1;
            fire_tail$2 = tail$1;
            pop$1 = 1'b1;
        end
        if (gnt$12) begin
            out_f$2 = front$2;
            fire_head$2 = head$2;
            fire_tail$2 = tail$2;
            pop$2 = 1'b1;
        end
        if (gnt$13) begin
            out_f$2 = front$3;
            fire_head$2 = head$3;
            fire_tail$2 = tail$3;
            pop$3 = 1'b1;
        end
        if (gnt$14) begin
            out_f$2 = front$4;
            fire_head$2 = head$4;
            fire_tail$2 = tail$4;
            pop$4 = 1'b1;
        end
        if (fire_head$2 & ~fire_tail$2) begin
            lock_q$2$d = 1'b1;
        end
        if (fire_tail$2) begin
            lock_q$2$d = 1'b0;
        end
        if (gnt$10 & head$0) begin
            rr_q$2$d = oh5$1;
            route_q$0$d = oh5$2;
        end
        if (gnt$11 & head$1) begin
            rr_q$2$d = oh5$2;
            route_q$1$d = oh5$2;
        end
        if (gnt$12 & head$2) begin
            rr_q$2$d = oh5$3;
            route_q$2$d = oh5$2;
        end
        if (gnt$13 & head$3) begin
            rr_q$2$d = oh5$4;
            route_q$3$d = oh5$2;
        end
        if (gnt$14 & head$4) begin
            rr_q$2$d = oh5$0;
            route_q$4$d = oh5$2;
        end
        if (fire$2) begin
            flits_q$d = flits_q$d + one32;
        end
        elig$15 = nonempty$0 & want$0[3] & (~head$0 | ~lock_q$3$q) & can_send$3;
        gnt$15 = 1'b0;
        elig$16 = nonempty$1 & want$1[3] & (~head$1 | ~lock_q$3$q) & can_send$3;
        gnt$16 = 1'b0;
        elig$17 = nonempty$2 & want$2[3] & (~head$2 | ~lock_q$3$q) & can_send$3;
        gnt$17 = 1'b0;
        elig$18 = nonempty$3 & want$3[3] & (~head$3 | ~lock_q$3$q) & can_send$3;
        gnt$18 = 1'b0;
        elig$19 = nonempty$4 & want$4[3] & (~head$4 | ~lock_q$3$q) & can_send$3;
        gnt$19 = 1'b0;
        fire$3 = 1'b0;
        seen$3 = 1'b0;
        seen$3 = seen$3 | rr_q$3$q[0];
        if (~fire$3 & seen$3 & elig$15) begin
            gnt$15 = 1'b1;
            fire$3 = 1'b1;
        end
        seen$3 = seen$3 | rr_q$3$q[1];
        if (~fire$3 & seen$3 & elig$16) begin
            gnt$16 = 1'b1;
            fire$3 = 1'b1;
        end
        seen$3 = seen$3 | rr_q$3$q[2];
        if (~fire$3 & seen$3 & elig$17) begin
            gnt$17 = 1'b1;
            fire$3 = 1'b1;
        end
        seen$3 = seen$3 | rr_q$3$q[3];
        if (~fire$3 & seen$3 & elig$18) begin
            gnt$18 = 1'b1;
            fire$3 = 1'b1;
        end
        seen$3 = seen$3 | rr_q$3$q[4];
        if (~fire$3 & seen$3 & elig$19) begin
            gnt$19 = 1'b1;
            fire$3 = 1'b1;
        end
        if (~fire$3 & elig$15) begin
            gnt$15 = 1'b1;
            fire$3 = 1'b1;
        end
        if (~fire$3 & elig$16) begin
            gnt$16 = 1'b1;
            fire$3 = 1'b1;
        end
        if (~fire$3 & elig$17) begin
            gnt$17 = 1'b1;
            fire$3 = 1'b1;
        end
        if (~fire$3 & elig$18) begin
            gnt$18 = 1'b1;
            fire$3 = 1'b1;
        end
        if (~fire$3 & elig$19) begin
            gnt$19 = 1'b1;
            fire$3 = 1'b1;
        end
        out_f$3 = front$0;
        fire_head$3 = 1'b0;
        fire_tail$3 = 1'b0;
        if (gnt$15) begin
            out_f$3 = front$0;
            fire_head$3 = head$0;
            fire_tail$3 = tail$0;
            pop$0 = 1'b1;
        end
        if (gnt$16) begin
            out_f$3 = front$1;
            fire_head$3 = head$1;
            fire_tail$3 = tail$1;
            pop$1 = 1'b1;
        end
        if (gnt$17) begin
            out_f$3 = front$2;
            fire_head$3 = head$2;
            fire_tail$3 = tail$2;
            pop$2 = 1'b1;
        end
        if (gnt$18) begin
            out_f$3 = front$3;
            fire_head$3 = head$3;
            fire_tail$3 = tail$3;
            pop$3 = 1'b1;
        end
        if (gnt$19) begin
            out_f$3 = front$4;
            fire_head$3 = head$4;
            fire_tail$3 = tail$4;
            pop$4 = 1'b1;
        end
        if (fire_head$3 & ~fire_tail$3) begin
            lock_q$3$d = 1'b1;
        end
        if (fire_tail$3) begin
            lock_q$3$d = 1'b0;
        end
        if (gnt$15 & head$0) begin
            rr_q$3$d = oh5$1;
            route_q$0$d = oh5$3;
        end
        if (gnt$16 & head$1) begin
            rr_q$3$d = oh5$2;
            route_q$1$d = oh5$3;
        end
        if (gnt$17 & head$2) begin
            rr_q$3$d = oh5$3;
            route_q$2$d = oh5$3;
        end
        if (gnt$18 & head$3) begin
            rr_q$3$d = oh5$4;
            route_q$3$d = oh5$3;
        end
        if (gnt$19 & head$4) begin
            rr_q$3$d = oh5$0;
            route_q$4$d = oh5$3;
        end
        if (fire$3) begin
            flits_q$d = flits_q$d + one32;
        end
        elig$20 = nonempty$0 & want$0[4] & (~head$0 | ~lock_q$4$q) & can_send$4;
        gnt$20 = 1'b0;
        elig$21 = nonempty$1 & want$1[4] & (~head$1 | ~lock_q$4$q) & can_send$4;
        gnt$21 = 1'b0;
        elig$22 = nonempty$2 & want$2[4] & (~head$2 | ~lock_q$4$q) & can_send$4;
        gnt$22 = 1'b0;
        elig$23 = nonempty$3 & want$3[4] & (~head$3 | ~lock_q$4$q) & can_send$4;
        gnt$23 = 1'b0;
        elig$24 = nonempty$4 & want$4[4] & (~head$4 | ~lock_q$4$q) & can_send$4;
        gnt$24 = 1'b0;
        fire$4 = 1'b0;
        seen$4 = 1'b0;
        seen$4 = seen$4 | rr_q$4$q[0];
        if (~fire$4 & seen$4 & elig$20) begin
            gnt$20 = 1'b1;
            fire$4 = 1'b1;
        end
        seen$4 = seen$4 | rr_q$4$q[1];
        if (~fire$4 & seen$4 & elig$21) begin
            gnt$21 = 1'b1;
            fire$4 = 1'b1;
        end
        seen$4 = seen$4 | rr_q$4$q[2];
        if (~fire$4 & seen$4 & elig$22) begin
            gnt$22 = 1'b1;
            fire$4 = 1'b1;
        end
        seen$4 = seen$4 | rr_q$4$q[3];
        if (~fire$4 & seen$4 & elig$23) begin
            gnt$23 = 1'b1;
            fire$4 = 1'b1;
        end
        seen$4 = seen$4 | rr_q$4$q[4];
        if (~fire$4 & seen$4 & elig$24) begin
            gnt$24 = 1'b1;
            fire$4 = 1'b1;
        end
        if (~fire$4 & elig$20) begin
            gnt$20 = 1'b1;
            fire$4 = 1'b1;
        end
        if (~fire$4 & elig$21) begin
            gnt$21 = 1'b1;
            fire$4 = 1'b1;
        end
        if (~fire$4 & elig$22) begin
            gnt$22 = 1'b1;
            fire$4 = 1'b1;
        end
        if (~fire$4 & elig$23) begin
            gnt$23 = 1'b1;
            fire$4 = 1'b1;
        end
        if (~fire$4 & elig$24) begin
            gnt$24 = 1'b1;
            fire$4 = 1'b1;
        end
        out_f$4 = front$0;
        fire_head$4 = 1'b0;
        fire_tail$4 = 1'b0;
        if (gnt$20) begin
            out_f$4 = front$0;
            fire_head$4 = head$0;
            fire_tail$4 = tail$0;
            pop$0 = 1'b1;
        end
        if (gnt$21) begin
            out_f$4 = front$1;
            fire_head$4 = head$1;
            fire_tail$4 = tail$1;
            pop$1 = 1'b1;
        end
        if (gnt$22) begin
            out_f$4 = front$2;
            fire_head$4 = head$2;
            fire_tail$4 = tail$2;
            pop$2 = 1'b1;
        end
        if (gnt$23) begin
            out_f$4 = front$3;
            fire_head$4 = head$3;
            fire_tail$4 = tail$3;
            pop$3 = 1'b1;
        end
        if (gnt$24) begin
            out_f$4 = front$4;
            fire_head$4 = head$4;
            fire_tail$4 = tail$4;
            pop$4 = 1'b1;
        end
        if (fire_head$4 & ~fire_tail$4) begin
            lock_q$4$d = 1'b1;
        end
        if (fire_tail$4) begin
            lock_q$4$d = 1'b0;
        end
        if (gnt$20 & head$0) begin
            rr_q$4$d = oh5$1;
            route_q$0$d = oh5$4;
        end
        if (gnt$21 & head$1) begin
            rr_q$4$d = oh5$2;
            route_q$1$d = oh5$4;
        end
        if (gnt$22 & head$2) begin
            rr_q$4$d = oh5$3;
            route_q$2$d = oh5$4;
        end
        if (gnt$23 & head$3) begin
            rr_q$4$d = oh5$4;
            route_q$3$d = oh5$4;
        end
        if (gnt$24 & head$4) begin
            rr_q$4$d = oh5$0;
            route_q$4$d = oh5$4;
        end
        if (fire$4) begin
            flits_q$d = flits_q$d + one32;
        end
        ov_q$0$d = fire$0;
        if (fire$0) begin
            of_q$0$d = out_f$0;
        end
        if (fire$0 & ~lout_credit$0) begin
            cred_q$0$d = cred_q$0$q - one3;
        end
        if (~fire$0 & lout_credit$0) begin
            cred_q$0$d = cred_q$0$q + one3;
        end
        ov_q$1$d = fire$1;
        if (fire$1) begin
            of_q$1$d = out_f$1;
        end
        if (fire$1 & ~lout_credit$1) begin
            cred_q$1$d = cred_q$1$q - one3;
        end
        if (~fire$1 & lout_credit$1) begin
            cred_q$1$d = cred_q$1$q + one3;
        end
        ov_q$2$d = fire$2;
        if (fire$2) begin
            of_q$2$d = out_f$2;
        end
        if (fire$2 & ~lout_credit$2) begin
            cred_q$2$d = cred_q$2$q - one3;
        end
        if (~fire$2 & lout_credit$2) begin
            cred_q$2$d = cred_q$2$q + one3;
        end
        ov_q$3$d = fire$3;
        if (fire$3) begin
            of_q$3$d = out_f$3;
        end
        if (fire$3 & ~lout_credit$3) begin
            cred_q$3$d = cred_q$3$q - one3;
        end
        if (~fire$3 & lout_credit$3) begin
            cred_q$3$d = cred_q$3$q + one3;
        end
        if (fire$4) begin
            ov_q$4$d = 1'b1;
            of_q$4$d = out_f$4;
        end
        else if (ej_ready) begin
            ov_q$4$d = 1'b0;
        end
        if (in_v$0 & (wr_q$0$q == 0)) begin
            buf_q$0$d = in_f$0;
        end
        if (in_v$0 & (wr_q$0$q == 1)) begin
            buf_q$1$d = in_f$0;
        end
        if (in_v$0 & (wr_q$0$q == 2)) begin
            buf_q$2$d = in_f$0;
        end
        if (in_v$0 & (wr_q$0$q == 3)) begin
            buf_q$3$d = in_f$0;
        end
        if (in_v$0) begin
            wr_q$0$d = wr_q$0$q + one2;
        end
        if (pop$0) begin
            rd_q$0$d = rd_q$0$q + one2;
        end
        if (in_v$0 & ~pop$0) begin
            cnt_q$0$d = cnt_q$0$q + one3;
        end
        if (~in_v$0 & pop$0) begin
            cnt_q$0$d = cnt_q$0$q - one3;
        end
        if (in_v$1 & (wr_q$1$q == 0)) begin
            buf_q$4$d = in_f$1;
        end
        if (in_v$1 & (wr_q$1$q == 1)) begin
            buf_q$5$d = in_f$1;
        end
        if (in_v$1 & (wr_q$1$q == 2)) begin
            buf_q$6$d = in_f$1;
        end
        if (in_v$1 & (wr_q$1$q == 3)) begin
            buf_q$7$d = in_f$1;
        end
        if (in_v$1) begin
            wr_q$1$d = wr_q$1$q + one2;
        end
        if (pop$1) begin
            rd_q$1$d = rd_q$1$q + one2;
        end
        if (in_v$1 & ~pop$1) begin
            cnt_q$1$d = cnt_q$1$q + one3;
        end
        if (~in_v$1 & pop$1) begin
            cnt_q$1$d = cnt_q$1$q - one3;
        end
        if (in_v$2 & (wr_q$2$q == 0)) begin
            buf_q$8$d = in_f$2;
        end
        if (in_v$2 & (wr_q$2$q == 1)) begin
            buf_q$9$d = in_f$2;
        end
        if (in_v$2 & (wr_q$2$q == 2)) begin
            buf_q$10$d = in_f$2;
        end
        if (in_v$2 & (wr_q$2$q == 3)) begin
            buf_q$11$d = in_f$2;
        end
        if (in_v$2) begin
            wr_q$2$d = wr_q$2$q + one2;
        end
        if (pop$2) begin
            rd_q$2$d = rd_q$2$q + one2;
        end
        if (in_v$2 & ~pop$2) begin
            cnt_q$2$d = cnt_q$2$q + one3;
        end
        if (~in_v$2 & pop$2) begin
            cnt_q$2$d = cnt_q$2$q - one3;
        end
        if (in_v$3 & (wr_q$3$q == 0)) begin
            buf_q$12$d = in_f$3;
        end
        if (in_v$3 & (wr_q$3$q == 1)) begin
            buf_q$13$d = in_f$3;
        end
        if (in_v$3 & (wr_q$3$q == 2)) begin
            buf_q$14$d = in_f$3;
        end
        if (in_v$3 & (wr_q$3$q == 3)) begin
            buf_q$15$d = in_f$3;
        end
        if (in_v$3) begin
            wr_q$3$d = wr_q$3$q + one2;
        end
        if (pop$3) begin
            rd_q$3$d = rd_q$3$q + one2;
        end
        if (in_v$3 & ~pop$3) begin
            cnt_q$3$d = cnt_q$3$q + one3;
        end
        if (~in_v$3 & pop$3) begin
            cnt_q$3$d = cnt_q$3$q - one3;
        end
        if (in_v$4 & (wr_q$4$q == 0)) begin
            buf_q$16$d = in_f$4;
        end
        if (in_v$4 & (wr_q$4$q == 1)) begin
            buf_q$17$d = in_f$4;
        end
        if (in_v$4 & (wr_q$4$q == 2)) begin
            buf_q$18$d = in_f$4;
        end
        if (in_v$4 & (wr_q$4$q == 3)) begin
            buf_q$19$d = in_f$4;
        end
        if (in_v$4) begin
            wr_q$4$d = wr_q$4$q + one2;
        end
        if (pop$4) begin
            rd_q$4$d = rd_q$4$q + one2;
        end
        if (in_v$4 & ~pop$4) begin
            cnt_q$4$d = cnt_q$4$q + one3;
        end
        if (~in_v$4 & pop$4) begin
            cnt_q$4$d = cnt_q$4$q - one3;
        end
        credit_q$0$d = pop$0;
        credit_q$1$d = pop$1;
        credit_q$2$d = pop$2;
        credit_q$3$d = pop$3;
        if (reset) begin
            wr_q$0$d = zero2;
            rd_q$0$d = zero2;
            cnt_q$0$d = zero3;
            route_q$0$d = zero5;
            lock_q$0$d = 1'b0;
            rr_q$0$d = oh5$0;
            ov_q$0$d = 1'b0;
            wr_q$1$d = zero2;
            rd_q$1$d = zero2;
            cnt_q$1$d = zero3;
            route_q$1$d = zero5;
            lock_q$1$d = 1'b0;
            rr_q$1$d = oh5$0;
            ov_q$1$d = 1'b0;
            wr_q$2$d = zero2;
            rd_q$2$d = zero2;
            cnt_q$2$d = zero3;
            route_q$2$d = zero5;
            lock_q$2$d = 1'b0;
            rr_q$2$d = oh5$0;
            ov_q$2$d = 1'b0;
            wr_q$3$d = zero2;
            rd_q$3$d = zero2;
            cnt_q$3$d = zero3;
            route_q$3$d = zero5;
            lock_q$3$d = 1'b0;
            rr_q$3$d = oh5$0;
            ov_q$3$d = 1'b0;
            wr_q$4$d = zero2;
            rd_q$4$d = zero2;
            cnt_q$4$d = zero3;
            route_q$4$d = zero5;
            lock_q$4$d = 1'b0;
            rr_q$4$d = oh5$0;
            ov_q$4$d = 1'b0;
            credit_q$0$d = 1'b0;
            cred_q$0$d = depth3;
            credit_q$1$d = 1'b0;
            cred_q$1$d = depth3;
            credit_q$2$d = 1'b0;
            cred_q$2$d = depth3;
            credit_q$3$d = 1'b0;
            cred_q$3$d = depth3;
            flits_q$d = zero32;
        end
    end

endmodule // noc_sram_2x2_w64$mesh$routers$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$mesh$routers$0$buf_q$0(d,q,clock);

    // Module arguments
    input wire  [75:0] d;
    output reg  [75:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 76'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // noc_sram_2x2_w64$mesh$routers$0$buf_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$mesh$routers$0$cnt_q$0(d,q,clock);

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

endmodule // noc_sram_2x2_w64$mesh$routers$0$cnt_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$mesh$routers$0$credit_q$0(d,q,clock);

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

endmodule // noc_sram_2x2_w64$mesh$routers$0$credit_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$mesh$routers$0$flits_q(d,q,clock);

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

endmodule // noc_sram_2x2_w64$mesh$routers$0$flits_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$mesh$routers$0$rd_q$0(d,q,clock);

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

endmodule // noc_sram_2x2_w64$mesh$routers$0$rd_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$mesh$routers$0$route_q$0(d,q,clock);

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

endmodule // noc_sram_2x2_w64$mesh$routers$0$route_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$sram(clock,reset,req_valid,req_ready,req_addr,req_we,req_wdata,rsp_valid,rsp_data,stall_count,conflict_count);

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
    noc_sram_2x2_w64$sram$banks$0 banks$0(
        .clock(banks$0$clock),
        .addr(banks$0$addr),
        .we(banks$0$we),
        .wdata(banks$0$wdata),
        .rdata(banks$0$rdata)
    );
    noc_sram_2x2_w64$sram$banks$0 banks$1(
        .clock(banks$1$clock),
        .addr(banks$1$addr),
        .we(banks$1$we),
        .wdata(banks$1$wdata),
        .rdata(banks$1$rdata)
    );
    noc_sram_2x2_w64$sram$arbs$0 arbs$0(
        .clock(arbs$0$clock),
        .reset(arbs$0$reset),
        .want(arbs$0$want),
        .grant(arbs$0$grant),
        .conflict(arbs$0$conflict)
    );
    noc_sram_2x2_w64$sram$arbs$0 arbs$1(
        .clock(arbs$1$clock),
        .reset(arbs$1$reset),
        .want(arbs$1$want),
        .grant(arbs$1$grant),
        .conflict(arbs$1$conflict)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 rd_owner_q$0(
        .d(rd_owner_q$0$d),
        .q(rd_owner_q$0$q),
        .clock(rd_owner_q$0$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 rd_owner_q$1(
        .d(rd_owner_q$1$d),
        .q(rd_owner_q$1$q),
        .clock(rd_owner_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 rsp_valid_q(
        .d(rsp_valid_q$d),
        .q(rsp_valid_q$q),
        .clock(rsp_valid_q$clock)
    );
    noc_sram_2x2_w64$sram$rsp_data_q$0 rsp_data_q$0(
        .d(rsp_data_q$0$d),
        .q(rsp_data_q$0$q),
        .clock(rsp_data_q$0$clock)
    );
    noc_sram_2x2_w64$sram$rsp_data_q$0 rsp_data_q$1(
        .d(rsp_data_q$1$d),
        .q(rsp_data_q$1$q),
        .clock(rsp_data_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$flits_q stall_q$0(
        .d(stall_q$0$d),
        .q(stall_q$0$q),
        .clock(stall_q$0$clock)
    );
    noc_sram_2x2_w64$sram$stall_q$1 stall_q$1(
        .d(stall_q$1$d),
        .q(stall_q$1$q),
        .clock(stall_q$1$clock)
    );
    noc_sram_2x2_w64$mesh$routers$0$flits_q conflict_q(
        .d(conflict_q$d),
        .q(conflict_q$q),
        .clock(conflict_q$clock)
    );
    noc_sram_2x2_w64$sram$rsp_pack rsp_pack(
        .lane$0(rsp_pack$lane$0),
        .lane$1(rsp_pack$lane$1),
        .whole(rsp_pack$whole)
    );
    noc_sram_2x2_w64$sram$stall_pack stall_pack(
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

endmodule // noc_sram_2x2_w64$sram
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$sram$arbs$0(clock,reset,want,grant,conflict);

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
    noc_sram_2x2_w64$mesh$routers$0$rd_q$0 mask_q(
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

endmodule // noc_sram_2x2_w64$sram$arbs$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$sram$banks$0(clock,addr,we,wdata,rdata);

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
endmodule // noc_sram_2x2_w64$sram$banks$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$sram$rsp_data_q$0(d,q,clock);

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

endmodule // noc_sram_2x2_w64$sram$rsp_data_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$sram$rsp_pack(lane$0,lane$1,whole);

    // Module arguments
    input wire  [63:0] lane$0;
    input wire  [63:0] lane$1;
    output reg  [127:0] whole;

    // Update code
    always @(*) begin
        whole[(32'h0)+:(64)] = lane$0;
        whole[(32'h40)+:(64)] = lane$1;
    end

endmodule // noc_sram_2x2_w64$sram$rsp_pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$sram$stall_pack(lane$0,lane$1,whole);

    // Module arguments
    input wire  [31:0] lane$0;
    input wire  [31:0] lane$1;
    output reg  [63:0] whole;

    // Update code
    always @(*) begin
        whole[(32'h0)+:(32)] = lane$0;
        whole[(32'h20)+:(32)] = lane$1;
    end

endmodule // noc_sram_2x2_w64$sram$stall_pack
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$sram$stall_q$1(d,q,clock);

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

endmodule // noc_sram_2x2_w64$sram$stall_q$1
/* verilator lint_on DECLFILENAME */

// v-- Setting output parameters to net type for wrapped code.


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_sram_2x2_w64$tgt(clock,reset,node_x,node_y,ej_valid,ej_ready,ej_flit,inj_valid,inj_ready,inj_flit,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data,err);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [3:0] node_x;
    input wire  [3:0] node_y;
    input wire  ej_valid;
    output wire  ej_ready;
    input wire  [75:0] ej_flit;
    output wire  inj_valid;
    input wire  inj_ready;
    output wire  [75:0] inj_flit;
    output wire  sram_req_valid;
    input wire  sram_req_ready;
    output wire  [8:0] sram_req_addr;
    output wire  sram_req_we;
    output wire  [63:0] sram_req_wdata;
    input wire  sram_rsp_valid;
    input wire  [63:0] sram_rsp_data;
    output wire  err;

    // Update code (wrapper)
    // request register: the next request for the SRAM port
    reg rq_v_q;
    reg rq_we_q;
    reg [8:0] rq_addr_q;
    reg [7:0] rq_src_q;
    reg [63:0] rq_data_q;
    // a write's head flit, waiting for its data flit
    reg hw_v_q;
    reg [8:0] hw_addr_q;
    reg [7:0] hw_src_q;
    // issued requests in flight inside the SRAM (LATENCY = 2 stages)
    reg s1_v_q;
    reg s1_we_q;
    reg [7:0] s1_src_q;
    reg s2_v_q;
    reg s2_we_q;
    reg [7:0] s2_src_q;
    // response FIFO of one-flit packets
    reg [75:0] f_q [0:3];
    reg [1:0] wp_q;
    reg [1:0] rp_q;
    reg [2:0] cnt_q;
    reg err_q;
    // decode of the ejected flit
    wire e_head = ej_flit[0];
    wire e_tail = ej_flit[1];
    wire e_here = ej_flit[9:2] == {node_y, node_x};
    wire e_rd = e_head & e_tail & e_here & (ej_flit[11:10] == 2'b00) & ~(|ej_flit[75:29]);
    wire e_wh = e_head & ~e_tail & e_here & (ej_flit[11:10] == 2'b01) & ~hw_v_q & ~(|ej_flit[75:29]);
    wire e_wd = ~e_head & e_tail & hw_v_q & (ej_flit[11:2] == 10'd0);
    wire e_bad = ~(e_rd | e_wh | e_wd);
    // credit: a FIFO slot for every request in flight, and one for the next
    wire [3:0] occ = {1'b0, cnt_q} + {3'd0, s1_v_q} + {3'd0, s2_v_q};
    wire credit = occ < 4'd4;
    wire issue = sram_req_valid & sram_req_ready;
    wire rq_free = ~rq_v_q | issue;
    wire take = ej_valid & ej_ready;
    wire pop = inj_valid & inj_ready;
    wire [75:0] f_d = {(s2_we_q ? 64'd0 : sram_rsp_data), 1'b1, s2_we_q, s2_src_q, 2'b11};
    assign ej_ready = ~reset & (e_wh | e_bad | ((e_rd | e_wd) & rq_free));
    assign sram_req_valid = rq_v_q & credit;
    assign sram_req_addr = rq_addr_q;
    assign sram_req_we = rq_we_q;
    assign sram_req_wdata = rq_data_q;
    assign inj_valid = cnt_q != 3'd0;
    assign inj_flit = f_q[rp_q];
    assign err = err_q;

    always @(posedge clock) begin
        if (reset) begin
            rq_v_q <= 1'b0;
            rq_we_q <= 1'b0;
            rq_addr_q <= 9'd0;
            rq_src_q <= 8'd0;
            rq_data_q <= 64'd0;
            hw_v_q <= 1'b0;
            hw_addr_q <= 9'd0;
            hw_src_q <= 8'd0;
            s1_v_q <= 1'b0;
            s1_we_q <= 1'b0;
            s1_src_q <= 8'd0;
            s2_v_q <= 1'b0;
            s2_we_q <= 1'b0;
            s2_src_q <= 8'd0;
            wp_q <= 2'd0;
            rp_q <= 2'd0;
            cnt_q <= 3'd0;
            err_q <= 1'b0;
        end else begin
            if (take & e_rd) begin
                rq_v_q <= 1'b1;
                rq_we_q <= 1'b0;
                rq_addr_q <= ej_flit[28:20];
                rq_src_q <= ej_flit[19:12];
                rq_data_q <= 64'd0;
            end else if (take & e_wd) begin
                rq_v_q <= 1'b1;
                rq_we_q <= 1'b1;
                rq_addr_q <= hw_addr_q;
                rq_src_q <= hw_src_q;
                rq_data_q <= ej_flit[75:12];
            end else if (issue) begin
                rq_v_q <= 1'b0;
            end
            if (take & e_wh) begin
                hw_v_q <= 1'b1;
                hw_addr_q <= ej_flit[28:20];
                hw_src_q <= ej_flit[19:12];
            end else if (take & e_wd) begin
                hw_v_q <= 1'b0;
            end
            s1_v_q <= issue;
            s1_we_q <= rq_we_q;
            s1_src_q <= rq_src_q;
            s2_v_q <= s1_v_q;
            s2_we_q <= s1_we_q;
            s2_src_q <= s1_src_q;
            if (s2_v_q) begin
                f_q[wp_q] <= f_d;
                wp_q <= wp_q + 2'd1;
            end
            if (pop) begin
                rp_q <= rp_q + 2'd1;
            end
            cnt_q <= cnt_q + {2'd0, s2_v_q} - {2'd0, pop};
            if ((take & e_bad) | (sram_rsp_valid != (s2_v_q & ~s2_we_q)) | (s2_v_q & ~pop & (cnt_q == 3'd4))) begin
                err_q <= 1'b1;
            end
        end
    end
endmodule // noc_sram_2x2_w64$tgt
/* verilator lint_on DECLFILENAME */
