/** The Content and community screen's texts, from content/site/pages/admin-community.yaml (built by the page). */
export interface AdminCommunityCopy {
  /** 'Content and community': the page's h1. */
  heading: string;
  /** A line under the heading. */
  intro?: string | undefined;
  /** 'Loading...' while the member loads. */
  loading: string;
}
