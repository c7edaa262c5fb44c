import { useCreatives, useFormatters } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { ListScreen } from './ListScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** creatives: audio files with their companion display ads. */
export function CreativesScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <ListScreen
      title={t('navigation.creatives')}
      query={useCreatives(advertiser.uuid)}
      rowKey={(creative) => creative.id}
      href={(creative) => path(`creatives/${creative.id}`)}
      actions={[{ label: t('action.newCreative'), href: path('creatives/new') }]}
      columns={[
        { id: 'name', label: t('column.name'), render: (creative) => creative.name },
        { id: 'status', label: t('column.status'), render: (creative) => creative.status },
        {
          id: 'updated',
          label: t('column.updatedAt'),
          render: (creative) => format.date(creative.updated_at),
        },
      ]}
    />
  );
}
