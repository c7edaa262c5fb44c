// The German catalogue (de): one line per message family, merged in ../catalogues.ts.

export { accountDetailsDe as accountDetails } from '../../AccountDetails/messages/de.ts';
export { assetsDe as assets } from '../../AssetUploader/messages/de.ts';
export { audiencesDe as audiences } from '../../AudienceEditor/messages/de.ts';
export { billingDe as billing } from '../../Billing/messages/de.ts';
export { campaignsDe as campaigns } from '../../CampaignEditor/messages/de.ts';
export { integrationsDe as integrations } from '../../Integrations/messages/de.ts';
export { onboardingDe as onboarding } from '../../OnboardingChecklist/messages/de.ts';
export { pixelsDe as pixels } from '../../Pixels/messages/de.ts';
export { inventoryDe as inventory } from '../../PlaylistTable/messages/de.ts';
export { reportingDe as reporting } from '../../Reporting/messages/de.ts';
export { teamDe as team } from '../../Team/messages/de.ts';
export { de as shared } from '../messages/de.ts';
