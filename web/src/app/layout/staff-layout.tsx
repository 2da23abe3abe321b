import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { css } from 'styled-system/css';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { AppToaster } from '../../components/ui/toaster';
import { useStaffTexts } from '../../lib/i18n/i18n';
import { HEADER_ROW } from './header';

/**
 * The focused layout of the pages staff use (check-in, invitation, privacy page): the logo and the
 * language switch, nothing to wander off to, no chat button over the answers. The page's `lang`
 * follows the language chosen, so screen readers pronounce it right.
 */
export function StaffLayout() {
  const { language } = useStaffTexts();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useEffect(() => () => document.documentElement.setAttribute('lang', 'en'), []);

  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' })}>
      <header className={css({ bg: 'bg.surface', borderBottomWidth: '1px', borderColor: 'border.default' })}>
        <div className={css(HEADER_ROW, { maxW: '2xl', gap: '3' })}>
          <span
            className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold', fontSize: 'xl' })}
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Hearth
          </span>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className={css({ flex: '1', w: 'full' })}>
        <Outlet />
      </main>
      <AppToaster />
    </div>
  );
}
