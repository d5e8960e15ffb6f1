//! Cycle model of `hdl/src/matrix` (the systolic matrix unit), for any `R x C`.
//!
//! The model does not simulate the PEs: it computes a vector's whole result when the vector is accepted, with
//! the weight bank the vector belongs to, and carries it through a pipeline of `R + C` slots (the skewed array's
//! `R + C - 1` advances and the PEs' product registers) that advances
//! exactly when the array does. Everything observable is cycle-exact with the RTL: `w_ready`, `a_ready`,
//! `y_valid`, `y_last` and `y_data` (when valid). Because the result is computed at acceptance, an RTL that
//! overwrote a weight row still in use, mixed up banks, or mis-skewed a row would disagree with the model.

use std::collections::VecDeque;

/// Inputs of one cycle.
#[derive(Debug, Clone, Default)]
pub struct MatrixIn {
    pub reset: bool,
    pub w_valid: bool,
    /// C weights of one tile row (column `c` is output `c`).
    pub w_data: Vec<i8>,
    pub w_last: bool,
    pub w_cols: u8,
    pub a_valid: bool,
    /// R activations (row `r` is tile input `r`).
    pub a_data: Vec<i8>,
    pub a_last: bool,
    pub y_ready: bool,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MatrixOut {
    pub w_ready: bool,
    pub a_ready: bool,
    pub y_valid: bool,
    /// C partial sums (meaningful when `y_valid`).
    pub y_data: Vec<i32>,
    pub y_last: bool,
}

type Slot = Option<(Vec<i32>, bool)>;

/// The matrix unit: two weight banks with their loader and drain counters, the array as a pipeline of
/// `R + C` result slots, and the 2-entry output buffer (main + skid) whose registered ready is the
/// array's advance.
#[derive(Debug, Clone)]
pub struct MatrixModel {
    r: usize,
    c: usize,
    /// Weight banks, row-major `[row][col]`.
    w: [Vec<i8>; 2],
    full: [bool; 2],
    drain: [usize; 2],
    rows: [usize; 2],
    lb: usize,
    cb: usize,
    row: usize,
    /// Front = newest slot, back = the slot arriving at the output buffer.
    pipe: VecDeque<Slot>,
    main: Slot,
    main_data: Vec<i32>,
    main_last: bool,
    skid: Slot,
}

impl MatrixModel {
    pub fn new(r: usize, c: usize) -> Self {
        MatrixModel {
            r,
            c,
            w: [vec![0; r * c], vec![0; r * c]],
            full: [false; 2],
            drain: [0; 2],
            rows: [r; 2],
            lb: 0,
            cb: 0,
            row: 0,
            pipe: (0..r + c).map(|_| None).collect(),
            main: None,
            main_data: vec![0; c],
            main_last: false,
            skid: None,
        }
    }

    /// Latency from acceptance (cycle 0) to the result on `y` without stalls.
    pub fn latency(&self) -> usize {
        self.r + self.c + 1
    }

    /// Outputs for the current state and inputs, then the clock edge.
    pub fn step(&mut self, i: &MatrixIn) -> MatrixOut {
        let (r, c) = (self.r, self.c);
        let adv = self.skid.is_none();
        let a_ready = !i.reset && adv && self.full[self.cb];
        let w_ready = !i.reset && !self.full[self.lb] && self.drain[self.lb] + self.row < r;
        let out = MatrixOut {
            w_ready,
            a_ready,
            y_valid: self.main.is_some(),
            y_data: self.main_data.clone(),
            y_last: self.main_last,
        };
        let a_fire = i.a_valid && a_ready;
        let w_fire = i.w_valid && w_ready;
        // output buffer, fed by the slot leaving the array
        let slot = self.pipe.back().cloned().flatten();
        let s_fire = slot.is_some() && adv;
        let m_fire = self.main.is_some() && i.y_ready;
        if m_fire || self.main.is_none() {
            if let Some(x) = self.skid.take() {
                self.main_data = x.0.clone();
                self.main_last = x.1;
                self.main = Some(x);
            } else if s_fire {
                let x = slot.unwrap();
                self.main_data = x.0.clone();
                self.main_last = x.1;
                self.main = Some(x);
            } else {
                self.main = None;
            }
        } else if s_fire {
            self.skid = slot;
        }
        // the array
        if adv {
            let entering = if a_fire {
                let b = self.cb;
                let k = self.rows[b];
                let mut y = vec![0i32; c];
                for (col, yc) in y.iter_mut().enumerate() {
                    *yc = (0..k).map(|row| i.a_data[row] as i32 * self.w[b][row * c + col] as i32).sum();
                }
                Some((y, i.a_last))
            } else {
                None
            };
            self.pipe.pop_back();
            self.pipe.push_front(entering);
            for d in self.drain.iter_mut() {
                *d = d.saturating_sub(1);
            }
        }
        if a_fire && i.a_last {
            self.full[self.cb] = false;
            self.drain[self.cb] = r + c - 2;
            self.cb ^= 1;
        }
        if w_fire {
            let b = self.lb;
            for col in 0..c {
                self.w[b][self.row * c + col] = if col < i.w_cols as usize { i.w_data[col] } else { 0 };
            }
            if i.w_last || self.row == r - 1 {
                self.full[b] = true;
                self.rows[b] = self.row + 1;
                self.lb ^= 1;
                self.row = 0;
            } else {
                self.row += 1;
            }
        }
        if i.reset {
            self.main = None;
            self.skid = None;
            self.full = [false; 2];
            self.drain = [0; 2];
            self.lb = 0;
            self.cb = 0;
            self.row = 0;
            self.pipe.iter_mut().for_each(|s| *s = None);
        }
        out
    }
}

/// The mathematical reference: `y[c] = sum_{r < rows} a[r] * w[r][c]` for the columns `c < cols` (0 beyond),
/// with `w` row-major `[row][col]` of width `c_total`.
pub fn tile_product(a: &[i8], w: &[i8], rows: usize, cols: usize, c_total: usize) -> Vec<i32> {
    (0..c_total)
        .map(|c| if c < cols { (0..rows).map(|r| a[r] as i32 * w[r * c_total + c] as i32).sum() } else { 0 })
        .collect()
}
