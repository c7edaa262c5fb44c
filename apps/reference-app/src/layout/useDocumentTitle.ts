import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { deepestHandle } from '../router/routeHandle.ts';

/** Sets the page title: the product name, followed by the page's title when it has one (spec §1). */
export function useDocumentTitle(): void {
  const t = useAppMessage();
  const title = deepestHandle(useMatches())?.title;
  const appName = t('app.name');
  const pageTitle = title ? t(title) : null;
  useEffect(() => {
    document.title = pageTitle ? `${appName} · ${pageTitle}` : appName;
  }, [appName, pageTitle]);
}
