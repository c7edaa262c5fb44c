import * as z from 'zod';
import { ONBOARDING_EVENT_NAMES } from '../constants/onboarding.ts';
import { timestampField, uuidField } from './fields.ts';

/** An onboarding event the server recorded for an advertiser (spec §4). */
export const onboardingEventSchema = z.object({
  id: uuidField(),
  advertiser_id: uuidField(),
  name: z.enum(ONBOARDING_EVENT_NAMES),
  created_at: timestampField(),
});

/** An onboarding event. */
export type OnboardingEvent = z.infer<typeof onboardingEventSchema>;

/** Body of `createOnboardingEvent`: the name of the event to record. */
export const createOnboardingEventBodySchema = z.strictObject({
  name: z.enum(ONBOARDING_EVENT_NAMES, { error: 'onboarding.name.invalid' }),
});

/** Body of `createOnboardingEvent`. */
export type CreateOnboardingEventBody = z.infer<typeof createOnboardingEventBodySchema>;
