import type { Schema } from '@earshot/sdk-core';
import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useDeleteTeamMember, useTeamMembers, useUpdateTeamMember } from '../hooks/resources/teams.ts';
import { useUserRoles } from '../hooks/resources/users.ts';
import { useAccountPermissions } from '../hooks/useAccountPermissions.ts';
import { useTeamMessage } from '../i18n/team/useTeamMessage.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { type DataColumn, DataTable } from '../ListScreen/DataTable.tsx';
import { DeleteConfirmDialog } from '../ListScreen/DeleteConfirmDialog.tsx';
import { screenState } from '../ListScreen/screenState.ts';
import { TitledSection } from '../ListScreen/TitledSection.tsx';
import { useToastedAction } from '../ListScreen/useToastedAction.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Select } from '../Select/Select.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { InviteMembersForm } from './InviteMembersForm.tsx';
import * as styles from './Team.css.ts';
import { useRoleName } from './useRoleName.ts';

type TeamMember = Schema<'TeamMember'>;
type UserRole = Schema<'UserRole'>;

/** Props of {@link Team}. */
export interface TeamProps {
  /** The advertiser whose team is shown (its uuid). */
  advertiserId: string;
  /**
   * Shows the team with every control disabled. Whatever it says, roles other than 1 and 2 (and
   * admins) never get an enabled control, as the server refuses their changes (spec §6).
   * @default false
   */
  isReadOnly?: boolean;
}

/**
 * The team screen (route `team`): the members with their roles, several people invited at once, a
 * member's role changed and a member removed after confirming. The roles come from the server's
 * roles list, fetched once per session (spec §6), and are named in the provider's locale. Roles 1 and 2
 * and admins invite and remove; only role 1 or an admin gets a role picker, and never on their own row.
 */
export function Team({ advertiserId, isReadOnly: readOnlyProp = false }: TeamProps) {
  const t = useTeamMessage();
  const permissions = useAccountPermissions(advertiserId);
  const isReadOnly = readOnlyProp || !permissions.canManage;
  const run = useToastedAction();
  const members = useTeamMembers(advertiserId);
  const roles = useUserRoles();
  const update = useUpdateTeamMember();
  const remove = useDeleteTeamMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const soleRoleOneNoteId = useId();
  const nameOf = (member: TeamMember) =>
    t('team.memberName', { firstName: member.first_name, lastName: member.last_name });
  const roleName = useRoleName();
  const failure = (message: string) => t('team.actionFailed', { message });

  const changeRole = async (member: TeamMember, userRole: UserRole['id'], list: UserRole[]) => {
    if (userRole === member.user_role) return;
    await run(
      () => update.mutateAsync({ advertiserId, memberId: member.id, body: { user_role: userRole } }),
      t('team.role.changed', { name: nameOf(member), role: roleName(userRole, list) }),
      failure,
    );
  };
  const onRemove = (member: TeamMember) =>
    run(
      () => remove.mutateAsync({ advertiserId, memberId: member.id }),
      t('team.removed', { name: nameOf(member) }),
      failure,
    );
  // The server refuses to remove the last member with role 1 (409): the row says so before anyone tries.
  // Said only to who could otherwise remove them.
  const onlyRoleOne = (memberList: TeamMember[]) => {
    const roleOne = memberList.filter((member) => member.user_role === 1);
    return roleOne.length === 1 && !isReadOnly && permissions.canGrant(1) ? roleOne[0] : undefined;
  };
  const columns = (roleList: UserRole[], soleRoleOne: TeamMember | undefined): DataColumn<TeamMember>[] => [
    { id: 'name', title: t('team.column.name'), isRowHeader: true, cell: nameOf },
    {
      id: 'email',
      title: t('team.column.email'),
      cell: ({ email }) => <span className={styles.email}>{email}</span>,
    },
    {
      id: 'role',
      title: t('team.column.role'),
      cell: (member) =>
        !isReadOnly && permissions.canChangeRoleOf(member.id) ? (
          <Select
            aria-label={t('team.role.of', { name: nameOf(member) })}
            selectedKey={member.user_role}
            isDisabled={update.isPending}
            items={roleList}
            onSelectionChange={(key) => void changeRole(member, key as UserRole['id'], roleList)}
          >
            {(role) => <ListBoxItem id={role.id}>{roleName(role.id, roleList)}</ListBoxItem>}
          </Select>
        ) : (
          roleName(member.user_role, roleList)
        ),
    },
    { id: 'status', title: t('team.column.status'), cell: ({ status }) => t(`team.status.${status}`) },
    {
      id: 'actions',
      title: t('team.column.actions'),
      cell: (member) => (
        <Button
          variant="danger"
          size="small"
          isDisabled={isReadOnly || !permissions.canGrant(member.user_role) || member === soleRoleOne}
          aria-label={t('team.remove', { name: nameOf(member) })}
          aria-describedby={member === soleRoleOne ? soleRoleOneNoteId : undefined}
          onPress={() => setRemoving(member)}
        >
          {t('team.removeShort')}
        </Button>
      ),
    },
  ];

  return (
    <section
      className={styles.root}
      data-state={screenState([members, roles])}
      data-readonly={isReadOnly || undefined}
    >
      <PageHeader title={t('team.title')} description={t('team.description')} />
      <TitledSection title={t('team.list.title')}>
        {(titleId) => (
          <QueryStates
            query={[members, roles]}
            loading={<Skeleton lines={4} label={t('team.loading')} />}
            loadFailed={(index) => t(index === 0 ? 'team.loadFailed' : 'team.rolesFailed')}
            retryLabel={t('team.retry')}
          >
            {([memberList, roleList]) => {
              const soleRoleOne = onlyRoleOne(memberList);
              return (
                <>
                  <DataTable
                    aria-labelledby={titleId}
                    columns={columns(roleList.user_roles, soleRoleOne)}
                    items={memberList}
                    empty={
                      <EmptyState
                        headingLevel={3}
                        title={t('team.empty.title')}
                        description={t('team.empty.description')}
                      />
                    }
                  />
                  {soleRoleOne ? (
                    <p id={soleRoleOneNoteId} className={styles.muted}>
                      {t('team.lastRoleOne', {
                        name: nameOf(soleRoleOne),
                        role: roleName(1, roleList.user_roles),
                      })}
                    </p>
                  ) : null}
                </>
              );
            }}
          </QueryStates>
        )}
      </TitledSection>
      <InviteMembersForm
        advertiserId={advertiserId}
        roles={(roles.data?.user_roles ?? []).filter((role) => permissions.canGrant(role.id))}
        isReadOnly={isReadOnly}
      />
      <DeleteConfirmDialog
        item={removing}
        onClose={() => setRemoving(null)}
        onDelete={onRemove}
        title={t('team.confirmRemove.title', { name: removing ? nameOf(removing) : '' })}
        confirmLabel={t('team.removeShort')}
      >
        {t('team.confirmRemove.description')}
      </DeleteConfirmDialog>
    </section>
  );
}
