//! Cycle model of `VpuLd` (`hdl/src/vpu/ld.rs`): the same registers as the RTL (command, request address
//! and count, credit counter, 8-word response FIFO, the word being unpacked) and its output register slice
//! ([`SkidBufferModel`]); `step` returns the outputs for the inputs and state, then clocks the edge.

use crate::models::skid_buffer::{SkidBufferModel, SkidIn};
use std::collections::VecDeque;

/// Words the response FIFO holds (the RTL's `FIFO_DEPTH`).
pub const FIFO_DEPTH: usize = systole_hdl::vpu::ld::FIFO_DEPTH;

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct LdIn {
    pub reset: bool,
    pub cmd_valid: bool,
    pub cmd_addr: u64,
    pub cmd_count: u16,
    pub cmd_width: u8,
    pub cmd_signed: bool,
    pub req_ready: bool,
    pub rsp_valid: bool,
    pub rsp_data: u64,
    pub out_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LdOut {
    pub cmd_ready: bool,
    pub req_valid: bool,
    pub req_addr: u64,
    pub out_valid: bool,
    /// Meaningful only while `out_valid` (compared only then).
    pub out_data: u32,
    pub out_last: bool,
}

/// The loader for `word_bits`-bit words and `addr_bits`-bit addresses.
#[derive(Debug, Clone)]
pub struct LdModel {
    word_bits: usize,
    addr_mask: u64,
    addr: u64,
    words: u16,
    elems: u16,
    wcode: u8,
    signed: bool,
    infl: usize,
    fifo: VecDeque<u64>,
    word: Option<u64>,
    epw: usize,
    skid: SkidBufferModel,
}

impl LdModel {
    pub fn new(word_bits: usize, addr_bits: usize) -> Self {
        assert!(
            word_bits == 32 || word_bits == 64,
            "LdModel: word width {word_bits} not modelled (32 or 64)"
        );
        LdModel {
            word_bits,
            addr_mask: (1u64 << addr_bits) - 1,
            addr: 0,
            words: 0,
            elems: 0,
            wcode: 0,
            signed: false,
            infl: 0,
            fifo: VecDeque::new(),
            word: None,
            epw: 0,
            skid: SkidBufferModel::default(),
        }
    }

    fn bits(wcode: u8) -> usize {
        8 << wcode.min(2)
    }

    pub fn step(&mut self, i: &LdIn) -> LdOut {
        let idle = self.elems == 0;
        let req_valid = self.words != 0 && self.infl != FIFO_DEPTH;
        // element in the low bits of the current word
        let bits = Self::bits(self.wcode);
        let last_el = self.elems == 1;
        let (s_valid, s_data) = match self.word {
            Some(w) => {
                let raw = w & ((1u64 << bits) - 1);
                let e = match (bits, self.signed) {
                    (8, true) => raw as u8 as i8 as i32 as u32,
                    (16, true) => raw as u16 as i16 as i32 as u32,
                    _ => raw as u32,
                };
                (true, e as u64 | (last_el as u64) << 32)
            }
            None => (false, 0),
        };
        let sk = self.skid.step(SkidIn {
            reset: i.reset,
            s_valid,
            s_data,
            m_ready: i.out_ready,
        });
        let out = LdOut {
            cmd_ready: idle,
            req_valid,
            req_addr: self.addr,
            out_valid: sk.m_valid,
            out_data: sk.m_data as u32,
            out_last: (sk.m_data >> 32) & 1 == 1,
        };
        // edge
        let take = s_valid && sk.s_ready;
        let word_end = self.epw == 1 || last_el;
        let pop = (self.word.is_none() || (take && word_end)) && !self.fifo.is_empty();
        let req_fire = req_valid && i.req_ready;
        if i.cmd_valid && idle {
            let per = (self.word_bits / Self::bits(i.cmd_width)) as u32;
            self.addr = i.cmd_addr & self.addr_mask;
            self.words = (i.cmd_count as u32).div_ceil(per) as u16;
            self.elems = i.cmd_count;
            self.wcode = i.cmd_width;
            self.signed = i.cmd_signed;
        }
        if req_fire {
            self.addr = (self.addr + 1) & self.addr_mask;
            self.words -= 1;
        }
        if take {
            self.elems -= 1;
            self.epw -= 1;
            let w = self.word.unwrap();
            self.word = if word_end {
                None
            } else {
                Some(if bits >= 64 { 0 } else { w >> bits })
            };
        }
        if pop {
            self.word = self.fifo.pop_front();
            self.epw = self.word_bits / bits;
        }
        if i.rsp_valid {
            assert!(
                self.fifo.len() < FIFO_DEPTH,
                "LdModel: response with a full FIFO (more than {FIFO_DEPTH} reads in flight)"
            );
            self.fifo.push_back(i.rsp_data);
        }
        self.infl = self.infl + req_fire as usize - pop as usize;
        if i.reset {
            self.words = 0;
            self.elems = 0;
            self.infl = 0;
            self.fifo.clear();
            self.word = None;
        }
        out
    }
}
