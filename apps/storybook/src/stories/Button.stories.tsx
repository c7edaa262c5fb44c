import { Button } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save campaign' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Quiet: Story = { args: { variant: 'quiet' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete creative' } };
export const Small: Story = { args: { size: 'small' } };
export const Loading: Story = { args: { isPending: true, children: 'Uploading' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongText: Story = {
  args: { children: 'Save the campaign and continue to the targeting step of the editor' },
};
