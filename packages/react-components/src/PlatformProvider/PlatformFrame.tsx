import { type ReactNode, useCallback, useRef } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { resolveLocale } from '../i18n/catalogues.ts';
import { type ShownCatalogue, useCatalogue } from '../i18n/useCatalogue.ts';
import { useMessageErrors } from '../i18n/useMessageErrors.ts';
import type { Appearance } from '../theme/appearance.ts';
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
   * An extra class on the root element.
   * @default undefined
   */
  className?: string;
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
  const { appearance, className, children } = props;
  const { locale, messages } = props.catalogue;
  const onMessageError = useMessageErrors(locale);
  const portalRef = useRef<HTMLDivElement>(null);
  const getContainer = useCallback(() => portalRef.current, []);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en" onError={onMessageError}>
      <I18nProvider locale={locale}>
        <RouterProvider
          navigate={props.onNavigate ?? assignLocation}
          {...(props.useHref ? { useHref: props.useHref } : {})}
        >
          <ThemeRoot appearance={appearance} lang={locale} className={className}>
            <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
            <div ref={portalRef} className={portal} />
          </ThemeRoot>
        </RouterProvider>
      </I18nProvider>
    </IntlProvider>
  );
}
