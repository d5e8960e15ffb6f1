//! The disassembly syntax, printed by [`disasm`] and `Display for Instr`, and read back by [`parse`] and
//! [`assemble`]: one instruction per line, a mnemonic and `key=value` operands in the order of the format
//! ([`Form::operands`]), then `wait=sN` and `signal=sN` when they are not 0.
//!
//! ```text
//! dma.load     dram=0x00001000 sram=0x00040 rows=4 words=16 dstride=16 sstride=16 tag=3 wait=s1 signal=s2
//! matmul       w=0x00040 act=0x00100 out=0x00200 k=16 n=16 m=1 astride=1 ostride=4 acc=0 wait=s2 signal=s1
//! vec.rmsnorm  src=0x00300 gains=0x00400 eps=0x00410 dst=0x00500 len=64 shift=-3
//! end
//! ```
//!
//! SRAM addresses print as `0x` + 5 hex digits, DRAM offsets as `0x` + 8, `irq` codes as `0x` + 4, the rest
//! in decimal. A flag operand (`keep` of `vec.softmax` / `vec.silu_mul`, ISA 1.2) prints as `keep=1` only
//! when set, and the assembler takes a missing flag as 0. The parser accepts decimal or `0x` hexadecimal for every number (and `_` separators), keys
//! in any order, and `.word 0x<hex>` for a raw 128-bit word (which need not be a legal instruction).
//! Comments start with `#` or `;`.

use crate::field::{self as f, Field};
use crate::instr::{decode, form, form_by_mnemonic, sign_extend, Form, IllegalInstr, Instr, Kind};
use core::fmt;

fn fmt_value(kind: Kind, field: Field, v: u64) -> String {
    match kind {
        Kind::Sram => format!("0x{v:05x}"),
        Kind::Dram => format!("0x{v:08x}"),
        Kind::Hex => format!("0x{v:04x}"),
        Kind::Dec | Kind::Flag => format!("{v}"),
        Kind::Signed => format!("{}", sign_extend(v, field.width)),
        Kind::Dram64 => format!("0x{:08x}", v * f::MV_DRAM_UNIT),
    }
}

/// `(key, value)` pairs of [`operands`].
pub type Operands = Vec<(&'static str, i64)>;

/// The operands of a legal word as `(key, value)` pairs, in disassembly order, followed by `wait` and
/// `signal` (0 = none). Signed operands are sign-extended; a `matvec`'s `dram` is the byte offset (the field
/// times 64), as printed.
pub fn operands(word: u128) -> Result<(&'static Form, Operands), IllegalInstr> {
    decode(word)?;
    // decode succeeded, so the form exists
    let fm = form(f::OPCODE.get(word) as u8, f::FUNCT.get(word) as u8).ok_or(IllegalInstr {
        code: crate::ErrorCode::IllegalFunct,
        field: f::FUNCT.name,
        value: f::FUNCT.get(word),
        reason: "no format",
    })?;
    let mut v: Operands = fm
        .operands
        .iter()
        .map(|o| {
            let x = o.field.get(word);
            let v = match o.kind {
                Kind::Signed => sign_extend(x, o.field.width),
                Kind::Dram64 => (x * f::MV_DRAM_UNIT) as i64,
                _ => x as i64,
            };
            (o.key, v)
        })
        .collect();
    v.push(("wait", f::WAIT.get(word) as i64));
    v.push(("signal", f::SIGNAL.get(word) as i64));
    Ok((fm, v))
}

/// The disassembly of one word, or why it is illegal.
pub fn disasm(word: u128) -> Result<String, IllegalInstr> {
    let (fm, _) = operands(word)?;
    let mut s = String::from(fm.mnemonic);
    let deps = [("wait", f::WAIT.get(word)), ("signal", f::SIGNAL.get(word))];
    let has_more = !fm.operands.is_empty() || deps.iter().any(|d| d.1 != 0);
    if has_more {
        while s.len() < 12 {
            s.push(' ');
        }
    }
    for o in fm.operands {
        if o.kind == Kind::Flag && o.field.get(word) == 0 {
            continue; // a flag prints only when set
        }
        s.push(' ');
        s.push_str(o.key);
        s.push('=');
        s.push_str(&fmt_value(o.kind, o.field, o.field.get(word)));
    }
    for (k, v) in deps {
        if v != 0 {
            s.push_str(&format!(" {k}=s{v}"));
        }
    }
    Ok(s)
}

impl fmt::Display for Instr {
    fn fmt(&self, fm: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.encode().and_then(disasm) {
            Ok(s) => fm.write_str(&s),
            Err(e) => write!(fm, "<not encodable: {e}>"),
        }
    }
}

/// A line that does not assemble.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AsmError {
    /// 1-based line number (0 for [`parse`] of a single line).
    pub line: usize,
    /// What is wrong.
    pub msg: String,
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: {}", self.line, self.msg)
        } else {
            f.write_str(&self.msg)
        }
    }
}

