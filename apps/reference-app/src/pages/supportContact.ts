/**
 * Support is reached at the configured address (`SUPPORT_CHAT_URL`), by default
 * `mailto:support@earshot.dev`: the page's link and the toast's action open it the same way.
 */

/** Whether the support address is a web page (the support chat), which opens in a new tab. */
export function opensInNewTab(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * Opens the support address as its link does: a web page in a new tab, any other address (a
 * `mailto:`) in place, which hands it to the mail app. A `mailto:` opened in a new tab leaves an
 * empty tab, or nothing at all where pop-ups are blocked.
 */
export function openSupportContact(url: string, browser: Pick<Window, 'open' | 'location'> = window): void {
  if (opensInNewTab(url)) browser.open(url, '_blank', 'noopener,noreferrer');
  else browser.location.assign(url);
}
