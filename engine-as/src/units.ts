/** Base unit → SI factors used only at the door (docs/simulation-api.md#base-units). */
export const MM = 1e-3;
export const BAR = 1e5;
export const M_PER_MIN = 1 / 60;
export const L_PER_MIN = 1 / 60_000;
export const KG_PER_DM3 = 1000;
export const DEG = Math.PI / 180;
export const MIN = 60;
