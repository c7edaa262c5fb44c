import { TEXT_LIMITS } from '../schemas/limits.ts';
import { textMessages } from './textMessages.ts';

/** Messages shared by many fields: fallbacks, ids, addresses, dates, files. */
export const commonMessages = {
  'field.required': 'This field is required.',
  'field.invalid': 'This value is not valid here.',
  'field.unknown': 'This field is not accepted here; remove it.',
  'body.empty': 'Send at least one field to change.',
  'list.max': 'This list has too many entries.',
  'list.invalid': 'This field must be a list.',
  'object.invalid': 'This field must be an object with the documented fields.',
  'body.invalid': 'The request body must be a JSON object.',
  'email.required': 'E-mail address is required.',
  'email.invalid': 'E-mail address must look like name@example.com.',
  'uuid.invalid': 'The id must be a UUID (8-4-4-4-12 hexadecimal digits).',
  'advertiser_id.invalid': 'The advertiser id must be the UUID of an advertiser.',
  'url.invalid': 'The URL must start with http:// or https:// followed by a domain.',
  'date.invalid': 'The date must be a calendar date written YYYY-MM-DD.',
  'zip_code.invalid': 'A zip code must be exactly 5 digits.',
  'country.invalid': 'The country must be a two-letter ISO code in capitals, such as US.',
  ...textMessages('filename', 'File name', TEXT_LIMITS.filename),
  ...textMessages('person.first_name', 'First name', TEXT_LIMITS.personName),
  ...textMessages('person.last_name', 'Last name', TEXT_LIMITS.personName),
};
