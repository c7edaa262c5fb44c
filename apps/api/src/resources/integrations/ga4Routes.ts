import {
  type AnswerGa4ConsentBody,
  answerGa4ConsentBodySchema,
  authorizeGa4BodySchema,
  connectGa4BodySchema,
} from '@earshot/validators';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireAdvertiser, requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid, readJson } from '../../http/validate.ts';
import { renderGa4ConsentPage } from './ga4ConsentPage.ts';
import {
  approveGa4Consent,
  createGa4Consent,
  denyGa4Consent,
  exchangeGa4Code,
  findPendingGa4Consent,
} from './ga4Consents.ts';
import { ga4PropertiesFor } from './ga4Properties.ts';
import { connectGa4Integration, toIntegration } from './integrationsRepository.ts';

/** A consent request, and the code it yields, must be used within 15 minutes. */
const CONSENT_LIFETIME_MS = 15 * 60 * 1000;

const agencyOf = (c: Context<AppEnv>) => parseUuid(c.req.param('agencyId') ?? '', 'agency id');

async function pendingConsent(c: Context<AppEnv>) {
  const id = parseUuid(c.req.param('consentId'), 'consent id');
  const consent = await findPendingGa4Consent(c.get('db'), id, c.get('now')());
  if (!consent) throw consentGone();
  return consent;
}

const consentGone = () =>
  new HttpError(
    404,
    'This consent request does not exist, was answered or has expired: start again from Earshot',
    {
      code: 'not_found',
    },
  );

/** The consent page posts a form; scripts and tests may post JSON and get the address back instead of a redirect. */
async function readConsentAnswer(c: Context<AppEnv>): Promise<AnswerGa4ConsentBody> {
  const contentType = (c.req.header('content-type') ?? '').toLowerCase();
  if (contentType.startsWith('application/json')) return readJson(c, answerGa4ConsentBodySchema);
  if (!contentType.startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(400, 'Send the answer as a form (application/x-www-form-urlencoded) or as JSON');
  }
  const result = answerGa4ConsentBodySchema.safeParse(await c.req.parseBody());
  if (!result.success) {
    throw new HttpError(400, 'Choose Allow or Deny on the consent page', { code: 'bad_request' });
  }
  return result.data;
}

/**
 * Routes of the GA4 connection, an OAuth-style flow: the app asks for a consent page
 * (`authorize`), the user allows or denies it there and is sent to `<APP_URL>/ga4/callback` with
 * a code (or `error=access_denied`) and the app's state, and the app exchanges the code (`connect`).
 */
export function ga4Routes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/companies/:agencyId/integrations/ga4/authorize', async (c) => {
    const access = await requireAdvertiser(c, agencyOf(c), 'manage');
    const body = await readJson(c, authorizeGa4BodySchema);
    const now = c.get('now')();
    const expiresAt = new Date(now.getTime() + CONSENT_LIFETIME_MS);
    const id = await createGa4Consent(
      c.get('db'),
      { advertiserUuid: access.advertiserUuid, userId: requireUser(c).id, state: body.state },
      now,
      expiresAt,
    );
    const consentUrl = `${c.get('config').publicBaseUrl}/v1/ga4/consent/${id}`;
    return c.json({ consent_url: consentUrl, expires_at: expiresAt.toISOString() }, 201);
  });

  app.get('/ga4/consent/:consentId', async (c) => {
    const consent = await pendingConsent(c);
    const appOrigin = new URL(c.get('config').appUrl).origin;
    // The answer redirects to the app, which form-action must allow (framing and caching: securityHeaders).
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${appOrigin}`,
    );
    const properties = ga4PropertiesFor({ uuid: consent.advertiser_uuid, name: consent.advertiser_name });
    return c.html(renderGa4ConsentPage(consent, properties));
  });

  app.post('/ga4/consent/:consentId', async (c) => {
    const consent = await pendingConsent(c);
    const answer = await readConsentAnswer(c);
    const db = c.get('db');
    let params: Record<string, string>;
    if (answer.decision === 'deny') {
      if (!(await denyGa4Consent(db, consent.id))) throw consentGone();
      params = { error: 'access_denied', state: consent.state };
    } else {
      const properties = ga4PropertiesFor({ uuid: consent.advertiser_uuid, name: consent.advertiser_name });
      const chosen = answer.measurement_id ?? properties[0]?.measurement_id;
      const property = properties.find((candidate) => candidate.measurement_id === chosen);
      if (!property)
        throw new HttpError(400, 'Choose one of the offered GA4 properties', { code: 'bad_request' });
      const code = await approveGa4Consent(db, consent.id, property);
      if (!code) throw consentGone();
      params = { code, state: consent.state };
    }
    const redirectUrl = `${c.get('config').appUrl}/ga4/callback?${new URLSearchParams(params)}`;
    if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      return c.json({ redirect_url: redirectUrl });
    }
    return c.redirect(redirectUrl, 303);
  });

  app.post('/companies/:agencyId/integrations/ga4/connect', async (c) => {
    const access = await requireAdvertiser(c, agencyOf(c), 'manage');
    const body = await readJson(c, connectGa4BodySchema);
    const now = c.get('now')();
    const connected = await c.get('db').transaction(async (tx) => {
      const granted = await exchangeGa4Code(
        tx,
        { advertiserUuid: access.advertiserUuid, code: body.code, state: body.state },
        now,
      );
      return granted ? connectGa4Integration(tx, access.advertiserUuid, granted, now) : null;
    });
    if (!connected) {
      throw new HttpError(
        400,
        'This authorization code is unknown, used, expired or belongs to another request: connect Google Analytics again',
        { code: 'invalid_grant' },
      );
    }
    return c.json(toIntegration(connected.integration), connected.created ? 201 : 200);
  });

  return app;
}
