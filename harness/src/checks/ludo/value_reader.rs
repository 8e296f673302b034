//! Reading a Ludo game from what the program did and the values it showed,
//! whatever its wording (DESIGN.md, "Judging behaviour, not wording"):
//! the rolls are the program's own draws, found in order among the numbers it
//! printed; a turn ends where other numbers show between two rolls; the
//! mover's worksum is the last position shown for it before the next roll;
//! the sides are the players' names, side words ("you"/"I", "human"/
//! "computer", colours) or names the program gives, Player 1 first.
//! Rules or help text (a block naming the rules) is not play.

use reference::ludo::Player;

use super::draw_owners::AlignedOwners;
use super::ludo_sides::{Side, Sides};
use super::ludo_turns::{LudoGame, LudoTurn};
use crate::behaviour::Behaviour;
use crate::checks::war::Printed;
use crate::checks::JudgeDeadline;
use crate::reading::{
    before_line_start, line_end, line_start, read_values, segment_of_draws, words_of, ShownValue,
    ValueKind,
};
use aligned_words::{moved_to_their_movers_lines, named_before_rolls, trusted_alignment};
use counters::counter_numbers;
pub use ludo_words::rules_blocks;
use ludo_words::{words, Word};
use player_names::{learned_names, named_player};
use roll_location::{locate_rolls, Sighting};
use table_columns::TableColumns;
use text_index::TextIndex;
use winner_announcements::{closing_announcement, winners};

mod aligned_words;
mod counters;
mod ludo_words;
mod player_names;
mod roll_location;
mod table_columns;
mod text_index;
mod winner_announcements;

/// A value shown in play, with what the words around it make of it.
#[derive(Debug, Clone, Copy)]
struct Seen {
    value: i64,
    start: usize,
    /// Not a position: a label, a distance, a signed step, a `/56` total.
    not_position: bool,
    /// The side named last before it on its line (or by its column).
    owner: Option<Side>,
    /// A number a sentence begins with (`5 Is Too Many`, `9 would take me
    /// past home`): spoken about, not rolled.
    mention: bool,
    /// Labelled as a position (`worksum = 6`, `on square 9`): not a roll.
    labelled_position: bool,
    /// Found as a roll where the program shows its rolls otherwise
    /// (`off_the_draw_habit`): looked past when the rolls are found again.
    off_habit: bool,
}

impl Seen {
    /// It may show a roll: not a label or total, not a number a sentence
    /// speaks about, not labelled as a position.
    fn may_be_roll(&self) -> bool {
        !self.not_position && !self.mention && !self.labelled_position && !self.off_habit
    }
}

