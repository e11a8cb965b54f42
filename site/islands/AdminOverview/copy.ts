/** The Overview screen's texts, from content/site/pages/admin-overview.yaml (built by the page). */
export interface AdminOverviewCopy {
  /** 'Overview': the page's h1. */
  heading: string;
  /** A line under the heading. */
  intro?: string | undefined;
  /** 'Loading...' while the member loads. */
  loading: string;
}
