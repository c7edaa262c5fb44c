import { Button, ConfirmDialog, Dialog, DialogTrigger, TextField } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: 'Rename the campaign' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    defaultOpen: true,
    children: <TextField label="Campaign name" defaultValue="Spring launch" />,
    footer: <Button>Save</Button>,
  },
};

export const WithTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Rename</Button>
      <Dialog {...args}>
        <TextField label="Campaign name" />
      </Dialog>
    </DialogTrigger>
  ),
};

function ConfirmDelete() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete creative
      </Button>
      <ConfirmDialog
        title="Delete this creative?"
        isOpen={isOpen}
        onOpenChange={setOpen}
        onConfirm={() => new Promise((resolve) => setTimeout(resolve, 1500))}
        isDestructive
        confirmLabel="Delete"
      >
        It stops playing in every campaign that uses it.
      </ConfirmDialog>
    </>
  );
}

export const Confirm: Story = { render: () => <ConfirmDelete /> };
