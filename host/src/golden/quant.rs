//! Host-side preparation of the integer model: weight quantization, scales and tables, done once in
//! floating point. Everything the device (and the integer golden model) needs is in [`QuantModel`]; nothing
//! after preparation uses floating point.
//!
//! Weights: symmetric INT8 with one scale per output row (`docs/numerics.md` explains the choice against
//! per-group scales, with the measured errors of both from [`weight_error_stats`]).

use super::fixed::{exp2_table, sigmoid_table, RowScale};
use crate::config::Config;
use crate::Model;
use serde::Serialize;

/// An INT8 weight matrix `[rows][cols]` with one scale per row and group of `group` consecutive columns
/// (`group == cols`: one scale per row).
#[derive(Debug, Clone, PartialEq)]
pub struct QMatrix {
    pub rows: usize,
    pub cols: usize,
    /// Columns per scale group; the last group of a row may be shorter.
    pub group: usize,
    /// Row-major INT8 weights, each in -127..=127.
    pub q: Vec<i8>,
    /// `[rows][groups]` requantization multipliers: `m * 2^-s ≈ max|w| / 127 / 127` over the group.
    pub scale: Vec<RowScale>,
}

impl QMatrix {
    /// Symmetric quantization per row and group: `sw = max |w| / 127` over the group,
    /// `q = round(w / sw)` clamped to ±127 (f32, round half away from zero), and the group's
    /// requantization multiplier encodes `sw / 127`. `group == 0` means one group per row.
    pub fn quantize(w: &[f32], rows: usize, cols: usize, group: usize) -> QMatrix {
        assert_eq!(w.len(), rows * cols);
        let group = if group == 0 { cols } else { group.min(cols) };
        let ng = cols.div_ceil(group);
        let mut q = vec![0i8; rows * cols];
        let mut scale = vec![RowScale::default(); rows * ng];
        for r in 0..rows {
            for g in 0..ng {
                let range = r * cols + g * group..r * cols + ((g + 1) * group).min(cols);
                let amax = w[range.clone()].iter().fold(0.0f32, |a, &v| a.max(v.abs()));
                if amax == 0.0 {
                    continue;
                }
                let sw = amax / 127.0;
                for (qv, &v) in q[range.clone()].iter_mut().zip(&w[range]) {
                    *qv = (v / sw).round().clamp(-127.0, 127.0) as i8;
                }
                scale[r * ng + g] = RowScale::encode(sw as f64 / 127.0);
            }
        }
        QMatrix { rows, cols, group, q, scale }
    }

    /// Number of scale groups per row.
    pub fn groups(&self) -> usize {
        self.cols.div_ceil(self.group)
    }

    pub fn row(&self, r: usize) -> &[i8] {
        &self.q[r * self.cols..(r + 1) * self.cols]
    }

    /// The scales of row `r`, one per group.
    pub fn row_scales(&self, r: usize) -> &[RowScale] {
        let ng = self.groups();
        &self.scale[r * ng..(r + 1) * ng]
    }

    /// The real weights this matrix represents (for error statistics).
    pub fn dequantize(&self) -> Vec<f32> {
        let mut out = Vec::with_capacity(self.q.len());
        for r in 0..self.rows {
            let sc = self.row_scales(r);
            out.extend(self.row(r).iter().enumerate().map(|(j, &q)| (q as f64 * sc[j / self.group].value() * 127.0) as f32));
        }
        out
    }
}

/// RMSNorm gains folded with `sqrt(dim)`, as Q(`shift`) INT16: `g_j = round(gain_j * sqrt(dim) * 2^shift)`,
/// `shift` the largest value (in -32..=32) that keeps every `|g_j| <= 32767`.
#[derive(Debug, Clone, PartialEq)]
pub struct QNorm {
    pub g: Vec<i16>,
    pub shift: i32,
}

impl QNorm {
    pub fn new(gain: &[f32]) -> QNorm {
        let sd = (gain.len() as f64).sqrt();
        let gmax = gain.iter().fold(0.0f64, |a, &v| a.max((v as f64 * sd).abs()));
        let mut shift = 32;
        while shift > -32 && (gmax * 2f64.powi(shift)).round() > 32767.0 {
            shift -= 1;
        }
        let g = gain.iter().map(|&v| (v as f64 * sd * 2f64.powi(shift)).round().clamp(-32767.0, 32767.0) as i16).collect();
        QNorm { g, shift }
    }
}

