//! Cycle models of the vector unit's attention blocks (`hdl/src/vpu/{score,pv,vpu_rec}.rs`): same ports as
//! the block, `step` gives the outputs for the current inputs and state, then applies the clock edge.

pub mod pv;
pub mod rec;
pub mod score;

/// The output register slice (`hdl/src/skid_buffer.rs`): output register and skid register.
#[derive(Debug, Clone, Copy, Default)]
pub struct Slice<T: Copy> {
    pub main: Option<T>,
    pub skid: Option<T>,
}

impl<T: Copy> Slice<T> {
    /// `s_ready`: the skid register is empty (registered).
    pub fn s_ready(&self) -> bool {
        self.skid.is_none()
    }

    /// The clock edge with upstream `s` (valid + data) and downstream `m_ready`.
    pub fn edge(&mut self, s: Option<T>, m_ready: bool) {
        let s_fire = if self.skid.is_none() { s } else { None };
        if self.main.is_none() || m_ready {
            if self.skid.is_some() {
                self.main = self.skid.take();
            } else {
                self.main = s_fire;
            }
        } else if s_fire.is_some() {
            self.skid = s_fire;
        }
    }
}
