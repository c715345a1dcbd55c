// Constants shared by every layer: the lock-up force, gravity, and the head areas of the fluid methods.

/** N: a compression that has locked up (helical buckling blew the force up) is held at this value. */
export const FMAX: f64 = 1e12;

/** m/s², standard gravity (docs/simulation-api.md#base-units: g = 9.81). */
export const G: f64 = 9.81;

/**
 * Effective leakage area of a shuttle (sealing piston) as a fraction of the duct bore, discharge coefficient
 * included [E, docs/physics.md#jetting / docs/physics.md#engineering-choices: an orifice in series with the duct flow; no input exists, so a default]:
 * 1 % of the bore (an annular gap of ~0.08 mm in a 33 mm duct). In the D3 geometry (33/15 mm, 9 bar) it keeps
 * 92–98 % of the inlet gauge pressure over the piston — a sealing piston (docs/physics.md#engineering-choices proposes 80 % of p0).
 */
export const SHUTTLE_LEAK_FRACTION: f64 = 0.01;

/**
 * Effective orifice area of a "sonic" head as a fraction of the duct bore [E, docs/physics.md#jetting: a partly sealing head
 * modelled as an orifice that chokes]: 2 % — it passes twice the shuttle's leakage, and in the D3 geometry the
 * ratio over it stays 2.7–8 (above the critical 1.893: sonic flow) wherever the head is.
 */
export const SONIC_ORIFICE_FRACTION: f64 = 0.02;
