//! The War reader guided by the draws: each hand the program dealt (known
//! from its draw log, `DealtGames`) placed where its two cards show, in
//! order, so a line with numbers that is not the next hand's (a summary
//! every few hands, a hand counter, a result "C 28-24", a seed line "s2") is
//! never a hand, and the games begin where their draws begin. What a hand's
//! record says after its cards (the winner, the won cards, the tie pile) is
//! read as the value reader reads any hand, from that hand's stretch of the
//! transcript alone.
//!
//! A hand's two cards are two values in a row, the ranks in the dealt order
//! (or the computer's first, the same way throughout), with the same thing
//! between them every hand: the words' concepts and the punctuation (`:` in
//! "2:2" is not the `/` of counts "2/2"; "a" or "an" before a card changes
//! nothing), and the first card in the same place among its line's values
//! (after a hand's number, a table's card column: not the counts' column).
//! That layout is learned from the first hands. Each hand is the next such
//! pair after the previous one: when it shows other cards than the drawn
//! ones, the hands cannot be placed and the reader by shape reads the
//! transcript instead (its `deal` judges the cards shown). Placing is one
//! pass forward over the values, and each hand's stretch is read once.

use reference::war::GameResult;

use super::hand_winner::side_of;
use super::result_lines::tie_count;
use super::war_words::Word;
use super::{assemble, hand_number_shape, Value};
use crate::checks::war::dealt_games::DealtGames;
use crate::checks::war::war_events::{WarEvent, WarEventAt};
use crate::reading::{line_end, line_start, Lexicon};

/// How far (in values) each of the first hands is looked for while the
/// layout is learned, how many places of the first hand are tried, and how
/// many hands after it must agree.
const LEARNING_WINDOW: usize = 64;
const LEARNING_HANDS: usize = 4;

/// What stands between a hand's two cards.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Joiner {
    words: Vec<Word>,
    marks: String,
}

/// How the hands show: the joiner between their cards, the place of the
/// first card among its line's values (after a hand's number, or first),
/// and whether the computer's card comes first.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Layout {
    joiner: Joiner,
    column: usize,
    computer_first: bool,
}

/// The values read, with what placing hands asks of them.
struct ShownValues<'a> {
    text: &'a str,
    values: &'a [Value],
    lexicon: &'a Lexicon<Word>,
    ranks: i64,
    /// Each value's place among its line's values (from 0).
    columns: Vec<usize>,
}

impl<'a> ShownValues<'a> {
    fn new(text: &'a str, values: &'a [Value], lexicon: &'a Lexicon<Word>, ranks: i64) -> Self {
        let mut columns = Vec::with_capacity(values.len());
        for (at, value) in values.iter().enumerate() {
            let same_line = at > 0 && values[at - 1].line_from == value.line_from;
            columns.push(if same_line { columns[at - 1] + 1 } else { 0 });
        }
        ShownValues {
            text,
            values,
            lexicon,
            ranks,
            columns,
        }
    }

    fn joiner(&self, at: usize) -> Joiner {
        let (first, second) = (&self.values[at], &self.values[at + 1]);
        let between = &self.text[first.end.min(second.start)..second.start];
        Joiner {
            words: self
                .lexicon
                .find(between)
                .into_iter()
                .map(|found| found.0)
                .collect(),
            // Brackets aside: "J (11)" repeats a card's number, "10" does not.
            marks: between
                .chars()
                .filter(|c| !c.is_alphanumeric() && !c.is_whitespace())
                .filter(|c| !matches!(c, '(' | ')' | '[' | ']'))
                .collect(),
        }
    }

    fn layout_at(&self, at: usize, computer_first: bool) -> Layout {
        Layout {
            joiner: self.joiner(at),
            column: self.columns[at],
            computer_first,
        }
    }

    fn is_rank(&self, at: usize) -> bool {
        let value = &self.values[at];
        (1..=self.ranks).contains(&value.value) && !value.of_total
    }

    /// The next pair of values from `from` (before `limit`) shown as the
    /// layout shows a hand's cards, if it shows `cards`.
    fn next_hand(
        &self,
        from: usize,
        layout: &Layout,
        cards: (i64, i64),
        limit: usize,
    ) -> Result<usize, NotPlaced> {
        let at = (from..limit.min(self.values.len()).saturating_sub(1))
            .find(|&at| {
                self.columns[at] == layout.column
                    && self.is_rank(at)
                    && self.is_rank(at + 1)
                    && self.joiner(at) == layout.joiner
            })
            .ok_or(NotPlaced::NotShown)?;
        let (first, second) = (self.values[at].value, self.values[at + 1].value);
        let shown = if layout.computer_first {
            (second, first)
        } else {
            (first, second)
        };
        if shown == cards {
            Ok(at)
        } else {
            Err(NotPlaced::OtherCards)
        }
    }
}

