import * as z from 'zod';
import { timestampField } from './fields.ts';

/** A signed POST upload policy: post `fields`, then the file as the part `file`, to `url`. */
export const s3DataSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expires_at: timestampField(),
  max_size_bytes: z.number().int().positive(),
  content_type: z.string(),
});

/** A signed POST upload policy. */
export type S3Data = z.infer<typeof s3DataSchema>;
