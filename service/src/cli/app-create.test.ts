/**
 * `npm run app:create` as a builder runs it: answers typed (here, piped) one per line, a file
 * written with fresh ids and keys that the service accepts and applies, and no file overwritten.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAppFiles } from '../apps/files/apply.ts';
import { readAppFiles } from '../apps/files/read.ts';
import { systemClock } from '../clock.ts';
import { apps, contentGroups, prices } from '../db/schema.ts';
import { openTestDatabase } from '../testing/database.ts';

const SCRIPT = fileURLToPath(new URL('./app-create.ts', import.meta.url));

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'wf-app-create-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Runs the command with `answers` on its input; resolves with its exit code and output. */
function run(args: string[], answers: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [SCRIPT, '--dir', folder, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
    child.stdin?.end(answers);
  });
}

describe('npm run app:create', () => {
  it('given answers, it writes a file the service applies: the app, a free and a $12 plan, /members/ for the paid one', async () => {
    const result = await run([], 'Lotus Studio\nhttps://lotus.example\nFree\nStudio 12\n/members/\n');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await readdir(folder)).toEqual(['lotus-studio.json']);
    const [loaded] = await readAppFiles(folder);
    const app = loaded?.app;
    expect(app?.id).toMatch(/^app_lotus-studio-[a-z0-9]{4}$/);
    expect(result.stdout).toContain(`data-app-id="${app?.id}"`);
    expect(app?.keys.test).toMatch(/^pk_sb_lotus-studio-[a-z0-9]{12}$/);
    expect(app?.plans.map((plan) => [plan.name, plan.prices.map((price) => price.amount)])).toEqual([
      ['Free', []],
      ['Studio', [1200]],
    ]);
    expect(app?.contentGroups[0]).toMatchObject({
      urls: [{ url: '/members/', filter: 'STARTS' }],
      plans: [app?.plans[1]?.id],
    });

    const test = await openTestDatabase();
    try {
      await applyAppFiles(test.database, {
        folder,
        publicUrl: 'http://localhost:4321',
        allowedOrigins: [],
        testMode: false,
        clock: systemClock,
      });
      const id = app?.id ?? '';
      const [row] = await test.database.db.select().from(apps).where(eq(apps.id, id));
      expect(row?.name).toBe('Lotus Studio');
      expect(row?.allowedOrigins).toEqual(['https://lotus.example']);
      expect(
        await test.database.db.select({ amount: prices.amount }).from(prices).where(eq(prices.appId, id)),
      ).toEqual([{ amount: 1200 }]);
      expect(
        await test.database.db.select().from(contentGroups).where(eq(contentGroups.appId, id)),
      ).toHaveLength(1);
    } finally {
      await test.close();
    }
  });

  it('given the name of a file that exists, it refuses and leaves the file as it was', async () => {
    const before = await readFile(path.join(folder, 'lotus-studio.json'), 'utf8');
    const result = await run(
      ['--name', 'Lotus Studio', '--site', '', '--free', '', '--paid', '', '--protect', ''],
      '',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/lotus-studio\.json exists already/);
    expect(await readFile(path.join(folder, 'lotus-studio.json'), 'utf8')).toBe(before);
  });

  it('given a paid plan without a price, it says how to write one and writes nothing', async () => {
    const result = await run(
      ['--name', 'Rose Hall', '--site', '', '--free', '', '--protect', ''],
      'Premium\n',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/such as "Pro 12" \(got "Premium"\)/);
    expect(await readdir(folder)).toEqual(['lotus-studio.json']);
  });
});
