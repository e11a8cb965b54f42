/**
 * Attacks on `npm start`'s defaults (docs/security.md "Test mode"): the zero-configuration
 * service must not be reachable from the network, must refuse a rebinding page's host name,
 * and must not print the test administrator's password into a log that is copied around.
 * Runs the real entry point (service/src/main.ts) as a child process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer, Socket } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(3000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, host);
  });
}

/** A GET with a chosen Host header (fetch may not set it), and a Cookie header when given. */
function getWithHost(
  port: number,
  urlPath: string,
  host: string,
  cookie?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = cookie ? { Host: host, Cookie: cookie } : { Host: host };
    const req = request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** This machine's first address that is not loopback (the one a stranger on the network would use). */
function externalAddress(): string {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (!entry.internal && entry.family === 'IPv4') return entry.address;
  }
  throw new Error(
    'this machine has no network interface besides loopback: the test cannot stand in for a stranger',
  );
}

describe('npm start with no configuration', () => {
  let child: ChildProcess;
  let dataDir: string;
  let port: number;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wf-start-'));
    port = await freePort();
    const { HOST: _host, NODE_ENV: _mode, WF_TEST_MODE: _test, ...inherited } = process.env;
    child = spawn(process.execPath, [MAIN], {
      env: {
        ...inherited,
        PORT: String(port),
        DATA_DIR: dataDir,
        SITE_DIR: path.join(dataDir, 'no-site'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const deadline = Date.now() + 80_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}):\n${output}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (up) break;
      if (Date.now() > deadline) throw new Error(`the service did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  afterAll(async () => {
    child?.kill('SIGTERM');
    await new Promise((resolve) => child?.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('given a stranger on the network, a connection to the machine address is refused', async () => {
    expect(await connects('127.0.0.1', port)).toBe(true);
    expect(await connects(externalAddress(), port)).toBe(false);
  });

  it('given a rebinding page, its host name is answered 421 and the mailbox stays closed', async () => {
    const cookie = `wf-test-tools=${(await readFile(path.join(dataDir, 'test-tools-token'), 'utf8')).trim()}`;
    const attacked = await getWithHost(port, '/dev/mailbox.json', `rebind.attacker.example:${port}`, cookie);
    expect(attacked.status).toBe(421);
    const own = await getWithHost(port, '/dev/mailbox.json', `localhost:${port}`, cookie);
    expect(own.status).toBe(200);
  });

  it('given the first start, the test tools’ unlock token is kept (mode 600) and its link is in the credentials file, never in the output', async () => {
    const tokenFile = path.join(dataDir, 'test-tools-token');
    const token = (await readFile(tokenFile, 'utf8')).trim();
    expect(token).toMatch(/^[\w-]{22,}$/);
    expect((await stat(tokenFile)).mode & 0o777).toBe(0o600);
    const credentials = await readFile(path.join(dataDir, 'admin-credentials.txt'), 'utf8');
    expect(credentials).toContain(`unlock test tools: http://localhost:${port}/dev/unlock?token=${token}\n`);
    // Not a terminal here: the log says where the link is, and the token stays out of it.
    expect(output).toContain('open the unlock link in');
    expect(output).not.toContain(token);
    // Without the cookie, the machine itself is refused the mailbox.
    expect((await getWithHost(port, '/dev/mailbox.json', `localhost:${port}`)).status).toBe(403);
  });

  it('given the first start, the password is in the credentials file (mode 600) and nowhere in the output', async () => {
    const file = path.join(dataDir, 'admin-credentials.txt');
    const password = (await readFile(file, 'utf8')).match(/^password: (\S+)$/m)?.[1];
    expect(password).toMatch(/^[\w-]{16,}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(output).toContain(file);
    expect(output).not.toContain(password);
  });

  it('given the first start, a test secret key of the admin API is in the credentials file and nowhere in the output', async () => {
    const file = path.join(dataDir, 'admin-credentials.txt');
    const key = (await readFile(file, 'utf8')).match(/^secret key: (\S+)$/m)?.[1] as string;
    expect(key).toMatch(/^sk_sb_[\w-]{32}$/);
    expect(output).not.toContain(key);
    const answer = await fetch(`http://127.0.0.1:${port}/admin-api/members?first=1`, {
      headers: { 'X-API-Key': key },
    });
    expect(answer.status).toBe(200);
  });
});
