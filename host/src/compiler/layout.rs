//! The layout of the device memory image: where every tensor goes, in what shape and format.
//!
//! The image is one contiguous range of the DRAM window starting at offset 0. Regions are placed in the
//! order a decode step reads them, each aligned to at least a word (every DMA row starts on a word):
//!
//! ```text
//!  0x0 +------------------------------+
//!      | constants: eps_term, att_scale|  one word or more
//!      | EXP2 (257 u16), SIG (513 u16)|
//!      | ROPE [seq_len] rows          |  one word-aligned row per position (one vec.rope operand)
//!      | embedding rows [vocab][dim]  |  row-major INT8 for vec.embed, each row padded to a word
//!      | embedding scales [vocab][g]  |  (the classifier's scales too when it is shared)
//!      +------------------------------+
//!      | layer 0: norm_att gains      |
//!      |   wq tiles, wq scales        |
//!      |   wk ..., wv ..., wo ...     |
//!      |   norm_ffn gains             |
//!      |   w1 ..., w3 ..., w2 ...     |  (consumption order: W1 and W3 share their input)
//!      | layer 1 ...                  |
//!      +------------------------------+
//!      | norm_final gains             |
//!      | classifier tiles (+ scales)  |
//!      | KV block table (u32)         |  4 KiB aligned
//!      | KV pool: blocks              |  4 KiB aligned
//!      +------------------------------+ total_bytes
//! ```
//!
//! **Weight matrices** (`QMatrix` is `[outputs][inputs]`) are stored tile-major for the weight-stationary
//! array. A tile is up to R inputs (tile rows) x C outputs (tile columns); tile row `r` holds the C INT8
//! weights of input `r` for the tile's outputs, zero-padded to C and then to `ceil(C / WORD_BYTES)` words,
//! exactly the SRAM format `matmul` reads. Every tile occupies R rows (a partial tile's missing rows are
//! zero), so all tiles of a matrix have the same size and tile `(n, k)` is at
//! `tiles.offset + (n * k_tiles + k) * tile_bytes`. The input blocks (`k`) follow the scale groups: each
//! group is cut into tiles of R inputs, so no tile straddles two groups (`matmul acc=0` at a group's
//! first tile, `acc=1` after). Order: output block-major, input block-minor:
//!
//! ```text
//!   outputs ->  n=0        n=1        n=2
//!   inputs  +----------+----------+----------+
//!     k=0   | tile 0   | tile K   | tile 2K  |    memory: [n=0: k=0..K][n=1: k=0..K][n=2: ...]
//!     k=1   | tile 1   | tile K+1 |  ...     |
//!     ...   |  ...     |          |          |    one output block = K consecutive tiles = one DMA
//!     k=K-1 | tile K-1 | tile 2K-1|          |
//!           +----------+----------+----------+
//! ```
//!
//! Decode streams every tile once. For one block of C outputs the program multiplies the K tiles of that
//! block into the per-group INT32 sums, then one `vec.requant` turns the block into Q16 outputs. That
//! block's tiles are therefore one contiguous run (one DMA of `K * R` rows, or any sub-run), and its
//! scales are C consecutive scale rows. Tiles whose size divides 4 KiB are aligned to their size, so no
//! tile crosses a 4 KiB boundary (DMA bursts never do).
//!
//! **Scales**: one u32 per (output row, group): `m` in bits 15:0, `s` in bits 23:16, bits 31:24 zero --
//! the `wscales` format of `vec.requant` and `vec.embed`. Row `i` starts at
//! `scales.offset + i * scale_row_words * WORD_BYTES`, `scale_row_words = ceil(4 * groups / WORD_BYTES)`.
//!
//! **KV pool**: `num_blocks` physical blocks of `block_bytes`; inside a block
//! `[position][kv_head][K record, V record]`, a record being a BFP16 vector (`head_size` i16 mantissas,
//! the exponent as a u32, zero padding to `record_words` words). The block table is
//! `[max_seqs][n_layers][blocks_per_seq]` u32 physical block numbers (`docs/isa.md`, `dma.kv_load`).

use super::{CompileError, DeviceConfig, BURST_BOUNDARY};
use crate::config::Config;
use crate::golden::quant::{QMatrix, QuantModel};
use serde::Serialize;

