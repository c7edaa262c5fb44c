import type { GeoPlace } from '@earshot/sdk-core';
import { isZipCode } from '@earshot/validators';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { useGeocodeAddress } from '../hooks/useGeocodeAddress.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { EntryListField } from './EntryListField.tsx';
import { useCampaignMessage } from './useCampaignMessage.ts';

const COUNTRY = /^[A-Z]{2}$/;

/** The region code the contract stores (`US-CA`), from a place's country and region. */
export function regionCode(place: Pick<GeoPlace, 'country_code' | 'region_code'>): string | null {
  if (!place.region_code) return null;
  return place.region_code.includes('-') ? place.region_code : `${place.country_code}-${place.region_code}`;
}

type GeoList = 'targeting.geo.countries' | 'targeting.geo.regions' | 'targeting.geo.zip_codes';

/** Looks places up by address and adds their country, region or zip code to the targeting. */
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
              {zip ? (
                <Button size="small" variant="secondary" onPress={() => add('targeting.geo.zip_codes', zip)}>
                  {place.city
                    ? t('campaigns.geo.addCity', { city: place.city, zip })
                    : t('campaigns.geo.addZip', { zip })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Countries, regions and zip codes, typed or found by address. */
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
      <EntryListField
        name="targeting.geo.zip_codes"
        label={t('campaigns.geo.zipCodes')}
        description={t('campaigns.geo.zipCodes.description')}
        check={(zip) => (isZipCode(zip) ? [] : ['zip_code.invalid'])}
      />
    </div>
  );
}
