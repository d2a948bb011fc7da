/**
 * The side menu's entries as typed router links (see links.tsx). Apart from links.tsx
 * so that NavLink stays out of the first-load bundle: only signed-in menus use it.
 */
import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorElementProps } from './links';

function MantineNavLink(props: NavLinkProps & Omit<AnchorElementProps, 'children'>) {
  return <NavLink component="a" {...props} />;
}

const CreatedNavLink = createLink(MantineNavLink);

/** A side-menu entry; shows as active on its route. */
export const NavLinkItem: LinkComponent<typeof MantineNavLink> = (props) => (
  <CreatedNavLink preload="intent" {...props} />
);
