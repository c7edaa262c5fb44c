import { accountMessages } from './messages/accountMessages.ts';
import { audienceMessages } from './messages/audienceMessages.ts';
import { billingMessages } from './messages/billingMessages.ts';
import { campaignMessages } from './messages/campaignMessages.ts';
import { commonMessages } from './messages/commonMessages.ts';
import { mediaMessages } from './messages/mediaMessages.ts';
import { preflightMessages } from './messages/preflightMessages.ts';
import { reportMessages } from './messages/reportMessages.ts';
import { settingsMessages } from './messages/settingsMessages.ts';
import { PIXEL_URL_MESSAGES } from './rules/pixelUrl.ts';

/**
 * The English default of every validation message key the schemas and rules produce. Keys name the
 * field and the rule (`'campaign.budget.min'`, `'email.invalid'`); the UI translates them and falls
 * back to these texts.
 */
export const validationMessages = {
  ...commonMessages,
  ...accountMessages,
  ...billingMessages,
  ...mediaMessages,
  ...preflightMessages,
  ...audienceMessages,
  ...campaignMessages,
  ...settingsMessages,
  ...reportMessages,
  ...PIXEL_URL_MESSAGES,
} as const;

/** A validation message key, e.g. `'campaign.budget.min'`. */
export type ValidationMessageKey = keyof typeof validationMessages;

/** Whether `key` is a key of {@link validationMessages}. */
export function isValidationMessageKey(key: unknown): key is ValidationMessageKey {
  return typeof key === 'string' && Object.hasOwn(validationMessages, key);
}
