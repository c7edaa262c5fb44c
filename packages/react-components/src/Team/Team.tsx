import type { Schema } from '@earshot/sdk-core';
import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAccountPermissions } from '../hooks/useAccountPermissions.ts';
import { useDeleteTeamMember } from '../hooks/useDeleteTeamMember.ts';
import { useTeamMembers } from '../hooks/useTeamMembers.ts';
import { useUpdateTeamMember } from '../hooks/useUpdateTeamMember.ts';
import { useUserRoles } from '../hooks/useUserRoles.ts';
import { useTeamMessage } from '../i18n/team/useTeamMessage.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Select } from '../Select/Select.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import { InviteMembersForm } from './InviteMembersForm.tsx';
import * as styles from './Team.css.ts';

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
 * member's role changed and a member removed after confirming. Role names come from the server's
 * roles list, fetched once per session (spec §6). Roles 1 and 2 and admins invite and remove; only
 * role 1 or an admin gets a role picker, and never on their own row.
 */
export function Team({ advertiserId, isReadOnly: readOnlyProp = false }: TeamProps) {
  const t = useTeamMessage();
  const permissions = useAccountPermissions(advertiserId);
  const isReadOnly = readOnlyProp || !permissions.canManage;
  const titleId = useId();
  const { toasts } = usePlatform();
  const members = useTeamMembers(advertiserId);
  const roles = useUserRoles();
  const update = useUpdateTeamMember();
  const remove = useDeleteTeamMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const failed = members.isError || roles.isError;
  const state = failed ? 'error' : members.isPending || roles.isPending ? 'loading' : 'ready';
  const nameOf = (member: TeamMember) =>
    t('team.memberName', { firstName: member.first_name, lastName: member.last_name });
  const roleName = (list: UserRole[], id: number) => list.find((role) => role.id === id)?.name ?? String(id);

  const changeRole = async (member: TeamMember, userRole: UserRole['id'], list: UserRole[]) => {
    if (userRole === member.user_role) return;
    try {
      await update.mutateAsync({ advertiserId, memberId: member.id, body: { user_role: userRole } });
      toasts.notify({
        kind: 'success',
        message: t('team.role.changed', { name: nameOf(member), role: roleName(list, userRole) }),
      });
    } catch (error) {
      toasts.notify({
        kind: 'error',
        message: t('team.actionFailed', { message: (error as Error).message }),
      });
    }
  };

  const onRemove = async (member: TeamMember) => {
    try {
      await remove.mutateAsync({ advertiserId, memberId: member.id });
      toasts.notify({ kind: 'success', message: t('team.removed', { name: nameOf(member) }) });
    } catch (error) {
      toasts.notify({
        kind: 'error',
        message: t('team.actionFailed', { message: (error as Error).message }),
      });
    }
  };

  return (
    <section className={styles.root} data-state={state} data-readonly={isReadOnly || undefined}>
      <PageHeader title={t('team.title')} description={t('team.description')} />
      <section className={styles.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('team.list.title')}
        </h2>
        <QueryStates
          query={[members, roles]}
          loading={<Skeleton lines={4} label={t('team.loading')} />}
          loadFailed={(index) => t(index === 0 ? 'team.loadFailed' : 'team.rolesFailed')}
          retryLabel={t('team.retry')}
        >
          {([memberList, roleList]) => (
            <Table aria-labelledby={titleId}>
              <TableHeader>
                <Column isRowHeader>{t('team.column.name')}</Column>
                <Column>{t('team.column.email')}</Column>
                <Column>{t('team.column.role')}</Column>
                <Column>{t('team.column.status')}</Column>
                <Column>{t('team.column.actions')}</Column>
              </TableHeader>
              <TableBody
                items={memberList}
                // Rows render again when the language, roles or permissions change, not only the members.
                dependencies={[t, roleList, isReadOnly, permissions, update.isPending]}
                renderEmptyState={() => (
                  <EmptyState
                    headingLevel={3}
                    title={t('team.empty.title')}
                    description={t('team.empty.description')}
                  />
                )}
              >
                {(member) => (
                  <Row id={member.id}>
                    <Cell>{nameOf(member)}</Cell>
                    <Cell>
                      <span className={styles.email}>{member.email}</span>
                    </Cell>
                    <Cell>
                      {!isReadOnly && permissions.canChangeRoleOf(member.id) ? (
                        <Select
                          aria-label={t('team.role.of', { name: nameOf(member) })}
                          selectedKey={member.user_role}
                          isDisabled={update.isPending}
                          items={roleList.user_roles}
                          onSelectionChange={(key) =>
                            void changeRole(member, key as UserRole['id'], roleList.user_roles)
                          }
                        >
                          {(role) => <ListBoxItem id={role.id}>{role.name}</ListBoxItem>}
                        </Select>
                      ) : (
                        roleName(roleList.user_roles, member.user_role)
                      )}
                    </Cell>
                    <Cell>{t(`team.status.${member.status}`)}</Cell>
                    <Cell>
                      <Button
                        variant="danger"
                        size="small"
                        isDisabled={isReadOnly || !permissions.canGrant(member.user_role)}
                        aria-label={t('team.remove', { name: nameOf(member) })}
                        onPress={() => setRemoving(member)}
                      >
                        {t('team.removeShort')}
                      </Button>
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          )}
        </QueryStates>
      </section>
      <InviteMembersForm
        advertiserId={advertiserId}
        roles={(roles.data?.user_roles ?? []).filter((role) => permissions.canGrant(role.id))}
        isReadOnly={isReadOnly}
      />
      <ConfirmDialog
        title={t('team.confirmRemove.title', { name: removing ? nameOf(removing) : '' })}
        isOpen={removing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(null);
        }}
        onConfirm={() => (removing ? onRemove(removing) : undefined)}
        confirmLabel={t('team.removeShort')}
        isDestructive
      >
        {t('team.confirmRemove.description')}
      </ConfirmDialog>
    </section>
  );
}
