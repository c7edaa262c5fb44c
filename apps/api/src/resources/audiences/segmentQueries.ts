import { z } from 'zod';

/** Query of `listAudienceSegments`: 0-based page of up to 1000 segments (spec §9), 50 by default. */
export const listAudienceSegmentsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100000).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(50),
});

/** Query of `searchSegments`: the LiveRamp catalogue, 1-based pages. */
export const searchSegmentsQuerySchema = z.object({
  index: z.literal('liveramp'),
  q: z.string().max(200).default(''),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
