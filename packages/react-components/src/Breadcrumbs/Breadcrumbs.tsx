import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb } from 'react-aria-components';
import { useMessage } from '../i18n/useMessage.ts';
import { Link } from '../Link/Link.tsx';
import * as styles from './Breadcrumbs.css.ts';

/** One step of the way to the page shown. */
export interface BreadcrumbItem {
  /** The step's name, e.g. 'Campaigns' or a campaign's name. */
  label: string;
  /**
   * Where the step opens. Every step has one but the last, the page shown, which is not a link.
   * @default undefined
   */
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** The way to the page shown, from the top: a section, its item, then a part of the item. */
  items: readonly BreadcrumbItem[];
  /**
   * The name of the navigation landmark.
   * @default the translated 'Breadcrumbs'
   */
  'aria-label'?: string;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

/**
 * Where the page sits, e.g. "Campaigns › Spring Sale › Targeting": a navigation landmark around React
 * Aria's breadcrumbs, each step but the last a link; the last is the page shown (`aria-current="page"`,
 * `data-current`). Long names wrap on narrow screens.
 */
export function Breadcrumbs({ items, 'aria-label': ariaLabel, className }: BreadcrumbsProps) {
  const t = useMessage();
  const label = ariaLabel ?? t('breadcrumbs.label');
  return (
    <nav aria-label={label} className={[styles.breadcrumbs, className].filter(Boolean).join(' ')}>
      <AriaBreadcrumbs aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the trail; two may share a name
          <Breadcrumb key={index} id={index} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
                {isCurrent ? null : (
                  <span aria-hidden="true" className={styles.separator}>
                    ›
                  </span>
                )}
              </>
            )}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
