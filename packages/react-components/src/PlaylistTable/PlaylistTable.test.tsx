import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { offlineClient } from '../../test/offlineClient.ts';
import { PlatformProvider } from '../PlatformProvider/PlatformProvider.tsx';
import { PlaylistTable } from './PlaylistTable.tsx';
import type { PlaylistRow } from './playlistSort.ts';
import { withStyledLayout } from './test/styledLayout.ts';

const playlists: PlaylistRow[] = [
  {
    id: 'p1',
    name: 'Morning news',
    type: 'radio',
    inventory_size: 12,
    created_at: '2026-03-02T10:00:00Z',
    tags: ['news'],
  },
  {
    id: 'p2',
    name: 'comedy picks',
    type: 'podcast',
    inventory_size: 250,
    created_at: '2026-01-15T10:00:00Z',
    tags: ['fun', 'audio'],
  },
  {
    id: 'p3',
    name: 'Streams 2',
    type: 'streaming',
    inventory_size: 3,
    created_at: '2026-05-20T10:00:00Z',
    tags: [],
  },
  {
    id: 'p4',
    name: 'Streams 10',
    type: 'emerging',
    inventory_size: 40,
    created_at: '2025-12-01T10:00:00Z',
    tags: ['beta'],
  },
];

const renderWithProvider = (ui: ReactElement) =>
  render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <PlatformProvider client={offlineClient}>{children}</PlatformProvider>
    ),
  });

withStyledLayout();

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);

function manyPlaylists(count: number): PlaylistRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: `Playlist ${String(i).padStart(6, '0')}`,
    type: 'podcast',
    inventory_size: i,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    tags: [],
  }));
}

describe('PlaylistTable', () => {
  it('shows the spec columns, newest first by default', () => {
    renderWithProvider(<PlaylistTable playlists={playlists} />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Select all', 'Name', 'Type', 'No. of items', 'Creation date▼', 'Tags ID']);
    expect(names()).toEqual(['Streams 2', 'Morning news', 'comedy picks', 'Streams 10']);
  });

  it.each([
    ['Name', ['comedy picks', 'Morning news', 'Streams 2', 'Streams 10']],
    ['Type', ['Streams 10', 'comedy picks', 'Morning news', 'Streams 2']],
    ['No. of items', ['Streams 2', 'Morning news', 'Streams 10', 'comedy picks']],
    ['Creation date', ['Streams 10', 'comedy picks', 'Morning news', 'Streams 2']],
    ['Tags ID', ['Streams 2', 'Streams 10', 'comedy picks', 'Morning news']],
  ])('sorts by %s, ascending then descending', async (column, ascending) => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithProvider(<PlaylistTable playlists={playlists} onSortChange={onSortChange} />);
    const header = screen.getByRole('columnheader', { name: new RegExp(`^${column}`) });
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(ascending);
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual([...ascending].reverse());
    expect(onSortChange).toHaveBeenLastCalledWith(expect.objectContaining({ direction: 'descending' }));
  });

  it('selects rows one by one, by range and all at once', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithProvider(
      <PlaylistTable
        playlists={playlists}
        defaultSortDescriptor={{ column: 'name', direction: 'ascending' }}
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(screen.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getByRole('gridcell', { name: 'Select comedy picks' }));
    expect(screen.getByRole('row', { selected: true })).toHaveTextContent('comedy picks');
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('gridcell', { name: 'Select Streams 2' }));
    await user.keyboard('{/Shift}');
    expect(screen.getAllByRole('row', { selected: true })).toHaveLength(3);
    await user.click(screen.getByRole('columnheader', { name: 'Select all' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['p1', 'p2', 'p3', 'p4']));
    await user.click(screen.getByRole('columnheader', { name: 'Select all' }));
    expect(screen.queryAllByRole('row', { selected: true })).toHaveLength(0);
  });

  it('keeps one row selected in single mode and opens rows with onRowAction', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    const { rerender } = renderWithProvider(<PlaylistTable playlists={playlists} selectionMode="single" />);
    expect(screen.queryByRole('columnheader', { name: 'Select all' })).toBeNull();
    await user.click(screen.getByText('Morning news'));
    await user.click(screen.getByText('comedy picks'));
    expect(screen.getAllByRole('row', { selected: true }).map((row) => row.dataset.key)).toEqual(['p2']);
    rerender(<PlaylistTable playlists={playlists} selectionMode="none" onRowAction={onRowAction} />);
    await user.click(screen.getByText('Streams 10'));
    expect(onRowAction).toHaveBeenCalledWith(playlists[3]);
  });

  it('moves through the grid with the keyboard', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithProvider(
      <PlaylistTable
        playlists={playlists}
        defaultSortDescriptor={{ column: 'name', direction: 'ascending' }}
        onRowAction={onRowAction}
      />,
    );
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Name');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('comedy picks');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('Podcast');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveTextContent('fun, audio');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName('Select comedy picks');
    await user.keyboard(' ');
    expect(screen.getByRole('row', { selected: true })).toHaveTextContent('comedy picks');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toHaveTextContent('beta');
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenCalledWith(playlists[3]);
    await user.keyboard('{Control>}a{/Control}');
    expect(screen.getAllByRole('row', { selected: true })).toHaveLength(4);
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('row', { selected: true })).toHaveLength(0);
    await user.keyboard('{Control>}{Home}{/Control}{ArrowUp}{ArrowRight}{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Streams 10');
  });

  it('shows the loading, error and empty states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderWithProvider(<PlaylistTable playlists={undefined} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading playlists…');
    rerender(<PlaylistTable playlists={undefined} error={new Error('offline')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The playlists could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<PlaylistTable playlists={[]} />);
    expect(screen.getByRole('heading', { name: 'No playlists yet' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('renders only a window of 100,000 rows and reaches the last one from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProvider(
      <PlaylistTable
        playlists={manyPlaylists(100_000)}
        defaultSortDescriptor={{ column: 'name', direction: 'ascending' }}
      />,
    );
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '100001');
    const rendered = screen.getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    await user.tab();
    await user.keyboard('{ArrowDown}{Control>}{End}{/Control}');
    // happy-dom moves scrollTop but, unlike a browser, fires no scroll event.
    const viewport = grid.parentElement as HTMLElement;
    expect(viewport.scrollTop).toBeGreaterThan(4_000_000);
    fireEvent.scroll(viewport);
    expect(document.activeElement?.closest('tr')).toHaveAttribute('aria-rowindex', '100001');
    expect(screen.getAllByRole('row').length).toBeLessThan(60);
  });
});
