import { Button, type ButtonProps } from '../Button/Button.tsx';
import * as styles from './LoadFailed.css.ts';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** Says what could not be loaded. */
  message: string;
  /** The label of the button that loads again. */
  retryLabel: string;
  /** Loads again. */
  onRetry: () => void;
  /**
   * `inline`: the message beside the button (inside a section); `stacked`: the message above it;
   * `panel`: a padded block whose message reads as a title (in place of a whole list or report).
   */
  variant?: 'inline' | 'stacked' | 'panel';
  /** The size of the Retry button. */
  size?: ButtonProps['size'];
  /**
   * What assistive technology announces: the whole block (message and button) or only the message.
   */
  announce?: 'all' | 'message';
  /** An extra class on the outer element. */
  className?: string;
}

/** What a screen shows in place of data that failed to load: the reason and a Retry button. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  variant = 'stacked',
  size,
  announce = 'all',
  className,
}: LoadFailedProps) {
  return (
    <div
      role={announce === 'all' ? 'alert' : undefined}
      className={className ? `${styles.layout[variant]} ${className}` : styles.layout[variant]}
    >
      <p role={announce === 'message' ? 'alert' : undefined} className={styles.message[variant]}>
        {message}
      </p>
      <Button variant="secondary" size={size} onPress={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
