//! Serving metrics for generation runs, used by the CLI (`systole run|bench`) and the benchmarks.
//!
//! Definitions (all times are wall-clock milliseconds measured on the host):
//!
//! - **TTFT**, time to first token: from the start of a request (before the prompt is processed) to the
//!   arrival of the first *generated* token. It therefore includes the prefill of the whole prompt and the
//!   first decode step.
//! - **ITL**, inter-token latency: the time between two consecutive generated tokens. A request that
//!   generates `n` tokens has `n - 1` ITL samples.
//! - **P50 / P90 / P99**: the 50th, 90th and 99th percentiles of a set of samples (P99: 99 % of the
//!   samples are at or below it). See [`percentile`] for the exact estimator.
//! - **Throughput** ([`GenTimings::tokens_per_s`]): generated tokens per second of the request's total wall
//!   time, start to last token. [`GenTimings::decode_tokens_per_s`] is the steady-state decode rate instead,
//!   the figure llama2.c's `run.c` prints as `achieved tok/s`.
//! - **Goodput**: the number of requests per second that meet a latency SLO (a TTFT limit and a limit on
//!   their own P99 ITL); [`slo_attainment`] is the fraction of requests meeting it, [`goodput`] the rate.
//!
//! NaN samples are ignored everywhere: they never panic a sort and never poison a percentile.

use serde::{Deserialize, Serialize};

/// The `p`-th percentile (`p` in `[0, 100]`) of `samples`, which need not be sorted.
///
/// Estimator: **linear interpolation between closest ranks** (NumPy's default `linear` method, Hyndman and
/// Fan's type 7): with the `n` non-NaN samples sorted ascending as `x[0..n]`, the rank is
/// `r = p / 100 * (n - 1)` and the result is `x[floor(r)] + (r - floor(r)) * (x[ceil(r)] - x[floor(r)])`.
/// So `p = 0` is the minimum, `p = 100` the maximum and `p = 50` the usual median.
///
/// Returns `None` when there is no non-NaN sample, or when `p` is NaN or outside `[0, 100]`.
pub fn percentile(samples: &[f64], p: f64) -> Option<f64> {
    if !(0.0..=100.0).contains(&p) {
        return None;
    }
    let sorted = sorted_non_nan(samples);
    percentile_sorted(&sorted, p)
}

/// `samples` without NaNs, sorted ascending.
fn sorted_non_nan(samples: &[f64]) -> Vec<f64> {
    let mut v: Vec<f64> = samples.iter().copied().filter(|x| !x.is_nan()).collect();
    v.sort_by(f64::total_cmp);
    v
}

/// [`percentile`] on samples already sorted ascending and free of NaN.
fn percentile_sorted(sorted: &[f64], p: f64) -> Option<f64> {
    if sorted.is_empty() || !(0.0..=100.0).contains(&p) {
        return None;
    }
    let rank = p / 100.0 * (sorted.len() - 1) as f64;
    let lo = rank.floor() as usize;
    let hi = rank.ceil() as usize;
    let (a, b) = (sorted[lo], sorted[hi]);
    if lo == hi || a == b {
        return Some(a);
    }
    Some(a + (rank - lo as f64) * (b - a))
}

/// `x > 0`, false for NaN.
fn is_positive(x: f64) -> bool {
    x.partial_cmp(&0.0) == Some(std::cmp::Ordering::Greater)
}

/// Summary of a set of latency samples, in milliseconds (NaN samples excluded, `count` is what remains).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct LatencySummary {
    pub count: usize,
    pub p50: f64,
    pub p90: f64,
    pub p99: f64,
    pub mean: f64,
    pub max: f64,
}

/// Summarizes latency samples (milliseconds); `None` when there is no non-NaN sample.
/// Percentiles use the estimator of [`percentile`].
pub fn summarize(samples_ms: &[f64]) -> Option<LatencySummary> {
    let sorted = sorted_non_nan(samples_ms);
    let count = sorted.len();
    if count == 0 {
        return None;
    }
    let mean = sorted.iter().sum::<f64>() / count as f64;
    Some(LatencySummary {
        count,
        p50: percentile_sorted(&sorted, 50.0)?,
        p90: percentile_sorted(&sorted, 90.0)?,
        p99: percentile_sorted(&sorted, 99.0)?,
        mean,
        max: *sorted.last()?,
    })
}

/// Timings of one generation request, in milliseconds from the request's start.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GenTimings {
    /// Time to first token: request start to the first generated token (includes the prompt's prefill).
    pub ttft_ms: f64,
    /// Inter-token latencies: the gaps between consecutive generated tokens (`n_generated - 1` of them).
    pub itl_ms: Vec<f64>,
    /// Request start to the last generated token.
    pub total_ms: f64,
    /// Prompt tokens processed (BOS included when it was fed).
    pub n_prompt: usize,
    /// Tokens generated (sampled) by the model.
    pub n_generated: usize,
}

