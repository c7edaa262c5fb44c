import type { MouseEvent, ReactNode } from 'react';
import * as styles from './login.css.ts';

/** Props of {@link PageLink}. */
export interface PageLinkProps {
  /** A path of the app, e.g. '/signup'. */
  href: string;
  /**
   * Opens `href` inside the app (its router's `navigate`); a plain click then loads no page.
   * @default a page load, as any link
   */
  onNavigate?: (path: string) => void;
  children: ReactNode;
}

/** A click the browser should handle itself: another button, a modifier key (new tab, window…). */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A link of the login page: a native `<a>`, styled as the components' Link. */
export function PageLink({ href, onNavigate, children }: PageLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a href={href} className={styles.link} onClick={click}>
      {children}
    </a>
  );
}
