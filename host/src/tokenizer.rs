//! llama2.c's byte-pair-encoding tokenizer (`encode()` / `decode()` / `safe_printf()` in `run.c`),
//! reimplemented over a [`Vocab`].
//!
//! **Encoding** (`encode(text, bos, eos)`), exactly as run.c:
//!
//! 1. BOS first if asked;
//! 2. for non-empty text, a dummy prefix: the piece `" "` as its own token (SentencePiece's
//!    `add_dummy_prefix`);
//! 3. every UTF-8 codepoint of the text is looked up as a whole piece; a codepoint missing from the vocabulary
//!    becomes its bytes as byte-fallback ids `3 + byte` (ids 3..=258 are the pieces `<0x00>`..`<0xFF>`);
//! 4. repeatedly, the adjacent pair whose concatenation is a piece with the highest score is merged (ties: the
//!    leftmost pair wins, as run.c's strict `>` scan; a merge whose score is not above `-1e10` never applies,
//!    as run.c's initial `best_score`), until no pair merges;
//! 5. EOS last if asked.
//!
//! The merge loop keeps a priority queue of candidate pairs over a linked list of tokens, so a prompt of a
//! few KB encodes in `O(n log n)` lookups; it selects exactly the pair run.c's quadratic scan selects (a
//! test compares both on random inputs).
//!
//! **Decoding** (`decode_piece(prev, token)`), as run.c's `decode()`: after BOS a leading space of the piece is
//! dropped, and a piece `<0xNN>` stands for the raw byte `NN`. run.c prints pieces through `safe_printf()`,
//! which drops a piece that is a single byte neither printable nor whitespace in the C locale (so every
//! byte-fallback byte >= 0x80 and every control byte other than `\t\n\v\f\r`); [`DecodeMode::Printable`]
//! applies that rule (and, like `printf("%s")`, stops a piece at a NUL byte). [`DecodeMode::Raw`] keeps
//! every byte, so `decode(encode(s))` gives `s` back.
//!
//! Differences from run.c, all where run.c is undefined or arbitrary:
//! - a piece that occurs more than once in the vocabulary is looked up as its lowest id (run.c's `bsearch`
//!   over an unstable sort returns any of them);
//! - if the vocabulary has no piece `" "`, the dummy prefix falls back to its byte id like any other
//!   codepoint (run.c would push id -1);
//! - a byte piece is exactly `<0x` + two hex digits + `>` (run.c's `sscanf("<0x%02hhX>")` also accepts
//!   one hex digit or a missing `>`);
//! - text containing NUL is encoded whole (a C string would end there).

use crate::vocab::Vocab;
use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap};

/// Number of byte-fallback pieces; `<0xNN>` has id [`BYTE_OFFSET`] + NN.
pub const NUM_BYTES: usize = 256;
/// Id of the byte piece `<0x00>` (after `<unk>`, `<s>`, `</s>`).
pub const BYTE_OFFSET: u32 = 3;

/// How pieces are turned into bytes when decoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DecodeMode {
    /// Every byte of every piece (lossless: `decode(encode(s)) == s`).
    #[default]
    Raw,
    /// What run.c prints: `safe_printf()` drops a piece that is one byte neither printable nor whitespace
    /// (C locale), and `printf("%s")` stops a piece at its first NUL byte.
    Printable,
}

/// llama2.c's tokenizer over a vocabulary with byte fallback.
#[derive(Debug, Clone)]
pub struct Tokenizer {
    vocab: Vocab,
    /// Piece -> lowest id with that piece.
    lookup: HashMap<Vec<u8>, u32>,
    /// For each token id, the byte it stands for if its piece is `<0xNN>` (precomputed for decoding).
    byte_of: Vec<Option<u8>>,
    /// Merge scores with `-0.0` made `+0.0`, so that ordering by `total_cmp` equals ordering by `>`.
    scores: Vec<f32>,
}

/// The byte a piece `<0xNN>` stands for (two hex digits, either case).
pub fn parse_byte_piece(piece: &[u8]) -> Option<u8> {
    if piece.len() != 6 || &piece[..3] != b"<0x" || piece[5] != b'>' {
        return None;
    }
    let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    Some(hex(piece[3])? << 4 | hex(piece[4])?)
}

/// C's `isprint(b) || isspace(b)` in the "C" locale: `0x20..=0x7E` or `\t \n \v \f \r`.
pub fn is_printable_or_space(b: u8) -> bool {
    (0x20..=0x7e).contains(&b) || (0x09..=0x0d).contains(&b)
}

