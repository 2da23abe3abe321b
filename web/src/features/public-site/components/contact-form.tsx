import { REQUEST_TYPES, supportRequest } from '@hearth/contracts/public-site';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { useForm } from '../../../lib/form';
import { useSendSupportRequest } from '../api/send-support-request';
import { HoneypotField } from './honeypot-field';

const EMPTY = { name: '', email: '', requestType: '', message: '', website: '' };

/** The Support page's Contact Us form (docs/product-rules.md): validated with the API's own rules. */
export function ContactForm() {
  const form = useForm(EMPTY);
  const send = useSendSupportRequest();

  const submit = form.onSubmit(supportRequest, (data) => {
    send.mutate(data, {
      onSuccess: (answer) => {
        notify.success('Message Sent', answer.message);
        form.reset();
      },
      onError: () => notify.error('Error', 'Failed to send message. Please try again.'),
    });
  });

  return (
    <Form onSubmit={submit} aria-label="Contact Us" className={css({ position: 'relative' })}>
      <TextField label="Name" autoComplete="name" required {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <SelectField
        label="Request type"
        required
        placeholder="Select a request type"
        options={REQUEST_TYPES}
        {...form.select('requestType')}
      />
      <TextAreaField label="Message" required rows={5} {...form.field('message')} />
      <HoneypotField value={form.values.website} onChange={(website) => form.change({ website })} />
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </Form>
  );
}
