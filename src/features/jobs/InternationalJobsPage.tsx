import { CATEGORY } from '../../app/constants';
import JobListPage from './JobListPage';

/** /international: jobs of category 1. */
export default function InternationalJobsPage() {
  return (
    <JobListPage
      category={CATEGORY.international}
      title="International Jobs"
      subtitle="Verified overseas openings with employers we know, and guidance on documents and visas at no cost to you."
    />
  );
}
