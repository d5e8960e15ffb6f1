//! The integer golden Transformer: Systole's arithmetic contract (`docs/numerics.md`) as executable Rust.
//! The RTL must produce exactly these values; the testbench compares them element by element.
//!
//! ```text
//!  token ─► EMBED (int8 row × row scale) ─► x: i32 Q16 residual stream
//!   per layer:
//!    x ─► RMSNORM ─► QUANT ─► int8 MATMUL Wq/Wk/Wv (i32 acc) ─► REQUANT ─► q,k,v: i32 Q16
//!         q,k ─► ROPE (Q14 cos/sin table) ─► BFP16 ─► KV cache (i16 mantissas + exponent per head)
//!         per head: SCORE (q·k, causal) ─► SOFTMAX (running max, EXP table, reciprocal) ─► P·V ─► i32 Q16
//!         ─► QUANT ─► MATMUL Wo ─► REQUANT ─► RESADD into x
//!    x ─► RMSNORM ─► QUANT ─► MATMUL W1, W3 ─► REQUANT ─► SILU(h1)·h3 ─► QUANT ─► MATMUL W2 ─► REQUANT ─► RESADD
//!  x ─► RMSNORM ─► QUANT ─► MATMUL classifier ─► REQUANT ─► logits: i32 Q16
//! ```
//!
//! Nothing here uses floating point except [`Backend::forward`]'s final conversion of the Q16 logits to
//! f32 for the host's sampler (exact: |logit| < 2^8 keeps every Q16 value representable, and the order of
//! values is preserved in any case).

use super::fixed::*;
use super::quant::{QMatrix, QNorm, QuantModel};
use super::Backend;
use crate::config::Config;

/// Operation names, used when a comparison reports where values diverge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Embed,
    RmsNorm,
    Matmul,
    Rope,
    Attention,
    SwiGlu,
    ResAdd,
}

/// `QUANT` per group: quantizes each group of `group` consecutive elements with its own dynamic scale
/// (`group == 0` or `>= len`: one scale for the whole vector).
pub fn quantize_groups(v: &[i32], group: usize, q: &mut [i8], scales: &mut Vec<ActScale>) {
    let group = if group == 0 { v.len() } else { group.min(v.len()) };
    scales.clear();
    for (vg, qg) in v.chunks(group).zip(q.chunks_mut(group)) {
        scales.push(quantize(vg, qg));
    }
}

/// `y = W x` for an INT8 activation vector quantized in the same groups as `W`'s scales: INT32
/// accumulation per group, `REQUANT` of each group's sum, and a 64-bit sum of the requantized groups:
/// `y_i = sat32(sum_g rshr(acc_ig * a_m_g * m_ig, s_ig - e_g))`.
pub fn matvec(w: &QMatrix, xq: &[i8], a: &[ActScale], out: &mut [i32]) {
    debug_assert_eq!(xq.len(), w.cols);
    debug_assert_eq!(a.len(), w.groups());
    for (r, o) in out.iter_mut().enumerate().take(w.rows) {
        let mut y = 0i64;
        for ((wg, xg), (ws, xs)) in w.row(r).chunks(w.group).zip(xq.chunks(w.group)).zip(w.row_scales(r).iter().zip(a)) {
            let acc: i32 = wg.iter().zip(xg).map(|(&wv, &xv)| wv as i32 * xv as i32).sum();
            // a wrapping i64 sum, as the hardware's 64-bit accumulator (and REQUANT, docs/isa.md §4): inside
            // the quantizer's ranges it cannot wrap, but a left shift (s < e) saturates a term to the i64
            // range and the sum must then be defined, also in the overflow-checked test build
            y = y.wrapping_add(requant_wide(acc, *xs, *ws));
        }
        *o = sat32(y);
    }
}

/// `RMSNORM` (contract): normalise `x` (Q16) by its root mean square and scale by the folded gains.
///
/// ```text
///   (m, e) = BFP16(x)
///   u   = sum_j m_j^2 + (eps_term >> 2e)        (u64)
///   s   = isqrt(u);  inv = floor(2^36 / s)        (u == 0 => y = 0)
///   y_j = sat32(rshr(m_j * inv * g_j, 20 + shift))
/// ```
pub fn rmsnorm(x: &[i32], norm: &QNorm, eps_term: u64, y: &mut [i32]) {
    let mut m = vec![0i16; x.len()];
    let e = to_bfp16(x, &mut m) as u32;
    let ss: u64 = m.iter().map(|&v| (v as i64 * v as i64) as u64).sum();
    let u = ss + (eps_term >> (2 * e));
    if u == 0 {
        y.fill(0);
        return;
    }
    let inv = ((1u64 << 36) / isqrt(u)) as i64;
    for ((yj, &mj), &gj) in y.iter_mut().zip(&m).zip(&norm.g) {
        let t = mj as i64 * inv;
        *yj = sat32(rshr(t * gj as i64, 20 + norm.shift));
    }
}