/// What a region holds (for the size breakdown).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RegionKind {
    Constants,
    Table,
    Embedding,
    Weights,
    Scales,
    Gains,
    BlockTable,
    KvPool,
    /// A `matvec` weight stream (ISA 1.1): INT8 tiles and weight scales of one matrix, 64-byte aligned.
    MatvecStream,
}

/// A byte range of the image.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Region {
    pub name: String,
    pub kind: RegionKind,
    /// DRAM byte offset (word-aligned).
    pub offset: u64,
    pub bytes: u64,
}

impl Region {
    pub fn end(&self) -> u64 {
        self.offset + self.bytes
    }
}

/// One input block of a matrix: the tile rows of every tile in that block row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct KTile {
    /// First input (matrix column) of the block.
    pub first: usize,
    /// Inputs in the block (`matmul.k`), 1..=R.
    pub len: usize,
    /// Scale group the inputs belong to.
    pub group: usize,
    /// True for the first block of its group (`matmul acc=0`).
    pub group_start: bool,
}

/// A weight matrix stored as tiles, with its scales.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MatrixLayout {
    /// Output rows of the `QMatrix` (its `rows`).
    pub outputs: usize,
    /// Inputs (its `cols`).
    pub inputs: usize,
    /// Inputs per scale group; `groups = ceil(inputs / group)`.
    pub group: usize,
    pub groups: usize,
    /// Tile rows R and columns C.
    pub tile_rows: usize,
    pub tile_cols: usize,
    /// Words per tile row, `ceil(C / WORD_BYTES)`.
    pub row_words: usize,
    pub word_bytes: usize,
    /// Bytes per tile, `R * row_words * WORD_BYTES`.
    pub tile_bytes: u64,
    /// Input blocks in order (the `k` index of a tile).
    pub k_tiles: Vec<KTile>,
    /// Output blocks, `ceil(outputs / C)` (the `n` index of a tile).
    pub n_tiles: usize,
    pub tiles: Region,
    /// Words per scale row, `ceil(4 * groups / WORD_BYTES)`.
    pub scale_row_words: usize,
    pub scales: Region,
    /// ISA 1.1: tiles per group of the `matvec` stream (`group / 8`); 0 when the matrix cannot be one
    /// `matvec` (a group that is not a multiple of 8 or above 120 inputs, more than 1023 inputs or 4095
    /// outputs).
    pub mv_gt: usize,
    /// ISA 1.1: the matrix as one `matvec` weight stream (`systole_isa::matvec::pack_stream`: tiles and
    /// weight scales interleaved per output block), at a 64-byte-aligned offset (`mv.dram = offset / 64`);
    /// `None` when `mv_gt` is 0.
    pub stream: Option<Region>,
}

impl MatrixLayout {
    /// DRAM offset of tile (`n` output block, `k` input block).
    pub fn tile_offset(&self, n: usize, k: usize) -> u64 {
        self.tiles.offset + (n * self.k_tiles.len() + k) as u64 * self.tile_bytes
    }
    /// Outputs in output block `n` (`matmul.n`; C except for the last block).
    pub fn block_outputs(&self, n: usize) -> usize {
        self.tile_cols.min(self.outputs - n * self.tile_cols)
    }
    /// Bytes of one tile row (the DRAM stride between tile rows).
    pub fn tile_row_bytes(&self) -> u64 {
        (self.row_words * self.word_bytes) as u64
    }
    /// DRAM offset of output row `i`'s scales (`groups` u32).
    pub fn scale_offset(&self, i: usize) -> u64 {
        self.scales.offset + (i * self.scale_row_words * self.word_bytes) as u64
    }
    /// The `matvec` shape of the matrix (`k` = inputs, `n` = outputs, `gt`).
    pub fn mv_shape(&self) -> systole_isa::matvec::Shape {
        systole_isa::matvec::Shape::new(self.inputs as u32, self.outputs as u32, self.mv_gt as u32)
    }
}

/// Tiles per group of the `matvec` stream of a matrix of `inputs` x `outputs` with groups of `group`
/// inputs, or 0 when it cannot be one `matvec` (ISA 1.1 fields: `gt` 1..=15, `k` <= 1023, `n` <= 4095).
pub fn matvec_gt(inputs: usize, outputs: usize, group: usize) -> usize {
    use systole_isa::matvec::{MAX_GT, MAX_K, MAX_N, TILE};
    let t = TILE as usize;
    // a single group (group >= inputs) may be any multiple of 8 that covers the inputs
    let g = if group >= inputs { inputs.div_ceil(t) * t } else { group };
    if inputs == 0 || outputs == 0 || inputs > MAX_K as usize || outputs > MAX_N as usize || g % t != 0 || g / t > MAX_GT as usize {
        0
    } else {
        g / t
    }
}

