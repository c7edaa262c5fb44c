import * as z from 'zod';

/** The one error body of every 4xx and 5xx answer of the API. */
export const apiErrorSchema = z.object({
  Message: z.string().min(1),
  type: z.enum(['error', 'warning', 'info', 'success']).optional(),
  /** Machine-readable reason, e.g. `validation_failed`, `not_found`, `billing_data_missing`. */
  code: z.string().optional(),
  /** For `validation_failed`: dotted field path → message key, as `fieldErrors` builds it. */
  fields: z.record(z.string(), z.string()).optional(),
  hardRefresh: z.boolean().optional(),
  showToast: z.boolean().optional(),
  _token: z.string().optional(),
});

/** The error body of the API. */
export type ApiError = z.infer<typeof apiErrorSchema>;
