/**
 * Estimates of a cable's weight and bending stiffness from its type and diameters (docs/product.md#states-and-transitions "Automatic values").
 *
 * No published estimation formula per cable type was found (none in the sources of docs/physics.md#sources); these are engineering choices
 * [E], documented in README.md and tunable here:
 * - weight m′ = ρ_eff · π/4 · D²  (D outer diameter), for a microduct ρ_HDPE · π/4 · (D² − d²);
 * - stiffness B = E_eff · I with I = π·D⁴/64 (solid round section), for a microduct π·(D⁴ − d⁴)/64
 *   (Euler–Bernoulli beam; Griffioen treats the cable as a beam of stiffness B, docs/physics.md#buckling).
 * ρ_eff for fiber is calibrated on the example cables of docs/physics.md#worked-examples (docs/physics.md#buckling, docs/physics.md#jetting: 8 mm 60 kg/km, 12 mm 1.2 N/m,
 * 15 mm 2.0 N/m → 1.07–1.19 kg/dm³) and the contract example (10 mm, 0.08 kg/m); E_eff for fiber on the same
 * examples' stiffness (6.5 mm 0.02, 10 mm 0.4, 12 mm 0.5, 15 mm 1.0 N·m² → 230–820 MPa; 400 chosen). HDPE: density
 * 0.95 kg/dm³ and flexural modulus ≈ 1 GPa (typical PE100 data sheets). The other types are typical composite
 * values of their construction (copper pairs, coax, XLPE power cables with stranded or solid copper conductors);
 * always prefer the manufacturer's data sheet (a manual value overrides).
 *
 * Sources and validity (docs/physics.md#automatic-values-and-their-sources, tested in default-sources.test.ts):
 * fibre weight within −8 %…+2 % of Griffioen's 8, 12 and 15 mm cables, 14–16 % light for a steel-tape armoured
 * loose-tube cable (VSOL GYTS data sheet: 9.6 mm 93 kg/km, 11.9 mm 146 kg/km); valid for non-armoured fibre cables
 * of 6–20 mm. Fibre stiffness within a factor 2.2 of the published cables. The power types assume copper
 * conductors: an aluminium-conductor cable weighs about half (the demo's Al cables: ρ_eff 1.3–1.4 kg/dm³), so the
 * estimate errs on the heavy, conservative side for them.
 */
import type { CableType } from '../section/types.js';
import { own } from '../rules/own.js';

/** Effective density ρ_eff (kg/dm³) and effective bending modulus E_eff (MPa) per cable type. */
export const CABLE_TYPE_PROPERTIES: Readonly<Record<CableType, { density: number; modulus: number }>> = {
  fiber: { density: 1.1, modulus: 400 },
  plastic: { density: 1.1, modulus: 500 },
  copper: { density: 1.35, modulus: 300 },
  coax: { density: 1.3, modulus: 800 },
  hybrid: { density: 1.3, modulus: 400 },
  microduct: { density: 0.95, modulus: 1000 },
  single_multi: { density: 2.5, modulus: 300 },
  single_solid: { density: 2.7, modulus: 700 },
  '3phased_multi': { density: 3.0, modulus: 200 },
  '3phased_solid': { density: 3.2, modulus: 400 },
};

/** Cross-section area (mm²) of the material: full disc, or the tube wall of a microduct. */
function area(type: CableType, outer: number, inner: number | undefined): number {
  const d = type === 'microduct' ? (inner ?? 0) : 0;
  return (Math.PI / 4) * (outer * outer - d * d);
}

/**
 * Weight per metre, kg/m, of one cable: ρ_eff [kg/dm³] · A [mm²] · 1e-3. Undefined without a positive outer
 * diameter (or, for a microduct, an inner diameter in [0, outer)).
 */
export function estimateCableWeight(type: CableType, outerMm: number, innerMm?: number): number | undefined {
  const props = own(CABLE_TYPE_PROPERTIES, type);
  if (!(outerMm > 0) || !props) return undefined;
  if (type === 'microduct' && !(innerMm !== undefined && innerMm >= 0 && innerMm < outerMm)) return undefined;
  return props.density * area(type, outerMm, innerMm) * 1e-3;
}

/**
 * Bending stiffness, N·m², of one cable: E_eff [MPa] · π/64 · (D⁴ − d⁴) [mm⁴] · 1e-6. Same conditions as the
 * weight.
 */
export function estimateCableStiffness(type: CableType, outerMm: number, innerMm?: number): number | undefined {
  const props = own(CABLE_TYPE_PROPERTIES, type);
  if (!(outerMm > 0) || !props) return undefined;
  if (type === 'microduct' && !(innerMm !== undefined && innerMm >= 0 && innerMm < outerMm)) return undefined;
  const d = type === 'microduct' ? innerMm! : 0;
  return props.modulus * (Math.PI / 64) * (outerMm ** 4 - d ** 4) * 1e-6;
}
