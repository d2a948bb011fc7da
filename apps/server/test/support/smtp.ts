/**
 * A real SMTP server in the test process (smtp-server) that parses what arrives (mailparser):
 * what a mail client would receive, for the e-mail tests of issue 15.
 */
import type { AddressInfo } from 'node:net';
import { deliverDueMail } from '@rentas/api';
import type { Db } from '@rentas/db';
import { createSmtpSender, type MailSender } from '@rentas/mail';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface TestMailbox {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** every e-mail received so far, in order */
  received: ParsedMail[];
  /** Refuses the next `count` messages with a 451 (a temporary failure). */
  refuseNext(count: number): void;
  /**
   * Holds the next message's DATA without answering, as a slow server would. Output: resolves
   * when that message has started to arrive (its sender is then mid-send).
   */
  holdNext(): Promise<void>;
  /** Waits until `count` e-mails have arrived (at most `ms`). */
  waitFor(count: number, ms?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** Starts the server on a free port. Output: a TestMailbox. */
export async function startTestMailbox(): Promise<TestMailbox> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  let hold: (() => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (hold) {
        // Never answered: the sender stays mid-send until it gives up or dies.
        hold();
        hold = null;
        stream.resume();
        return;
      }
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Intenta más tarde'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-message resets its connection: expected in these tests, not an error.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    holdNext: () =>
      new Promise<void>((resolve) => {
        hold = resolve;
      }),
    waitFor: async (count, ms = 5000) => {
      const deadline = Date.now() + ms;
      while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What useSmtpMailbox gives a test file (fields filled before its tests run). */
export interface SmtpFixture {
  mailbox: TestMailbox;
  /** a real SMTP sender (nodemailer) to the mailbox, for deliverDueMail */
  send: MailSender;
}

/**
 * A test file's mailbox and sender: started before its tests, closed after; before each test
 * the outbox is emptied (kept, not sent) and the mailbox cleared, so a test reads only the
 * e-mails it causes.
 */
export function useSmtpMailbox(db: () => Db): SmtpFixture {
  const fixture = {} as SmtpFixture;
  let close = () => {};
  beforeAll(async () => {
    fixture.mailbox = await startTestMailbox();
    const smtp = createSmtpSender(fixture.mailbox.url, 'Rentas por Hora <no-reply@rentasporhora.mx>');
    fixture.send = smtp.send;
    close = smtp.close;
  });
  afterAll(async () => {
    close();
    await fixture.mailbox?.close();
  });
  beforeEach(async () => {
    await deliverDueMail(db(), null, { limit: 1000 });
    fixture.mailbox.received.length = 0;
  });
  return fixture;
}
