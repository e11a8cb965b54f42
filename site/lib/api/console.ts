/**
 * The console's calls (docs/console.md) as the site's admin screens make them: the platform's
 * CONSOLE_ROUTES under /api/admin/, signed in as a member holding the app's admin plan, through
 * the SDK's caller with the app the page names, plus the app's plans (GET /app) for the filters
 * and the plan picker. An interface of its own, so that stories pass a fake at the boundary.
 */

import {
  API_ROUTES,
  CONSOLE_ROUTES,
  type ConsoleCommentBlockDuration,
  type ConsoleMemberResponse,
  type ConsoleMembersPage,
  type ConsoleMembersQueryInput,
  type ConsoleResendVerificationResponse,
  type ConsoleSignOutResponse,
  type CustomField,
  type Plan,
} from '@wf/sdk/contract';
import { type ConsoleTarget, consoleCaller, consoleHeaders } from '../console/current-app.ts';
import { usePageClient } from './page-client.ts';

/** What the screens need to know of the app: its plans on offer and its custom fields, in order. */
export interface ConsoleAppFacts {
  plans: Plan[];
  customFields: CustomField[];
}

/** The console's calls. */
export interface ConsoleApi {
  listMembers(query: ConsoleMembersQueryInput): Promise<ConsoleMembersPage>;
  getMember(id: string): Promise<ConsoleMemberResponse>;
  addPlan(id: string, planId: string): Promise<ConsoleMemberResponse>;
  removePlan(id: string, planId: string): Promise<ConsoleMemberResponse>;
  signOut(id: string): Promise<ConsoleSignOutResponse>;
  verify(id: string): Promise<ConsoleMemberResponse>;
  resendVerification(id: string): Promise<ConsoleResendVerificationResponse>;
  deleteMember(id: string, confirmEmail: string): Promise<{ data: { id: string } }>;
  /** Blocks the member from commenting for a while or permanently; answers their page. */
  blockCommenting(
    id: string,
    duration: ConsoleCommentBlockDuration,
    reason?: string,
  ): Promise<ConsoleMemberResponse>;
  /** Lifts the member's block from commenting; answers their page. */
  unblockCommenting(id: string): Promise<ConsoleMemberResponse>;
  /** The filtered list as CSV text (GET /admin/members/export.csv). */
  exportMembers(query: ConsoleMembersQueryInput): Promise<string>;
  /** The app's plans on offer and its custom fields (GET /app). */
  app(): Promise<ConsoleAppFacts>;
}

/** The query string of a list query (empty values left out). */
export function queryString(query: ConsoleMembersQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The console's client for the app `config` names (the site's own, or the one switched to). */
export function createConsoleApi(config: ConsoleTarget): ConsoleApi {
  const call = consoleCaller(config);
  return {
    listMembers: (query) => call(CONSOLE_ROUTES.consoleListMembers, { query }),
    getMember: (id) => call(CONSOLE_ROUTES.consoleGetMember, { params: { id } }),
    addPlan: (id, planId) => call(CONSOLE_ROUTES.consoleAddPlan, { params: { id }, body: { planId } }),
    removePlan: (id, planId) => call(CONSOLE_ROUTES.consoleRemovePlan, { params: { id, planId } }),
    signOut: (id) => call(CONSOLE_ROUTES.consoleSignOutMember, { params: { id } }),
    verify: (id) => call(CONSOLE_ROUTES.consoleVerifyMember, { params: { id } }),
    resendVerification: (id) => call(CONSOLE_ROUTES.consoleResendVerification, { params: { id } }),
    deleteMember: (id, confirmEmail) =>
      call(CONSOLE_ROUTES.consoleDeleteMember, { params: { id }, body: { confirmEmail } }),
    blockCommenting: (id, duration, reason) =>
      call(CONSOLE_ROUTES.consoleBlockCommenting, {
        params: { id },
        body: reason ? { duration, reason } : { duration },
      }),
    unblockCommenting: (id) => call(CONSOLE_ROUTES.consoleUnblockCommenting, { params: { id } }),
    async exportMembers(query) {
      // A file, not JSON: read with the site's session cookie, or the switched app's token.
      const response = await fetch(`${config.apiUrl}/admin/members/export.csv${queryString(query)}`, {
        credentials: 'same-origin',
        headers: consoleHeaders(config),
      });
      if (!response.ok) throw new Error(`The export failed (${response.status}).`);
      return response.text();
    },
    async app() {
      const { data } = await call(API_ROUTES.getApp, {});
      return { plans: data.plans, customFields: [...data.customFields].sort((a, b) => a.order - b.order) };
    },
  };
}

/** The page's console client once the island runs in the browser (null on the server). */
export function useConsoleApi(): ConsoleApi | null {
  return usePageClient(createConsoleApi);
}