/// The token embedding stored row-major for `vec.embed` (one row per token, padded to a word).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EmbedLayout {
    pub vocab: usize,
    pub dim: usize,
    pub group: usize,
    pub groups: usize,
    /// Bytes between rows (`dim` rounded up to a word).
    pub row_bytes: u64,
    pub rows: Region,
    pub scale_row_words: usize,
    pub word_bytes: usize,
    pub scales: Region,
}

impl EmbedLayout {
    pub fn row_offset(&self, token: usize) -> u64 {
        self.rows.offset + token as u64 * self.row_bytes
    }
    pub fn scale_offset(&self, token: usize) -> u64 {
        self.scales.offset + (token * self.scale_row_words * self.word_bytes) as u64
    }
}

/// RMSNorm gains: `len` i16, Q(`shift`); the shift is `vec.rmsnorm`'s immediate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NormLayout {
    pub len: usize,
    pub shift: i32,
    pub gains: Region,
}

/// The constant tables.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TablesLayout {
    /// `eps_term` (u64) at offset 0, `att_scale` (i16, sign-extended to an i32) at offset 8.
    pub constants: Region,
    /// `att_scale`, also the `vec.score` immediate.
    pub att_scale: i16,
    /// 257 u16.
    pub exp2: Region,
    pub exp2_len: usize,
    /// 513 u16.
    pub sigmoid: Region,
    pub sigmoid_len: usize,
    /// `[positions]` rows of `pairs` u32 (cos bits 15:0, sin bits 31:16), each row starting on a word.
    pub rope: Region,
    pub rope_positions: usize,
    pub rope_pairs: usize,
    pub rope_row_bytes: u64,
}

impl TablesLayout {
    /// DRAM offset of position `pos`'s ROPE row (the `vec.rope` table operand).
    pub fn rope_row_offset(&self, pos: usize) -> u64 {
        self.rope.offset + pos as u64 * self.rope_row_bytes
    }
    pub fn eps_offset(&self) -> u64 {
        self.constants.offset
    }
    pub fn att_scale_offset(&self) -> u64 {
        self.constants.offset + 8
    }
}

/// The paged KV cache: the physical block pool and the block table (`BT_*`, `KV_*` registers).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KvLayout {
    /// Positions per block.
    pub block_size: usize,
    pub n_kv_heads: usize,
    pub head_size: usize,
    /// Words per BFP16 record, `ceil((2 * head_size + 4) / WORD_BYTES)`.
    pub record_words: usize,
    pub word_bytes: usize,
    /// `KV_BLOCK_BYTES`: `block_size * n_kv_heads * 2 * record_words * WORD_BYTES`.
    pub block_bytes: u64,
    /// `KV_NUM_BLOCKS`.
    pub num_blocks: usize,
    /// `KV_BASE` = `pool.offset`.
    pub pool: Region,
    /// `BT_SEQS`, `BT_LAYERS`, `BT_BLOCKS`.
    pub seqs: usize,
    pub layers: usize,
    pub blocks_per_seq: usize,
    /// `BT_BASE` = `block_table.offset`; `seqs * layers * blocks_per_seq` u32.
    pub block_table: Region,
}

impl KvLayout {
    /// Block-table index of (sequence, layer, logical block).
    pub fn bt_index(&self, seq: usize, layer: usize, block: usize) -> usize {
        (seq * self.layers + layer) * self.blocks_per_seq + block
    }
    /// Word offset inside a block of the K record of (position in block, KV head) (`kv.offset`);
    /// the V record follows it.
    pub fn k_record_word(&self, pos_in_block: usize, kv_head: usize) -> usize {
        (pos_in_block * self.n_kv_heads + kv_head) * 2 * self.record_words
    }
    pub fn v_record_word(&self, pos_in_block: usize, kv_head: usize) -> usize {
        self.k_record_word(pos_in_block, kv_head) + self.record_words
    }
    /// DRAM stride in words between one head's records at consecutive positions (`dma.kv_load dstride`).
    pub fn position_stride_words(&self) -> usize {
        2 * self.n_kv_heads * self.record_words
    }
    /// The block table's initial entries: logical block `i` of the table maps to physical block `i`
    /// while the pool lasts, the rest is unmapped (`0xFFFF_FFFF`) for the driver to allocate.
    pub fn initial_entry(&self, index: usize) -> u32 {
        if index < self.num_blocks {
            index as u32
        } else {
            u32::MAX
        }
    }
}

