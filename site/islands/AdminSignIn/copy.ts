/** The Sign-up and sign-in screen's texts, from content/site/pages/admin-sign-in.yaml (built by the page). */
export interface AdminSignInCopy {
  /** 'Sign-up and sign-in': the page's h1. */
  heading: string;
  /** A line under the heading. */
  intro?: string | undefined;
  /** 'Loading...' while the member loads. */
  loading: string;
}
