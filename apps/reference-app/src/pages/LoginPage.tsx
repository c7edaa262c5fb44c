import { Button, PageHeader, TextField, useRequestLoginLink } from '@earshot/react-components';
import { isEmail } from '@earshot/validators';
import { type FormEvent, useState } from 'react';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import * as styles from '../layout/layout.css.ts';
import { SandboxMailbox } from './SandboxMailbox.tsx';

/** /login: passwordless login by e-mail link; in sandbox mode, the links are listed on the page. */
export function LoginPage() {
  const t = useAppMessage();
  const { config } = useAppServices();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestLoginLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    setInvalid(!isEmail(address));
    if (!isEmail(address)) return;
    request.mutate({ email: address }, { onSuccess: () => setSentTo(address) });
  };

  return (
    <main className={styles.centered}>
      <div className={styles.narrow}>
        <PageHeader title={t('login.title')} description={t('login.description')} />
        <form onSubmit={submit} className={styles.narrow} noValidate>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            isInvalid={invalid}
            errorMessage={t('login.invalidEmail')}
            isRequired
          />
          <Button type="submit" isPending={request.isPending}>
            {t('login.submit')}
          </Button>
        </form>
        {sentTo ? <p role="status">{t('login.sent', { email: sentTo })}</p> : null}
        {config.sandbox ? <SandboxMailbox apiUrl={config.apiUrl} email={sentTo} /> : null}
      </div>
    </main>
  );
}
