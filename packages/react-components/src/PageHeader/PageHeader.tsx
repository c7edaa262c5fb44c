import type { ReactNode } from 'react';
import * as styles from './PageHeader.css.ts';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's title, its one `h1`. */
  title: ReactNode;
  /**
   * A line under the title.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Buttons and menus at the end of the header (they wrap under the title on narrow screens).
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

/** The top of every screen: title, optional description, and the screen's actions. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={[styles.pageHeader, className].filter(Boolean).join(' ')}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
