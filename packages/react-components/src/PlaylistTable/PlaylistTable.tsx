// Why this grid is hand-written and not React Aria's Table in a Virtualizer with TableLayout (measured
// with bench/playlistTable.mjs, medians of the ratio PlaylistTable / AG Grid, lower is better):
//
//                         this table, 100,000 rows   React Aria Table, 10,000 rows   this table, 10,000 rows
//   first render                  0.50                    5.91 (4.1 s)                    0.22–0.41
//   sort (name … tags)       0.73 0.15 0.21 0.36 0.58   3.14 5.55 3.13 5.35 4.45         ≤ 0.56
//   scroll frame median           1.00 (16.7 ms)          2.99 (50 ms)                     1.00
//   scroll frame p95              0.99                    2.00                             0.34–0.40
//
// With 100,000 rows the React Aria version never finished the run: the page died during the first
// sort. React Aria builds its collection from a React element per row and per cell for every row, on
// first render and again on every sort, while this table sorts an array and renders only the ~30
// rows in view. React Aria's grid also focuses whole rows before cells, where this grid's keyboard
// model moves cell by cell from the header.
import { PLAYLIST_TYPES } from '@earshot/validators';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocale } from 'react-aria';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { type GridPosition, nextGridPosition } from './gridNavigation.ts';
import * as styles from './PlaylistTable.css.ts';
import { PlaylistTableHeader } from './PlaylistTableHeader.tsx';
import { PlaylistTableRow } from './PlaylistTableRow.tsx';
import { PlaylistTableState } from './PlaylistTableState.tsx';
import {
  PLAYLIST_COLUMNS,
  type PlaylistRow,
  type PlaylistSortDescriptor,
  sortPlaylists,
} from './playlistSort.ts';
import { useControllableState } from './useControllableState.ts';