impl Tokenizer {
    /// Builds the tokenizer; panics with [`Tokenizer::try_new`]'s message if the vocabulary is unusable.
    pub fn new(vocab: Vocab) -> Tokenizer {
        match Tokenizer::try_new(vocab) {
            Ok(t) => t,
            Err(e) => panic!("unusable tokenizer vocabulary: {e}"),
        }
    }

    /// Builds the tokenizer, checking that the vocabulary is usable: scores for every piece, BOS and EOS in
    /// range, and the byte-fallback pieces `<0x00>`..`<0xFF>` at ids 3..=258.
    pub fn try_new(vocab: Vocab) -> Result<Tokenizer, String> {
        let n = vocab.tokens.len();
        if vocab.scores.len() != n {
            return Err(format!("the vocabulary has {n} pieces but {} scores", vocab.scores.len()));
        }
        if n > u32::MAX as usize {
            return Err(format!("the vocabulary has {n} pieces, more than token ids can address"));
        }
        let min = BYTE_OFFSET as usize + NUM_BYTES;
        if n < min {
            return Err(format!(
                "the vocabulary has {n} pieces; byte fallback needs at least {min} (<unk>, <s>, </s>, then <0x00>..<0xFF>)"
            ));
        }
        for b in 0..NUM_BYTES {
            let id = BYTE_OFFSET as usize + b;
            if parse_byte_piece(&vocab.tokens[id]) != Some(b as u8) {
                return Err(format!(
                    "piece {id} is {:?}, expected the byte-fallback piece <0x{b:02X}> (ids 3..=258 must be the 256 byte pieces)",
                    String::from_utf8_lossy(&vocab.tokens[id])
                ));
            }
        }
        for (what, id) in [("BOS", vocab.bos), ("EOS", vocab.eos)] {
            if id as usize >= n {
                return Err(format!("{what} id {id} is outside the vocabulary of {n} pieces"));
            }
        }
        let mut lookup = HashMap::with_capacity(n);
        for (id, piece) in vocab.tokens.iter().enumerate() {
            lookup.entry(piece.clone()).or_insert(id as u32);
        }
        let byte_of = vocab.tokens.iter().map(|p| parse_byte_piece(p)).collect();
        let scores = vocab.scores.iter().map(|&s| s + 0.0).collect();
        Ok(Tokenizer { vocab, lookup, byte_of, scores })
    }

    pub fn vocab(&self) -> &Vocab {
        &self.vocab
    }

    /// The vocabulary size.
    pub fn len(&self) -> usize {
        self.vocab.tokens.len()
    }

    pub fn is_empty(&self) -> bool {
        self.vocab.tokens.is_empty()
    }

    /// The id of a piece (its lowest id if it occurs more than once).
    pub fn piece_id(&self, piece: &[u8]) -> Option<u32> {
        self.lookup.get(piece).copied()
    }

    /// The piece of a token id, as stored (`None` out of range).
    pub fn piece(&self, id: u32) -> Option<&[u8]> {
        self.vocab.tokens.get(id as usize).map(|p| p.as_slice())
    }

    /// Appends the ids of one codepoint: its piece, or its bytes as byte-fallback ids.
    fn push_codepoint(&self, utf8: &[u8], out: &mut Vec<u32>) {
        match self.piece_id(utf8) {
            Some(id) => out.push(id),
            None => out.extend(utf8.iter().map(|&b| BYTE_OFFSET + b as u32)),
        }
    }

    /// The merge of the pair `(a, b)` if it applies: `(score, id)` of the piece `a ++ b`.
    fn merge_of(&self, a: u32, b: u32, buf: &mut Vec<u8>) -> Option<(f32, u32)> {
        buf.clear();
        buf.extend_from_slice(&self.vocab.tokens[a as usize]);
        buf.extend_from_slice(&self.vocab.tokens[b as usize]);
        let id = self.piece_id(buf)?;
        let score = self.scores[id as usize];
        // run.c starts its scan at best_score = -1e10 with a strict `>`; NaN never compares greater either.
        (score > -1e10).then_some((score, id))
    }

    /// The initial token list: dummy prefix, then one piece or the byte ids per codepoint.
    fn initial_tokens(&self, text: &str) -> Vec<u32> {
        let mut ids = Vec::with_capacity(text.len() + 1);
        if text.is_empty() {
            return ids;
        }
        self.push_codepoint(b" ", &mut ids);
        let mut utf8 = [0u8; 4];
        for c in text.chars() {
            self.push_codepoint(c.encode_utf8(&mut utf8).as_bytes(), &mut ids);
        }
        ids
    }

