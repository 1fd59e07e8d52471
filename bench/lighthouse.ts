// Lighthouse (mobile emulation, its default) on pages of the built app, in Debian's Chromium.
// Each page is measured RUNS times and the median reported: one run's performance score swings
// by several points on a busy machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

export type LighthouseScores = { path: string; performance: number; accessibility: number };

const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function runLighthouse(origin: string, paths: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const path of paths) {
      const runs: { performance: number; accessibility: number }[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const categories = result?.lhr.categories;
        runs.push({
          performance: Math.round((categories?.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
        });
      }
      const performance = runs.map((r) => r.performance);
      console.log(`Lighthouse ${path}: performance runs ${performance.join(', ')}`);
      scores.push({
        path,
        performance: median(performance),
        accessibility: median(runs.map((r) => r.accessibility)),
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
