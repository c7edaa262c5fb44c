import { TEXT_LIMITS } from '../schemas/limits.ts';
import { textMessages } from './textMessages.ts';

/** Messages of onboarding events, billable events and integrations. */
export const settingsMessages = {
  'onboarding.name.invalid':
    'The onboarding event must be pixel, creative, campaign, payment, billing, completed, snooze, dismiss or view.',
  'billable_event.billable.invalid': 'Billable must be true or false.',
  'billable_event.price.invalid': 'The price must be a number from 0 to 100000.',
  ...textMessages('integration.name', 'Integration name', TEXT_LIMITS.name),
  'integration.kind.invalid': 'The integration kind must be data-export, ga4 or webhook.',
  'integration.status.invalid': 'The integration status can be set to active or paused.',
  'integration.config.invalid': 'The integration configuration must be an object.',
  'ga4.state.invalid': 'The GA4 state must be 8 to 200 visible ASCII characters.',
  'ga4.code.invalid': 'The GA4 authorization code is missing or longer than 200 characters.',
  'ga4.decision.invalid': 'Answer approve or deny.',
  'ga4.measurement_id.invalid': 'The GA4 measurement id has at most 30 characters.',
};
