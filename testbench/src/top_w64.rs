//! # top_w64
//!
//! The Verilated accelerator top of the default configuration, `systole_top_w64` (64-bit words, 8x8 array,
//! `hdl/src/top/accel.rs`), adapted to the co-simulation harness's [`TopDut`]: its generated `In`/`Out`
//! structs mapped to [`TopIn`]/[`TopOut`] and the monitor ports unpacked per queue. Used by the `accel`
//! tests and by the simulated board (`board.rs`). Exists when the build Verilated the top
//! (`cfg(systole_top_w64)`, see `build.rs`).

use crate::cosim::{Monitor, TopDut, TopIn, TopOut};
use crate::models::dma::axi_mem::AxiMasterOut;
use crate::models::dma::Beat;
use crate::verilated::{SystoleTopW64, SystoleTopW64In};

/// Bytes per word and AXI beat of the top.
pub const WB: usize = 8;

/// The Verilated `systole_top_w64` behind the harness's [`TopDut`].
pub struct TopW64(pub SystoleTopW64);

/// Lane `i` of 64 bits of a packed port (lanes are 32-bit-word aligned: words `2i` and `2i + 1`).
fn lane64(v: &[u32], i: usize) -> u64 {
    let w = |k: usize| v.get(k).copied().unwrap_or(0) as u64;
    w(2 * i) | w(2 * i + 1) << 32
}

impl TopDut for TopW64 {
    fn step(&mut self, i: &TopIn) -> TopOut {
        let b = |x: bool| x as u64;
        let r_data: [u64; 4] = i.axi.r_data.0;
        let o = self.0.step(&SystoleTopW64In {
            reset: b(i.reset),
            s_aw_valid: b(i.s_aw_valid),
            s_aw_addr: i.s_aw_addr as u64,
            s_w_valid: b(i.s_w_valid),
            s_w_data: i.s_w_data as u64,
            s_w_strb: i.s_w_strb as u64,
            s_b_ready: b(i.s_b_ready),
            s_ar_valid: b(i.s_ar_valid),
            s_ar_addr: i.s_ar_addr as u64,
            s_r_ready: b(i.s_r_ready),
            axi_ar_ready: b(i.axi.ar_ready),
            axi_r_valid: b(i.axi.r_valid),
            axi_r_data: r_data[0],
            axi_r_last: b(i.axi.r_last),
            axi_r_resp: i.axi.r_resp as u64,
            axi_aw_ready: b(i.axi.aw_ready),
            axi_w_ready: b(i.axi.w_ready),
            axi_b_valid: b(i.axi.b_valid),
            axi_b_resp: i.axi.b_resp as u64,
        });
        let bit = |x: u64, k: usize| x >> k & 1 == 1;
        let mut mon = Monitor { noc_err: o.mon_noc_err != 0, ..Default::default() };
        for k in 0..3 {
            mon.issue[k] = bit(o.mon_issue, k);
            mon.done[k] = bit(o.mon_done, k);
            mon.error[k] = bit(o.mon_error, k);
            mon.wr_valid[k] = bit(o.mon_wr_valid, k);
            mon.wr_addr[k] = o.mon_wr_addr >> (14 * k) & 0x3fff;
            // the data only matters with its valid (and the allocation per cycle would cost more than the RTL)
            if mon.wr_valid[k] {
                mon.wr_data[k] = lane64(&o.mon_wr_data, k).to_le_bytes().to_vec();
            }
        }
        TopOut {
            s_aw_ready: o.s_aw_ready != 0,
            s_w_ready: o.s_w_ready != 0,
            s_b_valid: o.s_b_valid != 0,
            s_b_resp: o.s_b_resp as u8,
            s_ar_ready: o.s_ar_ready != 0,
            s_r_valid: o.s_r_valid != 0,
            s_r_data: o.s_r_data as u32,
            s_r_resp: o.s_r_resp as u8,
            irq: o.irq != 0,
            axi: AxiMasterOut {
                ar_valid: o.axi_ar_valid != 0,
                ar_addr: o.axi_ar_addr as u32,
                ar_len: o.axi_ar_len as u8,
                r_ready: o.axi_r_ready != 0,
                aw_valid: o.axi_aw_valid != 0,
                aw_addr: o.axi_aw_addr as u32,
                aw_len: o.axi_aw_len as u8,
                w_valid: o.axi_w_valid != 0,
                w_data: Beat([o.axi_w_data, 0, 0, 0]),
                w_last: o.axi_w_last != 0,
                b_ready: o.axi_b_ready != 0,
            },
            mon,
        }
    }
    fn word_bytes(&self) -> usize {
        WB
    }
}

