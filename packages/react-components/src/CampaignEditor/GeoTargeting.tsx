import { type CityTarget, isZipCode } from '@earshot/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { useGeocodeAddress } from '../hooks/useGeocodeAddress.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useValidationMessage } from '../i18n/campaigns/useValidationMessage.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Tag, TagGroup } from '../TagGroup/TagGroup.tsx';
import { useDebouncedValue } from '../TargetingPicker/useDebouncedValue.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { EntryListField } from './EntryListField.tsx';
import { PickerField } from './PickerField.tsx';
import { cityKey, cityTarget, regionCode } from './placeTargets.ts';
import { RegionPicker } from './RegionPicker.tsx';
import { SEARCH_DELAY_MS } from './searchStatus.ts';
import { useTargetingChoices } from './useTargetingChoices.ts';

type GeoList = 'targeting.geo.countries' | 'targeting.geo.regions' | 'targeting.geo.zip_codes';

/**
 * Looks places up as the user types (once the typing pauses; a newer search replaces the one under
 * way) and adds their country, region, city or zip code to the targeting.
 */
function GeoLookup() {
  const t = useCampaignMessage();
  const intl = useIntl();
  const { getValues, setValue } = useFormContext<CampaignFormValues>();
  const [address, setAddress] = useState('');
  const q = useDebouncedValue(address.trim(), SEARCH_DELAY_MS);
  const places = useGeocodeAddress(q, { enabled: q !== '', placeholderData: keepPreviousData });
  const shown = address.trim() === '' ? undefined : places.data;
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
  const searching = address.trim() !== '' && (address.trim() !== q || places.isFetching);
  return (
    <div className={styles.stack}>
      <SearchField label={t('campaigns.geo.lookup')} value={address} onChange={setAddress} />
      {searching ? (
        <p role="status" className={styles.muted}>
          {t('campaigns.loading')}
        </p>
      ) : null}
      {!searching && address.trim() !== '' && places.isError ? (
        <div role="alert" className={styles.placeRow}>
          <span className={styles.error}>{t('campaigns.geo.lookupFailed')}</span>
          <Button size="small" variant="secondary" onPress={() => void places.refetch()}>
            {t('campaigns.retry')}
          </Button>
        </div>
      ) : null}
      {!searching && shown?.length === 0 ? (
        <p className={styles.muted}>{t('campaigns.geo.noPlaces')}</p>
      ) : null}
      <ul className={styles.plainList} aria-label={t('campaigns.geo.places')}>
        {shown?.map((place) => {
          const region = regionCode(place);
          const city = cityTarget(place);
          const zip = place.postal_code && isZipCode(place.postal_code) ? place.postal_code : null;
          const country =
            intl.formatDisplayName(place.country_code, { type: 'region', fallback: 'code' }) ??
            place.country_code;
          return (
            <li key={place.place_id} className={styles.placeRow}>
              <span>{place.label}</span>
              <Button
                size="small"
                variant="secondary"
                onPress={() => add('targeting.geo.countries', place.country_code)}
              >
                {t('campaigns.geo.addCountry', { country })}
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

/** The countries, by their names in the user's language. */
function CountryPicker() {
  const t = useCampaignMessage();
  const choices = useTargetingChoices();
  return (
    <PickerField
      name="targeting.geo.countries"
      label={t('campaigns.geo.countries')}
      description={t('campaigns.geo.countries.description')}
      options={choices.countries}
      status={choices.status}
      onRetry={choices.retry}
    />
  );
}

/** Countries and regions picked by name, cities and zip codes found by address, zip codes also typed. */
export function GeoTargeting() {
  const t = useCampaignMessage();
  const { readOnly } = useCampaignEditor();
  return (
    <div className={styles.stack}>
      {readOnly ? null : <GeoLookup />}
      <CountryPicker />
      <RegionPicker />
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
