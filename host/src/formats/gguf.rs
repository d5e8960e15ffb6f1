//! GGUF, ggml's single-file model format (versions 1, 2 and 3), restricted to what Systole runs: the `llama`
//! architecture with F32 or F16 tensors. The vocabulary is read from the `tokenizer.ggml.*` metadata.
//!
//! ```text
//! "GGUF"  u32 version (1, 2 or 3)
//! count   n_tensors          count = u32 in version 1, u64 in versions 2 and 3
//! count   n_kv
//! n_kv x  { string key, u32 value_type, value }
//!           string = count length + bytes (UTF-8, not NUL-terminated)
//!           value types: 0 u8, 1 i8, 2 u16, 3 i16, 4 u32, 5 i32, 6 f32, 7 bool, 8 string,
//!                        9 array = { u32 element_type, count n, n values }, 10 u64, 11 i64, 12 f64
//! n_tensors x { string name, u32 n_dims, n_dims x dim (u32 in v1, u64 later), u32 ggml_type, u64 offset }
//!           dims are listed fastest-varying first: ne[0] is the row length (the input size of a matrix)
//! padding to `general.alignment` (default 32)
//! tensor data; each tensor at data_start + offset
//! ```
//!
//! Tensor names map to llama2.c's weights as follows (`N` is the layer):
//!
//! | GGUF | llama2.c | ne (fastest first) |
//! | --- | --- | --- |
//! | `token_embd.weight` | token_embedding | [dim, vocab] |
//! | `blk.N.attn_norm.weight` | rms_att | [dim] |
//! | `blk.N.attn_q/attn_k/attn_v.weight` | wq, wk, wv | [dim, dim], [dim, kv_dim], [dim, kv_dim] |
//! | `blk.N.attn_output.weight` | wo | [dim, dim] |
//! | `blk.N.ffn_norm.weight` | rms_ffn | [dim] |
//! | `blk.N.ffn_gate/ffn_down/ffn_up.weight` | w1, w2, w3 | [dim, hidden], [hidden, dim], [dim, hidden] |
//! | `output_norm.weight` | rms_final | [dim] |
//! | `output.weight` (optional) | wcls | [dim, vocab] |
//!
//! GGUF's llama tensors use the same RoPE pair layout as llama2.c (adjacent pairs; llama.cpp's converters
//! already undo Hugging Face's Q/K permutation), so no permutation is applied. The optional
//! `llama.tensor_data_layout` key, if present, must say `Meta AI original pth`.
//!
//! When `output.weight` is present but bit-identical to `token_embd.weight` (as in `stories260K.gguf`,
//! converted from a llama2.c file with a shared classifier), the model is loaded with a shared classifier,
//! exactly as the llama2.c file describes it.
//!
//! Every count and length read from the file is checked against the bytes that remain before anything is
//! allocated, so a corrupt file is an error, never a huge allocation or a panic.

use crate::config::Config;
use crate::error::LoadError;
use crate::vocab::Vocab;
use crate::weights::Weights;
use crate::Model;
use std::collections::HashMap;
use std::path::Path;

pub const MAGIC: &[u8; 4] = b"GGUF";
pub const DEFAULT_ALIGNMENT: u64 = 32;
/// ggml tensors have at most 4 dimensions.
pub const MAX_DIMS: usize = 4;
/// Nesting limit for metadata arrays of arrays.
const MAX_ARRAY_DEPTH: u32 = 8;
/// ggml type ids this loader converts.
pub const GGML_TYPE_F32: u32 = 0;
pub const GGML_TYPE_F16: u32 = 1;
/// SentencePiece's visible space.
const SPACE_MARK: &str = "\u{2581}";

/// Reads a GGUF file into a model and its vocabulary.
pub fn load_gguf(path: &Path) -> Result<(Model, Vocab), LoadError> {
    let bytes = std::fs::read(path).map_err(|source| LoadError::Io { path: path.into(), source })?;
    parse_gguf(&bytes).map_err(|reason| LoadError::format(path, reason))
}

/// A metadata value. Arrays are not materialised: they keep their element type, length and the position of
/// their first element, and are decoded on demand.
#[derive(Debug, Clone, PartialEq)]
enum Value {
    Uint(u64),
    Int(i64),
    Float(f64),
    Bool(bool),
    Str(Vec<u8>),
    Array { ty: u32, len: u64, start: usize },
}

fn type_name(ty: u32) -> &'static str {
    match ty {
        0 => "u8",
        1 => "i8",
        2 => "u16",
        3 => "i16",
        4 => "u32",
        5 => "i32",
        6 => "f32",
        7 => "bool",
        8 => "string",
        9 => "array",
        10 => "u64",
        11 => "i64",
        12 => "f64",
        _ => "unknown",
    }
}

/// Name of a ggml tensor type, for errors.
pub fn ggml_type_name(ty: u32) -> &'static str {
    const NAMES: [&str; 31] = [
        "F32",
        "F16",
        "Q4_0",
        "Q4_1",
        "Q4_2 (removed)",
        "Q4_3 (removed)",
        "Q5_0",
        "Q5_1",
        "Q8_0",
        "Q8_1",
        "Q2_K",
        "Q3_K",
        "Q4_K",
        "Q5_K",
        "Q6_K",
        "Q8_K",
        "IQ2_XXS",
        "IQ2_XS",
        "IQ3_XXS",
        "IQ1_S",
        "IQ4_NL",
        "IQ3_S",
        "IQ2_S",
        "IQ4_XS",
        "I8",
        "I16",
        "I32",
        "I64",
        "F64",
        "IQ1_M",
        "BF16",
    ];
    NAMES.get(ty as usize).copied().unwrap_or("unknown")
}

struct Reader<'a> {
    b: &'a [u8],
    pos: usize,
    version: u32,
}

