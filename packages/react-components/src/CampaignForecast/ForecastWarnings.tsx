import en from '../i18n/campaigns/en.json';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import * as styles from './CampaignForecast.css.ts';
import type { Forecast } from './useForecast.ts';

/** Props of {@link ForecastWarnings}. */
export interface ForecastWarningsProps {
  warnings: Forecast['warnings'];
}

/** The translated title and fix of a warning code; a code this version does not know has none. */
function known(code: string) {
  const title = `campaigns.forecast.warning.${code}`;
  const fix = `${title}.fix`;
  return Object.hasOwn(en, title) && Object.hasOwn(en, fix)
    ? { title: title as CampaignMessageKey, fix: fix as CampaignMessageKey }
    : null;
}

/**
 * Why the plan may not deliver as hoped, each in plain words with the change that fixes it, translated
 * by code; a code without a translation shows the server's own message.
 */
export function ForecastWarnings({ warnings }: ForecastWarningsProps) {
  const t = useCampaignMessage();
  if (warnings.length === 0) return null;
  return (
    <ul className={styles.warnings} aria-label={t('campaigns.forecast.warnings')}>
      {warnings.map((warning) => {
        const keys = known(warning.code);
        return (
          <li key={warning.code} className={styles.warning} data-code={warning.code}>
            <span className={styles.warningIcon} aria-hidden="true">
              !
            </span>
            <div>
              {keys ? <p className={styles.warningTitle}>{t(keys.title)}</p> : null}
              <p className={styles.warningText}>{keys ? t(keys.fix) : warning.message}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
