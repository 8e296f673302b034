//! The program's standard streams: a pseudo-terminal or three pipes, with croupier's ends for
//! writing input, reading output and seeing how much input is still unread.

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::fd::{AsFd, AsRawFd, BorrowedFd, FromRawFd, IntoRawFd, OwnedFd};
use std::os::unix::fs::OpenOptionsExt;

use nix::fcntl::{fcntl, FcntlArg, OFlag};
use nix::pty::{grantpt, posix_openpt, ptsname_r, unlockpt};
use nix::sys::stat::fstat;
use nix::sys::termios::{tcgetattr, tcsetattr, LocalFlags, OutputFlags, SetArg};
use nix::unistd::pipe2;

use super::run_error::RunError;
use super::run_spec::DriverKind;
use crate::transcript::{Stream, TranscriptRecorder};

/// The device and inode of a file, to recognise the program's stdin behind another descriptor.
pub(super) type FileIdentity = (libc::dev_t, libc::ino_t);

/// The three descriptors the program gets as fd 0, 1 and 2.
#[derive(Debug)]
pub(super) struct ProgramEnds {
    pub stdin: OwnedFd,
    pub stdout: OwnedFd,
    pub stderr: OwnedFd,
}

/// One of croupier's ends that output arrives on.
#[derive(Debug)]
struct OutputEnd {
    file: File,
    stream: Stream,
    open: bool,
}

/// What one pass over the output ends found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Drained {
    pub bytes: usize,
    pub over_cap: bool,
}

/// croupier's side of the program's standard streams. Every descriptor is close-on-exec, so a
/// program started at the same time by another thread inherits none of them.
#[derive(Debug)]
pub(super) struct ChildStdio {
    /// Where input is written: the PTY master, or the stdin pipe's write end. Non-blocking.
    input: File,
    outputs: Vec<OutputEnd>,
    /// A descriptor on which FIONREAD counts the input the program has not read yet: the PTY
    /// slave (kept open here, which also keeps the master from reporting EIO when the program
    /// exits), or the stdin pipe.
    unread_probe: OwnedFd,
    stdin_identity: FileIdentity,
    terminal: bool,
}

impl ChildStdio {
    /// Opens the streams for `driver`: croupier's side, and the program's three descriptors to
    /// hand to it (and then drop, so that the program holds the only copies).
    pub fn open(driver: DriverKind) -> Result<(Self, ProgramEnds), RunError> {
        match driver {
            DriverKind::Pty => {
                Self::open_terminal().map_err(|source| RunError::OpenTerminal { source })
            }
            DriverKind::Pipe => {
                Self::open_pipes().map_err(|source| RunError::CreatePipes { source })
            }
        }
    }

    fn open_terminal() -> io::Result<(Self, ProgramEnds)> {
        let master = posix_openpt(OFlag::O_RDWR | OFlag::O_NOCTTY | OFlag::O_CLOEXEC)?;
        grantpt(&master)?;
        unlockpt(&master)?;
        let slave_path = ptsname_r(&master)?;
        // SAFETY: into_raw_fd hands over ownership of a valid open descriptor.
        let master = unsafe { OwnedFd::from_raw_fd(master.into_raw_fd()) };
        // std opens with O_CLOEXEC; O_NOCTTY keeps croupier from acquiring it as its terminal.
        let slave: OwnedFd = OpenOptions::new()
            .read(true)
            .write(true)
            .custom_flags(libc::O_NOCTTY)
            .open(slave_path)?
            .into();
        configure_terminal(&master, &slave)?;
        set_nonblocking(&master)?;
        let stdin_identity = identity_of(&slave)?;
        let program_ends = ProgramEnds {
            stdin: slave.try_clone()?,
            stdout: slave.try_clone()?,
            stderr: slave.try_clone()?,
        };
        let stdio = ChildStdio {
            input: File::from(master.try_clone()?),
            outputs: vec![OutputEnd {
                file: File::from(master),
                stream: Stream::Terminal,
                open: true,
            }],
            unread_probe: slave,
            stdin_identity,
            terminal: true,
        };
        Ok((stdio, program_ends))
    }

    fn open_pipes() -> io::Result<(Self, ProgramEnds)> {
        let (program_stdin, input) = pipe2(OFlag::O_CLOEXEC)?;
        let (stdout, program_stdout) = pipe2(OFlag::O_CLOEXEC)?;
        let (stderr, program_stderr) = pipe2(OFlag::O_CLOEXEC)?;
        for ours in [&input, &stdout, &stderr] {
            set_nonblocking(ours)?;
        }
        let stdin_identity = identity_of(&program_stdin)?;
        let stdio = ChildStdio {
            unread_probe: input.try_clone()?,
            input: File::from(input),
            outputs: vec![
                OutputEnd {
                    file: File::from(stdout),
                    stream: Stream::Stdout,
                    open: true,
                },
                OutputEnd {
                    file: File::from(stderr),
                    stream: Stream::Stderr,
                    open: true,
                },
            ],
            stdin_identity,
            terminal: false,
        };
        let program_ends = ProgramEnds {
            stdin: program_stdin,
            stdout: program_stdout,
            stderr: program_stderr,
        };
        Ok((stdio, program_ends))
    }

