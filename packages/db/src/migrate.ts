/** Runs the migrations in order; a static list so no file-system discovery is needed. */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as createCoreTables from './migrations/20261123T080000-create-core-tables';
import * as addOwnerTools from './migrations/20261123T090000-add-owner-tools';
import * as addPaymentOrders from './migrations/20261123T100000-add-payment-orders';
import * as addSearchIndexes from './migrations/20261123T110000-add-search-indexes';
import * as addVenueSearchText from './migrations/20261123T120000-add-venue-search-text';
import * as addBookingIdempotencyKeys from './migrations/20261124T010000-add-booking-idempotency-keys';
import * as addLoginFailures from './migrations/20261124T020000-add-login-failures';
import * as addMailOutbox from './migrations/20261124T030000-add-mail-outbox-and-account-tokens';
import * as addConversations from './migrations/20261124T040000-add-conversations';
import * as addBookingRules from './migrations/20261124T050000-add-booking-rules';
import * as addFavorites from './migrations/20261124T060000-add-favorites';
import * as addVenueFilterStatistics from './migrations/20261126T010000-add-venue-filter-statistics';
import * as addVenuePlace from './migrations/20261126T020000-add-venue-place';
import * as addCalendarFeeds from './migrations/20261126T030000-add-calendar-feeds';
import * as addCategorySearchIndexes from './migrations/20261126T040000-add-category-search-indexes';
import * as addCategoryLocationIndexes from './migrations/20261126T060000-add-category-location-indexes';
import * as addCategoryNoticeIndex from './migrations/20261126T070000-add-category-notice-index';
import * as addVenueSearchWords from './migrations/20261126T080000-add-venue-search-words';

const MIGRATIONS: Record<string, Migration> = {
  '20261123T080000-create-core-tables': createCoreTables,
  '20261123T090000-add-owner-tools': addOwnerTools,
  '20261123T100000-add-payment-orders': addPaymentOrders,
  '20261123T110000-add-search-indexes': addSearchIndexes,
  '20261123T120000-add-venue-search-text': addVenueSearchText,
  '20261124T010000-add-booking-idempotency-keys': addBookingIdempotencyKeys,
  '20261124T020000-add-login-failures': addLoginFailures,
  '20261124T030000-add-mail-outbox-and-account-tokens': addMailOutbox,
  '20261124T040000-add-conversations': addConversations,
  '20261124T050000-add-booking-rules': addBookingRules,
  '20261124T060000-add-favorites': addFavorites,
  '20261126T010000-add-venue-filter-statistics': addVenueFilterStatistics,
  '20261126T020000-add-venue-place': addVenuePlace,
  '20261126T030000-add-calendar-feeds': addCalendarFeeds,
  '20261126T040000-add-category-search-indexes': addCategorySearchIndexes,
  '20261126T060000-add-category-location-indexes': addCategoryLocationIndexes,
  '20261126T070000-add-category-notice-index': addCategoryNoticeIndex,
  '20261126T080000-add-venue-search-words': addVenueSearchWords,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/**
 * Migrates the database to the latest version.
 * Throws the first migration error (the failed migration's transaction is rolled back).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations take Kysely<any> by design
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db: db.withoutPlugins(), provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
