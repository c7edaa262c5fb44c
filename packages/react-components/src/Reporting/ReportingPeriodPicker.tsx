import { today } from '@internationalized/date';
import { useLoadOnReach } from '../hooks/useLoadOnReach.ts';
import { useOpenAfterMount } from '../hooks/useOpenAfterMount.ts';
import { PeriodPickerStandIn } from './PeriodPickerStandIn.tsx';
import * as styles from './Reporting.css.ts';
import type { ReportingPeriod } from './reportingPeriod.ts';

// The date fields (React Aria's date segments and their state) load when the user reaches for them.
const loadPicker = () => import('../DateRangePicker/DateRangePicker.tsx');
type PickerModule = Awaited<ReturnType<typeof loadPicker>>;

/** Props of {@link ReportingPeriodPicker}. */
export interface ReportingPeriodPickerProps {
  label: string;
  period: ReportingPeriod;
  onChange: (period: ReportingPeriod) => void;
}

/**
 * The period of a dashboard or report: whole days, never after today (UTC). It only chooses what is
 * shown, so it is a search landmark, as filters are. Until the user reaches for it, a stand-in of the
 * same look shows the period (see `useLoadOnReach`): a dashboard paints without the date fields' code.
 */
export function ReportingPeriodPicker({ label, period, onChange }: ReportingPeriodPickerProps) {
  const { loaded, standInProps, autoFocus, openOnMount } = useLoadOnReach(loadPicker);
  return (
    <search aria-label={label} className={styles.periodPicker}>
      {loaded ? (
        <LoadedPeriodPicker
          module={loaded}
          label={label}
          period={period}
          onChange={onChange}
          autoFocus={autoFocus}
          openOnMount={openOnMount}
        />
      ) : (
        <PeriodPickerStandIn label={label} period={period} standInProps={standInProps} />
      )}
    </search>
  );
}

function LoadedPeriodPicker({
  module,
  label,
  period,
  onChange,
  autoFocus,
  openOnMount,
}: ReportingPeriodPickerProps & { module: PickerModule; autoFocus: boolean; openOnMount: boolean }) {
  const [isOpen, setOpen] = useOpenAfterMount(openOnMount);
  return (
    <module.DateRangePicker
      label={label}
      value={period}
      maxValue={today('UTC')}
      // Focused from the keyboard, the fields take the focus; pressed, the calendar opening takes it.
      autoFocus={autoFocus && !openOnMount}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onChange={(range) => {
        if (range) onChange({ start: range.start, end: range.end });
      }}
    />
  );
}
