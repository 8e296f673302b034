//! The war program driven through stdin (being written).
