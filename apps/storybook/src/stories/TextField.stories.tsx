import { TextField } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Campaign name', placeholder: 'Spring launch' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'Shown in reports and invoices.' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Name is required' } };
export const ReadOnly: Story = { args: { isReadOnly: true, value: 'Spring launch 2026' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongText: Story = {
  args: {
    label: 'The name advertisers and agencies see in every report and invoice of this campaign',
    defaultValue: 'Spring launch for the north-east region, podcasts and streaming, weekdays only',
  },
};
