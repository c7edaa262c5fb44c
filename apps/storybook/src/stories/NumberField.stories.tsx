import { NumberField } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: {
    label: 'Budget',
    defaultValue: 2000,
    minValue: 0,
    formatOptions: { style: 'currency', currency: 'USD' },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {};
export const Percent: Story = {
  args: { label: 'Pacing', defaultValue: 0.08, formatOptions: { style: 'percent' }, step: 0.01 },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'The minimum budget is 2000' } };
export const ReadOnly: Story = { args: { isReadOnly: true } };