    /// Whether the program's stdin is a terminal that should become its controlling terminal.
    pub fn is_terminal(&self) -> bool {
        self.terminal
    }

    pub fn stdin_identity(&self) -> FileIdentity {
        self.stdin_identity
    }

    /// Output ends still worth waiting on.
    pub fn open_outputs(&self) -> impl Iterator<Item = BorrowedFd<'_>> {
        self.outputs
            .iter()
            .filter(|end| end.open)
            .map(|end| end.file.as_fd())
    }

    pub fn input_fd(&self) -> BorrowedFd<'_> {
        self.input.as_fd()
    }

    /// Reads all output that is ready, stdout before stderr, into `recorder`, keeping at most
    /// `byte_cap` bytes in total; past the cap it stops reading and says so.
    ///
    /// On a PTY master a read with nothing buffered first pushes along what the program has
    /// written but the kernel has not delivered yet, so output written before the program blocked
    /// is all here once this returns.
    pub fn drain_output(
        &mut self,
        recorder: &mut TranscriptRecorder,
        byte_cap: u64,
    ) -> Result<Drained, RunError> {
        let mut buffer = [0u8; 64 * 1024];
        let mut drained = Drained {
            bytes: 0,
            over_cap: false,
        };
        for end in self.outputs.iter_mut().filter(|end| end.open) {
            loop {
                match end.file.read(&mut buffer) {
                    Ok(0) => {
                        end.open = false;
                        break;
                    }
                    Ok(count) => {
                        drained.bytes += count;
                        let room = byte_cap.saturating_sub(recorder.output_bytes());
                        let kept = count.min(usize::try_from(room).unwrap_or(usize::MAX));
                        recorder.push_output(end.stream, &buffer[..kept]);
                        if kept < count {
                            drained.over_cap = true;
                            return Ok(drained);
                        }
                    }
                    Err(error) if error.kind() == io::ErrorKind::WouldBlock => break,
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                    // EIO: no process has the terminal's other side open any more.
                    Err(error) if error.raw_os_error() == Some(libc::EIO) => {
                        end.open = false;
                        break;
                    }
                    Err(source) => {
                        return Err(RunError::Contact {
                            action: "reading its output",
                            source,
                        })
                    }
                }
            }
        }
        Ok(drained)
    }

    /// Writes as much of `pending` as the program's input takes now, removing what was written.
    /// A program that closed its input or exited makes the rest vanish: that is its business.
    pub fn write_input(&mut self, pending: &mut Vec<u8>) -> Result<(), RunError> {
        while !pending.is_empty() {
            match self.input.write(pending) {
                Ok(count) => {
                    pending.drain(..count);
                }
                Err(error) if error.kind() == io::ErrorKind::WouldBlock => return Ok(()),
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error)
                    if matches!(error.raw_os_error(), Some(libc::EPIPE) | Some(libc::EIO)) =>
                {
                    pending.clear();
                }
                Err(source) => {
                    return Err(RunError::Contact {
                        action: "writing its input",
                        source,
                    })
                }
            }
        }
        Ok(())
    }

    /// Bytes of input sent but not yet read by the program.
    pub fn unread_input(&self) -> usize {
        let mut unread: libc::c_int = 0;
        // SAFETY: FIONREAD writes one c_int through the pointer, which outlives the call.
        let result = unsafe {
            libc::ioctl(
                self.unread_probe.as_raw_fd(),
                libc::FIONREAD,
                &mut unread as *mut libc::c_int,
            )
        };
        if result == 0 {
            usize::try_from(unread).unwrap_or(0)
        } else {
            0
        }
    }
}

/// Echo off, so each input appears once in the transcript, where croupier records it; no CR added
/// before LF, so the bytes are the program's own and the PTY and pipe drivers agree. Canonical
/// mode stays: the program reads whole lines, as from a person. An 80x24 window, as a default
/// terminal has.
fn configure_terminal(master: &OwnedFd, slave: &OwnedFd) -> io::Result<()> {
    let mut settings = tcgetattr(slave)?;
    settings
        .local_flags
        .remove(LocalFlags::ECHO | LocalFlags::ECHOE | LocalFlags::ECHOK | LocalFlags::ECHONL);
    settings.output_flags.remove(OutputFlags::ONLCR);
    tcsetattr(slave, SetArg::TCSANOW, &settings)?;
    let window = libc::winsize {
        ws_row: 24,
        ws_col: 80,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: TIOCSWINSZ reads one winsize through the pointer, which outlives the call.
    let result = unsafe { libc::ioctl(master.as_raw_fd(), libc::TIOCSWINSZ, &window) };
    if result != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

fn set_nonblocking(fd: &OwnedFd) -> io::Result<()> {
    let flags = OFlag::from_bits_truncate(fcntl(fd.as_raw_fd(), FcntlArg::F_GETFL)?);
    fcntl(fd.as_raw_fd(), FcntlArg::F_SETFL(flags | OFlag::O_NONBLOCK))?;
    Ok(())
}

fn identity_of(fd: &OwnedFd) -> io::Result<FileIdentity> {
    let status = fstat(fd.as_raw_fd())?;
    Ok((status.st_dev, status.st_ino))
}
