import { type Kysely, sql } from 'kysely';

/**
 * Host booking rules (issue 16, packages/domain booking-rules.ts).
 * - venues: booking mode, cancellation policy, buffer between bookings, minimum notice,
 *   cleaning fee; venue_add_ons: up to 10 priced extras per venue.
 * - bookings: what was charged for extras, the policy agreed, the request deadline while the
 *   owner decides, why and how much was refunded; booking_add_ons keeps each chosen extra as
 *   it was priced. `buffer_end_at` is the end plus the venue's buffer at booking time (set by a
 *   trigger) and the exclusion constraint now compares [start, buffer_end): two racing
 *   bookings closer than the buffer cannot both commit, on any number of server processes.
 * - booking_reschedules: a move waiting for the owner (request venues) or for payment.
 * - payment_orders: the intent (CAPTURE, or AUTHORIZE for requests), the authorization and how
 *   much has been refunded (partial refunds).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table venues
      add column booking_mode text not null default 'instant'
        constraint venues_booking_mode_check check (booking_mode in ('instant', 'request')),
      add column cancellation_policy text not null default 'flexible'
        constraint venues_cancellation_policy_check check (cancellation_policy in ('flexible', 'moderate', 'strict')),
      add column buffer_minutes integer not null default 0
        constraint venues_buffer_minutes_check check (buffer_minutes in (0, 30, 60, 120)),
      add column min_notice_hours integer not null default 0
        constraint venues_min_notice_hours_check check (min_notice_hours between 0 and 72),
      add column cleaning_fee numeric(12, 2)
        constraint venues_cleaning_fee_check check (cleaning_fee > 0)
  `.execute(db);
  await sql`
    create table venue_add_ons (
      id uuid primary key default gen_random_uuid(),
      venue_id uuid not null references venues (id) on delete cascade,
      name text not null,
      price numeric(12, 2) not null check (price > 0),
      unit text not null check (unit in ('booking', 'hour')),
      position integer not null default 0,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index venue_add_ons_venue_idx on venue_add_ons (venue_id, position)`.execute(db);

  await sql`
    alter table bookings
      add column add_ons_total numeric(12, 2) not null default 0,
      add column cleaning_fee numeric(12, 2) not null default 0,
      add column cancellation_policy text not null default 'flexible',
      add column buffer_minutes integer not null default 0,
      add column buffer_end_at timestamptz,
      add column request_expires_at timestamptz,
      add column cancel_reason text
        constraint bookings_cancel_reason_check
        check (cancel_reason in ('guest', 'owner', 'admin', 'declined', 'expired', 'payment')),
      add column refund_amount numeric(12, 2),
      add column refund_percent integer
  `.execute(db);
  await sql`update bookings set buffer_end_at = end_at`.execute(db);
  await sql`alter table bookings alter column buffer_end_at set not null`.execute(db);
  await sql`
    create function bookings_set_buffer_end() returns trigger language plpgsql as $$
    begin
      new.buffer_end_at := new.end_at + make_interval(mins => new.buffer_minutes);
      return new;
    end $$
  `.execute(db);
  await sql`
    create trigger bookings_set_buffer_end before insert or update of end_at, buffer_minutes
    on bookings for each row execute function bookings_set_buffer_end()
  `.execute(db);
  await sql`alter table bookings drop constraint bookings_no_overlap`.execute(db);
  await sql`
    alter table bookings add constraint bookings_no_overlap
    exclude using gist (venue_id with =, tstzrange(start_at, buffer_end_at, '[)') with &&)
    where (status <> 'cancelled')
  `.execute(db);
  // Requests waiting for an answer, for the expiry sweep.
  await sql`create index bookings_request_expires_idx on bookings (request_expires_at) where status = 'pending' and request_expires_at is not null`.execute(
    db,
  );

  await sql`
    create table booking_add_ons (
      id bigserial primary key,
      booking_id uuid not null references bookings (id) on delete cascade,
      add_on_id uuid references venue_add_ons (id) on delete set null,
      name text not null,
      unit text not null,
      unit_price numeric(12, 2) not null,
      amount numeric(12, 2) not null
    )
  `.execute(db);
  await sql`create index booking_add_ons_booking_idx on booking_add_ons (booking_id)`.execute(db);

  await sql`
    create table booking_reschedules (
      id uuid primary key default gen_random_uuid(),
      booking_id uuid not null references bookings (id) on delete cascade,
      start_at timestamptz not null,
      end_at timestamptz not null,
      subtotal numeric(12, 2) not null,
      add_ons_total numeric(12, 2) not null,
      cleaning_fee numeric(12, 2) not null,
      commission numeric(12, 2) not null,
      total_amount numeric(12, 2) not null,
      status text not null default 'pending'
        check (status in ('pending', 'awaiting_payment', 'applied', 'declined', 'withdrawn')),
      payment_order_id text,
      created_at timestamptz not null default now(),
      decided_at timestamptz
    )
  `.execute(db);
  await sql`
    create unique index booking_reschedules_open_idx on booking_reschedules (booking_id)
    where status in ('pending', 'awaiting_payment')
  `.execute(db);

  await sql`
    alter table payment_orders
      add column intent text not null default 'CAPTURE',
      add column authorization_id text,
      add column refunded_amount numeric(12, 2) not null default 0,
      add column purpose text not null default 'booking'
        constraint payment_orders_purpose_check check (purpose in ('booking', 'reschedule'))
  `.execute(db);
  // A booking has one booking order, and one more per paid move.
  await sql`alter table payment_orders drop constraint payment_orders_booking_id_key`.execute(db);
  await sql`create unique index payment_orders_booking_idx on payment_orders (booking_id) where purpose = 'booking'`.execute(
    db,
  );
  await sql`create index payment_orders_booking_any_idx on payment_orders (booking_id)`.execute(db);
  await sql`alter table payment_orders drop constraint payment_orders_status_check`.execute(db);
  await sql`
    alter table payment_orders add constraint payment_orders_status_check
    check (status in ('created', 'authorized', 'captured', 'declined', 'refunded', 'voided'))
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payment_orders_booking_any_idx`.execute(db);
  await sql`drop index payment_orders_booking_idx`.execute(db);
  await sql`alter table payment_orders add constraint payment_orders_booking_id_key unique (booking_id)`.execute(db);
  await sql`alter table payment_orders drop column intent, drop column authorization_id, drop column refunded_amount, drop column purpose`.execute(
    db,
  );
  await sql`drop table booking_reschedules`.execute(db);
  await sql`drop table booking_add_ons`.execute(db);
  await sql`alter table bookings drop constraint bookings_no_overlap`.execute(db);
  await sql`
    alter table bookings add constraint bookings_no_overlap
    exclude using gist (venue_id with =, tstzrange(start_at, end_at, '[)') with &&)
    where (status <> 'cancelled')
  `.execute(db);
  await sql`drop trigger bookings_set_buffer_end on bookings`.execute(db);
  await sql`drop function bookings_set_buffer_end()`.execute(db);
  await sql`
    alter table bookings drop column add_ons_total, drop column cleaning_fee, drop column cancellation_policy,
      drop column buffer_minutes, drop column buffer_end_at, drop column request_expires_at,
      drop column cancel_reason, drop column refund_amount, drop column refund_percent
  `.execute(db);
  await sql`drop table venue_add_ons`.execute(db);
  await sql`
    alter table venues drop column booking_mode, drop column cancellation_policy, drop column buffer_minutes,
      drop column min_notice_hours, drop column cleaning_fee
  `.execute(db);
}
