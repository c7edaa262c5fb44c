// The Spanish catalogue (es): one line per message family, merged in ../catalogues.ts.

export { accountDetailsEs as accountDetails } from '../../AccountDetails/messages/es.ts';
export { assetsEs as assets } from '../../AssetUploader/messages/es.ts';
export { audiencesEs as audiences } from '../../AudienceEditor/messages/es.ts';
export { billingEs as billing } from '../../Billing/messages/es.ts';
export { campaignsEs as campaigns } from '../../CampaignEditor/messages/es.ts';
export { integrationsEs as integrations } from '../../Integrations/messages/es.ts';
export { onboardingEs as onboarding } from '../../OnboardingChecklist/messages/es.ts';
export { pixelsEs as pixels } from '../../Pixels/messages/es.ts';
export { inventoryEs as inventory } from '../../PlaylistTable/messages/es.ts';
export { reportingEs as reporting } from '../../Reporting/messages/es.ts';
export { teamEs as team } from '../../Team/messages/es.ts';
export { es as shared } from '../messages/es.ts';
