//! # vfio
//!
//! The `pcie` device: a real Systole board on Linux, reached through VFIO. The kernel's `vfio-pci` driver
//! owns the PCI function; this module opens it from user space, maps its BAR0 (the accelerator's 4 KiB
//! register space, `docs/registers.md`) and its BAR2 (the registers of the bridge's DMA engine, the
//! contract in `docs/board.md`), and pins one host buffer that the IOMMU maps at a fixed I/O virtual
//! address (IOVA). MMIO is a volatile 32-bit load or store on the BAR0 mapping; a DMA copies the payload
//! into the pinned buffer and asks the DMA engine to move it to device DRAM (or the other way round);
//! the interrupt is polled in `INT_STATUS` (MSI through an eventfd is future work). Setting up the host
//! (IOMMU, binding `vfio-pci`, permissions) is described step by step in `docs/board.md`.
//!
//! ```text
//!   host memory                 IOMMU                       board (PCIe function)
//!  ┌──────────────────┐   ┌──────────────────┐   ┌─────────────────────────────────────────────┐
//!  │ DMA buffer       │<──│ IOVA -> host page│<──│ BAR2: DMA engine (HOST/DEV/LEN/CTRL/STATUS) │
//!  │ (anonymous mmap, │   │ (VFIO_IOMMU_     │   │        │ reads/writes host memory at IOVA     │
//!  │  pinned by VFIO) │   │  MAP_DMA)        │   │        v                                     │
//!  └──────────────────┘   └──────────────────┘   │  device DRAM (DRAM window, LiteDRAM etc.)    │
//!  ┌──────────────────┐      MMIO (volatile)     │        ^ AXI4 memory master                 │
//!  │ driver: Bar over │─────────────────────────>│ BAR0: accelerator registers (4 KiB,         │
//!  │ the BAR0 mapping │                          │       ID, CTRL, DOORBELL, INT_STATUS, ...)  │
//!  └──────────────────┘                          └─────────────────────────────────────────────┘
//! ```
//!
//! What is here, from the bottom up:
//! - [`Bdf`]: a PCI address `0000:03:00.0`, parsed and checked;
//! - [`abi`]: the `<linux/vfio.h>` ioctl numbers and structures, written out by hand;
//! - [`Bar`]: volatile 32-bit register access over a mapped region (a BAR, or a regular file in tests),
//!   with bounds and alignment checks;
//! - [`RegIo`], [`DmaEngine`], [`Staging`], [`DmaPath`]: the DMA engine's register sequence, generic over
//!   the register access so that it is tested against a fake engine;
//! - [`PcieOptions`] and (Linux only) `PcieDevice`, the [`Device`](super::Device).

use super::{check_window, DriverError};
use std::fmt;
#[cfg(unix)]
use std::path::Path;
use std::sync::atomic::{fence, Ordering};
use std::time::{Duration, Instant};

#[cfg(target_os = "linux")]
pub use linux::PcieDevice;

/// Where the board guide is; every open error points there.
const SEE: &str = "see docs/board.md";

// ---------------------------------------------------------------------------------------------------
// PCI address
// ---------------------------------------------------------------------------------------------------

/// A PCI address `domain:bus:device.function`, as `lspci -D` prints it (`0000:03:00.0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bdf {
    /// PCI domain (segment), 16 bits.
    pub domain: u16,
    /// Bus number.
    pub bus: u8,
    /// Device number, 0..=31.
    pub device: u8,
    /// Function number, 0..=7.
    pub function: u8,
}

impl Bdf {
    /// Parses `dddd:bb:dd.f` (hexadecimal, either case; exactly 4, 2, 2 and 1 digits) or the short form
    /// `bb:dd.f` (domain 0) that `lspci` prints without `-D`. Anything else is [`DriverError::Open`].
    pub fn parse(s: &str) -> Result<Bdf, DriverError> {
        let bad = |why: &str| {
            DriverError::Open(format!(
                "`{s}` is not a PCI address ({why}): expected domain:bus:device.function in hexadecimal, like \
                 0000:03:00.0 (`lspci -D` prints it); {SEE}"
            ))
        };
        let hex = |part: &str, digits: usize, what: &str| -> Result<u32, DriverError> {
            if part.len() != digits || !part.bytes().all(|b| b.is_ascii_hexdigit()) {
                return Err(bad(&format!("the {what} must be {digits} hex digit{}", if digits == 1 { "" } else { "s" })));
            }
            u32::from_str_radix(part, 16).map_err(|_| bad(&format!("bad {what}")))
        };
        let parts: Vec<&str> = s.split(':').collect();
        let (domain, bus, devfn) = match parts.as_slice() {
            [d, b, df] => (hex(d, 4, "domain")?, *b, *df),
            [b, df] => (0, *b, *df),
            _ => return Err(bad("wrong number of `:`")),
        };
        let bus = hex(bus, 2, "bus")?;
        let (dev, func) = devfn.split_once('.').ok_or_else(|| bad("no `.` before the function"))?;
        let device = hex(dev, 2, "device")?;
        let function = hex(func, 1, "function")?;
        if device > 0x1f {
            return Err(bad("the device number is at most 1f"));
        }
        if function > 7 {
            return Err(bad("the function number is at most 7"));
        }
        Ok(Bdf { domain: domain as u16, bus: bus as u8, device: device as u8, function: function as u8 })
    }
}

impl fmt::Display for Bdf {
    /// The canonical (sysfs) spelling: lower case, with the domain.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04x}:{:02x}:{:02x}.{:x}", self.domain, self.bus, self.device, self.function)
    }
}

// ---------------------------------------------------------------------------------------------------
// The VFIO ABI
// ---------------------------------------------------------------------------------------------------

/// The parts of `<linux/vfio.h>` this driver uses: ioctl numbers and `#[repr(C)]` structures with the
/// kernel's layout (sizes are checked by the unit tests).
pub mod abi {
    /// The ioctl type of VFIO, `';'`.
    pub const VFIO_TYPE: u32 = b';' as u32;
    /// The first VFIO ioctl number.
    pub const VFIO_BASE: u32 = 100;

    /// The direction bits of `_IOC_NONE` in an ioctl number: 0 on most architectures, `1 << 29` on
    /// PowerPC, MIPS and SPARC (3 direction bits, `_IOC_NONE = 1`).
    pub const IOC_NONE_BITS: u32 =
        if cfg!(any(target_arch = "powerpc", target_arch = "powerpc64", target_arch = "mips", target_arch = "mips64", target_arch = "sparc", target_arch = "sparc64")) {
            1 << 29
        } else {
            0
        };

    /// `_IO(ty, nr)`: an ioctl number without a size (VFIO passes `argsz` inside its structures).
    pub const fn io(ty: u32, nr: u32) -> u32 {
        IOC_NONE_BITS | (ty & 0xff) << 8 | (nr & 0xff)
    }

    /// `VFIO_GET_API_VERSION` (container): returns [`VFIO_API_VERSION`].
    pub const VFIO_GET_API_VERSION: u32 = io(VFIO_TYPE, VFIO_BASE);
    /// `VFIO_CHECK_EXTENSION` (container): 1 when the IOMMU model given as argument is supported.
    pub const VFIO_CHECK_EXTENSION: u32 = io(VFIO_TYPE, VFIO_BASE + 1);
    /// `VFIO_SET_IOMMU` (container): selects the IOMMU model.
    pub const VFIO_SET_IOMMU: u32 = io(VFIO_TYPE, VFIO_BASE + 2);
    /// `VFIO_GROUP_GET_STATUS` (group): fills a [`VfioGroupStatus`].
    pub const VFIO_GROUP_GET_STATUS: u32 = io(VFIO_TYPE, VFIO_BASE + 3);
    /// `VFIO_GROUP_SET_CONTAINER` (group): argument a pointer to the container fd.
    pub const VFIO_GROUP_SET_CONTAINER: u32 = io(VFIO_TYPE, VFIO_BASE + 4);
    /// `VFIO_GROUP_GET_DEVICE_FD` (group): argument the device name (`0000:03:00.0`), returns its fd.
    pub const VFIO_GROUP_GET_DEVICE_FD: u32 = io(VFIO_TYPE, VFIO_BASE + 6);
    /// `VFIO_DEVICE_GET_INFO` (device): fills a [`VfioDeviceInfo`].
    pub const VFIO_DEVICE_GET_INFO: u32 = io(VFIO_TYPE, VFIO_BASE + 7);
    /// `VFIO_DEVICE_GET_REGION_INFO` (device): fills a [`VfioRegionInfo`] for its `index`.
    pub const VFIO_DEVICE_GET_REGION_INFO: u32 = io(VFIO_TYPE, VFIO_BASE + 8);
    /// `VFIO_DEVICE_GET_IRQ_INFO` (device): fills a [`VfioIrqInfo`] for its `index` (for the MSI path).
    pub const VFIO_DEVICE_GET_IRQ_INFO: u32 = io(VFIO_TYPE, VFIO_BASE + 9);
    /// `VFIO_DEVICE_SET_IRQS` (device): connects interrupts to eventfds (for the MSI path).
    pub const VFIO_DEVICE_SET_IRQS: u32 = io(VFIO_TYPE, VFIO_BASE + 10);
    /// `VFIO_IOMMU_MAP_DMA` (container): maps host memory at an IOVA, [`VfioIommuType1DmaMap`].
    pub const VFIO_IOMMU_MAP_DMA: u32 = io(VFIO_TYPE, VFIO_BASE + 13);
    /// `VFIO_IOMMU_UNMAP_DMA` (container): removes a mapping, [`VfioIommuType1DmaUnmap`].
    pub const VFIO_IOMMU_UNMAP_DMA: u32 = io(VFIO_TYPE, VFIO_BASE + 14);

    /// The API version `VFIO_GET_API_VERSION` returns.
    pub const VFIO_API_VERSION: i32 = 0;
    /// The type1 IOMMU model (x86 VT-d / AMD-Vi, ARM SMMU).
    pub const VFIO_TYPE1_IOMMU: u32 = 1;
    /// The type1v2 IOMMU model (preferred when available).
    pub const VFIO_TYPE1V2_IOMMU: u32 = 3;

    /// `VfioGroupStatus::flags`: every device of the group is bound to a VFIO driver (or to none).
    pub const VFIO_GROUP_FLAGS_VIABLE: u32 = 1 << 0;
    /// `VfioGroupStatus::flags`: the group is already in a container.
    pub const VFIO_GROUP_FLAGS_CONTAINER_SET: u32 = 1 << 1;
    /// `VfioDeviceInfo::flags`: a PCI device.
    pub const VFIO_DEVICE_FLAGS_PCI: u32 = 1 << 1;
    /// `VfioRegionInfo::flags`: the region can be read.
    pub const VFIO_REGION_INFO_FLAG_READ: u32 = 1 << 0;
    /// `VfioRegionInfo::flags`: the region can be written.
    pub const VFIO_REGION_INFO_FLAG_WRITE: u32 = 1 << 1;
    /// `VfioRegionInfo::flags`: the region can be mmapped.
    pub const VFIO_REGION_INFO_FLAG_MMAP: u32 = 1 << 2;
    /// `VfioIommuType1DmaMap::flags`: the device may read the memory.
    pub const VFIO_DMA_MAP_FLAG_READ: u32 = 1 << 0;
    /// `VfioIommuType1DmaMap::flags`: the device may write the memory.
    pub const VFIO_DMA_MAP_FLAG_WRITE: u32 = 1 << 1;

    /// Region index of BAR0 (the accelerator's registers).
    pub const VFIO_PCI_BAR0_REGION_INDEX: u32 = 0;
    /// Region index of BAR2 (the DMA engine's registers).
    pub const VFIO_PCI_BAR2_REGION_INDEX: u32 = 2;
    /// Region index of the PCI configuration space.
    pub const VFIO_PCI_CONFIG_REGION_INDEX: u32 = 7;
    /// Interrupt index of MSI (for the MSI path).
    pub const VFIO_PCI_MSI_IRQ_INDEX: u32 = 1;

