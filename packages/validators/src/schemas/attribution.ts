import * as z from 'zod';
import { ATTRIBUTION_MODELS, ATTRIBUTION_WINDOW_DAYS } from '../constants/measurement.ts';
import { wholeNumber } from './fields.ts';

/** An attribution window in whole days (1–60). */
export const attributionWindowDaysSchema = wholeNumber(
  'attribution.window_days.invalid',
  ATTRIBUTION_WINDOW_DAYS.min,
  ATTRIBUTION_WINDOW_DAYS.max,
);

/** An attribution model: `last_touch`, `first_touch` or `linear`. */
export const attributionModelSchema = z.enum(ATTRIBUTION_MODELS, { error: 'attribution.model.invalid' });
