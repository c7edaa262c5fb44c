import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './CampaignForecast.css.ts';
import type { Forecast } from './useForecast.ts';
import type { ForecastFormat } from './useForecastFormat.ts';

/** Props of {@link ForecastFigures}. */
export interface ForecastFiguresProps {
  /** The figures; null draws placeholders of the same size while the first forecast loads. */
  forecast: Forecast | null;
  format: ForecastFormat;
}

/** Reach, impressions, average frequency and CPM as four tiles, each its likely range and most likely value. */
export function ForecastFigures({ forecast, format }: ForecastFiguresProps) {
  const t = useCampaignMessage();
  const { number } = useFormatters();
  const tiles = [
    {
      term: t('campaigns.forecast.reach'),
      value: forecast && format.range(format.count(forecast.reach.low), format.count(forecast.reach.high)),
      detail: forecast && t('campaigns.forecast.reach.detail', { mid: format.count(forecast.reach.mid) }),
    },
    {
      term: t('campaigns.forecast.impressions'),
      value:
        forecast &&
        format.range(format.count(forecast.impressions.low), format.count(forecast.impressions.high)),
      detail: forecast && t('campaigns.forecast.mostLikely', { mid: format.count(forecast.impressions.mid) }),
    },
    {
      term: t('campaigns.forecast.frequency'),
      value:
        forecast &&
        number(forecast.average_frequency, { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
      detail: forecast && t('campaigns.forecast.frequency.detail'),
    },
    {
      term: t('campaigns.forecast.cpm'),
      value: forecast && format.range(format.money(forecast.cpm.low), format.money(forecast.cpm.high)),
      detail: forecast && t('campaigns.forecast.cpm.detail'),
    },
  ];
  return (
    <dl className={styles.figures}>
      {tiles.map((tile) => (
        <div key={tile.term} className={styles.figure}>
          <dt className={styles.term}>{tile.term}</dt>
          {tile.value === null ? (
            <dd className={styles.value} aria-hidden="true">
              <span className={`${styles.skeleton.value} ${styles.figurePlaceholder}`} />
            </dd>
          ) : (
            <dd className={styles.value}>{tile.value}</dd>
          )}
          {tile.detail === null ? (
            <dd className={styles.detail} aria-hidden="true">
              <span className={`${styles.skeleton.detail} ${styles.figurePlaceholder}`} />
            </dd>
          ) : (
            <dd className={styles.detail}>{tile.detail}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
