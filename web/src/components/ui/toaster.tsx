import { createToaster, Toast, Toaster } from '@ark-ui/react/toast';
import { useRef } from 'react';
import { toast as toastRecipe } from 'styled-system/recipes';

const TOAST_MS = 5000;

/**
 * docs/product-rules.md: at most one toast at a time, 5 s each, F8 focuses them, swipe right (50 px)
 * dismisses. They sit above the chat button, never over it.
 */
const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_MS,
  hotkey: ['F8'],
  gap: 12,
  offsets: { bottom: '5.5rem', right: '1rem', left: '1rem', top: '1rem' },
});

const SWIPE_DISMISS_PX = 50;

/**
 * The newest message replaces the one on screen rather than waiting behind it. The duration is
 * always given: Ark's own default for a success toast is 2 s.
 */
function show(type: 'success' | 'error' | 'info', title: string, description?: string, duration = TOAST_MS) {
  toaster.dismiss();
  return toaster.create({ title, description, type, duration });
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string, duration?: number) => show('info', title, description, duration),
};

export function AppToaster() {
  const styles = toastRecipe();
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <SwipeableToast id={toast.id ?? ''} title={toast.title} description={toast.description} styles={styles} />
      )}
    </Toaster>
  );
}

function SwipeableToast({
  id,
  title,
  description,
  styles,
}: {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  styles: ReturnType<typeof toastRecipe>;
}) {
  const startX = useRef<number | null>(null);
  return (
    <Toast.Root
      className={styles.root}
      onPointerDown={(event) => {
        startX.current = event.clientX;
      }}
      onPointerUp={(event) => {
        if (startX.current !== null && event.clientX - startX.current > SWIPE_DISMISS_PX) toaster.dismiss(id);
        startX.current = null;
      }}
    >
      {title && <Toast.Title className={styles.title}>{title}</Toast.Title>}
      {description && <Toast.Description className={styles.description}>{description}</Toast.Description>}
      <Toast.CloseTrigger className={styles.closeTrigger} aria-label="Dismiss notification">
        ✕
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}
