// noc_sram_target_w64: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.

// v-- Setting output parameters to net type for wrapped code.


module noc_sram_target_w64(clock,reset,node_x,node_y,ej_valid,ej_ready,ej_flit,inj_valid,inj_ready,inj_flit,sram_req_valid,sram_req_ready,sram_req_addr,sram_req_we,sram_req_wdata,sram_rsp_valid,sram_rsp_data,err);

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
endmodule // top
