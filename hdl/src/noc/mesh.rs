//! # noc::mesh
//!
//! The mesh generator: `rows x cols` [`Router`]s (node `i = y * cols + x` at column `x`, row `y`), each link
//! a pair of opposite ports of two neighbours, with the local ports of all nodes packed into buses at the top.
//!
//! ```text
//!   (0,0) <=> (1,0) <=> ... (cols-1,0)        <=> : lout/lin flits one way, credits back, both directions
//!     ^^        ^^              ^^
//!     vv        vv              vv
//!   (0,1) <=> (1,1) <=> ...                  every node: inj (valid/ready) in, ej (valid/ready) out
//!    ...
//! ```
//!
//! Node `i` owns bit `i` of `inj_valid`, `inj_ready`, `ej_valid`, `ej_ready` and bits `[i*FW, (i+1)*FW)` of
//! `inj_flit` and `ej_flit`. Ports on the mesh boundary have no neighbour: their inputs are tied to zero and
//! their outputs (which XY routing never drives) are OR-reduced into `edge_err`, an always-zero assertion
//! output that the testbench checks every cycle (so no router output is left dangling).
//!
//! The connections depend on the run-time dimensions, so this block writes its Verilog update code with the
//! rust-hdl AST directly instead of through `#[hdl_gen]`; it has no logic of its own besides the adder tree
//! of `flit_count` and the OR of `edge_err`.

use super::router::Router;
use rust_hdl::prelude::*;

/// The opposite link direction (north <-> south, east <-> west).
pub fn opposite(d: usize) -> usize {
    (d + 2) % 4
}

/// The neighbour of node `(x, y)` in direction `d` (0 north, 1 east, 2 south, 3 west), if inside the mesh.
pub fn neighbour(rows: usize, cols: usize, x: usize, y: usize, d: usize) -> Option<(usize, usize)> {
    match d {
        0 if y > 0 => Some((x, y - 1)),
        1 if x + 1 < cols => Some((x + 1, y)),
        2 if y + 1 < rows => Some((x, y + 1)),
        3 if x > 0 => Some((x - 1, y)),
        _ => None,
    }
}

/// A `rows x cols` mesh of `FW`-bit-flit routers, `N = rows * cols` nodes, `NF = N * FW` bits of packed flits.
#[derive(LogicBlock)]
pub struct Mesh<const FW: usize, const N: usize, const NF: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset of every router.
    pub reset: Signal<In, Bit>,
    /// N bits, input: bit i, node i injects a flit (valid/ready stream, `docs/handshake.md`).
    pub inj_valid: Signal<In, Bits<N>>,
    /// N bits, output (registered): bit i, node i's local input FIFO has room.
    pub inj_ready: Signal<Out, Bits<N>>,
    /// N*FW bits, input: node i's injected flit at bits [i*FW, (i+1)*FW).
    pub inj_flit: Signal<In, Bits<NF>>,
    /// N bits, output (registered): bit i, node i ejects a flit.
    pub ej_valid: Signal<Out, Bits<N>>,
    /// N bits, input: bit i, node i's sink accepts the ejected flit.
    pub ej_ready: Signal<In, Bits<N>>,
    /// N*FW bits, output (registered): node i's ejected flit at bits [i*FW, (i+1)*FW).
    pub ej_flit: Signal<Out, Bits<NF>>,
    /// 32 bits, output: flits switched by all routers' crossbars since reset (sum of the per-router
    /// registered counters; a flit crossing h routers counts h times). Wraps.
    pub flit_count: Signal<Out, Bits<32>>,
    /// 1 bit, output: a boundary port showed activity (a flit or credit towards the outside, or a non-zero
    /// flit register). Always 0 in a correct design.
    pub edge_err: Signal<Out, Bit>,
    /// The routers, node `i = y * cols + x`.
    pub routers: Vec<Router<FW>>,
    _rows: usize,
    _cols: usize,
}

impl<const FW: usize, const N: usize, const NF: usize> Mesh<FW, N, NF> {
    /// A mesh with `rows` rows and `cols` columns.
    pub fn new(rows: usize, cols: usize) -> Self {
        assert!(
            rows >= 1 && cols >= 1 && rows <= 16 && cols <= 16,
            "noc::Mesh: {rows} x {cols} must be within 1..=16 each"
        );
        assert!(rows * cols >= 2, "noc::Mesh: {rows} x {cols} needs at least two nodes");
        assert!(
            N == rows * cols,
            "noc::Mesh: N = {N} must equal rows * cols = {}",
            rows * cols
        );
        assert!(NF == N * FW, "noc::Mesh: NF = {NF} must equal N * FW = {}", N * FW);
        let routers = (0..rows * cols).map(|_| Router::default()).collect();
        Self {
            clock: Default::default(),
            reset: Default::default(),
            inj_valid: Default::default(),
            inj_ready: Default::default(),
            inj_flit: Default::default(),
            ej_valid: Default::default(),
            ej_ready: Default::default(),
            ej_flit: Default::default(),
            flit_count: Default::default(),
            edge_err: Default::default(),
            routers,
            _rows: rows,
            _cols: cols,
        }
    }
}

fn sig(name: String) -> ast::VerilogExpression {
    ast::VerilogExpression::Signal(name)
}

