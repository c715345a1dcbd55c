// The number field of the section editor and calculators: typed in the user's units, stepped with arrows, with automatic values.
import {
  FIELD_BOUNDS,
  INTEGER_FIELDS,
  fromDisplay,
  inputText,
  parseDisplay,
  stepNumber,
  toDisplay,
  unitCategoryOf,
  type AutoValue,
  type UnitCategory,
  type ValidationIssue,
} from '@cla/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from '../../lib/intl.tsx';
import { useUnitSystem } from '../../lib/session.tsx';
import { inputUnitLabel } from '../../lib/units.ts';
import { FieldMessages } from './field-messages.tsx';
import styles from './fields.module.css';

/** Auto-repeat of the step buttons (docs/product.md#defaults-and-limits): first repeat after 500 ms, then every 33 ms. */
export const AUTO_REPEAT = { delayMs: 500, intervalMs: 33 } as const;

export interface UnitFieldProps {
  /** The field's path, e.g. `cable.outerDiameter` or `stretches.rows.0.cof` (its unit and bounds come from it). */
  path: string;
  label: string;
  /** Base-unit value; null/undefined is empty. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  issues?: readonly ValidationIssue[];
  /** The field's automatic value, when it has one. */
  auto?: AutoValue | undefined;
  /** A hint under the field (a limit hint, what the field means with a link to its help). */
  hint?: ReactNode;
  /** Label of the missing inputs of an automatic value, for the placeholder's tooltip. */
  missingLabel?: string | undefined;
  disabled?: boolean;
  /** Hide the visible label (table cells); the accessible name stays. */
  compact?: boolean;
  /** The unit category when `path` is not a section field (the flow calculator). */
  category?: UnitCategory | undefined;
  /** Bounds in base units when `path` is not a section field. */
  min?: number | undefined;
}

/**
 * A number in the user's unit system (docs/product.md#validation "Unit input"): what is typed is kept as typed until the
 * field loses focus; empty stays empty (null); ArrowUp/ArrowDown and the buttons step by the value's
 * magnitude, clamped to the field's bounds, repeating while held. A field with an automatic value is read-only
 * while automatic: it shows the automatic value (recomputed as its inputs change; while they are invalid, empty
 * with the missing-fields placeholder) and offers 'enter manually', which makes the automatic value a manual one
 * to edit; a manual value offers 'reset to automatic'. Read-only rather than disabled, so that the value stays
 * reachable and readable with the keyboard and a screen reader.
 */
