import { ThemeRoot } from '@earshot/react-components';
import { renderToString } from 'react-dom/server';
import { loadedAppMessages } from '../i18n/appCatalogues.ts';
import { createAppTranslate } from '../i18n/appTranslate.ts';
import { AppFrameSkeleton } from './AppFrameSkeleton.tsx';

/** The app's frame as the build prerenders it into `index.html`: English, the light theme. */
export function renderAppFrame(): string {
  const english = loadedAppMessages('en');
  if (!english) throw new Error('The English app messages are always bundled');
  const t = createAppTranslate('en', english);
  return renderToString(
    <ThemeRoot lang="en">
      <AppFrameSkeleton appName={t('app.name')} label={t('app.loading')} />
    </ThemeRoot>,
  );
}
