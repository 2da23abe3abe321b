import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * Renders an answer's small text format safely: paragraphs separated by blank lines, Markdown
 * links, bare email addresses. Links to our own pages become router links; https links open in a
 * new tab; anything else stays plain text. React escapes every piece, so no HTML gets through.
 */
const TOKEN = /\[([^\]\n]+)\]\(([^)\s]+)\)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|\*\*([^*\n]+)\*\*/g;

function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, label, href, email, bold] = match;
    nodes.push(text.slice(last, match.index));
    if (label && href) nodes.push(link(label, href, match.index));
    else if (email)
      nodes.push(
        <a key={match.index} href={`mailto:${email}`}>
          {email}
        </a>,
      );
    else if (bold) nodes.push(<strong key={match.index}>{bold}</strong>);
    last = match.index + whole.length;
  }
  nodes.push(text.slice(last));
  return nodes;
}

function link(label: string, href: string, key: number): ReactNode {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link key={key} to={href}>
        {label}
      </Link>
    );
  if (href.startsWith('https://')) {
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return label;
}

export function AnswerText({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed answer never move
          <p key={index}>
            {paragraph.split('\n').map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed paragraph never move
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {inline(line)}
              </Fragment>
            ))}
          </p>
        ))}
    </>
  );
}
