import { helpDocuments } from '@hearth/contracts/help/knowledge-base';
import { type Hit, type Passage, SearchIndex } from './search-index';

/** A paragraph of the product's help, with the page it can be read on. */
export interface HelpPassage extends Passage {
  pageTitle: string;
  heading?: string;
  path: string;
}

function helpPassages(): HelpPassage[] {
  return helpDocuments().flatMap((document) =>
    document.paragraphs.map((text, index) => ({
      id: `${document.id}-${index + 1}`,
      title: [document.title, document.heading].filter(Boolean).join(' '),
      text,
      pageTitle: document.title,
      heading: document.heading,
      path: document.path,
    })),
  );
}

/** Built once per process from the same content the public pages render. */
const index = new SearchIndex(helpPassages());

export function searchHelp(query: string, limit = 5): Hit<HelpPassage>[] {
  return index.search(query, limit);
}

/** How a passage's source is named in a "Read more" link. */
export function sourceLabel(passage: HelpPassage): string {
  return passage.heading ? `${passage.pageTitle}: ${passage.heading}` : passage.pageTitle;
}
