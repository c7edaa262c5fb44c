import { createHash, randomBytes } from 'node:crypto';

/** A new secret token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The sha256 hex digest under which a token is stored; the token itself never is. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
