import '@testing-library/jest-dom/vitest';
import { Team } from '@earshot/react-components';
import {
  createInMemoryTeamApi,
  InMemoryPlatform,
  TEAM_ADVERTISER_ID,
  teamMemberFixture,
} from '@earshot/react-components/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The example of the README's "Screens without a server", as written there.
const members = [
  teamMemberFixture(1, { first_name: 'Rosa', last_name: 'Díaz', user_role: 1 }),
  teamMemberFixture(2, { first_name: 'Eddie', last_name: 'Baker', status: 'invited' }),
];

function TeamDemo() {
  return (
    <InMemoryPlatform createFetch={() => createInMemoryTeamApi({ members }).fetch}>
      <Team advertiserId={TEAM_ADVERTISER_ID} />
    </InMemoryPlatform>
  );
}

describe('@earshot/react-components/testing', () => {
  it('renders a screen over an in-memory API, as the README shows', async () => {
    render(<TeamDemo />);
    const rosa = await screen.findByRole('row', { name: /Rosa Díaz/ });
    expect(within(rosa).getByText('member1@rosas-bakery.com')).toBeVisible();
    expect(await screen.findByRole('row', { name: /Eddie Baker/ })).toHaveTextContent('Invited');
  });

  it('shows the error state when the API fails, without retrying', async () => {
    render(
      <InMemoryPlatform failing createFetch={() => createInMemoryTeamApi({ members }).fetch}>
        <Team advertiserId={TEAM_ADVERTISER_ID} />
      </InMemoryPlatform>,
    );
    const [failure] = await screen.findAllByRole('alert');
    expect(failure).toHaveTextContent('The team could not be loaded.');
  });
});
