//! Transaction-level model of the vector unit top `VpuTop` (`hdl/src/vpu/top.rs`) and of its store
//! `VpuSt` (`hdl/src/vpu/st.rs`): for one instruction, the outcome (done or the error code), the read
//! addresses each loader port must issue, and the exact request stream of the store port (address, write
//! enable, written word), derived from the SRAM before and after `Machine::execute`. The tests compare the
//! RTL's ports with these per instruction (not per cycle: see `docs/vpu.md` "Vector unit top").

use systole_isa::instr::funct::vector as vf;
use systole_isa::VecOp;

/// The functs the RTL top executes; every other funct must end with `UNSUPPORTED`.
pub const SUPPORTED: &[u8] = &[
    vf::RESADD,
    vf::SILU_MUL,
    vf::SOFTMAX,
    vf::ARGMAX,
    vf::EMBED,
    vf::RMSNORM,
    vf::ROPE,
    vf::KV_PACK,
    vf::SCORE,
    vf::PV,
    vf::QUANT,
    vf::REQUANT,
];

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
/// model them (the SRAM contents and the store's requests are still compared). `hit`: a `vec.softmax` /
/// `vec.silu_mul` that is a table-keep hit (ISA 1.2; `Machine`'s `resident.op_hits` before it executes)
/// reads no table words.
pub fn loads(op: &VecOp, wb: u64, hit: bool) -> Option<(Vec<u64>, Vec<u64>)> {
    let run = |a: u32, bytes: u64| (a as u64..a as u64 + bytes.div_ceil(wb)).collect::<Vec<_>>();
    let table = |a: u32, entries: u64| if hit { vec![] } else { run(a, 2 * entries) };
    match *op {
        VecOp::ResAdd { x, y, len, .. } => Some((run(x, 4 * len as u64), run(y, 4 * len as u64))),
        VecOp::SiluMul {
            h1, h3, sig, len, ..
        } => {
            let mut b = table(sig, 513);
            b.extend(run(h3, 4 * len as u64));
            Some((run(h1, 4 * len as u64), b))
        }
        VecOp::Softmax { src, exp, len, .. } => Some((run(src, 4 * len as u64), table(exp, 257))),
        VecOp::Argmax { src, len, .. } => Some((run(src, 4 * len as u64), vec![])),
        VecOp::Embed { row, scales, len, group, .. } => {
            Some((run(row, len as u64), run(scales, 4 * (len as u64).div_ceil(group as u64))))
        }
        VecOp::RmsNorm { src, gains, eps, len, .. } => {
            let mut b = run(eps, 8);
            b.extend(run(gains, 2 * len as u64));
            Some((run(src, 4 * len as u64), b))
        }
        VecOp::Rope { src, table, heads, head_size, .. } => {
            let n = heads as u64 * head_size as u64;
            let b = (0..heads).flat_map(|_| run(table, 2 * head_size as u64)).collect();
            Some((run(src, 4 * n), b))
        }
        VecOp::KvPack { src, heads, head_size, .. } => {
            Some((run(src, 4 * heads as u64 * head_size as u64), vec![]))
        }
        VecOp::Score {
            q, k, len, head_size, ..
        } => Some((
            run(q, 4 * head_size as u64),
            run(k, len as u64 * record_words(head_size, wb) * wb),
        )),
        VecOp::Pv {
            p, v, len, head_size, ..
        } => Some((
            run(p, 2 * len as u64),
            run(v, len as u64 * record_words(head_size, wb) * wb),
        )),
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
    }
}

/// The loaders' reads of an instruction that ends with an error: none where every check precedes the
/// reads; `None` (not compared) where a check needs operand data (softmax's table) or a computed extent
/// (embed's scales); rmsnorm's eps is modelled by [`failed_loads`]. (A softmax table-keep hit never fails
/// after its checks: its resident table passed the `EXP2[0]` check.)
pub fn loads_on_error(op: &VecOp) -> Option<(Vec<u64>, Vec<u64>)> {
    match op {
        VecOp::Softmax { .. } | VecOp::Embed { .. } => None,
        _ => Some((vec![], vec![])),
    }
}

