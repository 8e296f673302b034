//! Integration tests of the five reference programs, each driven through a scripted stdin.

mod ceelo;
mod craps;
mod jawbone;
mod ludo;
mod spec_copies;
mod war;
