import { describe, expect, it } from 'vitest';
import { appConfigFromEnv } from '../../vite/runtimeConfigPlugin.ts';
import { DEFAULT_APP_CONFIG, parseAppConfig } from './appConfig.ts';

describe('run-time configuration', () => {
  it('falls back to the local sandbox for every missing or malformed setting', () => {
    expect(parseAppConfig(null)).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig({ apiUrl: '  ', sandbox: 'yes', adminDomains: 'earshot.dev' })).toEqual(
      DEFAULT_APP_CONFIG,
    );
  });

  it('puts the inventory search beside the API unless told otherwise', () => {
    expect(parseAppConfig({ apiUrl: 'https://api.example.com/v1' }).searchUrl).toBe(
      'https://api.example.com/search',
    );
    expect(
      parseAppConfig({ apiUrl: 'https://api.example.com/v1', searchUrl: 'https://search.example.com' })
        .searchUrl,
    ).toBe('https://search.example.com');
  });

  it('reads the serving process environment', () => {
    const config = appConfigFromEnv({
      API_URL: 'http://localhost:41234/v1',
      EARSHOT_SANDBOX: 'false',
      EARSHOT_ADMIN_DOMAINS: 'earshot.dev, staff.example.com ,',
      RUDDERSTACK_WRITE_KEY: 'wk_123',
    });
    expect(config).toMatchObject({
      apiUrl: 'http://localhost:41234/v1',
      sandbox: false,
      adminDomains: ['earshot.dev', 'staff.example.com'],
      analyticsWriteKey: 'wk_123',
      analyticsDataPlaneUrl: null,
      searchUrl: 'http://localhost:41234/search',
    });
  });
});
