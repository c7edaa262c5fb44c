import { sortAdvertisersByName } from '@earshot/sdk-core';
import { useMemo } from 'react';
import { useMessage } from '../i18n/useMessage.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { Select } from '../Select/Select.tsx';

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

/** Picks the active advertiser among the user's own, sorted by name (spec §3). */
export function AdvertiserSwitcher<A extends SwitcherAdvertiser>({
  advertisers,
  selectedId,
  onSelect,
  label,
  className,
}: AdvertiserSwitcherProps<A>) {
  const t = useMessage();
  const sorted = useMemo(() => sortAdvertisersByName(advertisers), [advertisers]);
  return (
    <Select
      label={label ?? t('advertiserSwitcher.label')}
      items={sorted}
      selectedKey={selectedId}
      onSelectionChange={(key) => {
        const advertiser = sorted.find((candidate) => candidate.id === key);
        if (advertiser) onSelect(advertiser);
      }}
      {...(className ? { className } : {})}
    >
      {(advertiser) => <ListBoxItem id={advertiser.id}>{advertiser.name}</ListBoxItem>}
    </Select>
  );
}