/// The game as the program played it: its draws as rolls, grouped into
/// turns by what it showed between them (a roll that earns no bonus roll by
/// `game_rules` ends one). `None` when its draws are unknown.
pub fn read_ludo_game(
    text: &str,
    behaviour: &Behaviour,
    aligned: &AlignedOwners,
    game_rules: &reference::ludo::LudoRules,
    deadline: &JudgeDeadline,
) -> Option<LudoGame> {
    let draws = behaviour.draws.as_ref()?;
    let rules = rules_blocks(text);
    let in_rules = |offset: usize| rules.iter().any(|block| block.contains(&offset));
    let lexicon = words(text);
    let side_words = Sides::learned_from(text);
    let number_word = |_: &str| None;
    let values: Vec<ShownValue> = without_restated_faces(
        text,
        read_values(text, &number_word)
            .into_iter()
            .filter(|value| !in_rules(value.start)),
    );
    let columns = TableColumns::of(text, &side_words, &lexicon);
    // `Jugador 2`: the number names a side.
    let numbered_names = merged(side_words.numbered_in(text));
    let in_numbered_name = |at: usize| {
        let before = numbered_names.partition_point(|name| name.start <= at);
        before > 0 && numbered_names[before - 1].contains(&at)
    };
    let index = TextIndex::of(text, &lexicon, &side_words);
    let counters = counter_numbers(text, &values);
    let seen: Vec<Seen> = values
        .iter()
        .zip(counters)
        .take_while(|_| !deadline.passed())
        .filter_map(|(value, counter)| {
            let value_number = value.whole()?;
            let line_start = line_start(text, value.start);
            let before = &text[line_start..value.start];
            let after_end = line_end(text, value.end);
            let after = &text[value.end..after_end];
            // A die's glyph shows a roll as plainly as its digit (`⚅`).
            let spelled_out = !matches!(value.kind, ValueKind::Digits | ValueKind::DieFace)
                && !listed_word(before);
            if spelled_out {
                return None;
            }
            let (label, signed_or_total) = label_or_total(text, line_start, value, &index);
            let next_words = index.words(value.end..after_end);
            let to_go = after.trim_start().starts_with(|c: char| c.is_alphabetic())
                && next_words.first().is_some_and(|word| {
                    matches!(word.folded.as_str(), "to" | "left" | "more" | "away")
                })
                && next_words.get(1).is_none_or(|word| word.folded != "the");
            let column = columns.column_at(&text[line_start..after_end], line_start, value.start);
            let sides_before = index.sides(line_start..value.start);
            let label = label
                || counter
                || column == Some(None)
                || in_numbered_name(value.start)
                || counter_before_side(text, sides_before, &index, value.end..after_end)
                || heading_line(&text[line_start..after_end])
                || steps_after(after, next_words);
            let owner = column
                .flatten()
                .or_else(|| sides_before.last().map(|(side, _, _)| *side));
            let labelled_position = position_label(text, line_start, value, &index);
            let mention = before.trim().is_empty()
                && after.starts_with(' ')
                && after.trim_start().starts_with(|c: char| c.is_alphabetic());
            Some(Seen {
                value: value_number,
                start: value.start,
                not_position: label || signed_or_total || to_go,
                owner,
                mention,
                labelled_position,
                off_habit: false,
            })
        })
        .collect();
    // A draw made after k inputs shows after the k-th answer.
    let shown_from: Vec<usize> = draws
        .iter()
        .map(|draw| segment_of_draws(text, behaviour, draw.after_inputs).start)
        .collect();
    // Located with the reference's turns, then again with only the
    // alignment the program's shown faces and words allow.
    let mut aligned = aligned.clone();
    let mut located = locate_rolls(&seen, draws, &shown_from, &aligned, false);
    if located.names_movers {
        located = locate_rolls(&seen, draws, &shown_from, &aligned, true);
    }
    // Rolls found where the program does not show its rolls are looked for
    // again past those values (`reading::searched_on_habit`).
    let with_passed_over = |passed_over: &[usize]| {
        let mut kept = seen.clone();
        for item in &mut kept {
            item.off_habit |= passed_over.binary_search(&item.start).is_ok();
        }
        kept
    };
    let names_movers = located.names_movers;
    let (located, passed_over) = crate::reading::searched_on_habit(
        text,
        located,
        |passed_over| {
            let kept = with_passed_over(passed_over);
            locate_rolls(&kept, draws, &shown_from, &aligned, names_movers)
        },
        |located| {
            located
                .sightings
                .iter()
                .map(|sighting| seen[sighting.at].start)
                .collect()
        },
        &|| !deadline.passed(),
    );
    let seen = with_passed_over(&passed_over);
    let on_mover_lines = located.names_movers;
    let shown_twice = located.shown_twice;
    let mut sightings = located.sightings;
    let far_first =
        |sightings: &[Sighting]| first_side(text, &side_words, sightings, &seen) == Some(Side::Far);
    let side_player_of = |far_first: bool| {
        move |side: Side| match (side, far_first) {
            (Side::One, _) | (Side::Near, false) | (Side::Far, true) => Player::One,
            _ => Player::Two,
        }
    };
    let trusted = if located.as_faces {
        let far_first_now = far_first(&sightings);
        moved_to_their_movers_lines(
            text,
            &side_words,
            &mut sightings,
            &seen,
            &aligned,
            side_player_of(far_first_now),
        );
        let named = named_before_rolls(text, &side_words, &sightings, &seen);
        trusted_alignment(
            &named,
            &sightings,
            &aligned,
            side_player_of(far_first(&sightings)),
        )
    } else {
        AlignedOwners::default()
    };
    if trusted != aligned {
        aligned = trusted;
        sightings = locate_rolls(&seen, draws, &shown_from, &aligned, on_mover_lines).sightings;
    }
    let side_player = side_player_of(far_first(&sightings));
    let mut game = LudoGame::default();
    // Group the sightings into turns: the reference's turns where the draws
    // are aligned; elsewhere a turn ends where a value that is not a roll
    // shows between two rolls.
    let mut turns: Vec<Vec<usize>> = Vec::new();
    let mut turn_movers: Vec<Option<Player>> = Vec::new();
    let mut turn_lands_on_other: Vec<bool> = Vec::new();
    for (index, sighting) in sightings.iter().enumerate() {
        let at = sighting.at;
        let owner = aligned.owner(sighting.draw);
        let starts_turn = match index.checked_sub(1).map(|previous| sightings[previous]) {
            None => true,
            Some(previous) => match (aligned.owner(previous.draw), owner) {
                (Some(before), Some(now)) => before.turn != now.turn,
                (None, Some(_)) => true,
                // Past the aligned turns (or outside them) the words tell:
                // a roll again where the reference's turn ended shows as one
                // turn of the program's.
                _ => {
                    let previous = previous.at;
                    // The roll's face said again right after it (`| 6 |`
                    // drawn, then `rolled: 6`) is the roll, not a square,
                    // where the program shows each roll so.
                    let restated = (previous + 1..at)
                        .filter(|_| shown_twice)
                        .find(|&between| seen[between].may_be_roll())
                        .filter(|&between| seen[between].value == seen[previous].value);
                    let shown_between = (previous + 1..at)
                        .any(|between| Some(between) != restated && !seen[between].not_position);
                    // A turn ends on a roll that earns no bonus roll (the
                    // reference's rule): a start area named after it
                    // ("still stuck at the start") ends the turn.
                    let earns_bonus = u8::try_from(seen[previous].value)
                        .is_ok_and(|roll| game_rules.rolls_again(roll));
                    let start_area_after = !earns_bonus
                        && lexicon
                            .find(&text[seen[previous].start..seen[at].start])
                            .iter()
                            .any(|(concept, _, _)| *concept == Word::StartArea);
                    shown_between || start_area_after
                }
            },
        };
        if starts_turn {
            turns.push(vec![at]);
            turn_movers.push(owner.map(|owner| owner.player));
            turn_lands_on_other.push(owner.is_some_and(|owner| owner.lands_on_other));
        } else if let Some(turn) = turns.last_mut() {
            turn.push(at);
        }
    }
    let names = learned_names(text, &turns, &seen, &side_words, &lexicon);
    let mut round = 1;
    let mut previous: Option<(Player, usize)> = None;
    for (number, turn) in turns.iter().enumerate() {
        if deadline.passed() {
            break;
        }
        // The mover: the side named last since the previous turn's
        // position (a `Player2:` line, `Blue rolls`), else the other player.
        let first_roll = seen[turn[0]].start;
        let from = previous.map_or_else(
            || block_start(text, first_roll),
            |(_, offset)| offset.min(first_roll),
        );
        let named = named_side(&side_words, &text[from..first_roll])
            .map(side_player)
            .or_else(|| named_player(text, first_roll, &names));
        let player = turn_movers[number].or(named).unwrap_or(match previous {
            Some((player, _)) => player.opponent(),
            None => Player::One,
        });
        if number > 0 && player == Player::One {
            round += 1;
        }
        let last = *turn.last().expect("a turn has a roll");
        let end = turns.get(number + 1).map_or(seen.len(), |next| next[0]);
        let window = &seen[last + 1..end];
        let window_end = if end < seen.len() {
            line_start(text, seen[end].start)
        } else {
            text.len()
        };
        let window: Vec<&Seen> = window
            .iter()
            .filter(|item| item.start < window_end.max(seen[last].start + 1))
            .collect();
        let mine = |item: &Seen| item.owner.is_none_or(|side| side_player(side) == player);
        // The turn's own distance spoken about at a sentence's start ("10
        // would go past home (needs exactly 1), no move."): no square.
        let distance: i64 = turn.iter().map(|&roll| seen[roll].value).sum();
        let spoken_distance =
            |item: &Seen| item.mention && !item.labelled_position && item.value == distance;
        // A turn that lands on the other piece leaves the mover above 0: a
        // 0 or a start area shown after it is the captured player's (`Zeynep,
        // Ali'in tasini kirdi! Ali baslangica dondu (konum 0)`).
        let lands_on_other = turn_lands_on_other[number];
        let sent_back = |item: &Seen| lands_on_other && item.value == 0;
        let positions: Vec<&Seen> = window
            .iter()
            .copied()
            .filter(|item| !item.not_position && !spoken_distance(item) && !sent_back(item))
            .collect();
        let region = &text[seen[last].start..window_end.max(seen[last].start)];
        let in_start = || {
            if lands_on_other {
                return None;
            }
            lexicon
                .find(region)
                .iter()
                .find(|(concept, _, _)| *concept == Word::StartArea)
                .map(|(_, start, _)| Printed {
                    value: 0,
                    offset: seen[last].start + start,
                })
        };
        // The mover's own position, else the start area named (`│ waiting
        // │ at 9 │`: the other side's square is not the mover's), else the
        // last position shown.
        let as_printed = |item: &Seen| Printed {
            value: item.value,
            offset: item.start,
        };
        // A square after a win word on its line (`Player2 wins: the piece is
        // home at 56`) says where the winner stands once the game is over;
        // the turn's own square, shown before it, is the turn's.
        let after_win =
            |item: &Seen| lexicon.names(&text[line_start(text, item.start)..item.start], Word::Win);
        let own = positions
            .iter()
            .rev()
            .filter(|item| mine(item))
            .find(|item| !after_win(item))
            .or_else(|| positions.iter().rev().find(|item| mine(item)));
        let worksum = match own.map(|item| as_printed(item)).or_else(in_start) {
            Some(worksum) => worksum,
            None => match positions.last() {
                Some(item) => as_printed(item),
                None => {
                    previous = Some((player, past_first_char(text, seen[last].start)));
                    continue;
                }
            },
        };
        previous = Some((player, past_first_char(text, worksum.offset)));
        let opponent_square = window
            .iter()
            .rev()
            .filter(|item| !item.not_position)
            .find(|item| item.owner.map(side_player) == Some(player.opponent()))
            .map(|item| as_printed(item));
        game.turns.push(LudoTurn {
            player,
            round,
            rolls: turn
                .iter()
                .map(|&at| Printed {
                    value: seen[at].value,
                    offset: seen[at].start,
                })
                .collect(),
            worksum,
            opponent_square,
        });
    }
    game.winners = winners(text, &in_rules, &lexicon, &side_words, side_player, &game);
    if game.winners.is_empty() {
        game.winners.extend(closing_announcement(
            text,
            &side_words,
            &side_player,
            &game,
            i64::from(game_rules.home),
        ));
    }
    worksum_before_the_announcement(&mut game, &seen);
    Some(game)
}

