import { REQUEST_TYPES, supportRequest } from '@hearth/contracts/public-site';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { type FieldErrors, validate } from '../../../lib/form';
import { useSendSupportRequest } from '../api/send-support-request';
import { HoneypotField } from './honeypot-field';

const EMPTY = { name: '', email: '', requestType: '', message: '', website: '' };

/** The Support page's Contact Us form (docs/product-rules.md): validated with the API's own rules. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<typeof EMPTY>>({});
  const send = useSendSupportRequest();
  const set = (key: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues({ ...values, [key]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(supportRequest, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    send.mutate(result.data, {
      onSuccess: (answer) => {
        notify.success('Message Sent', answer.message);
        setValues(EMPTY);
      },
      onError: () => notify.error('Error', 'Failed to send message. Please try again.'),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Contact Us"
      className={css({ display: 'grid', gap: '4', position: 'relative' })}
    >
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={set('name')}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={set('email')}
      />
      <SelectField
        label="Request type"
        name="requestType"
        required
        placeholder="Select a request type"
        options={REQUEST_TYPES}
        value={values.requestType}
        error={errors.requestType}
        onValueChange={(requestType) => setValues({ ...values, requestType })}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={5}
        value={values.message}
        error={errors.message}
        onChange={set('message')}
      />
      <HoneypotField value={values.website} onChange={(website) => setValues({ ...values, website })} />
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
