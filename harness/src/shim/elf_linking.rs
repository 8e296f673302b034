//! Whether an executable loads shared libraries: only then does the dynamic
//! loader honour `LD_PRELOAD`, so only then can the shim reach its `rand()`.

use std::path::Path;

/// How an executable is linked, as far as `LD_PRELOAD` cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Linking {
    /// An ELF file naming a program interpreter (the dynamic loader).
    Dynamic,
    /// An ELF file without one: `gcc -static`, static-pie.
    Static,
    /// Not an ELF file (a script, a truncated file).
    NotElf,
}

const ELF_MAGIC: &[u8; 4] = b"\x7fELF";
const PT_INTERP: u32 = 3;

/// Linkers put the program headers right after the ELF header; this much of
/// the file always holds them.
const HEADERS_READ: u64 = 64 * 1024;

/// Read `path`'s ELF header and look for a `PT_INTERP` program header.
pub fn linking_of(path: &Path) -> std::io::Result<Linking> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(HEADERS_READ)
        .read_to_end(&mut bytes)?;
    Ok(linking_of_bytes(&bytes))
}

fn linking_of_bytes(bytes: &[u8]) -> Linking {
    program_header_types(bytes).map_or(Linking::NotElf, |types| {
        if types.contains(&PT_INTERP) {
            Linking::Dynamic
        } else {
            Linking::Static
        }
    })
}

/// The `p_type` of each program header, or `None` when `bytes` is no
/// readable ELF file.
fn program_header_types(bytes: &[u8]) -> Option<Vec<u32>> {
    if bytes.get(..4)? != ELF_MAGIC {
        return None;
    }
    let is_64_bit = match bytes.get(4)? {
        1 => false,
        2 => true,
        _ => return None,
    };
    let big_endian = match bytes.get(5)? {
        1 => false,
        2 => true,
        _ => return None,
    };
    let read = |offset: usize, width: usize| -> Option<u64> {
        let field = bytes.get(offset..offset.checked_add(width)?)?;
        let mut value = 0u64;
        for index in 0..width {
            let byte = if big_endian {
                field[index]
            } else {
                field[width - 1 - index]
            };
            value = (value << 8) | u64::from(byte);
        }
        Some(value)
    };
    let (phoff, phentsize, phnum) = if is_64_bit {
        (read(0x20, 8)?, read(0x36, 2)?, read(0x38, 2)?)
    } else {
        (read(0x1c, 4)?, read(0x2a, 2)?, read(0x2c, 2)?)
    };
    let phoff = usize::try_from(phoff).ok()?;
    let phentsize = usize::try_from(phentsize).ok()?;
    (0..usize::try_from(phnum).ok()?)
        .map(|index| {
            let start = phoff.checked_add(index.checked_mul(phentsize)?)?;
            read(start, 4).map(|kind| kind as u32)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal ELF header with the given program header types.
    fn elf(is_64_bit: bool, big_endian: bool, types: &[u32]) -> Vec<u8> {
        let (header_size, entry_size) = if is_64_bit { (64, 56) } else { (52, 32) };
        let mut bytes = vec![0u8; header_size + entry_size * types.len()];
        bytes[..4].copy_from_slice(ELF_MAGIC);
        bytes[4] = if is_64_bit { 2 } else { 1 };
        bytes[5] = if big_endian { 2 } else { 1 };
        let mut put = |offset: usize, width: usize, value: u64| {
            for index in 0..width {
                let shift = if big_endian { width - 1 - index } else { index } * 8;
                bytes[offset + index] = (value >> shift) as u8;
            }
        };
        let (phoff_at, phoff_width, phentsize_at, phnum_at) = if is_64_bit {
            (0x20, 8, 0x36, 0x38)
        } else {
            (0x1c, 4, 0x2a, 0x2c)
        };
        put(phoff_at, phoff_width, header_size as u64);
        put(phentsize_at, 2, entry_size as u64);
        put(phnum_at, 2, types.len() as u64);
        for (index, kind) in types.iter().enumerate() {
            put(header_size + index * entry_size, 4, u64::from(*kind));
        }
        bytes
    }

    #[test]
    fn an_interpreter_header_means_dynamic_linking() {
        const PT_LOAD: u32 = 1;
        const PT_PHDR: u32 = 6;
        let table = [
            (
                elf(true, false, &[PT_PHDR, PT_INTERP, PT_LOAD]),
                Linking::Dynamic,
            ),
            (elf(true, false, &[PT_LOAD, PT_LOAD]), Linking::Static),
            (elf(false, false, &[PT_INTERP]), Linking::Dynamic),
            (elf(false, true, &[PT_INTERP]), Linking::Dynamic),
            (elf(true, true, &[PT_LOAD]), Linking::Static),
            (b"#!/bin/sh\necho hi\n".to_vec(), Linking::NotElf),
            (b"\x7fELF".to_vec(), Linking::NotElf),
        ];
        for (bytes, expected) in table {
            assert_eq!(linking_of_bytes(&bytes), expected, "{bytes:?}");
        }
    }

    #[test]
    fn program_headers_past_the_end_are_no_elf() {
        let mut bytes = elf(true, false, &[PT_INTERP]);
        bytes.truncate(66);
        assert_eq!(linking_of_bytes(&bytes), Linking::NotElf);
    }

    #[test]
    fn the_test_binary_itself_is_dynamic() {
        let me = std::env::current_exe().unwrap();
        assert_eq!(linking_of(&me).unwrap(), Linking::Dynamic);
    }
}
