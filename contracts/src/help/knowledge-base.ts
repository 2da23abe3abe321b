import { ABOUT_SECTIONS } from './about';
import { FAQ_ITEMS, faqPath } from './faq';
import {
  INTERPRETING_DASHBOARD_KPIS,
  PRIVACY_AND_SECURITY,
  READING_DASHBOARD_DATA,
  USING_THE_AI_CHATBOT,
} from './guides-insights';
import {
  CONFIGURING_REMINDERS,
  GETTING_STARTED,
  MANAGING_USERS,
  UNDERSTANDING_SURVEYS,
  WEEKLY_SUMMARY_EMAILS,
} from './guides-setup';
import { FEATURE_CARDS, LANDING, PRIVACY_NOTICE } from './site';
import type { HelpDocument, HelpGuide, HelpSection } from './types';

/** The nine guides in their documented order (Tutorials, docs/product-rules.md). */
export const TUTORIAL_GUIDES: HelpGuide[] = [
  GETTING_STARTED,
  MANAGING_USERS,
  UNDERSTANDING_SURVEYS,
  READING_DASHBOARD_DATA,
  CONFIGURING_REMINDERS,
  WEEKLY_SUMMARY_EMAILS,
  INTERPRETING_DASHBOARD_KPIS,
  USING_THE_AI_CHATBOT,
  PRIVACY_AND_SECURITY,
];

const tutorialPath = (slug: string) => `/tutorials#${slug}`;

function sectionText(section: HelpSection): string[] {
  const steps = section.steps ? [section.steps.map((step, index) => `${index + 1}. ${step}`).join(' ')] : [];
  return [...section.paragraphs, ...steps];
}

/**
 * Every piece of help the public site shows, each with the page (and anchor) it appears on.
 * The assistant indexes exactly this, so it can only quote what a visitor can read.
 */
export function helpDocuments(): HelpDocument[] {
  const faq = FAQ_ITEMS.map((item) => ({
    id: `faq-${item.id}`,
    title: item.question,
    path: faqPath(item.id),
    paragraphs: item.answer,
  }));
  const guides = TUTORIAL_GUIDES.flatMap((guide) =>
    guide.sections.map((section) => ({
      id: `guide-${guide.slug}-${section.id}`,
      title: guide.title,
      heading: section.heading,
      path: tutorialPath(guide.slug),
      paragraphs: sectionText(section),
    })),
  );
  const about = ABOUT_SECTIONS.map((section) => ({
    id: `about-${section.id}`,
    title: 'About Hearth',
    heading: section.heading,
    path: `/about#${section.id}`,
    paragraphs: sectionText(section),
  }));
  const privacy = {
    id: 'support-privacy',
    title: 'Privacy Notice',
    path: `/support#${PRIVACY_NOTICE.id}`,
    paragraphs: PRIVACY_NOTICE.paragraphs,
  };
  const features = {
    id: 'landing-features',
    title: 'What Hearth offers',
    path: '/',
    paragraphs: [LANDING.heroText, ...FEATURE_CARDS.map((card) => `${card.title}: ${card.text}`)],
  };
  return [...faq, ...guides, ...about, privacy, features];
}
