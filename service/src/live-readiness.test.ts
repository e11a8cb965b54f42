/**
 * Live mode refuses to start half-configured (docs/architecture.md "Live mode"): the rules on
 * a parsed configuration, and the real entry point refusing to start in production with one
 * message naming each variable, before it opens a database.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from './env.ts';
import { liveModeProblems } from './live-readiness.ts';
import { runUntilExit } from './testing/service-process.ts';

vi.setConfig({ testTimeout: 60_000 });

const READY = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://user:pass@mail.example:587',
  PUBLIC_URL: 'https://worldfamily.example',
  HOST: '0.0.0.0',
  ALLOWED_HOSTS: 'worldfamily.example',
};

function problemsOf(source: Record<string, string | undefined>): string[] {
  return liveModeProblems(parseEnv(source));
}

describe('live mode readiness', () => {
  it('given everything a public deployment needs, there is nothing to say', () => {
    expect(problemsOf(READY)).toEqual([]);
  });

  it('given test mode, nothing is asked for (the zero-configuration default)', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', WF_TEST_MODE: 'true' })).toEqual([]);
  });

  it('given NODE_ENV=production alone, it names SMTP_URL and PUBLIC_URL with example values', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^SMTP_URL must name the mail server in live mode, such as smtp:\/\//);
    expect(problems[0]).toContain('MAIL_OUTBOX_ONLY=true');
    expect(problems[1]).toBe(
      'PUBLIC_URL must be the site\'s public https address in live mode, such as https://worldfamily.example: mails, redirects and wallet passes link to it (got "http://localhost:4321")',
    );
  });

  it('given MAIL_OUTBOX_ONLY=true, mail kept in the outbox on purpose is not a problem', () => {
    expect(problemsOf({ ...READY, SMTP_URL: undefined, MAIL_OUTBOX_ONLY: 'true' })).toEqual([]);
    expect(problemsOf({ ...READY, SMTP_URL: undefined, MAIL_OUTBOX_ONLY: 'false' })).toHaveLength(1);
  });

  it.each([
    'http://worldfamily.example',
    'https://localhost',
    'https://members.localhost',
    'https://127.0.0.1:8443',
    'https://[::1]',
  ])('given PUBLIC_URL=%s, it is refused', (publicUrl) => {
    const problems = problemsOf({ ...READY, PUBLIC_URL: publicUrl });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PUBLIC_URL must be the site's public https address/);
  });

  it('given a public HOST without ALLOWED_HOSTS, it is refused; a loopback HOST needs none', () => {
    expect(problemsOf({ ...READY, ALLOWED_HOSTS: undefined })).toEqual([
      'ALLOWED_HOSTS must list the host names this service answers when HOST=0.0.0.0 listens beyond this machine, such as members.example.org: other Host headers are refused',
    ]);
    expect(problemsOf({ ...READY, ALLOWED_HOSTS: undefined, HOST: '127.0.0.1' })).toEqual([]);
  });
});

describe('npm start in production, half-configured', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('stops before listening, naming each variable, and writes nothing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wf-live-'));
    folders.push(dataDir);
    const {
      SMTP_URL: _smtp,
      PUBLIC_URL: _url,
      ALLOWED_HOSTS: _hosts,
      WF_TEST_MODE: _test,
      DATABASE_URL: _db,
      ...inherited
    } = process.env;
    const { code, output } = await runUntilExit({
      ...inherited,
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '45999',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration:');
    expect(output).toContain('  - SMTP_URL must name the mail server in live mode');
    expect(output).toContain("  - PUBLIC_URL must be the site's public https address in live mode");
    expect(output).toContain('  - ALLOWED_HOSTS must list the host names');
    expect(existsSync(dataDir) ? await readdir(dataDir) : []).toEqual([]);
  });
});
