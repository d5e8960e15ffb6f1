//! # backend
//!
//! The runtime as a [`Backend`], so `systole run`, `eval` and the generation code drive a device exactly
//! as they drive the golden models: one sequence slot, the prompt as prefill chunks
//! ([`Backend::forward_chunk`]), each generated token as a decode step. The logits come back as i32 Q16
//! and are converted as golden-int converts its own (`q / 65536`), so sampling sees the same numbers.
//!
//! [`DeviceBackend::report`] adds the device's figures to `--json`: the accelerator cycles of every
//! program (prefill and decode), MAC utilization, DRAM and link bytes, and time to first token and
//! inter-token latency in device time (simulated time on the simulated board).

use super::runtime::{Runtime, StepReport};
use super::{Device, DriverError};
use crate::golden::Backend;
use crate::Config;
use serde_json::{json, Map, Value};

/// A device behind the [`Backend`] trait.
pub struct DeviceBackend<D: Device> {
    pub rt: Runtime<D>,
    name: &'static str,
    config: Config,
    slot: Option<usize>,
    next_pos: usize,
    logits: Vec<f32>,
    /// The first failure of [`Backend::forward`] (which cannot return it); `forward_chunk` returns errors.
    pub error: Option<DriverError>,
    /// Index into `rt.steps` and device time at the last reset (the current request's start).
    first_step: usize,
    t_reset_ns: f64,
    /// `rt.steps` index after the request's first chunk (the prompt's prefill programs end there).
    prefill_end: usize,
    /// Wall time spent in device steps, seconds.
    wall_s: f64,
}

impl<D: Device> DeviceBackend<D> {
    /// `name` is the backend's name in reports (`sim`, `pcie`, `exec`).
    pub fn new(rt: Runtime<D>, name: &'static str) -> Self {
        let config = rt.layout.config.clone();
        let t = rt.dev.now_ns();
        DeviceBackend { rt, name, logits: vec![0.0; config.vocab_size], config, slot: None, next_pos: 0, error: None, first_step: 0, t_reset_ns: t, prefill_end: 0, wall_s: 0.0 }
    }

    fn run(&mut self, tokens: &[u32], p0: usize) -> Result<(), DriverError> {
        if p0 != self.next_pos {
            return Err(DriverError::Request(format!("position {p0} fed after {} positions: positions go in order", self.next_pos)));
        }
        for &t in tokens {
            crate::golden::check_step(&self.config, t, p0).map_err(DriverError::Request)?;
        }
        if p0 + tokens.len() > self.config.seq_len {
            return Err(DriverError::Request(format!("positions up to {} exceed the model's sequence length {}", p0 + tokens.len() - 1, self.config.seq_len)));
        }
        let slot = match self.slot {
            Some(s) => s,
            None => {
                let s = self.rt.open_seq().ok_or_else(|| DriverError::Fit("no free sequence slot".into()))?;
                self.slot = Some(s);
                s
            }
        };
        let t = std::time::Instant::now();
        let q = self.rt.prefill(slot, tokens, p0);
        self.wall_s += t.elapsed().as_secs_f64();
        let q = q?;
        self.logits = Runtime::<D>::logits_f32(&q);
        self.next_pos = p0 + tokens.len();
        if p0 == 0 {
            self.prefill_end = self.rt.steps.len();
        }
        Ok(())
    }

    /// The reports of the current request's programs (since the last reset).
    pub fn request_steps(&self) -> &[StepReport] {
        &self.rt.steps[self.first_step.min(self.rt.steps.len())..]
    }
}