/// The last turn's square shown after the winner's announcement is a recap's
/// (`Pemain 2  giliran 6 ... jumlah akhir 56`): where the same square shows
/// between the turn's last roll and the announcement, that is the turn's.
fn worksum_before_the_announcement(game: &mut LudoGame, seen: &[Seen]) {
    let Some(announced) = game.winners.first().map(|winner| winner.offset) else {
        return;
    };
    let Some(last) = game.turns.last_mut() else {
        return;
    };
    let Some(last_roll) = last.rolls.last().map(|roll| roll.offset) else {
        return;
    };
    if last.worksum.offset <= announced {
        return;
    }
    let before = seen.iter().rev().find(|item| {
        item.start > last_roll
            && item.start < announced
            && !item.not_position
            && item.value == last.worksum.value
    });
    if let Some(item) = before {
        last.worksum.offset = item.start;
    }
}

/// The values with a face shown twice in a row kept once: a die's glyph and
/// its digit (`⚅6`, `⚅ 6`, `6 ⚅`), a number word and its digit (`six (6)`,
/// `4 (four)`). The digit is kept.
fn without_restated_faces(text: &str, values: impl Iterator<Item = ShownValue>) -> Vec<ShownValue> {
    let mut kept: Vec<ShownValue> = Vec::new();
    for value in values {
        let restates = kept.last().is_some_and(|before| {
            let between = text.get(before.end..value.start).unwrap_or("x");
            before.amount == value.amount
                && before.kind != value.kind
                && [before.kind, value.kind].contains(&ValueKind::Digits)
                && between.chars().count() <= 2
                && between.chars().all(|c| matches!(c, ' ' | '(' | '['))
        });
        match (restates, value.kind) {
            (true, ValueKind::Digits) => {
                kept.pop();
                kept.push(value);
            }
            (true, _) => {}
            (false, _) => kept.push(value),
        }
    }
    kept
}

