import { useAudiences, useFormatters } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { ListScreen } from './ListScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** audiences: the advertiser's audiences. */
export function AudiencesScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <ListScreen
      title={t('navigation.audiences')}
      query={useAudiences(advertiser.uuid)}
      href={(audience) => path(`audience/${audience.id}`)}
      actions={[{ label: t('action.newAudience'), href: path('audience/new') }]}
      columns={[
        { id: 'name', label: t('column.name'), render: (audience) => audience.name },
        { id: 'subtype', label: t('field.subtype'), render: (audience) => audience.subtype },
        {
          id: 'size',
          label: t('field.sizeEstimate'),
          render: (audience) =>
            audience.size_estimate === null ? '—' : format.number(audience.size_estimate),
        },
        {
          id: 'created',
          label: t('column.createdAt'),
          render: (audience) => format.date(audience.created_at),
        },
      ]}
    />
  );
}
