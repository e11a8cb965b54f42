import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BASE_SECURITY_HEADERS, NOT_A_PAGE_CSP, securityHeaders } from './security-headers.ts';

/** An app with the middleware in front of a few kinds of answer. */
function appWith(publicUrl: string) {
  const app = new Hono();
  app.use(securityHeaders(publicUrl));
  app.get('/json', (c) => {
    c.header('Set-Cookie', 'XSRF-TOKEN=abc; Path=/');
    return c.json({ ok: true });
  });
  app.get('/page', (c) => {
    c.header('Content-Security-Policy', "default-src 'self'");
    return c.html('<p>page</p>');
  });
  // Response.redirect's headers are read-only, as those of a response passed on from fetch().
  app.get('/moved', () => Response.redirect('https://example.org/elsewhere', 302));
  return app;
}

describe('securityHeaders', () => {
  it('adds the base headers and the not-a-page policy to a JSON answer, keeping its own', async () => {
    const response = await appWith('http://localhost:4321').request('/json');
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get('Content-Security-Policy')).toBe(NOT_A_PAGE_CSP);
    expect(response.headers.get('Set-Cookie')).toBe('XSRF-TOKEN=abc; Path=/');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    expect(await response.json()).toEqual({ ok: true });
  });

  it("keeps a page's own policy", async () => {
    const response = await appWith('http://localhost:4321').request('/page');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toBe('<p>page</p>');
  });

  it('adds HSTS when the public address is https', async () => {
    const response = await appWith('https://members.example.org').request('/json');
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('gives an answer with read-only headers the same headers, on a copy', async () => {
    const response = await appWith('https://members.example.org').request('/moved');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://example.org/elsewhere');
    expect(response.headers.get('Content-Security-Policy')).toBe(NOT_A_PAGE_CSP);
    expect(response.headers.get('Referrer-Policy')).toBe(BASE_SECURITY_HEADERS['Referrer-Policy']);
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });
});
