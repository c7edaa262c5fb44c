import { describe, expect, it } from 'vitest';
import { createAppShell } from './appShell.ts';

const entry = (url: string) => ({ url, revision: null, size: 1 });

describe('the app shell the service worker precaches', () => {
  it('is the pages and what they load at once, not the rest of the build', async () => {
    const shell = createAppShell();
    shell.addPage(
      'login.html',
      `<link rel="icon" href="/favicon.svg"><a href="/signup">Sign up</a><script type="module" crossorigin src="/assets/index-1.js"></script>
       <link rel="modulepreload" crossorigin href="/assets/react-2.js"><link rel="preload" as="style" href="/assets/style-3.css">`,
    );
    shell.addPage('index.html', '<script type="module" src="/assets/index-1.js"></script>');
    const { manifest, warnings } = await shell.manifestTransform(
      [
        'index.html',
        'login.html',
        'favicon.svg',
        'manifest.webmanifest',
        'assets/index-1.js',
        'assets/react-2.js',
        'assets/style-3.css',
        'assets/Billing-4.js',
        'assets/de-5.js',
      ].map(entry),
    );
    expect(manifest.map(({ url }) => url).sort()).toEqual([
      'assets/index-1.js',
      'assets/react-2.js',
      'assets/style-3.css',
      'index.html',
      'login.html',
    ]);
    expect(warnings).toEqual([]);
  });

  it('warns of a file a page loads that the build lacks', async () => {
    const shell = createAppShell();
    shell.addPage('index.html', '<script type="module" src="/assets/gone.js"></script>');
    const { warnings } = await shell.manifestTransform(['index.html'].map(entry));
    expect(warnings).toEqual(["The shell's assets/gone.js is not in the build"]);
  });
});
