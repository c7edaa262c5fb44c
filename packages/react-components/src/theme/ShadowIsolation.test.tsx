import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { offlineClient } from '../../test/renderWithProvider.tsx';
import { PlatformFrame } from '../PlatformProvider/PlatformFrame.tsx';
import { PlatformProvider } from '../PlatformProvider/PlatformProvider.tsx';
import { createToastQueue } from '../Toasts/toastQueue.ts';

const hostOf = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('isolation="shadow"', () => {
  it('renders the screens inside an open shadow root of an element of the page, after their stylesheet', () => {
    const view = render(
      <PlatformFrame isolation="shadow" shadowStylesheet={{ text: '.ours { color: red }' }} className="embed">
        <p>Campaigns</p>
      </PlatformFrame>,
    );
    const host = hostOf(view.container);
    expect(host.className).toBe('embed');
    expect(view.container.textContent).toBe('');
    const shadowRoot = host.shadowRoot as ShadowRoot;
    expect(shadowRoot.mode).toBe('open');
    const [style, root] = [...shadowRoot.children];
    expect(style?.localName).toBe('style');
    expect(style?.textContent).toBe('.ours { color: red }');
    expect(root?.getAttribute('data-theme')).toBe('light');
    expect(root?.textContent).toBe('Campaigns');
    expect(root?.classList.contains('embed')).toBe(false);
  });

  it('keeps the screens hidden until the stylesheets given by URL have loaded', () => {
    // happy-dom loads no stylesheet (and logs so); the events below stand for the browser's.
    const view = render(
      <PlatformFrame isolation="shadow" shadowStylesheet={[{ href: '/a.css' }, { href: '/b.css' }]}>
        <p>Campaigns</p>
      </PlatformFrame>,
    );
    const host = hostOf(view.container);
    const links = [...(host.shadowRoot as ShadowRoot).querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['stylesheet', '/a.css'],
      ['stylesheet', '/b.css'],
    ]);
    expect(host.style.visibility).toBe('hidden');
    fireEvent.load(links[0] as HTMLLinkElement);
    expect(host.style.visibility).toBe('hidden');
    // A stylesheet that fails shows the screens all the same: unstyled beats invisible.
    fireEvent.error(links[1] as HTMLLinkElement);
    expect(host.style.visibility).toBe('');
  });

  it('opens toasts inside the shadow root', async () => {
    const toasts = createToastQueue();
    const view = render(
      <PlatformProvider
        client={offlineClient}
        toasts={toasts}
        isolation="shadow"
        shadowStylesheet={{ text: '' }}
      >
        <p>page</p>
      </PlatformProvider>,
    );
    act(() => {
      toasts.notify({ kind: 'success', message: 'Campaign saved' });
    });
    const shadowRoot = hostOf(view.container).shadowRoot as ShadowRoot;
    await waitFor(() =>
      expect(shadowRoot.querySelector('[role="region"]')?.textContent).toContain('Campaign saved'),
    );
    expect(document.body.querySelector('[role="region"]')).toBeNull();
  });

  it('renders on the server the element alone, which the shadow root attaches to in the browser', () => {
    const html = renderToString(
      <PlatformFrame isolation="shadow" shadowStylesheet={{ href: '/styles.css' }} className="embed">
        <p>Campaigns</p>
      </PlatformFrame>,
    );
    expect(html).toBe('<div class="embed" style="visibility:hidden"></div>');
  });

  it('tells the developer to pass the stylesheet, which the page cannot style the screens without', () => {
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => render(<PlatformFrame isolation="shadow">x</PlatformFrame>)).toThrow(
        /isolation="shadow" needs the package's stylesheet .*shadowStylesheet=\{\{ href:/,
      );
    } finally {
      console.error = error;
    }
  });
});
