import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signing key of the sandbox's link tokens (dashboards, payments portal). The tokens are short-lived and
 * checked by this same process, so a key made at start is enough; after a restart clients simply ask
 * for a fresh link.
 */
const SIGNING_KEY = randomBytes(32);

const sign = (payload: string): string =>
  createHmac('sha256', SIGNING_KEY).update(payload).digest('base64url');

/** Signs claims into `<payload>.<signature>`, valid until `expiresAt`. */
export function signToken(claims: Record<string, string>, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: expiresAt.getTime() })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The claims of a well-signed, unexpired token, or `null`. */
export function verifyToken(token: string, now: Date): Record<string, string> | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { exp, ...claims } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof exp === 'number' && exp > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}
