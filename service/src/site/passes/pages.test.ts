import { stat } from 'node:fs/promises';
import path from 'node:path';
import { passResultSchema } from '@wf/config/site-api';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../members/testing.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';
import { SELF_SIGNED_FILES, selfSignedFolder } from './signer.ts';

let test: TestApp;
const JOINED = new Date('2024-03-05T12:00:00Z');

beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** A member who joined on {@link JOINED}, enrolled with these names; answers the pass URL and path. */
async function enrolledPass(firstName = 'Ada', lastName = 'Lovelace') {
  const { member, session } = await signedInMember(test, { createdAt: JOINED });
  const response = await test.app.request('/api/functions/passkit-enroll', {
    method: 'POST',
    headers: { ...APP_HEADERS, 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ externalId: member.id, email: member.email, firstName, lastName }),
  });
  const { passUrl } = passResultSchema.parse(await response.json());
  if (!passUrl) throw new Error('no pass URL');
  return { member, passUrl, path: new URL(passUrl).pathname };
}

/** The text a QR code in an SVG holds, read from the rendered image. */
async function decodeQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('GET /passes/{serial}', () => {
  it("given a member's pass URL / it shows the card: name, member since, member id, a QR code of the URL and Add to Apple Wallet", async () => {
    const { member, passUrl, path: pagePath } = await enrolledPass();

    const response = await test.app.request(pagePath);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('Member since');
    expect(html).toContain('<time datetime="2024-03-05">March 5, 2024</time>');
    expect(html).toContain(member.id);
    expect(html).toMatch(/<a class="wallet" href="\.\/[A-Za-z0-9_-]{32}\.pkpass">/);
    expect(html).toContain('Add to Apple Wallet');
    const svg = html.match(/<svg role="img"[\s\S]*?<\/svg>/)?.[0];
    expect(svg).toContain('<title id="pass-qr-title">');
    expect(await decodeQr(svg ?? '')).toBe(passUrl);
  });

  it('given a pass page / it carries the security headers of the service pages and is kept private', async () => {
    const { path: pagePath } = await enrolledPass();

    const response = await test.app.request(pagePath);

    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    // No script and nothing loaded from elsewhere.
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it('given a name with HTML in it / the page shows it as text', async () => {
    const { path: pagePath } = await enrolledPass('<img src=x onerror=alert(1)>', '"Bobby" & Co');

    const html = await (await test.app.request(pagePath)).text();

    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Bobby&quot; &amp; Co');
  });

  it('given a member who gave no name / the card shows their e-mail address', async () => {
    const { member, path: pagePath } = await enrolledPass('', '');
    const html = await (await test.app.request(pagePath)).text();
    expect(html).toContain(`<h2 class="name" id="card-name">${member.email}</h2>`);
  });

  it.each([
    ['an unknown serial', `/passes/${'A'.repeat(32)}`],
    ['a serial too short', '/passes/abc'],
    ['odd characters', '/passes/%00%2e%2e%2fetc'],
    ['an unknown serial with .pkpass', `/passes/${'B'.repeat(32)}.pkpass`],
  ])('given %s / it answers the 404 page', async (_situation, pagePath) => {
    const response = await test.app.request(pagePath);
    const html = await response.text();

    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(html).toContain('<h1>Pass not found</h1>');
    expect(html).toContain('href="/dashboard"');
  });

  it('given a serial in another case / it is a different, unknown serial', async () => {
    const { path: pagePath } = await enrolledPass();
    const serial = pagePath.split('/').pop() ?? '';
    const changed = serial.replace(/[a-z]/, (letter) => letter.toUpperCase());
    if (changed === serial) return;
    expect((await test.app.request(`/passes/${changed}`)).status).toBe(404);
  });
});

describe('GET /passes/{serial}.pkpass', () => {
  it('given a pass / it downloads as an Apple Wallet pass file', async () => {
    const { path: pagePath } = await enrolledPass();

    const response = await test.app.request(`${pagePath}.pkpass`);

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.apple.pkpass');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="world-family-membership.pkpass"',
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A zip file.
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('given the first download / the self-signed certificate is kept under DATA_DIR/passes with its key readable by the owner only', async () => {
    const { path: pagePath } = await enrolledPass();
    await test.app.request(`${pagePath}.pkpass`);

    const folder = selfSignedFolder(test.env.dataDir);
    const key = await stat(path.join(folder, SELF_SIGNED_FILES.privateKey));
    const certificate = await stat(path.join(folder, SELF_SIGNED_FILES.certificate));
    expect(key.mode & 0o777).toBe(0o600);
    expect(certificate.isFile()).toBe(true);
  });
});
