import { today } from '@internationalized/date';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker.tsx';
import * as styles from './Reporting.css.ts';
import type { ReportingPeriod } from './reportingPeriod.ts';

/** Props of {@link ReportingPeriodPicker}. */
export interface ReportingPeriodPickerProps {
  label: string;
  period: ReportingPeriod;
  onChange: (period: ReportingPeriod) => void;
}

/**
 * The period of a dashboard or report: whole days, never after today (UTC). It only chooses what is
 * shown, so it is a search landmark, as filters are.
 */
export function ReportingPeriodPicker({ label, period, onChange }: ReportingPeriodPickerProps) {
  return (
    <search aria-label={label} className={styles.periodPicker}>
      <DateRangePicker
        label={label}
        value={period}
        maxValue={today('UTC')}
        onChange={(range) => {
          if (range) onChange({ start: range.start, end: range.end });
        }}
      />
    </search>
  );
}
