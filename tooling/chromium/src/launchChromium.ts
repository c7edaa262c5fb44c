import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { type Browser, chromium } from 'playwright-core';

/** The Chromium binary: `EARSHOT_CHROMIUM`, or Debian's package. */
export const CHROMIUM_PATH = process.env.EARSHOT_CHROMIUM || '/usr/bin/chromium';

/**
 * Chromium's switches for a machine without internet access: without them it tries to reach
 * Google's services at start and is refused. No sandbox because CI runs as root.
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

const MISSING =
  'install it (apt-get install -y chromium) or point EARSHOT_CHROMIUM at a Chrome or Chromium binary';

/** Fails fast, before any server starts, when there is no Chromium to run. */
export async function assertChromiumInstalled(): Promise<void> {
  try {
    await access(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: ${MISSING}.`);
  }
}

/**
 * Launches headless Chromium through playwright-core. Playwright gives every launch a fresh
 * temporary user-data-dir (and deletes it on close), so no profile leaks between runs.
 */
export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
  } catch (error) {
    throw new Error(`Could not start Chromium at ${CHROMIUM_PATH}: ${MISSING}.\n${String(error)}`);
  }
}
