//! # eng_requant
//!
//! `EngRequant`, the vector unit top's engine for `vec.requant` (funct 1): `y_i = sat32(sum_g rshr(acc[g][i]
//! * a_m_g * m_ig, s_ig - e_g))` for `i < len` (`len` = outputs, `imm` = groups `G`), by [`super::VpuRequant`]
//! (one group per cycle, `in_last` on the last group of an output). Operands (`docs/isa.md` §4):
//! `a` = acc INT32 `[G][len]` (row `g` at `a + g * ceil(4 len / WB)`), `b` = wscales u32 `{m 15:0, s 23:16}`
//! `[len][G]` (row `i` at `b + i * ceil(4 G / WB)`), `c` = ascales u32 `{a_m 15:0, e 23:16}` `[G]`, `d` =
//! dst (`len` i32).
//!
//! ```text
//!  start --> state_q: IDLE -> LOAD -> RUN -> IDLE (done)
//!
//!  LOAD:  ldb c (G x u32) ------------------------------------> [as_ram 64 x 32]   (in parallel)
//!         lda a + g * cw (len x i32), one command per group g --> [acc_ram 2048 x 32] at i * G + g
//!  RUN:   ldb b (whole wscale rows, len * sw * WB/4 elements; the row padding elements are dropped)
//!           --{m, s}--\
//!  acc_ram[i*G+g] -----+--> {acc, a_m, e', m, s'} --> VpuRequant --y_i--> st_in (i32) --> st d
//!  as_ram[g] ---------/
//! ```
//!
//! The unit has a 5-bit `e`, a 6-bit `s` and a 15-bit `m`; the ISA's fields are 8, 8 and 16 bits. The
//! engine passes the shift `n = s - e` (-255..=255) as `e' = min(-n, 31), s' = 0` for `n < 0` and `e' = 0,
//! s' = min(n, 63)` for `n >= 0`, which is exact for `n >= -31` when `m < 2^15` (`|acc * a_m * m| < 2^62`:
//! every shift of 63 or more gives 0). Two field ranges `Machine::execute` accepts are not representable:
//! `m >= 2^15` and `s - e < -31` (only hand-written scales: QUANT gives `e <= 17`, `QMatrix::quantize` gives
//! `m < 2^15`, `s <= 63`); `docs/vpu.md` "Engine requant" lists them.
//!
//! Checks (`chk_code`, from `cfg_*` and the three products `G * len`, `G * cw` and `len * sw`, registered
//! once: valid from the second cycle after the fields): `UNSUPPORTED` when `len > MAX_LEN`,
//! `G > REQUANT_MAX_GROUPS` or
//! `G * len > REQUANT_MAX_ACC`, then `OUT_OF_WINDOW` when acc (`G * cw` words), wscales (`len * sw`),
//! ascales (`sw`) or dst (`cw`) reach past `cfg_sram_words` (`cw = ceil(4 len / WB)`, `sw = ceil(4 G / WB)`).

use super::{bfp16::SdpRam, cat::Cat, mul_s::MulS, requant::VpuRequant, zext::Zext};
use super::top::{AB, MAX_LEN};
use rust_hdl::prelude::*;
use systole_isa::regs::vpu_limits;
use systole_isa::ErrorCode;

const S_IDLE: u64 = 0;
const S_LOAD: u64 = 1;
const S_RUN: u64 = 2;

/// Address bits of the accumulator buffer (`REQUANT_MAX_ACC` entries).
const ACC_AB: usize = 11;
/// Address bits of the activation-scale buffer (`REQUANT_MAX_GROUPS` entries).
const AS_AB: usize = 6;

