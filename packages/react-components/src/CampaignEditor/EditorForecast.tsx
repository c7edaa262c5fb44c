import { useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useWatch } from 'react-hook-form';
import { DeliveryLikelihood } from '../CampaignForecast/DeliveryLikelihood.tsx';
import { ForecastPanel } from '../CampaignForecast/ForecastPanel.tsx';
import { useForecast } from '../CampaignForecast/useForecast.ts';
import { useForecastFormat } from '../CampaignForecast/useForecastFormat.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import * as styles from './EditorForecast.css.ts';
import { useCampaignForecastPlan } from './useCampaignForecastPlan.ts';

/**
 * The live forecast of the plan being edited, beside every tab: a column that stays in view while the
 * tabs scroll, or, when the editor is narrow, a bar at the bottom of the screen naming the reach and
 * the delivery likelihood, which opens the whole forecast.
 */
export function EditorForecast() {
  const t = useCampaignMessage();
  const format = useForecastFormat();
  const sheetId = useId();
  const [open, setOpen] = useState(false);
  const { advertiserId } = useCampaignEditor();
  const values = useWatch<CampaignFormValues>() as CampaignFormValues;
  const view = useForecast(advertiserId, useCampaignForecastPlan(values));
  const { status, forecast } = view;
  const headline =
    status === 'ready' && forecast
      ? t('campaigns.forecast.bar.reach', {
          reach: format.range(format.count(forecast.reach.low), format.count(forecast.reach.high)),
        })
      : t(`campaigns.forecast.bar.${status === 'ready' ? 'loading' : status}`);
  return (
    <div className={styles.dock} data-open={open || undefined}>
      <AriaButton
        className={styles.bar}
        aria-expanded={open}
        aria-controls={sheetId}
        onPress={() => setOpen(!open)}
      >
        <span className={styles.barTitle}>{t('campaigns.forecast.title')}</span>
        <span className={styles.barFigure}>{headline}</span>
        {status === 'ready' && forecast ? (
          <DeliveryLikelihood likelihood={forecast.delivery_likelihood} compact />
        ) : null}
        <span className={styles.chevron} aria-hidden="true">
          ▴
        </span>
      </AriaButton>
      <div id={sheetId} className={styles.sheet}>
        <ForecastPanel view={view} headingLevel={3} className={styles.sheetPanel} />
      </div>
    </div>
  );
}
