// Connects a section editor field to the section by its path: label, value, setter, problems and automatic value.
import type { SectionData } from '@cla/domain';
import { useCallback } from 'react';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import { autoValuesAtom, dataAtom, issuesAt, issuesAtom } from './state/atoms.ts';
import { setFieldAtom } from './state/actions.ts';
import { useEditorSet, useEditorValue } from './state/editor-store.tsx';

/** The value at a dotted path of the section data (numeric segments index arrays). */
export function valueAt(data: SectionData, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The translated label of a field: `field.{path without row indexes}`. */
export function useFieldLabel(): (path: string) => string {
  const intl = useIntl();
  return useCallback((path) => intl.formatMessage({ id: `field.${path.replace(/\.\d+(?=\.|$)/g, '')}` as MessageId }), [intl]);
}

/**
 * Everything a field needs from the editor, by path: label, issues, automatic value (with, while inputs it needs
 * are missing, the tooltip naming them, on every tab); value and setter by type.
 */
export function useBind() {
  const autoValues = useEditorValue(autoValuesAtom);
  const issues = useEditorValue(issuesAtom);
  const data = useEditorValue(dataAtom);
  const setField = useEditorSet(setFieldAtom);
  const label = useFieldLabel();
  const intl = useIntl();
  const missingLabel = (path: string): string | undefined => {
    const auto = autoValues[path];
    return auto && auto.missingFields.length > 0 ? intl.formatMessage({ id: 'section.field.missingTooltip' }, { fields: auto.missingFields.map(label).join(', ') }) : undefined;
  };
  return {
    number: (path: string) => ({
      path,
      label: label(path),
      issues: issuesAt(issues, path),
      auto: autoValues[path],
      missingLabel: missingLabel(path),
      value: valueAt(data, path) as number | null | undefined,
      onChange: (value: number | null) => setField(path, value),
    }),
    choice: <T extends string | boolean>(path: string) => ({
      label: label(path),
      issues: issuesAt(issues, path),
      value: valueAt(data, path) as T | null | undefined,
      onChange: (value: T | null) => setField(path, value),
    }),
    text: (path: string) => ({
      label: label(path),
      issues: issuesAt(issues, path),
      value: valueAt(data, path) as string | null | undefined,
      onChange: (value: string | null) => setField(path, value),
    }),
  };
}
