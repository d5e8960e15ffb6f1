//! The bytes of the device memory image, and the readers that decode them back.
//!
//! [`build`] plans the [`Layout`] and writes every tensor at its place; everything else (tile padding,
//! scale-row padding, gaps between regions, the KV pool) is zero. All values are little-endian.
//!
//! The readers decode a tensor using only the image and the layout. They are the specification of the
//! format in executable form: the tests rebuild the whole [`QuantModel`] with [`read_model`] and compare it
//! with the model the image was built from, and a program generator or the driver can use them to check
//! what it put in DRAM.

use super::layout::{plan, EmbedLayout, KvLayout, Layout, MatrixLayout, NormLayout, Region, TablesLayout};
use super::{CompileError, DeviceConfig};
use crate::golden::fixed::RowScale;
use crate::golden::quant::{QLayer, QMatrix, QNorm, QuantModel, Tables};

/// Builds the image of `model` on the device `cfg`: the layout and the bytes (`layout.total_bytes` long).
pub fn build(model: &QuantModel, cfg: &DeviceConfig) -> Result<(Layout, Vec<u8>), CompileError> {
    let layout = plan(model, cfg)?;
    let size = usize::try_from(layout.total_bytes)
        .map_err(|_| CompileError::Fit(format!("an image of {} bytes does not fit host memory", layout.total_bytes)))?;
    let mut img = vec![0u8; size];
    let mut w = Writer { img: &mut img };

    // Constants and tables.
    let t = &model.tables;
    let tl = &layout.tables;
    w.put(tl.eps_offset(), &t.eps_term.to_le_bytes());
    w.put(tl.att_scale_offset(), &(t.att_scale as i32).to_le_bytes());
    w.put(tl.exp2.offset, &u16s(&t.exp2));
    w.put(tl.sigmoid.offset, &u16s(&t.sigmoid));
    for (pos, row) in t.rope.chunks(tl.rope_pairs).enumerate() {
        let b: Vec<u8> = row.iter().flat_map(|&(c, s)| (c as u16 as u32 | (s as u16 as u32) << 16).to_le_bytes()).collect();
        w.put(tl.rope_row_offset(pos), &b);
    }

    // Embedding rows and scales.
    let e = &model.embedding;
    for tok in 0..e.rows {
        w.put(layout.embedding.row_offset(tok), &i8s(e.row(tok)));
        w.put(layout.embedding.scale_offset(tok), &scales(e.row_scales(tok)));
    }

    for (l, ll) in model.layers.iter().zip(&layout.layers) {
        w.norm(&ll.norm_att, &l.norm_att);
        w.norm(&ll.norm_ffn, &l.norm_ffn);
        for (q, m) in [(&l.wq, &ll.wq), (&l.wk, &ll.wk), (&l.wv, &ll.wv), (&l.wo, &ll.wo), (&l.w1, &ll.w1), (&l.w3, &ll.w3), (&l.w2, &ll.w2)] {
            w.matrix(m, q, true);
        }
        // ISA 1.1 fused streams: the parts' rows one after the other, packed as one matrix
        for (f, qs) in [(&ll.qkv, [&l.wq, &l.wk, &l.wv].as_slice()), (&ll.w13, [&l.w1, &l.w3].as_slice())] {
            if let Some(f) = f {
                let wts: Vec<i8> = qs.iter().flat_map(|q| q.q.iter().copied()).collect();
                let sc: Vec<u32> = qs.iter().flat_map(|q| q.scale.iter().map(|s| s.m as u32 | (s.s as u32) << 16)).collect();
                let st = systole_isa::matvec::pack_stream(&wts, &sc, f.inputs as u32, f.outputs() as u32, f.mv_gt as u32);
                w.put(f.stream.offset, &st);
            }
        }
    }
    w.norm(&layout.norm_final, &model.norm_final);
    w.matrix(&layout.classifier, model.classifier(), !layout.shared_classifier);

    // Block table (the pool stays zero).
    let kv = &layout.kv;
    let bt: Vec<u8> = (0..kv.seqs * kv.layers * kv.blocks_per_seq).flat_map(|i| kv.initial_entry(i).to_le_bytes()).collect();
    w.put(kv.block_table.offset, &bt);
    Ok((layout, img))
}

struct Writer<'a> {
    img: &'a mut [u8],
}