/// `ROPE` (contract): rotates each adjacent pair of every head by the Q14 table entry of its position.
pub fn rope(v: &[i32], table_pos: &[(i16, i16)], head_size: usize, out: &mut [i32]) {
    for i in (0..v.len()).step_by(2) {
        let (c, s) = table_pos[(i % head_size) / 2];
        let (v0, v1) = (v[i] as i64, v[i + 1] as i64);
        out[i] = sat32(rshr(v0 * c as i64 - v1 * s as i64, 14));
        out[i + 1] = sat32(rshr(v0 * s as i64 + v1 * c as i64, 14));
    }
}

/// The KV cache of one layer: per position and KV head, `head_size` INT16 mantissas and one exponent.
#[derive(Debug, Clone)]
pub struct KvCache {
    head_size: usize,
    n_kv_heads: usize,
    /// `[pos][kv_head][head_size]`
    pub k: Vec<i16>,
    pub v: Vec<i16>,
    /// `[pos][kv_head]`
    pub k_exp: Vec<u8>,
    pub v_exp: Vec<u8>,
}

impl KvCache {
    pub fn new(seq_len: usize, n_kv_heads: usize, head_size: usize) -> Self {
        KvCache {
            head_size,
            n_kv_heads,
            k: vec![0; seq_len * n_kv_heads * head_size],
            v: vec![0; seq_len * n_kv_heads * head_size],
            k_exp: vec![0; seq_len * n_kv_heads],
            v_exp: vec![0; seq_len * n_kv_heads],
        }
    }

    /// Stores the (roped) key and the value of position `pos` (`[kv_dim]`, Q16) as BFP16 per head.
    pub fn store(&mut self, pos: usize, k: &[i32], v: &[i32]) {
        let hs = self.head_size;
        for h in 0..self.n_kv_heads {
            let slot = pos * self.n_kv_heads + h;
            self.k_exp[slot] = to_bfp16(&k[h * hs..(h + 1) * hs], &mut self.k[slot * hs..(slot + 1) * hs]);
            self.v_exp[slot] = to_bfp16(&v[h * hs..(h + 1) * hs], &mut self.v[slot * hs..(slot + 1) * hs]);
        }
    }
}

/// Attention of one query head over positions `0..=pos` of its KV head (contracts `SCORE`, `SOFTMAX`,
/// `PV`). `q` is the roped query head (Q16); the output is Q16. `scores` is scratch of at least `pos + 1`.
///
/// ```text
///   (qm, eq) = BFP16(q)
///   SCORE   sc_t = sat32(rshr((sum_i qm_i * km_t,i) * att_scale, 31 - eq - ek_t))     t = 0..=pos
///           mx   = running max of sc_t
///   SOFTMAX e_t  = EXP(mx - sc_t)  (Q15),  L = sum_t e_t,  R = floor(2^47 / L)      (softmax_q15)
///           p_t  = rshr(e_t * R, 32)  (Q15)
///   PV      o_i  = sat32(rshr(sum_t sat64(rshr(p_t * vm_t,i, -ev_t)), 15))   (64-bit saturating sum)
/// ```
pub fn attention_head(
    q: &[i32],
    cache: &KvCache,
    kv_head: usize,
    pos: usize,
    tables: &super::quant::Tables,
    scores: &mut [i64],
    out: &mut [i32],
) {
    score_head(q, cache, kv_head, tables.att_scale, &mut scores[..=pos]);
    // SOFTMAX finds its own maximum (the RTL unit gets only the scores); SCORE's values are sat32
    let sc: Vec<i32> = scores[..=pos].iter().map(|&s| s as i32).collect();
    let mut probs = vec![0u16; pos + 1];
    if softmax_q15(&sc, &tables.exp2, &mut probs).is_err() {
        // only a malformed EXP2 table gets here (`Tables::new` builds the contract's): no panic, no output
        out.fill(0);
        return;
    }
    pv_head(&probs, cache, kv_head, out);
}

/// `SCORE` (contract, `vec.score`) of one query head `q` (Q16, `head_size` elements) against positions
/// `0..scores.len()` of KV head `kv_head`:
/// `(qm, eq) = BFP16(q)`, `sc_t = sat32(rshr((sum_i qm_i * km_t,i) * att_scale, 31 - eq - ek_t))`.
/// The one definition of SCORE: [`attention_head`] calls it, and the RTL (`vpu_score_h64`) is compared
/// with it.
pub fn score_head(q: &[i32], cache: &KvCache, kv_head: usize, att_scale: i16, scores: &mut [i64]) {
    let hs = cache.head_size;
    let nkv = cache.n_kv_heads;
    let mut qm = vec![0i16; hs];
    let eq = to_bfp16(q, &mut qm) as u32;
    for (t, s) in scores.iter_mut().enumerate() {
        let slot = t * nkv + kv_head;
        let k = &cache.k[slot * hs..(slot + 1) * hs];
        *s = score_one(&qm, eq, k, cache.k_exp[slot] as u32, att_scale) as i64;
    }
}

