import { Button, Checkbox, ListBoxItem, Select, TextField } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOSTILE_CSS } from '../hostileCss.ts';

function HostPage() {
  return (
    <>
      <style>{HOSTILE_CSS}</style>
      <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
        <Button>Save campaign</Button>
        <TextField label="Campaign name" defaultValue="Spring launch" />
        <Checkbox defaultSelected>Open inventory only</Checkbox>
        <Select label="Goal" defaultSelectedKey="awareness">
          <ListBoxItem id="awareness">Awareness</ListBoxItem>
          <ListBoxItem id="conversions">Conversions</ListBoxItem>
        </Select>
      </div>
    </>
  );
}

const meta = {
  title: 'Embedding/Hostile host CSS',
  component: HostPage,
} satisfies Meta<typeof HostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A host page with `button { all: unset }` and `* { box-sizing: content-box }`. */
export const UnderHostileCss: Story = {};
