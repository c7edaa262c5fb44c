import { PlatformProvider, Team } from '@earshot/react-components';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { appearances } from '../withPlatform.tsx';

const ADVERTISER_ID = '5d7f9b10-2c3e-4a5b-8d6f-1e2a3b4c5d01';
const ROLES = [
  { id: 1, name: 'Admin', can_edit: true },
  { id: 2, name: 'Editor', can_edit: true },
  { id: 3, name: 'View only', can_edit: false },
  { id: 4, name: 'Reporting', can_edit: false },
  { id: 7, name: 'CPA user', can_edit: false },
];
const member = (n: number, first: string, last: string, role: number, status = 'active') => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `${first.toLowerCase()}@rosas-bakery.com`,
  first_name: first,
  last_name: last,
  user_role: role,
  status,
  created_at: '2026-11-01T09:00:00Z',
});
const MEMBERS = [
  member(1, 'Rosa', 'Díaz', 1),
  member(2, 'Eddie', 'Baker', 2),
  member(3, 'Vera', 'Stone', 3, 'invited'),
  member(4, 'Rita', 'Ng', 4),
];
const LONG_MEMBERS = [
  ...MEMBERS,
  {
    ...member(5, 'Maximiliana-Josefina', 'Vandenberghe-Oyelaran-Castellanos', 7, 'invited'),
    email: 'maximiliana-josefina.vandenberghe-oyelaran-castellanos@agency-with-a-long-name.com',
  },
];

interface TeamStoryProps {
  members?: typeof MEMBERS;
  isReadOnly?: boolean;
  /** Requests never answer. */
  pending?: boolean;
  /** Requests answer 503. */
  failing?: boolean;
  theme?: string;
  locale?: string;
}

/** An in-memory team API with the roles list. */
function teamApi(seed: Required<Pick<TeamStoryProps, 'members' | 'pending' | 'failing'>>) {
  let members = [...seed.members];
  let next = 100;
  return async (request: Request) => {
    if (seed.pending) return new Promise<Response>(() => undefined);
    // No `Message`: the failure shows in the screen's error state, not also as a toast.
    if (seed.failing) return new Response(null, { status: 503 });
    const path = new URL(request.url).pathname;
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path.endsWith('/users/roles')) return json({ user_roles: ROLES });
    const body = request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
    if (path.endsWith('/teams')) {
      if (request.method === 'GET') return json(members);
      const added = (
        body as { email: string; first_name: string; last_name: string; user_role: number }[]
      ).map((invite) => ({
        ...member(next++, invite.first_name, invite.last_name, invite.user_role, 'invited'),
        ...invite,
      }));
      members = [...members, ...added];
      return json(added, 201);
    }
    const id = path.split('/').pop();
    if (request.method === 'DELETE') {
      members = members.filter((candidate) => candidate.id !== id);
      return new Response(null, { status: 204 });
    }
    members = members.map((candidate) => (candidate.id === id ? { ...candidate, ...body } : candidate));
    return json(members.find((candidate) => candidate.id === id));
  };
}

/** The team screen over an in-memory API. */
function TeamStory({
  members = MEMBERS,
  isReadOnly = false,
  pending = false,
  failing = false,
  theme = 'light',
  locale = 'en',
}: TeamStoryProps) {
  const [client] = useState(() => ({
    baseUrl: 'http://team.invalid/v1',
    tokenStore: createMemoryTokenStore(),
    fetch: teamApi({ members, pending, failing }),
  }));
  return (
    <PlatformProvider client={client} appearance={appearances[theme] ?? appearances.light} locale={locale}>
      <Team advertiserId={ADVERTISER_ID} isReadOnly={isReadOnly} />
    </PlatformProvider>
  );
}

const meta = {
  title: 'Screens/Team',
  component: TeamStory,
  render: (args, context) => (
    <TeamStory
      {...args}
      theme={String(context.globals.theme ?? 'light')}
      locale={String(context.globals.locale ?? 'en')}
    />
  ),
} satisfies Meta<typeof TeamStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {};
export const Empty: Story = { args: { members: [] } };
export const ReadOnly: Story = { args: { isReadOnly: true } };
export const Loading: Story = { args: { pending: true } };
export const Failed: Story = { args: { failing: true } };
export const LongText: Story = { args: { members: LONG_MEMBERS } };
/** Sending an empty invitation: each field says what it needs. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const send = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (send) return send.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
};
