import type { Schema } from '@earshot/sdk-core';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSeenOnScreen } from '../hooks/useSeenOnScreen.ts';
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

// The drawing (visx and d3's scales and shapes) loads once the curve comes into view, or near it: the
// figures and the sentence above it are text and come with the panel.
const loadPlot = () => import('./ReachCurvePlot.tsx');
const ReachCurvePlot = lazy(async () => ({ default: (await loadPlot()).ReachCurvePlot }));

/**
 * Reach by budget as an area under a line from no budget to the curve's last point, the plan's budget
 * marked; a sentence says what it shows (the picture's accessible name), and the figures are a table
 * behind a disclosure.
 */
export function ReachCurve({ points, budget, format }: ReachCurveProps) {
  const t = useCampaignMessage();
  const captionId = useId();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const seen = useSeenOnScreen(root);
  // Seen while the first forecast loads, the drawing's code loads alongside it.
  useEffect(() => {
    if (seen) loadPlot().catch(() => undefined);
  }, [seen]);
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
  if (!points || !last || !current) {
    return <CurvePlaceholder title={t('campaigns.forecast.curve.title')} rootRef={setRoot} />;
  }
  const summary = t('campaigns.forecast.curve.summary', {
    budget: format.budget(current.budget),
    reach: format.count(current.reach),
    maxBudget: format.budget(last.budget),
    maxReach: format.count(last.reach),
  });
  return (
    <figure ref={setRoot} className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {t('campaigns.forecast.curve.title')}
      </figcaption>
      <p className={styles.sentence}>{summary}</p>
      <p className={styles.legend}>
        <span className={styles.legendDot} aria-hidden="true" />
        {t('campaigns.forecast.curve.yourBudget')}
      </p>
      {seen ? (
        <Suspense fallback={<PlotPlaceholder />}>
          <ReachCurvePlot points={points} current={current} label={summary} />
        </Suspense>
      ) : (
        <PlotPlaceholder />
      )}
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

/** The drawing's box while its code loads. */
function PlotPlaceholder() {
  return <div className={`${styles.plot} ${forecastStyles.skeleton.block}`} aria-hidden="true" />;
}

/** The curve's frame with placeholders in place of the drawing and its figures, at the size of the curve. */
function CurvePlaceholder({
  title,
  rootRef,
}: {
  title: string;
  rootRef: (element: HTMLElement | null) => void;
}) {
  return (
    <div ref={rootRef} className={styles.figure}>
      <p className={styles.caption}>{title}</p>
      <p className={styles.sentence} aria-hidden="true">
        <span className={forecastStyles.skeleton.line} />
      </p>
      <p className={styles.legend} aria-hidden="true">
        <span className={forecastStyles.skeleton.detail} />
      </p>
      <PlotPlaceholder />
      <p className={styles.axis} aria-hidden="true">
        <span className={forecastStyles.skeleton.detail} />
      </p>
      <p className={styles.details} aria-hidden="true">
        <span className={forecastStyles.skeleton.detail} />
      </p>
    </div>
  );
}
