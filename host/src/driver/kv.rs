//! # kv
//!
//! The paged KV cache, managed by the host as PagedAttention does: device DRAM holds a pool of fixed-size
//! physical blocks (`block_size` positions of every KV head's K and V records, `KV_BLOCK_BYTES` each), and
//! the device's block table maps (sequence slot, layer, logical block) to a physical block
//! (`docs/isa.md`, `dma.kv_load` / `dma.kv_store`). The device never allocates: before each program the
//! host makes every block the program touches resident and writes the slot's table.
//!
//! ```text
//!    slot s, layer l:  logical 0   logical 1   logical 2         device block table (DRAM, u32 each)
//!                        │           │           │                [s][l][b] = physical block or 0xFFFFFFFF
//!                        v           v           v
//!    KV pool (DRAM):  [ 7 ]       [ 2 ]       (swapped: bytes in host memory, entry unmapped)
//! ```
//!
//! When the pool is exhausted the least recently used block of *another* slot is swapped out: its bytes
//! are read over the link into host memory, its table entry becomes unmapped (`0xFFFFFFFF`, which the
//! device's DMA reports as an error if a program ever used it), and the block is reused. A swapped block
//! comes back, into whatever physical block is free, the next time its slot runs. Block contents move
//! byte for byte, so the generated text does not change (tested with a pool far smaller than the work).

use super::{Device, DriverError};
use crate::compiler::layout::KvLayout;

/// Unmapped block-table entry.
pub const UNMAPPED: u32 = u32::MAX;

#[derive(Debug, Clone, PartialEq, Eq)]
enum Entry {
    /// Never written.
    Empty,
    /// In physical block `phys`, last used at `stamp`.
    Resident { phys: u32, stamp: u64 },
    /// Swapped out: the block's bytes.
    Swapped(Vec<u8>),
}

#[derive(Debug, Clone)]
struct Slot {
    /// `[layer][logical block]`.
    entries: Vec<Entry>,
    /// The device's copy of the slot's table is stale.
    dirty: bool,
}

/// Counters of the KV manager.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct KvStats {
    /// Blocks swapped out to host memory and back in.
    pub swap_outs: u64,
    pub swap_ins: u64,
    /// Bytes moved by swapping (both directions).
    pub swap_bytes: u64,
    /// Block-table bytes written to the device.
    pub table_bytes: u64,
    /// Most physical blocks in use at once.
    pub peak_blocks: usize,
}

/// The host's view of the KV pool and the block tables.
#[derive(Debug, Clone)]
pub struct KvManager {
    layout: KvLayout,
    free: Vec<u32>,
    slots: Vec<Option<Slot>>,
    clock: u64,
    pub stats: KvStats,
}

impl KvManager {
    /// A manager for the image's pool and table: every block free, every slot closed.
    pub fn new(layout: &KvLayout) -> Self {
        KvManager {
            layout: layout.clone(),
            // lowest block numbers first
            free: (0..layout.num_blocks as u32).rev().collect(),
            slots: vec![None; layout.seqs],
            clock: 0,
            stats: KvStats::default(),
        }
    }

    pub fn layout(&self) -> &KvLayout {
        &self.layout
    }

    /// Physical blocks in use.
    pub fn used_blocks(&self) -> usize {
        self.layout.num_blocks - self.free.len()
    }

    /// The whole block table with every entry unmapped (what the driver writes at load).
    pub fn empty_table(&self) -> Vec<u8> {
        let n = self.layout.seqs * self.layout.layers * self.layout.blocks_per_seq;
        UNMAPPED.to_le_bytes().repeat(n)
    }

    /// Opens a free sequence slot (a block-table row set); `None` when all `BT_SEQS` slots are in use.
    pub fn open(&mut self) -> Option<usize> {
        let k = self.slots.iter().position(|s| s.is_none())?;
        let n = self.layout.layers * self.layout.blocks_per_seq;
        self.slots[k] = Some(Slot { entries: vec![Entry::Empty; n], dirty: true });
        Some(k)
    }

    /// Closes a slot: its resident blocks return to the pool, its swapped blocks are dropped. The device's
    /// table row is rewritten (unmapped) at the slot's next use.
    pub fn close(&mut self, slot: usize) {
        if let Some(Some(s)) = self.slots.get_mut(slot) {
            for e in &s.entries {
                if let Entry::Resident { phys, .. } = e {
                    self.free.push(*phys);
                }
            }
            self.slots[slot] = None;
        }
    }

    /// Logical blocks per layer that `npos` positions need.
    fn need(&self, npos: usize) -> usize {
        npos.div_ceil(self.layout.block_size)
    }

