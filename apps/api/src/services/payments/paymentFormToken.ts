import { signToken, verifyToken } from '../../resources/metrics/signedToken.ts';

const PREFIX = 'ptok_';
const PURPOSE = 'payment-form';

/**
 * The token that opens the payment provider's card form for an advertiser's buyer
 * (`createPaymentToken`), signed and valid until `expiresAt`; the card form names the buyer by it.
 */
export function issuePaymentFormToken(advertiserUuid: string, buyerId: string, expiresAt: Date): string {
  return `${PREFIX}${signToken({ aid: advertiserUuid, buyer: buyerId, purpose: PURPOSE }, expiresAt)}`;
}

/** The advertiser and buyer a valid, unexpired payment form token was issued for, or `null`. */
export function verifyPaymentFormToken(
  token: string,
  now: Date,
): { advertiserUuid: string; buyerId: string } | null {
  if (!token.startsWith(PREFIX)) return null;
  const claims = verifyToken(token.slice(PREFIX.length), now);
  if (claims?.purpose !== PURPOSE || !claims.aid || !claims.buyer) return null;
  return { advertiserUuid: claims.aid, buyerId: claims.buyer };
}
