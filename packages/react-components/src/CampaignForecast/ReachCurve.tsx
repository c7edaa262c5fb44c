import type { Schema } from '@earshot/sdk-core';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { useId } from 'react';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import * as forecastStyles from './CampaignForecast.css.ts';
import * as styles from './ReachCurve.css.ts';
import type { ForecastFormat } from './useForecastFormat.ts';

/** A point of the reach curve: what a budget would buy. */
type CurvePoint = Schema<'ReachCurvePoint'>;

/** Props of {@link ReachCurve}. */
export interface ReachCurveProps {
  /** The curve, budget ascending; null draws placeholders of the same size while the first forecast loads. */
  points: readonly CurvePoint[] | null;
  /** The plan's budget, marked on the curve and in the table. */
  budget: number | null;
  format: ForecastFormat;
}

// The drawing's own coordinates; the SVG stretches to its box.
const WIDTH = 600;
const HEIGHT = 160;

/**
 * Reach by budget as an area under a line from no budget to the curve's last point, the plan's budget
 * marked; a sentence says what it shows (the picture's accessible name), and the figures are a table
 * behind a disclosure.
 */
export function ReachCurve({ points, budget, format }: ReachCurveProps) {
  const t = useCampaignMessage();
  const captionId = useId();
  const last = points?.[points.length - 1];
  const planned = budget ?? 0;
  // The contract puts the plan's budget among the points; the closest stands in for it if rounding moved it.
  const current = points?.reduce<CurvePoint | undefined>(
    (closest, point) =>
      closest === undefined || Math.abs(point.budget - planned) < Math.abs(closest.budget - planned)
        ? point
        : closest,
    undefined,
  );
  if (!points || !last || !current) return <CurvePlaceholder title={t('campaigns.forecast.curve.title')} />;
  const x = scaleLinear({ domain: [0, last.budget || 1], range: [0, WIDTH] });
  const y = scaleLinear({ domain: [0, (last.reach || 1) * 1.1], range: [HEIGHT, 0] });
  const drawn = [{ budget: 0, impressions: 0, reach: 0 }, ...points];
  const summary = t('campaigns.forecast.curve.summary', {
    budget: format.budget(current.budget),
    reach: format.count(current.reach),
    maxBudget: format.budget(last.budget),
    maxReach: format.count(last.reach),
  });
  const markerX = x(current.budget);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {t('campaigns.forecast.curve.title')}
      </figcaption>
      <p className={styles.sentence}>{summary}</p>
      <p className={styles.legend}>
        <span className={styles.legendDot} aria-hidden="true" />
        {t('campaigns.forecast.curve.yourBudget')}
      </p>
      <div className={styles.plot}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          <Group>
            {[1 / 3, 2 / 3, 1].map((share) => (
              <line
                key={share}
                className={styles.grid}
                x1={0}
                x2={WIDTH}
                y1={HEIGHT * (1 - share)}
                y2={HEIGHT * (1 - share)}
              />
            ))}
            <AreaClosed
              className={styles.area}
              data={drawn}
              x={(point) => x(point.budget)}
              y={(point) => y(point.reach)}
              yScale={y}
            />
            <LinePath
              className={styles.line}
              data={drawn}
              x={(point) => x(point.budget)}
              y={(point) => y(point.reach)}
            />
            <line className={styles.markerLine} x1={markerX} x2={markerX} y1={0} y2={HEIGHT} />
            <line className={styles.baseline} x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
          </Group>
        </svg>
        <span
          className={styles.dot}
          data-budget={current.budget}
          aria-hidden="true"
          style={{
            insetInlineStart: `${(markerX / WIDTH) * 100}%`,
            insetBlockStart: `${(y(current.reach) / HEIGHT) * 100}%`,
          }}
        />
      </div>
      <p className={styles.axis} aria-hidden="true">
        <span>{format.budget(0)}</span>
        <span>{format.budget(last.budget)}</span>
      </p>
      <details className={styles.details}>
        <summary className={styles.detailsSummary}>{t('campaigns.forecast.curve.showFigures')}</summary>
        <table className={styles.table}>
          <caption className={styles.summary}>{t('campaigns.forecast.curve.title')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t('campaigns.forecast.curve.budget')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('campaigns.forecast.impressions')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('campaigns.forecast.reach')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => {
              const isCurrent = point === current;
              return (
                <tr key={point.budget} data-current={isCurrent || undefined}>
                  <th scope="row" className={styles.cell}>
                    {isCurrent
                      ? t('campaigns.forecast.curve.currentBudget', { budget: format.budget(point.budget) })
                      : format.budget(point.budget)}
                  </th>
                  <td className={styles.cell}>{format.count(point.impressions)}</td>
                  <td className={styles.cell}>{format.count(point.reach)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The curve's frame with placeholders in place of the drawing and its figures, at the size of the curve. */
function CurvePlaceholder({ title }: { title: string }) {
  return (
    <div className={styles.figure}>
      <p className={styles.caption}>{title}</p>
      <p className={styles.sentence} aria-hidden="true">
        <span className={forecastStyles.skeleton.line} />
      </p>
      <p className={styles.legend} aria-hidden="true">
        <span className={forecastStyles.skeleton.detail} />
      </p>
      <div className={`${styles.plot} ${forecastStyles.skeleton.block}`} aria-hidden="true" />
      <p className={styles.axis} aria-hidden="true">
        <span className={forecastStyles.skeleton.detail} />
      </p>
      <p className={styles.details} aria-hidden="true">
        <span className={forecastStyles.skeleton.detail} />
      </p>
    </div>
  );
}
