/** Standard VAT rates of the EU member states (2026). */
const EU_VAT: Readonly<Record<string, number>> = {
  AT: 0.2,
  BE: 0.21,
  BG: 0.2,
  CY: 0.19,
  CZ: 0.21,
  DE: 0.19,
  DK: 0.25,
  EE: 0.24,
  ES: 0.21,
  FI: 0.255,
  FR: 0.2,
  GR: 0.24,
  HR: 0.25,
  HU: 0.27,
  IE: 0.23,
  IT: 0.22,
  LT: 0.21,
  LU: 0.17,
  LV: 0.21,
  MT: 0.18,
  NL: 0.21,
  PL: 0.23,
  PT: 0.23,
  RO: 0.21,
  SE: 0.25,
  SI: 0.22,
  SK: 0.23,
};

/** Standard VAT or GST rates elsewhere; a country not named here charges none (the US among them). */
const OTHER_RATES: Readonly<Record<string, number>> = {
  AU: 0.1,
  CA: 0.05,
  CH: 0.081,
  GB: 0.2,
  IN: 0.18,
  JP: 0.1,
  NO: 0.25,
  NZ: 0.15,
  SG: 0.09,
};

/** An invoice's tax: its rate, the amount in cents, and why it is 0 when the buyer accounts for it. */
export type InvoiceTax = { rate: number; taxCents: number; note: 'reverse_charge' | null };

/**
 * The tax of an invoice by the billing information: the country's standard VAT or GST rate, except
 * that an EU business giving its VAT id accounts for the VAT itself (reverse charge, rate 0). The
 * sandbox's simplified rule: no reduced rates, no US sales tax on advertising services.
 */
export function invoiceTax(
  billing: { country: string; tax_id: string | null } | null,
  subtotalCents: number,
): InvoiceTax {
  if (!billing) return { rate: 0, taxCents: 0, note: null };
  const euRate = EU_VAT[billing.country];
  if (euRate !== undefined && billing.tax_id) return { rate: 0, taxCents: 0, note: 'reverse_charge' };
  const rate = euRate ?? OTHER_RATES[billing.country] ?? 0;
  return { rate, taxCents: Math.round(subtotalCents * rate), note: null };
}
