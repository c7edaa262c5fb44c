import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { campaignProblems } from './campaignProblems.ts';

/**
 * A react-hook-form resolver checking the values with the validators' campaign form schema.
 * Each error's `message` is a validation message key, translated where the field shows it.
 */
export function campaignResolver(cpa: boolean): Resolver<CampaignFormValues> {
  return async (values) => {
    const problems = Object.entries(campaignProblems(values, cpa));
    if (problems.length === 0) return { values, errors: {} };
    const errors: FieldErrors<CampaignFormValues> = {};
    for (const [path, key] of problems) set(errors, path, { type: 'validate', message: key });
    return { values: {}, errors };
  };
}
