//! Cycle model of `hdl/src/vpu/isqrt.rs`: digit-by-digit square root, one root bit per cycle.

/// Inputs of one cycle.
#[derive(Debug, Clone, Copy, Default)]
pub struct IsqrtIn {
    pub reset: bool,
    pub in_valid: bool,
    pub in_rad: u64,
    pub out_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct IsqrtOut {
    pub in_ready: bool,
    pub out_valid: bool,
    pub out_root: u64,
}

/// `K`-bit root of a `2K`-bit radicand.
#[derive(Debug, Clone)]
pub struct IsqrtModel {
    k: u32,
    rad: u64,
    rem: u64,
    root: u64,
    cnt: u32,
    done: bool,
}

impl IsqrtModel {
    pub fn new(k: u32) -> Self {
        assert!(k <= 31, "the model keeps the radicand in a u64 with room to shift");
        IsqrtModel { k, rad: 0, rem: 0, root: 0, cnt: 0, done: false }
    }

    /// Cycles from the input transfer edge to the first cycle with `out_valid`.
    pub fn latency(&self) -> u64 {
        self.k as u64 + 1
    }

    pub fn step(&mut self, i: IsqrtIn) -> IsqrtOut {
        let k = self.k;
        let m2 = (1u64 << (k + 2)) - 1;
        let in_ready = self.cnt == 0 && (!self.done || i.out_ready);
        let out = IsqrtOut { in_ready, out_valid: self.done, out_root: self.root & ((1 << k) - 1) };
        let (mut rad, mut rem, mut root, mut cnt, mut done) = (self.rad, self.rem, self.root, self.cnt, self.done);
        if self.cnt != 0 {
            let rem_sh = ((self.rem << 2) | ((self.rad >> (2 * k - 2)) & 3)) & m2;
            let trial = ((self.root << 2) | 1) & m2;
            cnt = self.cnt - 1;
            rad = (self.rad << 2) & ((1u64 << (2 * k)) - 1);
            if rem_sh >= trial {
                rem = rem_sh - trial;
                root = ((self.root << 1) | 1) & m2;
            } else {
                rem = rem_sh;
                root = (self.root << 1) & m2;
            }
            if self.cnt == 1 {
                done = true;
            }
        }
        if self.done && i.out_ready {
            done = false;
        }
        if i.in_valid && in_ready {
            rad = i.in_rad & ((1u64 << (2 * k)) - 1);
            rem = 0;
            root = 0;
            cnt = k;
        }
        if i.reset {
            cnt = 0;
            done = false;
        }
        (self.rad, self.rem, self.root, self.cnt, self.done) = (rad, rem, root, cnt, done);
        out
    }
}
