export * from './run.js';
export * from './stats.js';
export * from './method-comparison.js';
export * from './cof-uncertainty.js';
export * from './pusher-placement.js';
