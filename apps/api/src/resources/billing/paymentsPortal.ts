import type { Context } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { signToken, verifyToken } from '../metrics/signedToken.ts';

/** A signed link to the sandbox payments portal page (`GET /v1/payments/portal`) of an advertiser. */
export function paymentsPortalUrl(c: Context<AppEnv>, advertiserUuid: string, expiresAt: Date): string {
  const url = new URL('/v1/payments/portal', c.req.url);
  url.searchParams.set('token', signToken({ aid: advertiserUuid, purpose: 'payments-portal' }, expiresAt));
  return url.toString();
}

/** The advertiser a valid, unexpired portal token was issued for, or `null`. */
export function verifyPaymentsPortalToken(token: string, now: Date): string | null {
  const claims = verifyToken(token, now);
  return claims?.purpose === 'payments-portal' && claims.aid ? claims.aid : null;
}
