//! Double-double arithmetic (Dekker / Knuth error-free transformations, no FMA) with a separate
//! power-of-two exponent ([`Scaled`]): what the binomial tails of [`super::mcnemar`] are summed in,
//! so they neither overflow nor underflow and stay bit-identical on every platform.

pub(super) fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

pub(super) fn quick_two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    (s, b - (s - a))
}

/// Dekker's split; exact for |a| < 2^996 (values here stay below 2^300).
pub(super) fn split(a: f64) -> (f64, f64) {
    let t = 134_217_729.0 * a; // 2^27 + 1
    let hi = t - (t - a);
    (hi, a - hi)
}

pub(super) fn two_prod(a: f64, b: f64) -> (f64, f64) {
    let p = a * b;
    let (ah, al) = split(a);
    let (bh, bl) = split(b);
    (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
}

/// An unevaluated sum `hi + lo` with `|lo| ≤ ulp(hi) / 2`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Dd {
    pub(super) hi: f64,
    pub(super) lo: f64,
}

impl From<f64> for Dd {
    fn from(hi: f64) -> Dd {
        Dd { hi, lo: 0.0 }
    }
}

impl Dd {
    pub(super) const ONE: Dd = Dd { hi: 1.0, lo: 0.0 };

    pub(super) fn from_pair((hi, lo): (f64, f64)) -> Dd {
        Dd { hi, lo }
    }

    pub(super) fn add(self, b: Dd) -> Dd {
        let (s1, s2) = two_sum(self.hi, b.hi);
        let (t1, t2) = two_sum(self.lo, b.lo);
        let (s1, s2) = quick_two_sum(s1, s2 + t1);
        Dd::from_pair(quick_two_sum(s1, s2 + t2))
    }

    pub(super) fn sub(self, b: Dd) -> Dd {
        self.add(Dd { hi: -b.hi, lo: -b.lo })
    }

    pub(super) fn mul(self, b: Dd) -> Dd {
        let (p, e) = two_prod(self.hi, b.hi);
        Dd::from_pair(quick_two_sum(p, e + (self.hi * b.lo + self.lo * b.hi)))
    }

    pub(super) fn mul_f(self, b: f64) -> Dd {
        let (p, e) = two_prod(self.hi, b);
        Dd::from_pair(quick_two_sum(p, e + self.lo * b))
    }

    pub(super) fn div_f(self, b: f64) -> Dd {
        let q1 = self.hi / b;
        let (p, e) = two_prod(q1, b);
        let (s, f) = two_sum(self.hi, -p);
        let q2 = (s + (f - e + self.lo)) / b;
        Dd::from_pair(quick_two_sum(q1, q2))
    }

    pub(super) fn div(self, b: Dd) -> Dd {
        let q1 = self.hi / b.hi;
        let r = self.sub(b.mul_f(q1));
        let q2 = r.hi / b.hi;
        let r = r.sub(b.mul_f(q2));
        let q3 = r.hi / b.hi;
        Dd::from_pair(quick_two_sum(q1, q2)).add(Dd::from(q3))
    }

    pub(super) fn to_f64(self) -> f64 {
        self.hi + self.lo
    }
}

/// `2^256`, the renormalisation step of [`Scaled`].
pub(super) const TWO_256: f64 = 1.157_920_892_373_162e77;
/// `2^-256`.
pub(super) const TWO_M256: f64 = 8.636_168_555_094_445e-78;

/// `m · 2^e` with `m` a double-double kept within `[2^-256, 2^256]` (or zero).
#[derive(Clone, Copy, Debug)]
pub(super) struct Scaled {
    pub(super) m: Dd,
    pub(super) e: i64,
}

impl Scaled {
    pub(super) const ZERO: Scaled = Scaled { m: Dd { hi: 0.0, lo: 0.0 }, e: 0 };
    pub(super) const ONE: Scaled = Scaled { m: Dd::ONE, e: 0 };

    pub(super) fn from_dd(m: Dd) -> Scaled {
        let mut s = Scaled { m, e: 0 };
        s.normalize();
        s
    }

    /// Exact rescaling by powers of two (the values are positive and finite).
    pub(super) fn normalize(&mut self) {
        if self.m.hi == 0.0 {
            return;
        }
        while self.m.hi > TWO_256 {
            self.m = Dd { hi: self.m.hi * TWO_M256, lo: self.m.lo * TWO_M256 };
            self.e += 256;
        }
        while self.m.hi < TWO_M256 {
            self.m = Dd { hi: self.m.hi * TWO_256, lo: self.m.lo * TWO_256 };
            self.e -= 256;
        }
    }

    pub(super) fn mul(self, b: Scaled) -> Scaled {
        let mut s = Scaled { m: self.m.mul(b.m), e: self.e + b.e };
        s.normalize();
        s
    }

    pub(super) fn pow(self, mut k: u64) -> Scaled {
        let (mut acc, mut base) = (Scaled::ONE, self);
        while k > 0 {
            if k & 1 == 1 {
                acc = acc.mul(base);
            }
            k >>= 1;
            if k > 0 {
                base = base.mul(base);
            }
        }
        acc
    }

    /// `x · 2^e`, rounding once unless the result is subnormal.
    pub(super) fn ldexp(mut x: f64, mut e: i64) -> f64 {
        const TWO_512: f64 = TWO_256 * TWO_256;
        const TWO_M512: f64 = TWO_M256 * TWO_M256;
        while e > 0 && x.is_finite() && x != 0.0 {
            let step = e.min(512);
            x *= if step == 512 { TWO_512 } else { f64::from_bits(((1023 + step) as u64) << 52) };
            e -= step;
        }
        while e < 0 && x != 0.0 {
            let step = (-e).min(512);
            x *= if step == 512 { TWO_M512 } else { f64::from_bits(((1023 - step) as u64) << 52) };
            e += step;
        }
        x
    }

    pub(super) fn to_f64(self) -> f64 {
        Scaled::ldexp(self.m.to_f64(), self.e)
    }

    pub(super) fn to_dd(self) -> Dd {
        Dd { hi: Scaled::ldexp(self.m.hi, self.e), lo: Scaled::ldexp(self.m.lo, self.e) }
    }
}