/// The side a text names last, a numbered name outranking a side word
/// ("Player 2, it's your turn").
fn named_side(side_words: &Sides, text: &str) -> Option<Side> {
    let found = side_words.find(text);
    found
        .iter()
        .rev()
        .find(|(side, _, _)| matches!(side, Side::One | Side::Two))
        .or(found.last())
        .map(|(side, _, _)| *side)
}

/// Just past the character at `offset`: a roll may be shown by a die's glyph
/// (`⚄`, three bytes), so one byte on would cut it.
fn past_first_char(text: &str, offset: usize) -> usize {
    offset + text[offset..].chars().next().map_or(0, char::len_utf8)
}

/// Where the block (lines after the last blank line) holding `offset` begins.
fn block_start(text: &str, offset: usize) -> usize {
    let mut start = 0;
    let mut at = 0;
    for line in text[..offset].split_inclusive('\n') {
        at += line.len();
        if line.trim().is_empty() {
            start = at;
        }
    }
    start
}

/// `ranges` in order, those that overlap joined, so a place is looked up
/// among them by bisection.
fn merged(mut ranges: Vec<std::ops::Range<usize>>) -> Vec<std::ops::Range<usize>> {
    ranges.sort_by_key(|range| range.start);
    let mut joined: Vec<std::ops::Range<usize>> = Vec::with_capacity(ranges.len());
    for range in ranges {
        match joined.last_mut() {
            Some(last) if range.start <= last.end => last.end = last.end.max(range.end),
            _ => joined.push(range),
        }
    }
    joined
}

