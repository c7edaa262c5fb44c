import type { PreflightCheck } from '@earshot/validators';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type PreflightTranslate, usePreflightMessage } from '../i18n/preflight/usePreflightMessage.ts';

type CheckName = PreflightCheck['check'];

/** A pre-flight check's figures in words: what was measured, and what is expected. */
export interface PreflightFigures {
  /** e.g. '−9.8 LUFS', '44.1 kHz', 'stereo'; 'not measured' when the check has no figure. */
  measured: (check: PreflightCheck) => string;
  /** e.g. '−16 LUFS ± 2 LU', 'at most −1 dBTP', '44.1 kHz or 48 kHz'. */
  expected: (check: PreflightCheck) => string;
}

/** The unit message and decimals of each check's figures (loudness and peaks to a tenth of a dB). */
const UNITS: Record<
  Exclude<CheckName, 'channels'>,
  { key: Parameters<PreflightTranslate>[0]; digits: number }
> = {
  duration: { key: 'preflightReport.unit.seconds', digits: 1 },
  sample_rate: { key: 'preflightReport.unit.kilohertz', digits: 1 },
  bitrate: { key: 'preflightReport.unit.kbps', digits: 0 },
  loudness: { key: 'preflightReport.unit.lufs', digits: 1 },
  true_peak: { key: 'preflightReport.unit.dbtp', digits: 1 },
};

/**
 * Formats pre-flight figures in the provider's locale. Negative figures take the minus sign (−9.8),
 * as loudness is typeset, where `Intl` writes a hyphen-minus in these locales.
 */
export function usePreflightFigures(): PreflightFigures {
  const intl = useIntl();
  const t = usePreflightMessage();
  return useMemo(() => {
    const number = (value: number, digits: number, fixed = false) =>
      intl
        .formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: fixed ? digits : 0 })
        .replace('-', '\u2212');
    const channels = (count: number) =>
      count === 1
        ? t('preflightReport.channels.mono')
        : count === 2
          ? t('preflightReport.channels.stereo')
          : t('preflightReport.channels.count', { count });
    const unit = (check: CheckName, value: number, fixed = false) => {
      if (check === 'channels') return channels(value);
      const { key, digits } = UNITS[check];
      return t(key, { value: number(check === 'sample_rate' ? value / 1000 : value, digits, fixed) });
    };
    const expected = ({ check, expected: { min, max, target, values, tolerance } }: PreflightCheck) => {
      if (target !== undefined && max !== undefined) {
        const spread = t('preflightReport.unit.lu', { value: number(max - target, 1) });
        return t('preflightReport.expected.target', { target: unit(check, target), tolerance: spread });
      }
      if (check === 'channels' && min === 1 && max === 2) return t('preflightReport.expected.monoOrStereo');
      const parts: string[] = [];
      if (values && values.length > 0) {
        const list = intl.formatList(
          values.map((value) => unit(check, value)),
          { type: 'disjunction' },
        );
        parts.push(
          tolerance === undefined
            ? list
            : t('preflightReport.expected.within', { values: list, tolerance: unit(check, tolerance) }),
        );
      }
      if (min !== undefined && max !== undefined) {
        parts.push(t('preflightReport.expected.between', { min: unit(check, min), max: unit(check, max) }));
      } else if (max !== undefined) {
        parts.push(t('preflightReport.expected.atMost', { max: unit(check, max) }));
      } else if (min !== undefined) {
        parts.push(t('preflightReport.expected.atLeast', { min: unit(check, min) }));
      }
      return parts.length > 0
        ? intl.formatList(parts, { type: 'conjunction' })
        : t('preflightReport.expected.any');
    };
    return {
      measured: ({ check, measured }) =>
        measured === null
          ? t('preflightReport.notMeasured')
          : unit(check, measured, check === 'loudness' || check === 'true_peak'),
      expected,
    };
  }, [intl, t]);
}
