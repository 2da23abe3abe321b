import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';

export interface SharedCredentials {
  email: string;
  inviteUrl: string;
  otp?: string;
}

/** When the invitation mail could not be sent, the admin copies the link (and one-time password) to share. */
export function CredentialsDialog({
  credentials,
  onClose,
}: {
  credentials: SharedCredentials | null;
  onClose(): void;
}) {
  return (
    <Dialog
      open={credentials !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Share the invitation manually"
      description={
        credentials
          ? `The ${credentials.email.includes('@') ? 'email' : 'text'} to ${credentials.email} could not be sent. ` +
            `Give them this link${credentials.otp ? ' and one-time password' : ''} ` +
            'in person or by another secure channel.'
          : undefined
      }
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {credentials && (
        <div className={css({ display: 'grid', gap: '4' })}>
          <CopyField label="Invitation link" value={credentials.inviteUrl} />
          {credentials.otp && <CopyField label="One-time password" value={credentials.otp} />}
        </div>
      )}
    </Dialog>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
      <TextField
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.target.select()}
        className={css({ flex: '1' })}
      />
      <Button
        variant="outline"
        onClick={async () => {
          await navigator.clipboard.writeText(value);
          setCopied(true);
        }}
        aria-label={`Copy ${label.toLowerCase()}`}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}
