/** The membership activated page's texts, from content/site/pages/passkit-success.yaml. */
export interface PasskitSuccessCopy {
  /** The h1 welcoming the member to the community. */
  heading: string;
  /** 'Loading...' while the member loads. */
  loading: string;
  /** 'Your membership has been activated successfully.' */
  activated: string;
  /** The title of the wallet pass block. */
  passTitle: string;
  /** "What's Next?" */
  nextTitle: string;
  /** The next steps every member has. */
  nextSteps: readonly string[];
  /** The step shown only when a pass URL exists. */
  passStep: string;
  /** 'Go to Dashboard' */
  goToDashboard: string;
  /** The line about the new membership, under the activated sentence. */
  membership: ActivatedCopy;
}

/** What the page says of the membership just started; '{date}' and '{amount}' are filled in. */
export interface ActivatedCopy {
  /** While the member is read again: 'Confirming your membership...'. */
  confirming: string;
  /** A free trial without a card: 'Your free trial runs until {date}.' */
  trial: string;
  /** A free trial with a card: when the first payment comes. */
  trialCard: string;
  /** A paid Membership: 'Your next payment of {amount} is on {date}.' */
  active: string;
  /** A cancelled Membership still running. */
  ending: string;
  /** The member does not show the Membership yet. */
  pending: string;
}
