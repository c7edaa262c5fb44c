import { ListBoxItem, Select } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const goals = [
  { id: 'awareness', name: 'Awareness' },
  { id: 'conversions', name: 'Conversions' },
  { id: 'traffic', name: 'Website traffic from listeners who heard the spot at least twice this week' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select<(typeof goals)[number]>,
  args: {
    label: 'Campaign goal',
    items: goals,
    children: (goal: (typeof goals)[number]) => <ListBoxItem id={goal.id}>{goal.name}</ListBoxItem>,
  },
} satisfies Meta<typeof Select<(typeof goals)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: 'conversions' } };
export const LongText: Story = { args: { defaultSelectedKey: 'traffic' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a goal' } };
export const Disabled: Story = { args: { isDisabled: true } };
