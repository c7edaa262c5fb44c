// The German catalogue (de): one line per message family, merged in ../catalogues.ts.

export { default as accountDetails } from '../accountDetails/de.json';
export { default as assets } from '../assets/de.json';
export { default as audiences } from '../audiences/de.json';
export { default as billing } from '../billing/de.json';
export { default as campaignAlerts } from '../campaignAlerts/de.json';
export { default as campaignList } from '../campaignList/de.json';
export { default as campaigns } from '../campaigns/de.json';
export { default as contentCategories } from '../contentCategories/de.json';
export { default as dashboard } from '../dashboard/de.json';
export { default as integrations } from '../integrations/de.json';
export { default as inventory } from '../inventory/de.json';
export { default as onboarding } from '../onboarding/de.json';
export { default as pixels } from '../pixels/de.json';
export { default as preflight } from '../preflight/de.json';
export { default as reporting } from '../reporting/de.json';
export { de as shared } from '../shared/de.ts';
export { default as team } from '../team/de.json';
