import { ReloadPrompt } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Feedback/ReloadPrompt',
  component: ReloadPrompt,
  args: {
    appName: 'Earshot',
    offlineReady: false,
    needRefresh: true,
    onUpdate: () => new Promise((resolve) => setTimeout(resolve, 2000)),
    onClose: () => {},
  },
} satisfies Meta<typeof ReloadPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NeedRefresh: Story = {};
export const OfflineReady: Story = { args: { offlineReady: true, needRefresh: false } };
