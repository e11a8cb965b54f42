/** The Site and embedding screen's texts, from content/site/pages/admin-site.yaml (built by the page). */
export interface AdminSiteCopy {
  /** 'Site and embedding': the page's h1. */
  heading: string;
  /** A line under the heading. */
  intro?: string | undefined;
  /** 'Loading...' while the member loads. */
  loading: string;
}
