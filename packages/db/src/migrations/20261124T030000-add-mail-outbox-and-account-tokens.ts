import { type Kysely, sql } from 'kysely';

/**
 * Issue 15, first part.
 *
 * - `mail_outbox`: every e-mail the app produces, written in the same transaction as the
 *   event that causes it (transactional outbox, decision 014): `data` is what the template
 *   needs. A worker on any server process claims due rows with `FOR UPDATE SKIP LOCKED`,
 *   renders them (subject, html, text, attachments), sends them over SMTP and marks them sent;
 *   a failed send is retried with backoff. With no SMTP_URL a message is marked `kept` and can
 *   be read on the development mailbox. `dedupe_key` makes one event give one e-mail.
 * - `account_tokens`: the tokens of e-mailed links (password reset, address confirmation);
 *   only the SHA-256 of each token is stored; each is valid until `expires_at`, and once.
 * - `users.email_verified_at`: when the address was confirmed (a Google sign-in confirms it);
 *   accounts that exist before this migration count as confirmed.
 * - `users.email_*`: the optional e-mails a person may turn off on /profile (reminders, review
 *   requests, message e-mails); transactional ones always go.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      dedupe_key text unique,
      to_address text not null,
      data jsonb not null,
      subject text,
      html text,
      text text,
      attachments jsonb,
      status text not null default 'queued' check (status in ('queued', 'sent', 'kept', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )
  `.execute(db);
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'queued'`.execute(db);
  await sql`
    create table account_tokens (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('password-reset', 'email-confirmation')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index account_tokens_user_idx on account_tokens (user_id, purpose)`.execute(db);
  await sql`
    alter table users
      add column email_reminders boolean not null default true,
      add column email_review_requests boolean not null default true,
      add column email_messages boolean not null default true,
      add column email_verified_at timestamptz
  `.execute(db);
  await sql`update users set email_verified_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table users
      drop column email_reminders,
      drop column email_review_requests,
      drop column email_messages,
      drop column email_verified_at
  `.execute(db);
  await sql`drop table account_tokens`.execute(db);
  await sql`drop table mail_outbox`.execute(db);
}
