import { EDITOR_HISTORY_DEPTH, EDITOR_HISTORY_GROUP_DELAY_MS, LINK_REL, LINK_TARGET } from '@fokus/core';
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { descriptionExtensions } from './description-extensions';

describe('the description editor’s schema', () => {
  const editor = new Editor({ extensions: descriptionExtensions() });

  it('has exactly the nodes and marks of spec §5', () => {
    expect(Object.keys(editor.schema.nodes).sort()).toEqual(
      [
        'blockquote',
        'bulletList',
        'codeBlock',
        'doc',
        'hardBreak',
        'heading',
        'horizontalRule',
        'listItem',
        'orderedList',
        'paragraph',
        'text',
      ].sort(),
    );
    expect(Object.keys(editor.schema.marks).sort()).toEqual(
      ['bold', 'code', 'highlight', 'italic', 'link', 'strike', 'underline'].sort(),
    );
  });

  it('keeps 100 undo steps grouped by 500 ms, and links carry core’s target and rel', () => {
    const options = Object.fromEntries(
      editor.extensionManager.extensions.map((extension) => [extension.name, extension.options]),
    );
    expect(options.undoRedo).toMatchObject({
      depth: EDITOR_HISTORY_DEPTH,
      newGroupDelay: EDITOR_HISTORY_GROUP_DELAY_MS,
    });
    expect(options.heading).toMatchObject({ levels: [1, 2, 3, 4, 5, 6] });
    expect(options.link).toMatchObject({ HTMLAttributes: { target: LINK_TARGET, rel: LINK_REL } });
  });

  it('refuses a javascript: link even when set by a command', () => {
    editor.commands.setContent('<p>x</p>');
    editor.commands.selectAll();
    editor.commands.setLink({ href: 'javascript:alert(1)' });
    expect(editor.getHTML()).not.toContain('javascript:');
    editor.commands.setLink({ href: 'mailto:ada@example.com' });
    expect(editor.getHTML()).toContain('href="mailto:ada@example.com"');
  });
});
