import { describe, expect, it } from 'vitest';
import { PRERENDER_CONFIG_ATTRIBUTE, PRERENDERED_ATTRIBUTE, prerenderedPage } from './prerenderedPage.ts';

const root = (attributes: Record<string, string>) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
});

describe('the prerendered page in #root', () => {
  it('is the login page with the configuration it was rendered with', () => {
    const page = prerenderedPage(
      root({
        [PRERENDERED_ATTRIBUTE]: 'login',
        [PRERENDER_CONFIG_ATTRIBUTE]: '{"apiUrl":"http://localhost:8787/v1","sandbox":true}',
      }),
    );
    expect(page).toEqual({ name: 'login', config: { apiUrl: 'http://localhost:8787/v1', sandbox: true } });
  });

  it('is nothing to hydrate for the app’s frame, a plain page or a configuration that does not read', () => {
    expect(prerenderedPage(root({ [PRERENDERED_ATTRIBUTE]: 'app-frame' }))).toBeNull();
    expect(prerenderedPage(root({}))).toBeNull();
    expect(
      prerenderedPage(root({ [PRERENDERED_ATTRIBUTE]: 'login', [PRERENDER_CONFIG_ATTRIBUTE]: '{"apiUrl":' })),
    ).toBeNull();
    expect(
      prerenderedPage(
        root({ [PRERENDERED_ATTRIBUTE]: 'login', [PRERENDER_CONFIG_ATTRIBUTE]: '{"sandbox":"yes"}' }),
      ),
    ).toBeNull();
  });
});
