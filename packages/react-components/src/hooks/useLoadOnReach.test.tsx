import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { useLoadOnReach } from './useLoadOnReach.ts';
import { useOpenAfterMount } from './useOpenAfterMount.ts';

/** What the loaded code holds: the control, reporting whether it is open. */
const controlModule = {
  Control({ autoFocus, openOnMount }: { autoFocus: boolean; openOnMount: boolean }) {
    const [isOpen] = useOpenAfterMount(openOnMount);
    return (
      // biome-ignore lint/a11y/noAutofocus: the control takes over the focus of the stand-in it replaces
      <button type="button" autoFocus={autoFocus} data-open={isOpen}>
        Control
      </button>
    );
  },
};
type ControlModule = typeof controlModule;

/** A loader whose answer the test gives, counting its calls. */
function manualLoader() {
  const calls: { resolve: (module: ControlModule) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<ControlModule>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

function Deferred({ load }: { load: () => Promise<ControlModule> }) {
  const { loaded, standInProps, autoFocus, openOnMount } = useLoadOnReach(load);
  if (loaded) return <loaded.Control autoFocus={autoFocus} openOnMount={openOnMount} />;
  return <Button {...standInProps}>Stand-in</Button>;
}

const control = () => screen.getByRole('button', { name: 'Control' });

describe('useLoadOnReach', () => {
  it('loads nothing until the user reaches for the control, then replaces the stand-in, closed', async () => {
    const { load, calls } = manualLoader();
    render(<Deferred load={load} />);
    expect(calls).toHaveLength(0);
    await userEvent.hover(screen.getByRole('button', { name: 'Stand-in' }));
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve(controlModule));
    expect(control().dataset.open).toBe('false');
    expect(document.activeElement).not.toBe(control());
  });

  it('hands the focus over when the stand-in had it', async () => {
    const { load, calls } = manualLoader();
    render(<Deferred load={load} />);
    await userEvent.tab();
    await act(async () => calls[0]?.resolve(controlModule));
    expect(document.activeElement).toBe(control());
    expect(control().dataset.open).toBe('false');
  });

  it('opens the control, focused, when the stand-in was pressed before the code arrived', async () => {
    const { load, calls } = manualLoader();
    render(<Deferred load={load} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stand-in' }));
    expect(screen.getByRole('button', { name: 'Stand-in' })).toBeTruthy();
    await act(async () => {
      for (const call of calls) call.resolve(controlModule);
    });
    expect(control().dataset.open).toBe('true');
    expect(document.activeElement).toBe(control());
  });

  it('keeps the stand-in when the code fails to load, and tries again at the next reach', async () => {
    const { load, calls } = manualLoader();
    render(<Deferred load={load} />);
    const standIn = screen.getByRole('button', { name: 'Stand-in' });
    await userEvent.hover(standIn);
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(standIn.isConnected).toBe(true);
    await userEvent.unhover(standIn);
    await userEvent.hover(standIn);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve(controlModule));
    expect(control()).toBeTruthy();
  });

  it('starts as the control itself once its code has loaded in the page', async () => {
    const { load, calls } = manualLoader();
    const first = render(<Deferred load={load} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Stand-in' }));
    await act(async () => calls[0]?.resolve(controlModule));
    first.unmount();
    render(<Deferred load={load} />);
    expect(control()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stand-in' })).toBeNull();
  });
});
