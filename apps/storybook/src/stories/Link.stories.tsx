import { Link } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/acme.example/campaigns', children: 'Open campaigns' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { isDisabled: true } };
export const LongText: Story = {
  args: { children: 'Read how pacing spreads the budget of a campaign evenly across its flight dates' },
};
