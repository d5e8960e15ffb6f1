//! Transaction-level model of the vector unit top `VpuTop` (`hdl/src/vpu/top.rs`) and of its store
//! `VpuSt` (`hdl/src/vpu/st.rs`): for one instruction, the outcome (done or the error code), the read
//! addresses each loader port must issue, and the exact request stream of the store port (address, write
//! enable, written word), derived from the SRAM before and after `Machine::execute`. The tests compare the
//! RTL's ports with these per instruction (not per cycle: see `docs/vpu.md` "Vector unit top").

use systole_isa::instr::funct::vector as vf;
use systole_isa::VecOp;

/// The functs the RTL top executes; every other funct must end with `UNSUPPORTED`.
pub const SUPPORTED: &[u8] = &[vf::RESADD, vf::SILU_MUL, vf::QUANT, vf::REQUANT];

/// Longest vector of the top (`hdl/src/vpu/top.rs` `MAX_LEN`, `CAPS2[15:0]`).
pub const MAX_LEN: u32 = systole_hdl::vpu::top::MAX_LEN as u32;

/// One request of a port: word address, write enable, and the written word (writes only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Req {
    pub addr: u64,
    pub we: bool,
    pub wdata: u64,
}

/// The funct of a vector operation.
pub fn funct(op: &VecOp) -> u8 {
    match op {
        VecOp::Quant { .. } => vf::QUANT,
        VecOp::Requant { .. } => vf::REQUANT,
        VecOp::RmsNorm { .. } => vf::RMSNORM,
        VecOp::Rope { .. } => vf::ROPE,
        VecOp::Score { .. } => vf::SCORE,
        VecOp::Softmax { .. } => vf::SOFTMAX,
        VecOp::Pv { .. } => vf::PV,
        VecOp::SiluMul { .. } => vf::SILU_MUL,
        VecOp::ResAdd { .. } => vf::RESADD,
        VecOp::Argmax { .. } => vf::ARGMAX,
        VecOp::Embed { .. } => vf::EMBED,
        VecOp::KvPack { .. } => vf::KV_PACK,
    }
}

/// Word addresses loader A and loader B read for `op` (which executes), or `None` where the test does not
/// model them (the SRAM contents and the store's requests are still compared).
pub fn loads(op: &VecOp, wb: u64) -> Option<(Vec<u64>, Vec<u64>)> {
    let run = |a: u32, bytes: u64| (a as u64..a as u64 + bytes.div_ceil(wb)).collect::<Vec<_>>();
    match *op {
        VecOp::ResAdd { x, y, len, .. } => Some((run(x, 4 * len as u64), run(y, 4 * len as u64))),
        VecOp::SiluMul {
            h1, h3, sig, len, ..
        } => {
            let mut b = run(sig, 2 * 513);
            b.extend(run(h3, 4 * len as u64));
            Some((run(h1, 4 * len as u64), b))
        }
        VecOp::Quant { src, len, .. } => Some((run(src, 4 * len as u64), vec![])),
        VecOp::Requant {
            acc, wscales, ascales, len, groups, ..
        } => {
            let (l, g) = (len as u64, groups as u64);
            let (cw, sw) = ((4 * l).div_ceil(wb), (4 * g).div_ceil(wb));
            let a = (0..g).flat_map(|k| run(acc + (k * cw) as u32, 4 * l)).collect();
            let mut b = run(ascales, 4 * g);
            b.extend(run(wscales, l * sw * wb));
            Some((a, b))
        }
        _ => None,
    }
}

/// The store commands of `op` in the order the engine issues them: (word address, bytes written); `None`
/// where the test does not model the store's request stream.
pub fn dests(op: &VecOp, _wb: u64) -> Option<Vec<(u64, u64)>> {
    match *op {
        VecOp::ResAdd { dst, len, .. } | VecOp::SiluMul { dst, len, .. } => {
            Some(vec![(dst as u64, 4 * len as u64)])
        }
        VecOp::Quant { q, scales, len, group, .. } => {
            let groups = (len as u64).div_ceil((group as u64).min(len as u64));
            Some(vec![(q as u64, len as u64), (scales as u64, 4 * groups)])
        }
        VecOp::Requant { dst, len, .. } => Some(vec![(dst as u64, 4 * len as u64)]),
        _ => None,
    }
}

/// The store port's requests that write `bytes` bytes at word `addr`, the SRAM holding `after` (its words
/// after the instruction): a write per whole word; for a partial last word, a read of it (its `wdata` is
/// not compared) and then the write of the merged word.
pub fn store_requests(after: &[u64], addr: u64, bytes: u64, wb: u64) -> Vec<Req> {
    let mut v = Vec::new();
    let n = bytes.div_ceil(wb);
    for k in 0..n {
        let a = addr + k;
        if (k + 1) * wb > bytes {
            v.push(Req {
                addr: a,
                we: false,
                wdata: 0,
            });
        }
        v.push(Req {
            addr: a,
            we: true,
            wdata: after[a as usize],
        });
    }
    v
}
