import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore, type Schema } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enabledControls } from '../../test/enabledControls.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { PlatformProvider } from '../PlatformProvider/PlatformProvider.tsx';
import {
  createInMemoryTeamApi,
  TEAM_ADVERTISER_ID,
  teamMemberFixture,
  USER_ROLES_FIXTURE,
} from '../testing/inMemoryTeamApi.ts';
import type { Viewer } from '../testing/viewerFixture.ts';
import { Team } from './Team.tsx';

type TeamMember = Schema<'TeamMember'>;
type UserRole = Schema<'UserRole'>;

vi.setConfig({ testTimeout: 40_000 });

const OWNER = teamMemberFixture(1, {
  first_name: 'Rosa',
  last_name: 'Díaz',
  email: 'rosa@rosas-bakery.com',
  user_role: 1,
});
const VIEWER = teamMemberFixture(2, {
  first_name: 'Tom',
  last_name: 'Baker',
  email: 'tom@rosas-bakery.com',
  user_role: 3,
});

/**
 * Shows the team of Rosa (role 1) and Tom (role 3), and any `members` more, to `viewer`, by default
 * Rosa herself, in `locale` with the server's `roles` list.
 */
function renderTeam(
  isReadOnly = false,
  viewer?: Viewer,
  {
    locale = 'en',
    roles,
    members = [],
  }: { locale?: string; roles?: UserRole[]; members?: TeamMember[] } = {},
) {
  const api = createInMemoryTeamApi({
    members: [OWNER, VIEWER, ...members],
    ...(viewer ? { viewer } : {}),
    ...(roles ? { roles } : {}),
  });
  const client = { baseUrl: 'http://team.test/v1', tokenStore: createMemoryTokenStore(), fetch: api.fetch };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithProvider(<Team advertiserId={TEAM_ADVERTISER_ID} isReadOnly={isReadOnly} />, {
    client,
    queryClient,
    locale,
  });
  /** Shows the same team again with another permission, as after the user's role changed. */
  const setReadOnly = (readOnly: boolean) =>
    view.rerender(
      <PlatformProvider client={client} queryClient={queryClient} locale={locale}>
        <Team advertiserId={TEAM_ADVERTISER_ID} isReadOnly={readOnly} />
      </PlatformProvider>,
    );
  return { api, user: userEvent.setup(), setReadOnly, queryClient };
}

/** Types `text` into `field` at once, as a paste does: typing character by character is slow here. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The team stays read-only until the signed-in user's role is known; writing tests start after that. */
const untilEditable = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Send the invitation' })).toBeEnabled());

const roleOf = (name: string) => screen.getByRole('button', { name: new RegExp(`Role of ${name}`) });

