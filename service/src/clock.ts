/** The time source, injected so that tests can move time (code expiry, sessions, rate limits). */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();
