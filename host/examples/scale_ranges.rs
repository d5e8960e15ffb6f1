//! Prints the range of the weight scales' shift `s` and multiplier `m` of a prepared integer model, per
//! matrix kind (design input for a narrower REQUANT shifter, docs/architecture.md "Design of the fast
//! dataflow"). Usage: `cargo run --release -p systole-host --example scale_ranges [model.bin]`.
use systole_host::golden::quant::{QMatrix, QuantModel};

fn main() {
    let path = std::env::args().nth(1).map(std::path::PathBuf::from).unwrap_or_else(|| systole_host::locate::shared_models_dir().join("stories260K.bin"));
    let model = match systole_host::formats::llama2c::load_llama2c(&path) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("error: {}: {e}", path.display());
            std::process::exit(2);
        }
    };
    let q = QuantModel::prepare(&model);
    let mut all: Vec<(String, &QMatrix)> = Vec::new();
    for (i, l) in q.layers.iter().enumerate() {
        for (n, m) in [("wq", &l.wq), ("wk", &l.wk), ("wv", &l.wv), ("wo", &l.wo), ("w1", &l.w1), ("w2", &l.w2), ("w3", &l.w3)] {
            all.push((format!("layer {i} {n}"), m));
        }
    }
    all.push(("classifier".into(), q.classifier.as_ref().unwrap_or(&q.embedding)));
    let (mut smin, mut smax, mut zeros) = (u8::MAX, 0u8, 0usize);
    for (name, m) in &all {
        let nz: Vec<_> = m.scale.iter().filter(|r| r.m != 0).collect();
        zeros += m.scale.len() - nz.len();
        let lo = nz.iter().map(|r| r.s).min().unwrap_or(0);
        let hi = nz.iter().map(|r| r.s).max().unwrap_or(0);
        let mhi = nz.iter().map(|r| r.m).max().unwrap_or(0);
        println!("{name:16} scales {:5}  s {lo:2}..={hi:2}  max m {mhi}", m.scale.len());
        smin = smin.min(lo);
        smax = smax.max(hi);
    }
    println!("all matrices: s {smin}..={smax} ({zeros} all-zero groups); activation exponents e are 0..=17 (QUANT), so s - e is in {}..={}", smin as i32 - 17, smax);
}