/// Word addresses loader A and loader B read for `op` when it fails with `code`: nothing, except
/// `vec.rmsnorm`'s execution-time `UNSUPPORTED` (`eps_term` >= 2^32, after the checks passed), for which
/// loader B has read `eps_term`.
pub fn failed_loads(op: &VecOp, code: systole_isa::ErrorCode, wb: u64) -> (Vec<u64>, Vec<u64>) {
    match *op {
        VecOp::RmsNorm { eps, len, .. }
            if code == systole_isa::ErrorCode::Unsupported
                && len as u32 <= systole_isa::regs::vpu_limits::RMSNORM_MAX_LEN =>
        {
            (vec![], (eps as u64..eps as u64 + 8u64.div_ceil(wb)).collect())
        }
        _ => (vec![], vec![]),
    }
}

/// The store commands of `op` in the order the engine issues them: (word address, bytes written); `None`
/// where the test does not model the store's request stream.
pub fn dests(op: &VecOp, _wb: u64) -> Option<Vec<(u64, u64)>> {
    match *op {
        VecOp::ResAdd { dst, len, .. }
        | VecOp::SiluMul { dst, len, .. }
        | VecOp::Embed { dst, len, .. } => Some(vec![(dst as u64, 4 * len as u64)]),
        VecOp::Softmax { dst, len, .. } => Some(vec![(dst as u64, 2 * len as u64)]),
        VecOp::Argmax { dst, .. } => Some(vec![(dst as u64, 8)]),
        VecOp::RmsNorm { dst, len, .. } => Some(vec![(dst as u64, 4 * len as u64)]),
        VecOp::Rope { dst, heads, head_size, .. } => {
            Some(vec![(dst as u64, 4 * heads as u64 * head_size as u64)])
        }
        VecOp::KvPack { dst, heads, head_size, .. } => {
            let rec = (2 * head_size as u64 + 4).div_ceil(_wb) * _wb;
            Some(vec![(dst as u64, heads as u64 * rec)])
        }
        VecOp::Score { dst, len, .. } => Some(vec![(dst as u64, 4 * len as u64)]),
        VecOp::Pv { dst, head_size, .. } => Some(vec![(dst as u64, 4 * head_size as u64)]),
        VecOp::Quant { q, scales, len, group, .. } => {
            let groups = (len as u64).div_ceil((group as u64).min(len as u64));
            Some(vec![(q as u64, len as u64), (scales as u64, 4 * groups)])
        }
        VecOp::Requant { dst, len, .. } => Some(vec![(dst as u64, 4 * len as u64)]),
    }
}

/// Words of one BFP16 record of `head_size` mantissas (`docs/isa.md` §4): `ceil((2 * hs + 4) / wb)`.
pub fn record_words(head_size: u16, wb: u64) -> u64 {
    (2 * head_size as u64 + 4).div_ceil(wb)
}

/// The store port's requests that write `bytes` bytes at word `addr`, the SRAM holding `after` (its words
/// after the instruction): for a partial last word, first the merge read of it (its `wdata` is not
/// compared; `VpuSt` sends it when it takes the command), then a write per word, the last one merged.
pub fn store_requests(after: &[u64], addr: u64, bytes: u64, wb: u64) -> Vec<Req> {
    let mut v = Vec::new();
    let n = bytes.div_ceil(wb);
    if n * wb > bytes {
        v.push(Req {
            addr: addr + n - 1,
            we: false,
            wdata: 0,
        });
    }
    for k in 0..n {
        let a = addr + k;
        v.push(Req {
            addr: a,
            we: true,
            wdata: after[a as usize],
        });
    }
    v
}
