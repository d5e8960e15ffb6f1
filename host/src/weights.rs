//! The f32 weights of a llama model in llama2.c's layout, the in-memory form both loaders produce.
//!
//! Every matrix is row-major with one row per output: `W[out][in]`, so `y = W x` reads row `i` to make
//! `y[i]`. Per-layer tensors are stacked along the first axis.

use crate::config::Config;

#[derive(Debug, Clone, PartialEq)]
pub struct Weights {
    /// `[vocab_size][dim]`
    pub token_embedding: Vec<f32>,
    /// `[n_layers][dim]`
    pub rms_att: Vec<f32>,
    /// `[n_layers][dim][dim]`
    pub wq: Vec<f32>,
    /// `[n_layers][kv_dim][dim]`
    pub wk: Vec<f32>,
    /// `[n_layers][kv_dim][dim]`
    pub wv: Vec<f32>,
    /// `[n_layers][dim][dim]`
    pub wo: Vec<f32>,
    /// `[n_layers][dim]`
    pub rms_ffn: Vec<f32>,
    /// `[n_layers][hidden_dim][dim]` (gate)
    pub w1: Vec<f32>,
    /// `[n_layers][dim][hidden_dim]` (down)
    pub w2: Vec<f32>,
    /// `[n_layers][hidden_dim][dim]` (up)
    pub w3: Vec<f32>,
    /// `[dim]`
    pub rms_final: Vec<f32>,
    /// `[vocab_size][dim]`; `None` when the classifier is the token embedding.
    pub wcls: Option<Vec<f32>>,
}

/// The tensors of one layer, as slices into [`Weights`].
#[derive(Debug, Clone, Copy)]
pub struct LayerWeights<'a> {
    pub rms_att: &'a [f32],
    pub wq: &'a [f32],
    pub wk: &'a [f32],
    pub wv: &'a [f32],
    pub wo: &'a [f32],
    pub rms_ffn: &'a [f32],
    pub w1: &'a [f32],
    pub w2: &'a [f32],
    pub w3: &'a [f32],
}

impl Weights {
    /// Expected element count of every tensor, in file order of the llama2.c format.
    pub fn shapes(c: &Config) -> [(&'static str, usize); 12] {
        let (d, h, l, v, kv) = (c.dim, c.hidden_dim, c.n_layers, c.vocab_size, c.kv_dim());
        [
            ("token_embedding", v * d),
            ("rms_att", l * d),
            ("wq", l * d * d),
            ("wk", l * kv * d),
            ("wv", l * kv * d),
            ("wo", l * d * d),
            ("rms_ffn", l * d),
            ("w1", l * h * d),
            ("w2", l * d * h),
            ("w3", l * h * d),
            ("rms_final", d),
            ("wcls", if c.shared_classifier { 0 } else { v * d }),
        ]
    }

    /// Checks every tensor has the size the configuration implies.
    pub fn check(&self, c: &Config) -> Result<(), String> {
        let have = [
            self.token_embedding.len(),
            self.rms_att.len(),
            self.wq.len(),
            self.wk.len(),
            self.wv.len(),
            self.wo.len(),
            self.rms_ffn.len(),
            self.w1.len(),
            self.w2.len(),
            self.w3.len(),
            self.rms_final.len(),
            self.wcls.as_ref().map_or(0, |w| w.len()),
        ];
        for ((name, want), got) in Weights::shapes(c).iter().zip(have) {
            if *want != got {
                return Err(format!("tensor {name} has {got} elements, the configuration needs {want}"));
            }
        }
        if c.shared_classifier != self.wcls.is_none() {
            return Err("classifier sharing flag disagrees with the presence of wcls".into());
        }
        Ok(())
    }

    /// Builds the weights from the eleven tensors in llama2.c file order (`token_embedding` to `rms_final`,
    /// as [`Weights::shapes`] lists them) and the separate classifier, if any, checking every size against
    /// the configuration.
    pub fn from_tensors(c: &Config, tensors: Vec<Vec<f32>>, wcls: Option<Vec<f32>>) -> Result<Weights, String> {
        let Ok([token_embedding, rms_att, wq, wk, wv, wo, rms_ffn, w1, w2, w3, rms_final]) =
            <[Vec<f32>; 11]>::try_from(tensors)
        else {
            return Err("expected 11 tensors in llama2.c order".into());
        };
        let w = Weights { token_embedding, rms_att, wq, wk, wv, wo, rms_ffn, w1, w2, w3, rms_final, wcls };
        w.check(c)?;
        Ok(w)
    }

    pub fn layer(&self, c: &Config, l: usize) -> LayerWeights<'_> {
        let (d, h, kv) = (c.dim, c.hidden_dim, c.kv_dim());
        fn s(v: &[f32], l: usize, n: usize) -> &[f32] {
            &v[l * n..(l + 1) * n]
        }
        LayerWeights {
            rms_att: s(&self.rms_att, l, d),
            wq: s(&self.wq, l, d * d),
            wk: s(&self.wk, l, kv * d),
            wv: s(&self.wv, l, kv * d),
            wo: s(&self.wo, l, d * d),
            rms_ffn: s(&self.rms_ffn, l, d),
            w1: s(&self.w1, l, h * d),
            w2: s(&self.w2, l, d * h),
            w3: s(&self.w3, l, h * d),
        }
    }

    /// The classifier matrix `[vocab_size][dim]`.
    pub fn classifier(&self) -> &[f32] {
        self.wcls.as_deref().unwrap_or(&self.token_embedding)
    }
}
