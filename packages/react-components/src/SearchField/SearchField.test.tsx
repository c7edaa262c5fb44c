import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { SearchField } from './SearchField.tsx';

function Controlled({ log }: { log: string[] }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      label="Search campaigns"
      value={value}
      onChange={(next) => {
        setValue(next);
        log.push(`change:${next}`);
      }}
      onSubmit={(submitted) => log.push(`submit:${submitted}`)}
      onClear={() => log.push('clear')}
    />
  );
}

describe('SearchField', () => {
  it('is a searchbox named by its label, and submits its text on Enter', async () => {
    const log: string[] = [];
    renderWithProvider(<Controlled log={log} />);
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search campaigns' });
    await userEvent.type(box, 'dr{Enter}');
    expect(box.value).toBe('dr');
    expect(log).toEqual(['change:d', 'change:dr', 'submit:dr']);
  });

  it('lets Enter submit a form around it when it has no onSubmit, as a text input does', async () => {
    const submitted: string[] = [];
    renderWithProvider(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push(String(new FormData(event.currentTarget).get('q')));
        }}
      >
        <SearchField aria-label="Search" name="q" />
      </form>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'news{Enter}');
    expect(submitted).toEqual(['news']);
  });

  it('empties on Escape and on its clear button, which gives the focus back to the input', async () => {
    const log: string[] = [];
    renderWithProvider(<Controlled log={log} />);
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search campaigns' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(box, 'a{Escape}');
    expect(box.value).toBe('');
    expect(log).toEqual(['change:a', 'change:', 'clear']);
    await userEvent.type(box, 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('lets Escape through while empty, so a dialog around it can close', () => {
    const escapes: string[] = [];
    renderWithProvider(
      // biome-ignore lint/a11y/noStaticElementInteractions: listens for the key the field lets through
      <div onKeyDown={(event) => escapes.push(event.key)}>
        <SearchField aria-label="User e-mail" defaultValue="x" />
      </div>,
    );
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'User e-mail' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(escapes).toEqual([]);
    expect(box.value).toBe('');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(escapes).toEqual(['Escape']);
  });

  it('keeps its own text without a value and carries data-empty while empty', async () => {
    renderWithProvider(<SearchField aria-label="Find" defaultValue="morning" />);
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Find' });
    expect(box.value).toBe('morning');
    expect(box.closest('[data-empty]')).toBeNull();
    await userEvent.clear(box);
    expect(box.closest('[data-empty]')).not.toBeNull();
  });

  it('offers no clear button while disabled', () => {
    renderWithProvider(<SearchField aria-label="Find" defaultValue="news" isDisabled />);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Find' }).disabled).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names its clear button in the provider locale', () => {
    renderWithProvider(<SearchField aria-label="Suche" defaultValue="x" />, { locale: 'de' });
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Suche löschen',
    ]);
  });
});
