import type { UpdateAudienceBody } from '@earshot/validators';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { AudienceRow } from './audienceRow.ts';
import type { AudienceFields } from './audiencesRepository.ts';
import { segmentsSize, unknownSegments } from './segmentsRepository.ts';

/**
 * The audience as it would be stored after applying `input` to `existing` (or from scratch). The
 * subtype decides the payload: first-party audiences need rules, CRM audiences a correlation id,
 * CDP audiences segments; fields of other subtypes are cleared. Throws 422 with `fields`.
 */
export async function resolveAudienceFields(
  db: Database,
  advertiserUuid: string,
  input: UpdateAudienceBody,
  existing: AudienceRow | null,
): Promise<AudienceFields> {
  const subtype = input.subtype ?? existing?.subtype ?? 'first-party';
  const firstParty = input.first_party ?? existing?.first_party ?? [];
  const correlationId =
    input.correlation_id !== undefined ? input.correlation_id : (existing?.correlation_id ?? null);
  const cdpSegments = [...new Set(input.cdp_segments ?? existing?.cdp_segments ?? [])];
  const fields: Record<string, string> = {};
  if (input.advertiserId !== undefined && input.advertiserId !== advertiserUuid) {
    fields.advertiserId = 'audience.advertiserId.mismatch';
  }
  if (subtype === 'first-party' && firstParty.length === 0)
    fields.first_party = 'audience.first_party.required';
  if (subtype === 'crm' && !correlationId) fields.correlation_id = 'audience.correlation_id.required';
  if (subtype === 'cdp') {
    if (cdpSegments.length === 0) fields.cdp_segments = 'audience.cdp_segments.required';
    else if ((await unknownSegments(db, advertiserUuid, cdpSegments)).length > 0) {
      fields.cdp_segments = 'audience.cdp_segments.unknown';
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new HttpError(
      422,
      'Check the audience: first-party audiences need first_party rules (their url and event rules again as firstPartySegments), CRM audiences a correlation_id, CDP audiences known cdp_segments, and advertiserId must match the path',
      { code: 'validation_failed', fields },
    );
  }
  return {
    name: input.name ?? existing?.name ?? '',
    subtype,
    first_party: subtype === 'first-party' ? firstParty : [],
    correlation_id: subtype === 'crm' ? correlationId : null,
    cdp_segments: subtype === 'cdp' ? cdpSegments : [],
    // Only CDP audiences have a size before matching: the sum of their segments.
    size_estimate: subtype === 'cdp' ? await segmentsSize(db, cdpSegments) : null,
  };
}
