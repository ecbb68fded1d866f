// Only the lazily loaded article editor imports this file, so Tiptap never reaches public pages.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo2,
  RemoveFormatting,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ARTICLE } from '../../../../shared/article-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { Figure } from './figure-node.ts';
import { ImageDialog } from './image-dialog.tsx';

const T = ADMIN.cms;

/** Spec §5: links limited to http, https, mailto, tel (the server enforces it again on save). */
const LINK_SCHEMES = /^(https?:\/\/|mailto:|tel:)/i;

/** The look of article HTML, shared by the editor surface. */
const ARTICLE_PROSE = cn(
  'max-w-none text-base leading-relaxed text-slate-800',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li_p]:my-0.5',
  '[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1',
  '[&_figure]:my-4 [&_figcaption]:mt-1 [&_figcaption]:text-sm [&_figcaption]:text-slate-600 [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-600',
);

function ToolButton({
  label,
  icon: Icon,
  onClick,
  pressed,
  disabled,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the caret and selection in the editor while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-md text-slate-700 transition-colors hover:bg-slate-200 disabled:opacity-40 disabled:hover:bg-transparent',
        pressed && 'bg-brand-100 text-brand-800 hover:bg-brand-100',
      )}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}

function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const onOpenChange = (next: boolean) => {
    if (next) {
      setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
      setError(null);
    }
    setOpen(next);
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    let href = url.trim();
    if (!href) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setOpen(false);
      return;
    }
    if (!LINK_SCHEMES.test(href) && /^[\w-]+(\.[\w-]+)+/.test(href)) href = `https://${href}`;
    if (!LINK_SCHEMES.test(href)) {
      setError(T.linkInvalid);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    // Caret after the link, so typing goes on in plain text.
    editor.commands.setTextSelection(editor.state.selection.to);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={T.link}
          title={T.link}
          aria-pressed={active}
          onMouseDown={(e) => e.preventDefault()}
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-md text-slate-700 transition-colors hover:bg-slate-200',
            active && 'bg-brand-100 text-brand-800 hover:bg-brand-100',
          )}
        >
          <Link2 aria-hidden className="size-5" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          // Back to the editor, caret where it was, rather than to the toolbar button.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            editor.commands.focus();
          }}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
        >
          <form onSubmit={apply} className="grid gap-3">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
              {T.link}
            </label>
            <input
              id={inputId}
              type="text"
              inputMode="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-hint`}
              className={inputClass}
            />
            <p
              id={`${inputId}-hint`}
              className={cn('text-xs', error ? 'text-red-700' : 'text-slate-600')}
              role={error ? 'alert' : undefined}
            >
              {error ?? T.linkPrompt}
            </p>
            <div className="flex justify-end gap-2">
              <Popover.Close asChild>
                <Button variant="secondary" className="min-h-9 px-3">
                  {COMMON.cancel}
                </Button>
              </Popover.Close>
              <Button type="submit" className="min-h-9 px-3">
                {T.linkApply}
              </Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Toolbar({ editor, onImage }: { editor: Editor; onImage: () => void }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      link: e.isActive('link'),
      ordered: e.isActive('orderedList'),
      bullet: e.isActive('bulletList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={T.toolbar} className="flex flex-wrap items-center gap-0.5 border-b border-slate-300 bg-slate-50 p-1">
      <ToolButton label={T.heading(1)} icon={Heading1} pressed={s.h1} onClick={() => chain().toggleHeading({ level: 1 }).run()} />
      <ToolButton label={T.heading(2)} icon={Heading2} pressed={s.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <ToolButton label={T.heading(3)} icon={Heading3} pressed={s.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <span aria-hidden className="mx-1 h-6 w-px bg-slate-300" />
      <ToolButton label={T.bold} icon={Bold} pressed={s.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton label={T.italic} icon={Italic} pressed={s.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton label={T.underline} icon={Underline} pressed={s.underline} onClick={() => chain().toggleUnderline().run()} />
      <LinkButton editor={editor} active={s.link} />
      <ToolButton label={ARTICLE.imageButton} icon={ImagePlus} onClick={onImage} />
      <span aria-hidden className="mx-1 h-6 w-px bg-slate-300" />
      <ToolButton label={T.orderedList} icon={ListOrdered} pressed={s.ordered} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton label={T.bulletList} icon={List} pressed={s.bullet} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton label={T.clearFormatting} icon={RemoveFormatting} onClick={() => chain().unsetAllMarks().clearNodes().run()} />
      <span aria-hidden className="mx-1 h-6 w-px bg-slate-300" />
      <ToolButton label={T.undo} icon={Undo2} disabled={!s.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton label={T.redo} icon={Redo2} disabled={!s.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}

/** The 'Konten' field: Tiptap with the spec's toolbar, undo depth 100 and 1 s grouping (spec §9). */
export function RichTextEditor({
  initialHtml,
  onChange,
  labelId,
  disabled,
  onReady,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  disabled?: boolean;
  onReady?: (focus: () => void) => void;
}) {
  const [imageDialog, setImageDialog] = useState<{ open: boolean; file: File | null; key: number }>({ open: false, file: null, key: 0 });
  const takeImage = (files: FileList | undefined | null) => {
    const picture = [...(files ?? [])].find((f) => f.type.startsWith('image/'));
    if (!picture) return false;
    setImageDialog((d) => ({ open: true, file: picture, key: d.key + 1 }));
    return true;
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        undoRedo: { depth: 100, newGroupDelay: 1000 },
        link: {
          openOnClick: false,
          // Off: with it on, Tiptap makes links "inclusive", so text typed after a link joins it.
          autolink: false,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => LINK_SCHEMES.test(url),
        },
        // Not in the spec's toolbar and not in the server's allowlist.
        horizontalRule: false,
      }),
      Figure,
    ],
    content: initialHtml,
    shouldRerenderOnTransaction: false,
    editable: !disabled,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class: cn(ARTICLE_PROSE, 'min-h-72 px-4 py-3 focus:outline-none'),
      },
      // A pasted or dropped picture opens the image dialog (alt text is required) instead of vanishing.
      handlePaste: (_view, event) => takeImage(event.clipboardData?.files),
      handleDrop: (_view, event) => takeImage((event as DragEvent).dataTransfer?.files),
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  useEffect(() => {
    onReady?.(() => editor.commands.focus());
  }, [editor, onReady]);

  return (
    <div className="overflow-hidden rounded-md border border-slate-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
      <Toolbar editor={editor} onImage={() => setImageDialog((d) => ({ open: true, file: null, key: d.key + 1 }))} />
      <EditorContent editor={editor} />
      <ImageDialog
        key={imageDialog.key}
        open={imageDialog.open}
        initialFile={imageDialog.file}
        onOpenChange={(open) => {
          setImageDialog((d) => ({ ...d, open }));
          if (!open) editor.commands.focus();
        }}
        onInsert={(image) => editor.chain().focus().insertFigure(image).run()}
      />
    </div>
  );
}
