//! The f32 golden Transformer: the llama architecture exactly as llama2.c's `run.c` computes it.
//!
//! ```text
//!  token ──► embedding row ──► x ─┬─► RMSNorm ─► Wq,Wk,Wv ─► RoPE ─► GQA attention over the KV cache ─► Wo ─► (+)
//!                                 │                                                                      │
//!                                 └──────────────────────────── residual ◄───────────────────────────────┘
//!                                 ┌─► RMSNorm ─► W1,W3 ─► SiLU(W1 x)·(W3 x) ─► W2 ─► (+)   (× n_layers)
//!                                 └───────────────── residual ◄──────────────────────┘
//!  x ─► RMSNorm ─► classifier ─► logits
//! ```
//!
//! **Token exactness.** Every floating-point operation is performed in the same order and with the same
//! rounding as `run.c` compiled without fast-math (no FMA contraction; `expf`, `powf`, `cosf`, `sinf` from the
//! C library): each dot product accumulates its terms one after another from 0.0. The results are therefore
//! bit-identical to llama2.c, not merely close, which is what makes greedy decoding token-exact.
//!
//! **Speed.** The matrix-vector products dominate decode. Instead of summing a row with one dependent chain
//! of additions (latency-bound, as `run.c` does), the weights are repacked once into blocks of [`LANES`]
//! rows, interleaved by column: `packed[block][col][lane] = W[block*LANES + lane][col]`. The inner loop then
//! updates `LANES` independent accumulators per column, which the compiler keeps in SIMD registers. Each lane
//! still sums its own row in column order, so the result is unchanged bit for bit.

use super::Backend;
use crate::config::Config;
use crate::Model;

/// Rows per packed block: independent accumulators the matmul inner loop keeps in flight.
pub const LANES: usize = 16;

/// A weight matrix `[rows][cols]` repacked into row blocks for [`matvec`](PackedMatrix::matvec).
#[derive(Debug, Clone)]
pub struct PackedMatrix {
    rows: usize,
    cols: usize,
    /// `[ceil(rows / LANES)][cols][LANES]`, padding rows are zero.
    data: Vec<[f32; LANES]>,
}

