/* Placeholder until this screen lands. */
export default function BlogListPage() {
  return null;
}
