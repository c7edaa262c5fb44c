// The Simplified Chinese catalogue (zh-CN): one line per message family, merged in ../catalogues.ts.

export { accountDetailsZhCN as accountDetails } from '../../AccountDetails/messages/zhCN.ts';
export { assetsZhCN as assets } from '../../AssetUploader/messages/zhCN.ts';
export { audiencesZhCN as audiences } from '../../AudienceEditor/messages/zhCN.ts';
export { billingZhCN as billing } from '../../Billing/messages/zhCN.ts';
export { campaignsZhCN as campaigns } from '../../CampaignEditor/messages/zhCN.ts';
export { integrationsZhCN as integrations } from '../../Integrations/messages/zhCN.ts';
export { onboardingZhCN as onboarding } from '../../OnboardingChecklist/messages/zhCN.ts';
export { pixelsZhCN as pixels } from '../../Pixels/messages/zhCN.ts';
export { inventoryZhCN as inventory } from '../../PlaylistTable/messages/zhCN.ts';
export { reportingZhCN as reporting } from '../../Reporting/messages/zhCN.ts';
export { teamZhCN as team } from '../../Team/messages/zhCN.ts';
export { zhCN as shared } from '../messages/zhCN.ts';
