import type { MessageKey } from '@earshot/react-components';
import { useEffect } from 'react';
import { type AppMessageKey, useAppMessage } from '../i18n/useAppMessage.ts';

/** Sets the document's title: the product name, followed by `title` when there is one (spec §1). */
export function usePageTitle(title: AppMessageKey | MessageKey | undefined): void {
  const t = useAppMessage();
  const appName = t('app.name');
  const pageTitle = title ? t(title) : null;
  useEffect(() => {
    document.title = pageTitle ? `${appName} · ${pageTitle}` : appName;
  }, [appName, pageTitle]);
}
