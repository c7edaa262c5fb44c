import { Breadcrumbs } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Frame/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Campaigns', href: '/acme/campaigns' },
      { label: 'Spring Sale', href: '/acme/campaigns/c1/general-information' },
      { label: 'Targeting' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CampaignTab: Story = {};

export const Item: Story = {
  args: { items: [{ label: 'Creatives', href: '/acme/creatives' }, { label: 'Holiday teaser' }] },
};

/** Long names wrap in a phone-wide column instead of widening the page. */
export const LongNamesNarrow: Story = {
  args: {
    items: [
      { label: 'Inventory', href: '/acme/inventory' },
      { label: 'The Late Night Language Learning Roundtable and other podcasts for commuters' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '358px' }}>
        <Story />
      </div>
    ),
  ],
};
