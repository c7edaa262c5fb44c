import {
  Meter as AriaMeter,
  type MeterProps as AriaMeterProps,
  Label,
  type MeterRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import * as bar from '../theme/bar.css.ts';

/** Props of {@link Meter}. */
export interface MeterProps extends AriaMeterProps {
  /**
   * The visible label; without one, pass `aria-label`.
   * @default undefined
   */
  label?: string;
}

/** A quantity within a known range, e.g. budget spent; `valueLabel` overrides the text. */
export function Meter({ label, className, ...props }: MeterProps) {
  return (
    <AriaMeter {...props} className={composeClassName<MeterRenderProps>(bar.barRoot, className)}>
      {({ percentage, valueText }) => (
        <>
          {label ? <Label className={bar.barLabel}>{label}</Label> : <span />}
          <span className={bar.barValue}>{valueText}</span>
          <div className={bar.track}>
            <div className={bar.fill} style={{ inlineSize: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
