import { DropZone } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Primitives/DropZone',
  component: DropZone,
  args: { onFiles: (files: File[]) => console.log(files.map((file) => file.name)) },
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AudioOnly: Story = {
  args: { acceptedFileTypes: ['audio/mpeg', 'audio/wav'], prompt: 'Drop an MP3 or WAV spot here' },
};
export const Disabled: Story = { args: { isDisabled: true } };
