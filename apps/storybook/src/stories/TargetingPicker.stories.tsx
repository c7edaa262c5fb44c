import { TargetingPicker, type TargetingPickerProps } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const COUNTRIES = [
  { id: 'BR', label: 'Brazil', detail: 'BR' },
  { id: 'CA', label: 'Canada', detail: 'CA' },
  { id: 'CI', label: 'Côte d’Ivoire', detail: 'CI' },
  { id: 'FR', label: 'France', detail: 'FR' },
  { id: 'DE', label: 'Germany', detail: 'DE' },
  { id: 'GB', label: 'United Kingdom of Great Britain and Northern Ireland', detail: 'GB' },
  { id: 'US', label: 'United States', detail: 'US' },
];

type PickerArgs = Omit<TargetingPickerProps, 'value' | 'onChange'> & { initial?: string[] };

/**
 * The picker keeping its chosen values, as a form field would. Its open suggestions have no story:
 * while they are open, React Aria hides the rest of the page from assistive technology, which an axe
 * check of a still page reads as hidden focusable elements; the picker's tests cover them.
 */
function Picker({ initial = [], ...props }: PickerArgs) {
  const [value, setValue] = useState(initial);
  return <TargetingPicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Primitives/TargetingPicker',
  render: (args) => <Picker {...args} />,
  args: {
    label: 'Countries',
    description: 'Countries to reach; type a name to find one.',
    options: COUNTRIES,
  },
} satisfies Meta<PickerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

/** Chosen values as tags with their names; an id no option names (stored earlier) shows as it is. */
export const Chosen: Story = { args: { initial: ['DE', 'FR', 'GB', 'XK'] } };

/** The choices are still loading. */
export const Loading: Story = { args: { options: [], status: 'loading', initial: ['US'] } };

/** The choices could not be loaded: the user may try again; chosen values stay. */
export const LoadFailed: Story = {
  args: { options: [], status: 'failed', initial: ['US'], onRetry: () => console.log('retry') },
};

/** A caller's search of a service under way. */
export const Searching: Story = {
  args: {
    label: 'Regions',
    options: [],
    chosenOptions: [{ id: 'US-CA', label: 'California, United States', detail: 'US-CA' }],
    onSearch: () => undefined,
    status: 'loading',
    initial: ['US-CA'],
  },
};

export const Invalid: Story = {
  args: { initial: ['DE'], errorMessage: 'This list can hold at most 500 entries.' },
};

export const ReadOnly: Story = { args: { initial: ['DE', 'US', 'XK'], isReadOnly: true } };

export const ReadOnlyNothingChosen: Story = { args: { isReadOnly: true } };

/** At phone width, long names wrap inside their tags. */
export const Narrow: Story = {
  args: { initial: ['GB', 'CI', 'US', 'DE', 'FR'] },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '358px' }}>
        <Story />
      </div>
    ),
  ],
};
