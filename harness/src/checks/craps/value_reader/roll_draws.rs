//! How the program drew its rolls: two dice a roll, as the game rolls them,
//! or one number a roll (`rand.nextInt(11) + 2`), which `draws` fails and
//! which no pair of its draws stands for.

use super::one_number_totals::OneNumberMapping;

/// What the draws of a run say about how it rolls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RollDraws {
    /// Two draws a roll (or too little seen to say otherwise).
    TwoDice,
    /// One draw a roll: the pairs the reader would make of them were never
    /// rolled, so the rolls cannot be judged as two dice.
    OneNumber,
    /// One draw a roll, each made a number from 2 to 12 by `mapping`, as
    /// the output shows (`None`: by no mapping known, the numbers read
    /// from the roll lines): those numbers are the rolls' totals.
    OneNumberShown(Option<OneNumberMapping>),
}

/// The draws of each stretch of output between two inputs, as the reader
/// met them: how many, and how many of their pairs the output shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RollDrawTally {
    /// Stretches with draws in them.
    pub stretches: usize,
    /// Stretches holding an odd number of draws: two dice a roll never
    /// leave one over.
    pub odd_stretches: usize,
    /// Draws taken two by two as dice.
    pub pairs: usize,
    /// Those pairs found, in order, in the output that followed them.
    pub pairs_shown: usize,
    /// Those pairs found, or their totals found in order where the dice
    /// are not shown (a program that shows only `You rolled 7`).
    pub totals_shown: usize,
}

impl RollDrawTally {
    /// One stretch of `draws` draws, of whose pairs `shown` were found, and
    /// `totals` were found as dice or as their total.
    pub fn count(&mut self, draws: usize, shown: usize, totals: usize) {
        if draws == 0 {
            return;
        }
        self.stretches += 1;
        self.odd_stretches += draws % 2;
        self.pairs += draws.div_ceil(2);
        self.pairs_shown += shown;
        self.totals_shown += totals.max(shown);
    }

    /// One draw a roll, where most pairs were shown nowhere, and either a
    /// stretch left a draw over (two dice a roll never do) or most pairs'
    /// totals were not shown either (what was shown was one number a
    /// draw). A two-dice program that draws once more (a random first
    /// shooter) still shows its dice; one that shows only the totals shows
    /// its pairs' totals.
    pub fn verdict(&self) -> RollDraws {
        let pairs_unshown = self.pairs_shown * 2 < self.pairs;
        let totals_unshown = self.totals_shown * 2 < self.pairs;
        if pairs_unshown && (self.odd_stretches > 0 || totals_unshown) {
            RollDraws::OneNumber
        } else {
            RollDraws::TwoDice
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_left_over_with_pairs_unshown_is_one_number_a_roll() {
        // Draws in a stretch, pairs shown, totals shown.
        type Stretch = (usize, usize, usize);
        let cases: [(&[Stretch], RollDraws); 8] = [
            // A draw left over.
            (&[(1, 0, 0), (4, 0, 1), (3, 0, 1)], RollDraws::OneNumber),
            (&[(1, 0, 1)], RollDraws::OneNumber),
            // Even stretches, but neither the pairs nor their totals shown.
            (&[(2, 0, 0), (10, 0, 1)], RollDraws::OneNumber),
            // Two dice shown each roll.
            (&[(2, 1, 1), (6, 3, 3), (4, 2, 2)], RollDraws::TwoDice),
            // Totals only.
            (&[(2, 0, 1), (6, 0, 3), (4, 0, 2)], RollDraws::TwoDice),
            // Two dice shown, and one draw more somewhere (a first shooter).
            (&[(3, 1, 1), (6, 3, 3), (4, 2, 2)], RollDraws::TwoDice),
            // Nothing drawn.
            (&[(0, 0, 0)], RollDraws::TwoDice),
            (&[], RollDraws::TwoDice),
        ];
        for (stretches, verdict) in cases {
            let mut tally = RollDrawTally::default();
            for &(draws, shown, totals) in stretches {
                tally.count(draws, shown, totals);
            }
            assert_eq!(tally.verdict(), verdict, "{stretches:?}");
        }
    }
}
