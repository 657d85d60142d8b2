import { memo, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import StarterKit from '@tiptap/starter-kit';
import Underline from '@tiptap/extension-underline';
import TextStyle from '@tiptap/extension-text-style';
import Color from '@tiptap/extension-color';
import Highlight from '@tiptap/extension-highlight';
import FontFamily from '@tiptap/extension-font-family';
import TextAlign from '@tiptap/extension-text-align';
import {
  FontSize,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonHighlightColor,
  MenuButtonIndent,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonStrikethrough,
  MenuButtonTextColor,
  MenuButtonUnderline,
  MenuButtonUndo,
  MenuButtonUnindent,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectFontFamily,
  MenuSelectFontSize,
  MenuSelectHeading,
  MenuSelectTextAlign,
  RichTextEditor as MuiTiptapEditor,
  type RichTextEditorRef,
} from 'mui-tiptap';

const FONT_FAMILIES = [
  { label: 'Sans serif', value: 'Arial, Helvetica, sans-serif' },
  { label: 'Serif', value: 'Georgia, "Times New Roman", serif' },
  { label: 'Monospace', value: '"Courier New", monospace' },
  { label: 'Verdana', value: 'Verdana, sans-serif' },
  { label: 'Trebuchet', value: '"Trebuchet MS", sans-serif' },
];

const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '28px', '32px'];

const SWATCHES = [
  { value: '#000000', label: 'Black' },
  { value: '#0b3d91', label: 'Navy' },
  { value: '#b34700', label: 'Saffron' },
  { value: '#1b7f3b', label: 'Green' },
  { value: '#c62828', label: 'Red' },
  { value: '#6a1b9a', label: 'Purple' },
  { value: '#ffffff', label: 'White' },
];

const HIGHLIGHTS = [
  { value: '#fff59d', label: 'Yellow' },
  { value: '#c8e6c9', label: 'Light green' },
  { value: '#bbdefb', label: 'Light blue' },
  { value: '#ffcdd2', label: 'Light red' },
  { value: '#e1bee7', label: 'Light purple' },
];

export interface RichTextEditorProps {
  /** Visible label; also the editable area's accessible name. */
  label: string;
  /** The HTML the editor starts with (read once, when it mounts). */
  initialHtml: string;
  onChange: (html: string) => void;
}

/**
 * The description editor of jobs and blog posts (SPEC §5): bold, italic, underline, strike, ordered and
 * bullet lists with indent/unindent, font size, headings 1-6, text colour, background (highlight), font
 * family and alignment. Lives only in admin chunks.
 */
export const RichTextEditor = memo(function RichTextEditor({
  label,
  initialHtml,
  onChange,
}: RichTextEditorProps) {
  const theme = useTheme();
  const editorRef = useRef<RichTextEditorRef>(null);
  const labelId = `${label.replace(/\W+/g, '-').toLowerCase()}-editor-label`;

  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4, 5, 6] },
        codeBlock: false,
        code: false,
        blockquote: false,
      }),
      Underline,
      TextStyle,
      Color,
      FontFamily,
      FontSize,
      Highlight.configure({ multicolor: true }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    [],
  );

  return (
    <Box>
      <Typography id={labelId} component="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <MuiTiptapEditor
        ref={editorRef}
        extensions={extensions}
        content={initialHtml}
        onUpdate={({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML())}
        editorProps={{
          attributes: {
            role: 'textbox',
            'aria-multiline': 'true',
            'aria-labelledby': labelId,
          },
        }}
        immediatelyRender
        RichTextFieldProps={{ variant: 'outlined', MenuBarProps: { stickyOffset: 64 } }}
        sx={{
          '& .ProseMirror': { minHeight: 200 },
          '& .MuiTiptap-MenuBar-root': { bgcolor: theme.palette.grey[50] },
        }}
        renderControls={() => (
          <MenuControlsContainer>
            <MenuSelectFontFamily options={FONT_FAMILIES} />
            <MenuSelectHeading />
            <MenuSelectFontSize options={FONT_SIZES} />
            <MenuDivider />
            <MenuButtonBold />
            <MenuButtonItalic />
            <MenuButtonUnderline />
            <MenuButtonStrikethrough />
            <MenuDivider />
            <MenuButtonTextColor defaultTextColor={theme.palette.text.primary} swatchColors={SWATCHES} />
            <MenuButtonHighlightColor swatchColors={HIGHLIGHTS} />
            <MenuDivider />
            {/* Unaligned (default, left) text shows the left-align icon rather than an empty box. */}
            <MenuSelectTextAlign emptyLabel={<FormatAlignLeft fontSize="small" aria-label="Align left" />} />
            <MenuDivider />
            <MenuButtonOrderedList />
            <MenuButtonBulletedList />
            <MenuButtonIndent />
            <MenuButtonUnindent />
            <MenuDivider />
            <MenuButtonUndo />
            <MenuButtonRedo />
          </MenuControlsContainer>
        )}
      />
    </Box>
  );
});