describe('Team', () => {
  it('lists the members with the role names of the server’s roles list', async () => {
    renderTeam();
    const rosa = await screen.findByRole('row', { name: /Rosa Díaz/ });
    expect(within(rosa).getByText('rosa@rosas-bakery.com')).toBeVisible();
    // Rosa is the signed-in user: her own role is shown, never offered to change.
    expect(within(rosa).getByText('Admin')).toBeVisible();
    expect(within(rosa).queryByRole('button', { name: /Role of/ })).toBeNull();
    expect(await screen.findByRole('button', { name: /Role of Tom Baker/ })).toHaveTextContent('View only');
    expect(within(rosa).getByText('Active')).toBeVisible();
  });

  it('names the roles in the provider locale, in the list, the pickers and the messages', async () => {
    const { user } = renderTeam(false, undefined, { locale: 'de' });
    const rosa = await screen.findByRole('row', { name: /Rosa Díaz/ });
    expect(within(rosa).getByText('Administrator')).toBeVisible();
    const tomsRole = await screen.findByRole('button', { name: /Rolle von Tom Baker/ });
    expect(tomsRole).toHaveTextContent('Nur Lesezugriff');
    const invite = screen.getByRole('group', { name: 'Person 1' });
    expect(within(invite).getByRole('button', { name: /Rolle/ })).toHaveTextContent('Nur Lesezugriff');
    await user.click(tomsRole);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Administrator', 'Bearbeiter', 'Nur Lesezugriff', 'Nur Berichte', 'CPA-Nutzer']);
    await user.click(screen.getByRole('option', { name: 'Nur Berichte' }));
    expect(await screen.findByText('Tom Baker hat jetzt die Rolle Nur Berichte.')).toBeVisible();
    for (const english of ['Admin', 'Editor', 'View only', 'Reporting', 'CPA user']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('names a role the catalogue does not know yet as the server’s roles list does', async () => {
    const planner = { id: 5, name: 'Campaign planner', can_edit: false } as unknown as UserRole;
    renderTeam(true, undefined, {
      locale: 'de',
      roles: [...USER_ROLES_FIXTURE, planner],
      members: [teamMemberFixture(5, { first_name: 'Pia', last_name: 'Lund', user_role: planner.id })],
    });
    const pia = await screen.findByRole('row', { name: /Pia Lund/ });
    expect(within(pia).getByText('Campaign planner')).toBeVisible();
    expect(within(pia).queryByText(/userRole/)).toBeNull();
  });

  it('invites several people at once, each with a role, in one array body', async () => {
    const { api, user } = renderTeam();
    await screen.findByRole('row', { name: /Rosa Díaz/ });
    await untilEditable();
    const first = screen.getByRole('group', { name: 'Person 1' });
    await fill(user, within(first).getByRole('textbox', { name: 'E-mail' }), 'ana@rosas-bakery.com');
    await fill(user, within(first).getByRole('textbox', { name: 'First name' }), 'Ana');
    await fill(user, within(first).getByRole('textbox', { name: 'Last name' }), 'Ruiz');
    await user.click(screen.getByRole('button', { name: 'Add another person' }));
    const second = screen.getByRole('group', { name: 'Person 2' });
    await fill(user, within(second).getByRole('textbox', { name: 'E-mail' }), 'ANA@rosas-bakery.com');
    await fill(user, within(second).getByRole('textbox', { name: 'First name' }), 'Ben');
    await fill(user, within(second).getByRole('textbox', { name: 'Last name' }), 'Ortiz');
    await user.click(within(second).getByRole('button', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    expect(await within(second).findByText('This e-mail address is already in the list.')).toBeVisible();

    const email = within(second).getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await fill(user, email, 'ben@rosas-bakery.com');
    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    expect(await screen.findByRole('row', { name: /Ben Ortiz/ })).toHaveTextContent('Invited');
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.body)).toEqual([
      [
        { email: 'ana@rosas-bakery.com', first_name: 'Ana', last_name: 'Ruiz', user_role: 3 },
        { email: 'ben@rosas-bakery.com', first_name: 'Ben', last_name: 'Ortiz', user_role: 2 },
      ],
    ]);
    // The roles list is fetched once and kept, however often the team is fetched again.
    expect(api.requests.filter((request) => request.path === '/users/roles')).toHaveLength(1);
  });

  it('tells the server’s refusal and keeps what was typed', async () => {
    const { user } = renderTeam();
    await screen.findByRole('row', { name: /Rosa Díaz/ });
    await untilEditable();
    const first = screen.getByRole('group', { name: 'Person 1' });
    await fill(user, within(first).getByRole('textbox', { name: 'E-mail' }), 'tom@rosas-bakery.com');
    await fill(user, within(first).getByRole('textbox', { name: 'First name' }), 'Tom');
    await fill(user, within(first).getByRole('textbox', { name: 'Last name' }), 'Baker');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText('The invitations were not sent: Already on this team: tom@rosas-bakery.com'),
    ).toBeVisible();
    expect(within(first).getByRole('textbox', { name: 'E-mail' })).toHaveValue('tom@rosas-bakery.com');
  });

  it('changes a member’s role and removes a member after confirming', async () => {
    const { api, user } = renderTeam();
    await screen.findByRole('row', { name: /Tom Baker/ });
    await untilEditable();
    await user.click(roleOf('Tom Baker'));
    await user.click(await screen.findByRole('option', { name: 'Reporting' }));
    await waitFor(() => expect(roleOf('Tom Baker')).toHaveTextContent('Reporting'));
    expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: `/companies/${TEAM_ADVERTISER_ID}/teams/${VIEWER.id}`,
        body: { user_role: 4 },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove Tom Baker' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Tom Baker from the team?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Tom Baker/ })).toBeNull());
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('offers no Remove for the only member with role 1 and says why, until someone else has role 1', async () => {
    const { user } = renderTeam();
    await untilEditable();
    const rosa = screen.getByRole('button', { name: 'Remove Rosa Díaz' });
    await waitFor(() => expect(rosa).toBeDisabled());
    expect(rosa).toHaveAccessibleDescription(
      'Rosa Díaz is the only member with the role Admin: give someone else that role before removing them.',
    );
    await user.click(screen.getByRole('button', { name: /Role of Tom Baker/ }));
    await user.click(screen.getByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Rosa Díaz' })).toBeEnabled());
    expect(screen.queryByText(/is the only member with the role/)).toBeNull();
  });

  it('shows read-only roles the team with every control disabled', async () => {
    renderTeam(true);
    await screen.findByRole('row', { name: /Tom Baker/ });
    expect(screen.queryByRole('button', { name: /Role of/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Tom Baker' })).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: 'Person 1' })).getByRole('textbox', { name: 'E-mail' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send the invitation' })).toBeDisabled();
  });

  it('disables the rows’ controls when the permission changes while the team is shown', async () => {
    const { setReadOnly } = renderTeam();
    await screen.findByRole('row', { name: /Tom Baker/ });
    expect(screen.getByRole('button', { name: 'Remove Tom Baker' })).toBeEnabled();
    setReadOnly(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Tom Baker' })).toBeDisabled());
    expect(screen.queryByRole('button', { name: /Role of/ })).toBeNull();
  });

  describe('who may change what (spec §6: the rule the API applies)', () => {
    const EDITOR_ID = teamMemberFixture(3).id;

    it.each([3, 4, 7])('offers role %i no enabled control at all', async (role) => {
      const { api, queryClient } = renderTeam(false, { id: VIEWER.id, role });
      await screen.findByRole('row', { name: /Tom Baker/ });
      // Until the signed-in user is known everything is disabled anyway: judge once it is.
      await waitFor(() => expect(api.requests.some((request) => request.path === '/users/me')).toBe(true));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(enabledControls(document.body)).toEqual([]);
      expect(screen.queryByRole('button', { name: /Role of/ })).toBeNull();
    });

    it('lets role 2 invite and remove, but change nobody’s role', async () => {
      renderTeam(false, { id: EDITOR_ID, role: 2 });
      await screen.findByRole('row', { name: /Tom Baker/ });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Tom Baker' })).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Send the invitation' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: /Role of/ })).toBeNull();
    });

    it('lets role 2 neither remove a role-1 member nor invite someone with role 1', async () => {
      const { user } = renderTeam(false, { id: EDITOR_ID, role: 2 });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Tom Baker' })).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Remove Rosa Díaz' })).toBeDisabled();
      const first = screen.getByRole('group', { name: 'Person 1' });
      await user.click(within(first).getByRole('button', { name: /Role/ }));
      expect(await screen.findByRole('option', { name: 'Editor' })).toBeVisible();
      expect(screen.queryByRole('option', { name: 'Admin' })).toBeNull();
    });

    it('gives an admin the role picker of every member but their own', async () => {
      renderTeam(false, { id: VIEWER.id, role: 3, admin: true });
      expect(await screen.findByRole('button', { name: /Role of Rosa Díaz/ })).toBeEnabled();
      expect(screen.queryByRole('button', { name: /Role of Tom Baker/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Remove Tom Baker' })).toBeEnabled();
    });
  });
});
