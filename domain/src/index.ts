/** @cla/domain — the product's rules, shared by the web app and the server. */
export * from './units/unit-systems.js';
