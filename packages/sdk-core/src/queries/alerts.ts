import { listQuery, writeMutation } from './operationFactories.ts';

/**
 * GET /companies/{id}/alerts (listAlerts): the open alerts about the advertiser's campaigns, brought
 * up to date by the read; answers `{ alerts }`.
 */
export const listAlertsQuery = listQuery('listAlerts', '/companies/{id}/alerts', 'alerts');

/** POST /companies/{id}/alerts/{alertId}/dismiss (dismissAlert); invalidates the alerts. */
export const dismissAlertMutation = writeMutation(
  'dismissAlert',
  'post',
  '/companies/{id}/alerts/{alertId}/dismiss',
  { invalidates: ['alerts'], item: { variable: 'alertId', missing: 'Missing required parameter alert id' } },
);