/// One SCORE value, for the BFP16 query `(qm, eq)` and one key record `(km, ek)`:
/// `sat32(rshr((sum_i qm_i * km_i) * att_scale, 31 - eq - ek))`. The contract's exponents are 0..=17; larger
/// ones (a corrupt record read by the device) are exact too, because the shift is clamped where `rshr`'s
/// result no longer changes (`|dot * att_scale| < 2^52`).
pub fn score_one(qm: &[i16], eq: u32, km: &[i16], ek: u32, att_scale: i16) -> i32 {
    let dot: i64 = qm.iter().zip(km).map(|(&a, &b)| a as i64 * b as i64).sum();
    let n = (31 - eq as i64 - ek as i64).clamp(-128, 128) as i32;
    sat32(rshr(dot * att_scale as i64, n))
}

/// `PV` (contract, `vec.pv`): the weighted sum of the V records of positions `0..p.len()` of KV head
/// `kv_head`, `o_i = sat32(rshr(sum_t sat64(rshr(p_t * vm_t,i, -ev_t)), 15))` (Q16), where the sum is a
/// 64-bit saturating accumulator (clamped at the i64 bounds at every addition). `p_t` is the softmax weight
/// (u16, Q15). The one definition of PV: [`attention_head`] calls it, and the RTL (`vpu_pv_h64`) is
/// compared with it.
pub fn pv_head(p: &[u16], cache: &KvCache, kv_head: usize, out: &mut [i32]) {
    let hs = cache.head_size;
    let nkv = cache.n_kv_heads;
    let mut acc = vec![0i64; hs];
    for (t, &pt) in p.iter().enumerate() {
        let slot = t * nkv + kv_head;
        let v = &cache.v[slot * hs..(slot + 1) * hs];
        pv_accumulate(&mut acc, pt, v, cache.v_exp[slot] as u32);
    }
    pv_finish(&acc, out);
}

/// PV's accumulation of one V record `(vm, ev)` with its weight `p`:
/// `acc_i = sat64(acc_i + rshr(p * vm_i, -ev))`. Exponents above 63 (out of the contract's 0..=17) act as 63:
/// every non-zero product saturates alike from there.
pub fn pv_accumulate(acc: &mut [i64], p: u16, vm: &[i16], ev: u32) {
    let ev = ev.min(63) as i32;
    for (a, &vi) in acc.iter_mut().zip(vm) {
        *a = a.saturating_add(rshr(p as i64 * vi as i64, -ev));
    }
}

/// PV's output: `o_i = sat32(rshr(acc_i, 15))` (Q16).
pub fn pv_finish(acc: &[i64], out: &mut [i32]) {
    for (o, &a) in out.iter_mut().zip(acc) {
        *o = sat32(rshr(a, 15));
    }
}

/// Why [`softmax_q15`] refused its operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SoftmaxError {
    #[error("softmax of an empty score vector")]
    Empty,
    #[error("softmax: {scores} scores but {out} output slots")]
    Length { scores: usize, out: usize },
    #[error("softmax: an EXP2 table of {0} entries ({EXP2_ENTRIES} needed)")]
    TableLen(usize),
    #[error("softmax: EXP2[0] = {0} is below 2^15 (the contract's table has 32768), so L >= 2^15 is not guaranteed")]
    TableHead(u16),
}

/// `SOFTMAX` (contract) of one score vector `sc_t` (i32, Q16), into `p_t` (u16, Q15):
///
/// ```text
///   mx  = max_t sc_t
///   e_t = EXP(mx - sc_t)   (fixed::exp_neg: d clamped to 2^40, LOG2E, EXP2 lerp, rshr by n; n >= 16 => 0)
///   L   = sum_t e_t         (>= EXP2[0] >= 2^15: the maximum's e is EXP2[0])
///   R   = floor(2^47 / L)   (<= 2^32)
///   p_t = rshr(e_t * R, 32) (<= 2^15: e_t <= L)
/// ```
///
/// This is the one definition of the operation: [`attention_head`] calls it, and the RTL unit
/// (`hdl/src/vpu/softmax.rs`) is checked against it. `out` must have `scores.len()` slots, and the table
/// must be [`EXP2_ENTRIES`] long with `EXP2[0] >= 2^15` (any such table; the contract's has `EXP2[0] = 2^15`).
pub fn softmax_q15(scores: &[i32], exp2: &[u16], out: &mut [u16]) -> Result<(), SoftmaxError> {
    if scores.is_empty() {
        return Err(SoftmaxError::Empty);
    }
    if out.len() != scores.len() {
        return Err(SoftmaxError::Length { scores: scores.len(), out: out.len() });
    }
    if exp2.len() != EXP2_ENTRIES {
        return Err(SoftmaxError::TableLen(exp2.len()));
    }
    if exp2[0] < 1 << 15 {
        return Err(SoftmaxError::TableHead(exp2[0]));
    }
    let mx = scores.iter().copied().max().unwrap_or(0) as i64;
    let mut l: u64 = 0;
    for (o, &s) in out.iter_mut().zip(scores) {
        let e = exp_neg(mx - s as i64, exp2);
        *o = e as u16; // e <= 65535: between two table entries, then shifted right
        l += e as u64;
    }
    let r = ((1u64 << 47) / l) as i64;
    for o in out.iter_mut() {
        *o = rshr(*o as i64 * r, 32) as u16;
    }
    Ok(())
}

