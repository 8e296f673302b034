//! The tests read copies of the course's specs (reference/tests/data/), so
//! they run without `shared/` beside the checkout; where it is there (as in
//! CI), the copies must still be the specs as they stand.

use std::path::Path;

#[test]
fn the_spec_copies_are_the_specs_as_they_stand() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let specs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/specs");
    if !specs.is_dir() {
        eprintln!("skipped: no {} beside the checkout", specs.display());
        return;
    }
    for name in ["ceelo.txt", "war.txt", "ludo.txt"] {
        let copy = std::fs::read(data.join(name)).expect("the copy is committed");
        let spec = std::fs::read(specs.join(name)).expect("the spec is in shared/specs");
        assert!(
            copy == spec,
            "reference/tests/data/{name} differs from shared/specs/{name}"
        );
    }
}
