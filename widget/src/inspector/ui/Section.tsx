import { cx } from '@wf/ui';
import { type ReactNode, useId } from 'react';

/** A titled part of a tab, named by its heading for screen readers. */
export function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section className={cx('wf-inspector-section', className)} aria-labelledby={headingId}>
      <h3 id={headingId} className="wf-inspector-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One label and value of a definition list (label above value: the sidebar is narrow). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="wf-inspector-dl__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A list of {@link Field}s. */
export function Fields({ children }: { children: ReactNode }) {
  return <dl className="wf-inspector-dl">{children}</dl>;
}

/** What an empty part says instead of nothing. */
export function None({ children = 'None' }: { children?: ReactNode }) {
  return <p className="wf-inspector-none">{children}</p>;
}
