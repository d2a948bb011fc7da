/**
 * The audit log in Spanish (who did what, before → after). The server stores the
 * action code and the changed fields; this turns them into a sentence.
 */
import { normalizeRole, ROLE_LABELS } from '@rentas/domain';
import { formatPercent, PRICE_FIELDS } from './price-preview';
import type { AuditEntry } from './types';

export interface AuditNames {
  /** user id → name or e-mail */
  users: ReadonlyMap<string, string>;
  /** venue id → venue name */
  venues: ReadonlyMap<string, string>;
}

export interface AuditDescription {
  /** 'Cambió el rol de ana@correo.mx' */
  what: string;
  /** 'Usuario → Propietario'; null when the entry carries no change */
  change: string | null;
}

const APPLICATION_STATUS: Record<string, string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
};

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

function activeLabel(value: unknown): string {
  if (value === true) return 'Activo';
  if (value === false) return 'Inactivo';
  return '—';
}

function roleLabel(value: unknown): string {
  return typeof value === 'string' ? ROLE_LABELS[normalizeRole(value)] : '—';
}

function percentLabel(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? formatPercent(value) : '—';
}

function priceChange(before: unknown, after: unknown): string {
  const changed = PRICE_FIELDS.filter(
    ({ key }) => percentLabel(field(before, key)) !== percentLabel(field(after, key)),
  );
  if (changed.length === 0) return 'Sin cambios';
  return changed
    .map(({ key, label }) => `${label} ${percentLabel(field(before, key))} → ${percentLabel(field(after, key))}`)
    .join('; ');
}

export function describeAuditEntry(entry: AuditEntry, names: AuditNames): AuditDescription {
  const { before, after } = entry;
  switch (entry.action) {
    case 'user.role.change':
      return {
        what: `Cambió el rol de ${names.users.get(entry.entityId) ?? 'un usuario'}`,
        change: `${roleLabel(field(before, 'role'))} → ${roleLabel(field(after, 'role'))}`,
      };
    case 'venue.status.change': {
      const venue = names.venues.get(entry.entityId);
      return {
        what: venue ? `Cambió el estado del espacio «${venue}»` : 'Cambió el estado de un espacio',
        change: `${activeLabel(field(before, 'isActive'))} → ${activeLabel(field(after, 'isActive'))}`,
      };
    }
    case 'price-config.update':
      return { what: 'Actualizó los porcentajes de precios', change: priceChange(before, after) };
    case 'owner-application.approved':
    case 'owner-application.rejected': {
      const from = APPLICATION_STATUS[String(field(before, 'status'))] ?? 'Pendiente';
      const to = APPLICATION_STATUS[String(field(after, 'status'))] ?? '—';
      const verb = entry.action.endsWith('approved') ? 'Aprobó' : 'Rechazó';
      return { what: `${verb} una solicitud de propietario`, change: `${from} → ${to}` };
    }
    default:
      return { what: `Registró la acción «${entry.action}»`, change: null };
  }
}
