import { describe, expect, it } from 'vitest';
import { RawJson } from './client.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: agency, fresh } = demoAdvertisers;

describeDatabases('integrations', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  describe('integrations', () => {
    it('lists the seeded data export', async () => {
      const list = await call('reporter', 'GET', `/companies/${agency}/integrations`);
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject([
        {
          agencyId: agency,
          kind: 'data-export',
          status: 'active',
          config: { format: 'csv', schedule: 'daily' },
        },
      ]);
    });

    it('creates, reads and updates a webhook without ever answering its secret', async () => {
      const created = await call('owner', 'POST', `/companies/${agency}/integrations`, {
        kind: 'webhook',
        name: 'Conversions to CRM',
        config: { url: 'https://crm.example.com/hooks/earshot', secret: 'super-secret-value' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        kind: 'webhook',
        status: 'active',
        last_run_at: null,
        agencyId: agency,
      });
      expect(created.body.config).toEqual({ url: 'https://crm.example.com/hooks/earshot' });
      const id = created.body.id;

      const got = await call('viewer', 'GET', `/companies/${agency}/integrations/${id}`);
      expect(got.body.config.secret).toBeUndefined();

      const renamed = await call('editor', 'PATCH', `/companies/${agency}/integrations/${id}`, {
        name: 'CRM hook',
        status: 'paused',
        config: { url: 'https://crm.example.com/v2' },
      });
      expect(renamed.body).toMatchObject({
        name: 'CRM hook',
        status: 'paused',
        config: { url: 'https://crm.example.com/v2' },
      });
      const { rows } = await sessions.api.db.query<{ config: { secret?: string } | string }>(
        'SELECT config FROM integrations WHERE id = $1',
        [id],
      );
      const stored = rows[0]?.config;
      expect(typeof stored === 'string' ? JSON.parse(stored).secret : stored?.secret).toBe(
        'super-secret-value',
      );
    });

    it('removes a data-export setting sent as null and keeps the others', async () => {
      const path = `/companies/${agency}/integrations`;
      const created = await call('owner', 'POST', path, {
        kind: 'data-export',
        name: 'Export to the warehouse',
        config: { data: 'campaigns', schedule: 'daily', destination_url: 'https://warehouse.example.com/in' },
      });
      expect(created.status).toBe(201);
      const cleared = await call('editor', 'PATCH', `${path}/${created.body.id}`, {
        config: { schedule: 'weekly', destination_url: null },
        // Paused, so the runs of the tests below export the seeded integration only.
        status: 'paused',
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body.config).toEqual({ data: 'campaigns', format: 'csv', schedule: 'weekly' });
      const withNull = await call('owner', 'POST', path, {
        kind: 'data-export',
        name: 'Export without a destination',
        config: { data: 'events', destination_url: null },
      });
      expect(withNull.status).toBe(201);
      expect(withNull.body.config).toEqual({ data: 'events', format: 'csv', schedule: 'manual' });
      const paused = await call('owner', 'PATCH', `${path}/${withNull.body.id}`, { status: 'paused' });
      expect(paused.status).toBe(200);
    });

    it('checks the settings each kind needs', async () => {
      const path = `/companies/${agency}/integrations`;
      const ga4 = await call('owner', 'POST', path, {
        kind: 'ga4',
        name: 'GA4',
        config: { measurement_id: 'UA-1' },
      });
      expect(ga4.status).toBe(422);
      expect(ga4.body.fields).toHaveProperty(['config.measurement_id']);
      const hook = await call('owner', 'POST', path, { kind: 'webhook', name: 'No url' });
      expect(hook.status).toBe(422);
      expect(hook.body.fields).toHaveProperty(['config.url']);
      const valid = await call('editor', 'POST', path, {
        kind: 'ga4',
        name: 'GA4',
        config: { measurement_id: 'G-ABC123' },
      });
      expect(valid.status).toBe(201);
    });

    it('runs data exports into CSV files of the chosen data, downloadable until they expire', async () => {
      const run = await call('owner', 'POST', `/companies/${agency}/data-export/run`);
      expect(run.status).toBe(202);
      expect(run.body).toMatchObject({
        status: 'succeeded',
        run_id: expect.any(String),
        finished_at: run.body.started_at,
      });
      const { rows: delivery } = await sessions.api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM campaign_daily_metrics WHERE advertiser_uuid = $1',
        [agency],
      );
      const expectedRows = delivery[0]?.n ?? 0;
      expect(expectedRows).toBeGreaterThan(0);
      expect(run.body.row_count).toBe(expectedRows);
      expect(run.body.files).toEqual([
        expect.objectContaining({
          data: 'delivery',
          row_count: expectedRows,
          filename: expect.stringMatching(/^delivery-\d{4}-\d{2}-\d{2}\.csv$/),
        }),
      ]);
      const download = await fetch(run.body.files[0].s3_url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
      const lines = (await download.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe('day,campaign_id,campaign_name,impressions,reach,spend,conversions,simulated');
      expect(lines).toHaveLength(expectedRows + 1);

      const stored = await call(
        'reporter',
        'GET',
        `/companies/${agency}/data-export/runs/${run.body.run_id}`,
      );
      expect(stored.status).toBe(200);
      expect(stored.body).toEqual(run.body);
      const exportId = new URL(run.body.files[0].s3_url).pathname.split('/').pop();
      await sessions.api.db.query(
        "UPDATE exports SET expires_at = now() - interval '1 second' WHERE id = $1",
        [exportId],
      );
      expect((await fetch(run.body.files[0].s3_url)).status).toBe(404);
      const list = (await call('owner', 'GET', `/companies/${agency}/integrations`)).body;
      const exporter = list.find((integration: { kind: string }) => integration.kind === 'data-export');
      expect(exporter.last_run_at).toBe(run.body.started_at);

      const webhook = list.find((integration: { kind: string }) => integration.kind === 'webhook');
      const wrongKind = await call('owner', 'POST', `/companies/${agency}/data-export/run`, {
        integrationId: webhook.id,
      });
      expect(wrongKind.status).toBe(409);
      const chosen = await call('owner', 'POST', `/companies/${agency}/data-export/run`, {
        integrationId: exporter.id,
      });
      expect(chosen.status).toBe(202);
      expect(chosen.body.files.map((file: { integration_id: string }) => file.integration_id)).toEqual([
        exporter.id,
      ]);

      expect((await call('owner', 'POST', `/companies/${fresh}/data-export/run`)).status).toBe(409);
      const unknownRun = `/companies/${agency}/data-export/runs/00000000-0000-4000-8000-000000000000`;
      expect((await call('owner', 'GET', unknownRun)).status).toBe(404);
      expect(
        (await call('nobody', 'GET', `/companies/${agency}/data-export/runs/${run.body.run_id}`)).status,
      ).toBe(404);
    });

    it('exports events and campaigns as chosen, each row as stored', async () => {
      const events = await call('owner', 'POST', `/companies/${agency}/integrations`, {
        kind: 'data-export',
        name: 'Events export',
        config: { data: 'events' },
      });
      expect(events.status).toBe(201);
      expect(events.body.config).toMatchObject({ data: 'events', format: 'csv', schedule: 'manual' });
      const campaigns = await call('owner', 'POST', `/companies/${agency}/integrations`, {
        kind: 'data-export',
        name: 'Campaigns export',
        config: { data: 'campaigns' },
      });
      for (const [integration, table, header] of [
        [events.body.id, 'events', 'occurred_at,event_name,event_type,url,properties'],
        [
          campaigns.body.id,
          'campaigns',
          'id,name,goal,status,budget,spend,impressions,start_date,end_date,created_at',
        ],
      ]) {
        const { rows } = await sessions.api.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE advertiser_uuid = $1`,
          [agency],
        );
        const run = await call('owner', 'POST', `/companies/${agency}/data-export/run`, {
          integrationId: integration,
        });
        expect(run.body.row_count).toBe(rows[0]?.n);
        const text = await (await fetch(run.body.files[0].s3_url)).text();
        expect(text.split('\r\n')[0]).toBe(header);
        expect(text.trimEnd().split('\r\n')).toHaveLength((rows[0]?.n ?? 0) + 1);
      }
      const { rows: names } = await sessions.api.db.query<{ name: string }>(
        'SELECT name FROM campaigns WHERE advertiser_uuid = $1',
        [agency],
      );
      const run = await call('owner', 'POST', `/companies/${agency}/data-export/run`, {
        integrationId: campaigns.body.id,
      });
      const csv = await (await fetch(run.body.files[0].s3_url)).text();
      for (const { name } of names) expect(csv).toContain(name);

      const json = await call('owner', 'POST', `/companies/${agency}/integrations`, {
        kind: 'data-export',
        name: 'Unknown data',
        config: { data: 'passwords', format: 'xml' },
      });
      expect(json.status).toBe(422);
      expect(Object.keys(json.body.fields).sort()).toEqual(['config.data', 'config.format']);
    });

    it('answers 4xx for bad input', async () => {
      const base = `/companies/${agency}`;
      const cases: [string, string, unknown, number][] = [
        ['POST', `${base}/integrations`, { kind: 'ftp', name: 'x' }, 422],
        ['POST', `${base}/integrations`, { kind: 'webhook', name: '' }, 422],
        ['POST', `${base}/integrations`, { kind: 'webhook', name: 'x', config: 'url' }, 422],
        ['POST', `${base}/integrations`, new RawJson('not json'), 400],
        ['PATCH', `${base}/integrations/00000000-0000-4000-8000-000000000000`, { name: 'x' }, 404],
        ['PATCH', `${base}/integrations/1`, { name: 'x' }, 400],
        ['GET', `${base}/integrations/00000000-0000-4000-8000-000000000000`, undefined, 404],
        ['POST', `${base}/data-export/run`, { integrationId: 'abc' }, 422],
        ['POST', `${base}/data-export/run`, new RawJson('{'), 400],
      ];
      for (const [method, path, body, status] of cases) {
        const answer = await call('owner', method, path, body);
        expect({ method, path, status: answer.status }).toEqual({ method, path, status });
        expect(answer.body.Message).toEqual(expect.any(String));
      }
    });

    it('answers 403 to roles 3, 4 and 7 writing and 404 to non-members', async () => {
      const list = (await call('owner', 'GET', `/companies/${agency}/integrations`)).body;
      const id = list[0].id;
      for (const who of ['viewer', 'reporter', 'cpa']) {
        expect(
          (await call(who, 'POST', `/companies/${agency}/integrations`, { kind: 'ga4', name: 'x' })).status,
        ).toBe(403);
        expect(
          (await call(who, 'PATCH', `/companies/${agency}/integrations/${id}`, { name: 'x' })).status,
        ).toBe(403);
        expect((await call(who, 'POST', `/companies/${agency}/data-export/run`)).status).toBe(403);
      }
      expect((await call('nobody', 'GET', `/companies/${agency}/integrations`)).status).toBe(404);
      expect((await call('nobody', 'GET', `/companies/${agency}/integrations/${id}`)).status).toBe(404);
      expect((await call('nobody', 'POST', `/companies/${agency}/data-export/run`)).status).toBe(404);
      expect((await call('owner', 'GET', `/companies/${fresh}/integrations/${id}`)).status).toBe(404);
    });
  });
});
