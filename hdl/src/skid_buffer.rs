//! # skid_buffer
//!
//! A two-entry register slice for a valid/ready stream: it cuts the combinational path of both `valid`/`data`
//! (forward) and `ready` (backward) while sustaining one transfer per cycle. Every stream interface in Systole
//! obeys the contract written down in `docs/handshake.md`:
//!
//! - a transfer happens on a rising clock edge where `valid` and `ready` are both high;
//! - once `valid` is high, `valid` and `data` hold until the transfer;
//! - `valid` never waits for `ready` (no combinational path from `ready` to `valid`).
//!
//! ```text
//!            +-----------------------------+
//!  s_valid ->|  main_q  <-- skid_q         |-> m_valid
//!  s_data  ->|  (output)    (overflow)     |-> m_data
//!  s_ready <-|  s_ready = !skid_valid_q    |<- m_ready
//!            +-----------------------------+
//! ```
//!
//! `s_ready` is registered (it is the inverse of "the skid register is full"), so `s_ready` depends on no
//! input combinationally; `m_valid`/`m_data` come straight from the output register.

use rust_hdl::prelude::*;

/// Register slice with `D`-bit data.
#[derive(LogicBlock)]
pub struct SkidBuffer<const D: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (empties both registers).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: upstream data is valid.
    pub s_valid: Signal<In, Bit>,
    /// 1 bit, output: this block accepts upstream data this cycle.
    pub s_ready: Signal<Out, Bit>,
    /// D bits, input: upstream data.
    pub s_data: Signal<In, Bits<D>>,
    /// 1 bit, output: downstream data is valid.
    pub m_valid: Signal<Out, Bit>,
    /// 1 bit, input: downstream accepts data this cycle.
    pub m_ready: Signal<In, Bit>,
    /// D bits, output: downstream data.
    pub m_data: Signal<Out, Bits<D>>,
    main_valid_q: DFF<Bit>,
    main_data_q: DFF<Bits<D>>,
    skid_valid_q: DFF<Bit>,
    skid_data_q: DFF<Bits<D>>,
    s_fire: Signal<Local, Bit>,
    m_fire: Signal<Local, Bit>,
}

impl<const D: usize> Default for SkidBuffer<D> {
    fn default() -> Self {
        assert!(D >= 1, "SkidBuffer: data width D = {D} must be at least 1");
        Self {
            clock: Default::default(),
            reset: Default::default(),
            s_valid: Default::default(),
            s_ready: Default::default(),
            s_data: Default::default(),
            m_valid: Default::default(),
            m_ready: Default::default(),
            m_data: Default::default(),
            main_valid_q: Default::default(),
            main_data_q: Default::default(),
            skid_valid_q: Default::default(),
            skid_data_q: Default::default(),
            s_fire: Default::default(),
            m_fire: Default::default(),
        }
    }
}

impl<const D: usize> Logic for SkidBuffer<D> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, main_valid_q, main_data_q, skid_valid_q, skid_data_q);
        self.s_ready.next = !self.skid_valid_q.q.val();
        self.m_valid.next = self.main_valid_q.q.val();
        self.m_data.next = self.main_data_q.q.val();
        self.s_fire.next = self.s_valid.val() & !self.skid_valid_q.q.val();
        self.m_fire.next = self.main_valid_q.q.val() & self.m_ready.val();
        if self.m_fire.val() | !self.main_valid_q.q.val() {
            // the output register is free this cycle: refill it from the skid register, else from upstream
            if self.skid_valid_q.q.val() {
                self.main_valid_q.d.next = true;
                self.main_data_q.d.next = self.skid_data_q.q.val();
                self.skid_valid_q.d.next = false;
            } else {
                self.main_valid_q.d.next = self.s_fire.val();
                self.main_data_q.d.next = self.s_data.val();
            }
        } else if self.s_fire.val() {
            // output stalled and upstream transfers: park the word in the skid register
            self.skid_valid_q.d.next = true;
            self.skid_data_q.d.next = self.s_data.val();
        }
        if self.reset.val() {
            self.main_valid_q.d.next = false;
            self.skid_valid_q.d.next = false;
        }
    }
}
