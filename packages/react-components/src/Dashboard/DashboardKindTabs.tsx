import { DASHBOARD_KINDS, type DashboardKind } from '@earshot/validators';
import { type KeyboardEvent, type RefObject, useRef } from 'react';
import { useLocale } from 'react-aria/I18nProvider';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import * as tabStyles from '../Tabs/Tabs.css.ts';

/** Props of {@link DashboardKindTabs}. */
export interface DashboardKindTabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  /** The dashboard shown. */
  selected: DashboardKind;
  /** Called when the user picks another dashboard. */
  onSelect: (kind: DashboardKind) => void;
  /** The visible name of each dashboard. */
  nameOf: (kind: DashboardKind) => string;
  /** The id of a dashboard's tab, which its panel is labelled by. */
  tabId: (kind: DashboardKind) => string;
  /** The id of the shown dashboard's panel, which its tab controls. */
  panelId: string;
}

/**
 * The row of dashboard tabs, after the WAI-ARIA tabs pattern with automatic activation: one tab stop
 * on the selected tab; the arrow keys (mirrored right to left), Home and End move to a tab and show
 * its dashboard, wrapping at the ends. The same look and `data-*` states as `Tab`, without the
 * collection machinery a list of three fixed tabs does not need.
 */
export function DashboardKindTabs({
  label,
  selected,
  onSelect,
  nameOf,
  tabId,
  panelId,
}: DashboardKindTabsProps) {
  const { direction } = useLocale();
  const tabs = useRef(new Map<DashboardKind, HTMLDivElement>());
  const kinds = DASHBOARD_KINDS.map(({ value }) => value);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = indexAfterKey(event.key, kinds.indexOf(selected), kinds.length, direction === 'rtl');
    const target = index === null ? undefined : kinds[index];
    if (target === undefined) return;
    event.preventDefault();
    tabs.current.get(target)?.focus();
    if (target !== selected) onSelect(target);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={tabStyles.tabList}
      onKeyDown={onKeyDown}
    >
      {kinds.map((kind) => (
        <KindTab
          key={kind}
          id={tabId(kind)}
          name={nameOf(kind)}
          isSelected={kind === selected}
          panelId={panelId}
          onSelect={() => {
            if (kind !== selected) onSelect(kind);
          }}
          refs={tabs}
          kind={kind}
        />
      ))}
    </div>
  );
}

/** The tab a key moves to among `count`, from the one at `at`, wrapping at the ends; `null` for other keys. */
function indexAfterKey(key: string, at: number, count: number, isRtl: boolean): number | null {
  switch (key) {
    case isRtl ? 'ArrowLeft' : 'ArrowRight':
      return (at + 1) % count;
    case isRtl ? 'ArrowRight' : 'ArrowLeft':
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

interface KindTabProps {
  id: string;
  kind: DashboardKind;
  name: string;
  isSelected: boolean;
  panelId: string;
  onSelect: () => void;
  refs: RefObject<Map<DashboardKind, HTMLDivElement>>;
}

/** One tab: `data-selected`, `data-hovered` and `data-focus-visible` style it as `Tab` does. */
function KindTab({ id, kind, name, isSelected, panelId, onSelect, refs }: KindTabProps) {
  const { isFocusVisible, focusProps } = useFocusRing();
  const { isHovered, hoverProps } = useHover({});
  return (
    // Arrow keys, Home and End are the tab list's; a click or a tap selects.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tab list handles the keyboard (WAI-ARIA tabs)
    <div
      {...focusProps}
      {...hoverProps}
      ref={(element) => {
        if (element) refs.current.set(kind, element);
        else refs.current.delete(kind);
      }}
      id={id}
      role="tab"
      aria-selected={isSelected}
      aria-controls={isSelected ? panelId : undefined}
      tabIndex={isSelected ? 0 : -1}
      className={tabStyles.tab}
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      onClick={onSelect}
    >
      {name}
    </div>
  );
}
