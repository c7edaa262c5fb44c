// The Mexican Spanish catalogue (es-MX): one line per message family, merged in ../catalogues.ts.

export { accountDetailsEsMX as accountDetails } from '../../AccountDetails/messages/esMX.ts';
export { assetsEsMX as assets } from '../../AssetUploader/messages/esMX.ts';
export { audiencesEsMX as audiences } from '../../AudienceEditor/messages/esMX.ts';
export { billingEsMX as billing } from '../../Billing/messages/esMX.ts';
export { campaignsEsMX as campaigns } from '../../CampaignEditor/messages/esMX.ts';
export { integrationsEsMX as integrations } from '../../Integrations/messages/esMX.ts';
export { onboardingEsMX as onboarding } from '../../OnboardingChecklist/messages/esMX.ts';
export { pixelsEsMX as pixels } from '../../Pixels/messages/esMX.ts';
export { inventoryEsMX as inventory } from '../../PlaylistTable/messages/esMX.ts';
export { reportingEsMX as reporting } from '../../Reporting/messages/esMX.ts';
export { teamEsMX as team } from '../../Team/messages/esMX.ts';
export { esMX as shared } from '../messages/esMX.ts';