/// A value's label (`round 3`, `player number:` above it, `moves 9`) or
/// arithmetic (`+9`, `6+6+3 = 15`, `9/56`, `#1`): not a position.
fn label_or_total(
    text: &str,
    line_start: usize,
    value: &ShownValue,
    index: &TextIndex<'_>,
) -> (bool, bool) {
    let before = &text[line_start..value.start];
    let label_before = |range: std::ops::Range<usize>, across_line: bool| {
        let word = index.words(range.clone()).last();
        let concept = index.concepts(range.clone()).last().copied();
        match (word, concept) {
            (Some(word), Some((concept, _, end))) if end == word.end => {
                let gap = text[end..range.end].trim();
                let fits = match concept {
                    Word::Label => !across_line || word.folded != "turn",
                    Word::Distance => !across_line,
                    _ => false,
                };
                fits && gap.len() <= 1
            }
            _ => false,
        }
    };
    let mut label = label_before(line_start..value.start, false);
    if before.trim().is_empty() && line_start > 0 {
        let previous_start = crate::reading::line_start(text, before_line_start(text, line_start));
        label = label_before(previous_start..line_start, true);
    }
    let trimmed = before.trim_end();
    // `6+6+3 = 15` sums; `G1 = 9` names a player (digits glued to a letter).
    let after_equals = trimmed.strip_suffix('=').is_some_and(|left| {
        let number = left
            .trim_end()
            .trim_end_matches(|c: char| c.is_ascii_digit());
        number.len() < left.trim_end().len() && !number.ends_with(char::is_alphabetic)
    });
    // `+9` is a step; `6+6+3` lists rolls.
    let signed = before
        .strip_suffix('+')
        .is_some_and(|left| !left.ends_with(|c: char| c.is_ascii_digit()));
    let total = signed || before.ends_with('#') || trimmed.ends_with('/') || after_equals;
    (label, total)
}

