import { COMMENTS_MIN } from '@hearth/contracts/dashboard';
import { css } from 'styled-system/css';
import { Section } from '../../../components/ui/section';

/**
 * What staff wrote in the latest closed round, on a card of its own (docs/anonymity.md): never beside an
 * answer set's scores, in a random order, with names, emails and phone numbers masked by the server.
 */
export function CommentsCard({ comments }: { comments: string[] | null }) {
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
      {comments ? (
        <ul className={css({ display: 'grid', gap: '3' })}>
          {comments.map((comment, index) => (
            <li
              // The order is random and the texts may repeat: the position is the only stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={css({
                borderLeftWidth: '3px',
                borderColor: 'border.default',
                pl: '3',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              })}
            >
              {comment}
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
