//! Choosing the next token from the logits: greedy argmax, or temperature sampling with optional top-k and
//! top-p (nucleus) truncation, as llama2.c's `run.c` samples (plus top-k, which run.c lacks).
//!
//! - temperature 0: greedy [`argmax`] (the first maximum wins ties; NaN logits are never chosen);
//! - otherwise the logits are divided by the temperature and softmaxed in f32 (max-subtracted, as run.c);
//!   with neither top-k nor top-p the token is drawn from the whole distribution as run.c's `sample_mult`;
//!   with top-p only, exactly as run.c's `sample_topp` (including its cutoff `(1 - p) / (n - 1)` that skips
//!   tokens that cannot be in the nucleus, and its rule that the nucleus is the shortest run of most probable
//!   tokens whose cumulative probability *exceeds* `p`); with top-k, the k most probable tokens are kept and
//!   renormalised, then top-p applies among them.
//! - one uniform draw per sampled token from llama2.c's xorshift64* generator (`random_f32`): a given seed
//!   gives llama2.c's sequence of draws (seed 0, which xorshift cannot use, is replaced by a fixed constant).
//!
//! Ties between equal probabilities are ordered by token id (run.c's `qsort` leaves them unspecified).
//! NaN logits count as probability 0; if every logit is NaN or `-inf`, sampling falls back to [`argmax`].

/// How tokens are chosen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SamplerConfig {
    /// 0 = greedy argmax; otherwise logits are divided by it before the softmax.
    pub temperature: f32,
    /// Keep only the k most probable tokens; 0 = off.
    pub top_k: usize,
    /// Nucleus sampling threshold in (0, 1]; 1.0 = off.
    pub top_p: f32,
    /// Seed of the random generator (ignored when greedy).
    pub seed: u64,
}

impl Default for SamplerConfig {
    /// Greedy decoding.
    fn default() -> Self {
        SamplerConfig { temperature: 0.0, top_k: 0, top_p: 1.0, seed: 0 }
    }
}

impl SamplerConfig {
    /// Whether this configuration is greedy argmax.
    pub fn is_greedy(&self) -> bool {
        self.temperature == 0.0
    }

    /// Rejects a negative, NaN or infinite temperature and a top-p outside (0, 1].
    pub fn validate(&self) -> Result<(), String> {
        let t = self.temperature;
        if !t.is_finite() || t < 0.0 {
            return Err(format!("temperature {t} is invalid: it must be a finite number >= 0 (0 = greedy)"));
        }
        let p = self.top_p;
        if !(p > 0.0 && p <= 1.0) {
            return Err(format!("top_p {p} is invalid: it must be in (0, 1] (1 = off)"));
        }
        Ok(())
    }
}

/// The index of the largest logit: the first one on ties, never a NaN (0 if all are NaN or `logits` is
/// empty).
pub fn argmax(logits: &[f32]) -> u32 {
    let mut best: Option<(usize, f32)> = None;
    for (i, &x) in logits.iter().enumerate() {
        if x.is_nan() {
            continue;
        }
        if best.is_none_or(|(_, b)| x > b) {
            best = Some((i, x));
        }
    }
    best.map_or(0, |(i, _)| i as u32)
}

/// llama2.c's xorshift64* generator (`random_u32` / `random_f32`).
#[derive(Debug, Clone)]
pub struct XorShift64Star {
    state: u64,
}

impl XorShift64Star {
    /// Seed 0 (a fixed point of xorshift) is replaced by a fixed non-zero constant.
    pub fn new(seed: u64) -> Self {
        XorShift64Star { state: if seed == 0 { 0x9E37_79B9_7F4A_7C15 } else { seed } }
    }

    pub fn next_u32(&mut self) -> u32 {
        let mut s = self.state;
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        self.state = s;
        (s.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) as u32
    }

    /// Uniform in [0, 1), 24 bits.
    pub fn next_f32(&mut self) -> f32 {
        (self.next_u32() >> 8) as f32 / 16_777_216.0
    }
}

/// A token sampler over a fixed vocabulary size.
#[derive(Debug, Clone)]
pub struct Sampler {
    cfg: SamplerConfig,
    vocab_size: usize,
    rng: XorShift64Star,
    probs: Vec<f32>,
    /// (probability, token id) candidates, reused between calls.
    cand: Vec<(f32, u32)>,
}

/// Descending probability, then ascending id.
fn by_prob_desc(a: &(f32, u32), b: &(f32, u32)) -> std::cmp::Ordering {
    b.0.total_cmp(&a.0).then(a.1.cmp(&b.1))
}

