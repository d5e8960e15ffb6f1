//! Cycle model of `hdl/src/dma_sram.rs` (`dma_sram_d64_b4_m2`): the DMA engine model
//! ([`DmaModel`], `dma_d64` parameters) composed with the SRAM banks model ([`SramModel`], B = 4, M = 2,
//! 64-bit words, 512 per bank), wired exactly like the RTL:
//!
//! - the engine is requester 0; its word address is cut to the SRAM's `ADDR_BITS` (11) bits;
//! - requester 1 is the `p1_*` ports;
//! - the engine sees `cfg_sram_size` clamped to the SRAM's 16 KiB;
//! - reset goes to both.
//!
//! Each cycle: the engine's outputs depend on its registers only, so they are computed first (on a copy),
//! then the arbiter decides with both requests, then the engine steps with the arbiter's `req_ready` and
//! response lane 0. The engine's internal request is returned too (not a port of the RTL), so a test can
//! monitor the engine/arbiter stream and aim competing traffic at the engine's bank.

use super::dma::{Beat, DmaIn, DmaModel, DmaOut, DmaParams};
use super::sram::{SramConfig, SramIn, SramModel};

/// SRAM geometry of the emitted module.
pub const SRAM: SramConfig = SramConfig { banks: 4, requesters: 2, width: 64, depth_bits: 9 };
/// SRAM word address bits (`systole_hdl::dma_sram::ADDR_BITS`).
pub const ADDR_BITS: u32 = systole_hdl::dma_sram::ADDR_BITS as u32;
/// SRAM capacity in bytes; `cfg_sram_size` is clamped to it.
pub const SRAM_BYTES: u32 = systole_hdl::dma_sram::SRAM_BYTES as u32;

/// Requester 1's request of one cycle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct P1Req {
    pub valid: bool,
    /// Word address, `ADDR_BITS` bits.
    pub addr: u32,
    pub we: bool,
    pub wdata: u64,
}

/// Inputs of one cycle. The `sram_*` fields of `dma` are ignored (they are internal in the RTL).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DmaSramIn {
    pub dma: DmaIn,
    pub p1: P1Req,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DmaSramOut {
    /// The engine's outputs; its `sram_*` fields are the engine's internal request to the arbiter (not
    /// top-level ports; the tests do not compare them with the RTL).
    pub dma: DmaOut,
    pub p1_req_ready: bool,
    pub p1_rsp_valid: bool,
    pub p1_rsp_data: u64,
    /// Stall counters, lane 0 = engine, lane 1 = `p1`.
    pub stall_count: [u32; 2],
    pub conflict_count: u32,
}

/// Model-only facts of one cycle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DmaSramAux {
    /// The arbiter granted the engine's request this cycle.
    pub dma_req_ready: bool,
    /// Per response lane: false when the data returned is from a never-written word (unknown in the RTL).
    pub rsp_known: [bool; 2],
}

/// The composed model.
#[derive(Debug, Clone)]
pub struct DmaSramModel {
    pub dma: DmaModel,
    pub sram: SramModel,
}

impl Default for DmaSramModel {
    fn default() -> Self {
        Self::new()
    }
}

impl DmaSramModel {
    pub fn new() -> Self {
        let p = DmaParams::d64();
        assert_eq!(p.latency as usize, super::sram::LATENCY, "engine latency must equal the SRAM's");
        DmaSramModel { dma: DmaModel::new(p), sram: SramModel::new(SRAM) }
    }

    /// The engine's parameters.
    pub fn params(&self) -> DmaParams {
        *self.dma.params()
    }

    /// The `cfg_sram_size` the engine sees.
    pub fn clamp_sram_size(cfg: u32) -> u32 {
        cfg.min(SRAM_BYTES)
    }

    /// Outputs for the inputs `i` and the current state, then the clock edge.
    pub fn step(&mut self, i: &DmaSramIn) -> (DmaSramOut, DmaSramAux) {
        let mut di = i.dma;
        di.cfg_sram_size = Self::clamp_sram_size(di.cfg_sram_size);
        di.sram_req_ready = false;
        di.sram_rsp_valid = false;
        di.sram_rsp_data = Beat::ZERO;
        // the engine's outputs depend on its registers only: evaluate them on a copy
        let peek = self.dma.clone().step(&di);
        let mask = (1u64 << ADDR_BITS) - 1;
        let si = SramIn {
            reset: i.dma.reset,
            req_valid: vec![peek.sram_req_valid, i.p1.valid],
            req_addr: vec![peek.sram_req_addr as u64 & mask, i.p1.addr as u64 & mask],
            req_we: vec![peek.sram_req_we, i.p1.we],
            req_wdata: vec![peek.sram_req_wdata.into(), i.p1.wdata],
        };
        let (so, known) = self.sram.step(&si);
        di.sram_req_ready = so.req_ready[0];
        di.sram_rsp_valid = so.rsp_valid[0];
        di.sram_rsp_data = so.rsp_data[0].into();
        let o = self.dma.step(&di);
        assert_eq!(o, peek, "DmaSramModel: the engine's outputs must not depend on its inputs");
        (
            DmaSramOut {
                dma: o,
                p1_req_ready: so.req_ready[1],
                p1_rsp_valid: so.rsp_valid[1],
                p1_rsp_data: so.rsp_data[1],
                stall_count: [so.stall_count[0], so.stall_count[1]],
                conflict_count: so.conflict_count,
            },
            DmaSramAux { dma_req_ready: so.req_ready[0], rsp_known: [known[0], known[1]] },
        )
    }
}