impl<'a> Reader<'a> {
    fn remaining(&self) -> usize {
        self.b.len() - self.pos
    }
    fn take(&mut self, n: u64) -> Result<&'a [u8], String> {
        if n > self.remaining() as u64 {
            return Err(format!("truncated at byte {}: {n} bytes needed, {} remain", self.pos, self.remaining()));
        }
        let s = &self.b[self.pos..self.pos + n as usize];
        self.pos += n as usize;
        Ok(s)
    }
    fn u32(&mut self) -> Result<u32, String> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn u64(&mut self) -> Result<u64, String> {
        let b = self.take(8)?;
        Ok(u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
    }
    /// Bytes a count (string length, array length, n_tensors, n_kv) takes in this version.
    fn count_size(&self) -> u64 {
        if self.version == 1 {
            4
        } else {
            8
        }
    }
    fn count(&mut self) -> Result<u64, String> {
        if self.version == 1 {
            self.u32().map(u64::from)
        } else {
            self.u64()
        }
    }
    fn string(&mut self) -> Result<&'a [u8], String> {
        let at = self.pos;
        let n = self.count()?;
        if n > self.remaining() as u64 {
            return Err(format!(
                "string length {n} at byte {at} exceeds the {} bytes that remain in the file",
                self.remaining()
            ));
        }
        self.take(n)
    }
    /// Smallest encoding of one value of type `ty`, to bound array lengths before walking them.
    fn min_size(&self, ty: u32) -> Result<u64, String> {
        Ok(match ty {
            0 | 1 | 7 => 1,
            2 | 3 => 2,
            4..=6 => 4,
            10..=12 => 8,
            8 => self.count_size(),
            9 => 4 + self.count_size(),
            _ => return Err(format!("unknown metadata value type {ty}")),
        })
    }
    fn value(&mut self, ty: u32, depth: u32) -> Result<Value, String> {
        Ok(match ty {
            0 => Value::Uint(self.take(1)?[0] as u64),
            1 => Value::Int(self.take(1)?[0] as i8 as i64),
            2 => {
                let b = self.take(2)?;
                Value::Uint(u16::from_le_bytes([b[0], b[1]]) as u64)
            }
            3 => {
                let b = self.take(2)?;
                Value::Int(i16::from_le_bytes([b[0], b[1]]) as i64)
            }
            4 => Value::Uint(self.u32()? as u64),
            5 => Value::Int(self.u32()? as i32 as i64),
            6 => Value::Float(f32::from_bits(self.u32()?) as f64),
            7 => match self.take(1)?[0] {
                0 => Value::Bool(false),
                1 => Value::Bool(true),
                x => return Err(format!("bool value {x} at byte {} is neither 0 nor 1", self.pos - 1)),
            },
            8 => Value::Str(self.string()?.to_vec()),
            9 => {
                if depth >= MAX_ARRAY_DEPTH {
                    return Err(format!("metadata arrays nested deeper than {MAX_ARRAY_DEPTH}"));
                }
                let ety = self.u32()?;
                let at = self.pos;
                let len = self.count()?;
                let min = self.min_size(ety)?;
                if !matches!(len.checked_mul(min), Some(need) if need <= self.remaining() as u64) {
                    return Err(format!(
                        "array of {len} {} values at byte {at} cannot fit in the {} bytes that remain",
                        type_name(ety),
                        self.remaining()
                    ));
                }
                let start = self.pos;
                for i in 0..len {
                    self.value(ety, depth + 1).map_err(|e| format!("array element {i}: {e}"))?;
                }
                Value::Array { ty: ety, len, start }
            }
            10 => Value::Uint(self.u64()?),
            11 => Value::Int(self.u64()? as i64),
            12 => Value::Float(f64::from_bits(self.u64()?)),
            _ => return Err(format!("unknown metadata value type {ty}")),
        })
    }
}

/// One entry of the tensor table.
#[derive(Debug, Clone)]
struct TensorInfo {
    dims: Vec<u64>,
    ty: u32,
    offset: u64,
}

/// The parsed header of a GGUF file: metadata and tensor table, no tensor data.
struct Header<'a> {
    bytes: &'a [u8],
    version: u32,
    meta: HashMap<String, Value>,
    tensors: HashMap<String, TensorInfo>,
    data_start: u64,
}

