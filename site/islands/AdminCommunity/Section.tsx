import { type ReactNode, useId } from 'react';

export interface SectionProps {
  title: string;
  /** A sentence under the heading. */
  description?: ReactNode;
  children: ReactNode;
}

/** One part of the screen: a region named by its h2. */
export function Section({ title, description, children }: SectionProps) {
  const id = useId();
  return (
    <section className="wf-community-section" aria-labelledby={id}>
      <h2 id={id} className="wf-community-section__title">
        {title}
      </h2>
      {description ? <p className="wf-community-section__description">{description}</p> : null}
      {children}
    </section>
  );
}
