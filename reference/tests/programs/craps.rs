//! The craps program driven through stdin (being written).
