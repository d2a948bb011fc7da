/**
 * "Duración": 2, 4 or 8 hours as one choice group (the booking form, the venue's month view).
 * Its own module, so the venue page does not load the booking form's code for it.
 */
import { Stack, Text } from '@mantine/core';
import { DURATIONS, type Duration } from '@rentas/domain';
import { useId } from 'react';
import { ChoiceGroup } from './choice-group';

export function DurationChoice({ value, onChange }: { value: Duration; onChange: (hours: Duration) => void }) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text component="span" fz="sm" fw={500} id={labelId}>
        Duración
      </Text>
      <ChoiceGroup
        labelledBy={labelId}
        grow
        value={String(value) as `${Duration}`}
        onChange={(next) => onChange(Number(next) as Duration)}
        choices={DURATIONS.map((hours) => ({ value: `${hours}` as const, label: `${hours} horas` }))}
      />
    </Stack>
  );
}
