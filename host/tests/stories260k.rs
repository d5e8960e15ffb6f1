//! The shared stories260K files: the llama2.c checkpoint and the GGUF conversion must load to the same
//! model, and the GGUF vocabulary must match tok512.bin. A missing file fails the test (`locate::shared_test_file`).

use std::path::PathBuf;
use systole_host::formats::{self, gguf, llama2c, tokbin};
use systole_host::locate::shared_models_dir;

fn file(name: &str) -> Option<PathBuf> {
    let p = shared_models_dir().join(name);
    systole_host::locate::shared_test_file(&p).then_some(p)
}

#[test]
fn bin_and_gguf_load_to_identical_models() {
    let (Some(bin), Some(gg)) = (file("stories260K.bin"), file("stories260K.gguf")) else { return };
    let a = llama2c::load_llama2c(&bin).unwrap();
    let (b, _) = gguf::load_gguf(&gg).unwrap();
    let c = &a.config;
    assert_eq!(
        (c.dim, c.hidden_dim, c.n_layers, c.n_heads, c.n_kv_heads, c.vocab_size, c.seq_len),
        (64, 172, 5, 8, 4, 512, 512)
    );
    assert!(c.shared_classifier);
    // The GGUF file stores output.weight explicitly, bit-identical to token_embd.weight; the loader turns that
    // into a shared classifier, so the whole Config (eps 1e-5 and theta 10000 included) is equal.
    assert_eq!(a.config, b.config);
    // Bit-identical weights (compare bits, so that -0.0 / 0.0 differences would count); this also shows that
    // the GGUF Q/K tensors need no permutation.
    let bits = |m: &systole_host::Model| -> Vec<Vec<u32>> {
        let w = &m.weights;
        [&w.token_embedding, &w.rms_att, &w.wq, &w.wk, &w.wv, &w.wo, &w.rms_ffn, &w.w1, &w.w2, &w.w3, &w.rms_final]
            .iter()
            .map(|t| t.iter().map(|x| x.to_bits()).collect())
            .collect()
    };
    assert_eq!(bits(&a), bits(&b));
    assert_eq!(a.weights, b.weights);
    assert_eq!(a, b);

    // load_model detects both formats.
    let (a2, v) = formats::load_model(&bin).unwrap();
    assert!(v.is_none());
    assert_eq!(a2, a);
    let (b2, v) = formats::load_model(&gg).unwrap();
    assert!(v.is_some());
    assert_eq!(b2, b);
}

#[test]
fn gguf_vocabulary_matches_tok512() {
    let (Some(gg), Some(tok)) = (file("stories260K.gguf"), file("tok512.bin")) else { return };
    let (_, g) = gguf::load_gguf(&gg).unwrap();
    let t = tokbin::load_tokenizer(&tok, 512).unwrap();
    assert_eq!(g.len(), 512);
    assert_eq!(g.scores, t.scores, "merge scores");
    // Every piece is identical except BOS and EOS: llama2.c's tokenizer export writes them as "\n<s>\n" and
    // "\n</s>\n", the GGUF file as "<s>" and "</s>".
    for i in 0..512 {
        match i {
            1 => assert_eq!((&g.tokens[i][..], &t.tokens[i][..]), (&b"<s>"[..], &b"\n<s>\n"[..])),
            2 => assert_eq!((&g.tokens[i][..], &t.tokens[i][..]), (&b"</s>"[..], &b"\n</s>\n"[..])),
            _ => assert_eq!(g.tokens[i], t.tokens[i], "token {i}"),
        }
    }
    assert_eq!(&g.tokens[3], b"<0x00>");
    assert_eq!(&g.tokens[259], b" t");
    // bos/eos: from the GGUF metadata, the llama defaults for tokenizer.bin.
    assert_eq!((g.bos, g.eos), (1, 2));
    assert_eq!((t.bos, t.eos), (1, 2));
    // max_token_length: tok512.bin's header says 7; the GGUF loader computes the longest piece after
    // U+2581 -> ' ' (in UTF-8 the mark takes 3 bytes, so the raw GGUF strings are up to 9 bytes). Both are 7,
    // the length of the longest real pieces; BOS/EOS ("\n</s>\n" is 6 bytes) do not decide it.
    assert_eq!(t.max_token_length, 7);
    assert_eq!(t.tokens.iter().map(|p| p.len()).max(), Some(7));
    assert_eq!(g.max_token_length, 7);
    eprintln!("max_token_length: tok512.bin {}, gguf {}", t.max_token_length, g.max_token_length);
}

#[test]
fn locate_load_finds_stories260k() {
    if file("stories260K.bin").is_none() || file("tok512.bin").is_none() {
        return;
    }
    let dirs = [shared_models_dir()];
    let (m, v, p) = systole_host::locate::load_in(None, None, &dirs).unwrap();
    assert!(p.ends_with("stories260K.bin"));
    assert_eq!(m.config.vocab_size, 512);
    assert_eq!(v.len(), 512);
    assert_eq!(v.tokens[1], b"\n<s>\n", "the llama2.c model uses tok512.bin");
    // The GGUF model, given explicitly, uses its embedded vocabulary unless a tokenizer is given.
    let gg = shared_models_dir().join("stories260K.gguf");
    if gg.exists() {
        let (_, v, _) = systole_host::locate::load_in(Some(&gg), None, &dirs).unwrap();
        assert_eq!(v.tokens[1], b"<s>");
        let tok = shared_models_dir().join("tok512.bin");
        let (_, v, _) = systole_host::locate::load_in(Some(&gg), Some(&tok), &dirs).unwrap();
        assert_eq!(v.tokens[1], b"\n<s>\n");
    }
}
