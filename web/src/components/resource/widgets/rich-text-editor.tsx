import { Box, Button, HStack, Input } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextEditorProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  /** Spec section 9: small is 250 px high, medium 500 px. */
  size?: 'small' | 'medium';
  invalid?: boolean;
}

const HEIGHT = { small: '250px', medium: '500px' } as const;

/** The toolbar's formatting buttons, in order: what each shows as active and what it runs. */
function useButtons(editor: Editor) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 2 }),
      subheading: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return {
    state,
    buttons: [
      { key: 'bold', label: t('common:editor.bold'), active: state.bold, run: () => chain().toggleBold().run() },
      { key: 'italic', label: t('common:editor.italic'), active: state.italic, run: () => chain().toggleItalic().run() },
      { key: 'underline', label: t('common:editor.underline'), active: state.underline, run: () => chain().toggleUnderline().run() },
      { key: 'strike', label: t('common:editor.strike'), active: state.strike, run: () => chain().toggleStrike().run() },
      { key: 'heading', label: t('common:editor.heading'), active: state.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
      {
        key: 'subheading',
        label: t('common:editor.subheading'),
        active: state.subheading,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
      { key: 'bullet', label: t('common:editor.bulletList'), active: state.bullet, run: () => chain().toggleBulletList().run() },
      { key: 'ordered', label: t('common:editor.orderedList'), active: state.ordered, run: () => chain().toggleOrderedList().run() },
      { key: 'quote', label: t('common:editor.quote'), active: state.quote, run: () => chain().toggleBlockquote().run() },
      { key: 'rule', label: t('common:editor.rule'), run: () => chain().setHorizontalRule().run() },
      { key: 'clear', label: t('common:editor.clear'), run: () => chain().unsetAllMarks().clearNodes().run() },
      { key: 'undo', label: t('common:editor.undo'), disabled: !state.undo, run: () => chain().undo().run() },
      { key: 'redo', label: t('common:editor.redo'), disabled: !state.redo, run: () => chain().redo().run() },
    ],
  };
}

/** Addresses a link may take: the sanitiser keeps these schemes only. */
const LINK = /^(https?:\/\/|mailto:|tel:)\S+$/i;

/** Sets or removes the link on the selection: the address typed in a row under the toolbar. */
function LinkRow({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation();
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const valid = LINK.test(href.trim());
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    onDone();
  };
  return (
    <HStack gap="2" p="2" borderBottomWidth="1px" wrap="wrap">
      <Input
        size="sm"
        flex="1"
        minW="12rem"
        aria-label={t('common:editor.linkAddress')}
        placeholder="https://"
        value={href}
        autoFocus
        onChange={(e) => setHref(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') onDone();
        }}
      />
      <Button size="sm" onClick={apply} disabled={!valid}>
        {t('common:editor.linkApply')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onDone();
        }}
      >
        {t('common:editor.linkRemove')}
      </Button>
    </HStack>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const { state, buttons } = useButtons(editor);
  const [linking, setLinking] = useState(false);
  return (
    <>
      <HStack role="toolbar" aria-label={t('common:editor.toolbar')} gap="1" p="1" borderBottomWidth="1px" wrap="wrap">
        {buttons.map((b) => (
          <Button
            key={b.key}
            size="xs"
            variant={b.active ? 'solid' : 'ghost'}
            aria-pressed={b.active === undefined ? undefined : b.active}
            disabled={b.disabled}
            onClick={b.run}
          >
            {b.label}
          </Button>
        ))}
        <Button
          size="xs"
          variant={state.link ? 'solid' : 'ghost'}
          aria-pressed={state.link}
          aria-expanded={linking}
          onClick={() => setLinking((v) => !v)}
        >
          {t('common:editor.link')}
        </Button>
      </HStack>
      {linking && <LinkRow editor={editor} onDone={() => setLinking(false)} />}
    </>
  );
}

/** Tiptap editor bound to an HTML string; labelled by the field's label. */
export function RichTextEditor({ id, labelId, value, onChange, size = 'medium', invalid }: RichTextEditorProps) {
  const editor = useEditor({
    // StarterKit 3 holds every toolbar feature (underline, strike, quote, rule, link, history). Links
    // open in the same tab unless told; the sanitiser keeps http(s), mailto and tel addresses only.
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } } }),
    ],
    content: value || '',
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        style: `min-height: ${HEIGHT[size]}; outline: none; padding: 8px 12px;`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // Form resets (item loaded, language switched) replace the content without echoing a change.
  // Deferred a microtask: tiptap re-renders through flushSync, which React refuses inside an effect.
  useEffect(() => {
    if (!editor) return;
    queueMicrotask(() => {
      if (editor.isDestroyed) return;
      const current = editor.isEmpty ? '' : editor.getHTML();
      if ((value || '') !== current) editor.commands.setContent(value || '', { emitUpdate: false });
    });
  }, [editor, value]);

  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      borderColor={invalid ? 'border.error' : 'border'}
      width="full"
      maxHeight={size === 'small' ? '360px' : '640px'}
      overflowY="auto"
    >
      {editor && <Toolbar editor={editor} />}
      {/* Drawn with the storefront's rich-text rules, so the editor shows what shoppers will see. */}
      <EditorContent editor={editor} className="rich-text" />
    </Box>
  );
}
