import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.ts';

/** The names in the installed Playwright's own `disabledFeatures` list (chromiumSwitches.ts). */
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (list === undefined) throw new Error('Playwright no longer has a disabledFeatures list here');
  const code = list.replace(/\/\/.*$/gm, '');
  return [...code.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('the Chromium launch config', () => {
  test('names every feature the installed Playwright turns off, which our flag would undo', () => {
    const playwright = installedPlaywrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(5);
    expect(playwright.filter((name) => !PLAYWRIGHT_DISABLED_FEATURES.includes(name))).toEqual([]);
    // One flag only: Chromium keeps the last, so a second would drop the first.
    expect(CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features=')).length).toBe(1);
  });

  test('opens a window with no address-bar popup pages beside the test page', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      await (await browser.newContext()).newPage();
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      expect(targetInfos.map((target) => target.type)).toEqual(['page']);
    } finally {
      await browser.close();
    }
  });
});
