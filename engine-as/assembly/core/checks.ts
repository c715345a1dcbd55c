// Geometry of several cables in one duct: bundle diameter, weight-correction factor, clearance, jam ratio,
// fill ratio (docs/physics.md#several-cables).

/** Cross-section of `count` cables of diameter cableD (m²): where a fluid's pressure acts on them (n·A_c). */
export function cablesArea(count: i32, cableD: f64): f64 {
  return f64(count) * (Math.PI / 4) * cableD * cableD;
}

/**
 * Ratio of the enclosing-circle diameter of n equal circles to one circle's diameter. Exact for n ≤ 7
 * (2 → 2, 3 → 1 + 2/√3, 4 → 1 + √2, 5 → 1 + 1/sin 36°, 6 and 7 → 3); beyond, D_b ≈ D_c·√(n/0.78)
 * (docs/physics.md#several-cables, an approximation that the engine README flags).
 */
export function bundleRatio(n: i32): f64 {
  if (n <= 1) return 1;
  if (n == 2) return 2;
  if (n == 3) return 1 + 2 / Math.sqrt(3);
  if (n == 4) return 1 + Math.SQRT2;
  if (n == 5) return 1 + 1 / Math.sin(Math.PI / 5);
  if (n <= 7) return 3;
  return Math.max(3.0, Math.sqrt(f64(n) / 0.78));
}

/**
 * Weight-correction factor w_c (docs/physics.md#several-cables, Cableizer f_wc): 1 for one cable or a twisted bundle (laid as
 * one); 1/√(1 − x²) for two or three cables, x = D_c/(D_d − D_c); 1.4 for four or more. When x ≥ 1 the cables
 * cannot lie side by side (they ride on each other) and 1.4 is used.
 */
export function weightCorrection(count: i32, twisted: bool, cableD: f64, ductD: f64): f64 {
  if (count <= 1 || twisted) return 1;
  if (count >= 4) return 1.4;
  const gap = ductD - cableD;
  if (gap <= 0) return 1.4;
  const x = cableD / gap;
  if (x >= 0.9) return 1.4;
  return Math.min(1.4, 1 / Math.sqrt(1 - x * x));
}

/**
 * Sidewall (radial) force on the most loaded cable as a fraction of the whole bundle's wall force per length
 * (docs/physics.md#sidewall-force, Cableizer f_rad / F_cable): 1 for one cable or a twisted bundle (laid as one); 1 for two
 * cables (the F_cable page; the f_rad page's w_c/2 is lower); w_c/2 for three (triangular, the w_c of the
 * friction) and for four (diamond, the highest of the four-cable forms with w_c = 1.4); w_c − 1 for five and six;
 * 1 beyond (no source: the whole bundle's force, on the safe side) [E].
 */
export function sidewallFactor(count: i32, twisted: bool, cableD: f64, ductD: f64): f64 {
  if (count <= 2 || twisted || count > 6) return 1;
  const wc = weightCorrection(count, twisted, cableD, ductD);
  if (count <= 4) return wc / 2;
  return wc - 1;
}

/** m, distance from the top of the upper cable to the duct top (docs/physics.md#several-cables). */
export function clearance(count: i32, twisted: bool, cableD: f64, ductD: f64): f64 {
  if (count <= 1) return ductD - cableD;
  if (twisted) return ductD - bundleRatio(count) * cableD;
  if (count == 2) return ductD - 2 * cableD;
  if (count == 3) {
    const gap = ductD - cableD;
    const x = gap > 0 ? cableD / gap : 2.0;
    if (x >= 1) return ductD - bundleRatio(3) * cableD;
    return ductD / 2 - 1.366 * cableD + (gap / 2) * Math.sqrt(1 - x * x);
  }
  return ductD - bundleRatio(count) * cableD;
}

/** Jam ratio 1.05·D_d/D_c of three untwisted cables; -1 when it does not apply. */
export function jamRatio(count: i32, twisted: bool, cableD: f64, ductD: f64): f64 {
  if (count != 3 || twisted || cableD <= 0) return -1;
  return (1.05 * ductD) / cableD;
}

/** True when a jam ratio lies in the range where jamming occurs (2.6–3.1, Polywater; docs/physics.md#several-cables). */
export function isJamRange(ratio: f64): bool {
  return ratio >= 2.6 && ratio <= 3.1;
}

/** Fraction of the duct bore taken by the cables and residents. */
export function fillRatio(count: i32, cableD: f64, res1: f64, res2: f64, ductD: f64): f64 {
  if (ductD <= 0) return 0;
  return (f64(count) * cableD * cableD + res1 * res1 + res2 * res2) / (ductD * ductD);
}
