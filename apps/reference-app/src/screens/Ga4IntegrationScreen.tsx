import { PageHeader, useFormatters, useIntegrations } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { DetailList } from './DetailList.tsx';
import { QueryView } from './QueryView.tsx';
import { useActiveAdvertiser } from './useActiveAdvertiser.ts';

/** integrations/ga4: the advertiser's Google Analytics 4 connection. */
export function Ga4IntegrationScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const advertiser = useActiveAdvertiser();
  const integrations = useIntegrations(advertiser.uuid);
  return (
    <>
      <PageHeader title={t('page.ga4')} />
      <QueryView query={integrations}>
        {(list) => {
          const ga4 = list.find((integration) => integration.kind === 'ga4');
          if (!ga4) return <p>{t('screen.empty')}</p>;
          return (
            <DetailList
              entries={[
                [t('column.name'), ga4.name],
                [t('column.status'), ga4.status],
                [t('column.lastRun'), ga4.last_run_at ? format.date(ga4.last_run_at) : null],
              ]}
            />
          );
        }}
      </QueryView>
    </>
  );
}
