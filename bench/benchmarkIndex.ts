/**
 * How fast this machine is, as Lighthouse measures it, and the CPU slowdown that makes it a mid-tier phone.
 * Used by `npm run bench:phone` and `npm run lighthouse` (`--cpu calibrated`): their fixed 4x stands for
 * that phone only on a host of benchmark index about 1,533; this machine's index drifts (887 to 1,775 seen).
 */
import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The CPU slowdown that makes a host of this Lighthouse benchmark index emulate Lighthouse's mid-tier phone
 * (the phone its mobile 4x stands for): the piecewise-linear rule of Lighthouse's CPU throttling calculator
 * (1,533 gives 4x, 1,300 gives 3x, 800 gives 2x, 150 gives 1x). Never below 1.
 */
export function cpuMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The host's benchmark index (Lighthouse's `computeBenchmarkIndex`), median of 5, in a blank page. */
export async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const values: number[] = [];
    // tsx names functions with a `__name` helper the page does not have.
    const script = `(() => { const __name = (f) => f; return (${pageFunctions.computeBenchmarkIndex.toString()})(); })()`;
    for (let run = 0; run < 5; run += 1) values.push(Number(await page.evaluate(script)));
    values.sort((a, b) => a - b);
    return values[2];
  } finally {
    await page.close();
  }
}
