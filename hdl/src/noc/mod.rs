//! # noc
//!
//! The on-chip network: a 2-D mesh of 5-port wormhole routers ([`router::Router`]) composed by a generator
//! ([`mesh::Mesh`]). XY dimension-order routing, 4-flit input FIFOs with credit-based flow control between
//! routers, round-robin output allocation, one flit per port per cycle; valid/ready injection and ejection at
//! every node's local port (`docs/handshake.md`). The full contract, timing and measured figures are in
//! `docs/noc.md`.
//!
//! ## Flit format (`FW` bits, here `FW = 34`: 32 payload bits)
//!
//! ```text
//!  FW-1                          10 9     6 5     2  1    0
//! +--------------------------------+-------+-------+----+----+
//! |  payload (FW-2 bits, free)     | dst_y | dst_x |tail|head|   head flit (dst in payload bits 7..0)
//! +--------------------------------+-------+-------+----+----+
//! |  payload (FW-2 bits)                           |tail|head|   body / tail flit
//! +------------------------------------------------+----+----+
//! ```
//!
//! A packet is one head flit, any number of body flits and a tail flit; a one-flit packet has both bits set.
//! The routers read only `head`, `tail` and, in a head flit, `dst_x`/`dst_y`; every other bit is carried
//! unchanged.
//!
//! SRAM over the NoC ("SRAM over the NoC" in `docs/noc.md`): [`sram_initiator::NocSramInitiator`] turns a
//! unit's standard SRAM port into request packets and response packets back, [`sram_target::NocSramTarget`]
//! serves them on a requester port of the SRAM banks; [`sram_2x2::NocSram2x2`] composes both with a 2x2 mesh.

pub mod mesh;
pub mod router;
pub mod sram_2x2;
pub mod sram_initiator;
pub mod sram_target;

use crate::emit::{emit, TopModule};

/// Flit width of the emitted meshes: 32 payload bits plus head and tail.
pub const FLIT_W: usize = 34;

/// The emitted 2x2 mesh.
pub type Mesh2x2 = mesh::Mesh<FLIT_W, 4, { 4 * FLIT_W }>;
/// The emitted 4x4 mesh.
pub type Mesh4x4 = mesh::Mesh<FLIT_W, 16, { 16 * FLIT_W }>;

/// The emitted top-level modules of this block: the 2x2 and 4x4 meshes with 32-bit payloads.
pub fn tops() -> Vec<TopModule> {
    vec![
        keep_router_module(share_identical_modules(emit("noc_mesh2x2_w32", Mesh2x2::new(2, 2)))),
        keep_router_module(share_identical_modules(emit("noc_mesh4x4_w32", Mesh4x4::new(4, 4)))),
        share_identical_modules(emit("noc_sram_2x2_w64", NocSram2x2W64::default())),
        emit("noc_sram_target_w64", sram_target::NocSramTarget::<64, SRAM_FLIT_W64, 9>::default()),
        emit("noc_sram_initiator_w128", sram_initiator::NocSramInitiator::<128, SRAM_FLIT_W128, 16>::default()),
        emit("noc_sram_target_w128", sram_target::NocSramTarget::<128, SRAM_FLIT_W128, 16>::default()),
    ]
}

/// Flit width of SRAM-over-NoC packets for 64-bit words: W + 12 (`docs/noc.md`, "SRAM over the NoC").
pub const SRAM_FLIT_W64: usize = 76;
/// Flit width of SRAM-over-NoC packets for 128-bit words.
pub const SRAM_FLIT_W128: usize = 140;
/// The emitted SRAM-over-NoC test top: W = 64, FW = 76.
pub type NocSram2x2W64 = sram_2x2::NocSram2x2<64, SRAM_FLIT_W64, { 4 * SRAM_FLIT_W64 }, 128, 192>;

