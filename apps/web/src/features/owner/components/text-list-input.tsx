/**
 * A text input with an 'Agregar' button (or Enter) that adds trimmed entries to a
 * list without duplicates (SPEC.md §5): amenities and image URLs.
 */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { type AddToListResult, addUnique } from '../venue-form';

export interface TextListInputProps {
  label: string;
  placeholder?: string;
  description?: string;
  list: string[];
  onChange: (list: string[]) => void;
  max?: number;
  /** the message for each refusal */
  messages: { duplicate: string; full: string; invalid?: string };
  /** an extra check of the trimmed text (e.g. a URL) */
  isValid?: (text: string) => boolean;
  type?: 'text' | 'url';
  disabled?: boolean;
}

export function TextListInput({
  label,
  placeholder,
  description,
  list,
  onChange,
  max,
  messages,
  isValid,
  type = 'text',
  disabled,
}: TextListInputProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const add = () => {
    const trimmed = text.trim();
    if (!trimmed) {
      setText('');
      return;
    }
    if (isValid && !isValid(trimmed)) {
      setError(messages.invalid ?? null);
      return;
    }
    const result: AddToListResult = addUnique(list, trimmed, max);
    if (!result.ok) {
      setError(result.reason === 'full' ? messages.full : result.reason === 'duplicate' ? messages.duplicate : null);
      if (result.reason === 'duplicate') setText('');
      return;
    }
    onChange(result.list);
    setText('');
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          description={description}
          placeholder={placeholder}
          type={type}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={disabled}
          aria-label={`Agregar ${label.toLowerCase()}`}
        >
          Agregar
        </Button>
      </Group>
      {error && (
        <Text id={errorId} fz="sm" c="red.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
