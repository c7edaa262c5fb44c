import type { Schema } from '@earshot/sdk-core';
import { lazy, Suspense } from 'react';
import { Dialog } from '../Dialog/Dialog.tsx';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

type BillableEvent = Schema<'BillableEvent'>;

// The form (react-hook-form, the validators' schema, a number field) loads when an event is edited.
const BillableEventForm = lazy(async () => ({
  default: (await import('./BillableEventForm.tsx')).BillableEventForm,
}));

/** Props of {@link BillableEventDialog}. */
export interface BillableEventDialogProps {
  advertiserId: string;
  /** The event being edited; the dialog is closed while null. */
  event: BillableEvent | null;
  partners: readonly Schema<'AttributionPartner'>[];
  onClose: () => void;
}

/** Edits whether a conversion event is billable, the partner attributing it and its price. */
export function BillableEventDialog({ advertiserId, event, partners, onClose }: BillableEventDialogProps) {
  const t = usePixelsMessage();
  return (
    <Dialog
      title={t('pixels.billable.editTitle', { name: event?.name ?? '' })}
      isOpen={event !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {event ? (
        <Suspense fallback={<Skeleton lines={4} />}>
          <BillableEventForm
            advertiserId={advertiserId}
            event={event}
            partners={partners}
            onClose={onClose}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
