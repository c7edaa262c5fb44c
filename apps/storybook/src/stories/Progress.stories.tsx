import { Meter, ProgressBar } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Feedback/ProgressBar and Meter',
  component: ProgressBar,
  args: { label: 'Uploading spot.mp3', value: 42 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Progress: Story = {};
export const Indeterminate: Story = { args: { isIndeterminate: true, label: 'Exporting events' } };
export const Complete: Story = { args: { value: 100 } };
export const BudgetMeter: Story = {
  render: () => <Meter label="Budget spent" value={1500} maxValue={2000} />,
};
