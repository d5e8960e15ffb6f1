//! # scoreboard
//!
//! The co-simulation scoreboard: it checks every write the device makes into its SRAM and its DRAM, as the
//! write happens, against the value that the integer golden model gives for that tensor element.
//!
//! The expected values come from the functional ISA executor (`systole_host::compiler::exec::Machine`)
//! running the same program on the same memory image with its write log on. The executor computes every
//! VECTOR operation with the golden-int functions themselves (`golden::int`), and its programs are bit-exact
//! with `IntTransformer` at the outputs (host/src/compiler/program_tests.rs). Its log therefore gives, per
//! instruction, every byte that instruction writes and its golden value.
//!
//! ```text
//!   Machine::run (log on) --> per instruction pc: { word -> (byte mask, expected bytes) }   (SRAM and DRAM)
//!                                            |
//!   device:  issue(queue, pc) --> in flight per queue (oldest first)
//!            write(cycle, queue, mem, word, data) --> match against the in-flight instructions' words
//!            complete(queue)    --> every word of the oldest instruction holds its final value
//! ```
//!
//! Rules:
//! - a write by a queue's unit must equal, for some instruction of that queue in flight, the word as that
//!   instruction leaves it: its expected bytes where it writes, and the current contents elsewhere (a
//!   read-modify-write of a partial word must keep the other bytes). Several in-flight instructions of one
//!   queue may write the same word (a `matmul` accumulation chain), so any of them is accepted, oldest first;
//! - a write to a word that no in-flight instruction of that queue writes is a divergence too;
//! - at completion, every word of the instruction holds the value the instruction leaves (final check).
//!
//! The first divergence is reported with the cycle, the instruction (index, disassembly, the program's tag:
//! layer and block), the tensor (the program's SRAM buffer or the DRAM region holding the byte) and the
//! element index inside it, expected and actual.
//!
//! A program whose queues race on a word (no semaphore between a writer and another unit's access) has
//! no defined expected value; the compiler's programs are race-free by construction (the executor's runs
//! under random schedules give identical results, `program_tests.rs`).

use std::collections::{HashMap, VecDeque};
use std::fmt;
use systole_host::compiler::exec::{Mem, Write};
use systole_isa::{Instr, Queue, VecOp};

/// A named byte range of one memory, for divergence reports.
#[derive(Debug, Clone)]
pub struct Tensor {
    pub name: String,
    pub mem: Mem,
    pub byte: u64,
    pub bytes: u64,
}

/// What one instruction writes: per word, the mask of bytes it writes and their final values.
#[derive(Debug, Clone, Default)]
struct Writes {
    words: HashMap<(MemKey, u64), (Vec<bool>, Vec<u8>)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum MemKey {
    Sram,
    Dram,
}

fn key(m: Mem) -> MemKey {
    match m {
        Mem::Sram => MemKey::Sram,
        Mem::Dram => MemKey::Dram,
    }
}

/// The first divergence between the device and the golden model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Divergence {
    pub cycle: u64,
    /// Instruction index, its disassembly and tag (`None` for a write no in-flight instruction explains).
    pub pc: Option<usize>,
    pub instr: String,
    pub tag: String,
    pub mem: &'static str,
    /// Byte address of the first differing byte.
    pub byte: u64,
    pub tensor: String,
    /// Element index inside the tensor, and the element width used to compute it.
    pub index: u64,
    pub elem_bytes: usize,
    pub expected: Vec<u8>,
    pub actual: Vec<u8>,
    pub what: String,
}

impl fmt::Display for Divergence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hex = |b: &[u8]| b.iter().rev().map(|x| format!("{x:02x}")).collect::<String>();
        write!(
            f,
            "first divergence at cycle {}: {} ({}), {} byte {:#x} = tensor `{}` element {} ({}-byte elements): expected 0x{}, actual 0x{}; {}",
            self.cycle,
            match self.pc {
                Some(pc) => format!("instruction {pc} `{}`", self.instr),
                None => "no instruction".into(),
            },
            self.tag,
            self.mem,
            self.byte,
            self.tensor,
            self.index,
            self.elem_bytes,
            hex(&self.expected),
            hex(&self.actual),
            self.what
        )
    }
}

/// The scoreboard of one program run.
pub struct Scoreboard {
    wb: usize,
    instrs: Vec<Instr>,
    tags: Vec<String>,
    tensors: Vec<Tensor>,
    expect: Vec<Writes>,
    inflight: [VecDeque<usize>; 3],
    sram: Vec<u8>,
    dram: Vec<u8>,
    /// Writes checked and instructions completed, for the test's own sanity checks.
    pub writes_checked: u64,
    pub completed: u64,
}