impl<'a> Header<'a> {
    fn parse(bytes: &'a [u8]) -> Result<Self, String> {
        if bytes.len() < 4 || &bytes[..4] != MAGIC {
            return Err(format!("not a GGUF file: it starts with {}", super::describe_start(bytes)));
        }
        let mut r = Reader { b: bytes, pos: 4, version: 0 };
        let version = r.u32().map_err(|e| format!("GGUF version: {e}"))?;
        if !(1..=3).contains(&version) {
            return Err(format!("GGUF version {version} is not supported (1, 2 and 3 are)"));
        }
        r.version = version;
        let n_tensors = r.count().map_err(|e| format!("tensor count: {e}"))?;
        let n_kv = r.count().map_err(|e| format!("metadata count: {e}"))?;
        // Each key/value pair takes at least a key length, a type and one byte; each tensor entry at least a
        // name length, n_dims, a type and an offset.
        let kv_min = r.count_size() + 4 + 1;
        if !matches!(n_kv.checked_mul(kv_min), Some(n) if n <= r.remaining() as u64) {
            return Err(format!("metadata count {n_kv} cannot fit in the {} bytes of the file", bytes.len()));
        }
        let ti_min = r.count_size() + 4 + 4 + 8;
        if !matches!(n_tensors.checked_mul(ti_min), Some(n) if n <= r.remaining() as u64) {
            return Err(format!("tensor count {n_tensors} cannot fit in the {} bytes of the file", bytes.len()));
        }
        let mut meta = HashMap::with_capacity(n_kv.min(4096) as usize);
        for i in 0..n_kv {
            let key = r.string().map_err(|e| format!("metadata entry {i} key: {e}"))?;
            let key = String::from_utf8_lossy(key).into_owned();
            let ty = r.u32().map_err(|e| format!("metadata {key:?} type: {e}"))?;
            let v = r.value(ty, 0).map_err(|e| format!("metadata {key:?}: {e}"))?;
            if meta.insert(key.clone(), v).is_some() {
                return Err(format!("metadata key {key:?} appears twice"));
            }
        }
        let mut tensors = HashMap::with_capacity(n_tensors.min(4096) as usize);
        for i in 0..n_tensors {
            let name = r.string().map_err(|e| format!("tensor entry {i} name: {e}"))?;
            let name = String::from_utf8_lossy(name).into_owned();
            let ctx = |e: String| format!("tensor {name:?}: {e}");
            let n_dims = r.u32().map_err(ctx)? as usize;
            if n_dims == 0 || n_dims > MAX_DIMS {
                return Err(format!("tensor {name:?} has {n_dims} dimensions; ggml allows 1 to {MAX_DIMS}"));
            }
            let mut dims = Vec::with_capacity(n_dims);
            for _ in 0..n_dims {
                dims.push(if version == 1 { r.u32().map(u64::from) } else { r.u64() }.map_err(ctx)?);
            }
            let ty = r.u32().map_err(ctx)?;
            let offset = r.u64().map_err(ctx)?;
            if tensors.insert(name.clone(), TensorInfo { dims, ty, offset }).is_some() {
                return Err(format!("tensor {name:?} appears twice in the tensor table"));
            }
        }
        let alignment = match meta.get("general.alignment") {
            None => DEFAULT_ALIGNMENT,
            Some(Value::Uint(a)) if a.is_power_of_two() && *a <= 1 << 16 => *a,
            Some(v) => return Err(format!("general.alignment {v:?} is not a power of two up to 65536")),
        };
        let data_start = (r.pos as u64).div_ceil(alignment) * alignment;
        Ok(Header { bytes, version, meta, tensors, data_start })
    }

    fn uint(&self, key: &str) -> Result<Option<u64>, String> {
        match self.meta.get(key) {
            None => Ok(None),
            Some(Value::Uint(x)) => Ok(Some(*x)),
            Some(Value::Int(x)) if *x >= 0 => Ok(Some(*x as u64)),
            Some(v) => Err(format!("metadata {key} is {v:?}, expected a non-negative integer")),
        }
    }
    fn required_uint(&self, key: &str) -> Result<usize, String> {
        let x = self.uint(key)?.ok_or_else(|| format!("metadata {key} is missing"))?;
        usize::try_from(x).map_err(|_| format!("metadata {key} = {x} is too large"))
    }
    fn float(&self, key: &str) -> Result<Option<f64>, String> {
        match self.meta.get(key) {
            None => Ok(None),
            Some(Value::Float(x)) => Ok(Some(*x)),
            Some(v) => Err(format!("metadata {key} is {v:?}, expected a float")),
        }
    }
    fn string(&self, key: &str) -> Result<Option<&[u8]>, String> {
        match self.meta.get(key) {
            None => Ok(None),
            Some(Value::Str(s)) => Ok(Some(s)),
            Some(v) => Err(format!("metadata {key} is {v:?}, expected a string")),
        }
    }
    /// An array's element type, length and a reader at its first element.
    fn array(&self, key: &str) -> Result<Option<(u32, u64, Reader<'a>)>, String> {
        match self.meta.get(key) {
            None => Ok(None),
            Some(Value::Array { ty, len, start }) => {
                Ok(Some((*ty, *len, Reader { b: self.bytes, pos: *start, version: self.version })))
            }
            Some(v) => Err(format!("metadata {key} is {v:?}, expected an array")),
        }
    }

    /// The f32 data of a tensor after checking its type, shape and byte range.
    fn tensor(&self, name: &str, want: &[usize]) -> Result<Vec<f32>, String> {
        let t = self.tensors.get(name).ok_or_else(|| format!("tensor {name} is missing"))?;
        let mut dims = t.dims.clone();
        while dims.len() > want.len() && dims.last() == Some(&1) {
            dims.pop();
        }
        if dims.len() != want.len() || dims.iter().zip(want).any(|(&a, &b)| a != b as u64) {
            return Err(format!(
                "tensor {name} has shape {:?} (fastest dimension first), the configuration needs {want:?}",
                t.dims
            ));
        }
        let n: usize = want.iter().product();
        let elem = match t.ty {
            GGML_TYPE_F32 => 4,
            GGML_TYPE_F16 => 2,
            ty => {
                return Err(format!(
                    "tensor {name} has ggml type {ty} ({}); only F32 (0) and F16 (1) are supported",
                    ggml_type_name(ty)
                ))
            }
        };
        let len = n as u64 * elem;
        let start = self.data_start.checked_add(t.offset);
        let end = start.and_then(|s| s.checked_add(len));
        let (start, end) = match (start, end) {
            (Some(s), Some(e)) if e <= self.bytes.len() as u64 => (s as usize, e as usize),
            _ => {
                return Err(format!(
                    "tensor {name} data ({len} bytes at offset {} after the data start {}) extends past the end of \
                     the {}-byte file",
                    t.offset,
                    self.data_start,
                    self.bytes.len()
                ))
            }
        };
        let raw = &self.bytes[start..end];
        let v = if t.ty == GGML_TYPE_F32 {
            super::f32s_le(raw)
        } else {
            raw.chunks_exact(2).map(|c| f16_to_f32(u16::from_le_bytes([c[0], c[1]]))).collect()
        };
        super::check_finite(name, &v)?;
        Ok(v)
    }
}

