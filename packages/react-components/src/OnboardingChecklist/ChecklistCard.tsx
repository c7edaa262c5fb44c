import { useOnboardingMessage } from '../i18n/onboarding/useOnboardingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { ChecklistSteps } from './ChecklistSteps.tsx';
import * as styles from './OnboardingChecklist.css.ts';
import type { OnboardingChecklistProps } from './OnboardingChecklist.tsx';
import { useOnboardingChecklist } from './useOnboardingChecklist.ts';

/** The onboarding checklist itself, loaded by {@link OnboardingChecklist} when it may show. */
export function ChecklistCard({
  advertiser,
  addAssetHref,
  onAddAsset,
  createCampaignHref,
  onCreateCampaign,
  onCompleted,
  placement = 'reminder',
  recordsAutomatically = true,
  onAutomaticRecord,
}: OnboardingChecklistProps) {
  const t = useOnboardingMessage();
  const format = useFormatters();
  const checklist = useOnboardingChecklist(advertiser, {
    onCompleted,
    placement,
    recordsAutomatically,
    onAutomaticRecord,
  });
  if (!checklist.enabled || !advertiser) {
    // Progress is fetched for the roles that take the steps only (spec §4); a page says so.
    return placement === 'page' && advertiser && !advertiser.onboarded ? (
      <p className={styles.muted}>{t('onboarding.notForRole')}</p>
    ) : null;
  }
  const note = checklist.visible
    ? null
    : checklist.snoozedUntil
      ? t('onboarding.snoozedUntil', { date: format.date(checklist.snoozedUntil) })
      : checklist.dismissed
        ? t('onboarding.dismissed')
        : null;
  return (
    <QueryStates
      query={checklist.events}
      loading={<Skeleton lines={4} label={t('onboarding.loading')} />}
      loadFailed={t('onboarding.loadFailed')}
      retryLabel={t('onboarding.retry')}
      failure={{ variant: 'inline', size: 'small' }}
    >
      {() =>
        checklist.stepsShown ? (
          <ChecklistSteps
            advertiserId={advertiser.uuid}
            checklist={checklist}
            note={note}
            addAssetHref={addAssetHref}
            onAddAsset={onAddAsset}
            createCampaignHref={createCampaignHref}
            onCreateCampaign={onCreateCampaign}
          />
        ) : null
      }
    </QueryStates>
  );
}