/// A number before the side its line is about, with values after that side
/// (`| 3 | Jugador 2 | 4 | 11 |`, `#7 Seat B throws 4`): a counter of
/// rounds or turns, whatever word heads its column.
fn counter_before_side(
    text: &str,
    sides_before: &[(Side, usize, usize)],
    index: &TextIndex<'_>,
    after: std::ops::Range<usize>,
) -> bool {
    sides_before.is_empty()
        && index
            .sides(after.clone())
            .first()
            .is_some_and(|&(_, _, end)| text[end..after.end].contains(|c: char| c.is_ascii_digit()))
}

/// A heading line, framed by runs of one punctuation mark (`---- turn 3
/// ----`, `=== Round 2 ===`): its numbers count rounds, whatever its word,
/// unless it tells a roll (`*** you rolled a 6 ***`).
fn heading_line(line: &str) -> bool {
    let line = line.trim();
    let frame = |run: &mut dyn Iterator<Item = char>| {
        run.next().is_some_and(|mark| {
            matches!(mark, '-' | '=' | '*' | '~' | '#' | '+' | '_')
                && run.take_while(|&c| c == mark).count() >= 2
        })
    };
    // The frame first: most lines have none, and their words need no reading.
    let framed = frame(&mut line.chars()) && frame(&mut line.chars().rev());
    framed
        && !words_of(line).iter().any(|word| {
            ["roll", "throw", "threw", "die", "dice"]
                .iter()
                .any(|stem| word.folded.starts_with(stem))
        })
}

/// A distance written with its unit after it (`2 steps`, `goes 4 steps
/// forward`): not a roll, not a position.
fn steps_after(after: &str, words_after: &[crate::reading::Word]) -> bool {
    after.trim_start().starts_with(|c: char| c.is_alphabetic())
        && words_after
            .first()
            .is_some_and(|word| word.folded.starts_with("step"))
}

/// A value right after a position word (`worksum = 6`, `square:` above it).
fn position_label(
    text: &str,
    line_start: usize,
    value: &ShownValue,
    index: &TextIndex<'_>,
) -> bool {
    let labelled = |range: std::ops::Range<usize>| {
        let word = index.words(range.clone()).last();
        match (word, index.concepts(range.clone()).last().copied()) {
            (Some(word), Some((Word::Position, _, end))) => {
                end == word.end && text[end..range.end].trim().len() <= 1
            }
            _ => false,
        }
    };
    let before = &text[line_start..value.start];
    if before.trim().is_empty() && line_start > 0 {
        let previous_start = crate::reading::line_start(text, before_line_start(text, line_start));
        let previous = &text[previous_start..line_start];
        return labelled(previous_start..line_start)
            || previous.trim_end().ends_with(':')
                && index
                    .concepts(previous_start..line_start)
                    .iter()
                    .any(|(concept, _, _)| *concept == Word::Position);
    }
    labelled(line_start..value.start)
}

/// A number word is a shown value only in a list or after a colon or a
/// roll word (`throws: six, three`), not in a sentence (`That six brings`).
fn listed_word(before: &str) -> bool {
    let trimmed = before.trim_end();
    if trimmed.ends_with([':', ',', '=', '(', '[', '-']) {
        return true;
    }
    words_of(trimmed).last().is_some_and(|word| {
        matches!(
            word.folded.as_str(),
            "throw" | "throws" | "threw" | "roll" | "rolls" | "rolled" | "then" | "and"
        ) && trimmed.ends_with(|c: char| c.is_alphabetic())
    })
}

/// The side word that shows first from the first roll back to its line
/// (or the line before): the side that plays first.
fn first_side(
    text: &str,
    side_words: &Sides,
    sightings: &[Sighting],
    seen: &[Seen],
) -> Option<Side> {
    let first = seen.get(sightings.first()?.at)?.start;
    let from = block_start(text, first);
    side_words
        .find(&text[from..first])
        .last()
        .map(|(side, _, _)| *side)
}

#[cfg(test)]
#[path = "value_reader_tests.rs"]
pub(crate) mod tests;

#[cfg(test)]
#[path = "aligned_reading_tests.rs"]
mod aligned_tests;
