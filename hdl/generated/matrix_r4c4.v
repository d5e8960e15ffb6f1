// matrix_r4c4: emitted by systole-hdl (rust-hdl 0.46); do not edit, regenerate with
// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.


module matrix_r4c4(clock,reset,w_valid,w_ready,w_data,w_last,w_cols,a_valid,a_ready,a_data,a_last,y_valid,y_ready,y_data,y_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  w_valid;
    output reg  w_ready;
    input wire  [31:0] w_data;
    input wire  w_last;
    input wire  [7:0] w_cols;
    input wire  a_valid;
    output reg  a_ready;
    input wire  [31:0] a_data;
    input wire  a_last;
    output reg  y_valid;
    input wire  y_ready;
    output reg  [127:0] y_data;
    output reg  y_last;

    // Constant declarations
    localparam  ridx$0 = 8'h0;
    localparam  ridx$1 = 8'h1;
    localparam  ridx$2 = 8'h2;
    localparam  ridx$3 = 8'h3;
    localparam  cidx$0 = 8'h0;
    localparam  cidx$1 = 8'h1;
    localparam  cidx$2 = 8'h2;
    localparam  cidx$3 = 8'h3;
    localparam  onehot$0 = 4'h1;
    localparam  onehot$1 = 4'h2;
    localparam  onehot$2 = 4'h4;
    localparam  onehot$3 = 4'h8;
    localparam  rm1 = 8'h3;
    localparam  dmax = 8'h6;
    localparam  one8 = 8'h1;
    localparam  zero8 = 8'h0;
    localparam  lo16 = 16'hff;
    localparam  zero16 = 16'h0;
    localparam  one1 = 1'b1;
    localparam  zero1 = 1'b0;
    localparam  zero_r = 4'h0;

    // Stub signals
    reg  cols$0$clock;
    reg  cols$0$adv;
    reg  [31:0] cols$0$a_in;
    reg  [3:0] cols$0$sel_in;
    reg  [15:0] cols$0$w_data;
    reg  [3:0] cols$0$w_we0;
    reg  [3:0] cols$0$w_we1;
    wire  [31:0] cols$0$psum_out;
    reg  cols$1$clock;
    reg  cols$1$adv;
    reg  [31:0] cols$1$a_in;
    reg  [3:0] cols$1$sel_in;
    reg  [15:0] cols$1$w_data;
    reg  [3:0] cols$1$w_we0;
    reg  [3:0] cols$1$w_we1;
    wire  [31:0] cols$1$psum_out;
    reg  cols$2$clock;
    reg  cols$2$adv;
    reg  [31:0] cols$2$a_in;
    reg  [3:0] cols$2$sel_in;
    reg  [15:0] cols$2$w_data;
    reg  [3:0] cols$2$w_we0;
    reg  [3:0] cols$2$w_we1;
    wire  [31:0] cols$2$psum_out;
    reg  cols$3$clock;
    reg  cols$3$adv;
    reg  [31:0] cols$3$a_in;
    reg  [3:0] cols$3$sel_in;
    reg  [15:0] cols$3$w_data;
    reg  [3:0] cols$3$w_we0;
    reg  [3:0] cols$3$w_we1;
    wire  [31:0] cols$3$psum_out;
    reg  skew$0$clock;
    reg  skew$0$reset;
    reg  skew$0$adv;
    reg  [7:0] skew$0$inp;
    wire  [7:0] skew$0$out;
    reg  skew$1$clock;
    reg  skew$1$reset;
    reg  skew$1$adv;
    reg  [7:0] skew$1$inp;
    wire  [7:0] skew$1$out;
    reg  skew$2$clock;
    reg  skew$2$reset;
    reg  skew$2$adv;
    reg  [7:0] skew$2$inp;
    wire  [7:0] skew$2$out;
    reg  sskew$0$clock;
    reg  sskew$0$reset;
    reg  sskew$0$adv;
    reg  sskew$0$inp;
    wire  sskew$0$out;
    reg  sskew$1$clock;
    reg  sskew$1$reset;
    reg  sskew$1$adv;
    reg  sskew$1$inp;
    wire  sskew$1$out;
    reg  sskew$2$clock;
    reg  sskew$2$reset;
    reg  sskew$2$adv;
    reg  sskew$2$inp;
    wire  sskew$2$out;
    reg  [7:0] acat$inp$0;
    reg  [7:0] acat$inp$1;
    reg  [7:0] acat$inp$2;
    reg  [7:0] acat$inp$3;
    wire  [31:0] acat$out;
    reg  scat$inp$0;
    reg  scat$inp$1;
    reg  scat$inp$2;
    reg  scat$inp$3;
    wire  [3:0] scat$out;
    reg  [31:0] apipe$0$d;
    wire  [31:0] apipe$0$q;
    reg  apipe$0$clock;
    reg  [31:0] apipe$1$d;
    wire  [31:0] apipe$1$q;
    reg  apipe$1$clock;
    reg  [31:0] apipe$2$d;
    wire  [31:0] apipe$2$q;
    reg  apipe$2$clock;
    reg  [3:0] spipe$0$d;
    wire  [3:0] spipe$0$q;
    reg  spipe$0$clock;
    reg  [3:0] spipe$1$d;
    wire  [3:0] spipe$1$q;
    reg  spipe$1$clock;
    reg  [3:0] spipe$2$d;
    wire  [3:0] spipe$2$q;
    reg  spipe$2$clock;
    reg  deskew$0$clock;
    reg  deskew$0$reset;
    reg  deskew$0$adv;
    reg  [31:0] deskew$0$inp;
    wire  [31:0] deskew$0$out;
    reg  deskew$1$clock;
    reg  deskew$1$reset;
    reg  deskew$1$adv;
    reg  [31:0] deskew$1$inp;
    wire  [31:0] deskew$1$out;
    reg  deskew$2$clock;
    reg  deskew$2$reset;
    reg  deskew$2$adv;
    reg  [31:0] deskew$2$inp;
    wire  [31:0] deskew$2$out;
    reg  [31:0] ycat$inp$0;
    reg  [31:0] ycat$inp$1;
    reg  [31:0] ycat$inp$2;
    reg  [31:0] ycat$inp$3;
    wire  [127:0] ycat$out;
    reg  vline$clock;
    reg  vline$reset;
    reg  vline$adv;
    reg  vline$inp;
    wire  vline$out;
    reg  lline$clock;
    reg  lline$reset;
    reg  lline$adv;
    reg  lline$inp;
    wire  lline$out;
    reg  main_valid_q$d;
    wire  main_valid_q$q;
    reg  main_valid_q$clock;
    reg  [127:0] main_data_q$d;
    wire  [127:0] main_data_q$q;
    reg  main_data_q$clock;
    reg  main_last_q$d;
    wire  main_last_q$q;
    reg  main_last_q$clock;
    reg  skid_valid_q$d;
    wire  skid_valid_q$q;
    reg  skid_valid_q$clock;
    reg  [127:0] skid_data_q$d;
    wire  [127:0] skid_data_q$q;
    reg  skid_data_q$clock;
    reg  skid_last_q$d;
    wire  skid_last_q$q;
    reg  skid_last_q$clock;
    reg  full0_q$d;
    wire  full0_q$q;
    reg  full0_q$clock;
    reg  full1_q$d;
    wire  full1_q$q;
    reg  full1_q$clock;
    reg  [7:0] drain0_q$d;
    wire  [7:0] drain0_q$q;
    reg  drain0_q$clock;
    reg  [7:0] drain1_q$d;
    wire  [7:0] drain1_q$q;
    reg  drain1_q$clock;
    reg  [7:0] rows0_q$d;
    wire  [7:0] rows0_q$q;
    reg  rows0_q$clock;
    reg  [7:0] rows1_q$d;
    wire  [7:0] rows1_q$q;
    reg  rows1_q$clock;
    reg  lb_q$d;
    wire  lb_q$q;
    reg  lb_q$clock;
    reg  cb_q$d;
    wire  cb_q$q;
    reg  cb_q$clock;
    reg  [7:0] row_q$d;
    wire  [7:0] row_q$q;
    reg  row_q$clock;

    // Local signals
    reg  adv;
    reg  full_cur;
    reg  [7:0] rows_cur;
    reg  full_lb;
    reg  [7:0] drain_lb;
    reg  a_fire;
    reg  w_fire;
    reg  w_end;
    reg  [3:0] we0;
    reg  [3:0] we1;
    reg  [15:0] wcol$0;
    reg  [15:0] wcol$1;
    reg  [15:0] wcol$2;
    reg  [15:0] wcol$3;
    reg  [7:0] am$0;
    reg  [7:0] am$1;
    reg  [7:0] am$2;
    reg  [7:0] am$3;
    reg  cb1;
    reg  s_valid;
    reg  s_last;
    reg  s_fire;
    reg  m_fire;

    // Sub module instances
    matrix_r4c4$cols$0 cols$0(
        .clock(cols$0$clock),
        .adv(cols$0$adv),
        .a_in(cols$0$a_in),
        .sel_in(cols$0$sel_in),
        .w_data(cols$0$w_data),
        .w_we0(cols$0$w_we0),
        .w_we1(cols$0$w_we1),
        .psum_out(cols$0$psum_out)
    );
    matrix_r4c4$cols$1 cols$1(
        .clock(cols$1$clock),
        .adv(cols$1$adv),
        .a_in(cols$1$a_in),
        .sel_in(cols$1$sel_in),
        .w_data(cols$1$w_data),
        .w_we0(cols$1$w_we0),
        .w_we1(cols$1$w_we1),
        .psum_out(cols$1$psum_out)
    );
    matrix_r4c4$cols$2 cols$2(
        .clock(cols$2$clock),
        .adv(cols$2$adv),
        .a_in(cols$2$a_in),
        .sel_in(cols$2$sel_in),
        .w_data(cols$2$w_data),
        .w_we0(cols$2$w_we0),
        .w_we1(cols$2$w_we1),
        .psum_out(cols$2$psum_out)
    );
    matrix_r4c4$cols$3 cols$3(
        .clock(cols$3$clock),
        .adv(cols$3$adv),
        .a_in(cols$3$a_in),
        .sel_in(cols$3$sel_in),
        .w_data(cols$3$w_data),
        .w_we0(cols$3$w_we0),
        .w_we1(cols$3$w_we1),
        .psum_out(cols$3$psum_out)
    );
    matrix_r4c4$skew$0 skew$0(
        .clock(skew$0$clock),
        .reset(skew$0$reset),
        .adv(skew$0$adv),
        .inp(skew$0$inp),
        .out(skew$0$out)
    );
    matrix_r4c4$skew$1 skew$1(
        .clock(skew$1$clock),
        .reset(skew$1$reset),
        .adv(skew$1$adv),
        .inp(skew$1$inp),
        .out(skew$1$out)
    );
    matrix_r4c4$skew$2 skew$2(
        .clock(skew$2$clock),
        .reset(skew$2$reset),
        .adv(skew$2$adv),
        .inp(skew$2$inp),
        .out(skew$2$out)
    );
    matrix_r4c4$sskew$0 sskew$0(
        .clock(sskew$0$clock),
        .reset(sskew$0$reset),
        .adv(sskew$0$adv),
        .inp(sskew$0$inp),
        .out(sskew$0$out)
    );
    matrix_r4c4$sskew$1 sskew$1(
        .clock(sskew$1$clock),
        .reset(sskew$1$reset),
        .adv(sskew$1$adv),
        .inp(sskew$1$inp),
        .out(sskew$1$out)
    );
    matrix_r4c4$sskew$2 sskew$2(
        .clock(sskew$2$clock),
        .reset(sskew$2$reset),
        .adv(sskew$2$adv),
        .inp(sskew$2$inp),
        .out(sskew$2$out)
    );
    matrix_r4c4$acat acat(
        .inp$0(acat$inp$0),
        .inp$1(acat$inp$1),
        .inp$2(acat$inp$2),
        .inp$3(acat$inp$3),
        .out(acat$out)
    );
    matrix_r4c4$scat scat(
        .inp$0(scat$inp$0),
        .inp$1(scat$inp$1),
        .inp$2(scat$inp$2),
        .inp$3(scat$inp$3),
        .out(scat$out)
    );
    matrix_r4c4$apipe$0 apipe$0(
        .d(apipe$0$d),
        .q(apipe$0$q),
        .clock(apipe$0$clock)
    );
    matrix_r4c4$apipe$1 apipe$1(
        .d(apipe$1$d),
        .q(apipe$1$q),
        .clock(apipe$1$clock)
    );
    matrix_r4c4$apipe$2 apipe$2(
        .d(apipe$2$d),
        .q(apipe$2$q),
        .clock(apipe$2$clock)
    );
    matrix_r4c4$spipe$0 spipe$0(
        .d(spipe$0$d),
        .q(spipe$0$q),
        .clock(spipe$0$clock)
    );
    matrix_r4c4$spipe$1 spipe$1(
        .d(spipe$1$d),
        .q(spipe$1$q),
        .clock(spipe$1$clock)
    );
    matrix_r4c4$spipe$2 spipe$2(
        .d(spipe$2$d),
        .q(spipe$2$q),
        .clock(spipe$2$clock)
    );
    matrix_r4c4$deskew$0 deskew$0(
        .clock(deskew$0$clock),
        .reset(deskew$0$reset),
        .adv(deskew$0$adv),
        .inp(deskew$0$inp),
        .out(deskew$0$out)
    );
    matrix_r4c4$deskew$1 deskew$1(
        .clock(deskew$1$clock),
        .reset(deskew$1$reset),
        .adv(deskew$1$adv),
        .inp(deskew$1$inp),
        .out(deskew$1$out)
    );
    matrix_r4c4$deskew$2 deskew$2(
        .clock(deskew$2$clock),
        .reset(deskew$2$reset),
        .adv(deskew$2$adv),
        .inp(deskew$2$inp),
        .out(deskew$2$out)
    );
    matrix_r4c4$ycat ycat(
        .inp$0(ycat$inp$0),
        .inp$1(ycat$inp$1),
        .inp$2(ycat$inp$2),
        .inp$3(ycat$inp$3),
        .out(ycat$out)
    );
    matrix_r4c4$vline vline(
        .clock(vline$clock),
        .reset(vline$reset),
        .adv(vline$adv),
        .inp(vline$inp),
        .out(vline$out)
    );
    matrix_r4c4$lline lline(
        .clock(lline$clock),
        .reset(lline$reset),
        .adv(lline$adv),
        .inp(lline$inp),
        .out(lline$out)
    );
    matrix_r4c4$main_valid_q main_valid_q(
        .d(main_valid_q$d),
        .q(main_valid_q$q),
        .clock(main_valid_q$clock)
    );
    matrix_r4c4$main_data_q main_data_q(
        .d(main_data_q$d),
        .q(main_data_q$q),
        .clock(main_data_q$clock)
    );
    matrix_r4c4$main_last_q main_last_q(
        .d(main_last_q$d),
        .q(main_last_q$q),
        .clock(main_last_q$clock)
    );
    matrix_r4c4$skid_valid_q skid_valid_q(
        .d(skid_valid_q$d),
        .q(skid_valid_q$q),
        .clock(skid_valid_q$clock)
    );
    matrix_r4c4$skid_data_q skid_data_q(
        .d(skid_data_q$d),
        .q(skid_data_q$q),
        .clock(skid_data_q$clock)
    );
    matrix_r4c4$skid_last_q skid_last_q(
        .d(skid_last_q$d),
        .q(skid_last_q$q),
        .clock(skid_last_q$clock)
    );
    matrix_r4c4$full0_q full0_q(
        .d(full0_q$d),
        .q(full0_q$q),
        .clock(full0_q$clock)
    );
    matrix_r4c4$full1_q full1_q(
        .d(full1_q$d),
        .q(full1_q$q),
        .clock(full1_q$clock)
    );
    matrix_r4c4$drain0_q drain0_q(
        .d(drain0_q$d),
        .q(drain0_q$q),
        .clock(drain0_q$clock)
    );
    matrix_r4c4$drain1_q drain1_q(
        .d(drain1_q$d),
        .q(drain1_q$q),
        .clock(drain1_q$clock)
    );
    matrix_r4c4$rows0_q rows0_q(
        .d(rows0_q$d),
        .q(rows0_q$q),
        .clock(rows0_q$clock)
    );
    matrix_r4c4$rows1_q rows1_q(
        .d(rows1_q$d),
        .q(rows1_q$q),
        .clock(rows1_q$clock)
    );
    matrix_r4c4$lb_q lb_q(
        .d(lb_q$d),
        .q(lb_q$q),
        .clock(lb_q$clock)
    );
    matrix_r4c4$cb_q cb_q(
        .d(cb_q$d),
        .q(cb_q$q),
        .clock(cb_q$clock)
    );
    matrix_r4c4$row_q row_q(
        .d(row_q$d),
        .q(row_q$q),
        .clock(row_q$clock)
    );

    // Update code
    always @(*) begin
        main_valid_q$clock = clock;
        main_data_q$clock = clock;
        main_last_q$clock = clock;
        skid_valid_q$clock = clock;
        skid_data_q$clock = clock;
        skid_last_q$clock = clock;
        full0_q$clock = clock;
        full1_q$clock = clock;
        drain0_q$clock = clock;
        drain1_q$clock = clock;
        rows0_q$clock = clock;
        rows1_q$clock = clock;
        lb_q$clock = clock;
        cb_q$clock = clock;
        row_q$clock = clock;
        main_valid_q$d = main_valid_q$q;
        main_data_q$d = main_data_q$q;
        main_last_q$d = main_last_q$q;
        skid_valid_q$d = skid_valid_q$q;
        skid_data_q$d = skid_data_q$q;
        skid_last_q$d = skid_last_q$q;
        full0_q$d = full0_q$q;
        full1_q$d = full1_q$q;
        drain0_q$d = drain0_q$q;
        drain1_q$d = drain1_q$q;
        rows0_q$d = rows0_q$q;
        rows1_q$d = rows1_q$q;
        lb_q$d = lb_q$q;
        cb_q$d = cb_q$q;
        row_q$d = row_q$q;
        adv = ~skid_valid_q$q;
        full_cur = full0_q$q;
        rows_cur = rows0_q$q;
        if (cb_q$q) begin
            full_cur = full1_q$q;
            rows_cur = rows1_q$q;
        end
        full_lb = full0_q$q;
        drain_lb = drain0_q$q;
        if (lb_q$q) begin
            full_lb = full1_q$q;
            drain_lb = drain1_q$q;
        end
        a_ready = ~reset & adv & full_cur;
        w_ready = ~reset & ~full_lb & ((drain_lb + row_q$q) <= rm1);
        a_fire = a_valid & a_ready;
        w_fire = w_valid & w_ready;
        w_end = w_last | (row_q$q == rm1);
        we0 = zero_r;
        we1 = zero_r;
        if (w_fire) begin
            if (row_q$q == ridx$0) begin
                if (lb_q$q) begin
                    we1 = onehot$0;
                end
                else begin
                    we0 = onehot$0;
                end
            end
            if (row_q$q == ridx$1) begin
                if (lb_q$q) begin
                    we1 = onehot$1;
                end
                else begin
                    we0 = onehot$1;
                end
            end
            if (row_q$q == ridx$2) begin
                if (lb_q$q) begin
                    we1 = onehot$2;
                end
                else begin
                    we0 = onehot$2;
                end
            end
            if (row_q$q == ridx$3) begin
                if (lb_q$q) begin
                    we1 = onehot$3;
                end
                else begin
                    we0 = onehot$3;
                end
            end
        end
        wcol$0 = w_data[(0 * 32'h8)+:(16)] & lo16;
        wcol$1 = w_data[(1 * 32'h8)+:(16)] & lo16;
        wcol$2 = w_data[(2 * 32'h8)+:(16)] & lo16;
        wcol$3 = w_data[(3 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        cols$0$clock = clock;
        cols$0$adv = adv;
        cols$0$w_we0 = we0;
        cols$0$w_we1 = we1;
        cols$0$w_data = zero16;
        if (cidx$0 < w_cols) begin
            cols$0$w_data = wcol$0;
        end
        cols$1$clock = clock;
        cols$1$adv = adv;
        cols$1$w_we0 = we0;
        cols$1$w_we1 = we1;
        cols$1$w_data = zero16;
        if (cidx$1 < w_cols) begin
            cols$1$w_data = wcol$1;
        end
        cols$2$clock = clock;
        cols$2$adv = adv;
        cols$2$w_we0 = we0;
        cols$2$w_we1 = we1;
        cols$2$w_data = zero16;
        if (cidx$2 < w_cols) begin
            cols$2$w_data = wcol$2;
        end
        cols$3$clock = clock;
        cols$3$adv = adv;
        cols$3$w_we0 = we0;
        cols$3$w_we1 = we1;
        cols$3$w_data = zero16;
        if (cidx$3 < w_cols) begin
            cols$3$w_data = wcol$3;
        end
        am$0 = zero8;
        if (ridx$0 < rows_cur) begin
            am$0 = a_data[(0 * 32'h8)+:(8)];
        end
        am$1 = zero8;
        if (ridx$1 < rows_cur) begin
            am$1 = a_data[(1 * 32'h8)+:(8)];
        end
        am$2 = zero8;
        if (ridx$2 < rows_cur) begin
            am$2 = a_data[(2 * 32'h8)+:(8)];
        end
        am$3 = zero8;
        if (ridx$3 < rows_cur) begin
            am$3 = a_data[(3 * 32'h8)+:(8)];
        end
        cb1 = zero1;
        if (cb_q$q) begin
            cb1 = one1;
        end
        acat$inp$0 = am$0;
        scat$inp$0 = cb1;
        skew$0$clock = clock;
        skew$0$reset = 1'b0;
        skew$0$adv = adv;
        skew$0$inp = am$1;
        sskew$0$clock = clock;
        sskew$0$reset = 1'b0;
        sskew$0$adv = adv;
        sskew$0$inp = cb1;
        acat$inp$1 = skew$0$out;
        scat$inp$1 = sskew$0$out;
        skew$1$clock = clock;
        skew$1$reset = 1'b0;
        skew$1$adv = adv;
        skew$1$inp = am$2;
        sskew$1$clock = clock;
        sskew$1$reset = 1'b0;
        sskew$1$adv = adv;
        sskew$1$inp = cb1;
        acat$inp$2 = skew$1$out;
        scat$inp$2 = sskew$1$out;
        skew$2$clock = clock;
        skew$2$reset = 1'b0;
        skew$2$adv = adv;
        skew$2$inp = am$3;
        sskew$2$clock = clock;
        sskew$2$reset = 1'b0;
        sskew$2$adv = adv;
        sskew$2$inp = cb1;
        acat$inp$3 = skew$2$out;
        scat$inp$3 = sskew$2$out;
        cols$0$a_in = acat$out;
        cols$0$sel_in = scat$out;
        apipe$0$clock = clock;
        spipe$0$clock = clock;
        apipe$0$d = apipe$0$q;
        spipe$0$d = spipe$0$q;
        cols$1$a_in = apipe$0$q;
        cols$1$sel_in = spipe$0$q;
        apipe$1$clock = clock;
        spipe$1$clock = clock;
        apipe$1$d = apipe$1$q;
        spipe$1$d = spipe$1$q;
        cols$2$a_in = apipe$1$q;
        cols$2$sel_in = spipe$1$q;
        apipe$2$clock = clock;
        spipe$2$clock = clock;
        apipe$2$d = apipe$2$q;
        spipe$2$d = spipe$2$q;
        cols$3$a_in = apipe$2$q;
        cols$3$sel_in = spipe$2$q;
        if (adv) begin
            apipe$0$d = acat$out;
            spipe$0$d = scat$out;
            apipe$1$d = apipe$0$q;
            spipe$1$d = spipe$0$q;
            apipe$2$d = apipe$1$q;
            spipe$2$d = spipe$1$q;
        end
        deskew$0$clock = clock;
        deskew$0$reset = 1'b0;
        deskew$0$adv = adv;
        deskew$0$inp = cols$0$psum_out;
        ycat$inp$0 = deskew$0$out;
        deskew$1$clock = clock;
        deskew$1$reset = 1'b0;
        deskew$1$adv = adv;
        deskew$1$inp = cols$1$psum_out;
        ycat$inp$1 = deskew$1$out;
        deskew$2$clock = clock;
        deskew$2$reset = 1'b0;
        deskew$2$adv = adv;
        deskew$2$inp = cols$2$psum_out;
        ycat$inp$2 = deskew$2$out;
        ycat$inp$3 = cols$3$psum_out;
        vline$clock = clock;
        vline$reset = reset;
        vline$adv = adv;
        vline$inp = a_fire;
        lline$clock = clock;
        lline$reset = reset;
        lline$adv = adv;
        lline$inp = a_fire & a_last;
        s_valid = vline$out;
        s_last = lline$out;
        y_valid = main_valid_q$q;
        y_data = main_data_q$q;
        y_last = main_last_q$q;
        s_fire = s_valid & adv;
        m_fire = main_valid_q$q & y_ready;
        if (m_fire | ~main_valid_q$q) begin
            if (skid_valid_q$q) begin
                main_valid_q$d = 1'b1;
                main_data_q$d = skid_data_q$q;
                main_last_q$d = skid_last_q$q;
                skid_valid_q$d = 1'b0;
            end
            else begin
                main_valid_q$d = s_fire;
                main_data_q$d = ycat$out;
                main_last_q$d = s_last;
            end
        end
        else if (s_fire) begin
            skid_valid_q$d = 1'b1;
            skid_data_q$d = ycat$out;
            skid_last_q$d = s_last;
        end
        if (adv) begin
            if (drain0_q$q != zero8) begin
                drain0_q$d = drain0_q$q - one8;
            end
            if (drain1_q$q != zero8) begin
                drain1_q$d = drain1_q$q - one8;
            end
        end
        if (a_fire & a_last) begin
            cb_q$d = ~cb_q$q;
            if (cb_q$q) begin
                full1_q$d = 1'b0;
                drain1_q$d = dmax;
            end
            else begin
                full0_q$d = 1'b0;
                drain0_q$d = dmax;
            end
        end
        if (w_fire) begin
            row_q$d = row_q$q + one8;
            if (w_end) begin
                row_q$d = zero8;
                lb_q$d = ~lb_q$q;
                if (lb_q$q) begin
                    full1_q$d = 1'b1;
                    rows1_q$d = row_q$q + one8;
                end
                else begin
                    full0_q$d = 1'b1;
                    rows0_q$d = row_q$q + one8;
                end
            end
        end
        if (reset) begin
            main_valid_q$d = 1'b0;
            skid_valid_q$d = 1'b0;
            full0_q$d = 1'b0;
            full1_q$d = 1'b0;
            drain0_q$d = zero8;
            drain1_q$d = zero8;
            lb_q$d = 1'b0;
            cb_q$d = 1'b0;
            row_q$d = zero8;
        end
    end

endmodule // top


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$acat(inp$0,inp$1,inp$2,inp$3,out);

    // Module arguments
    input wire  [7:0] inp$0;
    input wire  [7:0] inp$1;
    input wire  [7:0] inp$2;
    input wire  [7:0] inp$3;
    output reg  [31:0] out;

    // Update code (custom)
    always @(*) out = {inp$3, inp$2, inp$1, inp$0};
endmodule // matrix_r4c4$acat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$apipe$0(d,q,clock);

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

endmodule // matrix_r4c4$apipe$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$apipe$1(d,q,clock);

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

endmodule // matrix_r4c4$apipe$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$apipe$2(d,q,clock);

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

endmodule // matrix_r4c4$apipe$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cb_q(d,q,clock);

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

endmodule // matrix_r4c4$cb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [31:0] a_in;
    input wire  [3:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [3:0] w_we0;
    input wire  [3:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;

    // Sub module instances
    matrix_r4c4$cols$0$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    matrix_r4c4$cols$0$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    matrix_r4c4$cols$0$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    matrix_r4c4$cols$0$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    matrix_r4c4$cols$0$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    matrix_r4c4$cols$0$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    matrix_r4c4$cols$0$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    matrix_r4c4$cols$0$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    matrix_r4c4$cols$0$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    matrix_r4c4$cols$0$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    matrix_r4c4$cols$0$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    matrix_r4c4$cols$0$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
        end
        psum_out = $unsigned(psum$3$q);
    end

endmodule // matrix_r4c4$cols$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$0$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$0$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$0$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$0$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$0$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$0$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$0$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$0$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$wpair$0(d,q,clock);

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

endmodule // matrix_r4c4$cols$0$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$wpair$1(d,q,clock);

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

endmodule // matrix_r4c4$cols$0$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$wpair$2(d,q,clock);

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

endmodule // matrix_r4c4$cols$0$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$0$wpair$3(d,q,clock);

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

endmodule // matrix_r4c4$cols$0$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [31:0] a_in;
    input wire  [3:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [3:0] w_we0;
    input wire  [3:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;

    // Sub module instances
    matrix_r4c4$cols$1$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    matrix_r4c4$cols$1$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    matrix_r4c4$cols$1$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    matrix_r4c4$cols$1$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    matrix_r4c4$cols$1$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    matrix_r4c4$cols$1$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    matrix_r4c4$cols$1$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    matrix_r4c4$cols$1$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    matrix_r4c4$cols$1$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    matrix_r4c4$cols$1$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    matrix_r4c4$cols$1$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    matrix_r4c4$cols$1$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
        end
        psum_out = $unsigned(psum$3$q);
    end

endmodule // matrix_r4c4$cols$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$1$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$1$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$1$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$1$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$1$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$1$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$1$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$1$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$wpair$0(d,q,clock);

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

endmodule // matrix_r4c4$cols$1$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$wpair$1(d,q,clock);

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

endmodule // matrix_r4c4$cols$1$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$wpair$2(d,q,clock);

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

endmodule // matrix_r4c4$cols$1$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$1$wpair$3(d,q,clock);

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

endmodule // matrix_r4c4$cols$1$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [31:0] a_in;
    input wire  [3:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [3:0] w_we0;
    input wire  [3:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;

    // Sub module instances
    matrix_r4c4$cols$2$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    matrix_r4c4$cols$2$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    matrix_r4c4$cols$2$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    matrix_r4c4$cols$2$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    matrix_r4c4$cols$2$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    matrix_r4c4$cols$2$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    matrix_r4c4$cols$2$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    matrix_r4c4$cols$2$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    matrix_r4c4$cols$2$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    matrix_r4c4$cols$2$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    matrix_r4c4$cols$2$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    matrix_r4c4$cols$2$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
        end
        psum_out = $unsigned(psum$3$q);
    end

endmodule // matrix_r4c4$cols$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$2$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$2$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$2$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$2$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$2$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$2$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$2$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$2$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$wpair$0(d,q,clock);

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

endmodule // matrix_r4c4$cols$2$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$wpair$1(d,q,clock);

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

endmodule // matrix_r4c4$cols$2$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$wpair$2(d,q,clock);

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

endmodule // matrix_r4c4$cols$2$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$2$wpair$3(d,q,clock);

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

endmodule // matrix_r4c4$cols$2$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3(clock,adv,a_in,sel_in,w_data,w_we0,w_we1,psum_out);

    // Module arguments
    input wire  clock;
    input wire  adv;
    input wire  [31:0] a_in;
    input wire  [3:0] sel_in;
    input wire  [15:0] w_data;
    input wire  [3:0] w_we0;
    input wire  [3:0] w_we1;
    output reg  [31:0] psum_out;

    // Constant declarations
    localparam  lo_mask = 16'hff;
    localparam  hi_mask = 16'hff00;

    // Stub signals
    reg  [15:0] wpair$0$d;
    wire  [15:0] wpair$0$q;
    reg  wpair$0$clock;
    reg  [15:0] wpair$1$d;
    wire  [15:0] wpair$1$q;
    reg  wpair$1$clock;
    reg  [15:0] wpair$2$d;
    wire  [15:0] wpair$2$q;
    reg  wpair$2$clock;
    reg  [15:0] wpair$3$d;
    wire  [15:0] wpair$3$q;
    reg  wpair$3$clock;
    reg signed [31:0] psum$0$d;
    wire signed [31:0] psum$0$q;
    reg  psum$0$clock;
    reg signed [31:0] psum$1$d;
    wire signed [31:0] psum$1$q;
    reg  psum$1$clock;
    reg signed [31:0] psum$2$d;
    wire signed [31:0] psum$2$q;
    reg  psum$2$clock;
    reg signed [31:0] psum$3$d;
    wire signed [31:0] psum$3$q;
    reg  psum$3$clock;
    reg signed [31:0] prod_q$0$d;
    wire signed [31:0] prod_q$0$q;
    reg  prod_q$0$clock;
    reg signed [31:0] prod_q$1$d;
    wire signed [31:0] prod_q$1$q;
    reg  prod_q$1$clock;
    reg signed [31:0] prod_q$2$d;
    wire signed [31:0] prod_q$2$q;
    reg  prod_q$2$clock;
    reg signed [31:0] prod_q$3$d;
    wire signed [31:0] prod_q$3$q;
    reg  prod_q$3$clock;

    // Local signals
    reg  [15:0] wz$0;
    reg  [15:0] wz$1;
    reg  [15:0] wz$2;
    reg  [15:0] wz$3;
    reg  [15:0] wx$0;
    reg  [15:0] wx$1;
    reg  [15:0] wx$2;
    reg  [15:0] wx$3;
    reg  [15:0] az$0;
    reg  [15:0] az$1;
    reg  [15:0] az$2;
    reg  [15:0] az$3;
    reg  [15:0] ax$0;
    reg  [15:0] ax$1;
    reg  [15:0] ax$2;
    reg  [15:0] ax$3;
    reg signed [31:0] prod$0;
    reg signed [31:0] prod$1;
    reg signed [31:0] prod$2;
    reg signed [31:0] prod$3;

    // Sub module instances
    matrix_r4c4$cols$3$wpair$0 wpair$0(
        .d(wpair$0$d),
        .q(wpair$0$q),
        .clock(wpair$0$clock)
    );
    matrix_r4c4$cols$3$wpair$1 wpair$1(
        .d(wpair$1$d),
        .q(wpair$1$q),
        .clock(wpair$1$clock)
    );
    matrix_r4c4$cols$3$wpair$2 wpair$2(
        .d(wpair$2$d),
        .q(wpair$2$q),
        .clock(wpair$2$clock)
    );
    matrix_r4c4$cols$3$wpair$3 wpair$3(
        .d(wpair$3$d),
        .q(wpair$3$q),
        .clock(wpair$3$clock)
    );
    matrix_r4c4$cols$3$psum$0 psum$0(
        .d(psum$0$d),
        .q(psum$0$q),
        .clock(psum$0$clock)
    );
    matrix_r4c4$cols$3$psum$1 psum$1(
        .d(psum$1$d),
        .q(psum$1$q),
        .clock(psum$1$clock)
    );
    matrix_r4c4$cols$3$psum$2 psum$2(
        .d(psum$2$d),
        .q(psum$2$q),
        .clock(psum$2$clock)
    );
    matrix_r4c4$cols$3$psum$3 psum$3(
        .d(psum$3$d),
        .q(psum$3$q),
        .clock(psum$3$clock)
    );
    matrix_r4c4$cols$3$prod_q$0 prod_q$0(
        .d(prod_q$0$d),
        .q(prod_q$0$q),
        .clock(prod_q$0$clock)
    );
    matrix_r4c4$cols$3$prod_q$1 prod_q$1(
        .d(prod_q$1$d),
        .q(prod_q$1$q),
        .clock(prod_q$1$clock)
    );
    matrix_r4c4$cols$3$prod_q$2 prod_q$2(
        .d(prod_q$2$d),
        .q(prod_q$2$q),
        .clock(prod_q$2$clock)
    );
    matrix_r4c4$cols$3$prod_q$3 prod_q$3(
        .d(prod_q$3$d),
        .q(prod_q$3$q),
        .clock(prod_q$3$clock)
    );

    // Update code
    always @(*) begin
        az$0 = a_in[(0 * 32'h8)+:(16)] & lo_mask;
        az$1 = a_in[(1 * 32'h8)+:(16)] & lo_mask;
        az$2 = a_in[(2 * 32'h8)+:(16)] & lo_mask;
        az$3 = a_in[(3 * 32'h8 - 32'h8)+:(16)] >> 32'h8;
        wpair$0$clock = clock;
        psum$0$clock = clock;
        prod_q$0$clock = clock;
        prod_q$0$d = prod_q$0$q;
        wpair$0$d = wpair$0$q;
        psum$0$d = psum$0$q;
        if (w_we0[0]) begin
            wpair$0$d = (wpair$0$q & hi_mask) | w_data;
        end
        if (w_we1[0]) begin
            wpair$0$d = (wpair$0$q & lo_mask) | (w_data << 32'h8);
        end
        wz$0 = wpair$0$q & lo_mask;
        if (sel_in[0]) begin
            wz$0 = wpair$0$q >> 32'h8;
        end
        wx$0 = wz$0;
        if (wz$0[32'h7]) begin
            wx$0 = wz$0 | hi_mask;
        end
        ax$0 = az$0;
        if (az$0[32'h7]) begin
            ax$0 = az$0 | hi_mask;
        end
        prod$0 = $signed(ax$0) * $signed(wx$0);
        wpair$1$clock = clock;
        psum$1$clock = clock;
        prod_q$1$clock = clock;
        prod_q$1$d = prod_q$1$q;
        wpair$1$d = wpair$1$q;
        psum$1$d = psum$1$q;
        if (w_we0[1]) begin
            wpair$1$d = (wpair$1$q & hi_mask) | w_data;
        end
        if (w_we1[1]) begin
            wpair$1$d = (wpair$1$q & lo_mask) | (w_data << 32'h8);
        end
        wz$1 = wpair$1$q & lo_mask;
        if (sel_in[1]) begin
            wz$1 = wpair$1$q >> 32'h8;
        end
        wx$1 = wz$1;
        if (wz$1[32'h7]) begin
            wx$1 = wz$1 | hi_mask;
        end
        ax$1 = az$1;
        if (az$1[32'h7]) begin
            ax$1 = az$1 | hi_mask;
        end
        prod$1 = $signed(ax$1) * $signed(wx$1);
        wpair$2$clock = clock;
        psum$2$clock = clock;
        prod_q$2$clock = clock;
        prod_q$2$d = prod_q$2$q;
        wpair$2$d = wpair$2$q;
        psum$2$d = psum$2$q;
        if (w_we0[2]) begin
            wpair$2$d = (wpair$2$q & hi_mask) | w_data;
        end
        if (w_we1[2]) begin
            wpair$2$d = (wpair$2$q & lo_mask) | (w_data << 32'h8);
        end
        wz$2 = wpair$2$q & lo_mask;
        if (sel_in[2]) begin
            wz$2 = wpair$2$q >> 32'h8;
        end
        wx$2 = wz$2;
        if (wz$2[32'h7]) begin
            wx$2 = wz$2 | hi_mask;
        end
        ax$2 = az$2;
        if (az$2[32'h7]) begin
            ax$2 = az$2 | hi_mask;
        end
        prod$2 = $signed(ax$2) * $signed(wx$2);
        wpair$3$clock = clock;
        psum$3$clock = clock;
        prod_q$3$clock = clock;
        prod_q$3$d = prod_q$3$q;
        wpair$3$d = wpair$3$q;
        psum$3$d = psum$3$q;
        if (w_we0[3]) begin
            wpair$3$d = (wpair$3$q & hi_mask) | w_data;
        end
        if (w_we1[3]) begin
            wpair$3$d = (wpair$3$q & lo_mask) | (w_data << 32'h8);
        end
        wz$3 = wpair$3$q & lo_mask;
        if (sel_in[3]) begin
            wz$3 = wpair$3$q >> 32'h8;
        end
        wx$3 = wz$3;
        if (wz$3[32'h7]) begin
            wx$3 = wz$3 | hi_mask;
        end
        ax$3 = az$3;
        if (az$3[32'h7]) begin
            ax$3 = az$3 | hi_mask;
        end
        prod$3 = $signed(ax$3) * $signed(wx$3);
        if (adv) begin
            prod_q$0$d = prod$0;
            prod_q$1$d = prod$1;
            prod_q$2$d = prod$2;
            prod_q$3$d = prod$3;
            psum$0$d = prod_q$0$q;
            psum$1$d = psum$0$q + prod_q$1$q;
            psum$2$d = psum$1$q + prod_q$2$q;
            psum$3$d = psum$2$q + prod_q$3$q;
        end
        psum_out = $unsigned(psum$3$q);
    end

endmodule // matrix_r4c4$cols$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$prod_q$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$3$prod_q$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$prod_q$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$3$prod_q$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$prod_q$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$3$prod_q$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$prod_q$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$3$prod_q$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$psum$0(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$3$psum$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$psum$1(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$3$psum$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$psum$2(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$3$psum$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$psum$3(d,q,clock);

    // Module arguments
    input wire signed [31:0] d;
    output reg signed [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // matrix_r4c4$cols$3$psum$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$wpair$0(d,q,clock);

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

endmodule // matrix_r4c4$cols$3$wpair$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$wpair$1(d,q,clock);

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

endmodule // matrix_r4c4$cols$3$wpair$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$wpair$2(d,q,clock);

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

endmodule // matrix_r4c4$cols$3$wpair$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$cols$3$wpair$3(d,q,clock);

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

endmodule // matrix_r4c4$cols$3$wpair$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$deskew$0(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [31:0] inp;
    output reg  [31:0] out;

    // Constant declarations
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] st$0$d;
    wire  [31:0] st$0$q;
    reg  st$0$clock;
    reg  [31:0] st$1$d;
    wire  [31:0] st$1$q;
    reg  st$1$clock;
    reg  [31:0] st$2$d;
    wire  [31:0] st$2$q;
    reg  st$2$clock;

    // Sub module instances
    matrix_r4c4$deskew$0$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    matrix_r4c4$deskew$0$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    matrix_r4c4$deskew$0$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
        end
        out = st$2$q;
    end

endmodule // matrix_r4c4$deskew$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$deskew$0$st$0(d,q,clock);

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

endmodule // matrix_r4c4$deskew$0$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$deskew$0$st$1(d,q,clock);

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

endmodule // matrix_r4c4$deskew$0$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$deskew$0$st$2(d,q,clock);

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

endmodule // matrix_r4c4$deskew$0$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$deskew$1(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [31:0] inp;
    output reg  [31:0] out;

    // Constant declarations
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] st$0$d;
    wire  [31:0] st$0$q;
    reg  st$0$clock;
    reg  [31:0] st$1$d;
    wire  [31:0] st$1$q;
    reg  st$1$clock;

    // Sub module instances
    matrix_r4c4$deskew$1$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    matrix_r4c4$deskew$1$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
        end
        out = st$1$q;
    end

endmodule // matrix_r4c4$deskew$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$deskew$1$st$0(d,q,clock);

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

endmodule // matrix_r4c4$deskew$1$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$deskew$1$st$1(d,q,clock);

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

endmodule // matrix_r4c4$deskew$1$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$deskew$2(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [31:0] inp;
    output reg  [31:0] out;

    // Constant declarations
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] st$0$d;
    wire  [31:0] st$0$q;
    reg  st$0$clock;

    // Sub module instances
    matrix_r4c4$deskew$2$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        if (adv) begin
            st$0$d = inp;
        end
        if (reset) begin
            st$0$d = zero;
        end
        out = st$0$q;
    end

endmodule // matrix_r4c4$deskew$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$deskew$2$st$0(d,q,clock);

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

endmodule // matrix_r4c4$deskew$2$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$drain0_q(d,q,clock);

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

endmodule // matrix_r4c4$drain0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$drain1_q(d,q,clock);

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

endmodule // matrix_r4c4$drain1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$full0_q(d,q,clock);

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

endmodule // matrix_r4c4$full0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$full1_q(d,q,clock);

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

endmodule // matrix_r4c4$full1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$lb_q(d,q,clock);

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

endmodule // matrix_r4c4$lb_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$lline(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;
    reg  st$2$d;
    wire  st$2$q;
    reg  st$2$clock;
    reg  st$3$d;
    wire  st$3$q;
    reg  st$3$clock;
    reg  st$4$d;
    wire  st$4$q;
    reg  st$4$clock;
    reg  st$5$d;
    wire  st$5$q;
    reg  st$5$clock;
    reg  st$6$d;
    wire  st$6$q;
    reg  st$6$clock;
    reg  st$7$d;
    wire  st$7$q;
    reg  st$7$clock;

    // Sub module instances
    matrix_r4c4$lline$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    matrix_r4c4$lline$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    matrix_r4c4$lline$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    matrix_r4c4$lline$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    matrix_r4c4$lline$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );
    matrix_r4c4$lline$st$5 st$5(
        .d(st$5$d),
        .q(st$5$q),
        .clock(st$5$clock)
    );
    matrix_r4c4$lline$st$6 st$6(
        .d(st$6$d),
        .q(st$6$q),
        .clock(st$6$clock)
    );
    matrix_r4c4$lline$st$7 st$7(
        .d(st$7$d),
        .q(st$7$q),
        .clock(st$7$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        st$5$clock = clock;
        st$5$d = st$5$q;
        st$6$clock = clock;
        st$6$d = st$6$q;
        st$7$clock = clock;
        st$7$d = st$7$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
            st$5$d = st$4$q;
            st$6$d = st$5$q;
            st$7$d = st$6$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
            st$5$d = zero;
            st$6$d = zero;
            st$7$d = zero;
        end
        out = st$7$q;
    end

endmodule // matrix_r4c4$lline
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$lline$st$0(d,q,clock);

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

endmodule // matrix_r4c4$lline$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$lline$st$1(d,q,clock);

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

endmodule // matrix_r4c4$lline$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$lline$st$2(d,q,clock);

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

endmodule // matrix_r4c4$lline$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$lline$st$3(d,q,clock);

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

endmodule // matrix_r4c4$lline$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$lline$st$4(d,q,clock);

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

endmodule // matrix_r4c4$lline$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$lline$st$5(d,q,clock);

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

endmodule // matrix_r4c4$lline$st$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$lline$st$6(d,q,clock);

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

endmodule // matrix_r4c4$lline$st$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$lline$st$7(d,q,clock);

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

endmodule // matrix_r4c4$lline$st$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$main_data_q(d,q,clock);

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

endmodule // matrix_r4c4$main_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$main_last_q(d,q,clock);

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

endmodule // matrix_r4c4$main_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$main_valid_q(d,q,clock);

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

endmodule // matrix_r4c4$main_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$row_q(d,q,clock);

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

endmodule // matrix_r4c4$row_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$rows0_q(d,q,clock);

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

endmodule // matrix_r4c4$rows0_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$rows1_q(d,q,clock);

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

endmodule // matrix_r4c4$rows1_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$scat(inp$0,inp$1,inp$2,inp$3,out);

    // Module arguments
    input wire  inp$0;
    input wire  inp$1;
    input wire  inp$2;
    input wire  inp$3;
    output reg  [3:0] out;

    // Update code (custom)
    always @(*) out = {inp$3, inp$2, inp$1, inp$0};
endmodule // matrix_r4c4$scat
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skew$0(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [7:0] inp;
    output reg  [7:0] out;

    // Constant declarations
    localparam  zero = 8'h0;

    // Stub signals
    reg  [7:0] st$0$d;
    wire  [7:0] st$0$q;
    reg  st$0$clock;

    // Sub module instances
    matrix_r4c4$skew$0$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        if (adv) begin
            st$0$d = inp;
        end
        if (reset) begin
            st$0$d = zero;
        end
        out = st$0$q;
    end

endmodule // matrix_r4c4$skew$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skew$0$st$0(d,q,clock);

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

endmodule // matrix_r4c4$skew$0$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skew$1(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [7:0] inp;
    output reg  [7:0] out;

    // Constant declarations
    localparam  zero = 8'h0;

    // Stub signals
    reg  [7:0] st$0$d;
    wire  [7:0] st$0$q;
    reg  st$0$clock;
    reg  [7:0] st$1$d;
    wire  [7:0] st$1$q;
    reg  st$1$clock;

    // Sub module instances
    matrix_r4c4$skew$1$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    matrix_r4c4$skew$1$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
        end
        out = st$1$q;
    end

endmodule // matrix_r4c4$skew$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skew$1$st$0(d,q,clock);

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

endmodule // matrix_r4c4$skew$1$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skew$1$st$1(d,q,clock);

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

endmodule // matrix_r4c4$skew$1$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skew$2(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  [7:0] inp;
    output reg  [7:0] out;

    // Constant declarations
    localparam  zero = 8'h0;

    // Stub signals
    reg  [7:0] st$0$d;
    wire  [7:0] st$0$q;
    reg  st$0$clock;
    reg  [7:0] st$1$d;
    wire  [7:0] st$1$q;
    reg  st$1$clock;
    reg  [7:0] st$2$d;
    wire  [7:0] st$2$q;
    reg  st$2$clock;

    // Sub module instances
    matrix_r4c4$skew$2$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    matrix_r4c4$skew$2$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    matrix_r4c4$skew$2$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
        end
        out = st$2$q;
    end

endmodule // matrix_r4c4$skew$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skew$2$st$0(d,q,clock);

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

endmodule // matrix_r4c4$skew$2$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skew$2$st$1(d,q,clock);

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

endmodule // matrix_r4c4$skew$2$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skew$2$st$2(d,q,clock);

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

endmodule // matrix_r4c4$skew$2$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skid_data_q(d,q,clock);

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

endmodule // matrix_r4c4$skid_data_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skid_last_q(d,q,clock);

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

endmodule // matrix_r4c4$skid_last_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$skid_valid_q(d,q,clock);

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

endmodule // matrix_r4c4$skid_valid_q
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$spipe$0(d,q,clock);

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

endmodule // matrix_r4c4$spipe$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$spipe$1(d,q,clock);

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

endmodule // matrix_r4c4$spipe$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$spipe$2(d,q,clock);

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

endmodule // matrix_r4c4$spipe$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$sskew$0(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;

    // Sub module instances
    matrix_r4c4$sskew$0$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        if (adv) begin
            st$0$d = inp;
        end
        if (reset) begin
            st$0$d = zero;
        end
        out = st$0$q;
    end

endmodule // matrix_r4c4$sskew$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$sskew$0$st$0(d,q,clock);

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

endmodule // matrix_r4c4$sskew$0$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$sskew$1(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;

    // Sub module instances
    matrix_r4c4$sskew$1$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    matrix_r4c4$sskew$1$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
        end
        out = st$1$q;
    end

endmodule // matrix_r4c4$sskew$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$sskew$1$st$0(d,q,clock);

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

endmodule // matrix_r4c4$sskew$1$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$sskew$1$st$1(d,q,clock);

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

endmodule // matrix_r4c4$sskew$1$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$sskew$2(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;
    reg  st$2$d;
    wire  st$2$q;
    reg  st$2$clock;

    // Sub module instances
    matrix_r4c4$sskew$2$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    matrix_r4c4$sskew$2$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    matrix_r4c4$sskew$2$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
        end
        out = st$2$q;
    end

endmodule // matrix_r4c4$sskew$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$sskew$2$st$0(d,q,clock);

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

endmodule // matrix_r4c4$sskew$2$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$sskew$2$st$1(d,q,clock);

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

endmodule // matrix_r4c4$sskew$2$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$sskew$2$st$2(d,q,clock);

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

endmodule // matrix_r4c4$sskew$2$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$vline(clock,reset,adv,inp,out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  adv;
    input wire  inp;
    output reg  out;

    // Constant declarations
    localparam  zero = 1'b0;

    // Stub signals
    reg  st$0$d;
    wire  st$0$q;
    reg  st$0$clock;
    reg  st$1$d;
    wire  st$1$q;
    reg  st$1$clock;
    reg  st$2$d;
    wire  st$2$q;
    reg  st$2$clock;
    reg  st$3$d;
    wire  st$3$q;
    reg  st$3$clock;
    reg  st$4$d;
    wire  st$4$q;
    reg  st$4$clock;
    reg  st$5$d;
    wire  st$5$q;
    reg  st$5$clock;
    reg  st$6$d;
    wire  st$6$q;
    reg  st$6$clock;
    reg  st$7$d;
    wire  st$7$q;
    reg  st$7$clock;

    // Sub module instances
    matrix_r4c4$vline$st$0 st$0(
        .d(st$0$d),
        .q(st$0$q),
        .clock(st$0$clock)
    );
    matrix_r4c4$vline$st$1 st$1(
        .d(st$1$d),
        .q(st$1$q),
        .clock(st$1$clock)
    );
    matrix_r4c4$vline$st$2 st$2(
        .d(st$2$d),
        .q(st$2$q),
        .clock(st$2$clock)
    );
    matrix_r4c4$vline$st$3 st$3(
        .d(st$3$d),
        .q(st$3$q),
        .clock(st$3$clock)
    );
    matrix_r4c4$vline$st$4 st$4(
        .d(st$4$d),
        .q(st$4$q),
        .clock(st$4$clock)
    );
    matrix_r4c4$vline$st$5 st$5(
        .d(st$5$d),
        .q(st$5$q),
        .clock(st$5$clock)
    );
    matrix_r4c4$vline$st$6 st$6(
        .d(st$6$d),
        .q(st$6$q),
        .clock(st$6$clock)
    );
    matrix_r4c4$vline$st$7 st$7(
        .d(st$7$d),
        .q(st$7$q),
        .clock(st$7$clock)
    );

    // Update code
    always @(*) begin
        st$0$clock = clock;
        st$0$d = st$0$q;
        st$1$clock = clock;
        st$1$d = st$1$q;
        st$2$clock = clock;
        st$2$d = st$2$q;
        st$3$clock = clock;
        st$3$d = st$3$q;
        st$4$clock = clock;
        st$4$d = st$4$q;
        st$5$clock = clock;
        st$5$d = st$5$q;
        st$6$clock = clock;
        st$6$d = st$6$q;
        st$7$clock = clock;
        st$7$d = st$7$q;
        if (adv) begin
            st$0$d = inp;
            st$1$d = st$0$q;
            st$2$d = st$1$q;
            st$3$d = st$2$q;
            st$4$d = st$3$q;
            st$5$d = st$4$q;
            st$6$d = st$5$q;
            st$7$d = st$6$q;
        end
        if (reset) begin
            st$0$d = zero;
            st$1$d = zero;
            st$2$d = zero;
            st$3$d = zero;
            st$4$d = zero;
            st$5$d = zero;
            st$6$d = zero;
            st$7$d = zero;
        end
        out = st$7$q;
    end

endmodule // matrix_r4c4$vline
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$vline$st$0(d,q,clock);

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

endmodule // matrix_r4c4$vline$st$0
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$vline$st$1(d,q,clock);

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

endmodule // matrix_r4c4$vline$st$1
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$vline$st$2(d,q,clock);

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

endmodule // matrix_r4c4$vline$st$2
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$vline$st$3(d,q,clock);

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

endmodule // matrix_r4c4$vline$st$3
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$vline$st$4(d,q,clock);

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

endmodule // matrix_r4c4$vline$st$4
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$vline$st$5(d,q,clock);

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

endmodule // matrix_r4c4$vline$st$5
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$vline$st$6(d,q,clock);

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

endmodule // matrix_r4c4$vline$st$6
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$vline$st$7(d,q,clock);

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

endmodule // matrix_r4c4$vline$st$7
/* verilator lint_on DECLFILENAME */


// Submodule of the block above, emitted into the block's file by rust-hdl:
/* verilator lint_off DECLFILENAME */
module matrix_r4c4$ycat(inp$0,inp$1,inp$2,inp$3,out);

    // Module arguments
    input wire  [31:0] inp$0;
    input wire  [31:0] inp$1;
    input wire  [31:0] inp$2;
    input wire  [31:0] inp$3;
    output reg  [127:0] out;

    // Update code (custom)
    always @(*) out = {inp$3, inp$2, inp$1, inp$0};
endmodule // matrix_r4c4$ycat
/* verilator lint_on DECLFILENAME */
