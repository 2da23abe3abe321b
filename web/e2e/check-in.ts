import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { latestMail, linkIn } from './mailbox';
import { expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from './ui';

/** What the check-in says, in each staff language (web/src/lib/i18n). */
const TEXTS = {
  en: {
    heading: 'Weekly Wellbeing Check-In',
    subtitle: 'Your responses are completely anonymous and help us support you better.',
    privacy: 'What your administrators can see',
    questionOf: (n: number) => `Question ${n} of 6`,
    outOf: (value: number) => `${value} out of 10`,
    previous: 'Previous',
    next: 'Next',
    comment: 'Share your thoughts (optional)...',
    submit: 'Submit Survey',
    thanks: 'Thank You!',
    support: 'Support is here if you need it',
    caution: /Few people at your agency take the check-in in English/,
  },
  es: {
    heading: 'Chequeo semanal de bienestar',
    subtitle: 'Sus respuestas son totalmente anónimas y nos ayudan a apoyarle mejor.',
    privacy: 'Lo que pueden ver sus jefes',
    questionOf: (n: number) => `Pregunta ${n} de 6`,
    outOf: (value: number) => `${value} de 10`,
    previous: 'Anterior',
    next: 'Siguiente',
    comment: 'Escriba lo que quiera contar (si desea)...',
    submit: 'Enviar',
    thanks: '¡Gracias!',
    support: 'Hay ayuda si la necesita',
    caution: /Pocas personas de su agencia hacen el chequeo en español/,
  },
};

/** The subject of a round's check-in mail, in either language. */
export const CHECK_IN_MAIL = /check-in|chequeo/;

/**
 * A staff member answers from their emailed link on a phone-sized screen, in the language the link
 * carries, moving the slider with the keyboard. With `check`, every step is also checked for sideways
 * scrolling and accessibility (axe). `caution`: whether the language caution shows before the comment.
 */
export async function answerOnPhone(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  values: number[],
  options: { comment?: string; check?: boolean; language?: 'en' | 'es'; caution?: boolean; after?: number } = {},
) {
  const language = options.language ?? 'en';
  const texts = TEXTS[language];
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  const check = async () => {
    if (!options.check) return;
    await expectNoSidewaysScroll(phone);
    await expectNoAxeViolations(phone);
  };
  // `after`: how many check-in mails came before, so that a later round's link is waited for, not an old one.
  const link = linkIn(await latestMail(request, email, CHECK_IN_MAIL, options.after), '/survey');
  expect(link).toContain(`lang=${language}`);
  await phone.goto(link);
  // The check-in is pre-rendered: its controls work once the page runs.
  await expect(phone.locator('html[data-interactive]')).toBeAttached();
  await expect(phone.getByRole('heading', { name: texts.heading })).toBeVisible();
  await expect(phone.getByText(texts.subtitle)).toBeVisible();
  // A focused page: the logo and the language, no site menu, footer or chat button.
  await expect(phone.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(phone.getByRole('contentinfo')).toHaveCount(0);
  await expect(phone.getByRole('button', { name: /chat assistant/ })).toHaveCount(0);
  await expect(phone.getByRole('link', { name: texts.privacy })).toHaveAttribute(
    'href',
    `/staff-privacy?lang=${language}`,
  );
  await expect(phone.getByRole('button', { name: texts.previous })).toBeDisabled();
  for (const [index, value] of values.entries()) {
    await expect(phone.getByText(texts.questionOf(index + 1))).toBeVisible();
    const slider = phone.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
    await check();
    // Each step puts focus on its slider, described by the step, so arrows work at once.
    if (index === 0) await slider.focus();
    else await expect(slider).toBeFocused();
    await expect(slider).toHaveAccessibleDescription(new RegExp(`^${texts.questionOf(index + 1)}`));
    for (let step = 5; step !== value; step += value > 5 ? 1 : -1)
      await slider.press(value > 5 ? 'ArrowRight' : 'ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuetext', texts.outOf(value));
    await expect(phone.getByText(`${value}/10`, { exact: true })).toBeVisible();
    // Previous and Next stay on the screen, whatever the length of the question.
    await expect(phone.getByRole('button', { name: texts.next })).toBeInViewport();
    await phone.getByRole('button', { name: texts.next }).click();
  }
  await expect(phone.getByText(texts.questionOf(6))).toBeVisible();
  await expect(phone.getByPlaceholder(texts.comment)).toBeFocused();
  // Few of the agency's staff use this language: the page says so before the comment box.
  await expect(phone.getByRole('note').filter({ hasText: texts.caution })).toHaveCount(options.caution ? 1 : 0);
  if (options.comment) await phone.getByPlaceholder(texts.comment).fill(options.comment);
  await check();
  const submit = phone.getByRole('button', { name: texts.submit });
  // The last step's buttons fit their row (they used to overflow it by 24 px).
  const [row, button] = await Promise.all([submit.locator('..').boundingBox(), submit.boundingBox()]);
  expect(button!.x + button!.width).toBeLessThanOrEqual(row!.x + row!.width + 0.5);
  await submit.click();
  await expect(phone.getByRole('heading', { name: texts.thanks })).toBeVisible();
  await check();
  const support = phone.getByRole('region', { name: texts.support });
  return { phone, context, support };
}
