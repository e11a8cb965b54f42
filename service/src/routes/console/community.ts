/**
 * The console's Content and community routes (docs/console.md "Content and community"): thin
 * handlers over mail/console-outbox.ts and comments/console-community.ts; a review of the reports
 * queue is published to the channel's open pages like a moderator's. The mounting has
 * checked that the caller is a signed-in administrator of the app they name; every read and
 * change is of that app.
 */
import {
  addBlockedWord,
  addModerator,
  type CommunityActor,
  listBlockedWords,
  listModerators,
  removeBlockedWord,
  removeModerator,
  reportsQueue,
  reviewFromConsole,
} from '../../comments/console-community.ts';
import type { CommentEventBus } from '../../comments/events.ts';
import { commentRow } from '../../comments/present.ts';
import type { Deps } from '../../http/context.ts';
import { listOutbox, retryMailNow } from '../../mail/console-outbox.ts';
import { publicKeysOf } from '../comments/common.ts';
import { publishModerated } from '../comments/moderation.ts';
import type { ConsoleCommunityHandlers } from './handlers.ts';

export function consoleCommunityHandlers(deps: Deps, bus: CommentEventBus): ConsoleCommunityHandlers {
  const { database, clock } = deps;

  function actorOf(c: { var: { app: { id: string }; member: { id: string } } }): CommunityActor {
    return { appId: c.var.app.id, actorId: c.var.member.id, now: clock() };
  }

  return {
    consoleListMail: async (c, { query }) => ({ data: await listOutbox(database.db, c.var.app.id, query) }),

    consoleRetryMail: async (c, { params }) => {
      const { mail, message } = await retryMailNow(database, deps.mailer, { ...actorOf(c), id: params.id });
      return { data: mail, message };
    },

    consoleListReports: async (c) => ({
      data: await reportsQueue(database.db, c.var.app.id, c.var.member.id, publicKeysOf(c.var.app)),
    }),

    consoleReviewReports: async (c, { params, body }) => {
      await reviewFromConsole(database, actorOf(c), params.commentId, body.action);
      // After the commit, through the moderators' own path: open pages drop or show the comment.
      const keys = publicKeysOf(c.var.app);
      const row = await commentRow(database.db, c.var.app.id, params.commentId, c.var.member.id);
      if (row) await publishModerated({ bus, logger: deps.logger }, c.var.app.id, row, keys);
      return {
        data: await reportsQueue(database.db, c.var.app.id, c.var.member.id, publicKeysOf(c.var.app)),
      };
    },

    consoleListBlockedWords: async (c) => ({
      data: { words: await listBlockedWords(database.db, c.var.app.id) },
    }),

    consoleAddBlockedWord: async (c, { body }) => {
      const word = await addBlockedWord(database, actorOf(c), body.word);
      return {
        data: { words: await listBlockedWords(database.db, c.var.app.id) },
        message: `Comments holding “${word}” are now refused.`,
      };
    },

    consoleRemoveBlockedWord: async (c, { body }) => {
      const word = await removeBlockedWord(database, actorOf(c), body.word);
      return {
        data: { words: await listBlockedWords(database.db, c.var.app.id) },
        message: `“${word}” is no longer blocked.`,
      };
    },

    consoleListModerators: async (c) => ({
      data: { moderators: await listModerators(database.db, c.var.app.id) },
    }),

    consoleAddModerator: async (c, { body }) => {
      const added = await addModerator(database, actorOf(c), body.member);
      return {
        data: { moderators: await listModerators(database.db, c.var.app.id) },
        message: `${added.email} now moderates the comments.`,
      };
    },

    consoleRemoveModerator: async (c, { params }) => {
      await removeModerator(database, actorOf(c), params.memberId);
      return {
        data: { moderators: await listModerators(database.db, c.var.app.id) },
        message: 'The member no longer moderates the comments.',
      };
    },
  };
}
