import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';

export function Footer() {
  return (
    <footer className={css({ borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', mt: 'auto' })}>
      <div
        className={css({
          maxW: '6xl',
          mx: 'auto',
          px: '4',
          py: '6',
          // Room below the last line for the chat button, which floats over the page's bottom corner.
          pb: { base: '20', md: '6' },
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          justifyContent: 'space-between',
          fontSize: 'sm',
          color: 'fg.muted',
        })}
      >
        <p>
          Powered by Hearth — free, anonymous burnout check-ins for hospice teams. <Link to="/support">Support</Link>
        </p>
        <p>© {new Date().getFullYear()} Hearth. Free forever.</p>
      </div>
    </footer>
  );
}
