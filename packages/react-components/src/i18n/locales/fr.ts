// The French catalogue (fr): one line per message family, merged in ../catalogues.ts.

export { default as accountDetails } from '../accountDetails/fr.json';
export { default as assets } from '../assets/fr.json';
export { default as audiences } from '../audiences/fr.json';
export { default as billing } from '../billing/fr.json';
export { default as campaignAlerts } from '../campaignAlerts/fr.json';
export { default as campaignList } from '../campaignList/fr.json';
export { default as campaigns } from '../campaigns/fr.json';
export { default as contentCategories } from '../contentCategories/fr.json';
export { default as dashboard } from '../dashboard/fr.json';
export { default as integrations } from '../integrations/fr.json';
export { default as inventory } from '../inventory/fr.json';
export { default as onboarding } from '../onboarding/fr.json';
export { default as pixels } from '../pixels/fr.json';
export { default as preflight } from '../preflight/fr.json';
export { default as reporting } from '../reporting/fr.json';
export { fr as shared } from '../shared/fr.ts';
export { default as team } from '../team/fr.json';
