import { AccountDetails } from '@earshot/react-components';
import { ACME_ID, type AccountApiSeed, createInMemoryAccountApi } from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { waitForElement } from '../waitForElement.ts';

interface AccountStoryProps {
  seed: AccountApiSeed;
  isReadOnly?: boolean;
}

const meta = {
  title: 'Screens/Account details',
  render: inMemoryScreen<AccountStoryProps>(
    ({ seed }) => createInMemoryAccountApi(seed).fetch,
    ({ isReadOnly = false }) => (
      <AccountDetails
        advertiserId={ACME_ID}
        isReadOnly={isReadOnly}
        onAdvertiserChange={(advertiser) => console.log('switch to', advertiser.name)}
      />
    ),
  ),
  args: { seed: {} },
} satisfies Meta<AccountStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An editor of two advertisers: their details, the advertiser's, and the switcher. */
export const Editable: Story = {};

/** A new account: no name yet and an advertiser without a logo. */
export const Empty: Story = { args: { seed: { user: { first_name: '', last_name: '' } } } };

/** A view-only member: the advertiser shows but cannot change; their own details can. */
export const ReadOnly: Story = { args: { seed: { role: 3 }, isReadOnly: true } };

/** Requests never answer. */
export const Loading: Story = { args: { seed: { pending: true } } };

/** Every request fails. */
export const Failed: Story = { args: { seed: { failWith: 503 } } };

/** Names as long as the fields allow wrap instead of widening the page. */
export const LongText: Story = {
  args: {
    seed: {
      user: { first_name: 'Maximiliana-Alexandrina', last_name: 'Vandenberghe-Oppenheimer-Castellanos' },
      advertiser: {
        name: `The Extraordinarily Long Named Audio Advertising Company ${'of the North '.repeat(8)}`,
      },
    },
  },
};

/** Saving an invalid e-mail and an empty name: each field says what it needs. */
export const InvalidInput: Story = {
  args: { seed: { user: { first_name: '', email: 'olivia@' } } },
  play: async ({ canvasElement }) => {
    const save = await waitForElement(canvasElement, 'form button[type="submit"]');
    save.click();
  },
};
