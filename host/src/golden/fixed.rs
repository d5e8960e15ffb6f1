//! The integer primitives of Systole's arithmetic contract (`docs/numerics.md`), each defined bit for bit.
//! The integer golden model ([`super::int`]) is written only in terms of these, and the RTL vector unit
//! implements exactly these, so a mismatch can always be traced to one primitive.
//!
//! Conventions: all shifts of signed values are arithmetic. Every product named here fits in an `i64` for
//! the operand widths that `docs/numerics.md` gives; the Rust code uses `i64` (and `i128` only where a
//! debug check proves the bound).

/// Rounding shift right: `n > 0` gives `(x + 2^(n-1)) >> n` (round half up, i.e. towards +infinity on
/// ties); `n == 0` gives `x`; `n < 0` gives `x << -n`, saturated to the `i64` range.
#[inline]
pub fn rshr(x: i64, n: i32) -> i64 {
    if n > 0 {
        if n >= 63 {
            // (x + 2^(n-1)) >> n is 0 for every x in range when n >= 63, except it would be -1 for negative
            // x below -2^(n-1); compute in i128 to keep the definition exact. For n >= 64 the result is 0 for
            // every i64 x, so n is clamped to 64 (2^(n-1) must not overflow the i128 for shifts up to 2^31).
            let n = n.min(64);
            return ((x as i128 + (1i128 << (n - 1))) >> n) as i64;
        }
        match x.checked_add(1i64 << (n - 1)) {
            Some(t) => t >> n,
            // x within 2^(n-1) of i64::MAX: the sum is exact in i128 (the RTL computes it in 128 bits)
            None => ((x as i128 + (1i128 << (n - 1))) >> n) as i64,
        }
    } else if n == 0 {
        x
    } else {
        let s = (-n) as u32;
        if s >= 63 {
            return if x > 0 { i64::MAX } else if x < 0 { i64::MIN } else { 0 };
        }
        x.checked_shl(s).filter(|v| v >> s == x).unwrap_or(if x < 0 { i64::MIN } else { i64::MAX })
    }
}

/// Saturates to a signed `bits`-bit range.
#[inline]
pub fn sat(x: i64, bits: u32) -> i64 {
    let hi = (1i64 << (bits - 1)) - 1;
    x.clamp(-hi - 1, hi)
}

#[inline]
pub fn sat32(x: i64) -> i32 {
    sat(x, 32) as i32
}

/// Number of significant bits of a non-negative value (0 for 0).
#[inline]
pub fn bitlen(x: u64) -> u32 {
    64 - x.leading_zeros()
}

/// Normalisation exponent: the smallest `e >= 0` with `max_abs >> e < 2^15`, i.e. `max(0, bitlen - 15)`.
#[inline]
pub fn norm_exp(max_abs: u64) -> u32 {
    bitlen(max_abs).saturating_sub(15)
}

/// Largest absolute value of a vector, as `u64` (so `|i32::MIN|` is exact).
pub fn max_abs(v: &[i32]) -> u64 {
    v.iter().map(|&x| (x as i64).unsigned_abs()).max().unwrap_or(0)
}

/// Floor of the square root, computed digit by digit (two bits of the radicand per step, 32 steps), as a
/// sequential hardware unit does.
pub fn isqrt(u: u64) -> u64 {
    let mut rem: u64 = 0;
    let mut root: u64 = 0;
    for i in (0..32).rev() {
        // bring down the next two bits
        rem = (rem << 2) | ((u >> (2 * i)) & 3);
        let trial = (root << 2) | 1;
        root <<= 1;
        if rem >= trial {
            rem -= trial;
            root |= 1;
        }
    }
    root
}

/// The per-vector dynamic scale of an INT8-quantized activation vector: the real value of element `j` is
/// `q[j] * a_m * 2^e / 127` in the vector's fixed-point format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ActScale {
    /// Largest mantissa magnitude after BFP16 normalisation, in `0..=2^15` (`2^15` when the element of
    /// largest magnitude is negative and rounds to the mantissa `-2^15`): 16 bits.
    pub a_m: u16,
    /// Normalisation exponent (0..=17 for `i32` inputs).
    pub e: u8,
}

