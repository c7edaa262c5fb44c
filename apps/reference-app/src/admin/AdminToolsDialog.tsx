import { Dialog } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { AdminTools } from './AdminTools.tsx';

/** Props of {@link AdminToolsDialog}. */
export interface AdminToolsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The admin tools in a dialog, opened from the user menu. */
export function AdminToolsDialog({ isOpen, onOpenChange }: AdminToolsDialogProps) {
  const t = useAppMessage();
  return (
    <Dialog title={t('admin.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <AdminTools />
    </Dialog>
  );
}
