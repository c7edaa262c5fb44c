import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function DeleteCreative({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <p>{isOpen ? 'open' : 'closed'}</p>
      <ConfirmDialog
        title="Delete this creative?"
        isOpen={isOpen}
        onOpenChange={setOpen}
        onConfirm={onConfirm}
        isDestructive
      >
        It stops playing in every campaign.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title, with focus inside', async () => {
    renderWithProvider(<DeleteCreative onConfirm={async () => {}} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this creative?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('runs the action, shows it pending, then closes', async () => {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    renderWithProvider(<DeleteCreative onConfirm={() => done} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    expect(confirm.dataset.pending).toBe('true');
    finish();
    expect(await screen.findByText('closed')).toBeTruthy();
  });

  it('closes on Cancel without running the action', async () => {
    const runs: string[] = [];
    renderWithProvider(
      <DeleteCreative
        onConfirm={async () => {
          runs.push('run');
        }}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('closed')).toBeTruthy();
    expect(runs).toEqual([]);
  });
});