impl Sampler {
    pub fn new(cfg: SamplerConfig, vocab_size: usize) -> Result<Sampler, String> {
        cfg.validate()?;
        if vocab_size == 0 || vocab_size > u32::MAX as usize {
            return Err(format!("vocabulary size {vocab_size} is invalid"));
        }
        Ok(Sampler {
            cfg,
            vocab_size,
            rng: XorShift64Star::new(cfg.seed),
            probs: Vec::with_capacity(vocab_size),
            cand: Vec::with_capacity(vocab_size),
        })
    }

    pub fn config(&self) -> &SamplerConfig {
        &self.cfg
    }

    pub fn vocab_size(&self) -> usize {
        self.vocab_size
    }

    /// Chooses the next token from `logits` (one per vocabulary entry; panics otherwise).
    pub fn sample(&mut self, logits: &[f32]) -> u32 {
        assert_eq!(
            logits.len(),
            self.vocab_size,
            "sample: {} logits for a vocabulary of {}",
            logits.len(),
            self.vocab_size
        );
        if self.cfg.is_greedy() {
            return argmax(logits);
        }
        if !self.softmax(logits) {
            return argmax(logits);
        }
        let coin = self.rng.next_f32();
        let n = self.vocab_size;
        let (k, p) = (self.cfg.top_k, self.cfg.top_p);
        if (k == 0 || k >= n) && p >= 1.0 {
            return self.sample_mult(coin);
        }
        let cand = &mut self.cand;
        cand.clear();
        if k == 0 || k >= n {
            // run.c's sample_topp: tokens below (1 - p) / (n - 1) cannot be in the nucleus, except the most
            // probable one (run.c would be left with none if p < 1/n and the distribution is flat).
            let cutoff = if n > 1 { (1.0 - p) / (n - 1) as f32 } else { 0.0 };
            cand.extend(self.probs.iter().enumerate().filter(|(_, &q)| q >= cutoff).map(|(i, &q)| (q, i as u32)));
            if cand.is_empty() {
                let i = argmax(&self.probs);
                cand.push((self.probs[i as usize], i));
            }
            cand.sort_by(by_prob_desc);
        } else {
            cand.extend(self.probs.iter().enumerate().map(|(i, &q)| (q, i as u32)));
            cand.select_nth_unstable_by(k - 1, by_prob_desc);
            cand.truncate(k);
            cand.sort_by(by_prob_desc);
            let sum: f32 = cand.iter().map(|c| c.0).sum();
            for c in cand.iter_mut() {
                c.0 /= sum;
            }
        }
        // The shortest prefix whose cumulative probability exceeds p (all of it if p = 1 or rounding keeps
        // the total at or below p).
        let mut last = cand.len() - 1;
        let mut cumulative = 0.0f32;
        for (i, c) in cand.iter().enumerate() {
            cumulative += c.0;
            if p < 1.0 && cumulative > p {
                last = i;
                break;
            }
        }
        let r = coin * cumulative;
        let mut cdf = 0.0f32;
        for c in &cand[..=last] {
            cdf += c.0;
            if r < cdf {
                return c.1;
            }
        }
        cand[last].1 // rounding
    }

    /// `self.probs = softmax(logits / temperature)` as run.c computes it (NaN counts as `-inf`). Returns
    /// false if no logit is above `-inf`.
    fn softmax(&mut self, logits: &[f32]) -> bool {
        let t = self.cfg.temperature;
        self.probs.clear();
        self.probs.extend(logits.iter().map(|&x| if x.is_nan() { f32::NEG_INFINITY } else { x / t }));
        let max = self.probs.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        if max == f32::NEG_INFINITY {
            return false;
        }
        if max == f32::INFINITY {
            // The infinite logits share all the probability.
            for q in self.probs.iter_mut() {
                *q = if *q == f32::INFINITY { 1.0 } else { 0.0 };
            }
        } else {
            for q in self.probs.iter_mut() {
                *q = (*q - max).exp();
            }
        }
        let sum: f32 = self.probs.iter().sum();
        for q in self.probs.iter_mut() {
            *q /= sum;
        }
        true
    }

