import type { GeoPlace } from '@earshot/sdk-core';
import { type CityTarget, isZipCode } from '@earshot/validators';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { useGeocodeAddress } from '../hooks/useGeocodeAddress.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useValidationMessage } from '../i18n/campaigns/useValidationMessage.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Tag, TagGroup } from '../TagGroup/TagGroup.tsx';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { EntryListField } from './EntryListField.tsx';

const COUNTRY = /^[A-Z]{2}$/;

/** The region code the contract stores (`US-CA`), from a place's country and region. */
export function regionCode(place: Pick<GeoPlace, 'country_code' | 'region_code'>): string | null {
  if (!place.region_code) return null;
  return place.region_code.includes('-') ? place.region_code : `${place.country_code}-${place.region_code}`;
}

type GeoList = 'targeting.geo.countries' | 'targeting.geo.regions' | 'targeting.geo.zip_codes';

/** The city a place lies in, as the targeting stores it; null for a place without a city. */
export function cityTarget(place: GeoPlace): CityTarget | null {
  if (!place.city) return null;
  return { name: place.city, region: regionCode(place), country: place.country_code };
}

/** What tells chosen cities apart: name, region and country together. */
const cityKey = (city: CityTarget) => [city.country, city.region ?? '', city.name].join('|');

/** Looks places up by address and adds their country, region, city or zip code to the targeting. */
function GeoLookup() {
  const t = useCampaignMessage();
  const { getValues, setValue } = useFormContext<CampaignFormValues>();
  const [address, setAddress] = useState('');
  const places = useGeocodeAddress(address, { enabled: address.trim() !== '' });
  const add = (name: GeoList, value: string) => {
    const current = getValues(name);
    if (!current.includes(value))
      setValue(name, [...current, value], { shouldDirty: true, shouldValidate: true });
  };
  const addCity = (city: CityTarget) => {
    // Drafts saved before cities were targeted have none.
    const current = getValues('targeting.geo.cities') ?? [];
    if (!current.some((chosen) => cityKey(chosen) === cityKey(city)))
      setValue('targeting.geo.cities', [...current, city], { shouldDirty: true, shouldValidate: true });
  };
  return (
    <div className={styles.stack}>
      <SearchField
        label={t('campaigns.geo.lookup')}
        onSubmit={(value) => setAddress(value)}
        onClear={() => setAddress('')}
      />
      {places.isFetching ? <p className={styles.muted}>{t('campaigns.loading')}</p> : null}
      {places.isError ? <p className={styles.error}>{t('campaigns.geo.lookupFailed')}</p> : null}
      {places.data?.length === 0 ? <p className={styles.muted}>{t('campaigns.geo.noPlaces')}</p> : null}
      <ul className={styles.plainList} aria-label={t('campaigns.geo.places')}>
        {places.data?.map((place) => {
          const region = regionCode(place);
          const city = cityTarget(place);
          const zip = place.postal_code && isZipCode(place.postal_code) ? place.postal_code : null;
          return (
            <li key={place.place_id} className={styles.placeRow}>
              <span>{place.label}</span>
              <Button
                size="small"
                variant="secondary"
                onPress={() => add('targeting.geo.countries', place.country_code)}
              >
                {t('campaigns.geo.addCountry', { code: place.country_code })}
              </Button>
              {region ? (
                <Button size="small" variant="secondary" onPress={() => add('targeting.geo.regions', region)}>
                  {t('campaigns.geo.addRegion', { code: region })}
                </Button>
              ) : null}
              {city ? (
                <Button size="small" variant="secondary" onPress={() => addCity(city)}>
                  {t('campaigns.geo.addCity', { city: city.name })}
                </Button>
              ) : null}
              {zip ? (
                <Button size="small" variant="secondary" onPress={() => add('targeting.geo.zip_codes', zip)}>
                  {t('campaigns.geo.addZip', { zip })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The cities chosen, each with its region (or country), removable unless read-only. */
function CityList() {
  const t = useCampaignMessage();
  const translate = useValidationMessage();
  const { readOnly } = useCampaignEditor();
  const { field, fieldState } = useController<CampaignFormValues, 'targeting.geo.cities'>({
    name: 'targeting.geo.cities',
  });
  const cities = field.value ?? [];
  const label = t('campaigns.geo.cities');
  // A city's errors sit at its fields (`cities.1.name`); any of them means the city is malformed.
  const problem = fieldState.invalid ? translate('campaign.city.invalid') : null;
  return (
    <div className={styles.stack}>
      <TagGroup
        label={readOnly ? label : t('campaigns.entries.chosen', { label })}
        {...(readOnly ? {} : { description: t('campaigns.geo.cities.description') })}
        items={cities.map((city) => ({ id: cityKey(city), city }))}
        renderEmptyState={() => t('campaigns.entries.none')}
        {...(readOnly
          ? {}
          : { onRemove: (keys) => field.onChange(cities.filter((city) => !keys.has(cityKey(city)))) })}
      >
        {(item) => (
          <Tag id={item.id} textValue={item.city.name}>
            {t('campaigns.geo.city', { name: item.city.name, area: item.city.region ?? item.city.country })}
          </Tag>
        )}
      </TagGroup>
      {problem ? <p className={styles.error}>{problem}</p> : null}
    </div>
  );
}

/** Countries, regions, cities and zip codes, typed or found by address. */
export function GeoTargeting() {
  const t = useCampaignMessage();
  const { readOnly } = useCampaignEditor();
  return (
    <div className={styles.stack}>
      {readOnly ? null : <GeoLookup />}
      <EntryListField
        name="targeting.geo.countries"
        label={t('campaigns.geo.countries')}
        description={t('campaigns.geo.countries.description')}
        normalize={(text) => text.trim().toUpperCase()}
        check={(code) => (COUNTRY.test(code) ? [] : ['country.invalid'])}
      />
      <EntryListField
        name="targeting.geo.regions"
        label={t('campaigns.geo.regions')}
        description={t('campaigns.geo.regions.description')}
        normalize={(text) => text.trim().toUpperCase()}
      />
      <CityList />
      <EntryListField
        name="targeting.geo.zip_codes"
        label={t('campaigns.geo.zipCodes')}
        description={t('campaigns.geo.zipCodes.description')}
        check={(zip) => (isZipCode(zip) ? [] : ['zip_code.invalid'])}
      />
    </div>
  );
}
