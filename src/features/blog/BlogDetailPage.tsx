/* Placeholder until this screen lands. */
export default function BlogDetailPage() {
  return null;
}
