//! The ceelo program driven through stdin (being written).
