import type { ReactNode } from 'react';
import { useMessage } from '../i18n/useMessage.ts';
import * as styles from './EmptyState.css.ts';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /**
   * The heading.
   * @default the translated 'Nothing here yet'
   */
  title?: string;
  /**
   * What the user can do about it.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * An illustration above the heading (decorative).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * A call to action, e.g. a button creating the first item.
   * @default undefined
   */
  action?: ReactNode;
  /**
   * The heading level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

/** What a list shows when it has nothing yet (`data-empty` on the root). */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const t = useMessage();
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-empty="true" className={[styles.emptyState, className].filter(Boolean).join(' ')}>
      {icon ? <div aria-hidden="true">{icon}</div> : null}
      <Heading className={styles.title}>{title ?? t('emptyState.title')}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
