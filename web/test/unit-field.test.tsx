import type { ValidationIssue } from '@cla/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AUTO_REPEAT, UnitField } from '../src/components/fields/unit-field.tsx';
import { useIssueText } from '../src/components/fields/use-issue-text.ts';
import { AppIntlProvider, type Locale } from '../src/lib/intl.tsx';

/** A settings field holding its own value, as the editor's binding does. */
function LayingSpeed({ initial }: { initial: number }): ReactNode {
  const [value, setValue] = useState<number | null>(initial);
  return <UnitField path="settings.layingSpeed" label="Laying speed" value={value} onChange={setValue} />;
}

function IssueText({ issue }: { issue: ValidationIssue }): ReactNode {
  return <p>{useIssueText()(issue)}</p>;
}

const inLocale = (locale: Locale, children: ReactNode) => render(<AppIntlProvider initialLocale={locale}>{children}</AppIntlProvider>);

describe('number fields', () => {
  it('step up and down symmetrically with the arrow keys, across a power of ten too', async () => {
    inLocale('en', <LayingSpeed initial={10} />);
    const input = (await screen.findByLabelText(/^Laying speed/)) as HTMLInputElement;
    expect(input.value).toBe('10');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('9.99');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('10');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('10.1');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('10');
  });
});

describe('the step buttons', () => {
  it('step once when pressed, again after 500 ms, then every 33 ms until released', async () => {
    inLocale('en', <LayingSpeed initial={13} />);
    const input = (await screen.findByLabelText(/^Laying speed/)) as HTMLInputElement;
    const increase = screen.getByRole('button', { name: /^Increase/ });
    vi.useFakeTimers();
    try {
      act(() => void fireEvent.pointerDown(increase));
      expect(input.value).toBe('13.1');
      act(() => vi.advanceTimersByTime(AUTO_REPEAT.delayMs - 1));
      expect(input.value).toBe('13.1');
      act(() => vi.advanceTimersByTime(1));
      expect(input.value).toBe('13.2');
      act(() => vi.advanceTimersByTime(AUTO_REPEAT.intervalMs * 3));
      expect(input.value).toBe('13.5');
      act(() => void fireEvent.pointerUp(increase));
      act(() => vi.advanceTimersByTime(1000));
      expect(input.value).toBe('13.5');
      expect(AUTO_REPEAT).toEqual({ delayMs: 500, intervalMs: 33 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('validation sentences', () => {
  it('write a dimensionless factor as a plain number in the user\'s language, never with a length unit', async () => {
    const issue: ValidationIssue = {
      level: 'warning',
      path: 'stretches.rows.0.innerDiameter',
      key: 'section.stretches.innerDiameter.warning.tightFit',
      params: { cableDiameter: 20, factor: 1.1 },
    };
    const { unmount } = inLocale('en', <IssueText issue={issue} />);
    const en = await screen.findByText(/^Tight fit/);
    expect(en.textContent).toContain('not above 1.1 × the cable diameter (20 mm)');
    expect(en.textContent).not.toMatch(/mm ×/);
    unmount();
    inLocale('fr', <IssueText issue={issue} />);
    expect((await screen.findByText(/^Passage serré/)).textContent).toContain('1,1 × le diamètre du câble');
  });
});
