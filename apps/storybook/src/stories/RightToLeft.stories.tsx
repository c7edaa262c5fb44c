import {
  Button,
  Checkbox,
  NavigationMenu,
  PageHeader,
  ReadOnlyBanner,
  Switch,
  TextField,
} from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** A host page in a right-to-left script: every layout uses logical properties, so it mirrors. */
function RightToLeftPage() {
  return (
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
  );
}

const meta = {
  title: 'Embedding/Right to left',
  component: RightToLeftPage,
} satisfies Meta<typeof RightToLeftPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MirroredLayout: Story = {};
