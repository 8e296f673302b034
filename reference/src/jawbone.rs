//! jawbone: rules first, console loop after (being written).