/// Why a hand has no place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NotPlaced {
    /// The next hand shown shows other cards than the drawn ones.
    OtherCards,
    /// No hand is shown after the previous one (the output ends first).
    NotShown,
}

/// The events of the hands `dealt` gives, each placed where its cards show;
/// `None` when some hand cannot be placed.
pub(super) fn assemble_dealt(
    text: &str,
    values: &[Value],
    results: &[(usize, GameResult)],
    lexicon: &Lexicon<Word>,
    first_seed: i64,
    dealt: &DealtGames,
    ranks: i64,
) -> Option<Vec<WarEventAt>> {
    let shown = ShownValues::new(text, values, lexicon, ranks);
    let (places, computer_first) = place_hands(&shown, dealt)?;
    let mut events = Vec::new();
    let mut seed_from = 0;
    let mut pending = results.iter().peekable();
    let mut closing_from = 0;
    for (game, game_places) in places.iter().enumerate() {
        let first = *game_places.first()?;
        // The seed printed for this game: the last seed value since the
        // previous game's cards.
        if let Some(seed) = values[seed_from..first]
            .iter()
            .rev()
            .find(|value| value.before.contains(&Word::Seed))
        {
            events.push(WarEventAt {
                offset: seed.start,
                event: WarEvent::Seed(seed.value),
            });
        }
        let mut record_end = 0;
        let next_game = places
            .get(game + 1)
            .and_then(|next| next.first())
            .map_or(text.len(), |&at| values[at].start);
        for (number, &at) in game_places.iter().enumerate() {
            let cards_end = values[at + 1].end;
            let stretch_end = match game_places.get(number + 1) {
                Some(&next) if values[next].line_from > cards_end => values[next].line_from,
                Some(&next) => values[next].start,
                // The game's last hand: up to its result line, else to the
                // next game's line (a closing count is no hand's).
                None => {
                    let next_game_line = places
                        .get(game + 1)
                        .and_then(|next| next.first())
                        .map_or(text.len(), |&next| values[next].line_from.max(cards_end));
                    let after = results.partition_point(|(offset, _)| *offset <= cards_end);
                    results
                        .get(after)
                        .filter(|(offset, _)| *offset < next_game_line)
                        .map_or(next_game_line, |(offset, _)| {
                            line_start(text, *offset).max(cards_end)
                        })
                }
            };
            let sides = if computer_first {
                [Word::Computer, Word::Player]
            } else {
                [Word::Player, Word::Computer]
            };
            let hand = hand_events(text, values, (at, sides), stretch_end, lexicon, first_seed);
            record_end = hand
                .iter()
                .map(|event| event.offset)
                .max()
                .unwrap_or(values[at].start)
                .max(values[at + 1].end);
            // The hand's number is its place in its game, which the draws
            // say whether or not the program numbers its hands: a game
            // begins again at hand 1 where its draws begin.
            events.push(WarEventAt {
                offset: values[at].start,
                event: WarEvent::Hand(number as i64 + 1),
            });
            events.extend(hand);
        }
        seed_from = game_places.last().map_or(first, |&last| last + 2);
        // The game's result: the first one after its last hand's record and
        // before the next game's cards.
        while pending
            .next_if(|(offset, _)| *offset <= record_end)
            .is_some()
        {}
        if let Some(&(offset, result)) = pending.next_if(|(offset, _)| *offset < next_game) {
            events.push(WarEventAt {
                offset,
                event: WarEvent::GameResult(result),
            });
            closing_from = line_end(text, offset);
        } else {
            closing_from = line_end(text, record_end);
        }
        while pending.next_if(|(offset, _)| *offset < next_game).is_some() {}
    }
    let closing: Vec<Value> = values
        .iter()
        .filter(|value| value.start >= closing_from)
        .cloned()
        .collect();
    if let Some(count) = tie_count(&closing, places.len() as i64) {
        events.push(count);
    }
    Some(events)
}

/// Where each game's hands show: the index in `values` of each hand's first
/// card (its second card is the value after it), and whether the
/// computer's card shows first.
fn place_hands(shown: &ShownValues<'_>, dealt: &DealtGames) -> Option<(Vec<Vec<usize>>, bool)> {
    let first_hands: Vec<(i64, i64)> = dealt
        .games
        .iter()
        .flatten()
        .take(LEARNING_HANDS + 1)
        .copied()
        .collect();
    let (layout, first_at) = learn_layout(shown, &first_hands)?;
    let mut places = Vec::with_capacity(dealt.games.len());
    let mut from = first_at;
    for game in &dealt.games {
        let mut game_places = Vec::with_capacity(game.len());
        for &cards in game {
            match shown.next_hand(from, &layout, cards, usize::MAX) {
                Ok(at) => {
                    game_places.push(at);
                    from = at + 2;
                }
                // The output ends before the hands drawn last are shown (a
                // run cut short, a program dealing a game before showing
                // it): the hands shown are placed.
                Err(NotPlaced::NotShown) => {
                    if !game_places.is_empty() {
                        places.push(game_places);
                    }
                    return Some((places, layout.computer_first));
                }
                Err(NotPlaced::OtherCards) => return None,
            }
        }
        places.push(game_places);
    }
    Some((places, layout.computer_first))
}

