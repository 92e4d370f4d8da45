import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Frame = styled.div`
  border: 1px solid #c3ccd6;
  border-radius: 6px;
  background: #fff;
  &[data-invalid='true'] {
    border-color: #c62828;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    padding: 0.35rem;
    border-bottom: 1px solid #e1e6eb;
  }
  .toolbar button {
    min-width: 44px;
    min-height: 44px;
    border: 1px solid #c3ccd6;
    background: #f6f8fa;
    border-radius: 4px;
    font: inherit;
    cursor: pointer;
  }
  .toolbar button[aria-pressed='true'] {
    background: #dbe7f3;
  }
  .tiptap {
    min-height: 180px;
    padding: 0.6rem 0.75rem;
    outline: none;
  }
`;

interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  describedBy?: string;
  /** The label's id: the editable area is named by it. */
  labelId: string;
}

/**
 * The HTML description's editor (Tiptap): paragraphs, headings, bold, italic, lists and links.
 * The server sanitises what it saves, whatever the editor sends.
 */
export const RichTextEditor = ({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  labelId,
}: RichTextEditorProps) => {
  const { t } = useTranslation('admin');
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] } })],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the course loaded, the form reset) replaces the text. An editor
  // Tiptap has destroyed (the page mounted again while its chunk loaded) is left alone: reading
  // its HTML throws, and the next one starts from `value`.
  useEffect(() => {
    if (
      editor &&
      !editor.isDestroyed &&
      value !== editor.getHTML() &&
      !(value === '' && editor.isEmpty)
    ) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  if (!editor || editor.isDestroyed) return null;
  const button = (label: string, active: boolean, run: () => void) => (
    <button type="button" aria-pressed={active} onClick={run}>
      {label}
    </button>
  );
  return (
    <Frame data-invalid={invalid}>
      <div className="toolbar" role="toolbar" aria-label={t('courses.editorToolbar')}>
        {button(t('courses.editorBold'), editor.isActive('bold'), () =>
          editor.chain().focus().toggleBold().run(),
        )}
        {button(t('courses.editorItalic'), editor.isActive('italic'), () =>
          editor.chain().focus().toggleItalic().run(),
        )}
        {button(t('courses.editorHeading'), editor.isActive('heading', { level: 3 }), () =>
          editor.chain().focus().toggleHeading({ level: 3 }).run(),
        )}
        {button(t('courses.editorBulletList'), editor.isActive('bulletList'), () =>
          editor.chain().focus().toggleBulletList().run(),
        )}
        {button(t('courses.editorOrderedList'), editor.isActive('orderedList'), () =>
          editor.chain().focus().toggleOrderedList().run(),
        )}
      </div>
      <EditorContent editor={editor} />
    </Frame>
  );
};
