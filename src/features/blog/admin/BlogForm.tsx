import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { ResourceFormPage } from '../../../components/admin/ResourceFormPage';
import { FormActions } from '../../../components/admin/FormActions';
import { RichTextEditor } from '../../../components/admin/RichTextEditor';
import {
  ContentLanguageTabs,
  translationBody,
  translationValuesOf,
} from '../../../components/admin/ContentLanguageTabs';
import { blankFieldMessage, MISSING_DATA_TEXT, useSaveAction } from '../../../components/admin/useSaveAction';
import { useUnsavedChangesGuard } from '../../../components/admin/useUnsavedChangesGuard';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { DIALOG_MS, TEXT_MAX } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import {
  useCreateBlogPostMutation,
  useGetBlogPostQuery,
  useUpdateBlogPostMutation,
  type BlogPost,
} from '../blogApi';

function BlogFields({ post }: { post: BlogPost | undefined }) {
  const editing = post !== undefined;
  const { notify } = useDialogs();
  const [title, setTitle] = useState(post?.title ?? '');
  const [description, setDescription] = useState(post?.description ?? '');
  const [initialTranslations] = useState(() => translationValuesOf(post));
  const [translations, setTranslations] = useState(initialTranslations);
  const [photo, setPhoto] = useState<File | null>(null);
  const [createPost, creating] = useCreateBlogPostMutation();
  const [updatePost, updating] = useUpdateBlogPostMutation();
  const guard = useUnsavedChangesGuard();
  const save = useSaveAction('Blog', editing, paths.blogList, guard.release);
  const busy = creating.isLoading || updating.isLoading;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Blog create and edit check only the image (SPEC §5).
    if (!photo && !post?.photo) {
      await notify({ kind: 'warning', title: MISSING_DATA_TEXT, timerMs: DIALOG_MS });
      return;
    }
    // An edit may not clear the field the contract requires: name it instead of sending it.
    const blank = editing ? blankFieldMessage([{ label: 'Title', value: title }]) : undefined;
    if (blank) {
      await notify({ kind: 'warning', title: blank, timerMs: DIALOG_MS });
      return;
    }
    const fields = { title: title.trim(), description, ...translationBody(translations) };
    await save(() =>
      editing
        ? updatePost({ id: post.id, body: { ...fields, ...(photo ? { photo } : {}) } }).unwrap()
        : createPost({ ...fields, photo: photo as File }).unwrap(),
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        {...guard.formProps}
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 3 }}
      >
        <ImagePicker label="Photo" file={photo} existingPath={post?.photo} onChange={setPhoto} required />
        <ContentLanguageTabs
          values={translations}
          initial={initialTranslations}
          onChange={(change) => setTranslations((current) => ({ ...current, ...change }))}
          english={
            <>
              <TextField
                name="title"
                label="Title"
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                required
                fullWidth
                inputProps={{ maxLength: TEXT_MAX }}
              />
              <RichTextEditor
                label="Description"
                initialHtml={post?.description ?? ''}
                onChange={setDescription}
              />
            </>
          }
        />
        <FormActions busy={busy} submitLabel={editing ? 'Update Blog' : 'Add Blog'} backTo={paths.blogList} />
      </Box>
    </Paper>
  );
}

/** /create-blog and /edit-blog/:id: one form for both. */
export default function BlogForm() {
  return (
    <ResourceFormPage<BlogPost>
      resource="Blog"
      noun="blog post"
      listPath={paths.blogList}
      listLabel="Blog"
      useRecord={useGetBlogPostQuery}
    >
      {(post) => <BlogFields key={post?.id ?? 'new'} post={post} />}
    </ResourceFormPage>
  );
}
