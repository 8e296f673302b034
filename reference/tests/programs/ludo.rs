//! The ludo program driven through stdin (being written).
