import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
// 2026-11-22 is a Sunday: day n of the week is n days later.
const SUNDAY = Date.UTC(2026, 10, 22);

interface Slot {
  day: number;
  hour: number;
}

const MOVES: Record<string, (slot: Slot) => Slot> = {
  ArrowLeft: ({ day, hour }) => ({ day, hour: Math.max(0, hour - 1) }),
  ArrowRight: ({ day, hour }) => ({ day, hour: Math.min(23, hour + 1) }),
  ArrowUp: ({ day, hour }) => ({ day: Math.max(0, day - 1), hour }),
  ArrowDown: ({ day, hour }) => ({ day: Math.min(6, day + 1), hour }),
  Home: ({ day }) => ({ day, hour: 0 }),
  End: ({ day }) => ({ day, hour: 23 }),
};

/**
 * The dayparting grid: a week of days by 24 hours (UTC). One cell is in the tab order; arrow
 * keys, Home and End move between cells, Space or Enter switches the hour on or off.
 */
export function DaypartingGrid() {
  const t = useCampaignMessage();
  const { date } = useFormatters();
  const { readOnly } = useCampaignEditor();
  const { field } = useController<CampaignFormValues, 'targeting.dayparting'>({
    name: 'targeting.dayparting',
  });
  const [focus, setFocus] = useState<Slot>({ day: 0, hour: 0 });
  const grid = useRef<HTMLTableElement>(null);
  const slots = field.value;
  const chosen = useMemo(() => new Set(slots.map(({ day, hour }) => day * 24 + hour)), [slots]);
  const dayNames = DAYS.map((day) => date(SUNDAY + day * 86_400_000, { weekday: 'long', timeZone: 'UTC' }));

  const toggle = ({ day, hour }: Slot) => {
    if (readOnly) return;
    field.onChange(
      chosen.has(day * 24 + hour)
        ? slots.filter((slot) => slot.day !== day || slot.hour !== hour)
        : [...slots, { day, hour }].sort((a, b) => a.day * 24 + a.hour - (b.day * 24 + b.hour)),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      const next = move(focus);
      setFocus(next);
      grid.current?.querySelector<HTMLElement>(`[data-slot="${next.day}-${next.hour}"]`)?.focus();
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle(focus);
    }
  };

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('campaigns.dayparting.description')}</p>
      <div className={styles.gridScroller}>
        <table
          ref={grid}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern, a table navigated cell by cell
          role="grid"
          aria-label={t('campaigns.dayparting.label')}
          aria-readonly={readOnly || undefined}
          aria-multiselectable="true"
          className={styles.daypartGrid}
        >
          <thead className={styles.daypartGroup}>
            <tr className={styles.daypartRow}>
              <td />
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className={styles.daypartHour}>
                  {String(hour).padStart(2, '0')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={styles.daypartGroup}>
            {DAYS.map((day) => (
              <tr key={day} className={styles.daypartRow}>
                <th scope="row" className={styles.daypartDay}>
                  {dayNames[day]}
                </th>
                {HOURS.map((hour) => {
                  const selected = chosen.has(day * 24 + hour);
                  const focused = focus.day === day && focus.hour === hour;
                  return (
                    <td
                      key={hour}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid pattern
                      role="gridcell"
                      data-slot={`${day}-${hour}`}
                      aria-selected={selected}
                      aria-label={t('campaigns.dayparting.cell', {
                        day: dayNames[day] ?? '',
                        hour: `${String(hour).padStart(2, '0')}:00`,
                      })}
                      tabIndex={focused ? 0 : -1}
                      data-selected={selected || undefined}
                      className={styles.daypartCell}
                      onFocus={() => setFocus({ day, hour })}
                      onClick={() => toggle({ day, hour })}
                      onKeyDown={onKeyDown}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.muted} aria-live="polite">
        {t('campaigns.dayparting.count', { count: slots.length })}
      </p>
      {readOnly ? null : (
        <div>
          <Button
            variant="secondary"
            size="small"
            onPress={() => field.onChange([])}
            isDisabled={slots.length === 0}
          >
            {t('campaigns.dayparting.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