/// The REQUANT engine for `W`-bit SRAM words.
#[derive(LogicBlock)]
pub struct EngRequant<const W: usize> {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (drops the instruction).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: one-cycle pulse: the instruction starts (its checks passed); `cfg_*` hold until done.
    pub start: Signal<In, Bit>,
    /// 20 bits, input: operand `a` (acc `[G][len]` i32), word address.
    pub cfg_a: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `b` (wscales `[len][G]` u32), word address.
    pub cfg_b: Signal<In, Bits<AB>>,
    /// 20 bits, input: operand `c` (ascales `[G]` u32), word address.
    pub cfg_c: Signal<In, Bits<AB>>,
    /// 20 bits, input: destination `d` (`len` i32), word address.
    pub cfg_d: Signal<In, Bits<AB>>,
    /// 16 bits, input: outputs.
    pub cfg_len: Signal<In, Bits<16>>,
    /// 16 bits, input: groups `G` (`vec.imm`, >= 1).
    pub cfg_imm: Signal<In, Bits<16>>,
    /// 24 bits, input: SRAM size in words.
    pub cfg_sram_words: Signal<In, Bits<24>>,
    /// 8 bits, output: 0, `UNSUPPORTED` or `OUT_OF_WINDOW` (combinational from `cfg_*`).
    pub chk_code: Signal<Out, Bits<8>>,
    /// 1 bit, output: loader A command offered (valid/ready contract).
    pub lda_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: loader A takes the command.
    pub lda_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: loader A's first word (acc row `g`).
    pub lda_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: loader A's element count (`len`).
    pub lda_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: loader A's element width code (2: 32 bits).
    pub lda_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: loader A sign-extends the elements (irrelevant for 32 bits).
    pub lda_cmd_signed: Signal<Out, Bit>,
    /// 1 bit, input: loader A offers an element.
    pub lda_out_valid: Signal<In, Bit>,
    /// 1 bit, output: the engine takes loader A's element.
    pub lda_out_ready: Signal<Out, Bit>,
    /// 32 bits, input: loader A's element.
    pub lda_out_data: Signal<In, Bits<32>>,
    /// 1 bit, input: loader A's element is the last of its command (row).
    pub lda_out_last: Signal<In, Bit>,
    /// 1 bit, output: loader B command offered.
    pub ldb_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: loader B takes the command.
    pub ldb_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: loader B's first word (ascales in LOAD, wscales in RUN).
    pub ldb_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: loader B's element count.
    pub ldb_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: loader B's element width code (2: 32 bits).
    pub ldb_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: loader B sign-extends the elements (irrelevant for 32 bits).
    pub ldb_cmd_signed: Signal<Out, Bit>,
    /// 1 bit, input: loader B offers an element.
    pub ldb_out_valid: Signal<In, Bit>,
    /// 1 bit, output: the engine takes loader B's element.
    pub ldb_out_ready: Signal<Out, Bit>,
    /// 32 bits, input: loader B's element.
    pub ldb_out_data: Signal<In, Bits<32>>,
    /// 1 bit, input: loader B's element is the last of its command.
    pub ldb_out_last: Signal<In, Bit>,
    /// 1 bit, output: store command offered.
    pub st_cmd_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the command.
    pub st_cmd_ready: Signal<In, Bit>,
    /// 20 bits, output: the store's first word.
    pub st_cmd_addr: Signal<Out, Bits<AB>>,
    /// 16 bits, output: the store's element count.
    pub st_cmd_count: Signal<Out, Bits<16>>,
    /// 2 bits, output: the store's element width code (2: 32 bits).
    pub st_cmd_width: Signal<Out, Bits<2>>,
    /// 1 bit, output: an element for the store.
    pub st_in_valid: Signal<Out, Bit>,
    /// 1 bit, input: the store takes the element.
    pub st_in_ready: Signal<In, Bit>,
    /// W bits, output: the element (low 32 bits).
    pub st_in_data: Signal<Out, Bits<W>>,
    /// 1 bit, input: pulse: the store's command has completed (every write accepted).
    pub st_done: Signal<In, Bit>,
    /// 1 bit, output: pulse: the instruction completed.
    pub done: Signal<Out, Bit>,
    /// 1 bit, output: pulse: the instruction failed during execution (never here).
    pub error: Signal<Out, Bit>,
    /// 8 bits, output: the error code, valid with `error`.
    pub error_code: Signal<Out, Bits<8>>,
    state_q: DFF<Bits<2>>,
    /// Commands handed to loader A, loader B, the store (per row / state).
    sa_q: DFF<Bit>,
    sb_q: DFF<Bit>,
    ss_q: DFF<Bit>,
    /// LOAD: acc row being loaded, its word address, the buffer index of its next element.
    g_q: DFF<Bits<7>>,
    row_q: DFF<Bits<AB>>,
    wp_q: DFF<Bits<ACC_AB>>,
    /// LOAD: every acc row / the ascales are in the buffers.
    adone_q: DFF<Bit>,
    bdone_q: DFF<Bit>,
    /// LOAD: next ascale index.
    asw_q: DFF<Bits<AS_AB>>,
    /// RUN: buffer index (`i * G + g`) and group of the term at the read registers; column in the
    /// wscale row of loader B's element.
    rp_q: DFF<Bits<ACC_AB>>,
    gi_q: DFF<Bits<7>>,
    kc_q: DFF<Bits<8>>,
    /// RUN: the read registers hold entry `rp_q` / `gi_q` (one cycle after entering RUN).
    prm_q: DFF<Bit>,
    done_q: DFF<Bit>,
    /// 7 bits, local: `G` (valid when the checks passed).
    g7: Signal<Local, Bits<7>>,
    /// 17 bits, local: `cw` and `sw` (words of an acc row / a wscale row).
    cw: Signal<Local, Bits<17>>,
    sw: Signal<Local, Bits<17>>,
    end_a: Signal<Local, Bits<24>>,
    end_b: Signal<Local, Bits<24>>,
    end_c: Signal<Local, Bits<24>>,
    end_d: Signal<Local, Bits<24>>,
    /// 1 bit, local: loader B's element (RUN) is inside the row (column < G), not padding.
    keep: Signal<Local, Bit>,
    /// 1 bit, local: a term enters the unit this cycle.
    tfire: Signal<Local, Bit>,
    /// 1 bit, local: loader B's element is taken this cycle.
    bfire: Signal<Local, Bit>,
    /// 7 bits, local: `gi_q + 1`, wrapped to 0 at `G`.
    gnext: Signal<Local, Bits<7>>,
    /// 7 bits, local: `g_q + 1` (LOAD).
    g1: Signal<Local, Bits<7>>,
    /// 16 bits, local: loader B's wscale element count `len * sw * WB / 4` (`len * sw <= 1536` words).
    wsel: Signal<Local, Bits<16>>,
    /// 8 bits, local: wscale row length in elements (`sw * WB / 4`).
    rowel: Signal<Local, Bits<8>>,
    /// 9 bits, local: `s - e` (two's complement), its negation.
    n9: Signal<Local, Bits<9>>,
    nn9: Signal<Local, Bits<9>>,
    e5: Signal<Local, Bits<5>>,
    s6: Signal<Local, Bits<6>>,
    rq: VpuRequant,
    acc_ram: SdpRam<32, ACC_AB>,
    as_ram: SdpRam<32, AS_AB>,
    /// `G * len`, `G * cw`, `len * sw` (operands valid when the limits hold).
    mul_gl: MulS<8, 11, 19>,
    mul_gc: MulS<8, 10, 18>,
    mul_ls: MulS<11, 7, 18>,
    /// The three check products registered (the instruction's fields are stable from its acceptance; the
    /// top decides on the verdict in the third CHECK cycle), so a product and its sum and compare are in
    /// different cycles.
    gl_q: DFF<Bits<19>>,
    gc_q: DFF<Bits<18>>,
    ls_q: DFF<Bits<18>>,
    zx_g8: Zext<7, 8>,
    zx_l11: Zext<10, 11>,
    zx_cw10: Zext<9, 10>,
    zx_sw7: Zext<6, 7>,
    zx_gc: Zext<18, 24>,
    zx_ls: Zext<18, 24>,
    zx_cw: Zext<17, 24>,
    zx_sw: Zext<17, 24>,
    zx_a: Zext<AB, 24>,
    zx_b: Zext<AB, 24>,
    zx_c: Zext<AB, 24>,
    zx_d: Zext<AB, 24>,
    zx_cwa: Zext<17, AB>,
    zx_len: Zext<16, 17>,
    zx_imm: Zext<16, 17>,
    zx_g11: Zext<7, ACC_AB>,
    zx_g1: Zext<7, ACC_AB>,
    zx_s9: Zext<8, 9>,
    zx_e9: Zext<8, 9>,
    zx_y: Zext<32, W>,
    cat1: Cat<16, 32, 48>,
    cat2: Cat<5, 48, 53>,
    cat3: Cat<15, 53, 68>,
    cat4: Cat<6, 68, 74>,
    c_idle: Constant<Bits<2>>,
    c_load: Constant<Bits<2>>,
    c_run: Constant<Bits<2>>,
    c_max_len: Constant<Bits<16>>,
    c_max_groups: Constant<Bits<16>>,
    c_max_acc: Constant<Bits<19>>,
    c_round32: Constant<Bits<17>>,
    c_l32: Constant<Bits<8>>,
    c_w32: Constant<Bits<2>>,
    c_one7: Constant<Bits<7>>,
    c_z7: Constant<Bits<7>>,
    c_one8: Constant<Bits<8>>,
    c_z8: Constant<Bits<8>>,
    c_one_acc: Constant<Bits<ACC_AB>>,
    c_z_acc: Constant<Bits<ACC_AB>>,
    c_one_as: Constant<Bits<AS_AB>>,
    c_z_as: Constant<Bits<AS_AB>>,
    c_z9: Constant<Bits<9>>,
    c_31: Constant<Bits<9>>,
    c_63: Constant<Bits<9>>,
    c_31_5: Constant<Bits<5>>,
    c_63_6: Constant<Bits<6>>,
    c_z5: Constant<Bits<5>>,
    c_z6: Constant<Bits<6>>,
    c_ok: Constant<Bits<8>>,
    c_unsup: Constant<Bits<8>>,
    c_oow: Constant<Bits<8>>,
}

