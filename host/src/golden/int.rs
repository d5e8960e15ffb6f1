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
            y += requant_wide(acc, *xs, *ws);
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
///   SOFTMAX e_t  = EXP(mx - sc_t)  (Q15),  L = sum_t e_t,  R = floor(2^47 / L)
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
    let hs = cache.head_size;
    let nkv = cache.n_kv_heads;
    let mut qm = vec![0i16; hs];
    let eq = to_bfp16(q, &mut qm) as i32;
    let mut mx = i64::MIN;
    for t in 0..=pos {
        let slot = t * nkv + kv_head;
        let k = &cache.k[slot * hs..(slot + 1) * hs];
        let dot: i64 = qm.iter().zip(k).map(|(&a, &b)| a as i64 * b as i64).sum();
        let ek = cache.k_exp[slot] as i32;
        let sc = sat32(rshr(dot * tables.att_scale as i64, 31 - eq - ek)) as i64;
        scores[t] = sc;
        mx = mx.max(sc);
    }
    let mut l: u64 = 0;
    for s in scores[..=pos].iter_mut() {
        *s = exp_neg(mx - *s, &tables.exp2);
        l += *s as u64;
    }
    let r = ((1u64 << 47) / l) as i64;
    let mut acc = vec![0i64; hs];
    for t in 0..=pos {
        let p = rshr(scores[t] * r, 32);
        let slot = t * nkv + kv_head;
        let v = &cache.v[slot * hs..(slot + 1) * hs];
        let ev = cache.v_exp[slot] as i32;
        for (a, &vi) in acc.iter_mut().zip(v) {
            *a = a.saturating_add(rshr(p * vi as i64, -ev));
        }
    }
    for (o, a) in out.iter_mut().zip(acc) {
        *o = sat32(rshr(a, 15));
    }
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

struct NoObserver;
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