    /// Encodes `text` as run.c's `encode(text, bos, eos)` does.
    pub fn encode(&self, text: &str, bos: bool, eos: bool) -> Vec<u32> {
        let mut out = Vec::with_capacity(text.len() + 3);
        if bos {
            out.push(self.vocab.bos);
        }
        out.extend(self.merge(self.initial_tokens(text)));
        if eos {
            out.push(self.vocab.eos);
        }
        out
    }

    /// Applies BPE merges, best score first and leftmost on ties, until none applies.
    fn merge(&self, mut tok: Vec<u32>) -> Vec<u32> {
        let n = tok.len();
        if n < 2 {
            return tok;
        }
        // Doubly linked list over positions; a merge keeps the left node and unlinks the right one. The order
        // of the surviving nodes' original positions is their order in the sequence, so "leftmost" is
        // "smallest position".
        const NONE: usize = usize::MAX;
        let mut next: Vec<usize> = (1..=n).map(|i| if i == n { NONE } else { i }).collect();
        let mut prev: Vec<usize> = (0..n).map(|i| if i == 0 { NONE } else { i - 1 }).collect();
        let mut alive = vec![true; n];
        // A candidate is valid while its left node's generation is unchanged: the generation changes whenever
        // the node's token or its right neighbour changes.
        let mut gen = vec![0u32; n];
        let mut heap = BinaryHeap::new();
        let mut buf = Vec::with_capacity(2 * self.vocab.max_token_length + 8);
        for i in 0..n - 1 {
            if let Some((score, id)) = self.merge_of(tok[i], tok[i + 1], &mut buf) {
                heap.push(Candidate { score, pos: i, id, gen: 0 });
            }
        }
        while let Some(c) = heap.pop() {
            let l = c.pos;
            if !alive[l] || gen[l] != c.gen {
                continue;
            }
            let r = next[l];
            tok[l] = c.id;
            alive[r] = false;
            next[l] = next[r];
            if next[l] != NONE {
                prev[next[l]] = l;
            }
            gen[l] += 1;
            if next[l] != NONE {
                if let Some((score, id)) = self.merge_of(tok[l], tok[next[l]], &mut buf) {
                    heap.push(Candidate { score, pos: l, id, gen: gen[l] });
                }
            }
            let p = prev[l];
            if p != NONE {
                gen[p] += 1;
                if let Some((score, id)) = self.merge_of(tok[p], tok[l], &mut buf) {
                    heap.push(Candidate { score, pos: p, id, gen: gen[p] });
                }
            }
        }
        (0..n).filter(|&i| alive[i]).map(|i| tok[i]).collect()
    }

    /// The bytes of `token` as a piece: a leading space dropped if `after_bos`, `<0xNN>` as the byte NN.
    fn piece_bytes(&self, token: u32, after_bos: bool) -> &[u8] {
        let Some(piece) = self.vocab.tokens.get(token as usize) else {
            return &[];
        };
        let piece: &[u8] = match piece.split_first() {
            // run.c parses the piece after stripping the space: " <0x41>" after BOS is the byte too.
            Some((b' ', rest)) if after_bos => rest,
            _ => {
                return match self.byte_of[token as usize] {
                    Some(b) => std::slice::from_ref(&BYTES[b as usize]),
                    None => piece,
                }
            }
        };
        match parse_byte_piece(piece) {
            Some(b) => std::slice::from_ref(&BYTES[b as usize]),
            None => piece,
        }
    }

    /// The bytes of `token` under a decode mode; `after_bos` drops a leading space.
    fn piece_bytes_mode(&self, token: u32, after_bos: bool, mode: DecodeMode) -> &[u8] {
        let bytes = self.piece_bytes(token, after_bos);
        match mode {
            DecodeMode::Raw => bytes,
            DecodeMode::Printable => {
                let bytes = bytes.iter().position(|&b| b == 0).map_or(bytes, |z| &bytes[..z]);
                if bytes.len() == 1 && !is_printable_or_space(bytes[0]) {
                    &[]
                } else {
                    bytes
                }
            }
        }
    }

