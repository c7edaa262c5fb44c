import { AccountDetails } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useAppServices } from '../app/AppServicesContext.ts';
import type { Advertiser } from '../app/appTypes.ts';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** account-details: the user's name and e-mail, the advertiser's details and logo, the advertiser switcher. */
export function AccountDetailsScreen() {
  const services = useAppServices();
  const advertiser = useActiveAdvertiser();
  const open = (chosen: Advertiser) =>
    services.navigator.navigate(`/${advertiserSegment(chosen)}/account-details`);
  const keep = (saved: Advertiser) => {
    // The cached list feeds the header and the paths; a renamed or re-domained advertiser replaces its entry.
    const own = services.advertisers.list() ?? [];
    if (own.some((item) => item.uuid === saved.uuid)) {
      services.advertisers.replace(
        own.map((item) => (item.uuid === saved.uuid ? { ...item, ...saved } : item)),
      );
    } else {
      services.advertisers.setForeign({ ...advertiser, ...saved });
    }
    services.navigator.navigate(`/${advertiserSegment(saved)}/account-details`, { replace: true });
  };
  return (
    <AccountDetails
      advertiserId={advertiser.uuid}
      isReadOnly={!useCanEdit()}
      onAdvertiserChange={open}
      onAdvertiserSaved={keep}
    />
  );
}
