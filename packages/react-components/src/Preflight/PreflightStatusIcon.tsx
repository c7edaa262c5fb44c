import type { PreflightStatus } from '@earshot/validators';
import * as styles from './Preflight.css.ts';

/** What an icon stands for: a verdict, or a check still running. */
export type PreflightIconStatus = PreflightStatus | 'checking';

/** A tick, a warning sign, a cross and a clock: each verdict has its own shape, not only its colour. */
const SHAPES: Record<PreflightIconStatus, string> = {
  pass: 'M3 8.5l3.2 3.2L13 4.8',
  warn: 'M8 1.8L14.8 14H1.2zM8 6.2v3.6M8 11.6v.4',
  fail: 'M3.5 3.5l9 9M12.5 3.5l-9 9',
  checking: 'M8 1.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zM8 4.5V8l2.5 1.8',
};

/** The icon of a verdict, in its tone; hidden from assistive technology, which reads the verdict's text. */
export function PreflightStatusIcon({ status }: { status: PreflightIconStatus }) {
  return (
    <svg className={styles.icon({ status })} viewBox="0 0 16 16" aria-hidden="true" data-status={status}>
      <path d={SHAPES[status]} />
    </svg>
  );
}
