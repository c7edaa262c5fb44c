import { useAudience, useFormatters } from '@earshot/react-components';
import { useParams } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { DetailScreen } from './DetailScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** audience/{id}: an audience and its first-party rules. */
export function AudienceScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const { id } = useParams();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <DetailScreen
      title={t('page.audience')}
      id={id}
      query={useAudience(advertiser.uuid, id === 'new' ? null : id)}
      name={(audience) => audience.name}
      back={{ label: t('navigation.audiences'), href: path('audiences') }}
      entries={(audience) => [
        [t('field.subtype'), audience.subtype],
        [
          t('field.sizeEstimate'),
          audience.size_estimate === null ? null : format.number(audience.size_estimate),
        ],
        ...audience.first_party.map((rule, index) => [`${rule.type} ${index + 1}`, rule.value] as const),
        [t('column.updatedAt'), format.date(audience.updated_at)],
      ]}
    />
  );
}
