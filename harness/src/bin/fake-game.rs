//! A console program that behaves as told, for testing the driver: each argument is one action,
//! done in order.
//!
//! Actions (TEXT understands \n, \r, \t, \0, \\ and \xHH for any byte, even invalid UTF-8):
//! `print:TEXT` write and flush; `stderr:TEXT` the same on stderr; `prompt:TEXT` write without a
//! newline, read a line, answer "got: LINE"; `ask-forever:TEXT` prompt again and again;
//! `thread-prompt:TEXT` prompt from a second thread, as a JVM reads; `dup-prompt:TEXT` read from a
//! duplicate of stdin; `child-prompt:TEXT` a child process prompts while this one waits for it;
//! `background` start a child that sleeps a minute and print its pid; `sleep:MS`; `exit:CODE`;
//! `signal:NAME` (SEGV, ABRT...); `flood:BYTES` print that many bytes; `spin` a busy loop.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::os::fd::AsFd;
use std::process::{Command, ExitCode, Stdio};
use std::str::FromStr;
use std::time::Duration;

use nix::sys::signal::{raise, signal as signal_action, SigHandler, Signal};

fn main() -> ExitCode {
    for action in std::env::args().skip(1) {
        let (verb, argument) = action.split_once(':').unwrap_or((action.as_str(), ""));
        let text = unescape(argument);
        match verb {
            "print" => write_flushed(&mut io::stdout(), &text),
            "stderr" => write_flushed(&mut io::stderr(), &text),
            "prompt" => {
                if !prompt(&text, &mut io::stdin().lock()) {
                    return ExitCode::SUCCESS;
                }
            }
            "ask-forever" => while prompt(&text, &mut io::stdin().lock()) {},
            "thread-prompt" => {
                let reader = std::thread::spawn(move || prompt(&text, &mut io::stdin().lock()));
                reader.join().expect("the prompting thread ends");
            }
            "dup-prompt" => {
                let duplicate = io::stdin()
                    .as_fd()
                    .try_clone_to_owned()
                    .expect("dup of stdin");
                prompt(&text, &mut BufReader::new(File::from(duplicate)));
            }
            "child-prompt" => {
                let status = Command::new(std::env::current_exe().expect("own path"))
                    .arg(format!("prompt:{argument}"))
                    .status()
                    .expect("the child starts");
                println!("child ended: {}", status.success());
            }
            "background" => {
                // Left running on purpose: the driver must kill it at the end of the run.
                #[allow(clippy::zombie_processes)]
                let sleeper = Command::new(std::env::current_exe().expect("own path"))
                    .arg("sleep:60000")
                    .stdin(Stdio::null())
                    .spawn()
                    .expect("the background child starts");
                println!("background pid: {}", sleeper.id());
            }
            "sleep" => std::thread::sleep(Duration::from_millis(number(argument))),
            "exit" => return ExitCode::from(number(argument) as u8),
            "signal" => {
                let signal = Signal::from_str(&format!("SIG{argument}")).expect("a signal name");
                // Rust's runtime handles SIGSEGV itself (stack overflow reports); a C program
                // would not, so take the default action as a crashing C program gets.
                // SAFETY: installing SIG_DFL runs no code of ours in a signal handler.
                unsafe { signal_action(signal, SigHandler::SigDfl) }.expect("default action");
                raise(signal).expect("the signal is raised");
            }
            "flood" => {
                let line = [b'x'; 99].iter().chain(b"\n").copied().collect::<Vec<u8>>();
                let mut left = number(argument) as usize;
                let mut stdout = io::stdout().lock();
                while left > 0 {
                    let part = left.min(line.len());
                    if stdout.write_all(&line[..part]).is_err() {
                        break;
                    }
                    left -= part;
                }
                let _ = stdout.flush();
            }
            "spin" => loop {
                std::hint::spin_loop();
            },
            unknown => {
                eprintln!("fake-game: unknown action {unknown:?}");
                return ExitCode::from(100);
            }
        }
    }
    ExitCode::SUCCESS
}

/// Writes `text`, reads one line and answers "got: LINE"; false at end of input.
fn prompt(text: &[u8], input: &mut dyn BufRead) -> bool {
    write_flushed(&mut io::stdout(), text);
    let mut line = String::new();
    match input.read_line(&mut line) {
        Ok(0) | Err(_) => false,
        Ok(_) => {
            let answer = format!("got: {}\n", line.trim_end_matches(['\n', '\r']));
            write_flushed(&mut io::stdout(), answer.as_bytes());
            true
        }
    }
}

fn write_flushed(out: &mut dyn Write, bytes: &[u8]) {
    let _ = out.write_all(bytes);
    let _ = out.flush();
}

fn number(argument: &str) -> u64 {
    argument.parse().expect("a number")
}

fn unescape(text: &str) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut rest = text.as_bytes();
    while let Some((&first, tail)) = rest.split_first() {
        rest = tail;
        if first != b'\\' {
            bytes.push(first);
            continue;
        }
        let Some((&kind, tail)) = rest.split_first() else {
            bytes.push(b'\\');
            break;
        };
        rest = tail;
        match kind {
            b'n' => bytes.push(b'\n'),
            b'r' => bytes.push(b'\r'),
            b't' => bytes.push(b'\t'),
            b'0' => bytes.push(0),
            b'x' if rest.len() >= 2 => {
                let hex = std::str::from_utf8(&rest[..2]).expect("hex digits");
                bytes.push(u8::from_str_radix(hex, 16).expect("hex digits"));
                rest = &rest[2..];
            }
            other => bytes.push(other),
        }
    }
    bytes
}
