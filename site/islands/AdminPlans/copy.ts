/** The Plans and access screen's texts, from content/site/pages/admin-plans.yaml (built by the page). */
export interface AdminPlansCopy {
  /** 'Plans and access': the page's h1. */
  heading: string;
  /** A line under the heading. */
  intro?: string | undefined;
  /** 'Loading...' while the member loads. */
  loading: string;
}