    /// run.c's `decode(prev, token)`: the bytes of `token` following `prev` (after BOS a leading space is
    /// dropped; `<0xNN>` gives the byte NN). An out-of-range id gives nothing.
    pub fn decode_piece(&self, prev: u32, token: u32) -> Vec<u8> {
        self.piece_bytes(token, prev == self.vocab.bos).to_vec()
    }

    /// [`Tokenizer::decode_piece`] as run.c prints it through `safe_printf()` ([`DecodeMode::Printable`]).
    pub fn decode_piece_printable(&self, prev: u32, token: u32) -> Vec<u8> {
        self.piece_bytes_mode(token, prev == self.vocab.bos, DecodeMode::Printable).to_vec()
    }

    /// The bytes of a token sequence: each id decoded after the one before it. A leading BOS is context
    /// only (it yields nothing; the next piece loses its leading space); any other first id is decoded as
    /// is. Later BOS/EOS ids decode to their pieces like any id.
    pub fn decode_bytes(&self, ids: &[u32], mode: DecodeMode) -> Vec<u8> {
        let mut out = Vec::new();
        let mut prev: Option<u32> = None;
        for (i, &id) in ids.iter().enumerate() {
            if !(i == 0 && id == self.vocab.bos) {
                out.extend_from_slice(self.piece_bytes_mode(id, prev == Some(self.vocab.bos), mode));
            }
            prev = Some(id);
        }
        out
    }

    /// [`Tokenizer::decode_bytes`] in [`DecodeMode::Raw`], as lossy UTF-8.
    pub fn decode(&self, ids: &[u32]) -> String {
        String::from_utf8_lossy(&self.decode_bytes(ids, DecodeMode::Raw)).into_owned()
    }

    /// What run.c prints for a sequence ([`DecodeMode::Printable`]), as lossy UTF-8.
    pub fn decode_printable(&self, ids: &[u32]) -> String {
        String::from_utf8_lossy(&self.decode_bytes(ids, DecodeMode::Printable)).into_owned()
    }
}

/// Every byte value, to hand out one-byte slices.
static BYTES: [u8; 256] = {
    let mut b = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        b[i] = i as u8;
        i += 1;
    }
    b
};

/// A pending merge: the pair starting at `pos` would become `id` with `score`.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    score: f32,
    pos: usize,
    id: u32,
    gen: u32,
}

impl Ord for Candidate {
    /// Max-heap order: higher score first, then the leftmost position. Scores are never NaN here.
    fn cmp(&self, other: &Self) -> Ordering {
        self.score.total_cmp(&other.score).then_with(|| other.pos.cmp(&self.pos))
    }
}
impl PartialOrd for Candidate {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl PartialEq for Candidate {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl Eq for Candidate {}

/// Turns token bytes into text as they arrive, holding back an incomplete UTF-8 sequence until its last
/// byte comes, so a CLI can print tokens whose bytes split a character. Invalid bytes become U+FFFD exactly
/// as [`String::from_utf8_lossy`] would replace them in the whole output.
#[derive(Debug, Clone, Default)]
pub struct StreamDecoder {
    pending: Vec<u8>,
    prev: Option<u32>,
    mode: DecodeMode,
}

impl StreamDecoder {
    /// A decoder keeping every byte ([`DecodeMode::Raw`]).
    pub fn new() -> StreamDecoder {
        StreamDecoder::default()
    }

    /// A decoder in the given mode ([`DecodeMode::Printable`] prints what run.c prints).
    pub fn with_mode(mode: DecodeMode) -> StreamDecoder {
        StreamDecoder { mode, ..StreamDecoder::default() }
    }

    /// Feeds the next token of a sequence; returns the text now complete. Feeding a sequence token by token
    /// gives, in total, what [`Tokenizer::decode_bytes`] gives for it (a leading BOS is context only).
    pub fn push_token(&mut self, tok: &Tokenizer, id: u32) -> String {
        let bos = tok.vocab.bos;
        let bytes = match self.prev {
            None if id == bos => &[][..],
            prev => tok.piece_bytes_mode(id, prev == Some(bos), self.mode),
        };
        self.prev = Some(id);
        self.push_bytes(bytes)
    }