/// One layer's tensors.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LayerLayout {
    pub norm_att: NormLayout,
    pub wq: MatrixLayout,
    pub wk: MatrixLayout,
    pub wv: MatrixLayout,
    pub wo: MatrixLayout,
    pub norm_ffn: NormLayout,
    pub w1: MatrixLayout,
    pub w3: MatrixLayout,
    pub w2: MatrixLayout,
    /// ISA 1.1: `wq`, `wk` and `wv` as ONE `matvec` weight stream (their output rows one after the
    /// other: `n = dim + 2 kv_dim`), so that one instruction computes q, k and v from the same activations;
    /// `None` when they cannot be fused ([`FusedStream::plan`]).
    pub qkv: Option<FusedStream>,
    /// ISA 1.1: `w1` and `w3` as one `matvec` weight stream (`n = 2 hidden`); `None` when they cannot be
    /// fused.
    pub w13: Option<FusedStream>,
}

/// Several matrices with the same inputs and groups as one `matvec` weight stream: the rows of the first,
/// then the rows of the next, ..., packed by `systole_isa::matvec::pack_stream` as one matrix. One
/// `matvec` then computes all of them from one set of activations, and the weight prefetch of the
/// `matvec` unit covers them together (`docs/compiler.md`, "Fused matvec streams").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FusedStream {
    /// Inputs `k` (shared).
    pub inputs: usize,
    /// Outputs of each part, in order (their sum is the `matvec`'s `n`).
    pub parts: Vec<usize>,
    /// Tiles per group (shared).
    pub mv_gt: usize,
    pub stream: Region,
}

impl FusedStream {
    /// Total outputs.
    pub fn outputs(&self) -> usize {
        self.parts.iter().sum()
    }
    /// The `matvec` shape.
    pub fn mv_shape(&self) -> systole_isa::matvec::Shape {
        systole_isa::matvec::Shape::new(self.inputs as u32, self.outputs() as u32, self.mv_gt as u32)
    }
    /// Places the fused stream of `ms` when they can be one `matvec`: every one has a stream, the same
    /// inputs, group and `gt`, and the sum of their outputs fits `mv.n`.
    fn plan(name: String, ms: &[&MatrixLayout]) -> Option<FusedStream> {
        let f = ms.first()?;
        let same = ms.iter().all(|m| m.stream.is_some() && m.inputs == f.inputs && m.group == f.group && m.mv_gt == f.mv_gt);
        let n: usize = ms.iter().map(|m| m.outputs).sum();
        if !same || matvec_gt(f.inputs, n, f.group) != f.mv_gt {
            return None;
        }
        let sh = systole_isa::matvec::Shape::new(f.inputs as u32, n as u32, f.mv_gt as u32);
        let stream = unplaced(name, sh.stream_bytes());
        Some(FusedStream { inputs: f.inputs, parts: ms.iter().map(|m| m.outputs).collect(), mv_gt: f.mv_gt, stream })
    }
}

impl LayerLayout {
    /// The seven matrices with their names, in storage order.
    pub fn matrices(&self) -> [(&'static str, &MatrixLayout); 7] {
        [("wq", &self.wq), ("wk", &self.wk), ("wv", &self.wv), ("wo", &self.wo), ("w1", &self.w1), ("w3", &self.w3), ("w2", &self.w2)]
    }
}

/// The whole image map.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Layout {
    /// The model's configuration (the readers rebuild the `QuantModel` from it).
    pub config: Config,
    /// The model's scale group setting (`QuantModel::group`; 0 = one group per row).
    pub group: usize,
    pub device: DeviceConfig,
    pub tables: TablesLayout,
    pub embedding: EmbedLayout,
    pub layers: Vec<LayerLayout>,
    pub norm_final: NormLayout,
    /// The classifier's tiles; its scales region is the embedding's when `shared_classifier`.
    pub classifier: MatrixLayout,
    pub shared_classifier: bool,
    pub kv: KvLayout,
    /// Image size in bytes (the end of the last region).
    pub total_bytes: u64,
}

