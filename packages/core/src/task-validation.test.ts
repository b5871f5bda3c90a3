import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { isTaskTitleValid, validateTaskTitle } from './task-validation';

describe('task title', () => {
  it('is trimmed when valid', () => {
    expect(validateTaskTitle('  Buy milk \n')).toBe('Buy milk');
    expect(isTaskTitleValid(' a ')).toBe(true);
  });

  it.each(['', '   ', '\t\n'])('rejects %j with taskTitleEmpty', (title) => {
    expect(isTaskTitleValid(title)).toBe(false);
    expect(() => validateTaskTitle(title)).toThrow(new DomainError('TASK_TITLE_EMPTY'));
    expect(() => validateTaskTitle(title)).toThrow('Task title cannot be empty');
  });
});