    /// Feeds raw bytes; returns the text now complete.
    pub fn push_bytes(&mut self, bytes: &[u8]) -> String {
        self.pending.extend_from_slice(bytes);
        let mut out = String::new();
        let mut start = 0;
        loop {
            match std::str::from_utf8(&self.pending[start..]) {
                Ok(s) => {
                    out.push_str(s);
                    start = self.pending.len();
                    break;
                }
                Err(e) => {
                    let valid = e.valid_up_to();
                    // SAFETY-free: from_utf8 validated exactly this prefix.
                    out.push_str(std::str::from_utf8(&self.pending[start..start + valid]).unwrap());
                    start += valid;
                    match e.error_len() {
                        Some(bad) => {
                            out.push(char::REPLACEMENT_CHARACTER);
                            start += bad;
                        }
                        None => break, // an incomplete sequence at the end: wait for more bytes
                    }
                }
            }
        }
        self.pending.drain(..start);
        out
    }

    /// Bytes held back (an incomplete UTF-8 sequence).
    pub fn pending(&self) -> &[u8] {
        &self.pending
    }

    /// Ends the stream: whatever is held back, lossily (an incomplete sequence becomes U+FFFD).
    pub fn finish(&mut self) -> String {
        let s = String::from_utf8_lossy(&self.pending).into_owned();
        self.pending.clear();
        self.prev = None;
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::tokbin::load_tokenizer;
    use crate::reference::{load_reference, shared_reference_dir};
    use proptest::prelude::*;
    use std::sync::OnceLock;

    /// tok512 if present.
    fn tok512() -> Option<&'static Tokenizer> {
        static T: OnceLock<Option<Tokenizer>> = OnceLock::new();
        T.get_or_init(|| {
            let p = crate::locate::shared_models_dir().join("tok512.bin");
            if !crate::locate::shared_test_file(&p) {
                return None;
            }
            Some(Tokenizer::new(load_tokenizer(&p, 512).unwrap()))
        })
        .as_ref()
    }

    macro_rules! tok512_or_skip {
        () => {
            match tok512() {
                Some(t) => t,
                None => {
                    return;
                }
            }
        };
    }

    /// A synthetic vocabulary: <unk>, <s>, </s>, the 256 byte pieces, then `extra` (piece, score).
    fn synthetic(extra: &[(&str, f32)]) -> Tokenizer {
        let mut tokens: Vec<Vec<u8>> = vec![b"<unk>".to_vec(), b"\n<s>\n".to_vec(), b"\n</s>\n".to_vec()];
        tokens.extend((0..256).map(|b| format!("<0x{b:02X}>").into_bytes()));
        let mut scores = vec![0.0; tokens.len()];
        for (p, s) in extra {
            tokens.push(p.as_bytes().to_vec());
            scores.push(*s);
        }
        let max_token_length = tokens.iter().map(|t| t.len()).max().unwrap();
        Tokenizer::new(Vocab { tokens, scores, max_token_length, bos: 1, eos: 2 })
    }

    /// run.c's merge loop, literally: quadratic scan, strict `>` from -1e10.
    fn naive_merge(t: &Tokenizer, mut tok: Vec<u32>) -> Vec<u32> {
        loop {
            let mut best: Option<(f32, u32, usize)> = None;
            for i in 0..tok.len().saturating_sub(1) {
                let mut s = t.vocab.tokens[tok[i] as usize].clone();
                s.extend_from_slice(&t.vocab.tokens[tok[i + 1] as usize]);
                if let Some(id) = t.piece_id(&s) {
                    let score = t.vocab.scores[id as usize];
                    if score > best.map_or(-1e10, |b| b.0) {
                        best = Some((score, id, i));
                    }
                }
            }
            let Some((_, id, i)) = best else { return tok };
            tok[i] = id;
            tok.remove(i + 1);
        }
    }

    fn naive_encode(t: &Tokenizer, text: &str) -> Vec<u32> {
        let mut v = vec![t.vocab.bos];
        v.extend(naive_merge(t, t.initial_tokens(text)));
        v
    }

    #[test]
    fn reference_prompts_encode_to_prompt_ids() {
        let t = tok512_or_skip!();
        let p = shared_reference_dir().join("stories260K_greedy.jsonl");
        if !crate::locate::shared_test_file(&p) {
            return;
        }
        for r in load_reference(&p).unwrap() {
            assert_eq!(t.encode(&r.prompt, true, false), r.prompt_ids, "prompt {:?}", r.prompt);
            assert_eq!(naive_encode(t, &r.prompt), r.prompt_ids, "prompt {:?}", r.prompt);
            let mut with_eos = r.prompt_ids.clone();
            with_eos.push(2);
            assert_eq!(t.encode(&r.prompt, true, true), with_eos);
            assert_eq!(t.encode(&r.prompt, false, false), r.prompt_ids[1..]);
        }
        assert_eq!(t.encode("", true, false), vec![1]);
        assert_eq!(t.encode("", false, false), Vec::<u32>::new());
    }

