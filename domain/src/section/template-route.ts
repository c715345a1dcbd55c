// Shorthands for writing the routes of the section templates and the demo project, and the route settings they share.
import type { TemplateRow } from './templates.js';

/** Route builders of the templates and the demo project: a straight (length m, slope °) and a curve (angle °, radius m). */
export const route = (...rows: TemplateRow[]): TemplateRow[] => rows;
export const S = (length: number, slope = 0): TemplateRow => ({ type: 'straight', slope, length });
export const C = (angle: number, radius: number): TemplateRow => ({ type: 'curve', angle, radius });

/** What every template (and demo section) shares: a level start heading east, forward, the max distance searched to 5 km. */
export const ROUTE_SETTINGS = {
  altitudeAtStart: 0,
  initialHeading: 90,
  slopeBased: true,
  backward: false,
  xlaunch: 0,
  xend: 0,
  xRearPig: 0,
  calculateBackward: false,
  maxDistance: 5000,
} as const;
