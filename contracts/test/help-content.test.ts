import { describe, expect, it } from 'vitest';
import { ANONYMITY_THRESHOLD, SCORE, SURVEY_LINK_HOURS } from '../src/constants';
import { ABOUT_SECTIONS } from '../src/help/about';
import { FAQ_ITEMS } from '../src/help/faq';
import { helpDocuments, TUTORIAL_GUIDES } from '../src/help/knowledge-base';
import { FEATURE_CARDS } from '../src/help/site';

const allText = () => JSON.stringify(helpDocuments());

describe('help content', () => {
  it('has the nine guides of docs/product-rules.md in order', () => {
    expect(TUTORIAL_GUIDES.map((guide) => guide.title)).toEqual([
      'Getting Started',
      'Managing Users',
      'Understanding Surveys',
      'Reading Dashboard Data',
      'Configuring Reminders',
      'Weekly Summary Emails',
      'Interpreting Dashboard KPIs',
      'Using the AI Chatbot',
      'Privacy and Security',
    ]);
  });

  it('has eight FAQ items on the documented topics and nine feature cards', () => {
    expect(FAQ_ITEMS.map((item) => item.id)).toEqual([
      'signup',
      'anonymity',
      'inviting-staff',
      'survey-customisation',
      'high-burnout-alerts',
      'pricing',
      'ai-assistant',
      'weekly-emails',
    ]);
    expect(FEATURE_CARDS).toHaveLength(9);
  });

  it('gives every document a unique id and a page that exists', () => {
    const documents = helpDocuments();
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    for (const document of documents) expect(document.path).toMatch(/^\/(about|tutorials|support)?(#[a-z-]+)?$/);
  });

  it('states the numbers the product uses (docs/anonymity.md)', () => {
    const anonymity = ABOUT_SECTIONS.find((section) => section.id === 'anonymity')!.paragraphs.join(' ');
    expect(anonymity).toContain(`at least ${ANONYMITY_THRESHOLD.default} people`);
    expect(anonymity).toContain(`from ${ANONYMITY_THRESHOLD.min} to ${ANONYMITY_THRESHOLD.max}`);
    expect(anonymity).toContain(`${SURVEY_LINK_HOURS} hours`);
    const scoring = ABOUT_SECTIONS.find((section) => section.id === 'burnout-index')!.paragraphs.join(' ');
    expect(scoring).toContain(`below ${SCORE.healthyBelow}`);
    expect(scoring).toContain(`${SCORE.highFrom} or more is high`);
    expect(scoring).toContain(`above ${SCORE.highRiskAbove} is labelled High Risk`);
    expect(scoring).toContain(`above ${SCORE.alertItemAbove}`);
    expect(scoring).toContain('11 minus the answer');
  });

  it('calls the number a burnout index, never an MBI score, and has no filler text', () => {
    const text = allText();
    expect(text).not.toMatch(/MBI score|lorem|ipsum|coming soon|TODO/i);
    expect(text).toContain('burnout index');
  });
});
