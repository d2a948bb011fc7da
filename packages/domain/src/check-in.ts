/**
 * When a booking's arrival may be recorded (issue 13: an owner checked a booking in three
 * days early). The window opens CHECK_IN_OPENS_MINUTES_BEFORE minutes before the start and
 * closes when the booking ends.
 */

/** Minutes before the start from which the owner may record the guest's arrival. */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 60;

export type CheckInWindowState = 'too-early' | 'open' | 'ended';

/** The instant the check-in window opens. Input: the booking start. Output: a Date. */
export function checkInOpensAt(startAt: Date): Date {
  return new Date(startAt.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000);
}

/**
 * Where `now` falls against a booking's check-in window.
 * Output: 'too-early' before checkInOpensAt(start), 'ended' from the end on, else 'open'.
 */
export function checkInWindowState(startAt: Date, endAt: Date, now: Date): CheckInWindowState {
  if (now.getTime() < checkInOpensAt(startAt).getTime()) return 'too-early';
  if (now.getTime() >= endAt.getTime()) return 'ended';
  return 'open';
}
