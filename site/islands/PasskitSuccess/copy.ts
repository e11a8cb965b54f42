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
}