    /// run.c's `sample_mult`: the first token whose cumulative probability exceeds the coin.
    fn sample_mult(&self, coin: f32) -> u32 {
        let mut cdf = 0.0f32;
        for (i, &q) in self.probs.iter().enumerate() {
            cdf += q;
            if coin < cdf {
                return i as u32;
            }
        }
        // Rounding: the last token with a non-zero probability.
        self.probs.iter().rposition(|&q| q > 0.0).unwrap_or(self.probs.len() - 1) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(temperature: f32, top_k: usize, top_p: f32, seed: u64) -> SamplerConfig {
        SamplerConfig { temperature, top_k, top_p, seed }
    }

    fn draws(c: SamplerConfig, logits: &[f32], n: usize) -> Vec<u32> {
        let mut s = Sampler::new(c, logits.len()).unwrap();
        (0..n).map(|_| s.sample(logits)).collect()
    }

    fn counts(c: SamplerConfig, logits: &[f32], n: usize) -> Vec<usize> {
        let mut k = vec![0; logits.len()];
        for t in draws(c, logits, n) {
            k[t as usize] += 1;
        }
        k
    }

    fn ln_probs(p: &[f32]) -> Vec<f32> {
        p.iter().map(|x| x.ln()).collect()
    }

    #[test]
    fn greedy_picks_first_maximum_and_skips_nan() {
        assert_eq!(argmax(&[0.1, 3.0, -1.0, 3.0]), 1);
        assert_eq!(argmax(&[f32::NAN, 1.0, 2.0, f32::NAN]), 2);
        assert_eq!(argmax(&[f32::NAN, f32::NAN]), 0);
        assert_eq!(argmax(&[f32::NEG_INFINITY, f32::NEG_INFINITY]), 0);
        assert_eq!(argmax(&[]), 0);
        let mut s = Sampler::new(SamplerConfig::default(), 5).unwrap();
        assert_eq!(s.sample(&[1.0, 5.0, 2.0, 5.0, f32::NAN]), 1);
        assert_eq!(s.sample(&[f32::NAN, -1.0, -2.0, -1.0, 0.5]), 4);
    }

    #[test]
    fn rng_matches_llama2c_xorshift() {
        // random_u32 with rng_seed = 1, computed by hand from run.c's definition.
        let mut r = XorShift64Star::new(1);
        let mut s: u64 = 1;
        for _ in 0..5 {
            s ^= s >> 12;
            s ^= s << 25;
            s ^= s >> 27;
            assert_eq!(r.next_u32(), (s.wrapping_mul(0x2545F4914F6CDD1D) >> 32) as u32);
        }
        let mut r = XorShift64Star::new(42);
        for _ in 0..1000 {
            let x = r.next_f32();
            assert!((0.0..1.0).contains(&x));
        }
    }

    #[test]
    fn same_seed_same_draws_different_seed_different_draws() {
        let flat = vec![0.0f32; 100];
        let a = draws(cfg(1.0, 0, 1.0, 7), &flat, 50);
        assert_eq!(a, draws(cfg(1.0, 0, 1.0, 7), &flat, 50));
        assert_ne!(a, draws(cfg(1.0, 0, 1.0, 8), &flat, 50));
        assert_ne!(a, draws(cfg(1.0, 0, 1.0, 0), &flat, 50));
        assert!(a.iter().any(|&t| t != a[0]));
        let b = draws(cfg(0.8, 10, 0.9, 3), &flat, 50);
        assert_eq!(b, draws(cfg(0.8, 10, 0.9, 3), &flat, 50));
    }

    #[test]
    fn top_k_1_and_tiny_top_p_are_greedy() {
        let logits = [0.3f32, 2.0, 1.9, -1.0, 2.0, 0.0];
        for t in [0.1, 1.0, 5.0, 100.0] {
            for seed in 1..20 {
                assert!(draws(cfg(t, 1, 1.0, seed), &logits, 20).iter().all(|&x| x == 1), "t {t}");
                assert!(draws(cfg(t, 1, 0.5, seed), &logits, 20).iter().all(|&x| x == 1), "t {t}");
                assert!(draws(cfg(t, 0, 1e-6, seed), &logits, 20).iter().all(|&x| x == 1), "t {t}");
            }
        }
        // A flat distribution with p < 1/n: run.c's cutoff would leave no candidate; the most probable stays.
        assert!(draws(cfg(1.0, 0, 1e-6, 5), &[0.0; 512], 20).iter().all(|&x| x == 0));
    }

    /// Empirical frequencies within 5 standard deviations of `expect`.
    fn assert_frequencies(k: &[usize], expect: &[f64], n: usize) {
        for (i, (&c, &p)) in k.iter().zip(expect).enumerate() {
            let mean = n as f64 * p;
            let sd = (n as f64 * p * (1.0 - p)).sqrt().max(1.0);
            assert!((c as f64 - mean).abs() < 5.0 * sd, "token {i}: {c} draws, expected {mean:.0} ± {sd:.0} ({k:?})");
        }
    }

    #[test]
    fn temperature_1_matches_the_distribution() {
        let n = 20_000;
        let logits = ln_probs(&[0.5, 0.3, 0.2]);
        assert_frequencies(&counts(cfg(1.0, 0, 1.0, 1234), &logits, n), &[0.5, 0.3, 0.2], n);
        // Temperature 2 flattens: p ∝ sqrt(p).
        let s: f64 = [0.5f64, 0.3, 0.2].iter().map(|p| p.sqrt()).sum();
        let e: Vec<f64> = [0.5f64, 0.3, 0.2].iter().map(|p| p.sqrt() / s).collect();
        assert_frequencies(&counts(cfg(2.0, 0, 1.0, 99), &logits, n), &e, n);
        // Top-k 2 renormalises 0.5 / 0.3.
        assert_frequencies(&counts(cfg(1.0, 2, 1.0, 5), &logits, n), &[0.625, 0.375, 0.0], n);
        // Top-p 0.75 keeps 0.5 / 0.3 (0.5 alone does not exceed 0.75).
        assert_frequencies(&counts(cfg(1.0, 0, 0.75, 6), &logits, n), &[0.625, 0.375, 0.0], n);
    }

    #[test]
    fn truncation_never_returns_the_third() {
        let logits = ln_probs(&[0.5, 0.3, 0.2]);
        for seed in 1..5 {
            assert!(!draws(cfg(1.0, 2, 1.0, seed), &logits, 5000).contains(&2));
            assert!(!draws(cfg(1.0, 0, 0.75, seed), &logits, 5000).contains(&2));
            // Combined: top-k 2 renormalises to 0.625 / 0.375, then top-p 0.6 keeps the first alone.
            assert!(draws(cfg(1.0, 2, 0.6, seed), &logits, 2000).iter().all(|&t| t == 0));
            // top-p 0.4 keeps only the first (0.5 > 0.4).
            assert!(draws(cfg(1.0, 0, 0.4, seed), &logits, 2000).iter().all(|&t| t == 0));
        }
        // Top-k 2 on a permuted distribution keeps the right two.
        let logits = ln_probs(&[0.2, 0.5, 0.3]);
        let k = counts(cfg(1.0, 2, 1.0, 3), &logits, 5000);
        assert_eq!(k[0], 0);
        assert!(k[1] > 0 && k[2] > 0);
    }

    #[test]
    fn odd_logits_do_not_break_sampling() {
        let mut s = Sampler::new(cfg(1.0, 0, 0.9, 1), 4).unwrap();
        for _ in 0..100 {
            assert!(matches!(s.sample(&[f32::NAN, 0.0, 1.0, f32::NAN]), 1 | 2));
            assert_eq!(s.sample(&[f32::NEG_INFINITY, f32::INFINITY, 0.0, f32::NAN]), 1);
            assert_eq!(s.sample(&[f32::NAN, f32::NEG_INFINITY, f32::NAN, f32::NEG_INFINITY]), 1);
        }
        let mut s = Sampler::new(cfg(1e-30, 0, 1.0, 1), 3).unwrap();
        assert_eq!(s.sample(&[0.0, 1.0, 0.5]), 1);
        let mut s = Sampler::new(cfg(1.0, 0, 1.0, 1), 1).unwrap();
        assert_eq!(s.sample(&[3.0]), 0);
        let mut s = Sampler::new(cfg(1.0, 0, 0.5, 1), 1).unwrap();
        assert_eq!(s.sample(&[3.0]), 0);
    }

    #[test]
    fn validation_errors() {
        assert!(SamplerConfig::default().validate().is_ok());
        assert!(SamplerConfig::default().is_greedy());
        assert_eq!(SamplerConfig::default(), cfg(0.0, 0, 1.0, 0));
        let e = cfg(-0.5, 0, 1.0, 0).validate().unwrap_err();
        assert!(e.contains("temperature") && e.contains("-0.5"), "{e}");
        let e = cfg(f32::NAN, 0, 1.0, 0).validate().unwrap_err();
        assert!(e.contains("temperature") && e.contains("NaN"), "{e}");
        assert!(cfg(f32::INFINITY, 0, 1.0, 0).validate().unwrap_err().contains("inf"));
        for p in [0.0, -0.1, 1.5, f32::NAN] {
            let e = cfg(1.0, 0, p, 0).validate().unwrap_err();
            assert!(e.contains("top_p") && e.contains(&format!("{p}")), "{e}");
        }
        assert!(cfg(1.0, 0, 1.0, 0).validate().is_ok());
        assert!(cfg(1.0, 40, 0.1, 0).validate().is_ok());
        assert!(Sampler::new(cfg(-1.0, 0, 1.0, 0), 10).unwrap_err().contains("-1"));
        assert!(Sampler::new(SamplerConfig::default(), 0).is_err());
    }

    #[test]
    #[should_panic(expected = "3 logits for a vocabulary of 4")]
    fn wrong_logit_count_panics() {
        Sampler::new(SamplerConfig::default(), 4).unwrap().sample(&[0.0; 3]);
    }
}
