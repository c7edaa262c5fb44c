import {
  Button,
  PageHeader,
  QueryStates,
  Skeleton,
  useFormatters,
  useIntegrations,
  usePlatform,
} from '@earshot/react-components';
import { advertiserSegment, earshotKeys, unwrap } from '@earshot/sdk-core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { DetailList } from './DetailList.tsx';
import { forgetGa4Connection, pendingGa4Connection, rememberGa4Connection } from './ga4Connection.ts';
import { useActiveAdvertiser, useAdvertiserPath, useCanEdit } from './useActiveAdvertiser.ts';

/**
 * integrations/ga4: the advertiser's Google Analytics 4 connection. Connecting opens the consent
 * page; its answer comes back through /ga4/callback with `code` and `state`, exchanged here once.
 */
export function Ga4IntegrationScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const { client, queryClient } = usePlatform();
  const advertiser = useActiveAdvertiser();
  const canEdit = useCanEdit();
  const path = useAdvertiserPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const integrations = useIntegrations(advertiser.uuid);
  const agencyId = advertiser.uuid;

  const authorize = useMutation({
    mutationFn: (state: string) =>
      unwrap(
        client.POST('/companies/{agencyId}/integrations/ga4/authorize', {
          params: { path: { agencyId } },
          body: { state },
        }),
      ),
    onSuccess: ({ consent_url }, state) => {
      rememberGa4Connection({ state, advertiser: advertiserSegment(advertiser) });
      window.location.assign(consent_url);
    },
  });
  const connect = useMutation({
    mutationFn: (answer: { code: string; state: string }) =>
      unwrap(
        client.POST('/companies/{agencyId}/integrations/ga4/connect', {
          params: { path: { agencyId } },
          body: answer,
        }),
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: earshotKeys.resource(agencyId, 'integrations') }),
  });

  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error') === 'access_denied';
  const exchanged = useRef(false);
  useEffect(() => {
    // An answer comes once: a code is exchanged once, and only for the state this browser sent.
    if (!state || exchanged.current) return;
    exchanged.current = true;
    const pending = pendingGa4Connection();
    forgetGa4Connection();
    if (!code) return;
    if (pending?.state === state) connect.mutate({ code, state });
    navigate(path('integrations/ga4'), { replace: true });
  }, [code, state, connect, navigate, path]);

  return (
    <>
      <PageHeader
        title={t('page.ga4')}
        actions={
          <Button
            isDisabled={!canEdit}
            isPending={authorize.isPending}
            onPress={() => authorize.mutate(crypto.randomUUID())}
          >
            {t('ga4.connect')}
          </Button>
        }
      />
      {denied ? <p role="status">{t('ga4.denied')}</p> : null}
      {connect.isSuccess ? <p role="status">{t('ga4.connected')}</p> : null}
      {connect.isError ? <p role="alert">{t('ga4.failed')}</p> : null}
      <QueryStates
        query={integrations}
        loading={<Skeleton label={t('screen.loading')} />}
        loadFailed={t('screen.loadFailed')}
        retryLabel={t('screen.retry')}
      >
        {(list) => {
          const ga4 = list.find((integration) => integration.kind === 'ga4');
          if (!ga4) return <p>{t('ga4.none')}</p>;
          return (
            <DetailList
              entries={[
                [t('column.name'), ga4.name],
                [t('column.status'), t(`ga4.status.${ga4.status}`)],
                [t('column.lastRun'), ga4.last_run_at ? format.date(ga4.last_run_at) : null],
              ]}
            />
          );
        }}
      </QueryStates>
    </>
  );
}
