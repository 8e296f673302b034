//! What a report says of the build that made the program it judges (the
//! JSON's `build`), as `contained` says it of each run.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildReport {
    /// The compiler ran as a user of its own (a uid of the runs' pool): false
    /// when it ran as croupier's own user (see `not_contained_because`).
    pub contained: bool,
    /// What the compiler ran inside: `bwrap` or `none`.
    pub sandbox: String,
    /// The program came from the build cache: this is how that build ran.
    pub cached: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_contained_because: Option<String>,
}
