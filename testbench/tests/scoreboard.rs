//! The co-simulation scoreboard (`testbench/src/scoreboard.rs`) on real programs of stories260K, without RTL:
//! the "device" is a second run of the functional executor under a different, random schedule, replayed
//! into the scoreboard word by word (partial words as read-modify-writes, as the RTL units do). The test
//! shows that the scoreboard accepts a correct run whatever the order between queues, and that a single
//! wrong byte, a missing write and a stray write are each reported with the instruction, its tag, the
//! tensor and the element.
//!
//! `cargo test --release -p systole-testbench --test scoreboard` (needs `../shared/models/stories260K.bin`).

use systole_host::compiler::exec::{Mem, Schedule, Write};
use systole_host::compiler::program::{self, Program, ProgramConfig};
use systole_host::compiler::{build, DeviceConfig, Layout};
use systole_host::golden::quant::QuantModel;
use systole_isa::Queue;
use systole_testbench::harness::{seed, Rng};
use systole_testbench::scoreboard::{tensors, Divergence, Scoreboard};

const WB: usize = 8;

struct Setup {
    layout: Layout,
    prog: Program,
    sram0: Vec<u8>,
    dram0: Vec<u8>,
    expect: Vec<Write>,
    device: Vec<Write>,
}

/// The decode step at `pos` (`tokens.len() == 1`) or a prefill chunk, run twice on the executor: once for
/// the expected values, once (random schedule `s`) as the device.
fn setup(tokens: &[u32], p0: usize, s: u64) -> Option<Setup> {
    setup_with(tokens, p0, s, true)
}

/// [`setup`] with the ISA 1.1 `matvec` programs (`matvec`) or the ISA 1.0 ones.
fn setup_with(tokens: &[u32], p0: usize, s: u64, matvec: bool) -> Option<Setup> {
    let p = systole_host::locate::shared_models_dir().join("stories260K.bin");
    if !systole_host::locate::shared_test_file(&p) {
        return None;
    }
    let q = QuantModel::prepare(&systole_host::formats::llama2c::load_llama2c(&p).expect("stories260K.bin loads"));
    let cfg = DeviceConfig { rows: 8, cols: 8, word_bytes: WB, block_size: 16, ..DeviceConfig::default() };
    let (layout, img) = build(&q, &cfg).expect("image builds");
    let pc = ProgramConfig { matvec, ..ProgramConfig::default() };
    let prog = program::generate(&layout, &pc, tokens, p0).expect("program generates");
    assert_eq!(prog.tags.len(), prog.instrs.len(), "one tag per instruction");
    let mut m = program::loaded_machine(&layout, &pc, &img).expect("machine");
    // the program's own bytes are part of DRAM before the run
    let bytes = prog.encode().expect("encodes");
    let at = prog.io.program.offset as usize;
    m.dram[at..at + bytes.len()].copy_from_slice(&bytes);
    let (sram0, dram0) = (m.sram.clone(), m.dram.clone());
    let mut a = m.clone();
    a.log = Some(Vec::new());
    program::run(&mut a, &prog, Schedule::QueuesFirst).expect("reference run");
    let mut b = m;
    b.log = Some(Vec::new());
    program::run(&mut b, &prog, Schedule::Random(s)).expect("device run");
    Some(Setup { layout, prog, sram0, dram0, expect: a.log.take().unwrap_or_default(), device: b.log.take().unwrap_or_default() })
}

/// Replays the device's writes: instructions in the order they executed, each issued, written word by word
/// (partial words merged with the current contents), completed.
fn replay(s: &Setup, device: &[Write]) -> Result<Scoreboard, Divergence> {
    let mut sb = Scoreboard::new(WB, s.prog.instrs.clone(), s.prog.tags.clone(), tensors(&s.prog, &s.layout), &s.expect, s.sram0.clone(), s.dram0.clone());
    let mut cycle = 0u64;
    let mut i = 0;
    while i < device.len() {
        let pc = device[i].pc;
        let q = s.prog.instrs[pc].queue();
        sb.issue(q, pc);
        while i < device.len() && device[i].pc == pc {
            let w = &device[i];
            let mut a = w.byte;
            let end = w.byte + w.data.len() as u64;
            while a < end {
                let word = a / WB as u64;
                let o = word as usize * WB;
                let mut data = match w.mem {
                    Mem::Sram => sb.sram()[o..o + WB].to_vec(),
                    Mem::Dram => sb.dram()[o..o + WB].to_vec(),
                };
                let hi = end.min((word + 1) * WB as u64);
                for x in a..hi {
                    data[(x % WB as u64) as usize] = w.data[(x - w.byte) as usize];
                }
                sb.write(cycle, q, w.mem, word, &data)?;
                cycle += 1;
                a = hi;
            }
            i += 1;
        }
        let done = sb.complete(cycle, q)?;
        assert_eq!(done, pc);
    }
    Ok(sb)
}

