import { isEmail } from '@earshot/validators';

/** What a CRM upload would match, read from the file before it is sent. */
export interface CrmPreview {
  rows: number;
  /** Columns holding e-mail addresses or phone numbers. */
  identifierColumns: string[];
  /** Rows with at least one well-formed identifier. */
  matchableRows: number;
}

const IDENTIFIER_COLUMN = /e-?mail|phone|mobile|msisdn/i;
// A phone number: 7 to 15 digits (E.164) once spaces, dashes, dots and brackets are left out.
const isPhone = (value: string) => /^\+?\d{7,15}$/.test(value.replace(/[\s\-.()]/g, ''));

/**
 * Reads a CSV customer list with a header row and counts the rows a match could use. The CSV parser
 * loads with the first file, so the audience editor does not carry it until a list is chosen.
 */
export async function previewCrmFile(text: string): Promise<CrmPreview> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  const identifierColumns = (parsed.meta.fields ?? []).filter((field) => IDENTIFIER_COLUMN.test(field));
  const matchableRows = parsed.data.filter((row) =>
    identifierColumns.some((column) => {
      const value = (row[column] ?? '').trim();
      return isEmail(value) || isPhone(value);
    }),
  ).length;
  return { rows: parsed.data.length, identifierColumns, matchableRows };
}
