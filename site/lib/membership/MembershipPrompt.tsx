import { Button, Card, CardDescription, CardTitle } from '@wf/ui';
import { useId } from 'react';
import type { MembershipOffer } from './access.ts';
import type { OffersCopy } from './copy.ts';
import { LockIcon } from './LockIcon.tsx';
import './MembershipPrompt.css';

export interface MembershipPromptProps {
  offer: MembershipOffer;
  copy: OffersCopy;
  /** The checkout is opening (the button shows busy). */
  busy: boolean;
  /** False until the page's widget exists (the button waits). */
  ready: boolean;
  /** Why the checkout did not open, in words for people. */
  error: string | null;
  /** The button was pressed. */
  onStart: () => void;
  headingLevel?: 2 | 3;
}

/**
 * The offer to a signed-in member without the members' videos (docs/product/website.md §2
 * "Videos"): one friendly sentence and ONE button, the free trial for a member who never had
 * the Membership, a renewal for one whose Membership lapsed.
 */
export function MembershipPrompt({
  offer,
  copy,
  busy,
  ready,
  error,
  onStart,
  headingLevel = 2,
}: MembershipPromptProps) {
  const words = copy[offer];
  const headingId = useId();
  return (
    <Card
      as="section"
      padding="lg"
      elevated
      className="wf-membership-prompt"
      aria-labelledby={words.title ? headingId : undefined}
      aria-label={words.title ? undefined : words.action}
      data-offer={offer}
    >
      <span className="wf-membership-prompt__icon">
        <LockIcon />
      </span>
      <div className="wf-membership-prompt__body">
        {words.title ? (
          <CardTitle as={`h${headingLevel}`} id={headingId}>
            {words.title}
          </CardTitle>
        ) : null}
        <CardDescription>{words.text}</CardDescription>
        {error ? (
          <p className="wf-membership-prompt__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <Button
        size="lg"
        loading={busy}
        disabled={!ready}
        onClick={onStart}
        className="wf-membership-prompt__action"
      >
        {busy ? copy.busy : words.action}
      </Button>
    </Card>
  );
}