/// How the image's bytes split.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Breakdown {
    /// INT8 weights of the layer matrices and the classifier (one byte per weight).
    pub weights: u64,
    /// Tile padding: unused tile rows, columns beyond C's outputs and word padding.
    pub weight_padding: u64,
    /// Weight scales, 4 bytes per (row, group), classifier and embedding included.
    pub scales: u64,
    /// Scale rows padded to words.
    pub scale_padding: u64,
    /// The row-major embedding (INT8) for `vec.embed`, padding included.
    pub embedding: u64,
    /// Norm gains (regions, padding included).
    pub gains: u64,
    /// Constants, EXP2, SIG, ROPE (regions, padding included).
    pub tables: u64,
    pub block_table: u64,
    pub kv_pool: u64,
    /// The `matvec` weight streams (ISA 1.1; weights, scales and padding): a second copy of every
    /// matrix, in the stream format.
    pub matvec_streams: u64,
    /// Bytes between regions (alignment).
    pub gaps: u64,
    pub total: u64,
}

impl Layout {
    /// Every region once, in offset order (the classifier's scales are left out when they are the
    /// embedding's).
    pub fn regions(&self) -> Vec<&Region> {
        let mut v = vec![
            &self.tables.constants,
            &self.tables.exp2,
            &self.tables.sigmoid,
            &self.tables.rope,
            &self.embedding.rows,
            &self.embedding.scales,
        ];
        for l in &self.layers {
            v.push(&l.norm_att.gains);
            for (_, m) in &l.matrices()[..4] {
                v.push(&m.tiles);
                v.push(&m.scales);
                v.extend(m.stream.iter());
            }
            v.push(&l.norm_ffn.gains);
            for (_, m) in &l.matrices()[4..] {
                v.push(&m.tiles);
                v.push(&m.scales);
                v.extend(m.stream.iter());
            }
            v.extend(l.qkv.iter().map(|f| &f.stream));
            v.extend(l.w13.iter().map(|f| &f.stream));
        }
        v.push(&self.norm_final.gains);
        v.push(&self.classifier.tiles);
        if !self.shared_classifier {
            v.push(&self.classifier.scales);
        }
        v.extend(self.classifier.stream.iter());
        v.push(&self.kv.block_table);
        v.push(&self.kv.pool);
        v.sort_by_key(|r| r.offset);
        v
    }

    /// Every matrix with its name (`layer0.wq`, ..., `classifier`).
    pub fn matrices(&self) -> Vec<(String, &MatrixLayout)> {
        let mut v: Vec<(String, &MatrixLayout)> = Vec::new();
        for (i, l) in self.layers.iter().enumerate() {
            for (n, m) in l.matrices() {
                v.push((format!("layer{i}.{n}"), m));
            }
        }
        v.push(("classifier".into(), &self.classifier));
        v
    }

    pub fn breakdown(&self) -> Breakdown {
        let mut b = Breakdown {
            weights: 0,
            weight_padding: 0,
            scales: 0,
            scale_padding: 0,
            embedding: 0,
            gains: 0,
            tables: 0,
            block_table: 0,
            kv_pool: 0,
            matvec_streams: 0,
            gaps: 0,
            total: self.total_bytes,
        };
        for (_, m) in self.matrices() {
            let w = (m.outputs * m.inputs) as u64;
            b.weights += w;
            b.weight_padding += m.tiles.bytes - w;
        }
        let mut covered = 0;
        for r in self.regions() {
            covered += r.bytes;
            match r.kind {
                RegionKind::Scales => {
                    b.scales += r.bytes;
                }
                RegionKind::Embedding => b.embedding += r.bytes,
                RegionKind::Gains => b.gains += r.bytes,
                RegionKind::Constants | RegionKind::Table => b.tables += r.bytes,
                RegionKind::BlockTable => b.block_table += r.bytes,
                RegionKind::KvPool => b.kv_pool += r.bytes,
                RegionKind::MatvecStream => b.matvec_streams += r.bytes,
                RegionKind::Weights => {}
            }
        }
        // Split the scale regions into payload and padding.
        let mut payload = 4 * (self.embedding.vocab * self.embedding.groups) as u64;
        for (_, m) in self.matrices() {
            if !(self.shared_classifier && std::ptr::eq(m, &self.classifier)) {
                payload += 4 * (m.outputs * m.groups) as u64;
            }
        }
        b.scale_padding = b.scales - payload;
        b.scales = payload;
        b.gaps = self.total_bytes - covered;
        b
    }
}