fn c<const N: usize>(v: u64) -> Constant<Bits<N>> {
    Constant::new(Bits::<N>::from(v))
}

impl<const W: usize> Default for EngRequant<W> {
    fn default() -> Self {
        assert!(W == 64 || W == 128, "EngRequant: word width W = {W} is not supported (64 or 128)");
        assert!(
            (1u32 << ACC_AB) == vpu_limits::REQUANT_MAX_ACC,
            "EngRequant: accumulator buffer of {} entries is not REQUANT_MAX_ACC = {}",
            1u32 << ACC_AB,
            vpu_limits::REQUANT_MAX_ACC
        );
        assert!(
            (1u32 << AS_AB) == vpu_limits::REQUANT_MAX_GROUPS,
            "EngRequant: activation-scale buffer of {} entries is not REQUANT_MAX_GROUPS = {}",
            1u32 << AS_AB,
            vpu_limits::REQUANT_MAX_GROUPS
        );
        assert!(MAX_LEN <= 512, "EngRequant: MAX_LEN = {MAX_LEN} is above the engine's 512 (10-bit extents)");
        let wb = (W / 8) as u64;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            cfg_a: Default::default(),
            cfg_b: Default::default(),
            cfg_c: Default::default(),
            cfg_d: Default::default(),
            cfg_len: Default::default(),
            cfg_imm: Default::default(),
            cfg_sram_words: Default::default(),
            chk_code: Default::default(),
            lda_cmd_valid: Default::default(),
            lda_cmd_ready: Default::default(),
            lda_cmd_addr: Default::default(),
            lda_cmd_count: Default::default(),
            lda_cmd_width: Default::default(),
            lda_cmd_signed: Default::default(),
            lda_out_valid: Default::default(),
            lda_out_ready: Default::default(),
            lda_out_data: Default::default(),
            lda_out_last: Default::default(),
            ldb_cmd_valid: Default::default(),
            ldb_cmd_ready: Default::default(),
            ldb_cmd_addr: Default::default(),
            ldb_cmd_count: Default::default(),
            ldb_cmd_width: Default::default(),
            ldb_cmd_signed: Default::default(),
            ldb_out_valid: Default::default(),
            ldb_out_ready: Default::default(),
            ldb_out_data: Default::default(),
            ldb_out_last: Default::default(),
            st_cmd_valid: Default::default(),
            st_cmd_ready: Default::default(),
            st_cmd_addr: Default::default(),
            st_cmd_count: Default::default(),
            st_cmd_width: Default::default(),
            st_in_valid: Default::default(),
            st_in_ready: Default::default(),
            st_in_data: Default::default(),
            st_done: Default::default(),
            done: Default::default(),
            error: Default::default(),
            error_code: Default::default(),
            state_q: Default::default(),
            sa_q: Default::default(),
            sb_q: Default::default(),
            ss_q: Default::default(),
            g_q: Default::default(),
            row_q: Default::default(),
            wp_q: Default::default(),
            adone_q: Default::default(),
            bdone_q: Default::default(),
            asw_q: Default::default(),
            rp_q: Default::default(),
            gi_q: Default::default(),
            kc_q: Default::default(),
            prm_q: Default::default(),
            done_q: Default::default(),
            g7: Default::default(),
            cw: Default::default(),
            sw: Default::default(),
            end_a: Default::default(),
            end_b: Default::default(),
            end_c: Default::default(),
            end_d: Default::default(),
            keep: Default::default(),
            tfire: Default::default(),
            bfire: Default::default(),
            gnext: Default::default(),
            g1: Default::default(),
            wsel: Default::default(),
            rowel: Default::default(),
            n9: Default::default(),
            nn9: Default::default(),
            e5: Default::default(),
            s6: Default::default(),
            rq: Default::default(),
            acc_ram: Default::default(),
            as_ram: Default::default(),
            mul_gl: Default::default(),
            mul_gc: Default::default(),
            mul_ls: Default::default(),
            gl_q: Default::default(),
            gc_q: Default::default(),
            ls_q: Default::default(),
            zx_g8: Default::default(),
            zx_l11: Default::default(),
            zx_cw10: Default::default(),
            zx_sw7: Default::default(),
            zx_gc: Default::default(),
            zx_ls: Default::default(),
            zx_cw: Default::default(),
            zx_sw: Default::default(),
            zx_a: Default::default(),
            zx_b: Default::default(),
            zx_c: Default::default(),
            zx_d: Default::default(),
            zx_cwa: Default::default(),
            zx_len: Default::default(),
            zx_imm: Default::default(),
            zx_g11: Default::default(),
            zx_g1: Default::default(),
            zx_s9: Default::default(),
            zx_e9: Default::default(),
            zx_y: Default::default(),
            cat1: Default::default(),
            cat2: Default::default(),
            cat3: Default::default(),
            cat4: Default::default(),
            c_idle: c(S_IDLE),
            c_load: c(S_LOAD),
            c_run: c(S_RUN),
            c_max_len: c(MAX_LEN),
            c_max_groups: c(vpu_limits::REQUANT_MAX_GROUPS as u64),
            c_max_acc: c(vpu_limits::REQUANT_MAX_ACC as u64),
            c_round32: c(wb / 4 - 1),
            c_l32: c((wb / 4).trailing_zeros() as u64),
            c_w32: c(2),
            c_one7: c(1),
            c_z7: c(0),
            c_one8: c(1),
            c_z8: c(0),
            c_one_acc: c(1),
            c_z_acc: c(0),
            c_one_as: c(1),
            c_z_as: c(0),
            c_z9: c(0),
            c_31: c(31),
            c_63: c(63),
            c_31_5: c(31),
            c_63_6: c(63),
            c_z5: c(0),
            c_z6: c(0),
            c_ok: c(0),
            c_unsup: c(ErrorCode::Unsupported.code() as u64),
            c_oow: c(ErrorCode::OutOfWindow.code() as u64),
        }
    }
}

