import { TEXT_LIMITS } from '../schemas/limits.ts';
import { textMessages } from './textMessages.ts';

/** Messages of login, users, advertisers and team members. */
export const accountMessages = {
  ...textMessages('auth.token', 'Login token', TEXT_LIMITS.url),
  'user.avatar.content_type': 'The avatar must be a PNG, JPEG or WebP image.',
  ...textMessages('advertiser.name', 'Advertiser name', TEXT_LIMITS.name),
  'advertiser.url.invalid': 'The website must be a domain such as acme-audio.com.',
  'advertiser.category.invalid': 'The category must be one of the content categories.',
  'advertiser.logo.content_type': 'The logo must be a PNG, JPEG, WebP or SVG image.',
  'team.user_role.invalid': 'The role must be one of 1, 2 (edit), 3 (view only), 4 (reporting) or 7 (CPA).',
  'team.members.required': 'Invite at least one team member.',
  'team.members.max': 'Invite at most 50 team members at once.',
  'team.email.duplicate': 'This e-mail address is already in the list.',
};
