import { type ReactNode, useId } from 'react';
import { section, sectionTitle } from '../theme/screen.css.ts';

/** Props of {@link TitledSection}. */
export interface TitledSectionProps {
  /** The section's heading (`h2`), also its accessible name. */
  title: ReactNode;
  /**
   * The section's layout, e.g. a card.
   * @default the theme's `section`: its title, text and controls stacked
   */
  className?: string;
  /**
   * The section's content; as a function it gets the heading's id, e.g. to name a table after it.
   */
  children: ReactNode | ((titleId: string) => ReactNode);
}

/** A section of a screen named by its `h2`. */
export function TitledSection({ title, className = section, children }: TitledSectionProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={sectionTitle}>
        {title}
      </h2>
      {typeof children === 'function' ? children(titleId) : children}
    </section>
  );
}
