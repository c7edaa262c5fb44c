import { Team } from '@earshot/react-components';
import {
  type ApiOutage,
  createInMemoryTeamApi,
  TEAM_ADVERTISER_ID,
  teamMemberFixture,
} from '@earshot/react-components/testing';
import type { Schema } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { waitForElement } from '../waitForElement.ts';

type TeamMember = Schema<'TeamMember'>;

const member = (
  n: number,
  first: string,
  last: string,
  role: TeamMember['user_role'],
  status: TeamMember['status'] = 'active',
) =>
  teamMemberFixture(n, {
    email: `${first.toLowerCase()}@rosas-bakery.com`,
    first_name: first,
    last_name: last,
    user_role: role,
    status,
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

interface TeamStoryProps extends ApiOutage {
  members?: TeamMember[];
  isReadOnly?: boolean;
}

const meta = {
  title: 'Screens/Team',
  render: inMemoryScreen<TeamStoryProps>(
    ({ members = MEMBERS }) => createInMemoryTeamApi({ members }).fetch,
    ({ isReadOnly = false }) => <Team advertiserId={TEAM_ADVERTISER_ID} isReadOnly={isReadOnly} />,
  ),
} satisfies Meta<TeamStoryProps>;

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
    const send = await waitForElement(canvasElement, 'form button[type="submit"]');
    send.click();
  },
};
