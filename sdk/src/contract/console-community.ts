/**
 * The console's Content and community wire shapes (docs/console.md "Content and community"): the
 * app's mail outbox with each mail's delivery status (never its body: mails carry sign-in codes),
 * the comments' reports queue, the blocked words and the named moderators, as a signed-in
 * administrator reads and changes them under /api/admin/.
 */
import { z } from 'zod/mini';
import { CONSOLE_CURSOR_MAX, CONSOLE_LIST_MAX, CONSOLE_SEARCH_MAX } from './console.ts';
import { envelope, messageEnvelope } from './envelope.ts';
import { idSchema } from './fields.ts';

/** The error codes of the Content and community routes. */
export const CONSOLE_COMMUNITY_ERROR_CODES = {
  mailSent: 'console/mail-sent',
  mailNotFailed: 'console/mail-not-failed',
  noMailServer: 'console/no-mail-server',
  wordExists: 'console/word-exists',
  wordsFull: 'console/words-full',
  wordMissing: 'console/word-missing',
  moderatorExists: 'console/moderator-exists',
  moderatorMissing: 'console/moderator-missing',
} as const;

/**
 * A mail's delivery: `sent`; `retrying` (a failed attempt, tried again at nextAttemptAt);
 * `failed` (given up, or failed without a next attempt); `kept` (in the outbox, never attempted:
 * no mail server).
 */
export const CONSOLE_MAIL_STATUSES = ['sent', 'retrying', 'failed', 'kept'] as const;
export type ConsoleMailStatus = (typeof CONSOLE_MAIL_STATUSES)[number];

/** GET /admin/mail. */
export const consoleMailQuerySchema = z.object({
  status: z.optional(z.enum(CONSOLE_MAIL_STATUSES)),
  /** The start of the recipient's address, any case. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(CONSOLE_SEARCH_MAX))),
  /** The previous page's nextCursor. */
  after: z.optional(z.string().check(z.minLength(1), z.maxLength(CONSOLE_CURSOR_MAX))),
  /** 1 to 100; 50 when absent. */
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CONSOLE_LIST_MAX))),
});
export type ConsoleMailQuery = z.infer<typeof consoleMailQuerySchema>;
export type ConsoleMailQueryInput = z.input<typeof consoleMailQuerySchema>;

/** A mail of the outbox as the console shows it: never its text or HTML. */
export const consoleMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  attempts: z.number(),
  status: z.enum(CONSOLE_MAIL_STATUSES),
  /** The last delivery failure, null when none. */
  error: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
});
export type ConsoleMail = z.infer<typeof consoleMailSchema>;

export const consoleMailListResponseSchema = envelope(
  z.object({ mails: z.array(consoleMailSchema), nextCursor: z.nullable(z.string()) }),
);
export type ConsoleMailListResponse = z.infer<typeof consoleMailListResponseSchema>;

export const consoleMailParamsSchema = z.object({ id: idSchema });

/** POST /admin/mail/{id}/retry: the mail after the attempt, and what happened in words. */
export const consoleMailRetryResponseSchema = messageEnvelope(consoleMailSchema);
export type ConsoleMailRetryResponse = z.infer<typeof consoleMailRetryResponseSchema>;

/** The longest blocked word or phrase. */
export const BLOCKED_WORD_MAX = 100;
/** The most blocked words an app keeps. */
export const BLOCKED_WORDS_MAX = 500;
/** The refusal of a word holding no letter or digit. */
export const BLOCKED_WORD_MESSAGE = 'Enter a word or phrase with letters or digits.';

/** POST /admin/comments/blocked-words and DELETE: one word or phrase (stored in lower case). */
export const consoleBlockedWordRequestSchema = z.object({
  word: z.string().check(
    z.trim(),
    z.minLength(1, BLOCKED_WORD_MESSAGE),
    z.maxLength(BLOCKED_WORD_MAX, `A blocked word or phrase is at most ${BLOCKED_WORD_MAX} characters.`),
    z.refine((value) => /[\p{L}\p{N}]/u.test(value), BLOCKED_WORD_MESSAGE),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
    z.refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Enter the word without control characters.'),
  ),
});
export type ConsoleBlockedWordRequest = z.infer<typeof consoleBlockedWordRequestSchema>;

export const consoleBlockedWordsResponseSchema = messageEnvelope(
  z.object({ words: z.array(z.object({ word: z.string(), createdAt: z.string() })) }),
);
export type ConsoleBlockedWordsResponse = z.infer<typeof consoleBlockedWordsResponseSchema>;

/** A named moderator (administrators moderate without being named). */
export const consoleModeratorSchema = z.object({
  memberId: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ConsoleModerator = z.infer<typeof consoleModeratorSchema>;

export const consoleModeratorsResponseSchema = messageEnvelope(
  z.object({ moderators: z.array(consoleModeratorSchema) }),
);
export type ConsoleModeratorsResponse = z.infer<typeof consoleModeratorsResponseSchema>;

/** POST /admin/comments/moderators: a member of the app by id (mem_...) or e-mail address. */
export const consoleAddModeratorRequestSchema = z.object({
  member: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a member id or e-mail address.'),
      z.maxLength(320, 'Enter a member id or e-mail address.'),
    ),
});
export type ConsoleAddModeratorRequest = z.infer<typeof consoleAddModeratorRequestSchema>;

export const consoleModeratorParamsSchema = z.object({ memberId: idSchema });
export const consoleCommentParamsSchema = z.object({ commentId: idSchema });
