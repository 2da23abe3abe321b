import {
  assistantTimeoutMessage,
  CHAT_GREETING,
  CHAT_HISTORY_CONTENT_MAX,
  CHAT_HISTORY_MAX_ITEMS,
  type ChatMessage,
  chatFallbackApology,
} from '@hearth/contracts/assistant';
import { CHAT_MESSAGE_MAX } from '@hearth/contracts/constants';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { button, chat } from 'styled-system/recipes';
import { ApiError, TIMEOUT_CODE } from '../../../lib/api-client';
import { useChatbotInfo } from '../api/get-chatbot-info';
import { useSendChatMessage } from '../api/send-chat-message';
import { AnswerText } from './answer-text';

interface Bubble extends ChatMessage {
  id: number;
  /** A failure bubble: shown, but never sent back as conversation history. */
  failed?: boolean;
}

const GREETING: Bubble = { id: 0, role: 'assistant', content: CHAT_GREETING };

/**
 * The chat window (docs/product-rules.md): greeting, messages, a thinking indicator while a reply is
 * pending (sending is blocked meanwhile), Enter sends and Shift+Enter breaks the line, at most
 * 1000 characters. The conversation lives only in this component's memory.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const [bubbles, setBubbles] = useState<Bubble[]>([GREETING]);
  const [draft, setDraft] = useState('');
  const nextId = useRef(1);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const send = useSendChatMessage();
  const info = useChatbotInfo();
  const ids = { title: useId(), counter: useId() };
  const styles = chat();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the newest bubble whenever one is added
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [bubbles, send.isPending]);

  const add = (bubble: Omit<Bubble, 'id'>) =>
    setBubbles((current) => [...current, { ...bubble, id: nextId.current++ }]);
  const canSend = draft.trim() !== '' && !send.isPending;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const message = draft.trim();
    if (!message || send.isPending) return;
    const conversationHistory = bubbles
      .filter((bubble) => bubble !== GREETING && !bubble.failed)
      .slice(-CHAT_HISTORY_MAX_ITEMS)
      .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_HISTORY_CONTENT_MAX) }));
    add({ role: 'user', content: message });
    setDraft('');
    send.mutate(
      { message, conversationHistory },
      {
        onSuccess: (answer) => add({ role: 'assistant', content: answer.response }),
        onError: (error) => {
          // The server's own words when it gave some (they name the support address), else the apology.
          const timedOut = error instanceof ApiError && error.code === TIMEOUT_CODE;
          const serverText = error instanceof ApiError && error.code && !timedOut ? error.message : null;
          const content = timedOut
            ? assistantTimeoutMessage(info.data?.supportEmail)
            : (serverText ?? chatFallbackApology(info.data?.supportEmail));
          add({ role: 'assistant', content, failed: true });
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <section
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={ids.title}
      hidden={!open}
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={styles.header}>
        <div>
          <h2 id={ids.title} className={styles.title}>
            Hearth Assistant
          </h2>
          <p className={styles.subtitle}>Answers from Hearth's help pages</p>
        </div>
        <button type="button" className={styles.close} aria-label="Close the chat" onClick={onClose}>
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M3 3l10 10M13 3L3 13" />
          </svg>
        </button>
      </div>
      <div ref={log} role="log" aria-live="polite" aria-label="Conversation" className={styles.log}>
        {bubbles.map((bubble) => (
          <div
            key={bubble.id}
            className={chat({ from: bubble.failed ? 'failure' : bubble.role }).bubble}
            data-role={bubble.role}
            data-failed={bubble.failed ? 'true' : undefined}
          >
            <span className={css({ srOnly: true })}>{bubble.role === 'user' ? 'You said:' : 'Assistant:'}</span>
            {bubble.role === 'user' ? (
              <p className={css({ whiteSpace: 'pre-wrap' })}>{bubble.content}</p>
            ) : (
              <AnswerText text={bubble.content} />
            )}
          </div>
        ))}
        {send.isPending && (
          <div role="status" className={styles.thinking}>
            <span aria-hidden="true" className={css({ display: 'inline-flex', gap: '1' })}>
              {[0, 1, 2].map((dot) => (
                <span
                  key={dot}
                  className={css({
                    w: '1.5',
                    h: '1.5',
                    borderRadius: 'full',
                    bg: 'fg.muted',
                    animation: 'pulse 1.2s ease-in-out infinite',
                  })}
                  style={{ animationDelay: `${dot * 0.2}s` }}
                />
              ))}
            </span>
            Thinking...
          </div>
        )}
      </div>
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor="chat-input" className={css({ srOnly: true })}>
          Your message
        </label>
        <textarea
          id="chat-input"
          ref={input}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Ask about Hearth… (Enter to send, Shift+Enter for a new line)"
          aria-describedby={ids.counter}
          className={styles.input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className={styles.footer}>
          <span id={ids.counter} className={styles.counter}>
            {draft.length}/{CHAT_MESSAGE_MAX} characters
          </span>
          <button type="submit" className={button({ size: 'sm' })} disabled={!canSend}>
            Send
          </button>
        </div>
      </form>
    </section>
  );
}
