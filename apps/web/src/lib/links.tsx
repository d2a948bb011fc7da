/**
 * Mantine components as typed router links (TanStack `createLink`): the `to`
 * and `params` props are checked against the route tree.
 */
import {
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  UnstyledButton,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

export type AnchorElementProps = Omit<ComponentPropsWithRef<'a'>, 'color' | 'style'>;

function MantineAnchor(props: AnchorProps & AnchorElementProps) {
  return <Anchor {...props} />;
}
function MantineButton(props: ButtonProps & AnchorElementProps) {
  return <Button component="a" {...props} />;
}
function MantineUnstyled(props: UnstyledButtonProps & AnchorElementProps) {
  return <UnstyledButton component="a" {...props} />;
}

const CreatedAnchorLink = createLink(MantineAnchor);
const CreatedButtonLink = createLink(MantineButton);
const CreatedCardLink = createLink(MantineUnstyled);

/** A text link to an app route. */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);
/** A button that is a link to an app route. */
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
/** A block (card, tile) that is a link to an app route. */
export const BlockLink: LinkComponent<typeof MantineUnstyled> = (props) => (
  <CreatedCardLink preload="intent" {...props} />
);
