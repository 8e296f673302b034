//! The class's scores as an SVG histogram: ten bins of the percentage of the
//! maximum (the last holds 100%).

/// Bins of the histogram.
const BINS: usize = 10;
/// Drawing size, in SVG units.
pub const WIDTH: u32 = 640;
pub const HEIGHT: u32 = 220;
const PLOT_LEFT: u32 = 40;
const PLOT_TOP: u32 = 20;
const PLOT_BOTTOM: u32 = 180;

#[derive(Debug, Clone, PartialEq)]
pub struct HistogramBar {
    pub label: String,
    pub count: usize,
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
    /// Where the count and label are centred.
    pub middle: u32,
}

#[derive(Debug, Clone, PartialEq, askama::Template)]
#[template(path = "score_histogram.html")]
pub struct ScoreHistogram {
    pub bars: Vec<HistogramBar>,
    pub width: u32,
    pub height: u32,
    pub axis_y: u32,
    pub plot_left: u32,
    pub plot_right: u32,
    /// The tallest bar's count, labelled on the axis.
    pub most: usize,
    pub most_y: u32,
}

impl ScoreHistogram {
    /// `scores` as (score, maximum) in hundredths.
    pub fn of(scores: &[(i64, i64)]) -> ScoreHistogram {
        let mut counts = [0usize; BINS];
        for &(score, max) in scores {
            let fraction = if max > 0 {
                score.clamp(0, max) as f64 / max as f64
            } else {
                1.0
            };
            let bin = ((fraction * BINS as f64).floor() as usize).min(BINS - 1);
            counts[bin] += 1;
        }
        let most = counts.iter().copied().max().unwrap_or(0).max(1);
        let plot_width = WIDTH - PLOT_LEFT - 10;
        let slot = plot_width / BINS as u32;
        let plot_height = PLOT_BOTTOM - PLOT_TOP;
        let bars = counts
            .iter()
            .enumerate()
            .map(|(bin, &count)| {
                let height = (count as u32 * plot_height) / most as u32;
                let x = PLOT_LEFT + bin as u32 * slot + 3;
                let low = bin * 100 / BINS;
                let high = (bin + 1) * 100 / BINS;
                HistogramBar {
                    label: format!("{low}–{high}"),
                    count,
                    x,
                    y: PLOT_BOTTOM - height,
                    width: slot - 6,
                    height,
                    middle: x + (slot - 6) / 2,
                }
            })
            .collect();
        ScoreHistogram {
            bars,
            width: WIDTH,
            height: HEIGHT,
            axis_y: PLOT_BOTTOM,
            plot_left: PLOT_LEFT,
            plot_right: PLOT_LEFT + plot_width,
            most,
            most_y: PLOT_TOP,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_score_falls_in_one_bin_and_full_marks_in_the_last() {
        let histogram = ScoreHistogram::of(&[(0, 1000), (450, 1000), (999, 1000), (1000, 1000)]);
        let counts: Vec<usize> = histogram.bars.iter().map(|bar| bar.count).collect();
        assert_eq!(counts, [1, 0, 0, 0, 1, 0, 0, 0, 0, 2]);
        assert_eq!(histogram.bars[9].height, PLOT_BOTTOM - PLOT_TOP);
        assert_eq!(histogram.bars[1].height, 0);
    }
}
