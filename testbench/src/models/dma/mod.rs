//! Cycle model of `hdl/src/dma/` (the DMA engine), plus the test environment it is verified in:
//!
//! - [`Beat`]: one data beat (up to 256 bits), the type of every data field;
//! - [`DmaModel`]: the engine, register for register (same next-state equations as the RTL, so every
//!   output can be compared every cycle, including payloads while `valid` is low);
//! - [`axi_mem::AxiMem`]: an AXI4 slave memory model that checks the AXI rules the engine must obey;
//! - [`sram_mem::SramMem`]: the SRAM arbiter contract (random `req_ready`, fixed-latency in-order reads);
//! - [`reference`]: the mathematical meaning of a descriptor (status and memory effect), for the
//!   scoreboard;
//! - [`stimulus`]: random descriptors (valid and malformed) shared by the DMA tests.

pub mod axi_mem;
pub mod beat;
pub mod reference;
pub mod sram_mem;
pub mod stimulus;

pub use beat::Beat;
pub use systole_hdl::dma::status;

/// Data FIFO depth of the RTL (`hdl/src/dma/engine.rs`).
pub const DATA_FIFO_DEPTH: usize = 8;
/// Burst-length FIFO depth of the RTL.
pub const LEN_FIFO_DEPTH: usize = 4;

const ST_IDLE: u8 = 0;
const ST_CHECK: u8 = 1;
const ST_RUN: u8 = 2;
const ST_FINISH: u8 = 3;

/// Elaboration parameters of one emitted engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DmaParams {
    /// Data width in bits (64, 128, 256).
    pub width: u32,
    /// Descriptor FIFO depth.
    pub depth: usize,
    /// Maximum burst length in beats.
    pub max_burst: u32,
    /// Maximum bursts in flight.
    pub max_outstanding: u32,
    /// Largest accepted `row_bytes`.
    pub max_row_bytes: u32,
    /// SRAM read latency the environment uses.
    pub latency: u32,
}

impl DmaParams {
    /// The parameters of `dma_d64`.
    pub fn d64() -> Self {
        Self::from_hdl(64, systole_hdl::dma::D64_DEPTH, systole_hdl::dma::D64)
    }
    /// The parameters of `dma_d128`.
    pub fn d128() -> Self {
        Self::from_hdl(128, systole_hdl::dma::D128_DEPTH, systole_hdl::dma::D128)
    }
    /// The parameters of `dma_d256`.
    pub fn d256() -> Self {
        Self::from_hdl(256, systole_hdl::dma::D256_DEPTH, systole_hdl::dma::D256)
    }
    fn from_hdl(width: u32, depth: usize, c: systole_hdl::dma::DmaConfig) -> Self {
        DmaParams {
            width,
            depth,
            max_burst: c.max_burst,
            max_outstanding: c.max_outstanding,
            max_row_bytes: c.max_row_bytes,
            latency: c.latency,
        }
    }
    /// Bytes per beat (and per SRAM word).
    pub fn beat(&self) -> u32 {
        self.width / 8
    }
    /// log2 of the beat size.
    pub fn shift(&self) -> u32 {
        self.beat().trailing_zeros()
    }
}

/// One descriptor.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Desc {
    pub src: u32,
    pub dst: u32,
    /// false: external memory to SRAM; true: SRAM to external memory.
    pub dir: bool,
    pub rows: u16,
    pub row_bytes: u32,
    pub src_stride: u32,
    pub dst_stride: u32,
    pub tag: u8,
}

/// Inputs of one cycle (data fields are [`Beat`]s; only the low `width` bits reach the engine).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DmaIn {
    pub reset: bool,
    pub desc_valid: bool,
    pub desc: Desc,
    pub done_ready: bool,
    pub cfg_ext_base: u32,
    pub cfg_ext_size: u32,
    pub cfg_sram_size: u32,
    pub ar_ready: bool,
    pub r_valid: bool,
    pub r_data: Beat,
    pub r_last: bool,
    pub r_resp: u8,
    pub aw_ready: bool,
    pub w_ready: bool,
    pub b_valid: bool,
    pub b_resp: u8,
    pub sram_req_ready: bool,
    pub sram_rsp_valid: bool,
    pub sram_rsp_data: Beat,
}

/// Outputs of one cycle (before the clock edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DmaOut {
    pub desc_ready: bool,
    pub done_valid: bool,
    pub done_tag: u8,
    pub done_status: u8,
    pub ar_valid: bool,
    pub ar_addr: u32,
    pub ar_len: u8,
    pub r_ready: bool,
    pub aw_valid: bool,
    pub aw_addr: u32,
    pub aw_len: u8,
    pub w_valid: bool,
    pub w_data: Beat,
    pub w_last: bool,
    pub b_ready: bool,
    pub sram_req_valid: bool,
    pub sram_req_addr: u32,
    pub sram_req_we: bool,
    pub sram_req_wdata: Beat,
    /// External-memory reads to issue or in flight, or a queued descriptor (registers only).
    pub rd_busy: bool,
}