impl PackedMatrix {
    /// Packs a row-major `[rows][cols]` matrix.
    pub fn new(w: &[f32], rows: usize, cols: usize) -> Self {
        assert_eq!(w.len(), rows * cols, "matrix size");
        let blocks = rows.div_ceil(LANES);
        let mut data = vec![[0.0f32; LANES]; blocks * cols];
        for r in 0..rows {
            let (b, lane) = (r / LANES, r % LANES);
            for c in 0..cols {
                data[b * cols + c][lane] = w[r * cols + c];
            }
        }
        PackedMatrix { rows, cols, data }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// `out[i] = sum_j W[i][j] * x[j]`, summed in j order from 0.0 for every row (llama2.c's `matmul`).
    pub fn matvec(&self, x: &[f32], out: &mut [f32]) {
        assert_eq!(x.len(), self.cols);
        assert_eq!(out.len(), self.rows);
        for (b, block) in self.data.chunks_exact(self.cols).enumerate() {
            let mut acc = [0.0f32; LANES];
            for (w, &xj) in block.iter().zip(x) {
                for lane in 0..LANES {
                    acc[lane] += w[lane] * xj;
                }
            }
            let start = b * LANES;
            let n = LANES.min(self.rows - start);
            out[start..start + n].copy_from_slice(&acc[..n]);
        }
    }
}

/// llama2.c's `rmsnorm`: `o[j] = weight[j] * (x[j] / sqrt(mean(x^2) + 1e-5))` with its exact operation order.
pub fn rmsnorm(o: &mut [f32], x: &[f32], weight: &[f32], eps: f32) {
    let mut ss = 0.0f32;
    for &v in x {
        ss += v * v;
    }
    ss /= x.len() as f32;
    ss += eps;
    let ss = 1.0f32 / ss.sqrt();
    for ((o, &w), &v) in o.iter_mut().zip(weight).zip(x) {
        *o = w * (ss * v);
    }
}

/// llama2.c's in-place `softmax`.
pub fn softmax(x: &mut [f32]) {
    let mut max = x[0];
    for &v in &x[1..] {
        if v > max {
            max = v;
        }
    }
    let mut sum = 0.0f32;
    for v in x.iter_mut() {
        *v = (*v - max).exp();
        sum += *v;
    }
    for v in x.iter_mut() {
        *v /= sum;
    }
}

struct Layer {
    rms_att: Vec<f32>,
    wq: PackedMatrix,
    wk: PackedMatrix,
    wv: PackedMatrix,
    wo: PackedMatrix,
    rms_ffn: Vec<f32>,
    w1: PackedMatrix,
    w2: PackedMatrix,
    w3: PackedMatrix,
}

/// The f32 golden model with its KV cache and activation buffers.
pub struct Transformer {
    config: Config,
    embedding: Vec<f32>,
    layers: Vec<Layer>,
    rms_final: Vec<f32>,
    wcls: PackedMatrix,
    /// `inv_freq[i / 2]` for the pair starting at head offset `i`: `1 / theta^(i / head_size)`.
    inv_freq: Vec<f32>,
    // run state
    x: Vec<f32>,
    xb: Vec<f32>,
    xb2: Vec<f32>,
    hb: Vec<f32>,
    hb2: Vec<f32>,
    q: Vec<f32>,
    att: Vec<f32>,
    logits: Vec<f32>,
    /// `[n_layers][seq_len][kv_dim]`
    key_cache: Vec<f32>,
    value_cache: Vec<f32>,
    /// Next position expected by `forward`.
    next_pos: usize,
}

impl Transformer {
    pub fn new(model: &Model) -> Self {
        let c = model.config.clone();
        let w = &model.weights;
        let (d, h, kv) = (c.dim, c.hidden_dim, c.kv_dim());
        let layers = (0..c.n_layers)
            .map(|l| {
                let lw = w.layer(&c, l);
                Layer {
                    rms_att: lw.rms_att.to_vec(),
                    wq: PackedMatrix::new(lw.wq, d, d),
                    wk: PackedMatrix::new(lw.wk, kv, d),
                    wv: PackedMatrix::new(lw.wv, kv, d),
                    wo: PackedMatrix::new(lw.wo, d, d),
                    rms_ffn: lw.rms_ffn.to_vec(),
                    w1: PackedMatrix::new(lw.w1, h, d),
                    w2: PackedMatrix::new(lw.w2, d, h),
                    w3: PackedMatrix::new(lw.w3, h, d),
                }
            })
            .collect();
        let hs = c.head_size();
        let inv_freq = (0..hs)
            .step_by(2)
            .map(|i| 1.0f32 / c.rope_theta.powf(i as f32 / hs as f32))
            .collect();
        Transformer {
            embedding: w.token_embedding.clone(),
            layers,
            rms_final: w.rms_final.clone(),
            wcls: PackedMatrix::new(w.classifier(), c.vocab_size, d),
            inv_freq,
            x: vec![0.0; d],
            xb: vec![0.0; d],
            xb2: vec![0.0; d],
            hb: vec![0.0; h],
            hb2: vec![0.0; h],
            q: vec![0.0; d],
            att: vec![0.0; c.seq_len],
            logits: vec![0.0; c.vocab_size],
            key_cache: vec![0.0; c.n_layers * c.seq_len * kv],
            value_cache: vec![0.0; c.n_layers * c.seq_len * kv],
            next_pos: 0,
            config: c,
        }
    }

    /// RoPE over adjacent pairs, as run.c: the pair at offset `i` of a head turns by `pos * inv_freq`.
    fn rope(&self, vec: &mut [f32], pos: usize) {
        let hs = self.config.head_size();
        for i in (0..vec.len()).step_by(2) {
            let val = pos as f32 * self.inv_freq[(i % hs) / 2];
            let (fcr, fci) = (val.cos(), val.sin());
            let (v0, v1) = (vec[i], vec[i + 1]);
            vec[i] = v0 * fcr - v1 * fci;
            vec[i + 1] = v0 * fci + v1 * fcr;
        }
    }
}

impl Backend for Transformer {
    fn name(&self) -> &'static str {
        "golden-f32"
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn reset(&mut self) {
        self.next_pos = 0;
    }