impl<D: Device> Backend for DeviceBackend<D> {
    fn name(&self) -> &'static str {
        self.name
    }
    fn config(&self) -> &Config {
        &self.config
    }
    fn forward(&mut self, token: u32, pos: usize) -> &[f32] {
        if let Err(e) = self.run(&[token], pos) {
            self.error.get_or_insert(e);
            self.logits.iter_mut().for_each(|f| *f = f32::NAN);
        }
        &self.logits
    }
    fn forward_chunk(&mut self, tokens: &[u32], p0: usize) -> Result<&[f32], String> {
        self.run(tokens, p0).map_err(|e| e.to_string())?;
        Ok(&self.logits)
    }
    fn reset(&mut self) {
        if let Some(s) = self.slot.take() {
            self.rt.close_seq(s);
        }
        self.next_pos = 0;
        self.first_step = self.rt.steps.len();
        self.t_reset_ns = self.rt.dev.now_ns();
    }
    fn report(&self) -> Map<String, Value> {
        let all = &self.rt.steps;
        let req = self.request_steps();
        let mhz = self.rt.dev.clock_mhz();
        let cycles_total: u64 = all.iter().map(|s| s.cycles).sum();
        let n_prefill = self.prefill_end.saturating_sub(self.first_step).min(req.len());
        let prefill_cycles: u64 = req[..n_prefill].iter().map(|s| s.cycles).sum();
        let decode: Vec<&StepReport> = req[n_prefill..].iter().collect();
        let dec_cycles: Vec<f64> = decode.iter().map(|s| s.cycles as f64).collect();
        let macs: u64 = all.iter().map(|s| s.macs).sum();
        let peak = (self.rt.caps.rows * self.rt.caps.cols) as f64;
        let link = self.rt.link_stats();
        // device-time arrivals of the request's tokens: the end of each step that produced logits that
        // were sampled (the last prefill chunk and every decode step)
        let mut t = self.t_reset_ns;
        let mut ttft_ns = None;
        let mut itl_ns = Vec::new();
        for (k, s) in req.iter().enumerate() {
            t += s.device_ns;
            if k + 1 == n_prefill {
                ttft_ns = Some(t - self.t_reset_ns);
            } else if k >= n_prefill {
                itl_ns.push(s.device_ns);
            }
        }
        let itl_ms: Vec<f64> = itl_ns.iter().map(|x| x / 1e6).collect();
        let itl = crate::stats::summarize(&itl_ms);
        let mean = |v: &[f64]| if v.is_empty() { None } else { Some(v.iter().sum::<f64>() / v.len() as f64) };
        let mut m = Map::new();
        let cycles_req: u64 = req.iter().map(|s| s.cycles).sum();
        m.insert("device".into(), json!(self.rt.dev.describe()));
        m.insert("clock_mhz".into(), json!(mhz));
        m.insert("cycles_total".into(), json!(cycles_total));
        m.insert("request_cycles".into(), json!(cycles_req));
        m.insert("prefill_cycles".into(), json!(prefill_cycles));
        m.insert("decode_cycles_per_token".into(), json!(mean(&dec_cycles)));
        m.insert("decode_cycles_max".into(), json!(dec_cycles.iter().cloned().fold(None, |a: Option<f64>, x| Some(a.map_or(x, |a| a.max(x))))));
        m.insert("programs".into(), json!(all.len()));
        // the setup program (the resident constants, run at load and again after a failed program): not a step
        m.insert("setup_cycles".into(), json!(self.rt.load.setup_cycles));
        m.insert("setup_runs".into(), json!(self.rt.load.setup_runs));
        // the roofline's inputs: per phase MACs, DRAM bytes and cycles; the floors of this configuration
        let sum = |v: &[&StepReport], f: &dyn Fn(&StepReport) -> u64| v.iter().map(|s| f(s)).sum::<u64>();
        let pre: Vec<&StepReport> = req[..n_prefill].iter().collect();
        let wb = self.rt.caps.word_bytes as f64;
        let b = self.rt.layout.breakdown();
        let kvl = &self.rt.layout.kv;
        let kv_per_pos = (kvl.layers * kvl.n_kv_heads * 2 * kvl.record_words * kvl.word_bytes) as f64;
        let weight_macs: u64 = self.rt.layout.matrices().iter().map(|(_, m)| (m.outputs * m.inputs) as u64).sum();
        // memory floor of a decode step at position p: the INT8 weights and scales plus the K and V records of
        // positions 0..=p, read once, at one word per cycle
        let floors: Vec<f64> = decode.iter().map(|s| ((b.weights + b.scales) as f64 + kv_per_pos * (s.p0 + 1) as f64) / wb).collect();
        let mem_floor = mean(&floors);
        let compute_floor = weight_macs as f64 / peak;
        m.insert("array_macs_per_cycle".into(), json!(peak));
        m.insert("word_bytes".into(), json!(wb));
        m.insert("prefill_tokens".into(), json!(pre.iter().map(|s| s.tokens).sum::<usize>()));
        m.insert("prefill_macs".into(), json!(sum(&pre, &|s| s.macs)));
        m.insert("prefill_dram_bytes".into(), json!(sum(&pre, &|s| s.dram_bytes())));
        m.insert("prefill_mac_utilization".into(), json!(if prefill_cycles > 0 { sum(&pre, &|s| s.macs) as f64 / (prefill_cycles as f64 * peak) } else { 0.0 }));
        m.insert("decode_tokens".into(), json!(decode.len()));
        m.insert("decode_cycles".into(), json!(sum(&decode, &|s| s.cycles)));
        m.insert("decode_macs".into(), json!(sum(&decode, &|s| s.macs)));
        m.insert("decode_dram_bytes".into(), json!(sum(&decode, &|s| s.dram_bytes())));
        m.insert("decode_memory_floor_cycles".into(), json!(mem_floor));
        m.insert("compute_floor_cycles_per_token".into(), json!(compute_floor));
        m.insert(
            "decode_floor_ratio".into(),
            json!(mean(&dec_cycles).zip(mem_floor).map(|(c, f)| c / f.max(compute_floor))),
        );
        // per step against its own binding floor: the worst and best positions (issue 5's goal is every
        // position within 1.25x); the mean ratio above is a floor-weighted average of these
        let ratios: Vec<(f64, usize)> =
            decode.iter().zip(&floors).map(|(s, f)| (s.cycles as f64 / f.max(compute_floor), s.p0)).collect();
        let worst = ratios.iter().copied().max_by(|a, b| a.0.total_cmp(&b.0));
        let best = ratios.iter().copied().min_by(|a, b| a.0.total_cmp(&b.0));
        m.insert("decode_floor_ratio_max".into(), json!(worst.map(|w| w.0)));
        m.insert("decode_floor_ratio_max_pos".into(), json!(worst.map(|w| w.1)));
        m.insert("decode_floor_ratio_min".into(), json!(best.map(|b| b.0)));
        m.insert("decode_floor_ratio_min_pos".into(), json!(best.map(|b| b.1)));
        m.insert("mac_utilization".into(), json!(if cycles_total > 0 { macs as f64 / (cycles_total as f64 * peak) } else { 0.0 }));
        m.insert("macs".into(), json!(macs));
        m.insert("dram_bytes".into(), json!(all.iter().map(|s| s.dram_bytes()).sum::<u64>()));
        m.insert("link_bytes".into(), json!(link.total_bytes()));
        m.insert("link".into(), json!(link));
        m.insert("load".into(), json!(self.rt.load));
        m.insert("kv".into(), json!(self.rt.kv.stats));
        m.insert("sim_ttft_ms".into(), json!(ttft_ns.map(|x| x / 1e6)));
        m.insert("sim_itl_ms_p50".into(), json!(itl.map(|s| s.p50)));
        m.insert("sim_itl_ms_p99".into(), json!(itl.map(|s| s.p99)));
        m.insert("sim_decode_tokens_per_s".into(), json!(itl.map(|s| 1e3 / s.mean)));
        m.insert("sim_wall_s".into(), json!(self.wall_s));
        m.insert("sim_cycles_per_wall_s".into(), json!(if self.wall_s > 0.0 { cycles_total as f64 / self.wall_s } else { 0.0 }));
        m
    }
}