/// `SWIGLU` (contract): `hb_j = sat32(rshr(SILU(h1_j) * h3_j, 16))`.
pub fn swiglu(h1: &[i32], h3: &[i32], sig: &[u16], out: &mut [i32]) {
    for ((o, &a), &b) in out.iter_mut().zip(h1).zip(h3) {
        *o = sat32(rshr(silu(a, sig) * b as i64, 16));
    }
}

/// `RESADD` (contract): `x_j = sat32(x_j + y_j)`.
pub fn residual_add(x: &mut [i32], y: &[i32]) {
    for (a, &b) in x.iter_mut().zip(y) {
        *a = sat32(*a as i64 + b as i64);
    }
}

/// `EMBED` (contract): `x_j = sat32(rshr(q_tj * 127 * m_t, s_t - 16))`, the token's INT8 row in Q16.
pub fn embed(e: &QMatrix, token: usize, x: &mut [i32]) {
    let scales = e.row_scales(token);
    for (j, (xj, &qj)) in x.iter_mut().zip(e.row(token)).enumerate() {
        let sc = scales[j / e.group];
        *xj = sat32(rshr(qj as i64 * 127 * sc.m as i64, sc.s as i32 - 16));
    }
}

/// Index of the largest logit, the first one on ties (contract `ARGMAX`).
pub fn argmax(v: &[i32]) -> usize {
    let mut best = 0;
    for (i, &x) in v.iter().enumerate() {
        if x > v[best] {
            best = i;
        }
    }
    best
}

/// Per-token intermediate values, for comparisons that localise a divergence.
pub trait Observer {
    fn value(&mut self, layer: Option<usize>, op: Op, tensor: &'static str, values: &[i32]);
}

/// The integer golden model with its KV cache.
pub struct IntTransformer {
    model: QuantModel,
    caches: Vec<KvCache>,
    x: Vec<i32>,
    xb: Vec<i32>,
    xq: Vec<i8>,
    hq: Vec<i8>,
    q: Vec<i32>,
    k: Vec<i32>,
    v: Vec<i32>,
    tmp: Vec<i32>,
    att: Vec<i32>,
    h1: Vec<i32>,
    h3: Vec<i32>,
    scores: Vec<i64>,
    sc: Vec<ActScale>,
    logits: Vec<i32>,
    logits_f32: Vec<f32>,
    next_pos: usize,
}

impl IntTransformer {
    pub fn new(model: QuantModel) -> Self {
        let c = model.config.clone();
        let (d, h, kv) = (c.dim, c.hidden_dim, c.kv_dim());
        IntTransformer {
            caches: (0..c.n_layers).map(|_| KvCache::new(c.seq_len, c.n_kv_heads, c.head_size())).collect(),
            x: vec![0; d],
            xb: vec![0; d],
            xq: vec![0; d],
            hq: vec![0; h],
            q: vec![0; d],
            k: vec![0; kv],
            v: vec![0; kv],
            tmp: vec![0; d.max(kv)],
            att: vec![0; d],
            h1: vec![0; h],
            h3: vec![0; h],
            scores: vec![0; c.seq_len],
            sc: Vec::new(),
            logits: vec![0; c.vocab_size],
            logits_f32: vec![0.0; c.vocab_size],
            next_pos: 0,
            model,
        }
    }

    pub fn model(&self) -> &QuantModel {
        &self.model
    }

    /// The Q16 logits of the last `forward`.
    pub fn logits_q16(&self) -> &[i32] {
        &self.logits
    }

    /// The KV cache of layer `l`.
    pub fn cache(&self, l: usize) -> &KvCache {
        &self.caches[l]
    }