    #[test]
    fn reference_ids_decode_to_text() {
        let t = tok512_or_skip!();
        let p = shared_reference_dir().join("stories260K_greedy.jsonl");
        if !crate::locate::shared_test_file(&p) {
            return;
        }
        for r in load_reference(&p).unwrap() {
            let ids = r.all_ids();
            // The reference texts are plain ASCII plus newlines: safe_printf drops nothing in them, so the
            // raw and the printable decodings both equal the text.
            assert_eq!(t.decode_printable(&ids), r.text, "prompt {:?}", r.prompt);
            assert_eq!(t.decode(&ids), r.text, "prompt {:?}", r.prompt);
            let mut s = StreamDecoder::with_mode(DecodeMode::Printable);
            let mut streamed: String = ids.iter().map(|&id| s.push_token(t, id)).collect();
            streamed.push_str(&s.finish());
            assert_eq!(streamed, r.text);
            // piece by piece as run.c's generate loop: decode(prev, next) for each next after the first.
            let mut bytes = Vec::new();
            for w in ids.windows(2) {
                bytes.extend(t.decode_piece_printable(w[0], w[1]));
            }
            assert_eq!(String::from_utf8(bytes).unwrap(), r.text);
        }
    }

    #[test]
    fn tok512_specifics() {
        let t = tok512_or_skip!();
        assert_eq!(t.piece_id(b" "), Some(410));
        // U+201C is a piece of its own; an emoji is not and falls back to its 4 bytes.
        assert_eq!(t.encode("\u{201c}", false, false).len(), 2);
        let e = t.encode("😀", false, false);
        assert_eq!(e, vec![410, 3 + 0xF0, 3 + 0x9F, 3 + 0x98, 3 + 0x80]);
        assert_eq!(t.decode(&[1, 410, 3 + 0xF0, 3 + 0x9F, 3 + 0x98, 3 + 0x80]), "😀");
        // run.c prints none of these bytes: each is a lone byte >= 0x80.
        assert_eq!(t.decode_printable(&[1, 410, 3 + 0xF0, 3 + 0x9F, 3 + 0x98, 3 + 0x80]), "");
        assert_eq!(t.decode(&[1, 410]), "");
        // Literal text spelling a byte piece stays characters (tok512 has no pieces "<0", "0x", ...).
        let ids = t.encode("<0x41> \u{1}", true, false);
        assert!(!ids.contains(&(3 + 0x41)), "{ids:?}");
        assert_eq!(t.decode(&ids), "<0x41> \u{1}");
        assert_eq!(t.decode_printable(&ids), "<0x41> ", "safe_printf drops the control byte");
        assert_eq!(t.decode(&[410]), " ");
    }

    #[test]
    fn a_few_kb_encode_fast_and_like_run_c() {
        let t = tok512_or_skip!();
        let base = "Once upon a time, there was a little girl named Lily. She loved to play outside. “Hi!” 😀 ";
        let text = base.repeat(40); // about 4 KB
        let start = std::time::Instant::now();
        let ids = t.encode(&text, true, false);
        assert!(start.elapsed() < std::time::Duration::from_secs(1), "{:?}", start.elapsed());
        assert_eq!(t.decode(&ids), text);
        let prefix = &text[..base.len() * 3];
        assert_eq!(t.encode(prefix, true, false), naive_encode(t, prefix));
    }

    #[test]
    fn byte_fallback_on_synthetic_vocab() {
        let t = synthetic(&[(" ", -1.0), ("a", -1.0), ("é", -1.0)]);
        // 'a' and 'é' are pieces; 'b' and '😀' fall back to bytes.
        let a = t.piece_id(b"a").unwrap();
        let e = t.piece_id("é".as_bytes()).unwrap();
        let sp = t.piece_id(b" ").unwrap();
        assert_eq!(
            t.encode("aéb😀", true, true),
            vec![1, sp, a, e, 3 + b'b' as u32, 3 + 0xF0, 3 + 0x9F, 3 + 0x98, 3 + 0x80, 2]
        );
        assert_eq!(t.decode(&t.encode("aéb😀", true, false)), "aéb😀");
        // Without a " " piece the dummy prefix is the byte 0x20.
        let t = synthetic(&[("a", -1.0)]);
        assert_eq!(t.encode("a", false, false), vec![3 + 0x20, t.piece_id(b"a").unwrap()]);
        assert_eq!(t.decode(&t.encode("a", true, false)), " a", "a byte piece keeps its space after BOS");
    }

