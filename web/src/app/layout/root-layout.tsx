import { Outlet } from 'react-router-dom';
import { css } from 'styled-system/css';
import { AppToaster } from '../../components/ui/toaster';
import { ChatLauncher } from '../../features/assistant/components/chat-launcher';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <a
        href="#main"
        className={css({
          position: 'absolute',
          left: '-9999px',
          _focus: { left: '4', top: '4', zIndex: 'toast', bg: 'bg.surface', p: '2', borderRadius: 'md' },
        })}
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className={css({ flex: '1', w: 'full' })}>
        <Outlet />
      </main>
      <Footer />
      <ChatLauncher />
      <AppToaster />
    </div>
  );
}
