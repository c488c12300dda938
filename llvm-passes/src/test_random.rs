//! The deterministic random generator of texel's robustness and fuzz tests
//! (the finalizer's, texel-verify-intrinsics', the parser's, the
//! preprocessor's and `tests/fuzz_compile`): small, dependency-free and the
//! same on every machine, so a failing input is reproduced by its seed alone.
//!
//! Not part of texel's API (hidden from the documentation); it lives in this
//! crate because every crate with such tests depends on it.

/// A xorshift generator: xorshift64* (Vigna) by default, or Marsaglia's plain
/// xorshift64 (the parser's robustness tests were written against it; keeping
/// it keeps their inputs the same).
#[derive(Clone, Debug)]
pub struct Random {
    state: u64,
    scrambled: bool,
}

impl Random {
    /// xorshift64* starting from `state` (nonzero; zero stays zero).
    pub fn new(state: u64) -> Random {
        Random {
            state,
            scrambled: true,
        }
    }

    /// xorshift64* starting from splitmix64 of `seed`, so that neighbouring
    /// seeds diverge at once (any seed, zero included).
    pub fn from_seed(seed: u64) -> Random {
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Random::new((z ^ (z >> 31)) | 1)
    }

    /// Marsaglia's xorshift64 (shifts 13, 7, 17, no output multiplier)
    /// starting from `state` (nonzero).
    pub fn xorshift64(state: u64) -> Random {
        Random {
            state,
            scrambled: false,
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.state;
        if self.scrambled {
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            self.state = x;
            x.wrapping_mul(0x2545_f491_4f6c_dd1d)
        } else {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            self.state = x;
            x
        }
    }

    /// A number in `0..bound` (0 when `bound` is 0).
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound.max(1) as u64) as usize
    }

    /// True with probability `numerator / denominator`.
    pub fn chance(&mut self, numerator: usize, denominator: usize) -> bool {
        self.below(denominator) < numerator
    }

    /// One of `items` (which must not be empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::Random;

    fn first_three(mut random: Random) -> [u64; 3] {
        [random.next_u64(), random.next_u64(), random.next_u64()]
    }

    /// The sequences the tests' corpora were generated with.
    #[test]
    fn sequences_are_the_published_ones() {
        assert_eq!(
            first_three(Random::new(42)),
            [
                0x56ce_4ab7_719b_a3a0,
                0xc841_eb53_ebbb_2dda,
                0xca46_6be0_c998_0276
            ]
        );
        assert_eq!(
            first_three(Random::xorshift64(0x9E37_79B9_7F4A_7C15)),
            [
                0xdc1b_77ae_0bf3_4dad,
                0x64f0_eeb9_026e_6076,
                0x7b07_ce91_e590_6136
            ]
        );
        assert_eq!(
            first_three(Random::from_seed(0x7e8e_1f22_c0ff_ee01)),
            [
                0x1508_c163_8efd_89ca,
                0x8ee4_a367_50b5_5a2f,
                0x0e98_7e0e_c85b_f83e
            ]
        );
    }

    #[test]
    fn bounded_numbers_stay_in_bounds() {
        let mut random = Random::new(7);
        for bound in 0..50 {
            assert!(random.below(bound) < bound.max(1));
        }
        assert_eq!(*random.pick(&[5]), 5);
        assert!(!random.chance(0, 3));
        assert!(random.chance(3, 3));
    }
}