    fn forward(&mut self, token: u32, pos: usize) -> &[f32] {
        let c = &self.config;
        assert!((token as usize) < c.vocab_size && pos < c.seq_len, "forward({token}, {pos}) out of range");
        assert_eq!(pos, self.next_pos, "positions must be fed in order");
        self.next_pos = pos + 1;
        let (d, kv, hs, seq) = (c.dim, c.kv_dim(), c.head_size(), c.seq_len);
        let (n_heads, kv_mul, eps) = (c.n_heads, c.kv_mul(), c.norm_eps);
        let t = token as usize;
        self.x.copy_from_slice(&self.embedding[t * d..(t + 1) * d]);
        let score_div = (hs as f32).sqrt();

        for l in 0..self.layers.len() {
            let layer = &self.layers[l];
            rmsnorm(&mut self.xb, &self.x, &layer.rms_att, eps);
            let loff = l * seq * kv;
            let kpos = loff + pos * kv;
            layer.wq.matvec(&self.xb, &mut self.q);
            layer.wk.matvec(&self.xb, &mut self.key_cache[kpos..kpos + kv]);
            layer.wv.matvec(&self.xb, &mut self.value_cache[kpos..kpos + kv]);
            let mut q = std::mem::take(&mut self.q);
            self.rope(&mut q, pos);
            let mut k = std::mem::take(&mut self.key_cache);
            self.rope(&mut k[kpos..kpos + kv], pos);
            self.key_cache = k;
            self.q = q;

            for h in 0..n_heads {
                let q = &self.q[h * hs..(h + 1) * hs];
                let att = &mut self.att[..=pos];
                let koff = loff + (h / kv_mul) * hs;
                for (ti, a) in att.iter_mut().enumerate() {
                    let k = &self.key_cache[koff + ti * kv..koff + ti * kv + hs];
                    let mut score = 0.0f32;
                    for i in 0..hs {
                        score += q[i] * k[i];
                    }
                    *a = score / score_div;
                }
                softmax(att);
                let xb = &mut self.xb[h * hs..(h + 1) * hs];
                xb.fill(0.0);
                for (ti, &a) in att.iter().enumerate() {
                    let v = &self.value_cache[koff + ti * kv..koff + ti * kv + hs];
                    for i in 0..hs {
                        xb[i] += a * v[i];
                    }
                }
            }

            layer.wo.matvec(&self.xb, &mut self.xb2);
            for (x, &y) in self.x.iter_mut().zip(&self.xb2) {
                *x += y;
            }
            rmsnorm(&mut self.xb, &self.x, &layer.rms_ffn, eps);
            layer.w1.matvec(&self.xb, &mut self.hb);
            layer.w3.matvec(&self.xb, &mut self.hb2);
            for (h1, &h3) in self.hb.iter_mut().zip(&self.hb2) {
                let mut val = *h1;
                val *= 1.0f32 / (1.0f32 + (-val).exp());
                val *= h3;
                *h1 = val;
            }
            layer.w2.matvec(&self.hb, &mut self.xb);
            for (x, &y) in self.x.iter_mut().zip(&self.xb) {
                *x += y;
            }
        }
        let x = self.x.clone();
        rmsnorm(&mut self.x, &x, &self.rms_final, eps);
        self.wcls.matvec(&self.x, &mut self.logits);
        &self.logits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_matvec_is_bit_identical_to_sequential_rows() {
        let (rows, cols) = (37, 23);
        let mut s = 12345u64;
        let mut rnd = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 40) as f32 / (1u64 << 24) as f32 - 0.5
        };
        let w: Vec<f32> = (0..rows * cols).map(|_| rnd()).collect();
        let x: Vec<f32> = (0..cols).map(|_| rnd()).collect();
        let mut out = vec![0.0; rows];
        PackedMatrix::new(&w, rows, cols).matvec(&x, &mut out);
        for i in 0..rows {
            let mut val = 0.0f32;
            for j in 0..cols {
                val += w[i * cols + j] * x[j];
            }
            assert_eq!(out[i].to_bits(), val.to_bits(), "row {i}");
        }
    }
}
