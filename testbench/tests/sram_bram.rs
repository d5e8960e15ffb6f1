//! yosys maps every emitted `sram_*` module's banks to block RAM: `synth_ecp5` must report DP16KD cells
//! and `synth_ice40` SB_RAM40_4K cells, in the number the bank geometry needs, and no memory may be left
//! to LUT RAM or flip-flops. The cell counts are parsed from yosys's `stat` output.

use std::path::PathBuf;
use std::process::Command;

fn work_dir() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("target")
        .join("sram_bram");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The count of cell type `cell` in the last `stat` report of a yosys log (0 when absent).
fn stat_count(log: &str, cell: &str) -> usize {
    let start = log
        .rfind("Printing statistics")
        .unwrap_or_else(|| panic!("no `stat` report in the yosys log"));
    log[start..]
        .lines()
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            (w.next() == Some(cell))
                .then(|| w.next().and_then(|n| n.parse().ok()))
                .flatten()
        })
        .next()
        .unwrap_or(0)
}

/// Runs `synth_<family>` on one module and returns the log text.
fn synth(name: &str, verilog: &str, family: &str) -> String {
    let dir = work_dir();
    let f = dir.join(format!("{name}.v"));
    std::fs::write(&f, verilog).unwrap();
    let log = dir.join(format!("{name}.{family}.log"));
    let script = format!(
        "read_verilog {}; hierarchy -check -top {name}; synth_{family} -top {name}; stat",
        f.display()
    );
    let o = Command::new("yosys")
        .arg("-q")
        .arg("-l")
        .arg(&log)
        .arg("-p")
        .arg(&script)
        .output()
        .expect("yosys runs (scripts/setup.sh installs it)");
    assert!(
        o.status.success(),
        "yosys synth_{family} failed on {name}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    std::fs::read_to_string(&log).unwrap()
}

/// Expected block-RAM counts per emitted module: (name, DP16KD on ECP5, SB_RAM40_4K on iCE40).
/// ECP5 DP16KD: 18 kbit, up to 36 bits wide at 512 words; iCE40 SB_RAM40_4K: 4 kbit, 16 bits x 256.
/// B4 x (32 x 512): 4 DP16KD (one 36x512 each), 16 SB_RAM40_4K (2 wide x 2 deep each).
/// B2 x (64 x 256): 4 DP16KD (two 36-bit halves each), 8 SB_RAM40_4K (4 wide each).
const EXPECTED: [(&str, usize, usize); 2] = [("sram_b4_m3_w32_d512", 4, 16), ("sram_b2_m2_w64_d256", 4, 8)];

#[test]
fn sram_banks_map_to_block_ram_on_ecp5_and_ice40() {
    let mods: Vec<_> = systole_hdl::emit::top_modules()
        .into_iter()
        .filter(|m| m.name.starts_with("sram_"))
        .collect();
    assert_eq!(
        mods.len(),
        EXPECTED.len(),
        "an emitted sram module has no expected block-RAM count here"
    );
    // the two families run in parallel (yosys is single-threaded)
    let results: Vec<(String, String, String)> = std::thread::scope(|s| {
        let hs: Vec<_> = mods
            .iter()
            .map(|m| {
                s.spawn(move || {
                    let ecp5 = synth(&m.name, &m.verilog, "ecp5");
                    let ice40 = synth(&m.name, &m.verilog, "ice40");
                    (m.name.clone(), ecp5, ice40)
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for (name, ecp5, ice40) in results {
        let (_, dp16kd, sbram) = EXPECTED
            .iter()
            .find(|e| e.0 == name)
            .unwrap_or_else(|| panic!("{name}: no expectation"));
        let got_dp = stat_count(&ecp5, "DP16KD");
        let got_sb = stat_count(&ice40, "SB_RAM40_4K");
        eprintln!(
            "{name}: ECP5 DP16KD {got_dp}, LUT4 {}, TRELLIS_FF {}; iCE40 SB_RAM40_4K {got_sb}, SB_LUT4 {}",
            stat_count(&ecp5, "LUT4"),
            stat_count(&ecp5, "TRELLIS_FF"),
            stat_count(&ice40, "SB_LUT4")
        );
        assert_eq!(
            got_dp, *dp16kd,
            "{name}: DP16KD cells after synth_ecp5 (log in target/sram_bram/)"
        );
        assert_eq!(
            got_sb, *sbram,
            "{name}: SB_RAM40_4K cells after synth_ice40 (log in target/sram_bram/)"
        );
        // nothing of the memory left in distributed RAM
        assert_eq!(stat_count(&ecp5, "TRELLIS_DPR16X4"), 0, "{name}: LUT RAM on ECP5");
        // a memory built from flip-flops would need thousands (B * DEPTH * WIDTH = 64 kbit / 32 kbit here)
        assert!(
            stat_count(&ecp5, "TRELLIS_FF") < 1024,
            "{name}: too many flip-flops on ECP5: memory not in BRAM?"
        );
        assert!(
            !ecp5.contains("$mem") || stat_count(&ecp5, "$mem_v2") == 0,
            "{name}: unmapped memory on ECP5"
        );
        assert_eq!(stat_count(&ice40, "$mem_v2"), 0, "{name}: unmapped memory on iCE40");
    }
}