/// The engine's registers.
#[derive(Debug, Clone)]
pub struct DmaModel {
    p: DmaParams,
    dq: Vec<Desc>,
    dq_wp: usize,
    dq_rp: usize,
    dq_cnt: usize,
    st: u8,
    cur: Desc,
    status: u8,
    bus_err: bool,
    done_valid: bool,
    done_tag: u8,
    done_status: u8,
    eg_busy: bool,
    eg_row: u32,
    eg_addr: u32,
    eg_rem: u32,
    eg_rows: u16,
    cmd_valid: bool,
    cmd_addr: u32,
    cmd_len: u8,
    os: u32,
    sg_busy: bool,
    sg_row: u32,
    sg_addr: u32,
    sg_rem: u32,
    sg_rows: u16,
    df: [Beat; DATA_FIFO_DEPTH],
    df_wp: usize,
    df_rp: usize,
    df_cnt: usize,
    df_resv: usize,
    lf: [u8; LEN_FIFO_DEPTH],
    lf_wp: usize,
    lf_rp: usize,
    lf_cnt: usize,
    w_beat: u8,
}

/// `(rows - 1) * stride + row_bytes` as the RTL computes it: 32-bit result and an overflow flag, from two
/// 16 x 16 products.
pub fn span32(rows: u16, stride: u32, row_bytes: u32) -> (u32, bool) {
    let r = rows.wrapping_sub(1) as u32;
    let plo = r * (stride & 0xffff);
    let phi = r * (stride >> 16);
    let prod = plo.wrapping_add(phi << 16);
    let span = prod.wrapping_add(row_bytes);
    (span, (phi >> 16) != 0 || prod < plo || span < prod)
}

impl DmaModel {
    pub fn new(p: DmaParams) -> Self {
        DmaModel {
            p,
            dq: vec![Desc::default(); p.depth],
            dq_wp: 0,
            dq_rp: 0,
            dq_cnt: 0,
            st: ST_IDLE,
            cur: Desc::default(),
            status: 0,
            bus_err: false,
            done_valid: false,
            done_tag: 0,
            done_status: 0,
            eg_busy: false,
            eg_row: 0,
            eg_addr: 0,
            eg_rem: 0,
            eg_rows: 0,
            cmd_valid: false,
            cmd_addr: 0,
            cmd_len: 0,
            os: 0,
            sg_busy: false,
            sg_row: 0,
            sg_addr: 0,
            sg_rem: 0,
            sg_rows: 0,
            df: [Beat::ZERO; DATA_FIFO_DEPTH],
            df_wp: 0,
            df_rp: 0,
            df_cnt: 0,
            df_resv: 0,
            lf: [0; LEN_FIFO_DEPTH],
            lf_wp: 0,
            lf_rp: 0,
            lf_cnt: 0,
            w_beat: 0,
        }
    }

    pub fn params(&self) -> &DmaParams {
        &self.p
    }

    /// True when nothing is queued, executing or waiting in the done register.
    pub fn idle(&self) -> bool {
        self.st == ST_IDLE && self.dq_cnt == 0 && !self.done_valid
    }

    /// The status the checker gives `d` under the window configuration `(ext_base, ext_size, sram_size)`,
    /// computed the way the RTL does (priority ZERO_LENGTH, TOO_LONG, MISALIGNED, OUT_OF_WINDOW).
    pub fn check(&self, d: &Desc, ext_base: u32, ext_size: u32, sram_size: u32) -> u8 {
        let (e_addr, e_stride, s_addr, s_stride) =
            if d.dir { (d.dst, d.dst_stride, d.src, d.src_stride) } else { (d.src, d.src_stride, d.dst, d.dst_stride) };
        let (e_span, e_ovf) = span32(d.rows, e_stride, d.row_bytes);
        let e_off = e_addr.wrapping_sub(ext_base);
        let e_ok = !e_ovf && e_addr >= ext_base && e_off <= ext_size && e_span <= ext_size.wrapping_sub(e_off);
        let (s_span, s_ovf) = span32(d.rows, s_stride, d.row_bytes);
        let s_ok = !s_ovf && s_addr <= sram_size && s_span <= sram_size.wrapping_sub(s_addr);
        let align = self.p.beat() - 1;
        (if d.rows == 0 || d.row_bytes == 0 {
            status::ZERO_LENGTH
        } else if d.row_bytes > self.p.max_row_bytes {
            status::TOO_LONG
        } else if (d.src | d.dst | d.row_bytes | d.src_stride | d.dst_stride) & align != 0 {
            status::MISALIGNED
        } else if !(e_ok && s_ok) {
            status::OUT_OF_WINDOW
        } else {
            status::OK
        }) as u8
    }

