import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { CampaignLeaveDialog } from './CampaignLeaveDialog.tsx';

function renderDialog(locale?: 'de') {
  const onStay = vi.fn();
  const onLeave = vi.fn();
  renderWithProvider(<CampaignLeaveDialog isOpen onStay={onStay} onLeave={onLeave} />, {
    ...(locale ? { locale } : {}),
  });
  return { onStay, onLeave };
}

describe('CampaignLeaveDialog', () => {
  it('asks before leaving unsaved changes and says they stay as a draft', async () => {
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('They stay in this browser as a draft');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('stays with Stay or Escape, and leaves only with Leave', async () => {
    const { onStay, onLeave } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(onStay).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalledTimes(2);
    expect(onLeave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('speaks the provider’s language', async () => {
    renderDialog('de');
    await screen.findByRole('alertdialog', { name: 'Ohne Speichern verlassen?' });
    expect(screen.getByRole('button', { name: 'Bleiben' })).toBeTruthy();
  });
});
