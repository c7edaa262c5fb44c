import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';

/** Props of {@link CampaignLeaveDialog}. */
export interface CampaignLeaveDialogProps {
  /** Whether the dialog is open: the host blocked a navigation away from unsaved changes. */
  isOpen: boolean;
  /** Called when the user stays in the editor (Stay, Escape): the host cancels the navigation. */
  onStay: () => void;
  /** Called when the user leaves anyway: the host lets the navigation proceed. */
  onLeave: () => void;
}

/**
 * Asks before leaving a campaign with unsaved changes. The editor reports them through
 * `onDirtyChange`; the host's router blocks the navigation and opens this dialog. Leaving keeps
 * the draft, so the changes come back when the campaign is opened again.
 */
export function CampaignLeaveDialog({ isOpen, onStay, onLeave }: CampaignLeaveDialogProps) {
  const t = useCampaignMessage();
  return (
    <Dialog
      title={t('campaigns.leave.title')}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      isDismissable
      footer={
        <>
          <Button variant="secondary" onPress={onStay}>
            {t('campaigns.leave.stay')}
          </Button>
          <Button variant="danger" onPress={onLeave}>
            {t('campaigns.leave.leave')}
          </Button>
        </>
      }
    >
      {t('campaigns.leave.message')}
    </Dialog>
  );
}
