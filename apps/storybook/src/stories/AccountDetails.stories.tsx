import { AccountDetails, PlatformProvider } from '@earshot/react-components';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ACME_ID } from '../../../../packages/react-components/src/AccountDetails/test/accountFixtures.ts';
import {
  type AccountApiSeed,
  createInMemoryAccountApi,
} from '../../../../packages/react-components/src/AccountDetails/test/inMemoryAccountApi.ts';
import { appearances } from '../withPlatform.tsx';

interface AccountStoryProps {
  seed: AccountApiSeed;
  isReadOnly?: boolean;
  theme?: string;
  locale?: string;
}

/** The account details screen over the in-memory account API. */
function AccountStory({ seed, isReadOnly = false, theme = 'light', locale = 'en' }: AccountStoryProps) {
  const [client] = useState(() => ({
    baseUrl: 'https://api.example.test/v1',
    tokenStore: createMemoryTokenStore(),
    fetch: createInMemoryAccountApi(seed).fetch,
  }));
  return (
    <PlatformProvider client={client} appearance={appearances[theme] ?? appearances.light} locale={locale}>
      <AccountDetails
        advertiserId={ACME_ID}
        isReadOnly={isReadOnly}
        onAdvertiserChange={(advertiser) => console.log('switch to', advertiser.name)}
      />
    </PlatformProvider>
  );
}

const meta = {
  title: 'Screens/Account details',
  component: AccountStory,
  render: (args, context) => (
    <AccountStory
      {...args}
      theme={String(context.globals.theme ?? 'light')}
      locale={String(context.globals.locale ?? 'en')}
    />
  ),
  args: { seed: {} },
} satisfies Meta<typeof AccountStory>;

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

/** Resolves with the first element matching `selector` once the screen has rendered it. */
async function waitForElement(root: HTMLElement, selector: string): Promise<HTMLElement> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = root.querySelector<HTMLElement>(selector);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${selector} rendered`);
}