impl<const W: usize> Logic for EngRequant<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state_q, sa_q, sb_q, ss_q, g_q, row_q, wp_q, adone_q, bdone_q, asw_q, rp_q, gi_q,
            kc_q, prm_q, done_q, gl_q, gc_q, ls_q
        );
        self.rq.clock.next = self.clock.val();
        self.rq.reset.next = self.reset.val();
        self.acc_ram.clock.next = self.clock.val();
        self.as_ram.clock.next = self.clock.val();
        // extents: cw = ceil(4 len / WB), sw = ceil(4 G / WB)
        self.g7.next = self.cfg_imm.val().get_bits::<7>(0);
        self.zx_len.x.next = self.cfg_len.val();
        self.zx_imm.x.next = self.cfg_imm.val();
        self.cw.next = (self.zx_len.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.sw.next = (self.zx_imm.y.val() + self.c_round32.val()) >> self.c_l32.val();
        self.zx_g8.x.next = self.g7.val();
        self.zx_l11.x.next = self.cfg_len.val().get_bits::<10>(0);
        self.zx_cw10.x.next = self.cw.val().get_bits::<9>(0);
        self.zx_sw7.x.next = self.sw.val().get_bits::<6>(0);
        self.mul_gl.a.next = self.zx_g8.y.val();
        self.mul_gl.b.next = self.zx_l11.y.val();
        self.mul_gc.a.next = self.zx_g8.y.val();
        self.mul_gc.b.next = self.zx_cw10.y.val();
        self.mul_ls.a.next = self.zx_l11.y.val();
        self.mul_ls.b.next = self.zx_sw7.y.val();
        self.gl_q.d.next = self.mul_gl.p.val();
        self.gc_q.d.next = self.mul_gc.p.val();
        self.ls_q.d.next = self.mul_ls.p.val();
        self.zx_gc.x.next = self.gc_q.q.val();
        self.zx_ls.x.next = self.ls_q.q.val();
        self.zx_cw.x.next = self.cw.val();
        self.zx_sw.x.next = self.sw.val();
        self.zx_a.x.next = self.cfg_a.val();
        self.zx_b.x.next = self.cfg_b.val();
        self.zx_c.x.next = self.cfg_c.val();
        self.zx_d.x.next = self.cfg_d.val();
        self.end_a.next = self.zx_a.y.val() + self.zx_gc.y.val();
        self.end_b.next = self.zx_b.y.val() + self.zx_ls.y.val();
        self.end_c.next = self.zx_c.y.val() + self.zx_sw.y.val();
        self.end_d.next = self.zx_d.y.val() + self.zx_cw.y.val();
        self.chk_code.next = self.c_ok.val();
        if (self.cfg_len.val() > self.c_max_len.val())
            | (self.cfg_imm.val() > self.c_max_groups.val())
            | (self.gl_q.q.val() > self.c_max_acc.val())
        {
            self.chk_code.next = self.c_unsup.val();
        } else if (self.end_a.val() > self.cfg_sram_words.val())
            | (self.end_b.val() > self.cfg_sram_words.val())
            | (self.end_c.val() > self.cfg_sram_words.val())
            | (self.end_d.val() > self.cfg_sram_words.val())
        {
            self.chk_code.next = self.c_oow.val();
        }
        self.done_q.d.next = false;
        if self.start.val() {
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.g_q.d.next = self.c_z7.val();
            self.row_q.d.next = self.cfg_a.val();
            self.wp_q.d.next = self.c_z_acc.val();
            self.adone_q.d.next = false;
            self.bdone_q.d.next = false;
            self.asw_q.d.next = self.c_z_as.val();
            self.rp_q.d.next = self.c_z_acc.val();
            self.gi_q.d.next = self.c_z7.val();
            self.kc_q.d.next = self.c_z8.val();
            self.prm_q.d.next = false;
            self.state_q.d.next = self.c_load.val();
        }
        // ---- LOAD: loader A, one command per acc row; loader B, the ascales
        self.lda_cmd_valid.next =
            (self.state_q.q.val() == self.c_load.val()) & !self.sa_q.q.val() & !self.adone_q.q.val();
        self.lda_cmd_addr.next = self.row_q.q.val();
        self.lda_cmd_count.next = self.cfg_len.val();
        self.lda_cmd_width.next = self.c_w32.val();
        self.lda_cmd_signed.next = true;
        if self.lda_cmd_valid.val() & self.lda_cmd_ready.val() {
            self.sa_q.d.next = true;
        }
        self.lda_out_ready.next = self.state_q.q.val() == self.c_load.val();
        self.acc_ram.we.next = (self.state_q.q.val() == self.c_load.val()) & self.lda_out_valid.val();
        self.acc_ram.waddr.next = self.wp_q.q.val();
        self.acc_ram.wdata.next = self.lda_out_data.val();
        self.zx_g11.x.next = self.g7.val();
        self.zx_cwa.x.next = self.cw.val();
        self.g1.next = self.g_q.q.val() + self.c_one7.val();
        self.zx_g1.x.next = self.g1.val();
        if (self.state_q.q.val() == self.c_load.val()) & self.lda_out_valid.val() {
            self.wp_q.d.next = self.wp_q.q.val() + self.zx_g11.y.val();
            if self.lda_out_last.val() {
                // row g complete: the next row starts at buffer index g + 1
                self.sa_q.d.next = false;
                self.g_q.d.next = self.g1.val();
                self.row_q.d.next = self.row_q.q.val() + self.zx_cwa.y.val();
                self.wp_q.d.next = self.zx_g1.y.val();
                if self.g1.val() == self.g7.val() {
                    self.adone_q.d.next = true;
                }
            }
        }
        // loader B: the ascales (LOAD), then the whole wscale rows (RUN)
        self.ldb_cmd_valid.next = (((self.state_q.q.val() == self.c_load.val()) & !self.bdone_q.q.val())
            | (self.state_q.q.val() == self.c_run.val()))
            & !self.sb_q.q.val();
        self.ldb_cmd_width.next = self.c_w32.val();
        self.ldb_cmd_signed.next = false;
        self.wsel.next = self.ls_q.q.val().get_bits::<16>(0) << self.c_l32.val();
        if self.state_q.q.val() == self.c_run.val() {
            self.ldb_cmd_addr.next = self.cfg_b.val();
            self.ldb_cmd_count.next = self.wsel.val().get_bits::<16>(0);
        } else {
            self.ldb_cmd_addr.next = self.cfg_c.val();
            self.ldb_cmd_count.next = self.cfg_imm.val();
        }
        if self.ldb_cmd_valid.val() & self.ldb_cmd_ready.val() {
            self.sb_q.d.next = true;
        }
        self.as_ram.we.next = (self.state_q.q.val() == self.c_load.val()) & self.ldb_out_valid.val();
        self.as_ram.waddr.next = self.asw_q.q.val();
        self.as_ram.wdata.next = self.ldb_out_data.val();
        if (self.state_q.q.val() == self.c_load.val()) & self.ldb_out_valid.val() {
            self.asw_q.d.next = self.asw_q.q.val() + self.c_one_as.val();
            if self.ldb_out_last.val() {
                self.bdone_q.d.next = true;
            }
        }
        if (self.state_q.q.val() == self.c_load.val()) & self.adone_q.q.val() & self.bdone_q.q.val() {
            self.sb_q.d.next = false;
            self.state_q.d.next = self.c_run.val();
        }
        // ---- RUN: the terms in order i * G + g; the read registers hold entry rp_q / gi_q
        if self.state_q.q.val() == self.c_run.val() {
            self.prm_q.d.next = true;
        }
        self.rowel.next = self.sw.val().get_bits::<8>(0) << self.c_l32.val();
        self.keep.next = self.kc_q.q.val().get_bits::<7>(0) < self.g7.val();
        if self.kc_q.q.val().get_bit(7) {
            self.keep.next = false;
        }
        self.rq.in_valid.next = (self.state_q.q.val() == self.c_run.val())
            & self.prm_q.q.val()
            & self.ldb_out_valid.val()
            & self.keep.val();
        self.tfire.next = self.rq.in_valid.val() & self.rq.in_ready.val();
        self.ldb_out_ready.next = (self.state_q.q.val() == self.c_load.val())
            | ((self.state_q.q.val() == self.c_run.val())
                & (!self.keep.val() | (self.prm_q.q.val() & self.rq.in_ready.val())));
        self.bfire.next =
            (self.state_q.q.val() == self.c_run.val()) & self.ldb_out_valid.val() & self.ldb_out_ready.val();
        if self.bfire.val() {
            if (self.kc_q.q.val() + self.c_one8.val()) == self.rowel.val() {
                self.kc_q.d.next = self.c_z8.val();
            } else {
                self.kc_q.d.next = self.kc_q.q.val() + self.c_one8.val();
            }
        }
        self.gnext.next = self.gi_q.q.val() + self.c_one7.val();
        if self.gnext.val() == self.g7.val() {
            self.gnext.next = self.c_z7.val();
        }
        self.acc_ram.raddr.next = self.rp_q.q.val();
        self.as_ram.raddr.next = self.gi_q.q.val().get_bits::<AS_AB>(0);
        if self.tfire.val() {
            self.rp_q.d.next = self.rp_q.q.val() + self.c_one_acc.val();
            self.gi_q.d.next = self.gnext.val();
            self.acc_ram.raddr.next = self.rp_q.q.val() + self.c_one_acc.val();
            self.as_ram.raddr.next = self.gnext.val().get_bits::<AS_AB>(0);
        }
        // the shift n = s - e as the unit's e' (5 bits) and s' (6 bits)
        self.zx_s9.x.next = self.ldb_out_data.val().get_bits::<8>(16);
        self.zx_e9.x.next = self.as_ram.rdata.val().get_bits::<8>(16);
        self.n9.next = self.zx_s9.y.val() - self.zx_e9.y.val();
        self.nn9.next = self.c_z9.val() - self.n9.val();
        self.e5.next = self.c_z5.val();
        self.s6.next = self.c_z6.val();
        if self.n9.val().get_bit(8) {
            if self.nn9.val() > self.c_31.val() {
                self.e5.next = self.c_31_5.val();
            } else {
                self.e5.next = self.nn9.val().get_bits::<5>(0);
            }
        } else if self.n9.val() > self.c_63.val() {
            self.s6.next = self.c_63_6.val();
        } else {
            self.s6.next = self.n9.val().get_bits::<6>(0);
        }
        self.cat1.hi.next = self.as_ram.rdata.val().get_bits::<16>(0);
        self.cat1.lo.next = self.acc_ram.rdata.val();
        self.cat2.hi.next = self.e5.val();
        self.cat2.lo.next = self.cat1.y.val();
        self.cat3.hi.next = self.ldb_out_data.val().get_bits::<15>(0);
        self.cat3.lo.next = self.cat2.y.val();
        self.cat4.hi.next = self.s6.val();
        self.cat4.lo.next = self.cat3.y.val();
        self.rq.in_data.next = self.cat4.y.val();
        self.rq.in_last.next = (self.gi_q.q.val() + self.c_one7.val()) == self.g7.val();
        // results -> the store
        self.st_cmd_valid.next = (self.state_q.q.val() == self.c_run.val()) & !self.ss_q.q.val();
        self.st_cmd_addr.next = self.cfg_d.val();
        self.st_cmd_count.next = self.cfg_len.val();
        self.st_cmd_width.next = self.c_w32.val();
        if self.st_cmd_valid.val() & self.st_cmd_ready.val() {
            self.ss_q.d.next = true;
        }
        self.zx_y.x.next = self.rq.out_data.val();
        self.st_in_valid.next = self.rq.out_valid.val();
        self.st_in_data.next = self.zx_y.y.val();
        self.rq.out_ready.next = self.st_in_ready.val();
        if (self.state_q.q.val() == self.c_run.val()) & self.st_done.val() {
            self.done_q.d.next = true;
            self.state_q.d.next = self.c_idle.val();
        }
        self.done.next = self.done_q.q.val();
        self.error.next = false;
        self.error_code.next = self.c_ok.val();
        if self.reset.val() {
            self.state_q.d.next = self.c_idle.val();
            self.done_q.d.next = false;
            self.sa_q.d.next = false;
            self.sb_q.d.next = false;
            self.ss_q.d.next = false;
            self.prm_q.d.next = false;
        }
    }
}
