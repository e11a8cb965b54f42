/**
 * Structured JSON logs (pino). Secrets never reach the log: request logs carry the path
 * without its query string, and the usual secret-bearing keys are redacted wherever they appear.
 */
import pino, { type Logger } from 'pino';
import type { Env } from './env.ts';

export type { Logger };

/** Keys whose values are replaced by [redacted] in every log line. */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'oldPassword',
  '*.oldPassword',
  'token',
  '*.token',
  'passwordlessToken',
  '*.passwordlessToken',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
];

/** The service's root logger. */
export function createLogger(env: Pick<Env, 'logLevel'>): Logger {
  return pino({
    level: env.logLevel,
    base: { service: 'wf-service' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
}

/** A logger that writes nothing (tests). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
