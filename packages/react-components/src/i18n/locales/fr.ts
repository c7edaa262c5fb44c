// The French catalogue (fr): one line per message family, merged in ../catalogues.ts.

export { accountDetailsFr as accountDetails } from '../../AccountDetails/messages/fr.ts';
export { assetsFr as assets } from '../../AssetUploader/messages/fr.ts';
export { audiencesFr as audiences } from '../../AudienceEditor/messages/fr.ts';
export { billingFr as billing } from '../../Billing/messages/fr.ts';
export { campaignsFr as campaigns } from '../../CampaignEditor/messages/fr.ts';
export { integrationsFr as integrations } from '../../Integrations/messages/fr.ts';
export { onboardingFr as onboarding } from '../../OnboardingChecklist/messages/fr.ts';
export { pixelsFr as pixels } from '../../Pixels/messages/fr.ts';
export { inventoryFr as inventory } from '../../PlaylistTable/messages/fr.ts';
export { reportingFr as reporting } from '../../Reporting/messages/fr.ts';
export { teamFr as team } from '../../Team/messages/fr.ts';
export { fr as shared } from '../messages/fr.ts';
