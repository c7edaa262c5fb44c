import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogTrigger,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  TextField,
} from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';

export default { title: 'Overlays' } satisfies Meta;

type Story = StoryObj;

const RENAME = 'Rename the campaign';

export const DialogOpen: Story = {
  render: () => (
    <Dialog title={RENAME} defaultOpen footer={<Button>Save</Button>}>
      <TextField label="Campaign name" defaultValue="Spring launch" />
    </Dialog>
  ),
};

export const DialogWithTrigger: Story = {
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">Rename</Button>
      <Dialog title={RENAME}>
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

export const DialogConfirm: Story = { render: () => <ConfirmDelete /> };

/** The actions of a campaign behind their button: duplicate, `children`, delete. */
function CampaignActions({ defaultOpen = false, children }: { defaultOpen?: boolean; children: ReactNode }) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary">Actions</Button>
      <Menu onAction={(key) => console.log('action', key)}>
        <MenuItem id="duplicate">Duplicate</MenuItem>
        {children}
        <MenuItem id="delete" isDanger>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

export const MenuActions: Story = {
  render: () => (
    <CampaignActions>
      <MenuItem id="report" href="/acme.example/reporting">
        Open report
      </MenuItem>
    </CampaignActions>
  ),
};

export const MenuOpen: Story = {
  render: () => (
    <CampaignActions defaultOpen>
      <MenuItem id="archive" isDisabled>
        Archive
      </MenuItem>
    </CampaignActions>
  ),
};

/** The pacing explanation behind its button; open from the start with `defaultOpen`. */
function PacingPopover({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary">What is pacing?</Button>
      <Popover aria-label="About pacing">Pacing spreads the budget evenly across the flight dates.</Popover>
    </DialogTrigger>
  );
}

export const PopoverDefault: Story = { render: () => <PacingPopover /> };
export const PopoverOpen: Story = { render: () => <PacingPopover defaultOpen /> };
