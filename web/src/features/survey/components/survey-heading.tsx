import { css } from 'styled-system/css';

/** The survey's heading and promise, the same on the staff survey and its preview (docs/product-rules.md). */
export function SurveyHeading() {
  return (
    <header className={css({ mb: '6', textAlign: 'center' })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>Weekly Wellbeing Check-In</h1>
      <p className={css({ color: 'fg.muted', mt: '2' })}>
        Your responses are completely anonymous and help us support you better.
      </p>
    </header>
  );
}
