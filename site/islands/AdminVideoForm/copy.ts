/** The admin page's texts, from content/site/pages/admin-videos.yaml (built by the page). */
export interface AdminVideosCopy {
  /** 'Add New Video': the card's title and the page's h1. */
  heading: string;
  /** A line under the title. */
  intro?: string | undefined;
  /** 'Loading...' while the member loads. */
  loading: string;
}
