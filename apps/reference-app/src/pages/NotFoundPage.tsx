import { Link, PageHeader } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import * as styles from '../layout/layout.css.ts';

/** The catch-all page: unknown paths and advertisers the user cannot open (spec §2, §8). */
export function NotFoundPage() {
  const t = useAppMessage();
  return (
    <div className={styles.centered} data-page="not-found">
      <div className={styles.narrow}>
        <PageHeader title={t('notFound.title')} description={t('notFound.description')} />
        <Link href="/">{t('notFound.home')}</Link>
      </div>
    </div>
  );
}
