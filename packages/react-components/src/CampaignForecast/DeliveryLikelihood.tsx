import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { visuallyHidden } from '../theme/overlay.css.ts';
import * as styles from './CampaignForecast.css.ts';
import type { Forecast } from './useForecast.ts';

/** Props of {@link DeliveryLikelihood}. */
export interface DeliveryLikelihoodProps {
  likelihood: Forecast['delivery_likelihood'];
  /** Shows the pill alone, its label left to screen readers (the editor's forecast bar). */
  compact?: boolean | undefined;
}

const FILLED = { low: 1, medium: 2, high: 3 } as const;

/**
 * How likely the plan is to spend its budget: the label, then the likelihood as a pill in its tone with a
 * meter of one to three bars (`data-likelihood` on the root).
 */
export function DeliveryLikelihood({ likelihood, compact = false }: DeliveryLikelihoodProps) {
  const t = useCampaignMessage();
  return (
    <span className={styles.likelihood} data-likelihood={likelihood}>
      <span className={compact ? visuallyHidden : styles.likelihoodLabel}>
        {t('campaigns.forecast.likelihood')}
      </span>
      <span className={styles.likelihoodPill[likelihood]}>
        <span className={styles.likelihoodBars} aria-hidden="true">
          {[1, 2, 3].map((bar) => (
            <span
              key={bar}
              className={styles.likelihoodBar}
              data-filled={bar <= FILLED[likelihood] || undefined}
              style={{ blockSize: `${4 + bar * 3}px` }}
            />
          ))}
        </span>
        {t(`campaigns.forecast.likelihood.${likelihood}`)}
      </span>
    </span>
  );
}