/// Places regions one after the other.
struct Alloc {
    next: u64,
    word: u64,
}

impl Alloc {
    /// The alignment that keeps chunks of `chunk` bytes (tiles, rows) from crossing a 4 KiB boundary:
    /// the chunk size when it is a power of two up to 4 KiB, 4 KiB for larger chunks (fewest crossings),
    /// a word otherwise.
    fn chunk_align(&self, chunk: u64) -> u64 {
        if chunk.is_power_of_two() && chunk <= BURST_BOUNDARY {
            chunk.max(self.word)
        } else if chunk > BURST_BOUNDARY {
            BURST_BOUNDARY
        } else {
            self.word
        }
    }

    fn place(&mut self, name: String, kind: RegionKind, bytes: u64, align: u64) -> Region {
        let align = align.max(self.word);
        let offset = self.next.div_ceil(align) * align;
        let bytes = bytes.div_ceil(self.word) * self.word;
        self.next = offset + bytes;
        Region { name, kind, offset, bytes }
    }
}

/// A `matvec` stream region not placed yet (`place_streams` gives it its offset).
fn unplaced(name: String, bytes: u64) -> Region {
    Region { name, kind: RegionKind::MatvecStream, offset: u64::MAX, bytes }
}

/// Places the `matvec` weight streams one after the other (64-byte aligned, `mv.dram`'s unit), in the order
/// the decode program reads them: per layer q/k/v (the fused stream, or `wq`, `wk`, `wv`), `wo`, w1/w3
/// (fused, or `w1`, `w3`), `w2`; then the classifier; then the single-matrix streams that a fused stream
/// stands for (read only by programs compiled without fusion). A stream of a multiple of 64 bytes then
/// ends where the program's next one begins (`docs/compiler.md`, "Stream order").
fn place_streams(a: &mut Alloc, layers: &mut [LayerLayout], classifier: &mut MatrixLayout) {
    fn put(a: &mut Alloc, r: &mut Region) {
        if r.offset == u64::MAX {
            *r = a.place(std::mem::take(&mut r.name), RegionKind::MatvecStream, r.bytes, systole_isa::field::MV_DRAM_UNIT);
        }
    }
    fn put_m(a: &mut Alloc, m: &mut MatrixLayout) {
        if let Some(r) = m.stream.as_mut() {
            put(a, r);
        }
    }
    for l in layers.iter_mut() {
        match l.qkv.as_mut() {
            Some(f) => put(a, &mut f.stream),
            None => {
                put_m(a, &mut l.wq);
                put_m(a, &mut l.wk);
                put_m(a, &mut l.wv);
            }
        }
        put_m(a, &mut l.wo);
        match l.w13.as_mut() {
            Some(f) => put(a, &mut f.stream),
            None => {
                put_m(a, &mut l.w1);
                put_m(a, &mut l.w3);
            }
        }
        put_m(a, &mut l.w2);
    }
    put_m(a, classifier);
    for l in layers.iter_mut() {
        for m in [&mut l.wq, &mut l.wk, &mut l.wv, &mut l.w1, &mut l.w3] {
            put_m(a, m);
        }
    }
}

fn words(bytes: usize, word: usize) -> usize {
    bytes.div_ceil(word)
}