    /// Runs one position, reporting every intermediate tensor to `obs`, and returns the Q16 logits.
    pub fn forward_observed(&mut self, token: u32, pos: usize, obs: &mut dyn Observer) -> &[i32] {
        let c = self.model.config.clone();
        assert!((token as usize) < c.vocab_size && pos < c.seq_len, "forward({token}, {pos}) out of range");
        assert_eq!(pos, self.next_pos, "positions must be fed in order");
        self.next_pos = pos + 1;
        let (hs, kv_mul, d, kv) = (c.head_size(), c.kv_mul(), c.dim, c.kv_dim());
        let m = &self.model;
        let t = &m.tables;
        let rope_pos = &t.rope[pos * hs / 2..(pos + 1) * hs / 2];

        embed(&m.embedding, token as usize, &mut self.x);
        obs.value(None, Op::Embed, "x", &self.x);
        for (l, layer) in m.layers.iter().enumerate() {
            let lo = Some(l);
            rmsnorm(&self.x, &layer.norm_att, t.eps_term, &mut self.xb);
            obs.value(lo, Op::RmsNorm, "xb_att", &self.xb);
            quantize_groups(&self.xb, m.group, &mut self.xq, &mut self.sc);
            let a = &self.sc;
            matvec(&layer.wq, &self.xq, a, &mut self.tmp[..d]);
            obs.value(lo, Op::Matmul, "q", &self.tmp[..d]);
            rope(&self.tmp[..d], rope_pos, hs, &mut self.q);
            obs.value(lo, Op::Rope, "q_rope", &self.q);
            matvec(&layer.wk, &self.xq, a, &mut self.tmp[..kv]);
            obs.value(lo, Op::Matmul, "k", &self.tmp[..kv]);
            rope(&self.tmp[..kv], rope_pos, hs, &mut self.k);
            obs.value(lo, Op::Rope, "k_rope", &self.k);
            matvec(&layer.wv, &self.xq, a, &mut self.v);
            obs.value(lo, Op::Matmul, "v", &self.v);
            self.caches[l].store(pos, &self.k, &self.v);
            for h in 0..c.n_heads {
                attention_head(
                    &self.q[h * hs..(h + 1) * hs],
                    &self.caches[l],
                    h / kv_mul,
                    pos,
                    t,
                    &mut self.scores,
                    &mut self.att[h * hs..(h + 1) * hs],
                );
            }
            obs.value(lo, Op::Attention, "att", &self.att);
            quantize_groups(&self.att, m.group, &mut self.xq, &mut self.sc);
            let a = &self.sc;
            matvec(&layer.wo, &self.xq, a, &mut self.xb);
            obs.value(lo, Op::Matmul, "o", &self.xb);
            residual_add(&mut self.x, &self.xb);
            obs.value(lo, Op::ResAdd, "x_att", &self.x);

            rmsnorm(&self.x, &layer.norm_ffn, t.eps_term, &mut self.xb);
            obs.value(lo, Op::RmsNorm, "xb_ffn", &self.xb);
            quantize_groups(&self.xb, m.group, &mut self.xq, &mut self.sc);
            let a = &self.sc;
            matvec(&layer.w1, &self.xq, a, &mut self.h1);
            obs.value(lo, Op::Matmul, "h1", &self.h1);
            matvec(&layer.w3, &self.xq, a, &mut self.h3);
            obs.value(lo, Op::Matmul, "h3", &self.h3);
            let h1 = std::mem::take(&mut self.h1);
            let mut hb = std::mem::take(&mut self.h3);
            let h3 = hb.clone();
            swiglu(&h1, &h3, &t.sigmoid, &mut hb);
            obs.value(lo, Op::SwiGlu, "hb", &hb);
            quantize_groups(&hb, m.group, &mut self.hq, &mut self.sc);
            let a = &self.sc;
            matvec(&layer.w2, &self.hq, a, &mut self.xb);
            obs.value(lo, Op::Matmul, "ffn_out", &self.xb);
            residual_add(&mut self.x, &self.xb);
            obs.value(lo, Op::ResAdd, "x_ffn", &self.x);
            self.h1 = h1;
            self.h3 = hb;
        }
        rmsnorm(&self.x, &m.norm_final, t.eps_term, &mut self.xb);
        obs.value(None, Op::RmsNorm, "xb_final", &self.xb);
        quantize_groups(&self.xb, m.group, &mut self.xq, &mut self.sc);
        let a = &self.sc;
        matvec(m.classifier(), &self.xq, a, &mut self.logits);
        obs.value(None, Op::Matmul, "logits", &self.logits);
        &self.logits
    }
}

/// An observer that observes nothing.
pub struct NoObserver;
impl Observer for NoObserver {
    #[inline]
    fn value(&mut self, _: Option<usize>, _: Op, _: &'static str, _: &[i32]) {}
}

impl Backend for IntTransformer {
    fn name(&self) -> &'static str {
        "golden-int"
    }
    fn config(&self) -> &Config {
        &self.model.config
    }
    fn reset(&mut self) {
        self.next_pos = 0;
    }
    fn forward(&mut self, token: u32, pos: usize) -> &[f32] {
        self.forward_observed(token, pos, &mut NoObserver);
        for (f, &q) in self.logits_f32.iter_mut().zip(&self.logits) {
            *f = q as f32 / 65536.0;
        }
        &self.logits_f32
    }
}

#[cfg(test)]
mod tests {
    //! Each contract operation against a float reference on random inputs, including extremes. The
    //! tolerances are the contract's documented accuracy (`docs/numerics.md`), so a change that loosens
    //! an operation's precision fails here.
    use super::*;
    use crate::golden::quant::{QNorm, Tables};
    use proptest::prelude::*;