    #[test]
    fn merges_follow_scores() {
        // "abc": "ab" (-3) vs "bc" (-1): bc merges first, then "abc" needs "a"+"bc".
        let t = synthetic(&[("a", 0.0), ("b", 0.0), ("c", 0.0), ("ab", -3.0), ("bc", -1.0), ("abc", -5.0)]);
        let id = |p: &str| t.piece_id(p.as_bytes()).unwrap();
        let sp = 3 + 0x20;
        assert_eq!(t.encode("abc", false, false), vec![sp, id("abc")]);
        // Without "abc", the result is a + bc, not ab + c.
        let t2 = synthetic(&[("a", 0.0), ("b", 0.0), ("c", 0.0), ("ab", -3.0), ("bc", -1.0)]);
        let id2 = |p: &str| t2.piece_id(p.as_bytes()).unwrap();
        assert_eq!(t2.encode("abc", false, false), vec![sp, id2("a"), id2("bc")]);
        // Scores reversed: ab + c.
        let t3 = synthetic(&[("a", 0.0), ("b", 0.0), ("c", 0.0), ("ab", -1.0), ("bc", -3.0)]);
        let id3 = |p: &str| t3.piece_id(p.as_bytes()).unwrap();
        assert_eq!(t3.encode("abc", false, false), vec![sp, id3("ab"), id3("c")]);
        // Ties: the leftmost pair wins ("aaa" -> aa + a).
        let t4 = synthetic(&[("a", 0.0), ("aa", -1.0)]);
        let id4 = |p: &str| t4.piece_id(p.as_bytes()).unwrap();
        assert_eq!(t4.encode("aaa", false, false), vec![sp, id4("aa"), id4("a")]);
        // -0.0 and +0.0 tie (run.c compares with `>`): leftmost wins.
        let t5 = synthetic(&[("a", 0.0), ("b", 0.0), ("c", 0.0), ("ab", 0.0), ("bc", -0.0)]);
        let id5 = |p: &str| t5.piece_id(p.as_bytes()).unwrap();
        assert_eq!(t5.encode("abc", false, false), vec![sp, id5("ab"), id5("c")]);
        let t6 = synthetic(&[("a", 0.0), ("b", 0.0), ("c", 0.0), ("ab", -0.0), ("bc", 0.0)]);
        let id6 = |p: &str| t6.piece_id(p.as_bytes()).unwrap();
        assert_eq!(t6.encode("abc", false, false), vec![sp, id6("ab"), id6("c")]);
        // A merge scored -1e10 or below never applies.
        let t7 = synthetic(&[("a", 0.0), ("aa", -1e10)]);
        assert_eq!(t7.encode("aa", false, false), vec![sp, t7.piece_id(b"a").unwrap(), t7.piece_id(b"a").unwrap()]);
    }

    #[test]
    fn decode_piece_rules() {
        let t = synthetic(&[(" hi", -1.0), ("x", -1.0), ("\u{1}", -1.0)]);
        let hi = t.piece_id(b" hi").unwrap();
        assert_eq!(t.decode_piece(1, hi), b"hi");
        assert_eq!(t.decode_piece(hi, hi), b" hi");
        assert_eq!(t.decode_piece(1, 3 + 0x41), b"A");
        assert_eq!(t.decode_piece(1, 3 + 0xE2), [0xE2]);
        assert_eq!(t.decode_piece_printable(1, 3 + 0xE2), b"");
        assert_eq!(t.decode_piece_printable(1, 3 + 0x0A), b"\n");
        assert_eq!(t.decode_piece_printable(1, 3 + 0x07), b"");
        assert_eq!(t.decode_piece_printable(1, t.piece_id(b"\x01").unwrap()), b"");
        assert_eq!(t.decode_piece(1, 100_000), b"");
        assert_eq!(t.decode_piece(1, u32::MAX), b"");
        assert_eq!(t.decode(&[u32::MAX, 3 + 0x41]), "A");
        assert_eq!(parse_byte_piece(b"<0xab>"), Some(0xAB));
        assert_eq!(parse_byte_piece(b"<0xA>"), None);
    }

