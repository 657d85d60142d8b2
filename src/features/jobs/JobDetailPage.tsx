/* Placeholder until this screen lands. */
export default function JobDetailPage() {
  return null;
}
