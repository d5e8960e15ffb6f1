//! llama2.c's `tokenizer.bin`: a little-endian `i32 max_token_length`, then for each token id in order an
//! `f32` merge score, an `i32` byte length and that many bytes. The file does not store the vocabulary
//! size: the model's header gives it, and the file must hold exactly that many tokens.

use crate::error::LoadError;
use crate::vocab::Vocab;
use std::path::Path;

/// Longest token piece accepted, in bytes (llama2.c tokenizers use at most a few dozen).
pub const MAX_PIECE_LEN: usize = 1 << 16;

/// Reads a tokenizer.bin holding exactly `vocab_size` tokens.
pub fn load_tokenizer(path: &Path, vocab_size: usize) -> Result<Vocab, LoadError> {
    let bytes = std::fs::read(path).map_err(|source| LoadError::Io { path: path.into(), source })?;
    parse_tokenizer(&bytes, vocab_size).map_err(|reason| LoadError::format(path, reason))
}

/// Parses tokenizer.bin bytes; the error says what is wrong and where.
pub fn parse_tokenizer(bytes: &[u8], vocab_size: usize) -> Result<Vocab, String> {
    let mut off = 0usize;
    let word = |off: &mut usize, what: &str, i: Option<usize>| -> Result<[u8; 4], String> {
        let at = *off;
        let b = bytes.get(at..at + 4).ok_or_else(|| match i {
            Some(i) => format!("truncated at byte {at}: {what} of token {i} of {vocab_size} is missing"),
            None => format!("truncated at byte {at}: {what} is missing"),
        })?;
        *off += 4;
        Ok([b[0], b[1], b[2], b[3]])
    };
    let max_len = i32::from_le_bytes(word(&mut off, "max_token_length", None)?);
    if max_len <= 0 || max_len as usize > MAX_PIECE_LEN {
        return Err(format!("max_token_length {max_len} is not in 1..={MAX_PIECE_LEN}; not a llama2.c tokenizer.bin"));
    }
    let mut tokens = Vec::with_capacity(vocab_size.min(1 << 20));
    let mut scores = Vec::with_capacity(vocab_size.min(1 << 20));
    for i in 0..vocab_size {
        let score = f32::from_le_bytes(word(&mut off, "score", Some(i))?);
        let len = i32::from_le_bytes(word(&mut off, "length", Some(i))?);
        if len < 0 || len > max_len {
            return Err(format!("token {i} has length {len}, outside 0..={max_len} (max_token_length)"));
        }
        if !score.is_finite() {
            return Err(format!("token {i} has a non-finite score {score}"));
        }
        let len = len as usize;
        let piece = bytes.get(off..off + len).ok_or_else(|| {
            format!("truncated at byte {off}: token {i} needs {len} bytes, {} remain", bytes.len() - off)
        })?;
        off += len;
        tokens.push(piece.to_vec());
        scores.push(score);
    }
    if off != bytes.len() {
        return Err(format!(
            "{} bytes remain after {vocab_size} tokens: the tokenizer does not match the model's vocabulary size",
            bytes.len() - off
        ));
    }
    Ok(Vocab { tokens, scores, max_token_length: max_len as usize, bos: 1, eos: 2 })
}

/// Number of tokens a tokenizer.bin holds, found by walking its entries to the end of the file (the file
/// itself does not store it). Used to report a tokenizer/model mismatch with both sizes.
pub fn count_tokens(bytes: &[u8]) -> Result<usize, String> {
    let head = bytes.get(..4).ok_or("truncated: the file is shorter than the 4-byte max_token_length")?;
    let max_len = i32::from_le_bytes([head[0], head[1], head[2], head[3]]);
    if max_len <= 0 || max_len as usize > MAX_PIECE_LEN {
        return Err(format!("max_token_length {max_len} is not in 1..={MAX_PIECE_LEN}; not a llama2.c tokenizer.bin"));
    }
    let (mut off, mut n) = (4usize, 0usize);
    while off < bytes.len() {
        let e = bytes
            .get(off..off + 8)
            .ok_or_else(|| format!("truncated at byte {off}: token {n} has an incomplete score/length"))?;
        let len = i32::from_le_bytes([e[4], e[5], e[6], e[7]]);
        if len < 0 || len > max_len {
            return Err(format!("token {n} has length {len}, outside 0..={max_len} (max_token_length)"));
        }
        off += 8 + len as usize;
        if off > bytes.len() {
            return Err(format!("truncated: token {n} needs {len} bytes past the end of the file"));
        }
        n += 1;
    }
    Ok(n)
}

/// Serializes a vocabulary in tokenizer.bin form (used by tests and conversions).
pub fn write_tokenizer(v: &Vocab) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(&(v.max_token_length as i32).to_le_bytes());
    for (t, s) in v.tokens.iter().zip(&v.scores) {
        out.extend_from_slice(&s.to_le_bytes());
        out.extend_from_slice(&(t.len() as i32).to_le_bytes());
        out.extend_from_slice(t);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> Vocab {
        Vocab {
            tokens: vec![b"<unk>".to_vec(), b"\n<s>\n".to_vec(), b"a".to_vec(), b" ab".to_vec()],
            scores: vec![0.0, 0.0, -1.0, -2.0],
            max_token_length: 5,
            bos: 1,
            eos: 2,
        }
    }

    #[test]
    fn round_trips() {
        let v = small();
        assert_eq!(parse_tokenizer(&write_tokenizer(&v), 4).unwrap(), v);
    }

    #[test]
    fn every_truncation_is_an_error() {
        let b = write_tokenizer(&small());
        for n in 0..b.len() {
            let e = parse_tokenizer(&b[..n], 4).unwrap_err();
            assert!(e.contains("truncated") || e.contains("max_token_length"), "{n}: {e}");
        }
    }

    #[test]
    fn counts_tokens() {
        let b = write_tokenizer(&small());
        assert_eq!(count_tokens(&b).unwrap(), 4);
        for n in 0..b.len() {
            let _ = count_tokens(&b[..n]);
        }
        assert!(count_tokens(&b[..b.len() - 1]).unwrap_err().contains("truncated"));
    }

    #[test]
    fn vocab_size_mismatch_is_an_error() {
        let b = write_tokenizer(&small());
        assert!(parse_tokenizer(&b, 3).unwrap_err().contains("does not match"));
        assert!(parse_tokenizer(&b, 5).unwrap_err().contains("truncated"));
    }

    #[test]
    fn loads_tok512_when_present() {
        let p = crate::locate::shared_models_dir().join("tok512.bin");
        if !crate::locate::shared_test_file(&p) {
            return;
        }
        let v = load_tokenizer(&p, 512).unwrap();
        assert_eq!(v.len(), 512);
        assert_eq!(v.tokens[3], b"<0x00>");
    }
}
