//! `java.util.Random`: the 48-bit linear congruential generator, with
//! `nextInt(bound)`'s rejection loop and `nextDouble`.

use super::RandomSource;

const MULTIPLIER: u64 = 0x5_DEEC_E66D;
const ADDEND: u64 = 0xB;
const MASK: u64 = (1 << 48) - 1;

/// `java.util.Random`, bit for bit.
#[derive(Debug, Clone)]
pub struct JavaRandom {
    state: u64,
}

impl JavaRandom {
    /// As `new Random(seed)`.
    pub fn new(seed: i64) -> Self {
        JavaRandom {
            state: (seed as u64 ^ MULTIPLIER) & MASK,
        }
    }

    fn next_bits(&mut self, bits: u32) -> i32 {
        self.state = self.state.wrapping_mul(MULTIPLIER).wrapping_add(ADDEND) & MASK;
        (self.state >> (48 - bits)) as i64 as i32
    }

    /// `nextInt()`.
    pub fn next_int(&mut self) -> i32 {
        self.next_bits(32)
    }

    /// `nextInt(bound)`, bound > 0.
    pub fn next_int_below(&mut self, bound: i32) -> i32 {
        assert!(bound > 0, "nextInt bound must be positive");
        if bound & bound.wrapping_neg() == bound {
            return ((bound as i64 * self.next_bits(31) as i64) >> 31) as i32;
        }
        loop {
            let bits = self.next_bits(31);
            let value = bits % bound;
            // Java's overflow test: reject the incomplete last slice of the range.
            if bits.wrapping_sub(value).wrapping_add(bound - 1) >= 0 {
                return value;
            }
        }
    }

    /// `nextDouble()`.
    pub fn next_double(&mut self) -> f64 {
        let high = (self.next_bits(26) as i64) << 27;
        let low = self.next_bits(27) as i64;
        (high + low) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

impl RandomSource for JavaRandom {
    fn below(&mut self, n: u32) -> u32 {
        self.next_int_below(n.min(i32::MAX as u32) as i32) as u32
    }
    fn reseed(&mut self, seed: u64) {
        *self = JavaRandom::new(seed as i64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Printed by OpenJDK 17 on this machine: `new Random(seed)` then `nextInt()` x6.
    const GOLDEN_NEXT_INT: &[(i64, [i32; 6])] = &[
        (
            0,
            [
                -1155484576,
                -723955400,
                1033096058,
                -1690734402,
                -1557280266,
                1327362106,
            ],
        ),
        (
            1,
            [
                -1155869325,
                431529176,
                1761283695,
                1749940626,
                892128508,
                155629808,
            ],
        ),
        (
            7,
            [
                -1156638823,
                -1552468968,
                -1077308326,
                41356089,
                1495978761,
                2107132509,
            ],
        ),
        (
            42,
            [
                -1170105035,
                234785527,
                -1360544799,
                205897768,
                1325939940,
                -248792245,
            ],
        ),
        (
            12345,
            [
                1553932502,
                -2090749135,
                -287790814,
                -355989640,
                -716867186,
                161804169,
            ],
        ),
        (
            -1,
            [
                1155099827,
                1887904451,
                52699159,
                -1941176418,
                -1451336087,
                -1714570420,
            ],
        ),
        (
            123456789012345,
            [
                -1421006947,
                -2071311287,
                -583755257,
                -1678701992,
                -508698726,
                -689937560,
            ],
        ),
    ];

    // `new Random(seed)` then `nextInt(6)+1` x12.
    const GOLDEN_DICE: &[(i64, [u32; 12])] = &[
        (0, [1, 5, 2, 6, 6, 6, 6, 4, 4, 3, 6, 6]),
        (1, [4, 5, 2, 4, 3, 5, 3, 5, 5, 5, 2, 2]),
        (7, [5, 3, 4, 5, 5, 5, 5, 6, 1, 1, 1, 1]),
        (42, [3, 4, 1, 3, 1, 2, 6, 3, 2, 6, 3, 3]),
        (12345, [2, 5, 4, 1, 2, 5, 2, 1, 2, 4, 6, 1]),
        (-1, [6, 6, 4, 6, 3, 1, 4, 1, 2, 2, 1, 3]),
        (123456789012345, [5, 3, 6, 5, 6, 5, 5, 4, 2, 3, 6, 2]),
    ];

    #[test]
    fn next_int_matches_the_jdk() {
        for (seed, expected) in GOLDEN_NEXT_INT {
            let mut random = JavaRandom::new(*seed);
            let seen: Vec<i32> = (0..6).map(|_| random.next_int()).collect();
            assert_eq!(seen, expected, "new Random({seed})");
        }
    }

    #[test]
    fn dice_match_next_int_six_plus_one() {
        for (seed, expected) in GOLDEN_DICE {
            let mut random = JavaRandom::new(*seed);
            let seen: Vec<u32> = (0..12).map(|_| random.below(6) + 1).collect();
            assert_eq!(seen, expected, "new Random({seed})");
        }
    }

    #[test]
    fn bounded_draws_cover_rejection_and_power_of_two_paths() {
        let mut random = JavaRandom::new(42);
        let large: Vec<i32> = (0..4)
            .map(|_| random.next_int_below(1_000_000_007))
            .collect();
        let power_of_two: Vec<i32> = (0..4).map(|_| random.next_int_below(16)).collect();
        let hundred: Vec<i32> = (0..4).map(|_| random.next_int_below(100)).collect();
        assert_eq!(large, [562431123, 117392763, 467211241, 102948884]);
        assert_eq!(power_of_two, [4, 15, 4, 11]);
        assert_eq!(hundred, [19, 93, 82, 2]);
    }

    #[test]
    fn next_double_matches_the_jdk_bit_for_bit() {
        let mut random = JavaRandom::new(42);
        let bits: Vec<u64> = (0..3).map(|_| random.next_double().to_bits()).collect();
        assert_eq!(
            bits,
            [
                4604728530581845079,
                4604329149490933249,
                4599233015213898676
            ]
        );
    }
}
