import { Button, SearchField, TextField, usePlatform, useSearchUsers } from '@earshot/react-components';
import { impersonateUserMutation } from '@earshot/sdk-core';
import { isUuid } from '@earshot/validators';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAppServices } from '../app/AppServicesContext.ts';
import { forgetAdminToken, rememberAdminToken } from '../app/impersonation.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import * as styles from '../screens/screen.css.ts';

/** Admins only (spec §6): open any advertiser by uuid, and find a user by e-mail to impersonate. */
export function AdminTools() {
  const t = useAppMessage();
  const services = useAppServices();
  const [uuid, setUuid] = useState('');
  const [uuidInvalid, setUuidInvalid] = useState(false);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const users = useSearchUsers(query);
  const { client, queryClient } = usePlatform();
  // Not the resource hook: its success refetches every query, and with the impersonated user's token
  // the admin-only ones would answer 403, which logs out. The app starts over from a page load instead.
  const impersonate = useMutation({
    mutationFn: async (variables: { email: string }) => {
      await queryClient.cancelQueries();
      return impersonateUserMutation(client, queryClient).mutationFn(variables);
    },
  });

  const openAdvertiser = (event: FormEvent) => {
    event.preventDefault();
    const value = uuid.trim();
    setUuidInvalid(!isUuid(value));
    if (isUuid(value)) services.navigator.navigate(`/${value}/dashboard`);
  };
  const startImpersonating = (email: string) => {
    const ownToken = services.tokenStore.get();
    if (ownToken) rememberAdminToken(ownToken);
    impersonate.mutate(
      { email },
      {
        // The answer's token is now the stored one.
        onSuccess: () => {
          window.sessionStorage.clear();
          window.location.assign('/');
        },
        onError: forgetAdminToken,
      },
    );
  };

  return (
    <div className={styles.section}>
      <form onSubmit={openAdvertiser} className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('admin.openAdvertiser')}</h2>
        <TextField
          label={t('admin.advertiserUuid')}
          value={uuid}
          onChange={setUuid}
          isInvalid={uuidInvalid}
          errorMessage={t('admin.invalidUuid')}
        />
        <Button type="submit">{t('admin.open')}</Button>
      </form>
      <section className={styles.section} aria-labelledby="admin-impersonate">
        <h2 id="admin-impersonate" className={styles.sectionTitle}>
          {t('admin.searchUsers')}
        </h2>
        <SearchField
          label={t('admin.userEmail')}
          value={search}
          onChange={setSearch}
          onSubmit={(value) => setQuery(value.trim() || null)}
        />
        {users.data && users.data.length === 0 ? <p>{t('admin.noUsers')}</p> : null}
        <ul className={styles.steps}>
          {(users.data ?? []).map((user) => (
            <li key={user.id}>
              <Button
                variant="secondary"
                isPending={impersonate.isPending && impersonate.variables?.email === user.email}
                onPress={() => startImpersonating(user.email)}
              >
                {t('admin.impersonate', { email: user.email })}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
