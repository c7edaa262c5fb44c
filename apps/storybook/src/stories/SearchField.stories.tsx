import { SearchField } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: { label: 'Search inventory', placeholder: 'Podcast, station or stream' },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: 'morning news' } };
export const Disabled: Story = { args: { isDisabled: true } };
