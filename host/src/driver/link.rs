//! # link
//!
//! A model of the PCIe link between host and board: what a transfer costs in time. The simulated board
//! charges every MMIO access and DMA transfer with it, so a load or a token's readback costs what it
//! would on that link.
//!
//! ```text
//!   time(transfer of B bytes) = latency + B / (lanes x lane rate x encoding x TLP efficiency)
//!   TLP efficiency            = max_payload / (max_payload + tlp_overhead)
//! ```
//!
//! Lane rate and line encoding are the PCIe specification's (Gen2: 5 GT/s, 8b/10b; Gen3: 8 GT/s, 128b/130b).
//! The TLP overhead (24 bytes: framing, sequence number, 3-4 DW header, LCRC) with a 256-byte maximum
//! payload, and the latencies (an MMIO read is a non-posted round trip; a DMA adds descriptor fetch and
//! completion), are typical figures of FPGA PCIe bridges, not measurements of one board: they are
//! parameters (`--link-latency-ns`, presets below).

use serde::Serialize;

/// One link configuration.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LinkConfig {
    /// Preset name (`gen2x1`, `gen3x4`, or `custom`).
    pub name: String,
    /// Transfers per second per lane, in GT/s.
    pub gt_per_s: f64,
    pub lanes: u32,
    /// Payload bits per line bit of the encoding (0.8 for 8b/10b, 128/130 for 128b/130b).
    pub encoding: f64,
    /// Maximum TLP payload in bytes and the per-TLP overhead in bytes.
    pub max_payload: u32,
    pub tlp_overhead: u32,
    /// Round trip of a non-posted MMIO read, ns.
    pub mmio_read_ns: f64,
    /// Cost of a posted MMIO write, ns.
    pub mmio_write_ns: f64,
    /// Fixed cost of one DMA transfer (descriptor, first TLP, completion), ns.
    pub dma_latency_ns: f64,
}

impl LinkConfig {
    /// PCIe Gen2 x1 (5 GT/s, 8b/10b): 500 MB/s raw, about 457 MB/s of payload.
    pub fn gen2x1() -> Self {
        LinkConfig {
            name: "gen2x1".into(),
            gt_per_s: 5.0,
            lanes: 1,
            encoding: 0.8,
            max_payload: 256,
            tlp_overhead: 24,
            mmio_read_ns: 1000.0,
            mmio_write_ns: 250.0,
            dma_latency_ns: 2000.0,
        }
    }
    /// PCIe Gen3 x4 (8 GT/s, 128b/130b): 3.94 GB/s raw, about 3.6 GB/s of payload.
    pub fn gen3x4() -> Self {
        LinkConfig {
            name: "gen3x4".into(),
            gt_per_s: 8.0,
            lanes: 4,
            encoding: 128.0 / 130.0,
            max_payload: 256,
            tlp_overhead: 24,
            mmio_read_ns: 700.0,
            mmio_write_ns: 150.0,
            dma_latency_ns: 1500.0,
        }
    }
    /// The preset called `name`.
    pub fn preset(name: &str) -> Result<Self, String> {
        match name {
            "gen2x1" => Ok(Self::gen2x1()),
            "gen3x4" => Ok(Self::gen3x4()),
            _ => Err(format!("unknown PCIe link preset `{name}`: use gen2x1 or gen3x4")),
        }
    }
    /// Checks the parameters (positive rates, a payload larger than zero, finite non-negative latencies).
    pub fn validate(&self) -> Result<(), String> {
        if !(self.gt_per_s > 0.0 && self.gt_per_s.is_finite()) || self.lanes == 0 || !(self.encoding > 0.0 && self.encoding <= 1.0) {
            return Err(format!("link {}: rate {} GT/s x {} lanes, encoding {} is not a working link", self.name, self.gt_per_s, self.lanes, self.encoding));
        }
        if self.max_payload == 0 {
            return Err(format!("link {}: a maximum payload of 0 bytes", self.name));
        }
        for (n, v) in [("mmio_read_ns", self.mmio_read_ns), ("mmio_write_ns", self.mmio_write_ns), ("dma_latency_ns", self.dma_latency_ns)] {
            if !(v >= 0.0 && v.is_finite()) {
                return Err(format!("link {}: {n} = {v} must be a finite number >= 0", self.name));
            }
        }
        Ok(())
    }
    /// Raw line rate after encoding, bytes per second.
    pub fn raw_bytes_per_s(&self) -> f64 {
        self.gt_per_s * 1e9 * self.lanes as f64 * self.encoding / 8.0
    }
    /// Payload rate: the raw rate times the TLP efficiency.
    pub fn payload_bytes_per_s(&self) -> f64 {
        let eff = self.max_payload as f64 / (self.max_payload + self.tlp_overhead) as f64;
        self.raw_bytes_per_s() * eff
    }
    /// Time of one DMA transfer of `bytes`, ns.
    pub fn dma_ns(&self, bytes: usize) -> f64 {
        self.dma_latency_ns + bytes as f64 / self.payload_bytes_per_s() * 1e9
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_have_the_specification_rates() {
        // Gen2 x1: 5 GT/s x 8/10 / 8 = 500 MB/s; Gen3 x4: 8 GT/s x 4 x 128/130 / 8 = 3938.5 MB/s
        assert!((LinkConfig::gen2x1().raw_bytes_per_s() - 500e6).abs() < 1.0);
        assert!((LinkConfig::gen3x4().raw_bytes_per_s() - 3_938_461_538.0).abs() < 1.0);
        // 256 / 280 of it is payload
        assert!((LinkConfig::gen2x1().payload_bytes_per_s() - 500e6 * 256.0 / 280.0).abs() < 1.0);
        assert!(LinkConfig::gen2x1().validate().is_ok() && LinkConfig::gen3x4().validate().is_ok());
    }

    #[test]
    fn transfer_time_is_latency_plus_bytes_over_rate() {
        let l = LinkConfig::gen2x1();
        // 1 MiB at 457.14 MB/s = 2293.8 us, plus 2 us
        let t = l.dma_ns(1 << 20);
        assert!((t - (2000.0 + (1u64 << 20) as f64 / (500e6 * 256.0 / 280.0) * 1e9)).abs() < 1e-6);
        assert!(l.dma_ns(0) == l.dma_latency_ns);
        // Gen3 x4 moves the same megabyte about 8.6x faster
        let r = l.dma_ns(1 << 20) / LinkConfig::gen3x4().dma_ns(1 << 20);
        assert!(r > 7.5 && r < 9.0, "{r}");
    }

    #[test]
    fn bad_presets_and_parameters_are_errors() {
        assert!(LinkConfig::preset("gen5x16").unwrap_err().contains("gen2x1"));
        let mut l = LinkConfig::gen3x4();
        l.lanes = 0;
        assert!(l.validate().is_err());
        let mut l = LinkConfig::gen3x4();
        l.mmio_read_ns = f64::NAN;
        assert!(l.validate().unwrap_err().contains("mmio_read_ns"));
    }
}
