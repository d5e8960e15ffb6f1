// noc_sram_initiator_w128: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.

// v-- Setting output parameters to net type for wrapped code.


module noc_sram_initiator_w128(clock,reset,node_x,node_y,tgt_x,tgt_y,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data,inj_valid,inj_ready,inj_flit,ej_valid,ej_ready,ej_flit,reads_pending,writes_pending,idle,err);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [3:0] node_x;
    input wire  [3:0] node_y;
    input wire  [3:0] tgt_x;
    input wire  [3:0] tgt_y;
    input wire  sram_req_valid;
    output wire  sram_req_ready;
    input wire  [15:0] sram_req_addr;
    input wire  sram_req_we;
    input wire  [127:0] sram_req_wdata;
    output wire  sram_rsp_valid;
    output wire  [127:0] sram_rsp_data;
    output wire  inj_valid;
    input wire  inj_ready;
    output wire  [139:0] inj_flit;
    input wire  ej_valid;
    output wire  ej_ready;
    input wire  [139:0] ej_flit;
    output wire  [4:0] reads_pending;
    output wire  [4:0] writes_pending;
    output wire  idle;
    output wire  err;

    // Update code (wrapper)
    // packet register: the request being injected (head flit hf_q, then for a write the data flit df_q)
    reg pv_q;            // a packet is being injected
    reg pd_q;            // its head has been injected, the data flit is next
    reg pw_q;            // it is a write (two flits)
    reg [139:0] hf_q;
    reg [139:0] df_q;
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
    wire [139:0] hf_d = {{104{1'b0}}, sram_req_addr, node_y, node_x, 1'b0, sram_req_we, tgt_y, tgt_x, ~sram_req_we, 1'b1};
    wire [139:0] df_d = {sram_req_wdata, 10'd0, 1'b1, 1'b0};
    assign sram_req_ready = ~reset & room & (sram_req_we ? can_w : can_r);
    assign inj_valid = pv_q;
    assign inj_flit = pd_q ? df_q : hf_q;
    assign ej_ready = 1'b1;
    assign sram_rsp_valid = rsp;
    assign sram_rsp_data = rsp ? ej_flit[139:12] : 128'd0;
    assign reads_pending = rd_q;
    assign writes_pending = wr_q;
    assign idle = ~pv_q & (rd_q == 5'd0) & (wr_q == 5'd0);
    assign err = err_q;

    always @(posedge clock) begin
        if (reset) begin
            pv_q <= 1'b0;
            pd_q <= 1'b0;
            pw_q <= 1'b0;
            hf_q <= 140'd0;
            df_q <= 140'd0;
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
endmodule // top
