// The post's rich text: Mantine's editor on tiptap, limited to what the server's sanitiser keeps (headings h2-h4,
// emphasis, lists, quotes, links, rules, images uploaded to our own media). German labels for every control.
import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { Link, RichTextEditor, getUploadImageExtension } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import '@mantine/tiptap/styles.css';
import { uploadImage } from '../lib/upload-image.ts';
import { normaliseError } from '../lib/api.ts';
import { snackbar } from '../lib/snackbar.ts';

const LABELS = {
  boldControlLabel: 'Fett',
  italicControlLabel: 'Kursiv',
  underlineControlLabel: 'Unterstrichen',
  strikeControlLabel: 'Durchgestrichen',
  clearFormattingControlLabel: 'Formatierung entfernen',
  linkControlLabel: 'Link einfügen',
  unlinkControlLabel: 'Link entfernen',
  bulletListControlLabel: 'Aufzählung',
  orderedListControlLabel: 'Nummerierte Liste',
  h2ControlLabel: 'Überschrift',
  h3ControlLabel: 'Zwischenüberschrift',
  h4ControlLabel: 'Kleine Überschrift',
  blockquoteControlLabel: 'Zitat',
  hrControlLabel: 'Trennlinie',
  undoControlLabel: 'Rückgängig',
  redoControlLabel: 'Wiederholen',
  imageUploadControlLabel: 'Bild einfügen',
  linkEditorInputLabel: 'Adresse des Links',
  linkEditorInputPlaceholder: 'https://beispiel.de/',
  linkEditorExternalLink: 'In neuem Tab öffnen',
  linkEditorInternalLink: 'Im selben Tab öffnen',
  linkEditorSave: 'Speichern',
};

/** An uploaded picture in the text points at our own media (the only images the server keeps). */
async function uploadInline(file: File) {
  const image = await uploadImage(file, () => {});
  return { src: image.urls['3.jpg'] ?? image.urls['3.webp'] ?? Object.values(image.urls)[0]!, alt: '' };
}
const onUploadError = (_file: File, err: unknown) => snackbar.showError(normaliseError(err).message);

interface Props {
  value: string;
  onChange: (html: string) => void;
  error?: string;
  labelId: string;
}

export function PostTextEditor({ value, onChange, error, labelId }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false, HTMLAttributes: { rel: 'noopener nofollow', target: '_blank' } }),
      getUploadImageExtension(Image, { onImageUpload: uploadInline, onImageUploadError: onUploadError }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A draft restored from the preview replaces the content once it differs from what the editor holds.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <RichTextEditor
        editor={editor}
        labels={LABELS}
        onImageUpload={uploadInline}
        onImageUploadError={onUploadError}
        style={{ borderColor: error ? 'var(--mantine-color-red-8)' : undefined }}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload accept="image/jpeg,image/png,image/webp,image/gif,image/avif" />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
      {error ? (
        <Text c="red.8" size="sm" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
