// The titles, axes and legends of the charts of a laying's progress (forces and speed along the installed length).
import type { ProgressForce, ProgressForces } from '@cla/domain';
import type { MessageId } from '../../lib/intl.tsx';

/** The legend of a progress force (`progressForces`): the machines keep their usual names, heads and pigs are named as such. */
export const PROGRESS_SERIES: Record<ProgressForce, MessageId> = {
  pusher: 'section.results.series.pushingForce',
  winch: 'section.results.series.pullingForce',
  head: 'section.results.series.force.head',
  rearPig: 'section.results.series.force.rearPig',
  frontShuttle: 'section.results.series.force.frontShuttle',
};

/**
 * What the progress charts are drawn against (`progressForces(…).along`): the axis, the speed chart's title and the
 * title of the chart of both forces — the installed length, or freefloating's front shuttle (its whole cable is in
 * the duct from the start: what grows is the shuttle's distance from the launch point).
 */
export const PROGRESS_ALONG: Record<ProgressForces['along'], { axis: MessageId; speed: MessageId; forces: MessageId }> = {
  installed: { axis: 'section.results.axis.installed', speed: 'section.results.chart.speed', forces: 'section.results.chart.progressForces' },
  frontShuttle: {
    axis: 'section.results.axis.frontShuttle',
    speed: 'section.results.chart.speed.frontShuttle',
    forces: 'section.results.chart.progressForces.frontShuttle',
  },
};

/** The title of a chart of one progress force against the installed length (the report draws one per force). */
export const PROGRESS_CHART: Record<ProgressForce, MessageId> = {
  pusher: 'section.results.chart.pushingForce',
  winch: 'section.results.chart.pullingForce',
  head: 'section.results.chart.force.head',
  rearPig: 'section.results.chart.force.rearPig',
  frontShuttle: 'section.results.chart.force.frontShuttle',
};
