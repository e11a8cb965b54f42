/**
 * The signed-in member's own data (docs/product/widget.md §7, the SDK HTTP table): GET and POST
 * /member, POST /member-auth and /member-auth/send-code, /member/set-password, GET and POST
 * /member/json and /member/disconnect-provider. Handlers stay thin: the rules live in members/.
 */
import type {
  AcknowledgementResponse,
  CurrentMemberResponse,
  MemberJsonResponse,
  MemberResponse,
  ProvidersResponse,
} from '@wf/sdk/contract';
import { ensureXsrfCookie } from '../../auth/cookies.ts';
import { authenticate } from '../../auth/member.ts';
import type { Deps } from '../../http/context.ts';
import {
  disconnectProvider,
  type GuessCounter,
  sendReauthenticationCode,
  setFirstPassword,
  updateMemberAuth,
} from '../../members/credentials.ts';
import { readMemberJson, writeMemberJson } from '../../members/member-json.ts';
import { presentLoaded, presentMember } from '../../members/present.ts';
import { PROFILE_UPDATED_MESSAGE, updateCustomFields } from '../../members/profile.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { countCodeGuess, countPasswordGuess } from '../auth/common.ts';

export type MemberRouteName =
  | 'getMember'
  | 'updateMember'
  | 'updateMemberAuth'
  | 'sendReauthenticationCode'
  | 'setPassword'
  | 'getMemberJson'
  | 'updateMemberJson'
  | 'disconnectProvider';

export function memberHandlers(deps: Deps): Pick<ApiHandlers, MemberRouteName> {
  const { database, clock } = deps;
  return {
    getMember: async (c) => {
      // One statement: the session and the member, whose row keeps the lists it shows.
      const found = await authenticate(c, deps);
      // The page reads XSRF-TOKEN to echo it on its cookie-authenticated writes.
      ensureXsrfCookie(c, deps.env);
      const body: CurrentMemberResponse = {
        data: found ? presentLoaded(found.member, found.member.lists, c.var.app.settings) : null,
      };
      return body;
    },

    updateMember: (c, { body: { customFields } }) =>
      database.transaction(async (tx): Promise<MemberResponse> => {
        const member = await updateCustomFields(tx, {
          app: c.var.app,
          memberId: c.var.member.id,
          now: clock(),
          changes: customFields,
        });
        return {
          data: await presentMember(tx, member, { app: c.var.app }),
          message: PROFILE_UPDATED_MESSAGE,
        };
      }),

    updateMemberAuth: async (c, { body }) => {
      const app = c.var.app;
      const now = clock();
      const countGuess: GuessCounter = (kind, email) =>
        (kind === 'password' ? countPasswordGuess : countCodeGuess)(c, deps, { appId: app.id, email, now });
      const { member, message } = await updateMemberAuth(deps, {
        app,
        memberId: c.var.member.id,
        sessionId: c.var.session.id,
        email: body.email,
        oldPassword: body.oldPassword,
        newPassword: body.newPassword,
        code: body.code,
        now,
        countGuess,
      });
      const answer: MemberResponse = {
        data: await presentMember(database.db, member, { app }),
        message,
      };
      return answer;
    },

    // Limited per client and per address by the route table (CODE_SEND_PER_IP, CODE_SEND_PER_EMAIL).
    sendReauthenticationCode: async (c) => {
      const { app, member } = c.var;
      const message = await sendReauthenticationCode(deps, { app, member, now: clock() });
      const answer: AcknowledgementResponse = { data: { success: true }, message };
      return answer;
    },

    setPassword: async (c, { body: { password } }) => {
      const { member, message } = await setFirstPassword(deps, {
        app: c.var.app,
        memberId: c.var.member.id,
        sessionId: c.var.session.id,
        email: c.var.member.email,
        password,
        now: clock(),
      });
      const answer: MemberResponse = {
        data: await presentMember(database.db, member, { app: c.var.app }),
        message,
      };
      return answer;
    },

    getMemberJson: async (c): Promise<MemberJsonResponse> => ({
      data: await readMemberJson(database.db, c.var.app.id, c.var.member.id),
    }),

    updateMemberJson: async (c, { body: { json } }): Promise<MemberJsonResponse> => ({
      // In one transaction with its member.updated (docs/admin-api.md "Webhooks").
      data: await database.transaction((tx) =>
        writeMemberJson(tx, c.var.app.id, c.var.member.id, json, clock()),
      ),
    }),

    disconnectProvider: async (c, { body: { provider } }) => {
      const { providers, message } = await database.transaction((tx) =>
        disconnectProvider(tx, { app: c.var.app, memberId: c.var.member.id, provider }),
      );
      const answer: ProvidersResponse = { data: { providers }, message };
      return answer;
    },
  };
}
