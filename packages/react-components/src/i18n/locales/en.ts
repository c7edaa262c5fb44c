// The English catalogue (en): one line per message family, merged in ../catalogues.ts.

export { accountDetailsEn as accountDetails } from '../../AccountDetails/messages/en.ts';
export { assetsEn as assets } from '../../AssetUploader/messages/en.ts';
export { audiencesEn as audiences } from '../../AudienceEditor/messages/en.ts';
export { billingEn as billing } from '../../Billing/messages/en.ts';
export { campaignsEn as campaigns } from '../../CampaignEditor/messages/en.ts';
export { integrationsEn as integrations } from '../../Integrations/messages/en.ts';
export { onboardingEn as onboarding } from '../../OnboardingChecklist/messages/en.ts';
export { pixelsEn as pixels } from '../../Pixels/messages/en.ts';
export { inventoryEn as inventory } from '../../PlaylistTable/messages/en.ts';
export { reportingEn as reporting } from '../../Reporting/messages/en.ts';
export { teamEn as team } from '../../Team/messages/en.ts';
export { en as shared } from '../messages/en.ts';
