//! The vector unit's SRAM operand loader `vpu_ld_w64` (`hdl/src/vpu/ld.rs`), Verilated and run in lockstep
//! with its cycle model (`models::vpu_io::ld`): every output port compared every cycle. An SRAM requester
//! port model serves the reads: random `req_ready` stalls, the SRAM's fixed response latency
//! (`systole_hdl::sram::LATENCY`), no response ready, random memory contents over the whole 2^16-word
//! address space. Random commands (addresses including the wrap-around at the top, counts 1..=600 with the
//! word-boundary cases, all element widths, signed and unsigned), random output back-pressure, random gaps
//! between commands. A scoreboard checks every element against the memory decoded in Rust
//! (`models::vpu_io::unpack`, `docs/isa.md` §4), and `out_last` on exactly the last one; `StreamMonitor`
//! checks the output and request streams. The throughput test measures elements per cycle per width with
//! ready always high.

use std::collections::VecDeque;
use std::path::Path;
use systole_testbench::harness::{
    check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor,
};
use systole_testbench::models::vpu_io::{ld::*, unpack};
use systole_testbench::verilated::*;

const W: usize = 64;
const AB: usize = 16;
const LAT: usize = systole_hdl::sram::LATENCY;

/// One command.
#[derive(Debug, Clone, Copy)]
struct Cmd {
    addr: u64,
    count: u16,
    wcode: u8,
    signed: bool,
}

fn random_cmd(rng: &mut Rng) -> Cmd {
    let wcode = rng.below(4) as u8;
    let per = (W / (8 << wcode.min(2))) as u64;
    let count = match rng.below(6) {
        0 => [1, 2, 600, 599, per, per + 1, per - 1, 2 * per, 3 * per + 1][rng.below(9) as usize]
            .max(1),
        1 => 1 + rng.below(8),
        _ => 1 + rng.below(600),
    } as u16;
    let addr = match rng.below(5) {
        0 => (1u64 << AB) - 1 - rng.below(80),
        1 => rng.below(4),
        _ => rng.below(1 << AB),
    };
    Cmd {
        addr,
        count,
        wcode,
        signed: rng.chance(0.5),
    }
}

/// Stimulus knobs of one run.
#[derive(Debug, Clone, Copy)]
struct Knobs {
    /// Probability that the SRAM grants a pending request.
    p_req_ready: f64,
    /// Probability that the consumer takes an offered element.
    p_out_ready: f64,
    /// Probability of offering the next command in a cycle (when one is not already offered).
    p_cmd: f64,
    /// Probability of a reset of 1..=3 cycles (loader and SRAM together) in a cycle.
    p_reset: f64,
}

