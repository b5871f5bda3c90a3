/** Tags: the person's labels for tasks — their reads, cache adapters, mutations and UI. */
export { useTags, getTags } from './api/get-tags';
export { useTaskTags, getTaskTags } from './api/get-task-tags';
export { useTagMutations, type TagMutations } from './api/use-tag-mutations';
export { TagChip } from './components/tag-chip';
export { TagFilter } from './components/tag-filter';
export { TagsManager } from './components/tags-manager';
export { TaskTagsField } from './components/task-tags-field';
