/**
 * Debian's chromium, as the browser tests and the Lighthouse bench start it: nothing downloads a
 * browser of its own (GUIDE §5). `CHROMIUM_PATH` points elsewhere.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags both use: headless, no sandbox or GPU, and no background traffic to Google. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
