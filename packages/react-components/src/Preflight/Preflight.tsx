import { DESTINATION_PROFILES, type PreflightResult } from '@earshot/validators';
import { type PreflightMessageKey, usePreflightMessage } from '../i18n/preflight/usePreflightMessage.ts';
import * as styles from './Preflight.css.ts';
import { PreflightStatusIcon } from './PreflightStatusIcon.tsx';
import { usePreflightFigures } from './usePreflightFigures.ts';

/** Props of {@link Preflight}. */
export interface PreflightProps {
  /** The pre-flight to show: an asset's `preflight`, or what `runPreflight` of @earshot/validators answers. */
  result: PreflightResult;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

/**
 * A pre-flight of audio against a destination profile: the verdict ("Ready for IAB", "Not ready for
 * Spotify"), then each check (length, sample rate, channels, bitrate, loudness, true peak) with its
 * verdict, what was measured against what is expected, and the fix in words. Every verdict has an icon
 * of its own shape and its word beside it, never colour alone. `data-status` (`pass`, `warn`, `fail`)
 * is on the root and on each check.
 */
export function Preflight({ result, className }: PreflightProps) {
  const t = usePreflightMessage();
  const figures = usePreflightFigures();
  const profile = DESTINATION_PROFILES[result.profile].label;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-status={result.status}>
      <p className={styles.summary}>
        <PreflightStatusIcon status={result.status} />
        {t(`preflightReport.summary.${result.status}`, { profile })}
      </p>
      <ul className={styles.checks} aria-label={t('preflightReport.label', { profile })}>
        {result.checks.map((check) => (
          <li key={check.check} className={styles.check} data-status={check.status}>
            <PreflightStatusIcon status={check.status} />
            <span className={styles.checkText}>
              <span>
                <span className={styles.checkName}>{t(`preflightReport.check.${check.check}`)}</span>
                <span className={styles.verdict({ status: check.status })}>
                  {t(`preflightReport.status.${check.status}`)}
                </span>
              </span>
              <span className={styles.figures}>
                {t('preflightReport.figures', {
                  measured: figures.measured(check),
                  expected: figures.expected(check),
                })}
              </span>
              {check.fix ? <span className={styles.fix}>{t(check.fix as PreflightMessageKey)}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
