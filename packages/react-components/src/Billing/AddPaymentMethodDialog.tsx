import type { CardFormOutput } from '@earshot/validators';
import { useEffect } from 'react';
import { Button } from '../Button/Button.tsx';
import { CardForm } from '../CardForm/CardForm.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import {
  useCreatePaymentMethod,
  useCreatePaymentToken,
  useCreateSandboxCardToken,
} from '../hooks/resources/billing.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import * as styles from './Billing.css.ts';
import { usePaymentMethodName } from './usePaymentMethodName.ts';

/** Props of {@link AddPaymentMethodDialog}. */
export interface AddPaymentMethodDialogProps {
  advertiserId: string;
  /** The buyer of the saved billing information; without one the dialog says so (spec §5). */
  buyerId: string | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Shows the sandbox's test card numbers under the card form.
   * @default false
   */
  showTestNumbers?: boolean;
}

/** The dialog adding a card; its form, and the payment token it needs, exist only while it is open. */
export function AddPaymentMethodDialog({ isOpen, onOpenChange, ...props }: AddPaymentMethodDialogProps) {
  const t = useBillingMessage();
  return (
    <Dialog title={t('billing.add.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <AddCardForm {...props} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/**
 * First asks for a payment token for the buyer (spec §5: without billing data, 'No billing data has
 * been introduced'). The card form then sends the card with it to the payment provider's card form
 * (the sandbox's), and adds the payment method it answers, which records the 'payment' onboarding
 * step: the card itself never reaches the advertiser's payment-method routes.
 */
function AddCardForm({
  advertiserId,
  buyerId,
  showTestNumbers,
  onDone,
}: Omit<AddPaymentMethodDialogProps, 'isOpen' | 'onOpenChange'> & { onDone: () => void }) {
  const t = useBillingMessage();
  const nameOf = usePaymentMethodName();
  const { toasts } = usePlatform();
  const token = useCreatePaymentToken();
  const tokenize = useCreateSandboxCardToken();
  const create = useCreatePaymentMethod();
  const { mutate: requestToken } = token;

  useEffect(() => {
    requestToken({ advertiserId, buyerId });
  }, [requestToken, advertiserId, buyerId]);

  if (token.isError) {
    return (
      <div className={styles.dialogBody}>
        <p role="alert" className={styles.error}>
          {token.error.message}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onDone}>
            {t('billing.add.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  if (!token.isSuccess || !buyerId) {
    return (
      <p role="status" className={styles.status}>
        {t('billing.add.preparing')}
      </p>
    );
  }
  const addCard = async (card: CardFormOutput) => {
    const method = await tokenize.mutateAsync({ ...card, payment_token: token.data.token });
    const added = await create.mutateAsync({
      advertiserId,
      body: { payment_method_id: method.id, buyer_id: buyerId, type: 'card' },
    });
    toasts.notify({ kind: 'success', message: t('billing.add.added', { method: nameOf(added) }) });
    onDone();
  };
  return (
    <div className={styles.dialogBody}>
      <CardForm onSubmit={addCard} onCancel={onDone} showTestNumbers={showTestNumbers} />
    </div>
  );
}
