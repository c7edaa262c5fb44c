import type { ForecastCampaignBody } from '@earshot/validators';
import { ForecastPanel } from './ForecastPanel.tsx';
import { useForecast } from './useForecast.ts';

/** Props of {@link CampaignForecast}. */
export interface CampaignForecastProps {
  /** The advertiser planning the campaign (its uuid). */
  advertiserId: string;
  /**
   * The planned campaign as `forecastCampaign` takes it (a campaign read with `getCampaign` may be
   * passed as it is); null while it lacks a budget or flight dates, which shows the empty state.
   */
  plan: ForecastCampaignBody | null;
  /**
   * The heading level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

/**
 * The live forecast of a planned campaign: impressions and reach as likely ranges, the average
 * frequency, the CPM range, how likely the budget is spent, reach by budget with the plan's budget
 * marked, and warnings that name the change fixing them. It follows `plan` 300 ms after it stops
 * changing, cancelling requests for plans already replaced; the last figures stay, dimmed, until the
 * next arrive, and the first load shows placeholders of the figures' size, so nothing moves.
 */
export function CampaignForecast({ advertiserId, plan, headingLevel = 2, className }: CampaignForecastProps) {
  const view = useForecast(advertiserId, plan);
  return <ForecastPanel view={view} headingLevel={headingLevel} className={className} />;
}
