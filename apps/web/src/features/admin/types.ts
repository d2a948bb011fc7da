/** Shapes of the admin procedures' answers, inferred from the server contract (types only). */
import type { inferOutput } from '@trpc/tanstack-react-query';
import type { Trpc } from '../../lib/trpc';

export type AdminUser = inferOutput<Trpc['admin']['users']>[number];
export type AdminVenue = inferOutput<Trpc['admin']['venues']>[number];
export type AdminBooking = inferOutput<Trpc['admin']['bookings']>[number];
export type FinancialSummary = inferOutput<Trpc['admin']['financialSummary']>;
export type PriceConfig = inferOutput<Trpc['admin']['priceConfig']>;
export type OwnerApplication = inferOutput<Trpc['admin']['applications']>[number];
export type AuditEntry = inferOutput<Trpc['admin']['auditLog']>[number];
