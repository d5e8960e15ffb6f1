//! Cycle model of `hdl/src/dma/exec.rs` (`DmaExec`, emitted `dma_exec_w64`): the front end (instruction
//! fields, the block-table lookup and its checks), the completion FIFO and the in-order report, register for
//! register, around the engine's own cycle model [`DmaModel`]. Every output can be compared every cycle.
//!
//! ```text
//!  instr --> front end (IDLE/DESC/K1..K6) --desc--> DmaModel --done--> completion FIFO head --> done/error
//!                 bt_ar/bt_r (one beat)              axi_*, sram_* (engine ports, passed through)
//! ```
//!
//! The engine's outputs depend on its registers only, so the model first evaluates the front end's
//! outputs from its registers, steps the engine with them, and then computes the front end's next state from
//! the engine's outputs of the same cycle.

use super::dma::{Beat, Desc, DmaIn, DmaModel, DmaOut, DmaParams};
use systole_isa::field as f;
use systole_isa::ErrorCode;

/// Completion FIFO depth of the RTL.
pub const CF_DEPTH: usize = 8;

const ST_IDLE: u8 = 0;
const ST_DESC: u8 = 1;
const ST_K1: u8 = 2;
const ST_K2: u8 = 3;
const ST_K3: u8 = 4;
const ST_K4: u8 = 5;
const ST_KAR: u8 = 6;
const ST_KR: u8 = 7;
const ST_K5: u8 = 8;
const ST_K6: u8 = 9;