fn matrix(a: &mut Alloc, cfg: &DeviceConfig, name: &str, q: &QMatrix, scales: Option<Region>) -> MatrixLayout {
    let w = cfg.word_bytes;
    let group = q.group.max(1).min(q.cols.max(1));
    let groups = q.cols.div_ceil(group);
    let mut k_tiles = Vec::new();
    for g in 0..groups {
        let (lo, hi) = (g * group, ((g + 1) * group).min(q.cols));
        for first in (lo..hi).step_by(cfg.rows) {
            k_tiles.push(KTile { first, len: cfg.rows.min(hi - first), group: g, group_start: first == lo });
        }
    }
    let n_tiles = q.rows.div_ceil(cfg.cols);
    let row_words = cfg.tile_row_words();
    let tile_bytes = (cfg.rows * row_words * w) as u64;
    let al = a.chunk_align(tile_bytes);
    let tiles = a.place(format!("{name}.tiles"), RegionKind::Weights, tile_bytes * (n_tiles * k_tiles.len()) as u64, al);
    let scale_row_words = words(4 * groups, w);
    let scales = scales.unwrap_or_else(|| {
        let block = (cfg.cols * scale_row_words * w) as u64;
        let al = a.chunk_align(block);
        a.place(format!("{name}.scales"), RegionKind::Scales, (q.rows * scale_row_words * w) as u64, al)
    });
    // ISA 1.1: the same matrix as one matvec stream, 64-byte aligned (mv.dram is in 64-byte units); placed
    // later by `place_streams`, in the order the decode program reads them
    let mv_gt = matvec_gt(q.cols, q.rows, group);
    let stream = (mv_gt > 0).then(|| {
        let sh = systole_isa::matvec::Shape::new(q.cols as u32, q.rows as u32, mv_gt as u32);
        unplaced(format!("{name}.matvec"), sh.stream_bytes())
    });
    MatrixLayout {
        mv_gt,
        stream,
        outputs: q.rows,
        inputs: q.cols,
        group,
        groups,
        tile_rows: cfg.rows,
        tile_cols: cfg.cols,
        row_words,
        word_bytes: w,
        tile_bytes,
        k_tiles,
        n_tiles,
        tiles,
        scale_row_words,
        scales,
    }
}

fn norm(a: &mut Alloc, name: &str, g: &crate::golden::quant::QNorm) -> NormLayout {
    NormLayout { len: g.g.len(), shift: g.shift, gains: a.place(format!("{name}.gains"), RegionKind::Gains, 2 * g.g.len() as u64, 0) }
}

