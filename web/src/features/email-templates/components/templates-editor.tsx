import {
  type EmailTemplate,
  type EmailTemplates,
  PLACEHOLDERS,
  TEMPLATE_KINDS,
  TEMPLATE_PURPOSES,
  TEMPLATE_TITLES,
  type TemplateKind,
  templateProblems,
  toDisplayForm,
  toStoredForm,
  type VersionedTemplates,
} from '@hearth/contracts/email-templates';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Section } from '../../../components/ui/section';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useRestoreTemplate, useSaveTemplates, useTestTemplate } from '../api/templates';

const toDisplay = (template: EmailTemplate): EmailTemplate => ({
  fromName: toDisplayForm(template.fromName),
  subject: toDisplayForm(template.subject),
  body: toDisplayForm(template.body),
});
const toStored = (template: EmailTemplate): EmailTemplate => ({
  fromName: toStoredForm(template.fromName),
  subject: toStoredForm(template.subject),
  body: toStoredForm(template.body),
});
const mapTemplates = (templates: EmailTemplates, convert: (template: EmailTemplate) => EmailTemplate) =>
  Object.fromEntries(TEMPLATE_KINDS.map((kind) => [kind, convert(templates[kind])])) as EmailTemplates;

/**
 * Email Templates tab: administrators edit the display form ([Link]…); the API stores {{url}}….
 * `baseVersion` is the version the edits on screen start from (sent as If-Match): a restore moves
 * it on only when nobody else changed the templates meanwhile, so a later save never silently
 * overwrites another administrator's work (it gets the conflict message instead).
 */
export function TemplatesEditor({ saved }: { saved: VersionedTemplates }) {
  const [templates, setTemplates] = useState<EmailTemplates>(() => mapTemplates(saved, toDisplay));
  const [baseVersion, setBaseVersion] = useState(saved.version);
  const [restoring, setRestoring] = useState<TemplateKind | null>(null);
  const save = useSaveTemplates();
  const test = useTestTemplate();
  const restore = useRestoreTemplate();

  const edit =
    (kind: TemplateKind, key: keyof EmailTemplate) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setTemplates({ ...templates, [kind]: { ...templates[kind], [key]: event.target.value } });

  function saveAll() {
    const stored = mapTemplates(templates, toStored);
    const problems = TEMPLATE_KINDS.flatMap((kind) => templateProblems(kind, stored[kind]));
    if (problems.length > 0) return notify.error('Cannot Save Templates', problems.join('. '));
    save.mutate(
      { version: baseVersion, templates: stored },
      {
        onSuccess: (answer) => {
          setBaseVersion(answer.version);
          notify.success('Templates saved', 'Every mail from now on uses these templates.');
        },
        onError: (error) =>
          notify.error(
            'Error',
            error instanceof ApiError && error.details?.length
              ? error.details.join('. ')
              : errorMessage(error, 'Failed to save templates'),
          ),
      },
    );
  }

  function confirmRestore(kind: TemplateKind) {
    restore.mutate(kind, {
      onSuccess: (answer) => {
        setTemplates((current) => ({ ...current, [kind]: toDisplay(answer.template) }));
        if (answer.version <= baseVersion + 1) setBaseVersion(answer.version);
        notify.success('Template restored', `${TEMPLATE_TITLES[kind]} is back to the default.`);
      },
      onError: (error) => notify.error('Restore Failed', errorMessage(error, 'Failed to restore template to default')),
      onSettled: () => setRestoring(null),
    });
  }

  return (
    <Section
      title="Email Templates"
      description={
        <>
          Placeholders are filled in for each mail: {PLACEHOLDERS.map((placeholder) => placeholder.display).join(', ')}.
          Button placeholders become a button.
        </>
      }
      actions={
        <Button onClick={saveAll} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Email Templates'}
        </Button>
      }
    >
      <div className={css({ display: 'grid', gap: '8' })}>
        {TEMPLATE_KINDS.map((kind) => (
          <fieldset
            key={kind}
            className={css({
              display: 'grid',
              gap: '4',
              borderTopWidth: '1px',
              borderColor: 'border.default',
              pt: '6',
            })}
          >
            <legend className={css({ fontWeight: 'bold', fontSize: 'md', float: 'left', w: 'full', mb: '1' })}>
              {TEMPLATE_TITLES[kind]}
            </legend>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', clear: 'both' })}>{TEMPLATE_PURPOSES[kind]}</p>
            <TextField
              label="From Name"
              value={templates[kind].fromName}
              onChange={edit(kind, 'fromName')}
              name={`${kind}-fromName`}
            />
            <TextField
              label="Subject Line"
              value={templates[kind].subject}
              onChange={edit(kind, 'subject')}
              name={`${kind}-subject`}
              helper="Use [Agency Name] to insert your agency's name."
            />
            <TextAreaField
              label="Message Body"
              rows={6}
              value={templates[kind].body}
              onChange={edit(kind, 'body')}
              name={`${kind}-body`}
            />
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button
                variant="outline"
                size="sm"
                disabled={test.isPending}
                onClick={() =>
                  test.mutate(
                    { type: kind, template: toStored(templates[kind]) },
                    {
                      onSuccess: (answer) => notify.success('Test email sent', answer.message),
                      onError: (error) =>
                        notify.error('Test Email Failed', errorMessage(error, 'The test email could not be sent')),
                    },
                  )
                }
              >
                Send Test Email
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setRestoring(kind)}
                aria-label={`Restore Default for ${TEMPLATE_TITLES[kind]}`}
              >
                Restore Default
              </Button>
            </div>
          </fieldset>
        ))}
      </div>
      <Dialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        role="alertdialog"
        title="Restore to Default Template?"
        description={
          restoring
            ? `This replaces your customisations of the ${TEMPLATE_TITLES[restoring]} with the ` +
              'original default. This cannot be undone.'
            : undefined
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setRestoring(null)}>
              Cancel
            </Button>
            <Button disabled={restore.isPending} onClick={() => restoring && confirmRestore(restoring)}>
              Restore Default
            </Button>
          </>
        }
      />
    </Section>
  );
}
