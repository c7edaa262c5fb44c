import {
  OnboardingChecklist,
  PageHeader,
  QueryStates,
  Skeleton,
  useOnboardingEvents,
} from '@earshot/react-components';
import { ONBOARDING_STEP_ORDER, onboardingStepStatus } from '@earshot/sdk-core';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import * as styles from './screen.css.ts';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/**
 * onboarding: the checklist of the three steps while the advertiser is onboarding, also while its
 * reminders are snoozed or dismissed; once onboarded, the steps it completed, from the server's events.
 */
export function OnboardingScreen() {
  const t = useAppMessage();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <>
      <PageHeader title={t('navigation.onboarding')} description={advertiser.name} />
      {advertiser.onboarded ? (
        <CompletedSteps advertiserId={advertiser.uuid} />
      ) : (
        <OnboardingChecklist
          placement="page"
          advertiser={advertiser}
          addAssetHref={path('assets/new')}
          createCampaignHref={path('campaigns/new')}
        />
      )}
    </>
  );
}

function CompletedSteps({ advertiserId }: { advertiserId: string }) {
  const t = useAppMessage();
  const events = useOnboardingEvents(advertiserId);
  return (
    <QueryStates
      query={events}
      loading={<Skeleton label={t('screen.loading')} />}
      loadFailed={t('screen.loadFailed')}
      retryLabel={t('screen.retry')}
    >
      {(list) => {
        const status = onboardingStepStatus(list);
        return (
          <ol className={styles.steps} aria-label={t('onboardingSteps.steps')}>
            {ONBOARDING_STEP_ORDER.map((step) => (
              <li key={step} data-done={status[step]}>
                {t(`onboardingSteps.${step}`)} —{' '}
                {status[step] ? t('onboardingSteps.done') : t('onboardingSteps.todo')}
              </li>
            ))}
          </ol>
        );
      }}
    </QueryStates>
  );
}