    /// PCI configuration space: offset of the 16-bit command register.
    pub const PCI_COMMAND: u64 = 0x04;
    /// Command register: memory space enable.
    pub const PCI_COMMAND_MEMORY: u16 = 1 << 1;
    /// Command register: bus master enable (the DMA engine may issue requests).
    pub const PCI_COMMAND_MASTER: u16 = 1 << 2;

    /// `struct vfio_group_status` (8 bytes).
    #[repr(C)]
    #[derive(Debug, Clone, Copy, Default)]
    pub struct VfioGroupStatus {
        /// Size of the structure.
        pub argsz: u32,
        /// `VFIO_GROUP_FLAGS_*`.
        pub flags: u32,
    }

    /// `struct vfio_device_info` (24 bytes; the kernel needs at least the first 16).
    #[repr(C)]
    #[derive(Debug, Clone, Copy, Default)]
    pub struct VfioDeviceInfo {
        /// Size of the structure.
        pub argsz: u32,
        /// `VFIO_DEVICE_FLAGS_*`.
        pub flags: u32,
        /// Number of regions (9 for a PCI device: 6 BARs, ROM, config, VGA).
        pub num_regions: u32,
        /// Number of interrupt indices.
        pub num_irqs: u32,
        /// Offset of the first capability (0: none).
        pub cap_offset: u32,
        /// Padding.
        pub pad: u32,
    }

    /// `struct vfio_region_info` (32 bytes).
    #[repr(C)]
    #[derive(Debug, Clone, Copy, Default)]
    pub struct VfioRegionInfo {
        /// Size of the structure.
        pub argsz: u32,
        /// `VFIO_REGION_INFO_FLAG_*`.
        pub flags: u32,
        /// Region index (in).
        pub index: u32,
        /// Offset of the first capability (0: none).
        pub cap_offset: u32,
        /// Region size in bytes (0: the region does not exist, e.g. an unimplemented BAR).
        pub size: u64,
        /// Offset of the region in the device fd (for `mmap`, `pread`, `pwrite`).
        pub offset: u64,
    }

    /// `struct vfio_irq_info` (16 bytes).
    #[repr(C)]
    #[derive(Debug, Clone, Copy, Default)]
    pub struct VfioIrqInfo {
        /// Size of the structure.
        pub argsz: u32,
        /// `VFIO_IRQ_INFO_*`.
        pub flags: u32,
        /// Interrupt index (in).
        pub index: u32,
        /// Number of vectors.
        pub count: u32,
    }

    /// `struct vfio_irq_set` without its flexible `data` array (20 bytes).
    #[repr(C)]
    #[derive(Debug, Clone, Copy, Default)]
    pub struct VfioIrqSet {
        /// Size of the structure plus the data.
        pub argsz: u32,
        /// `VFIO_IRQ_SET_DATA_*` | `VFIO_IRQ_SET_ACTION_*`.
        pub flags: u32,
        /// Interrupt index.
        pub index: u32,
        /// First vector.
        pub start: u32,
        /// Number of vectors.
        pub count: u32,
    }

    /// `struct vfio_iommu_type1_dma_map` (32 bytes).
    #[repr(C)]
    #[derive(Debug, Clone, Copy, Default)]
    pub struct VfioIommuType1DmaMap {
        /// Size of the structure.
        pub argsz: u32,
        /// `VFIO_DMA_MAP_FLAG_*`.
        pub flags: u32,
        /// Host virtual address of the memory.
        pub vaddr: u64,
        /// I/O virtual address the device uses.
        pub iova: u64,
        /// Bytes (a multiple of the page size).
        pub size: u64,
    }

    /// `struct vfio_iommu_type1_dma_unmap` (24 bytes).
    #[repr(C)]
    #[derive(Debug, Clone, Copy, Default)]
    pub struct VfioIommuType1DmaUnmap {
        /// Size of the structure.
        pub argsz: u32,
        /// Flags (0).
        pub flags: u32,
        /// I/O virtual address of the mapping.
        pub iova: u64,
        /// Bytes.
        pub size: u64,
    }
}

// ---------------------------------------------------------------------------------------------------
// Register access
// ---------------------------------------------------------------------------------------------------

/// 32-bit register access at byte offsets: a [`Bar`], or a fake device in tests.
pub trait RegIo {
    /// Reads the 32-bit register at byte offset `off`.
    fn read32(&mut self, off: u32) -> Result<u32, DriverError>;
    /// Writes the 32-bit register at byte offset `off`.
    fn write32(&mut self, off: u32, value: u32) -> Result<(), DriverError>;
}

/// A mapped register region (a PCI BAR through VFIO, or a regular file): volatile, little-endian 32-bit
/// accesses at 4-aligned byte offsets inside the region, unmapped on drop.
///
/// A file that another process truncates while it is mapped makes an access fault (`SIGBUS`), as with
/// any `mmap`; the driver only maps BARs and, in tests, its own files.
#[cfg(unix)]
pub struct Bar {
    /// The start of the mapping (page-aligned).
    map: *mut libc::c_void,
    /// Bytes mapped (from `map`).
    map_len: usize,
    /// Offset of the region's byte 0 from `map` (the mapping starts on a page boundary).
    delta: usize,
    /// Size of the region in bytes.
    len: usize,
    /// Name in messages (`BAR0 of 0000:03:00.0`, a file path).
    name: String,
}

// SAFETY: a `Bar` owns its mapping exclusively; moving it to another thread moves that ownership. The
// accesses are volatile loads and stores through a raw pointer that no other value aliases.
#[cfg(unix)]
unsafe impl Send for Bar {}

#[cfg(unix)]
impl fmt::Debug for Bar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Bar").field("name", &self.name).field("len", &self.len).finish()
    }
}

#[cfg(unix)]
fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if p > 0 {
        p as usize
    } else {
        4096
    }
}

#[cfg(unix)]
impl Bar {
    /// Maps `len` bytes of the file at `path` from byte `offset` (a multiple of 4), shared, readable and
    /// writable. A missing file, a file shorter than `offset + len`, `len == 0` or a misaligned offset is
    /// [`DriverError::Open`].
    pub fn from_file(path: &Path, offset: u64, len: usize) -> Result<Bar, DriverError> {
        let name = format!("`{}`", path.display());
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(path)
            .map_err(|e| DriverError::Open(format!("cannot open {name} read-write: {e}")))?;
        let size = file.metadata().map_err(|e| DriverError::Open(format!("cannot stat {name}: {e}")))?.len();
        match offset.checked_add(len as u64) {
            Some(end) if end <= size => {}
            _ => {
                return Err(DriverError::Open(format!(
                    "{name} is {size} bytes, too short for a register region of {len} bytes at offset {offset:#x}"
                )))
            }
        }
        use std::os::fd::AsRawFd;
        Bar::map_fd(file.as_raw_fd(), offset, len, name)
    }

    /// Maps `len` bytes of the open file descriptor `fd` from byte `offset` (a multiple of 4). The mapping
    /// stays valid after `fd` is closed.
    fn map_fd(fd: std::os::fd::RawFd, offset: u64, len: usize, name: String) -> Result<Bar, DriverError> {
        if len == 0 {
            return Err(DriverError::Open(format!("{name}: a register region of 0 bytes")));
        }
        if offset & 3 != 0 {
            return Err(DriverError::Open(format!("{name}: register region offset {offset:#x} is not a multiple of 4")));
        }
        let page = page_size() as u64;
        let aligned = offset - offset % page;
        let delta = (offset - aligned) as usize;
        let map_len = delta
            .checked_add(len)
            .ok_or_else(|| DriverError::Open(format!("{name}: region of {len} bytes is too large")))?;
        let file_off = libc::off_t::try_from(aligned)
            .map_err(|_| DriverError::Open(format!("{name}: offset {offset:#x} is beyond what mmap takes")))?;
        // SAFETY: a fresh mapping chosen by the kernel (addr NULL); it does not alias any Rust object.
        let map = unsafe {
            libc::mmap(std::ptr::null_mut(), map_len, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_SHARED, fd, file_off)
        };
        if map == libc::MAP_FAILED {
            let e = std::io::Error::last_os_error();
            return Err(DriverError::Open(format!("cannot mmap {len} bytes of {name} at offset {offset:#x}: {e}")));
        }
        Ok(Bar { map, map_len, delta, len, name })
    }

    /// Size of the region in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// `true` for an empty region (never: [`Bar::from_file`] refuses one).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The name in messages.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The address of the register at `off`, after the bounds and alignment checks.
    fn reg_ptr(&self, off: u32) -> Result<*mut u32, DriverError> {
        if off & 3 != 0 {
            return Err(DriverError::Access(format!(
                "misaligned 4-byte register access at offset {off:#x} of {} ({:#x} bytes): registers are at multiples of 4",
                self.name, self.len
            )));
        }
        if off as u64 + 4 > self.len as u64 {
            return Err(DriverError::Access(format!(
                "4-byte register access at offset {off:#x} is outside {} ({:#x} bytes)",
                self.name, self.len
            )));
        }
        // SAFETY: delta + off + 4 <= delta + len = map_len, so the pointer stays inside the mapping; the
        // mapping is page-aligned and delta and off are multiples of 4, so it is 4-aligned.
        Ok(unsafe { (self.map as *mut u8).add(self.delta + off as usize) } as *mut u32)
    }

    /// Reads the little-endian 32-bit register at `off` (a volatile load).
    pub fn read(&self, off: u32) -> Result<u32, DriverError> {
        let p = self.reg_ptr(off)?;
        // SAFETY: `p` is in bounds and aligned (reg_ptr); the mapping lives as long as `self`.
        Ok(u32::from_le(unsafe { std::ptr::read_volatile(p) }))
    }

    /// Writes the little-endian 32-bit register at `off` (a volatile store).
    pub fn write(&self, off: u32, value: u32) -> Result<(), DriverError> {
        let p = self.reg_ptr(off)?;
        // SAFETY: `p` is in bounds and aligned (reg_ptr); the mapping is writable and lives as long as `self`.
        unsafe { std::ptr::write_volatile(p, value.to_le()) };
        Ok(())
    }
}

#[cfg(unix)]
impl Drop for Bar {
    fn drop(&mut self) {
        // SAFETY: `map`/`map_len` are exactly what mmap returned; nothing uses them after this.
        unsafe { libc::munmap(self.map, self.map_len) };
    }
}

#[cfg(unix)]
impl RegIo for Bar {
    fn read32(&mut self, off: u32) -> Result<u32, DriverError> {
        self.read(off)
    }
    fn write32(&mut self, off: u32, value: u32) -> Result<(), DriverError> {
        self.write(off, value)
    }
}

// ---------------------------------------------------------------------------------------------------
// The DMA engine (BAR2)
// ---------------------------------------------------------------------------------------------------

