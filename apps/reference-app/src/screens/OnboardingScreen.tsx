import { PageHeader, useOnboardingEvents } from '@earshot/react-components';
import { ONBOARDING_STEP_ORDER, onboardingStepStatus } from '@earshot/sdk-core';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { QueryView } from './QueryView.tsx';
import * as styles from './screen.css.ts';
import { useActiveAdvertiser } from './useActiveAdvertiser.ts';

/** onboarding: the three steps (pixel, creative, campaign) and which are done, from the server's events. */
export function OnboardingScreen() {
  const t = useAppMessage();
  const advertiser = useActiveAdvertiser();
  const events = useOnboardingEvents(advertiser.uuid);
  return (
    <>
      <PageHeader title={t('navigation.onboarding')} description={advertiser.name} />
      <QueryView query={events}>
        {(list) => {
          const status = onboardingStepStatus(list);
          return (
            <ol className={styles.steps} aria-label={t('onboarding.steps')}>
              {ONBOARDING_STEP_ORDER.map((step) => (
                <li key={step} data-done={status[step]}>
                  {t(`onboarding.${step}`)} — {status[step] ? t('onboarding.done') : t('onboarding.todo')}
                </li>
              ))}
            </ol>
          );
        }}
      </QueryView>
    </>
  );
}
