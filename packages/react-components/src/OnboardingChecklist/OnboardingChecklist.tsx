import { shouldFetchProgress } from '@earshot/sdk-core';
import { lazy, Suspense } from 'react';
import { useOnboardingMessage } from '../i18n/onboarding/useOnboardingMessage.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import type {
  AutomaticOnboardingRecord,
  OnboardingChecklistAdvertiser,
  OnboardingChecklistPlacement,
} from './useOnboardingChecklist.ts';

const ChecklistCard = lazy(async () => ({ default: (await import('./ChecklistCard.tsx')).ChecklistCard }));

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
  /**
   * 'reminder' (the dashboard) renders nothing while the rules hide the checklist. 'page' (the
   * onboarding route) keeps the steps then, under a note saying that the reminders are snoozed or
   * dismissed, and says why a member whose role does not take the steps sees none.
   * @default 'reminder'
   */
  placement?: OnboardingChecklistPlacement;
  /**
   * Records the two events the spec asks the checklist to make on its own: a 'view' when it shows
   * and none was recorded in the last 18 hours, and 'completed' once every step is done (which makes
   * the advertiser onboarded). Every other write comes from something the user pressed. With false,
   * neither is recorded.
   * @default true
   */
  recordsAutomatically?: boolean;
  /**
   * Called with each event the checklist records on its own, as it sends it.
   * @default undefined
   */
  onAutomaticRecord?: (record: AutomaticOnboardingRecord) => void;
}

/**
 * The onboarding checklist (spec §4): add the pixel, add a first asset, create a first campaign, with
 * completed steps from the server's events, snooze (at most 4 times, 7 days each), dismiss after
 * 4 snoozes, and the 'completed' and 'view' events recorded by the rules. As a reminder it renders
 * nothing while the rules hide it; it fetches nothing unless they say progress is fetched, and its
 * code (about 2.7 kB gzipped) loads only then: an onboarded advertiser's dashboard does without it.
 */
/** What shows while the checklist's code loads: the skeleton it shows while its progress loads. */
function ChecklistLoading() {
  const t = useOnboardingMessage();
  return <Skeleton lines={4} label={t('onboarding.loading')} />;
}

export function OnboardingChecklist(props: OnboardingChecklistProps) {
  if ((props.placement ?? 'reminder') === 'reminder' && !shouldFetchProgress(props.advertiser)) return null;
  return (
    <Suspense fallback={<ChecklistLoading />}>
      <ChecklistCard {...props} />
    </Suspense>
  );
}
