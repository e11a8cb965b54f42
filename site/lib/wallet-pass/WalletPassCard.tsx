import { Button, Spinner, toast, useControllableState } from '@wf/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { MembershipSummary } from '../membership/summary.ts';
import { PASS_WINDOW_FEATURES, PASS_WINDOW_TARGET } from './constants.ts';
import { ErrorIcon, PassIcon, ReadyIcon } from './icons.tsx';
import { PassMembershipStatus } from './PassMembershipStatus.tsx';
import { PassQrCode } from './PassQrCode.tsx';
import { PASS_TOASTS } from './passToasts.ts';
import { type PassViewState, passViewState } from './passViewState.ts';
import './WalletPassCard.css';

/** Opens a URL the way window.open does (stories pass a spy). */
export type OpenWindow = (url: string, target: string, features: string) => unknown;

export interface WalletPassCardProps {
  /** The pass page, once the pass exists. */
  passUrl?: string | undefined;
  /** An enrolment or regeneration is running. */
  loading?: boolean | undefined;
  /** The failure to report; shown only with `onRetry`. */
  error?: string | undefined;
  /** A member is signed in (without one, and without a pass, nothing is shown). */
  hasMember?: boolean | undefined;
  /** 'Try Again' in the error state. */
  onRetry?: (() => void) | undefined;
  /** 'Generate Pass' and 'Regenerate Pass'. */
  onRegenerate?: (() => void) | undefined;
  /** Opens the pass page; window.open by default. */
  openWindow?: OpenWindow;
  /** Whether the QR code is shown (controlled); leave undefined to let the card keep it. */
  qrShown?: boolean;
  /** Whether the QR code starts shown (uncontrolled). */
  defaultQrShown?: boolean;
  /** Called with the new value when the QR toggle is pressed. */
  onQrShownChange?: (shown: boolean) => void;
  /** Level of the state titles in the page outline (the card's own title is one above). */
  headingLevel?: 2 | 3 | 4;
  /** The membership behind the pass: shown as active or inactive beside the pass. */
  membership?: MembershipSummary | undefined;
}

const defaultOpen: OpenWindow = (url, target, features) => window.open(url, target, features);

/**
 * The wallet pass widget of docs/product/website.md §2: error with retry, loading, nothing, 'Generate
 * Digital Pass', or the ready pass with Add to Wallet, the QR code toggle and Regenerate Pass;
 * beside a pass (or the offer to generate one), whether the membership is active.
 * Presentational: the states come from props; the only effects are the new tab and the toast.
 */
export function WalletPassCard({
  passUrl,
  loading,
  error,
  hasMember,
  onRetry,
  onRegenerate,
  openWindow = defaultOpen,
  qrShown: qrShownProp,
  defaultQrShown = false,
  onQrShownChange,
  headingLevel = 3,
  membership,
}: WalletPassCardProps) {
  const state = passViewState({
    passUrl,
    loading,
    error,
    hasMember,
    hasRetry: Boolean(onRetry),
    hasRegenerate: Boolean(onRegenerate),
  });
  const [qrShown, setQrShown] = useControllableState({
    value: qrShownProp,
    defaultValue: defaultQrShown,
    onChange: onQrShownChange,
  });
  const qrId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // After a person's action replaces the buttons, focus goes to the new state's title.
  const focusNextTitle = useRef(false);
  useEffect(() => {
    if (focusNextTitle.current && state !== 'empty') {
      if (state !== 'loading') focusNextTitle.current = false;
      title.current?.focus();
    }
  }, [state]);

  const act = (action: (() => void) | undefined) => () => {
    focusNextTitle.current = true;
    action?.();
  };
  const Heading = `h${headingLevel}` as const;
  const heading = (text: string) => (
    <Heading ref={title} tabIndex={-1} className="wf-wallet-pass__title">
      {text}
    </Heading>
  );

  let body: ReactNode = null;
  if (state === 'error') {
    body = (
      <>
        <span className="wf-wallet-pass__badge wf-wallet-pass__badge--error">
          <ErrorIcon />
        </span>
        {heading('Unable to Create Pass')}
        <p className="wf-wallet-pass__text">
          There was an issue creating your membership pass. Please try again.
        </p>
        {error ? <p className="wf-wallet-pass__detail">{error}</p> : null}
        <div className="wf-wallet-pass__actions">
          <Button onClick={act(onRetry)}>Try Again</Button>
        </div>
      </>
    );
  } else if (state === 'loading') {
    body = (
      <div className="wf-wallet-pass__loading" role="status">
        <Spinner size="lg" />
        {heading('Creating Your Pass')}
        <p className="wf-wallet-pass__text">This takes a few seconds.</p>
      </div>
    );
  } else if (state === 'generate') {
    body = (
      <>
        <span className="wf-wallet-pass__badge">
          <PassIcon />
        </span>
        {heading('Generate Digital Pass')}
        <p className="wf-wallet-pass__text">
          Create your digital member ID and keep it in your phone's wallet.
        </p>
        {membership ? <PassMembershipStatus summary={membership} /> : null}
        <div className="wf-wallet-pass__actions">
          <Button onClick={act(onRegenerate)}>Generate Pass</Button>
        </div>
      </>
    );
  } else if (state === 'ready' && passUrl) {
    const toggleQr = () => setQrShown(!qrShown);
    body = (
      <>
        <span className="wf-wallet-pass__badge wf-wallet-pass__badge--ready">
          <ReadyIcon />
        </span>
        {heading('Your Digital Pass is Ready!')}
        <p className="wf-wallet-pass__text">
          Add your member ID to your phone's wallet, or scan the QR code with your phone.
        </p>
        {membership ? <PassMembershipStatus summary={membership} /> : null}
        <div className="wf-wallet-pass__actions">
          <Button
            onClick={() => {
              openWindow(passUrl, PASS_WINDOW_TARGET, PASS_WINDOW_FEATURES);
              toast(PASS_TOASTS.opened);
            }}
          >
            Add to Wallet
          </Button>
          <Button variant="secondary" aria-expanded={qrShown} aria-controls={qrId} onClick={toggleQr}>
            {qrShown ? 'Hide QR Code' : 'Show QR Code'}
          </Button>
          {onRegenerate ? (
            <Button variant="ghost" onClick={act(onRegenerate)}>
              Regenerate Pass
            </Button>
          ) : null}
        </div>
        <div id={qrId} className="wf-wallet-pass__qr-region" hidden={!qrShown}>
          {qrShown ? <PassQrCode url={passUrl} /> : null}
        </div>
      </>
    );
  }

  return (
    <div className="wf-wallet-pass" data-state={state satisfies PassViewState}>
      {body}
    </div>
  );
}
