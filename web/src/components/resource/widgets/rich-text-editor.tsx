import { Box, Button, HStack } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
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

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
    }),
  });
  const buttons = [
    { key: 'bold', label: t('common:editor.bold'), active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', label: t('common:editor.italic'), active: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
    {
      key: 'heading',
      label: t('common:editor.heading'),
      active: state.heading,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'bullet',
      label: t('common:editor.bulletList'),
      active: state.bullet,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('common:editor.orderedList'),
      active: state.ordered,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ];
  return (
    <HStack role="toolbar" aria-label={t('common:editor.toolbar')} gap="1" p="1" borderBottomWidth="1px" wrap="wrap">
      {buttons.map((b) => (
        <Button key={b.key} size="xs" variant={b.active ? 'solid' : 'ghost'} aria-pressed={b.active} onClick={b.run}>
          {b.label}
        </Button>
      ))}
    </HStack>
  );
}

/** Tiptap editor bound to an HTML string; labelled by the field's label. */
export function RichTextEditor({ id, labelId, value, onChange, size = 'medium', invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit],
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
      css={{ '& .ProseMirror ul, & .ProseMirror ol': { paddingInlineStart: '1.5em' }, '& .ProseMirror p': { margin: '0.25em 0' } }}
    >
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </Box>
  );
}
