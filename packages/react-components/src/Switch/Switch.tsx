import {
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
  composeRenderProps,
  type SwitchRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import * as styles from './Switch.css.ts';

/** Props of {@link Switch}: React Aria's switch props. */
export type SwitchProps = AriaSwitchProps;

/** An on/off switch with its label; `data-selected` sits on the root while on. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={composeClassName<SwitchRenderProps>(styles.switchRoot, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {content}
        </>
      ))}
    </AriaSwitch>
  );
}
