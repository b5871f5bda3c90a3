import {
  DEFAULT_LINK_PROTOCOL,
  EDITOR_HISTORY_DEPTH,
  EDITOR_HISTORY_GROUP_DELAY_MS,
  HEADING_LEVEL_MAX,
  HEADING_LEVEL_MIN,
  LINK_REL,
  LINK_TARGET,
  isAllowedHref,
} from '@fokus/core';
import type { Extensions } from '@tiptap/core';
import { Highlight } from '@tiptap/extension-highlight';
import { StarterKit } from '@tiptap/starter-kit';

/** Heading levels of spec §5 (1–6), from core's constants. */
export const HEADING_LEVELS = Array.from(
  { length: HEADING_LEVEL_MAX - HEADING_LEVEL_MIN + 1 },
  (_, index) => HEADING_LEVEL_MIN + index,
) as (1 | 2 | 3 | 4 | 5 | 6)[];

/**
 * The editor's schema: exactly the nodes and marks of spec §5 (StarterKit's paragraph, headings, bold,
 * italic, strike, underline, inline code, code block, blockquote, lists, horizontal rule, hard break
 * and link, plus highlight). Links pass core's allowlist both when typed and when pasted, and always
 * carry core's target and rel; the server's sanitiser applies the same rule again before storing.
 */
export function descriptionExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: HEADING_LEVELS },
      undoRedo: { depth: EDITOR_HISTORY_DEPTH, newGroupDelay: EDITOR_HISTORY_GROUP_DELAY_MS },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: DEFAULT_LINK_PROTOCOL,
        HTMLAttributes: { target: LINK_TARGET, rel: LINK_REL },
        isAllowedUri: (url) => isAllowedHref(url),
        shouldAutoLink: (url) => isAllowedHref(url),
      },
    }),
    Highlight.configure({ multicolor: false }),
  ];
}
