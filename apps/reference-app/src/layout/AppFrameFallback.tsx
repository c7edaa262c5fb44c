import { useAppMessage } from '../i18n/useAppMessage.ts';
import { AppFrameSkeleton } from './AppFrameSkeleton.tsx';

/** The router's fallback until the first page has its data: the frame `index.html` painted first. */
export function AppFrameFallback() {
  const t = useAppMessage();
  return <AppFrameSkeleton appName={t('app.name')} label={t('app.loading')} />;
}
