import { type ReactNode, useCallback, useRef } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { resolveLocale } from '../i18n/catalogues.ts';
import { type ShownCatalogue, useCatalogue } from '../i18n/useCatalogue.ts';
import { useMessageErrors } from '../i18n/useMessageErrors.ts';
import type { Appearance } from '../theme/appearance.ts';
import { ShadowIsolation, type ShadowStylesheet } from '../theme/ShadowIsolation.tsx';
import { ThemeRoot } from '../theme/ThemeRoot.tsx';
import { portal } from './PlatformProvider.css.ts';

/** Props of {@link PlatformFrame}. */
export interface PlatformFrameProps {
  /**
   * Theme and variables; changing it restyles the tree at run time.
   * @default { theme: 'light' }
   */
  appearance?: Appearance;
  /**
   * A BCP 47 locale; the closest of en, de, es, es-MX, fr, zh-CN is used. A locale other than English
   * loads its messages on first use, showing the previous locale meanwhile (see `loadCatalogue`).
   * @default 'en'
   */
  locale?: string;
  /**
   * How links navigate inside the embedding app (its router's `navigate`).
   * @default a full page load (`window.location.assign`)
   */
  onNavigate?: (path: string) => void;
  /**
   * Turns a router path into an `href` (for apps whose router adds a base path). Without it, paths are used
   * as `href`s unchanged.
   * @default undefined
   */
  useHref?: (path: string) => string;
  /**
   * An extra class on the root element; with `isolation="shadow"`, on the element of the page the
   * shadow root attaches to, where the page's stylesheets can place and size it.
   * @default undefined
   */
  className?: string;
  /**
   * How the screens keep out the host page's CSS. Chosen once: changing it remounts the screens.
   * - `'scoped'`: a reset on the root element, which is more specific than any host rule made of
   *   element selectors (`div`, `h1`, `*`, `ul li`) and beats any host rule in a cascade layer, while
   *   every class of ours beats it. Host rules with a class, an attribute or an id, and `!important`
   *   ones (apart from `box-sizing`, which the root answers in kind) still reach inside. Renders on
   *   the server like any other tree; the page imports `@earshot/react-components/styles.css`.
   * - `'shadow'`: the screens render inside a shadow root attached to an element of the provider,
   *   with `shadowStylesheet` inside it, so no rule of the page reaches them, `!important` or not;
   *   popovers, dialogs, menus and toasts open inside it too. Renders on the client only: on the
   *   server, the empty element the shadow root attaches to.
   * @default 'scoped'
   */
  isolation?: 'scoped' | 'shadow';
  /**
   * The package's stylesheet (`@earshot/react-components/styles.css`) for `isolation="shadow"`,
   * which a page's own stylesheets cannot reach: its URL as the site serves it (`{ href }`, e.g.
   * Vite's `import href from '@earshot/react-components/styles.css?url'`) or its text (`{ text }`,
   * e.g. Vite's `?inline`, or the file read on the server). A list also takes stylesheets of your
   * own for what you render inside. Ignored with `isolation="scoped"`.
   * @default undefined (required with `isolation="shadow"`)
   */
  shadowStylesheet?: ShadowStylesheet | readonly ShadowStylesheet[];
  /**
   * The screens and components the frame themes and localises.
   * @default undefined
   */
  children?: ReactNode;
}

/** Link navigation by default: a full page load. */
export const assignLocation = (path: string) => window.location.assign(path);

/**
 * What {@link PlatformProvider} gives its tree apart from data and toasts: theme, messages and formats
 * of the locale, link navigation and the overlay root. On its own it suits a page that shows no
 * platform data, such as a login page, which then loads neither the query cache nor the toast region.
 */
export function PlatformFrame(props: PlatformFrameProps) {
  return <CatalogueFrame {...props} catalogue={useCatalogue(resolveLocale(props.locale))} />;
}

/** {@link PlatformFrame} showing a catalogue its owner chose (the provider, which also needs its locale). */
export function CatalogueFrame(props: Omit<PlatformFrameProps, 'locale'> & { catalogue: ShownCatalogue }) {
  const { appearance, className, children, isolation = 'scoped' } = props;
  const { locale, messages } = props.catalogue;
  const onMessageError = useMessageErrors(locale);
  const portalRef = useRef<HTMLDivElement>(null);
  const getContainer = useCallback(() => portalRef.current, []);
  const shadow = isolation === 'shadow';
  const themed = (
    <ThemeRoot appearance={appearance} lang={locale} className={shadow ? undefined : className}>
      <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      <div ref={portalRef} className={portal} />
    </ThemeRoot>
  );
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en" onError={onMessageError}>
      <I18nProvider locale={locale}>
        <RouterProvider
          navigate={props.onNavigate ?? assignLocation}
          {...(props.useHref ? { useHref: props.useHref } : {})}
        >
          {shadow ? (
            <ShadowIsolation stylesheets={shadowStylesheets(props.shadowStylesheet)} className={className}>
              {themed}
            </ShadowIsolation>
          ) : (
            themed
          )}
        </RouterProvider>
      </I18nProvider>
    </IntlProvider>
  );
}

/** The stylesheets of `isolation="shadow"` as a list; without them the screens would show unstyled. */
function shadowStylesheets(given: PlatformFrameProps['shadowStylesheet']): readonly ShadowStylesheet[] {
  if (!given) {
    throw new Error(
      'PlatformProvider isolation="shadow" needs the package\'s stylesheet inside its shadow root: pass ' +
        'shadowStylesheet={{ href: <URL of @earshot/react-components/styles.css> }} or {{ text: <its CSS> }}',
    );
  }
  return 'href' in given || 'text' in given ? [given] : given;
}
