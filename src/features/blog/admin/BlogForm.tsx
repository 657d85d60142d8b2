import { useState } from 'react';
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
import { blankFieldMessage, MISSING_DATA_TEXT } from '../../../components/admin/useSaveAction';
import { useResourceForm } from '../../../components/admin/useResourceForm';
import { TEXT_MAX } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import {
  useCreateBlogPostMutation,
  useGetBlogPostQuery,
  useUpdateBlogPostMutation,
  type BlogPost,
} from '../blogApi';

function BlogFields({ post }: { post: BlogPost | undefined }) {
  const [title, setTitle] = useState(post?.title ?? '');
  const [description, setDescription] = useState(post?.description ?? '');
  const [initialTranslations] = useState(() => translationValuesOf(post));
  const [translations, setTranslations] = useState(initialTranslations);
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useResourceForm({
    noun: 'Blog',
    record: post,
    listPath: paths.blogList,
    useCreate: useCreateBlogPostMutation,
    useUpdate: useUpdateBlogPostMutation,
  });

  const onSubmit = form.submit(() => {
    const fields = { title: title.trim(), description, ...translationBody(translations) };
    return {
      checks: [
        // Blog create and edit check only the image (SPEC §5).
        () => (!photo && !post?.photo ? MISSING_DATA_TEXT : undefined),
        // An edit may not clear the field the contract requires: name it instead of sending it.
        () => (form.editing ? blankFieldMessage([{ label: 'Title', value: title }]) : undefined),
      ],
      create: () => ({ ...fields, photo: photo as File }),
      update: () => ({ ...fields, ...(photo ? { photo } : {}) }),
    };
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        {...form.formProps}
        noValidate
        onSubmit={onSubmit}
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
        <FormActions
          busy={form.busy}
          submitLabel={form.editing ? 'Update Blog' : 'Add Blog'}
          backTo={paths.blogList}
        />
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
