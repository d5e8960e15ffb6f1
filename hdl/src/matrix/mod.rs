//! # matrix
//!
//! The systolic matrix unit: an `R x C` array of INT8 x INT8 -> INT32 multiply-accumulate PEs that computes,
//! for every activation vector `a` (R INT8 values) streamed in, the C partial sums
//! `y[c] = sum_{r < rows} a[r] * W[r][c]` against the weight tile `W` (R inputs x C outputs) held in the array.
//!
//! ## Why weight-stationary
//!
//! A weight tile of R x C INT8 values stays in the PEs while activation vectors flow through, one per cycle.
//! Prefill is a matrix-matrix product: every weight tile is reused by every token of the prompt, so a tile is
//! loaded once (R beats of C weights) and then streams hundreds of vectors at one vector per cycle, every PE
//! busy on every cycle. Decode is a matrix-vector product: every weight is used exactly once per token, so the
//! unit is bounded by the weight bandwidth whatever the dataflow; weight-stationary then streams weights at the
//! memory rate (one row of C weights per cycle through the double buffer) with no per-weight re-reads and no
//! output shuffling. Output-stationary would instead have to move both operands every cycle (R + C values per
//! cycle against C here) and drain R x C accumulators per tile, which buys nothing for decode and costs
//! bandwidth for prefill. Accumulation across K-tiles stays outside the unit: each result is the partial sum of
//! one tile (at most R = 64 products); the vector unit adds the partial sums of the tiles of a group. R of 8
//! or 16 divides the quantization group of 32 (`docs/numerics.md`), so a group is a whole number of tiles.
//!
//! ## Structure
//!
//! ```text
//!   w_data --(row decoder: row_q, bank lb)--> weight banks 0/1 of every PE of row row_q
//!
//!   a_data --mask rows >= rows(tile)--+--------------------------> row 0 ---> [col 0] -> [col 1] -> ... [col C-1]
//!                                     +-- skew: row r delayed r --> row r --->   |          |              |
//!                                                                             psum       psum           psum
//!                                                                               |          |              |
//!                                                                  deskew: col c delayed C-1-c  (none for C-1)
//!                                                                               +----------+---- ... -----+
//!   a_valid/a_last --> meta delay line (R+C) ------------------------------------> valid/last | y_s (C x 32)
//!                                                                                            v
//!                                                              2-entry output buffer (main + skid) --> y_*
//! ```
//!
//! - **Dataflow.** PE `(r, c)` works on vector `t` at advance `t + r + c`: activations move right one column
//!   per advance (registered between columns), partial sums move down one row per advance. Row `r` enters
//!   column 0 delayed by `r` advances (the skew), column `c`'s result leaves delayed by `C-1-c` (the deskew),
//!   so the user streams plain vectors and receives plain result vectors.
//! - **Stall.** The whole array (skew, PEs, deskew, valid/last pipeline) moves only when `adv` is high;
//!   `adv = !skid_full`, the registered "ready" of the 2-entry output buffer, so back-pressure on `y` never
//!   loses or duplicates a result and no input combinationally reaches the array enable.
//! - **Double buffering.** Each PE has two weight registers (banks 0 and 1). Tiles alternate banks: the loader
//!   fills bank `lb` while vectors of the tile in bank `cb` compute. Every activation carries its bank bit
//!   along its row, so a tile switch needs no global swap: consecutive vectors of different tiles can be in
//!   the array at the same time, and back-to-back tiles do not stall.
//! - **Bank reuse.** When the last vector of a tile is accepted, the bank's drain counter is set to
//!   `R + C - 2` and counts advances down; row `r` of that bank may be overwritten once the counter is at most
//!   `R - 1 - r` (that vector has then left row `r`). The loader therefore overlaps the tail of the old tile.
//! - **Partial tiles.** Rows: the weight stream ends a tile with `w_last` after `rows <= R` beats (the R-th beat
//!   ends it in any case); activation elements of rows `>= rows` are forced to zero on entry, so stale weights
//!   of those rows never contribute. Columns: `w_cols` on each weight beat gives the number of valid columns;
//!   weights of columns `>= w_cols` are written as zero, so those result columns are exactly 0. The user thus
//!   streams K and N that are not multiples of R and C without padding anything.
//!
//! ## Timing
//!
//! Latency: a vector accepted in cycle 0 (a_valid && a_ready) has its result on `y` (y_valid high) in cycle
//! `R + C + 1` when nothing stalls (`R + C - 1` advances through the skewed array, one for the product
//! register of every PE, `column.rs`, one for the output buffer). Throughput: one vector per cycle. `a_ready = !reset && adv && full(cb)`,
//! `w_ready = !reset && !full(lb) && drain(lb) + row_q <= R - 1`; both depend only on registers (and `reset`),
//! never on a `valid`.
//!
//! ```text
//!  clock    _/‾\_/‾\_/‾\_/‾\_ ... _/‾\_/‾\_/‾\_
//!  a_valid  _/‾‾‾‾‾‾‾‾‾‾‾\_______________________
//!  a_data   X< a0>< a1>< a2>XXX ... XXXXXXXXXXXXX
//!  y_valid  ____________________ ... /‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾\_
//!  y_data   XXXXXXXXXXXXXXXXXXXX ... < y0>< y1>< y2>     (y0 in cycle R + C + 1)
//! ```

