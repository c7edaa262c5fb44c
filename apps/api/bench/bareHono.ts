import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The baseline of `pnpm bench`: a bare Hono route in a process of its own, served the way the API is.
const app = new Hono();
app.get('/hello', (c) => c.text('Hello'));
serve({ fetch: app.fetch, port: Number(process.env.API_PORT), hostname: '127.0.0.1' }, (info) => {
  console.log(`Earshot API on http://127.0.0.1:${info.port} (bare Hono)`);
});