fn assign(to: String, from: ast::VerilogExpression) -> ast::VerilogStatement {
    ast::VerilogStatement::Assignment(sig(to), from)
}

fn lit32(v: usize) -> ast::VerilogExpression {
    ast::VerilogExpression::Literal(VerilogLiteral::from(v as u32))
}

fn slice(bus: &str, width: usize, offset: usize) -> ast::VerilogExpression {
    ast::VerilogExpression::Slice(Box::new(sig(bus.into())), width, Box::new(lit32(offset)))
}

fn slice_assign(bus: &str, width: usize, offset: usize, from: ast::VerilogExpression) -> ast::VerilogStatement {
    ast::VerilogStatement::SliceAssignment {
        base: sig(bus.into()),
        width,
        offset: lit32(offset),
        replacement: from,
    }
}

fn binop(a: ast::VerilogExpression, op: ast::VerilogOp, b: ast::VerilogExpression) -> ast::VerilogExpression {
    ast::VerilogExpression::Binary(Box::new(a), op, Box::new(b))
}

impl<const FW: usize, const N: usize, const NF: usize> Logic for Mesh<FW, N, NF> {
    /// The Verilog is all there is: simulation happens in Verilator against the Rust cycle model.
    fn update(&mut self) {}

    fn connect(&mut self) {
        self.inj_ready.connect();
        self.ej_valid.connect();
        self.ej_flit.connect();
        self.flit_count.connect();
        self.edge_err.connect();
        for r in &mut self.routers {
            r.clock.connect();
            r.reset.connect();
            r.inj_valid.connect();
            r.inj_flit.connect();
            r.ej_ready.connect();
            r.pos_x.connect();
            r.pos_y.connect();
            for d in 0..4 {
                r.lin_valid[d].connect();
                r.lin_flit[d].connect();
                r.lout_credit[d].connect();
            }
        }
    }

    fn hdl(&self) -> Verilog {
        let (rows, cols) = (self._rows, self._cols);
        let mut code: ast::VerilogBlock = vec![];
        let mut count: Option<ast::VerilogExpression> = None;
        let mut err: Option<ast::VerilogExpression> = None;
        for i in 0..rows * cols {
            let (x, y) = (i % cols, i / cols);
            let r = format!("routers${i}$");
            code.push(assign(format!("{r}clock"), sig("clock".into())));
            code.push(assign(format!("{r}reset"), sig("reset".into())));
            code.push(assign(
                format!("{r}pos_x"),
                ast::VerilogExpression::Literal(Bits::<4>::from(x as u64).into()),
            ));
            code.push(assign(
                format!("{r}pos_y"),
                ast::VerilogExpression::Literal(Bits::<4>::from(y as u64).into()),
            ));
            code.push(assign(format!("{r}inj_valid"), slice("inj_valid", 1, i)));
            code.push(assign(format!("{r}inj_flit"), slice("inj_flit", FW, i * FW)));
            code.push(slice_assign("inj_ready", 1, i, sig(format!("{r}inj_ready"))));
            code.push(slice_assign("ej_valid", 1, i, sig(format!("{r}ej_valid"))));
            code.push(slice_assign("ej_flit", FW, i * FW, sig(format!("{r}ej_flit"))));
            code.push(assign(format!("{r}ej_ready"), slice("ej_ready", 1, i)));
            for d in 0..4 {
                match neighbour(rows, cols, x, y, d) {
                    Some((nx, ny)) => {
                        let n = format!("routers${}$", ny * cols + nx);
                        let o = opposite(d);
                        code.push(assign(format!("{r}lin_valid${d}"), sig(format!("{n}lout_valid${o}"))));
                        code.push(assign(format!("{r}lin_flit${d}"), sig(format!("{n}lout_flit${o}"))));
                        code.push(assign(format!("{r}lout_credit${d}"), sig(format!("{n}lin_credit${o}"))));
                    }
                    None => {
                        code.push(assign(
                            format!("{r}lin_valid${d}"),
                            ast::VerilogExpression::Literal(false.into()),
                        ));
                        code.push(assign(
                            format!("{r}lin_flit${d}"),
                            ast::VerilogExpression::Literal(Bits::<FW>::from(0u64).into()),
                        ));
                        code.push(assign(
                            format!("{r}lout_credit${d}"),
                            ast::VerilogExpression::Literal(false.into()),
                        ));
                        let e = binop(
                            binop(
                                sig(format!("{r}lout_valid${d}")),
                                ast::VerilogOp::BitOr,
                                sig(format!("{r}lin_credit${d}")),
                            ),
                            ast::VerilogOp::BitOr,
                            ast::VerilogExpression::Unary(
                                ast::VerilogOpUnary::Any,
                                Box::new(sig(format!("{r}lout_flit${d}"))),
                            ),
                        );
                        err = Some(match err {
                            None => e,
                            Some(acc) => binop(acc, ast::VerilogOp::BitOr, e),
                        });
                    }
                }
            }
            let c = sig(format!("{r}flits"));
            count = Some(match count {
                None => c,
                Some(acc) => binop(acc, ast::VerilogOp::Add, c),
            });
        }
        code.push(assign("flit_count".into(), count.expect("at least one router")));
        code.push(assign("edge_err".into(), err.expect("a mesh has boundary ports")));
        Verilog::Combinatorial(code)
    }
}
