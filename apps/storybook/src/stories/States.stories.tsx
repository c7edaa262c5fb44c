import { Button, EmptyState, Skeleton } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Feedback/EmptyState and Skeleton',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const EmptyWithAction: Story = {
  args: {
    title: 'No campaigns yet',
    description: 'Campaigns play your creatives on the inventory you choose.',
    action: <Button>New campaign</Button>,
  },
};
export const LongText: Story = {
  args: {
    title: 'No audiences match the filters you chose for this advertiser in the selected date range',
    description:
      'Try removing a filter, widening the date range, or creating an audience from a pixel event of this advertiser.',
  },
};
export const Loading: Story = { render: () => <Skeleton lines={4} /> };
