import { lazy, Suspense, useRef } from 'react';
// From react-aria's per-hook entries, as react-aria-components imports them: its main entry's
// declarations reach @internationalized/number's, which need the ES2023 library of a consumer.
import { type AriaDateRangePickerProps, useDateRangePicker } from 'react-aria/useDateRangePicker';
import { useFocusRing } from 'react-aria/useFocusRing';
import {
  Button,
  ButtonContext,
  DateFieldContext,
  DateInput,
  DateSegment,
  type DateValue,
  FieldErrorContext,
  Group,
  GroupContext,
  LabelContext,
  Provider,
  TextContext,
} from 'react-aria-components';
import { useDateRangePickerState } from 'react-stately';
import { FieldFrame, type FieldFrameProps } from '../FieldFrame/FieldFrame.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import * as fieldStyles from '../theme/field.css.ts';
import * as styles from './DateRangePicker.css.ts';

/**
 * The calendar and its popover (React Aria's calendars, overlays and focus containment) load when the
 * user reaches for the calendar button, or opens the calendar from the keyboard: a page shows the
 * typed dates, and most visits never open the calendar. React Aria's `DateRangePicker` component
 * would bring them with the fields, so the picker is put together from its hooks and contexts.
 */
const loadCalendar = () => import('./RangeCalendarPopover.tsx');
const RangeCalendarPopover = lazy(async () => ({ default: (await loadCalendar()).RangeCalendarPopover }));

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'label' | 'description' | 'errorMessage'>,
    FieldFrameProps {
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

/**
 * A start and end date typed segment by segment or picked on a calendar, in the provider's
 * locale (values are `@internationalized/date` dates). The root exposes `data-open`,
 * `data-invalid`, `data-disabled`, `data-readonly`, `data-required`, `data-focus-within` and
 * `data-focus-visible`.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps<T>) {
  const t = useMessage();
  const state = useDateRangePickerState({
    ...props,
    validationBehavior: props.validationBehavior ?? 'native',
  });
  const groupRef = useRef<HTMLDivElement>(null);
  const {
    groupProps,
    labelProps,
    startFieldProps,
    endFieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    ...validation
  } = useDateRangePicker(
    {
      ...props,
      label,
      description,
      ...(typeof errorMessage === 'string' ? { errorMessage } : {}),
      validationBehavior: props.validationBehavior ?? 'native',
    },
    state,
    groupRef,
  );
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ within: true });
  return (
    <div
      {...focusProps}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      data-focus-within={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-invalid={state.isInvalid || undefined}
      data-disabled={props.isDisabled || undefined}
      data-readonly={props.isReadOnly || undefined}
      data-required={props.isRequired || undefined}
      data-open={state.isOpen || undefined}
    >
      {/* What React Aria's DateRangePicker provides its label, fields, help and error. */}
      <Provider
        values={[
          [GroupContext, { ...groupProps, ref: groupRef, isInvalid: state.isInvalid }],
          [ButtonContext, { ...buttonProps, isPressed: state.isOpen }],
          [LabelContext, { ...labelProps, elementType: 'span' }],
          [DateFieldContext, { slots: { start: startFieldProps, end: endFieldProps } }],
          [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
          [FieldErrorContext, validation],
        ]}
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
            <Button
              className={fieldStyles.fieldButton}
              aria-label={t('datePicker.openCalendar')}
              // Pointing at or focusing the button starts the calendar's code, so it is there on press.
              onHoverStart={() => void loadCalendar()}
              onFocus={() => void loadCalendar()}
            >
              ▾
            </Button>
          </Group>
        </FieldFrame>
      </Provider>
      {state.isOpen ? (
        <Suspense fallback={null}>
          <RangeCalendarPopover
            state={state}
            triggerRef={groupRef}
            dialogProps={dialogProps}
            calendarProps={calendarProps}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