    fn tables(seq: usize, hs: usize) -> Tables {
        let mut rope = Vec::new();
        for pos in 0..seq {
            for i in (0..hs).step_by(2) {
                let a = (pos as f32 * (1.0f32 / 10000f32.powf(i as f32 / hs as f32))) as f64;
                rope.push(((a.cos() * 16384.0).round() as i16, (a.sin() * 16384.0).round() as i16));
            }
        }
        Tables {
            exp2: exp2_table(),
            sigmoid: sigmoid_table(),
            rope,
            eps_term: (1e-5 * 64.0 * 2f64.powi(32)) as u64,
            att_scale: (32768.0 / (hs as f64).sqrt()).round() as i16,
        }
    }

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        /// Uniform in [-amp, amp] in Q16.
        fn q16(&mut self, amp: f64) -> i32 {
            let u = (self.next() >> 11) as f64 / (1u64 << 53) as f64;
            ((u * 2.0 - 1.0) * amp * 65536.0).round() as i32
        }
    }

    fn f(x: i32) -> f64 {
        x as f64 / 65536.0
    }

    #[test]
    fn rmsnorm_matches_float_over_magnitudes() {
        let mut r = Rng(7);
        let gains: Vec<f32> = (0..64).map(|i| 0.5 + i as f32 / 32.0).collect();
        let norm = QNorm::new(&gains);
        let eps_term = (1e-5 * 64.0 * 2f64.powi(32)).round() as u64;
        for &amp in &[1e-3, 0.05, 1.0, 30.0, 2000.0, 32000.0] {
            for _ in 0..50 {
                let x: Vec<i32> = (0..64).map(|_| r.q16(amp)).collect();
                let mut y = vec![0; 64];
                rmsnorm(&x, &norm, eps_term, &mut y);
                let ms = x.iter().map(|&v| f(v) * f(v)).sum::<f64>() / 64.0;
                let inv = 1.0 / (ms + 1e-5).sqrt();
                for j in 0..64 {
                    let want = f(x[j]) * inv * gains[j] as f64;
                    // relative 2^-12 of the vector's largest output plus 2 LSB
                    let tol = 4.0 * 2f64.powi(-12) + 2.0 / 65536.0;
                    assert!((f(y[j]) - want).abs() <= tol.max(want.abs() * 1e-3), "amp {amp} j {j}: {} vs {want}", f(y[j]));
                }
            }
        }
        // all zeros: the epsilon keeps it finite and the output is zero
        let mut y = vec![1; 64];
        rmsnorm(&vec![0; 64], &norm, eps_term, &mut y);
        assert!(y.iter().all(|&v| v == 0));
        // extremes saturate instead of overflowing
        let x: Vec<i32> = (0..64).map(|i| if i % 2 == 0 { i32::MAX } else { i32::MIN }).collect();
        rmsnorm(&x, &norm, eps_term, &mut y);
        for j in 0..64 {
            let want = if j % 2 == 0 { 1.0 } else { -1.0 } * gains[j] as f64;
            assert!((f(y[j]) - want).abs() < 1e-3, "{j}");
        }
    }

    #[test]
    fn rope_matches_float() {
        let t = tables(64, 8);
        let mut r = Rng(11);
        for pos in [0usize, 1, 7, 63] {
            let v: Vec<i32> = (0..32).map(|_| r.q16(40.0)).collect();
            let mut out = vec![0; 32];
            rope(&v, &t.rope[pos * 4..(pos + 1) * 4], 8, &mut out);
            for i in (0..32).step_by(2) {
                let a = pos as f64 * 1.0 / 10000f64.powf((i % 8) as f64 / 8.0);
                let (c, s) = (a.cos(), a.sin());
                let w0 = f(v[i]) * c - f(v[i + 1]) * s;
                let w1 = f(v[i]) * s + f(v[i + 1]) * c;
                let tol = 40.0 * 2.0 * 2f64.powi(-14) + 2.0 / 65536.0;
                assert!((f(out[i]) - w0).abs() < tol && (f(out[i + 1]) - w1).abs() < tol, "pos {pos} i {i}");
            }
        }
    }

