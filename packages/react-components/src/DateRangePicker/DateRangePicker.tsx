import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  type DateRangePickerRenderProps,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { FieldFrame, type FieldFrameProps } from '../FieldFrame/FieldFrame.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import * as fieldStyles from '../theme/field.css.ts';
import { popover } from '../theme/overlay.css.ts';
import * as styles from './DateRangePicker.css.ts';

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps<T extends DateValue>
  extends AriaDateRangePickerProps<T>,
    FieldFrameProps {}

/**
 * A start and end date typed segment by segment or picked on a calendar, in the provider's
 * locale (values are `@internationalized/date` dates).
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps<T>) {
  const t = useMessage();
  return (
    <AriaDateRangePicker
      {...props}
      className={composeClassName<DateRangePickerRenderProps>(fieldStyles.field, className)}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Group className={fieldStyles.group}>
          <DateInput slot="start" className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <span aria-hidden="true" className={styles.separator}>
            –
          </span>
          <DateInput slot="end" className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={fieldStyles.fieldButton} aria-label={t('datePicker.openCalendar')}>
            ▾
          </Button>
        </Group>
      </FieldFrame>
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
    </AriaDateRangePicker>
  );
}
