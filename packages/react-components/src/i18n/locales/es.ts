// The Spanish catalogue (es): one line per message family, merged in ../catalogues.ts.

export { default as accountDetails } from '../accountDetails/es.json';
export { default as assets } from '../assets/es.json';
export { default as audiences } from '../audiences/es.json';
export { default as billing } from '../billing/es.json';
export { default as campaignAlerts } from '../campaignAlerts/es.json';
export { default as campaignList } from '../campaignList/es.json';
export { default as campaigns } from '../campaigns/es.json';
export { default as contentCategories } from '../contentCategories/es.json';
export { default as dashboard } from '../dashboard/es.json';
export { default as integrations } from '../integrations/es.json';
export { default as inventory } from '../inventory/es.json';
export { default as onboarding } from '../onboarding/es.json';
export { default as pixels } from '../pixels/es.json';
export { default as preflight } from '../preflight/es.json';
export { default as reporting } from '../reporting/es.json';
export { es as shared } from '../shared/es.ts';
export { default as team } from '../team/es.json';
