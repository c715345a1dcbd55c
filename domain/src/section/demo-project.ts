/**
 * The demo project (docs/product.md#demo-project): one section per laying method, each a realistic case built from
 * the demo preset catalogue's machines (fixtures/presets/demo-catalogue.json) with the shape of a project template.
 * The pulling, jetting and watucab sections are the three project templates themselves; push, push-pull, floating
 * and free-floating follow the same pattern. Every section computes to a result with the engine (see
 * demo-project.engine.test.ts); the server copies the project into each new account.
 */
import type { LayingMethod } from '@cla/engine';
import { C, route, ROUTE_SETTINGS, S } from './template-route.js';
import { JETTING_TEMPLATE, type NamedMachine, type ProjectTemplate, PULLING_TEMPLATE, sectionFromTemplate, WATUCAB_TEMPLATE } from './templates.js';
import type { DisplayMode, SectionData } from './types.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/catalogues.js';
import { DEMO_PROJECT_NAMES, withDemoNames } from './demo-texts.js';

/** The demo project's name (in English; {@link DEMO_PROJECT_NAMES} has the four languages). */
export const DEMO_PROJECT_NAME = DEMO_PROJECT_NAMES.en;


/**
 * Push: the 96-fibre 11 mm loose-tube cable of the catalogue pushed (no air) by the blowing machine for 8–20 mm
 * cables into a 40/33 mm smooth duct across a short street crossing; buckling, not friction, limits pushing.
 */
const PUSH: ProjectTemplate = {
  ...ROUTE_SETTINGS,
  projectName: 'Push: fibre cable across a street crossing',
  layingMethod: 'push',
  pushingSpeed: 20,
  pushingMachine: 'Blowing machine for cables 8–20 mm',
  cableType: 'fiber',
  cableName: 'Loose-tube cable 96 fibres, 11 mm',
  cableOuterDiameter: 11,
  cableWeight: 0.105,
  cableStiffness: 0.45,
  cableMaxPullingForce: 2_700,
  cableMaxPushingForce: 1_620,
  cableMinBendingRadius: 0.22,
  cableMaxRadialForce: 500,
  cableEnd: 'open',
  ductInnerDiameter: 33,
  ductOuterDiameter: 40,
  ductInnerSurface: 'smooth',
  cableCof: 0.1,
  trajectory: route(S(40), C(90, 5), S(60, -2), C(-90, 5), S(30)),
};

/**
 * Push-pull: the LV 4×150 mm² cable (48 mm) in a 110/94 mm duct along a residential street, the caterpillar pusher
 * at the entry and the 50 kN drum winch at the head.
 */
const PUSHPULL: ProjectTemplate = {
  ...ROUTE_SETTINGS,
  projectName: 'Push-pull: LV cable along a residential street',
  layingMethod: 'pushpull',
  pushingSpeed: 10,
  pushingMachine: 'Caterpillar cable pusher for power cables',
  pullingMachine: 'Drum winch 50 kN',
  cableType: '3phased_multi',
  cableName: 'LV 4×150 mm² Al, 1 kV, 48 mm',
  cableOuterDiameter: 48,
  cableWeight: 2.6,
  cableMaxPullingForce: 21_000,
  cableMinBendingRadius: 0.72,
  cableMaxRadialForce: 7_300,
  cableEnd: 'open',
  ductInnerDiameter: 94,
  ductOuterDiameter: 110,
  ductInnerSurface: 'smooth',
  cableCof: 0.25,
  trajectory: route(S(120), C(45, 12), S(180, 1.5), C(-60, 12), S(150), C(30, 15), S(100)),
};

/**
 * Floating: the 288-fibre 15 mm cable floated by water from the catalogue's 300 l/min pump into a 50/41 mm duct over
 * 2 km of country road, pushed by the water-tight pusher.
 */
const FLOATING: ProjectTemplate = {
  ...ROUTE_SETTINGS,
  projectName: 'Floating: fibre backbone along a country road',
  layingMethod: 'floating',
  pushingSpeed: 30,
  waterPressure: 8,
  waterInDensity: 1,
  pushingMachine: 'Water-tight cable pusher for floating',
  waterPump: { name: 'Water pump 300 l/min, 16 bar', maxWaterFlow: 300, maxWaterPressure: 16 },
  cableType: 'fiber',
  cableName: 'Loose-tube cable 288 fibres, 15 mm',
  cableOuterDiameter: 15,
  cableWeight: 0.19,
  cableStiffness: 1.2,
  cableMaxPullingForce: 3_500,
  cableMaxPushingForce: 2_100,
  cableMinBendingRadius: 0.3,
  cableMaxRadialForce: 600,
  cableEnd: 'open',
  ductInnerDiameter: 41,
  ductOuterDiameter: 50,
  ductInnerSurface: 'smooth',
  cableCof: 0.1,
  trajectory: route(S(600), C(30, 25), S(500, 1), C(-45, 25), S(500, -1), C(20, 30), S(400)),
};

/**
 * Free-floating: an 800 m length of the MV 1×240 mm² cable (36 mm) carried by water alone between a front shuttle and
 * a rear pig through a 160/141 mm duct under a river meadow, fed by the 1500 l/min pump.
 */
const FREEFLOATING: ProjectTemplate = {
  ...ROUTE_SETTINGS,
  projectName: 'Free-floating: MV cable under a river meadow',
  layingMethod: 'freefloating',
  pushingSpeed: 20,
  waterPressure: 6,
  waterInDensity: 1,
  waterPump: { name: 'Water pump 1500 l/min, 20 bar', maxWaterFlow: 1500, maxWaterPressure: 20 },
  cableType: 'single_multi',
  cableName: 'MV single core 1×240 mm² Al, 20 kV, 36 mm',
  cableOuterDiameter: 36,
  cableWeight: 1.3,
  cableMaxPullingForce: 7_200,
  cableMinBendingRadius: 0.54,
  cableMaxRadialForce: 7_300,
  cableLength: 800,
  cableEnd: 'shuttle',
  ductInnerDiameter: 141,
  ductOuterDiameter: 160,
  ductInnerSurface: 'smooth',
  cableCof: 0.25,
  ductPrefilled: true,
  trajectory: route(S(300), C(20, 40), S(400, -0.5), C(-20, 40), S(300)),
};

/** The demo project's sections, one per laying method, in the order of the laying methods. */
export const DEMO_TEMPLATES: Readonly<Record<LayingMethod, ProjectTemplate>> = {
  pull: { ...PULLING_TEMPLATE, projectName: 'Pull: MV cable under the station access road' },
  push: PUSH,
  pushpull: PUSHPULL,
  jetting: { ...JETTING_TEMPLATE, projectName: 'Jetting: fibre cable to the business park' },
  floating: FLOATING,
  waterpushpull: { ...WATUCAB_TEMPLATE, projectName: 'Water push-pull: HV cable between two substations' },
  freefloating: FREEFLOATING,
};

/** The demo project's name in `locale`. */
export function demoProjectName(locale: Locale = DEFAULT_LOCALE): string {
  return DEMO_PROJECT_NAMES[locale];
}

/**
 * The data of each demo section, its machines resolved among `machines` (the server's demo catalogue presets),
 * its own names (section, cable, compressor, water pump) in `locale`.
 */
export function demoProjectSections(machines: readonly NamedMachine[], displayMode: DisplayMode = 'expert', locale: Locale = DEFAULT_LOCALE): SectionData[] {
  return Object.values(DEMO_TEMPLATES).map((t) => {
    return withDemoNames(sectionFromTemplate(t, displayMode, machines), locale);
  });
}