impl GenTimings {
    /// Builds the timings from the arrival time of each generated token, in milliseconds since the
    /// request started (ascending). With no token generated, TTFT and total are 0.
    pub fn from_arrivals_ms(n_prompt: usize, arrivals_ms: &[f64]) -> Self {
        let ttft_ms = arrivals_ms.first().copied().unwrap_or(0.0);
        let total_ms = arrivals_ms.last().copied().unwrap_or(0.0);
        let itl_ms = arrivals_ms.windows(2).map(|w| w[1] - w[0]).collect();
        GenTimings { ttft_ms, itl_ms, total_ms, n_prompt, n_generated: arrivals_ms.len() }
    }

    /// End-to-end generation throughput: `n_generated / total time`, tokens per second, where the total
    /// time runs from the request's start (prefill included) to the arrival of the last generated token.
    /// `None` when nothing was generated or the total time is not positive.
    pub fn tokens_per_s(&self) -> Option<f64> {
        if self.n_generated == 0 || !is_positive(self.total_ms) {
            return None;
        }
        Some(self.n_generated as f64 / (self.total_ms / 1000.0))
    }

    /// Steady-state decode throughput: the tokens generated after the first one, over the time from the
    /// first generated token to the last (`(n_generated - 1) / (total - ttft)`), i.e. `1 / mean ITL`.
    ///
    /// This is what llama2.c's `run.c` reports as `achieved tok/s` when the prompt is only BOS (its timer
    /// starts after the first forward pass). `None` with fewer than two generated tokens or no elapsed time.
    pub fn decode_tokens_per_s(&self) -> Option<f64> {
        let dt = self.total_ms - self.ttft_ms;
        if self.n_generated < 2 || !is_positive(dt) {
            return None;
        }
        Some((self.n_generated - 1) as f64 / (dt / 1000.0))
    }

    /// Summary of the inter-token latencies; `None` with fewer than two generated tokens.
    pub fn itl_summary(&self) -> Option<LatencySummary> {
        summarize(&self.itl_ms)
    }

    /// Whether this request meets `slo`: TTFT at or below its limit and the P99 of its own ITLs at or below
    /// the ITL limit (a request with no ITL sample meets the ITL limit vacuously). NaN TTFT never meets it.
    pub fn meets(&self, slo: &Slo) -> bool {
        let ttft_ok = self.ttft_ms <= slo.ttft_ms;
        let itl_ok = match percentile(&self.itl_ms, 99.0) {
            Some(p99) => p99 <= slo.itl_p99_ms,
            None => true,
        };
        ttft_ok && itl_ok
    }
}

/// A latency service-level objective for one request, in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Slo {
    /// Upper limit on the time to first token.
    pub ttft_ms: f64,
    /// Upper limit on the request's own P99 inter-token latency.
    pub itl_p99_ms: f64,
}

/// Fraction of `requests` (0.0 to 1.0) that meet `slo` (see [`GenTimings::meets`]); `None` for no request.
pub fn slo_attainment(requests: &[GenTimings], slo: &Slo) -> Option<f64> {
    if requests.is_empty() {
        return None;
    }
    let ok = requests.iter().filter(|r| r.meets(slo)).count();
    Some(ok as f64 / requests.len() as f64)
}

