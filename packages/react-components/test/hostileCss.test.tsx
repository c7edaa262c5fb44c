import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Button } from '../src/Button/Button.tsx';
import { Checkbox } from '../src/Checkbox/Checkbox.tsx';
import { PageHeader } from '../src/PageHeader/PageHeader.tsx';
import { TextField } from '../src/TextField/TextField.tsx';
import { renderWithProvider } from './renderWithProvider.tsx';

/** Rules a host page might have; none of them may reach our components. */
const HOSTILE_CSS = `
  button { all: unset; }
  * { box-sizing: content-box; }
  input { border: 0; padding: 0; }
  label, h1, p { text-transform: uppercase; letter-spacing: 4px; margin: 40px; }
`;

describe('a host page with hostile global CSS', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = HOSTILE_CSS;
    document.head.append(style);
  });
  afterEach(() => style.remove());

  it('does not change how our button and text field are laid out', () => {
    renderWithProvider(
      <>
        <Button>Save</Button>
        <TextField label="Name" />
      </>,
      { appearance: { variables: { spacingUnit: '4px', borderRadius: '6px' } } },
    );
    const button = getComputedStyle(screen.getByRole('button', { name: 'Save' }));
    expect(button.boxSizing).toBe('border-box');
    expect(button.display).toBe('inline-flex');
    expect(button.cursor).toBe('pointer');
    expect(button.borderTopLeftRadius).toBe('6px');
    const input = getComputedStyle(screen.getByRole('textbox', { name: 'Name' }));
    expect(input.boxSizing).toBe('border-box');
    expect(input.borderTopStyle).toBe('solid');
    // happy-dom keeps logical properties as written, with theme variables resolved.
    expect(input.getPropertyValue('padding-inline')).toBe('calc(4px * 3)');
    expect(input.borderTopWidth).toBe('1px');
  });

  it('leaves the host page outside the provider alone', () => {
    const host = document.createElement('button');
    host.textContent = 'Host button';
    document.body.append(host);
    renderWithProvider(<Button>Ours</Button>);
    expect(getComputedStyle(host).boxSizing).toBe('content-box');
    host.remove();
  });
});

describe('host element rules for text', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = HOSTILE_CSS;
    document.head.append(style);
  });
  afterEach(() => style.remove());

  it('do not reach our labels, headings and paragraphs', () => {
    renderWithProvider(
      <>
        <PageHeader title="Campaigns" description="Every campaign" />
        <TextField label="Name" />
        <Checkbox>Open inventory only</Checkbox>
      </>,
    );
    const elements = [
      screen.getByRole('heading', { name: 'Campaigns' }),
      screen.getByText('Every campaign'),
      screen.getByText('Name'),
      screen.getByText('Open inventory only').closest('label') as HTMLElement,
    ];
    for (const element of elements) {
      const computed = getComputedStyle(element);
      expect(computed.textTransform, element.outerHTML).not.toBe('uppercase');
      expect(computed.marginTop, element.outerHTML).not.toBe('40px');
    }
  });
});
