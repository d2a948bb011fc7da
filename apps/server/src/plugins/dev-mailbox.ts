/**
 * The development mailbox (issue 15): with no SMTP_URL nothing is sent, and every e-mail the app
 * produced can be read here. Registered only outside production (NODE_ENV !== 'production'),
 * and it answers only requests from this machine (a loopback socket, no proxy headers): the
 * e-mails hold password-reset links.
 *
 * - GET /dev/mailbox: the newest 100 e-mails (recipient, subject, state, time), newest first;
 * - GET /dev/mailbox/:id: one e-mail's HTML as the recipient would see it, inline images
 *   included (no scripts run); 404 for an unknown id.
 */
import type { Db } from '@rentas/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

const STATES: Record<string, string> = {
  queued: 'En cola',
  sent: 'Enviado',
  kept: 'Guardado (sin SMTP)',
  failed: 'Falló',
};

/** Escapes text for an HTML text node or a quoted attribute. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TIME = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Mexico_City',
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** True for a request made on this machine, not through a proxy. */
function isLocal(req: FastifyRequest): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'] && !req.headers.forwarded;
}

export async function devMailboxPlugin(app: FastifyInstance, opts: { db: Db }) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith(DEV_MAILBOX_PATH) && !isLocal(req)) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Esta página no existe.' });
    }
  });

  app.get(DEV_MAILBOX_PATH, async (_req, reply) => {
    const messages = await opts.db
      .selectFrom('mailOutbox')
      .select(['id', 'toAddress', 'kind', 'subject', 'status', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .limit(100)
      .execute();
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(TIME.format(m.createdAt))}</td><td>${escapeHtml(m.toAddress)}</td>` +
          `<td><a href="${DEV_MAILBOX_PATH}/${m.id}">${escapeHtml(m.subject ?? `(${m.kind}, sin procesar aún)`)}</a></td>` +
          `<td>${escapeHtml(STATES[m.status] ?? m.status)}</td></tr>`,
      )
      .join('');
    const body = messages.length
      ? `<table><caption>Los 100 correos más recientes</caption><thead><tr><th scope="col">Fecha</th><th scope="col">Para</th><th scope="col">Asunto</th><th scope="col">Estado</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>Todavía no hay correos.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Buzón de desarrollo · Rentas por Hora</title>` +
          `<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#212529}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #dee2e6;vertical-align:top}a{color:#862e9c;display:inline-block;min-height:24px}caption{text-align:left;color:#495057;margin-bottom:.5rem}</style></head>` +
          `<body><main><h1>Buzón de desarrollo</h1><p>Sin <code>SMTP_URL</code>, los correos no salen de aquí: se guardan y puedes leerlos en esta página.</p>${body}</main></body></html>`,
      );
  });

  app.get(`${DEV_MAILBOX_PATH}/:id`, async (req, reply) => {
    const id = z.uuid().safeParse((req.params as { id?: string }).id);
    const message = id.success
      ? await opts.db
          .selectFrom('mailOutbox')
          .select(['html', 'attachments'])
          .where('id', '=', id.data)
          .executeTakeFirst()
      : undefined;
    if (!message) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Ese correo no existe.' });
    // Inline images (the booking QR, cid:qr) shown as a mail client would: from the attachments.
    const inline = (message.attachments ?? []).filter((a) => a.cid);
    const html =
      inline.reduce(
        (text, a) => text.replaceAll(`cid:${a.cid}`, `data:${a.contentType};base64,${a.content}`),
        message.html ?? '',
      ) ||
      '<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><title>Correo</title></head><body><p>Este correo aún no se procesa, o ya se envió y su contenido no se guarda.</p></body></html>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:")
      .send(html);
  });
}
