import type { EmployeeAssistance } from '@hearth/contracts/agency';
import { COMMENTS_MIN, type CurrentWeek } from '@hearth/contracts/dashboard';
import { countText } from '@hearth/contracts/small-groups';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { alert, badge } from 'styled-system/recipes';
import { Section } from '../../../components/ui/section';

/**
 * What staff wrote in the latest closed round, on a card of its own (docs/anonymity.md): never beside an
 * answer set's scores, in a random order, with names, emails and phone numbers masked by the server.
 * When comments read as distress (docs/duty-of-care.md) the card says how many — even when the comments
 * themselves are too few to show — and what to do, never who.
 */
export function CommentsCard({
  comments,
  distress,
  programme,
}: {
  comments: CurrentWeek['comments'];
  distress: CurrentWeek['distress'];
  programme: EmployeeAssistance | null;
}) {
  return (
    <Section
      title="Comments"
      description={
        comments
          ? 'What staff wrote this week, in random order and apart from the scores. Names, emails and phone ' +
            'numbers are masked.'
          : undefined
      }
    >
      {distress && distress.comments > 0 && <DistressGuidance distress={distress} programme={programme} />}
      {comments ? (
        <ul className={css({ display: 'grid', gap: '3' })}>
          {comments.map((comment, index) => (
            <li
              // The order is random and the texts may repeat: the position is the only stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={css({
                borderLeftWidth: '3px',
                borderColor: comment.distress ? 'warning.default' : 'border.default',
                pl: '3',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              })}
            >
              {comment.distress && (
                <span className={cx(badge({ tone: 'warning' }), css({ display: 'inline-flex', mb: '1', mr: '2' }))}>
                  Reads as distress
                </span>
              )}
              {comment.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ color: 'fg.muted' })}>
          {`Comments are shown for a round with enough answers once at least ${COMMENTS_MIN} people have left one, ` +
            'so that nobody can be recognised by what they wrote.'}
        </p>
      )}
    </Section>
  );
}

const list = css({ listStyleType: 'disc', pl: '5', display: 'grid', gap: '2', mt: '3' });

/** How many comments read as distress, and what an administrator can do without knowing who. */
function DistressGuidance({
  distress,
  programme,
}: {
  distress: NonNullable<CurrentWeek['distress']>;
  programme: EmployeeAssistance | null;
}) {
  const count = distress.comments;
  const one = count === 1 && !distress.orMore;
  const contact = programme ? [programme.name, programme.phone, programme.url].filter(Boolean).join(', ') : null;
  return (
    <div role="note" className={cx(alert({ tone: 'warning' }), css({ mb: '4' }))}>
      <p className={css({ fontWeight: 'semibold' })}>
        {one
          ? '1 comment this week reads as distress: someone on your team may be struggling.'
          : `${countText({ count, orMore: distress.orMore })} comments this week read as distress: people on your ` +
            'team may be struggling.'}
      </p>
      <p className={css({ mt: '1' })}>
        Hearth does not know who wrote {one ? 'it' : 'them'}, and please do not try to find out: what helps is reaching
        everyone.
      </p>
      <ul className={list}>
        <li>
          Remind the whole team, in one message to everyone, of{' '}
          {contact ? `your employee assistance programme (${contact})` : 'your employee assistance programme'} and of
          the 988 Suicide &amp; Crisis Lifeline: call or text 988, 24 hours a day (press 2 for Spanish).
          {!programme && (
            <>
              {' '}
              Add your programme in <Link to="/setup">Settings</Link> so that staff see it after a hard week.
            </>
          )}
        </li>
        <li>
          At the next team meeting, say that hard weeks are normal in hospice work, that asking for help is
          confidential, and how to reach it. Do not ask who wrote the comment.
        </li>
        <li>
          Make sure staff know whom they can talk to without it going on record: a chaplain, a social worker, a peer, or
          a manager outside their line.
        </li>
        <li>
          If you believe someone is in immediate danger, call 911. For advice on supporting someone you are worried
          about, you can call 988 yourself.
        </li>
      </ul>
    </div>
  );
}
