import {
  Button,
  Checkbox,
  ListBoxItem,
  NavigationMenu,
  PageHeader,
  ReadOnlyBanner,
  Select,
  Switch,
  TextField,
} from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOSTILE_CSS } from '../hostileCss.ts';

export default { title: 'Embedding' } satisfies Meta;

type Story = StoryObj;

/** A host page with `button { all: unset }` and `* { box-sizing: content-box }`. */
export const UnderHostileCss: Story = {
  render: () => (
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
  ),
};

/** A host page in a right-to-left script: every layout uses logical properties, so it mirrors. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <PageHeader
        title="Spring launch for the north-east region, podcasts and streaming, weekdays only"
        actions={<Button>Save</Button>}
      />
      <ReadOnlyBanner userRole={3} advertiserName="Acme" />
      <TextField label="Campaign name" defaultValue="Spring launch" description="Shown in reports." />
      <Checkbox defaultSelected>Open inventory only</Checkbox>
      <Switch defaultSelected>Pacing</Switch>
      <NavigationMenu
        advertiser="acme.example"
        currentSection="campaigns"
        sections={['dashboard', 'campaigns']}
      />
    </div>
  ),
};
