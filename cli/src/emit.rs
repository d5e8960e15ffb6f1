//! `systole emit-verilog`: writes the Verilog of every block (and later of the whole accelerator), one
//! file per top module, for synthesis or other simulators. `hdl/generated/` is this command's output,
//! committed and checked by a test.

use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Clone, Args)]
pub struct EmitArgs {
    /// Directory to write `<module>.v` files into (created if missing).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
}

pub fn emit(a: &EmitArgs) -> Result<(), String> {
    let written = systole_hdl::emit::write_all(&a.out).map_err(|e| format!("{}: {e}", a.out.display()))?;
    for p in &written {
        crate::common::out(&format!("{}\n", p.display()))?;
    }
    Ok(())
}
