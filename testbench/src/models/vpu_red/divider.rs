//! Cycle model of `hdl/src/vpu/divider.rs`: the restoring divider, one quotient bit per cycle.

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct DividerIn {
    pub reset: bool,
    pub in_valid: bool,
    pub in_num: u64,
    pub in_den: u64,
    pub out_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DividerOut {
    pub in_ready: bool,
    pub out_valid: bool,
    pub out_quot: u64,
}

/// `N`-bit dividend, `D`-bit divisor.
#[derive(Debug, Clone)]
pub struct DividerModel {
    n: u32,
    d: u32,
    r: u64,
    nq: u64,
    den: u64,
    cnt: u32,
    done: bool,
}

fn mask(w: u32) -> u64 {
    if w == 64 { u64::MAX } else { (1u64 << w) - 1 }
}

impl DividerModel {
    pub fn new(n: u32, d: u32) -> Self {
        DividerModel { n, d, r: 0, nq: 0, den: 0, cnt: 0, done: false }
    }

    /// Cycles from the input transfer edge to the first cycle with `out_valid`.
    pub fn latency(&self) -> u64 {
        self.n as u64 + 1
    }

    pub fn step(&mut self, i: DividerIn) -> DividerOut {
        let in_ready = self.cnt == 0 && (!self.done || i.out_ready);
        let out = DividerOut { in_ready, out_valid: self.done, out_quot: self.nq };
        let (n, d) = (self.n, self.d);
        let (mut r, mut nq, mut den, mut cnt, mut done) = (self.r, self.nq, self.den, self.cnt, self.done);
        if self.cnt != 0 {
            let r_sh = ((self.r << 1) | ((self.nq >> (n - 1)) & 1)) & mask(d);
            let ge = (self.r >> (d - 1)) & 1 == 1 || r_sh >= self.den;
            cnt = self.cnt - 1;
            nq = ((self.nq << 1) | ge as u64) & mask(n);
            r = if ge { r_sh.wrapping_sub(self.den) & mask(d) } else { r_sh };
            if self.cnt == 1 {
                done = true;
            }
        }
        if self.done && i.out_ready {
            done = false;
        }
        if i.in_valid && in_ready {
            r = 0;
            nq = i.in_num & mask(n);
            den = i.in_den & mask(d);
            cnt = n;
        }
        if i.reset {
            cnt = 0;
            done = false;
        }
        (self.r, self.nq, self.den, self.cnt, self.done) = (r, nq, den, cnt, done);
        out
    }
}
