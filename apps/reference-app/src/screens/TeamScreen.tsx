import { useTeamMembers } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { ListScreen } from './ListScreen.tsx';
import { useActiveAdvertiser } from './useActiveAdvertiser.ts';

/** team: the advertiser's members and their roles. */
export function TeamScreen() {
  const t = useAppMessage();
  const advertiser = useActiveAdvertiser();
  return (
    <ListScreen
      title={t('navigation.team')}
      query={useTeamMembers(advertiser.uuid)}
      rowKey={(member) => member.id}
      columns={[
        {
          id: 'name',
          label: t('column.name'),
          render: (member) => `${member.first_name} ${member.last_name}`,
        },
        { id: 'email', label: t('column.email'), render: (member) => member.email },
        { id: 'role', label: t('column.role'), render: (member) => member.user_role },
        { id: 'status', label: t('column.status'), render: (member) => member.status },
      ]}
    />
  );
}
