import type { components } from '@earshot/sdk-core';
import type { Database } from '../../db/database.ts';
import { conversionTouches, touchesByConversion } from './attribution.ts';
import type { MeasurementQuery } from './measurementQuery.ts';

/** The contract's `ConversionLag`. */
export type ConversionLag = components['schemas']['ConversionLag'];

const DAY_MS = 86_400_000;

/**
 * The attributed pixel conversions of the query (see `conversionTouches`) by whole days from the
 * listener's first exposure inside the window to the conversion: one bucket a day from 0 to the window,
 * each with its share of the conversions (0 when there are none).
 */
export async function conversionLag(
  db: Database,
  advertiserUuid: string,
  query: MeasurementQuery,
): Promise<ConversionLag> {
  const conversions = touchesByConversion(await conversionTouches(db, advertiserUuid, query));
  const counts = new Array<number>(query.windowDays + 1).fill(0);
  for (const [first] of conversions) {
    if (!first) continue;
    const days = Math.floor((first.occurredAt.getTime() - first.exposedAt.getTime()) / DAY_MS);
    counts[Math.min(days, query.windowDays)] = (counts[Math.min(days, query.windowDays)] ?? 0) + 1;
  }
  const total = conversions.length;
  return {
    buckets: counts.map((count, days) => ({
      days,
      conversions: count,
      share: total > 0 ? Number((count / total).toFixed(6)) : 0,
    })),
  };
}