/// One layer's quantized weights.
#[derive(Debug, Clone, PartialEq)]
pub struct QLayer {
    pub norm_att: QNorm,
    pub wq: QMatrix,
    pub wk: QMatrix,
    pub wv: QMatrix,
    pub wo: QMatrix,
    pub norm_ffn: QNorm,
    pub w1: QMatrix,
    pub w2: QMatrix,
    pub w3: QMatrix,
}

/// Constant tables and scalars of the arithmetic contract.
#[derive(Debug, Clone, PartialEq)]
pub struct Tables {
    /// `2^-x` for x in [0, 1], 257 entries, Q15.
    pub exp2: Vec<u16>,
    /// sigmoid over [-8, 8] in steps of 1/32, 513 entries, Q15.
    pub sigmoid: Vec<u16>,
    /// `[seq_len][head_size / 2]` pairs `(cos, sin)` in Q14.
    pub rope: Vec<(i16, i16)>,
    /// RMSNorm epsilon term `round(eps * dim * 2^32)`.
    pub eps_term: u64,
    /// Attention score scale `round(2^15 / sqrt(head_size))`.
    pub att_scale: i16,
}

/// Weight and activation elements per scale group (see `docs/numerics.md` for the measurement behind it).
pub const DEFAULT_GROUP: usize = 32;

/// The integer model: everything the device holds.
#[derive(Debug, Clone, PartialEq)]
pub struct QuantModel {
    pub config: Config,
    /// Elements per weight/activation scale group; 0 = one scale per row and per vector.
    pub group: usize,
    /// `[vocab_size][dim]` token embedding (also the classifier when shared).
    pub embedding: QMatrix,
    pub layers: Vec<QLayer>,
    pub norm_final: QNorm,
    /// Separate classifier, `None` when it is the embedding.
    pub classifier: Option<QMatrix>,
    pub tables: Tables,
}

impl QuantModel {
    /// Prepares the integer model with the default scale groups ([`DEFAULT_GROUP`]).
    pub fn prepare(model: &Model) -> QuantModel {
        Self::prepare_with(model, DEFAULT_GROUP)
    }

    /// Prepares the integer model with `group` inputs per weight and activation scale (0: one per row / vector).
    pub fn prepare_with(model: &Model, group: usize) -> QuantModel {
        let c = &model.config;
        let w = &model.weights;
        let (d, h, kv, hs) = (c.dim, c.hidden_dim, c.kv_dim(), c.head_size());
        let layers = (0..c.n_layers)
            .map(|l| {
                let lw = w.layer(c, l);
                QLayer {
                    norm_att: QNorm::new(lw.rms_att),
                    wq: QMatrix::quantize(lw.wq, d, d, group),
                    wk: QMatrix::quantize(lw.wk, kv, d, group),
                    wv: QMatrix::quantize(lw.wv, kv, d, group),
                    wo: QMatrix::quantize(lw.wo, d, d, group),
                    norm_ffn: QNorm::new(lw.rms_ffn),
                    w1: QMatrix::quantize(lw.w1, h, d, group),
                    w2: QMatrix::quantize(lw.w2, d, h, group),
                    w3: QMatrix::quantize(lw.w3, h, d, group),
                }
            })
            .collect();
        // RoPE angles exactly as the f32 model forms them (f32), then cos/sin in f64 and rounded to Q14.
        let inv_freq: Vec<f32> =
            (0..hs).step_by(2).map(|i| 1.0f32 / c.rope_theta.powf(i as f32 / hs as f32)).collect();
        let mut rope = Vec::with_capacity(c.seq_len * hs / 2);
        for pos in 0..c.seq_len {
            for &f in &inv_freq {
                let a = (pos as f32 * f) as f64;
                rope.push(((a.cos() * 16384.0).round() as i16, (a.sin() * 16384.0).round() as i16));
            }
        }
        let tables = Tables {
            exp2: exp2_table(),
            sigmoid: sigmoid_table(),
            rope,
            eps_term: (c.norm_eps as f64 * d as f64 * 2f64.powi(32)).round() as u64,
            att_scale: (32768.0 / (hs as f64).sqrt()).round().min(32767.0) as i16,
        };
        QuantModel {
            config: c.clone(),
            group,
            embedding: QMatrix::quantize(&w.token_embedding, c.vocab_size, d, group),
            layers,
            norm_final: QNorm::new(&w.rms_final),
            classifier: w.wcls.as_ref().map(|m| QMatrix::quantize(m, c.vocab_size, d, group)),
            tables,
        }
    }

