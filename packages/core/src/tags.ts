/**
 * Rules of tags that need no schema (so the first screen can use them without loading zod): how tags
 * sort and clash by name, and which tasks carry a tag. A link between a task and a tag is named by the
 * pair: its id is derived from the two ids, so tagging the same task with the same tag on two devices
 * (or twice offline) names one row, and untagging needs no id from the server.
 */
import type { Tag } from './schemas/answers';

const HEX_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for a UUID (any version, any case). */
export function isUuid(value: string): boolean {
  return HEX_UUID.test(value.toLowerCase());
}

/**
 * The id of the link between a task and a tag: the two UUIDs' bits combined (exclusive or), stamped
 * as a version-8 UUID (RFC 9562, "custom"). Throws on ids that are not UUIDs.
 */
export function taskTagId(taskId: string, tagId: string): string {
  const a = taskId.toLowerCase();
  const b = tagId.toLowerCase();
  if (!HEX_UUID.test(a) || !HEX_UUID.test(b)) throw new Error('taskTagId needs two UUIDs');
  const digitsA = a.replaceAll('-', '');
  const digitsB = b.replaceAll('-', '');
  // The task's half and the tag's half are told apart (the link of task X and tag Y is not the link
  // of task Y and tag X) by rotating the tag's digits before combining.
  const rotatedB = digitsB.slice(16) + digitsB.slice(0, 16);
  let hex = '';
  for (let index = 0; index < 32; index += 1) {
    hex += (parseInt(digitsA[index]!, 16) ^ parseInt(rotatedB[index]!, 16)).toString(16);
  }
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const stamped = `${hex.slice(0, 12)}8${hex.slice(13, 16)}${variant}${hex.slice(17)}`;
  return `${stamped.slice(0, 8)}-${stamped.slice(8, 12)}-${stamped.slice(12, 16)}-${stamped.slice(16, 20)}-${stamped.slice(20)}`;
}

/** The tasks of a list that carry a tag (in their order), given the person's task–tag links. */
export function tasksWithTag<T extends { id: string }>(
  tasks: readonly T[],
  links: readonly { taskId: string; tagId: string }[],
  tagId: string,
): T[] {
  const tagged = new Set(links.filter((link) => link.tagId === tagId).map((link) => link.taskId));
  return tasks.filter((task) => tagged.has(task.id));
}

/** How many tasks carry each tag (tags on no task are absent). */
export function taskCountsByTag(links: readonly { taskId: string; tagId: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const link of links) counts.set(link.tagId, (counts.get(link.tagId) ?? 0) + 1);
  return counts;
}

/** Tags sorted for showing: by name, as the person's language sorts them. */
export function sortTags<T extends Pick<Tag, 'name'>>(tags: readonly T[], locale: string): T[] {
  return [...tags].sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }));
}

/** True when another live tag of the list already has this name (names compare without case). */
export function isTagNameTaken(
  tags: readonly Pick<Tag, 'id' | 'name'>[],
  name: string,
  exceptId?: string,
): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return tags.some((tag) => tag.id !== exceptId && tag.name.trim().toLocaleLowerCase() === wanted);
}