    fn float_attention(q: &[f64], ks: &[Vec<f64>], vs: &[Vec<f64>]) -> Vec<f64> {
        let hs = q.len();
        let sc: Vec<f64> = ks.iter().map(|k| q.iter().zip(k).map(|(a, b)| a * b).sum::<f64>() / (hs as f64).sqrt()).collect();
        let mx = sc.iter().cloned().fold(f64::MIN, f64::max);
        let e: Vec<f64> = sc.iter().map(|s| (s - mx).exp()).collect();
        let l: f64 = e.iter().sum();
        (0..hs).map(|i| e.iter().zip(vs).map(|(p, v)| p / l * v[i]).sum()).collect()
    }

    #[test]
    fn attention_matches_float_and_masks_the_future() {
        let (seq, hs, nkv) = (96, 8, 2);
        let t = tables(seq, hs);
        let mut r = Rng(5);
        for &(qa, ka, va) in &[(1.0, 1.0, 1.0), (30.0, 20.0, 4.0), (0.01, 0.01, 0.01), (200.0, 200.0, 100.0)] {
            let mut cache = KvCache::new(seq, nkv, hs);
            let mut ks = vec![vec![]; nkv];
            let mut vs = vec![vec![]; nkv];
            for pos in 0..seq {
                let k: Vec<i32> = (0..nkv * hs).map(|_| r.q16(ka)).collect();
                let v: Vec<i32> = (0..nkv * hs).map(|_| r.q16(va)).collect();
                cache.store(pos, &k, &v);
                for h in 0..nkv {
                    ks[h].push(k[h * hs..(h + 1) * hs].iter().map(|&x| f(x)).collect::<Vec<_>>());
                    vs[h].push(v[h * hs..(h + 1) * hs].iter().map(|&x| f(x)).collect::<Vec<_>>());
                }
            }
            for &pos in &[0usize, 1, 17, 95] {
                for h in 0..nkv {
                    let q: Vec<i32> = (0..hs).map(|_| r.q16(qa)).collect();
                    let mut scores = vec![0i64; seq];
                    let mut out = vec![0i32; hs];
                    attention_head(&q, &cache, h, pos, &t, &mut scores, &mut out);
                    let qf: Vec<f64> = q.iter().map(|&x| f(x)).collect();
                    let want = float_attention(&qf, &ks[h][..=pos], &vs[h][..=pos]);
                    for i in 0..hs {
                        // probabilities carry ~2^-13 error each; values up to va
                        let tol = va * (pos as f64 + 1.0).sqrt() * 2f64.powi(-11) + va * 2e-3 + 3.0 / 65536.0;
                        assert!((f(out[i]) - want[i]).abs() <= tol, "amp {qa}/{ka}/{va} pos {pos} h {h} i {i}: {} vs {}", f(out[i]), want[i]);
                    }
                }
            }
        }
        // masking: changing keys/values after `pos` does not change the output at `pos`
        let mut cache = KvCache::new(8, 1, hs);
        for p in 0..8 {
            let kv: Vec<i32> = (0..hs).map(|_| r.q16(3.0)).collect();
            cache.store(p, &kv, &kv);
        }
        let q: Vec<i32> = (0..hs).map(|_| r.q16(3.0)).collect();
        let (mut s, mut a, mut b) = (vec![0; 8], vec![0; hs], vec![0; hs]);
        attention_head(&q, &cache, 0, 3, &t, &mut s, &mut a);
        cache.store(5, &vec![i32::MAX; hs], &vec![i32::MIN; hs]);
        attention_head(&q, &cache, 0, 3, &t, &mut s, &mut b);
        assert_eq!(a, b);
    }