    /// Outputs for the inputs `i` and the current state, then the clock edge.
    pub fn step(&mut self, i: &DmaIn) -> DmaOut {
        let p = self.p;
        let shift = p.shift();
        let s = self.clone();
        let mut n = self.clone();
        let dir = s.cur.dir;
        let running = s.st == ST_RUN;

        // descriptor FIFO
        let desc_ready = s.dq_cnt != p.depth;
        let dq_push = i.desc_valid && desc_ready;
        let head = s.dq[s.dq_rp];
        let dq_pop = s.st == ST_IDLE && s.dq_cnt != 0;
        if dq_push {
            n.dq[s.dq_wp] = i.desc;
            n.dq_wp = if s.dq_wp == p.depth - 1 { 0 } else { s.dq_wp + 1 };
        }
        if dq_pop {
            n.dq_rp = if s.dq_rp == p.depth - 1 { 0 } else { s.dq_rp + 1 };
        }
        n.dq_cnt = (s.dq_cnt + dq_push as usize).wrapping_sub(dq_pop as usize) & 31;

        // check
        let (e_addr, e_stride, s_addr, s_stride) = if dir {
            (s.cur.dst, s.cur.dst_stride, s.cur.src, s.cur.src_stride)
        } else {
            (s.cur.src, s.cur.src_stride, s.cur.dst, s.cur.dst_stride)
        };
        let chk_status = self.check(&s.cur, i.cfg_ext_base, i.cfg_ext_size, i.cfg_sram_size);
        let row_beats = s.cur.row_bytes >> shift;

        // external-side walker
        let eg_to4k = (0x1000 - (s.eg_addr & 0xfff)) >> shift;
        let mut eg_len = s.eg_rem;
        if p.max_burst < eg_len {
            eg_len = p.max_burst;
        }
        if eg_to4k < eg_len {
            eg_len = eg_to4k;
        }
        let eg_next_row = s.eg_row.wrapping_add(e_stride);
        let cmd_ready = if dir { i.aw_ready } else { i.ar_ready };
        let eg_fire = running && s.eg_busy && (!s.cmd_valid || cmd_ready) && s.os < p.max_outstanding;
        let len8 = (eg_len as u8).wrapping_sub(1);
        if eg_fire {
            n.cmd_valid = true;
            n.cmd_addr = s.eg_addr;
            n.cmd_len = len8;
            n.eg_addr = s.eg_addr.wrapping_add(eg_len << shift);
            n.eg_rem = s.eg_rem.wrapping_sub(eg_len);
            if s.eg_rem == eg_len {
                if s.eg_rows == 1 {
                    n.eg_busy = false;
                } else {
                    n.eg_rows = s.eg_rows.wrapping_sub(1);
                    n.eg_row = eg_next_row;
                    n.eg_addr = eg_next_row;
                    n.eg_rem = row_beats;
                }
            }
        } else if cmd_ready {
            n.cmd_valid = false;
        }

        // AXI data and responses
        let df_full = s.df_cnt == DATA_FIFO_DEPTH;
        let r_ready = running && !dir && !df_full;
        let r_fire = i.r_valid && r_ready;
        let rsp_fire = i.sram_rsp_valid && running && dir;
        let lf_head = s.lf[s.lf_rp];
        let df_head = s.df[s.df_rp];
        let w_last = s.w_beat == lf_head;
        let w_valid = dir && s.lf_cnt != 0 && s.df_cnt != 0;
        let w_fire = w_valid && i.w_ready;
        let b_ready = running && dir;
        let b_fire = i.b_valid && b_ready;
        if w_fire {
            n.w_beat = if w_last { 0 } else { s.w_beat.wrapping_add(1) };
        }
        let os_dec = if dir { b_fire } else { r_fire && i.r_last };
        n.os = (s.os + eg_fire as u32).wrapping_sub(os_dec as u32) & 0xf;
        if (r_fire && i.r_resp & 3 != 0) || (b_fire && i.b_resp & 3 != 0) {
            n.bus_err = true;
        }

        // burst-length FIFO
        let lf_push = eg_fire && dir;
        let lf_pop = w_fire && w_last;
        if lf_push {
            n.lf[s.lf_wp] = len8;
            n.lf_wp = (s.lf_wp + 1) % LEN_FIFO_DEPTH;
        }
        if lf_pop {
            n.lf_rp = (s.lf_rp + 1) % LEN_FIFO_DEPTH;
        }
        n.lf_cnt = (s.lf_cnt + lf_push as usize).wrapping_sub(lf_pop as usize) & 7;

        // SRAM-side walker
        let sram_req_valid =
            running && s.sg_busy && if dir { s.df_resv != DATA_FIFO_DEPTH } else { s.df_cnt != 0 };
        let sg_fire = sram_req_valid && i.sram_req_ready;
        let sg_next_row = s.sg_row.wrapping_add(s_stride >> shift);
        if sg_fire {
            n.sg_addr = s.sg_addr.wrapping_add(1);
            n.sg_rem = s.sg_rem.wrapping_sub(1);
            if s.sg_rem == 1 {
                if s.sg_rows == 1 {
                    n.sg_busy = false;
                } else {
                    n.sg_rows = s.sg_rows.wrapping_sub(1);
                    n.sg_row = sg_next_row;
                    n.sg_addr = sg_next_row;
                    n.sg_rem = row_beats;
                }
            }
        }

        // data FIFO
        let df_push = r_fire || rsp_fire;
        let (df_in, df_pop) = if dir { (i.sram_rsp_data, w_fire) } else { (i.r_data, sg_fire) };
        if df_push {
            n.df[s.df_wp] = df_in.truncate(p.width);
            n.df_wp = (s.df_wp + 1) % DATA_FIFO_DEPTH;
        }
        if df_pop {
            n.df_rp = (s.df_rp + 1) % DATA_FIFO_DEPTH;
        }
        n.df_cnt = (s.df_cnt + df_push as usize).wrapping_sub(df_pop as usize) & 15;
        let resv_inc = dir && sg_fire;
        n.df_resv = (s.df_resv + resv_inc as usize).wrapping_sub(w_fire as usize) & 15;

        // control
        let all_done = !s.eg_busy
            && !s.cmd_valid
            && s.os == 0
            && !s.sg_busy
            && s.df_cnt == 0
            && s.df_resv == 0
            && s.lf_cnt == 0;
        if i.done_ready {
            n.done_valid = false;
        }
        match s.st {
            ST_IDLE => {
                if dq_pop {
                    n.cur = head;
                    n.bus_err = false;
                    n.st = ST_CHECK;
                }
            }
            ST_CHECK => {
                if chk_status == status::OK as u8 {
                    n.eg_busy = true;
                    n.eg_row = e_addr;
                    n.eg_addr = e_addr;
                    n.eg_rem = row_beats;
                    n.eg_rows = s.cur.rows;
                    n.sg_busy = true;
                    n.sg_row = s_addr >> shift;
                    n.sg_addr = s_addr >> shift;
                    n.sg_rem = row_beats;
                    n.sg_rows = s.cur.rows;
                    n.st = ST_RUN;
                } else {
                    n.status = chk_status;
                    n.st = ST_FINISH;
                }
            }
            ST_RUN => {
                if all_done {
                    n.status = if s.bus_err { status::BUS_ERROR as u8 } else { status::OK as u8 };
                    n.st = ST_FINISH;
                }
            }
            _ => {
                if !s.done_valid || i.done_ready {
                    n.done_valid = true;
                    n.done_tag = s.cur.tag;
                    n.done_status = s.status;
                    n.st = ST_IDLE;
                }
            }
        }
        if i.reset {
            n.dq_wp = 0;
            n.dq_rp = 0;
            n.dq_cnt = 0;
            n.st = ST_IDLE;
            n.done_valid = false;
            n.eg_busy = false;
            n.cmd_valid = false;
            n.os = 0;
            n.sg_busy = false;
            n.df_wp = 0;
            n.df_rp = 0;
            n.df_cnt = 0;
            n.df_resv = 0;
            n.lf_wp = 0;
            n.lf_rp = 0;
            n.lf_cnt = 0;
            n.w_beat = 0;
            n.bus_err = false;
        }
        *self = n;
        DmaOut {
            desc_ready,
            done_valid: s.done_valid,
            done_tag: s.done_tag,
            done_status: s.done_status,
            ar_valid: s.cmd_valid && !dir,
            ar_addr: s.cmd_addr,
            ar_len: s.cmd_len,
            r_ready,
            aw_valid: s.cmd_valid && dir,
            aw_addr: s.cmd_addr,
            aw_len: s.cmd_len,
            w_valid,
            w_data: df_head,
            w_last,
            b_ready,
            sram_req_valid,
            sram_req_addr: s.sg_addr,
            sram_req_we: !dir,
            sram_req_wdata: df_head,
            rd_busy: s.dq_cnt != 0 || (!dir && (s.st == ST_CHECK || s.eg_busy || s.cmd_valid || s.os != 0)),
        }
    }
}
