import { Button, Card } from '@wf/ui';
import type { ReactNode } from 'react';
import type { AuthAction, AuthCardCopy, AuthCardState } from './types.ts';
import './AuthCard.css';

export interface AuthCardViewProps {
  action: AuthAction;
  copy: AuthCardCopy;
  state: AuthCardState;
  /** False until the page's script runs: the button waits, so an early press is not lost. */
  ready?: boolean;
  /** The button was pressed. */
  onStart: () => void;
  /** The site's mark above the heading (the page passes its logo). */
  logo?: ReactNode;
}

/**
 * The 'Sign In' or 'Join Us' card (docs/product/website.md §2): one button that opens the widget's modal,
 * labelled 'Opening login...' / 'Opening signup...' and disabled while busy, and a link to the
 * other page.
 */
export function AuthCardView({ action, copy, state, ready = true, onStart, logo }: AuthCardViewProps) {
  const busy = state === 'busy';
  const headingId = `${action}-heading`;
  return (
    <div className="wf-auth-card" data-state={state} data-action={action}>
      <Card as="section" padding="lg" elevated className="wf-auth-card__card" aria-labelledby={headingId}>
        {logo ? <div className="wf-auth-card__logo">{logo}</div> : null}
        <h1 id={headingId} className="wf-auth-card__heading">
          {copy.heading}
        </h1>
        {copy.intro ? <p className="wf-auth-card__intro">{copy.intro}</p> : null}
        <Button size="lg" block loading={busy} disabled={!ready} onClick={onStart} data-auth-action={action}>
          {busy ? copy.busy : copy.button}
        </Button>
        <p className="wf-auth-card__switch">
          {copy.prompt} <a href={copy.switchLink.href}>{copy.switchLink.label}</a>
        </p>
      </Card>
    </div>
  );
}
