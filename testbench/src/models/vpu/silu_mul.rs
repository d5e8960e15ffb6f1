//! Cycle model of `hdl/src/vpu/silu_mul.rs`: four register stages before the output slice, and the
//! SIG table RAM written through the table-load port.

use super::{clamp_bits, sx, Pipe, PipeOut, StreamIn};

pub const STAGES: usize = 4;

/// Depth of each table bank (10 address bits).
pub const TABLE_DEPTH: usize = 1024;

/// `hb` of one packed element `{h3, h1}` with table `t`, computed stage by stage as the RTL does.
pub fn element(t: &[u16], d: u128) -> u64 {
    let (x, h3) = (sx(d, 32), sx(d >> 32, 32));
    let u = (x + (1 << 19)) as u32 as u128;
    let (i, f) = (((u >> 11) & 0x3ff) as usize, (u & 0x7ff) as i128);
    let sig = if x >= 1 << 19 {
        32768
    } else if x < -(1 << 19) {
        0
    } else {
        let (a, b) = (t[i] as i128, t[(i + 1) % TABLE_DEPTH] as i128);
        a + (((b - a) * f + 1024) >> 11)
    };
    let silu = (x * sig + (1 << 14)) >> 15;
    clamp_bits((silu * h3 + (1 << 15)) >> 16, 32) as u32 as u64
}

/// Inputs of one cycle: the stream and the table-load port.
#[derive(Debug, Clone, Copy, Default)]
pub struct SiluIn {
    pub s: StreamIn,
    pub tbl_we: bool,
    pub tbl_addr: u16,
    pub tbl_data: u16,
}

pub struct SiluMulModel {
    pub table: Vec<u16>,
    pipe: Pipe,
}

impl Default for SiluMulModel {
    fn default() -> Self {
        SiluMulModel { table: vec![0; TABLE_DEPTH], pipe: Pipe::new(STAGES) }
    }
}

impl SiluMulModel {
    pub fn step(&mut self, i: SiluIn) -> PipeOut {
        let out = self.pipe.out();
        let accepted = (i.s.in_valid && out.in_ready && !i.s.reset).then(|| Some(element(&self.table, i.s.in_data)));
        self.pipe.edge(i.s.reset, accepted, i.s.out_ready);
        if i.tbl_we {
            self.table[i.tbl_addr as usize % TABLE_DEPTH] = i.tbl_data;
        }
        out
    }
}
