// The section editor's state in atoms: a keystroke derives once and renders again only what reads a slice it changed; each editor has its own store.
import type * as Domain from '@cla/domain';
import type * as DraftOfferModule from '../src/features/section/draft-offer-dialog.tsx';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '../src/app/app-providers.tsx';
import { dataAtom, favoritesAtom, issuesAtom, savingAtom } from '../src/features/section/state/atoms.ts';
import { useEditorValue } from '../src/features/section/state/editor-store.tsx';
import { SectionEditorProvider } from '../src/features/section/state/section-editor-provider.tsx';
import { useBind } from '../src/features/section/use-bind.ts';
import { demoSection, open } from './section-editor-setup.ts';

// every derivation the editor makes, counted (the real function answers)
const derivations = vi.hoisted(() => ({ count: 0 }));
vi.mock('@cla/domain', async (importOriginal) => {
  const domain = await importOriginal<typeof Domain>();
  return {
    ...domain,
    deriveSection: (...args: Parameters<typeof domain.deriveSection>) => {
      derivations.count++;
      return domain.deriveSection(...args);
    },
  };
});

// the restore dialog of the real editor, its renders counted: it reads the draft offer and the section, no edit
const dialogRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/features/section/draft-offer-dialog.tsx', async (importOriginal) => {
  const module = await importOriginal<typeof DraftOfferModule>();
  return {
    ...module,
    DraftOfferDialog: (): ReactNode => (
      <Profiler id="draft-offer" onRender={() => dialogRenders.count++}>
        <module.DraftOfferDialog />
      </Profiler>
    ),
  };
});

// the renders of each probe below, counted by a Profiler around it (one count per commit it renders in)
const renders = { field: 0, issues: 0, favourites: 0, saving: 0 };
beforeEach(() => {
  for (const key of Object.keys(renders) as (keyof typeof renders)[]) renders[key] = 0;
});
function Counted({ name, children }: { name: keyof typeof renders; children: ReactNode }): ReactNode {
  return (
    <Profiler id={name} onRender={() => renders[name]++}>
      {children}
    </Profiler>
  );
}

/** The cable's outer diameter, as a field binds it (value, setter, issues). */
function DiameterField({ label }: { label: string }): ReactNode {
  const bind = useBind().number('cable.outerDiameter');
  return <input aria-label={label} value={bind.value ?? ''} onChange={(event) => bind.onChange(Number(event.target.value))} />;
}

/** A consumer of the derivation. */
function IssuesProbe(): ReactNode {
  return <output aria-label="issues">{useEditorValue(issuesAtom).length}</output>;
}

/** Consumers of slices an edit of the data leaves alone. */
function FavouritesProbe(): ReactNode {
  return <output aria-label="favourites">{useEditorValue(favoritesAtom).length}</output>;
}
function SavingProbe(): ReactNode {
  return <output aria-label="saving">{String(useEditorValue(savingAtom))}</output>;
}

/** The diameter this editor's store holds. */
function StoredDiameter({ label }: { label: string }): ReactNode {
  return <output aria-label={label}>{useEditorValue(dataAtom).cable.outerDiameter}</output>;
}

function Editor({ name, children }: { name: string; children?: ReactNode }): ReactNode {
  return (
    <SectionEditorProvider initial={demoSection()} machines={{ pushingMachine: [], pullingMachine: [] }} onError={() => undefined} onSaved={() => undefined}>
      <Counted name="field">
        <DiameterField label={`${name} diameter`} />
      </Counted>
      <StoredDiameter label={`${name} stored`} />
      {children}
    </SectionEditorProvider>
  );
}

describe('section editor state', () => {
  it('derives once per keystroke and renders again the field and the derivation’s readers, not the other slices’', async () => {
    render(
      <AppProviders initialLocale="en">
        <Editor name="A">
          <Counted name="issues">
            <IssuesProbe />
          </Counted>
          <Counted name="favourites">
            <FavouritesProbe />
          </Counted>
          <Counted name="saving">
            <SavingProbe />
          </Counted>
        </Editor>
      </AppProviders>,
    );
    const field = await screen.findByLabelText('A diameter');
    // let the first live run and the session check settle
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const before = { ...renders, derivations: derivations.count };

    for (const value of [30, 31, 32]) fireEvent.change(field, { target: { value: String(value) } });

    expect(screen.getByLabelText('A stored').textContent).toBe('32');
    expect(derivations.count - before.derivations).toBe(3);
    expect(renders.field - before.field).toBe(3);
    expect(renders.issues - before.issues).toBe(3);
    expect(renders.favourites - before.favourites).toBe(0);
    expect(renders.saving - before.saving).toBe(0);
  });

  it('gives each editor its own store: an edit in one leaves the other, and a remount starts from the section again', async () => {
    const tree = (keyB: string): ReactNode => (
      <AppProviders initialLocale="en">
        <Editor name="A" />
        <Editor key={keyB} name="B" />
      </AppProviders>
    );
    const { rerender } = render(tree('first'));
    const original = String(demoSection().data.cable.outerDiameter);
    fireEvent.change(await screen.findByLabelText('B diameter'), { target: { value: '40' } });
    expect(screen.getByLabelText('B stored').textContent).toBe('40');
    expect(screen.getByLabelText('A stored').textContent).toBe(original);

    fireEvent.change(screen.getByLabelText('A diameter'), { target: { value: '41' } });
    expect(screen.getByLabelText('A stored').textContent).toBe('41');
    expect(screen.getByLabelText('B stored').textContent).toBe('40');

    // B mounted again: a new store, seeded from the section as loaded; A keeps its edit
    rerender(tree('second'));
    expect(screen.getByLabelText('B stored').textContent).toBe(original);
    expect(screen.getByLabelText('A stored').textContent).toBe('41');
  });

  it('in the whole editor, a keystroke derives once, however many components read the derivation, and leaves the restore dialog alone', { timeout: 30_000 }, async () => {
    const { rendered } = open('/section/s1/cable');
    await rendered;
    const diameter = await screen.findByLabelText('Outer diameter (mm)');
    // the tab strip, the result pane, the fields and the live calculation all read the derivation
    await screen.findByRole('complementary', { name: 'Result' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    // the first edit marks the section unsaved (the dialog reads nothing of it either); then three more
    fireEvent.change(diameter, { target: { value: '30' } });
    const before = { derivations: derivations.count, dialog: dialogRenders.count };
    for (const value of [31, 32, 33]) fireEvent.change(diameter, { target: { value: String(value) } });
    expect(derivations.count - before.derivations).toBe(3);
    expect(dialogRenders.count - before.dialog).toBe(0);
    expect(within(screen.getByRole('navigation', { name: 'Section tabs' })).getByRole('link', { name: /^Cable/ })).toBeTruthy();
  });
});