/// Two Verilator metacomments at the top of the (shared) router module, to keep the 4x4 mesh's C++ small
/// enough to compile in reasonable time (figures in `docs/noc.md`); neither affects synthesis or lint:
///
/// - `no_inline_module`: otherwise Verilator flattens all routers into the top (C++ 7.5 MB instead of 2.9);
/// - `tracing_off`: router internals are left out of waveforms (C++ 1.5 MB instead of 2.9). Every router
///   port is still traced, as the mesh-level wire it connects to. Delete that line to trace internals.
fn keep_router_module(m: TopModule) -> TopModule {
    let head = format!("module {}$routers$0(", m.name);
    let mut out = String::with_capacity(m.verilog.len() + 64);
    for l in m.verilog.lines() {
        out.push_str(l);
        out.push('\n');
        if l.starts_with(&head) {
            out.push_str("    /* verilator no_inline_module */\n");
            out.push_str("    /* verilator tracing_off */\n");
        }
    }
    TopModule {
        name: m.name,
        verilog: out,
    }
}

const SUB_MARK: &str = "// Submodule of the block above, emitted into the block's file by rust-hdl:";

/// rust-hdl writes one module definition per instance (named by its path), so a 4x4 mesh would carry 16
/// copies of the router and ~1100 copies of its flip-flops, and Verilator would compile all of them
/// separately. Every router of a mesh is the same circuit (its position is an input), so this keeps one
/// definition per distinct module text (the first one's name, e.g. `<top>$routers$0` for the router) and points
/// every instance at it, repeating until nothing changes (leaves first, then the modules that use them).
/// The Verilog is equivalent: only duplicate definitions and the type names of instances change.
pub fn share_identical_modules(m: TopModule) -> TopModule {
    let lines: Vec<&str> = m.verilog.lines().collect();
    let first = lines.iter().position(|l| *l == SUB_MARK).unwrap_or(lines.len());
    let mut pre: Vec<String> = lines[..first].iter().map(|s| s.to_string()).collect();
    // one chunk per submodule: (name, lines)
    let mut chunks: Vec<(String, Vec<String>)> = vec![];
    for l in &lines[first..] {
        if *l == SUB_MARK {
            chunks.push((String::new(), vec![]));
        }
        let c = chunks.last_mut().expect("text after the first submodule marker");
        if let Some(rest) = l.strip_prefix("module ") {
            c.0 = rest.split('(').next().unwrap().to_string();
        }
        c.1.push(l.to_string());
    }
    for (_, b) in chunks.iter_mut() {
        while b.last().is_some_and(|l| l.trim().is_empty()) {
            b.pop();
        }
    }
    while pre.last().is_some_and(|l| l.trim().is_empty()) {
        pre.pop();
    }
    loop {
        let mut canon: std::collections::HashMap<String, String> = Default::default();
        let mut rename: std::collections::HashMap<String, String> = Default::default();
        for (name, body) in &chunks {
            let key = body
                .iter()
                .map(|l| l.replace(name.as_str(), "@"))
                .collect::<Vec<_>>()
                .join("\n");
            match canon.get(&key) {
                Some(c) => {
                    rename.insert(name.clone(), c.clone());
                }
                None => {
                    canon.insert(key, name.clone());
                }
            }
        }
        if rename.is_empty() {
            break;
        }
        chunks.retain(|(n, _)| !rename.contains_key(n));
        let fix = |l: &mut String| {
            let t = l.trim_start();
            if let Some(tok) = t.split_whitespace().next() {
                if let Some(c) = rename.get(tok) {
                    let indent = l.len() - t.len();
                    *l = format!("{}{}{}", &l[..indent], c, &t[tok.len()..]);
                }
            }
        };
        pre.iter_mut().for_each(fix);
        chunks.iter_mut().for_each(|(_, b)| b.iter_mut().for_each(fix));
    }
    let mut out = pre.join("\n");
    for (_, b) in &chunks {
        out.push_str("\n\n\n");
        out.push_str(&b.join("\n"));
    }
    out.push('\n');
    TopModule {
        name: m.name,
        verilog: out,
    }
}
