import type { ReactNode } from 'react';

interface TitledBlockProps {
  /** The landmark: a section, a navigation or an aside. */
  as?: 'section' | 'nav' | 'aside';
  /** Id of the h2 that names the block (its aria-labelledby). */
  headingId: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** A block of a page named by its own h2: the heading's id is the block's aria-labelledby. */
export default function TitledBlock({ as: Tag = 'section', headingId, title, className, headingClassName, children }: TitledBlockProps) {
  return (
    // Optional attributes are left out rather than set to undefined, which the flight data would still spell out.
    <Tag aria-labelledby={headingId} {...(className && { className })}>
      <h2 id={headingId} {...(headingClassName && { className: headingClassName })}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
