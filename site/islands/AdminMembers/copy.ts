/** The Members console's texts, from content/site/pages/admin-members.yaml (built by the page). */
export interface AdminMembersCopy {
  /** 'Members': the page's h1. */
  heading: string;
  /** A line under the heading. */
  intro?: string | undefined;
  /** 'Loading...' while the member loads. */
  loading: string;
}