fn qidx(q: Queue) -> Option<usize> {
    match q {
        Queue::Dma => Some(0),
        Queue::Matrix => Some(1),
        Queue::Vector => Some(2),
        _ => None,
    }
}

impl Scoreboard {
    /// `log` is the executor's write log of the program `instrs` (with their `tags`), `sram`/`dram` the
    /// memory contents when the program starts (the device's too), `wb` the word size in bytes.
    pub fn new(wb: usize, instrs: Vec<Instr>, tags: Vec<String>, tensors: Vec<Tensor>, log: &[Write], sram: Vec<u8>, dram: Vec<u8>) -> Scoreboard {
        let mut expect = vec![Writes::default(); instrs.len()];
        for w in log {
            let Some(e) = expect.get_mut(w.pc) else { continue };
            for (i, &b) in w.data.iter().enumerate() {
                let a = w.byte + i as u64;
                let ent = e.words.entry((key(w.mem), a / wb as u64)).or_insert_with(|| (vec![false; wb], vec![0; wb]));
                ent.0[(a % wb as u64) as usize] = true;
                ent.1[(a % wb as u64) as usize] = b;
            }
        }
        Scoreboard { wb, instrs, tags, tensors, expect, inflight: Default::default(), sram, dram, writes_checked: 0, completed: 0 }
    }

    /// Queue `q` has taken instruction `pc` (its unit's `instr_valid & instr_ready`).
    pub fn issue(&mut self, q: Queue, pc: usize) {
        if let Some(i) = qidx(q) {
            self.inflight[i].push_back(pc);
        }
    }

    fn mem(&self, m: MemKey) -> &Vec<u8> {
        match m {
            MemKey::Sram => &self.sram,
            MemKey::Dram => &self.dram,
        }
    }

    /// The word as instruction `pc` leaves it, given the current contents.
    fn leaves(&self, pc: usize, m: MemKey, word: u64) -> Option<Vec<u8>> {
        let (mask, val) = self.expect.get(pc)?.words.get(&(m, word))?;
        let o = word as usize * self.wb;
        let cur = self.mem(m).get(o..o + self.wb)?;
        Some((0..self.wb).map(|i| if mask[i] { val[i] } else { cur[i] }).collect())
    }

    fn elem_bytes(&self, pc: Option<usize>, byte: u64) -> usize {
        let Some(i) = pc.and_then(|pc| self.instrs.get(pc)) else { return 1 };
        match i {
            Instr::Matmul(_) | Instr::Matvec(_) => 4,
            Instr::Vector { op, .. } => match *op {
                VecOp::Quant { q, len, .. } => {
                    let q0 = q as u64 * self.wb as u64;
                    if byte >= q0 && byte < q0 + len as u64 {
                        1
                    } else {
                        4
                    }
                }
                VecOp::Softmax { .. } => 2,
                VecOp::KvPack { .. } => 2,
                _ => 4,
            },
            _ => 1,
        }
    }

    fn divergence(&self, cycle: u64, pc: Option<usize>, m: MemKey, word: u64, expected: &[u8], actual: &[u8], what: &str) -> Divergence {
        let first = (0..self.wb).find(|&i| expected.get(i) != actual.get(i)).unwrap_or(0);
        let byte = word * self.wb as u64 + first as u64;
        let mem = match m {
            MemKey::Sram => Mem::Sram,
            MemKey::Dram => Mem::Dram,
        };
        let t = self.tensors.iter().find(|t| t.mem == mem && byte >= t.byte && byte < t.byte + t.bytes);
        let eb = self.elem_bytes(pc, byte);
        let (tensor, off, base) = match t {
            Some(t) => (t.name.clone(), byte - t.byte, t.byte),
            None => ("(no tensor)".into(), byte, 0),
        };
        let e0 = (base + off / eb as u64 * eb as u64 - word * self.wb as u64) as usize;
        let sl = |v: &[u8]| v.get(e0.min(v.len())..(e0 + eb).min(v.len())).map(|s| s.to_vec()).unwrap_or_default();
        Divergence {
            cycle,
            pc,
            instr: pc.and_then(|p| self.instrs.get(p)).map(|i| i.to_string()).unwrap_or_default(),
            tag: pc.and_then(|p| self.tags.get(p)).cloned().unwrap_or_else(|| "-".into()),
            mem: match m {
                MemKey::Sram => "SRAM",
                MemKey::Dram => "DRAM",
            },
            byte,
            tensor,
            index: off / eb as u64,
            elem_bytes: eb,
            expected: sl(expected),
            actual: sl(actual),
            what: what.into(),
        }
    }

