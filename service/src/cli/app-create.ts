/**
 * `npm run app:create`: asks a few questions and writes a new app file (docs/apps.md) with fresh
 * ids and public keys, which the service applies at its next start. Every question is also a flag,
 * for scripts:
 *
 *   npm run app:create -- --name "Lotus Studio" --site https://lotus.example \
 *     --free Free --paid "Studio 12" --protect /members/ [--dir apps] [--currency usd]
 *
 * `--paid "Studio 12"` is a plan named Studio at 12.00 a month; `--protect` makes a content group
 * of that path, opened by the paid plan when there is one (every member otherwise). Answers read
 * from a pipe work as well as typed ones.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { draftAppFile, slugOf } from '../apps/draft.ts';
import { DEFAULT_APPS_DIR } from '../env.ts';

const { values: flags } = parseArgs({
  options: {
    name: { type: 'string' },
    site: { type: 'string' },
    free: { type: 'string' },
    paid: { type: 'string' },
    protect: { type: 'string' },
    currency: { type: 'string' },
    dir: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (flags.help) {
  console.log(
    'npm run app:create -- [--name NAME] [--site URL] [--free PLAN] [--paid "PLAN PRICE"] [--protect /path/] [--currency usd] [--dir apps]',
  );
  process.exit(0);
}

// Answers come one line each, typed or piped; the reader is shared by every question.
const lines = createInterface({
  input: process.stdin,
  output: process.stdout,
  terminal: process.stdin.isTTY,
});
const queued: string[] = [];
let ended = false;
const waiting: ((line: string | undefined) => void)[] = [];
lines.on('line', (line) => {
  const next = waiting.shift();
  if (next) next(line);
  else queued.push(line);
});
lines.on('close', () => {
  ended = true;
  for (const next of waiting.splice(0)) next(undefined);
});

async function ask(question: string, fallback = ''): Promise<string> {
  const shown = fallback ? `${question} [${fallback}] ` : `${question} `;
  process.stdout.write(shown);
  const line =
    queued.length > 0
      ? queued.shift()
      : ended
        ? undefined
        : await new Promise<string | undefined>((resolve) => waiting.push(resolve));
  if (!process.stdin.isTTY) process.stdout.write(`${line ?? ''}\n`);
  const answer = (line ?? '').trim();
  return answer || fallback;
}

/** 'Studio 12' or 'Studio 12.50': a plan's name and its monthly price in major units. */
function parsePaid(answer: string): { name: string; cents: number } | null {
  const match = /^(.*\S)\s+\$?(\d+(?:[.,]\d{1,2})?)$/.exec(answer.trim());
  if (!match?.[1] || !match[2]) return null;
  return { name: match[1], cents: Math.round(Number(match[2].replace(',', '.')) * 100) };
}

async function main(): Promise<void> {
  const name = flags.name ?? (await ask("Your app's name (shown to members, in mails and on checkout)?"));
  if (!name) throw new Error('An app needs a name.');
  const site =
    flags.site ??
    (await ask("Your site's address, such as https://lotus.example (blank: served by this service)?"));
  const free = flags.free ?? (await ask('A free plan, its name (blank: none)?', 'Free'));
  let paid: { name: string; cents: number } | null = null;
  const paidAnswer =
    flags.paid ?? (await ask('A paid plan, its name and monthly price, such as "Pro 12" (blank: none)?'));
  if (paidAnswer) {
    paid = parsePaid(paidAnswer);
    if (!paid)
      throw new Error(
        `Write the paid plan as its name and its monthly price, such as "Pro 12" (got "${paidAnswer}").`,
      );
  }
  const currency = (flags.currency ?? 'usd').toLowerCase();
  const protect =
    flags.protect ?? (await ask('A folder of your site for members only, such as /members/ (blank: none)?'));
  lines.close();

  const { input: file } = draftAppFile({
    name,
    site: site || null,
    free: free || null,
    paid,
    currency,
    protect: protect || null,
  });
  const { id } = file;
  const slug = slugOf(name);

  const folder = path.resolve(flags.dir ?? DEFAULT_APPS_DIR);
  const target = path.join(folder, `${slug}.json`);
  if (
    await access(target).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`${target} exists already: choose another name, or edit that file.`);
  }
  await mkdir(folder, { recursive: true });
  await writeFile(target, `${JSON.stringify(file, null, 2)}\n`);
  const shown = path.relative(process.cwd(), target) || target;
  console.log(`
Wrote ${shown}: the app '${name}' (${id}).

Next (docs/apps.md):
  1. Restart the service (npm start): it applies the file.${site ? `\n  2. Your site's origin (${new URL(site).origin}) is allowed; add others under "allowedOrigins".` : ''}
  ${site ? 3 : 2}. Put this tag in the <head> of your pages:
       <script src="${new URL('/widget.js', process.env.PUBLIC_URL ?? 'http://localhost:4321').href}" data-app-id="${id}"></script>
  ${site ? 4 : 3}. For your own server: npm run keys -- create ${id}
`);
}

try {
  await main();
} catch (error) {
  lines.close();
  console.error((error as Error).message);
  process.exit(1);
}