/// The register interface of the host DMA engine in BAR2: the contract a board wrapper implements
/// (`docs/board.md`, "The DMA engine contract"). Offsets are bytes; every register is 32 bits.
///
/// ```text
///  0x00 ID          RO  0x53444D41 ("SDMA")          0x20 HOST_LO     RW  IOVA of the host buffer [31:0]
///  0x04 VERSION     RO  [15:8] major 1, [7:0] minor  0x24 HOST_HI     RW  IOVA [63:32]
///  0x08 MAX_LEN     RO  longest transfer, bytes      0x28 DEV_LO      RW  AXI address in device DRAM [31:0]
///  0x10 DRAM_BASE_LO RO AXI address of DRAM byte 0   0x2C DEV_HI      RW  AXI address [63:32]
///  0x14 DRAM_BASE_HI RO                              0x30 LEN         RW  bytes, 1..=MAX_LEN
///  0x18 DRAM_SIZE_LO RO DRAM window size, bytes      0x34 CTRL        WO  [0] START [1] DIR (1: D2H) [2] RESET
///  0x1C DRAM_SIZE_HI RO                              0x38 STATUS      RO  [0] BUSY [1] DONE [2] ERROR
///                                                    0x3C ERROR       RO  [0] HOST [1] DEVICE [2] REQUEST
/// ```
pub mod dma_regs {
    /// Magic, ASCII "SDMA".
    pub const ID: u32 = 0x00;
    /// `[15:8]` major (1), `[7:0]` minor.
    pub const VERSION: u32 = 0x04;
    /// Longest transfer in bytes (at least 4096).
    pub const MAX_LEN: u32 = 0x08;
    /// AXI address of device DRAM byte 0, bits 31:0 (what the driver writes to the accelerator's
    /// `DRAM_BASE_LO`).
    pub const DRAM_BASE_LO: u32 = 0x10;
    /// AXI address of device DRAM byte 0, bits 63:32.
    pub const DRAM_BASE_HI: u32 = 0x14;
    /// Size of device DRAM in bytes, bits 31:0.
    pub const DRAM_SIZE_LO: u32 = 0x18;
    /// Size of device DRAM in bytes, bits 63:32.
    pub const DRAM_SIZE_HI: u32 = 0x1C;
    /// Host side of the transfer: IOVA bits 31:0.
    pub const HOST_LO: u32 = 0x20;
    /// Host side of the transfer: IOVA bits 63:32.
    pub const HOST_HI: u32 = 0x24;
    /// Device side of the transfer: AXI address bits 31:0 (`DRAM_BASE` + DRAM offset).
    pub const DEV_LO: u32 = 0x28;
    /// Device side of the transfer: AXI address bits 63:32.
    pub const DEV_HI: u32 = 0x2C;
    /// Transfer length in bytes, 1..=`MAX_LEN`, any byte alignment of both addresses.
    pub const LEN: u32 = 0x30;
    /// Actions, see the `CTRL_*` bits.
    pub const CTRL: u32 = 0x34;
    /// State, see the `STATUS_*` bits.
    pub const STATUS: u32 = 0x38;
    /// Why the last transfer failed, see the `ERROR_*` bits (valid while `STATUS_ERROR`).
    pub const ERROR: u32 = 0x3C;
    /// Bytes of register space the driver needs.
    pub const SPAN: u32 = 0x40;

    /// `ID` value.
    pub const ID_MAGIC: u32 = 0x5344_4D41;
    /// The major version this driver speaks.
    pub const VERSION_MAJOR: u32 = 1;

    /// `CTRL`: start the transfer programmed in `HOST`, `DEV`, `LEN`; clears `DONE` and `ERROR` and sets
    /// `BUSY` in the same cycle.
    pub const CTRL_START: u32 = 1 << 0;
    /// `CTRL`, with `START`: direction device -> host (0: host -> device).
    pub const CTRL_DIR_D2H: u32 = 1 << 1;
    /// `CTRL`: abandon the transfer in flight (outstanding bus requests complete and are discarded) and
    /// return `STATUS` and `ERROR` to 0.
    pub const CTRL_RESET: u32 = 1 << 2;

    /// `STATUS`: a transfer is in flight.
    pub const STATUS_BUSY: u32 = 1 << 0;
    /// `STATUS`: the last transfer completed: every byte is in its destination (for host -> device, the
    /// last AXI write response has arrived; for device -> host, the last PCIe write is posted before the
    /// status read's completion, PCIe ordering makes it visible to the host first).
    pub const STATUS_DONE: u32 = 1 << 1;
    /// `STATUS`: the last transfer failed, see `ERROR`.
    pub const STATUS_ERROR: u32 = 1 << 2;

    /// `ERROR`: a host-side failure (PCIe completion error, unsupported request: an IOMMU fault).
    pub const ERROR_HOST: u32 = 1 << 0;
    /// `ERROR`: a device-side failure (AXI `SLVERR` / `DECERR` from the DRAM controller).
    pub const ERROR_DEVICE: u32 = 1 << 1;
    /// `ERROR`: the request itself was refused (`LEN` 0 or above `MAX_LEN`, DEV outside DRAM).
    pub const ERROR_REQUEST: u32 = 1 << 2;
}

/// Direction of a DMA transfer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dir {
    /// Host memory -> device DRAM (`write_mem`).
    H2d,
    /// Device DRAM -> host memory (`read_mem`).
    D2h,
}

/// Waits with a deadline: spins for the first polls (an MMIO read alone takes about a microsecond), then
/// sleeps a little between polls so a long wait does not hold a core.
struct Poller {
    start: Instant,
    timeout: Duration,
    polls: u32,
}

impl Poller {
    fn new(timeout: Duration) -> Poller {
        Poller { start: Instant::now(), timeout, polls: 0 }
    }
    /// Pauses before the next poll; `false` once the deadline has passed.
    fn pause(&mut self) -> bool {
        if self.start.elapsed() >= self.timeout {
            return false;
        }
        self.polls = self.polls.saturating_add(1);
        if self.polls < 256 {
            std::hint::spin_loop();
        } else {
            std::thread::sleep(Duration::from_micros(20));
        }
        true
    }
}

/// The host DMA engine of BAR2 ([`dma_regs`]), over any [`RegIo`]: programs one transfer at a time and
/// polls its completion with a timeout.
#[derive(Debug)]
pub struct DmaEngine<R: RegIo> {
    regs: R,
    max_len: u32,
    dram_base: u64,
    dram_size: u64,
    timeout: Duration,
}

impl<R: RegIo> DmaEngine<R> {
    /// Reads the engine's identification and DRAM window. A wrong `ID` or major version, `MAX_LEN` 0,
    /// or a window that wraps the address space is [`DriverError::Incompatible`]. `timeout` bounds each
    /// transfer.
    pub fn probe(mut regs: R, timeout: Duration) -> Result<Self, DriverError> {
        let id = regs.read32(dma_regs::ID)?;
        if id != dma_regs::ID_MAGIC {
            return Err(DriverError::Incompatible(format!(
                "the DMA engine's ID register (BAR2 offset 0) reads {id:#010x}, not {:#010x} (\"SDMA\"): the board wrapper \
                 does not implement the Systole DMA engine contract; {SEE}, \"The DMA engine contract\"",
                dma_regs::ID_MAGIC
            )));
        }
        let version = regs.read32(dma_regs::VERSION)?;
        if (version >> 8) & 0xff != dma_regs::VERSION_MAJOR {
            return Err(DriverError::Incompatible(format!(
                "DMA engine version {}.{}, this driver speaks major version {}",
                (version >> 8) & 0xff,
                version & 0xff,
                dma_regs::VERSION_MAJOR
            )));
        }
        let max_len = regs.read32(dma_regs::MAX_LEN)?;
        if max_len == 0 {
            return Err(DriverError::Incompatible("the DMA engine's MAX_LEN is 0: it cannot transfer anything".into()));
        }
        let lohi = |lo: u32, hi: u32| (hi as u64) << 32 | lo as u64;
        let dram_base = lohi(regs.read32(dma_regs::DRAM_BASE_LO)?, regs.read32(dma_regs::DRAM_BASE_HI)?);
        let dram_size = lohi(regs.read32(dma_regs::DRAM_SIZE_LO)?, regs.read32(dma_regs::DRAM_SIZE_HI)?);
        if dram_base.checked_add(dram_size).is_none() {
            return Err(DriverError::Incompatible(format!(
                "the DMA engine reports a DRAM window of {dram_size:#x} bytes at {dram_base:#x}, beyond the 64-bit address space"
            )));
        }
        Ok(DmaEngine { regs, max_len, dram_base, dram_size, timeout })
    }

    /// The AXI address of device DRAM byte 0 and the DRAM size in bytes.
    pub fn dram_window(&self) -> (u64, u64) {
        (self.dram_base, self.dram_size)
    }

    /// The longest single transfer in bytes.
    pub fn max_len(&self) -> u32 {
        self.max_len
    }

    /// The register access under the engine.
    pub fn regs(&mut self) -> &mut R {
        &mut self.regs
    }

    /// One transfer of `len` bytes (1..=`max_len`) between the host IOVA `iova` and DRAM offset `dev`:
    /// checks the window, programs `HOST`, `DEV`, `LEN`, writes `CTRL.START`, and polls `STATUS` until
    /// `DONE` ([`DriverError::Access`] on `ERROR`, [`DriverError::Timeout`] after the timeout, having
    /// reset the engine). Nothing is programmed when a check fails.
    pub fn transfer(&mut self, dir: Dir, iova: u64, dev: u64, len: u32) -> Result<(), DriverError> {
        let what = match dir {
            Dir::H2d => "DMA write (host -> device)",
            Dir::D2h => "DMA read (device -> host)",
        };
        if len == 0 || len > self.max_len {
            return Err(DriverError::Access(format!("{what} of {len} bytes: the engine moves 1 to {} bytes at a time", self.max_len)));
        }
        check_window(what, dev, len as usize, self.dram_size)?;
        if iova.checked_add(len as u64).is_none() {
            return Err(DriverError::Access(format!("{what} of {len} bytes at IOVA {iova:#x} wraps the address space")));
        }
        // in the window, so base + dev <= base + size, which probe checked does not overflow
        let bus = self.dram_base + dev;
        let status = self.regs.read32(dma_regs::STATUS)?;
        if status == u32::MAX {
            return Err(gone("the DMA engine's STATUS"));
        }
        if status & dma_regs::STATUS_BUSY != 0 {
            return Err(DriverError::Access(format!(
                "{what}: the DMA engine is still busy with an earlier transfer (STATUS {status:#x})"
            )));
        }
        self.regs.write32(dma_regs::HOST_LO, iova as u32)?;
        self.regs.write32(dma_regs::HOST_HI, (iova >> 32) as u32)?;
        self.regs.write32(dma_regs::DEV_LO, bus as u32)?;
        self.regs.write32(dma_regs::DEV_HI, (bus >> 32) as u32)?;
        self.regs.write32(dma_regs::LEN, len)?;
        // the payload stores into the host buffer happen before the doorbell-like START
        fence(Ordering::SeqCst);
        let ctrl = dma_regs::CTRL_START | if dir == Dir::D2h { dma_regs::CTRL_DIR_D2H } else { 0 };
        self.regs.write32(dma_regs::CTRL, ctrl)?;
        let mut poll = Poller::new(self.timeout);
        loop {
            let s = self.regs.read32(dma_regs::STATUS)?;
            if s == u32::MAX {
                return Err(gone("the DMA engine's STATUS"));
            }
            if s & dma_regs::STATUS_ERROR != 0 {
                let e = self.regs.read32(dma_regs::ERROR)?;
                let mut why = Vec::new();
                if e & dma_regs::ERROR_HOST != 0 {
                    why.push("host side: PCIe completion error or IOMMU fault");
                }
                if e & dma_regs::ERROR_DEVICE != 0 {
                    why.push("device side: AXI error from the DRAM controller");
                }
                if e & dma_regs::ERROR_REQUEST != 0 {
                    why.push("request refused by the engine");
                }
                if why.is_empty() {
                    why.push("no cause given");
                }
                self.regs.write32(dma_regs::CTRL, dma_regs::CTRL_RESET)?;
                return Err(DriverError::Access(format!(
                    "{what} of {len} bytes at DRAM offset {dev:#x} (IOVA {iova:#x}) failed: ERROR {e:#x} ({})",
                    why.join(", ")
                )));
            }
            if s & dma_regs::STATUS_DONE != 0 && s & dma_regs::STATUS_BUSY == 0 {
                // the device's stores into the host buffer are seen before the copy out of it
                fence(Ordering::SeqCst);
                return Ok(());
            }
            if !poll.pause() {
                self.regs.write32(dma_regs::CTRL, dma_regs::CTRL_RESET)?;
                return Err(DriverError::Timeout(format!(
                    "{what} of {len} bytes at DRAM offset {dev:#x} did not complete in {:?} (STATUS {s:#x}); the engine was reset",
                    self.timeout
                )));
            }
        }
    }
}

