// Ids in AI answers. A model is shown short ids (t1, s1 …) instead of UUIDs — fewer tokens each way, and it
// cannot copy a real id it was never shown — and its answer is mapped back here. Whatever the provider,
// an action may only name a task or strategy given in the input (core's keepOwnActions).
import { ownProperty, type AssistantAction } from '@fokus/core';

/** Maps the short ids of actions back to real ids; an id the model was not shown stays as it is. */
export function translateActionIds(
  actions: readonly AssistantAction[],
  ids: ReadonlyMap<string, string>,
): AssistantAction[] {
  return actions.map((action) => ({
    ...action,
    ...(action.taskId === undefined ? {} : { taskId: ids.get(action.taskId) ?? action.taskId }),
    ...(action.strategyId === undefined
      ? {}
      : { strategyId: ids.get(action.strategyId) ?? action.strategyId }),
  }));
}

/** A grouping answer whose groups' task lists carry real ids again (sanitised JSON in, new value out). */
export function translateGroupIds(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  const translateGroup = (group: unknown): unknown => {
    const tasks = ownProperty(group, 'tasks');
    if (!Array.isArray(tasks) || typeof group !== 'object' || group === null) return group;
    return { ...group, tasks: tasks.map((id) => (typeof id === 'string' ? (ids.get(id) ?? id) : id)) };
  };
  if (Array.isArray(value)) return value.map(translateGroup);
  const groups = ownProperty(value, 'groups');
  if (!Array.isArray(groups) || typeof value !== 'object' || value === null) return value;
  return { ...value, groups: groups.map(translateGroup) };
}
