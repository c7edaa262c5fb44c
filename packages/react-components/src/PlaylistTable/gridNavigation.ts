/** A cell of the grid: row -1 is the header row. */
export interface GridPosition {
  row: number;
  col: number;
}

/** The size of the grid a key moves within. */
export interface GridBounds {
  /** Data rows (the header row is not counted). */
  rows: number;
  cols: number;
  /** Rows one PageUp/PageDown moves by. */
  pageRows: number;
  /** Right-to-left locales swap ArrowLeft and ArrowRight. */
  rtl: boolean;
}

/** The keyboard event fields navigation reads. */
export interface NavigationKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where focus moves for a key, following the WAI-ARIA grid pattern: arrows by one cell, Home/End to
 * the first/last cell of the row (with Ctrl, of the grid), PageUp/PageDown by a page of rows.
 * Returns null for keys that do not navigate.
 */
export function nextGridPosition(
  event: NavigationKey,
  at: GridPosition,
  bounds: GridBounds,
): GridPosition | null {
  const lastRow = bounds.rows - 1;
  const lastCol = bounds.cols - 1;
  const toGridEdge = event.ctrlKey || event.metaKey;
  const forward = bounds.rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = bounds.rtl ? 'ArrowRight' : 'ArrowLeft';
  const row = (value: number) => clamp(value, -1, lastRow);
  switch (event.key) {
    case forward:
      return { row: at.row, col: clamp(at.col + 1, 0, lastCol) };
    case backward:
      return { row: at.row, col: clamp(at.col - 1, 0, lastCol) };
    case 'ArrowDown':
      return { row: row(at.row + 1), col: at.col };
    case 'ArrowUp':
      return { row: row(at.row - 1), col: at.col };
    case 'Home':
      return toGridEdge ? { row: bounds.rows > 0 ? 0 : -1, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return toGridEdge ? { row: lastRow, col: lastCol } : { row: at.row, col: lastCol };
    case 'PageDown':
      return { row: row(at.row + bounds.pageRows), col: at.col };
    case 'PageUp':
      return { row: row(Math.max(0, at.row - bounds.pageRows)), col: at.col };
    default:
      return null;
  }
}
