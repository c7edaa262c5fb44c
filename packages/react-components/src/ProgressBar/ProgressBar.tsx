import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
  type ProgressBarRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import * as bar from '../theme/bar.css.ts';
import * as styles from './ProgressBar.css.ts';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps extends AriaProgressBarProps {
  /**
   * The visible label; without one, pass `aria-label`.
   * @default undefined
   */
  label?: string;
}

/** Progress of a task (an upload, an export); `isIndeterminate` while the total is unknown. */
export function ProgressBar({ label, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={composeClassName<ProgressBarRenderProps>(bar.barRoot, className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label ? <Label className={bar.barLabel}>{label}</Label> : <span />}
          <span className={bar.barValue}>{isIndeterminate ? null : valueText}</span>
          <div className={bar.track}>
            {isIndeterminate ? (
              <div className={styles.indeterminate} />
            ) : (
              <div className={bar.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
            )}
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
