import { afterAll, beforeAll } from 'vitest';

const styledHeight = (element: Element) => Number.parseFloat((element as HTMLElement).style.height) || 0;

/**
 * happy-dom has no layout. For the tests of a file, an element is as high as its style says and
 * its content as high as its tallest styled descendant, as a browser lays out the virtualized grid.
 */
export function withStyledLayout() {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return styledHeight(this);
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return Math.max(0, ...[...this.querySelectorAll('[style]')].map(styledHeight));
      },
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
  });
}
