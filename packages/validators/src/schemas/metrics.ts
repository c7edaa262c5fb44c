import * as z from 'zod';

/** Aggregate delivery metrics of an advertiser over a period. */
export const metricsAggregateSchema = z.object({
  totals: z.object({
    impressions: z.number().int().nonnegative(),
    /** Impressions played to the end. */
    listens: z.number().int().nonnegative(),
    /** Clicks on the companion display ad. */
    clicks: z.number().int().nonnegative(),
    spend: z.number().nonnegative(),
    conversions: z.number().int().nonnegative(),
    reach: z.number().int().nonnegative(),
    cpm: z.number().nonnegative(),
    cpa: z.number().nullable(),
  }),
  series: z.array(
    z.object({
      date: z.iso.date(),
      impressions: z.number().int().nonnegative(),
      listens: z.number().int().nonnegative(),
      clicks: z.number().int().nonnegative(),
      spend: z.number().nonnegative(),
      conversions: z.number().int().nonnegative(),
    }),
  ),
  lift: z
    .object({
      exposed_conversion_rate: z.number().nonnegative(),
      control_conversion_rate: z.number().nonnegative(),
      lift_percent: z.number(),
      incremental_conversions: z.number(),
      confidence: z.number().min(0).max(1),
    })
    .nullable(),
  /** The numbers come from demo data. */
  simulated: z.boolean(),
});

/** Aggregate delivery metrics. */
export type MetricsAggregate = z.infer<typeof metricsAggregateSchema>;
