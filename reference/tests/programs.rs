//! Integration tests of the five reference programs driven through stdin.
