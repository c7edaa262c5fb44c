import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Dialog, DialogTrigger } from './Dialog.tsx';

const frameLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./DialogFrame.tsx', async (importOriginal) => {
  frameLoads.count += 1;
  return importOriginal();
});

function RenameDialog() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Rename</Button>
      <Dialog title="Rename the campaign" isOpen={isOpen} onOpenChange={setOpen}>
        <p>The name shows in reports.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('loads its modal the first time it opens, then closes and opens again', async () => {
    const user = userEvent.setup();
    renderWithProvider(<RenameDialog />);
    await screen.findByRole('button', { name: 'Rename' });
    expect(frameLoads.count).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the campaign' });
    expect(frameLoads.count).toBe(1);
    expect(dialog.textContent).toContain('The name shows in reports.');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('dialog', { name: 'Rename the campaign' })).toBeTruthy();
    expect(frameLoads.count).toBe(1);
  });

  it('opens from a DialogTrigger without being controlled', async () => {
    const user = userEvent.setup();
    renderWithProvider(
      <DialogTrigger>
        <Button>Details</Button>
        <Dialog title="Campaign details">
          <p>Six creatives.</p>
        </Dialog>
      </DialogTrigger>,
    );
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    expect((await screen.findByRole('dialog', { name: 'Campaign details' })).textContent).toContain(
      'Six creatives.',
    );
  });
});