/// The configuration inputs (`cfg_*`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ExecCfg {
    pub ext_base: u32,
    pub ext_size: u32,
    pub sram_size: u32,
    pub bt_base: u32,
    pub bt_seqs: u32,
    pub bt_layers: u32,
    pub bt_blocks: u32,
    pub kv_base: u32,
    pub kv_block_bytes: u32,
    pub kv_num_blocks: u32,
}

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct ExecIn {
    pub reset: bool,
    pub instr_valid: bool,
    pub instr_data: u128,
    pub cfg: ExecCfg,
    pub bt_ar_ready: bool,
    pub bt_r_valid: bool,
    pub bt_r_data: Beat,
    pub bt_r_last: bool,
    pub bt_r_resp: u8,
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
pub struct ExecOut {
    pub instr_ready: bool,
    pub done: bool,
    pub error: bool,
    pub error_code: u8,
    pub done_tag: u8,
    pub bt_ar_valid: bool,
    pub bt_ar_addr: u32,
    pub bt_ar_len: u8,
    pub bt_r_ready: bool,
    pub ev_rd: u8,
    pub ev_wr: u8,
    /// A DRAM read to issue or in flight: the front end is busy, or the engine's `rd_busy`.
    pub rd_busy: bool,
    /// The engine's ports (`desc_ready`, `done_*` are internal and not compared; see [`ExecOut::eng`]).
    pub eng: DmaOut,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct CfEntry {
    eng: bool,
    code: u8,
    tag: u8,
    st: bool,
}

/// The executor's registers plus the engine model.
#[derive(Debug, Clone)]
pub struct DmaExecModel {
    p: DmaParams,
    pub eng: DmaModel,
    st: u8,
    f_store: bool,
    f_kv: bool,
    f_tag: u8,
    f_rows: u16,
    f_words: u32,
    f_sram: u32,
    f_dstride: u32,
    f_sstride: u32,
    f_offset: u32,
    f_hi: u32,
    ext: u32,
    m: u32,
    ovf: bool,
    /// cycles in the current state, saturating at 3 (the RTL's `mw_q`): K1, K3, K4, K5 and K6 act at 3,
    /// when the pipelined multiplier and address sums hold the values of the state's stable operands
    mw: u8,
    bt_addr: u32,
    bt_lane: u8,
    entry: u32,
    bt_err: bool,
    stop: bool,
    stop_code: u8,
    cf: [CfEntry; CF_DEPTH],
    cf_wp: usize,
    cf_rp: usize,
    cf_cnt: usize,
    stores: usize,
    done: bool,
    error: bool,
    code: u8,
    tag: u8,
    ev_rd: bool,
    ev_wr: bool,
}

/// `a * b` as the RTL's multiplier gives it: the low 32 bits and whether the product needs more.
fn mul_sat(a: u32, b: u32) -> (u32, bool) {
    let p = a as u64 * b as u64;
    (p as u32, p >> 32 != 0)
}

fn field(word: u128, fl: f::Field) -> u32 {
    fl.get(word) as u32
}

impl DmaExecModel {
    /// The executor around an engine with parameters `p` (`p.width` 64 or 128).
    pub fn new(p: DmaParams) -> Self {
        DmaExecModel {
            p,
            eng: DmaModel::new(p),
            st: ST_IDLE,
            f_store: false,
            f_kv: false,
            f_tag: 0,
            f_rows: 0,
            f_words: 0,
            f_sram: 0,
            f_dstride: 0,
            f_sstride: 0,
            f_offset: 0,
            f_hi: 0,
            ext: 0,
            m: 0,
            ovf: false,
            mw: 0,
            bt_addr: 0,
            bt_lane: 0,
            entry: 0,
            bt_err: false,
            stop: false,
            stop_code: 0,
            cf: [CfEntry::default(); CF_DEPTH],
            cf_wp: 0,
            cf_rp: 0,
            cf_cnt: 0,
            stores: 0,
            done: false,
            error: false,
            code: 0,
            tag: 0,
            ev_rd: false,
            ev_wr: false,
        }
    }

    /// True when nothing is held, queued or in flight (engine included).
    pub fn idle(&self) -> bool {
        self.st == ST_IDLE && self.cf_cnt == 0 && self.eng.idle()
    }

    /// Whether the executor is stopped by an error (later instructions are skipped).
    pub fn stopped(&self) -> bool {
        self.stop
    }

    /// Outputs for the inputs `i` and the current state, then the clock edge.
    pub fn step(&mut self, i: &ExecIn) -> ExecOut {
        let p = self.p;
        let shift = p.shift();
        let beat = p.beat();
        let c = i.cfg;
        let s = self.clone();
        let mut n = self.clone();

        // fields of the held instruction
        let seq32 = s.f_hi >> (f::KV_SEQ.lo - f::DMA_DRAM.lo);
        let layer32 = (s.f_hi >> (f::KV_LAYER.lo - f::DMA_DRAM.lo)) & f::KV_LAYER.max() as u32;
        let block32 = (s.f_hi >> (f::KV_BLOCK.lo - f::DMA_DRAM.lo)) & f::KV_BLOCK.max() as u32;
        let row_bytes = s.f_words << shift;
        let sram_b = s.f_sram << shift;
        let dstr_b = s.f_dstride << shift;
        let sstr_b = if s.f_kv { s.f_words << shift } else { s.f_sstride << shift };

        // the engine
        let (src, dst, src_stride, dst_stride) =
            if s.f_store { (sram_b, s.ext, sstr_b, dstr_b) } else { (s.ext, sram_b, dstr_b, sstr_b) };
        let head = s.cf[s.cf_rp];
        let done_ready = s.cf_cnt != 0 && head.eng;
        let di = DmaIn {
            reset: i.reset,
            desc_valid: s.st == ST_DESC,
            desc: Desc { src, dst, dir: s.f_store, rows: s.f_rows, row_bytes, src_stride, dst_stride, tag: s.f_tag },
            done_ready,
            cfg_ext_base: c.ext_base,
            cfg_ext_size: c.ext_size,
            cfg_sram_size: c.sram_size,
            ar_ready: i.ar_ready,
            r_valid: i.r_valid,
            r_data: i.r_data,
            r_last: i.r_last,
            r_resp: i.r_resp,
            aw_ready: i.aw_ready,
            w_ready: i.w_ready,
            b_valid: i.b_valid,
            b_resp: i.b_resp,
            sram_req_ready: i.sram_req_ready,
            sram_rsp_valid: i.sram_rsp_valid,
            sram_rsp_data: i.sram_rsp_data,
        };
        let e = n.eng.step(&di);
        n.ev_rd = i.r_valid && e.r_ready;
        n.ev_wr = e.w_valid && i.w_ready;

        // multiplier and adders
        let (mul_p, mul_ovf) = match s.st {
            ST_K3 => mul_sat(s.m, c.bt_blocks),
            ST_K5 => mul_sat(s.entry, c.kv_block_bytes),
            _ => mul_sat(seq32, c.bt_layers),
        };
        let at = c.bt_base.wrapping_add(s.m << 2);
        let bt_bus = c.ext_base.wrapping_add(at);
        let ov_prod = (s.f_rows.wrapping_sub(1) as u32) * (s.f_dstride & 0xffff);
        let ov_sum = ov_prod.wrapping_add(s.f_offset).wrapping_add(s.f_words);
        let ov_bad = (ov_sum >> (32 - shift)) != 0 || (ov_sum << shift) > c.kv_block_bytes;
        let d_sum = s.m.wrapping_add(c.kv_base);
        let d_all = d_sum.wrapping_add(s.f_offset << shift);
        let lane = s.bt_lane as usize;
        let sel_entry = (i.bt_r_data.0[lane / 2] >> (32 * (lane % 2))) as u32;

        // front end
        let cf_room = s.cf_cnt != CF_DEPTH;
        let instr_ready = s.st == ST_IDLE && cf_room;
        let accept = i.instr_valid && instr_ready;
        let mut push: Option<CfEntry> = None;
        let mut fe_err: Option<u8> = None;
        match s.st {
            ST_IDLE => {
                if accept {
                    let w = i.instr_data;
                    n.f_store = (w >> f::FUNCT.lo) & 1 != 0;
                    n.f_kv = (w >> (f::FUNCT.lo + 1)) & 1 != 0;
                    n.f_tag = field(w, f::DMA_TAG) as u8;
                    n.f_rows = field(w, f::DMA_ROWS) as u16;
                    n.f_words = field(w, f::DMA_WORDS);
                    n.f_sram = field(w, f::DMA_SRAM);
                    n.f_dstride = field(w, f::DMA_DSTRIDE);
                    n.f_sstride = field(w, f::DMA_SSTRIDE);
                    n.f_offset = field(w, f::KV_OFFSET);
                    n.f_hi = field(w, f::DMA_DRAM);
                    n.ext = c.ext_base.wrapping_add(field(w, f::DMA_DRAM));
                    if s.stop {
                        push = Some(CfEntry { eng: false, code: s.stop_code, tag: n.f_tag, st: false });
                    } else if n.f_kv {
                        n.st = ST_K1;
                    } else {
                        n.st = ST_DESC;
                    }
                }
            }
            ST_DESC => {
                if e.desc_ready {
                    push = Some(CfEntry { eng: true, code: s.stop_code, tag: s.f_tag, st: s.f_store });
                    n.st = ST_IDLE;
                }
            }
            ST_K1 if s.mw == 3 => {
                n.m = mul_p;
                n.ovf = mul_ovf;
                if s.f_rows == 0 || s.f_words == 0 {
                    fe_err = Some(ErrorCode::ZeroLength as u8);
                } else if row_bytes > p.max_row_bytes {
                    fe_err = Some(ErrorCode::TooLong as u8);
                } else if seq32 >= c.bt_seqs || layer32 >= c.bt_layers || block32 >= c.bt_blocks {
                    fe_err = Some(ErrorCode::KvIndex as u8);
                } else {
                    n.st = ST_K2;
                }
            }
            ST_K2 => {
                let a = s.m.wrapping_add(layer32);
                n.m = a;
                if a < s.m {
                    n.ovf = true;
                }
                n.st = ST_K3;
            }
            ST_K3 if s.mw == 3 => {
                let a = mul_p.wrapping_add(block32);
                n.m = a;
                if mul_ovf || a < mul_p {
                    n.ovf = true;
                }
                n.st = ST_K4;
            }
            ST_K4 if s.stores == 0 && s.mw == 3 => {
                n.bt_addr = bt_bus & !(beat - 1);
                n.bt_lane = ((at & (beat - 1)) >> 2) as u8;
                if s.ovf || (s.m >> 30) != 0 || at < c.bt_base || c.ext_size < 4 || at > c.ext_size.wrapping_sub(4) {
                    fe_err = Some(ErrorCode::OutOfWindow as u8);
                } else {
                    n.st = ST_KAR;
                }
            }
            ST_KAR => {
                n.bt_err = false;
                if i.bt_ar_ready {
                    n.st = ST_KR;
                }
            }
            ST_KR => {
                if i.bt_r_valid {
                    n.entry = sel_entry;
                    if i.bt_r_resp & 3 != 0 {
                        n.bt_err = true;
                    }
                    if i.bt_r_last {
                        n.st = ST_K5;
                    }
                }
            }
            ST_K5 if s.mw == 3 => {
                n.m = mul_p;
                n.ovf = mul_ovf;
                if s.bt_err {
                    fe_err = Some(ErrorCode::BusError as u8);
                } else if s.entry == u32::MAX {
                    fe_err = Some(ErrorCode::KvUnmapped as u8);
                } else if s.entry >= c.kv_num_blocks {
                    fe_err = Some(ErrorCode::KvBlock as u8);
                } else if ov_bad {
                    fe_err = Some(ErrorCode::KvOverrun as u8);
                } else {
                    n.st = ST_K6;
                }
            }
            ST_K6 if s.mw == 3 => {
                n.ext = c.ext_base.wrapping_add(d_all);
                if s.ovf || d_sum < s.m || d_all < d_sum {
                    fe_err = Some(ErrorCode::OutOfWindow as u8);
                } else {
                    n.st = ST_DESC;
                }
            }
            _ => {}
        }
        if let Some(code) = fe_err {
            push = Some(CfEntry { eng: false, code, tag: s.f_tag, st: false });
            n.st = ST_IDLE;
        }
        n.mw = if n.st != s.st { 0 } else { (s.mw + 1).min(3) };

        // completion FIFO and report
        let pop = s.cf_cnt != 0 && (!head.eng || e.done_valid);
        if let Some(ent) = push {
            n.cf[s.cf_wp] = ent;
            n.cf_wp = (s.cf_wp + 1) % CF_DEPTH;
        }
        if pop {
            n.cf_rp = (s.cf_rp + 1) % CF_DEPTH;
        }
        n.cf_cnt = s.cf_cnt + push.is_some() as usize - pop as usize;
        let st_in = push.is_some_and(|x| x.st);
        let st_out = pop && head.st;
        n.stores = s.stores + st_in as usize - st_out as usize;
        n.done = false;
        n.error = false;
        if pop {
            n.tag = head.tag;
            if head.eng {
                n.tag = e.done_tag;
                if e.done_status != 0 {
                    n.error = true;
                    n.code = e.done_status;
                } else {
                    n.done = true;
                }
            } else {
                n.error = true;
                n.code = head.code;
            }
        }
        if s.stop && s.cf_cnt == 0 && s.st == ST_IDLE && !i.instr_valid {
            n.stop = false;
        }
        if let Some(code) = fe_err {
            if !s.stop {
                n.stop = true;
                n.stop_code = code;
            }
        }
        if pop && head.eng && e.done_status != 0 && !s.stop {
            n.stop = true;
            n.stop_code = e.done_status;
        }
        if i.reset {
            n.st = ST_IDLE;
            n.stop = false;
            n.cf_wp = 0;
            n.cf_rp = 0;
            n.cf_cnt = 0;
            n.stores = 0;
            n.done = false;
            n.error = false;
            n.ev_rd = false;
            n.ev_wr = false;
        }
        *self = n;
        ExecOut {
            instr_ready,
            done: s.done,
            error: s.error,
            error_code: s.code,
            done_tag: s.tag,
            bt_ar_valid: s.st == ST_KAR,
            bt_ar_addr: s.bt_addr,
            bt_ar_len: 0,
            bt_r_ready: s.st == ST_KR,
            ev_rd: if s.ev_rd { beat as u8 } else { 0 },
            ev_wr: if s.ev_wr { beat as u8 } else { 0 },
            rd_busy: s.st != ST_IDLE || e.rd_busy,
            eng: e,
        }
    }
}
