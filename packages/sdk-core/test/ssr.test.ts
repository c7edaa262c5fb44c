import { afterAll, describe, expect, it } from 'vitest';

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'XMLHttpRequest'] as const;
const touched: string[] = [];
for (const name of BROWSER_GLOBALS) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      touched.push(name);
      return undefined;
    },
  });
}
afterAll(() => {
  for (const name of BROWSER_GLOBALS) Reflect.deleteProperty(globalThis, name);
});

describe('server rendering', () => {
  it('importing the package touches no browser global and loads no analytics SDK', async () => {
    const sdk = await import('../src/index.ts');
    expect(typeof sdk.createPlatformClient).toBe('function');
    expect(touched).toEqual([]);
  });

  it('stores created without a browser behave as logged out instead of throwing', async () => {
    const { createLocalStorageTokenStore, createCookieTokenStore } = await import('../src/index.ts');
    expect(createLocalStorageTokenStore().get()).toBeNull();
    expect(createCookieTokenStore().get()).toBeNull();
  });
});
