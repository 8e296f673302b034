//! The jawbone program driven through stdin (being written).
