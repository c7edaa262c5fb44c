import { Button } from '@earshot/react-components';
import { useState } from 'react';
import { useAppServices } from '../app/AppServicesContext.ts';
import { stopImpersonating } from '../app/impersonation.ts';
import { useSessionState } from '../app/useSessionState.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import * as styles from './layout.css.ts';

/** Shown while an admin impersonates a user, with the way back to their own account. */
export function ImpersonationBar() {
  const t = useAppMessage();
  const services = useAppServices();
  const { isImpersonating, user } = useSessionState();
  const [leaving, setLeaving] = useState(false);
  if (!isImpersonating || !user) return null;
  return (
    <section className={styles.bar} aria-label={t('impersonation.actingAs', { email: user.email })}>
      <p>{t('impersonation.actingAs', { email: user.email })}</p>
      <Button
        variant="secondary"
        isPending={leaving}
        onPress={() => {
          setLeaving(true);
          void stopImpersonating(services);
        }}
      >
        {t('impersonation.back')}
      </Button>
    </section>
  );
}
