//! Integration tests of the `croupier` binary, driven as users drive it.

mod bad_inputs;
mod support;
