//! Reading the values a program showed, whatever its wording: numbers in any
//! common spelling, words folded for case and diacritics, a small lexicon
//! per concept, and where each draw the program made shows in its output.
//! The second channel of "Judging behaviour, not wording" (DESIGN.md); the
//! game readers in `checks/<game>` build on it.

mod concept_index;
mod course_languages;
mod draw_habit;
mod draw_sightings;
mod folded_text;
mod lexicon;
mod line_reach;
mod pip_pictures;
mod relaid_text;
mod shown_value;
mod value_arrows;

pub use concept_index::ConceptIndex;
pub use course_languages::CourseLanguages;
pub use draw_habit::{off_the_draw_habit, searched_on_habit};
pub use draw_sightings::{
    is_label_number, locate_draws, locate_draws_of_one_player, locate_draws_of_one_player_while,
    locate_draws_while, locate_grouped_draws, locate_labelled_draws, segment_of_draws,
    DrawSighting, Restatements, FACE_SEARCH,
};
pub use folded_text::{fold, last_words_of, words_of, Word};
pub use lexicon::Lexicon;
pub use line_reach::{after_line_end, before_line_start, line_end, line_start, LINE_REACH};
pub use pip_pictures::with_pictures_read;
pub(crate) use pip_pictures::{EDGES as BOX_EDGES, SIDES as BOX_SIDES};
pub use relaid_text::RelaidText;
pub use shown_value::{read_values, shows_digits_or_die_face, Amount, ShownValue, ValueKind};
pub use value_arrows::arrow_target;
