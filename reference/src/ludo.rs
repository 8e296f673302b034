//! ludo: rules first, console loop after (being written).