    /// Makes every block of `slot` that positions `0..npos` use resident (allocating, swapping others out
    /// when the pool is exhausted, swapping this slot's back in) and writes every stale table row.
    pub fn prepare(&mut self, dev: &mut dyn Device, slot: usize, npos: usize) -> Result<(), DriverError> {
        let l = self.layout.clone();
        if !matches!(self.slots.get(slot), Some(Some(_))) {
            return Err(DriverError::Request(format!("KV slot {slot} is not open")));
        }
        let need = self.need(npos);
        if need > l.blocks_per_seq {
            return Err(DriverError::Fit(format!(
                "{npos} positions need {need} KV blocks of {} positions per layer, the block table has {} per sequence",
                l.block_size, l.blocks_per_seq
            )));
        }
        if need * l.layers > l.num_blocks {
            return Err(DriverError::Fit(format!(
                "{npos} positions need {} KV blocks ({need} per layer x {} layers), the device's pool holds {}: use a larger pool (--kv-blocks) or shorter sequences",
                need * l.layers,
                l.layers,
                l.num_blocks
            )));
        }
        self.clock += 1;
        let stamp = self.clock;
        for layer in 0..l.layers {
            for b in 0..need {
                let i = layer * l.blocks_per_seq + b;
                let e = self.slots[slot].as_ref().map(|s| s.entries[i].clone()).unwrap_or(Entry::Empty);
                let new = match e {
                    Entry::Resident { phys, .. } => Entry::Resident { phys, stamp },
                    Entry::Empty => {
                        let phys = self.alloc(dev, slot)?;
                        Entry::Resident { phys, stamp }
                    }
                    Entry::Swapped(bytes) => {
                        let phys = self.alloc(dev, slot)?;
                        dev.write_mem(self.block_offset(phys), &bytes)?;
                        self.stats.swap_ins += 1;
                        self.stats.swap_bytes += bytes.len() as u64;
                        Entry::Resident { phys, stamp }
                    }
                };
                let changed = !matches!((&new, &self.slots[slot].as_ref().map(|s| &s.entries[i])), (Entry::Resident { phys: a, .. }, Some(Entry::Resident { phys: b2, .. })) if a == b2);
                if let Some(s) = self.slots[slot].as_mut() {
                    s.entries[i] = new;
                    s.dirty |= changed;
                }
            }
        }
        self.stats.peak_blocks = self.stats.peak_blocks.max(self.used_blocks());
        self.flush(dev)
    }

    fn block_offset(&self, phys: u32) -> u64 {
        self.layout.pool.offset + phys as u64 * self.layout.block_bytes
    }

    /// A free physical block; when none is free, the least recently used block of another slot is
    /// swapped out.
    fn alloc(&mut self, dev: &mut dyn Device, slot: usize) -> Result<u32, DriverError> {
        if let Some(p) = self.free.pop() {
            return Ok(p);
        }
        let mut victim: Option<(usize, usize, u64)> = None;
        for (k, s) in self.slots.iter().enumerate() {
            if k == slot {
                continue;
            }
            if let Some(s) = s {
                for (i, e) in s.entries.iter().enumerate() {
                    if let Entry::Resident { stamp, .. } = e {
                        if victim.is_none_or(|v| *stamp < v.2) {
                            victim = Some((k, i, *stamp));
                        }
                    }
                }
            }
        }
        let Some((k, i, _)) = victim else {
            return Err(DriverError::Fit(format!("the KV pool of {} blocks is exhausted by one sequence", self.layout.num_blocks)));
        };
        let Some(Entry::Resident { phys, .. }) = self.slots[k].as_ref().map(|s| s.entries[i].clone()) else {
            return Err(DriverError::Fit("KV victim vanished".into()));
        };
        let mut bytes = vec![0u8; self.layout.block_bytes as usize];
        dev.read_mem(self.block_offset(phys), &mut bytes)?;
        self.stats.swap_outs += 1;
        self.stats.swap_bytes += bytes.len() as u64;
        if let Some(s) = self.slots[k].as_mut() {
            s.entries[i] = Entry::Swapped(bytes);
            s.dirty = true;
        }
        Ok(phys)
    }

    /// The table row of a slot as device bytes (`[layer][logical block]` u32, unmapped for non-resident).
    pub fn row(&self, slot: usize) -> Vec<u8> {
        let n = self.layout.layers * self.layout.blocks_per_seq;
        let mut out = Vec::with_capacity(4 * n);
        for i in 0..n {
            let v = match self.slots.get(slot).and_then(|s| s.as_ref()).map(|s| &s.entries[i]) {
                Some(Entry::Resident { phys, .. }) => *phys,
                _ => UNMAPPED,
            };
            out.extend_from_slice(&v.to_le_bytes());
        }
        out
    }

    /// Writes the table rows that changed since they were last written.
    fn flush(&mut self, dev: &mut dyn Device) -> Result<(), DriverError> {
        let n = self.layout.layers * self.layout.blocks_per_seq;
        for k in 0..self.slots.len() {
            if self.slots[k].as_ref().is_some_and(|s| s.dirty) {
                let row = self.row(k);
                dev.write_mem(self.layout.block_table.offset + (k * n * 4) as u64, &row)?;
                self.stats.table_bytes += row.len() as u64;
                if let Some(s) = self.slots[k].as_mut() {
                    s.dirty = false;
                }
            }
        }
        Ok(())
    }
}
