/**
 * The signed-in member's own data (widget-spec §7 SDK HTTP table): GET and POST /member,
 * POST /member-auth, /member/set-password, GET and POST /member/json and
 * /member/disconnect-provider. Handlers stay thin: the rules live in members/.
 */
import {
  type CurrentMemberResponse,
  disconnectProviderRequestSchema,
  type MemberJsonResponse,
  type MemberResponse,
  type ProvidersResponse,
  setPasswordRequestSchema,
  updateMemberAuthRequestSchema,
  updateMemberJsonRequestSchema,
  updateMemberRequestSchema,
} from '@wf/sdk/contract';
import { Hono } from 'hono';
import { ensureXsrfCookie } from '../../auth/cookies.ts';
import { optionalMember, requireMember } from '../../auth/member.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { validate } from '../../http/validate.ts';
import { disconnectProvider, setFirstPassword, updateMemberAuth } from '../../members/credentials.ts';
import { readMemberJson, writeMemberJson } from '../../members/member-json.ts';
import { presentMember } from '../../members/present.ts';
import { PROFILE_UPDATED_MESSAGE, updateCustomFields } from '../../members/profile.ts';

export function memberRoutes(deps: Deps): Hono<ApiEnv> {
  const { database, clock } = deps;
  const routes = new Hono<ApiEnv>();

  routes.get('/member', optionalMember(deps), async (c) => {
    // The page reads XSRF-TOKEN to echo it on its cookie-authenticated writes.
    ensureXsrfCookie(c, deps.env);
    const { member } = c.var;
    const body: CurrentMemberResponse = {
      data: member ? await presentMember(database.db, member, { app: c.var.app }) : null,
    };
    return c.json(body);
  });

  routes.post('/member', requireMember(deps), validate(updateMemberRequestSchema), async (c) => {
    const { customFields } = c.req.valid('json');
    const body: MemberResponse = await database.transaction(async (tx) => {
      const member = await updateCustomFields(tx, {
        app: c.var.app,
        memberId: c.var.member.id,
        changes: customFields,
      });
      return { data: await presentMember(tx, member, { app: c.var.app }), message: PROFILE_UPDATED_MESSAGE };
    });
    return c.json(body);
  });

  routes.post('/member-auth', requireMember(deps), validate(updateMemberAuthRequestSchema), async (c) => {
    const request = c.req.valid('json');
    const { member, message } = await updateMemberAuth(database, {
      appId: c.var.app.id,
      memberId: c.var.member.id,
      sessionId: c.var.session.id,
      email: request.email,
      oldPassword: request.oldPassword,
      newPassword: request.newPassword,
      now: clock(),
    });
    const body: MemberResponse = {
      data: await presentMember(database.db, member, { app: c.var.app }),
      message,
    };
    return c.json(body);
  });

  routes.post('/member/set-password', requireMember(deps), validate(setPasswordRequestSchema), async (c) => {
    const { member, message } = await setFirstPassword(database, {
      appId: c.var.app.id,
      memberId: c.var.member.id,
      sessionId: c.var.session.id,
      email: c.var.member.email,
      password: c.req.valid('json').password,
      now: clock(),
    });
    const body: MemberResponse = {
      data: await presentMember(database.db, member, { app: c.var.app }),
      message,
    };
    return c.json(body);
  });

  routes.get('/member/json', requireMember(deps), async (c) => {
    const body: MemberJsonResponse = {
      data: await readMemberJson(database.db, c.var.app.id, c.var.member.id),
    };
    return c.json(body);
  });

  routes.post('/member/json', requireMember(deps), validate(updateMemberJsonRequestSchema), async (c) => {
    const { json } = c.req.valid('json');
    const body: MemberJsonResponse = {
      data: await writeMemberJson(database.db, c.var.app.id, c.var.member.id, json),
    };
    return c.json(body);
  });

  routes.post(
    '/member/disconnect-provider',
    requireMember(deps),
    validate(disconnectProviderRequestSchema),
    async (c) => {
      const { provider } = c.req.valid('json');
      const { providers, message } = await database.transaction((tx) =>
        disconnectProvider(tx, { app: c.var.app, memberId: c.var.member.id, provider }),
      );
      const body: ProvidersResponse = { data: { providers }, message };
      return c.json(body);
    },
  );

  return routes;
}