    /// `softmax_q15` equals the SOFTMAX that `attention_head` computed inline before it was factored out
    /// (running max, `exp_neg`, `2^47 / L`, `rshr(e * R, 32)`), stays within Q15 and sums to about 1.
    #[test]
    fn softmax_q15_matches_the_inline_definition() {
        let exp2 = exp2_table();
        let mut r = Rng(11);
        for k in 0..400usize {
            let n = 1 + (r.next() % 512) as usize;
            let sc: Vec<i32> = (0..n)
                .map(|_| match k % 4 {
                    0 => r.next() as i32,
                    1 => [i32::MIN, i32::MAX, 0, -1][(r.next() % 4) as usize],
                    2 => (r.next() % (1 << 20)) as i32 - (1 << 19),
                    _ => 7,
                })
                .collect();
            let mx = sc.iter().map(|&s| s as i64).max().unwrap();
            let e: Vec<i64> = sc.iter().map(|&s| exp_neg(mx - s as i64, &exp2)).collect();
            let l: u64 = e.iter().map(|&x| x as u64).sum();
            let rr = ((1u64 << 47) / l) as i64;
            let mut p = vec![0u16; n];
            softmax_q15(&sc, &exp2, &mut p).unwrap();
            for t in 0..n {
                assert_eq!(p[t] as i64, rshr(e[t] * rr, 32), "vector {k} t {t}");
                assert!(p[t] <= 1 << 15);
            }
            let sum: i64 = p.iter().map(|&x| x as i64).sum();
            assert!((sum - 32768).abs() <= n as i64, "vector {k}: sum {sum}");
        }
        let mut p = vec![0u16; 2];
        assert_eq!(softmax_q15(&[], &exp2, &mut p[..0]), Err(SoftmaxError::Empty));
        assert_eq!(softmax_q15(&[1], &exp2, &mut p), Err(SoftmaxError::Length { scores: 1, out: 2 }));
        assert_eq!(softmax_q15(&[1, 2], &exp2[..256], &mut p), Err(SoftmaxError::TableLen(256)));
        let mut bad = exp2.clone();
        bad[0] = 0;
        assert_eq!(softmax_q15(&[1, 2], &bad, &mut p), Err(SoftmaxError::TableHead(0)));
    }

    #[test]
    fn swiglu_and_residual_saturate() {
        let sig = sigmoid_table();
        let mut out = vec![0; 4];
        swiglu(&[i32::MAX, i32::MIN, 3 << 16, -(20 << 16)], &[i32::MAX, i32::MAX, 2 << 16, 5 << 16], &sig, &mut out);
        assert_eq!(out[0], i32::MAX);
        assert_eq!(out[1], 0);
        let want = 3.0 / (1.0 + (-3f64).exp()) * 2.0;
        assert!((f(out[2]) - want).abs() < 1e-3);
        assert_eq!(out[3], 0);
        let mut x = vec![i32::MAX - 1, i32::MIN + 1, 5];
        residual_add(&mut x, &[10, -10, -7]);
        assert_eq!(x, vec![i32::MAX, i32::MIN, -2]);
    }

    #[test]
    fn matvec_matches_dequantized_float() {
        let mut r = Rng(3);
        for &group in &[0usize, 32, 16] {
            let (rows, cols) = (40, 172);
            let w: Vec<f32> = (0..rows * cols).map(|_| (r.q16(0.3) as f64 / 65536.0) as f32).collect();
            let qm = QMatrix::quantize(&w, rows, cols, group);
            let wd = qm.dequantize();
            let x: Vec<i32> = (0..cols).map(|i| if i == 5 { r.q16(40.0) } else { r.q16(2.0) }).collect();
            let mut xq = vec![0i8; cols];
            let mut sc = Vec::new();
            quantize_groups(&x, group, &mut xq, &mut sc);
            let mut y = vec![0; rows];
            matvec(&qm, &xq, &sc, &mut y);
            // the exact result of the quantized operands
            let gsz = if group == 0 { cols } else { group };
            for i in 0..rows {
                let mut want = 0.0;
                for j in 0..cols {
                    let s = sc[j / gsz];
                    let xd = xq[j] as f64 * s.a_m as f64 * 2f64.powi(s.e as i32) / 127.0 / 65536.0;
                    want += wd[i * cols + j] as f64 * xd;
                }
                let tol = 1e-4 * want.abs() + 4.0 / 65536.0;
                assert!((f(y[i]) - want).abs() <= tol, "group {group} row {i}: {} vs {want}", f(y[i]));
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        /// No operation panics or overflows on any `i32` input, and quantized values stay in range.
        #[test]
        fn ops_never_panic_on_extremes(v in proptest::collection::vec(any::<i32>(), 64), w in proptest::collection::vec(any::<i32>(), 64)) {
            let t = tables(4, 8);
            let norm = QNorm::new(&[1.0f32; 64]);
            let mut y = vec![0; 64];
            rmsnorm(&v, &norm, t.eps_term, &mut y);
            let mut q = vec![0i8; 64];
            let mut sc = Vec::new();
            quantize_groups(&v, 32, &mut q, &mut sc);
            prop_assert!(q.iter().all(|&x| x != i8::MIN));
            rope(&v, &t.rope[8..12], 8, &mut y);
            swiglu(&v, &w, &t.sigmoid, &mut y);
            let mut cache = KvCache::new(4, 1, 8);
            for p in 0..4 {
                cache.store(p, &v[p * 8..p * 8 + 8], &w[p * 8..p * 8 + 8]);
            }
            let mut s = vec![0; 4];
            let mut o = vec![0; 8];
            attention_head(&v[32..40], &cache, 0, 3, &t, &mut s, &mut o);
            let mut x = v.clone();
            residual_add(&mut x, &w);
        }
    }
}
