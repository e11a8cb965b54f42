/** The texts of a Sign In or Join Us card (content/site/pages/{login,signup}.yaml). */
export interface AuthCardCopy {
  heading: string;
  intro?: string;
  /** The button: 'Sign In' or 'Create Account'. */
  button: string;
  /** The button while the modal opens: 'Opening login...' or 'Opening signup...'. */
  busy: string;
  /** Before the link to the other page: "Don't have an account?". */
  prompt: string;
  /** The link to the other page. */
  switchLink: { label: string; href: string };
  /** Title of the destructive toast on failure: 'Sign in failed' / 'Sign up failed'. */
  failedTitle: string;
  /** Its description when the error has no message: 'Please try again.' */
  failedFallback: string;
  /** Join Us only: the welcome toast after signing up. */
  welcomeTitle?: string;
  welcomeText?: string;
  /** Join Us only: the words of the way on into the Membership's checkout (`?plan=trial`). */
  membership?: SignupMembershipCopy;
}

/** Join Us leading into the Membership (content/site/pages/signup.yaml). */
export interface SignupMembershipCopy {
  /** The intro for a member who is signed in already. */
  intro: string;
  /** The button of a member who never had the Membership: 'Start Free Trial'. */
  trial: string;
  /** The button of a member whose Membership lapsed: 'Renew for $1.00/month'. */
  renew: string;
  /** The button while the checkout opens: 'Opening checkout...'. */
  busy: string;
  /** Title of the destructive toast when the checkout cannot open. */
  failedTitle: string;
  /** Its description when the failure has no sentence of its own. */
  failedFallback: string;
}

/** Which modal the card opens. */
export type AuthAction = 'login' | 'signup';

/** The card's button: idle, or busy while the modal opens and runs. */
export type AuthCardState = 'idle' | 'busy';
