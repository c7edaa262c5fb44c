import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '../src/config/appConfig.ts';
import {
  contentSecurityPolicy,
  extraConnectSourcesFromEnv,
  RUDDERSTACK_CONFIG_URL,
} from './contentSecurityPolicy.ts';
import { appConfigFromEnv } from './runtimeConfigPlugin.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the content security policy', () => {
  it('lets the app reach only itself, the API, the search service and RudderStack', () => {
    const policy = contentSecurityPolicy(
      parseAppConfig({
        apiUrl: 'https://api.example.com/v1',
        searchUrl: 'https://search.example.com/',
        analyticsWriteKey: 'wk',
        analyticsDataPlaneUrl: 'https://dataplane.example.com/v1/batch',
      }),
    );
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://search.example.com',
      'https://dataplane.example.com',
      RUDDERSTACK_CONFIG_URL,
    ]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(['https://api.example.com']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('allows an inline script by the hash of its text, and no other', () => {
    const script = "document.documentElement.dataset.theme = 'dark';\n";
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = contentSecurityPolicy(parseAppConfig({}), [], [script]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('names the search service once when it sits beside the API, and adds configured extra sources', () => {
    const config = parseAppConfig({ apiUrl: 'http://localhost:8787/v1' });
    const extra = extraConnectSourcesFromEnv({
      EARSHOT_CSP_CONNECT_SRC: 'http://127.0.0.1:*, https://a.example',
    });
    expect(directive(contentSecurityPolicy(config, extra), 'connect-src')).toEqual([
      "'self'",
      'http://localhost:8787',
      RUDDERSTACK_CONFIG_URL,
      'http://127.0.0.1:*',
      'https://a.example',
    ]);
  });
});

describe('sandbox mode of the app', () => {
  it('is on only with EARSHOT_SANDBOX=true, like the API', () => {
    expect(appConfigFromEnv({}).sandbox).toBe(false);
    expect(appConfigFromEnv({ EARSHOT_SANDBOX: 'yes' }).sandbox).toBe(false);
    expect(appConfigFromEnv({ EARSHOT_SANDBOX: 'true' }).sandbox).toBe(true);
  });
});
