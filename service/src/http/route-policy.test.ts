/**
 * The policy a route declares (docs/architecture.md "One route table"): a route whose policy
 * cannot be applied is refused when it is mounted, and a limit's refusal speaks the route's words.
 */
import { SITE_ROUTES, tooManyContactMessages } from '@wf/config/site-api';
import {
  ADMIN_API_PER_KEY,
  ADMIN_API_ROUTES,
  API_ROUTES,
  CAPTCHA_PER_IP,
  CONSOLE_ROUTES,
  type Route,
} from '@wf/sdk/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { assertRoutePolicy, limitRefusal } from './route-policy.ts';

const BASE: Route = {
  method: 'POST',
  path: '/things',
  summary: 'A thing.',
  tag: 'Things',
  access: 'anyone',
  reach: 'app',
  reply: z.object({}),
};

describe('assertRoutePolicy', () => {
  it('given every route of both tables, none is refused', () => {
    const tables = [API_ROUTES, SITE_ROUTES, ADMIN_API_ROUTES, CONSOLE_ROUTES];
    for (const route of tables.flatMap((table) => Object.values(table)) as Route[]) {
      expect(() => assertRoutePolicy(route), `${route.method} ${route.path}`).not.toThrow();
    }
  });

  it('given a limit per secret key, it is accepted on a server route only; a server route has no member to count', () => {
    const server: Route = { ...BASE, access: 'admin', audit: 'members.list', reach: 'server' };
    expect(() =>
      assertRoutePolicy({ ...server, limits: [{ rule: ADMIN_API_PER_KEY, per: 'secret-key' }] }),
    ).not.toThrow();
    expect(() =>
      assertRoutePolicy({ ...BASE, limits: [{ rule: ADMIN_API_PER_KEY, per: 'secret-key' }] }),
    ).toThrow('a limit per secret key needs a route reached with a secret key');
    expect(() =>
      assertRoutePolicy({ ...server, limits: [{ rule: ADMIN_API_PER_KEY, per: 'member' }] }),
    ).toThrow('a call with a secret key has no member to count a limit for');
  });

  it('given an admin route without an audit action, it is refused naming the route', () => {
    expect(() => assertRoutePolicy({ ...BASE, access: 'admin' })).toThrow(
      'POST /things: an admin route names its audit action (Route.audit)',
    );
  });

  it("given an audit action not of the form 'resource.verb', it is refused", () => {
    expect(() => assertRoutePolicy({ ...BASE, access: 'admin', audit: 'Add Video' })).toThrow(
      `the audit action "Add Video" is not of the form 'resource.verb'`,
    );
    expect(() => assertRoutePolicy({ ...BASE, access: 'admin', audit: 'videos.add' })).not.toThrow();
  });

  it('given a rate limit on a page (no app to count it under), it is refused', () => {
    expect(() =>
      assertRoutePolicy({
        ...BASE,
        reach: 'page',
        reply: 'html',
        limits: [{ rule: CAPTCHA_PER_IP, per: 'ip' }],
      }),
    ).toThrow('a rate limit needs a route that names its app');
  });

  it('given a limit per member on a route anyone may call, it is refused', () => {
    expect(() => assertRoutePolicy({ ...BASE, limits: [{ rule: CAPTCHA_PER_IP, per: 'member' }] })).toThrow(
      'a limit per member needs a route that requires a member',
    );
    expect(() =>
      assertRoutePolicy({ ...BASE, access: 'member', limits: [{ rule: CAPTCHA_PER_IP, per: 'member' }] }),
    ).not.toThrow();
  });
});

describe('limitRefusal', () => {
  it("given the contact form's words and 61 seconds to wait, it asks for 2 minutes and sets Retry-After", () => {
    const error = limitRefusal(61, tooManyContactMessages);
    expect(error).toMatchObject({ status: 429, code: 'rate-limited', headers: { 'Retry-After': '61' } });
    expect(error.message).toContain('Please wait 2 minutes before');
  });
});