/// The error of a register that reads all ones: the function no longer answers.
fn gone(what: &str) -> DriverError {
    DriverError::Access(format!(
        "{what} reads 0xffffffff: the board no longer answers (PCIe link down, or the FPGA was reprogrammed); \
         reload the bitstream, rescan the bus and reopen; {SEE}, \"Troubleshooting\""
    ))
}

/// The host side of DMA: a buffer the device reaches at a fixed IOVA, used as a bounce buffer.
pub trait Staging {
    /// The IOVA of byte 0.
    fn iova(&self) -> u64;
    /// Bytes available.
    fn capacity(&self) -> usize;
    /// Copies `data` (at most `capacity` bytes) to the start of the buffer.
    fn fill(&mut self, data: &[u8]) -> Result<(), DriverError>;
    /// Copies the first `out.len()` bytes (at most `capacity`) of the buffer to `out`.
    fn drain(&self, out: &mut [u8]) -> Result<(), DriverError>;
}

/// Host <-> device DRAM copies of any size: the window checked first, then chunks of at most
/// min(staging capacity, engine `MAX_LEN`) bytes through the staging buffer.
#[derive(Debug)]
pub struct DmaPath<R: RegIo, S: Staging> {
    engine: DmaEngine<R>,
    staging: S,
}

impl<R: RegIo, S: Staging> DmaPath<R, S> {
    /// An engine and its staging buffer (of at least one byte).
    pub fn new(engine: DmaEngine<R>, staging: S) -> Result<Self, DriverError> {
        if staging.capacity() == 0 {
            return Err(DriverError::Open("a DMA staging buffer of 0 bytes".into()));
        }
        Ok(DmaPath { engine, staging })
    }

    /// The engine.
    pub fn engine(&mut self) -> &mut DmaEngine<R> {
        &mut self.engine
    }

    /// The engine, read-only.
    pub fn engine_ref(&self) -> &DmaEngine<R> {
        &self.engine
    }

    /// The staging buffer.
    pub fn staging(&self) -> &S {
        &self.staging
    }

    /// Bytes per transfer.
    pub fn chunk(&self) -> usize {
        self.staging.capacity().min(self.engine.max_len as usize).max(1)
    }

    /// `data` to DRAM offset `dev`. Out of the window: [`DriverError::Access`], nothing written.
    pub fn write_mem(&mut self, dev: u64, data: &[u8]) -> Result<(), DriverError> {
        check_window("DMA write", dev, data.len(), self.engine.dram_size)?;
        let chunk = self.chunk();
        for (i, c) in data.chunks(chunk).enumerate() {
            self.staging.fill(c)?;
            self.engine.transfer(Dir::H2d, self.staging.iova(), dev + (i * chunk) as u64, c.len() as u32)?;
        }
        Ok(())
    }

