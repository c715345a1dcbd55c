// The section editor's named scenarios and favourites: kept, compared, renamed, loaded back, saved with the section.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { open, tabs } from './section-editor-setup.ts';

describe('section editor: scenarios and favourites', () => {
  it('keeps named scenarios in their colours, compares them, renames one, loads one back, and saves them with the section', { timeout: 40_000 }, async () => {
    const { api, rendered } = open('/section/s1/simulation');
    await rendered;
    const scenarios = await screen.findByRole('region', { name: 'Scenarios' });
    const keep = (name: string) => {
      fireEvent.change(within(screen.getByRole('region', { name: 'Scenarios' })).getByLabelText('Name of the new scenario'), { target: { value: name } });
      fireEvent.click(within(screen.getByRole('region', { name: 'Scenarios' })).getByRole('button', { name: 'Keep as a scenario' }));
    };
    // a scenario needs a name of its own
    fireEvent.click(within(scenarios).getByRole('button', { name: 'Keep as a scenario' }));
    expect(await within(scenarios).findByText('Enter a name.')).toBeTruthy();
    keep('Data sheet');
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Cable/ }));
    fireEvent.change(await screen.findByLabelText('Maximum pulling force (N)'), { target: { value: '4000' } });
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Results/ }));
    await screen.findByRole('region', { name: 'Scenarios' });
    keep(' data SHEET ');
    expect(await screen.findByText('This name is already used.')).toBeTruthy();
    keep('Weak cable');
    // the comparison table has a name of its own (a screen reader's table list reads it)
    const table = within(screen.getByRole('region', { name: 'Scenarios' })).getByRole('table', { name: 'Scenarios compared' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent);
    expect(names()).toEqual(['Data sheetRename', 'Weak cableRename']);
    const rows = within(table).getAllByRole('row').slice(1);
    // method, status, what limits it, then the distance reached
    await waitFor(() => expect(within(rows[0]!).getAllByRole('cell')[3]?.textContent).toMatch(/m$/), { timeout: 20_000 });
    expect(within(rows[0]!).getAllByRole('cell')[1]?.textContent).toMatch(/^(calculated|limit reached)$/);

    // renamed in place: a taken name is refused, Enter renames, the focus returns to the button
    fireEvent.click(screen.getByRole('button', { name: 'Rename Weak cable' }));
    const field = screen.getByLabelText('New name for Weak cable');
    fireEvent.change(field, { target: { value: 'Data sheet' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This name is already used.');
    fireEvent.change(field, { target: { value: '4 kN cable' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename 4 kN cable' })));

    fireEvent.click(screen.getByRole('button', { name: 'Load Data sheet into the editor' }));
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Cable/ }));
    expect(await screen.findByLabelText('Maximum pulling force (N)')).toHaveProperty('value', '12000');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Section saved');
    const saved = api.calls.filter((call) => call.method === 'PATCH').at(-1)?.body as { favorites: { name: string; primaryColor: string; kind: string }[] };
    expect(saved.favorites.map((f) => [f.name, f.primaryColor, f.kind])).toEqual([
      ['Data sheet', '#0041cf', 'scenario'],
      ['4 kN cable', '#D10600', 'scenario'],
    ]);
  });

  it('keeps favourites apart from the scenarios: saved by name, renamed, compared as a scenario, loaded back, deleted', { timeout: 40_000 }, async () => {
    const { api, rendered } = open('/section/s1/simulation');
    await rendered;
    const favourites = await screen.findByRole('region', { name: 'Favourites' });
    expect(within(favourites).getByText(/Save the current parameters as a favourite/)).toBeTruthy();
    fireEvent.change(within(favourites).getByLabelText('Name of the new favourite'), { target: { value: 'As planned' } });
    fireEvent.click(within(favourites).getByRole('button', { name: 'Save as a favourite' }));
    await within(favourites).findByRole('button', { name: 'Rename As planned' });
    // not a scenario: the scenarios stay empty until the favourite is compared
    expect(within(screen.getByRole('region', { name: 'Scenarios' })).queryByRole('table')).toBeNull();

    fireEvent.click(within(favourites).getByRole('button', { name: 'Rename As planned' }));
    const field = within(favourites).getByLabelText('New name for As planned');
    fireEvent.change(field, { target: { value: 'Tender' } });
    fireEvent.click(within(favourites).getByRole('button', { name: 'Save' }));
    await within(favourites).findByRole('button', { name: 'Rename Tender' });
    fireEvent.click(within(favourites).getByRole('button', { name: 'Compare Tender as a scenario' }));
    const scenarios = within(screen.getByRole('region', { name: 'Scenarios' })).getByRole('table');
    expect(within(scenarios).getByRole('rowheader').textContent).toBe('TenderRename');
    expect(within(favourites).getByRole('button', { name: 'Compare Tender as a scenario' })).toHaveProperty('disabled', true);

    fireEvent.click(within(tabs()).getByRole('link', { name: /^Cable/ }));
    fireEvent.change(await screen.findByLabelText('Maximum pulling force (N)'), { target: { value: '4000' } });
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Results/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load favourite Tender into the editor' }));
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Cable/ }));
    expect(await screen.findByLabelText('Maximum pulling force (N)')).toHaveProperty('value', '12000');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Section saved');
    const saved = api.calls.filter((call) => call.method === 'PATCH').at(-1)?.body as { favorites: { name: string; kind: string }[] };
    expect(saved.favorites.map((f) => [f.name, f.kind])).toEqual([
      ['Tender', 'favourite'],
      ['Tender', 'scenario'],
    ]);
    fireEvent.click(within(tabs()).getByRole('link', { name: /^Results/ }));
    fireEvent.click(within(await screen.findByRole('region', { name: 'Favourites' })).getByRole('button', { name: 'Delete Tender' }));
    expect(within(screen.getByRole('region', { name: 'Favourites' })).queryByRole('table')).toBeNull();
  });

});
