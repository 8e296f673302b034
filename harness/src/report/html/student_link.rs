//! A student named on the page, linking to their section.

/// A student's name (printed escaped) and the id of their section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentLink {
    pub name: String,
    pub anchor: String,
}
