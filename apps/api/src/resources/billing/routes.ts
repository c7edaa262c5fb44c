import { Hono } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { sandboxCardRoutes } from '../../services/payments/sandboxCardRoutes.ts';
import { billingInfoRoutes } from './billingInfoRoutes.ts';
import { paymentMethodsRoutes } from './paymentMethodsRoutes.ts';
import { spendingLimitsRoutes } from './spendingLimitsRoutes.ts';

/**
 * Routes of the billing resource: billing information, payment methods, tokens, the sandbox's card
 * form, invoices, spending limits, portal, billing types.
 */
export function billingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', billingInfoRoutes());
  app.route('/', paymentMethodsRoutes());
  app.route('/', sandboxCardRoutes());
  app.route('/', spendingLimitsRoutes());
  return app;
}
