import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { type DataColumn, DataTable } from './DataTable.tsx';

type Playlist = { id: string; name: string; items: number };

const playlists: Playlist[] = [
  { id: 'p1', name: 'Morning drive', items: 12 },
  { id: 'p2', name: 'Afternoon news', items: 4 },
];

const columns: DataColumn<Playlist>[] = [
  { id: 'name', title: 'Name', isRowHeader: true, allowsSorting: true, cell: (playlist) => playlist.name },
  { id: 'items', title: 'Items', allowsSorting: true, cell: (playlist) => playlist.items },
  {
    id: 'actions',
    title: 'Actions',
    cell: (playlist) => (
      <button type="button" onClick={() => undefined}>
        Rename {playlist.name}
      </button>
    ),
  },
];

function Playlists({ rows, href = true }: { rows: Playlist[]; href?: boolean }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = [...rows].sort((a, b) => {
    const order = sort.column === 'items' ? a.items - b.items : a.name.localeCompare(b.name);
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <DataTable
      aria-label="Playlists"
      columns={columns}
      items={sorted}
      sortDescriptor={sort}
      onSortChange={setSort}
      {...(href ? { rowHref: (playlist: Playlist) => `/playlists/${playlist.id}` } : {})}
    />
  );
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('is an HTML table: column headers, a row header per item, cells', () => {
    renderWithProvider(<Playlists rows={playlists} />);
    const table = screen.getByRole('table', { name: 'Playlists' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name▲', 'Items', 'Actions']);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent('Afternoon news');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', 'Rename Afternoon news']);
  });

  it('sorts with the header buttons: ascending first, then the other way, and says which on the header', async () => {
    renderWithProvider(<Playlists rows={playlists} />);
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(names()).toEqual(['Afternoon news', 'Morning drive']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Items')).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Morning drive', 'Afternoon news']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(header('Items')).getByRole('button', { name: 'Items' }));
    expect(names()).toEqual(['Afternoon news', 'Morning drive']);
    expect(header('Items')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');

    // Reached with the keyboard too: the header's button takes Enter.
    within(header('Items')).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['Morning drive', 'Afternoon news']);
  });

  it('links each row header to the row’s page, and a click elsewhere on the row follows it', async () => {
    const onNavigate = vi.fn();
    renderWithProvider(<Playlists rows={playlists} />, { onNavigate });
    const row = screen.getByRole('row', { name: /Morning drive/ });
    expect(within(row).getByRole('link', { name: 'Morning drive' })).toHaveAttribute('href', '/playlists/p1');

    await userEvent.click(within(row).getAllByRole('cell')[0] as HTMLElement);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]?.[0]).toBe('/playlists/p1');

    // The row's own controls keep their clicks.
    await userEvent.click(within(row).getByRole('button', { name: 'Rename Morning drive' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    // So does a click that only ends selecting text.
    vi.spyOn(window, 'getSelection').mockReturnValueOnce({ isCollapsed: false } as Selection);
    fireEvent.click(within(row).getAllByRole('cell')[0] as HTMLElement);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('has no links and no clickable rows without rowHref', async () => {
    const onNavigate = vi.fn();
    renderWithProvider(<Playlists rows={playlists} href={false} />, { onNavigate });
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('rowheader', { name: 'Morning drive' }));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('says there are no results when empty, in the provider locale, across every column', () => {
    renderWithProvider(<Playlists rows={[]} />, { locale: 'es' });
    const [, body] = screen.getAllByRole('rowgroup');
    const cell = within(body as HTMLElement).getByRole('cell');
    expect(cell).toHaveTextContent('No hay resultados');
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('scrolls sideways inside its own container rather than widening the page', () => {
    renderWithProvider(<Playlists rows={playlists} />);
    const container = screen.getByRole('table', { name: 'Playlists' }).parentElement as HTMLElement;
    expect(getComputedStyle(container).overflowX).toBe('auto');
    expect(getComputedStyle(container).maxInlineSize).toBe('100%');
  });
});
