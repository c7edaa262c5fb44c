import { dismissAlertMutation, listAlertsQuery } from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/alerts (listAlerts): the open alerts about the advertiser's campaigns. Waits, disabled, until advertiserId is given. */
export const useAlerts = queryHook(listAlertsQuery);
/** POST /companies/{id}/alerts/{alertId}/dismiss (dismissAlert); invalidates the alerts. */
export const useDismissAlert = mutationHook(dismissAlertMutation);
