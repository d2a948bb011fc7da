/**
 * Blocked time of a venue (owner.createBlock): a Mexico City date with a start and
 * end time, or the whole day; and how a stored block reads.
 */
import type { BlockDto } from '@rentas/api';
import { formatDateMx, rangeToSlot, slotToRange } from '@rentas/domain';
import { capitalize, formatTimeRange } from '../../lib/format';

export interface BlockFormValues {
  /** 'yyyy-MM-dd' */
  date: string | null;
  wholeDay: boolean;
  /** 'HH:mm' */
  startTime: string;
  endTime: string;
}

/** The day after a 'yyyy-MM-dd' date. */
export function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export type BlockRange = { ok: true; startDate: string; endDate: string } | { ok: false; error: string };

/** The instants to block, or the Spanish reason the inputs are not enough. */
export function blockRange(values: BlockFormValues): BlockRange {
  if (!values.date) return { ok: false, error: 'Selecciona una fecha.' };
  if (values.wholeDay) {
    return {
      ok: true,
      startDate: slotToRange(values.date, '00:00', 0).start.toISOString(),
      endDate: slotToRange(nextDate(values.date), '00:00', 0).start.toISOString(),
    };
  }
  const time = /^\d{2}:\d{2}$/;
  if (!time.test(values.startTime) || !time.test(values.endTime)) {
    return { ok: false, error: 'Indica la hora de inicio y la hora de fin.' };
  }
  if (values.endTime <= values.startTime) {
    return { ok: false, error: 'El fin del bloqueo debe ser posterior al inicio.' };
  }
  return {
    ok: true,
    startDate: slotToRange(values.date, values.startTime, 0).start.toISOString(),
    endDate: slotToRange(values.date, values.endTime, 0).start.toISOString(),
  };
}

/** 'Lunes, 1 de diciembre de 2026' and '09:00 - 13:00' or 'Todo el día' (Mexico City). */
export function describeBlock(block: Pick<BlockDto, 'startDate' | 'endDate'>): { date: string; time: string } {
  const start = new Date(block.startDate);
  const end = new Date(block.endDate);
  const slot = rangeToSlot(start, end);
  const date = capitalize(formatDateMx(start));
  if (slot.startTime === '00:00' && slot.hours > 0 && slot.hours % 24 === 0) {
    const days = slot.hours / 24;
    return { date, time: days === 1 ? 'Todo el día' : `${days} días completos` };
  }
  const endSlot = rangeToSlot(end, end);
  if (endSlot.date !== slot.date) {
    return { date, time: `${formatTimeRange(start, end)} (termina el ${formatDateMx(end)})` };
  }
  return { date, time: formatTimeRange(start, end) };
}
