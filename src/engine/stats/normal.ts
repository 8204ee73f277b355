/**
 * The standard normal distribution: CDF and its inverse.
 *
 * normalCdf: W. J. Cody's rational Chebyshev approximations of erf/erfc ("Rational Chebyshev
 * approximations for the error function", Math. Comp. 23 (1969) 631–637; the coefficients are
 * those of his CALERF routine, SPECFUN/Netlib). Relative error below 1e-15 over the whole line,
 * including the far tails (no 1 − erf cancellation: the lower tail is computed directly).
 *
 * normalQuantile: Wichura's algorithm AS 241 (PPND16), Applied Statistics 37 (1988) 477–484,
 * relative accuracy about 1e-16; the same algorithm Python's statistics.NormalDist.inv_cdf uses.
 */

const SQRT2 = Math.SQRT2;
const SQRPI = 0.56418958354775628695; // 1/sqrt(pi)

// Cody: erf on |x| <= 0.5
const A = [3.1611237438705656, 113.86415415105016, 377.485237685302, 3209.3775891384694, 0.18577770618460315];
const B = [23.601290952344122, 244.02463793444417, 1282.6165260773723, 2844.2368334391704];
// Cody: erfc on 0.5 < |x| <= 4
const C = [
  0.5641884969886701, 8.883149794388377, 66.11919063714163, 298.6351381974001, 881.952221241769, 1712.0476126340707, 2051.0783778260716, 1230.3393547979972,
  2.1531153547440383e-8,
];
const D = [
  15.744926110709835, 117.6939508913125, 537.1811018620099, 1621.3895745666903, 3290.7992357334597, 4362.619090143247, 3439.3676741437216, 1230.3393548037495,
];
// Cody: erfc on |x| > 4
const P = [0.30532663496123236, 0.36034489994980445, 0.12578172611122926, 0.016083785148742275, 6.587491615298378e-4, 0.016315387137302097];
const Q = [2.568520192289822, 1.8729528499234604, 0.5279051029514285, 0.06051834131244132, 0.0023352049762686918];

/** erfc(y) for y >= 0.5 (Cody's second and third ranges), with exp(-y^2) split to keep precision. */
function erfcPositive(y: number): number {
  let r: number;
  if (y <= 4) {
    let num = C[8] * y;
    let den = y;
    for (let i = 0; i < 7; i++) {
      num = (num + C[i]) * y;
      den = (den + D[i]) * y;
    }
    r = (num + C[7]) / (den + D[7]);
  } else {
    if (y > 27) return 0;
    const z = 1 / (y * y);
    let num = P[5] * z;
    let den = z;
    for (let i = 0; i < 4; i++) {
      num = (num + P[i]) * z;
      den = (den + Q[i]) * z;
    }
    r = (z * (num + P[4])) / (den + Q[4]);
    r = (SQRPI - r) / y;
  }
  // exp(-y^2) = exp(-ysq^2) * exp(-(y - ysq)(y + ysq)), ysq = y rounded to 1/16 (Cody's trick)
  const ysq = Math.trunc(y * 16) / 16;
  const del = (y - ysq) * (y + ysq);
  return Math.exp(-ysq * ysq) * Math.exp(-del) * r;
}

/** erf(x) for |x| <= 0.5 */
function erfSmall(x: number): number {
  const z = x * x;
  let num = A[4] * z;
  let den = z;
  for (let i = 0; i < 3; i++) {
    num = (num + A[i]) * z;
    den = (den + B[i]) * z;
  }
  return (x * (num + A[3])) / (den + B[3]);
}

/** Complementary error function, accurate in both tails. */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const y = Math.abs(x);
  if (y <= 0.5) return 1 - erfSmall(x);
  const r = erfcPositive(y);
  return x < 0 ? 2 - r : r;
}

/** Standard normal CDF Φ(x). */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  // Φ(x) = erfc(-x/√2)/2; for x < 0 this is the small tail and is computed directly.
  return 0.5 * erfc(-x / SQRT2);
}

// AS 241 coefficients
const a = [
  3.387132872796366608, 133.14166789178437745, 1971.5909503065514427, 13731.693765509461125, 45921.953931549871457, 67265.770927008700853,
  33430.575583588128105, 2509.0809287301226727,
];
const b = [
  1, 42.313330701600911252, 687.1870074920579083, 5394.1960214247511077, 21213.794301586595867, 39307.89580009271061, 28729.085735721942674,
  5226.495278852854561,
];
const c = [
  1.42343711074968357734, 4.6303378461565452959, 5.7694972214606914055, 3.64784832476320460504, 1.27045825245236838258, 0.24178072517745061177,
  0.0227238449892691845833, 7.7454501427834140764e-4,
];
const d = [
  1, 2.05319162663775882187, 1.6763848301838038494, 0.68976733498510000455, 0.14810397642748007459, 0.0151986665636164571966, 5.475938084995344946e-4,
  1.05075007164441684324e-9,
];
const e = [
  6.6579046435011037772, 5.4637849111641143699, 1.7848265399172913358, 0.29656057182850489123, 0.026532189526576123093, 0.0012426609473880784386,
  2.71155556874348757815e-5, 2.01033439929228813265e-7,
];
const f = [
  1, 0.59983220655588793769, 0.13692988092273580531, 0.0148753612908506148525, 7.868691311456132591e-4, 1.8463183175100546818e-5, 1.4215117583164458887e-7,
  2.04426310338993978564e-15,
];

function poly(k: number[], x: number): number {
  let s = k[7];
  for (let i = 6; i >= 0; i--) s = s * x + k[i];
  return s;
}

/** Inverse of the standard normal CDF: the z with Φ(z) = p. p = 0 → −∞, p = 1 → +∞. */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (q * poly(a, r)) / poly(b, r);
  }
  let r = q < 0 ? p : 1 - p;
  r = Math.sqrt(-Math.log(r));
  let x: number;
  if (r <= 5) {
    r -= 1.6;
    x = poly(c, r) / poly(d, r);
  } else {
    r -= 5;
    x = poly(e, r) / poly(f, r);
  }
  return q < 0 ? -x : x;
}

/**
 * Two-sided critical value for a confidence level: zFor(0.95) = 1.959964…
 * Accepts a fraction in (0, 1) (a percentage like 95 is refused, not guessed).
 */
export function zFor(conf: number): number {
  if (!(conf > 0 && conf < 1)) throw new RangeError(`confidence level must be in (0, 1), got ${conf}`);
  return normalQuantile(0.5 + conf / 2);
}
