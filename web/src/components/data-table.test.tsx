// DataTable: headings, a header cell per row, the stacked layout's cell headings, caption.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table.tsx';

interface Person {
  id: string;
  name: string;
  email: string;
}

const PEOPLE: Person[] = [
  { id: '1', name: 'Ada', email: 'ada@example.com' },
  { id: '2', name: 'Grace', email: 'grace@example.com' },
];

const COLUMNS: DataColumn<Person>[] = [
  { heading: 'Name', cell: (person) => person.name },
  { heading: 'E-mail', cell: (person) => person.email, className: 'mail' },
  { heading: 'Actions', labelled: false, cell: (person) => <button type="button">Remove {person.name}</button> },
];

describe('DataTable', () => {
  it('heads each column and each row, one row per record, with the caption', () => {
    render(<DataTable caption="People" columns={COLUMNS} rows={PEOPLE} rowKey={(person) => person.id} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Name', 'col'],
      ['E-mail', 'col'],
      ['Actions', 'col'],
    ]);
    expect(within(table).getAllByRole('rowheader').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Ada', 'row'],
      ['Grace', 'row'],
    ]);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual(['ada@example.com', 'Remove Ada', 'grace@example.com', 'Remove Grace']);
    expect(cells[0]?.className).toBe('mail');
    // not stacked: no heading repeated in the cells
    expect(cells.some((td) => td.hasAttribute('data-label'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove Grace' })).toBeTruthy();
  });

  it('stacked, repeats the heading above each cell that does not name itself', () => {
    const { container } = render(<DataTable stacked className="around" columns={COLUMNS} rows={PEOPLE} rowKey={(person) => person.id} />);
    const [first] = screen.getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).getAllByRole('cell').map((td) => td.getAttribute('data-label'))).toEqual(['E-mail', null]);
    expect(container.firstElementChild?.classList.contains('around')).toBe(true);
    expect(container.querySelector('caption')).toBeNull();
  });
});
