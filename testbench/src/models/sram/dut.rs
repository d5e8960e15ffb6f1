//! The Verilated `sram_*` modules behind one interface, [`SramDut`], taking and returning the model's
//! [`SramIn`]/[`SramOut`]: packed lanes (`req_addr[i*ADDR_BITS +: ADDR_BITS]`, data lanes `i*WIDTH +:
//! WIDTH`, counters `i*32 +: 32`) are unpacked here, so one test body drives every parameter setting.

use super::{SramConfig, SramIn, SramOut};
use crate::verilated::{SramB2M2W64D256, SramB2M2W64D256In, SramB4M3W32D512, SramB4M3W32D512In};

/// A port wider than one bit as the bindings type it: `u64` up to 64 bits, `[u32; N]` above.
pub trait Wide {
    fn get(&self, off: usize, width: usize) -> u64;
    fn put(&mut self, off: usize, width: usize, v: u64);
}

impl Wide for u64 {
    fn get(&self, off: usize, width: usize) -> u64 {
        let v = self >> off;
        if width >= 64 {
            v
        } else {
            v & ((1u64 << width) - 1)
        }
    }
    fn put(&mut self, off: usize, width: usize, v: u64) {
        for k in 0..width {
            let bit = (v >> k) & 1;
            *self = (*self & !(1u64 << (off + k))) | (bit << (off + k));
        }
    }
}

impl<const N: usize> Wide for [u32; N] {
    fn get(&self, off: usize, width: usize) -> u64 {
        let mut v = 0u64;
        for k in 0..width {
            let p = off + k;
            v |= (((self[p / 32] >> (p % 32)) & 1) as u64) << k;
        }
        v
    }
    fn put(&mut self, off: usize, width: usize, v: u64) {
        for k in 0..width {
            let p = off + k;
            let bit = ((v >> k) & 1) as u32;
            self[p / 32] = (self[p / 32] & !(1u32 << (p % 32))) | (bit << (p % 32));
        }
    }
}

fn mask_of(v: &[bool]) -> u64 {
    v.iter().enumerate().map(|(k, &b)| (b as u64) << k).sum()
}

fn bools(v: u64, m: usize) -> Vec<bool> {
    (0..m).map(|k| (v >> k) & 1 == 1).collect()
}

/// One Verilated parameter setting.
pub trait SramDut {
    /// The setting this module was emitted with.
    fn config(&self) -> SramConfig;
    /// One clock cycle (see the bindings' `step`).
    fn step(&mut self, i: &SramIn) -> SramOut;
    fn trace(&mut self, path: &std::path::Path);
    fn trace_close(&mut self);
}

macro_rules! sram_dut {
    ($ty:ident, $in:ident, $cfg:expr) => {
        impl SramDut for $ty {
            fn config(&self) -> SramConfig {
                $cfg
            }
            fn step(&mut self, i: &SramIn) -> SramOut {
                let c: SramConfig = $cfg;
                let (m, ab, w) = (c.requesters, c.addr_bits(), c.width);
                let mut x = $in::default();
                x.reset = i.reset as u64;
                x.req_valid = mask_of(&i.req_valid);
                x.req_we = mask_of(&i.req_we);
                for r in 0..m {
                    Wide::put(&mut x.req_addr, r * ab, ab, i.req_addr[r]);
                    Wide::put(&mut x.req_wdata, r * w, w, i.req_wdata[r]);
                }
                let o = $ty::step(self, &x);
                SramOut {
                    req_ready: bools(o.req_ready, m),
                    rsp_valid: bools(o.rsp_valid, m),
                    rsp_data: (0..m).map(|r| Wide::get(&o.rsp_data, r * w, w)).collect(),
                    stall_count: (0..m)
                        .map(|r| Wide::get(&o.stall_count, r * 32, 32) as u32)
                        .collect(),
                    conflict_count: o.conflict_count as u32,
                }
            }
            fn trace(&mut self, path: &std::path::Path) {
                $ty::trace(self, path)
            }
            fn trace_close(&mut self) {
                $ty::trace_close(self)
            }
        }
    };
}

/// `sram_b4_m3_w32_d512`.
pub const B4M3W32D512: SramConfig = SramConfig {
    banks: 4,
    requesters: 3,
    width: 32,
    depth_bits: 9,
};
/// `sram_b2_m2_w64_d256`.
pub const B2M2W64D256: SramConfig = SramConfig {
    banks: 2,
    requesters: 2,
    width: 64,
    depth_bits: 8,
};

sram_dut!(SramB4M3W32D512, SramB4M3W32D512In, B4M3W32D512);
sram_dut!(SramB2M2W64D256, SramB2M2W64D256In, B2M2W64D256);

/// Every emitted setting, freshly constructed.
pub fn all() -> Vec<Box<dyn SramDut>> {
    vec![Box::new(SramB4M3W32D512::new()), Box::new(SramB2M2W64D256::new())]
}
