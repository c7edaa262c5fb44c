/**
 * Writes rows as RFC 4180 CSV with a header line. Cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or CR) are prefixed with a quote mark, since names are user input.
 */
export function toCsv<K extends string>(columns: readonly K[], rows: readonly Record<K, unknown>[]): string {
  const lines = [columns.map(cell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
