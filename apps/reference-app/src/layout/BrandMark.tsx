import * as styles from './layout.css.ts';

/** The product's mark, the favicon's: an ear hearing a sound. Decorative: the name says the rest. */
export function BrandMark() {
  return (
    <svg className={styles.logo} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f2a44" />
      <path
        d="M20 40c0-10 6-18 14-18s12 6 12 12c0 5-3 7-6 9s-4 4-4 7"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="35" cy="34" r="4" fill="#f5b301" />
    </svg>
  );
}
