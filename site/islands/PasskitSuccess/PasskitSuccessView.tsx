import { Button, Card, CardTitle } from '@wf/ui';
import type { ReactNode } from 'react';
import { SITE_PATHS } from '../../lib/routes.ts';
import type { PasskitSuccessCopy } from './copy.ts';
import { StepIcon, SuccessIcon } from './icons.tsx';
import './PasskitSuccess.css';

/** The automatic move to the dashboard (docs/product/website.md §4), when one is under way or was cancelled. */
export type RedirectNotice =
  | { state: 'counting'; seconds: number; from: number; onStay: () => void }
  | { state: 'stayed' };

export interface PasskitSuccessViewProps {
  copy: PasskitSuccessCopy;
  /** The wallet pass block. */
  pass: ReactNode;
  /** A pass URL exists: adds the wallet step to "What's Next?". */
  hasPass: boolean;
  /** The countdown to /dashboard, or null when the page stays. */
  redirect: RedirectNotice | null;
  /** What the member just started (a trial until..., the next payment...), or null. */
  membershipLine?: string | null;
}

const secondsText = (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

/**
 * The membership activated page of docs/product/website.md §2: welcome, 'Your membership has been
 * activated successfully.' and what was started (a trial until..., the next payment...), the
 * wallet pass block, "What's Next?" and 'Go to Dashboard'.
 */
export function PasskitSuccessView({
  copy,
  pass,
  hasPass,
  redirect,
  membershipLine = null,
}: PasskitSuccessViewProps) {
  const steps = hasPass ? [...copy.nextSteps, copy.passStep] : copy.nextSteps;
  return (
    <div
      className="container wf-passkit-success"
      data-state={redirect?.state ?? (hasPass ? 'pass' : 'ready')}
    >
      <header className="wf-passkit-success__header">
        <span className="wf-passkit-success__badge">
          <SuccessIcon />
        </span>
        <h1 className="wf-passkit-success__title">{copy.heading}</h1>
        <p className="wf-passkit-success__lead">{copy.activated}</p>
        <p className="wf-passkit-success__membership" role="status">
          {membershipLine}
        </p>
      </header>

      {/* Announced once when the countdown starts, not at every second (the visible line ticks). */}
      <div className="wf-passkit-success__redirect-status wf-visually-hidden" role="status">
        {redirect?.state === 'counting'
          ? `You will be taken to your dashboard in ${secondsText(redirect.from)}.`
          : redirect?.state === 'stayed'
            ? 'You will stay on this page.'
            : ''}
      </div>
      {redirect?.state === 'counting' ? (
        <div className="wf-passkit-success__redirect">
          <p className="wf-passkit-success__redirect-text" aria-hidden="true">
            Taking you to your dashboard in{' '}
            <span className="wf-passkit-success__seconds">{secondsText(redirect.seconds)}</span>
          </p>
          <Button variant="ghost" size="sm" onClick={redirect.onStay}>
            Stay on this page
          </Button>
        </div>
      ) : null}

      <Card as="section" className="wf-passkit-success__pass" aria-labelledby="wf-passkit-success-pass">
        <CardTitle as="h2" id="wf-passkit-success-pass">
          {copy.passTitle}
        </CardTitle>
        {pass}
      </Card>

      <Card as="section" aria-labelledby="wf-passkit-success-next">
        <CardTitle as="h2" id="wf-passkit-success-next">
          {copy.nextTitle}
        </CardTitle>
        <ul className="wf-passkit-success__steps">
          {steps.map((step) => (
            <li key={step} className="wf-passkit-success__step">
              <StepIcon />
              <span>{step}</span>
            </li>
          ))}
        </ul>
      </Card>

      <div className="wf-passkit-success__actions">
        <Button href={SITE_PATHS.dashboard} size="lg">
          {copy.goToDashboard}
        </Button>
      </div>
    </div>
  );
}
