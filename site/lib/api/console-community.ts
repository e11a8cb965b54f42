/**
 * The console's Content and community calls (docs/console.md "Content and community") as
 * /admin/community makes them: the platform's CONSOLE_COMMUNITY_ROUTES under /api/admin/, signed
 * in as a member holding the app's admin plan. An interface of its own, so that stories pass a
 * fake at the boundary.
 */

import {
  CONSOLE_COMMUNITY_ROUTES,
  type ConsoleMail,
  type ConsoleMailListResponse,
  type ConsoleMailQueryInput,
  type ConsoleModerator,
  type ReportsResponse,
  type ReviewRequest,
} from '@wf/sdk/contract';
import { type ConsoleTarget, consoleCaller } from '../console/current-app.ts';
import { usePageClient } from './page-client.ts';

/** A page of the outbox. */
export type ConsoleMailPage = ConsoleMailListResponse['data'];
/** A comment with open reports, and those reports. */
export type ConsoleReportedComment = ReportsResponse['data']['reports'][number];
/** A blocked word or phrase. */
export interface ConsoleBlockedWord {
  word: string;
  createdAt: string;
}

/** A change's answer: the list now, and what the service said. */
export interface Changed<T> {
  items: T[];
  message: string;
}

/** The Content and community screen's calls; each answers its data (the envelope opened). */
export interface ConsoleCommunityApi {
  mail(query: ConsoleMailQueryInput): Promise<ConsoleMailPage>;
  retryMail(id: string): Promise<{ mail: ConsoleMail; message: string }>;
  reports(): Promise<ConsoleReportedComment[]>;
  review(commentId: string, action: ReviewRequest['action']): Promise<ConsoleReportedComment[]>;
  blockedWords(): Promise<ConsoleBlockedWord[]>;
  addBlockedWord(word: string): Promise<Changed<ConsoleBlockedWord>>;
  removeBlockedWord(word: string): Promise<Changed<ConsoleBlockedWord>>;
  moderators(): Promise<ConsoleModerator[]>;
  addModerator(member: string): Promise<Changed<ConsoleModerator>>;
  removeModerator(memberId: string): Promise<Changed<ConsoleModerator>>;
}

/** The Content and community client for the app `config` names (the site's own, or the one switched to). */
export function createConsoleCommunityApi(config: ConsoleTarget): ConsoleCommunityApi {
  const call = consoleCaller(config);
  const routes = CONSOLE_COMMUNITY_ROUTES;
  return {
    mail: async (query) => (await call(routes.consoleListMail, { query })).data,
    async retryMail(id) {
      const answer = await call(routes.consoleRetryMail, { params: { id } });
      return { mail: answer.data, message: answer.message ?? '' };
    },
    reports: async () => (await call(routes.consoleListReports, {})).data.reports,
    review: async (commentId, action) =>
      (await call(routes.consoleReviewReports, { params: { commentId }, body: { action } })).data.reports,
    blockedWords: async () => (await call(routes.consoleListBlockedWords, {})).data.words,
    async addBlockedWord(word) {
      const answer = await call(routes.consoleAddBlockedWord, { body: { word } });
      return { items: answer.data.words, message: answer.message ?? '' };
    },
    async removeBlockedWord(word) {
      const answer = await call(routes.consoleRemoveBlockedWord, { body: { word } });
      return { items: answer.data.words, message: answer.message ?? '' };
    },
    moderators: async () => (await call(routes.consoleListModerators, {})).data.moderators,
    async addModerator(member) {
      const answer = await call(routes.consoleAddModerator, { body: { member } });
      return { items: answer.data.moderators, message: answer.message ?? '' };
    },
    async removeModerator(memberId) {
      const answer = await call(routes.consoleRemoveModerator, { params: { memberId } });
      return { items: answer.data.moderators, message: answer.message ?? '' };
    },
  };
}

/** The page's Content and community client once the island runs in the browser (null on the server). */
export function useConsoleCommunityApi(): ConsoleCommunityApi | null {
  return usePageClient(createConsoleCommunityApi);
}