/// Quantizes an `i32` vector to INT8 with a dynamic per-vector scale (contract `QUANT`):
///
/// ```text
///   (m, e) = BFP16(v)                        (15-bit mantissas, shared exponent)
///   A'  = max_j |m_j|                        (0 => all q = 0, scale {0, e})
///   R   = floor((127 * 2^24 + floor(A'/2)) / A')   (rounded 31-bit reciprocal, one per vector)
///   q_j = (m_j * R + 2^23) >> 24             (in -127..=127 by construction)
/// ```
///
/// The real value of `q_j` is `q_j * A' * 2^e / 127` in the input's fixed-point format.
pub fn quantize(v: &[i32], q: &mut [i8]) -> ActScale {
    debug_assert_eq!(v.len(), q.len());
    let mut m = vec![0i16; v.len()];
    let e = to_bfp16(v, &mut m);
    let a_m = m.iter().map(|x| x.unsigned_abs() as u64).max().unwrap_or(0);
    if a_m == 0 {
        q.fill(0);
        return ActScale { a_m: 0, e };
    }
    let r = (((127u64 << 24) + a_m / 2) / a_m) as i64;
    for (qj, &mj) in q.iter_mut().zip(&m) {
        let t = (mj as i64 * r + (1 << 23)) >> 24;
        debug_assert!((-127..=127).contains(&t));
        *qj = t as i8;
    }
    ActScale { a_m: a_m as u16, e }
}

/// A per-row requantization multiplier: the real weight of row `i` is `q * m * 2^-s * 127`, i.e.
/// `m * 2^-s` approximates `scale_i / 127` with `m` normalised into `[2^14, 2^15)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RowScale {
    pub m: u16,
    pub s: u8,
}

impl RowScale {
    /// Encodes a positive real factor `f` as `m * 2^-s` with `m` in `[2^14, 2^15)` (host side, f64).
    /// Zero (an all-zero row) encodes as `{0, 0}`. Factors too large or too small for `s` in `0..=63`
    /// are clamped there.
    pub fn encode(f: f64) -> RowScale {
        if !(f > 0.0) || !f.is_finite() {
            return RowScale::default();
        }
        // s such that f * 2^s in [2^14, 2^15)
        let mut s = (14.0 - f.log2()).ceil() as i32;
        let mut m = (f * 2f64.powi(s)).round();
        if m >= 32768.0 {
            s -= 1;
            m = (f * 2f64.powi(s)).round();
        } else if m < 16384.0 {
            s += 1;
            m = (f * 2f64.powi(s)).round();
        }
        if s < 0 {
            return RowScale { m: 32767, s: 0 };
        }
        if s > 63 {
            return RowScale { m: (f * 2f64.powi(63)).round().max(0.0) as u16, s: 63 };
        }
        RowScale { m: m as u16, s: s as u8 }
    }

    pub fn value(&self) -> f64 {
        self.m as f64 * 2f64.powi(-(self.s as i32))
    }
}

/// Requantizes an INT32 dot product of INT8 weights (row scale `w`) and an INT8 activation vector
/// (scale `a`) to the Q16 fixed point (contract `REQUANT`):
/// `y = sat32(rshr(acc * a_m * m, s - e))`.
#[inline]
pub fn requant(acc: i32, a: ActScale, w: RowScale) -> i32 {
    sat32(requant_wide(acc, a, w))
}

/// [`requant`] before saturation: `rshr(acc * a_m * m, s - e)` as `i64` (|acc| < 2^24, a_m and m < 2^15,
/// so the product is below 2^54).
#[inline]
pub fn requant_wide(acc: i32, a: ActScale, w: RowScale) -> i64 {
    rshr(acc as i64 * a.a_m as i64 * w.m as i64, w.s as i32 - a.e as i32)
}

/// A vector of 16-bit mantissas sharing one exponent (block floating point): the value of element `j` is
/// `m[j] * 2^e` in the source fixed-point format. Used for queries and the KV cache.
///
/// Contract `BFP16`: `e = max(0, bitlen(max|v|) - 15)`, `m_j = sat16(rshr(v_j, e))`.
pub fn to_bfp16(v: &[i32], m: &mut [i16]) -> u8 {
    let e = norm_exp(max_abs(v));
    for (mj, &vj) in m.iter_mut().zip(v) {
        *mj = sat(rshr(vj as i64, e as i32), 16) as i16;
    }
    e as u8
}

