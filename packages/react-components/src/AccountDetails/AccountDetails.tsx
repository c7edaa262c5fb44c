import type { Schema } from '@earshot/sdk-core';
import { useId } from 'react';
import { AdvertiserSwitcher } from '../AdvertiserSwitcher/AdvertiserSwitcher.tsx';
import { useAdvertiser } from '../hooks/resources/advertisers.ts';
import { useCurrentUser } from '../hooks/resources/users.ts';
import { useAccountDetailsMessage } from '../i18n/accountDetails/useAccountDetailsMessage.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './AccountDetails.css.ts';
import { AdvertiserDetailsForm } from './AdvertiserDetailsForm.tsx';
import { AttributionSettingsForm } from './AttributionSettingsForm.tsx';
import { UserDetailsForm } from './UserDetailsForm.tsx';

type Advertiser = Schema<'Advertiser'>;

/** Props of {@link AccountDetails}. */
export interface AccountDetailsProps {
  /** The active advertiser (its uuid). */
  advertiserId: string;
  /**
   * Shows the advertiser's details without letting them change, for view-only and reporting members
   * (roles 3 and 4). The user's own name and e-mail stay editable: they belong to no advertiser.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Called with the advertiser the user switches to; without it, no switcher shows.
   * @default undefined
   */
  onAdvertiserChange?: ((advertiser: Advertiser) => void) | undefined;
  /**
   * Called with the advertiser once its details are saved, e.g. to refresh a cached copy.
   * @default undefined
   */
  onAdvertiserSaved?: ((advertiser: Advertiser) => void) | undefined;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

/**
 * The account details screen: the signed-in user's name and e-mail, the active advertiser's name,
 * website, category and logo, its attribution defaults, and the switcher to another of the user's advertisers.
 */
export function AccountDetails({
  advertiserId,
  isReadOnly = false,
  onAdvertiserChange,
  onAdvertiserSaved,
  className,
}: AccountDetailsProps) {
  const switchTitleId = useId();
  const t = useAccountDetailsMessage();
  const user = useCurrentUser();
  const advertiser = useAdvertiser(advertiserId);
  const failed = user.isError || advertiser.isError;
  const state = failed ? 'error' : user.isPending || advertiser.isPending ? 'loading' : 'ready';

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
      data-readonly={isReadOnly || undefined}
    >
      <PageHeader title={t('accountDetails.title')} description={t('accountDetails.description')} />
      <QueryStates
        query={[user, advertiser]}
        loading={<Skeleton lines={6} label={t('accountDetails.loading')} />}
        loadFailed={t('accountDetails.loadFailed')}
        retryLabel={t('accountDetails.retry')}
        failure={{ variant: 'inline', announce: 'message' }}
      >
        {([me, shown]) => (
          <>
            {onAdvertiserChange && me.advertisers.length > 1 ? (
              <section className={styles.section} aria-labelledby={switchTitleId}>
                <h2 id={switchTitleId} className={styles.sectionTitle}>
                  {t('accountDetails.switch.title')}
                </h2>
                <AdvertiserSwitcher
                  advertisers={me.advertisers.map((own) => ({ ...own, id: own.uuid }))}
                  selectedId={advertiserId}
                  label={t('accountDetails.switch.label')}
                  onSelect={({ id: _id, ...chosen }) => onAdvertiserChange(chosen)}
                />
              </section>
            ) : null}
            <UserDetailsForm key={me.id} user={me} />
            <AdvertiserDetailsForm
              key={shown.uuid}
              advertiser={shown}
              isReadOnly={isReadOnly}
              onSaved={onAdvertiserSaved}
            />
            <AttributionSettingsForm
              key={`attribution-${shown.uuid}`}
              advertiser={shown}
              isReadOnly={isReadOnly}
            />
          </>
        )}
      </QueryStates>
    </div>
  );
}
