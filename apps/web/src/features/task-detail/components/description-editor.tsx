import {
  TEXT_LIMITS,
  parseRichTextDescription,
  sanitizeRichTextDoc,
  textLimitState,
  type TextLimitState,
} from '@fokus/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  Highlighter,
  Italic,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Toolbar as ToolbarPrimitive } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLimitNote } from '@/components/ui/text-limit-note';
import { cn } from '@/lib/utils';
import { HEADING_LEVELS, descriptionExtensions } from './description-extensions';
import { LinkPopover } from './link-popover';

/** Idle time after the last keystroke before the description is saved, in ms (blur saves at once). */
const SAVE_DELAY_MS = 1000;

export interface DescriptionEditorProps {
  /** The stored description: editor JSON as a string, plain text from older clients, or null. */
  value: string | null;
  /**
   * Receives the sanitised document JSON as a string, only when it differs from what was last saved
   * and fits the limit. A promise resolving to `false` or `null` (a refusal) keeps the text on screen.
   */
  onChange?: (description: string) => Promise<unknown> | void;
}

/** The description's stored form against its limit (the API counts the serialised document). */
function limitOf(serialised: string): TextLimitState {
  return textLimitState(serialised, TEXT_LIMITS.description, { trim: false });
}

/** The stored form of the editor's document: sanitised by core, as the server will store it. */
function serialise(editor: Editor): string {
  return JSON.stringify(sanitizeRichTextDoc(editor.getJSON()));
}

/** The stored form of a value, so an unchanged document is recognised whatever its spelling. */
function normalise(value: string | null): string {
  return JSON.stringify(parseRichTextDescription(value));
}

/** Typography of the document (Tailwind's reset strips it); only the nodes of spec §5 need a look. */
const RICH_TEXT_CLASSES = [
  'min-h-32 px-3 py-2 text-sm leading-relaxed outline-none focus-visible:outline-2 focus-visible:outline-ring/40',
  '[&_p]:my-1 [&_h1]:my-2 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:my-2 [&_h2]:text-xl [&_h2]:font-bold',
  '[&_h3]:my-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-3',
  '[&_blockquote]:text-muted-foreground [&_pre]:my-2 [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre]:font-mono',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_mark]:bg-yellow-200 [&_mark]:text-inherit',
  'dark:[&_mark]:bg-yellow-700 [&_a]:text-primary [&_a]:underline [&_hr]:my-3 [&_hr]:border-border',
].join(' ');

const TOOL_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-accent aria-pressed:text-accent-foreground disabled:opacity-40 [&_svg]:size-4';

interface MarkTool {
  key: 'bold' | 'italic' | 'underline' | 'strike' | 'highlight' | 'code';
  icon: LucideIcon;
  toggle: (editor: Editor) => void;
}

const MARK_TOOLS: readonly MarkTool[] = [
  { key: 'bold', icon: Bold, toggle: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', icon: Italic, toggle: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', icon: Underline, toggle: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'strike', icon: Strikethrough, toggle: (e) => e.chain().focus().toggleStrike().run() },
  { key: 'highlight', icon: Highlighter, toggle: (e) => e.chain().focus().toggleHighlight().run() },
  { key: 'code', icon: Code, toggle: (e) => e.chain().focus().toggleCode().run() },
];

interface BlockTool {
  key: 'bulletList' | 'orderedList' | 'blockquote' | 'codeBlock';
  icon: LucideIcon;
  toggle: (editor: Editor) => void;
}

