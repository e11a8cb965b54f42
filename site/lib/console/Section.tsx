import './console.css';
import { type ReactNode, useId } from 'react';

export interface SectionProps {
  title: string;
  /** A sentence under the heading. */
  description?: ReactNode;
  children: ReactNode;
}

/** One part of a console screen: a region named by its h2 (docs/console.md). */
export function Section({ title, description, children }: SectionProps) {
  const id = useId();
  return (
    <section className="wf-console-section" aria-labelledby={id}>
      <h2 id={id} className="wf-console-section__title">
        {title}
      </h2>
      {description ? <p className="wf-console-section__description">{description}</p> : null}
      {children}
    </section>
  );
}
