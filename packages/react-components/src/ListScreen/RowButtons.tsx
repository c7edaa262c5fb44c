import { Button } from '../Button/Button.tsx';
import { actionRow } from '../theme/screen.css.ts';

/** One button of a table row. */
export interface RowButton {
  /** Tells the buttons apart. */
  id: string;
  /** The accessible name, naming the row's item, e.g. 'Delete “Spring promo”'. */
  label: string;
  /** The visible text, e.g. 'Delete'. */
  text: string;
  /**
   * `danger` for a destructive action.
   * @default 'secondary'
   */
  variant?: 'secondary' | 'danger';
  /**
   * Disables the button.
   * @default false
   */
  isDisabled?: boolean;
  onPress: () => void;
}

/** Props of {@link RowButtons}. */
export interface RowButtonsProps {
  /** The buttons in order; `null` leaves a button out, e.g. one the user may not use. */
  buttons: readonly (RowButton | null)[];
}

/** The small buttons acting on one row of a table, side by side. */
export function RowButtons({ buttons }: RowButtonsProps) {
  return (
    <div className={actionRow}>
      {buttons.map((button) =>
        button ? (
          <Button
            key={button.id}
            variant={button.variant ?? 'secondary'}
            size="small"
            isDisabled={button.isDisabled}
            aria-label={button.label}
            onPress={button.onPress}
          >
            {button.text}
          </Button>
        ) : null,
      )}
    </div>
  );
}
