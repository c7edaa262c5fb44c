import { type GeoPlace, geocodePlaceQuery } from '@earshot/sdk-core';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useGeocodeAddress } from '../hooks/useGeocodeAddress.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import type { TargetingPickerOption } from '../TargetingPicker/TargetingPicker.tsx';
import { useDebouncedValue } from '../TargetingPicker/useDebouncedValue.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { PickerField } from './PickerField.tsx';
import { regionCode } from './placeTargets.ts';
import { SEARCH_DELAY_MS, searchStatus } from './searchStatus.ts';

/** Regions a search answers at most: more than a name shares across countries ("Limburg", "Georgia"). */
const REGION_RESULTS = 20;

/** A region of the gazetteer as a choice: its code, named with its country ("Texas, United States"). */
function regionOption(place: GeoPlace): TargetingPickerOption | null {
  const code = regionCode(place);
  return code ? { id: code, label: place.label, detail: code } : null;
}

/**
 * The regions of the targeting, found by name as the user types (the geocoding service's regions) and
 * stored by ISO 3166-2 code; the chosen ones are named from the gazetteer by their place id.
 */
export function RegionPicker() {
  const t = useCampaignMessage();
  const { client } = usePlatform();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const found = useGeocodeAddress(
    { q, type: 'region', limit: REGION_RESULTS },
    { enabled: q !== '', placeholderData: keepPreviousData },
  );
  const codes = useWatch<CampaignFormValues, 'targeting.geo.regions'>({ name: 'targeting.geo.regions' });
  const named = useQueries({
    queries: codes.map((code) => ({
      ...geocodePlaceQuery(client, `region-${code}`),
      // A code the gazetteer does not know stays shown by code: asking again would not change that.
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const options = (text.trim() === '' ? [] : (found.data ?? [])).flatMap(
    (place) => regionOption(place) ?? [],
  );
  return (
    <PickerField
      name="targeting.geo.regions"
      label={t('campaigns.geo.regions')}
      description={t('campaigns.geo.regions.description')}
      options={options}
      chosenOptions={named.flatMap(({ data }) => (data ? (regionOption(data) ?? []) : []))}
      onSearch={setText}
      status={searchStatus(text, q, found)}
      onRetry={() => void found.refetch()}
    />
  );
}
