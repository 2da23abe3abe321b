import { Tabs } from '@ark-ui/react/tabs';
import {
  agencySender,
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
import { tabs } from 'styled-system/recipes';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ScrollingTabList } from '../../../components/ui/scrolling-tab-list';
import { Section } from '../../../components/ui/section';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUser } from '../../auth/api/get-user';
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
const sameTemplate = (a: EmailTemplate, b: EmailTemplate) =>
  a.fromName === b.fromName && a.subject === b.subject && a.body === b.body;

/** Enough rows to show the whole body without scrolling inside it (wrapped at about 60 characters). */
function bodyRows(body: string): number {
  const lines = body.split('\n').reduce((count, line) => count + Math.max(1, Math.ceil(line.length / 60)), 0);
  return Math.min(30, Math.max(6, lines + 1));
}

/**
 * Email Templates tab: administrators edit the display form ([Link]…); the API stores {{url}}….
 * `baseVersion` is the version the edits on screen start from (sent as If-Match): a restore moves
 * it on only when nobody else changed the templates meanwhile, so a later save never silently
 * overwrites another administrator's work (it gets the conflict message instead).
 */
export function TemplatesEditor({ saved }: { saved: VersionedTemplates }) {
  const agencyName = useUser().data?.agencyName ?? 'Your agency';
  const [templates, setTemplates] = useState<EmailTemplates>(() => mapTemplates(saved, toDisplay));
  const [stored, setStored] = useState<EmailTemplates>(() => mapTemplates(saved, toDisplay));
  const [open, setOpen] = useState<TemplateKind>('invite');
  const unsaved = TEMPLATE_KINDS.filter((kind) => !sameTemplate(templates[kind], stored[kind]));
  const styles = tabs();
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
          setStored(templates);
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
        setStored((current) => ({ ...current, [kind]: toDisplay(answer.template) }));
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
    >
      <Tabs.Root
        value={open}
        onValueChange={(details) => setOpen(details.value as TemplateKind)}
        className={styles.root}
      >
        <ScrollingTabList className={styles.list} on="surface">
          {TEMPLATE_KINDS.map((kind) => (
            <Tabs.Trigger key={kind} value={kind} className={styles.trigger}>
              {TEMPLATE_TITLES[kind]}
              {unsaved.includes(kind) && (
                <>
                  <span aria-hidden="true"> •</span>
                  <span className={css({ srOnly: true })}> (unsaved changes)</span>
                </>
              )}
            </Tabs.Trigger>
          ))}
        </ScrollingTabList>
        {TEMPLATE_KINDS.map((kind) => (
          <Tabs.Content key={kind} value={kind} className={styles.content}>
            <fieldset className={css({ display: 'grid', gap: '4', minW: '0' })}>
              <legend className={css({ fontWeight: 'bold', fontSize: 'md', float: 'left', w: 'full', mb: '1' })}>
                {TEMPLATE_TITLES[kind]}
              </legend>
              <p className={css({ fontSize: 'sm', color: 'fg.muted', clear: 'both' })}>{TEMPLATE_PURPOSES[kind]}</p>
              <TextField
                label="From Name"
                value={agencySender(agencyName)}
                readOnly
                name={`${kind}-fromName`}
                helper="Fixed: staff always see that your agency writes through Hearth."
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
                rows={bodyRows(templates[kind].body)}
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
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {/* Always in reach while editing: the save stays at the bottom of the screen. */}
      <div
        className={css({
          position: 'sticky',
          bottom: '0',
          zIndex: 'sticky',
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          flexWrap: 'wrap',
          mt: '6',
          mx: { base: '-4', md: '-6' },
          mb: { base: '-4', md: '-6' },
          // On a phone the chat button floats at the right: the save button stays to its left.
          pl: { base: '4', md: '6' },
          pr: { base: '16', md: '6' },
          py: '3',
          bg: 'bg.surface',
          borderTopWidth: '1px',
          borderColor: 'border.default',
          borderBottomRadius: 'lg',
        })}
      >
        <Button onClick={saveAll} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Email Templates'}
        </Button>
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {unsaved.length === 0
            ? 'All changes saved.'
            : `Unsaved changes: ${unsaved.map((kind) => TEMPLATE_TITLES[kind]).join(', ')}.`}
        </p>
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
