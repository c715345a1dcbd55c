import type { ProgressForce } from '@cla/domain';
import type { MessageId } from '../../lib/intl.tsx';

/** The legend of a progress force (`progressForces`): the machines keep their usual names, heads and pigs are named as such. */
export const PROGRESS_SERIES: Record<ProgressForce, MessageId> = {
  pusher: 'section.results.series.pushingForce',
  winch: 'section.results.series.pullingForce',
  head: 'section.results.series.force.head',
  rearPig: 'section.results.series.force.rearPig',
  frontShuttle: 'section.results.series.force.frontShuttle',
};

/** The title of a chart of one progress force against the installed length (the report draws one per force). */
export const PROGRESS_CHART: Record<ProgressForce, MessageId> = {
  pusher: 'section.results.chart.pushingForce',
  winch: 'section.results.chart.pullingForce',
  head: 'section.results.chart.force.head',
  rearPig: 'section.results.chart.force.rearPig',
  frontShuttle: 'section.results.chart.force.frontShuttle',
};
