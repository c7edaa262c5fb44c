import { within } from '@testing-library/react';

/** The roles of controls that send a request when used. */
const CONTROL_ROLES = ['button', 'textbox', 'combobox', 'checkbox', 'switch', 'radio', 'spinbutton'] as const;

const isDisabled = (element: HTMLElement) =>
  element.matches(':disabled') ||
  element.getAttribute('aria-disabled') === 'true' ||
  element.closest('fieldset:disabled') !== null ||
  element.hasAttribute('data-disabled') ||
  element.closest('[aria-readonly="true"]') !== null ||
  element.hasAttribute('readonly');

/**
 * The accessible names of the enabled controls in `container` (buttons, fields, pickers, switches),
 * except those named in `allowed` (such as a Retry button that only reads again).
 */
export function enabledControls(container: HTMLElement, allowed: RegExp[] = []): string[] {
  return CONTROL_ROLES.flatMap((role) =>
    within(container)
      .queryAllByRole(role)
      .filter((element) => !isDisabled(element))
      .map((element) => `${role} ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`)
      .filter((name) => !allowed.some((pattern) => pattern.test(name))),
  );
}
