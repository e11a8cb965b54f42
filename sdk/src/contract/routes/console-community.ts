/**
 * The console's Content and community routes (docs/console.md), relative to the API base (/api),
 * under /admin/: the mail outbox, the comments' moderation queue, blocked words and moderators.
 */

/** The Content and community screen's routes by name. */
export const CONSOLE_COMMUNITY_ROUTES = {} as const;
