import { CATEGORY } from '../../app/constants';
import { PAGE_META } from '../../components/public/pageMeta';
import JobListPage from './JobListPage';

/** /international: jobs of category 1. */
export default function InternationalJobsPage() {
  return (
    <JobListPage
      category={CATEGORY.international}
      title={PAGE_META.international.title}
      subtitle={PAGE_META.international.description}
    />
  );
}
