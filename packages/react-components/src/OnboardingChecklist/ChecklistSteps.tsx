import { ONBOARDING_STEP_ORDER } from '@earshot/sdk-core';
import type { OnboardingStep } from '@earshot/validators';
import { type ReactNode, useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { useOnboardingMessage } from '../i18n/onboarding/useOnboardingMessage.ts';
import { Link } from '../Link/Link.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import * as styles from './OnboardingChecklist.css.ts';
import type { OnboardingChecklistProps } from './OnboardingChecklist.tsx';
import { PixelStep } from './PixelStep.tsx';
import type { useOnboardingChecklist } from './useOnboardingChecklist.ts';

/** Props of {@link ChecklistSteps}. */
export interface ChecklistStepsProps
  extends Pick<
    OnboardingChecklistProps,
    'addAssetHref' | 'onAddAsset' | 'createCampaignHref' | 'onCreateCampaign'
  > {
  /** The active advertiser's uuid, for the default links. */
  advertiserId: string;
  /** The checklist's state, its events loaded. */
  checklist: ReturnType<typeof useOnboardingChecklist>;
  /**
   * Why the reminders are hidden (snoozed until a date, or dismissed), shown under the description.
   * @default none
   */
  note?: string | null;
}

/**
 * The checklist once its events are loaded: the steps with their progress and, while the rules show
 * it, snooze and dismiss.
 */
export function ChecklistSteps({
  advertiserId,
  checklist,
  addAssetHref,
  onAddAsset,
  createCampaignHref,
  onCreateCampaign,
  note,
}: ChecklistStepsProps) {
  const t = useOnboardingMessage();
  const titleId = useId();
  const { steps } = checklist;
  const base = `/${encodeURIComponent(advertiserId)}`;
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
      {note ? (
        <p role="status" className={styles.note}>
          {note}
        </p>
      ) : null}
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
        {checklist.visible && checklist.canSnooze ? (
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
        {checklist.visible && checklist.canDismiss ? (
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
