/**
 * Debian's Chromium (installed by .ci/run with apt): test tools here cannot download a browser.
 * The flags keep it from reaching for the network, which this machine does not have.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
