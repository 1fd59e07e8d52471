// How every tool here launches Debian's Chromium (Playwright, Lighthouse). Without the
// background-networking flags Chromium keeps dialling Google hosts that this network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
  // The compositor's GPU work (software, under --disable-gpu) as a thread of the browser process,
  // not a process of its own: about a seventh less CPU for the end-to-end suite.
  '--in-process-gpu',
];