mod column;
mod concat;
mod delay;
pub mod exec;
pub mod mv_dot;
pub mod mv_exec;
pub mod mv_requant;

pub use column::MatrixColumn;
pub use concat::Concat;
pub use delay::DelayLine;
pub use exec::{MmExec, MmExecW64R8C8};
pub use mv_dot::{MvDot, MvDot8x8};
pub use mv_exec::{MvExec, MvExecW64};
pub use mv_requant::{MvRequant, MvRequantL2};

use crate::emit::{emit, TopModule};
use rust_hdl::prelude::*;

/// The `R x C` systolic matrix unit. `AW = 8R`, `WW = 8C` and `YW = 32C` are the packed port widths
/// (stable Rust cannot compute them from `R` and `C`; they are checked at elaboration).
#[derive(LogicBlock)]
pub struct MatrixUnit<const R: usize, const C: usize, const AW: usize, const WW: usize, const YW: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset: empties the array, the output buffer and both weight
    /// banks (weights must be loaded again); all readies are low while it is high.
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: weight stream: `w_data` holds one row of the weight tile.
    pub w_valid: Signal<In, Bit>,
    /// 1 bit, output: weight stream: the row is accepted this cycle (registered state only).
    pub w_ready: Signal<Out, Bit>,
    /// WW = 8C bits, input: weight stream: one row of the tile, the INT8 weight of output column `c` at bits
    /// `[8c, 8c+8)`. The `k`-th beat of a tile is row `k` (input `k` of the tile).
    pub w_data: Signal<In, Bits<WW>>,
    /// 1 bit, input: weight stream: last row of the tile (a tile has 1..=R rows; the R-th beat ends it anyway).
    pub w_last: Signal<In, Bit>,
    /// 8 bits, input: weight stream: number of valid columns of this row; weights of columns `>= w_cols` are
    /// written as zero (use C, or anything larger, for a full row).
    pub w_cols: Signal<In, Bits<8>>,
    /// 1 bit, input: activation stream: `a_data` holds one activation vector.
    pub a_valid: Signal<In, Bit>,
    /// 1 bit, output: activation stream: the vector is accepted this cycle (registered state and `reset` only).
    pub a_ready: Signal<Out, Bit>,
    /// AW = 8R bits, input: activation stream: the INT8 activation of tile row `r` at bits `[8r, 8r+8)`;
    /// elements of rows beyond the tile's row count are ignored.
    pub a_data: Signal<In, Bits<AW>>,
    /// 1 bit, input: activation stream: last vector against the current weight tile; the next vector uses the
    /// next tile (the other bank).
    pub a_last: Signal<In, Bit>,
    /// 1 bit, output: result stream: `y_data` holds the result of one activation vector.
    pub y_valid: Signal<Out, Bit>,
    /// 1 bit, input: result stream: the consumer accepts the result this cycle.
    pub y_ready: Signal<In, Bit>,
    /// YW = 32C bits, output: result stream: the INT32 partial sum of output column `c` at bits `[32c, 32c+32)`.
    pub y_data: Signal<Out, Bits<YW>>,
    /// 1 bit, output: result stream: this is the result of the vector that carried `a_last`.
    pub y_last: Signal<Out, Bit>,
    // array
    cols: Vec<MatrixColumn<R, AW>>,
    skew: Vec<DelayLine<Bits<8>>>,
    sskew: Vec<DelayLine<Bits<1>>>,
    acat: Concat<8, AW>,
    scat: Concat<1, R>,
    apipe: Vec<DFF<Bits<AW>>>,
    spipe: Vec<DFF<Bits<R>>>,
    deskew: Vec<DelayLine<Bits<32>>>,
    ycat: Concat<32, YW>,
    vline: DelayLine<Bit>,
    lline: DelayLine<Bit>,
    // output buffer (as skid_buffer.rs)
    main_valid_q: DFF<Bit>,
    main_data_q: DFF<Bits<YW>>,
    main_last_q: DFF<Bit>,
    skid_valid_q: DFF<Bit>,
    skid_data_q: DFF<Bits<YW>>,
    skid_last_q: DFF<Bit>,
    // weight banks and loader
    full0_q: DFF<Bit>,
    full1_q: DFF<Bit>,
    drain0_q: DFF<Bits<8>>,
    drain1_q: DFF<Bits<8>>,
    rows0_q: DFF<Bits<8>>,
    rows1_q: DFF<Bits<8>>,
    lb_q: DFF<Bit>,
    cb_q: DFF<Bit>,
    row_q: DFF<Bits<8>>,
    // combinational
    adv: Signal<Local, Bit>,
    full_cur: Signal<Local, Bit>,
    rows_cur: Signal<Local, Bits<8>>,
    full_lb: Signal<Local, Bit>,
    drain_lb: Signal<Local, Bits<8>>,
    a_fire: Signal<Local, Bit>,
    w_fire: Signal<Local, Bit>,
    w_end: Signal<Local, Bit>,
    we0: Signal<Local, Bits<R>>,
    we1: Signal<Local, Bits<R>>,
    wcol: Vec<Signal<Local, Bits<16>>>,
    am: Vec<Signal<Local, Bits<8>>>,
    cb1: Signal<Local, Bits<1>>,
    s_valid: Signal<Local, Bit>,
    s_last: Signal<Local, Bit>,
    s_fire: Signal<Local, Bit>,
    m_fire: Signal<Local, Bit>,
    // constants
    ridx: Vec<Constant<Bits<8>>>,
    cidx: Vec<Constant<Bits<8>>>,
    onehot: Vec<Constant<Bits<R>>>,
    rm1: Constant<Bits<8>>,
    dmax: Constant<Bits<8>>,
    one8: Constant<Bits<8>>,
    zero8: Constant<Bits<8>>,
    lo16: Constant<Bits<16>>,
    zero16: Constant<Bits<16>>,
    one1: Constant<Bits<1>>,
    zero1: Constant<Bits<1>>,
    zero_r: Constant<Bits<R>>,
}

