// The server's refusal of a preset as messages in the admin's language, placed by the preset editor's field.
import { isApiError } from '../../lib/api-client.ts';
import { fieldIssuesOf } from '../../lib/api-errors.ts';
import type { IntlShape, MessageId } from '../../lib/intl.tsx';
import { fieldMessage } from '../../lib/server-field-messages.ts';

/** The fields of a preset's data the server checks (machine limits, a stretch's COF), named as the app names them. */
const DATA_FIELDS: Readonly<Record<string, MessageId>> = {
  maxPushingForce: 'machine.maxPushingForce',
  maxPushingSpeed: 'machine.maxPushingSpeed',
  maxAirPressure: 'machine.maxAirPressure',
  maxWaterPressure: 'machine.maxWaterPressure',
  maxPullingForce: 'machine.maxPullingForce',
  maxPullingSpeed: 'machine.maxPullingSpeed',
  cableDiameterRange: 'machine.cableDiameterRange',
  'cableDiameterRange.min': 'machine.cableMin',
  'cableDiameterRange.max': 'machine.cableMax',
  ductDiameterRange: 'machine.ductDiameterRange',
  'ductDiameterRange.min': 'machine.ductMin',
  'ductDiameterRange.max': 'machine.ductMax',
  useInSerie: 'machine.useInSerie',
  useInParallel: 'adminOps.preset.field.useInParallel',
  cof: 'field.stretches.rows.cof',
};

/** The fields of the preset editor that show their own message (the data's messages name their field). */
const FORM_FIELDS = new Set(['name', 'type', 'group', 'data']);

/**
 * A refused preset's field issues in the reader's language (the server's English `field: rule` texts by
 * `fieldMessage`): by the editor's field (`name`, `type`, `group`, `data`, else `form`), the first of each, except
 * the data's, one a line, each naming the field of the JSON it is about ("Maximum pushing force: Enter a number of
 * 0 or more, or null (no limit)"). None: an empty record.
 */
export function presetFieldErrors(intl: IntlShape, error: unknown): Record<string, string> {
  const language = isApiError(error) ? error.language : undefined;
  const errors: Record<string, string> = {};
  const lines: Record<string, string[]> = {};
  for (const issue of fieldIssuesOf(error)) {
    const [, top = issue.field, rest = ''] = /^([A-Za-z_$][\w$]*)(.*)$/.exec(issue.field) ?? [];
    const inner = rest.replace(/^\./, '');
    const message = fieldMessage(intl, issue.message, language);
    if (top === 'data' && inner !== '') {
      const id = Object.hasOwn(DATA_FIELDS, inner) ? DATA_FIELDS[inner] : undefined;
      const field = id ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'adminOps.preset.field.other' }, { name: inner });
      (lines.data ??= []).push(intl.formatMessage({ id: 'section.save.issue' }, { field, message }));
    } else if (FORM_FIELDS.has(top) && inner === '') {
      errors[top] ??= message;
    } else {
      (lines.form ??= []).push(intl.formatMessage({ id: 'section.save.issue' }, { field: intl.formatMessage({ id: 'adminOps.preset.field.other' }, { name: issue.field }), message }));
    }
  }
  for (const [field, list] of Object.entries(lines)) errors[field] = [...(errors[field] === undefined ? [] : [errors[field]]), ...list].join('\n');
  return errors;
}