/// Runs `cmds` through the RTL and the model; returns the number of cycles and per command the cycles
/// from its command transfer to its last element's transfer.
fn run(
    seed: u64,
    trace: Option<&Path>,
    cmds: &[Cmd],
    k: Knobs,
    mem: &[u64],
) -> Result<(u64, Vec<u64>), Mismatch> {
    let mut rng = Rng::new(seed ^ 0x5151);
    let mut dut = VpuLdW64::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = LdModel::new(W, AB);
    let mut out_mon: StreamMonitor<(u32, bool)> = StreamMonitor::new("out");
    let mut req_mon: StreamMonitor<u64> = StreamMonitor::new("req");
    let mut pipe: VecDeque<Option<u64>> = VecDeque::from(vec![None; LAT]);
    let mut expected: VecDeque<(u32, bool)> = VecDeque::new();
    let mut next_cmd = 0usize;
    let mut offering: Option<Cmd> = None;
    let mut start_cycle = VecDeque::new();
    let mut spans = Vec::new();
    let mut cycle = 0u64;
    let reset_cycles = 2;
    let mut reset_left = 0u64;
    let limit = 50 + cmds.iter().map(|c| c.count as u64).sum::<u64>() * 40;
    loop {
        if cycle >= reset_cycles && reset_left == 0 && rng.chance(k.p_reset) {
            reset_left = 1 + rng.below(3);
        }
        let reset = cycle < reset_cycles || reset_left > 0;
        if !reset && offering.is_none() && next_cmd < cmds.len() && rng.chance(k.p_cmd) {
            offering = Some(cmds[next_cmd]);
            next_cmd += 1;
        }
        let c = offering.unwrap_or(Cmd {
            addr: rng.below(1 << AB),
            count: rng.below(1 << 16) as u16,
            wcode: rng.below(4) as u8,
            signed: rng.chance(0.5),
        });
        let rsp = pipe.pop_front().unwrap();
        let i = LdIn {
            reset,
            cmd_valid: offering.is_some() && !reset,
            cmd_addr: c.addr,
            cmd_count: c.count,
            cmd_width: c.wcode,
            cmd_signed: c.signed,
            req_ready: !reset && rng.chance(k.p_req_ready),
            rsp_valid: rsp.is_some(),
            rsp_data: rsp.unwrap_or(0),
            out_ready: !reset && rng.chance(k.p_out_ready),
        };
        let o = dut.step(&VpuLdW64In {
            reset: i.reset as u64,
            cmd_valid: i.cmd_valid as u64,
            cmd_addr: i.cmd_addr,
            cmd_count: i.cmd_count as u64,
            cmd_width: i.cmd_width as u64,
            cmd_signed: i.cmd_signed as u64,
            req_ready: i.req_ready as u64,
            rsp_valid: i.rsp_valid as u64,
            rsp_data: i.rsp_data,
            out_ready: i.out_ready as u64,
        });
        let m = model.step(&i);
        check(cycle, "cmd_ready", m.cmd_ready, o.cmd_ready == 1)?;
        check(cycle, "req_valid", m.req_valid, o.req_valid == 1)?;
        if m.req_valid {
            check(cycle, "req_addr", m.req_addr, o.req_addr)?;
        }
        check(cycle, "out_valid", m.out_valid, o.out_valid == 1)?;
        if m.out_valid {
            check(cycle, "out_data", m.out_data, o.out_data as u32)?;
            check(cycle, "out_last", m.out_last, o.out_last == 1)?;
        }
        if reset {
            // the SRAM drops the reads in flight; the loader drops its command and its output
            pipe = VecDeque::from(vec![None; LAT]);
            expected.clear();
            start_cycle.clear();
            out_mon = StreamMonitor::new("out");
            req_mon = StreamMonitor::new("req");
            reset_left = reset_left.saturating_sub(1);
            cycle += 1;
            continue;
        }
        // SRAM port: a read transferred now answers LAT cycles later
        let fire = req_mon.observe(cycle, o.req_valid == 1, i.req_ready, o.req_addr)?;
        pipe.push_back(fire.map(|a| mem[a as usize]));
        if i.cmd_valid && o.cmd_ready == 1 {
            let c = offering.take().unwrap();
            expected.extend(
                unpack(mem, W, c.addr as usize, c.count as usize, c.wcode, c.signed)
                    .into_iter()
                    .enumerate()
                    .map(|(n, e)| (e, n + 1 == c.count as usize)),
            );
            start_cycle.push_back(cycle);
        }
        if let Some((d, last)) = out_mon.observe(
            cycle,
            o.out_valid == 1,
            i.out_ready,
            (o.out_data as u32, o.out_last == 1),
        )? {
            let want = expected
                .pop_front()
                .ok_or_else(|| violation(cycle, "out_valid", "no element expected", d))?;
            check(cycle, "scoreboard element (data, last)", want, (d, last))?;
            if last {
                spans.push(cycle - start_cycle.pop_front().unwrap() + 1);
            }
        }
        cycle += 1;
        if next_cmd == cmds.len() && offering.is_none() && expected.is_empty() && o.req_valid == 0 {
            break;
        }
        if cycle > limit {
            return Err(violation(
                cycle,
                "out_valid",
                "all commands finish",
                format!("{} elements missing", expected.len()),
            ));
        }
    }
    // drain: nothing more comes out, and the loader is idle
    for _ in 0..20 {
        let i = LdIn {
            out_ready: true,
            ..Default::default()
        };
        let o = dut.step(&VpuLdW64In {
            out_ready: 1,
            ..Default::default()
        });
        let m = model.step(&i);
        check(cycle, "out_valid (drain)", false, o.out_valid == 1)?;
        check(cycle, "out_valid (drain, model)", false, m.out_valid)?;
        check(cycle, "cmd_ready (drain)", true, o.cmd_ready == 1)?;
        check(cycle, "req_valid (drain)", false, o.req_valid == 1)?;
        cycle += 1;
    }
    dut.trace_close();
    Ok((cycle, spans))
}

