/**
 * The outbox worker of one server process (issue 15, decision 014): every MAIL_POLL_MS it sends
 * the e-mails that are due (packages/api deliverDueMail), and every TIMED_MAIL_EVERY_MS it puts
 * due reminders and review requests in the outbox (enqueueTimedMail). Every process runs one;
 * the outbox's row locks, leases and dedupe keys make each e-mail go out once.
 */
import { deliverDueMail, enqueueTimedMail } from '@rentas/api';
import type { Db } from '@rentas/db';
import { createSmtpSender } from '@rentas/mail';
import type { FastifyBaseLogger } from 'fastify';

/** How often a process looks for due e-mails (ms). */
export const MAIL_POLL_MS = 1000;
/** How often a process looks for due reminders and review requests (ms). */
export const TIMED_MAIL_EVERY_MS = 60_000;

export interface MailWorker {
  /** Runs one delivery now (also what the timer does). Output: when it is done. */
  runOnce(): Promise<void>;
  /** Stops the timer, waits for a run in progress and closes the SMTP connection. */
  stop(): Promise<void>;
}

/**
 * Input: the database, the mail settings (no smtpUrl: messages are kept, never sent) and a
 * logger. Output: a running MailWorker. Failed runs are logged and retried on the next tick.
 */
export function startMailWorker(deps: {
  db: Db;
  mail: { smtpUrl: string | null; from: string };
  /** for the links in timed e-mails */
  links: { publicUrl: string; appSecret: string };
  log: FastifyBaseLogger;
  pollMs?: number;
}): MailWorker {
  const smtp = deps.mail.smtpUrl ? createSmtpSender(deps.mail.smtpUrl, deps.mail.from) : null;
  let running: Promise<void> | null = null;
  const runOnce = (): Promise<void> => {
    running ??= deliverDueMail(deps.db, smtp?.send ?? null)
      .then((result) => {
        if (result.sent || result.kept || result.retried || result.failed) deps.log.info(result, 'mail outbox');
        if (result.failed) deps.log.error({ failed: result.failed }, 'e-mails given up after every retry');
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'mail outbox run failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), deps.pollMs ?? MAIL_POLL_MS);
  timer.unref();
  const sweep = () =>
    enqueueTimedMail(deps.db, deps.links, new Date())
      .then((made) => {
        if (made.reminders || made.reviewRequests) deps.log.info(made, 'timed e-mails queued');
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'timed e-mail sweep failed'));
  void sweep();
  const sweeper = setInterval(() => void sweep(), TIMED_MAIL_EVERY_MS);
  sweeper.unref();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      clearInterval(sweeper);
      await running;
      smtp?.close();
    },
  };
}
