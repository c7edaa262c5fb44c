import { useMessage } from '../i18n/useMessage.ts';
import { visuallyHidden } from '../theme/overlay.css.ts';
import * as styles from './Skeleton.css.ts';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /**
   * How many placeholder lines to draw.
   * @default 3
   */
  lines?: number;
  /**
   * What is loading, for screen readers.
   * @default the translated 'Loading…'
   */
  label?: string;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

/** Placeholder lines while content loads; announced once as a polite status (`data-loading`). */
export function Skeleton({ lines = 3, label, className }: SkeletonProps) {
  const t = useMessage();
  return (
    <div role="status" data-loading="true" className={[styles.skeleton, className].filter(Boolean).join(' ')}>
      <span className={visuallyHidden}>{label ?? t('skeleton.loading')}</span>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical placeholders
        <span key={index} aria-hidden="true" className={styles.line} style={{ display: 'block' }} />
      ))}
    </div>
  );
}
