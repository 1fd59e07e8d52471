// Draws the installed app's icons (public/icons/*.png, named by public/manifest.webmanifest) from
// one SVG mark: the favicon's echo, two arcs over a point, white on the brand indigo. Chromium
// renders them (the one the end-to-end tests use), so no image library is needed. Run
// `npm run icons` after changing the mark and commit the PNGs.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const BRAND = '#4f46e5';
const MARK = '#ffffff';

/**
 * The mark on a 512-unit square. `maskable`: the background fills the square (a launcher cuts its
 * own shape) and the mark shrinks into the central safe circle, 40% of the size in radius.
 */
function iconSvg(size: number, maskable: boolean): string {
  const scale = maskable ? 0.72 : 1;
  const corner = maskable ? 0 : 112;
  // The arcs rise from the point at (256, 303): the mark's height is centred on the square.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${corner}" fill="${BRAND}"/>
  <g transform="translate(256 303) scale(${scale}) translate(-256 -303)" fill="none" stroke="${MARK}" stroke-width="28" stroke-linecap="round">
    <path d="M128 303a128 128 0 0 1 256 0"/>
    <path d="M184 303a72 72 0 0 1 144 0"/>
    <circle cx="256" cy="303" r="24" fill="${MARK}" stroke="none"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, maskable: false },
  { file: 'public/icons/icon-512.png', size: 512, maskable: false },
  { file: 'public/icons/maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;background:transparent">${iconSvg(size, maskable)}</body>`,
    );
    writeFileSync(file, await page.screenshot({ type: 'png', omitBackground: true }));
    console.log(`Wrote ${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
