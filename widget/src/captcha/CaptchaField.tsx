import { Spinner } from '@wf/ui';
import { type Ref, useId, useImperativeHandle } from 'react';
import type { Translations } from '../i18n/index.ts';
import { useTranslator } from '../modals/shared/useTranslator.ts';
import type { CaptchaChallenge } from './types.ts';
import { useCaptcha } from './useCaptcha.ts';

/** What a parent can do through the field's ref. */
export interface CaptchaFieldHandle {
  /**
   * docs/product/widget.md §5: the token, solving now when the person did not tick the box. Resolves at
   * once when verified; rejects when the check fails (the submit then stops).
   */
  execute: () => Promise<string>;
  /** Back to unverified (a held token is dropped: onToken(null)). */
  reset: () => void;
}

export interface CaptchaFieldProps {
  /** Asks the service for a challenge (GET /auth/captcha/challenge). */
  fetchChallenge: () => Promise<CaptchaChallenge>;
  /** The token once verified; null when a held token is dropped by a reset. */
  onToken?: (token: string | null) => void;
  /** Changing it resets the field to unverified (docs/product/widget.md §8: after a signup failure). */
  resetKey?: unknown;
  /** Language tag such as 'en' or 'es-MX'. */
  locale?: string;
  /** Overrides of dictionary entries. */
  translations?: Translations;
  /** `execute()` and `reset()`. */
  ref?: Ref<CaptchaFieldHandle>;
}

/**
 * The signup's captcha (ALTCHA proof of work): a checkbox 'I'm not a robot' that fetches a
 * challenge and solves it in the browser, then reads 'Verified'. No third party is involved.
 */
export function CaptchaField({
  fetchChallenge,
  onToken,
  resetKey,
  locale,
  translations,
  ref,
}: CaptchaFieldProps) {
  const t = useTranslator(locale, translations);
  const id = useId();
  const { status, progress, execute, reset } = useCaptcha({ fetchChallenge, onToken, resetKey });
  useImperativeHandle(ref, () => ({ execute, reset }), [execute, reset]);

  const label = {
    unverified: t('captcha_label'),
    verifying: t('captcha_verifying'),
    verified: t('captcha_verified'),
    failed: t('captcha_label'),
  }[status];
  const busy = status === 'verifying';

  return (
    <div className="wf-captcha" data-state={status}>
      <div className="wf-captcha__row">
        <span className="wf-captcha__control">
          <input
            id={id}
            type="checkbox"
            className="wf-captcha__checkbox"
            checked={status === 'verified'}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            onChange={() => {
              // Once verified the box stays ticked; while verifying a click changes nothing.
              if (status === 'unverified' || status === 'failed') execute().catch(() => undefined);
            }}
          />
          {busy ? <Spinner size="sm" className="wf-captcha__spinner" /> : null}
        </span>
        <label htmlFor={id} className="wf-captcha__label">
          {label}
        </label>
      </div>
      {busy ? (
        <progress className="wf-captcha__progress" max={1} value={progress} aria-hidden="true" />
      ) : null}
      <span role="status" className="wf-visually-hidden">
        {busy || status === 'verified' ? label : ''}
      </span>
      {status === 'failed' ? (
        <p className="wf-captcha__error" role="alert">
          {t('captcha_failed')}{' '}
          <button
            type="button"
            className="wf-captcha__retry"
            onClick={() => execute().catch(() => undefined)}
          >
            {t('captcha_retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