    /// `out.len()` bytes from DRAM offset `dev`. Out of the window: [`DriverError::Access`].
    pub fn read_mem(&mut self, dev: u64, out: &mut [u8]) -> Result<(), DriverError> {
        check_window("DMA read", dev, out.len(), self.engine.dram_size)?;
        let chunk = self.chunk();
        for (i, c) in out.chunks_mut(chunk).enumerate() {
            self.engine.transfer(Dir::D2h, self.staging.iova(), dev + (i * chunk) as u64, c.len() as u32)?;
            self.staging.drain(c)?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------------
// Options and the interrupt wait
// ---------------------------------------------------------------------------------------------------

/// How to open a board.
#[derive(Debug, Clone, PartialEq)]
pub struct PcieOptions {
    /// The accelerator's clock in MHz, as synthesized into the bitstream (the registers do not report it):
    /// what `wait_irq` turns cycles into wall time with.
    pub clock_mhz: f64,
    /// Bytes of the pinned DMA staging buffer (rounded up to the page size; counts against the
    /// locked-memory limit, `ulimit -l`).
    pub dma_buffer_bytes: usize,
    /// The IOVA the staging buffer is mapped at (a multiple of 4096, reachable by the DMA engine: below
    /// 4 GiB for a 32-bit engine, and clear of the platform's reserved ranges such as x86's MSI window
    /// at 0xfee00000).
    pub iova: u64,
    /// Longest wait for one DMA transfer.
    pub dma_timeout: Duration,
    /// Where the PCI devices are in sysfs (`/sys/bus/pci`; another root in tests).
    pub sysfs_pci: std::path::PathBuf,
    /// Where the VFIO device nodes are (`/dev/vfio`; another root in tests).
    pub dev_vfio: std::path::PathBuf,
}

impl Default for PcieOptions {
    fn default() -> Self {
        PcieOptions {
            clock_mhz: 100.0,
            dma_buffer_bytes: 4 << 20,
            iova: 0x1000_0000,
            dma_timeout: Duration::from_secs(2),
            sysfs_pci: "/sys/bus/pci".into(),
            dev_vfio: "/dev/vfio".into(),
        }
    }
}

impl PcieOptions {
    /// Checks the values: a finite positive clock, a buffer of 1 byte to 1 GiB, a page-aligned IOVA with
    /// the buffer below 2^64, a non-zero DMA timeout.
    pub fn validate(&self) -> Result<(), DriverError> {
        let bad = |m: String| Err(DriverError::Open(format!("bad PCIe device options: {m}")));
        if !(self.clock_mhz.is_finite() && self.clock_mhz > 0.0) {
            return bad(format!("clock {} MHz must be a finite number > 0", self.clock_mhz));
        }
        if self.dma_buffer_bytes == 0 || self.dma_buffer_bytes > 1 << 30 {
            return bad(format!("a DMA buffer of {} bytes (1 byte to 1 GiB)", self.dma_buffer_bytes));
        }
        if self.iova & 0xfff != 0 || self.iova.checked_add(self.dma_buffer_bytes as u64 + 4096).is_none() {
            return bad(format!("IOVA {:#x} must be a multiple of 4096 with the buffer below 2^64", self.iova));
        }
        if self.dma_timeout.is_zero() {
            return bad("a DMA timeout of 0".into());
        }
        Ok(())
    }
}

/// Wall time of `max_cycles` cycles at `clock_mhz`, plus `slack` (saturating: a huge count waits
/// "forever", never panics).
pub fn cycles_to_duration(max_cycles: u64, clock_mhz: f64, slack: Duration) -> Duration {
    let secs = max_cycles as f64 / (clock_mhz * 1e6);
    Duration::try_from_secs_f64(secs).unwrap_or(Duration::MAX).saturating_add(slack)
}

/// Slack added to `wait_irq`'s deadline: scheduling and the PCIe read latency of the last poll.
pub const WAIT_SLACK: Duration = Duration::from_millis(2);

/// Polls `INT_STATUS & INT_MASK` (from `off::INT_STATUS` / `off::INT_MASK` of `regs`) until non-zero or
/// until `timeout` ([`DriverError::Timeout`], naming `what` was waited for). The bits are left set (the
/// caller reads and clears them).
pub fn poll_irq<R: RegIo>(regs: &mut R, timeout: Duration, what: &str) -> Result<(), DriverError> {
    use systole_isa::regs::off;
    let mask = regs.read32(off::INT_MASK)?;
    let mut poll = Poller::new(timeout);
    loop {
        let st = regs.read32(off::INT_STATUS)?;
        if st == u32::MAX {
            return Err(gone("INT_STATUS"));
        }
        if st & mask != 0 {
            return Ok(());
        }
        if !poll.pause() {
            let status = regs.read32(off::STATUS)?;
            let pc = regs.read32(off::PC)?;
            return Err(DriverError::Timeout(format!(
                "no interrupt within {what}: INT_STATUS {st:#x}, INT_MASK {mask:#x}{}, STATUS {status:#x}, PC {pc}",
                if mask == 0 { " (all masked: nothing can raise it)" } else { "" }
            )));
        }
    }
}

// ---------------------------------------------------------------------------------------------------
// The device (Linux)
// ---------------------------------------------------------------------------------------------------

#[cfg(target_os = "linux")]
mod linux {
    use super::abi::*;
    use super::{Bar, Bdf, DmaEngine, DmaPath, PcieOptions, Staging, SEE};
    use crate::driver::{Device, DriverError, LinkStats};
    use std::fs::OpenOptions;
    use std::io;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
    use std::path::{Path, PathBuf};
    use std::sync::Arc;
    use std::time::Instant;
    use systole_isa::regs::{off, ID_MAGIC};

    /// An ioctl with an integer argument; the non-negative result, or the OS error.
    fn ioctl_int(fd: RawFd, req: u32, arg: libc::c_ulong) -> io::Result<libc::c_int> {
        // SAFETY: the VFIO requests used with this helper take an integer (or nothing).
        let r = unsafe { libc::ioctl(fd, req as libc::Ioctl, arg) };
        if r < 0 {
            Err(io::Error::last_os_error())
        } else {
            Ok(r)
        }
    }

    /// An ioctl with a pointer argument.
    fn ioctl_ptr<T>(fd: RawFd, req: u32, arg: *mut T) -> io::Result<libc::c_int> {
        // SAFETY: callers pass a pointer to a live value of the structure the request expects, with its
        // `argsz` set; the kernel reads and writes at most `argsz` bytes of it.
        let r = unsafe { libc::ioctl(fd, req as libc::Ioctl, arg) };
        if r < 0 {
            Err(io::Error::last_os_error())
        } else {
            Ok(r)
        }
    }

    fn open_err(m: String) -> DriverError {
        DriverError::Open(format!("{m}; {SEE}"))
    }

    fn argsz<T>() -> u32 {
        std::mem::size_of::<T>() as u32
    }

    /// The pinned host buffer, mapped through the IOMMU at a fixed IOVA; unmapped (IOMMU, then memory)
    /// on drop.
    struct IommuBuffer {
        container: Arc<OwnedFd>,
        ptr: *mut libc::c_void,
        len: usize,
        iova: u64,
        iommu_mapped: bool,
    }

    // SAFETY: the buffer is owned exclusively (anonymous private memory, no alias outside this value).
    unsafe impl Send for IommuBuffer {}

    impl IommuBuffer {
        fn new(container: Arc<OwnedFd>, bytes: usize, iova: u64) -> Result<IommuBuffer, DriverError> {
            let page = super::page_size();
            let len = bytes.div_ceil(page) * page;
            // SAFETY: a fresh anonymous mapping chosen by the kernel.
            let ptr = unsafe {
                libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_PRIVATE | libc::MAP_ANONYMOUS, -1, 0)
            };
            if ptr == libc::MAP_FAILED {
                let e = io::Error::last_os_error();
                return Err(open_err(format!("cannot allocate the {len}-byte DMA buffer: {e}")));
            }
            let mut buf = IommuBuffer { container, ptr, len, iova, iommu_mapped: false };
            let mut map = VfioIommuType1DmaMap {
                argsz: argsz::<VfioIommuType1DmaMap>(),
                flags: VFIO_DMA_MAP_FLAG_READ | VFIO_DMA_MAP_FLAG_WRITE,
                vaddr: ptr as u64,
                iova,
                size: len as u64,
            };
            match ioctl_ptr(buf.container.as_raw_fd(), VFIO_IOMMU_MAP_DMA, &mut map) {
                Ok(_) => buf.iommu_mapped = true,
                Err(e) => {
                    let hint = match e.raw_os_error() {
                        Some(libc::ENOMEM) | Some(libc::EPERM) => format!(
                            "VFIO pins the buffer: raise the locked-memory limit above {} KiB (`ulimit -l`, or `memlock` in \
                             /etc/security/limits.conf), or use a smaller DMA buffer",
                            len / 1024
                        ),
                        Some(libc::EEXIST) | Some(libc::EINVAL) => format!(
                            "the IOVA range {iova:#x}..{:#x} is taken or reserved on this platform: choose another IOVA",
                            iova + len as u64
                        ),
                        _ => "check `dmesg` for an IOMMU message".into(),
                    };
                    return Err(open_err(format!("VFIO_IOMMU_MAP_DMA of {len} bytes at IOVA {iova:#x} failed: {e}: {hint}")));
                }
            }
            Ok(buf)
        }
    }

    impl Drop for IommuBuffer {
        fn drop(&mut self) {
            if self.iommu_mapped {
                let mut unmap = VfioIommuType1DmaUnmap {
                    argsz: argsz::<VfioIommuType1DmaUnmap>(),
                    flags: 0,
                    iova: self.iova,
                    size: self.len as u64,
                };
                // nothing to do on failure: closing the container removes the mapping too
                let _ = ioctl_ptr(self.container.as_raw_fd(), VFIO_IOMMU_UNMAP_DMA, &mut unmap);
            }
            // SAFETY: ptr/len are what mmap returned; the IOMMU no longer maps them.
            unsafe { libc::munmap(self.ptr, self.len) };
        }
    }

    impl Staging for IommuBuffer {
        fn iova(&self) -> u64 {
            self.iova
        }
        fn capacity(&self) -> usize {
            self.len
        }
        fn fill(&mut self, data: &[u8]) -> Result<(), DriverError> {
            if data.len() > self.len {
                return Err(DriverError::Access(format!("{} bytes do not fit the {}-byte DMA buffer", data.len(), self.len)));
            }
            // SAFETY: data.len() <= len bytes of our own mapping; no overlap with `data` (a Rust slice
            // cannot point into this private mapping: it is never handed out).
            unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), self.ptr as *mut u8, data.len()) };
            Ok(())
        }
        fn drain(&self, out: &mut [u8]) -> Result<(), DriverError> {
            if out.len() > self.len {
                return Err(DriverError::Access(format!("{} bytes are more than the {}-byte DMA buffer", out.len(), self.len)));
            }
            // SAFETY: as in fill, the other way.
            unsafe { std::ptr::copy_nonoverlapping(self.ptr as *const u8, out.as_mut_ptr(), out.len()) };
            Ok(())
        }
    }

    /// A Systole board on Linux through VFIO: BAR0 registers, the BAR2 DMA engine, a pinned DMA buffer.
    /// Opened with [`PcieDevice::open`]; everything is released on drop.
    pub struct PcieDevice {
        // fields drop in this order: mappings first, then the device, group and container fds
        dma: DmaPath<Bar, IommuBuffer>,
        bar0: Bar,
        _device: OwnedFd,
        _group: OwnedFd,
        _container: Arc<OwnedFd>,
        bdf: Bdf,
        group: u32,
        opened: Instant,
        clock_mhz: f64,
        stats: LinkStats,
    }

    impl std::fmt::Debug for PcieDevice {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.debug_struct("PcieDevice").field("bdf", &self.bdf).field("group", &self.group).finish()
        }
    }

    /// The last path component of a symlink's target (`.../iommu_groups/7` -> `7`).
    fn link_name(p: &Path) -> io::Result<String> {
        let t = std::fs::read_link(p)?;
        Ok(t.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default())
    }

    /// The devices of an IOMMU group with their drivers, for messages (`0000:03:00.0 (vfio-pci)`).
    fn group_members(dev_dir: &Path) -> String {
        let Ok(rd) = std::fs::read_dir(dev_dir.join("iommu_group").join("devices")) else {
            return "(cannot list the group)".into();
        };
        let mut v: Vec<String> = rd
            .flatten()
            .map(|e| {
                let drv = link_name(&e.path().join("driver")).unwrap_or_else(|_| "no driver".into());
                format!("{} ({drv})", e.file_name().to_string_lossy())
            })
            .collect();
        v.sort();
        v.join(", ")
    }

    fn open_rw(path: &Path) -> io::Result<OwnedFd> {
        Ok(OpenOptions::new().read(true).write(true).open(path)?.into())
    }

    fn region_info(device: RawFd, index: u32, bdf: Bdf) -> Result<VfioRegionInfo, DriverError> {
        let mut ri = VfioRegionInfo { argsz: argsz::<VfioRegionInfo>(), index, ..Default::default() };
        ioctl_ptr(device, VFIO_DEVICE_GET_REGION_INFO, &mut ri)
            .map_err(|e| open_err(format!("VFIO_DEVICE_GET_REGION_INFO of region {index} of {bdf} failed: {e}")))?;
        Ok(ri)
    }

    /// Maps a BAR region of at least `need` bytes (mapping at most 4 KiB of it).
    fn map_bar(device: RawFd, index: u32, need: u64, bdf: Bdf, role: &str) -> Result<Bar, DriverError> {
        let ri = region_info(device, index, bdf)?;
        if ri.size < need {
            return Err(open_err(format!(
                "BAR{index} of {bdf} is {} bytes; the {role} needs {need}: the bitstream's PCIe bridge does not expose \
                 the Systole BAR layout (BAR0 accelerator registers, BAR2 DMA engine)",
                ri.size
            )));
        }
        let rw = VFIO_REGION_INFO_FLAG_READ | VFIO_REGION_INFO_FLAG_WRITE | VFIO_REGION_INFO_FLAG_MMAP;
        if ri.flags & rw != rw {
            return Err(open_err(format!(
                "BAR{index} of {bdf} cannot be mapped read-write (VFIO region flags {:#x}): it must be a memory BAR \
                 (not I/O space), at least one page or page-aligned",
                ri.flags
            )));
        }
        let len = ri.size.min(4096) as usize;
        Bar::map_fd(device, ri.offset, len, format!("BAR{index} ({role}) of {bdf}"))
            .map_err(|e| open_err(e.to_string()))
    }

    /// Sets memory-space and bus-master enable in the command register (vfio-pci leaves bus mastering
    /// off; the DMA engine needs it).
    fn enable_bus_master(device: RawFd, bdf: Bdf) -> Result<(), DriverError> {
        let cfg = region_info(device, VFIO_PCI_CONFIG_REGION_INDEX, bdf)?;
        let at = cfg.offset.saturating_add(PCI_COMMAND) as libc::off_t;
        let mut cmd = [0u8; 2];
        // SAFETY: reads 2 bytes into a 2-byte buffer.
        let r = unsafe { libc::pread(device, cmd.as_mut_ptr() as *mut libc::c_void, 2, at) };
        if r != 2 {
            let e = io::Error::last_os_error();
            return Err(open_err(format!("cannot read the PCI command register of {bdf}: {e}")));
        }
        let v = u16::from_le_bytes(cmd) | PCI_COMMAND_MEMORY | PCI_COMMAND_MASTER;
        let b = v.to_le_bytes();
        // SAFETY: writes 2 bytes from a 2-byte buffer.
        let r = unsafe { libc::pwrite(device, b.as_ptr() as *const libc::c_void, 2, at) };
        if r != 2 {
            let e = io::Error::last_os_error();
            return Err(open_err(format!("cannot enable bus mastering on {bdf}: {e}")));
        }
        Ok(())
    }

    impl PcieDevice {
        /// Opens the board at PCI address `bdf` (`0000:03:00.0`): checks the sysfs entry, the IOMMU group
        /// and the `vfio-pci` binding, sets up the VFIO container (type1 IOMMU), maps BAR0 and checks the
        /// `ID` register, enables bus mastering, probes the BAR2 DMA engine, and maps the DMA buffer
        /// through the IOMMU. Every failure is [`DriverError::Open`] saying what is missing and what to do
        /// (`docs/board.md`), except a function that answers but is not a Systole accelerator or DMA
        /// engine: [`DriverError::Incompatible`].
        pub fn open(bdf: &str, opts: &PcieOptions) -> Result<PcieDevice, DriverError> {
            opts.validate()?;
            let bdf = Bdf::parse(bdf)?;
            let dev_dir: PathBuf = opts.sysfs_pci.join("devices").join(bdf.to_string());
            if !dev_dir.exists() {
                return Err(open_err(format!(
                    "`{}` does not exist: is the board plugged in and the bitstream loaded? (`lspci -nn -D` lists the \
                     PCI functions; after loading a bitstream, rescan with `echo 1 > /sys/bus/pci/rescan`)",
                    dev_dir.display()
                )));
            }
            let group_link = dev_dir.join("iommu_group");
            let group_name = link_name(&group_link).map_err(|_| {
                open_err(format!(
                    "{bdf} has no IOMMU group (`{}` is missing): enable the IOMMU in the firmware (VT-d / AMD-Vi) and on \
                     the kernel command line (`intel_iommu=on iommu=pt` or `amd_iommu=on iommu=pt`), then reboot",
                    group_link.display()
                ))
            })?;
            let group: u32 = group_name.parse().map_err(|_| {
                open_err(format!("{bdf}: IOMMU group `{group_name}` is not a number (no-IOMMU mode is not supported)"))
            })?;
            let driver = link_name(&dev_dir.join("driver")).ok();
            match driver.as_deref() {
                Some("vfio-pci") => {}
                Some(other) => {
                    return Err(open_err(format!(
                        "{bdf} is bound to `{other}`, not to vfio-pci: run `echo {bdf} > /sys/bus/pci/drivers/{other}/unbind`, \
                         `echo vfio-pci > /sys/bus/pci/devices/{bdf}/driver_override`, `echo {bdf} > /sys/bus/pci/drivers_probe` \
                         (as root, after `modprobe vfio-pci`)"
                    )))
                }
                None => {
                    return Err(open_err(format!(
                        "{bdf} is not bound to vfio-pci (no driver): run `modprobe vfio-pci`, \
                         `echo vfio-pci > /sys/bus/pci/devices/{bdf}/driver_override`, `echo {bdf} > /sys/bus/pci/drivers_probe` (as root)"
                    )))
                }
            }

            // the container
            let vfio_path = opts.dev_vfio.join("vfio");
            let container = open_rw(&vfio_path).map_err(|e| {
                open_err(match e.kind() {
                    io::ErrorKind::NotFound => format!(
                        "`{}` does not exist: load VFIO with `modprobe vfio-pci` (and enable the IOMMU)",
                        vfio_path.display()
                    ),
                    io::ErrorKind::PermissionDenied => {
                        format!("no permission to open `{}` (it is normally mode 0666): {e}", vfio_path.display())
                    }
                    _ => format!("cannot open `{}`: {e}", vfio_path.display()),
                })
            })?;
            let container = Arc::new(container);
            let cfd = container.as_raw_fd();
            let api = ioctl_int(cfd, VFIO_GET_API_VERSION, 0)
                .map_err(|e| open_err(format!("VFIO_GET_API_VERSION failed: {e}")))?;
            if api != VFIO_API_VERSION {
                return Err(open_err(format!("the kernel's VFIO API version is {api}, this driver speaks {VFIO_API_VERSION}")));
            }
            let has = |ext: u32| ioctl_int(cfd, VFIO_CHECK_EXTENSION, ext as libc::c_ulong).map(|r| r > 0).unwrap_or(false);
            let iommu_type = if has(VFIO_TYPE1V2_IOMMU) {
                VFIO_TYPE1V2_IOMMU
            } else if has(VFIO_TYPE1_IOMMU) {
                VFIO_TYPE1_IOMMU
            } else {
                return Err(open_err(
                    "the kernel's VFIO has no type1 IOMMU support: load `vfio_iommu_type1` (`modprobe vfio_iommu_type1`) \
                     and enable the IOMMU"
                        .into(),
                ));
            };

            // the group
            let group_path = opts.dev_vfio.join(group.to_string());
            let group_fd = open_rw(&group_path).map_err(|e| {
                open_err(match e.kind() {
                    io::ErrorKind::NotFound => format!("`{}` does not exist: is {bdf} bound to vfio-pci?", group_path.display()),
                    io::ErrorKind::PermissionDenied => format!(
                        "no permission to open `{}`: run `sudo chown $USER {}` (or add a udev rule)",
                        group_path.display(),
                        group_path.display()
                    ),
                    _ if e.raw_os_error() == Some(libc::EBUSY) => format!(
                        "`{}` is busy: another process (another systole, a VM, a DPDK application) has the board open",
                        group_path.display()
                    ),
                    _ => format!("cannot open `{}`: {e}", group_path.display()),
                })
            })?;
            let gfd = group_fd.as_raw_fd();
            let mut gs = VfioGroupStatus { argsz: argsz::<VfioGroupStatus>(), flags: 0 };
            ioctl_ptr(gfd, VFIO_GROUP_GET_STATUS, &mut gs).map_err(|e| open_err(format!("VFIO_GROUP_GET_STATUS failed: {e}")))?;
            if gs.flags & VFIO_GROUP_FLAGS_VIABLE == 0 {
                return Err(open_err(format!(
                    "IOMMU group {group} is not viable: every device in it must be bound to vfio-pci (or to no driver); \
                     the group holds {}. Bind the others to vfio-pci too, or move the board to a slot with its own group",
                    group_members(&dev_dir)
                )));
            }
            let mut c = cfd;
            ioctl_ptr(gfd, VFIO_GROUP_SET_CONTAINER, &mut c)
                .map_err(|e| open_err(format!("VFIO_GROUP_SET_CONTAINER for group {group} failed: {e}")))?;
            ioctl_int(cfd, VFIO_SET_IOMMU, iommu_type as libc::c_ulong)
                .map_err(|e| open_err(format!("VFIO_SET_IOMMU (type {iommu_type}) failed: {e}")))?;

            // the device
            let name = std::ffi::CString::new(bdf.to_string()).map_err(|_| open_err("bad device name".into()))?;
            let dfd = ioctl_ptr(gfd, VFIO_GROUP_GET_DEVICE_FD, name.as_ptr() as *mut libc::c_char)
                .map_err(|e| open_err(format!("VFIO_GROUP_GET_DEVICE_FD for {bdf} failed: {e}")))?;
            // SAFETY: the ioctl returned a new file descriptor that nothing else owns.
            let device = unsafe { OwnedFd::from_raw_fd(dfd) };
            let mut info = VfioDeviceInfo { argsz: argsz::<VfioDeviceInfo>(), ..Default::default() };
            ioctl_ptr(dfd, VFIO_DEVICE_GET_INFO, &mut info).map_err(|e| open_err(format!("VFIO_DEVICE_GET_INFO failed: {e}")))?;
            if info.flags & VFIO_DEVICE_FLAGS_PCI == 0 || info.num_regions <= VFIO_PCI_CONFIG_REGION_INDEX {
                return Err(open_err(format!("{bdf} is not a VFIO PCI device (flags {:#x}, {} regions)", info.flags, info.num_regions)));
            }

            let bar0 = map_bar(dfd, VFIO_PCI_BAR0_REGION_INDEX, 4096, bdf, "accelerator registers")?;
            let id = bar0.read(off::ID)?;
            if id == u32::MAX {
                return Err(open_err(format!(
                    "{bdf} does not answer (ID reads 0xffffffff): the bitstream is not loaded or the link is down; reload it, then \
                     `echo 1 > /sys/bus/pci/devices/{bdf}/remove; echo 1 > /sys/bus/pci/rescan`"
                )));
            }
            if id != ID_MAGIC {
                return Err(DriverError::Incompatible(format!(
                    "BAR0 of {bdf}: ID reads {id:#010x}, not {ID_MAGIC:#010x} (\"SYST\"): this PCI function is not a Systole \
                     accelerator (wrong --device?); {SEE}"
                )));
            }
            enable_bus_master(dfd, bdf)?;
            let bar2 = map_bar(dfd, VFIO_PCI_BAR2_REGION_INDEX, super::dma_regs::SPAN as u64, bdf, "DMA engine")?;
            let engine = DmaEngine::probe(bar2, opts.dma_timeout)?;
            let buf = IommuBuffer::new(container.clone(), opts.dma_buffer_bytes, opts.iova)?;
            let dma = DmaPath::new(engine, buf)?;
            Ok(PcieDevice {
                dma,
                bar0,
                _device: device,
                _group: group_fd,
                _container: container,
                bdf,
                group,
                opened: Instant::now(),
                clock_mhz: opts.clock_mhz,
                stats: LinkStats::default(),
            })
        }

        /// The PCI address.
        pub fn bdf(&self) -> Bdf {
            self.bdf
        }
    }

    impl Device for PcieDevice {
        fn describe(&self) -> String {
            let (base, size) = self.dma.engine_ref().dram_window();
            format!(
                "vfio {} (IOMMU group {}, {} MHz, DRAM {} MiB at {base:#x}, DMA {} KiB per transfer)",
                self.bdf,
                self.group,
                self.clock_mhz,
                size >> 20,
                self.dma.chunk() / 1024
            )
        }
        fn mmio_read(&mut self, off: u32) -> Result<u32, DriverError> {
            let v = self.bar0.read(off)?;
            self.stats.mmio_reads += 1;
            Ok(v)
        }
        fn mmio_write(&mut self, off: u32, value: u32) -> Result<(), DriverError> {
            self.bar0.write(off, value)?;
            self.stats.mmio_writes += 1;
            Ok(())
        }
        fn write_mem(&mut self, dev: u64, data: &[u8]) -> Result<(), DriverError> {
            self.dma.write_mem(dev, data)?;
            self.stats.h2d_bytes += data.len() as u64;
            self.stats.h2d_transfers += 1;
            Ok(())
        }
        fn read_mem(&mut self, dev: u64, out: &mut [u8]) -> Result<(), DriverError> {
            self.dma.read_mem(dev, out)?;
            self.stats.d2h_bytes += out.len() as u64;
            self.stats.d2h_transfers += 1;
            Ok(())
        }
        fn wait_irq(&mut self, max_cycles: u64) -> Result<(), DriverError> {
            let timeout = super::cycles_to_duration(max_cycles, self.clock_mhz, super::WAIT_SLACK);
            let what = format!("{max_cycles} cycles ({timeout:?} at {} MHz)", self.clock_mhz);
            let mut counted = Counted { bar: &self.bar0, reads: 0 };
            let r = super::poll_irq(&mut counted, timeout, &what);
            self.stats.mmio_reads += counted.reads;
            r
        }
        fn dram_window(&self) -> (u64, u64) {
            self.dma.engine_ref().dram_window()
        }
        fn now_ns(&self) -> f64 {
            self.opened.elapsed().as_nanos() as f64
        }
        fn clock_mhz(&self) -> f64 {
            self.clock_mhz
        }
        fn link_stats(&self) -> LinkStats {
            self.stats
        }
    }

    /// BAR0 reads that count themselves (for the link counters of `wait_irq`).
    struct Counted<'a> {
        bar: &'a Bar,
        reads: u64,
    }

    impl super::RegIo for Counted<'_> {
        fn read32(&mut self, off: u32) -> Result<u32, DriverError> {
            self.reads += 1;
            self.bar.read(off)
        }
        fn write32(&mut self, off: u32, value: u32) -> Result<(), DriverError> {
            self.bar.write(off, value)
        }
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::cell::RefCell;
    use std::path::PathBuf;
    use std::rc::Rc;
    use std::sync::atomic::AtomicU32;

    /// A unique path in the temp directory, removed (file or directory tree) on drop.
    struct Temp(PathBuf);

    impl Temp {
        fn new(tag: &str) -> Temp {
            static N: AtomicU32 = AtomicU32::new(0);
            let n = N.fetch_add(1, Ordering::Relaxed);
            Temp(std::env::temp_dir().join(format!("systole-vfio-{}-{n}-{tag}", std::process::id())))
        }
        fn file(tag: &str, bytes: usize) -> Temp {
            let t = Temp::new(tag);
            std::fs::write(&t.0, vec![0u8; bytes]).unwrap();
            t
        }
    }

    impl Drop for Temp {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
            let _ = std::fs::remove_file(&self.0);
        }
    }

    fn le_at(bytes: &[u8], off: usize) -> u32 {
        u32::from_le_bytes([bytes[off], bytes[off + 1], bytes[off + 2], bytes[off + 3]])
    }

    // ---- BDF ----

    #[test]
    fn bdf_parses_the_long_and_short_forms() {
        let b = Bdf::parse("0000:03:00.0").unwrap();
        assert_eq!(b, Bdf { domain: 0, bus: 3, device: 0, function: 0 });
        assert_eq!(b.to_string(), "0000:03:00.0");
        let b = Bdf::parse("10DE:aF:1f.7").unwrap();
        assert_eq!(b, Bdf { domain: 0x10de, bus: 0xaf, device: 0x1f, function: 7 });
        assert_eq!(b.to_string(), "10de:af:1f.7");
        assert_eq!(Bdf::parse("03:00.1").unwrap().to_string(), "0000:03:00.1");
    }

    #[test]
    fn bdf_rejects_malformed_addresses() {
        for s in [
            "", "0000:03:00", "0000:03:00.", "0000:3:00.0", "00000:03:00.0", "0000:03:00.00", "0000:03:20.0", "0000:03:00.8",
            "0000:03:0g.0", "0000-03-00.0", "0000:03:+1.0", "a:b:c:d.e", "0000:03:00.0 ", "/dev/vfio/7", "0000:03:00.0\0",
        ] {
            match Bdf::parse(s) {
                Err(DriverError::Open(m)) => {
                    assert!(m.contains("0000:03:00.0") && m.contains("docs/board.md"), "{s:?}: {m}")
                }
                r => panic!("{s:?} parsed as {r:?}"),
            }
        }
    }

    // ---- ABI ----

    #[test]
    fn ioctl_numbers_are_the_kernel_ones() {
        use abi::*;
        assert_eq!(io(VFIO_TYPE, VFIO_BASE), VFIO_GET_API_VERSION);
        let want: [(u32, u32); 13] = [
            (VFIO_GET_API_VERSION, 0x3b64),
            (VFIO_CHECK_EXTENSION, 0x3b65),
            (VFIO_SET_IOMMU, 0x3b66),
            (VFIO_GROUP_GET_STATUS, 0x3b67),
            (VFIO_GROUP_SET_CONTAINER, 0x3b68),
            (VFIO_GROUP_GET_DEVICE_FD, 0x3b6a),
            (VFIO_DEVICE_GET_INFO, 0x3b6b),
            (VFIO_DEVICE_GET_REGION_INFO, 0x3b6c),
            (VFIO_DEVICE_GET_IRQ_INFO, 0x3b6d),
            (VFIO_DEVICE_SET_IRQS, 0x3b6e),
            (VFIO_IOMMU_MAP_DMA, 0x3b71),
            (VFIO_IOMMU_UNMAP_DMA, 0x3b72),
            (io(VFIO_TYPE, 111), 0x3b6f), // VFIO_DEVICE_RESET
        ];
        for (got, w) in want {
            assert_eq!(got, IOC_NONE_BITS | w, "{got:#x} vs {w:#x}");
        }
    }

    #[test]
    fn abi_structs_have_the_kernel_layout() {
        use abi::*;
        use std::mem::size_of;
        // byte offset of a field (std::mem::offset_of! needs Rust 1.77, the workspace says 1.75)
        fn at<T, F>(v: &T, f: &F) -> usize {
            f as *const F as usize - v as *const T as usize
        }
        let r = VfioRegionInfo::default();
        let m = VfioIommuType1DmaMap::default();
        assert_eq!(size_of::<VfioGroupStatus>(), 8);
        assert_eq!(size_of::<VfioDeviceInfo>(), 24);
        assert_eq!(size_of::<VfioRegionInfo>(), 32);
        assert_eq!(at(&r, &r.size), 16);
        assert_eq!(at(&r, &r.offset), 24);
        assert_eq!(size_of::<VfioIrqInfo>(), 16);
        assert_eq!(size_of::<VfioIrqSet>(), 20);
        assert_eq!(size_of::<VfioIommuType1DmaMap>(), 32);
        assert_eq!(at(&m, &m.vaddr), 8);
        assert_eq!(at(&m, &m.iova), 16);
        assert_eq!(at(&m, &m.size), 24);
        assert_eq!(size_of::<VfioIommuType1DmaUnmap>(), 24);
    }

    // ---- Bar over a file ----

    #[test]
    fn bar_reads_and_writes_little_endian_registers_in_the_file() {
        let t = Temp::file("bar", 4096);
        {
            let bar = Bar::from_file(&t.0, 0, 4096).unwrap();
            assert_eq!(bar.len(), 4096);
            assert_eq!(bar.read(0).unwrap(), 0);
            bar.write(0, 0x5359_5354).unwrap();
            bar.write(0x40, 0xdead_beef).unwrap();
            bar.write(4092, 0x0102_0304).unwrap();
            assert_eq!(bar.read(0).unwrap(), 0x5359_5354);
            assert_eq!(bar.read(0x40).unwrap(), 0xdead_beef);
            assert_eq!(bar.read(4092).unwrap(), 0x0102_0304);
        }
        let bytes = std::fs::read(&t.0).unwrap();
        assert_eq!(bytes.len(), 4096);
        assert_eq!(&bytes[0..4], b"TSYS"); // 0x53595354 little endian
        assert_eq!(le_at(&bytes, 0x40), 0xdead_beef);
        assert_eq!(&bytes[0x40..0x44], &[0xef, 0xbe, 0xad, 0xde]);
        assert_eq!(&bytes[4092..4096], &[4, 3, 2, 1]);
        assert!(bytes[4..0x40].iter().all(|&b| b == 0) && bytes[0x44..4092].iter().all(|&b| b == 0));
    }

    #[test]
    fn bar_at_an_offset_maps_the_right_bytes() {
        let t = Temp::file("bar-off", 3 * 4096);
        // page-aligned and not page-aligned region starts
        for start in [4096u64, 0x1100] {
            let bar = Bar::from_file(&t.0, start, 256).unwrap();
            bar.write(8, 0x1122_3344 ^ start as u32).unwrap();
            drop(bar);
            let bytes = std::fs::read(&t.0).unwrap();
            assert_eq!(le_at(&bytes, start as usize + 8), 0x1122_3344 ^ start as u32);
        }
    }

    #[test]
    fn bar_refuses_out_of_range_and_misaligned_offsets() {
        let t = Temp::file("bar-bounds", 4096);
        let bar = Bar::from_file(&t.0, 0, 256).unwrap();
        for off in [256u32, 253, 0x1000, u32::MAX - 3, u32::MAX] {
            let e = bar.read(off).unwrap_err();
            assert!(matches!(&e, DriverError::Access(m) if m.contains(&format!("{off:#x}"))), "{off:#x}: {e}");
            assert!(bar.write(off, 1).is_err());
        }
        for off in [1u32, 2, 3, 6, 0x41] {
            match bar.write(off, 1).unwrap_err() {
                DriverError::Access(m) => assert!(m.contains("misaligned") && m.contains(&format!("{off:#x}")) && m.contains("0x100"), "{m}"),
                e => panic!("{e}"),
            }
            assert!(bar.read(off).is_err());
        }
        // the last register is fine; nothing was written by the refused accesses
        bar.write(252, 7).unwrap();
        drop(bar);
        let bytes = std::fs::read(&t.0).unwrap();
        assert_eq!(bytes.iter().map(|&b| b as u32).sum::<u32>(), 7);
    }

    #[test]
    fn bar_open_errors() {
        let t = Temp::file("bar-short", 100);
        for (off, len) in [(0u64, 4096usize), (0, 104), (64, 40), (u64::MAX - 3, 8)] {
            match Bar::from_file(&t.0, off, len).unwrap_err() {
                DriverError::Open(m) => assert!(m.contains("too short") && m.contains("100 bytes"), "{m}"),
                e => panic!("{e}"),
            }
        }
        assert!(Bar::from_file(&t.0, 0, 100).is_ok());
        assert!(matches!(Bar::from_file(&t.0, 0, 0), Err(DriverError::Open(_))));
        assert!(matches!(Bar::from_file(&t.0, 2, 8), Err(DriverError::Open(m)) if m.contains("multiple of 4")));
        let missing = Temp::new("missing");
        assert!(matches!(Bar::from_file(&missing.0, 0, 4), Err(DriverError::Open(m)) if m.contains("cannot open")));
    }

    // ---- the DMA engine over a file: the register sequence ----

    const BASE: u64 = 0x8000_0000;
    const SIZE: u64 = 1 << 20;

    /// A file with the DMA engine's identification registers filled in.
    fn engine_file(status: u32) -> (Temp, Bar) {
        let t = Temp::file("dma", 4096);
        let bar = Bar::from_file(&t.0, 0, 4096).unwrap();
        bar.write(dma_regs::ID, dma_regs::ID_MAGIC).unwrap();
        bar.write(dma_regs::VERSION, 0x0100).unwrap();
        bar.write(dma_regs::MAX_LEN, 4096).unwrap();
        bar.write(dma_regs::DRAM_BASE_LO, BASE as u32).unwrap();
        bar.write(dma_regs::DRAM_SIZE_LO, SIZE as u32).unwrap();
        bar.write(dma_regs::STATUS, status).unwrap();
        (t, bar)
    }

    #[test]
    fn dma_engine_programs_the_transfer_registers() {
        // a plain file never changes STATUS: with DONE preset, each transfer "completes" at once
        let (t, bar) = engine_file(dma_regs::STATUS_DONE);
        let mut e = DmaEngine::probe(bar, Duration::from_millis(50)).unwrap();
        assert_eq!(e.dram_window(), (BASE, SIZE));
        assert_eq!(e.max_len(), 4096);
        e.transfer(Dir::H2d, 0x1_2345_6000, 0x40, 100).unwrap();
        let b = std::fs::read(&t.0).unwrap();
        assert_eq!(le_at(&b, dma_regs::HOST_LO as usize), 0x2345_6000);
        assert_eq!(le_at(&b, dma_regs::HOST_HI as usize), 1);
        assert_eq!(le_at(&b, dma_regs::DEV_LO as usize), 0x8000_0040);
        assert_eq!(le_at(&b, dma_regs::DEV_HI as usize), 0);
        assert_eq!(le_at(&b, dma_regs::LEN as usize), 100);
        assert_eq!(le_at(&b, dma_regs::CTRL as usize), dma_regs::CTRL_START);
        e.transfer(Dir::D2h, 0x1000_0000, SIZE - 4096, 4096).unwrap();
        let b = std::fs::read(&t.0).unwrap();
        assert_eq!(le_at(&b, dma_regs::HOST_LO as usize), 0x1000_0000);
        assert_eq!(le_at(&b, dma_regs::HOST_HI as usize), 0);
        assert_eq!(le_at(&b, dma_regs::DEV_LO as usize), (BASE + SIZE - 4096) as u32);
        assert_eq!(le_at(&b, dma_regs::LEN as usize), 4096);
        assert_eq!(le_at(&b, dma_regs::CTRL as usize), dma_regs::CTRL_START | dma_regs::CTRL_DIR_D2H);
    }

    #[test]
    fn dma_engine_refuses_bad_transfers_before_touching_registers() {
        let (t, bar) = engine_file(dma_regs::STATUS_DONE);
        let mut e = DmaEngine::probe(bar, Duration::from_millis(50)).unwrap();
        for (dev, len) in [(SIZE - 4, 8u32), (SIZE, 1), (u64::MAX, 1), (0, 0), (0, 4097)] {
            assert!(matches!(e.transfer(Dir::H2d, 0, dev, len), Err(DriverError::Access(_))), "{dev:#x} {len}");
        }
        assert!(matches!(e.transfer(Dir::H2d, u64::MAX - 1, 0, 4), Err(DriverError::Access(_))));
        let b = std::fs::read(&t.0).unwrap();
        assert_eq!(le_at(&b, dma_regs::LEN as usize), 0);
        assert_eq!(le_at(&b, dma_regs::CTRL as usize), 0);
    }

    #[test]
    fn dma_engine_timeout_error_and_busy() {
        // STATUS never shows DONE: a timeout, after which the engine is reset
        let (t, bar) = engine_file(0);
        let mut e = DmaEngine::probe(bar, Duration::from_millis(20)).unwrap();
        let r = e.transfer(Dir::H2d, 0, 0, 64);
        assert!(matches!(&r, Err(DriverError::Timeout(m)) if m.contains("64 bytes")), "{r:?}");
        assert_eq!(le_at(&std::fs::read(&t.0).unwrap(), dma_regs::CTRL as usize), dma_regs::CTRL_RESET);
        // ERROR with a cause
        e.regs().write32(dma_regs::STATUS, dma_regs::STATUS_ERROR).unwrap();
        e.regs().write32(dma_regs::ERROR, dma_regs::ERROR_DEVICE).unwrap();
        let r = e.transfer(Dir::D2h, 0, 0x100, 64);
        assert!(matches!(&r, Err(DriverError::Access(m)) if m.contains("AXI error") && m.contains("0x100")), "{r:?}");
        // BUSY before the start
        e.regs().write32(dma_regs::STATUS, dma_regs::STATUS_BUSY).unwrap();
        assert!(matches!(e.transfer(Dir::H2d, 0, 0, 4), Err(DriverError::Access(m)) if m.contains("busy")));
        // all ones: the board is gone
        e.regs().write32(dma_regs::STATUS, u32::MAX).unwrap();
        assert!(matches!(e.transfer(Dir::H2d, 0, 0, 4), Err(DriverError::Access(m)) if m.contains("no longer answers")));
    }

    #[test]
    fn dma_engine_probe_checks_identification() {
        let (_t, bar) = engine_file(0);
        bar.write(dma_regs::ID, 0x1234_5678).unwrap();
        assert!(matches!(DmaEngine::probe(bar, Duration::from_millis(1)), Err(DriverError::Incompatible(m)) if m.contains("0x12345678") && m.contains("docs/board.md")));
        let (_t, bar) = engine_file(0);
        bar.write(dma_regs::VERSION, 0x0200).unwrap();
        assert!(matches!(DmaEngine::probe(bar, Duration::from_millis(1)), Err(DriverError::Incompatible(_))));
        let (_t, bar) = engine_file(0);
        bar.write(dma_regs::MAX_LEN, 0).unwrap();
        assert!(matches!(DmaEngine::probe(bar, Duration::from_millis(1)), Err(DriverError::Incompatible(_))));
        let (_t, bar) = engine_file(0);
        bar.write(dma_regs::DRAM_BASE_HI, u32::MAX).unwrap();
        bar.write(dma_regs::DRAM_SIZE_HI, u32::MAX).unwrap();
        assert!(matches!(DmaEngine::probe(bar, Duration::from_millis(1)), Err(DriverError::Incompatible(_))));
    }

    // ---- a fake engine that moves data ----

    /// Host memory shared between the staging buffer and the fake engine.
    type HostMem = Rc<RefCell<Vec<u8>>>;

    struct FakeStaging {
        iova: u64,
        mem: HostMem,
    }

    impl Staging for FakeStaging {
        fn iova(&self) -> u64 {
            self.iova
        }
        fn capacity(&self) -> usize {
            self.mem.borrow().len()
        }
        fn fill(&mut self, data: &[u8]) -> Result<(), DriverError> {
            self.mem.borrow_mut()[..data.len()].copy_from_slice(data);
            Ok(())
        }
        fn drain(&self, out: &mut [u8]) -> Result<(), DriverError> {
            out.copy_from_slice(&self.mem.borrow()[..out.len()]);
            Ok(())
        }
    }

    /// A DMA engine following the contract: registers in an array, DRAM in a vector, host memory at one IOVA.
    struct FakeEngine {
        regs: [u32; 16],
        dram: Vec<u8>,
        host: HostMem,
        host_iova: u64,
        starts: Vec<(u32, u64, u64, u32)>,
    }

    impl FakeEngine {
        fn new(dram_bytes: usize, max_len: u32, host: HostMem, host_iova: u64) -> FakeEngine {
            let mut regs = [0u32; 16];
            regs[(dma_regs::ID / 4) as usize] = dma_regs::ID_MAGIC;
            regs[(dma_regs::VERSION / 4) as usize] = 0x0100;
            regs[(dma_regs::MAX_LEN / 4) as usize] = max_len;
            regs[(dma_regs::DRAM_BASE_LO / 4) as usize] = BASE as u32;
            regs[(dma_regs::DRAM_SIZE_LO / 4) as usize] = dram_bytes as u32;
            FakeEngine { regs, dram: vec![0; dram_bytes], host, host_iova, starts: Vec::new() }
        }
        fn reg(&self, off: u32) -> u32 {
            self.regs[(off / 4) as usize]
        }
    }

    impl RegIo for FakeEngine {
        fn read32(&mut self, off: u32) -> Result<u32, DriverError> {
            Ok(if off == dma_regs::CTRL { 0 } else { self.reg(off) })
        }
        fn write32(&mut self, off: u32, value: u32) -> Result<(), DriverError> {
            match off {
                dma_regs::CTRL if value & dma_regs::CTRL_START != 0 => {
                    let host = (self.reg(dma_regs::HOST_HI) as u64) << 32 | self.reg(dma_regs::HOST_LO) as u64;
                    let bus = (self.reg(dma_regs::DEV_HI) as u64) << 32 | self.reg(dma_regs::DEV_LO) as u64;
                    let len = self.reg(dma_regs::LEN);
                    assert!(len >= 1 && len <= self.reg(dma_regs::MAX_LEN));
                    let h = (host - self.host_iova) as usize;
                    let d = (bus - BASE) as usize;
                    let n = len as usize;
                    let mut mem = self.host.borrow_mut();
                    if value & dma_regs::CTRL_DIR_D2H != 0 {
                        mem[h..h + n].copy_from_slice(&self.dram[d..d + n]);
                    } else {
                        self.dram[d..d + n].copy_from_slice(&mem[h..h + n]);
                    }
                    self.starts.push((value, host, bus, len));
                    self.regs[(dma_regs::STATUS / 4) as usize] = dma_regs::STATUS_DONE;
                }
                dma_regs::CTRL => {}
                dma_regs::ID | dma_regs::VERSION | dma_regs::MAX_LEN | dma_regs::STATUS | dma_regs::ERROR => {}
                _ => self.regs[(off / 4) as usize] = value,
            }
            Ok(())
        }
    }

    fn fake_path(dram: usize, max_len: u32, staging: usize) -> DmaPath<FakeEngine, FakeStaging> {
        let host: HostMem = Rc::new(RefCell::new(vec![0; staging]));
        let fake = FakeEngine::new(dram, max_len, host.clone(), 0x1000_0000);
        let engine = DmaEngine::probe(fake, Duration::from_millis(50)).unwrap();
        DmaPath::new(engine, FakeStaging { iova: 0x1000_0000, mem: host }).unwrap()
    }

    #[test]
    fn dma_path_moves_data_in_chunks_through_a_fake_engine() {
        // engine limit 1000 bytes, staging 768: chunks of 768
        let mut p = fake_path(8192, 1000, 768);
        assert_eq!(p.chunk(), 768);
        let data: Vec<u8> = (0..3000u32).map(|i| (i * 7 + 3) as u8).collect();
        p.write_mem(100, &data).unwrap();
        {
            let f = p.engine().regs();
            assert_eq!(&f.dram[100..3100], &data[..]);
            assert!(f.dram[..100].iter().all(|&b| b == 0) && f.dram[3100..].iter().all(|&b| b == 0));
            let lens: Vec<u32> = f.starts.iter().map(|s| s.3).collect();
            assert_eq!(lens, [768, 768, 768, 696]);
            let devs: Vec<u64> = f.starts.iter().map(|s| s.2 - BASE).collect();
            assert_eq!(devs, [100, 868, 1636, 2404]);
            assert!(f.starts.iter().all(|s| s.0 == dma_regs::CTRL_START && s.1 == 0x1000_0000));
            f.starts.clear();
        }
        let mut back = vec![0u8; 3000];
        p.read_mem(100, &mut back).unwrap();
        assert_eq!(back, data);
        assert!(p.engine().regs().starts.iter().all(|s| s.0 == dma_regs::CTRL_START | dma_regs::CTRL_DIR_D2H));
        // unaligned small pieces at the end of the window
        p.write_mem(8189, &[1, 2, 3]).unwrap();
        let mut b3 = [0u8; 5];
        p.read_mem(8187, &mut b3).unwrap();
        assert_eq!(b3, [0, 0, 1, 2, 3]);
        // empty transfers do nothing
        p.engine().regs().starts.clear();
        p.write_mem(8192, &[]).unwrap();
        p.read_mem(0, &mut []).unwrap();
        assert!(p.engine().regs().starts.is_empty());
    }

    #[test]
    fn dma_path_refuses_transfers_out_of_the_window_without_writing() {
        let mut p = fake_path(4096, 4096, 1024);
        let data = vec![0xAAu8; 2048];
        for dev in [3000u64, 4096, u64::MAX - 10] {
            assert!(matches!(p.write_mem(dev, &data), Err(DriverError::Access(m)) if m.contains("window")));
            let mut out = vec![0u8; 2048];
            assert!(matches!(p.read_mem(dev, &mut out), Err(DriverError::Access(_))));
        }
        let f = p.engine().regs();
        assert!(f.starts.is_empty() && f.dram.iter().all(|&b| b == 0));
    }

    // ---- the interrupt wait ----

    #[test]
    fn poll_irq_sees_masked_bits_and_times_out() {
        use systole_isa::regs::{int, off};
        let t = Temp::file("irq", 4096);
        let mut bar = Bar::from_file(&t.0, 0, 4096).unwrap();
        bar.write(off::INT_MASK, int::DONE | int::ERROR).unwrap();
        bar.write(off::INT_STATUS, int::DONE).unwrap();
        poll_irq(&mut bar, Duration::from_millis(10), "test").unwrap();
        // left set for the caller
        assert_eq!(bar.read(off::INT_STATUS).unwrap(), int::DONE);
        // a masked bit does not count
        bar.write(off::INT_STATUS, int::SW).unwrap();
        bar.write(off::PC, 42).unwrap();
        let t0 = Instant::now();
        let r = poll_irq(&mut bar, Duration::from_millis(20), "100 cycles");
        assert!(t0.elapsed() >= Duration::from_millis(20));
        assert!(matches!(&r, Err(DriverError::Timeout(m)) if m.contains("100 cycles") && m.contains("PC 42")), "{r:?}");
        bar.write(off::INT_STATUS, u32::MAX).unwrap();
        assert!(matches!(poll_irq(&mut bar, Duration::from_millis(5), "x"), Err(DriverError::Access(_))));
    }

    #[test]
    fn cycles_convert_to_wall_time_without_overflow() {
        // 1,000,000 cycles at 100 MHz = 10 ms
        assert_eq!(cycles_to_duration(1_000_000, 100.0, Duration::ZERO), Duration::from_millis(10));
        assert_eq!(cycles_to_duration(0, 100.0, WAIT_SLACK), WAIT_SLACK);
        assert_eq!(cycles_to_duration(u64::MAX, 1e-9, WAIT_SLACK), Duration::MAX);
        assert_eq!(cycles_to_duration(5, 0.0, WAIT_SLACK), Duration::MAX);
    }

    #[test]
    fn options_are_validated() {
        assert!(PcieOptions::default().validate().is_ok());
        let bad = [
            PcieOptions { clock_mhz: 0.0, ..Default::default() },
            PcieOptions { clock_mhz: f64::NAN, ..Default::default() },
            PcieOptions { dma_buffer_bytes: 0, ..Default::default() },
            PcieOptions { iova: 0x1000_0800, ..Default::default() },
            PcieOptions { iova: u64::MAX - 4095, ..Default::default() },
            PcieOptions { dma_timeout: Duration::ZERO, ..Default::default() },
        ];
        for o in bad {
            assert!(matches!(o.validate(), Err(DriverError::Open(_))), "{o:?}");
        }
    }

    // ---- opening: the error paths (no board, no /dev/vfio here) ----

    #[cfg(target_os = "linux")]
    mod open {
        use super::*;
        use std::os::unix::fs::symlink;

        /// A fake sysfs: `devices/<bdf>` with an `iommu_group` link to group 7 and a `driver` link, and a
        /// `/dev/vfio` that does not exist.
        fn fake_sysfs(bdf: &str, driver: Option<&str>, group: bool) -> (Temp, PcieOptions) {
            let t = Temp::new("sysfs");
            let dev = t.0.join("devices").join(bdf);
            std::fs::create_dir_all(&dev).unwrap();
            let g = t.0.join("kernel/iommu_groups/7");
            std::fs::create_dir_all(g.join("devices")).unwrap();
            if group {
                symlink(&g, dev.join("iommu_group")).unwrap();
                symlink(&dev, g.join("devices").join(bdf)).unwrap();
            }
            if let Some(d) = driver {
                let dd = t.0.join("drivers").join(d);
                std::fs::create_dir_all(&dd).unwrap();
                symlink(&dd, dev.join("driver")).unwrap();
            }
            let opts = PcieOptions { sysfs_pci: t.0.clone(), dev_vfio: t.0.join("no-dev-vfio"), ..Default::default() };
            (t, opts)
        }

        fn open_msg(bdf: &str, opts: &PcieOptions) -> String {
            match PcieDevice::open(bdf, opts) {
                Err(DriverError::Open(m)) => {
                    assert!(m.contains("docs/board.md"), "{m}");
                    m
                }
                Err(e) => panic!("not an Open error: {e}"),
                Ok(d) => panic!("opened {d:?}"),
            }
        }

        #[test]
        fn a_malformed_bdf_is_an_open_error() {
            let m = open_msg("03:00", &PcieOptions::default());
            assert!(m.contains("not a PCI address"), "{m}");
        }

        #[test]
        fn a_nonexistent_bdf_is_an_open_error() {
            let m = open_msg("ffff:ff:1f.7", &PcieOptions::default());
            assert!(m.contains("/sys/bus/pci/devices/ffff:ff:1f.7") && m.contains("does not exist") && m.contains("bitstream"), "{m}");
            // in a fake sysfs too, and the address is canonicalised
            let (_t, opts) = fake_sysfs("0000:03:00.0", Some("vfio-pci"), true);
            let m = open_msg("0000:04:00.0", &opts);
            assert!(m.contains("0000:04:00.0") && m.contains("plugged in"), "{m}");
        }

        #[test]
        fn no_iommu_group_says_how_to_enable_the_iommu() {
            let (_t, opts) = fake_sysfs("0000:03:00.0", Some("vfio-pci"), false);
            let m = open_msg("0000:03:00.0", &opts);
            assert!(m.contains("no IOMMU group") && m.contains("intel_iommu=on") && m.contains("amd_iommu=on"), "{m}");
        }

        #[test]
        fn the_wrong_driver_says_how_to_rebind() {
            let (_t, opts) = fake_sysfs("0000:03:00.0", Some("xdma"), true);
            let m = open_msg("0000:03:00.0", &opts);
            assert!(m.contains("bound to `xdma`") && m.contains("/sys/bus/pci/drivers/xdma/unbind") && m.contains("driver_override"), "{m}");
            let (_t, opts) = fake_sysfs("0000:03:00.0", None, true);
            let m = open_msg("0000:03:00.0", &opts);
            assert!(m.contains("not bound to vfio-pci") && m.contains("modprobe vfio-pci"), "{m}");
        }

        #[test]
        fn a_missing_dev_vfio_says_to_load_vfio() {
            let (_t, opts) = fake_sysfs("0000:03:00.0", Some("vfio-pci"), true);
            let m = open_msg("03:00.0", &opts);
            assert!(m.contains("no-dev-vfio/vfio") && m.contains("does not exist") && m.contains("modprobe vfio-pci"), "{m}");
        }

        #[test]
        fn bad_options_are_refused_first() {
            let o = PcieOptions { clock_mhz: -1.0, ..Default::default() };
            assert!(matches!(PcieDevice::open("0000:03:00.0", &o), Err(DriverError::Open(m)) if m.contains("clock")));
        }
    }
}
