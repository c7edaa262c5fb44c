import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { Checkbox } from './Checkbox.tsx';

describe('choices', () => {
  it('checkbox toggles and marks the root data-selected', async () => {
    renderWithProvider(<Checkbox>Open inventory only</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Open inventory only' });
    await userEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.closest('label')?.dataset.selected).toBe('true');
  });

  it('switch turns on with the keyboard', async () => {
    renderWithProvider(<Switch>Pacing</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Pacing' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('radio group keeps one choice', async () => {
    const values: string[] = [];
    renderWithProvider(
      <RadioGroup label="Billing" onChange={(value) => values.push(value)}>
        <Radio value="cpm">CPM</Radio>
        <Radio value="cpa">CPA</Radio>
      </RadioGroup>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'CPA' }));
    expect(values).toEqual(['cpa']);
    expect(screen.getByRole('radiogroup', { name: 'Billing' })).toBeTruthy();
  });
});
