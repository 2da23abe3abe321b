import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { chat } from 'styled-system/recipes';
import { chatOpenAtom } from '../chat-state';

/** The panel's code loads on the first open, so pages (the landing page above all) stay light. */
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/**
 * The floating chat button on every page (docs/product-rules.md). Once opened, the panel stays
 * mounted so the conversation survives closing. It appears only once the page runs (not in the
 * pre-rendered HTML, docs/decisions/064): a button that floats over the corner moves nothing when
 * it arrives, and nobody taps one that does not work yet.
 */
export function ChatLauncher() {
  const [open, setOpen] = useAtom(chatOpenAtom);
  const [loaded, setLoaded] = useState(false);
  const [running, setRunning] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const styles = chat();
  useEffect(() => setRunning(true), []);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);

  if (!running) return null;

  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel
            open={open}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-label={open ? 'Close the chat assistant' : 'Open the chat assistant'}
        aria-expanded={open}
        aria-controls={loaded ? 'chat-panel' : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg
          aria-hidden="true"
          width="26"
          height="26"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" />
          ) : (
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
          )}
        </svg>
      </button>
    </>
  );
}
