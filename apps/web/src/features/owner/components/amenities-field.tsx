/** Amenities: free text added with 'Agregar' or Enter, removable chips, no duplicates (SPEC.md §2, §5). */
import { Pill, Stack, Text } from '@mantine/core';
import { TextListInput } from './text-list-input';

export function AmenitiesField({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (amenities: string[]) => void;
  disabled?: boolean;
}) {
  return (
    <Stack gap="sm">
      <TextListInput
        label="Comodidad"
        placeholder="Ej. Wi-Fi, aire acondicionado, estacionamiento"
        list={value}
        onChange={onChange}
        max={40}
        messages={{ duplicate: 'Esa comodidad ya está en la lista.', full: 'Máximo 40 comodidades.' }}
        disabled={disabled}
      />
      {value.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Aún no agregas comodidades.
        </Text>
      ) : (
        <Pill.Group
          component="ul"
          aria-label="Comodidades agregadas"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {value.map((amenity) => (
            <Pill
              key={amenity}
              component="li"
              size="lg"
              withRemoveButton={!disabled}
              onRemove={() => onChange(value.filter((a) => a !== amenity))}
              // Mantine hides the remove button from keyboards by default; chips here are removed with it.
              removeButtonProps={{ 'aria-label': `Quitar ${amenity}`, 'aria-hidden': false, tabIndex: 0 }}
            >
              {amenity}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </Stack>
  );
}
