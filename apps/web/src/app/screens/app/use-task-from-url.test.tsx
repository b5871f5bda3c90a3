import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTaskFromUrl } from './use-task-from-url';

function render(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ taskId: useTaskFromUrl(), location: useLocation() }), { wrapper });
}

describe('useTaskFromUrl', () => {
  it('reads the task of a reminder’s link once, then takes the parameter out of the address', () => {
    const { result, rerender } = render('/app?task=abc-123&view=today');
    expect(result.current.taskId).toBe('abc-123');
    expect(result.current.location.search).toBe('?view=today');
    rerender();
    expect(result.current.taskId).toBe('abc-123');
  });

  it('is null on a plain /app', () => {
    const { result } = render('/app');
    expect(result.current.taskId).toBeNull();
    expect(result.current.location.search).toBe('');
  });
});