    pub fn classifier(&self) -> &QMatrix {
        self.classifier.as_ref().unwrap_or(&self.embedding)
    }

    /// Bytes the device holds for this model: INT8 weights, per-row scales (u16 + u8, padded to 4 bytes),
    /// norm gains (i16) and tables.
    pub fn device_bytes(&self) -> usize {
        let m = |q: &QMatrix| q.q.len() + 4 * q.scale.len();
        let n = |g: &QNorm| 2 * g.g.len();
        let mut b = m(&self.embedding) + n(&self.norm_final) + self.classifier.as_ref().map_or(0, m);
        for l in &self.layers {
            b += n(&l.norm_att) + n(&l.norm_ffn);
            b += [&l.wq, &l.wk, &l.wv, &l.wo, &l.w1, &l.w2, &l.w3].iter().map(|q| m(q)).sum::<usize>();
        }
        b + 2 * (self.tables.exp2.len() + self.tables.sigmoid.len()) + 4 * self.tables.rope.len()
    }
}

/// Quantization error of one weight tensor kind, aggregated over layers.
#[derive(Debug, Clone, Serialize)]
pub struct WeightError {
    pub tensor: String,
    pub elements: usize,
    /// `||W - Q(W)|| / ||W||` with per-row scales (the contract).
    pub rel_rms_per_row: f64,
    /// The same with one scale per group of 32 consecutive inputs (the alternative considered).
    pub rel_rms_per_group32: f64,
    /// Largest absolute error, per-row scales.
    pub max_abs_per_row: f64,
    /// Signal-to-quantization-noise ratio in dB, per-row scales.
    pub sqnr_db_per_row: f64,
}

fn group_quant_error(w: &[f32], cols: usize, group: usize) -> f64 {
    let mut err = 0.0;
    for row in w.chunks(cols) {
        for g in row.chunks(group) {
            let amax = g.iter().fold(0.0f32, |a, &v| a.max(v.abs()));
            if amax == 0.0 {
                continue;
            }
            let s = amax / 127.0;
            for &v in g {
                let d = v as f64 - ((v / s).round().clamp(-127.0, 127.0) * s) as f64;
                err += d * d;
            }
        }
    }
    err
}

/// Measures the weight quantization error per tensor kind, for per-row scales and per-group-of-32 scales.
pub fn weight_error_stats(model: &Model) -> Vec<WeightError> {
    let c = &model.config;
    let w = &model.weights;
    let (d, h, kv) = (c.dim, c.hidden_dim, c.kv_dim());
    let mut kinds: Vec<(&str, Vec<(&[f32], usize, usize)>)> = vec![("token_embedding", vec![(&w.token_embedding, c.vocab_size, d)])];
    let per_layer: [(&str, for<'x> fn(&crate::weights::LayerWeights<'x>) -> &'x [f32], usize, usize); 7] = [
        ("wq", |l| l.wq, d, d),
        ("wk", |l| l.wk, kv, d),
        ("wv", |l| l.wv, kv, d),
        ("wo", |l| l.wo, d, d),
        ("w1", |l| l.w1, h, d),
        ("w2", |l| l.w2, d, h),
        ("w3", |l| l.w3, h, d),
    ];
    for (name, get, rows, cols) in per_layer {
        kinds.push((name, (0..c.n_layers).map(|l| (get(&w.layer(c, l)), rows, cols)).collect()));
    }
    if let Some(cls) = &w.wcls {
        kinds.push(("wcls", vec![(cls, c.vocab_size, d)]));
    }
    kinds
        .into_iter()
        .map(|(name, mats)| {
            let (mut sig, mut err_row, mut err_grp, mut max_abs, mut n) = (0.0, 0.0, 0.0, 0.0f64, 0);
            for (m, rows, cols) in mats {
                let dq = QMatrix::quantize(m, rows, cols, 0).dequantize();
                for (&a, &b) in m.iter().zip(&dq) {
                    let e = a as f64 - b as f64;
                    sig += a as f64 * a as f64;
                    err_row += e * e;
                    max_abs = max_abs.max(e.abs());
                }
                err_grp += group_quant_error(m, cols, 32);
                n += m.len();
            }
            WeightError {
                tensor: name.to_string(),
                elements: n,
                rel_rms_per_row: (err_row / sig).sqrt(),
                rel_rms_per_group32: (err_grp / sig).sqrt(),
                max_abs_per_row: max_abs,
                sqnr_db_per_row: 10.0 * (sig / err_row).log10(),
            }
        })
        .collect()
}
