/**
 * The mail outbox (issue 15, decision 014). E-mails are written to `mail_outbox` in the
 * transaction of the event that causes them, so an event and its e-mail commit together or not
 * at all. `deliverDueMail` (run by the worker of every server process) claims due messages with
 * `FOR UPDATE SKIP LOCKED` and a lease, so two processes never take the same message; a process
 * that dies mid-send leaves the lease to run out, and the message is sent by the next run.
 */
import type { Db, MailAttachment } from '@rentas/db';
import type { MailSender, RenderedMail } from '@rentas/mail';
import { sql } from 'kysely';

/** How long a claimed message is reserved for its sender before another run may take it (ms). */
export const MAIL_LEASE_MS = 2 * 60_000;
/** Sends tried before a message is marked failed. */
export const MAIL_MAX_ATTEMPTS = 8;

/** Wait before retry `attempt` (1-based): 30 s, 1 min, 2 min … at most 1 h (ms). */
export function mailRetryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}

/**
 * Writes an e-mail to the outbox (inside the caller's transaction when `db` is one).
 * Input: kind (e.g. 'password-reset'), recipient, the rendered mail, attachments, and a
 * dedupeKey naming its event: a second message with the same key is skipped (one e-mail per event).
 */
export async function enqueueMail(
  db: Db,
  input: { kind: string; to: string; mail: RenderedMail; attachments?: MailAttachment[]; dedupeKey?: string },
): Promise<void> {
  await db
    .insertInto('mailOutbox')
    .values({
      kind: input.kind,
      dedupeKey: input.dedupeKey ?? null,
      toAddress: input.to,
      subject: input.mail.subject,
      html: input.mail.html,
      text: input.mail.text,
      attachments: JSON.stringify(input.attachments ?? []),
    })
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .execute();
}

/** What one delivery run did. */
export interface DeliveryResult {
  sent: number;
  kept: number;
  retried: number;
  failed: number;
}

/**
 * Claims up to `limit` due messages and sends them with `send`; with no sender (no SMTP_URL)
 * marks them `kept` (readable on the development mailbox, never sent). A failed send is retried
 * after mailRetryDelayMs, and marked `failed` after MAIL_MAX_ATTEMPTS. Output: DeliveryResult.
 */
export async function deliverDueMail(
  db: Db,
  send: MailSender | null,
  opts: { now?: Date; limit?: number } = {},
): Promise<DeliveryResult> {
  const now = opts.now ?? new Date();
  const result: DeliveryResult = { sent: 0, kept: 0, retried: 0, failed: 0 };
  const claimed = await db
    .updateTable('mailOutbox')
    .set({ attempts: sql`attempts + 1`, nextAttemptAt: new Date(now.getTime() + MAIL_LEASE_MS) })
    .where(
      'id',
      'in',
      db
        .selectFrom('mailOutbox')
        .select('id')
        .where('status', '=', 'queued')
        .where('nextAttemptAt', '<=', now)
        .orderBy('nextAttemptAt')
        .limit(opts.limit ?? 10)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  for (const message of claimed) {
    if (!send) {
      await db.updateTable('mailOutbox').set({ status: 'kept', sentAt: now }).where('id', '=', message.id).execute();
      result.kept += 1;
      continue;
    }
    try {
      await send({
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments,
      });
      await db
        .updateTable('mailOutbox')
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where('id', '=', message.id)
        .execute();
      result.sent += 1;
    } catch (error) {
      const giveUp = message.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .updateTable('mailOutbox')
        .set({
          status: giveUp ? 'failed' : 'queued',
          nextAttemptAt: new Date(Date.now() + mailRetryDelayMs(message.attempts)),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where('id', '=', message.id)
        .execute();
      if (giveUp) result.failed += 1;
      else result.retried += 1;
    }
  }
  return result;
}
