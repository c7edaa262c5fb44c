import { describe, expect, it } from 'vitest';
import { openSupportContact, opensInNewTab } from './supportContact.ts';

/** A browser that records where it was asked to go. */
function recordingBrowser() {
  const opened: string[] = [];
  const assigned: string[] = [];
  const browser = {
    open: (url?: string | URL) => {
      opened.push(String(url));
      return null;
    },
    location: { assign: (url: string | URL) => assigned.push(String(url)) },
  } as unknown as Pick<Window, 'open' | 'location'>;
  return { browser, opened, assigned };
}

describe('support contact', () => {
  it('hands a mailto: address to the mail app in place, not to a new tab', () => {
    const { browser, opened, assigned } = recordingBrowser();
    openSupportContact('mailto:support@earshot.dev', browser);
    expect(assigned).toEqual(['mailto:support@earshot.dev']);
    expect(opened).toEqual([]);
    expect(opensInNewTab('mailto:support@earshot.dev')).toBe(false);
  });

  it('opens a support chat on the web in a new tab', () => {
    const { browser, opened, assigned } = recordingBrowser();
    openSupportContact('https://support.earshot.dev/chat', browser);
    expect(opened).toEqual(['https://support.earshot.dev/chat']);
    expect(assigned).toEqual([]);
    expect(opensInNewTab('HTTP://support.example.test/')).toBe(true);
  });
});
