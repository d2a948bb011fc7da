/**
 * A message's text (issue 15): plain text, line breaks kept, web addresses made clickable. Links
 * are found with linkify-it and only http(s) ones become <a> (never javascript: or data:), open
 * in a new tab without access to this page, and carry rel="nofollow" (others' content).
 */
import { Anchor } from '@mantine/core';
import { LinkifyIt } from 'linkify-it';
import type { ReactNode } from 'react';

const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false });

/** The text as React nodes: strings and safe links. */
export function linkified(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let cursor = 0;
  for (const match of linkify.match(text) ?? []) {
    if (!/^https?:\/\//i.test(match.url)) continue;
    if (match.index > cursor) nodes.push(text.slice(cursor, match.index));
    nodes.push(
      <Anchor
        key={match.index}
        href={match.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        c="inherit"
        underline="always"
      >
        {match.text}
      </Anchor>,
    );
    cursor = match.lastIndex;
  }
  if (cursor < text.length) nodes.push(text.slice(cursor));
  return nodes;
}

export function MessageText({ text }: { text: string }) {
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{linkified(text)}</span>;
}