impl Writer<'_> {
    fn put(&mut self, off: u64, b: &[u8]) {
        let o = off as usize;
        self.img[o..o + b.len()].copy_from_slice(b);
    }

    fn norm(&mut self, n: &NormLayout, g: &QNorm) {
        let b: Vec<u8> = g.g.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.put(n.gains.offset, &b);
    }

    fn matrix(&mut self, m: &MatrixLayout, q: &QMatrix, with_scales: bool) {
        for n in 0..m.n_tiles {
            for (k, kt) in m.k_tiles.iter().enumerate() {
                let base = m.tile_offset(n, k);
                for r in 0..kt.len {
                    let input = kt.first + r;
                    let row: Vec<u8> = (0..m.block_outputs(n)).map(|c| q.q[(n * m.tile_cols + c) * q.cols + input] as u8).collect();
                    self.put(base + r as u64 * m.tile_row_bytes(), &row);
                }
            }
        }
        if with_scales {
            for i in 0..q.rows {
                self.put(m.scale_offset(i), &scales(q.row_scales(i)));
            }
        }
        // ISA 1.1: the same weights and scales as one matvec stream (scales inside the stream)
        if let Some(r) = &m.stream {
            let sc: Vec<u32> = q.scale.iter().map(|s| s.m as u32 | (s.s as u32) << 16).collect();
            let st = systole_isa::matvec::pack_stream(&q.q, &sc, q.cols as u32, q.rows as u32, m.mv_gt as u32);
            self.put(r.offset, &st);
        }
    }
}

fn u16s(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn i8s(v: &[i8]) -> Vec<u8> {
    v.iter().map(|&x| x as u8).collect()
}

/// `{m, s}` as u32: `m` bits 15:0, `s` bits 23:16.
fn scales(v: &[RowScale]) -> Vec<u8> {
    v.iter().flat_map(|s| (s.m as u32 | (s.s as u32) << 16).to_le_bytes()).collect()
}

/// `len` bytes at `off`, or an error naming what was being read.
fn bytes<'a>(img: &'a [u8], off: u64, len: u64, what: &str) -> Result<&'a [u8], CompileError> {
    let end = off.checked_add(len).filter(|&e| e <= img.len() as u64);
    match end {
        Some(e) => Ok(&img[off as usize..e as usize]),
        None => Err(CompileError::Read(format!("{what}: bytes {off}..{} are beyond the image ({} bytes)", off.saturating_add(len), img.len()))),
    }
}

fn region<'a>(img: &'a [u8], r: &Region) -> Result<&'a [u8], CompileError> {
    bytes(img, r.offset, r.bytes, &r.name)
}

fn u32_at(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap())
}

fn scale_of(v: u32, what: &str) -> Result<RowScale, CompileError> {
    if v >> 24 != 0 {
        return Err(CompileError::Read(format!("{what}: scale word {v:#010x} has bits 31:24 set")));
    }
    Ok(RowScale { m: v as u16, s: (v >> 16) as u8 })
}

fn read_scales(img: &[u8], off: impl Fn(usize) -> u64, rows: usize, groups: usize, what: &str) -> Result<Vec<RowScale>, CompileError> {
    let mut out = Vec::with_capacity(rows * groups);
    for i in 0..rows {
        let b = bytes(img, off(i), 4 * groups as u64, what)?;
        for g in 0..groups {
            out.push(scale_of(u32_at(b, g), what)?);
        }
    }
    Ok(out)
}

/// Decodes a tile-major matrix (weights and scales) back into a `QMatrix`.
pub fn read_matrix(img: &[u8], m: &MatrixLayout) -> Result<QMatrix, CompileError> {
    let what = &m.tiles.name;
    region(img, &m.tiles)?;
    let mut q = vec![0i8; m.outputs * m.inputs];
    for n in 0..m.n_tiles {
        for (k, kt) in m.k_tiles.iter().enumerate() {
            for r in 0..kt.len {
                let row = bytes(img, m.tile_offset(n, k) + r as u64 * m.tile_row_bytes(), m.block_outputs(n) as u64, what)?;
                for (c, &b) in row.iter().enumerate() {
                    q[(n * m.tile_cols + c) * m.inputs + kt.first + r] = b as i8;
                }
            }
        }
    }
    let scale = read_scales(img, |i| m.scale_offset(i), m.outputs, m.groups, &m.scales.name)?;
    Ok(QMatrix { rows: m.outputs, cols: m.inputs, group: m.group, q, scale })
}

/// Decodes a matrix's `matvec` weight stream (ISA 1.1, `systole_isa::matvec`) back into a `QMatrix`.
pub fn read_matvec_stream(img: &[u8], m: &MatrixLayout) -> Result<QMatrix, CompileError> {
    let Some(r) = &m.stream else {
        return Err(CompileError::Read(format!("{}: the matrix has no matvec stream", m.tiles.name)));
    };
    let st = region(img, r)?;
    let sh = m.mv_shape();
    let at = |o: u64| st.get(o as usize).copied().ok_or_else(|| CompileError::Read(format!("{}: stream shorter than {o} bytes", r.name)));
    let mut q = vec![0i8; m.outputs * m.inputs];
    let mut scale = Vec::with_capacity(m.outputs * m.groups);
    for j in 0..m.outputs {
        for i in 0..m.inputs {
            q[j * m.inputs + i] = at(sh.weight_offset(j as u32, i as u32))? as i8;
        }
        for g in 0..m.groups {
            let o = sh.scale_offset(j as u32, g as u32);
            let v = u32::from_le_bytes([at(o)?, at(o + 1)?, at(o + 2)?, at(o + 3)?]);
            scale.push(scale_of(v, &r.name)?);
        }
    }
    Ok(QMatrix { rows: m.outputs, cols: m.inputs, group: m.group, q, scale })
}

