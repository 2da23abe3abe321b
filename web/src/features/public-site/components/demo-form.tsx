import { REDIRECT_DELAY_MS } from '@hearth/contracts/constants';
import { demoRequest, PUBLIC_SITE_MESSAGES } from '@hearth/contracts/public-site';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { FieldRow, Form } from '../../../components/ui/form';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';
import { useSendDemoRequest } from '../api/send-demo-request';
import { HoneypotField } from './honeypot-field';

const EMPTY = { firstName: '', lastName: '', email: '', agencyName: '', message: '', website: '' };

/** The Request a Demo form (docs/product-rules.md): on success a toast, a reset, and home after 2 s. */
export function DemoForm() {
  const form = useForm(EMPTY);
  const send = useSendDemoRequest();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = form.onSubmit(demoRequest, (data) => {
    send.mutate(data, {
      onSuccess: () => {
        notify.success('Request Submitted', PUBLIC_SITE_MESSAGES.demoReceived);
        form.reset();
        redirect.current = setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
      },
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to submit request. Please try again.')),
    });
  });

  return (
    <Form onSubmit={submit} aria-label="Request a Demo" className={css({ position: 'relative' })}>
      <FieldRow>
        <TextField label="First Name" autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" required {...form.field('lastName')} />
      </FieldRow>
      <TextField label="Work Email" type="email" autoComplete="email" required {...form.field('email')} />
      <TextField label="Agency Name" autoComplete="organization" required {...form.field('agencyName')} />
      <TextAreaField
        label="Additional Information (Optional)"
        rows={4}
        helper="For example your team size, your offices, or what you would like to see."
        {...form.field('message')}
      />
      <HoneypotField value={form.values.website} onChange={(website) => form.change({ website })} />
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Request Demo'}
      </Button>
    </Form>
  );
}