impl<const R: usize, const C: usize, const AW: usize, const WW: usize, const YW: usize> Default
    for MatrixUnit<R, C, AW, WW, YW>
{
    fn default() -> Self {
        assert!((2..=64).contains(&R), "MatrixUnit: R = {R} rows must be in 2..=64");
        assert!((2..=64).contains(&C), "MatrixUnit: C = {C} columns must be in 2..=64");
        assert!(AW == 8 * R, "MatrixUnit: activation width AW = {AW} must be 8 * R = {}", 8 * R);
        assert!(WW == 8 * C, "MatrixUnit: weight width WW = {WW} must be 8 * C = {}", 8 * C);
        assert!(YW == 32 * C, "MatrixUnit: result width YW = {YW} must be 32 * C = {}", 32 * C);
        let c8 = |v: usize| -> Constant<Bits<8>> { Constant::new((v as u64).into()) };
        Self {
            clock: Default::default(),
            reset: Default::default(),
            w_valid: Default::default(),
            w_ready: Default::default(),
            w_data: Default::default(),
            w_last: Default::default(),
            w_cols: Default::default(),
            a_valid: Default::default(),
            a_ready: Default::default(),
            a_data: Default::default(),
            a_last: Default::default(),
            y_valid: Default::default(),
            y_ready: Default::default(),
            y_data: Default::default(),
            y_last: Default::default(),
            cols: (0..C).map(|_| Default::default()).collect(),
            skew: (1..R).map(DelayLine::new).collect(),
            sskew: (1..R).map(DelayLine::new).collect(),
            acat: Default::default(),
            scat: Default::default(),
            apipe: (1..C).map(|_| Default::default()).collect(),
            spipe: (1..C).map(|_| Default::default()).collect(),
            deskew: (0..C - 1).map(|c| DelayLine::new(C - 1 - c)).collect(),
            ycat: Default::default(),
            vline: DelayLine::new(R + C),
            lline: DelayLine::new(R + C),
            main_valid_q: Default::default(),
            main_data_q: Default::default(),
            main_last_q: Default::default(),
            skid_valid_q: Default::default(),
            skid_data_q: Default::default(),
            skid_last_q: Default::default(),
            full0_q: Default::default(),
            full1_q: Default::default(),
            drain0_q: Default::default(),
            drain1_q: Default::default(),
            rows0_q: Default::default(),
            rows1_q: Default::default(),
            lb_q: Default::default(),
            cb_q: Default::default(),
            row_q: Default::default(),
            adv: Default::default(),
            full_cur: Default::default(),
            rows_cur: Default::default(),
            full_lb: Default::default(),
            drain_lb: Default::default(),
            a_fire: Default::default(),
            w_fire: Default::default(),
            w_end: Default::default(),
            we0: Default::default(),
            we1: Default::default(),
            wcol: (0..C).map(|_| Default::default()).collect(),
            am: (0..R).map(|_| Default::default()).collect(),
            cb1: Default::default(),
            s_valid: Default::default(),
            s_last: Default::default(),
            s_fire: Default::default(),
            m_fire: Default::default(),
            ridx: (0..R).map(c8).collect(),
            cidx: (0..C).map(c8).collect(),
            onehot: (0..R).map(|r| Constant::new(Bits::<R>::from(1u64) << (r as u64))).collect(),
            rm1: c8(R - 1),
            dmax: c8(R + C - 2),
            one8: c8(1),
            zero8: c8(0),
            lo16: Constant::new(0x00ffu64.into()),
            zero16: Constant::new(0u64.into()),
            one1: Constant::new(1u64.into()),
            zero1: Constant::new(0u64.into()),
            zero_r: Constant::new(0u64.into()),
        }
    }
}

