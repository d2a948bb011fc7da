import { Divider, Group, Stack, Text } from '@mantine/core';
import { type BookingExtras, COMMISSION_PERCENT, computeBookingPrice, formatMXN } from '@rentas/domain';

/**
 * Subtotal, extras (add-ons, cleaning fee; issue 16), commission and total, all from the one
 * price rule (computeBookingPrice): an 8-hour booking shows the day price when it is lower than
 * 8 × the hourly price.
 */
export function PriceSummary({
  pricePerHourCentavos,
  pricePerDayCentavos = null,
  hours,
  extras = {},
}: {
  pricePerHourCentavos: number;
  pricePerDayCentavos?: number | null;
  hours: number;
  extras?: BookingExtras;
}) {
  const price = computeBookingPrice(pricePerHourCentavos, hours, pricePerDayCentavos, extras);
  return (
    <Stack gap={8} component="section" aria-label="Resumen de precio">
      <Group justify="space-between" wrap="nowrap">
        <Text fz="sm">
          {price.dayPriceApplied
            ? `Subtotal (precio por día, ${hours} horas)`
            : `Subtotal (${formatMXN(pricePerHourCentavos)} × ${hours} horas)`}
        </Text>
        <Text fz="sm">{formatMXN(price.subtotal)}</Text>
      </Group>
      {price.dayPriceApplied && (
        <Text fz="xs" c="teal.8">
          Ahorras {formatMXN(pricePerHourCentavos * hours - price.subtotal)} frente a {hours} ×{' '}
          {formatMXN(pricePerHourCentavos)}.
        </Text>
      )}
      {price.addOnsTotal > 0 && (
        <Group justify="space-between" wrap="nowrap">
          <Text fz="sm">Extras</Text>
          <Text fz="sm">{formatMXN(price.addOnsTotal)}</Text>
        </Group>
      )}
      {price.cleaningFee > 0 && (
        <Group justify="space-between" wrap="nowrap">
          <Text fz="sm">Tarifa de limpieza</Text>
          <Text fz="sm">{formatMXN(price.cleaningFee)}</Text>
        </Group>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text fz="sm">Comisión de servicio ({COMMISSION_PERCENT}%)</Text>
        <Text fz="sm">{formatMXN(price.commission)}</Text>
      </Group>
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Total</Text>
        <Text fw={800} fz="lg" data-testid="booking-total">
          {formatMXN(price.total)}
        </Text>
      </Group>
    </Stack>
  );
}