/// Linear interpolation in a table of `u16` samples: entry `idx` plus `frac / 2^fbits` of the step to
/// `idx + 1`, rounded: `T[i] + rshr((T[i+1] - T[i]) * frac, fbits)`.
#[inline]
pub fn lerp(t: &[u16], idx: usize, frac: u32, fbits: u32) -> i64 {
    let a = t[idx] as i64;
    let b = t[idx + 1] as i64;
    a + rshr((b - a) * frac as i64, fbits as i32)
}

/// Entries of the `2^-x` table for `x` in `[0, 1]`: `EXP2[i] = round(2^(-i/256) * 2^15)`, 257 entries.
pub const EXP2_ENTRIES: usize = 257;
/// Entries of the sigmoid table over `[-8, 8]` in steps of 1/32: `SIG[i] = round(sigmoid(i/32 - 8) * 2^15)`.
pub const SIG_ENTRIES: usize = 513;
/// `log2(e)` in Q14.
pub const LOG2E_Q14: i64 = 23637;

/// Builds the `2^-x` table (host side, f64).
pub fn exp2_table() -> Vec<u16> {
    (0..EXP2_ENTRIES).map(|i| (2f64.powf(-(i as f64) / 256.0) * 32768.0).round() as u16).collect()
}

/// Builds the sigmoid table (host side, f64).
pub fn sigmoid_table() -> Vec<u16> {
    (0..SIG_ENTRIES)
        .map(|i| {
            let x = i as f64 / 32.0 - 8.0;
            (32768.0 / (1.0 + (-x).exp())).round() as u16
        })
        .collect()
}

/// `exp(-d)` for a Q16 `d >= 0`, in Q15 (contract `EXP`):
///
/// ```text
///   z = rshr(d * LOG2E_Q14, 14)         (Q16 base-2 exponent)
///   n = z >> 16,  f = z & 0xFFFF
///   n >= 16  => 0
///   v = lerp(EXP2, f >> 8, f & 0xFF, 8) (Q15, in [16384, 32768])
///   result = rshr(v, n)
/// ```
#[inline]
pub fn exp_neg(d: i64, exp2: &[u16]) -> i64 {
    debug_assert!(d >= 0);
    let z = rshr(d.min(1 << 40) * LOG2E_Q14, 14);
    let n = z >> 16;
    if n >= 16 {
        return 0;
    }
    let f = (z & 0xFFFF) as u32;
    let v = lerp(exp2, (f >> 8) as usize, f & 0xFF, 8);
    rshr(v, n as i32)
}