export function UnitField({ path, label, value, onChange, issues = [], auto, hint, missingLabel, disabled, compact, category: categoryOverride, min }: UnitFieldProps): ReactNode {
  const intl = useIntl();
  const system = useUnitSystem();
  const id = useId();
  const field = path.replace(/\.\d+(?=\.|$)/g, '');
  const category = categoryOverride ?? unitCategoryOf(path);
  const integer = INTEGER_FIELDS.includes(field);
  const bounds = min !== undefined ? { min } : (FIELD_BOUNDS[field] ?? {});
  const unit = category ? inputUnitLabel(intl, system, category) : undefined;
  // an entered value reads as it was entered (0.024 stays 0.024; one entered in another system converts back to
  // itself), an automatic one as the engine takes it (0.105 kg/m), docs/product.md#validation "Unit input"
  const show = (base: number | null | undefined, kind: 'entered' | 'automatic' = 'entered'): string =>
    inputText(base, category, system, integer ? 'integer' : kind);
  const parse = (text: string): number | undefined => {
    if (category) return parseDisplay(text, category, system);
    const n = Number(text.trim().replace(',', '.'));
    return text.trim() === '' || !Number.isFinite(n) ? undefined : n;
  };

  const [draft, setDraft] = useState<string>();
  // an automatic field is read-only until the user asks to enter a value (docs/product.md#states-and-transitions)
  const [unlocked, setUnlocked] = useState(false);
  const locked = auto !== undefined && !auto.isManual && !unlocked;
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useRef(false);
  useEffect(() => {
    if (!focusInput.current || locked) return;
    focusInput.current = false;
    inputRef.current?.focus();
    inputRef.current?.select();
  });
  const missing = auto && !auto.isManual && auto.missingFields.length > 0;
  // a manual value cleared from outside (a preset, an undo) returns the field to automatic unless it is being typed in
  const isManual = auto?.isManual;
  useEffect(() => {
    if (isManual === false && document.activeElement !== inputRef.current) setUnlocked(false);
  }, [isManual]);
  const text = draft ?? (locked ? (missing ? '' : show(auto.auto, 'automatic')) : show(value));
  const invalidText = draft !== undefined && draft.trim() !== '' && parse(draft) === undefined;

  // while a step button is held, the value it last set (shown units): the repeats go on from it, whether or not
  // the field has rendered it yet
  const held = useRef<number | undefined>(undefined);
  const step = (direction: 1 | -1, repeating = false): void => {
    if (locked) return;
    const current = parse(text) ?? (auto?.value ?? null);
    const shown =
      repeating && held.current !== undefined ? held.current : current === null || current === undefined ? 0 : category ? toDisplay(current, category, system) : current;
    const toShown = (base?: number): number | undefined => (base === undefined ? undefined : category ? toDisplay(base, category, system) : base);
    const next = stepNumber(shown, direction, {
      integer,
      ...(bounds.min !== undefined && { min: toShown(bounds.min) }),
      ...(bounds.max !== undefined && { max: toShown(bounds.max) }),
    });
    held.current = next;
    setDraft(undefined);
    onChange(category ? fromDisplay(next, category, system) : next);
  };

  const repeat = useRef<{ timer?: ReturnType<typeof setTimeout> }>({});
  useEffect(() => () => clearTimeout(repeat.current.timer), []);
  // the repeating timer steps from the value as it is now, not as it was when the button went down
  const latestStep = useRef(step);
  useEffect(() => {
    latestStep.current = step;
  });
  const startRepeat = (direction: 1 | -1): void => {
    step(direction);
    const again = (delay: number): void => {
      repeat.current.timer = setTimeout(() => {
        latestStep.current(direction, true);
        again(AUTO_REPEAT.intervalMs);
      }, delay);
    };
    again(AUTO_REPEAT.delayMs);
  };
  const stopRepeat = (): void => {
    clearTimeout(repeat.current.timer);
    held.current = undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    // with a modifier the arrows belong to the table around the field (moving rows)
    if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const placeholder = auto && !auto.isManual ? (missing ? intl.formatMessage({ id: 'section.field.missing' }) : show(auto.auto, 'automatic')) : undefined;
  const enterManually = (): void => {
    focusInput.current = true;
    setUnlocked(true);
    // the automatic value, as the field showed it (0.105 kg/m), becomes the manual one to edit; without one the
    // field opens empty
    const shown = auto?.auto !== undefined && !missing ? parse(show(auto.auto, 'automatic')) : undefined;
    if (shown !== undefined) onChange(shown);
  };
  const resetToAutomatic = (): void => {
    setDraft(undefined);
    setUnlocked(false);
    onChange(null);
  };
  const errorLevel = invalidText ? 'error' : issues.some((issue) => issue.level === 'error') ? 'error' : issues.some((issue) => issue.level === 'warning') ? 'warning' : undefined;
  const messagesId = `${id}-messages`;

  return (
    <div className={styles.field} data-state={errorLevel} data-compact={compact || undefined}>
      <label htmlFor={id} className={compact ? styles.hiddenLabel : styles.label}>
        {label}
        {unit && !compact && <span className={styles.unit}> ({unit})</span>}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          ref={inputRef}
          className={styles.input}
          readOnly={locked || undefined}
          data-automatic={locked || undefined}
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          title={missing ? missingLabel : undefined}
          disabled={disabled}
          aria-invalid={errorLevel === 'error' || undefined}
          aria-describedby={messagesId}
          onChange={(event) => {
            setDraft(event.target.value);
            const parsed = parse(event.target.value);
            if (event.target.value.trim() === '') onChange(null);
            else if (parsed !== undefined) onChange(parsed);
          }}
          onBlur={(event) => {
            setDraft(undefined);
            // left empty: back to automatic
            if (auto && event.target.value.trim() === '') setUnlocked(false);
          }}
          onKeyDown={onKeyDown}
        />
        {unit && compact && <span className={styles.unitSuffix}>{unit}</span>}
        {!compact && (
          <span className={styles.steppers}>
            <button
              type="button"
              tabIndex={-1}
              aria-label={intl.formatMessage({ id: 'section.field.increase' }, { label })}
              disabled={disabled || locked}
              onPointerDown={() => startRepeat(1)}
              onPointerUp={stopRepeat}
              onPointerLeave={stopRepeat}
            >
              +
            </button>
            <button
              type="button"
              tabIndex={-1}
              aria-label={intl.formatMessage({ id: 'section.field.decrease' }, { label })}
              disabled={disabled || locked}
              onPointerDown={() => startRepeat(-1)}
              onPointerUp={stopRepeat}
              onPointerLeave={stopRepeat}
            >
              −
            </button>
          </span>
        )}
      </div>
      {auto && !disabled && (locked ? (
        <button type="button" className={styles.reset} aria-label={intl.formatMessage({ id: 'section.field.enterManuallyFor' }, { label })} onClick={enterManually}>
          {intl.formatMessage({ id: 'section.field.enterManually' })}
        </button>
      ) : (
        <button type="button" className={styles.reset} aria-label={intl.formatMessage({ id: 'section.field.resetAutoFor' }, { label })} onClick={resetToAutomatic}>
          {intl.formatMessage({ id: 'section.field.resetAuto' })}
        </button>
      ))}
      <FieldMessages id={messagesId} issues={issues} invalidText={invalidText} hint={hint} compact={compact} />
    </div>
  );
}
