// The Mexican Spanish catalogue (es-MX): one line per message family, merged in ../catalogues.ts.

export { default as accountDetails } from '../accountDetails/es-MX.json';
export { default as assets } from '../assets/es-MX.json';
export { default as audiences } from '../audiences/es-MX.json';
export { default as billing } from '../billing/es-MX.json';
export { default as campaignAlerts } from '../campaignAlerts/es-MX.json';
export { default as campaignList } from '../campaignList/es-MX.json';
export { default as campaigns } from '../campaigns/es-MX.json';
export { default as contentCategories } from '../contentCategories/es-MX.json';
export { default as dashboard } from '../dashboard/es-MX.json';
export { default as integrations } from '../integrations/es-MX.json';
export { default as inventory } from '../inventory/es-MX.json';
export { default as onboarding } from '../onboarding/es-MX.json';
export { default as pixels } from '../pixels/es-MX.json';
export { default as preflight } from '../preflight/es-MX.json';
export { default as reporting } from '../reporting/es-MX.json';
export { esMX as shared } from '../shared/esMX.ts';
export { default as team } from '../team/es-MX.json';
