// What a section's report holds (parameters, trajectory, results, bill of materials, charts, studies), in the user's language and units.
import {
  AUTOMATIC_DIGITS,
  billOfMaterials,
  ENTERED_DIGITS,
  computeAutoValues,
  computeTrajectory,
  demoName,
  fieldVisibility,
  forceAtEndSubject,
  progressForces,
  isStretchFieldShown,
  ROW_FIELDS,
  unitCategoryOf,
  type BomItem,
  type AutoValues,
  type SectionContext,
  type SectionData,
  type StretchField,
  toDisplay,
  unitOf,
  type UnitCategory,
  type UnitSystem,
} from '@cla/domain';
import type { CalculateResponse } from '@cla/engine';
import { isLocale, type IntlShape, type MessageId } from '../../../lib/intl.tsx';
import { engineMessageText, engineMessageTitle } from '../../../lib/engine-messages.ts';
import { exceededTexts } from '../../../lib/exceeded-limits.ts';
import { valueAt } from '../use-bind.ts';
import { formatLitres, formatQuantity, formatSignificant, inputUnitLabel, type QuantityKind } from '../../../lib/units.ts';
import { assumptionRows } from '../assumption-rows.ts';
import { frictionTable } from '../friction-rows.ts';
import type { FinishedStudy } from '../studies/study-outcome.ts';
import { studyTables } from './report-studies.ts';
import { cannotStart, forceIsNeeded } from '../../../lib/cannot-start.ts';
import { spansLength } from '../../../lib/chart-axes.ts';
import { limitedByText, maxDistanceBeyondStop, maxDistanceEndText, maxDistanceLabel } from '../limited-by.ts';
import { maxDistanceEnd } from '../result-summary.ts';
import { PROGRESS_ALONG, PROGRESS_CHART, PROGRESS_SERIES } from '../progress-labels.ts';

/** The parts of a report (docs/product.md#screens: print pages parameters, trajectory, results, bom, charts; then the studies). */
export const REPORT_PARTS = ['parameters', 'trajectory', 'results', 'bom', 'charts', 'studies'] as const;
export type ReportPart = (typeof REPORT_PARTS)[number];

export interface ReportOptions {
  parts: readonly ReportPart[];
  system: UnitSystem;
  engineer: string;
  /** data URL of the company logo (PNG or JPEG), if any */
  logo?: string | undefined;
  project: string;
  version: string;
  /** the section's stored version and whether the data reported is that version as saved (no edits since) */
  section?: { version: number; saved: boolean } | undefined;
  date: Date;
  machineNames: { pushingMachine?: string | undefined; pullingMachine?: string | undefined };
  /** the rules' context (machine presets), so that automatic values are those the editor shows */
  context?: SectionContext | undefined;
  /** the automatic values the editor derived for the same data and context (else computed here) */
  autoValues?: AutoValues | undefined;
  /** the route as the engine's trajectory solver draws it (m, x east, y north), for the plan view */
  route?: { x: readonly number[]; y: readonly number[] } | undefined;
  /** the section's latest finished study of each kind (stored on the server), for the "Studies" part */
  studies?: readonly FinishedStudy[] | undefined;
}

export interface ReportTable {
  title: string;
  head: string[];
  rows: string[][];
}

export interface ReportSeries {
  title: string;
  xLabel: string;
  yLabel: string;
  x: number[];
  y: number[];
}

/** Everything a report shows, already translated and formatted: the PDF and the print view draw the same. */
export interface ReportModel {
  title: string;
  subtitle: string;
  titleBlock: [string, string][];
  parameters: ReportTable[];
  trajectory?: ReportTable | undefined;
  results?:
    | {
        figures: [string, string][];
        /** what distance reached and max distance each mean */
        explanation: string;
        /** the automatic values, defaults and engine rules behind the result */
        assumptions: ReportTable;
        /** the coefficient of friction each stretch was computed with, after the lubricant's factor */
        friction: ReportTable;
        /** one row per bend of the route (the results' `bends`), in the report's units; absent when the route has none */
        bends?: ReportTable | undefined;
        /**
         * [label, value]: what stopped the run and where, the limits exceeded of a cable that reached the end past
         * them, or that nothing did (absent when not calculated)
         */
        limitedBy?: [string, string] | undefined;
        /**
         * how the status and the limit rows are marked, as in the editor: green a success, amber a limit exceeded
         * (the end reached past it), red a failure; null not calculated
         */
        tone: 'success' | 'exceeded' | 'failed' | null;
        messages: string[];
      }
    | undefined;
  bom?: ReportTable | undefined;
  charts: ReportSeries[];
  /** the plan view of the route (east against north, one scale on both axes), in the report's length unit */
  plan?: ReportSeries | undefined;
  /** one table per finished study (none: the part is left out) */
  studies: ReportTable[];
  headings: Record<ReportPart, string>;
  /** a chart's tick value in the report's language (decimal comma in fr, de, it) */
  formatTick: (value: number) => string;
  /** a table's title over its rows carried on to the next page ("… (continued)") */
  continued: (title: string) => string;
}

