//! Cycle model of the `noc` block: [`RouterModel`] mirrors `hdl/src/noc/router.rs` register for register,
//! [`MeshModel`] wires them like `hdl/src/noc/mesh.rs`. Both are cycle-exact: every output of the Verilated
//! mesh is compared with the model every cycle. [`traffic`] has the traffic generators, the scoreboard, the
//! watchdog and the lockstep run loop shared by the tests and `examples/noc_latency.rs`.
//!
//! Flit layout (`docs/noc.md`): bit 0 head, bit 1 tail, bits 2.. payload; in a head flit, bits 5..2 the
//! destination column and bits 9..6 the destination row.

pub mod sram_bridge;
pub mod traffic;

/// Input FIFO depth (flits) and initial credit count of a link output.
pub const DEPTH: u8 = 4;
/// Port indices: link directions 0..4, then the local port.
pub const NORTH: usize = 0;
pub const EAST: usize = 1;
pub const SOUTH: usize = 2;
pub const WEST: usize = 3;
pub const LOCAL: usize = 4;

/// Builds a flit from its fields (`payload` is shifted above the two marker bits).
pub fn flit(head: bool, tail: bool, payload: u64) -> u64 {
    (payload << 2) | ((tail as u64) << 1) | head as u64
}
pub fn is_head(f: u64) -> bool {
    f & 1 == 1
}
pub fn is_tail(f: u64) -> bool {
    f & 2 == 2
}
/// Destination column of a head flit.
pub fn dst_x(f: u64) -> usize {
    ((f >> 2) & 15) as usize
}
/// Destination row of a head flit.
pub fn dst_y(f: u64) -> usize {
    ((f >> 6) & 15) as usize
}

/// Inputs of one router for one cycle (same meaning as the RTL ports).
#[derive(Debug, Clone, Copy, Default)]
pub struct RouterIn {
    pub reset: bool,
    pub lin_valid: [bool; 4],
    pub lin_flit: [u64; 4],
    pub lout_credit: [bool; 4],
    pub inj_valid: bool,
    pub inj_flit: u64,
    pub ej_ready: bool,
}

/// Outputs of one router (all registered: they depend on the state only).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RouterOut {
    pub lin_credit: [bool; 4],
    pub lout_valid: [bool; 4],
    pub lout_flit: [u64; 4],
    pub inj_ready: bool,
    pub ej_valid: bool,
    pub ej_flit: u64,
    pub flits: u32,
}

/// One router's registers, named after the RTL's (`_q` dropped). Power-up state is all zeros, like the
/// emitted DFFs' `initial` values.
#[derive(Debug, Clone, Default)]
pub struct RouterModel {
    pub x: usize,
    pub y: usize,
    buf: [[u64; 4]; 5],
    wr: [u8; 5],
    rd: [u8; 5],
    cnt: [u8; 5],
    route: [u8; 5],
    credit: [bool; 4],
    lock: [bool; 5],
    rr: [u8; 5],
    ov: [bool; 5],
    of: [u64; 5],
    cred: [u8; 4],
    flits: u32,
    /// Set when a link input wrote into a full FIFO (a credit protocol violation; never in a correct mesh).
    pub overflow: bool,
}

impl RouterModel {
    pub fn new(x: usize, y: usize) -> Self {
        RouterModel {
            x,
            y,
            ..Default::default()
        }
    }

    /// The registered outputs.
    pub fn outputs(&self) -> RouterOut {
        RouterOut {
            lin_credit: self.credit,
            lout_valid: [self.ov[0], self.ov[1], self.ov[2], self.ov[3]],
            lout_flit: [self.of[0], self.of[1], self.of[2], self.of[3]],
            inj_ready: self.cnt[LOCAL] != DEPTH,
            ej_valid: self.ov[LOCAL],
            ej_flit: self.of[LOCAL],
            flits: self.flits,
        }
    }

    /// Flits currently buffered in the router (FIFOs and output registers).
    pub fn occupancy(&self) -> usize {
        self.cnt.iter().map(|&c| c as usize).sum::<usize>() + self.ov.iter().filter(|&&v| v).count()
    }

