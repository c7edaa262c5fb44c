import { isValidationMessageKey, validationMessages } from '@earshot/validators';
import { HttpError } from '../../http/errors.ts';

/**
 * The 422 answer for a campaign that breaks field or cross-field rules: `fields` maps each field
 * path to its message key, and `Message` spells out the first problem so a client without the
 * catalogue still shows something useful.
 */
export function campaignValidationError(fields: Record<string, string>): HttpError {
  const [path, key] = Object.entries(fields)[0] ?? ['campaign', 'field.invalid'];
  const reason = isValidationMessageKey(key) ? validationMessages[key] : key;
  const others = Object.keys(fields).length - 1;
  const more = others > 0 ? ` (and ${others} more field${others === 1 ? '' : 's'})` : '';
  return new HttpError(422, `The campaign could not be saved: ${path}: ${reason}${more}`, {
    code: 'validation_failed',
    fields,
  });
}
