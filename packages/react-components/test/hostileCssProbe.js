/**
 * What the Chromium check under a host stylesheet reads in the page: a script for the page
 * (`page.addInitScript({ path: '…/hostileCssProbe.js' })`, or `HOSTILE_CSS_PROBE` of
 * hostileCssProbe.ts as `content`) that defines `window.hostileCssProbe`. Plain JavaScript run as it
 * stands, so any page embedding a provider can use it.
 *
 * - `root()`: the provider's root (`[data-theme]`), in the page or in an open shadow root.
 * - `overflowingControls()`: each visible control whose box leaves its card (the nearest framed
 *   ancestor: a border on every side) or the root, up to the first scrolling ancestor.
 * - `fonts()`, `headings()`: each visible text element's font and each heading's colour and case.
 * - `snapshot()`: the computed style of every rendered element inside, and the box (relative to the root)
 *   of each one laid out in the root (not visually hidden, not fixed to the viewport).
 * - `elementRules(css)`: the rules of a stylesheet that select by element names alone, without
 *   their `!important` declarations; `layeredRules(css)`: all its rules without `!important`
 *   declarations, in a cascade layer. Scoped isolation keeps out both.
 */
(() => {
  const CONTROLS =
    'input, select, textarea, button, [role="button"], [role="combobox"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="spinbutton"], [role="option"], [role="slider"]';
  const SNAPSHOT_PROPERTIES = [
    'display',
    'position',
    'box-sizing',
    'font-family',
    'font-size',
    'font-weight',
    'line-height',
    'color',
    'background-color',
    'text-transform',
    'letter-spacing',
    'text-align',
    'text-decoration-line',
    'margin-top',
    'margin-right',
    'margin-bottom',
    'margin-left',
    'padding-top',
    'padding-right',
    'padding-bottom',
    'padding-left',
    'border-top-width',
    'border-right-width',
    'border-bottom-width',
    'border-left-width',
    'border-top-style',
    'border-top-color',
    'border-collapse',
    'border-spacing',
    'list-style-type',
    'width',
    'height',
  ];

  function root() {
    const inPage = document.querySelector('[data-theme]');
    if (inPage) return inPage;
    for (const element of document.querySelectorAll('*')) {
      const inShadow = element.shadowRoot?.querySelector('[data-theme]');
      if (inShadow) return inShadow;
    }
    throw new Error('No provider root ([data-theme]) in the page or its open shadow roots');
  }

  const name = (element) =>
    '<' +
    element.localName +
    (element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : '') +
    '> ' +
    JSON.stringify((element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40));

  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility === 'visible';
  };

  const framed = (element) => {
    const style = getComputedStyle(element);
    return ['top', 'right', 'bottom', 'left'].every(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
        style.getPropertyValue(`border-${side}-style`) !== 'none',
    );
  };

  const scrolls = (element) => {
    const style = getComputedStyle(element);
    return style.overflowX !== 'visible' || style.overflowY !== 'visible';
  };

  const inside = (inner, outer) =>
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5;

  function overflowingControls() {
    const top = root();
    const found = [];
    for (const control of top.querySelectorAll(CONTROLS)) {
      if (!visible(control)) continue;
      const box = control.getBoundingClientRect();
      for (let frame = control.parentElement; frame; frame = frame.parentElement) {
        if (frame !== top && scrolls(frame)) break;
        if ((frame === top || framed(frame)) && !inside(box, frame.getBoundingClientRect())) {
          found.push(`${name(control)} leaves ${name(frame)}`);
          break;
        }
        if (frame === top) break;
      }
    }
    return found;
  }

  const TEXT =
    'h1, h2, h3, h4, h5, h6, p, label, legend, span, li, td, th, input, textarea, button, [role="option"], [role="tab"]';

  function fonts() {
    return [...root().querySelectorAll(TEXT)]
      .filter((element) => visible(element) && (element.textContent || '').trim() !== '')
      .map((element) => ({ element: name(element), fontFamily: getComputedStyle(element).fontFamily }));
  }

  function headings() {
    return [...root().querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].map((element) => {
      const style = getComputedStyle(element);
      return {
        element: name(element),
        color: style.color,
        textTransform: style.textTransform,
        letterSpacing: style.letterSpacing,
      };
    });
  }

  // Visually hidden elements (clipped to nothing) sit where their containing block puts them,
  // which may be outside the root, and fixed ones (a popover's underlay) where the viewport is:
  // their boxes say nothing about the screen.
  const unplaced = (element, top) => {
    for (let current = element; current && current !== top; current = current.parentElement) {
      const style = getComputedStyle(current);
      if (style.clipPath !== 'none' || style.clip !== 'auto' || style.position === 'fixed') return true;
    }
    return false;
  };

  function snapshot() {
    const top = root();
    const origin = top.getBoundingClientRect();
    // What is rendered: an element under `display: none` has no boxes, and what it holds (a drawing
    // loaded once it scrolls into view, say) may or may not be there yet. A host rule that shows a
    // hidden element still changes the list.
    const rendered = [top, ...top.querySelectorAll('*')].filter(
      (element) =>
        element === top ||
        element.getClientRects().length > 0 ||
        getComputedStyle(element).display === 'contents',
    );
    return rendered.map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const entry = { element: name(element) };
      for (const property of SNAPSHOT_PROPERTIES) entry[property] = style.getPropertyValue(property);
      if (box.width > 0 && box.height > 0 && !unplaced(element, top)) {
        entry.box = [box.left - origin.left, box.top - origin.top, box.width, box.height]
          .map(Math.round)
          .join(' ');
      }
      return entry;
    });
  }

  function normalRules(css, keep) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const kept = [];
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSStyleRule) || !keep(rule.selectorText)) continue;
      const declarations = [];
      for (const property of rule.style) {
        if (rule.style.getPropertyPriority(property) !== 'important') {
          declarations.push(`${property}: ${rule.style.getPropertyValue(property)}`);
        }
      }
      if (declarations.length > 0) kept.push(`${rule.selectorText} { ${declarations.join('; ')} }`);
    }
    return kept.join('\n');
  }

  const elementRules = (css) => normalRules(css, (selector) => /^[a-z0-9*,\s>+~-]+$/i.test(selector));

  const layeredRules = (css) => `@layer portal {\n${normalRules(css, () => true)}\n}`;

  window.hostileCssProbe = {
    root,
    overflowingControls,
    fonts,
    headings,
    snapshot,
    elementRules,
    layeredRules,
  };
})();