/// Parses GGUF bytes into a model and its vocabulary; the error says what is wrong and where.
pub fn parse_gguf(bytes: &[u8]) -> Result<(Model, Vocab), String> {
    let h = Header::parse(bytes)?;
    let arch = h.string("general.architecture")?.ok_or("metadata general.architecture is missing")?;
    if arch != b"llama" {
        return Err(format!(
            "architecture {:?} is not supported; Systole runs llama models",
            String::from_utf8_lossy(arch)
        ));
    }
    if let Some(layout) = h.string("llama.tensor_data_layout")? {
        if layout != b"Meta AI original pth" {
            return Err(format!(
                "llama.tensor_data_layout {:?} is not supported (only \"Meta AI original pth\")",
                String::from_utf8_lossy(layout)
            ));
        }
    }
    match h.string("tokenizer.ggml.model")? {
        None | Some(b"llama") => {}
        Some(m) => {
            return Err(format!(
                "tokenizer.ggml.model {:?} is not supported; Systole's tokenizer is llama's SentencePiece BPE",
                String::from_utf8_lossy(m)
            ))
        }
    }
    let (tok_ty, n_vocab, mut tok_reader) =
        h.array("tokenizer.ggml.tokens")?.ok_or("metadata tokenizer.ggml.tokens (the vocabulary) is missing")?;
    if tok_ty != 8 {
        return Err(format!("tokenizer.ggml.tokens holds {} values, expected strings", type_name(tok_ty)));
    }
    let n_heads = h.required_uint("llama.attention.head_count")?;
    let config = Config {
        dim: h.required_uint("llama.embedding_length")?,
        hidden_dim: h.required_uint("llama.feed_forward_length")?,
        n_layers: h.required_uint("llama.block_count")?,
        n_heads,
        n_kv_heads: match h.uint("llama.attention.head_count_kv")? {
            Some(x) => usize::try_from(x).map_err(|_| "llama.attention.head_count_kv is too large".to_string())?,
            None => n_heads,
        },
        vocab_size: usize::try_from(n_vocab).map_err(|_| "vocabulary too large".to_string())?,
        seq_len: h.required_uint("llama.context_length")?,
        norm_eps: h.float("llama.attention.layer_norm_rms_epsilon")?.unwrap_or(1e-5) as f32,
        rope_theta: h.float("llama.rope.freq_base")?.unwrap_or(10000.0) as f32,
        shared_classifier: !h.tensors.contains_key("output.weight"),
    };
    config.validate().map_err(|e| format!("metadata: {}", e.0))?;
    if let Some(v) = h.uint("llama.vocab_size")? {
        if v != config.vocab_size as u64 {
            return Err(format!(
                "llama.vocab_size {v} disagrees with the {} tokens of the vocabulary",
                config.vocab_size
            ));
        }
    }
    if let Some(r) = h.uint("llama.rope.dimension_count")? {
        if r != config.head_size() as u64 {
            return Err(format!(
                "llama.rope.dimension_count {r} differs from the head size {}; partial rotary embeddings are not supported",
                config.head_size()
            ));
        }
    }

    // Tensors.
    let (d, hd, kv, v, l) = (config.dim, config.hidden_dim, config.kv_dim(), config.vocab_size, config.n_layers);
    let stacked = |suffix: &str, shape: &[usize]| -> Result<Vec<f32>, String> {
        let mut out = Vec::with_capacity(l * shape.iter().product::<usize>());
        for i in 0..l {
            out.extend(h.tensor(&format!("blk.{i}.{suffix}.weight"), shape)?);
        }
        Ok(out)
    };
    let token_embedding = h.tensor("token_embd.weight", &[d, v])?;
    let mut config = config;
    let wcls = if config.shared_classifier {
        None
    } else {
        let w = h.tensor("output.weight", &[d, v])?;
        let same = w.iter().zip(&token_embedding).all(|(a, b)| a.to_bits() == b.to_bits());
        if same {
            config.shared_classifier = true;
            None
        } else {
            Some(w)
        }
    };
    let weights = Weights {
        rms_att: stacked("attn_norm", &[d])?,
        wq: stacked("attn_q", &[d, d])?,
        wk: stacked("attn_k", &[d, kv])?,
        wv: stacked("attn_v", &[d, kv])?,
        wo: stacked("attn_output", &[d, d])?,
        rms_ffn: stacked("ffn_norm", &[d])?,
        w1: stacked("ffn_gate", &[d, hd])?,
        w2: stacked("ffn_down", &[hd, d])?,
        w3: stacked("ffn_up", &[d, hd])?,
        rms_final: h.tensor("output_norm.weight", &[d])?,
        token_embedding,
        wcls,
    };
    weights.check(&config)?;

    // Vocabulary.
    let mut tokens = Vec::with_capacity(v);
    for i in 0..v {
        let s = tok_reader.string().map_err(|e| format!("tokenizer.ggml.tokens[{i}]: {e}"))?;
        tokens.push(unmark_spaces(s));
    }
    let (sc_ty, sc_len, mut sc_reader) =
        h.array("tokenizer.ggml.scores")?.ok_or("metadata tokenizer.ggml.scores (BPE merge scores) is missing")?;
    if sc_ty != 6 || sc_len != v as u64 {
        return Err(format!(
            "tokenizer.ggml.scores holds {sc_len} {} values, expected {v} f32 values",
            type_name(sc_ty)
        ));
    }
    let mut scores = Vec::with_capacity(v);
    for i in 0..v {
        let s = f32::from_bits(sc_reader.u32()?);
        if !s.is_finite() {
            return Err(format!("tokenizer.ggml.scores[{i}] is {s}, not finite"));
        }
        scores.push(s);
    }
    let special = |key: &str, default: u32| -> Result<u32, String> {
        match h.uint(key)? {
            None => Ok(default),
            Some(id) if id < v as u64 => Ok(id as u32),
            Some(id) => Err(format!("{key} {id} is outside the vocabulary of {v} tokens")),
        }
    };
    let bos = special("tokenizer.ggml.bos_token_id", 1)?;
    let eos = special("tokenizer.ggml.eos_token_id", 2)?;
    let max_token_length = tokens.iter().map(|t| t.len()).max().unwrap_or(0);
    Ok((Model { config, weights }, Vocab { tokens, scores, max_token_length, bos, eos }))
}

