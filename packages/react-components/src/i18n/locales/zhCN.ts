// The Simplified Chinese catalogue (zh-CN): one line per message family, merged in ../catalogues.ts.

export { default as accountDetails } from '../accountDetails/zh-CN.json';
export { default as assets } from '../assets/zh-CN.json';
export { default as audiences } from '../audiences/zh-CN.json';
export { default as billing } from '../billing/zh-CN.json';
export { default as campaignAlerts } from '../campaignAlerts/zh-CN.json';
export { default as campaignList } from '../campaignList/zh-CN.json';
export { default as campaigns } from '../campaigns/zh-CN.json';
export { default as contentCategories } from '../contentCategories/zh-CN.json';
export { default as dashboard } from '../dashboard/zh-CN.json';
export { default as integrations } from '../integrations/zh-CN.json';
export { default as inventory } from '../inventory/zh-CN.json';
export { default as onboarding } from '../onboarding/zh-CN.json';
export { default as pixels } from '../pixels/zh-CN.json';
export { default as preflight } from '../preflight/zh-CN.json';
export { default as reporting } from '../reporting/zh-CN.json';
export { zhCN as shared } from '../shared/zhCN.ts';
export { default as team } from '../team/zh-CN.json';
