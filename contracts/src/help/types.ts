/**
 * The product's help content, written once: the public pages render it and the chat assistant
 * indexes it (docs/decisions/050-help-content-and-assistant-retrieval.md).
 */

/** A titled part of a page or guide. `id` is its anchor on the page. */
export interface HelpSection {
  id: string;
  heading: string;
  paragraphs: string[];
  /** Numbered steps, shown after the paragraphs. */
  steps?: string[];
}

/** One of the nine tutorial guides (Tutorials, docs/product-rules.md); opened from its card at /tutorials#<slug>. */
export interface HelpGuide {
  slug: string;
  title: string;
  summary: string;
  sections: HelpSection[];
}

/** A question of the Support page's FAQ, shown at /support#faq-<id>. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string[];
}

export interface FeatureCard {
  title: string;
  text: string;
}

/** A piece of help as the assistant sees it: its text and the page (with anchor) it comes from. */
export interface HelpDocument {
  id: string;
  /** The page or guide title shown in "Read more" links. */
  title: string;
  /** The section heading within that page, when there is one. */
  heading?: string;
  path: string;
  paragraphs: string[];
}
