import type { Page } from 'playwright-core';

/**
 * The enabled controls in the page's `main` that would change stored data: buttons and links named
 * with a verb that edits (Save, Delete, New campaign, …), and fields, boxes and switches a user can
 * change (search fields and filters, which only narrow what is shown, the tabs and players' position
 * sliders excepted). A view-only
 * member must find none. Answers `route: <tag> name` for each.
 */
export function editingControls(page: Page, path: string): Promise<string[]> {
  return page.evaluate((route) => {
    const verb =
      /^(save|delete|remove|create|new|add|upload|launch|pause|resume|end|duplicate|invite|generate|archive|connect|disconnect|rename|replace|publish|submit|dismiss|change|set up|install)\b/i;
    const main = document.querySelector('main');
    if (!main) return [`${route}: no main`];
    const shown = (element: Element) => {
      const box = (element.closest('label') ?? element).getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    // Hidden from everyone: e.g. the native select behind a custom one, there for forms and autofill.
    const hidden = (element: Element) => element.closest('[aria-hidden="true"], [inert]') !== null;
    const locked = (element: Element) =>
      element.matches(':disabled') ||
      element.closest('fieldset:disabled, [aria-disabled="true"], [aria-readonly="true"]') !== null ||
      element.hasAttribute('readonly');
    // A player's position slider moves playback, not stored data.
    const narrowsOnly = (element: Element) =>
      element.closest('[role="search"], search, [role="tablist"]') !== null ||
      element.matches(
        '[type="search"], [role="searchbox"], [role="tab"], [data-media-player] [type="range"]',
      );
    // A link in a table row is an item's name ("New Year Launch"), not an action.
    const itemName = (element: Element) =>
      element.matches('a, [role="link"]') && element.closest('tr, [role="row"]') !== null;
    const name = (element: Element) =>
      (
        element.getAttribute('aria-label') ??
        element.closest('label')?.textContent ??
        (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
        element.textContent ??
        ''
      ).trim();
    const problems: string[] = [];
    for (const element of main.querySelectorAll(
      'button, a[href], [role="button"], [role="link"], [role="menuitem"]',
    )) {
      if (
        shown(element) &&
        !hidden(element) &&
        !locked(element) &&
        !itemName(element) &&
        verb.test(name(element))
      ) {
        problems.push(`${route}: <${element.tagName.toLowerCase()}> "${name(element).slice(0, 60)}"`);
      }
    }
    for (const element of main.querySelectorAll(
      'input:not([type="hidden"]), textarea, select, [contenteditable="true"], [role="checkbox"], [role="switch"], [role="radio"], [role="spinbutton"], [role="combobox"]',
    )) {
      if (shown(element) && !hidden(element) && !locked(element) && !narrowsOnly(element)) {
        problems.push(`${route}: <${element.tagName.toLowerCase()}> field "${name(element).slice(0, 60)}"`);
      }
    }
    return problems;
  }, path);
}
