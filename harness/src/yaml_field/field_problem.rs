//! A field whose value is wrong, said as `file:line:column: field: why`
//! (the form of serde's own field errors), every problem of a file kept.

use std::fmt;

use super::{locate, Location, Spot};

/// A problem found while validating: the field's path (indexes from 1),
/// whether it is about the key or the value, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldProblem {
    pub field: String,
    pub spot: Spot,
    pub message: String,
}

/// Every problem of one file, in the order found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldProblems(Vec<FieldProblem>);

impl FieldProblems {
    /// The value of `field` is wrong.
    pub fn value(&mut self, field: impl Into<String>, message: impl Into<String>) {
        self.push(field.into(), Spot::Value, message.into());
    }

    /// The key `field` itself is wrong (an unknown name).
    pub fn key(&mut self, field: impl Into<String>, message: impl Into<String>) {
        self.push(field.into(), Spot::Key, message.into());
    }

    fn push(&mut self, field: String, spot: Spot, message: String) {
        self.0.push(FieldProblem {
            field,
            spot,
            message,
        });
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Each problem placed in `text` (the file they were found in), in the
    /// order of the file; those not written in it (a default's) last.
    pub fn located_in(self, text: &str) -> Vec<LocatedProblem> {
        let mut located: Vec<LocatedProblem> = self
            .0
            .into_iter()
            .map(|problem| LocatedProblem {
                location: locate(text, &problem.field, problem.spot),
                field: problem.field,
                message: problem.message,
            })
            .collect();
        located.sort_by_key(|problem| {
            problem
                .location
                .map_or((usize::MAX, 0), |at| (at.line, at.column))
        });
        located
    }
}

/// A problem with its place in the file, where the path is found there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocatedProblem {
    pub location: Option<Location>,
    pub field: String,
    pub message: String,
}

impl fmt::Display for LocatedProblem {
    /// `4:7: steps[2].until: why`, or `field `x`: why` where the field is not
    /// written in the file (a default's problem).
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.location {
            Some(at) => write!(formatter, "{at}: {}: {}", self.field, self.message),
            None => write!(formatter, "field `{}`: {}", self.field, self.message),
        }
    }
}

/// Each problem on its own line, after the file: `a.yaml:4:7: steps[2]: why`.
pub fn render_problems(file: &std::path::Path, problems: &[LocatedProblem]) -> String {
    problems
        .iter()
        .map(|problem| match problem.location {
            Some(_) => format!("{}:{problem}", file.display()),
            None => format!("{}: {problem}", file.display()),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_is_kept_and_placed() {
        let text = "checks: [runs, luck]\ndice: [1, 9]\n";
        let mut problems = FieldProblems::default();
        problems.value("limits.time", "not in the file");
        problems.value("dice[2]", "9 cannot be drawn");
        problems.value("checks[2]", "'luck' is not a check");
        let located = problems.located_in(text);
        assert_eq!(
            render_problems(std::path::Path::new("a.yaml"), &located),
            "a.yaml:1:16: checks[2]: 'luck' is not a check\n\
             a.yaml:2:11: dice[2]: 9 cannot be drawn\n\
             a.yaml: field `limits.time`: not in the file"
        );
    }
}