    #[test]
    fn unusable_vocabularies_are_errors() {
        let mut v = synthetic(&[]).vocab.clone();
        v.tokens[3 + 0x41] = b"A".to_vec();
        let e = Tokenizer::try_new(v).unwrap_err();
        assert!(e.contains("68") && e.contains("<0x41>"), "{e}");
        let v = Vocab { tokens: vec![b"a".to_vec(); 10], scores: vec![0.0; 10], max_token_length: 1, bos: 1, eos: 2 };
        assert!(Tokenizer::try_new(v).unwrap_err().contains("at least 259"));
        let mut v = synthetic(&[]).vocab.clone();
        v.bos = 9999;
        assert!(Tokenizer::try_new(v).unwrap_err().contains("BOS"));
        let mut v = synthetic(&[]).vocab.clone();
        v.scores.pop();
        assert!(Tokenizer::try_new(v).unwrap_err().contains("scores"));
    }

    #[test]
    fn stream_decoder_holds_split_characters() {
        let mut s = StreamDecoder::new();
        let euro = "€".as_bytes(); // 3 bytes
        assert_eq!(s.push_bytes(b"a"), "a");
        assert_eq!(s.push_bytes(&euro[..1]), "");
        assert_eq!(s.push_bytes(&euro[1..2]), "");
        assert_eq!(s.pending(), &euro[..2]);
        assert_eq!(s.push_bytes(&euro[2..]), "€");
        assert_eq!(s.push_bytes(b"\xffb"), "\u{fffd}b");
        assert_eq!(s.push_bytes(&euro[..2]), "");
        assert_eq!(s.finish(), "\u{fffd}");
        // Token by token over byte-fallback ids.
        let t = synthetic(&[(" ", -1.0)]);
        let ids = t.encode("x€y", true, false);
        let mut s = StreamDecoder::new();
        let parts: Vec<String> = ids.iter().map(|&id| s.push_token(&t, id)).collect();
        assert_eq!(parts.concat() + &s.finish(), "x€y");
        assert!(parts.contains(&"€".to_string()), "{parts:?}");
    }

    proptest! {
        #[test]
        fn stream_decoder_equals_lossy(bytes in proptest::collection::vec(any::<u8>(), 0..64),
                                      cuts in proptest::collection::vec(0usize..64, 0..8)) {
            let mut cuts: Vec<usize> = cuts.into_iter().map(|c| c.min(bytes.len())).collect();
            cuts.push(0);
            cuts.push(bytes.len());
            cuts.sort();
            let mut s = StreamDecoder::new();
            let mut out = String::new();
            for w in cuts.windows(2) {
                out.push_str(&s.push_bytes(&bytes[w[0]..w[1]]));
            }
            out.push_str(&s.finish());
            prop_assert_eq!(out, String::from_utf8_lossy(&bytes).into_owned());
        }

        /// Raw decoding round-trips exactly: the pieces concatenate to " " + s (the dummy prefix), and the
        /// first piece after BOS loses that space. (The printable decoding would not: it drops lone bytes
        /// >= 0x80 from byte fallback, e.g. for '😀', and control bytes.)
        #[test]
        fn round_trips_with_tok512(s in "[a-zA-Z0-9 .,!?'\"\n<>\u{201c}\u{201d}é😀ж\t-]{0,80}") {
            let Some(t) = tok512() else { return Ok(()); };
            let ids = t.encode(&s, true, false);
            prop_assert_eq!(t.decode(&ids), s.clone());
            prop_assert_eq!(&ids, &naive_encode(t, &s));
            let mut d = StreamDecoder::new();
            let streamed: String = ids.iter().map(|&id| d.push_token(t, id)).collect::<String>() + &d.finish();
            prop_assert_eq!(streamed, s);
        }

        /// The heap-driven merge picks what run.c's scan picks, on a vocabulary with many equal scores.
        #[test]
        fn merge_matches_naive_scan(s in "[abc ]{0,40}") {
            let t = synthetic(&[(" ", 0.0), ("a", 0.0), ("b", 0.0), ("c", 0.0), ("ab", -1.0), ("ba", -1.0),
                ("aa", -1.0), ("bc", -2.0), ("ca", -1.0), ("aba", -1.0), ("abc", -2.0), (" a", -2.0), ("aab", -0.0),
                ("bab", -1.0), ("cc", -3.0), ("ccc", -3.0), ("abab", -1.0)]);
            prop_assert_eq!(t.encode(&s, true, false), naive_encode(&t, &s));
        }
    }
}
