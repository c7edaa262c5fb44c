import { CreateAdvertiser } from '@earshot/react-components';
import { advertiserFixture, jsonResponse, notFound } from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { waitForElement } from '../waitForElement.ts';

/** POST /companies in memory: answers the new advertiser, without a logo upload policy. */
async function createAdvertiserApi(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/v1/, '');
  if (path !== '/companies' || request.method !== 'POST') return notFound();
  const body = (await request.json()) as { name: string; url: string; category: string };
  const advertiser = advertiserFixture(crypto.randomUUID(), body.name, body.url);
  return jsonResponse(
    { advertiser: { ...advertiser, category: body.category, onboarded: false }, s3_data: null },
    201,
  );
}

const meta = {
  title: 'Screens/Create an advertiser',
  render: inMemoryScreen<object>(
    () => createAdvertiserApi,
    () => <CreateAdvertiser onCreated={(advertiser) => console.log('created', advertiser.name)} />,
  ),
  args: {},
} satisfies Meta<object>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account's first advertiser: name, website, category and an optional logo. */
export const Empty: Story = {};

/** Sent empty: each field says what it needs, and nothing is sent. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const create = await waitForElement(canvasElement, 'form button[type="submit"]');
    create.click();
  },
};
