import type { Key } from 'react-aria-components';
import { useOpenAfterMount } from '../hooks/useOpenAfterMount.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import type { FilterSelectProps } from './FilterSelect.tsx';
import { Select } from './Select.tsx';

/** The select a {@link FilterSelectProps | FilterSelect} becomes once its code has loaded. */
export function LoadedFilterSelect<K extends string>({
  label,
  options,
  selectedKey,
  onSelectionChange,
  autoFocus,
  openOnMount,
}: FilterSelectProps<K> & { autoFocus: boolean; openOnMount: boolean }) {
  const [isOpen, setOpen] = useOpenAfterMount(openOnMount);
  return (
    <Select
      label={label}
      items={options}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onSelectionChange(String(key) as K);
      }}
      autoFocus={autoFocus}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      {(option) => <ListBoxItem id={option.id}>{option.label}</ListBoxItem>}
    </Select>
  );
}
