import { Button } from '../Button/Button.tsx';
import * as styles from '../EmptyState/EmptyState.css.ts';
import { useMessage } from '../i18n/useMessage.ts';

/** Props of {@link ErrorFallback}. */
export interface ErrorFallbackProps {
  /** Renders the failed subtree again. */
  retry: () => void;
}

/** The default fallback of {@link ErrorBoundary}: a translated message and a retry button. */
export function ErrorFallback({ retry }: ErrorFallbackProps) {
  const t = useMessage();
  return (
    <div role="alert" data-state="error" className={styles.emptyState}>
      <h2 className={styles.title}>{t('errorBoundary.title')}</h2>
      <p className={styles.description}>{t('errorBoundary.message')}</p>
      <Button variant="secondary" onPress={retry}>
        {t('errorBoundary.retry')}
      </Button>
    </div>
  );
}
