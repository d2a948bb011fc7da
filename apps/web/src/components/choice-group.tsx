/**
 * A single-choice group of visible buttons (WAI-ARIA radio group): Tab enters at
 * the chosen option, arrow keys move and choose, disabled options are skipped.
 * Used for durations and start times, where every option should stay visible.
 */
import { Text, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useRef } from 'react';
import classes from './choice-group.module.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** second line, e.g. 'Ocupado' */
  note?: string;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string> {
  choices: Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** id of the visible label of the group */
  labelledBy: string;
  /** minimum width of each option */
  minWidth?: number;
  grow?: boolean;
}

export function ChoiceGroup<T extends string>({
  choices,
  value,
  onChange,
  labelledBy,
  minWidth = 84,
  grow = false,
}: ChoiceGroupProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = choices.map((choice, index) => ({ choice, index })).filter(({ choice }) => !choice.disabled);
  const selectedIndex = choices.findIndex((choice) => choice.value === value && !choice.disabled);
  const tabIndexOwner = selectedIndex >= 0 ? selectedIndex : (enabled[0]?.index ?? -1);

  const move = (from: number, step: 1 | -1) => {
    if (enabled.length === 0) return;
    const position = enabled.findIndex(({ index }) => index === from);
    const next = enabled[(position + step + enabled.length) % enabled.length];
    if (!next) return;
    onChange(next.choice.value);
    refs.current[next.index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, -1);
    }
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={classes.group} data-grow={grow || undefined}>
      {choices.map((choice, index) => {
        const checked = choice.value === value;
        return (
          <UnstyledButton
            key={choice.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={choice.disabled}
            tabIndex={index === tabIndexOwner ? 0 : -1}
            className={classes.choice}
            data-checked={checked || undefined}
            style={{ minWidth }}
            onClick={() => onChange(choice.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <Text component="span" fw={600} fz="sm" lh={1.2} display="block">
              {choice.label}
            </Text>
            {choice.note && (
              <Text component="span" fz={11} lh={1.2} display="block" className={classes.note}>
                {choice.note}
              </Text>
            )}
          </UnstyledButton>
        );
      })}
    </div>
  );
}
