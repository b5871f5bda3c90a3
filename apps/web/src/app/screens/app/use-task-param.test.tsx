import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useTaskParam } from './use-task-param';

function render(url: string) {
  const openTask = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const hook = renderHook(
    () => {
      useTaskParam(openTask);
      return useLocation();
    },
    { wrapper },
  );
  return { openTask, ...hook };
}

describe('useTaskParam', () => {
  it('opens the task a link names once, then takes the parameter out of the address', () => {
    const { openTask, result, rerender } = render('/app?task=abc-123&view=today');
    expect(openTask).toHaveBeenCalledExactlyOnceWith('abc-123');
    expect(result.current.search).toBe('?view=today');
    rerender();
    expect(openTask).toHaveBeenCalledTimes(1);
  });

  it('opens nothing on a plain /app', () => {
    const { openTask, result } = render('/app');
    expect(openTask).not.toHaveBeenCalled();
    expect(result.current.search).toBe('');
  });
});
