/**
 * Bundle and resident geometry used by the filling rules (docs/product.md#validation "Resident filling", stretches innerDiameter).
 */

/**
 * Enclosing-circle diameter ratios of N equal circles (optimal packings, packomania.com; 3 and 4 also Cableizer
 * DC_p: 2.1547 and 2.4142; docs/physics.md#several-cables).
 */
const PACKING_RATIO = [1, 1, 2, 2.1547, 2.4142, 2.7013, 3, 3, 3.3047, 3.6131, 3.813, 3.9238, 4.0296, 4.2361];

/**
 * Outer diameter (mm) of a bundle of `count` cables of diameter `d` (mm): exact optimal packings up to 13 cables,
 * then D·√(N/0.78) (docs/physics.md#several-cables [E], slightly under the optimum between 14 and ~20 cables).
 */
export function bundleDiameter(count: number, d: number): number {
  const n = Math.max(1, Math.floor(count));
  const ratio = n < PACKING_RATIO.length ? PACKING_RATIO[n]! : Math.max(PACKING_RATIO[13]!, Math.sqrt(n / 0.78));
  return ratio * d;
}

/** Share of the empty duct's inner diameter that is realistically usable (Emtelle Fibreflow manual p.23). */
export const REALISTIC_SPACE = 0.92;

/**
 * Diameter (mm) the residents take in the Emtelle rule: one resident D1; two (D1 ≥ D2): D1 when D1 > 2·D2, else
 * 0.8·D1 + 0.6·D2; none: 0.
 */
export function residentsSpace(residentCount: number, d1: number | undefined, d2: number | undefined): number {
  if (residentCount <= 0) return 0;
  const a = d1 ?? 0;
  if (residentCount === 1) return a;
  const b = d2 ?? 0;
  const [big, small] = a >= b ? [a, b] : [b, a];
  return big > 2 * small ? big : 0.8 * big + 0.6 * small;
}

/** Bundle plus residents (mm): the bundle diameter plus the residents' space. */
export function bundleWithResidents(bundle: number, residentCount: number, d1?: number, d2?: number): number {
  return bundle + residentsSpace(residentCount, d1, d2);
}

/**
 * Minimum duct inner diameter (mm) for a bundle with residents (Emtelle rule): available space
 * 0.92·ID − residents' space must hold the bundle, so ID ≥ (bundle + residents' space)/0.92. Without residents
 * the minimum is the bundle diameter itself (the 1.1 tight-fit warning covers the clearance).
 */
export function minDuctDiameter(bundle: number, residentCount: number, d1?: number, d2?: number): number {
  if (residentCount <= 0) return bundle;
  return bundleWithResidents(bundle, residentCount, d1, d2) / REALISTIC_SPACE;
}
