import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.tsx';

const playlists = [
  { id: 1, name: 'Morning drive' },
  { id: 2, name: 'Afternoon news' },
];

function Playlists({ rows }: { rows: typeof playlists }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = [...rows].sort(
    (a, b) => a.name.localeCompare(b.name) * (sort.direction === 'ascending' ? 1 : -1),
  );
  return (
    <Table aria-label="Playlists" sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
      </TableHeader>
      <TableBody items={sorted}>
        {(playlist) => (
          <Row id={playlist.id}>
            <Cell>{playlist.name}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

describe('Table', () => {
  it('sorts by a column header and says which way', async () => {
    renderWithProvider(<Playlists rows={playlists} />);
    const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names()).toEqual(['Afternoon news', 'Morning drive']);
    await userEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(names()).toEqual(['Morning drive', 'Afternoon news']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('says there are no results when empty, in the provider locale', () => {
    renderWithProvider(<Playlists rows={[]} />, { locale: 'es' });
    const body = screen.getAllByRole('rowgroup')[1] as HTMLElement;
    expect(within(body).getByText('No hay resultados')).toBeTruthy();
  });

  it('scrolls sideways inside its own container rather than widening the page', () => {
    renderWithProvider(<Playlists rows={playlists} />);
    const container = screen.getByRole('grid', { name: 'Playlists' }).parentElement as HTMLElement;
    expect(getComputedStyle(container).overflowX).toBe('auto');
    expect(getComputedStyle(container).maxInlineSize).toBe('100%');
  });
});
