import { Button, Menu, MenuItem, MenuTrigger } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  render: () => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu onAction={(key) => console.log('action', key)}>
        <MenuItem id="duplicate">Duplicate</MenuItem>
        <MenuItem id="report" href="/acme.example/reporting">
          Open report
        </MenuItem>
        <MenuItem id="delete" isDanger>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

export const Open: Story = {
  render: () => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Actions</Button>
      <Menu>
        <MenuItem id="duplicate">Duplicate</MenuItem>
        <MenuItem id="archive" isDisabled>
          Archive
        </MenuItem>
        <MenuItem id="delete" isDanger>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};
