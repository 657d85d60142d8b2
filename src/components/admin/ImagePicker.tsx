import { megabytes } from '../../api/limits';
import { message } from '../../api/messages';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import { useDialogs } from '../dialogs/DialogProvider';
import { DIALOG_MS, MAX_IMAGE_BYTES } from '../../shared/constants';
import { fileUrl } from '../../shared/fileUrl';

export const FILE_TOO_LARGE_TEXT = message('imageTooLarge', { imageMegabytes: megabytes(MAX_IMAGE_BYTES) });
export const NOT_AN_IMAGE_TEXT = 'Please choose a PNG, JPEG, WebP or GIF image';
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export interface ImagePickerProps {
  /** The field's label, e.g. "Logo" or "Photo". */
  label: string;
  /** The newly picked file, if any. */
  file: File | null;
  /** The stored image path of the record being edited (`/files/...`), shown while no new file is picked. */
  existingPath?: string | null;
  onChange: (file: File) => void;
  required?: boolean;
  /** Preview shape: round for logos and photos. */
  round?: boolean;
}

/**
 * Picks one image (SPEC §5): images only, at most 5,242,880 bytes; anything bigger gives the warning
 * the imageTooLarge message and is ignored. A new pick shows a local preview, otherwise the existing image.
 */
export function ImagePicker({
  label,
  file,
  existingPath,
  onChange,
  required = false,
  round = false,
}: ImagePickerProps) {
  const id = useId();
  const { notify } = useDialogs();
  const [previewUrl, setPreviewUrl] = useState<string | undefined>();

  useEffect(() => {
    if (!file) {
      setPreviewUrl(undefined);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (!IMAGE_TYPES.includes(picked.type)) {
      void notify({ kind: 'warning', title: NOT_AN_IMAGE_TEXT, timerMs: DIALOG_MS });
      return;
    }
    if (picked.size > MAX_IMAGE_BYTES) {
      void notify({ kind: 'warning', title: FILE_TOO_LARGE_TEXT, timerMs: DIALOG_MS });
      return;
    }
    onChange(picked);
  };

  const shown = previewUrl ?? fileUrl(existingPath);
  const size = 120;

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 0.5, mb: 1 }}>
        <Typography component="label" htmlFor={id} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {required && (
          <Box component="span" aria-hidden sx={{ color: 'error.main' }}>
            *
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: size,
            height: size,
            borderRadius: round ? '50%' : 2,
            overflow: 'hidden',
            bgcolor: 'grey.100',
            border: 1,
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          }}
        >
          {shown ? (
            <img
              src={shown}
              alt={file ? `${label} preview` : `Current ${label.toLowerCase()}`}
              width={size}
              height={size}
              style={{ objectFit: 'cover', width: '100%', height: '100%' }}
            />
          ) : (
            <ImageOutlined sx={{ fontSize: 48, color: 'grey.400' }} aria-hidden />
          )}
        </Box>
        <Box>
          {/* A button-looking frame around the real file input (one interactive element, named by the label). */}
          <Box
            component="span"
            sx={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 0.75,
              border: 1,
              borderColor: 'primary.main',
              borderRadius: 1,
              color: 'primary.main',
              fontWeight: 600,
              fontSize: '0.875rem',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <UploadFile fontSize="small" aria-hidden />
            <span aria-hidden>
              {shown ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
            </span>
            <input
              id={id}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-required={required}
              onChange={onPick}
              style={{
                position: 'absolute',
                inset: 0,
                opacity: 0,
                cursor: 'pointer',
                width: '100%',
                height: '100%',
              }}
            />
          </Box>
          <FormHelperText sx={{ mt: 0.75 }}>
            {file ? file.name : 'PNG, JPEG, WebP or GIF, at most 5 MB'}
          </FormHelperText>
        </Box>
      </Box>
    </Box>
  );
}