/// SiLU of a Q16 value, in Q16 (contract `SILU`):
///
/// ```text
///   x >= 8.0  => sig = 2^15;   x < -8.0 => sig = 0
///   otherwise u = x + 8*2^16 (in [0, 2^20)), sig = lerp(SIG, u >> 11, u & 0x7FF, 11)   (Q15)
///   silu = rshr(x * sig, 15)
/// ```
#[inline]
pub fn silu(x: i32, sig_t: &[u16]) -> i64 {
    let x = x as i64;
    let sig = if x >= 8 << 16 {
        32768
    } else if x < -(8 << 16) {
        0
    } else {
        let u = (x + (8 << 16)) as u32;
        lerp(sig_t, (u >> 11) as usize, u & 0x7FF, 11)
    };
    rshr(x * sig, 15)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rshr_rounds_half_up_and_saturates_left() {
        assert_eq!(rshr(5, 1), 3);
        assert_eq!(rshr(-5, 1), -2);
        assert_eq!(rshr(-6, 1), -3);
        assert_eq!(rshr(7, 0), 7);
        assert_eq!(rshr(3, -2), 12);
        assert_eq!(rshr(i64::MAX / 2, -4), i64::MAX);
        assert_eq!(rshr(i64::MIN / 2, -4), i64::MIN);
        assert_eq!(rshr(-1, 70), 0);
        // large shifts (EMBED's s - 16 reaches 239): 0, not a wrapped shift amount
        assert_eq!(rshr(77_229_843, 144), 0);
        assert_eq!(rshr(i64::MIN, 200), 0);
        assert_eq!(rshr(i64::MAX, 128), 0);
        // exact near the top of the range, where x + 2^(n-1) overflows i64
        assert_eq!(rshr(i64::MAX, 2), 1 << 61);
        assert_eq!(rshr(i64::MAX, 1), 1 << 62);
    }

    #[test]
    fn isqrt_is_floor_sqrt() {
        let mut s = 0x1234_5678_9abc_def0u64;
        let mut vals = vec![0, 1, 2, 3, 4, 15, 16, 17, u64::MAX, u64::MAX - 1, 1 << 62, (1 << 32) - 1];
        for _ in 0..10000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            vals.push(s >> (s % 64));
        }
        for u in vals {
            let r = isqrt(u);
            assert!(r * r <= u, "{u}");
            assert!((r + 1).checked_mul(r + 1).map_or(true, |v| v > u), "{u}");
        }
    }

    #[test]
    fn quantize_maps_max_to_127_and_is_symmetric() {
        let v = [100_000, -100_000, 50_000, 0, 1, -49_999];
        let mut q = [0i8; 6];
        let s = quantize(&v, &mut q);
        assert_eq!(q[0], 127);
        assert_eq!(q[1], -127);
        assert!(q[2] == 63 || q[2] == 64, "50000 / 100000 * 127 = 63.5 is a tie: {}", q[2]);
        assert_eq!(q[3], 0);
        assert!(s.a_m >= 1 << 14 && s.a_m < 1 << 15);
        // extremes
        let v = [i32::MIN, i32::MAX];
        let s = quantize(&v, &mut q[..2]);
        assert_eq!((q[0], q[1]), (-127, 127));
        assert_eq!(s.e, 17);
        let s = quantize(&[0, 0], &mut q[..2]);
        assert_eq!((s.a_m, q[0], q[1]), (0, 0, 0));
    }

    #[test]
    fn quantize_then_requant_recovers_values() {
        // identity weights with unit scale: y = v (approximately)
        let v: Vec<i32> = (0..64).map(|i| (i - 32) * 12_345).collect();
        let mut q = vec![0i8; 64];
        let a = quantize(&v, &mut q);
        let w = RowScale::encode(1.0 / 127.0);
        for (j, &vj) in v.iter().enumerate() {
            let y = requant(q[j] as i32, a, w);
            let tol = (max_abs(&v) as f64 / 127.0) * 0.51 + 2.0;
            assert!(((y - vj) as f64).abs() <= tol, "{j}: {y} vs {vj}");
        }
    }

    #[test]
    fn row_scale_encoding_is_normalised_and_accurate() {
        for &f in &[1e-6, 3.3e-4, 0.01, 0.5, 1.0, 1000.0] {
            let r = RowScale::encode(f);
            assert!(r.m >= 1 << 14 && r.m < 1 << 15, "{f}: {r:?}");
            assert!((r.value() - f).abs() / f < 1.0 / 16384.0, "{f}: {r:?}");
        }
        assert_eq!(RowScale::encode(0.0), RowScale::default());
    }

    #[test]
    fn exp_and_silu_tables_are_accurate() {
        let t = exp2_table();
        for i in 0..2000 {
            let d = i * 331; // up to ~10.1 in Q16
            let want = (-(d as f64) / 65536.0).exp() * 32768.0;
            let got = exp_neg(d, &t) as f64;
            assert!((got - want).abs() <= 2.0, "d={d}: {got} vs {want}");
        }
        let s = sigmoid_table();
        for i in -700..700 {
            let x = i * 1000; // -10.7 .. 10.7
            let xf = x as f64 / 65536.0;
            let want = xf / (1.0 + (-xf).exp()) * 65536.0;
            let got = silu(x, &s) as f64;
            // table error inside [-8, 8]; outside, the clamp error of sigmoid(8) ~ 3.4e-4 * |x|
            let tol = if xf.abs() < 8.0 { 3.0 + xf.abs() * 2.0 } else { xf.abs() * 65536.0 * 3.5e-4 + 2.0 };
            assert!((got - want).abs() <= tol, "x={xf}: {got} vs {want}");
        }
    }

    #[test]
    fn bfp16_keeps_15_bits() {
        let v = [1 << 20, -(1 << 19), 3];
        let mut m = [0i16; 3];
        let e = to_bfp16(&v, &mut m);
        assert_eq!(e, 6);
        assert_eq!(m, [1 << 14, -(1 << 13), 0]);
        let e = to_bfp16(&[i32::MIN, i32::MAX], &mut m[..2]);
        assert_eq!(e, 17);
        assert_eq!(&m[..2], &[-16384, 16384]);
    }
}
