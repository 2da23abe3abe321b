import { ROSTER_MAX_CHARACTERS, type RosterPreview } from '@hearth/contracts/roster';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormProblem } from '../../../components/ui/form';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useImportRoster, usePreviewRoster } from '../api/users';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const list = css({ display: 'grid', gap: '2', fontSize: 'sm', pl: '0', listStyle: 'none' });
const SHOWN_PEOPLE = 10;

/**
 * The roster in one upload (docs/product-rules.md): choose a CSV file, read what importing it would do —
 * who is invited, who is already here, and every row's problem in plain words — then confirm. Nothing is
 * sent before the confirmation; the same file again invites nobody twice.
 */
export function ImportRosterDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  const preview = usePreviewRoster();
  const importing = useImportRoster();
  const result: RosterPreview | undefined = preview.data;

  useEffect(() => {
    if (!open) {
      setCsv(null);
      setFileProblem(null);
      setStopped(null);
      preview.reset();
    }
  }, [open, preview.reset]);

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setStopped(null);
    preview.reset();
    if (!file) return;
    if (file.size > ROSTER_MAX_CHARACTERS * 4) {
      setFileProblem('The file is too large: at most 60,000 characters (about 700 people) at a time');
      return;
    }
    const text = await file.text();
    setFileProblem(null);
    setCsv(text);
    preview.mutate(text, { onError: (error) => setFileProblem(errorMessage(error, 'The file could not be read')) });
  }

  function confirm() {
    if (!csv) return;
    importing.mutate(csv, {
      onSuccess: (answer) => {
        const done = `${plural(answer.invited, 'person', 'people')} invited.`;
        if (answer.stopped) {
          setStopped(`${done} ${answer.stopped.message} Upload the same file then: nobody is invited twice.`);
          preview.mutate(csv);
          return;
        }
        notify.success('Roster imported', done);
        onOpenChange(false);
      },
      onError: (error) => notify.error('Import failed', errorMessage(error, 'Failed to import the file')),
    });
  }

  const problems = result?.rows.filter((row) => row.outcome === 'problem') ?? [];
  const invites = result?.rows.filter((row) => row.outcome === 'invite') ?? [];
  const administrators = invites.filter((row) => row.role === 'admin').length;
  const texted = invites.filter((row) => row.channel !== 'email').length;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import from CSV"
      description={
        'A spreadsheet saved as CSV, one person a row. The first row names the columns: First name, Last name ' +
        'and Email, and if you like Mobile, Send by (Email, Text or Both), Job role, Language (English or ' +
        'Spanish) and Role (Staff or Administrator). People with a mobile number get their invitation by text too.'
      }
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!result || invites.length === 0 || importing.isPending}>
            {importing.isPending ? 'Inviting...' : `Invite ${plural(invites.length, 'person', 'people')}`}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'grid', gap: '4' })}>
        <label className={css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'medium' })}>
          CSV file
          <input type="file" accept=".csv,text/csv" onChange={choose} className={css({ fontSize: 'sm' })} />
        </label>
        <FormProblem>{fileProblem}</FormProblem>
        {stopped && (
          <p role="status" className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            {stopped}
          </p>
        )}
        {preview.isPending && <p className={css({ fontSize: 'sm' })}>Reading the file...</p>}
        {result && (
          <section aria-label="What importing this file does" className={css({ display: 'grid', gap: '3' })}>
            <ul className={list}>
              <li>
                <strong>{plural(result.counts.invite, 'person', 'people')}</strong> will get an invitation.
              </li>
              {texted > 0 && (
                <li>
                  {plural(texted, 'of them gets', 'of them get')} the invitation by text message; their check-ins come
                  by text once they agree.
                </li>
              )}
              {administrators > 0 && (
                <li>
                  {plural(administrators, 'of them is an administrator', 'of them are administrators')}: they will see
                  the dashboard and settings.
                </li>
              )}
              <li>
                {plural(result.counts.exists, 'person is', 'people are')} already in your agency (left as they are).
              </li>
              <li>
                {plural(result.counts.problem, 'row has', 'rows have')} a problem and will not be imported
                {result.counts.problem > 0 ? ': see below.' : '.'}
              </li>
              {result.newJobRoles.length > 0 && <li>New job roles: {result.newJobRoles.join(', ')}.</li>}
              {result.ignoredColumns.length > 0 && <li>Columns not read: {result.ignoredColumns.join(', ')}.</li>}
            </ul>
            {problems.length > 0 && (
              <div>
                <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>Rows with a problem</h3>
                <ul className={list} aria-label="Rows with a problem">
                  {problems.map((row) => (
                    <li key={row.line} className={css({ overflowWrap: 'anywhere' })}>
                      Line {row.line}
                      {row.email ? ` (${row.email})` : ''}: {row.problems.join('; ')}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {invites.length > 0 && (
              <p className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                Invited:{' '}
                {invites
                  .slice(0, SHOWN_PEOPLE)
                  .map((row) => `${row.firstName} ${row.lastName}`)
                  .join(', ')}
                {invites.length > SHOWN_PEOPLE ? ` and ${invites.length - SHOWN_PEOPLE} more.` : '.'}
              </p>
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
}