impl<const R: usize, const C: usize, const AW: usize, const WW: usize, const YW: usize> Logic
    for MatrixUnit<R, C, AW, WW, YW>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            main_valid_q,
            main_data_q,
            main_last_q,
            skid_valid_q,
            skid_data_q,
            skid_last_q,
            full0_q,
            full1_q,
            drain0_q,
            drain1_q,
            rows0_q,
            rows1_q,
            lb_q,
            cb_q,
            row_q
        );
        // ---- handshakes: everything below depends on registers (and reset) only ----
        self.adv.next = !self.skid_valid_q.q.val();
        self.full_cur.next = self.full0_q.q.val();
        self.rows_cur.next = self.rows0_q.q.val();
        if self.cb_q.q.val() {
            self.full_cur.next = self.full1_q.q.val();
            self.rows_cur.next = self.rows1_q.q.val();
        }
        self.full_lb.next = self.full0_q.q.val();
        self.drain_lb.next = self.drain0_q.q.val();
        if self.lb_q.q.val() {
            self.full_lb.next = self.full1_q.q.val();
            self.drain_lb.next = self.drain1_q.q.val();
        }
        self.a_ready.next = !self.reset.val() & self.adv.val() & self.full_cur.val();
        self.w_ready.next =
            !self.reset.val() & !self.full_lb.val() & ((self.drain_lb.val() + self.row_q.q.val()) <= self.rm1.val());
        self.a_fire.next = self.a_valid.val() & self.a_ready.val();
        self.w_fire.next = self.w_valid.val() & self.w_ready.val();
        self.w_end.next = self.w_last.val() | (self.row_q.q.val() == self.rm1.val());
        // ---- weight loader: row decoder into bank lb; columns >= w_cols written as zero ----
        self.we0.next = self.zero_r.val();
        self.we1.next = self.zero_r.val();
        if self.w_fire.val() {
            for r in 0..R {
                if self.row_q.q.val() == self.ridx[r].val() {
                    if self.lb_q.q.val() {
                        self.we1.next = self.onehot[r].val();
                    } else {
                        self.we0.next = self.onehot[r].val();
                    }
                }
            }
        }
        // weight of column c zero-extended: a 16-bit window of the packed row whose low byte is column c
        for c in 0..(C - 1) {
            self.wcol[c].next = self.w_data.val().get_bits::<16>(c * 8) & self.lo16.val();
        }
        for c in (C - 1)..C {
            self.wcol[c].next = self.w_data.val().get_bits::<16>(c * 8 - 8) >> 8;
        }
        for c in 0..C {
            self.cols[c].clock.next = self.clock.val();
            self.cols[c].adv.next = self.adv.val();
            self.cols[c].w_we0.next = self.we0.val();
            self.cols[c].w_we1.next = self.we1.val();
            self.cols[c].w_data.next = self.zero16.val();
            if self.cidx[c].val() < self.w_cols.val() {
                self.cols[c].w_data.next = self.wcol[c].val();
            }
        }
        // ---- activation entry: rows >= rows(tile) forced to zero, bank bit cb attached ----
        for r in 0..R {
            self.am[r].next = self.zero8.val();
            if self.ridx[r].val() < self.rows_cur.val() {
                self.am[r].next = self.a_data.val().get_bits::<8>(r * 8);
            }
        }
        self.cb1.next = self.zero1.val();
        if self.cb_q.q.val() {
            self.cb1.next = self.one1.val();
        }
        // skew: row 0 enters column 0 directly, row r (1 <= r < R) through a delay line of r stages
        self.acat.inp[0].next = self.am[0].val();
        self.scat.inp[0].next = self.cb1.val();
        for r in 1..R {
            self.skew[r - 1].clock.next = self.clock.val();
            self.skew[r - 1].reset.next = false;
            self.skew[r - 1].adv.next = self.adv.val();
            self.skew[r - 1].inp.next = self.am[r].val();
            self.sskew[r - 1].clock.next = self.clock.val();
            self.sskew[r - 1].reset.next = false;
            self.sskew[r - 1].adv.next = self.adv.val();
            self.sskew[r - 1].inp.next = self.cb1.val();
            self.acat.inp[r].next = self.skew[r - 1].out.val();
            self.scat.inp[r].next = self.sskew[r - 1].out.val();
        }
        // ---- activations move one column right per advance ----
        self.cols[0].a_in.next = self.acat.out.val();
        self.cols[0].sel_in.next = self.scat.out.val();
        for c in 0..(C - 1) {
            self.apipe[c].clock.next = self.clock.val();
            self.spipe[c].clock.next = self.clock.val();
            self.apipe[c].d.next = self.apipe[c].q.val();
            self.spipe[c].d.next = self.spipe[c].q.val();
            self.cols[c + 1].a_in.next = self.apipe[c].q.val();
            self.cols[c + 1].sel_in.next = self.spipe[c].q.val();
        }
        if self.adv.val() {
            self.apipe[0].d.next = self.acat.out.val();
            self.spipe[0].d.next = self.scat.out.val();
            for c in 1..(C - 1) {
                self.apipe[c].d.next = self.apipe[c - 1].q.val();
                self.spipe[c].d.next = self.spipe[c - 1].q.val();
            }
        }
        // ---- deskew: column c's sums delayed C-1-c advances, packed into one result vector ----
        for c in 0..(C - 1) {
            self.deskew[c].clock.next = self.clock.val();
            self.deskew[c].reset.next = false;
            self.deskew[c].adv.next = self.adv.val();
            self.deskew[c].inp.next = self.cols[c].psum_out.val();
            self.ycat.inp[c].next = self.deskew[c].out.val();
        }
        for c in (C - 1)..C {
            self.ycat.inp[c].next = self.cols[c].psum_out.val();
        }
        // ---- valid/last travel R+C advances (the skewed array and the product registers), arriving with the deskewed sums ----
        self.vline.clock.next = self.clock.val();
        self.vline.reset.next = self.reset.val();
        self.vline.adv.next = self.adv.val();
        self.vline.inp.next = self.a_fire.val();
        self.lline.clock.next = self.clock.val();
        self.lline.reset.next = self.reset.val();
        self.lline.adv.next = self.adv.val();
        self.lline.inp.next = self.a_fire.val() & self.a_last.val();
        self.s_valid.next = self.vline.out.val();
        self.s_last.next = self.lline.out.val();
        // ---- 2-entry output buffer; its registered ready is the array's advance ----
        self.y_valid.next = self.main_valid_q.q.val();
        self.y_data.next = self.main_data_q.q.val();
        self.y_last.next = self.main_last_q.q.val();
        self.s_fire.next = self.s_valid.val() & self.adv.val();
        self.m_fire.next = self.main_valid_q.q.val() & self.y_ready.val();
        if self.m_fire.val() | !self.main_valid_q.q.val() {
            if self.skid_valid_q.q.val() {
                self.main_valid_q.d.next = true;
                self.main_data_q.d.next = self.skid_data_q.q.val();
                self.main_last_q.d.next = self.skid_last_q.q.val();
                self.skid_valid_q.d.next = false;
            } else {
                self.main_valid_q.d.next = self.s_fire.val();
                self.main_data_q.d.next = self.ycat.out.val();
                self.main_last_q.d.next = self.s_last.val();
            }
        } else if self.s_fire.val() {
            self.skid_valid_q.d.next = true;
            self.skid_data_q.d.next = self.ycat.out.val();
            self.skid_last_q.d.next = self.s_last.val();
        }
        // ---- bank bookkeeping ----
        if self.adv.val() {
            if self.drain0_q.q.val() != self.zero8.val() {
                self.drain0_q.d.next = self.drain0_q.q.val() - self.one8.val();
            }
            if self.drain1_q.q.val() != self.zero8.val() {
                self.drain1_q.d.next = self.drain1_q.q.val() - self.one8.val();
            }
        }
        if self.a_fire.val() & self.a_last.val() {
            self.cb_q.d.next = !self.cb_q.q.val();
            if self.cb_q.q.val() {
                self.full1_q.d.next = false;
                self.drain1_q.d.next = self.dmax.val();
            } else {
                self.full0_q.d.next = false;
                self.drain0_q.d.next = self.dmax.val();
            }
        }
        if self.w_fire.val() {
            self.row_q.d.next = self.row_q.q.val() + self.one8.val();
            if self.w_end.val() {
                self.row_q.d.next = self.zero8.val();
                self.lb_q.d.next = !self.lb_q.q.val();
                if self.lb_q.q.val() {
                    self.full1_q.d.next = true;
                    self.rows1_q.d.next = self.row_q.q.val() + self.one8.val();
                } else {
                    self.full0_q.d.next = true;
                    self.rows0_q.d.next = self.row_q.q.val() + self.one8.val();
                }
            }
        }
        if self.reset.val() {
            self.main_valid_q.d.next = false;
            self.skid_valid_q.d.next = false;
            self.full0_q.d.next = false;
            self.full1_q.d.next = false;
            self.drain0_q.d.next = self.zero8.val();
            self.drain1_q.d.next = self.zero8.val();
            self.lb_q.d.next = false;
            self.cb_q.d.next = false;
            self.row_q.d.next = self.zero8.val();
        }
    }
}

