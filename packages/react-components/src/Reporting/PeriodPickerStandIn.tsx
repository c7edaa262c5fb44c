import type { CalendarDate } from '@internationalized/date';
import { useId } from 'react';
import { useDateFormatter } from 'react-aria/useDateFormatter';
import { Button, Group } from 'react-aria-components';
import * as dateStyles from '../DateRangePicker/DateRangePicker.css.ts';
import type { LoadOnReach } from '../hooks/useLoadOnReach.ts';
import { useMessage } from '../i18n/useMessage.ts';
import * as fieldStyles from '../theme/field.css.ts';
import type { ReportingPeriod } from './reportingPeriod.ts';

/** Props of {@link PeriodPickerStandIn}. */
export interface PeriodPickerStandInProps {
  label: string;
  period: ReportingPeriod;
  standInProps: LoadOnReach<unknown>['standInProps'];
}

/**
 * The period picker as it looks before its code has loaded: the label, both dates in the segments'
 * format of the locale (`DateRangePicker` shows them so) and the calendar button. Pointing at it,
 * focusing its button or pressing it loads the picker (see `useLoadOnReach`), which takes the focus
 * when the stand-in had it and opens its calendar when the button was pressed.
 */
export function PeriodPickerStandIn({ label, period, standInProps }: PeriodPickerStandInProps) {
  const t = useMessage();
  const labelId = useId();
  // The provider's locale, with React Aria's cache of formatters, as the date fields format theirs.
  const formatter = useDateFormatter({ year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const segments = (date: CalendarDate) =>
    formatter.formatToParts(date.toDate('UTC')).map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one formatted date, in their order
      <span key={index} className={dateStyles.segment} data-type={part.type}>
        {part.value}
      </span>
    ));
  return (
    <div className={fieldStyles.field} onPointerEnter={standInProps.onHoverStart}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <Group aria-labelledby={labelId} className={fieldStyles.group}>
        <div className={dateStyles.dateInput}>{segments(period.start)}</div>
        <span aria-hidden="true" className={dateStyles.separator}>
          –
        </span>
        <div className={dateStyles.dateInput}>{segments(period.end)}</div>
        <Button
          className={fieldStyles.fieldButton}
          aria-label={t('datePicker.openCalendar')}
          {...standInProps}
        >
          ▾
        </Button>
      </Group>
    </div>
  );
}