    /// One clock cycle: returns the outputs before the edge, then updates the registers.
    pub fn step(&mut self, i: &RouterIn) -> RouterOut {
        let o = self.outputs();
        let (mx, my) = (self.x, self.y);
        let mut in_v = [false; 5];
        let mut in_f = [0u64; 5];
        for d in 0..4 {
            in_v[d] = i.lin_valid[d];
            in_f[d] = i.lin_flit[d];
        }
        in_v[LOCAL] = i.inj_valid && self.cnt[LOCAL] != DEPTH;
        in_f[LOCAL] = i.inj_flit;
        let mut front = [0u64; 5];
        let mut want = [0u8; 5];
        let mut nonempty = [false; 5];
        for p in 0..5 {
            nonempty[p] = self.cnt[p] != 0;
            front[p] = self.buf[p][self.rd[p] as usize];
            let f = front[p];
            let mut r = 1u8 << LOCAL;
            if dst_y(f) != my {
                r = 1 << NORTH;
            }
            if dst_y(f) > my {
                r = 1 << SOUTH;
            }
            if dst_x(f) != mx {
                r = 1 << WEST;
            }
            if dst_x(f) > mx {
                r = 1 << EAST;
            }
            want[p] = if is_head(f) { r } else { self.route[p] };
        }
        let mut can_send = [false; 5];
        for d in 0..4 {
            can_send[d] = self.cred[d] != 0;
        }
        can_send[LOCAL] = !self.ov[LOCAL] || i.ej_ready;

        let mut n = self.clone();
        let mut pop = [false; 5];
        let mut fire = [false; 5];
        let mut out_f = [0u64; 5];
        for q in 0..5 {
            let elig: Vec<bool> = (0..5)
                .map(|p| nonempty[p] && (want[p] >> q) & 1 == 1 && (!is_head(front[p]) || !self.lock[q]) && can_send[q])
                .collect();
            let mut g = None;
            let mut seen = false;
            for p in 0..5 {
                seen |= (self.rr[q] >> p) & 1 == 1;
                if g.is_none() && seen && elig[p] {
                    g = Some(p);
                }
            }
            for p in 0..5 {
                if g.is_none() && elig[p] {
                    g = Some(p);
                }
            }
            out_f[q] = front[0];
            if let Some(p) = g {
                fire[q] = true;
                out_f[q] = front[p];
                pop[p] = true;
                let (h, t) = (is_head(front[p]), is_tail(front[p]));
                if h && !t {
                    n.lock[q] = true;
                }
                if t {
                    n.lock[q] = false;
                }
                if h {
                    n.rr[q] = 1 << ((p + 1) % 5);
                    n.route[p] = 1 << q;
                }
                n.flits = n.flits.wrapping_add(1);
            }
        }
        for d in 0..4 {
            n.ov[d] = fire[d];
            if fire[d] {
                n.of[d] = out_f[d];
            }
            if fire[d] && !i.lout_credit[d] {
                n.cred[d] = self.cred[d].wrapping_sub(1) & 7;
            }
            if !fire[d] && i.lout_credit[d] {
                n.cred[d] = (self.cred[d] + 1) & 7;
            }
        }
        if fire[LOCAL] {
            n.ov[LOCAL] = true;
            n.of[LOCAL] = out_f[LOCAL];
        } else if i.ej_ready {
            n.ov[LOCAL] = false;
        }
        for p in 0..5 {
            if in_v[p] {
                if self.cnt[p] == DEPTH && !i.reset {
                    n.overflow = true;
                }
                n.buf[p][self.wr[p] as usize] = in_f[p];
                n.wr[p] = (self.wr[p] + 1) & 3;
            }
            if pop[p] {
                n.rd[p] = (self.rd[p] + 1) & 3;
            }
            if in_v[p] && !pop[p] {
                n.cnt[p] = (self.cnt[p] + 1) & 7;
            }
            if !in_v[p] && pop[p] {
                n.cnt[p] = self.cnt[p].wrapping_sub(1) & 7;
            }
        }
        for d in 0..4 {
            n.credit[d] = pop[d];
        }
        if i.reset {
            for p in 0..5 {
                n.wr[p] = 0;
                n.rd[p] = 0;
                n.cnt[p] = 0;
                n.route[p] = 0;
                n.lock[p] = false;
                n.rr[p] = 1;
                n.ov[p] = false;
            }
            for d in 0..4 {
                n.credit[d] = false;
                n.cred[d] = DEPTH;
            }
            n.flits = 0;
        }
        *self = n;
        o
    }
}

