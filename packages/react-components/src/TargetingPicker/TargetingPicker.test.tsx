import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { TargetingPicker, type TargetingPickerProps } from './TargetingPicker.tsx';

const COUNTRIES = [
  { id: 'DE', label: 'Germany' },
  { id: 'FR', label: 'France' },
  { id: 'US', label: 'United States', detail: '331 million' },
  { id: 'CI', label: 'Côte d’Ivoire' },
];

/** The picker over `COUNTRIES`, keeping what it is given in state. */
function Picker({ initial = [], ...props }: Partial<TargetingPickerProps> & { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <TargetingPicker label="Countries" options={COUNTRIES} value={value} onChange={setValue} {...props} />
  );
}

/** The picker over a caller that searches: a country is found by its exact code. */
function SearchingPicker({ onSearched }: { onSearched: (text: string) => void }) {
  const [q, setQ] = useState('');
  const found = q === '' ? [] : COUNTRIES.filter((country) => country.id.toLowerCase() === q);
  return (
    <Picker
      options={found}
      onSearch={(text) => {
        onSearched(text);
        setQ(text);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Countries' });
/**
 * The tags of the chosen countries: a grid, or a group while it is empty. The open suggestions hide the
 * rest of the page from assistive technology, hence `hidden`.
 */
const chosen = () =>
  screen.queryByRole('grid', { name: 'Countries chosen', hidden: true }) ??
  screen.getByRole('group', { name: 'Countries chosen', hidden: true });
const tags = () =>
  within(chosen())
    .queryAllByRole('row', { hidden: true })
    .map((row) => row.textContent?.replace('×', ''));
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent?.replace('✓', ''));

describe('TargetingPicker', () => {
  it('filters the choices by their names as the user types, ignoring case and accents', async () => {
    renderWithProvider(<Picker />);
    await userEvent.type(input(), 'cote');
    expect(optionNames()).toEqual(['Côte d’Ivoire']);
    await userEvent.clear(input());
    await userEvent.type(input(), 'AN');
    expect(optionNames()).toEqual(['Germany', 'France']);
  });

  it('finds a choice by its detail too, such as a country by its code', async () => {
    renderWithProvider(<Picker options={COUNTRIES.map((country) => ({ ...country, detail: country.id }))} />);
    await userEvent.type(input(), 'us');
    expect(optionNames()).toEqual(['United StatesUS']);
  });

  it('says when there is nothing to choose from', async () => {
    renderWithProvider(<Picker options={[]} />);
    await userEvent.click(input());
    expect(within(screen.getByRole('listbox')).getByText('Nothing to choose from.')).toBeTruthy();
  });

  it('hands over the id of a pick and empties the input for the next one', async () => {
    const onChange = vi.fn();
    renderWithProvider(<Picker onChange={onChange} />);
    expect(within(chosen()).getByText('None chosen yet')).toBeTruthy();
    await userEvent.type(input(), 'ger');
    await userEvent.click(screen.getByRole('option', { name: 'Germany' }));
    expect(onChange).toHaveBeenLastCalledWith(['DE']);
    expect(input()).toHaveProperty('value', '');
  });

  it('shows the picks as tags with their names, and unchooses an option picked again', async () => {
    renderWithProvider(<Picker />);
    await userEvent.click(input());
    await userEvent.click(screen.getByRole('option', { name: 'France' }));
    await userEvent.click(screen.getByRole('option', { name: /United States/ }));
    expect(tags()).toEqual(['France', 'United States']);
    expect(screen.getByRole('option', { name: 'France' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: 'France' }));
    expect(tags()).toEqual(['United States']);
  });

  it('is used with the keyboard alone: arrows and Enter choose, Backspace on a tag removes it', async () => {
    renderWithProvider(<Picker />);
    await userEvent.tab();
    expect(document.activeElement).toBe(input());
    await userEvent.keyboard('fr');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(tags()).toEqual(['France']);
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('row');
    expect(document.activeElement?.textContent).toContain('France');
    await userEvent.keyboard('{Backspace}');
    expect(tags()).toEqual([]);
  });

  it('removes a tag with its button and keeps ids no option names, shown as they are', async () => {
    renderWithProvider(<Picker initial={['XK', 'DE']} />);
    expect(tags()).toEqual(['XK', 'Germany']);
    await userEvent.click(input());
    await userEvent.click(screen.getByRole('option', { name: 'France' }));
    expect(tags()).toEqual(['XK', 'Germany', 'France']);
    await userEvent.keyboard('{Escape}');
    const germany = within(chosen()).getByRole('row', { name: 'Germany' });
    await userEvent.click(within(germany).getByRole('button', { name: /^Remove/ }));
    expect(tags()).toEqual(['XK', 'France']);
  });

  it('shows the chosen values without an input or remove buttons when read-only', () => {
    renderWithProvider(<Picker initial={['US']} isReadOnly errorMessage="Too many countries." />);
    expect(screen.queryByRole('combobox')).toBeNull();
    const list = screen.getByRole('grid', { name: 'Countries' });
    expect(within(list).getByRole('row', { name: 'United States' })).toBeTruthy();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.getByText('Too many countries.')).toBeTruthy();
  });

  it('says the choices are loading, and offers to try again when they failed', async () => {
    const onRetry = vi.fn();
    renderWithProvider(<Picker options={[]} status="loading" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the choices…');
    await userEvent.click(input());
    expect(within(screen.getByRole('listbox')).getByText('Loading the choices…')).toBeTruthy();
    cleanup();
    renderWithProvider(<Picker options={[]} status="failed" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The choices could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('drops typed text that picked nothing once the suggestions close', async () => {
    renderWithProvider(<Picker />);
    await userEvent.type(input(), 'ger');
    await userEvent.keyboard('{Escape}');
    expect(input()).toHaveProperty('value', '');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(tags()).toEqual([]);
  });

  it('says when nothing matches', async () => {
    renderWithProvider(<Picker />);
    await userEvent.type(input(), 'atlantis');
    expect(within(screen.getByRole('listbox')).getByText('Nothing matches “atlantis”.')).toBeTruthy();
  });

  it('hands the typed text to a caller that searches, shows its answers as given, and keeps names found earlier', async () => {
    const searched: string[] = [];
    renderWithProvider(<SearchingPicker onSearched={(text) => searched.push(text)} />);
    await userEvent.click(input());
    expect(within(screen.getByRole('listbox')).getByText('Type to search.')).toBeTruthy();
    await userEvent.keyboard('de');
    expect(searched).toEqual(['d', 'de']);
    expect(optionNames()).toEqual(['Germany']);
    await userEvent.click(screen.getByRole('option', { name: 'Germany' }));
    expect(searched.at(-1)).toBe('');
    await userEvent.keyboard('fr');
    await userEvent.click(screen.getByRole('option', { name: 'France' }));
    expect(tags()).toEqual(['Germany', 'France']);
  });
});
