import { describe, expect, it } from 'vitest';
import { appearanceStyle } from './appearance.ts';

describe('appearance variables', () => {
  it('sets the stable contract variables an embedder can rely on', () => {
    const style = appearanceStyle({ colorPrimary: '#ff0066', spacingUnit: '8px', fontSizeBase: '16px' });
    expect(style).toMatchObject({
      '--earshot-color-primary': '#ff0066',
      '--earshot-color-focus': '#ff0066',
      '--earshot-space-unit': '8px',
      '--earshot-font-sizeBase': '16px',
    });
  });

  it('sets nothing for an empty appearance', () => {
    expect(appearanceStyle()).toEqual({});
  });

  it('names the allowed variables when given an unknown one', () => {
    expect(() => appearanceStyle({ colourPrimary: 'red' } as never)).toThrow(
      /Unknown appearance variable 'colourPrimary': use one of colorPrimary/,
    );
  });
});
