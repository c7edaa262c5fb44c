import { LIST_LIMITS, TEXT_LIMITS } from '../schemas/limits.ts';
import { textMessages } from './textMessages.ts';

/** Messages of audiences and playlists. */
export const audienceMessages = {
  ...textMessages('audience.name', 'Audience name', TEXT_LIMITS.name),
  'audience.type.invalid': 'The audience type must be 1.',
  'audience.crm_file.type': 'The customer list must be a CSV file.',
  'audience.subtype.invalid': 'The audience kind must be first-party, crm or cdp.',
  'audience.first_party.required': 'A first-party audience needs at least one rule.',
  'audience.first_party.max': `A first-party audience has at most ${LIST_LIMITS.firstPartyRules} rules.`,
  'audience.firstPartySegments.mismatch':
    'firstPartySegments must repeat the url and event rules of first_party, in their order, and be sent with it.',
  'audience.rule.invalid': 'Each rule needs a type (url, event or onboarding) and a value.',
  'audience.rule.type.invalid': 'A rule matches a url, an event or onboarding.',
  ...textMessages('audience.rule.value', 'Rule value', TEXT_LIMITS.url),
  'audience.correlation_id.required': 'A CRM audience needs the correlation id of its upload.',
  'audience.correlation_id.max': `The correlation id must be at most ${TEXT_LIMITS.externalId} characters.`,
  'audience.cdp_segments.required': 'A CDP audience needs at least one segment.',
  'audience.cdp_segments.max': `A CDP audience has at most ${LIST_LIMITS.cdpSegments} segments.`,
  ...textMessages('playlist.name', 'Playlist name', TEXT_LIMITS.name),
  'playlist.type.invalid': 'The playlist type must be podcast, radio, streaming or emerging.',
  ...textMessages('playlist.tag', 'Tag', TEXT_LIMITS.tag),
  'playlist.tags.max': `A playlist has at most ${LIST_LIMITS.tags} tags.`,
  'playlist.inventory_ids.max': `A playlist holds at most ${LIST_LIMITS.inventoryIds} inventory items.`,
  'playlist.searches.max': `A playlist keeps at most ${LIST_LIMITS.searches} searches.`,
  'playlist.search.invalid': 'Each saved search needs a collection and a query.',
  'playlist.search.facets.invalid': 'Search facets map a field name to a list of values.',
  'playlist.search.collection.invalid':
    'The search collection must be podcast_v2, radio_v2, streaming_v2 or emerging_v2.',
  'playlist.search.q.max': `The search text must be at most ${TEXT_LIMITS.query} characters.`,
  'playlist.search.filter_by.max': `The search filter must be at most ${TEXT_LIMITS.filter} characters.`,
};
