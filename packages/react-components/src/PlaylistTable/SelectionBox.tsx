import * as styles from './PlaylistTable.css.ts';

/** The drawn checkbox of a row or of "select all"; the row's aria-selected carries the state. */
export function SelectionBox({
  checked,
  indeterminate = false,
}: {
  checked: boolean;
  indeterminate?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      className={styles.box}
      data-checked={checked || undefined}
      data-indeterminate={(!checked && indeterminate) || undefined}
    >
      {checked || indeterminate ? (
        <svg viewBox="0 0 12 12" className={styles.mark} strokeWidth={2} aria-hidden="true">
          {checked ? <path d="M2 6.5l2.5 2.5L10 3.5" /> : <path d="M2 6h8" />}
        </svg>
      ) : null}
    </span>
  );
}
