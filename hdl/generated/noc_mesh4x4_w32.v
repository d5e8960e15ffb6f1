// noc_mesh4x4_w32: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module noc_mesh4x4_w32(clock,reset,inj_valid,inj_ready,inj_flit,ej_valid,ej_ready,ej_flit,flit_count,edge_err);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] inj_valid;
    output reg  [15:0] inj_ready;
    input wire  [543:0] inj_flit;
    output reg  [15:0] ej_valid;
    input wire  [15:0] ej_ready;
    output reg  [543:0] ej_flit;
    output reg  [31:0] flit_count;
    output reg  edge_err;

    // Stub signals
    reg  routers$0$clock;
    reg  routers$0$reset;
    reg  routers$0$lin_valid$0;
    reg  routers$0$lin_valid$1;
    reg  routers$0$lin_valid$2;
    reg  routers$0$lin_valid$3;
    reg  [33:0] routers$0$lin_flit$0;
    reg  [33:0] routers$0$lin_flit$1;
    reg  [33:0] routers$0$lin_flit$2;
    reg  [33:0] routers$0$lin_flit$3;
    wire  routers$0$lin_credit$0;
    wire  routers$0$lin_credit$1;
    wire  routers$0$lin_credit$2;
    wire  routers$0$lin_credit$3;
    wire  routers$0$lout_valid$0;
    wire  routers$0$lout_valid$1;
    wire  routers$0$lout_valid$2;
    wire  routers$0$lout_valid$3;
    wire  [33:0] routers$0$lout_flit$0;
    wire  [33:0] routers$0$lout_flit$1;
    wire  [33:0] routers$0$lout_flit$2;
    wire  [33:0] routers$0$lout_flit$3;
    reg  routers$0$lout_credit$0;
    reg  routers$0$lout_credit$1;
    reg  routers$0$lout_credit$2;
    reg  routers$0$lout_credit$3;
    reg  routers$0$inj_valid;
    wire  routers$0$inj_ready;
    reg  [33:0] routers$0$inj_flit;
    wire  routers$0$ej_valid;
    reg  routers$0$ej_ready;
    wire  [33:0] routers$0$ej_flit;
    wire  [31:0] routers$0$flits;
    reg  [3:0] routers$0$pos_x;
    reg  [3:0] routers$0$pos_y;
    reg  routers$1$clock;
    reg  routers$1$reset;
    reg  routers$1$lin_valid$0;
    reg  routers$1$lin_valid$1;
    reg  routers$1$lin_valid$2;
    reg  routers$1$lin_valid$3;
    reg  [33:0] routers$1$lin_flit$0;
    reg  [33:0] routers$1$lin_flit$1;
    reg  [33:0] routers$1$lin_flit$2;
    reg  [33:0] routers$1$lin_flit$3;
    wire  routers$1$lin_credit$0;
    wire  routers$1$lin_credit$1;
    wire  routers$1$lin_credit$2;
    wire  routers$1$lin_credit$3;
    wire  routers$1$lout_valid$0;
    wire  routers$1$lout_valid$1;
    wire  routers$1$lout_valid$2;
    wire  routers$1$lout_valid$3;
    wire  [33:0] routers$1$lout_flit$0;
    wire  [33:0] routers$1$lout_flit$1;
    wire  [33:0] routers$1$lout_flit$2;
    wire  [33:0] routers$1$lout_flit$3;
    reg  routers$1$lout_credit$0;
    reg  routers$1$lout_credit$1;
    reg  routers$1$lout_credit$2;
    reg  routers$1$lout_credit$3;
    reg  routers$1$inj_valid;
    wire  routers$1$inj_ready;
    reg  [33:0] routers$1$inj_flit;
    wire  routers$1$ej_valid;
    reg  routers$1$ej_ready;
    wire  [33:0] routers$1$ej_flit;
    wire  [31:0] routers$1$flits;
    reg  [3:0] routers$1$pos_x;
    reg  [3:0] routers$1$pos_y;
    reg  routers$2$clock;
    reg  routers$2$reset;
    reg  routers$2$lin_valid$0;
    reg  routers$2$lin_valid$1;
    reg  routers$2$lin_valid$2;
    reg  routers$2$lin_valid$3;
    reg  [33:0] routers$2$lin_flit$0;
    reg  [33:0] routers$2$lin_flit$1;
    reg  [33:0] routers$2$lin_flit$2;
    reg  [33:0] routers$2$lin_flit$3;
    wire  routers$2$lin_credit$0;
    wire  routers$2$lin_credit$1;
    wire  routers$2$lin_credit$2;
    wire  routers$2$lin_credit$3;
    wire  routers$2$lout_valid$0;
    wire  routers$2$lout_valid$1;
    wire  routers$2$lout_valid$2;
    wire  routers$2$lout_valid$3;
    wire  [33:0] routers$2$lout_flit$0;
    wire  [33:0] routers$2$lout_flit$1;
    wire  [33:0] routers$2$lout_flit$2;
    wire  [33:0] routers$2$lout_flit$3;
    reg  routers$2$lout_credit$0;
    reg  routers$2$lout_credit$1;
    reg  routers$2$lout_credit$2;
    reg  routers$2$lout_credit$3;
    reg  routers$2$inj_valid;
    wire  routers$2$inj_ready;
    reg  [33:0] routers$2$inj_flit;
    wire  routers$2$ej_valid;
    reg  routers$2$ej_ready;
    wire  [33:0] routers$2$ej_flit;
    wire  [31:0] routers$2$flits;
    reg  [3:0] routers$2$pos_x;
    reg  [3:0] routers$2$pos_y;
    reg  routers$3$clock;
    reg  routers$3$reset;
    reg  routers$3$lin_valid$0;
    reg  routers$3$lin_valid$1;
    reg  routers$3$lin_valid$2;
    reg  routers$3$lin_valid$3;
    reg  [33:0] routers$3$lin_flit$0;
    reg  [33:0] routers$3$lin_flit$1;
    reg  [33:0] routers$3$lin_flit$2;
    reg  [33:0] routers$3$lin_flit$3;
    wire  routers$3$lin_credit$0;
    wire  routers$3$lin_credit$1;
    wire  routers$3$lin_credit$2;
    wire  routers$3$lin_credit$3;
    wire  routers$3$lout_valid$0;
    wire  routers$3$lout_valid$1;
    wire  routers$3$lout_valid$2;
    wire  routers$3$lout_valid$3;
    wire  [33:0] routers$3$lout_flit$0;
    wire  [33:0] routers$3$lout_flit$1;
    wire  [33:0] routers$3$lout_flit$2;
    wire  [33:0] routers$3$lout_flit$3;
    reg  routers$3$lout_credit$0;
    reg  routers$3$lout_credit$1;
    reg  routers$3$lout_credit$2;
    reg  routers$3$lout_credit$3;
    reg  routers$3$inj_valid;
    wire  routers$3$inj_ready;
    reg  [33:0] routers$3$inj_flit;
    wire  routers$3$ej_valid;
    reg  routers$3$ej_ready;
    wire  [33:0] routers$3$ej_flit;
    wire  [31:0] routers$3$flits;
    reg  [3:0] routers$3$pos_x;
    reg  [3:0] routers$3$pos_y;
    reg  routers$4$clock;
    reg  routers$4$reset;
    reg  routers$4$lin_valid$0;
    reg  routers$4$lin_valid$1;
    reg  routers$4$lin_valid$2;
    reg  routers$4$lin_valid$3;
    reg  [33:0] routers$4$lin_flit$0;
    reg  [33:0] routers$4$lin_flit$1;
    reg  [33:0] routers$4$lin_flit$2;
    reg  [33:0] routers$4$lin_flit$3;
    wire  routers$4$lin_credit$0;
    wire  routers$4$lin_credit$1;
    wire  routers$4$lin_credit$2;
    wire  routers$4$lin_credit$3;
    wire  routers$4$lout_valid$0;
    wire  routers$4$lout_valid$1;
    wire  routers$4$lout_valid$2;
    wire  routers$4$lout_valid$3;
    wire  [33:0] routers$4$lout_flit$0;
    wire  [33:0] routers$4$lout_flit$1;
    wire  [33:0] routers$4$lout_flit$2;
    wire  [33:0] routers$4$lout_flit$3;
    reg  routers$4$lout_credit$0;
    reg  routers$4$lout_credit$1;
    reg  routers$4$lout_credit$2;
    reg  routers$4$lout_credit$3;
    reg  routers$4$inj_valid;
    wire  routers$4$inj_ready;
    reg  [33:0] routers$4$inj_flit;
    wire  routers$4$ej_valid;
    reg  routers$4$ej_ready;
    wire  [33:0] routers$4$ej_flit;
    wire  [31:0] routers$4$flits;
    reg  [3:0] routers$4$pos_x;
    reg  [3:0] routers$4$pos_y;
    reg  routers$5$clock;
    reg  routers$5$reset;
    reg  routers$5$lin_valid$0;
    reg  routers$5$lin_valid$1;
    reg  routers$5$lin_valid$2;
    reg  routers$5$lin_valid$3;
    reg  [33:0] routers$5$lin_flit$0;
    reg  [33:0] routers$5$lin_flit$1;
    reg  [33:0] routers$5$lin_flit$2;
    reg  [33:0] routers$5$lin_flit$3;
    wire  routers$5$lin_credit$0;
    wire  routers$5$lin_credit$1;
    wire  routers$5$lin_credit$2;
    wire  routers$5$lin_credit$3;
    wire  routers$5$lout_valid$0;
    wire  routers$5$lout_valid$1;
    wire  routers$5$lout_valid$2;
    wire  routers$5$lout_valid$3;
    wire  [33:0] routers$5$lout_flit$0;
    wire  [33:0] routers$5$lout_flit$1;
    wire  [33:0] routers$5$lout_flit$2;
    wire  [33:0] routers$5$lout_flit$3;
    reg  routers$5$lout_credit$0;
    reg  routers$5$lout_credit$1;
    reg  routers$5$lout_credit$2;
    reg  routers$5$lout_credit$3;
    reg  routers$5$inj_valid;
    wire  routers$5$inj_ready;
    reg  [33:0] routers$5$inj_flit;
    wire  routers$5$ej_valid;
    reg  routers$5$ej_ready;
    wire  [33:0] routers$5$ej_flit;
    wire  [31:0] routers$5$flits;
    reg  [3:0] routers$5$pos_x;
    reg  [3:0] routers$5$pos_y;
    reg  routers$6$clock;
    reg  routers$6$reset;
    reg  routers$6$lin_valid$0;
    reg  routers$6$lin_valid$1;
    reg  routers$6$lin_valid$2;
    reg  routers$6$lin_valid$3;
    reg  [33:0] routers$6$lin_flit$0;
    reg  [33:0] routers$6$lin_flit$1;
    reg  [33:0] routers$6$lin_flit$2;
    reg  [33:0] routers$6$lin_flit$3;
    wire  routers$6$lin_credit$0;
    wire  routers$6$lin_credit$1;
    wire  routers$6$lin_credit$2;
    wire  routers$6$lin_credit$3;
    wire  routers$6$lout_valid$0;
    wire  routers$6$lout_valid$1;
    wire  routers$6$lout_valid$2;
    wire  routers$6$lout_valid$3;
    wire  [33:0] routers$6$lout_flit$0;
    wire  [33:0] routers$6$lout_flit$1;
    wire  [33:0] routers$6$lout_flit$2;
    wire  [33:0] routers$6$lout_flit$3;
    reg  routers$6$lout_credit$0;
    reg  routers$6$lout_credit$1;
    reg  routers$6$lout_credit$2;
    reg  routers$6$lout_credit$3;
    reg  routers$6$inj_valid;
    wire  routers$6$inj_ready;
    reg  [33:0] routers$6$inj_flit;
    wire  routers$6$ej_valid;
    reg  routers$6$ej_ready;
    wire  [33:0] routers$6$ej_flit;
    wire  [31:0] routers$6$flits;
    reg  [3:0] routers$6$pos_x;
    reg  [3:0] routers$6$pos_y;
    reg  routers$7$clock;
    reg  routers$7$reset;
    reg  routers$7$lin_valid$0;
    reg  routers$7$lin_valid$1;
    reg  routers$7$lin_valid$2;
    reg  routers$7$lin_valid$3;
    reg  [33:0] routers$7$lin_flit$0;
    reg  [33:0] routers$7$lin_flit$1;
    reg  [33:0] routers$7$lin_flit$2;
    reg  [33:0] routers$7$lin_flit$3;
    wire  routers$7$lin_credit$0;
    wire  routers$7$lin_credit$1;
    wire  routers$7$lin_credit$2;
    wire  routers$7$lin_credit$3;
    wire  routers$7$lout_valid$0;
    wire  routers$7$lout_valid$1;
    wire  routers$7$lout_valid$2;
    wire  routers$7$lout_valid$3;
    wire  [33:0] routers$7$lout_flit$0;
    wire  [33:0] routers$7$lout_flit$1;
    wire  [33:0] routers$7$lout_flit$2;
    wire  [33:0] routers$7$lout_flit$3;
    reg  routers$7$lout_credit$0;
    reg  routers$7$lout_credit$1;
    reg  routers$7$lout_credit$2;
    reg  routers$7$lout_credit$3;
    reg  routers$7$inj_valid;
    wire  routers$7$inj_ready;
    reg  [33:0] routers$7$inj_flit;
    wire  routers$7$ej_valid;
    reg  routers$7$ej_ready;
    wire  [33:0] routers$7$ej_flit;
    wire  [31:0] routers$7$flits;
    reg  [3:0] routers$7$pos_x;
    reg  [3:0] routers$7$pos_y;
    reg  routers$8$clock;
    reg  routers$8$reset;
    reg  routers$8$lin_valid$0;
    reg  routers$8$lin_valid$1;
    reg  routers$8$lin_valid$2;
    reg  routers$8$lin_valid$3;
    reg  [33:0] routers$8$lin_flit$0;
    reg  [33:0] routers$8$lin_flit$1;
    reg  [33:0] routers$8$lin_flit$2;
    reg  [33:0] routers$8$lin_flit$3;
    wire  routers$8$lin_credit$0;
    wire  routers$8$lin_credit$1;
    wire  routers$8$lin_credit$2;
    wire  routers$8$lin_credit$3;
    wire  routers$8$lout_valid$0;
    wire  routers$8$lout_valid$1;
    wire  routers$8$lout_valid$2;
    wire  routers$8$lout_valid$3;
    wire  [33:0] routers$8$lout_flit$0;
    wire  [33:0] routers$8$lout_flit$1;
    wire  [33:0] routers$8$lout_flit$2;
    wire  [33:0] routers$8$lout_flit$3;
    reg  routers$8$lout_credit$0;
    reg  routers$8$lout_credit$1;
    reg  routers$8$lout_credit$2;
    reg  routers$8$lout_credit$3;
    reg  routers$8$inj_valid;
    wire  routers$8$inj_ready;
    reg  [33:0] routers$8$inj_flit;
    wire  routers$8$ej_valid;
    reg  routers$8$ej_ready;
    wire  [33:0] routers$8$ej_flit;
    wire  [31:0] routers$8$flits;
    reg  [3:0] routers$8$pos_x;
    reg  [3:0] routers$8$pos_y;
    reg  routers$9$clock;
    reg  routers$9$reset;
    reg  routers$9$lin_valid$0;
    reg  routers$9$lin_valid$1;
    reg  routers$9$lin_valid$2;
    reg  routers$9$lin_valid$3;
    reg  [33:0] routers$9$lin_flit$0;
    reg  [33:0] routers$9$lin_flit$1;
    reg  [33:0] routers$9$lin_flit$2;
    reg  [33:0] routers$9$lin_flit$3;
    wire  routers$9$lin_credit$0;
    wire  routers$9$lin_credit$1;
    wire  routers$9$lin_credit$2;
    wire  routers$9$lin_credit$3;
    wire  routers$9$lout_valid$0;
    wire  routers$9$lout_valid$1;
    wire  routers$9$lout_valid$2;
    wire  routers$9$lout_valid$3;
    wire  [33:0] routers$9$lout_flit$0;
    wire  [33:0] routers$9$lout_flit$1;
    wire  [33:0] routers$9$lout_flit$2;
    wire  [33:0] routers$9$lout_flit$3;
    reg  routers$9$lout_credit$0;
    reg  routers$9$lout_credit$1;
    reg  routers$9$lout_credit$2;
    reg  routers$9$lout_credit$3;
    reg  routers$9$inj_valid;
    wire  routers$9$inj_ready;
    reg  [33:0] routers$9$inj_flit;
    wire  routers$9$ej_valid;
    reg  routers$9$ej_ready;
    wire  [33:0] routers$9$ej_flit;
    wire  [31:0] routers$9$flits;
    reg  [3:0] routers$9$pos_x;
    reg  [3:0] routers$9$pos_y;
    reg  routers$10$clock;
    reg  routers$10$reset;
    reg  routers$10$lin_valid$0;
    reg  routers$10$lin_valid$1;
    reg  routers$10$lin_valid$2;
    reg  routers$10$lin_valid$3;
    reg  [33:0] routers$10$lin_flit$0;
    reg  [33:0] routers$10$lin_flit$1;
    reg  [33:0] routers$10$lin_flit$2;
    reg  [33:0] routers$10$lin_flit$3;
    wire  routers$10$lin_credit$0;
    wire  routers$10$lin_credit$1;
    wire  routers$10$lin_credit$2;
    wire  routers$10$lin_credit$3;
    wire  routers$10$lout_valid$0;
    wire  routers$10$lout_valid$1;
    wire  routers$10$lout_valid$2;
    wire  routers$10$lout_valid$3;
    wire  [33:0] routers$10$lout_flit$0;
    wire  [33:0] routers$10$lout_flit$1;
    wire  [33:0] routers$10$lout_flit$2;
    wire  [33:0] routers$10$lout_flit$3;
    reg  routers$10$lout_credit$0;
    reg  routers$10$lout_credit$1;
    reg  routers$10$lout_credit$2;
    reg  routers$10$lout_credit$3;
    reg  routers$10$inj_valid;
    wire  routers$10$inj_ready;
    reg  [33:0] routers$10$inj_flit;
    wire  routers$10$ej_valid;
    reg  routers$10$ej_ready;
    wire  [33:0] routers$10$ej_flit;
    wire  [31:0] routers$10$flits;
    reg  [3:0] routers$10$pos_x;
    reg  [3:0] routers$10$pos_y;
    reg  routers$11$clock;
    reg  routers$11$reset;
    reg  routers$11$lin_valid$0;
    reg  routers$11$lin_valid$1;
    reg  routers$11$lin_valid$2;
    reg  routers$11$lin_valid$3;
    reg  [33:0] routers$11$lin_flit$0;
    reg  [33:0] routers$11$lin_flit$1;
    reg  [33:0] routers$11$lin_flit$2;
    reg  [33:0] routers$11$lin_flit$3;
    wire  routers$11$lin_credit$0;
    wire  routers$11$lin_credit$1;
    wire  routers$11$lin_credit$2;
    wire  routers$11$lin_credit$3;
    wire  routers$11$lout_valid$0;
    wire  routers$11$lout_valid$1;
    wire  routers$11$lout_valid$2;
    wire  routers$11$lout_valid$3;
    wire  [33:0] routers$11$lout_flit$0;
    wire  [33:0] routers$11$lout_flit$1;
    wire  [33:0] routers$11$lout_flit$2;
    wire  [33:0] routers$11$lout_flit$3;
    reg  routers$11$lout_credit$0;
    reg  routers$11$lout_credit$1;
    reg  routers$11$lout_credit$2;
    reg  routers$11$lout_credit$3;
    reg  routers$11$inj_valid;
    wire  routers$11$inj_ready;
    reg  [33:0] routers$11$inj_flit;
    wire  routers$11$ej_valid;
    reg  routers$11$ej_ready;
    wire  [33:0] routers$11$ej_flit;
    wire  [31:0] routers$11$flits;
    reg  [3:0] routers$11$pos_x;
    reg  [3:0] routers$11$pos_y;
    reg  routers$12$clock;
    reg  routers$12$reset;
    reg  routers$12$lin_valid$0;
    reg  routers$12$lin_valid$1;
    reg  routers$12$lin_valid$2;
    reg  routers$12$lin_valid$3;
    reg  [33:0] routers$12$lin_flit$0;
    reg  [33:0] routers$12$lin_flit$1;
    reg  [33:0] routers$12$lin_flit$2;
    reg  [33:0] routers$12$lin_flit$3;
    wire  routers$12$lin_credit$0;
    wire  routers$12$lin_credit$1;
    wire  routers$12$lin_credit$2;
    wire  routers$12$lin_credit$3;
    wire  routers$12$lout_valid$0;
    wire  routers$12$lout_valid$1;
    wire  routers$12$lout_valid$2;
    wire  routers$12$lout_valid$3;
    wire  [33:0] routers$12$lout_flit$0;
    wire  [33:0] routers$12$lout_flit$1;
    wire  [33:0] routers$12$lout_flit$2;
    wire  [33:0] routers$12$lout_flit$3;
    reg  routers$12$lout_credit$0;
    reg  routers$12$lout_credit$1;
    reg  routers$12$lout_credit$2;
    reg  routers$12$lout_credit$3;
    reg  routers$12$inj_valid;
    wire  routers$12$inj_ready;
    reg  [33:0] routers$12$inj_flit;
    wire  routers$12$ej_valid;
    reg  routers$12$ej_ready;
    wire  [33:0] routers$12$ej_flit;
    wire  [31:0] routers$12$flits;
    reg  [3:0] routers$12$pos_x;
    reg  [3:0] routers$12$pos_y;
    reg  routers$13$clock;
    reg  routers$13$reset;
    reg  routers$13$lin_valid$0;
    reg  routers$13$lin_valid$1;
    reg  routers$13$lin_valid$2;
    reg  routers$13$lin_valid$3;
    reg  [33:0] routers$13$lin_flit$0;
    reg  [33:0] routers$13$lin_flit$1;
    reg  [33:0] routers$13$lin_flit$2;
    reg  [33:0] routers$13$lin_flit$3;
    wire  routers$13$lin_credit$0;
    wire  routers$13$lin_credit$1;
    wire  routers$13$lin_credit$2;
    wire  routers$13$lin_credit$3;
    wire  routers$13$lout_valid$0;
    wire  routers$13$lout_valid$1;
    wire  routers$13$lout_valid$2;
    wire  routers$13$lout_valid$3;
    wire  [33:0] routers$13$lout_flit$0;
    wire  [33:0] routers$13$lout_flit$1;
    wire  [33:0] routers$13$lout_flit$2;
    wire  [33:0] routers$13$lout_flit$3;
    reg  routers$13$lout_credit$0;
    reg  routers$13$lout_credit$1;
    reg  routers$13$lout_credit$2;
    reg  routers$13$lout_credit$3;
    reg  routers$13$inj_valid;
    wire  routers$13$inj_ready;
    reg  [33:0] routers$13$inj_flit;
    wire  routers$13$ej_valid;
    reg  routers$13$ej_ready;
    wire  [33:0] routers$13$ej_flit;
    wire  [31:0] routers$13$flits;
    reg  [3:0] routers$13$pos_x;
    reg  [3:0] routers$13$pos_y;
    reg  routers$14$clock;
    reg  routers$14$reset;
    reg  routers$14$lin_valid$0;
    reg  routers$14$lin_valid$1;
    reg  routers$14$lin_valid$2;
    reg  routers$14$lin_valid$3;
    reg  [33:0] routers$14$lin_flit$0;
    reg  [33:0] routers$14$lin_flit$1;
    reg  [33:0] routers$14$lin_flit$2;
    reg  [33:0] routers$14$lin_flit$3;
    wire  routers$14$lin_credit$0;
    wire  routers$14$lin_credit$1;
    wire  routers$14$lin_credit$2;
    wire  routers$14$lin_credit$3;
    wire  routers$14$lout_valid$0;
    wire  routers$14$lout_valid$1;
    wire  routers$14$lout_valid$2;
    wire  routers$14$lout_valid$3;
    wire  [33:0] routers$14$lout_flit$0;
    wire  [33:0] routers$14$lout_flit$1;
    wire  [33:0] routers$14$lout_flit$2;
    wire  [33:0] routers$14$lout_flit$3;
    reg  routers$14$lout_credit$0;
    reg  routers$14$lout_credit$1;
    reg  routers$14$lout_credit$2;
    reg  routers$14$lout_credit$3;
    reg  routers$14$inj_valid;
    wire  routers$14$inj_ready;
    reg  [33:0] routers$14$inj_flit;
    wire  routers$14$ej_valid;
    reg  routers$14$ej_ready;
    wire  [33:0] routers$14$ej_flit;
    wire  [31:0] routers$14$flits;
    reg  [3:0] routers$14$pos_x;
    reg  [3:0] routers$14$pos_y;
    reg  routers$15$clock;
    reg  routers$15$reset;
    reg  routers$15$lin_valid$0;
    reg  routers$15$lin_valid$1;
    reg  routers$15$lin_valid$2;
    reg  routers$15$lin_valid$3;
    reg  [33:0] routers$15$lin_flit$0;
    reg  [33:0] routers$15$lin_flit$1;
    reg  [33:0] routers$15$lin_flit$2;
    reg  [33:0] routers$15$lin_flit$3;
    wire  routers$15$lin_credit$0;
    wire  routers$15$lin_credit$1;
    wire  routers$15$lin_credit$2;
    wire  routers$15$lin_credit$3;
    wire  routers$15$lout_valid$0;
    wire  routers$15$lout_valid$1;
    wire  routers$15$lout_valid$2;
    wire  routers$15$lout_valid$3;
    wire  [33:0] routers$15$lout_flit$0;
    wire  [33:0] routers$15$lout_flit$1;
    wire  [33:0] routers$15$lout_flit$2;
    wire  [33:0] routers$15$lout_flit$3;
    reg  routers$15$lout_credit$0;
    reg  routers$15$lout_credit$1;
    reg  routers$15$lout_credit$2;
    reg  routers$15$lout_credit$3;
    reg  routers$15$inj_valid;
    wire  routers$15$inj_ready;
    reg  [33:0] routers$15$inj_flit;
    wire  routers$15$ej_valid;
    reg  routers$15$ej_ready;
    wire  [33:0] routers$15$ej_flit;
    wire  [31:0] routers$15$flits;
    reg  [3:0] routers$15$pos_x;
    reg  [3:0] routers$15$pos_y;

    // Sub module instances
    noc_mesh4x4_w32$routers$0 routers$0(
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
    noc_mesh4x4_w32$routers$0 routers$1(
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
    noc_mesh4x4_w32$routers$0 routers$2(
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
    noc_mesh4x4_w32$routers$0 routers$3(
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
    noc_mesh4x4_w32$routers$0 routers$4(
        .clock(routers$4$clock),
        .reset(routers$4$reset),
        .lin_valid$0(routers$4$lin_valid$0),
        .lin_valid$1(routers$4$lin_valid$1),
        .lin_valid$2(routers$4$lin_valid$2),
        .lin_valid$3(routers$4$lin_valid$3),
        .lin_flit$0(routers$4$lin_flit$0),
        .lin_flit$1(routers$4$lin_flit$1),
        .lin_flit$2(routers$4$lin_flit$2),
        .lin_flit$3(routers$4$lin_flit$3),
        .lin_credit$0(routers$4$lin_credit$0),
        .lin_credit$1(routers$4$lin_credit$1),
        .lin_credit$2(routers$4$lin_credit$2),
        .lin_credit$3(routers$4$lin_credit$3),
        .lout_valid$0(routers$4$lout_valid$0),
        .lout_valid$1(routers$4$lout_valid$1),
        .lout_valid$2(routers$4$lout_valid$2),
        .lout_valid$3(routers$4$lout_valid$3),
        .lout_flit$0(routers$4$lout_flit$0),
        .lout_flit$1(routers$4$lout_flit$1),
        .lout_flit$2(routers$4$lout_flit$2),
        .lout_flit$3(routers$4$lout_flit$3),
        .lout_credit$0(routers$4$lout_credit$0),
        .lout_credit$1(routers$4$lout_credit$1),
        .lout_credit$2(routers$4$lout_credit$2),
        .lout_credit$3(routers$4$lout_credit$3),
        .inj_valid(routers$4$inj_valid),
        .inj_ready(routers$4$inj_ready),
        .inj_flit(routers$4$inj_flit),
        .ej_valid(routers$4$ej_valid),
        .ej_ready(routers$4$ej_ready),
        .ej_flit(routers$4$ej_flit),
        .flits(routers$4$flits),
        .pos_x(routers$4$pos_x),
        .pos_y(routers$4$pos_y)
    );
    noc_mesh4x4_w32$routers$0 routers$5(
        .clock(routers$5$clock),
        .reset(routers$5$reset),
        .lin_valid$0(routers$5$lin_valid$0),
        .lin_valid$1(routers$5$lin_valid$1),
        .lin_valid$2(routers$5$lin_valid$2),
        .lin_valid$3(routers$5$lin_valid$3),
        .lin_flit$0(routers$5$lin_flit$0),
        .lin_flit$1(routers$5$lin_flit$1),
        .lin_flit$2(routers$5$lin_flit$2),
        .lin_flit$3(routers$5$lin_flit$3),
        .lin_credit$0(routers$5$lin_credit$0),
        .lin_credit$1(routers$5$lin_credit$1),
        .lin_credit$2(routers$5$lin_credit$2),
        .lin_credit$3(routers$5$lin_credit$3),
        .lout_valid$0(routers$5$lout_valid$0),
        .lout_valid$1(routers$5$lout_valid$1),
        .lout_valid$2(routers$5$lout_valid$2),
        .lout_valid$3(routers$5$lout_valid$3),
        .lout_flit$0(routers$5$lout_flit$0),
        .lout_flit$1(routers$5$lout_flit$1),
        .lout_flit$2(routers$5$lout_flit$2),
        .lout_flit$3(routers$5$lout_flit$3),
        .lout_credit$0(routers$5$lout_credit$0),
        .lout_credit$1(routers$5$lout_credit$1),
        .lout_credit$2(routers$5$lout_credit$2),
        .lout_credit$3(routers$5$lout_credit$3),
        .inj_valid(routers$5$inj_valid),
        .inj_ready(routers$5$inj_ready),
        .inj_flit(routers$5$inj_flit),
        .ej_valid(routers$5$ej_valid),
        .ej_ready(routers$5$ej_ready),
        .ej_flit(routers$5$ej_flit),
        .flits(routers$5$flits),
        .pos_x(routers$5$pos_x),
        .pos_y(routers$5$pos_y)
    );
    noc_mesh4x4_w32$routers$0 routers$6(
        .clock(routers$6$clock),
        .reset(routers$6$reset),
        .lin_valid$0(routers$6$lin_valid$0),
        .lin_valid$1(routers$6$lin_valid$1),
        .lin_valid$2(routers$6$lin_valid$2),
        .lin_valid$3(routers$6$lin_valid$3),
        .lin_flit$0(routers$6$lin_flit$0),
        .lin_flit$1(routers$6$lin_flit$1),
        .lin_flit$2(routers$6$lin_flit$2),
        .lin_flit$3(routers$6$lin_flit$3),
        .lin_credit$0(routers$6$lin_credit$0),
        .lin_credit$1(routers$6$lin_credit$1),
        .lin_credit$2(routers$6$lin_credit$2),
        .lin_credit$3(routers$6$lin_credit$3),
        .lout_valid$0(routers$6$lout_valid$0),
        .lout_valid$1(routers$6$lout_valid$1),
        .lout_valid$2(routers$6$lout_valid$2),
        .lout_valid$3(routers$6$lout_valid$3),
        .lout_flit$0(routers$6$lout_flit$0),
        .lout_flit$1(routers$6$lout_flit$1),
        .lout_flit$2(routers$6$lout_flit$2),
        .lout_flit$3(routers$6$lout_flit$3),
        .lout_credit$0(routers$6$lout_credit$0),
        .lout_credit$1(routers$6$lout_credit$1),
        .lout_credit$2(routers$6$lout_credit$2),
        .lout_credit$3(routers$6$lout_credit$3),
        .inj_valid(routers$6$inj_valid),
        .inj_ready(routers$6$inj_ready),
        .inj_flit(routers$6$inj_flit),
        .ej_valid(routers$6$ej_valid),
        .ej_ready(routers$6$ej_ready),
        .ej_flit(routers$6$ej_flit),
        .flits(routers$6$flits),
        .pos_x(routers$6$pos_x),
        .pos_y(routers$6$pos_y)
    );
    noc_mesh4x4_w32$routers$0 routers$7(
        .clock(routers$7$clock),
        .reset(routers$7$reset),
        .lin_valid$0(routers$7$lin_valid$0),
        .lin_valid$1(routers$7$lin_valid$1),
        .lin_valid$2(routers$7$lin_valid$2),
        .lin_valid$3(routers$7$lin_valid$3),
        .lin_flit$0(routers$7$lin_flit$0),
        .lin_flit$1(routers$7$lin_flit$1),
        .lin_flit$2(routers$7$lin_flit$2),
        .lin_flit$3(routers$7$lin_flit$3),
        .lin_credit$0(routers$7$lin_credit$0),
        .lin_credit$1(routers$7$lin_credit$1),
        .lin_credit$2(routers$7$lin_credit$2),
        .lin_credit$3(routers$7$lin_credit$3),
        .lout_valid$0(routers$7$lout_valid$0),
        .lout_valid$1(routers$7$lout_valid$1),
        .lout_valid$2(routers$7$lout_valid$2),
        .lout_valid$3(routers$7$lout_valid$3),
        .lout_flit$0(routers$7$lout_flit$0),
        .lout_flit$1(routers$7$lout_flit$1),
        .lout_flit$2(routers$7$lout_flit$2),
        .lout_flit$3(routers$7$lout_flit$3),
        .lout_credit$0(routers$7$lout_credit$0),
        .lout_credit$1(routers$7$lout_credit$1),
        .lout_credit$2(routers$7$lout_credit$2),
        .lout_credit$3(routers$7$lout_credit$3),
        .inj_valid(routers$7$inj_valid),
        .inj_ready(routers$7$inj_ready),
        .inj_flit(routers$7$inj_flit),
        .ej_valid(routers$7$ej_valid),
        .ej_ready(routers$7$ej_ready),
        .ej_flit(routers$7$ej_flit),
        .flits(routers$7$flits),
        .pos_x(routers$7$pos_x),
        .pos_y(routers$7$pos_y)
    );
    noc_mesh4x4_w32$routers$0 routers$8(
        .clock(routers$8$clock),
        .reset(routers$8$reset),
        .lin_valid$0(routers$8$lin_valid$0),
        .lin_valid$1(routers$8$lin_valid$1),
        .lin_valid$2(routers$8$lin_valid$2),
        .lin_valid$3(routers$8$lin_valid$3),
        .lin_flit$0(routers$8$lin_flit$0),
        .lin_flit$1(routers$8$lin_flit$1),
        .lin_flit$2(routers$8$lin_flit$2),
        .lin_flit$3(routers$8$lin_flit$3),
        .lin_credit$0(routers$8$lin_credit$0),
        .lin_credit$1(routers$8$lin_credit$1),
        .lin_credit$2(routers$8$lin_credit$2),
        .lin_credit$3(routers$8$lin_credit$3),
        .lout_valid$0(routers$8$lout_valid$0),
        .lout_valid$1(routers$8$lout_valid$1),
        .lout_valid$2(routers$8$lout_valid$2),
        .lout_valid$3(routers$8$lout_valid$3),
        .lout_flit$0(routers$8$lout_flit$0),
        .lout_flit$1(routers$8$lout_flit$1),
        .lout_flit$2(routers$8$lout_flit$2),
        .lout_flit$3(routers$8$lout_flit$3),
        .lout_credit$0(routers$8$lout_credit$0),
        .lout_credit$1(routers$8$lout_credit$1),
        .lout_credit$2(routers$8$lout_credit$2),
        .lout_credit$3(routers$8$lout_credit$3),
        .inj_valid(routers$8$inj_valid),
        .inj_ready(routers$8$inj_ready),
        .inj_flit(routers$8$inj_flit),
        .ej_valid(routers$8$ej_valid),
        .ej_ready(routers$8$ej_ready),
        .ej_flit(routers$8$ej_flit),
        .flits(routers$8$flits),
        .pos_x(routers$8$pos_x),
        .pos_y(routers$8$pos_y)
    );
    noc_mesh4x4_w32$routers$0 routers$9(
        .clock(routers$9$clock),
        .reset(routers$9$reset),
        .lin_valid$0(routers$9$lin_valid$0),
        .lin_valid$1(routers$9$lin_valid$1),
        .lin_valid$2(routers$9$lin_valid$2),
        .lin_valid$3(routers$9$lin_valid$3),
        .lin_flit$0(routers$9$lin_flit$0),
        .lin_flit$1(routers$9$lin_flit$1),
        .lin_flit$2(routers$9$lin_flit$2),
        .lin_flit$3(routers$9$lin_flit$3),
        .lin_credit$0(routers$9$lin_credit$0),
        .lin_credit$1(routers$9$lin_credit$1),
        .lin_credit$2(routers$9$lin_credit$2),
        .lin_credit$3(routers$9$lin_credit$3),
        .lout_valid$0(routers$9$lout_valid$0),
        .lout_valid$1(routers$9$lout_valid$1),
        .lout_valid$2(routers$9$lout_valid$2),
        .lout_valid$3(routers$9$lout_valid$3),
        .lout_flit$0(routers$9$lout_flit$0),
        .lout_flit$1(routers$9$lout_flit$1),
        .lout_flit$2(routers$9$lout_flit$2),
        .lout_flit$3(routers$9$lout_flit$3),
        .lout_credit$0(routers$9$lout_credit$0),
        .lout_credit$1(routers$9$lout_credit$1),
        .lout_credit$2(routers$9$lout_credit$2),
        .lout_credit$3(routers$9$lout_credit$3),
        .inj_valid(routers$9$inj_valid),
        .inj_ready(routers$9$inj_ready),
        .inj_flit(routers$9$inj_flit),
        .ej_valid(routers$9$ej_valid),
        .ej_ready(routers$9$ej_ready),
        .ej_flit(routers$9$ej_flit),
        .flits(routers$9$flits),
        .pos_x(routers$9$pos_x),
        .pos_y(routers$9$pos_y)
    );
    noc_mesh4x4_w32$routers$0 routers$10(
        .clock(routers$10$clock),
        .reset(routers$10$reset),
        .lin_valid$0(routers$10$lin_valid$0),
        .lin_valid$1(routers$10$lin_valid$1),
        .lin_valid$2(routers$10$lin_valid$2),
        .lin_valid$3(routers$10$lin_valid$3),
        .lin_flit$0(routers$10$lin_flit$0),
        .lin_flit$1(routers$10$lin_flit$1),
        .lin_flit$2(routers$10$lin_flit$2),
        .lin_flit$3(routers$10$lin_flit$3),
        .lin_credit$0(routers$10$lin_credit$0),
        .lin_credit$1(routers$10$lin_credit$1),
        .lin_credit$2(routers$10$lin_credit$2),
        .lin_credit$3(routers$10$lin_credit$3),
        .lout_valid$0(routers$10$lout_valid$0),
        .lout_valid$1(routers$10$lout_valid$1),
        .lout_valid$2(routers$10$lout_valid$2),
        .lout_valid$3(routers$10$lout_valid$3),
        .lout_flit$0(routers$10$lout_flit$0),
        .lout_flit$1(routers$10$lout_flit$1),
        .lout_flit$2(routers$10$lout_flit$2),
        .lout_flit$3(routers$10$lout_flit$3),
        .lout_credit$0(routers$10$lout_credit$0),
        .lout_credit$1(routers$10$lout_credit$1),
        .lout_credit$2(routers$10$lout_credit$2),
        .lout_credit$3(routers$10$lout_credit$3),
        .inj_valid(routers$10$inj_valid),
        .inj_ready(routers$10$inj_ready),
        .inj_flit(routers$10$inj_flit),
        .ej_valid(routers$10$ej_valid),
        .ej_ready(routers$10$ej_ready),
        .ej_flit(routers$10$ej_flit),
        .flits(routers$10$flits),
        .pos_x(routers$10$pos_x),
        .pos_y(routers$10$pos_y)
    );
    noc_mesh4x4_w32$routers$0 routers$11(
        .clock(routers$11$clock),
        .reset(routers$11$reset),
        .lin_valid$0(routers$11$lin_valid$0),
        .lin_valid$1(routers$11$lin_valid$1),
        .lin_valid$2(routers$11$lin_valid$2),
        .lin_valid$3(routers$11$lin_valid$3),
        .lin_flit$0(routers$11$lin_flit$0),
        .lin_flit$1(routers$11$lin_flit$1),
        .lin_flit$2(routers$11$lin_flit$2),
        .lin_flit$3(routers$11$lin_flit$3),
        .lin_credit$0(routers$11$lin_credit$0),
        .lin_credit$1(routers$11$lin_credit$1),
        .lin_credit$2(routers$11$lin_credit$2),
        .lin_credit$3(routers$11$lin_credit$3),
        .lout_valid$0(routers$11$lout_valid$0),
        .lout_valid$1(routers$11$lout_valid$1),
        .lout_valid$2(routers$11$lout_valid$2),
        .lout_valid$3(routers$11$lout_valid$3),
        .lout_flit$0(routers$11$lout_flit$0),
        .lout_flit$1(routers$11$lout_flit$1),
        .lout_flit$2(routers$11$lout_flit$2),
        .lout_flit$3(routers$11$lout_flit$3),
        .lout_credit$0(routers$11$lout_credit$0),
        .lout_credit$1(routers$11$lout_credit$1),
        .lout_credit$2(routers$11$lout_credit$2),
        .lout_credit$3(routers$11$lout_credit$3),
        .inj_valid(routers$11$inj_valid),
        .inj_ready(routers$11$inj_ready),
        .inj_flit(routers$11$inj_flit),
        .ej_valid(routers$11$ej_valid),
        .ej_ready(routers$11$ej_ready),
        .ej_flit(routers$11$ej_flit),
        .flits(routers$11$flits),
        .pos_x(routers$11$pos_x),
        .pos_y(routers$11$pos_y)
    );
    noc_mesh4x4_w32$routers$0 routers$12(
        .clock(routers$12$clock),
        .reset(routers$12$reset),
        .lin_valid$0(routers$12$lin_valid$0),
        .lin_valid$1(routers$12$lin_valid$1),
        .lin_valid$2(routers$12$lin_valid$2),
        .lin_valid$3(routers$12$lin_valid$3),
        .lin_flit$0(routers$12$lin_flit$0),
        .lin_flit$1(routers$12$lin_flit$1),
        .lin_flit$2(routers$12$lin_flit$2),
        .lin_flit$3(routers$12$lin_flit$3),
        .lin_credit$0(routers$12$lin_credit$0),
        .lin_credit$1(routers$12$lin_credit$1),
        .lin_credit$2(routers$12$lin_credit$2),
        .lin_credit$3(routers$12$lin_credit$3),
        .lout_valid$0(routers$12$lout_valid$0),
        .lout_valid$1(routers$12$lout_valid$1),
        .lout_valid$2(routers$12$lout_valid$2),
        .lout_valid$3(routers$12$lout_valid$3),
        .lout_flit$0(routers$12$lout_flit$0),
        .lout_flit$1(routers$12$lout_flit$1),
        .lout_flit$2(routers$12$lout_flit$2),
        .lout_flit$3(routers$12$lout_flit$3),
        .lout_credit$0(routers$12$lout_credit$0),
        .lout_credit$1(routers$12$lout_credit$1),
        .lout_credit$2(routers$12$lout_credit$2),
        .lout_credit$3(routers$12$lout_credit$3),
        .inj_valid(routers$12$inj_valid),
        .inj_ready(routers$12$inj_ready),
        .inj_flit(routers$12$inj_flit),
        .ej_valid(routers$12$ej_valid),
        .ej_ready(routers$12$ej_ready),
        .ej_flit(routers$12$ej_flit),
        .flits(routers$12$flits),
        .pos_x(routers$12$pos_x),
        .pos_y(routers$12$pos_y)
    );
    noc_mesh4x4_w32$routers$0 routers$13(
        .clock(routers$13$clock),
        .reset(routers$13$reset),
        .lin_valid$0(routers$13$lin_valid$0),
        .lin_valid$1(routers$13$lin_valid$1),
        .lin_valid$2(routers$13$lin_valid$2),
        .lin_valid$3(routers$13$lin_valid$3),
        .lin_flit$0(routers$13$lin_flit$0),
        .lin_flit$1(routers$13$lin_flit$1),
        .lin_flit$2(routers$13$lin_flit$2),
        .lin_flit$3(routers$13$lin_flit$3),
        .lin_credit$0(routers$13$lin_credit$0),
        .lin_credit$1(routers$13$lin_credit$1),
        .lin_credit$2(routers$13$lin_credit$2),
        .lin_credit$3(routers$13$lin_credit$3),
        .lout_valid$0(routers$13$lout_valid$0),
        .lout_valid$1(routers$13$lout_valid$1),
        .lout_valid$2(routers$13$lout_valid$2),
        .lout_valid$3(routers$13$lout_valid$3),
        .lout_flit$0(routers$13$lout_flit$0),
        .lout_flit$1(routers$13$lout_flit$1),
        .lout_flit$2(routers$13$lout_flit$2),
        .lout_flit$3(routers$13$lout_flit$3),
        .lout_credit$0(routers$13$lout_credit$0),
        .lout_credit$1(routers$13$lout_credit$1),
        .lout_credit$2(routers$13$lout_credit$2),
        .lout_credit$3(routers$13$lout_credit$3),
        .inj_valid(routers$13$inj_valid),
        .inj_ready(routers$13$inj_ready),
        .inj_flit(routers$13$inj_flit),
        .ej_valid(routers$13$ej_valid),
        .ej_ready(routers$13$ej_ready),
        .ej_flit(routers$13$ej_flit),
        .flits(routers$13$flits),
        .pos_x(routers$13$pos_x),
        .pos_y(routers$13$pos_y)
    );
    noc_mesh4x4_w32$routers$0 routers$14(
        .clock(routers$14$clock),
        .reset(routers$14$reset),
        .lin_valid$0(routers$14$lin_valid$0),
        .lin_valid$1(routers$14$lin_valid$1),
        .lin_valid$2(routers$14$lin_valid$2),
        .lin_valid$3(routers$14$lin_valid$3),
        .lin_flit$0(routers$14$lin_flit$0),
        .lin_flit$1(routers$14$lin_flit$1),
        .lin_flit$2(routers$14$lin_flit$2),
        .lin_flit$3(routers$14$lin_flit$3),
        .lin_credit$0(routers$14$lin_credit$0),
        .lin_credit$1(routers$14$lin_credit$1),
        .lin_credit$2(routers$14$lin_credit$2),
        .lin_credit$3(routers$14$lin_credit$3),
        .lout_valid$0(routers$14$lout_valid$0),
        .lout_valid$1(routers$14$lout_valid$1),
        .lout_valid$2(routers$14$lout_valid$2),
        .lout_valid$3(routers$14$lout_valid$3),
        .lout_flit$0(routers$14$lout_flit$0),
        .lout_flit$1(routers$14$lout_flit$1),
        .lout_flit$2(routers$14$lout_flit$2),
        .lout_flit$3(routers$14$lout_flit$3),
        .lout_credit$0(routers$14$lout_credit$0),
        .lout_credit$1(routers$14$lout_credit$1),
        .lout_credit$2(routers$14$lout_credit$2),
        .lout_credit$3(routers$14$lout_credit$3),
        .inj_valid(routers$14$inj_valid),
        .inj_ready(routers$14$inj_ready),
        .inj_flit(routers$14$inj_flit),
        .ej_valid(routers$14$ej_valid),
        .ej_ready(routers$14$ej_ready),
        .ej_flit(routers$14$ej_flit),
        .flits(routers$14$flits),
        .pos_x(routers$14$pos_x),
        .pos_y(routers$14$pos_y)
    );
    noc_mesh4x4_w32$routers$0 routers$15(
        .clock(routers$15$clock),
        .reset(routers$15$reset),
        .lin_valid$0(routers$15$lin_valid$0),
        .lin_valid$1(routers$15$lin_valid$1),
        .lin_valid$2(routers$15$lin_valid$2),
        .lin_valid$3(routers$15$lin_valid$3),
        .lin_flit$0(routers$15$lin_flit$0),
        .lin_flit$1(routers$15$lin_flit$1),
        .lin_flit$2(routers$15$lin_flit$2),
        .lin_flit$3(routers$15$lin_flit$3),
        .lin_credit$0(routers$15$lin_credit$0),
        .lin_credit$1(routers$15$lin_credit$1),
        .lin_credit$2(routers$15$lin_credit$2),
        .lin_credit$3(routers$15$lin_credit$3),
        .lout_valid$0(routers$15$lout_valid$0),
        .lout_valid$1(routers$15$lout_valid$1),
        .lout_valid$2(routers$15$lout_valid$2),
        .lout_valid$3(routers$15$lout_valid$3),
        .lout_flit$0(routers$15$lout_flit$0),
        .lout_flit$1(routers$15$lout_flit$1),
        .lout_flit$2(routers$15$lout_flit$2),
        .lout_flit$3(routers$15$lout_flit$3),
        .lout_credit$0(routers$15$lout_credit$0),
        .lout_credit$1(routers$15$lout_credit$1),
        .lout_credit$2(routers$15$lout_credit$2),
        .lout_credit$3(routers$15$lout_credit$3),
        .inj_valid(routers$15$inj_valid),
        .inj_ready(routers$15$inj_ready),
        .inj_flit(routers$15$inj_flit),
        .ej_valid(routers$15$ej_valid),
        .ej_ready(routers$15$ej_ready),
        .ej_flit(routers$15$ej_flit),
        .flits(routers$15$flits),
        .pos_x(routers$15$pos_x),
        .pos_y(routers$15$pos_y)
    );

    // Update code
    always @(*) begin
        routers$0$clock = clock;
        routers$0$reset = reset;
        routers$0$pos_x = 4'h0;
        routers$0$pos_y = 4'h0;
        routers$0$inj_valid = inj_valid[(32'h0)+:(1)];
        routers$0$inj_flit = inj_flit[(32'h0)+:(34)];
        inj_ready[(32'h0)+:(1)] = routers$0$inj_ready;
        ej_valid[(32'h0)+:(1)] = routers$0$ej_valid;
        ej_flit[(32'h0)+:(34)] = routers$0$ej_flit;
        routers$0$ej_ready = ej_ready[(32'h0)+:(1)];
        routers$0$lin_valid$0 = 1'b0;
        routers$0$lin_flit$0 = 34'h0;
        routers$0$lout_credit$0 = 1'b0;
        routers$0$lin_valid$1 = routers$1$lout_valid$3;
        routers$0$lin_flit$1 = routers$1$lout_flit$3;
        routers$0$lout_credit$1 = routers$1$lin_credit$3;
        routers$0$lin_valid$2 = routers$4$lout_valid$0;
        routers$0$lin_flit$2 = routers$4$lout_flit$0;
        routers$0$lout_credit$2 = routers$4$lin_credit$0;
        routers$0$lin_valid$3 = 1'b0;
        routers$0$lin_flit$3 = 34'h0;
        routers$0$lout_credit$3 = 1'b0;
        routers$1$clock = clock;
        routers$1$reset = reset;
        routers$1$pos_x = 4'h1;
        routers$1$pos_y = 4'h0;
        routers$1$inj_valid = inj_valid[(32'h1)+:(1)];
        routers$1$inj_flit = inj_flit[(32'h22)+:(34)];
        inj_ready[(32'h1)+:(1)] = routers$1$inj_ready;
        ej_valid[(32'h1)+:(1)] = routers$1$ej_valid;
        ej_flit[(32'h22)+:(34)] = routers$1$ej_flit;
        routers$1$ej_ready = ej_ready[(32'h1)+:(1)];
        routers$1$lin_valid$0 = 1'b0;
        routers$1$lin_flit$0 = 34'h0;
        routers$1$lout_credit$0 = 1'b0;
        routers$1$lin_valid$1 = routers$2$lout_valid$3;
        routers$1$lin_flit$1 = routers$2$lout_flit$3;
        routers$1$lout_credit$1 = routers$2$lin_credit$3;
        routers$1$lin_valid$2 = routers$5$lout_valid$0;
        routers$1$lin_flit$2 = routers$5$lout_flit$0;
        routers$1$lout_credit$2 = routers$5$lin_credit$0;
        routers$1$lin_valid$3 = routers$0$lout_valid$1;
        routers$1$lin_flit$3 = routers$0$lout_flit$1;
        routers$1$lout_credit$3 = routers$0$lin_credit$1;
        routers$2$clock = clock;
        routers$2$reset = reset;
        routers$2$pos_x = 4'h2;
        routers$2$pos_y = 4'h0;
        routers$2$inj_valid = inj_valid[(32'h2)+:(1)];
        routers$2$inj_flit = inj_flit[(32'h44)+:(34)];
        inj_ready[(32'h2)+:(1)] = routers$2$inj_ready;
        ej_valid[(32'h2)+:(1)] = routers$2$ej_valid;
        ej_flit[(32'h44)+:(34)] = routers$2$ej_flit;
        routers$2$ej_ready = ej_ready[(32'h2)+:(1)];
        routers$2$lin_valid$0 = 1'b0;
        routers$2$lin_flit$0 = 34'h0;
        routers$2$lout_credit$0 = 1'b0;
        routers$2$lin_valid$1 = routers$3$lout_valid$3;
        routers$2$lin_flit$1 = routers$3$lout_flit$3;
        routers$2$lout_credit$1 = routers$3$lin_credit$3;
        routers$2$lin_valid$2 = routers$6$lout_valid$0;
        routers$2$lin_flit$2 = routers$6$lout_flit$0;
        routers$2$lout_credit$2 = routers$6$lin_credit$0;
        routers$2$lin_valid$3 = routers$1$lout_valid$1;
        routers$2$lin_flit$3 = routers$1$lout_flit$1;
        routers$2$lout_credit$3 = routers$1$lin_credit$1;
        routers$3$clock = clock;
        routers$3$reset = reset;
        routers$3$pos_x = 4'h3;
        routers$3$pos_y = 4'h0;
        routers$3$inj_valid = inj_valid[(32'h3)+:(1)];
        routers$3$inj_flit = inj_flit[(32'h66)+:(34)];
        inj_ready[(32'h3)+:(1)] = routers$3$inj_ready;
        ej_valid[(32'h3)+:(1)] = routers$3$ej_valid;
        ej_flit[(32'h66)+:(34)] = routers$3$ej_flit;
        routers$3$ej_ready = ej_ready[(32'h3)+:(1)];
        routers$3$lin_valid$0 = 1'b0;
        routers$3$lin_flit$0 = 34'h0;
        routers$3$lout_credit$0 = 1'b0;
        routers$3$lin_valid$1 = 1'b0;
        routers$3$lin_flit$1 = 34'h0;
        routers$3$lout_credit$1 = 1'b0;
        routers$3$lin_valid$2 = routers$7$lout_valid$0;
        routers$3$lin_flit$2 = routers$7$lout_flit$0;
        routers$3$lout_credit$2 = routers$7$lin_credit$0;
        routers$3$lin_valid$3 = routers$2$lout_valid$1;
        routers$3$lin_flit$3 = routers$2$lout_flit$1;
        routers$3$lout_credit$3 = routers$2$lin_credit$1;
        routers$4$clock = clock;
        routers$4$reset = reset;
        routers$4$pos_x = 4'h0;
        routers$4$pos_y = 4'h1;
        routers$4$inj_valid = inj_valid[(32'h4)+:(1)];
        routers$4$inj_flit = inj_flit[(32'h88)+:(34)];
        inj_ready[(32'h4)+:(1)] = routers$4$inj_ready;
        ej_valid[(32'h4)+:(1)] = routers$4$ej_valid;
        ej_flit[(32'h88)+:(34)] = routers$4$ej_flit;
        routers$4$ej_ready = ej_ready[(32'h4)+:(1)];
        routers$4$lin_valid$0 = routers$0$lout_valid$2;
        routers$4$lin_flit$0 = routers$0$lout_flit$2;
        routers$4$lout_credit$0 = routers$0$lin_credit$2;
        routers$4$lin_valid$1 = routers$5$lout_valid$3;
        routers$4$lin_flit$1 = routers$5$lout_flit$3;
        routers$4$lout_credit$1 = routers$5$lin_credit$3;
        routers$4$lin_valid$2 = routers$8$lout_valid$0;
        routers$4$lin_flit$2 = routers$8$lout_flit$0;
        routers$4$lout_credit$2 = routers$8$lin_credit$0;
        routers$4$lin_valid$3 = 1'b0;
        routers$4$lin_flit$3 = 34'h0;
        routers$4$lout_credit$3 = 1'b0;
        routers$5$clock = clock;
        routers$5$reset = reset;
        routers$5$pos_x = 4'h1;
        routers$5$pos_y = 4'h1;
        routers$5$inj_valid = inj_valid[(32'h5)+:(1)];
        routers$5$inj_flit = inj_flit[(32'haa)+:(34)];
        inj_ready[(32'h5)+:(1)] = routers$5$inj_ready;
        ej_valid[(32'h5)+:(1)] = routers$5$ej_valid;
        ej_flit[(32'haa)+:(34)] = routers$5$ej_flit;
        routers$5$ej_ready = ej_ready[(32'h5)+:(1)];
        routers$5$lin_valid$0 = routers$1$lout_valid$2;
        routers$5$lin_flit$0 = routers$1$lout_flit$2;
        routers$5$lout_credit$0 = routers$1$lin_credit$2;
        routers$5$lin_valid$1 = routers$6$lout_valid$3;
        routers$5$lin_flit$1 = routers$6$lout_flit$3;
        routers$5$lout_credit$1 = routers$6$lin_credit$3;
        routers$5$lin_valid$2 = routers$9$lout_valid$0;
        routers$5$lin_flit$2 = routers$9$lout_flit$0;
        routers$5$lout_credit$2 = routers$9$lin_credit$0;
        routers$5$lin_valid$3 = routers$4$lout_valid$1;
        routers$5$lin_flit$3 = routers$4$lout_flit$1;
        routers$5$lout_credit$3 = routers$4$lin_credit$1;
        routers$6$clock = clock;
        routers$6$reset = reset;
        routers$6$pos_x = 4'h2;
        routers$6$pos_y = 4'h1;
        routers$6$inj_valid = inj_valid[(32'h6)+:(1)];
        routers$6$inj_flit = inj_flit[(32'hcc)+:(34)];
        inj_ready[(32'h6)+:(1)] = routers$6$inj_ready;
        ej_valid[(32'h6)+:(1)] = routers$6$ej_valid;
        ej_flit[(32'hcc)+:(34)] = routers$6$ej_flit;
        routers$6$ej_ready = ej_ready[(32'h6)+:(1)];
        routers$6$lin_valid$0 = routers$2$lout_valid$2;
        routers$6$lin_flit$0 = routers$2$lout_flit$2;
        routers$6$lout_credit$0 = routers$2$lin_credit$2;
        routers$6$lin_valid$1 = routers$7$lout_valid$3;
        routers$6$lin_flit$1 = routers$7$lout_flit$3;
        routers$6$lout_credit$1 = routers$7$lin_credit$3;
        routers$6$lin_valid$2 = routers$10$lout_valid$0;
        routers$6$lin_flit$2 = routers$10$lout_flit$0;
        routers$6$lout_credit$2 = routers$10$lin_credit$0;
        routers$6$lin_valid$3 = routers$5$lout_valid$1;
        routers$6$lin_flit$3 = routers$5$lout_flit$1;
        routers$6$lout_credit$3 = routers$5$lin_credit$1;
        routers$7$clock = clock;
        routers$7$reset = reset;
        routers$7$pos_x = 4'h3;
        routers$7$pos_y = 4'h1;
        routers$7$inj_valid = inj_valid[(32'h7)+:(1)];
        routers$7$inj_flit = inj_flit[(32'hee)+:(34)];
        inj_ready[(32'h7)+:(1)] = routers$7$inj_ready;
        ej_valid[(32'h7)+:(1)] = routers$7$ej_valid;
        ej_flit[(32'hee)+:(34)] = routers$7$ej_flit;
        routers$7$ej_ready = ej_ready[(32'h7)+:(1)];
        routers$7$lin_valid$0 = routers$3$lout_valid$2;
        routers$7$lin_flit$0 = routers$3$lout_flit$2;
        routers$7$lout_credit$0 = routers$3$lin_credit$2;
        routers$7$lin_valid$1 = 1'b0;
        routers$7$lin_flit$1 = 34'h0;
        routers$7$lout_credit$1 = 1'b0;
        routers$7$lin_valid$2 = routers$11$lout_valid$0;
        routers$7$lin_flit$2 = routers$11$lout_flit$0;
        routers$7$lout_credit$2 = routers$11$lin_credit$0;
        routers$7$lin_valid$3 = routers$6$lout_valid$1;
        routers$7$lin_flit$3 = routers$6$lout_flit$1;
        routers$7$lout_credit$3 = routers$6$lin_credit$1;
        routers$8$clock = clock;
        routers$8$reset = reset;
        routers$8$pos_x = 4'h0;
        routers$8$pos_y = 4'h2;
        routers$8$inj_valid = inj_valid[(32'h8)+:(1)];
        routers$8$inj_flit = inj_flit[(32'h110)+:(34)];
        inj_ready[(32'h8)+:(1)] = routers$8$inj_ready;
        ej_valid[(32'h8)+:(1)] = routers$8$ej_valid;
        ej_flit[(32'h110)+:(34)] = routers$8$ej_flit;
        routers$8$ej_ready = ej_ready[(32'h8)+:(1)];
        routers$8$lin_valid$0 = routers$4$lout_valid$2;
        routers$8$lin_flit$0 = routers$4$lout_flit$2;
        routers$8$lout_credit$0 = routers$4$lin_credit$2;
        routers$8$lin_valid$1 = routers$9$lout_valid$3;
        routers$8$lin_flit$1 = routers$9$lout_flit$3;
        routers$8$lout_credit$1 = routers$9$lin_credit$3;
        routers$8$lin_valid$2 = routers$12$lout_valid$0;
        routers$8$lin_flit$2 = routers$12$lout_flit$0;
        routers$8$lout_credit$2 = routers$12$lin_credit$0;
        routers$8$lin_valid$3 = 1'b0;
        routers$8$lin_flit$3 = 34'h0;
        routers$8$lout_credit$3 = 1'b0;
        routers$9$clock = clock;
        routers$9$reset = reset;
        routers$9$pos_x = 4'h1;
        routers$9$pos_y = 4'h2;
        routers$9$inj_valid = inj_valid[(32'h9)+:(1)];
        routers$9$inj_flit = inj_flit[(32'h132)+:(34)];
        inj_ready[(32'h9)+:(1)] = routers$9$inj_ready;
        ej_valid[(32'h9)+:(1)] = routers$9$ej_valid;
        ej_flit[(32'h132)+:(34)] = routers$9$ej_flit;
        routers$9$ej_ready = ej_ready[(32'h9)+:(1)];
        routers$9$lin_valid$0 = routers$5$lout_valid$2;
        routers$9$lin_flit$0 = routers$5$lout_flit$2;
        routers$9$lout_credit$0 = routers$5$lin_credit$2;
        routers$9$lin_valid$1 = routers$10$lout_valid$3;
        routers$9$lin_flit$1 = routers$10$lout_flit$3;
        routers$9$lout_credit$1 = routers$10$lin_credit$3;
        routers$9$lin_valid$2 = routers$13$lout_valid$0;
        routers$9$lin_flit$2 = routers$13$lout_flit$0;
        routers$9$lout_credit$2 = routers$13$lin_credit$0;
        routers$9$lin_valid$3 = routers$8$lout_valid$1;
        routers$9$lin_flit$3 = routers$8$lout_flit$1;
        routers$9$lout_credit$3 = routers$8$lin_credit$1;
        routers$10$clock = clock;
        routers$10$reset = reset;
        routers$10$pos_x = 4'h2;
        routers$10$pos_y = 4'h2;
        routers$10$inj_valid = inj_valid[(32'ha)+:(1)];
        routers$10$inj_flit = inj_flit[(32'h154)+:(34)];
        inj_ready[(32'ha)+:(1)] = routers$10$inj_ready;
        ej_valid[(32'ha)+:(1)] = routers$10$ej_valid;
        ej_flit[(32'h154)+:(34)] = routers$10$ej_flit;
        routers$10$ej_ready = ej_ready[(32'ha)+:(1)];
        routers$10$lin_valid$0 = routers$6$lout_valid$2;
        routers$10$lin_flit$0 = routers$6$lout_flit$2;
        routers$10$lout_credit$0 = routers$6$lin_credit$2;
        routers$10$lin_valid$1 = routers$11$lout_valid$3;
        routers$10$lin_flit$1 = routers$11$lout_flit$3;
        routers$10$lout_credit$1 = routers$11$lin_credit$3;
        routers$10$lin_valid$2 = routers$14$lout_valid$0;
        routers$10$lin_flit$2 = routers$14$lout_flit$0;
        routers$10$lout_credit$2 = routers$14$lin_credit$0;
        routers$10$lin_valid$3 = routers$9$lout_valid$1;
        routers$10$lin_flit$3 = routers$9$lout_flit$1;
        routers$10$lout_credit$3 = routers$9$lin_credit$1;
        routers$11$clock = clock;
        routers$11$reset = reset;
        routers$11$pos_x = 4'h3;
        routers$11$pos_y = 4'h2;
        routers$11$inj_valid = inj_valid[(32'hb)+:(1)];
        routers$11$inj_flit = inj_flit[(32'h176)+:(34)];
        inj_ready[(32'hb)+:(1)] = routers$11$inj_ready;
        ej_valid[(32'hb)+:(1)] = routers$11$ej_valid;
        ej_flit[(32'h176)+:(34)] = routers$11$ej_flit;
        routers$11$ej_ready = ej_ready[(32'hb)+:(1)];
        routers$11$lin_valid$0 = routers$7$lout_valid$2;
        routers$11$lin_flit$0 = routers$7$lout_flit$2;
        routers$11$lout_credit$0 = routers$7$lin_credit$2;
        routers$11$lin_valid$1 = 1'b0;
        routers$11$lin_flit$1 = 34'h0;
        routers$11$lout_credit$1 = 1'b0;
        routers$11$lin_valid$2 = routers$15$lout_valid$0;
        routers$11$lin_flit$2 = routers$15$lout_flit$0;
        routers$11$lout_credit$2 = routers$15$lin_credit$0;
        routers$11$lin_valid$3 = routers$10$lout_valid$1;
        routers$11$lin_flit$3 = routers$10$lout_flit$1;
        routers$11$lout_credit$3 = routers$10$lin_credit$1;
        routers$12$clock = clock;
        routers$12$reset = reset;
        routers$12$pos_x = 4'h0;
        routers$12$pos_y = 4'h3;
        routers$12$inj_valid = inj_valid[(32'hc)+:(1)];
        routers$12$inj_flit = inj_flit[(32'h198)+:(34)];
        inj_ready[(32'hc)+:(1)] = routers$12$inj_ready;
        ej_valid[(32'hc)+:(1)] = routers$12$ej_valid;
        ej_flit[(32'h198)+:(34)] = routers$12$ej_flit;
        routers$12$ej_ready = ej_ready[(32'hc)+:(1)];
        routers$12$lin_valid$0 = routers$8$lout_valid$2;
        routers$12$lin_flit$0 = routers$8$lout_flit$2;
        routers$12$lout_credit$0 = routers$8$lin_credit$2;
        routers$12$lin_valid$1 = routers$13$lout_valid$3;
        routers$12$lin_flit$1 = routers$13$lout_flit$3;
        routers$12$lout_credit$1 = routers$13$lin_credit$3;
        routers$12$lin_valid$2 = 1'b0;
        routers$12$lin_flit$2 = 34'h0;
        routers$12$lout_credit$2 = 1'b0;
        routers$12$lin_valid$3 = 1'b0;
        routers$12$lin_flit$3 = 34'h0;
        routers$12$lout_credit$3 = 1'b0;
        routers$13$clock = clock;
        routers$13$reset = reset;
        routers$13$pos_x = 4'h1;
        routers$13$pos_y = 4'h3;
        routers$13$inj_valid = inj_valid[(32'hd)+:(1)];
        routers$13$inj_flit = inj_flit[(32'h1ba)+:(34)];
        inj_ready[(32'hd)+:(1)] = routers$13$inj_ready;
        ej_valid[(32'hd)+:(1)] = routers$13$ej_valid;
        ej_flit[(32'h1ba)+:(34)] = routers$13$ej_flit;
        routers$13$ej_ready = ej_ready[(32'hd)+:(1)];
        routers$13$lin_valid$0 = routers$9$lout_valid$2;
        routers$13$lin_flit$0 = routers$9$lout_flit$2;
        routers$13$lout_credit$0 = routers$9$lin_credit$2;
        routers$13$lin_valid$1 = routers$14$lout_valid$3;
        routers$13$lin_flit$1 = routers$14$lout_flit$3;
        routers$13$lout_credit$1 = routers$14$lin_credit$3;
        routers$13$lin_valid$2 = 1'b0;
        routers$13$lin_flit$2 = 34'h0;
        routers$13$lout_credit$2 = 1'b0;
        routers$13$lin_valid$3 = routers$12$lout_valid$1;
        routers$13$lin_flit$3 = routers$12$lout_flit$1;
        routers$13$lout_credit$3 = routers$12$lin_credit$1;
        routers$14$clock = clock;
        routers$14$reset = reset;
        routers$14$pos_x = 4'h2;
        routers$14$pos_y = 4'h3;
        routers$14$inj_valid = inj_valid[(32'he)+:(1)];
        routers$14$inj_flit = inj_flit[(32'h1dc)+:(34)];
        inj_ready[(32'he)+:(1)] = routers$14$inj_ready;
        ej_valid[(32'he)+:(1)] = routers$14$ej_valid;
        ej_flit[(32'h1dc)+:(34)] = routers$14$ej_flit;
        routers$14$ej_ready = ej_ready[(32'he)+:(1)];
        routers$14$lin_valid$0 = routers$10$lout_valid$2;
        routers$14$lin_flit$0 = routers$10$lout_flit$2;
        routers$14$lout_credit$0 = routers$10$lin_credit$2;
        routers$14$lin_valid$1 = routers$15$lout_valid$3;
        routers$14$lin_flit$1 = routers$15$lout_flit$3;
        routers$14$lout_credit$1 = routers$15$lin_credit$3;
        routers$14$lin_valid$2 = 1'b0;
        routers$14$lin_flit$2 = 34'h0;
        routers$14$lout_credit$2 = 1'b0;
        routers$14$lin_valid$3 = routers$13$lout_valid$1;
        routers$14$lin_flit$3 = routers$13$lout_flit$1;
        routers$14$lout_credit$3 = routers$13$lin_credit$1;
        routers$15$clock = clock;
        routers$15$reset = reset;
        routers$15$pos_x = 4'h3;
        routers$15$pos_y = 4'h3;
        routers$15$inj_valid = inj_valid[(32'hf)+:(1)];
        routers$15$inj_flit = inj_flit[(32'h1fe)+:(34)];
        inj_ready[(32'hf)+:(1)] = routers$15$inj_ready;
        ej_valid[(32'hf)+:(1)] = routers$15$ej_valid;
        ej_flit[(32'h1fe)+:(34)] = routers$15$ej_flit;
        routers$15$ej_ready = ej_ready[(32'hf)+:(1)];
        routers$15$lin_valid$0 = routers$11$lout_valid$2;
        routers$15$lin_flit$0 = routers$11$lout_flit$2;
        routers$15$lout_credit$0 = routers$11$lin_credit$2;
        routers$15$lin_valid$1 = 1'b0;
        routers$15$lin_flit$1 = 34'h0;
        routers$15$lout_credit$1 = 1'b0;
        routers$15$lin_valid$2 = 1'b0;
        routers$15$lin_flit$2 = 34'h0;
        routers$15$lout_credit$2 = 1'b0;
        routers$15$lin_valid$3 = routers$14$lout_valid$1;
        routers$15$lin_flit$3 = routers$14$lout_flit$1;
        routers$15$lout_credit$3 = routers$14$lin_credit$1;
        flit_count = routers$0$flits + routers$1$flits + routers$2$flits + routers$3$flits + routers$4$flits + routers$5$flits + routers$6$flits + routers$7$flits + routers$8$flits + routers$9$flits + routers$10$flits + routers$11$flits + routers$12$flits + routers$13$flits + routers$14$flits + routers$15$flits;
        edge_err = routers$0$lout_valid$0 | routers$0$lin_credit$0 | |routers$0$lout_flit$0 | routers$0$lout_valid$3 | routers$0$lin_credit$3 | |routers$0$lout_flit$3 | routers$1$lout_valid$0 | routers$1$lin_credit$0 | |routers$1$lout_flit$0 | routers$2$lout_valid$0 | routers$2$lin_credit$0 | |routers$2$lout_flit$0 | routers$3$lout_valid$0 | routers$3$lin_credit$0 | |routers$3$lout_flit$0 | routers$3$lout_valid$1 | routers$3$lin_credit$1 | |routers$3$lout_flit$1 | routers$4$lout_valid$3 | routers$4$lin_credit$3 | |routers$4$lout_flit$3 | routers$7$lout_valid$1 | routers$7$lin_credit$1 | |routers$7$lout_flit$1 | routers$8$lout_valid$3 | routers$8$lin_credit$3 | |routers$8$lout_flit$3 | routers$11$lout_valid$1 | routers$11$lin_credit$1 | |routers$11$lout_flit$1 | routers$12$lout_valid$2 | routers$12$lin_credit$2 | |routers$12$lout_flit$2 | routers$12$lout_valid$3 | routers$12$lin_credit$3 | |routers$12$lout_flit$3 | routers$13$lout_valid$2 | routers$13$lin_credit$2 | |routers$13$lout_flit$2 | routers$14$lout_valid$2 | routers$14$lin_credit$2 | |routers$14$lout_flit$2 | routers$15$lout_valid$1 | routers$15$lin_credit$1 | |routers$15$lout_flit$1 | routers$15$lout_valid$2 | routers$15$lin_credit$2 | |routers$15$lout_flit$2;
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_mesh4x4_w32$routers$0(clock,reset,lin_valid$0,lin_valid$1,lin_valid$2,lin_valid$3,lin_flit$0,lin_flit$1,lin_flit$2,lin_flit$3,lin_credit$0,lin_credit$1,lin_credit$2,lin_credit$3,lout_valid$0,lout_valid$1,lout_valid$2,lout_valid$3,lout_flit$0,lout_flit$1,lout_flit$2,lout_flit$3,lout_credit$0,lout_credit$1,lout_credit$2,lout_credit$3,inj_valid,inj_ready,inj_flit,ej_valid,ej_ready,ej_flit,flits,pos_x,pos_y);
    /* verilator no_inline_module */
    /* verilator tracing_off */

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  lin_valid$0;
    input wire  lin_valid$1;
    input wire  lin_valid$2;
    input wire  lin_valid$3;
    input wire  [33:0] lin_flit$0;
    input wire  [33:0] lin_flit$1;
    input wire  [33:0] lin_flit$2;
    input wire  [33:0] lin_flit$3;
    output reg  lin_credit$0;
    output reg  lin_credit$1;
    output reg  lin_credit$2;
    output reg  lin_credit$3;
    output reg  lout_valid$0;
    output reg  lout_valid$1;
    output reg  lout_valid$2;
    output reg  lout_valid$3;
    output reg  [33:0] lout_flit$0;
    output reg  [33:0] lout_flit$1;
    output reg  [33:0] lout_flit$2;
    output reg  [33:0] lout_flit$3;
    input wire  lout_credit$0;
    input wire  lout_credit$1;
    input wire  lout_credit$2;
    input wire  lout_credit$3;
    input wire  inj_valid;
    output reg  inj_ready;
    input wire  [33:0] inj_flit;
    output reg  ej_valid;
    input wire  ej_ready;
    output reg  [33:0] ej_flit;
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
    reg  [33:0] buf_q$0$d;
    wire  [33:0] buf_q$0$q;
    reg  buf_q$0$clock;
    reg  [33:0] buf_q$1$d;
    wire  [33:0] buf_q$1$q;
    reg  buf_q$1$clock;
    reg  [33:0] buf_q$2$d;
    wire  [33:0] buf_q$2$q;
    reg  buf_q$2$clock;
    reg  [33:0] buf_q$3$d;
    wire  [33:0] buf_q$3$q;
    reg  buf_q$3$clock;
    reg  [33:0] buf_q$4$d;
    wire  [33:0] buf_q$4$q;
    reg  buf_q$4$clock;
    reg  [33:0] buf_q$5$d;
    wire  [33:0] buf_q$5$q;
    reg  buf_q$5$clock;
    reg  [33:0] buf_q$6$d;
    wire  [33:0] buf_q$6$q;
    reg  buf_q$6$clock;
    reg  [33:0] buf_q$7$d;
    wire  [33:0] buf_q$7$q;
    reg  buf_q$7$clock;
    reg  [33:0] buf_q$8$d;
    wire  [33:0] buf_q$8$q;
    reg  buf_q$8$clock;
    reg  [33:0] buf_q$9$d;
    wire  [33:0] buf_q$9$q;
    reg  buf_q$9$clock;
    reg  [33:0] buf_q$10$d;
    wire  [33:0] buf_q$10$q;
    reg  buf_q$10$clock;
    reg  [33:0] buf_q$11$d;
    wire  [33:0] buf_q$11$q;
    reg  buf_q$11$clock;
    reg  [33:0] buf_q$12$d;
    wire  [33:0] buf_q$12$q;
    reg  buf_q$12$clock;
    reg  [33:0] buf_q$13$d;
    wire  [33:0] buf_q$13$q;
    reg  buf_q$13$clock;
    reg  [33:0] buf_q$14$d;
    wire  [33:0] buf_q$14$q;
    reg  buf_q$14$clock;
    reg  [33:0] buf_q$15$d;
    wire  [33:0] buf_q$15$q;
    reg  buf_q$15$clock;
    reg  [33:0] buf_q$16$d;
    wire  [33:0] buf_q$16$q;
    reg  buf_q$16$clock;
    reg  [33:0] buf_q$17$d;
    wire  [33:0] buf_q$17$q;
    reg  buf_q$17$clock;
    reg  [33:0] buf_q$18$d;
    wire  [33:0] buf_q$18$q;
    reg  buf_q$18$clock;
    reg  [33:0] buf_q$19$d;
    wire  [33:0] buf_q$19$q;
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
    reg  [33:0] of_q$0$d;
    wire  [33:0] of_q$0$q;
    reg  of_q$0$clock;
    reg  [33:0] of_q$1$d;
    wire  [33:0] of_q$1$q;
    reg  of_q$1$clock;
    reg  [33:0] of_q$2$d;
    wire  [33:0] of_q$2$q;
    reg  of_q$2$clock;
    reg  [33:0] of_q$3$d;
    wire  [33:0] of_q$3$q;
    reg  of_q$3$clock;
    reg  [33:0] of_q$4$d;
    wire  [33:0] of_q$4$q;
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
    reg  [33:0] in_f$0;
    reg  [33:0] in_f$1;
    reg  [33:0] in_f$2;
    reg  [33:0] in_f$3;
    reg  [33:0] in_f$4;
    reg  nonempty$0;
    reg  nonempty$1;
    reg  nonempty$2;
    reg  nonempty$3;
    reg  nonempty$4;
    reg  [33:0] front$0;
    reg  [33:0] front$1;
    reg  [33:0] front$2;
    reg  [33:0] front$3;
    reg  [33:0] front$4;
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
    reg  [33:0] out_f$0;
    reg  [33:0] out_f$1;
    reg  [33:0] out_f$2;
    reg  [33:0] out_f$3;
    reg  [33:0] out_f$4;
    reg  pop$0;
    reg  pop$1;
    reg  pop$2;
    reg  pop$3;
    reg  pop$4;

    // Sub module instances
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$0(
        .d(buf_q$0$d),
        .q(buf_q$0$q),
        .clock(buf_q$0$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$1(
        .d(buf_q$1$d),
        .q(buf_q$1$q),
        .clock(buf_q$1$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$2(
        .d(buf_q$2$d),
        .q(buf_q$2$q),
        .clock(buf_q$2$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$3(
        .d(buf_q$3$d),
        .q(buf_q$3$q),
        .clock(buf_q$3$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$4(
        .d(buf_q$4$d),
        .q(buf_q$4$q),
        .clock(buf_q$4$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$5(
        .d(buf_q$5$d),
        .q(buf_q$5$q),
        .clock(buf_q$5$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$6(
        .d(buf_q$6$d),
        .q(buf_q$6$q),
        .clock(buf_q$6$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$7(
        .d(buf_q$7$d),
        .q(buf_q$7$q),
        .clock(buf_q$7$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$8(
        .d(buf_q$8$d),
        .q(buf_q$8$q),
        .clock(buf_q$8$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$9(
        .d(buf_q$9$d),
        .q(buf_q$9$q),
        .clock(buf_q$9$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$10(
        .d(buf_q$10$d),
        .q(buf_q$10$q),
        .clock(buf_q$10$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$11(
        .d(buf_q$11$d),
        .q(buf_q$11$q),
        .clock(buf_q$11$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$12(
        .d(buf_q$12$d),
        .q(buf_q$12$q),
        .clock(buf_q$12$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$13(
        .d(buf_q$13$d),
        .q(buf_q$13$q),
        .clock(buf_q$13$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$14(
        .d(buf_q$14$d),
        .q(buf_q$14$q),
        .clock(buf_q$14$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$15(
        .d(buf_q$15$d),
        .q(buf_q$15$q),
        .clock(buf_q$15$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$16(
        .d(buf_q$16$d),
        .q(buf_q$16$q),
        .clock(buf_q$16$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$17(
        .d(buf_q$17$d),
        .q(buf_q$17$q),
        .clock(buf_q$17$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$18(
        .d(buf_q$18$d),
        .q(buf_q$18$q),
        .clock(buf_q$18$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 buf_q$19(
        .d(buf_q$19$d),
        .q(buf_q$19$q),
        .clock(buf_q$19$clock)
    );
    noc_mesh4x4_w32$routers$0$rd_q$0 wr_q$0(
        .d(wr_q$0$d),
        .q(wr_q$0$q),
        .clock(wr_q$0$clock)
    );
    noc_mesh4x4_w32$routers$0$rd_q$0 wr_q$1(
        .d(wr_q$1$d),
        .q(wr_q$1$q),
        .clock(wr_q$1$clock)
    );
    noc_mesh4x4_w32$routers$0$rd_q$0 wr_q$2(
        .d(wr_q$2$d),
        .q(wr_q$2$q),
        .clock(wr_q$2$clock)
    );
    noc_mesh4x4_w32$routers$0$rd_q$0 wr_q$3(
        .d(wr_q$3$d),
        .q(wr_q$3$q),
        .clock(wr_q$3$clock)
    );
    noc_mesh4x4_w32$routers$0$rd_q$0 wr_q$4(
        .d(wr_q$4$d),
        .q(wr_q$4$q),
        .clock(wr_q$4$clock)
    );
    noc_mesh4x4_w32$routers$0$rd_q$0 rd_q$0(
        .d(rd_q$0$d),
        .q(rd_q$0$q),
        .clock(rd_q$0$clock)
    );
    noc_mesh4x4_w32$routers$0$rd_q$0 rd_q$1(
        .d(rd_q$1$d),
        .q(rd_q$1$q),
        .clock(rd_q$1$clock)
    );
    noc_mesh4x4_w32$routers$0$rd_q$0 rd_q$2(
        .d(rd_q$2$d),
        .q(rd_q$2$q),
        .clock(rd_q$2$clock)
    );
    noc_mesh4x4_w32$routers$0$rd_q$0 rd_q$3(
        .d(rd_q$3$d),
        .q(rd_q$3$q),
        .clock(rd_q$3$clock)
    );
    noc_mesh4x4_w32$routers$0$rd_q$0 rd_q$4(
        .d(rd_q$4$d),
        .q(rd_q$4$q),
        .clock(rd_q$4$clock)
    );
    noc_mesh4x4_w32$routers$0$cnt_q$0 cnt_q$0(
        .d(cnt_q$0$d),
        .q(cnt_q$0$q),
        .clock(cnt_q$0$clock)
    );
    noc_mesh4x4_w32$routers$0$cnt_q$0 cnt_q$1(
        .d(cnt_q$1$d),
        .q(cnt_q$1$q),
        .clock(cnt_q$1$clock)
    );
    noc_mesh4x4_w32$routers$0$cnt_q$0 cnt_q$2(
        .d(cnt_q$2$d),
        .q(cnt_q$2$q),
        .clock(cnt_q$2$clock)
    );
    noc_mesh4x4_w32$routers$0$cnt_q$0 cnt_q$3(
        .d(cnt_q$3$d),
        .q(cnt_q$3$q),
        .clock(cnt_q$3$clock)
    );
    noc_mesh4x4_w32$routers$0$cnt_q$0 cnt_q$4(
        .d(cnt_q$4$d),
        .q(cnt_q$4$q),
        .clock(cnt_q$4$clock)
    );
    noc_mesh4x4_w32$routers$0$route_q$0 route_q$0(
        .d(route_q$0$d),
        .q(route_q$0$q),
        .clock(route_q$0$clock)
    );
    noc_mesh4x4_w32$routers$0$route_q$0 route_q$1(
        .d(route_q$1$d),
        .q(route_q$1$q),
        .clock(route_q$1$clock)
    );
    noc_mesh4x4_w32$routers$0$route_q$0 route_q$2(
        .d(route_q$2$d),
        .q(route_q$2$q),
        .clock(route_q$2$clock)
    );
    noc_mesh4x4_w32$routers$0$route_q$0 route_q$3(
        .d(route_q$3$d),
        .q(route_q$3$q),
        .clock(route_q$3$clock)
    );
    noc_mesh4x4_w32$routers$0$route_q$0 route_q$4(
        .d(route_q$4$d),
        .q(route_q$4$q),
        .clock(route_q$4$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 credit_q$0(
        .d(credit_q$0$d),
        .q(credit_q$0$q),
        .clock(credit_q$0$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 credit_q$1(
        .d(credit_q$1$d),
        .q(credit_q$1$q),
        .clock(credit_q$1$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 credit_q$2(
        .d(credit_q$2$d),
        .q(credit_q$2$q),
        .clock(credit_q$2$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 credit_q$3(
        .d(credit_q$3$d),
        .q(credit_q$3$q),
        .clock(credit_q$3$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 lock_q$0(
        .d(lock_q$0$d),
        .q(lock_q$0$q),
        .clock(lock_q$0$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 lock_q$1(
        .d(lock_q$1$d),
        .q(lock_q$1$q),
        .clock(lock_q$1$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 lock_q$2(
        .d(lock_q$2$d),
        .q(lock_q$2$q),
        .clock(lock_q$2$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 lock_q$3(
        .d(lock_q$3$d),
        .q(lock_q$3$q),
        .clock(lock_q$3$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 lock_q$4(
        .d(lock_q$4$d),
        .q(lock_q$4$q),
        .clock(lock_q$4$clock)
    );
    noc_mesh4x4_w32$routers$0$route_q$0 rr_q$0(
        .d(rr_q$0$d),
        .q(rr_q$0$q),
        .clock(rr_q$0$clock)
    );
    noc_mesh4x4_w32$routers$0$route_q$0 rr_q$1(
        .d(rr_q$1$d),
        .q(rr_q$1$q),
        .clock(rr_q$1$clock)
    );
    noc_mesh4x4_w32$routers$0$route_q$0 rr_q$2(
        .d(rr_q$2$d),
        .q(rr_q$2$q),
        .clock(rr_q$2$clock)
    );
    noc_mesh4x4_w32$routers$0$route_q$0 rr_q$3(
        .d(rr_q$3$d),
        .q(rr_q$3$q),
        .clock(rr_q$3$clock)
    );
    noc_mesh4x4_w32$routers$0$route_q$0 rr_q$4(
        .d(rr_q$4$d),
        .q(rr_q$4$q),
        .clock(rr_q$4$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 ov_q$0(
        .d(ov_q$0$d),
        .q(ov_q$0$q),
        .clock(ov_q$0$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 ov_q$1(
        .d(ov_q$1$d),
        .q(ov_q$1$q),
        .clock(ov_q$1$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 ov_q$2(
        .d(ov_q$2$d),
        .q(ov_q$2$q),
        .clock(ov_q$2$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 ov_q$3(
        .d(ov_q$3$d),
        .q(ov_q$3$q),
        .clock(ov_q$3$clock)
    );
    noc_mesh4x4_w32$routers$0$credit_q$0 ov_q$4(
        .d(ov_q$4$d),
        .q(ov_q$4$q),
        .clock(ov_q$4$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 of_q$0(
        .d(of_q$0$d),
        .q(of_q$0$q),
        .clock(of_q$0$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 of_q$1(
        .d(of_q$1$d),
        .q(of_q$1$q),
        .clock(of_q$1$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 of_q$2(
        .d(of_q$2$d),
        .q(of_q$2$q),
        .clock(of_q$2$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 of_q$3(
        .d(of_q$3$d),
        .q(of_q$3$q),
        .clock(of_q$3$clock)
    );
    noc_mesh4x4_w32$routers$0$buf_q$0 of_q$4(
        .d(of_q$4$d),
        .q(of_q$4$q),
        .clock(of_q$4$clock)
    );
    noc_mesh4x4_w32$routers$0$cnt_q$0 cred_q$0(
        .d(cred_q$0$d),
        .q(cred_q$0$q),
        .clock(cred_q$0$clock)
    );
    noc_mesh4x4_w32$routers$0$cnt_q$0 cred_q$1(
        .d(cred_q$1$d),
        .q(cred_q$1$q),
        .clock(cred_q$1$clock)
    );
    noc_mesh4x4_w32$routers$0$cnt_q$0 cred_q$2(
        .d(cred_q$2$d),
        .q(cred_q$2$q),
        .clock(cred_q$2$clock)
    );
    noc_mesh4x4_w32$routers$0$cnt_q$0 cred_q$3(
        .d(cred_q$3$d),
        .q(cred_q$3$q),
        .clock(cred_q$3$clock)
    );
    noc_mesh4x4_w32$routers$0$flits_q flits_q(
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

endmodule // noc_mesh4x4_w32$routers$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_mesh4x4_w32$routers$0$buf_q$0(d,q,clock);

    // Module arguments
    input wire  [33:0] d;
    output reg  [33:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 34'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // noc_mesh4x4_w32$routers$0$buf_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_mesh4x4_w32$routers$0$cnt_q$0(d,q,clock);

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

endmodule // noc_mesh4x4_w32$routers$0$cnt_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_mesh4x4_w32$routers$0$credit_q$0(d,q,clock);

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

endmodule // noc_mesh4x4_w32$routers$0$credit_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_mesh4x4_w32$routers$0$flits_q(d,q,clock);

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

endmodule // noc_mesh4x4_w32$routers$0$flits_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_mesh4x4_w32$routers$0$rd_q$0(d,q,clock);

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

endmodule // noc_mesh4x4_w32$routers$0$rd_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module noc_mesh4x4_w32$routers$0$route_q$0(d,q,clock);

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

endmodule // noc_mesh4x4_w32$routers$0$route_q$0
/* verilator lint_on DECLFILENAME */
