import type { RefObject } from 'react';
import type { AriaDialogProps, RangeCalendarProps } from 'react-aria';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Dialog,
  DialogContext,
  Heading,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  RangeCalendar,
  RangeCalendarContext,
} from 'react-aria-components';
import type { DateRangePickerState } from 'react-stately';
import { useMessage } from '../i18n/useMessage.ts';
import * as fieldStyles from '../theme/field.css.ts';
import { popover } from '../theme/overlay.css.ts';
import * as styles from './DateRangePicker.css.ts';

/** Props of {@link RangeCalendarPopover}: what the picker's hooks give its popover. */
export interface RangeCalendarPopoverProps {
  state: DateRangePickerState;
  /** The picker's group, which the popover is placed against. */
  triggerRef: RefObject<HTMLDivElement | null>;
  dialogProps: AriaDialogProps;
  calendarProps: RangeCalendarProps<DateValue>;
}

/**
 * A {@link DateRangePicker}'s popover: the month grid, with the previous and next month buttons,
 * whose range, limits and focus come from the picker (as React Aria's `DateRangePicker` provides them).
 */
export function RangeCalendarPopover({
  state,
  triggerRef,
  dialogProps,
  calendarProps,
}: RangeCalendarPopoverProps) {
  const t = useMessage();
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [PopoverContext, { trigger: 'DateRangePicker', triggerRef, placement: 'bottom start' }],
        [DialogContext, dialogProps],
        [RangeCalendarContext, calendarProps],
      ]}
    >
      <Popover className={popover}>
        <Dialog style={{ outline: 'none' }}>
          <RangeCalendar className={styles.calendar}>
            <header className={styles.calendarHeader}>
              <Button
                slot="previous"
                className={fieldStyles.fieldButton}
                aria-label={t('datePicker.previousMonth')}
              >
                ‹
              </Button>
              <Heading className={styles.calendarHeading} />
              <Button slot="next" className={fieldStyles.fieldButton} aria-label={t('datePicker.nextMonth')}>
                ›
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </Provider>
  );
}