/// Replaces SentencePiece's U+2581 with a space.
fn unmark_spaces(s: &[u8]) -> Vec<u8> {
    let mark = SPACE_MARK.as_bytes();
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i..].starts_with(mark) {
            out.push(b' ');
            i += mark.len();
        } else {
            out.push(s[i]);
            i += 1;
        }
    }
    out
}

/// IEEE half (binary16) bits to f32, exactly.
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0f32 } else { 1.0 };
    let exp = (h >> 10) & 0x1f;
    let man = (h & 0x3ff) as u32;
    match exp {
        // Zero and subnormals: man * 2^-24, exact in f32.
        0 => sign * (man as f32 * (1.0 / 16_777_216.0)),
        31 => f32::from_bits(((h as u32 & 0x8000) << 16) | 0x7f80_0000 | (man << 13)),
        _ => f32::from_bits(((h as u32 & 0x8000) << 16) | ((exp as u32 + 112) << 23) | (man << 13)),
    }
}

/// f32 to IEEE half bits, rounding to nearest with ties to even; overflow gives infinity.
pub fn f32_to_f16(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 255 {
        return sign | 0x7c00 | if man != 0 { 0x200 | (man >> 13) as u16 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 31 {
        return sign | 0x7c00;
    }
    let round = |r: u32, rem: u32, half: u32| if rem > half || (rem == half && r & 1 == 1) { r + 1 } else { r };
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let r = round(m >> shift, m & ((1 << shift) - 1), 1 << (shift - 1));
        return sign | r as u16;
    }
    // A carry out of the mantissa correctly bumps the exponent (up to infinity).
    sign | round(((e as u32) << 10) | (man >> 13), man & 0x1fff, 0x1000) as u16
}

/// Serializes a model and vocabulary as a GGUF file of the given version (1, 2 or 3), with F32 tensors or,
/// when `f16` is set, F16 tensors (rounded to nearest). Version 3 files carry `general.alignment = 64`;
/// others use the default alignment of 32. Spaces in pieces are written as U+2581. Used by tests.
pub fn write_gguf(m: &Model, v: &Vocab, version: u32, f16: bool) -> Vec<u8> {
    assert!((1..=3).contains(&version), "GGUF version {version}");
    let c = &m.config;
    let w = &m.weights;
    let alignment: u64 = if version == 3 { 64 } else { DEFAULT_ALIGNMENT };
    let mut out = Vec::new();
    let count = |out: &mut Vec<u8>, n: usize| {
        if version == 1 {
            out.extend_from_slice(&(n as u32).to_le_bytes())
        } else {
            out.extend_from_slice(&(n as u64).to_le_bytes())
        }
    };
    let string = |out: &mut Vec<u8>, s: &[u8]| {
        count(out, s.len());
        out.extend_from_slice(s);
    };

    // Tensor list: (name, ne, data).
    let (d, hd, kv, nv) = (c.dim, c.hidden_dim, c.kv_dim(), c.vocab_size);
    let mut tensors: Vec<(String, Vec<usize>, &[f32])> =
        vec![("token_embd.weight".into(), vec![d, nv], &w.token_embedding)];
    for l in 0..c.n_layers {
        let lw = w.layer(c, l);
        for (suffix, ne, data) in [
            ("attn_norm", vec![d], lw.rms_att),
            ("attn_q", vec![d, d], lw.wq),
            ("attn_k", vec![d, kv], lw.wk),
            ("attn_v", vec![d, kv], lw.wv),
            ("attn_output", vec![d, d], lw.wo),
            ("ffn_norm", vec![d], lw.rms_ffn),
            ("ffn_gate", vec![d, hd], lw.w1),
            ("ffn_down", vec![hd, d], lw.w2),
            ("ffn_up", vec![d, hd], lw.w3),
        ] {
            tensors.push((format!("blk.{l}.{suffix}.weight"), ne, data));
        }
    }
    tensors.push(("output_norm.weight".into(), vec![d], &w.rms_final));
    if let Some(wcls) = &w.wcls {
        tensors.push(("output.weight".into(), vec![d, nv], wcls));
    }

    // Metadata.
    enum M<'a> {
        U32(u32),
        F32(f32),
        Str(&'a [u8]),
        Strs(Vec<Vec<u8>>),
        F32s(&'a [f32]),
        I32s(Vec<i32>),
    }
    let marked: Vec<Vec<u8>> = v
        .tokens
        .iter()
        .map(|t| t.iter().flat_map(|&b| if b == b' ' { SPACE_MARK.as_bytes().to_vec() } else { vec![b] }).collect())
        .collect();
    let token_types: Vec<i32> =
        (0..v.len()).map(|i| if i as u32 == v.bos || i as u32 == v.eos { 3 } else { 1 }).collect();
    let mut meta: Vec<(&str, M)> =
        vec![("general.architecture", M::Str(b"llama")), ("general.name", M::Str(b"systole synthetic"))];
    if version == 3 {
        meta.push(("general.alignment", M::U32(alignment as u32)));
    }
    meta.extend([
        ("llama.context_length", M::U32(c.seq_len as u32)),
        ("llama.embedding_length", M::U32(c.dim as u32)),
        ("llama.block_count", M::U32(c.n_layers as u32)),
        ("llama.feed_forward_length", M::U32(c.hidden_dim as u32)),
        ("llama.rope.dimension_count", M::U32(c.head_size() as u32)),
        ("llama.attention.head_count", M::U32(c.n_heads as u32)),
        ("llama.attention.head_count_kv", M::U32(c.n_kv_heads as u32)),
        ("llama.attention.layer_norm_rms_epsilon", M::F32(c.norm_eps)),
        ("llama.rope.freq_base", M::F32(c.rope_theta)),
        ("tokenizer.ggml.model", M::Str(b"llama")),
        ("tokenizer.ggml.tokens", M::Strs(marked)),
        ("tokenizer.ggml.scores", M::F32s(&v.scores)),
        ("tokenizer.ggml.token_type", M::I32s(token_types)),
        ("tokenizer.ggml.bos_token_id", M::U32(v.bos)),
        ("tokenizer.ggml.eos_token_id", M::U32(v.eos)),
    ]);

    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&version.to_le_bytes());
    count(&mut out, tensors.len());
    count(&mut out, meta.len());
    for (key, val) in &meta {
        string(&mut out, key.as_bytes());
        match val {
            M::U32(x) => {
                out.extend_from_slice(&4u32.to_le_bytes());
                out.extend_from_slice(&x.to_le_bytes());
            }
            M::F32(x) => {
                out.extend_from_slice(&6u32.to_le_bytes());
                out.extend_from_slice(&x.to_le_bytes());
            }
            M::Str(s) => {
                out.extend_from_slice(&8u32.to_le_bytes());
                string(&mut out, s);
            }
            M::Strs(ss) => {
                out.extend_from_slice(&9u32.to_le_bytes());
                out.extend_from_slice(&8u32.to_le_bytes());
                count(&mut out, ss.len());
                for s in ss {
                    string(&mut out, s);
                }
            }
            M::F32s(xs) => {
                out.extend_from_slice(&9u32.to_le_bytes());
                out.extend_from_slice(&6u32.to_le_bytes());
                count(&mut out, xs.len());
                xs.iter().for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
            }
            M::I32s(xs) => {
                out.extend_from_slice(&9u32.to_le_bytes());
                out.extend_from_slice(&5u32.to_le_bytes());
                count(&mut out, xs.len());
                xs.iter().for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
            }
        }
    }
    let elem = if f16 { 2u64 } else { 4 };
    let mut offset = 0u64;
    let mut offsets = Vec::new();
    for (name, ne, data) in &tensors {
        string(&mut out, name.as_bytes());
        out.extend_from_slice(&(ne.len() as u32).to_le_bytes());
        for &n in ne {
            if version == 1 {
                out.extend_from_slice(&(n as u32).to_le_bytes());
            } else {
                out.extend_from_slice(&(n as u64).to_le_bytes());
            }
        }
        out.extend_from_slice(&(if f16 { GGML_TYPE_F16 } else { GGML_TYPE_F32 }).to_le_bytes());
        out.extend_from_slice(&offset.to_le_bytes());
        offsets.push(offset);
        offset = (offset + data.len() as u64 * elem).div_ceil(alignment) * alignment;
    }
    let padded = (out.len() as u64).div_ceil(alignment) * alignment;
    out.resize(padded as usize, 0);
    let data_start = out.len() as u64;
    for ((_, _, data), off) in tensors.iter().zip(offsets) {
        out.resize((data_start + off) as usize, 0);
        for &x in data.iter() {
            if f16 {
                out.extend_from_slice(&f32_to_f16(x).to_le_bytes());
            } else {
                out.extend_from_slice(&x.to_le_bytes());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::testutil;

    fn find(hay: &[u8], needle: &[u8]) -> usize {
        hay.windows(needle.len()).position(|w| w == needle).unwrap_or_else(|| panic!("{needle:?} not found"))
    }

    /// Position just after the tensor table entry name `name` (i.e. its n_dims field).
    fn after_name(b: &[u8], name: &str) -> usize {
        // Tensor names are the last occurrence (metadata never holds them).
        let n = name.as_bytes();
        let at = b.windows(n.len()).rposition(|w| w == n).unwrap();
        at + n.len()
    }

    /// Offset of the ggml type field of a tensor entry in a file of `version`.
    fn type_field(b: &[u8], name: &str, version: u32) -> usize {
        let at = after_name(b, name);
        let n_dims = u32::from_le_bytes(b[at..at + 4].try_into().unwrap()) as usize;
        at + 4 + n_dims * if version == 1 { 4 } else { 8 }
    }

    fn file(version: u32) -> Vec<u8> {
        write_gguf(&testutil::model(false), &testutil::vocab(40), version, false)
    }

    #[test]
    fn f16_conversion_is_exact_and_round_trips() {
        for (h, x) in [
            (0x0000u16, 0.0f32),
            (0x8000, -0.0),
            (0x3c00, 1.0),
            (0xc000, -2.0),
            (0x7bff, 65504.0),
            (0x0001, 5.960_464_5e-8), // 2^-24
            (0x03ff, 6.097_555e-5),   // largest subnormal
            (0x0400, 6.103_515_6e-5), // 2^-14
            (0x3555, 0.333_251_95),
            (0x7c00, f32::INFINITY),
            (0xfc00, f32::NEG_INFINITY),
        ] {
            assert_eq!(f16_to_f32(h).to_bits(), x.to_bits(), "{h:#06x}");
            assert_eq!(f32_to_f16(x), h, "{x}");
        }
        for h in 0..=u16::MAX {
            let x = f16_to_f32(h);
            if x.is_nan() {
                assert!(f16_to_f32(f32_to_f16(x)).is_nan());
            } else {
                assert_eq!(f32_to_f16(x), h, "{h:#06x} -> {x}");
            }
        }
        // Ties go to even; overflow goes to infinity; tiny values to zero.
        assert_eq!(f32_to_f16(1.0 + 1.0 / 2048.0), 0x3c00);
        assert_eq!(f32_to_f16(1.0 + 3.0 / 2048.0), 0x3c02);
        assert_eq!(f32_to_f16(1.0 + 1.0 / 2048.0 + 1e-7), 0x3c01);
        assert_eq!(f32_to_f16(65519.0), 0x7bff);
        assert_eq!(f32_to_f16(65520.0), 0x7c00);
        assert_eq!(f32_to_f16(2.0f32.powi(-25)), 0x0000);
        assert_eq!(f32_to_f16(2.0f32.powi(-25) * 1.5), 0x0001);
        assert_eq!(f32_to_f16(-1e-30), 0x8000);
        // Rounding is to the nearest half: never further than half an ulp.
        for x in [0.1f32, -3.25, 1234.567, 1e-6, -7.777e-5] {
            let r = f16_to_f32(f32_to_f16(x));
            let ulp = (f16_to_f32(f32_to_f16(x) + 1) - r).abs();
            assert!((r - x).abs() <= ulp / 2.0, "{x} -> {r}");
        }
    }

    #[test]
    fn round_trips_every_version_f32() {
        let v = testutil::vocab(40);
        for shared in [true, false] {
            let m = testutil::model(shared);
            for version in 1..=3 {
                let b = write_gguf(&m, &v, version, false);
                assert_eq!(&b[4..8], &version.to_le_bytes());
                let (m2, v2) = parse_gguf(&b).unwrap_or_else(|e| panic!("v{version} shared={shared}: {e}"));
                assert_eq!(m2, m, "v{version} shared={shared}");
                assert_eq!(v2, v, "v{version}");
            }
        }
    }

    #[test]
    fn round_trips_every_version_f16() {
        let v = testutil::vocab(40);
        for shared in [true, false] {
            let m = testutil::model(shared);
            let mut rounded = m.clone();
            let w = &mut rounded.weights;
            for t in [
                &mut w.token_embedding,
                &mut w.rms_att,
                &mut w.wq,
                &mut w.wk,
                &mut w.wv,
                &mut w.wo,
                &mut w.rms_ffn,
                &mut w.w1,
                &mut w.w2,
                &mut w.w3,
                &mut w.rms_final,
            ]
            .into_iter()
            .chain(w.wcls.as_mut())
            {
                t.iter_mut().for_each(|x| *x = f16_to_f32(f32_to_f16(*x)));
            }
            assert_ne!(rounded, m, "the synthetic weights must not all be exact in f16");
            for version in 1..=3 {
                let b = write_gguf(&m, &v, version, true);
                let (m2, v2) = parse_gguf(&b).unwrap();
                assert_eq!(m2, rounded, "v{version} shared={shared}");
                assert_eq!(v2, v);
            }
        }
    }

    #[test]
    fn spaces_are_marked_in_the_file_and_unmarked_on_load() {
        let v = testutil::vocab(40);
        let b = write_gguf(&testutil::model(true), &v, 2, false);
        let marked = "\u{2581}w10".as_bytes();
        find(&b, marked);
        let (_, v2) = parse_gguf(&b).unwrap();
        assert!(v2.tokens.contains(&b" w10".to_vec()));
        assert_eq!(unmark_spaces("\u{2581}a\u{2581}\u{2581}b\u{2581}".as_bytes()), b" a  b ");
        assert_eq!(unmark_spaces(b"<0x0A>"), b"<0x0A>");
        assert_eq!(unmark_spaces(&[0xe2, 0x96]), [0xe2, 0x96]);
    }

    #[test]
    fn output_identical_to_the_embedding_is_a_shared_classifier() {
        let mut m = testutil::model(false);
        m.weights.wcls = Some(m.weights.token_embedding.clone());
        let (m2, _) = parse_gguf(&write_gguf(&m, &testutil::vocab(40), 1, false)).unwrap();
        assert!(m2.config.shared_classifier);
        assert!(m2.weights.wcls.is_none());
        assert_eq!(m2.weights.token_embedding, m.weights.token_embedding);
    }

    #[test]
    fn every_truncation_is_an_error() {
        for version in [1, 3] {
            let b = file(version);
            for n in 0..b.len() {
                assert!(parse_gguf(&b[..n]).is_err(), "v{version} truncated to {n} of {} bytes parsed", b.len());
            }
        }
    }

    #[test]
    fn bad_magic_and_version() {
        let mut b = file(2);
        b[0] = b'g';
        assert!(parse_gguf(&b).unwrap_err().contains("not a GGUF file"));
        let mut b = file(2);
        b[4] = 4;
        assert!(parse_gguf(&b).unwrap_err().contains("version 4"));
        b[4] = 0;
        assert!(parse_gguf(&b).unwrap_err().contains("version 0"));
    }

    #[test]
    fn unknown_tensor_type_names_tensor_and_type() {
        for version in 1..=3 {
            let mut b = file(version);
            let at = type_field(&b, "blk.1.attn_k.weight", version);
            assert_eq!(&b[at..at + 4], &[0, 0, 0, 0]);
            b[at..at + 4].copy_from_slice(&2u32.to_le_bytes());
            let e = parse_gguf(&b).unwrap_err();
            assert!(e.contains("blk.1.attn_k.weight") && e.contains("type 2 (Q4_0)"), "{e}");
            b[at..at + 4].copy_from_slice(&1000u32.to_le_bytes());
            assert!(parse_gguf(&b).unwrap_err().contains("type 1000 (unknown)"));
        }
    }

    #[test]
    fn giant_counts_and_lengths_are_clean_errors() {
        let big = 1u64 << 60;
        // v2: magic, version, n_tensors (u64), n_kv (u64), then the first key's length.
        let mut b = file(2);
        b[24..32].copy_from_slice(&big.to_le_bytes());
        let e = parse_gguf(&b).unwrap_err();
        assert!(e.contains("string length 1152921504606846976"), "{e}");
        // The tokens array count.
        let mut b = file(2);
        let at = find(&b, b"tokenizer.ggml.tokens") + "tokenizer.ggml.tokens".len() + 8;
        assert_eq!(u64::from_le_bytes(b[at..at + 8].try_into().unwrap()), 40);
        b[at..at + 8].copy_from_slice(&big.to_le_bytes());
        let e = parse_gguf(&b).unwrap_err();
        assert!(e.contains("tokenizer.ggml.tokens") && e.contains("cannot fit"), "{e}");
        // u64::MAX array count (overflows count * size).
        b[at..at + 8].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(parse_gguf(&b).unwrap_err().contains("cannot fit"));
        // Tensor and metadata counts.
        for field in [8, 16] {
            let mut b = file(3);
            b[field..field + 8].copy_from_slice(&big.to_le_bytes());
            assert!(parse_gguf(&b).unwrap_err().contains("cannot fit"), "field at {field}");
        }
        // Version 1: a u32 string length of 4 GiB - 1.
        let mut b = file(1);
        b[16..20].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(parse_gguf(&b).unwrap_err().contains("string length 4294967295"));
        // A tensor with a giant dimension.
        let mut b = file(3);
        let at = after_name(&b, "blk.0.attn_q.weight") + 4;
        b[at..at + 8].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(parse_gguf(&b).unwrap_err().contains("blk.0.attn_q.weight has shape"));
        // Too many dimensions.
        let mut b = file(3);
        let at = after_name(&b, "blk.0.attn_q.weight");
        b[at..at + 4].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(parse_gguf(&b).unwrap_err().contains("dimensions"));
    }

    #[test]
    fn missing_and_duplicate_tensors() {
        let mut b = file(2);
        let at = after_name(&b, "blk.1.ffn_up.weight") - ".weight".len() - 1;
        b[at] = b'q'; // blk.1.ffn_uq.weight: unknown and ignored, so ffn_up is missing
        let e = parse_gguf(&b).unwrap_err();
        assert!(e.contains("tensor blk.1.ffn_up.weight is missing"), "{e}");
        let mut b = file(2);
        let at = after_name(&b, "blk.1.attn_q.weight") - "1.attn_q.weight".len();
        b[at] = b'0';
        let e = parse_gguf(&b).unwrap_err();
        assert!(e.contains("blk.0.attn_q.weight") && e.contains("twice"), "{e}");
    }

    #[test]
    fn wrong_shape_and_out_of_range_data() {
        let mut b = file(3);
        let at = after_name(&b, "blk.0.attn_k.weight") + 4 + 8;
        b[at..at + 8].copy_from_slice(&16u64.to_le_bytes()); // [16, 8] -> [16, 16]
        let e = parse_gguf(&b).unwrap_err();
        assert!(e.contains("blk.0.attn_k.weight has shape [16, 16]") && e.contains("[16, 8]"), "{e}");
        let mut b = file(3);
        let at = type_field(&b, "output_norm.weight", 3) + 4;
        let len = b.len() as u64;
        b[at..at + 8].copy_from_slice(&len.to_le_bytes());
        let e = parse_gguf(&b).unwrap_err();
        assert!(e.contains("output_norm.weight") && e.contains("past the end"), "{e}");
        b[at..at + 8].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(parse_gguf(&b).unwrap_err().contains("past the end"));
    }

    #[test]
    fn wrong_architecture_and_metadata() {
        let mut b = file(1);
        let at = find(&b, b"general.architecture") + "general.architecture".len() + 4 + 4;
        assert_eq!(&b[at..at + 5], b"llama");
        b[at..at + 5].copy_from_slice(b"qwen2");
        let e = parse_gguf(&b).unwrap_err();
        assert!(e.contains("architecture \"qwen2\""), "{e}");
        // A key renamed away: required metadata missing.
        let mut b = file(1);
        let at = find(&b, b"llama.block_count");
        b[at] = b'x';
        assert!(parse_gguf(&b).unwrap_err().contains("llama.block_count is missing"));
        // Inconsistent heads.
        let mut b = file(1);
        let at = find(&b, b"llama.attention.head_count\x04") + "llama.attention.head_count".len() + 4;
        b[at..at + 4].copy_from_slice(&3u32.to_le_bytes());
        assert!(parse_gguf(&b).unwrap_err().contains("not divisible"));
    }

    #[test]
    fn non_finite_weights_are_errors() {
        let m = testutil::model(true);
        let mut m2 = m.clone();
        m2.weights.w2[5] = f32::NAN;
        // write_gguf does not validate, so it can produce the bad file.
        let e = parse_gguf(&write_gguf(&m2, &testutil::vocab(40), 3, false)).unwrap_err();
        assert!(e.contains("tensor blk.0.ffn_down.weight") && e.contains("element 5") && e.contains("NaN"), "{e}");
        m2.weights.w2[5] = 1e6; // overflows f16
        let e = parse_gguf(&write_gguf(&m2, &testutil::vocab(40), 3, true)).unwrap_err();
        assert!(e.contains("blk.0.ffn_down.weight") && e.contains("inf"), "{e}");
    }

    #[test]
    fn vocabulary_must_match_the_embedding() {
        let e = parse_gguf(&write_gguf(&testutil::model(true), &testutil::vocab(41), 2, false)).unwrap_err();
        assert!(e.contains("token_embd.weight has shape [16, 40]") && e.contains("[16, 41]"), "{e}");
    }
}
