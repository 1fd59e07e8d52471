// How every tool here launches Debian's Chromium (Playwright, Lighthouse). Without the
// background-networking flags Chromium keeps dialling Google hosts that this network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright (1.65) turns off in every Chromium it launches. Chromium keeps only the
 * last `--disable-features` it is given, so ours (below) must name Playwright's too, or it would
 * turn them back on. chromium.test.ts checks this list against the installed Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's suggestion popup, a web page of its own since Chromium 15x: headless Chromium
 * renders it (two of them) for every window, and Playwright opens a window per test. Without it
 * the end-to-end suite took 3.1 min, not 3.6, and a third less CPU (2026-11-27).
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

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
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