/** Props of {@link PlaylistTable}. */
export interface PlaylistTableProps<Row extends PlaylistRow = PlaylistRow> {
  /** The playlists to show; `undefined` while they load. */
  playlists: readonly Row[] | undefined;
  /**
   * Shows the loading state.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Shows the error state when set (e.g. the query's error).
   * @default undefined
   */
  error?: unknown;
  /**
   * Offered as "Try again" in the error state.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * How rows are selected: several (with a checkbox column and "select all"), one, or none.
   * @default 'multiple'
   */
  selectionMode?: 'none' | 'single' | 'multiple';
  /**
   * The selected playlist ids (controlled). Without them, the table keeps its own selection, starting at
   * `defaultSelectedKeys`.
   * @default undefined
   */
  selectedKeys?: ReadonlySet<string>;
  /**
   * The ids selected at first (uncontrolled). Without them, nothing is selected at first.
   * @default undefined
   */
  defaultSelectedKeys?: Iterable<string>;
  /**
   * Called with the new selection.
   * @default undefined
   */
  onSelectionChange?: (keys: ReadonlySet<string>) => void;
  /**
   * The sort order (controlled). Without it, the table keeps its own order, starting at
   * `defaultSortDescriptor`.
   * @default undefined
   */
  sortDescriptor?: PlaylistSortDescriptor;
  /**
   * The sort order at first (uncontrolled).
   * @default newest first: { column: 'created_at', direction: 'descending' }
   */
  defaultSortDescriptor?: PlaylistSortDescriptor;
  /**
   * Called when a column header asks for a new order.
   * @default undefined
   */
  onSortChange?: (sort: PlaylistSortDescriptor) => void;
  /**
   * Opens a playlist: a click on its row, or Enter. Without it, both toggle the selection.
   * @default undefined
   */
  onRowAction?: (playlist: Row) => void;
  /**
   * Height of a row in pixels; rows are virtualized at this fixed height.
   * @default 44
   */
  rowHeight?: number;
  /**
   * Height of the scrolling area (a CSS length or pixels).
   * @default 480
   */
  height?: number | string;
  /**
   * The accessible name of the grid.
   * @default the translated 'Playlists'
   */
  'aria-label'?: string;
  /**
   * Replaces the default empty state, e.g. with a "New playlist" action.
   * @default undefined
   */
  emptyState?: ReactNode;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

const DEFAULT_SORT: PlaylistSortDescriptor = { column: 'created_at', direction: 'descending' };
const EMPTY_SELECTION: ReadonlySet<string> = new Set();

/**
 * The playlists of an advertiser as a sortable, selectable, virtualized grid (columns name, type,
 * No. of items, Creation date, Tags ID). Keyboard: arrows, Home/End, Ctrl+Home/End, PageUp/PageDown,
 * Space selects, Enter opens, Ctrl+A selects all, Escape clears. `data-state` on the root is
 * loading, error, empty or ready.
 */
export function PlaylistTable<Row extends PlaylistRow = PlaylistRow>({
  playlists,
  isLoading = false,
  error,
  onRetry,
  selectionMode = 'multiple',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  sortDescriptor,
  defaultSortDescriptor = DEFAULT_SORT,
  onSortChange,
  onRowAction,
  rowHeight = 44,
  height = 480,
  'aria-label': ariaLabel,
  emptyState,
  className,
}: PlaylistTableProps<Row>) {
  const t = useInventoryMessage();
  const { locale } = usePlatform();
  const { direction } = useLocale();
  const [sort, setSort] = useControllableState(sortDescriptor, () => defaultSortDescriptor, onSortChange);
  const [selected, setSelected] = useControllableState<ReadonlySet<string>>(
    selectedKeys,
    () => new Set(defaultSelectedKeys ?? EMPTY_SELECTION),
    onSelectionChange,
  );
  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }), [locale]);
  const typeLabels = useMemo(
    () => Object.fromEntries(PLAYLIST_TYPES.map((type) => [type, t(`playlistType.${type}`)])),
    [t],
  );
  const rows = useMemo(
    () => sortPlaylists(playlists ?? [], sort, { collator, typeLabel: (type) => typeLabels[type] ?? type }),
    [playlists, sort, collator, typeLabels],
  );

  const hasCheckboxes = selectionMode === 'multiple';
  const colCount = PLAYLIST_COLUMNS.length + (hasCheckboxes ? 1 : 0);
  const columnTemplate = `${hasCheckboxes ? '48px ' : ''}minmax(192px, 2fr) minmax(112px, 1fr) minmax(112px, 1fr) minmax(144px, 1fr) minmax(160px, 2fr)`;
  const selectedCount = useMemo(
    () => rows.reduce((n, row) => n + (selected.has(row.id) ? 1 : 0), 0),
    [rows, selected],
  );

  const viewportRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollPaddingStart: rowHeight,
    initialRect: { width: 960, height: typeof height === 'number' ? height : 480 },
  });
  const items = virtualizer.getVirtualItems();

  const [focus, setFocus] = useState<GridPosition>({ row: -1, col: hasCheckboxes ? 1 : 0 });
  const pendingFocus = useRef(false);
  const anchor = useRef<number | null>(null);
  const rendered = focus.row < 0 || items.some((item) => item.index === focus.row);
  const tabbable = rendered ? focus : { row: -1, col: focus.col };

  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const cell = viewportRef.current?.querySelector<HTMLElement>(`[data-cell="${focus.row}:${focus.col}"]`);
    if (cell) {
      pendingFocus.current = false;
      cell.focus({ preventScroll: focus.row >= 0 });
    }
  });

  const select = useCallback(
    (index: number, mode: 'toggle' | 'range') => {
      const row = rows[index];
      if (!row || selectionMode === 'none') return;
      if (selectionMode === 'single') {
        setSelected(selected.has(row.id) ? EMPTY_SELECTION : new Set([row.id]));
      } else if (mode === 'range' && anchor.current !== null) {
        const [from, to] = [Math.min(anchor.current, index), Math.max(anchor.current, index)];
        setSelected(new Set([...selected, ...rows.slice(from, to + 1).map((r) => r.id)]));
      } else {
        const next = new Set(selected);
        if (next.has(row.id)) next.delete(row.id);
        else next.add(row.id);
        setSelected(next);
      }
      anchor.current = index;
    },
    [rows, selected, selectionMode, setSelected],
  );

  const toggleAll = useCallback(() => {
    const all = rows.length > 0 && selectedCount === rows.length;
    setSelected(all ? EMPTY_SELECTION : new Set(rows.map((row) => row.id)));
  }, [rows, selectedCount, setSelected]);

  const sortBy = useCallback(
    (column: PlaylistSortDescriptor['column']) =>
      setSort({
        column,
        direction: sort.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending',
      }),
    [sort, setSort],
  );

  const activateHeader = (col: number) => {
    if (hasCheckboxes && col === 0) toggleAll();
    else sortBy(PLAYLIST_COLUMNS[col - (hasCheckboxes ? 1 : 0)] ?? 'name');
  };

  const moveTo = (next: GridPosition) => {
    pendingFocus.current = true;
    setFocus(next);
    if (next.row >= 0) virtualizer.scrollToIndex(next.row, { align: 'auto' });
    else viewportRef.current?.scrollTo({ top: viewportRef.current.scrollTop });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const pageRows = Math.max(1, Math.floor((virtualizer.scrollRect?.height ?? rowHeight) / rowHeight) - 1);
    const next = nextGridPosition(event, focus, {
      rows: rows.length,
      cols: colCount,
      pageRows,
      rtl: direction === 'rtl',
    });
    if (next) {
      event.preventDefault();
      moveTo(next);
      return;
    }
    const row = rows[focus.row];
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (focus.row < 0) activateHeader(focus.col);
      else if (event.key === 'Enter' && onRowAction && row) onRowAction(row);
      else select(focus.row, event.shiftKey ? 'range' : 'toggle');
    } else if (event.key === 'a' && (event.ctrlKey || event.metaKey) && hasCheckboxes) {
      event.preventDefault();
      setSelected(new Set(rows.map((r) => r.id)));
    } else if (event.key === 'Escape' && selected.size > 0 && selectionMode !== 'none') {
      event.preventDefault();
      setSelected(EMPTY_SELECTION);
    }
  };

  const onClick = (event: MouseEvent<HTMLTableElement>) => {
    const target = event.target as Element;
    const header = target.closest<HTMLElement>('th[data-col]');
    if (header) return activateHeader(Number(header.dataset.col));
    const index = Number(target.closest<HTMLElement>('tr[data-index]')?.dataset.index);
    const row = rows[index];
    if (!row) return;
    if (onRowAction && !target.closest('[data-checkbox]')) onRowAction(row);
    else select(index, event.shiftKey ? 'range' : 'toggle');
  };

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const [row, col] = (event.target.dataset.cell ?? '').split(':').map(Number);
    if (row === undefined || col === undefined || Number.isNaN(row) || Number.isNaN(col)) return;
    if (row !== focus.row || col !== focus.col) setFocus({ row, col });
  };

  const state = error ? 'error' : isLoading || !playlists ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  if (state !== 'ready') {
    return (
      <div className={rootClass} data-state={state}>
        <PlaylistTableState state={state} onRetry={onRetry} emptyState={emptyState} />
      </div>
    );
  }

  return (
    <div className={rootClass} data-state={state}>
      <div ref={viewportRef} className={styles.viewport} style={{ height }}>
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern, a table navigated cell by cell
          role="grid"
          aria-label={ariaLabel ?? t('playlistTable.label')}
          aria-rowcount={rows.length + 1}
          aria-colcount={colCount}
          aria-multiselectable={selectionMode === 'multiple' || undefined}
          className={styles.table}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onFocus={onFocus}
        >
          <PlaylistTableHeader
            sort={sort}
            hasCheckboxes={hasCheckboxes}
            allSelected={selectedCount === rows.length}
            someSelected={selectedCount > 0}
            columnTemplate={columnTemplate}
            tabbableCol={tabbable.row < 0 ? tabbable.col : null}
          />
          <tbody className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index] as Row;
              return (
                <PlaylistTableRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  start={item.start}
                  height={rowHeight}
                  columnTemplate={columnTemplate}
                  hasCheckboxes={hasCheckboxes}
                  selectable={selectionMode !== 'none'}
                  isSelected={selected.has(row.id)}
                  actionable={Boolean(onRowAction)}
                  tabbableCol={tabbable.row === item.index ? tabbable.col : null}
                />
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
