/**
 * Landing search card (SPEC.md §2 Landing; PRODUCT.md §3: its inputs are passed
 * to /venues). The end time is offered as start + 2, 4 or 8 hours, so the
 * duration is always one the venues accept.
 *
 * The inputs load when the visitor first reaches for the card (pointer over it,
 * focus or touch); until then look-alikes with the same markup stand in for them
 * (search-fields-preview.tsx), so the landing page's first load stays small.
 */
import { Button, Card, SimpleGrid, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, type FormEvent, type SyntheticEvent, useCallback, useRef, useState } from 'react';
import {
  INITIAL_SEARCH,
  type Resume,
  SearchFieldsPreview,
  type SearchFieldsProps,
  type SearchValues,
  searchFieldIds,
} from './search-fields-preview';

type Fields = ComponentType<SearchFieldsProps>;

const FIELD_IDS: readonly string[] = Object.values(searchFieldIds);

/** The id of the search field an event happened in (or that has the focus), if any. */
function fieldIdOf(target: EventTarget | null): string | null {
  const field = target instanceof Element ? target.closest('input[id], button[id]') : null;
  return field && FIELD_IDS.includes(field.id) ? field.id : null;
}

export function SearchCard() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SearchValues>(INITIAL_SEARCH);
  const [fields, setFields] = useState<{ Fields: Fields; resume: Resume } | null>(null);
  const onChange = useCallback((patch: Partial<SearchValues>) => setValues((prev) => ({ ...prev, ...patch })), []);

  // The swap to the real inputs waits for the code and for any press in progress to end
  // (the press becomes a click on the look-alike, which the real input then repeats).
  const swap = useRef({
    loading: false,
    module: null as Fields | null,
    pressed: false,
    clicked: null as string | null,
  });

  const takeOver = () => {
    const state = swap.current;
    if (!state.module || state.pressed) return;
    const { module: Fields, clicked } = state;
    const resume: Resume = clicked
      ? { id: clicked, open: true }
      : { id: fieldIdOf(document.activeElement), open: false };
    setFields((prev) => prev ?? { Fields, resume });
  };

  const load = () => {
    const state = swap.current;
    if (state.loading) return;
    state.loading = true;
    void import('./search-fields').then(({ default: Fields }) => {
      state.module = Fields;
      takeOver();
    });
  };

  const onPointerDown = () => {
    const state = swap.current;
    state.pressed = true;
    load();
    // After the pointer is released and its click (if any) has been handled.
    window.addEventListener(
      'pointerup',
      () =>
        window.setTimeout(() => {
          state.pressed = false;
          takeOver();
        }),
      { once: true },
    );
  };

  const search = () => {
    const { category, date, startTime, duration, guests } = values;
    const people = Number(guests);
    void navigate({
      to: '/venues',
      search: {
        category: category ?? undefined,
        date: date ?? undefined,
        startTime: startTime ?? undefined,
        duration: startTime && duration ? duration : undefined,
        guests: Number.isInteger(people) && people >= 1 ? people : undefined,
      },
    });
  };

  return (
    <Card
      component="form"
      withBorder
      radius="lg"
      padding="lg"
      shadow="lg"
      aria-label="Buscar lugares"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        search();
      }}
      {...(fields
        ? {}
        : {
            onPointerEnter: load,
            onFocusCapture: load,
            onPointerDownCapture: onPointerDown,
            onClickCapture: (event: SyntheticEvent) => {
              swap.current.clicked = fieldIdOf(event.target) ?? swap.current.clicked;
              takeOver();
            },
          })}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          {fields ? (
            <fields.Fields values={values} onChange={onChange} resume={fields.resume} />
          ) : (
            <SearchFieldsPreview />
          )}
        </SimpleGrid>
        <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />} data-primary-action>
          Buscar
        </Button>
      </Stack>
    </Card>
  );
}
