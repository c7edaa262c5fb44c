import { ONBOARDING_STEP_ORDER } from '@earshot/sdk-core';
import type { OnboardingStep } from '@earshot/validators';
import { type ReactNode, useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { LoadFailed } from '../LoadFailed/LoadFailed.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './OnboardingChecklist.css.ts';
import { PixelStep } from './PixelStep.tsx';
import { type OnboardingChecklistAdvertiser, useOnboardingChecklist } from './useOnboardingChecklist.ts';
import { useOnboardingMessage } from './useOnboardingMessage.ts';

/** Props of {@link OnboardingChecklist}. */
export interface OnboardingChecklistProps {
  /** The active advertiser: its uuid, `onboarded` and the user's `user_role` on it. */
  advertiser: OnboardingChecklistAdvertiser | null | undefined;
  /** Where "Add an asset" leads. @default `/{advertiserId}/assets/new` */
  addAssetHref?: string;
  /** Called by "Add an asset" instead of following a link. */
  onAddAsset?: () => void;
  /** Where "Create a campaign" leads. @default `/{advertiserId}/campaigns/new` */
  createCampaignHref?: string;
  /** Called by "Create a campaign" instead of following a link. */
  onCreateCampaign?: () => void;
  /** Called once the 'completed' event was recorded (the advertiser is now onboarded): refresh it. */
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
  const titleId = useId();
  const { events, steps } = checklist;
  if (!checklist.enabled || !advertiser) return null;
  if (events.isPending) return <Skeleton lines={4} label={t('onboarding.loading')} />;
  if (events.isError) {
    return (
      <LoadFailed
        variant="inline"
        size="small"
        message={t('onboarding.loadFailed')}
        retryLabel={t('onboarding.retry')}
        onRetry={() => void events.refetch()}
      />
    );
  }
  if (!checklist.visible) return null;

  const base = `/${encodeURIComponent(advertiser.uuid)}`;
  const action = (label: string, href: string, onPress: (() => void) | undefined) =>
    onPress ? (
      <Button size="small" onPress={onPress}>
        {label}
      </Button>
    ) : (
      <Link href={href}>{label}</Link>
    );
  const body: Record<OnboardingStep, ReactNode> = {
    pixel: <PixelStep checklist={checklist} />,
    creative: (
      <>
        <p className={styles.muted}>{t('onboarding.step.creative.description')}</p>
        {action(t('onboarding.addAsset'), addAssetHref ?? `${base}/assets/new`, onAddAsset)}
      </>
    ),
    campaign: (
      <>
        <p className={styles.muted}>{t('onboarding.step.campaign.description')}</p>
        {action(
          t('onboarding.createCampaign'),
          createCampaignHref ?? `${base}/campaigns/new`,
          onCreateCampaign,
        )}
      </>
    ),
  };
  const done = ONBOARDING_STEP_ORDER.filter((step) => steps[step]).length;
  const total = ONBOARDING_STEP_ORDER.length;

  return (
    <section className={styles.root} aria-labelledby={titleId} data-done={done}>
      <h2 id={titleId} className={styles.title}>
        {t('onboarding.title')}
      </h2>
      <p className={styles.muted}>{t('onboarding.description')}</p>
      <ProgressBar
        label={t('onboarding.progress', { done, total })}
        value={done}
        minValue={0}
        maxValue={total}
      />
      <ol className={styles.steps}>
        {ONBOARDING_STEP_ORDER.map((step) => (
          <li key={step} className={styles.step} data-step={step} data-done={steps[step] || undefined}>
            <h3 className={styles.stepHeading}>
              {t(`onboarding.step.${step}`)}
              <span className={styles.badge} data-done={steps[step] || undefined}>
                {steps[step] ? t('onboarding.done') : t('onboarding.todo')}
              </span>
            </h3>
            {steps[step] ? null : body[step]}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {checklist.canSnooze ? (
          <>
            <Button
              variant="quiet"
              isPending={checklist.isRecording}
              onPress={() => checklist.record('snooze')}
            >
              {t('onboarding.snooze')}
            </Button>
            <span className={styles.muted}>
              {t('onboarding.snoozesLeft', { count: checklist.snoozesLeft })}
            </span>
          </>
        ) : null}
        {checklist.canDismiss ? (
          <Button
            variant="quiet"
            isPending={checklist.isRecording}
            onPress={() => checklist.record('dismiss')}
          >
            {t('onboarding.dismiss')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
