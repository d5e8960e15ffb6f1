//! Image tests: every tensor reads back exactly (stories260K and random models over random devices), the
//! regions are word-aligned, disjoint and inside the image, padding is zero, tiles follow the `matmul`
//! SRAM format (checked by multiplying straight from the image bytes), and impossible configurations are
//! errors.

use super::*;
use crate::config::Config;
use crate::golden::quant::{QMatrix, QuantModel};
use crate::{Model, Weights};
use proptest::prelude::*;

/// A model with pseudo-random weights of the given shape.
fn random_model(c: Config, seed: u64) -> Model {
    let mut s = seed | 1;
    let mut gen = |n: usize| -> Vec<f32> {
        (0..n)
            .map(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                ((s >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 2.0 * 10f32.powi((s % 4) as i32 - 2)
            })
            .collect()
    };
    let mut t: Vec<Vec<f32>> = Weights::shapes(&c).iter().map(|(_, n)| gen(*n)).collect();
    let wcls = t.pop().filter(|_| !c.shared_classifier);
    let weights = Weights::from_tensors(&c, t, wcls).unwrap();
    Model { config: c, weights }
}

fn stories() -> Option<QuantModel> {
    let p = crate::locate::shared_models_dir().join("stories260K.bin");
    if !crate::locate::shared_test_file(&p) {
        return None;
    }
    Some(QuantModel::prepare(&crate::formats::llama2c::load_llama2c(&p).expect("stories260K.bin loads")))
}

/// Everything the tests assert about one image.
fn check_image(q: &QuantModel, cfg: &DeviceConfig) {
    let (layout, img) = build(q, cfg).expect("image builds");
    assert_eq!(img.len() as u64, layout.total_bytes);

    // Every tensor reads back exactly.
    let back = read_model(&img, &layout).expect("image reads back");
    assert_eq!(back.config, q.config);
    assert_eq!(back.embedding, q.embedding, "embedding");
    assert_eq!(back.norm_final, q.norm_final, "norm_final");
    assert_eq!(back.tables, q.tables, "tables");
    assert_eq!(back.classifier, q.classifier, "classifier");
    for (i, (a, b)) in back.layers.iter().zip(&q.layers).enumerate() {
        assert_eq!(a, b, "layer {i}");
    }
    assert_eq!(&back, q);
    // The classifier tiles exist (and read back) even when it shares the embedding.
    assert_eq!(&read_matrix(&img, &layout.classifier).unwrap(), q.classifier());
    // ISA 1.1: every matrix that can be one matvec has its stream, 64-byte aligned, and it reads back
    for (name, m) in layout.matrices() {
        let gt = super::layout::matvec_gt(m.inputs, m.outputs, m.group);
        assert_eq!(m.mv_gt, gt, "{name}");
        match &m.stream {
            Some(r) => {
                assert_eq!((r.offset % 64, r.bytes >= m.mv_shape().stream_bytes()), (0, true), "{name}");
                let back = super::image::read_matvec_stream(&img, m).unwrap();
                let want = if name == "classifier" { q.classifier().clone() } else {
                    let l = &q.layers[name[5..].split('.').next().unwrap().parse::<usize>().unwrap()];
                    match name.rsplit('.').next().unwrap() {
                        "wq" => l.wq.clone(), "wk" => l.wk.clone(), "wv" => l.wv.clone(), "wo" => l.wo.clone(),
                        "w1" => l.w1.clone(), "w2" => l.w2.clone(), _ => l.w3.clone(),
                    }
                };
                assert_eq!((back.q, back.scale), (want.q, want.scale), "{name} stream");
            }
            None => assert_eq!(gt, 0, "{name}"),
        }
    }

    let w = cfg.word_bytes as u64;
    // Regions: word-aligned, inside the image, disjoint.
    let regions = layout.regions();
    for r in &regions {
        assert_eq!(r.offset % w, 0, "{} offset {} not word-aligned", r.name, r.offset);
        assert_eq!(r.bytes % w, 0, "{} size", r.name);
        assert!(r.end() <= layout.total_bytes, "{} beyond the image", r.name);
    }
    for p in regions.windows(2) {
        assert!(p[0].end() <= p[1].offset, "{} [{}, {}) overlaps {} at {}", p[0].name, p[0].offset, p[0].end(), p[1].name, p[1].offset);
    }
    // Bytes outside every region are zero, and so is the KV pool.
    let mut covered = vec![false; img.len()];
    for r in &regions {
        covered[r.offset as usize..r.end() as usize].iter_mut().for_each(|c| *c = true);
    }
    assert!(img.iter().zip(&covered).all(|(&b, &c)| c || b == 0), "non-zero byte between regions");
    let kv = &layout.kv;
    assert!(img[kv.pool.offset as usize..kv.pool.end() as usize].iter().all(|&b| b == 0));
    assert_eq!(kv.pool.bytes, kv.block_bytes * kv.num_blocks as u64);
    assert_eq!(kv.block_bytes % w, 0);
    assert_eq!(kv.block_table.offset % 4, 0);

    // Block table: identity while the pool lasts, unmapped after.
    let bt = read_block_table(&img, kv).unwrap();
    assert_eq!(bt.len(), cfg.max_seqs * q.config.n_layers * q.config.seq_len.div_ceil(cfg.block_size));
    for (i, &e) in bt.iter().enumerate() {
        assert_eq!(e, if i < kv.num_blocks { i as u32 } else { u32::MAX });
    }
    // A whole block holds block_size positions of every KV head, K and V records.
    let last = kv.v_record_word(kv.block_size - 1, kv.n_kv_heads - 1) + kv.record_words;
    assert_eq!(last as u64 * w, kv.block_bytes);
    assert!((2 * kv.head_size + 4) as u64 <= kv.record_words as u64 * w);

    for (name, m) in layout.matrices() {
        check_matrix(&img, &name, m, cfg);
    }
    // Embedding: row padding zero.
    let e = &layout.embedding;
    for tok in 0..e.vocab {
        let o = e.row_offset(tok) as usize;
        assert!(img[o + e.dim..o + e.row_bytes as usize].iter().all(|&b| b == 0), "embedding row {tok} padding");
    }
    // ROPE rows start on words.
    assert_eq!(layout.tables.rope_row_bytes % w, 0);
}

fn check_matrix(img: &[u8], name: &str, m: &MatrixLayout, cfg: &DeviceConfig) {
    let w = cfg.word_bytes as u64;
    assert_eq!(m.tiles.bytes, m.tile_bytes * (m.n_tiles * m.k_tiles.len()) as u64, "{name}");
    assert_eq!(m.tile_bytes % w, 0);
    assert_eq!(m.tile_row_bytes(), (cfg.cols as u64).div_ceil(w) * w);
    // Input blocks cover the inputs in order, never straddle a group, at most R each.
    let mut next = 0;
    for kt in &m.k_tiles {
        assert_eq!(kt.first, next, "{name}");
        assert!(kt.len >= 1 && kt.len <= cfg.rows);
        assert_eq!(kt.group, kt.first / m.group);
        assert_eq!((kt.first + kt.len - 1) / m.group, kt.group, "{name}: a tile straddles groups");
        assert_eq!(kt.group_start, kt.first % m.group == 0);
        next += kt.len;
    }
    assert_eq!(next, m.inputs);
    // 4 KiB: tiles whose size divides 4 KiB never cross a boundary.
    if BURST_BOUNDARY % m.tile_bytes == 0 {
        for n in 0..m.n_tiles {
            for k in 0..m.k_tiles.len() {
                let o = m.tile_offset(n, k);
                assert_eq!(o / BURST_BOUNDARY, (o + m.tile_bytes - 1) / BURST_BOUNDARY, "{name} tile ({n}, {k}) crosses 4 KiB");
            }
        }
    }
    // Tile padding is zero: rows past k, bytes past the block's outputs.
    for n in 0..m.n_tiles {
        for (k, kt) in m.k_tiles.iter().enumerate() {
            let base = m.tile_offset(n, k) as usize;
            for r in 0..m.tile_rows {
                let row = &img[base + r * m.tile_row_bytes() as usize..base + (r + 1) * m.tile_row_bytes() as usize];
                let used = if r < kt.len { m.block_outputs(n) } else { 0 };
                assert!(row[used..].iter().all(|&b| b == 0), "{name} tile ({n}, {k}) row {r}: padding not zero");
            }
        }
    }
    // Scale rows: word-padded, padding zero, the top byte zero.
    for i in 0..m.outputs {
        let o = m.scale_offset(i) as usize;
        let row = &img[o..o + m.scale_row_words * cfg.word_bytes];
        assert!(row[4 * m.groups..].iter().all(|&b| b == 0), "{name} scale row {i} padding");
        assert!((0..m.groups).all(|g| row[4 * g + 3] == 0));
    }
}

/// The `matmul` contract (docs/isa.md): tile row r of the tile at word address `w` is at word
/// `w + r * ceil(C / WORD_BYTES)`, output column c at byte c. Multiplying from the image bytes with that
/// addressing, group by group, must give the group sums of the QMatrix.
fn matmul_from_image(img: &[u8], m: &MatrixLayout, q: &QMatrix, a: &[i8]) {
    let wb = m.word_bytes as u64;
    let row_words = (m.tile_cols as u64).div_ceil(wb);
    for n in 0..m.n_tiles {
        let nn = m.block_outputs(n);
        let mut sums = vec![vec![0i32; nn]; m.groups];
        for (k, kt) in m.k_tiles.iter().enumerate() {
            let tile_word = m.tile_offset(n, k) / wb;
            for r in 0..kt.len {
                let row = ((tile_word + r as u64 * row_words) * wb) as usize;
                for c in 0..nn {
                    sums[kt.group][c] = sums[kt.group][c].wrapping_add(a[kt.first + r] as i32 * img[row + c] as i8 as i32);
                }
            }
        }
        for c in 0..nn {
            let o = n * m.tile_cols + c;
            for g in 0..m.groups {
                let lo = g * m.group;
                let hi = (lo + m.group).min(q.cols);
                let want: i32 = (lo..hi).map(|j| q.q[o * q.cols + j] as i32 * a[j] as i32).sum();
                assert_eq!(sums[g][c], want, "output {o} group {g}");
            }
        }
    }
}

fn config(dim_heads: (usize, usize), kv_div: usize, hidden: usize, layers: usize, vocab: usize, seq: usize, shared: bool) -> Config {
    let (hs, heads) = dim_heads;
    Config {
        dim: hs * heads,
        hidden_dim: hidden,
        n_layers: layers,
        n_heads: heads,
        n_kv_heads: heads / kv_div,
        vocab_size: vocab,
        seq_len: seq,
        norm_eps: 1e-5,
        rope_theta: 10000.0,
        shared_classifier: shared,
    }
}

#[test]
fn stories260k_reads_back_at_the_default_and_other_configurations() {
    let Some(q) = stories() else { return };
    check_image(&q, &DeviceConfig::default());
    for (r, c, w) in [(8, 8, 8), (16, 16, 16), (16, 16, 8), (4, 12, 32)] {
        check_image(&q, &DeviceConfig { rows: r, cols: c, word_bytes: w, block_size: 32, ..DeviceConfig::default() });
    }
}

#[test]
fn stories260k_tiles_multiply_like_the_matrix() {
    let Some(q) = stories() else { return };
    let (layout, img) = build(&q, &DeviceConfig::default()).unwrap();
    let a: Vec<i8> = (0..q.config.hidden_dim).map(|i| ((i * 37 + 11) % 255) as i8).collect();
    for (l, ll) in q.layers.iter().zip(&layout.layers) {
        for (m, qm) in [(&ll.wq, &l.wq), (&ll.wk, &l.wk), (&ll.wv, &l.wv), (&ll.wo, &l.wo), (&ll.w1, &l.w1), (&ll.w2, &l.w2), (&ll.w3, &l.w3)] {
            matmul_from_image(&img, m, qm, &a[..qm.cols]);
        }
    }
    matmul_from_image(&img, &layout.classifier, q.classifier(), &a[..q.config.dim]);
}

#[test]
fn stories260k_image_figures() {
    // Not a check of numbers: prints the figures docs/compiler.md quotes, and checks they add up.
    let Some(q) = stories() else { return };
    let (layout, _) = build(&q, &DeviceConfig::default()).unwrap();
    let b = layout.breakdown();
    eprintln!("{b:#?}");
    assert_eq!(
        b.weights + b.weight_padding + b.scales + b.scale_padding + b.embedding + b.gains + b.tables + b.block_table + b.kv_pool + b.matvec_streams + b.gaps,
        b.total
    );
    let weights: usize = q.layers.iter().map(|l| [&l.wq, &l.wk, &l.wv, &l.wo, &l.w1, &l.w2, &l.w3].iter().map(|m| m.q.len()).sum::<usize>()).sum();
    assert_eq!(b.weights as usize, weights + q.classifier().q.len());
}

fn device() -> impl Strategy<Value = DeviceConfig> {
    (1usize..=20, 1usize..=20, prop_oneof![Just(8usize), Just(16), Just(32)], 1usize..=20, 1usize..=3, prop::option::of(1usize..40))
        .prop_map(|(rows, cols, word_bytes, block_size, max_seqs, kv_blocks)| DeviceConfig {
            rows,
            cols,
            word_bytes,
            block_size,
            max_seqs,
            kv_blocks,
            ..DeviceConfig::default()
        })
}

fn model() -> impl Strategy<Value = QuantModel> {
    (
        (prop_oneof![Just(2usize), Just(4), Just(6), Just(8), Just(16)], 1usize..=4),
        1usize..=2,
        1usize..=70,
        1usize..=3,
        1usize..=50,
        1usize..=40,
        any::<bool>(),
        prop_oneof![Just(0usize), Just(5), Just(8), Just(16), Just(32)],
        any::<u64>(),
    )
        .prop_filter("kv heads divide heads", |(dh, kv_div, ..)| dh.1 % kv_div == 0)
        .prop_map(|(dh, kv_div, hidden, layers, vocab, seq, shared, group, seed)| {
            QuantModel::prepare_with(&random_model(config(dh, kv_div, hidden, layers, vocab, seq, shared), seed), group)
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Random models on random devices: exact read-back, alignment, disjoint regions, zero padding.
    #[test]
    fn random_models_on_random_devices(q in model(), cfg in device()) {
        check_image(&q, &cfg);
    }

    /// The tiles follow the matmul SRAM format, whatever R, C, the word and the groups.
    #[test]
    fn random_tiles_multiply_like_the_matrix(q in model(), cfg in device(), seed in any::<u64>()) {
        let (layout, img) = build(&q, &cfg).unwrap();
        let mut s = seed | 1;
        let a: Vec<i8> = (0..q.config.hidden_dim.max(q.config.dim)).map(|_| { s ^= s << 13; s ^= s >> 7; s ^= s << 17; (s % 255) as i8 }).collect();
        let (l, ll) = (&q.layers[0], &layout.layers[0]);
        matmul_from_image(&img, &ll.w2, &l.w2, &a[..l.w2.cols]);
        matmul_from_image(&img, &ll.w1, &l.w1, &a[..l.w1.cols]);
        matmul_from_image(&img, &layout.classifier, q.classifier(), &a[..q.config.dim]);
    }

    /// Readers never panic on a truncated or corrupted image: they decode or return an error.
    #[test]
    fn readers_never_panic(q in model(), cut in 0.0f64..1.0, flip in any::<usize>()) {
        let (layout, mut img) = build(&q, &DeviceConfig::default()).unwrap();
        let i = flip % img.len();
        img[i] ^= 0xA5;
        let _ = read_model(&img, &layout);
        img.truncate((img.len() as f64 * cut) as usize);
        prop_assert!(read_model(&img, &layout).is_err());
        let _ = read_matrix(&img, &layout.layers[0].w2);
        let _ = read_tables(&img, &layout.tables);
        let _ = read_block_table(&img, &layout.kv);
    }
}

#[test]
fn a_changed_byte_changes_the_model_read_back() {
    // The read-back comparison can fail: a flipped weight byte in a tile is seen.
    let q = QuantModel::prepare(&random_model(config((4, 4), 2, 24, 2, 20, 16, false), 7));
    let (layout, mut img) = build(&q, &DeviceConfig::default()).unwrap();
    let o = layout.layers[1].w3.tile_offset(0, 0) as usize;
    img[o] = img[o].wrapping_add(1);
    assert_ne!(read_model(&img, &layout).unwrap(), q);
}

#[test]
fn bad_configurations_are_errors() {
    let q = QuantModel::prepare(&random_model(config((4, 4), 2, 24, 2, 20, 16, true), 3));
    let d = DeviceConfig::default;
    let bad = [
        (DeviceConfig { rows: 0, ..d() }, "rows and columns"),
        (DeviceConfig { cols: 0, ..d() }, "rows and columns"),
        (DeviceConfig { rows: 65, ..d() }, "above 64"),
        (DeviceConfig { word_bytes: 12, ..d() }, "8, 16 or 32"),
        (DeviceConfig { word_bytes: 64, ..d() }, "8, 16 or 32"),
        (DeviceConfig { block_size: 0, ..d() }, "block size"),
        (DeviceConfig { max_seqs: 0, ..d() }, "max_seqs"),
        (DeviceConfig { max_seqs: 300, ..d() }, "kv.seq"),
        (DeviceConfig { kv_blocks: Some(0), ..d() }, "0 blocks"),
        (DeviceConfig { dram_bytes: (1 << 32) + 32, ..d() }, "4 GiB"),
        (DeviceConfig { dram_bytes: 0, ..d() }, "4 GiB"),
        (DeviceConfig { cols: 16, word_bytes: 8, max_row_bytes: Some(8), ..d() }, "shorter than one tile row"),
        (DeviceConfig { dram_bytes: 4096, ..d() }, "DRAM window holds 4096"),
        (DeviceConfig { kv_blocks: Some(1 << 30), ..d() }, "exceeds the DRAM window"),
        (DeviceConfig { block_size: 1 << 20, ..d() }, "kv.offset"),
    ];
    for (cfg, msg) in bad {
        let e = build(&q, &cfg).expect_err(&format!("{cfg:?} must be rejected"));
        assert!(e.to_string().contains(msg), "{cfg:?}: {e}");
    }
    // from_caps takes the array and word from the registers.
    let caps = systole_isa::regs::Caps { rows: 16, cols: 16, word_bytes: 16, banks: 4, semaphores: 16, sram_words: 1 << 14, max_vec_len: 4096, max_head_size: 128, max_row_bytes: 4096, matvec: false, table_keep: false };
    let cfg = DeviceConfig::from_caps(&caps);
    assert_eq!((cfg.rows, cfg.cols, cfg.word_bytes, cfg.max_row_bytes), (16, 16, 16, Some(4096)));
    check_image(&q, &cfg);
    let caps0 = systole_isa::regs::Caps { rows: 0, ..caps };
    assert!(build(&q, &DeviceConfig::from_caps(&caps0)).is_err());
}
