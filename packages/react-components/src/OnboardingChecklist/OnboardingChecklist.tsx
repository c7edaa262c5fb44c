import { useOnboardingMessage } from '../i18n/onboarding/useOnboardingMessage.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { ChecklistSteps } from './ChecklistSteps.tsx';
import { type OnboardingChecklistAdvertiser, useOnboardingChecklist } from './useOnboardingChecklist.ts';

/** Props of {@link OnboardingChecklist}. */
export interface OnboardingChecklistProps {
  /** The active advertiser: its uuid, `onboarded` and the user's `user_role` on it. */
  advertiser: OnboardingChecklistAdvertiser | null | undefined;
  /** Where "Add an asset" leads. @default `/{advertiserId}/assets/new` */
  addAssetHref?: string;
  /**
   * Called by "Add an asset" instead of following a link. Without it, the step links to `addAssetHref`.
   * @default undefined
   */
  onAddAsset?: () => void;
  /** Where "Create a campaign" leads. @default `/{advertiserId}/campaigns/new` */
  createCampaignHref?: string;
  /**
   * Called by "Create a campaign" instead of following a link. Without it, the step links to
   * `createCampaignHref`.
   * @default undefined
   */
  onCreateCampaign?: () => void;
  /**
   * Called once the 'completed' event was recorded (the advertiser is now onboarded): refresh it.
   * @default undefined
   */
  onCompleted?: () => void;
}

/**
 * The onboarding checklist (spec §4): add the pixel, add a first asset, create a first campaign, with
 * completed steps from the server's events, snooze (at most 4 times, 7 days each), dismiss after
 * 4 snoozes, and the 'completed' and 'view' events recorded by the rules. Renders nothing while the
 * rules hide it, and fetches nothing unless they say progress is fetched.
 */
export function OnboardingChecklist({
  advertiser,
  addAssetHref,
  onAddAsset,
  createCampaignHref,
  onCreateCampaign,
  onCompleted,
}: OnboardingChecklistProps) {
  const t = useOnboardingMessage();
  const checklist = useOnboardingChecklist(advertiser, onCompleted);
  if (!checklist.enabled || !advertiser) return null;
  return (
    <QueryStates
      query={checklist.events}
      loading={<Skeleton lines={4} label={t('onboarding.loading')} />}
      loadFailed={t('onboarding.loadFailed')}
      retryLabel={t('onboarding.retry')}
      failure={{ variant: 'inline', size: 'small' }}
    >
      {() =>
        checklist.visible ? (
          <ChecklistSteps
            advertiserId={advertiser.uuid}
            checklist={checklist}
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
