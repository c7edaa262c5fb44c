import { randomUUID } from 'node:crypto';
import { createCrmUploadBodySchema } from '@earshot/validators';
import { Hono } from 'hono';
import { pathAdvertiser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { readJson } from '../../http/validate.ts';
import { storageKey, uploadPolicyFor } from '../../resources/assets/uploadPolicy.ts';
import { MAX_UPLOAD_BYTES } from './routes.ts';

/**
 * `POST /companies/{id}/audiences/crm-uploads`: a correlation id for a CRM customer list and the
 * policy to upload the CSV with, under `advertisers/<id>/crm/<correlation id>/`.
 */
export function crmUploadRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/companies/:id/audiences/crm-uploads', async (c) => {
    const access = await pathAdvertiser(c, 'write');
    const body = await readJson(c, createCrmUploadBodySchema);
    const correlationId = randomUUID();
    const s3Data = await uploadPolicyFor(c, {
      key: storageKey('advertisers', access.advertiserUuid, 'crm', correlationId, body.filename),
      contentType: 'text/csv',
      maxSizeBytes: MAX_UPLOAD_BYTES,
    });
    return c.json({ correlation_id: correlationId, s3_data: s3Data }, 201);
  });

  return app;
}