impl std::error::Error for AsmError {}

fn err(msg: String) -> AsmError {
    AsmError { line: 0, msg }
}

/// Parses an integer: optional `-`, then decimal or `0x` hex, `_` allowed.
fn parse_int(s: &str) -> Option<i128> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s),
    };
    let body: String = body.chars().filter(|&c| c != '_').collect();
    let v = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        if h.is_empty() || h.len() > 32 {
            return None;
        }
        u128::from_str_radix(h, 16).ok()?
    } else {
        if body.is_empty() {
            return None;
        }
        body.parse::<u128>().ok()?
    };
    if v > i128::MAX as u128 {
        return None;
    }
    Some(if neg { -(v as i128) } else { v as i128 })
}

/// Parses one line (without comment) to a word: an instruction, which must be legal, or `.word <n>`.
/// Empty lines are an error here ([`assemble`] skips them).
pub fn parse(line: &str) -> Result<u128, AsmError> {
    let mut toks = line.split_whitespace();
    let Some(mn) = toks.next() else { return Err(err("empty line".into())) };
    if mn == ".word" {
        let v = toks.next().ok_or_else(|| err(".word needs a value".into()))?;
        if let Some(extra) = toks.next() {
            return Err(err(format!("unexpected `{extra}` after .word")));
        }
        let n = parse_int(v).filter(|&n| n >= 0).ok_or_else(|| err(format!("`{v}` is not a 128-bit value")))?;
        return Ok(n as u128);
    }
    let fm = form_by_mnemonic(mn).ok_or_else(|| err(format!("unknown mnemonic `{mn}`")))?;
    let mut word = 0u128;
    word = f::OPCODE.put(word, fm.opcode as u64);
    word = f::FUNCT.put(word, fm.funct as u64);
    let mut seen: Vec<&str> = Vec::new();
    for t in toks {
        let (k, v) = t.split_once('=').ok_or_else(|| err(format!("`{t}` is not key=value")))?;
        if seen.contains(&k) {
            return Err(err(format!("`{k}` is given twice")));
        }
        if k == "wait" || k == "signal" {
            let fl = if k == "wait" { f::WAIT } else { f::SIGNAL };
            let n = v
                .strip_prefix('s')
                .and_then(|n| n.parse::<u64>().ok())
                .filter(|&n| fl.fits(n))
                .ok_or_else(|| err(format!("{k}=`{v}`: expected s0..s15")))?;
            word = fl.put(word, n);
            seen.push(if k == "wait" { "wait" } else { "signal" });
            continue;
        }
        let o = fm
            .operands
            .iter()
            .find(|o| o.key == k)
            .ok_or_else(|| err(format!("{mn} has no operand `{k}`")))?;
        let n = parse_int(v).ok_or_else(|| err(format!("{k}=`{v}` is not a number")))?;
        let w = o.field.width;
        let raw = if o.kind == Kind::Dram64 {
            let unit = f::MV_DRAM_UNIT as i128;
            let top = (o.field.max() as i128) * unit;
            if n < 0 || n > top {
                return Err(err(format!("{k}={n} does not fit in {w} bits of {unit}-byte units (0..={top:#x})")));
            }
            if n % unit != 0 {
                return Err(err(format!("{k}={n:#x} is not a multiple of {unit}")));
            }
            (n / unit) as u64
        } else if o.kind == Kind::Signed {
            let (lo, hi) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
            if n < lo || n > hi {
                return Err(err(format!("{k}={n} does not fit in {w} signed bits")));
            }
            (n as i64 as u64) & o.field.max()
        } else {
            if n < 0 || n > o.field.max() as i128 {
                return Err(err(format!("{k}={n} does not fit in {w} bits (0..={})", o.field.max())));
            }
            n as u64
        };
        word = o.field.put(word, raw);
        seen.push(o.key);
    }
    if let Some(o) = fm.operands.iter().find(|o| o.kind != Kind::Flag && !seen.contains(&o.key)) {
        return Err(err(format!("{mn} needs `{}=`", o.key)));
    }
    decode(word).map_err(|e| err(e.to_string()))?;
    Ok(word)
}

/// Assembles a program: one instruction (or `.word`) per line; blank lines and comments (`#`, `;`) are
/// skipped. Errors name the line.
pub fn assemble(text: &str) -> Result<Vec<u128>, AsmError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let code = line.split(['#', ';']).next().unwrap_or("").trim();
        if code.is_empty() {
            continue;
        }
        out.push(parse(code).map_err(|e| AsmError { line: i + 1, msg: e.msg })?);
    }
    Ok(out)
}

impl core::str::FromStr for Instr {
    type Err = AsmError;
    /// Parses one instruction in the disassembly syntax (a `.word` must hold a legal instruction).
    fn from_str(s: &str) -> Result<Instr, AsmError> {
        decode(parse(s)?).map_err(|e| err(e.to_string()))
    }
}