/// Goodput: requests meeting `slo` per second of `wall_time_s`, the wall time in which all of `requests`
/// were served. `None` for no request or a wall time that is not positive.
pub fn goodput(requests: &[GenTimings], slo: &Slo, wall_time_s: f64) -> Option<f64> {
    if requests.is_empty() || !is_positive(wall_time_s) {
        return None;
    }
    let ok = requests.iter().filter(|r| r.meets(slo)).count();
    Some(ok as f64 / wall_time_s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * b.abs().max(1.0)
    }

    #[test]
    fn percentile_of_1_to_100() {
        let v: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(percentile(&v, 0.0), Some(1.0));
        assert_eq!(percentile(&v, 100.0), Some(100.0));
        // rank = 0.5 * 99 = 49.5 -> halfway between 50 and 51
        assert!(close(percentile(&v, 50.0).unwrap(), 50.5));
        // rank = 0.9 * 99 = 89.1 -> 90 + 0.1
        assert!(close(percentile(&v, 90.0).unwrap(), 90.1));
        // rank = 0.99 * 99 = 98.01 -> 99 + 0.01
        assert!(close(percentile(&v, 99.0).unwrap(), 99.01));
    }

    #[test]
    fn percentile_unsorted_small() {
        assert_eq!(percentile(&[3.0, 1.0, 2.0], 50.0), Some(2.0));
        assert_eq!(percentile(&[4.0, 1.0, 3.0, 2.0], 50.0), Some(2.5));
        assert_eq!(percentile(&[7.0], 99.0), Some(7.0));
        assert_eq!(percentile(&[10.0, 20.0], 25.0), Some(12.5));
    }

    #[test]
    fn percentile_edge_cases() {
        assert_eq!(percentile(&[], 50.0), None);
        assert_eq!(percentile(&[f64::NAN, f64::NAN], 50.0), None);
        assert_eq!(percentile(&[1.0, 2.0], -1.0), None);
        assert_eq!(percentile(&[1.0, 2.0], 100.5), None);
        assert_eq!(percentile(&[1.0, 2.0], f64::NAN), None);
        // NaN samples are dropped, not sorted to an end
        assert_eq!(percentile(&[f64::NAN, 5.0, 1.0, f64::NAN, 3.0], 50.0), Some(3.0));
        assert_eq!(percentile(&[1.0, f64::INFINITY], 100.0), Some(f64::INFINITY));
        assert_eq!(percentile(&[1.0, f64::INFINITY, f64::INFINITY], 90.0), Some(f64::INFINITY));
    }

    #[test]
    fn summarize_known() {
        let v: Vec<f64> = (1..=100).rev().map(f64::from).collect();
        let s = summarize(&v).unwrap();
        assert_eq!(s.count, 100);
        assert!(close(s.p50, 50.5));
        assert!(close(s.p90, 90.1));
        assert!(close(s.p99, 99.01));
        assert!(close(s.mean, 50.5));
        assert_eq!(s.max, 100.0);
        assert_eq!(summarize(&[]), None);
        assert_eq!(summarize(&[f64::NAN]), None);
        let s = summarize(&[2.0, f64::NAN, 4.0]).unwrap();
        assert_eq!((s.count, s.mean, s.max), (2, 3.0, 4.0));
    }

    #[test]
    fn gen_timings_from_arrivals() {
        // first token after 10 ms (prefill), then one every 2 ms
        let arrivals = [10.0, 12.0, 14.0, 16.0, 18.0];
        let t = GenTimings::from_arrivals_ms(5, &arrivals);
        assert_eq!(t.ttft_ms, 10.0);
        assert_eq!(t.total_ms, 18.0);
        assert_eq!(t.itl_ms, vec![2.0; 4]);
        assert_eq!((t.n_prompt, t.n_generated), (5, 5));
        assert!(close(t.tokens_per_s().unwrap(), 5.0 / 0.018));
        assert!(close(t.decode_tokens_per_s().unwrap(), 500.0));
        let s = t.itl_summary().unwrap();
        assert_eq!((s.count, s.p50, s.p99, s.max), (4, 2.0, 2.0, 2.0));
    }

    #[test]
    fn gen_timings_degenerate() {
        let none = GenTimings::from_arrivals_ms(1, &[]);
        assert_eq!(none.tokens_per_s(), None);
        assert_eq!(none.decode_tokens_per_s(), None);
        assert_eq!(none.itl_summary(), None);
        let one = GenTimings::from_arrivals_ms(1, &[4.0]);
        assert!(close(one.tokens_per_s().unwrap(), 250.0));
        assert_eq!(one.decode_tokens_per_s(), None);
        assert_eq!(one.itl_summary(), None);
    }

    #[test]
    fn slo_and_goodput() {
        let slo = Slo { ttft_ms: 50.0, itl_p99_ms: 5.0 };
        let fast = GenTimings::from_arrivals_ms(4, &[20.0, 22.0, 24.0]);
        let slow_start = GenTimings::from_arrivals_ms(4, &[80.0, 82.0, 84.0]);
        let jittery = GenTimings::from_arrivals_ms(4, &[20.0, 22.0, 40.0]);
        let single = GenTimings::from_arrivals_ms(4, &[30.0]);
        assert!(fast.meets(&slo));
        assert!(!slow_start.meets(&slo));
        assert!(!jittery.meets(&slo));
        assert!(single.meets(&slo));
        let reqs = vec![fast, slow_start, jittery, single];
        assert_eq!(slo_attainment(&reqs, &slo), Some(0.5));
        assert_eq!(goodput(&reqs, &slo, 4.0), Some(0.5));
        assert_eq!(goodput(&reqs, &slo, 0.0), None);
        assert_eq!(slo_attainment(&[], &slo), None);
        let nan = GenTimings { ttft_ms: f64::NAN, ..GenTimings::from_arrivals_ms(1, &[1.0]) };
        assert!(!nan.meets(&slo));
    }

    #[test]
    fn serializes() {
        let t = GenTimings::from_arrivals_ms(2, &[1.0, 3.0]);
        let j = serde_json::to_string(&t).unwrap();
        assert_eq!(j, r#"{"ttft_ms":1.0,"itl_ms":[2.0],"total_ms":3.0,"n_prompt":2,"n_generated":2}"#);
        let s = serde_json::to_value(t.itl_summary().unwrap()).unwrap();
        assert_eq!(s["count"], 1);
    }
}
