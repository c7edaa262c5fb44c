import { Button, DialogTrigger, Popover } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    'aria-label': 'About pacing',
    children: 'Pacing spreads the budget evenly across the flight dates.',
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">What is pacing?</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
};

export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">What is pacing?</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
};
