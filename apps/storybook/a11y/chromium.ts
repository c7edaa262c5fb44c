import { type Browser, chromium } from 'playwright-core';

/** The Chromium binary: `EARSHOT_CHROMIUM`, or Debian's package. */
const CHROMIUM_PATH = process.env.EARSHOT_CHROMIUM || '/usr/bin/chromium';

/**
 * Switches for a machine without internet access (the same as the reference app's end-to-end
 * tests): without them Chromium tries to reach Google's services at start. No sandbox because CI
 * runs as root.
 */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches headless Chromium through playwright-core, with a fresh profile that is deleted on close. */
export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
  } catch (error) {
    throw new Error(
      `Could not start Chromium at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or point ` +
        `EARSHOT_CHROMIUM at a Chrome or Chromium binary.\n${String(error)}`,
    );
  }
}
