import { getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import { highlight, snippet } from '@/features/search/model/highlight';
import type { SearchHit } from '@/features/search/model/types';

import HighlightedText from './highlighted-text';
import styles from './search-results.module.css';

interface SearchResultsProps {
  hits: SearchHit[];
  /** The heading above the list: the number of results, or which query they are for. */
  heading: string;
}

/** The found pages, best first: kind, title and a snippet with the matched words marked. */
export default async function SearchResults({ hits, heading }: SearchResultsProps) {
  const t = await getTranslations('Search');
  return (
    <section aria-labelledby="search-results-title" className={styles.section}>
      <h2 id="search-results-title" className={styles.heading}>
        {heading}
      </h2>
      <ol className={styles.list}>
        {hits.map(({ document, terms }) => (
          <li key={document.id} className={styles.item} data-kind={document.kind}>
            <p className={styles.kind}>{t(`kinds.${document.kind}`)}</p>
            <h3 className={styles.title}>
              <Link href={document.path}>
                <HighlightedText pieces={highlight(document.title, terms)} />
              </Link>
            </h3>
            <p className={styles.snippet}>
              <HighlightedText pieces={highlight(snippet(document.text, terms), terms)} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
