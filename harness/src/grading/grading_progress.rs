//! Progress of a class: a bar on a terminal (indicatif), a plain line per
//! student otherwise (CI logs, files).

use std::sync::atomic::{AtomicUsize, Ordering};

use indicatif::{ProgressBar, ProgressStyle};

#[derive(Debug)]
pub enum GradingProgress {
    Bar(ProgressBar),
    Lines { total: usize, done: AtomicUsize },
}

impl GradingProgress {
    /// A bar when stderr is a terminal, lines otherwise.
    pub fn for_stderr(total: usize) -> GradingProgress {
        use std::io::IsTerminal;
        if std::io::stderr().is_terminal() {
            let bar = ProgressBar::new(total as u64);
            bar.set_style(
                ProgressStyle::with_template(
                    "{elapsed_precise} [{bar:30}] {pos}/{len} students, {eta} left  {msg}",
                )
                .expect("a valid progress template")
                .progress_chars("=> "),
            );
            GradingProgress::Bar(bar)
        } else {
            GradingProgress::Lines {
                total,
                done: AtomicUsize::new(0),
            }
        }
    }

    /// One student is done; `summary` says how it went.
    pub fn student_done(&self, student: &str, summary: &str) {
        match self {
            GradingProgress::Bar(bar) => {
                bar.set_message(format!("{student}: {summary}"));
                bar.inc(1);
            }
            GradingProgress::Lines { total, done } => {
                let done = done.fetch_add(1, Ordering::SeqCst) + 1;
                eprintln!("[{done}/{total}] {student}: {summary}");
            }
        }
    }

    pub fn finish(&self) {
        if let GradingProgress::Bar(bar) = self {
            bar.finish_and_clear();
        }
    }
}
