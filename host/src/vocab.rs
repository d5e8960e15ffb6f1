//! The tokenizer's vocabulary as llama2.c's `tokenizer.bin` holds it: one byte string and one merge score per
//! token id. Both loaders (tokenizer.bin and GGUF metadata) produce this form.

#[derive(Debug, Clone, PartialEq)]
pub struct Vocab {
    /// Token pieces as raw bytes, with spaces as `' '` (SentencePiece's U+2581 already replaced) and byte
    /// fallback tokens spelled `<0xNN>`.
    pub tokens: Vec<Vec<u8>>,
    /// BPE merge scores: a higher score merges first.
    pub scores: Vec<f32>,
    /// Longest piece in bytes (llama2.c stores it in the file header).
    pub max_token_length: usize,
    /// Beginning-of-sequence id (1 for llama models).
    pub bos: u32,
    /// End-of-sequence id (2 for llama models).
    pub eos: u32,
}

impl Vocab {
    pub fn len(&self) -> usize {
        self.tokens.len()
    }
    pub fn is_empty(&self) -> bool {
        self.tokens.is_empty()
    }
}
