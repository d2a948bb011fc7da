import { type Kysely, sql } from 'kysely';

/**
 * Failed logins per account (issue 12): the per-account login limit counts them over a
 * window, on every server process alike. Rows older than the window are deleted as new
 * failures of the same e-mail are recorded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table login_failures (
      email text not null,
      failed_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index login_failures_email_failed_at_idx on login_failures (email, failed_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table login_failures`.execute(db);
}
