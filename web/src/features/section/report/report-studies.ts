// The report's 'Studies' part: a table for the latest finished study of each kind (methods, machine positions, COF…).
import { COF_DIGITS, type SectionData, type UnitSystem } from '@cla/domain';
import type { IntlShape, MessageId } from '../../../lib/intl.tsx';
import { formatPercent, formatQuantity, formatSignificant } from '../../../lib/units.ts';
import { assumedText, distanceText, maxDistanceText, methodLimitText, peakForceText, quantityText, statusText } from '../studies/method-rows.ts';
import { placementStopMessage } from '../studies/placement-stop.ts';
import { SIZING_CATEGORY, sizingLimitText, sizingVerdict } from '../studies/sizing-view.tsx';
import { kindOfServer, outcomeOfStored, type FinishedStudy, type Outcome } from '../studies/study-outcome.ts';

interface Table {
  title: string;
  head: string[];
  rows: string[][];
}

/**
 * The report's "Studies" part: one table per finished study (the latest of each kind), translated and in the
 * report's units: the methods table, the machines' positions, the COF percentiles with the probability of reaching
 * the end, the equipment chosen per kind (a machine named as the parameters name it) and the fitted COF. A study
 * whose result cannot be read is left out.
 */
export function studyTables(
  studies: readonly FinishedStudy[],
  data: SectionData,
  intl: IntlShape,
  system: UnitSystem,
  /** the machine presets by id, named in the report's language (the parameters name the section's machines so) */
  machines?: Readonly<Record<string, { name?: string | null }>> | null,
): Table[] {
  const t = (id: string, values?: Record<string, string | number>): string => intl.formatMessage({ id: id as MessageId }, values);
  const q = (value: number | null | undefined, category: Parameters<typeof formatQuantity>[3]): string => formatQuantity(intl, system, value, category);
  const percent = (v: number) => formatPercent(intl, v, 1);
  const cofText = (c: number) => formatSignificant(intl, c, COF_DIGITS);
  const stretchName = (id: string) => {
    const i = data.stretches.rows.findIndex((s) => s.id === id);
    return data.stretches.rows[i]?.stretchName || t('studies.calibration.stretchN', { n: i + 1 });
  };
  const tables: Table[] = [];
  for (const study of studies) {
    const outcome = outcomeOfStored(study);
    const kind = kindOfServer(study.kind);
    if (!outcome || !kind) continue;
    const title = study.finishedAt ? `${t(`studies.kind.${kind}`)} — ${intl.formatDate(study.finishedAt, { dateStyle: 'long', timeStyle: 'short' })}` : t(`studies.kind.${kind}`);
    tables.push(tableOf(outcome, title));
  }
  return tables;

  function tableOf(outcome: Outcome, title: string): Table {
    switch (outcome.kind) {
      case 'methods':
        return {
          title,
          head: (['method', 'status', 'distance', 'maxDistance', 'limitedBy', 'duration', 'peakForce', 'quantity'] as const).map((k) => t(`studies.methods.${k}`)),
          rows: outcome.result.rows.map((row) => [
            // the equipment a method's run took from the study's defaults, as the Studies tab says it
            row.assumed.length > 0 ? `${t(`method.${row.layingMethod}`)}\n${assumedText(intl, q, row)}` : t(`method.${row.layingMethod}`),
            statusText(intl, row),
            distanceText(intl, q, row),
            maxDistanceText(intl, q, row),
            methodLimitText(intl, q, row),
            q(row.duration, 'duration'),
            peakForceText(q, row),
            quantityText(q, row),
          ]),
        };
      case 'placement': {
        const r = outcome.result;
        const stop = placementStopMessage(r, (m) => q(m, 'length'));
        const summary = r.reachesEnd ? t('report.studies.machines', { count: r.positions.length }) : t(stop.id, stop.values);
        const starts = [null, ...r.positions];
        return {
          title: t('common.labelled', { label: title, value: summary }),
          head: [t('studies.placement.index'), t('studies.placement.position'), t('studies.placement.reach')],
          rows: r.reaches.map((reach, i) => [i === 0 ? t('studies.placement.launch') : intl.formatNumber(i), starts[i] == null ? '—' : q(starts[i], 'length'), q(reach, 'length')]),
        };
      }
      case 'cof': {
        const r = outcome.result;
        return {
          title: `${title} (${t('studies.cof.runs', { runs: r.runs, seed: r.seed })})`,
          head: [t('studies.cof.percentile'), t('studies.methods.distance')],
          rows: [
            ...(['p10', 'p50', 'p90'] as const).map((p) => [t(`studies.cof.${p}`), q(r.distance[p], 'length')]),
            [t('studies.cof.reachProbability'), percent(r.reachProbability)],
          ],
        };
      }
      case 'sizing': {
        const r = outcome.result;
        return {
          title: `${title} (${t('common.labelled', { label: t('studies.sizing.marginInput'), value: intl.formatNumber(r.margin * 100, { maximumFractionDigits: 1 }) })})`,
          head: [t('report.studies.equipment'), t('studies.sizing.preset'), t('studies.sizing.rating'), t('studies.sizing.needed'), t('studies.sizing.margin'), t('studies.sizing.result')],
          rows: r.kinds.map((k) => {
            const chosen = r.smallest[k];
            const name = t(`studies.sizing.kind.${k}`);
            // none suitable: in the words of the editor's study (the cable binds, not the machine, when it does)
            if (!chosen) return [name, '—', '—', '—', '—', sizingVerdict(intl, r, k, (c) => c.name)];
            return [
              name,
              machines?.[chosen.preset]?.name || chosen.name,
              q(chosen.rating, SIZING_CATEGORY[k]),
              // a machine working at its rating by design (push-pull's pusher) has no need to compare
              chosen.atRating ? '—' : q(chosen.needed, SIZING_CATEGORY[k]),
              chosen.margin === null || !Number.isFinite(chosen.margin) ? '—' : percent(chosen.margin),
              sizingLimitText(intl, chosen.limitedBy),
            ];
          }),
        };
      }
      case 'calibration': {
        const r = outcome.result;
        return {
          title,
          head: [t('report.field'), t('report.value')],
          rows: [
            [t('studies.calibration.cof'), cofText(r.cof)],
            [t('studies.calibration.rms'), q(r.rms, 'force')],
            ...(outcome.log.length > 0 ? [[t('studies.calibration.readings'), intl.formatNumber(outcome.log.length)]] : []),
            ...(r.perStretch?.stretches ?? []).map((s) => [t('common.labelled', { label: t('studies.calibration.perStretch'), value: stretchName(s.stretchId) }), cofText(s.cof)]),
          ],
        };
      }
    }
  }
}
