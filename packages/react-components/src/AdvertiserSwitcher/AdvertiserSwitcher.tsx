import { sortAdvertisersByName } from '@earshot/sdk-core';
import { useId, useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useLoadOnReach } from '../hooks/useLoadOnReach.ts';
import { useMessage } from '../i18n/useMessage.ts';
import * as selectStyles from '../Select/Select.css.ts';
import * as fieldStyles from '../theme/field.css.ts';

/** What the switcher needs of an advertiser. */
export interface SwitcherAdvertiser {
  /** The advertiser's uuid. */
  id: string;
  /** The advertiser's name. */
  name: string;
}

/** Props of {@link AdvertiserSwitcher}. */
export interface AdvertiserSwitcherProps<A extends SwitcherAdvertiser> {
  /** The user's advertisers; they are listed sorted by name. */
  advertisers: readonly A[];
  /** The uuid of the active advertiser. */
  selectedId: string | null;
  /** Called with the advertiser the user picked. */
  onSelect: (advertiser: A) => void;
  /**
   * The visible label.
   * @default the translated 'Advertiser'
   */
  label?: string;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

// The select's code (React Aria's collections, list box and popover) is most of what an app header
// weighs, and most visits never open the switcher: it loads when the user reaches for it.
const loadSelect = () => import('./AdvertiserSelect.tsx');

/**
 * Picks the active advertiser among the user's own, sorted by name (spec §3). Until the user reaches
 * for it, it is a stand-in drawn and named like the select's button (see `useLoadOnReach`).
 */
export function AdvertiserSwitcher<A extends SwitcherAdvertiser>({
  advertisers,
  selectedId,
  onSelect,
  label,
  className,
}: AdvertiserSwitcherProps<A>) {
  const t = useMessage();
  const sorted = useMemo(() => sortAdvertisersByName(advertisers), [advertisers]);
  const { loaded, standInProps, autoFocus, openOnMount } = useLoadOnReach(loadSelect);
  const labelText = label ?? t('advertiserSwitcher.label');
  const labelId = useId();
  const valueId = useId();
  const selected = sorted.find((advertiser) => advertiser.id === selectedId);
  // The select's own markup, closed: its root, label and button, with the same classes and names.
  const standIn = (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={fieldStyles.label}>
        {labelText}
      </span>
      <Button
        className={selectStyles.trigger}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-haspopup="listbox"
        aria-expanded={false}
        {...standInProps}
      >
        <span id={valueId} className={selectStyles.value} data-placeholder={selected ? undefined : true}>
          {selected?.name ?? t('select.placeholder')}
        </span>
        <span aria-hidden="true">▾</span>
      </Button>
    </div>
  );
  if (!loaded) return standIn;
  return (
    <loaded.AdvertiserSelect
      advertisers={sorted}
      selectedId={selectedId}
      onSelect={(advertiser) => {
        const picked = sorted.find((candidate) => candidate.id === advertiser.id);
        if (picked) onSelect(picked);
      }}
      label={labelText}
      className={className}
      autoFocus={autoFocus}
      openOnMount={openOnMount}
    />
  );
}
