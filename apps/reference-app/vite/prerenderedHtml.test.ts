import { describe, expect, it } from 'vitest';
import { prerenderedHtml } from './prerenderedHtml.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Earshot</title>
    <style>html{background:#fff}</style>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root">
      <div class="app-loader" role="progressbar"><div class="app-loader__spinner"></div></div>
    </div>
  </body>
</html>`;

const STYLESHEETS: Record<string, string> = {
  '/assets/index-3.css': '.title{font-size:2em}.error{color:red}.other{color:green}',
};

const page = () =>
  prerenderedHtml({
    template: TEMPLATE,
    markup: '<main class="title">Log in &amp; go</main>',
    title: 'Earshot · Log in',
    rootAttributes: { 'data-prerendered': 'login', 'data-prerender-config': '{"sandbox":true}' },
    readStylesheet: (href) => STYLESHEETS[href] ?? '',
    modulePreloads: ['/assets/login-4.js', '/assets/react-2.js'],
  });

describe('prerendered HTML', () => {
  it('puts the page into #root, with the attributes that say what it is', () => {
    expect(page()).toContain(
      '<div id="root" data-prerendered="login" data-prerender-config="{&quot;sandbox&quot;:true}"><main class="title">Log in &amp; go</main></div>',
    );
    expect(page()).not.toContain('app-loader__spinner"></div>');
  });

  it('titles the document', () => {
    expect(page()).toContain('<title>Earshot · Log in</title>');
  });

  it('inlines the CSS of the markup and only preloads the stylesheets, which would block the paint', () => {
    const html = page();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>.title{font-size:2em}</style>');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-3.css">');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('keeps the scripts and module preloads of the template, and preloads the page’s own modules', () => {
    const html = page();
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html.match(/href="\/assets\/react-2.js"/g)).toHaveLength(1);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/login-4.js">');
  });
});
