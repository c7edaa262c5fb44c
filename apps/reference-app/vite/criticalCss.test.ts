import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from './criticalCss.ts';

describe('critical CSS', () => {
  it('reads the classes of an HTML fragment', () => {
    expect([...classesIn('<div class="a  b"><p class="c">x</p><span data-class="d"></span></div>')]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('keeps the rules of the classes the page uses, and the rules of no class', () => {
    const css = [
      ':root{--x:1px}',
      'html[data-theme=dark]{background:#000}',
      '.a{color:red}',
      '.a[data-invalid]{color:blue}',
      '.a .b{margin:0}',
      '.unused{color:green}',
      '.a .unused{color:pink}',
      '.a:not(.unused){padding:0}',
      '@media (max-width:600px){.a{display:none}.unused{display:block}}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
    ].join('');
    const kept = criticalCss(css, '<div class="a"><p class="b"></p></div>');
    expect(kept).toContain(':root{--x:1px}');
    expect(kept).toContain('html[data-theme=dark]{background:#000}');
    expect(kept).toContain('.a{color:red}');
    expect(kept).toContain('.a[data-invalid]{color:#00f}');
    expect(kept).toContain('.a .b{margin:0}');
    expect(kept).toContain('.a:not(.unused){padding:0}');
    expect(kept).toContain('@media (width<=600px){.a{display:none}}');
    expect(kept).toContain('@keyframes spin');
    expect(kept).not.toContain('green');
    expect(kept).not.toContain('pink');
    expect(kept).not.toContain('display:block');
  });

  it('drops the groups left without a rule', () => {
    expect(
      criticalCss(
        '@media (min-width:1px){.unused{color:red}}@supports (display:grid){.unused{display:grid}}.a{color:red}',
        '<b class="a"></b>',
      ),
    ).toBe('.a{color:red}');
  });

  it('keeps a rule of several selectors for the one that applies, without the others', () => {
    expect(criticalCss('.a,.unused{color:red}', '<b class="a"></b>')).toBe('.a{color:red}');
  });
});
