import { useAppMessage } from '../i18n/useAppMessage.ts';
import * as styles from './layout.css.ts';

/** The loader shown until the app (or a page's data) is ready. */
export function AppLoader() {
  const t = useAppMessage();
  return (
    <div className={styles.loader} role="progressbar" aria-label={t('app.loading')} aria-busy="true">
      <div className={styles.spinner} />
    </div>
  );
}