fn random_mem(rng: &mut Rng) -> Vec<u64> {
    (0..1usize << AB)
        .map(|_| match rng.below(10) {
            0 => [
                0,
                u64::MAX,
                0x8080_8080_8080_8080,
                0x7f7f_7f7f_7f7f_7f7f,
                0x8000_8000_8000_8000,
            ][rng.below(5) as usize],
            _ => rng.next_u64(),
        })
        .collect()
}

#[test]
fn vpu_ld_random_lockstep() {
    let n_runs = 6 * soak();
    let (cycles, elems) = run_seeded("vpu_ld_random_lockstep", |seed, trace| {
        let mut rng = Rng::new(seed);
        let mut cycles = 0;
        let mut elems = 0u64;
        for r in 0..n_runs {
            let mem = random_mem(&mut rng);
            let knobs = match r % 3 {
                0 => Knobs {
                    p_req_ready: 0.5,
                    p_out_ready: 0.5,
                    p_cmd: 0.3,
                    p_reset: 0.0005,
                },
                1 => Knobs {
                    p_req_ready: 0.9,
                    p_out_ready: 0.95,
                    p_cmd: 1.0,
                    p_reset: 0.0,
                },
                _ => Knobs {
                    p_req_ready: 0.05 + 0.95 * (rng.below(100) as f64 / 100.0),
                    p_out_ready: 0.05 + 0.95 * (rng.below(100) as f64 / 100.0),
                    p_cmd: 0.5,
                    p_reset: 0.0,
                },
            };
            let cmds: Vec<Cmd> = (0..120).map(|_| random_cmd(&mut rng)).collect();
            elems += cmds.iter().map(|c| c.count as u64).sum::<u64>();
            let (c, _) = run(seed.wrapping_add(r), trace, &cmds, knobs, &mem)?;
            cycles += c;
        }
        Ok((cycles, elems))
    });
    eprintln!("vpu_ld_random_lockstep: {elems} elements commanded in {cycles} cycles");
    assert!(cycles >= 100_000, "only {cycles} cycles");
}

#[test]
fn vpu_ld_throughput() {
    run_seeded("vpu_ld_throughput", |seed, trace| {
        let mut rng = Rng::new(seed);
        let mem = random_mem(&mut rng);
        for wcode in 0..3u8 {
            let count = 600u16;
            let cmds = vec![
                Cmd {
                    addr: rng.below(1 << AB),
                    count,
                    wcode,
                    signed: true
                };
                4
            ];
            let k = Knobs {
                p_req_ready: 1.0,
                p_out_ready: 1.0,
                p_cmd: 1.0,
                p_reset: 0.0,
            };
            let (cycles, spans) = run(seed, trace, &cmds, k, &mem)?;
            let total = cycles - 2 - 20;
            eprintln!(
                "vpu_ld_throughput: {}-bit elements: per command of {count}: {spans:?} cycles (command transfer to last element transfer); 4 back-to-back commands: {} elements in {total} cycles = {:.3} elements/cycle",
                8 << wcode,
                4 * count,
                4.0 * count as f64 / total as f64
            );
            for s in &spans {
                check(
                    0,
                    "cycles from command to last element",
                    count as u64 + 6,
                    *s,
                )?;
            }
        }
        Ok(())
    });
}