const GENERAL = ['general.sectionName', 'general.layingMethod', 'general.sectionDescription'];
const EQUIPMENT = [
  'equipment.pushingMachine', 'equipment.serieCount', 'equipment.pullingMachine', 'equipment.cableEnd', 'equipment.lubricant',
  'equipment.compressor.name', 'equipment.compressor.maxAirFlow', 'equipment.compressor.maxAirPressure',
  'equipment.waterPump.name', 'equipment.waterPump.maxWaterFlow', 'equipment.waterPump.maxWaterPressure',
];
const CABLE = [
  'cable.industry', 'cable.type', 'cable.name', 'cable.outerDiameter', 'cable.innerDiameter', 'cable.weight', 'cable.stiffness',
  'cable.maxPullingForce', 'cable.maxPushingForce', 'cable.minBendingRadius', 'cable.maxRadialForce', 'cable.cableLength',
  'cable.count', 'cable.twisted', 'cable.parallelLayout', 'cable.residentCount', 'cable.resident1Diameter', 'cable.resident2Diameter',
];
const SETTINGS = [
  'settings.layingSpeed', 'settings.pushingForce', 'settings.pullingForce', 'settings.lostForce', 'settings.airPressure',
  'settings.waterPressure', 'settings.waterDensity', 'settings.xlaunch', 'settings.xend', 'settings.xRearPig', 'settings.maxDistance',
];
const STRETCH_FIELDS = ['type', 'outerDiameter', 'innerDiameter', 'innerSurface', 'cof', 'maxPressure', 'prefilled', 'undulationPeriod', 'undulationAmplitude', 'rollerDistance'];
const OPTION_PREFIX: Record<string, string> = {
  'general.layingMethod': 'method',
  'equipment.cableEnd': 'option.cableEnd',
  'equipment.lubricant': 'option.lubricant',
  'cable.industry': 'option.industry',
  'cable.type': 'option.cableType',
  'cable.parallelLayout': 'option.parallelLayout',
  type: 'option.stretchType',
  innerSurface: 'option.innerSurface',
};