    /// A write of one whole word by the unit of queue `q` (`Queue::Ctrl` for a write of no queue, e.g. a
    /// host transfer, which is not checked). Returns the first divergence.
    pub fn write(&mut self, cycle: u64, q: Queue, mem: Mem, word: u64, data: &[u8]) -> Result<(), Divergence> {
        let m = key(mem);
        let o = word as usize * self.wb;
        if data.len() != self.wb || o + self.wb > self.mem(m).len() {
            return Err(self.divergence(cycle, None, m, word, &[], data, "write outside the memory or not one word"));
        }
        if let Some(qi) = qidx(q) {
            self.writes_checked += 1;
            let cands: Vec<(usize, Vec<u8>)> = self.inflight[qi].iter().filter_map(|&pc| self.leaves(pc, m, word).map(|v| (pc, v))).collect();
            if cands.is_empty() {
                let cur = self.mem(m)[o..o + self.wb].to_vec();
                let pc = self.inflight[qi].front().copied();
                return Err(self.divergence(cycle, pc, m, word, &cur, data, &format!("no in-flight {} instruction writes this word", q.name())));
            }
            if !cands.iter().any(|(_, v)| v == data) {
                let (pc, v) = &cands[0];
                return Err(self.divergence(cycle, Some(*pc), m, word, v, data, "written value differs"));
            }
        }
        match m {
            MemKey::Sram => self.sram[o..o + self.wb].copy_from_slice(data),
            MemKey::Dram => self.dram[o..o + self.wb].copy_from_slice(data),
        }
        Ok(())
    }

    /// The oldest in-flight instruction of queue `q` completed: every word it writes must hold its value.
    pub fn complete(&mut self, cycle: u64, q: Queue) -> Result<usize, Divergence> {
        let qi = qidx(q).ok_or_else(|| self.divergence(cycle, None, MemKey::Sram, 0, &[], &[], "completion on the control queue"))?;
        let Some(pc) = self.inflight[qi].pop_front() else {
            return Err(self.divergence(cycle, None, MemKey::Sram, 0, &[], &[], &format!("{} completion without an instruction in flight", q.name())));
        };
        self.completed += 1;
        let mut words: Vec<(MemKey, u64)> = self.expect[pc].words.keys().copied().collect();
        words.sort_by_key(|&(m, w)| (m == MemKey::Dram, w));
        for (m, w) in words {
            let (mask, val) = &self.expect[pc].words[&(m, w)];
            let o = w as usize * self.wb;
            let cur = &self.mem(m)[o..o + self.wb];
            if (0..self.wb).any(|i| mask[i] && cur[i] != val[i]) {
                let exp: Vec<u8> = (0..self.wb).map(|i| if mask[i] { val[i] } else { cur[i] }).collect();
                let cur = cur.to_vec();
                return Err(self.divergence(cycle, Some(pc), m, w, &exp, &cur, "value at completion differs (a write is missing)"));
            }
        }
        Ok(pc)
    }

    /// Instructions in flight per queue (DMA, MATRIX, VECTOR).
    pub fn in_flight(&self) -> [usize; 3] {
        [self.inflight[0].len(), self.inflight[1].len(), self.inflight[2].len()]
    }

    pub fn sram(&self) -> &[u8] {
        &self.sram
    }
    pub fn dram(&self) -> &[u8] {
        &self.dram
    }
}

/// The tensors of a compiled program: its SRAM buffers (`SramPlan`) and the image's DRAM regions, the KV
/// pool and the I/O regions.
pub fn tensors(prog: &systole_host::compiler::program::Program, layout: &systole_host::compiler::layout::Layout) -> Vec<Tensor> {
    let wb = layout.device.word_bytes as u64;
    let mut v: Vec<Tensor> = prog
        .sram
        .bufs
        .iter()
        .map(|b| Tensor { name: b.name.clone(), mem: Mem::Sram, byte: b.word * wb, bytes: b.words * wb })
        .collect();
    for r in layout.regions().into_iter().chain([&prog.io.logits, &prog.io.argmax, &prog.io.program]) {
        v.push(Tensor { name: r.name.clone(), mem: Mem::Dram, byte: r.offset, bytes: r.bytes });
    }
    v
}
