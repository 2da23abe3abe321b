import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';
import { Button } from './button';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog (Ark UI): focus trapped, Escape closes, labelled by its title. */
export function Dialog({ open, onOpenChange, title, description, children, footer, role = 'dialog' }: DialogProps) {
  const styles = dialog();
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content}>
            <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            {description && <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description>}
            {children && <div className={css({ mt: '4' })}>{children}</div>}
            {footer && (
              <div
                className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '6', flexWrap: 'wrap' })}
              >
                {footer}
              </div>
            )}
            <ArkDialog.CloseTrigger className={styles.closeTrigger} aria-label="Close">
              ✕
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** A form dialog's buttons, right-aligned: Cancel, then the submit button, which says it is working while pending. */
export function FormActions({
  onCancel,
  pending,
  label,
  pendingLabel,
}: {
  onCancel(): void;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' })}>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

/**
 * Asks before something that cannot be undone (an alert dialog): Cancel, then the danger button, which
 * says it is working while pending.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  pending,
  label,
  pendingLabel = label,
}: {
  open: boolean;
  onCancel(): void;
  onConfirm(): void;
  title: string;
  description: ReactNode;
  pending: boolean;
  label: string;
  pendingLabel?: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(stillOpen) => !stillOpen && onCancel()}
      role="alertdialog"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? pendingLabel : label}
          </Button>
        </>
      }
    />
  );
}
