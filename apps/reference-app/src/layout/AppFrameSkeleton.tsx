import { BrandMark } from './BrandMark.tsx';
import * as styles from './layout.css.ts';

/** Props of {@link AppFrameSkeleton}. */
export interface AppFrameSkeletonProps {
  /** The product's name, beside its mark. */
  appName: string;
  /** What is loading, for assistive technology ('Loading Earshot'). */
  label: string;
}

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical placeholders
    <span key={index} aria-hidden="true" className={styles.skeletonLine} />
  ));

/**
 * The app's frame before its data: the header with the product's name, the navigation and the page
 * as placeholder lines. Prerendered into `index.html`, so every page of the app first paints this,
 * and the router's fallback while the first page's data loads, which looks the same.
 */
export function AppFrameSkeleton({ appName, label }: AppFrameSkeletonProps) {
  return (
    <div className={styles.shell} role="progressbar" aria-label={label} aria-busy="true">
      <div className={styles.header}>
        <span className={styles.brand}>
          <BrandMark />
          {appName}
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.sidebar}>
          <div className={styles.skeletonColumn}>{lines(8)}</div>
        </div>
        <div className={styles.main}>
          <span aria-hidden="true" className={styles.skeletonTitle} />
          <div className={styles.skeletonColumn}>{lines(6)}</div>
        </div>
      </div>
    </div>
  );
}
