import { updateBillableEventBodySchema } from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { FormActions } from '../Form/FormActions.tsx';
import { FormField } from '../Form/FormField.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { FormSelect } from '../Form/FormSelect.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useUpdateBillableEvent } from '../hooks/resources/billableEvents.ts';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { NumberField } from '../NumberField/NumberField.tsx';
import { Switch } from '../Switch/Switch.tsx';
import type { BillableEventDialogProps } from './BillableEventDialog.tsx';
import * as styles from './Pixels.css.ts';

type FormValues = { billable: boolean; attribution_partner_id: string | null; price: number | null };

/** The select's key for "no attribution partner". */
const NO_PARTNER = 'none';

/** The fields of a {@link BillableEventDialog}'s event, saved on submit. */
export function BillableEventForm({
  advertiserId,
  event,
  partners,
  onClose,
}: Omit<BillableEventDialogProps, 'event'> & { event: NonNullable<BillableEventDialogProps['event']> }) {
  const t = usePixelsMessage();
  const update = useUpdateBillableEvent();
  const { form, problem, onSubmit } = useEntityForm<FormValues>({
    resolver: zodResolver(updateBillableEventBodySchema) as never,
    defaultValues: {
      billable: event.billable,
      attribution_partner_id: event.attribution_partner_id,
      price: event.price,
    },
    save: (body) => update.mutateAsync({ advertiserId, eventId: event.id, body }),
    failed: (message) => t('pixels.billable.saveFailed', { message }),
    savedMessage: () => t('pixels.billable.saved', { name: event.name }),
    onSaved: onClose,
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.section}>
      <FormProblem problem={problem} />
      <Controller
        control={form.control}
        name="billable"
        render={({ field }) => (
          <Switch isSelected={field.value} onChange={field.onChange}>
            {t('pixels.billable.billable')}
          </Switch>
        )}
      />
      <FormSelect
        control={form.control}
        name="attribution_partner_id"
        label={t('pixels.billable.partner')}
        options={[{ id: NO_PARTNER, name: t('pixels.billable.noPartner') }, ...partners]}
        nullKey={NO_PARTNER}
      />
      <FormField
        control={form.control}
        name="price"
        render={(field) => (
          <NumberField
            label={t('pixels.billable.price')}
            description={t('pixels.billable.priceDescription')}
            minValue={0}
            formatOptions={{ style: 'currency', currency: 'USD' }}
            {...field}
            value={field.value ?? Number.NaN}
            onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
          />
        )}
      />
      <FormActions
        control={form.control}
        className={styles.actions}
        submitLabel={t('pixels.save')}
        cancelLabel={t('pixels.cancel')}
        onCancel={onClose}
      />
    </form>
  );
}
