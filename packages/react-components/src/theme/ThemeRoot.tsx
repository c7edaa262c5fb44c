import type { ReactNode } from 'react';
import { type Appearance, appearanceStyle } from './appearance.ts';
import { root } from './root.css.ts';
import { darkTheme, lightTheme } from './themes.css.ts';

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  /**
   * Theme and variables; changing it restyles the tree at run time.
   * @default { theme: 'light' }
   */
  appearance?: Appearance;
  /**
   * The language of the content, as the element's `lang`.
   * @default undefined
   */
  lang?: string;
  /**
   * An extra class on the element.
   * @default undefined
   */
  className?: string;
  /**
   * What the theme applies to.
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * The element a theme applies to: the base typography, the theme's variables and `data-theme`, and
 * the scoped reset that keeps a host page's element rules out of it (see `root.css.ts`).
 * `PlatformFrame` renders one; on its own it suits a page that follows the theme without any
 * component, message or overlay of the platform (a prerendered login page, say), and renders the
 * same on the server as in the browser.
 */
export function ThemeRoot({ appearance, lang, className, children }: ThemeRootProps) {
  const theme = appearance?.theme === 'dark' ? darkTheme : lightTheme;
  return (
    <div
      className={[root, theme, className].filter(Boolean).join(' ')}
      style={appearanceStyle(appearance?.variables)}
      data-theme={appearance?.theme ?? 'light'}
      lang={lang}
    >
      {children}
    </div>
  );
}