/// Plans the image of `model` on the device `cfg`.
pub fn plan(model: &QuantModel, cfg: &DeviceConfig) -> Result<Layout, CompileError> {
    cfg.validate()?;
    let c = &model.config;
    c.validate().map_err(|e| CompileError::Fit(e.to_string()))?;
    let fit = |m: String| Err(CompileError::Fit(m));
    let w = cfg.word_bytes;
    let mut a = Alloc { next: 0, word: w as u64 };

    // Constants and tables.
    let t = &model.tables;
    let constants = a.place("constants".into(), RegionKind::Constants, 12, 0);
    let exp2 = a.place("exp2".into(), RegionKind::Table, 2 * t.exp2.len() as u64, 0);
    let sigmoid = a.place("sigmoid".into(), RegionKind::Table, 2 * t.sigmoid.len() as u64, 0);
    let pairs = c.head_size() / 2;
    if pairs == 0 || t.rope.len() % pairs != 0 {
        return fit(format!("ROPE table of {} pairs is not a whole number of rows of {pairs}", t.rope.len()));
    }
    let rope_positions = t.rope.len() / pairs;
    let rope_row_bytes = (words(4 * pairs, w) * w) as u64;
    let al = a.chunk_align(rope_row_bytes);
    let rope = a.place("rope".into(), RegionKind::Table, rope_row_bytes * rope_positions as u64, al);
    let tables = TablesLayout {
        constants,
        att_scale: t.att_scale,
        exp2,
        exp2_len: t.exp2.len(),
        sigmoid,
        sigmoid_len: t.sigmoid.len(),
        rope,
        rope_positions,
        rope_pairs: pairs,
        rope_row_bytes,
    };

    // Embedding, row-major.
    let e = &model.embedding;
    let egroup = e.group.max(1).min(e.cols.max(1));
    let egroups = e.cols.div_ceil(egroup);
    let row_bytes = (words(e.cols, w) * w) as u64;
    let al = a.chunk_align(row_bytes);
    let rows = a.place("embedding.rows".into(), RegionKind::Embedding, row_bytes * e.rows as u64, al);
    let scale_row_words = words(4 * egroups, w);
    let al = a.chunk_align((cfg.cols * scale_row_words * w) as u64);
    let escales = a.place("embedding.scales".into(), RegionKind::Scales, (e.rows * scale_row_words * w) as u64, al);
    let embedding = EmbedLayout {
        vocab: e.rows,
        dim: e.cols,
        group: egroup,
        groups: egroups,
        row_bytes,
        rows,
        scale_row_words,
        word_bytes: w,
        scales: escales.clone(),
    };

    let mut layers: Vec<LayerLayout> = model
        .layers
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let p = format!("layer{i}");
            let norm_att = norm(&mut a, &format!("{p}.norm_att"), &l.norm_att);
            let wq = matrix(&mut a, cfg, &format!("{p}.wq"), &l.wq, None);
            let wk = matrix(&mut a, cfg, &format!("{p}.wk"), &l.wk, None);
            let wv = matrix(&mut a, cfg, &format!("{p}.wv"), &l.wv, None);
            let wo = matrix(&mut a, cfg, &format!("{p}.wo"), &l.wo, None);
            let norm_ffn = norm(&mut a, &format!("{p}.norm_ffn"), &l.norm_ffn);
            let w1 = matrix(&mut a, cfg, &format!("{p}.w1"), &l.w1, None);
            let w3 = matrix(&mut a, cfg, &format!("{p}.w3"), &l.w3, None);
            let w2 = matrix(&mut a, cfg, &format!("{p}.w2"), &l.w2, None);
            let qkv = FusedStream::plan(format!("{p}.wqkv.matvec"), &[&wq, &wk, &wv]);
            let w13 = FusedStream::plan(format!("{p}.w13.matvec"), &[&w1, &w3]);
            LayerLayout { norm_att, wq, wk, wv, wo, norm_ffn, w1, w3, w2, qkv, w13 }
        })
        .collect();
    let norm_final = norm(&mut a, "norm_final", &model.norm_final);
    let shared = model.classifier.is_none();
    let mut classifier = matrix(&mut a, cfg, "classifier", model.classifier(), if shared { Some(escales) } else { None });
    place_streams(&mut a, &mut layers, &mut classifier);

    // KV cache: block table, then the pool.
    let (nkv, hs) = (c.n_kv_heads, c.head_size());
    let record_words = words(2 * hs + 4, w);
    let block_words = cfg.block_size * nkv * 2 * record_words;
    let blocks_per_seq = c.seq_len.div_ceil(cfg.block_size);
    if c.n_layers > 256 {
        return fit(format!("{} layers exceed the 8-bit kv.layer field", c.n_layers));
    }
    if blocks_per_seq > 4096 {
        return fit(format!("{blocks_per_seq} KV blocks per sequence exceed the 12-bit kv.block field"));
    }
    if block_words > 1 << 16 {
        return fit(format!("a KV block of {block_words} words is beyond the 16-bit kv.offset field"));
    }
    if 2 * nkv * record_words > 0xFFFF {
        return fit("the KV position stride exceeds the 16-bit dma.dstride field".into());
    }
    if let Some(m) = cfg.max_row_bytes {
        if ((record_words * w) as u64) > m {
            return fit(format!("a KV record of {} bytes is longer than the longest DMA row ({m})", record_words * w));
        }
    }
    let entries = cfg.max_seqs * c.n_layers * blocks_per_seq;
    let num_blocks = cfg.kv_blocks.unwrap_or(entries);
    let block_table = a.place("kv.block_table".into(), RegionKind::BlockTable, 4 * entries as u64, BURST_BOUNDARY);
    let block_bytes = (block_words * w) as u64;
    let Some(pool_bytes) = block_bytes.checked_mul(num_blocks as u64) else {
        return fit("the KV pool size overflows".into());
    };
    if pool_bytes > 1 << 33 {
        return fit(format!("a KV pool of {num_blocks} blocks of {block_bytes} bytes exceeds the DRAM window"));
    }
    let pool = a.place("kv.pool".into(), RegionKind::KvPool, pool_bytes, BURST_BOUNDARY);
    let kv = KvLayout {
        block_size: cfg.block_size,
        n_kv_heads: nkv,
        head_size: hs,
        record_words,
        word_bytes: w,
        block_bytes,
        num_blocks,
        pool,
        seqs: cfg.max_seqs,
        layers: c.n_layers,
        blocks_per_seq,
        block_table,
    };

    let total_bytes = a.next;
    if total_bytes > cfg.dram_bytes {
        return fit(format!("the image needs {total_bytes} bytes but the DRAM window holds {}", cfg.dram_bytes));
    }
    Ok(Layout {
        config: c.clone(),
        group: model.group,
        device: cfg.clone(),
        tables,
        embedding,
        layers,
        norm_final,
        classifier,
        shared_classifier: shared,
        kv,
        total_bytes,
    })
}