const BLOCK_TOOLS: readonly BlockTool[] = [
  { key: 'bulletList', icon: List, toggle: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', icon: ListOrdered, toggle: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'blockquote', icon: Quote, toggle: (e) => e.chain().focus().toggleBlockquote().run() },
  { key: 'codeBlock', icon: SquareCode, toggle: (e) => e.chain().focus().toggleCodeBlock().run() },
];

function Toolbar({ editor, editorId }: { editor: Editor; editorId: string }) {
  const { t } = useTranslation('taskDetail');
  const blockStyleId = useId();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      marks: Object.fromEntries(MARK_TOOLS.map((tool) => [tool.key, current.isActive(tool.key)])),
      blocks: Object.fromEntries(BLOCK_TOOLS.map((tool) => [tool.key, current.isActive(tool.key)])),
      heading: HEADING_LEVELS.find((level) => current.isActive('heading', { level })) ?? 0,
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  return (
    // One tab stop; arrow keys move between the buttons (WAI-ARIA toolbar pattern, Radix's roving focus).
    <ToolbarPrimitive.Root
      aria-label={t('description.toolbar')}
      // The editor's own id, not `editor.view.dom.id`: the view does not exist until the editor mounts.
      aria-controls={editorId}
      className="flex flex-wrap items-center gap-0.5 border-b p-1"
    >
      <label htmlFor={blockStyleId} className="sr-only">
        {t('description.blockStyle')}
      </label>
      <select
        id={blockStyleId}
        value={state.heading}
        onChange={(event) => {
          const level = Number(event.target.value);
          const chain = editor.chain().focus();
          if (level === 0) chain.setParagraph().run();
          else chain.setHeading({ level: level as (typeof HEADING_LEVELS)[number] }).run();
        }}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        <option value={0}>{t('description.paragraph')}</option>
        {HEADING_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t('description.heading', { level })}
          </option>
        ))}
      </select>
      {MARK_TOOLS.map(({ key, icon: Icon, toggle }) => (
        <ToolbarPrimitive.Button
          key={key}
          type="button"
          className={TOOL_BUTTON}
          aria-label={t(`description.${key}`)}
          title={t(`description.${key}`)}
          aria-pressed={state.marks[key] ?? false}
          onClick={() => toggle(editor)}
        >
          <Icon aria-hidden="true" />
        </ToolbarPrimitive.Button>
      ))}
      <LinkPopover editor={editor} isActive={state.link} buttonClassName={TOOL_BUTTON} />
      {BLOCK_TOOLS.map(({ key, icon: Icon, toggle }) => (
        <ToolbarPrimitive.Button
          key={key}
          type="button"
          className={TOOL_BUTTON}
          aria-label={t(`description.${key}`)}
          title={t(`description.${key}`)}
          aria-pressed={state.blocks[key] ?? false}
          onClick={() => toggle(editor)}
        >
          <Icon aria-hidden="true" />
        </ToolbarPrimitive.Button>
      ))}
      <ToolbarPrimitive.Button
        type="button"
        className={TOOL_BUTTON}
        aria-label={t('description.horizontalRule')}
        title={t('description.horizontalRule')}
        onClick={() => editor.chain().focus().setHorizontalRule().run()}
      >
        <Minus aria-hidden="true" />
      </ToolbarPrimitive.Button>
      <ToolbarPrimitive.Button
        type="button"
        className={TOOL_BUTTON}
        aria-label={t('description.undo')}
        title={t('description.undo')}
        disabled={!state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <Undo2 aria-hidden="true" />
      </ToolbarPrimitive.Button>
      <ToolbarPrimitive.Button
        type="button"
        className={TOOL_BUTTON}
        aria-label={t('description.redo')}
        title={t('description.redo')}
        disabled={!state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <Redo2 aria-hidden="true" />
      </ToolbarPrimitive.Button>
    </ToolbarPrimitive.Root>
  );
}

/**
 * The task description as rich text (TipTap, spec §5). It saves on blur and after a short pause in
 * typing; what it sends is core-sanitised JSON, and what it shows is core-sanitised too, so a stored
 * document from anywhere is displayed with only the allowed nodes, marks and links.
 */
export function DescriptionEditor({ value, onChange }: DescriptionEditorProps) {
  const { t } = useTranslation('taskDetail');
  const editorId = useId();
  const labelId = useId();
  const limitId = useId();
  const lastSaved = useRef(normalise(value));
  const [limit, setLimit] = useState(() => limitOf(normalise(value)));
  // Set when the server refused the last save: what the user wrote stays instead of the old text.
  const refused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const save = (editor: Editor) => {
    clearTimeout(timer.current);
    const next = serialise(editor);
    const nextLimit = limitOf(next);
    setLimit(nextLimit);
    // Too long to be stored: nothing is sent, the note says why and the text stays to be shortened.
    if (nextLimit.isOver || next === lastSaved.current) return;
    lastSaved.current = next;
    refused.current = false;
    const result = onChangeRef.current?.(next);
    if (result instanceof Promise)
      void result.then((answer) => {
        if (answer !== false && answer !== null) return;
        refused.current = true;
        // Not saved: the next blur or pause sends it again.
        if (lastSaved.current === next) lastSaved.current = '';
      });
  };

  const editor = useEditor({
    extensions: descriptionExtensions(),
    content: parseRichTextDescription(value),
    editable: onChange !== undefined,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-placeholder': t('description.placeholder'),
        'aria-describedby': limitId,
        class: RICH_TEXT_CLASSES,
      },
    },
    onUpdate: ({ editor: current }) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => save(current), SAVE_DELAY_MS);
    },
    onBlur: ({ editor: current }) => save(current),
  });

  // Save what is pending when the panel closes or switches task.
  useEffect(
    () => () => {
      if (timer.current !== undefined && !editor.isDestroyed) save(editor);
    },
    [editor],
  );

  // A change from elsewhere (another device, a rollback) is shown unless the user is typing here.
  useEffect(() => {
    const incoming = normalise(value);
    if (incoming === lastSaved.current || editor.isFocused || refused.current) return;
    lastSaved.current = incoming;
    editor.commands.setContent(parseRichTextDescription(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        {t('description.label')}
      </span>
      <div
        className={cn(
          'overflow-hidden rounded-lg border border-input bg-background focus-within:border-ring',
          onChange === undefined && 'opacity-80',
        )}
      >
        {onChange !== undefined && <Toolbar editor={editor} editorId={editorId} />}
        <EditorContent editor={editor} />
      </div>
      {/* Always there: the editor's aria-describedby is set once, when it is created. */}
      <div id={limitId}>
        <TextLimitNote id={`${limitId}-note`} state={limit} />
      </div>
    </div>
  );
}
