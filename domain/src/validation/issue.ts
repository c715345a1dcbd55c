/** Validation issues: data, never text (docs/architecture.md#code-habits, habit 10). */
import type { ValidationKey } from './keys.js';

export type IssueLevel = 'error' | 'warning' | 'info';
export type IssueParams = Record<string, string | number>;

/**
 * One failed rule. `path` names the field (`cable.outerDiameter`, `stretches.rows.0.cof`,
 * `trajectory.rows.3.radius`); `key` is the message key `section.{group}.{field}.{level}.{rule}`; `params` fill
 * the message's placeholders (numbers in base units).
 */
export interface ValidationIssue {
  level: IssueLevel;
  path: string;
  key: ValidationKey;
  params: IssueParams;
}

/** The level written in a key (`….{level}.{rule}`). */
export function levelOf(key: ValidationKey): IssueLevel {
  const parts = key.split('.');
  return parts[parts.length - 2] as IssueLevel;
}

/** Collects issues of one group. */
export class IssueList {
  readonly items: ValidationIssue[] = [];

  add(key: ValidationKey, path: string, params: IssueParams = {}): void {
    this.items.push({ level: levelOf(key), path, key, params });
  }
}

/** Empty: undefined, null, '' or a number that is not finite. */
export function isEmpty(v: unknown): v is null | undefined | '' {
  return v === undefined || v === null || v === '' || (typeof v === 'number' && !Number.isFinite(v));
}

/** A finite number, else undefined. */
export function numberOf(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}
