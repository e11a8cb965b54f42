import { Spinner } from '@wf/ui';
import './PageLoading.css';

export interface PageLoadingProps {
  /** The page's h1, for screen readers only while loading. */
  heading: string;
  /** The visible text, e.g. 'Loading your dashboard...'. */
  label: string;
}

/**
 * The loading state of a members-only page. The page renders it as its static shell too (the
 * island's fallback, HTML only), so nothing moves when the island takes over.
 */
export function PageLoading({ heading, label }: PageLoadingProps) {
  return (
    <div className="container wf-page-loading" data-state="loading">
      <h1 className="wf-visually-hidden">{heading}</h1>
      <div className="wf-page-loading__status" role="status">
        <Spinner size="lg" />
        <p className="wf-page-loading__label">{label}</p>
      </div>
    </div>
  );
}
