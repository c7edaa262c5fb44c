import {
  AdvertiserSwitcher,
  Button,
  ErrorBoundary,
  NavigationMenu,
  PageHeader,
  ReadOnlyBanner,
} from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Frame/PageHeader',
  component: PageHeader,
  args: { title: 'Campaigns' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  args: { description: 'Every campaign of Acme.', actions: <Button>New campaign</Button> },
};
export const LongText: Story = {
  args: {
    title: 'Spring launch for the north-east region, podcasts and streaming, weekdays only',
    actions: (
      <>
        <Button variant="secondary">Duplicate</Button>
        <Button>Save</Button>
      </>
    ),
  },
};

const advertisers = [
  { id: 'a', name: 'Acme' },
  { id: 'b', name: 'Bravo Audio' },
  { id: 'c', name: 'Émile & Sons Podcasts International' },
];

export const Switcher: Story = {
  render: () => <AdvertiserSwitcher advertisers={advertisers} selectedId="a" onSelect={() => {}} />,
};

export const Navigation: Story = {
  render: () => <NavigationMenu advertiser="acme.example" currentSection="campaigns" />,
};

export const ReadOnlyViewOnly: Story = {
  render: () => <ReadOnlyBanner userRole={3} advertiserName="Acme" />,
};

export const ReadOnlyReporting: Story = {
  render: () => <ReadOnlyBanner userRole={4} advertiserName="Acme" />,
};

function Broken(): never {
  throw new Error('Failed to load dashboard metrics');
}

export const ErrorWithRetry: Story = {
  render: () => (
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>
  ),
};
