import { Hono } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { billingInfoRoutes } from './billingInfoRoutes.ts';
import { paymentMethodsRoutes } from './paymentMethodsRoutes.ts';

/** Routes of the billing resource: billing information, payment methods, tokens, portal, billing types. */
export function billingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', billingInfoRoutes());
  app.route('/', paymentMethodsRoutes());
  return app;
}
