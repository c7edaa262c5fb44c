import { type CalendarDate, parseDate } from '@internationalized/date';
import { useController } from 'react-hook-form';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker.tsx';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useValidationMessage } from '../i18n/campaigns/useValidationMessage.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';

function toDate(value: string): CalendarDate | null {
  try {
    return value === '' ? null : parseDate(value);
  } catch {
    return null;
  }
}

/** The flight: start and end date, in one range picker; errors of either date show beneath it. */
export function FlightDates() {
  const t = useCampaignMessage();
  const translate = useValidationMessage();
  const { readOnly } = useCampaignEditor();
  const start = useController<CampaignFormValues, 'start_date'>({ name: 'start_date' });
  const end = useController<CampaignFormValues, 'end_date'>({ name: 'end_date' });
  const startDate = toDate(start.field.value);
  const endDate = toDate(end.field.value);
  const errors = [start.fieldState.error?.message, end.fieldState.error?.message]
    .filter((key): key is string => key !== undefined)
    .map(translate);
  return (
    <DateRangePicker<CalendarDate>
      label={t('campaigns.field.flightDates')}
      description={t('campaigns.field.flightDates.description')}
      value={startDate && endDate ? { start: startDate, end: endDate } : null}
      onChange={(range) => {
        start.field.onChange(range ? range.start.toString() : '');
        end.field.onChange(range ? range.end.toString() : '');
      }}
      onBlur={() => {
        start.field.onBlur();
        end.field.onBlur();
      }}
      isReadOnly={readOnly}
      validationBehavior="aria"
      isInvalid={errors.length > 0}
      errorMessage={errors.join(' ')}
    />
  );
}
