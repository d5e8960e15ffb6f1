//! Property tests: the parsers return `Ok` or `Err` for any input, never panic (and never try huge
//! allocations, which would abort the test process).

use super::{gguf, llama2c, testutil, tokbin};
use proptest::prelude::*;
use std::sync::OnceLock;

/// Valid files to mutate: llama2.c shared/unshared, GGUF v1 F32, v2 F16, v3 F32, a tokenizer.bin.
fn seeds() -> &'static [Vec<u8>] {
    static SEEDS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let v = testutil::vocab(40);
        vec![
            llama2c::write_llama2c(&testutil::model(true)),
            llama2c::write_llama2c(&testutil::model(false)),
            gguf::write_gguf(&testutil::model(false), &v, 1, false),
            gguf::write_gguf(&testutil::model(true), &v, 2, true),
            gguf::write_gguf(&testutil::model(true), &v, 3, false),
            tokbin::write_tokenizer(&v),
        ]
    })
}

fn parse_all(b: &[u8]) {
    let _ = llama2c::parse_llama2c(b);
    let _ = gguf::parse_gguf(b);
    let _ = tokbin::parse_tokenizer(b, 40);
    let _ = tokbin::count_tokens(b);
    let _ = super::parse_model(b);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(b in proptest::collection::vec(any::<u8>(), 0..512), magic in 0usize..3) {
        let mut b = b;
        // Give the GGUF parser a chance to get past its magic and version.
        if magic == 1 && b.len() >= 8 {
            b[..4].copy_from_slice(b"GGUF");
            b[4] = 1 + b[4] % 3;
            b[5..8].fill(0);
        }
        parse_all(&b);
    }

    #[test]
    fn mutated_valid_files_never_panic(
        seed in 0usize..6,
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..4), 1..8),
        cut in any::<prop::sample::Index>(),
        truncate in any::<bool>(),
    ) {
        let mut b = seeds()[seed].clone();
        for (at, byte, kind) in edits {
            let i = at.index(b.len());
            match kind {
                0 => b[i] = byte,
                1 => b[i] ^= 1 << (byte % 8),
                // Large values in a 4- or 8-byte field (counts, lengths, offsets, dimensions).
                2 => { let end = (i + 4).min(b.len()); b[i..end].fill(0xff) }
                _ => { let end = (i + 8).min(b.len()); b[i..end].fill(if byte % 2 == 0 { 0x7f } else { 0 }) }
            }
        }
        if truncate {
            b.truncate(cut.index(b.len() + 1));
        }
        parse_all(&b);
    }

    #[test]
    fn truncated_valid_files_are_errors(seed in 0usize..6, cut in any::<prop::sample::Index>()) {
        let b = &seeds()[seed];
        let n = cut.index(b.len());
        prop_assert!(llama2c::parse_llama2c(&b[..n]).is_err());
        prop_assert!(gguf::parse_gguf(&b[..n]).is_err());
        prop_assert!(tokbin::parse_tokenizer(&b[..n], 40).is_err());
    }
}
