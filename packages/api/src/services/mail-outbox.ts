/**
 * The mail outbox (issue 15, decision 014). E-mails are written to `mail_outbox` as a MailData
 * snapshot in the transaction of the event that causes them, so an event and its e-mail commit
 * together or not at all. `deliverDueMail` (run by the worker of every server process) claims due
 * messages with `FOR UPDATE SKIP LOCKED` and a lease, so two processes never take the same
 * message; it renders each (packages/mail) and sends it. A process that dies mid-send leaves the
 * lease to run out, and the message is sent by a later run.
 */
import type { Db, MailAttachment } from '@rentas/db';
import { type MailData, type MailSender, type RenderedMail, renderMail } from '@rentas/mail';
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
 * Input: recipient, the template's data, and a dedupeKey naming its event: a second message
 * with the same key is skipped (one e-mail per event, whichever process handles it).
 */
export async function enqueueMail(db: Db, input: { to: string; data: MailData; dedupeKey?: string }): Promise<void> {
  await db
    .insertInto('mailOutbox')
    .values({
      kind: input.data.kind,
      dedupeKey: input.dedupeKey ?? null,
      toAddress: input.to,
      data: JSON.stringify(input.data),
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

/** Renders a claimed message once and stores the result (the mailbox and retries reuse it). */
async function renderedOf(
  db: Db,
  message: {
    id: string;
    data: unknown;
    subject: string | null;
    html: string | null;
    text: string | null;
    attachments: MailAttachment[] | null;
  },
): Promise<RenderedMail> {
  if (message.subject !== null && message.html !== null && message.text !== null) {
    return { subject: message.subject, html: message.html, text: message.text, attachments: message.attachments ?? [] };
  }
  const mail = await renderMail(message.data as MailData);
  await db
    .updateTable('mailOutbox')
    .set({ subject: mail.subject, html: mail.html, text: mail.text, attachments: JSON.stringify(mail.attachments) })
    .where('id', '=', message.id)
    .execute();
  return mail;
}

/**
 * Claims up to `limit` due messages, renders them and sends them with `send`; with no sender
 * (no SMTP_URL) marks them `kept` (readable on the development mailbox, never sent). A sent
 * message keeps its recipient and subject; its body and data are dropped (they may hold a reset
 * link). A failed render or send is retried after mailRetryDelayMs, and marked `failed` after
 * MAIL_MAX_ATTEMPTS. Output: DeliveryResult.
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
    try {
      const mail = await renderedOf(db, message);
      if (!send) {
        await db.updateTable('mailOutbox').set({ status: 'kept', sentAt: now }).where('id', '=', message.id).execute();
        result.kept += 1;
        continue;
      }
      await send({ to: message.toAddress, ...mail });
      await db
        .updateTable('mailOutbox')
        .set({
          status: 'sent',
          sentAt: new Date(),
          lastError: null,
          data: '{}',
          html: null,
          text: null,
          attachments: null,
        })
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
