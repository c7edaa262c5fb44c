import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from './ThemeRoot.tsx';
import { darkTheme, lightTheme } from './themes.css.ts';

describe('ThemeRoot', () => {
  it('themes its content, light unless told otherwise, and says so in data-theme', () => {
    const view = render(
      <ThemeRoot lang="fr" className="page">
        <p>Bonjour</p>
      </ThemeRoot>,
    );
    const root = view.container.firstElementChild as HTMLElement;
    expect(root.classList.contains(lightTheme)).toBe(true);
    expect(root.classList.contains('page')).toBe(true);
    expect(root.dataset.theme).toBe('light');
    expect(root.lang).toBe('fr');
    expect(screen.getByText('Bonjour').parentElement).toBe(root);
  });

  it('lays the dark theme and the variables of an appearance over its content', () => {
    const view = render(
      <ThemeRoot appearance={{ theme: 'dark', variables: { colorPrimary: 'rebeccapurple' } }}>x</ThemeRoot>,
    );
    const root = view.container.firstElementChild as HTMLElement;
    expect(root.classList.contains(darkTheme)).toBe(true);
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--earshot-color-primary')).toBe('rebeccapurple');
  });

  it('renders on the server what the browser renders', () => {
    const element = (
      <ThemeRoot lang="de">
        <p>Hallo</p>
      </ThemeRoot>
    );
    const served = document.createElement('div');
    served.innerHTML = renderToString(element);
    const rendered = render(element).container;
    expect(served.innerHTML).toBe(rendered.innerHTML);
  });
});