/// 2 x 4 array: 16-bit activation port, 32-bit weight port, 128-bit result port. Eight products: the
/// iCE40 UP5K's eight SB_MAC16 (`systole synth --target ice40-up5k`, docs/fpga.md).
pub type Matrix2x4 = MatrixUnit<2, 4, 16, 32, 128>;
/// 4 x 4 array: 32-bit activation port, 32-bit weight port, 128-bit result port (the synthesis sweep).
pub type Matrix4x4 = MatrixUnit<4, 4, 32, 32, 128>;
/// 8 x 8 array: 64-bit activation port, 64-bit weight port, 256-bit result port.
pub type Matrix8x8 = MatrixUnit<8, 8, 64, 64, 256>;
/// 16 x 16 array: 128-bit activation port, 128-bit weight port, 512-bit result port.
pub type Matrix16x16 = MatrixUnit<16, 16, 128, 128, 512>;

/// The matrix unit alone at one of the array sizes above, as module `matrix_r<R>c<C>`; `None` for other sizes.
pub fn array_top(rows: usize, cols: usize) -> Option<TopModule> {
    let name = format!("matrix_r{rows}c{cols}");
    Some(match (rows, cols) {
        (2, 4) => emit(&name, Matrix2x4::default()),
        (4, 4) => emit(&name, Matrix4x4::default()),
        (8, 8) => emit(&name, Matrix8x8::default()),
        (16, 16) => emit(&name, Matrix16x16::default()),
        _ => return None,
    })
}

/// The emitted top-level modules of this block (one per tested parameter setting).
pub fn tops() -> Vec<TopModule> {
    vec![array_top(2, 4).unwrap(), array_top(4, 4).unwrap(), array_top(8, 8).unwrap(), array_top(16, 16).unwrap(), exec::top(), mv_dot::top(), mv_requant::top::<1>(), mv_requant::top::<2>(), mv_requant::top::<8>(), mv_exec::top()]
}

