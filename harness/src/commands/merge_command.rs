//! `croupier merge`: join results folders (the shards of one class) into one
//! folder and one gradebook.

use std::collections::BTreeMap;
use std::path::PathBuf;

use super::{CommandError, Outcome};
use crate::cli::MergeArgs;
use crate::grading::{Gradebook, GradingError, ResultStore, GRADEBOOK_FILE, REPORT_FILE};
use crate::report::{render_json, ProgramReport};

pub fn merge(args: MergeArgs) -> Result<Outcome, CommandError> {
    let mut joined: BTreeMap<String, (PathBuf, ProgramReport)> = BTreeMap::new();
    let mut assignment: Option<(String, PathBuf)> = None;
    for folder in &args.folders {
        let results = ResultStore::existing(folder)?.load_all()?;
        if results.is_empty() {
            return Err(GradingError::NoResults(folder.clone()).into());
        }
        for (student, path, report) in results {
            match &assignment {
                None => assignment = Some((report.assignment.clone(), path.clone())),
                Some((expected, _)) if *expected != report.assignment => {
                    return Err(GradingError::OtherAssignment {
                        file: path,
                        found: report.assignment,
                        expected: expected.clone(),
                    }
                    .into())
                }
                Some(_) => {}
            }
            if let Some((first, earlier)) = joined.get(&student) {
                if render_json(earlier) != render_json(&report) {
                    return Err(GradingError::ConflictingResults {
                        student,
                        first: first.clone(),
                        second: path,
                    }
                    .into());
                }
                continue;
            }
            joined.insert(student, (path, report));
        }
    }
    let store = ResultStore::create(&args.out)?;
    for (student, (_, report)) in &joined {
        store.save(student, report)?;
    }
    let gradebook = Gradebook::new(joined.into_values().map(|(_, report)| report).collect());
    store.write_whole(GRADEBOOK_FILE, gradebook.csv().as_bytes())?;
    store.write_whole(REPORT_FILE, gradebook.html().as_bytes())?;
    super::print(&gradebook.render(args.format))?;
    Ok(Outcome::Passed)
}