/// The neighbour of node (x, y) in direction `d`, if inside a `rows x cols` mesh (as `hdl::noc::mesh`).
pub fn neighbour(rows: usize, cols: usize, x: usize, y: usize, d: usize) -> Option<(usize, usize)> {
    match d {
        NORTH if y > 0 => Some((x, y - 1)),
        EAST if x + 1 < cols => Some((x + 1, y)),
        SOUTH if y + 1 < rows => Some((x, y + 1)),
        WEST if x > 0 => Some((x - 1, y)),
        _ => None,
    }
}

/// Inputs of the mesh for one cycle, node `i = y * cols + x`.
#[derive(Debug, Clone, Default)]
pub struct MeshIn {
    pub reset: bool,
    pub inj_valid: Vec<bool>,
    pub inj_flit: Vec<u64>,
    pub ej_ready: Vec<bool>,
}

/// Outputs of the mesh, node `i = y * cols + x`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MeshOut {
    pub inj_ready: Vec<bool>,
    pub ej_valid: Vec<bool>,
    pub ej_flit: Vec<u64>,
    pub flit_count: u32,
    pub edge_err: bool,
}

/// The whole mesh: routers plus links (each link: flit and valid one way, credits back).
#[derive(Debug, Clone)]
pub struct MeshModel {
    pub rows: usize,
    pub cols: usize,
    pub routers: Vec<RouterModel>,
}

impl MeshModel {
    pub fn new(rows: usize, cols: usize) -> Self {
        MeshModel {
            rows,
            cols,
            routers: (0..rows * cols).map(|i| RouterModel::new(i % cols, i / cols)).collect(),
        }
    }

    pub fn nodes(&self) -> usize {
        self.rows * self.cols
    }

    /// True when a FIFO overflowed somewhere (credit protocol broken).
    pub fn overflow(&self) -> bool {
        self.routers.iter().any(|r| r.overflow)
    }

    /// Flits inside the mesh (FIFOs and output registers).
    pub fn occupancy(&self) -> usize {
        self.routers.iter().map(|r| r.occupancy()).sum()
    }

    /// One clock cycle of the mesh.
    pub fn step(&mut self, i: &MeshIn) -> MeshOut {
        let (rows, cols) = (self.rows, self.cols);
        let outs: Vec<RouterOut> = self.routers.iter().map(|r| r.outputs()).collect();
        let mut mo = MeshOut::default();
        for (k, r) in self.routers.iter_mut().enumerate() {
            let (x, y) = (k % cols, k / cols);
            let mut ri = RouterIn {
                reset: i.reset,
                inj_valid: i.inj_valid[k],
                inj_flit: i.inj_flit[k],
                ej_ready: i.ej_ready[k],
                ..Default::default()
            };
            for d in 0..4 {
                match neighbour(rows, cols, x, y, d) {
                    Some((nx, ny)) => {
                        let o = &outs[ny * cols + nx];
                        let od = (d + 2) % 4;
                        ri.lin_valid[d] = o.lout_valid[od];
                        ri.lin_flit[d] = o.lout_flit[od];
                        ri.lout_credit[d] = o.lin_credit[od];
                    }
                    None => {
                        let o = &outs[k];
                        mo.edge_err |= o.lout_valid[d] || o.lin_credit[d] || o.lout_flit[d] != 0;
                    }
                }
            }
            let o = r.step(&ri);
            mo.inj_ready.push(o.inj_ready);
            mo.ej_valid.push(o.ej_valid);
            mo.ej_flit.push(o.ej_flit);
            mo.flit_count = mo.flit_count.wrapping_add(o.flits);
        }
        mo
    }
}
