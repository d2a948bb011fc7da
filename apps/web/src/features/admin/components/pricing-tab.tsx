/**
 * The pricing tab (SPEC.md §2, §5, PRODUCT.md §5): the four percentages that split the
 * platform commission, 0 to 100 in steps of 0.01, with a live preview on a base of $100.
 */
import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PriceConfigSchema, SPLIT_OVER_100 } from '@rentas/domain';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { toast } from '../../../lib/toast';
import { ADMIN_FAILURES, toastAdminFailure } from '../admin-feedback';
import { usePriceConfig, useUpdatePriceConfig } from '../api/use-admin';
import { formatDateTime } from '../format';
import { formatPercent, PRICE_FIELDS, type PriceKey, type PriceValues, pricePreview } from '../price-preview';
import type { PriceConfig } from '../types';
import { LoadError, TabSkeleton } from './tab-states';

const RANGE_MESSAGE = 'Cada porcentaje debe ser un número entre 0 y 100.';

function toValues(config: PriceConfig): PriceValues {
  return {
    operativePercentage: Number(config.operativePercentage),
    backofficePercentage: Number(config.backofficePercentage),
    taxPercentage: Number(config.taxPercentage),
    paymentGatewayPercentage: Number(config.paymentGatewayPercentage),
  };
}

/** The shared rule of PriceConfigSchema; an empty input is an error, not 0. */
function validatePercent(key: PriceKey) {
  return (value: number | string) => {
    if (value === '' || value === null || value === undefined) return RANGE_MESSAGE;
    const result = PriceConfigSchema.shape[key].safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? RANGE_MESSAGE);
  };
}

function PricingForm({ config }: { config: PriceConfig }) {
  const form = useForm<PriceValues>({
    mode: 'controlled',
    initialValues: toValues(config),
    validate: {
      operativePercentage: validatePercent('operativePercentage'),
      backofficePercentage: validatePercent('backofficePercentage'),
      taxPercentage: validatePercent('taxPercentage'),
      paymentGatewayPercentage: validatePercent('paymentGatewayPercentage'),
    },
  });

  const save = useUpdatePriceConfig({
    onSuccess: (updated) => {
      form.setInitialValues(toValues(updated));
      form.setValues(toValues(updated));
      form.resetDirty(toValues(updated));
      toast.success({ title: 'Precios actualizados', message: 'La nueva configuración de precios ya está vigente.' });
    },
    onError: (error) => toastAdminFailure(error, ADMIN_FAILURES.pricing),
  });

  const preview = pricePreview(form.values);
  const overLimit = preview.totalHundredths > 10_000;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate({
          operativePercentage: Number(values.operativePercentage),
          backofficePercentage: Number(values.backofficePercentage),
          taxPercentage: Number(values.taxPercentage),
          paymentGatewayPercentage: Number(values.paymentGatewayPercentage),
        }),
      )}
    >
      <Stack gap="md">
        <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="percentages-title">
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} fz="lg" id="percentages-title">
                Porcentajes
              </Title>
              <Text fz="sm" c="dimmed">
                Reparten la comisión de la plataforma (10 % del subtotal de cada reserva); no cambian lo que paga el
                huésped. Lo que sobra es el margen de la plataforma. Cada reserva conserva el reparto vigente cuando se
                hizo.
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
              {PRICE_FIELDS.map(({ key, label }) => (
                <NumberInput
                  key={form.key(key)}
                  label={label}
                  min={0}
                  max={100}
                  step={0.01}
                  decimalScale={2}
                  allowNegative={false}
                  rightSection={
                    <Text fz="sm" c="dimmed" aria-hidden>
                      %
                    </Text>
                  }
                  {...form.getInputProps(key)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="preview-title" bg="gray.0">
          <Stack gap={6}>
            <Title order={2} fz="lg" id="preview-title">
              Vista previa
            </Title>
            <Text aria-live="polite">
              Suma de porcentajes: <strong>{formatPercent(preview.totalHundredths / 100)}</strong>
            </Text>
            <Text aria-live="polite" data-testid="pricing-example">
              {preview.sentence}
            </Text>
            {overLimit && (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
                {SPLIT_OVER_100}
              </Alert>
            )}
          </Stack>
        </Card>

        <Group justify="space-between" align="center" gap="sm">
          <Text fz="sm" c="dimmed">
            Última actualización: {formatDateTime(config.updatedAt)}
            {config.updatedBy ? ` por ${config.updatedBy.name}` : ' (valores iniciales)'}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
              Descartar
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={save.isPending}
              disabled={!form.isDirty() || overLimit}
            >
              Guardar precios
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export function PricingTab() {
  const config = usePriceConfig();
  if (config.isPending) return <TabSkeleton label="Cargando configuración de precios" rows={2} height={140} />;
  if (config.isError) {
    return <LoadError onRetry={() => void config.refetch()}>No pudimos cargar la configuración de precios.</LoadError>;
  }
  return <PricingForm config={config.data} />;
}