/// The layout the first hands agree on, and where the first hand shows.
fn learn_layout(shown: &ShownValues<'_>, hands: &[(i64, i64)]) -> Option<(Layout, usize)> {
    let &(player, computer) = hands.first()?;
    let values = shown.values;
    let candidates = (0..values.len().saturating_sub(1))
        .flat_map(|at| [(at, false), (at, true)])
        .filter(|&(at, computer_first)| {
            let pair = (values[at].value, values[at + 1].value);
            let dealt = if computer_first {
                (computer, player)
            } else {
                (player, computer)
            };
            pair == dealt && (!computer_first || player != computer) && !values[at + 1].of_total
        })
        .take(LEARNING_WINDOW);
    for (at, computer_first) in candidates {
        let layout = shown.layout_at(at, computer_first);
        let mut from = at + 2;
        let agrees = hands.iter().skip(1).take(LEARNING_HANDS).all(|&cards| {
            match shown.next_hand(from, &layout, cards, from + LEARNING_WINDOW) {
                Ok(next) => {
                    from = next + 2;
                    true
                }
                Err(_) => false,
            }
        });
        if agrees {
            return Some((layout, at));
        }
    }
    None
}

/// One hand's events: its cards at `at`, and what its stretch (up to
/// `stretch_end`: the next hand's line, or its game's result) says of it,
/// read by the value reader.
fn hand_events(
    text: &str,
    values: &[Value],
    (at, sides): (usize, [Word; 2]),
    stretch_end: usize,
    lexicon: &Lexicon<Word>,
    first_seed: i64,
) -> Vec<WarEventAt> {
    let cards_end = values[at + 1].end;
    let [first, second] = [&values[at], &values[at + 1]];
    let card = |value: &Value, side: Word| Value {
        before: vec![side],
        paired: false,
        of_total: false,
        states_total: false,
        result_line: false,
        ..value.clone()
    };
    let mut stretch = vec![card(first, sides[0]), card(second, sides[1])];
    let stretch_text = &text[..stretch_end];
    for value in values[at + 2..]
        .iter()
        .take_while(|value| value.end <= stretch_end)
        .filter(|value| of_the_record(stretch_text, value, lexicon))
    {
        let mut value = value.clone();
        // "your pile", "my pile": a side's pile is the cards it has won;
        // the tie pile is nobody's.
        if side_of(&value.before).is_some() && !value.before.contains(&Word::Won) {
            for word in &mut value.before {
                if *word == Word::TiePile {
                    *word = Word::Won;
                }
            }
        }
        // The first value of the record on its line: its label is what
        // precedes it there ("[after 5 hands] you: 6"), not the hand's
        // winner before the line.
        let first_on_line = stretch
            .last()
            .is_none_or(|last| last.line_from != value.line_from);
        if first_on_line && value.line_from > cards_end {
            value.label_from = value.label_from.min(value.line_from);
        }
        stretch.push(value);
    }
    let read = assemble(stretch_text, &stretch, &[], lexicon, first_seed);
    read.into_iter()
        .skip_while(|event| !matches!(event.event, WarEvent::Cards { .. }))
        .enumerate()
        .take_while(|(index, event)| *index == 0 || !matches!(event.event, WarEvent::Cards { .. }))
        .map(|(_, event)| event)
        .filter(|event| {
            matches!(
                event.event,
                WarEvent::Cards { .. }
                    | WarEvent::HandWinner(_)
                    | WarEvent::Piles { .. }
                    | WarEvent::TiePile(_)
            )
        })
        .collect()
}

/// A value that may belong to a hand's record: not a seed, a hand's number,
/// a count of hands ("after 5 hands") nor a game's number.
fn of_the_record(text: &str, value: &Value, lexicon: &Lexicon<Word>) -> bool {
    let label = &value.before;
    !(value.of_total
        || label.contains(&Word::Seed)
        || label.last() == Some(&Word::Hand)
        || (label.is_empty() && hand_number_shape(text, value))
        || counts_hands(text, value, lexicon))
}

/// "5 hands", "po 5 rozdaniach": the value is how many hands were played.
fn counts_hands(text: &str, value: &Value, lexicon: &Lexicon<Word>) -> bool {
    let rest = &text[value.end..];
    let rest = rest.lines().next().unwrap_or_default();
    let rest = match rest.char_indices().nth(40) {
        Some((cut, _)) => &rest[..cut],
        None => rest,
    };
    lexicon
        .find(rest)
        .first()
        .is_some_and(|&(word, from, _)| word == Word::Hand && rest[..from].trim().is_empty())
}
