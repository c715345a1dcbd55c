// The studies run on a section (method comparison, COF uncertainty, pusher placement, sizing, calibration), in one import.
export * from './run.js';
export * from './stats.js';
export * from './method-comparison.js';
export * from './cof-uncertainty.js';
export * from './pusher-placement.js';
export * from './placement-rules.js';
export * from './equipment-sizing.js';
export * from './field-log.js';
export * from './calibration.js';
export * from './apply-cof.js';
