import { useOpenAfterMount } from '../hooks/useOpenAfterMount.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { Select } from '../Select/Select.tsx';
import type { SwitcherAdvertiser } from './AdvertiserSwitcher.tsx';

/** Props of {@link AdvertiserSelect}. */
export interface AdvertiserSelectProps {
  /** The advertisers, already sorted by name. */
  advertisers: readonly SwitcherAdvertiser[];
  selectedId: string | null;
  onSelect: (advertiser: SwitcherAdvertiser) => void;
  label: string;
  className: string | undefined;
  /** Focus the button on mount: it replaces the stand-in that had focus. */
  autoFocus: boolean;
  /** Open the list once the button has focus: the stand-in was pressed before this code arrived. */
  openOnMount: boolean;
}

/** The advertiser switcher's select, loaded when the user first reaches for it (see `AdvertiserSwitcher`). */
export function AdvertiserSelect({
  advertisers,
  selectedId,
  onSelect,
  label,
  className,
  autoFocus,
  openOnMount,
}: AdvertiserSelectProps) {
  const [isOpen, setOpen] = useOpenAfterMount(openOnMount);
  return (
    <Select
      label={label}
      items={advertisers}
      selectedKey={selectedId}
      isOpen={isOpen}
      onOpenChange={setOpen}
      autoFocus={autoFocus}
      onSelectionChange={(key) => {
        const advertiser = advertisers.find((candidate) => candidate.id === key);
        if (advertiser) onSelect(advertiser);
      }}
      {...(className ? { className } : {})}
    >
      {(advertiser) => <ListBoxItem id={advertiser.id}>{advertiser.name}</ListBoxItem>}
    </Select>
  );
}
