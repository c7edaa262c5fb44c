import * as z from 'zod';

/** A data segment (LiveRamp or CDP) an audience can use. */
export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  size: z.number().int().nonnegative(),
  cpm: z.number().nonnegative(),
});

/** A data segment. */
export type Segment = z.infer<typeof segmentSchema>;
