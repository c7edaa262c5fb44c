import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import type { CampaignFormValues } from './campaignFormValues.ts';

// The validators' schemas and zod are a large part of the editor's code: they load with the form
// (see `preloadCampaignValidation`) or at its first check, not with the page.
const loadProblems = () => import('./campaignProblems.ts');

/** Starts loading the form's checks, so they are there by the first save; a failure is left to that check. */
export function preloadCampaignValidation(): void {
  loadProblems().catch(() => undefined);
}

/**
 * A react-hook-form resolver checking the values with the validators' campaign form schema.
 * Each error's `message` is a validation message key, translated where the field shows it.
 */
export function campaignResolver(cpa: boolean): Resolver<CampaignFormValues> {
  return async (values) => {
    const { campaignProblems } = await loadProblems();
    const problems = Object.entries(campaignProblems(values, cpa));
    if (problems.length === 0) return { values, errors: {} };
    const errors: FieldErrors<CampaignFormValues> = {};
    for (const [path, key] of problems) set(errors, path, { type: 'validate', message: key });
    return { values: {}, errors };
  };
}
