/**
 * Who may do what with a venue: the one place these access rules live (issue 14 grows it to
 * every object). Pure functions of the actor and the object; services call them and turn a
 * refusal into the error that reveals nothing (issue 12: another owner's venue is a 404, like
 * a missing one, so ids cannot be probed).
 */

/** The signed-in person acting, or null for a visitor. */
export interface Actor {
  id: string;
  role: string;
}

/** PRODUCT.md §2: the venue's owner, or any admin. */
export function canManageVenue(actor: Actor | null, venue: { ownerId: string }): boolean {
  return actor !== null && (actor.role === 'admin' || actor.id === venue.ownerId);
}

/** PRODUCT.md §3: active venues are public; an inactive one only to those who manage it. */
export function canViewVenue(actor: Actor | null, venue: { ownerId: string; isActive: boolean }): boolean {
  return venue.isActive || canManageVenue(actor, venue);
}
