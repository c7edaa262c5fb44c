import { type ReactNode, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
// React Aria's own switch for shadow roots (react-aria-components pins this react-stately, so
// there is one copy of the switch): focus, presses, outside clicks and `aria-hidden` then follow
// events across the shadow boundary instead of stopping at its host.
import { enableShadowDOM } from 'react-stately/private/flags/flags';

/**
 * A stylesheet inside a shadow root: its URL (`href`, loaded with a `<link>`), or its CSS text
 * (`text`, put in a `<style>`).
 */
export type ShadowStylesheet = { href: string } | { text: string };

/** Props of {@link ShadowIsolation}. */
export interface ShadowIsolationProps {
  /** The stylesheets the shadow root holds: nothing of the page's reaches inside. */
  stylesheets: readonly ShadowStylesheet[];
  /**
   * A class on the element the shadow root attaches to, which belongs to the page.
   * @default undefined
   */
  className?: string | undefined;
  /** What renders inside the shadow root. */
  children?: ReactNode;
}

const hrefsOf = (stylesheets: readonly ShadowStylesheet[]) =>
  stylesheets.flatMap((sheet) => ('href' in sheet ? [sheet.href] : []));

/**
 * Renders its children into an open shadow root attached to its own element, with the stylesheets
 * given: none of the page's rules, not even `!important` ones, reach inside. On the server, and on
 * the client until the shadow root is attached, it renders its element alone, so hydration matches.
 * The element stays hidden until every stylesheet given by URL has loaded (or failed to), so the
 * content never shows unstyled.
 */
export function ShadowIsolation({ stylesheets, className, children }: ShadowIsolationProps) {
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null);
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  // A callback ref attaches the root in the commit, before the browser paints; on a remount (Strict
  // Mode, a moved tree) the element keeps the root it has. The switch is global and stays on: it
  // costs a light-DOM page nothing but a few checks.
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    enableShadowDOM();
    setShadowRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);
  const settle = (href: string) => setSettled((previous) => new Set(previous).add(href));
  const loading = hrefsOf(stylesheets).some((href) => !settled.has(href));
  return (
    <div ref={attach} className={className} style={loading ? { visibility: 'hidden' } : undefined}>
      {shadowRoot
        ? createPortal(
            <>
              {stylesheets.map((sheet) =>
                'href' in sheet ? (
                  <link
                    key={`href:${sheet.href}`}
                    rel="stylesheet"
                    href={sheet.href}
                    onLoad={() => settle(sheet.href)}
                    onError={() => settle(sheet.href)}
                  />
                ) : (
                  <style key={`text:${sheet.text}`}>{sheet.text}</style>
                ),
              )}
              {children}
            </>,
            shadowRoot,
          )
        : null}
    </div>
  );
}
