import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { Thumbnail } from '../../../components/admin/Thumbnail';
import { useDeleteAction } from '../../../components/admin/useDeleteAction';
import { paths } from '../../../routes/paths';
import { useDeleteBlogPostMutation, useListBlogPostsQuery, type BlogPost } from '../blogApi';

/** Search: the title (SPEC §5). */
const searchValues = (post: BlogPost) => [post.title];

/** /blog-list: the blog posts with their poster and title; create, edit and delete. */
export default function BlogList() {
  const { data, isLoading, isError } = useListBlogPostsQuery();
  const [deletePost] = useDeleteBlogPostMutation();
  const onDelete = useDeleteAction('Blog', deletePost);

  const columns = useMemo<GridColDef<BlogPost>[]>(
    () => [
      {
        field: 'photo',
        headerName: 'Poster',
        width: 120,
        renderCell: ({ row }) => (
          <Thumbnail path={row.photo} alt={`${row.title} poster`} variant="rounded" size={64} />
        ),
      },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
      actionsColumn<BlogPost>(
        120,
        (row) => ({
          to: paths.editBlog(row.id),
          linkLabel: `Edit ${row.title}`,
          deleteLabel: `Delete ${row.title}`,
        }),
        (id) => void onDelete(id),
      ),
    ],
    [onDelete],
  );

  return (
    <ResourceList
      title="Blog"
      noun="blog posts"
      rows={data}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
      rowHeight={80}
      create={{ to: paths.createBlog, label: 'Create Blog' }}
    />
  );
}
