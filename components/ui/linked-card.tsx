import type { ReactNode } from 'react';

import frame from '@/components/ui/card-frame.module.css';
import Link from '@/components/ui/link';

import ApiImage, { type ApiImageSource } from './api-image';
import card from './linked-card.module.css';

/** Where a card stands on its page; a card passes these on to LinkedCard as they are. */
export interface CardPlacement {
  /** Heading level of the title inside the page's outline (h3 unless said). */
  headingLevel?: 'h2' | 'h3';
  /** Only for the first card of a page where it is the largest image in view. */
  priority?: boolean;
}

interface LinkedCardProps extends CardPlacement {
  /** A site path without locale prefix: where the heading (and so the whole card) leads. */
  href: string;
  title: string;
  image: ApiImageSource;
  sizes: string;
  /** The card's own layout: the image's frame, the text column and the heading. */
  classNames: { media: string; body: string; heading: string };
  /** Shown above the heading (e.g. a date). */
  before?: ReactNode;
  /** Shown under the heading. */
  children: ReactNode;
}

/** An image above a linked heading and a few lines of text; the whole card is one link and one tab stop. */
export default function LinkedCard({
  href,
  title,
  headingLevel: Heading = 'h3',
  image,
  sizes,
  priority = false,
  classNames,
  before,
  children,
}: LinkedCardProps) {
  return (
    <article className={`${frame.frame} ${card.card}`}>
      <div className={classNames.media}>
        <ApiImage image={image} alt="" sizes={sizes} priority={priority} className={card.image} />
      </div>
      <div className={classNames.body}>
        {before ?? null}
        <Heading className={classNames.heading}>
          <Link href={href} className={frame.link}>
            {title}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  );
}
