// The English catalogue (en): one line per message family, merged in ../catalogues.ts.

export { default as accountDetails } from '../accountDetails/en.json';
export { default as assets } from '../assets/en.json';
export { default as audiences } from '../audiences/en.json';
export { default as billing } from '../billing/en.json';
export { default as campaignAlerts } from '../campaignAlerts/en.json';
export { default as campaignList } from '../campaignList/en.json';
export { default as campaigns } from '../campaigns/en.json';
export { default as contentCategories } from '../contentCategories/en.json';
export { default as dashboard } from '../dashboard/en.json';
export { default as integrations } from '../integrations/en.json';
export { default as inventory } from '../inventory/en.json';
export { default as onboarding } from '../onboarding/en.json';
export { default as pixels } from '../pixels/en.json';
export { default as preflight } from '../preflight/en.json';
export { default as reporting } from '../reporting/en.json';
export { en as shared } from '../shared/en.ts';
export { default as team } from '../team/en.json';