#[test]
fn scoreboard_accepts_a_correct_run_in_any_queue_order() {
    for (matvec, (tokens, p0)) in [false, true].into_iter().flat_map(|mv| [(&[1u32][..], 0usize), (&[403][..], 3), (&[1, 403, 407][..], 0)].map(|c| (mv, c))) {
        let s0 = seed();
        let Some(s) = setup_with(tokens, p0, s0, matvec) else { return };
        let sb = replay(&s, &s.device).unwrap_or_else(|d| panic!("seed {s0}: {d}"));
        let queue_instrs = s.prog.instrs.iter().filter(|i| !matches!(i.queue(), Queue::Ctrl) && !matches!(i, systole_isa::Instr::Sync { .. })).count();
        assert_eq!(sb.completed as usize, queue_instrs, "every DMA, MATMUL and VECTOR instruction was checked at completion");
        // ISA 1.0 programs also write every weight tile into SRAM; matvec streams them past it
        assert!(sb.writes_checked > if matvec { 2_000 } else { 10_000 }, "only {} writes checked", sb.writes_checked);
        assert_eq!(sb.in_flight(), [0, 0, 0]);
        // both runs end with the same memories (the program is race-free)
        assert_eq!(s.expect.len(), s.device.len());
    }
}

#[test]
fn scoreboard_reports_the_first_wrong_byte_with_instruction_tensor_and_element() {
    let s0 = seed();
    let Some(s) = setup(&[1], 2, s0) else { return };
    let mut rng = Rng::new(s0);
    for trial in 0..20 {
        let mut dev = s.device.clone();
        let k = rng.below(dev.len() as u64) as usize;
        let j = rng.below(dev[k].data.len() as u64) as usize;
        dev[k].data[j] ^= 1 << rng.below(8);
        let (pc, byte) = (dev[k].pc, dev[k].byte + j as u64);
        let d = match replay(&s, &dev) {
            Ok(_) => panic!("seed {s0} trial {trial}: flipped byte {byte:#x} of instruction {pc} not detected"),
            Err(d) => d,
        };
        assert_eq!(d.pc, Some(pc), "seed {s0} trial {trial}: {d}");
        assert_eq!(d.byte, byte, "seed {s0} trial {trial}: {d}");
        assert_eq!(d.tag, s.prog.tags[pc]);
        assert_ne!(d.tensor, "(no tensor)", "{d}");
        assert_ne!(d.expected, d.actual, "{d}");
        let msg = d.to_string();
        assert!(msg.contains(&format!("instruction {pc}")) && msg.contains(&d.tensor), "{msg}");
        if trial == 0 {
            eprintln!("example report: {msg}");
        }
    }
}

#[test]
fn scoreboard_reports_missing_and_stray_writes() {
    let s0 = seed();
    let Some(s) = setup(&[1], 0, s0) else { return };
    // a matrix instruction's write dropped (a matvec with the default ISA 1.1 programs): reported at its completion
    let k = s.device.iter().position(|w| matches!(s.prog.instrs[w.pc], systole_isa::Instr::Matmul(_) | systole_isa::Instr::Matvec(_))).expect("a matmul or matvec writes");
    let pc = s.device[k].pc;
    let mut dev = s.device.clone();
    dev[k].data.clear(); // the instruction still issues and completes, without this write
    match replay(&s, &dev) {
        Ok(_) => panic!("a missing write of instruction {pc} was not detected"),
        Err(d) => {
            assert_eq!(d.pc, Some(pc), "{d}");
            assert!(d.what.contains("missing"), "{d}");
        }
    }
    // a write moved to a word the instruction does not write
    let mut dev = s.device.clone();
    let v = s.device.iter().position(|w| matches!(s.prog.instrs[w.pc], systole_isa::Instr::Vector { .. }) && w.mem == Mem::Sram).expect("a vector write");
    dev[v].byte += 4096 * WB as u64;
    match replay(&s, &dev) {
        Ok(_) => panic!("a stray write was not detected"),
        Err(d) => assert!(d.what.contains("no in-flight") || d.what.contains("differs") || d.what.contains("missing"), "{d}"),
    }
}
