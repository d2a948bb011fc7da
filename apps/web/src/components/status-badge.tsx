import { Badge } from '@mantine/core';
import type { BookingDto } from '@rentas/api';

/** SPEC.md §4 booking states: their Spanish label and colour. */
export const BOOKING_STATUS: Record<BookingDto['status'], { label: string; color: string }> = {
  pending: { label: 'Pendiente', color: 'yellow' },
  confirmed: { label: 'Confirmada', color: 'green' },
  cancelled: { label: 'Cancelada', color: 'red' },
  completed: { label: 'Completada', color: 'gray' },
};

/** SPEC.md §4 booking states in Spanish. */
export function StatusBadge({ status }: { status: BookingDto['status'] }) {
  const { label, color } = BOOKING_STATUS[status] ?? BOOKING_STATUS.pending;
  return (
    // Never narrower than its word (issue 19: table cells squeezed it to "COMPL…").
    <Badge color={color} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
