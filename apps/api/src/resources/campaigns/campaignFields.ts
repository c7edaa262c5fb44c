import {
  CPA_ROLE,
  type CreateCampaignBody,
  campaignRuleProblems,
  type UpdateCampaignBody,
} from '@earshot/validators';
import type { Database } from '../../db/database.ts';
import { type CampaignRow, toStoredCampaign } from './campaignRow.ts';
import { type CampaignFields, unknownReferences } from './campaignsRepository.ts';
import { campaignValidationError } from './campaignValidationError.ts';

/** A parsed create body: every default filled in. */
type CreateInput = Required<Omit<CreateCampaignBody, 'max_daily_budget'>> & {
  max_daily_budget: number | null;
};

/**
 * The campaign to store for a validated create body: checks that playlists, audiences and
 * creatives belong to the advertiser. Throws 422 with `fields` otherwise.
 */
export async function createdCampaignFields(
  db: Database,
  advertiserUuid: string,
  input: CreateInput,
): Promise<CampaignFields> {
  const fields = input as CampaignFields;
  await assertOwnReferences(db, advertiserUuid, fields, storageProblems(fields));
  return fields;
}

/**
 * The campaign to store after applying a validated update to the stored one. The cross-field and
 * CPA rules are checked on the merged campaign (a CPA user's campaigns always follow the CPA
 * rules), then the references; a status other than the stored one is refused. Throws 422 with
 * `fields` naming every problem.
 */
export async function updatedCampaignFields(
  db: Database,
  advertiserUuid: string,
  role: number,
  input: UpdateCampaignBody,
  existing: CampaignRow,
): Promise<CampaignFields> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const fields = { ...storedFields(existing), ...changes } as CampaignFields;
  const problems = storageProblems(fields);
  // A status changes only through changeCampaignStatus, which checks the lifecycle (a draft is
  // launched, a running campaign paused or ended); an update may repeat the stored one.
  if (input.status !== undefined && input.status !== existing.status) {
    problems.status = 'campaign.status.useAction';
  }
  for (const problem of campaignRuleProblems(fields, { cpa: role === CPA_ROLE })) {
    problems[problem.path] ??= problem.message;
  }
  await assertOwnReferences(db, advertiserUuid, fields, problems);
  return fields;
}

/** Largest amount a budget column (numeric(14, 2)) holds. */
const MAX_AMOUNT = 999_999_999_999.99;

/** Largest billing type id an integer column holds. */
const MAX_BILLING_TYPE = 2_147_483_647;

/** Values the schema accepts but the campaigns table cannot hold, reported like any field error. */
function storageProblems(fields: CampaignFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (fields.budget > MAX_AMOUNT) problems.budget = 'field.invalid';
  if (fields.max_daily_budget !== null && fields.max_daily_budget > MAX_AMOUNT) {
    problems.max_daily_budget = 'field.invalid';
  }
  if (fields.billing_type > MAX_BILLING_TYPE) problems.billing_type = 'campaign.billing_type.invalid';
  return problems;
}

async function assertOwnReferences(
  db: Database,
  advertiserUuid: string,
  fields: CampaignFields,
  problems: Record<string, string>,
): Promise<void> {
  const references = [
    ['playlist_ids', 'playlists', fields.playlist_ids],
    ['audience_ids', 'audiences', fields.audience_ids],
    ['creative_ids', 'creatives', fields.creative_ids],
  ] as const;
  for (const [field, table, ids] of references) {
    const unknown = await unknownReferences(db, table, advertiserUuid, [...new Set(ids)]);
    if (unknown.length > 0) problems[field] = `campaign.${field}.unknown`;
  }
  if (Object.keys(problems).length > 0) throw campaignValidationError(problems);
}

/** The user-controlled fields of a stored campaign, with amounts as numbers. */
function storedFields(row: CampaignRow): CampaignFields {
  const { id, advertiser_id, spend, impressions, created_at, updated_at, ...fields } = toStoredCampaign(row);
  return fields;
}
