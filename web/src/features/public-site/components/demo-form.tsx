import { REDIRECT_DELAY_MS } from '@hearth/contracts/constants';
import { demoRequest, PUBLIC_SITE_MESSAGES } from '@hearth/contracts/public-site';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { type FieldErrors, validate } from '../../../lib/form';
import { useSendDemoRequest } from '../api/send-demo-request';
import { HoneypotField } from './honeypot-field';

const EMPTY = { firstName: '', lastName: '', email: '', agencyName: '', message: '', website: '' };

/** The Request a Demo form (docs/product-rules.md): on success a toast, a reset, and home after 2 s. */
export function DemoForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<typeof EMPTY>>({});
  const send = useSendDemoRequest();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const set = (key: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues({ ...values, [key]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(demoRequest, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    send.mutate(result.data, {
      onSuccess: () => {
        notify.success('Request Submitted', PUBLIC_SITE_MESSAGES.demoReceived);
        setValues(EMPTY);
        redirect.current = setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
      },
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to submit request. Please try again.')),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Request a Demo"
      className={css({ display: 'grid', gap: '4', position: 'relative' })}
    >
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          error={errors.lastName}
          onChange={set('lastName')}
        />
      </div>
      <TextField
        label="Work Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={set('email')}
      />
      <TextField
        label="Agency Name"
        name="agencyName"
        autoComplete="organization"
        required
        value={values.agencyName}
        error={errors.agencyName}
        onChange={set('agencyName')}
      />
      <TextAreaField
        label="Additional Information (Optional)"
        name="message"
        rows={4}
        helper="For example your team size, your offices, or what you would like to see."
        value={values.message}
        error={errors.message}
        onChange={set('message')}
      />
      <HoneypotField value={values.website} onChange={(website) => setValues({ ...values, website })} />
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Request Demo'}
      </Button>
    </form>
  );
}
