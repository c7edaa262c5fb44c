import { Pixels } from '@earshot/react-components';
import {
  createInMemoryPixelsApi,
  PIXELS_ADVERTISER_ID,
  type PixelsApiSeed,
} from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { waitForElement } from '../waitForElement.ts';

interface PixelsStoryProps {
  seed: PixelsApiSeed;
  isReadOnly?: boolean;
}

const meta = {
  title: 'Screens/Pixels',
  render: inMemoryScreen<PixelsStoryProps>(
    ({ seed }) => createInMemoryPixelsApi(seed).fetch,
    ({ isReadOnly = false }) => <Pixels advertiserId={PIXELS_ADVERTISER_ID} isReadOnly={isReadOnly} />,
  ),
  args: {
    seed: {
      events: [
        { name: 'page_view', type: 'page_view', count: 45 },
        { name: 'purchase', type: 'conversion', count: 3 },
        { name: 'newsletter_signup', type: 'custom', count: 7 },
      ],
      partners: ['AppsFlyer', 'Branch'],
    },
  },
} satisfies Meta<PixelsStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A verified pixel with events, a billable conversion to edit and two attribution partners. */
export const Verified: Story = {};

/** A new advertiser: no event yet, the pixel unverified with 'Re-verify', empty lists. */
export const Empty: Story = { args: { seed: {} } };

/** A view-only or reporting member: everything shows, nothing can be edited. */
export const ReadOnly: Story = { args: { isReadOnly: true } };

/** Requests never answer. */
export const Loading: Story = { args: { seed: { pending: true } } };

/** Every request fails. */
export const Failed: Story = { args: { seed: { failWith: 503 } } };

/** Event names as long as the pixel allows wrap instead of widening the page. */
export const LongText: Story = {
  args: {
    seed: {
      events: [{ name: '', type: 'conversion', count: 2 }],
      longName: `checkout_completed_with_gift_wrapping_and_express_delivery_${'x'.repeat(120)}`,
      partners: ['A partner with a very long name that goes on and on to test wrapping in the list'],
    },
  },
};

/** A tracking URL that breaks the macro rules: each broken rule is named under the field. */
export const InvalidTrackingUrl: Story = {
  play: async ({ canvasElement }) => {
    const field = await waitForElement<HTMLInputElement>(canvasElement, 'input[name="tracking_url"]');
    // Set the value as typing does, so React sees the change.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(field, 'https://t.example.com/i?a=1&&b=(x) #top');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  },
};
