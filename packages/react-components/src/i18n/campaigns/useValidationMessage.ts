import { CPA_CAMPAIGN_RULES, LIST_LIMITS, TEXT_LIMITS } from '@earshot/validators';
import { useCallback, useMemo } from 'react';
import { useFormatters } from '../useFormatters.ts';
import en from './en.json';
import { type CampaignMessageKey, useCampaignMessage } from './useCampaignMessage.ts';

const FALLBACK: CampaignMessageKey = 'campaigns.error.field.invalid';

/** The limits the messages name, from the same constants the rules use. */
const LIMITS = {
  minBudget: CPA_CAMPAIGN_RULES.minBudget,
  minDays: CPA_CAMPAIGN_RULES.minDurationDays,
  maxName: TEXT_LIMITS.name,
  maxIds: LIST_LIMITS.campaignIds,
  maxUrls: LIST_LIMITS.trackingUrls,
};

/**
 * Translates a validation message key of the validators or of an API error's `fields`
 * (`'campaign.budget.min'`); a key without a translation reads as a generic invalid value.
 */
export function useValidationMessage(): (key: string) => string {
  const t = useCampaignMessage();
  const { number } = useFormatters();
  const limits = useMemo(
    () => Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [name, number(value)])),
    [number],
  );
  return useCallback(
    (key: string) => {
      const id = `campaigns.error.${key}`;
      return t(Object.hasOwn(en, id) ? (id as CampaignMessageKey) : FALLBACK, limits);
    },
    [t, limits],
  );
}
