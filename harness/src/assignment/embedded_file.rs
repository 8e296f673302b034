//! The fixture files compiled into the binary (see build.rs).

/// One file of `fixtures/`, with the path it has in the repository.
#[derive(Debug, Clone, Copy)]
pub struct EmbeddedFile {
    pub path: &'static str,
    pub text: &'static str,
}

/// Every `fixtures/<assignment>/assignment.yaml` and `scripts/*.yaml`.
pub static EMBEDDED_FILES: &[EmbeddedFile] =
    include!(concat!(env!("OUT_DIR"), "/embedded_fixtures.rs"));
