/**
 * `npm run report:lighthouse`: Lighthouse (mobile, the default emulation) for the home, temple,
 * membership and videos pages of the built site (`dist/`), in Debian's Chromium, three runs in a
 * row. Prints the four category scores of each run. A report, not a test: scores move with the
 * machine's load.
 *
 *   npm run report:lighthouse                     # the four pages, three runs
 *   npm run report:lighthouse -- /videos --runs=1 # one page, once
 *   node scripts/lighthouse.ts --site=dist-mine   # a build of your own (astro build --outDir dist-mine)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { startService } from './lib/start-service.ts';

const PORT = 4396;
const PAGES = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = PAGES.length > 0 ? PAGES : ['/', '/temples/los-angeles', '/membership', '/videos'];
const runsArgument = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = runsArgument ? Number(runsArgument.slice('--runs='.length)) : 3;
if (!Number.isSafeInteger(RUNS) || RUNS < 1)
  throw new Error('--runs takes a whole number of runs, 1 or more');

const siteArgument = process.argv.find((a) => a.startsWith('--site='));
const service = await startService({ port: PORT, siteDir: siteArgument?.slice('--site='.length) ?? 'dist' });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
try {
  console.log('| run | page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |');
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|');
  for (let run = 1; run <= RUNS; run += 1)
    for (const path of paths) {
      const result = await lighthouse(`${service.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      console.log(
        `| ${run} | ${path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audits['largest-contentful-paint']?.displayValue} | ${audits['cumulative-layout-shift']?.displayValue} | ${audits['total-blocking-time']?.displayValue} |`,
      );
    }
} finally {
  chrome.kill();
  await service.stop();
}
