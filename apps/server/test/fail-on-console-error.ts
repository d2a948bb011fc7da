import { afterEach, vi } from 'vitest';

// Epic Stack habit: an unexpected console.error fails the test that caused it.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length) throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
});
