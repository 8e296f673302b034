//! Why a command could not do its job (exit code 2): every message names
//! the file and field, or the thing that was missing.

#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    #[error(transparent)]
    Assignment(#[from] crate::assignment::AssignmentError),
    #[error(transparent)]
    Submission(#[from] crate::submission::SubmissionError),
    #[error(transparent)]
    Scripts(#[from] crate::script_selection::ScriptSelectionError),
    #[error(transparent)]
    Build(#[from] crate::build::BuildError),
    #[error(transparent)]
    Check(#[from] crate::checker::CheckError),
    #[error(transparent)]
    Run(#[from] crate::script_run::ScriptRunError),
    #[error(transparent)]
    Grading(#[from] crate::grading::GradingError),
    #[error(transparent)]
    Transcript(#[from] crate::saved_transcript::SavedTranscriptError),
    #[error("cannot write the report: {0}")]
    Output(#[from] std::io::Error),
}
