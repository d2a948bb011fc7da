/**
 * The outbox worker of one server process (issue 15, decision 014): every MAIL_POLL_MS it sends
 * the e-mails that are due (packages/api deliverDueMail). Every process runs one; the outbox's
 * row locks and leases make each e-mail go out once.
 */
import { deliverDueMail } from '@rentas/api';
import type { Db } from '@rentas/db';
import { createSmtpSender } from '@rentas/mail';
import type { FastifyBaseLogger } from 'fastify';

/** How often a process looks for due e-mails (ms). */
export const MAIL_POLL_MS = 1000;

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
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running;
      smtp?.close();
    },
  };
}
