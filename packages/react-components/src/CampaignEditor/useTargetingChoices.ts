import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useTargetingOptions } from '../hooks/resources/targetingOptions.ts';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import type { TargetingPickerOption, TargetingPickerStatus } from '../TargetingPicker/TargetingPicker.tsx';
import { useCampaignEditor } from './CampaignEditorContext.ts';

/** The placements the catalogue names; another placement keeps the name the API gives it. */
const PLACEMENT_NAMES: Readonly<Record<string, CampaignMessageKey>> = {
  'pre-roll': 'campaigns.placement.pre-roll',
  'mid-roll': 'campaigns.placement.mid-roll',
  'post-roll': 'campaigns.placement.post-roll',
};

/** The choices of the targeting lists the API offers (listTargetingOptions), named in the user's language. */
export interface TargetingChoices {
  /** Whether the choices are there. */
  status: TargetingPickerStatus;
  /** Asks for them again after a failure. */
  retry: () => void;
  /** Countries by their name in the user's language (`Intl.DisplayNames`), with their ISO code. */
  countries: TargetingPickerOption[];
  /** Languages by their name in the user's language, with their ISO 639-1 code. */
  languages: TargetingPickerOption[];
  /** Players and apps, by name. */
  players: TargetingPickerOption[];
  /** Positions in an ad break, in break order. */
  placements: TargetingPickerOption[];
  /** Data partners, by name. */
  dataPartners: TargetingPickerOption[];
}

/** The advertiser's targeting choices, each list sorted by name in the user's language (placements excepted). */
export function useTargetingChoices(): TargetingChoices {
  const t = useCampaignMessage();
  const intl = useIntl();
  const { advertiserId } = useCampaignEditor();
  const { data, isError, refetch } = useTargetingOptions(advertiserId);
  return useMemo(() => {
    const collator = new Intl.Collator(intl.locale);
    const byLabel = (list: TargetingPickerOption[]) =>
      list.sort((a, b) => collator.compare(a.label, b.label));
    const named = (type: 'region' | 'language', code: string): TargetingPickerOption => ({
      id: code,
      label: intl.formatDisplayName(code, { type, fallback: 'code' }) ?? code,
      detail: code,
    });
    return {
      status: data ? 'ready' : isError ? 'failed' : 'loading',
      retry: () => void refetch(),
      countries: byLabel((data?.countries ?? []).map(({ code }) => named('region', code))),
      languages: byLabel((data?.languages ?? []).map(({ code }) => named('language', code))),
      players: byLabel((data?.players ?? []).map(({ id, name }) => ({ id, label: name }))),
      placements: (data?.placements ?? []).map(({ id, name }) => {
        const key = PLACEMENT_NAMES[id];
        return { id, label: key ? t(key) : name };
      }),
      dataPartners: byLabel((data?.data_partners ?? []).map(({ id, name }) => ({ id, label: name }))),
    };
  }, [data, isError, refetch, intl, t]);
}
