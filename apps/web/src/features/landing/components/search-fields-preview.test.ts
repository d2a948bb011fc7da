/**
 * The landing search card's look-alike inputs reuse Mantine's own class names; this
 * fails when a Mantine update renames them (then copy the new ones, and compare the
 * look-alikes with the real inputs again).
 */
import { NumberInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { endTimeLabel, numberInputClasses } from './search-fields-preview';

describe('search card look-alikes', () => {
  it("use Mantine's NumberInput classes", () => {
    expect(numberInputClasses).toEqual({
      root: NumberInput.classes.root,
      controls: NumberInput.classes.controls,
      control: NumberInput.classes.control,
    });
  });

  it('labels end times past midnight', () => {
    expect(endTimeLabel('18:00', 4)).toBe('22:00');
    expect(endTimeLabel('21:00', 4)).toBe('01:00 (+1 día)');
  });
});