/// Decodes the row-major embedding back into a `QMatrix`.
pub fn read_embedding(img: &[u8], e: &EmbedLayout) -> Result<QMatrix, CompileError> {
    let mut q = Vec::with_capacity(e.vocab * e.dim);
    for tok in 0..e.vocab {
        q.extend(bytes(img, e.row_offset(tok), e.dim as u64, &e.rows.name)?.iter().map(|&b| b as i8));
    }
    let scale = read_scales(img, |i| e.scale_offset(i), e.vocab, e.groups, &e.scales.name)?;
    Ok(QMatrix { rows: e.vocab, cols: e.dim, group: e.group, q, scale })
}

pub fn read_norm(img: &[u8], n: &NormLayout) -> Result<QNorm, CompileError> {
    let b = bytes(img, n.gains.offset, 2 * n.len as u64, &n.gains.name)?;
    Ok(QNorm { g: b.chunks(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect(), shift: n.shift })
}

pub fn read_tables(img: &[u8], t: &TablesLayout) -> Result<Tables, CompileError> {
    let c = bytes(img, t.constants.offset, 12, "constants")?;
    let eps_term = u64::from_le_bytes(c[0..8].try_into().unwrap());
    let att = i32::from_le_bytes(c[8..12].try_into().unwrap());
    let att_scale = i16::try_from(att).map_err(|_| CompileError::Read(format!("att_scale {att} is not an i16")))?;
    if att_scale != t.att_scale {
        return Err(CompileError::Read(format!("att_scale {att_scale} in the image, {} in the layout", t.att_scale)));
    }
    let u16v = |r: &Region, n: usize| -> Result<Vec<u16>, CompileError> {
        Ok(bytes(img, r.offset, 2 * n as u64, &r.name)?.chunks(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect())
    };
    let exp2 = u16v(&t.exp2, t.exp2_len)?;
    let sigmoid = u16v(&t.sigmoid, t.sigmoid_len)?;
    let mut rope = Vec::with_capacity(t.rope_positions * t.rope_pairs);
    for pos in 0..t.rope_positions {
        let b = bytes(img, t.rope_row_offset(pos), 4 * t.rope_pairs as u64, "rope")?;
        rope.extend((0..t.rope_pairs).map(|i| {
            let v = u32_at(b, i);
            (v as u16 as i16, (v >> 16) as u16 as i16)
        }));
    }
    Ok(Tables { exp2, sigmoid, rope, eps_term, att_scale })
}

/// The block table's entries, `[seqs][layers][blocks_per_seq]`.
pub fn read_block_table(img: &[u8], kv: &KvLayout) -> Result<Vec<u32>, CompileError> {
    let b = region(img, &kv.block_table)?;
    Ok((0..kv.seqs * kv.layers * kv.blocks_per_seq).map(|i| u32_at(b, i)).collect())
}

/// Rebuilds the whole integer model from the image and its layout.
pub fn read_model(img: &[u8], layout: &Layout) -> Result<QuantModel, CompileError> {
    if (img.len() as u64) < layout.total_bytes {
        return Err(CompileError::Read(format!("image of {} bytes, the layout needs {}", img.len(), layout.total_bytes)));
    }
    let layers = layout
        .layers
        .iter()
        .map(|l| {
            Ok(QLayer {
                norm_att: read_norm(img, &l.norm_att)?,
                wq: read_matrix(img, &l.wq)?,
                wk: read_matrix(img, &l.wk)?,
                wv: read_matrix(img, &l.wv)?,
                wo: read_matrix(img, &l.wo)?,
                norm_ffn: read_norm(img, &l.norm_ffn)?,
                w1: read_matrix(img, &l.w1)?,
                w2: read_matrix(img, &l.w2)?,
                w3: read_matrix(img, &l.w3)?,
            })
        })
        .collect::<Result<Vec<_>, CompileError>>()?;
    Ok(QuantModel {
        config: layout.config.clone(),
        group: layout.group,
        embedding: read_embedding(img, &layout.embedding)?,
        layers,
        norm_final: read_norm(img, &layout.norm_final)?,
        classifier: if layout.shared_classifier { None } else { Some(read_matrix(img, &layout.classifier)?) },
        tables: read_tables(img, &layout.tables)?,
    })
}
