/**
 * Share and save actions of a booking confirmation (SPEC.md §2 /booking).
 */
import type { BookingDto } from '@rentas/api';
import { formatDateMx, formatMXN, formatPlace } from '@rentas/domain';
import { centavosOf, formatTimeRange } from '../../lib/format';
import { toast } from '../../lib/toast';

/** The text shared or copied for a booking. */
export function shareText(booking: BookingDto): string {
  return [
    `Reserva ${booking.code} en ${booking.venueName} (${formatPlace(booking.venueNeighborhood, booking.venueCity)})`,
    `${formatDateMx(booking.startDate)}, ${formatTimeRange(booking.startDate, booking.endDate)}`,
    `${booking.guestCount} ${booking.guestCount === 1 ? 'persona' : 'personas'} · Total ${formatMXN(centavosOf(booking.totalAmount))}`,
  ].join('\n');
}

/** Native share when the browser has it, else copy to the clipboard. */
export async function shareBooking(booking: BookingDto): Promise<void> {
  const text = shareText(booking);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: `Reserva ${booking.code}`, text });
      return;
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return;
      // Share refused (no user gesture, unsupported data): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    toast.success({
      title: 'Copiado al portapapeles',
      message: 'Ya puedes pegar los datos de tu reserva donde quieras.',
    });
  } catch {
    toast.error({ title: 'Error', message: 'No se pudo copiar la reserva.' });
  }
}

/** Downloads the QR PNG (a data URL) as reserva-RSV-XXXXXXXX.png. */
export function saveQr(booking: Pick<BookingDto, 'code' | 'qrCode'>): void {
  if (!booking.qrCode) return;
  const link = document.createElement('a');
  link.href = booking.qrCode;
  link.download = `reserva-${booking.code}.png`;
  document.body.append(link);
  link.click();
  link.remove();
}
