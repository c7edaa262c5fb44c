import { Button, Dialog, DialogTrigger } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { AdminTools } from './AdminTools.tsx';

/** The header button opening the admin tools. */
export function AdminToolsDialog() {
  const t = useAppMessage();
  return (
    <DialogTrigger>
      <Button variant="secondary">{t('header.adminTools')}</Button>
      <Dialog title={t('admin.title')}>
        <AdminTools />
      </Dialog>
    </DialogTrigger>
  );
}