/** Builds the report of `data` with the server's `response` in `intl`'s language and `options.system`'s units. */
export function buildReport(data: SectionData, response: CalculateResponse | undefined, intl: IntlShape, options: ReportOptions): ReportModel {
  const t = (id: string, values?: Record<string, string | number>): string => intl.formatMessage({ id: id as MessageId }, values);
  const q = (value: number | null | undefined, category: Parameters<typeof formatQuantity>[3], kind?: QuantityKind): string => formatQuantity(intl, options.system, value, category, kind);
  const shown = fieldVisibility(data) as unknown as Record<string, boolean>;
  const autoValues = options.autoValues ?? computeAutoValues(data, options.context ?? {});
  // a catalogue compressor or water pump by its name in the report's language, as the machines (a typed name as typed)
  const locale = isLocale(intl.locale) ? intl.locale : 'en';
  const catalogueName = (name: string): string => demoName(name, locale);
  const format = (path: string, key = path): string => {
    const value = valueAt(data, path);
    const auto = autoValues[path];
    if ((value === null || value === undefined || value === '') && auto?.value !== undefined) {
      const category = unitCategoryOf(path);
      // the value the engine uses, to 3 significant digits (0.105 kg/m, not 0.1)
      return `${category ? q(auto.value, category, 'automatic') : formatSignificant(intl, auto.value, AUTOMATIC_DIGITS)} (${t('report.automatic')})`;
    }
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'section.field.yes' : 'section.field.no');
    if ((key === 'equipment.compressor.name' || key === 'equipment.waterPump.name') && typeof value === 'string') return catalogueName(value);
    if (key === 'equipment.pushingMachine' || key === 'equipment.pullingMachine') {
      return options.machineNames[key.split('.')[1] as 'pushingMachine' | 'pullingMachine'] ?? String(value);
    }
    const prefix = OPTION_PREFIX[key] ?? OPTION_PREFIX[key.split('.').at(-1) ?? ''];
    if (prefix && typeof value === 'string') return t(`${prefix}.${value}`);
    if (typeof value === 'number') {
      const category = unitCategoryOf(path);
      // an input reads as it was entered (0.024 kg/m, a COF of 0.1234), not rounded like a result
      return category ? q(value, category, 'entered') : formatSignificant(intl, value, ENTERED_DIGITS);
    }
    return String(value);
  };
  const label = (path: string): string => t(`field.${path.replace(/\.\d+(?=\.|$)/g, '')}`);
  const table = (title: string, paths: string[]): ReportTable => ({
    title,
    head: [t('report.field'), t('report.value')],
    rows: paths.filter((path) => shown[path] !== false && !(path.startsWith('equipment.compressor') && shown['equipment.compressor'] === false) && !(path.startsWith('equipment.waterPump') && shown['equipment.waterPump'] === false)).map((path) => [label(path), format(path)]),
  });

  const parameters: ReportTable[] = [
    table(t('section.tab.general'), GENERAL),
    table(t('section.tab.equipment'), EQUIPMENT),
    table(t('section.tab.cable'), CABLE),
    table(t('section.tab.settings'), SETTINGS),
    ...data.stretches.rows.map((stretch, index) => ({
      // the language's colon (French puts a no-break space before it)
      title: t('common.labelled', { label: t('section.tab.stretches'), value: stretch.stretchName || t('section.stretches.numbered', { n: index + 1 }) }),
      head: [t('report.field'), t('report.value')],
      rows: STRETCH_FIELDS.filter((field) => !['maxPressure', 'prefilled', 'undulationPeriod', 'undulationAmplitude', 'rollerDistance'].includes(field) || isStretchFieldShown(data, stretch, field as StretchField))
        // no undulation (the amplitude in use 0, e.g. a pulled cable's): its period changes nothing, left out
        .filter((field) => field !== 'undulationPeriod' || autoValues[`stretches.rows.${index}.undulationAmplitude`]?.value !== 0)
        .map((field) => [
        label(`stretches.rows.${field}`),
        format(`stretches.rows.${index}.${field}`, field),
      ]),
    })),
  ];

  const geometry = computeTrajectory(data.trajectory, data.stretches.rows);
  const trajectory: ReportTable = {
    title: t('common.labelled', {
      label: t('section.tab.trajectory'),
      value: `${label('trajectory.altitudeAtStart')} ${format('trajectory.altitudeAtStart')}, ${label('trajectory.initialHeading')} ${format('trajectory.initialHeading')}`,
    }),
    head: ['#', t('field.trajectory.rows.type'), t('report.rowValues'), t('section.trajectory.cumulativeLength'), t('section.trajectory.altitudes'), t('section.trajectory.totalAngle')],
    rows: data.trajectory.rows.map((row, index) => {
      const derived = geometry.rows[index];
      const values = ROW_FIELDS[row.type]
        .filter((field) => field !== 'stretch' && field !== 'pushingMachine')
        .map((field) => `${t(`field.trajectory.rows.${field}`)} ${format(`trajectory.rows.${index}.${field}`, `trajectory.rows.${field}`)}`)
        .join(', ');
      return [
        String(index + 1),
        t(`option.rowType.${row.type}`),
        values,
        q(derived?.cumulativeLength, 'length'),
        `${q(derived?.altAtStart, 'length')} → ${q(derived?.altAtEnd, 'length')}`,
        derived && derived.totalAngle !== 0 ? q(derived.totalAngle, 'angle') : '',
      ];
    }),
  };

  const airQuantity = response?.messages.find((message) => message.code === 'I_AIR_CONSUMPTION')?.params.airQuantity;
  const bomItems = billOfMaterials(data, {
    machineNames: options.machineNames,
    airQuantity: typeof airQuantity === 'number' ? airQuantity : undefined,
    waterQuantity: response?.waterQuantity,
  });
  const bomQuantity = (item: BomItem): string =>
    item.category === 'lubricant' ? formatLitres(intl, options.system, item.quantity) : item.category ? q(item.quantity, item.category) : intl.formatNumber(item.quantity);
  const bom: ReportTable = {
    title: t('report.part.bom'),
    head: [t('report.bom.item'), t('report.bom.description'), t('report.bom.quantity')],
    rows: bomItems.map((item) => [
      t(`report.bom.kind.${item.kind}`),
      item.name === undefined ? '—' : item.kind === 'compressor' || item.kind === 'waterPump' ? catalogueName(item.name) : item.name,
      bomQuantity(item),
    ]),
  };

  // a cable that cannot start reached nothing: its distance is where its head stands, its machine force a need
  const stuck = response ? cannotStart(response) : false;
  // a run that stopped on its route: its max distance is the longest duct that installs (the route cut there)
  const stop = response ? { status: response.status, cannotStart: stuck, distance: response.distance, maxDistance: response.maxDistance } : null;
  const beyondStop = stop ? maxDistanceBeyondStop(intl, q, stop) : null;
  const results = response
    ? {
        figures: [
          [t('section.results.status'), t(stuck ? 'results.cannotStart.status' : `project.sections.status.${response.status}`)],
          [t('results.distanceReached'), stuck ? t('results.cannotStart.distance', { position: q(response.distance, 'length') }) : q(response.distance, 'length')],
          [t(maxDistanceLabel(stop!)), stuck ? t('results.cannotStart.none') : q(response.maxDistance, 'length')],
          // what ends the max distance, as the editor's result pane says it (the component that binds, or the search cap)
          ...(stuck || response.maxDistanceLimitedBy === undefined
            ? []
            : [[t('results.maxDistanceEnd'), maxDistanceEndText(intl, q, { maxDistance: response.maxDistance, ...maxDistanceEnd(response) }, '—')] as [string, string]]),
          [t('section.results.duration'), q(response.duration, 'duration')],
          [t(`section.results.${forceIsNeeded(response) ? 'forceNeeded' : 'forceAtEnd'}.${forceAtEndSubject(data.general.layingMethod)}`), q(response.forceAtEnd, 'force')],
          ...(response.airFlow > 0 ? [[t('section.results.airFlow'), q(response.airFlow, 'airFlow')] as [string, string]] : []),
          ...(response.waterFlow > 0 ? [[t('section.results.waterFlow'), q(response.waterFlow, 'waterFlow')] as [string, string]] : []),
          ...(response.waterQuantity > 0 ? [[t('section.results.waterQuantity'), q(response.waterQuantity, 'waterQuantity')] as [string, string]] : []),
        ] as [string, string][],
        tone: ((): 'success' | 'exceeded' | 'failed' | null => {
          if (stuck || response.status === 'failed') return 'failed';
          return response.status === 'notStarted' ? null : response.status;
        })(),
        explanation: [stuck ? t('results.cannotStart.explained') : null, beyondStop, t('results.maxDistanceExplained')].filter((text) => text !== null).join(' '),
        assumptions: {
          title: t('results.assumptions'),
          head: [t('results.assumptions.what'), t('results.assumptions.value'), t('results.assumptions.source')],
          rows: assumptionRows(intl, options.system, data, options.context ?? {}).map((row) => [row.what, row.value, row.source]),
        },
        friction: frictionTable(intl, data),
        bends: response.bends.length > 0
          ? {
              title: t('section.results.bends'),
              head: [t('section.results.bend.row'), t('section.results.bend.position'), t('section.trajectory.totalAngle'), t('field.trajectory.rows.radius'), t('section.results.bend.forceIn'), t('section.results.bend.forceOut'), t('section.results.bend.radialForce')],
              rows: response.bends.map((bend) => [String(bend.row + 1), q(bend.position, 'length'), q(bend.totalAngle, 'angle'), q(bend.radius, 'length'), q(bend.forceIn, 'force'), q(bend.forceOut, 'force'), q(bend.radialForce, 'forceDensity')]),
            }
          : undefined,
        limitedBy: ((): [string, string] | undefined => {
          const label = t('section.resultPanel.limitedBy');
          // the editor's words (limited-by.ts): the component that binds and where
          if (response.limitedBy) return [label, limitedByText(intl, q, { status: response.status, limitedBy: response.limitedBy }, '—')];
          // past a limit the cable reached the end: each limit exceeded, where and by how much (as the editor says it)
          if (response.status === 'exceeded') return [t('results.exceeded.label'), exceededTexts(intl, q, response.exceeded).join('; ')];
          return response.status === 'success' ? [label, t('section.resultPanel.notLimited')] : undefined;
        })(),
        // the title, then the sentence after the language's colon (French puts a space before it)
        messages: response.messages.map((message) => {
          const title = engineMessageTitle(intl, message.code, message.title);
          return message.message ? t('report.message', { title, text: engineMessageText(intl, options.system, message, !stuck) }) : title;
        }),
      }
    : undefined;

  const series = (title: string, xLabel: string, yLabel: string, x: readonly number[], y: readonly number[], category: UnitCategory): ReportSeries => ({
    title,
    xLabel: `${xLabel} (${unitOf(options.system, 'length').unit})`,
    // the short gauge mark ('bar(g)'), as an input's label has it: 'Pressure (bar (gauge))' doubled the parentheses
    yLabel: `${yLabel} (${inputUnitLabel(intl, options.system, category)})`,
    x: x.map((v) => toDisplay(v, 'length', options.system)),
    y: y.map((v) => toDisplay(v, category, options.system)),
  });
  const forces = progressForces(data.general.layingMethod);
  const charts: ReportSeries[] = response
    ? [
        // the cable's axial force, tension positive: the title says the sign (the vertical label has no room for it)
        series(t('report.chart.cableForce'), t('section.results.axis.position'), t('section.results.series.cableForce'), response.profile.position, response.profile.force, 'force'),
        // one chart per progress force, each titled by its force (two charts under one title read as a repeat):
        // the machines', or a head's or the pigs' as progressForces names them; none when the cable cannot start
        // (nothing installed: its one point is a force needed, not exerted)
        ...(stuck
          ? []
          : [
              series(t(PROGRESS_CHART[forces.pushing]), t(PROGRESS_ALONG[forces.along].axis), t(PROGRESS_SERIES[forces.pushing]), response.progress.length, response.progress.pushingForce, 'force'),
              series(t(PROGRESS_CHART[forces.pulling]), t(PROGRESS_ALONG[forces.along].axis), t(PROGRESS_SERIES[forces.pulling]), response.progress.length, response.progress.pullingForce, 'force'),
              series(t(PROGRESS_ALONG[forces.along].speed), t(PROGRESS_ALONG[forces.along].axis), t('section.results.series.speed'), response.progress.length, response.progress.speed, 'speed'),
            ]),
        series(t('section.results.chart.pressure'), t('section.results.axis.position'), t('section.results.series.pressure'), response.profile.position, response.profile.pressure, 'pressure'),
        series(t('section.results.chart.altitude'), t('section.results.axis.position'), t('section.results.series.altitude'), response.profile.position, response.profile.altitude, 'length'),
        // a curve needs two points apart: a cable that never moved has one progress point (and no span of length)
      ].filter((s) => spansLength(s.x) && s.x.length === s.y.length && s.y.some((v) => v !== 0))
    : [];

  const route = options.route;
  const plan: ReportSeries | undefined =
    route && route.x.length > 1 && route.x.length === route.y.length && route.x.every(Number.isFinite) && route.y.every(Number.isFinite)
      ? {
          title: t('section.trajectory.plan'),
          xLabel: `${t('section.trajectory.east')} (${unitOf(options.system, 'length').unit})`,
          yLabel: `${t('section.trajectory.north')} (${unitOf(options.system, 'length').unit})`,
          x: route.x.map((v) => toDisplay(v, 'length', options.system)),
          y: route.y.map((v) => toDisplay(v, 'length', options.system)),
        }
      : undefined;

  const sectionName = data.general.sectionName || t('project.sections.unnamed');
  return {
    title: t('report.title', { name: sectionName }),
    subtitle: t('app.title'),
    titleBlock: [
      [t('report.project'), options.project || '—'],
      [t('report.section'), sectionName],
      // a report of edits not saved says so: the crew's copy may differ from what the project holds
      ...(options.section
        ? [[t('report.sectionData'), t(options.section.saved ? 'report.sectionData.saved' : 'report.sectionData.unsaved', { version: options.section.version })] as [string, string]]
        : []),
      [t('report.date'), intl.formatDate(options.date, { dateStyle: 'long', timeStyle: 'short' })],
      [t('report.engineer'), options.engineer || '—'],
      [t('report.version'), options.version],
      [t('report.units'), t(`units.system.${options.system}`)],
    ],
    parameters,
    trajectory,
    results,
    bom,
    charts,
    plan,
    studies: studyTables(options.studies ?? [], data, intl, options.system, options.context?.machines),
    headings: Object.fromEntries(REPORT_PARTS.map((part) => [part, t(`report.part.${part}`)])) as Record<ReportPart, string>,
    formatTick: (value) => intl.formatNumber(value, { maximumSignificantDigits: 6 }),
    continued: (title) => t('report.continued', { title }),
  };
}
