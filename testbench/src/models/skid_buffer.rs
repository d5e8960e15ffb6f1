//! Cycle model of `hdl/src/skid_buffer.rs`.

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct SkidIn {
    pub reset: bool,
    pub s_valid: bool,
    pub s_data: u64,
    pub m_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SkidOut {
    pub s_ready: bool,
    pub m_valid: bool,
    pub m_data: u64,
}

/// The register slice: an output register and one overflow ("skid") register.
#[derive(Debug, Clone, Default)]
pub struct SkidBufferModel {
    main: Option<u64>,
    main_data: u64,
    skid: Option<u64>,
}

impl SkidBufferModel {
    pub fn step(&mut self, i: SkidIn) -> SkidOut {
        let out = SkidOut { s_ready: self.skid.is_none(), m_valid: self.main.is_some(), m_data: self.main_data };
        let s_fire = i.s_valid && self.skid.is_none();
        let m_fire = self.main.is_some() && i.m_ready;
        if m_fire || self.main.is_none() {
            if let Some(d) = self.skid.take() {
                self.main = Some(d);
                self.main_data = d;
            } else {
                self.main = s_fire.then_some(i.s_data);
                self.main_data = i.s_data;
            }
        } else if s_fire {
            self.skid = Some(i.s_data);
        }
        if i.reset {
            self.main = None;
            self.skid = None;
        }
        out
    }
}
