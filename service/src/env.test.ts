import { EnvError } from '@wf/config/env';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APPS_DIR, DEFAULT_EXAMPLES_DIR, parseEnv } from './env.ts';
import { parseSiteEnv } from './site/env.ts';

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('parseEnv', () => {
  it('given an empty environment it uses every default', () => {
    expect(parseEnv({})).toEqual({
      port: 4321,
      host: '127.0.0.1',
      allowedHosts: [],
      allowedOrigins: [],
      publicUrl: 'http://localhost:4321',
      dataDir: './.data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'World Family <no-reply@worldfamily.local>',
      testMode: true,
      siteDir: './dist',
      contentDir: './content',
      examplesDir: DEFAULT_EXAMPLES_DIR,
      appsDir: DEFAULT_APPS_DIR,
      auditRetentionDays: 90,
      webhookDeliveryRetentionDays: 30,
      logLevel: 'info',
      trustProxy: { kind: 'none' },
      appCacheSeconds: 10,
      sessionMaxDays: 90,
      sessionIdleDays: 30,
      production: false,
      mailOutboxOnly: false,
      oauthProviders: {},
    });
  });

  it("given an empty environment, World Family's own variables take their defaults too", () => {
    expect(parseSiteEnv({})).toEqual({
      passTypeId: 'pass.org.worldfamily.member',
      passTeamId: 'WFAMILY001',
      passCertificates: undefined,
    });
  });

  it('given a provider’s credentials, it is configured; one of the pair alone stops start-up naming both', () => {
    const env = parseEnv({ OAUTH_GITHUB_CLIENT_ID: 'Iv1.x', OAUTH_GITHUB_CLIENT_SECRET: 'secret' });
    expect(Object.keys(env.oauthProviders)).toEqual(['github']);
    expect(problemsOf({ OAUTH_GOOGLE_CLIENT_SECRET: 'secret' })).toEqual([
      "OAUTH_GOOGLE_CLIENT_ID and OAUTH_GOOGLE_CLIENT_SECRET must be set together (the Google app's credentials)",
    ]);
  });

  it('given ALLOWED_HOSTS, it keeps the names in lower case; a name with a scheme or path is refused', () => {
    expect(parseEnv({ ALLOWED_HOSTS: ' Members.Example.org , [::1],intranet ' }).allowedHosts).toEqual([
      'members.example.org',
      '[::1]',
      'intranet',
    ]);
    expect(problemsOf({ ALLOWED_HOSTS: 'https://members.example.org/' })).toEqual([
      'ALLOWED_HOSTS must be a comma-separated list of host names such as members.example.org (got "https://members.example.org/")',
    ]);
  });

  it('given WF_ALLOWED_ORIGINS, it keeps each origin once, as browsers send it', () => {
    expect(
      parseEnv({
        WF_ALLOWED_ORIGINS:
          ' https://Shop.Example , http://localhost:5173,https://shop.example/,https://x.example:443',
      }).allowedOrigins,
    ).toEqual(['https://shop.example', 'http://localhost:5173', 'https://x.example']);
  });

  it('given WF_ALLOWED_ORIGINS with a path, another scheme or credentials, start-up is refused naming the entry', () => {
    for (const bad of [
      'https://x.example/path',
      'ftp://x',
      'https://user@x.example',
      'x.example',
      'https://x.example?a=1',
    ]) {
      expect(problemsOf({ WF_ALLOWED_ORIGINS: `https://fine.example,${bad}` })).toEqual([
        `WF_ALLOWED_ORIGINS must be a comma-separated list of origins such as https://shop.example or http://localhost:5173, without a path (got "${bad}")`,
      ]);
    }
  });

  it('given EXAMPLES_DIR, the example pages are read from there', () => {
    expect(parseEnv({ EXAMPLES_DIR: '/srv/examples' }).examplesDir).toBe('/srv/examples');
    expect(parseEnv({ APPS_DIR: '/srv/apps' }).appsDir).toBe('/srv/apps');
    expect(DEFAULT_EXAMPLES_DIR).toMatch(/[\\/]examples$/);
  });

  it('given HOST, it listens there; text that is no address is refused', () => {
    expect(parseEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(problemsOf({ HOST: 'every interface' })).toEqual([
      'HOST must be an interface address such as 127.0.0.1 or 0.0.0.0 (got "every interface")',
    ]);
  });

  it('given only a port, the public URL follows it', () => {
    expect(parseEnv({ PORT: '4455' }).publicUrl).toBe('http://localhost:4455');
  });

  it('given a public URL with a trailing slash, it drops the slash', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://worldfamily.example/' }).publicUrl).toBe(
      'https://worldfamily.example',
    );
  });

  it('given production, test mode is off unless asked for', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).testMode).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', WF_TEST_MODE: 'true' }).testMode).toBe(true);
    expect(parseEnv({ WF_TEST_MODE: 'off' }).testMode).toBe(false);
  });

  it('given a PostgreSQL URL and an SMTP URL, it keeps them', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://mail.example:2525',
      TRUST_PROXY: 'yes',
      LOG_LEVEL: 'DEBUG',
    });
    expect(env.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(env.smtpUrl).toBe('smtp://mail.example:2525');
    // true (or yes) is one proxy: docs/security.md "Reverse proxies".
    expect(env.trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(env.logLevel).toBe('debug');
  });

  it('given empty strings, it treats them as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 4321, databaseUrl: undefined });
  });

  it('given a port that is not a number, it names the variable and what it expects', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be an integer between 1 and 65535 (got "abc")']);
    expect(problemsOf({ PORT: '70000' })).toEqual([
      'PORT must be an integer between 1 and 65535 (got "70000")',
    ]);
  });

  it('given an app cache time, it keeps it; 0 turns the cache off; anything else is refused', () => {
    expect(parseEnv({ APP_CACHE_SECONDS: '30' }).appCacheSeconds).toBe(30);
    expect(parseEnv({ APP_CACHE_SECONDS: '0' }).appCacheSeconds).toBe(0);
    expect(problemsOf({ APP_CACHE_SECONDS: '-1' })).toEqual([
      'APP_CACHE_SECONDS must be an integer between 0 and 3600 (got "-1")',
    ]);
    expect(problemsOf({ APP_CACHE_SECONDS: '2.5' })).toEqual([
      'APP_CACHE_SECONDS must be an integer between 0 and 3600 (got "2.5")',
    ]);
  });

  it('given several bad values, it reports each of them', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://x',
      WF_TEST_MODE: 'maybe',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'not a url',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'DATABASE_URL must be a URL like postgres://user@host:5432/db (got "mysql://x")',
        'WF_TEST_MODE must be true or false (got "maybe")',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        'PUBLIC_URL must be a URL like https://worldfamily.example (got "not a url")',
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('given a bad value, the error message lists the problem', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'sometimes' })).toThrow(
      'TRUST_PROXY must be true, false, a number of proxies from 1 to 10, or a comma-separated list of proxy addresses and ranges such as 10.0.0.0/8, ::1 or loopback (got "sometimes"; "sometimes" is not an address or range)',
    );
  });

  it('given TRUST_PROXY as a number of proxies or a list of their addresses, it keeps it; a bad entry stops the start naming it', () => {
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toMatchObject({
      kind: 'addresses',
      text: '10.0.0.0/8, ::1',
    });
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/8, proxy.internal' })).toEqual([
      'TRUST_PROXY must be true, false, a number of proxies from 1 to 10, or a comma-separated list of proxy addresses and ranges such as 10.0.0.0/8, ::1 or loopback (got "10.0.0.0/8, proxy.internal"; "proxy.internal" is not an address or range)',
    ]);
  });
});

describe('parseEnv: STRIPE_PORTAL_CONFIGURATION', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it("given a configuration id, Stripe's portal opens with it; unset, with the account's default", () => {
    expect(parseEnv({ ...stripe, STRIPE_PORTAL_CONFIGURATION: 'bpc_1Abc' }).stripe?.portalConfiguration).toBe(
      'bpc_1Abc',
    );
    expect(parseEnv(stripe).stripe?.portalConfiguration).toBeUndefined();
  });

  it('given something that is not a configuration id, it names the variable and what it expects', () => {
    expect(problemsOf({ ...stripe, STRIPE_PORTAL_CONFIGURATION: 'default' })).toEqual([
      'STRIPE_PORTAL_CONFIGURATION must be a Customer Portal configuration id such as bpc_1Abc (got "default")',
    ]);
  });
});
