/* Placeholder until this screen lands. */
export default function DomesticJobsPage() {
  return null;
}
