import { Divider, Group, Stack, Text } from '@mantine/core';
import { COMMISSION_PERCENT, computeBookingPrice, formatMXN } from '@rentas/domain';

/** Subtotal, commission and total, all from the one price rule (computeBookingPrice). */
export function PriceSummary({ pricePerHourCentavos, hours }: { pricePerHourCentavos: number; hours: number }) {
  const price = computeBookingPrice(pricePerHourCentavos, hours);
  return (
    <Stack gap={8} component="section" aria-label="Resumen de precio">
      <Group justify="space-between" wrap="nowrap">
        <Text fz="sm">
          Subtotal ({formatMXN(pricePerHourCentavos)} × {hours} horas)
        </Text>
        <Text fz="sm">{formatMXN(price.subtotal)}</Text>
      </Group>
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
