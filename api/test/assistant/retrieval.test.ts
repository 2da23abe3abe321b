import { describe, expect, it } from 'vitest';
import { findPassages, helpAnswer } from '../../src/assistant/embedded';
import { asksToIdentify } from '../../src/assistant/identification';
import { terms } from '../../src/assistant/understanding/terms';

const queryTerms = (text: string) => terms(text, 'en', false);

const ask = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  helpAnswer({ message, history }, 'en', 'help@hearth.test');

describe('language handling (MiniSearch tokenizer, stopword lists, Snowball stemmers, our concepts)', () => {
  it('stems word families together', () => {
    expect(new Set(['calculate', 'calculated', 'calculation'].map((word) => queryTerms(word)[0])).size).toBe(1);
    expect(new Set(['invite', 'invited', 'invitation', 'invitations'].map((word) => queryTerms(word)[0])).size).toBe(1);
    expect(queryTerms('running')).toEqual(['run']);
    expect(queryTerms('staff')).toEqual(['~staff']);
    expect(queryTerms('jefe')).toEqual(queryTerms('boss'));
  });

  it('drops stop words and folds synonyms', () => {
    expect(queryTerms('How is my burnout score calculated?')).toEqual(queryTerms('burnout index computation'));
    expect(queryTerms('Is the survey anonymous?')).toEqual(queryTerms('check-in confidentiality'));
  });
});

describe('embedded answers from the help', () => {
  it('explains how the burnout index is calculated, quoting the About page', () => {
    const answer = ask('How is my burnout score calculated?');
    expect(answer).toContain('11 minus the answer');
    expect(answer).toContain('average of these five numbers');
    expect(answer).toContain('[About Hearth: How the burnout index is calculated](/about#burnout-index)');
  });

  it('answers whether the survey is anonymous from the FAQ', () => {
    const answer = ask('Is the survey anonymous?');
    expect(answer).toMatch(/^Here is what Hearth's help says:/);
    expect(answer).toContain('stores who answered and what was answered apart');
    expect(answer).toContain('(/support#faq-anonymity)');
  });

  it('links the tutorial a how-to question comes from', () => {
    expect(ask('How do I delete a user who left?')).toContain(
      '[Managing Users: Change or remove a user](/tutorials#managing-users)',
    );
  });

  it('says plainly when it does not know, and points to support', () => {
    for (const question of ['Can you recommend a good pizza recipe?', 'Does Hearth integrate with our EHR?', '???']) {
      const answer = ask(question);
      expect(answer).toContain("I don't know the answer to that");
      expect(answer).toContain('[Support page](/support)');
      expect(answer).toContain('help@hearth.test');
    }
  });

  it('reads a short follow-up with the question before it', () => {
    expect(findPassages({ message: 'And why is that so?', history: [] }, 'en')).toEqual([]);
    const followUp = findPassages(
      {
        message: 'And why is that so?',
        history: [
          { role: 'user', content: 'How is my burnout score calculated?' },
          { role: 'assistant', content: 'It is the average of five questions.' },
        ],
      },
      'en',
    );
    expect(followUp.map((passage) => passage.path)).toContain('/about#burnout-index');
  });
});

describe('identification questions', () => {
  it.each([
    'Who wrote this?',
    'Which nurse said she is leaving?',
    'Who gave a high score this week?',
    'Can you tell me who on my team is burnt out?',
    'Whose answer was the 9.2?',
    'Help me figure out who submitted that comment',
    'Was this written by Maria?',
    'Can you tell me the author of the comment about night shifts?',
    'The comment about Tuesday, was it Maria?',
    'Which aide scored a 10?',
  ])('recognises %j', (question) => expect(asksToIdentify(question)).toBe(true));

  it.each([
    'Is the survey anonymous?',
    'Who can see my answers?',
    'Who can see my score?',
    'Who should I write to?',
    'What did staff say this week?',
    'Who has not answered yet?',
    'Who receives the weekly summary?',
    'Which staff members get the survey?',
    'Is it anonymous?',
  ])('lets %j through', (question) => expect(asksToIdentify(question)).toBe(false));
});
