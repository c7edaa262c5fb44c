import { useId } from 'react';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { LoadFailed } from '../LoadFailed/LoadFailed.tsx';
import { visuallyHidden } from '../theme/overlay.css.ts';
import * as styles from './CampaignForecast.css.ts';
import { DeliveryLikelihood } from './DeliveryLikelihood.tsx';
import { ForecastFigures } from './ForecastFigures.tsx';
import { ForecastWarnings } from './ForecastWarnings.tsx';
import { ReachCurve } from './ReachCurve.tsx';
import type { ForecastView } from './useForecast.ts';
import { useForecastFormat } from './useForecastFormat.ts';

/** Props of {@link ForecastPanel}. */
export interface ForecastPanelProps {
  view: ForecastView;
  /** The heading level, to fit the page's outline. */
  headingLevel: 2 | 3;
  className?: string | undefined;
}

/**
 * A forecast's states in one frame: the empty state, placeholders of the figures' size on the first
 * load, the failure with Retry, or the figures (dimmed while the next plan's load) with the likelihood,
 * the reach curve, the supply and the warnings. `data-state` and `data-updating` are on the root.
 */
export function ForecastPanel({ view, headingLevel, className }: ForecastPanelProps) {
  const t = useCampaignMessage();
  const format = useForecastFormat();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const { status, forecast, budget, updating } = view;
  const busy = status === 'loading' || updating;
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-state={status}
      data-updating={updating || undefined}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {t('campaigns.forecast.title')}
        </Heading>
        {status === 'ready' && forecast ? (
          <DeliveryLikelihood likelihood={forecast.delivery_likelihood} />
        ) : status === 'loading' ? (
          <span className={styles.skeleton.badge} aria-hidden="true" />
        ) : null}
      </div>
      {status === 'empty' ? (
        <p className={styles.empty}>{t('campaigns.forecast.empty')}</p>
      ) : status === 'failed' ? (
        <LoadFailed
          message={t('campaigns.forecast.loadFailed')}
          retryLabel={t('campaigns.retry')}
          onRetry={view.retry}
          size="small"
        />
      ) : (
        <div className={styles.body}>
          {status === 'loading' ? (
            <span className={visuallyHidden}>{t('campaigns.forecast.loading')}</span>
          ) : null}
          <p className={styles.note}>{t('campaigns.forecast.note')}</p>
          <ForecastFigures forecast={forecast} format={format} />
          <ReachCurve points={forecast?.reach_curve ?? null} budget={budget} format={format} />
          {forecast ? (
            <p className={styles.supply}>
              {t('campaigns.forecast.available', {
                impressions: format.count(forecast.available_impressions),
              })}
            </p>
          ) : (
            <p className={styles.supply} aria-hidden="true">
              <span className={styles.skeleton.line} />
            </p>
          )}
          {forecast ? <ForecastWarnings warnings={forecast.warnings} /> : null}
        </div>
      )}
    </section>
  );
}
