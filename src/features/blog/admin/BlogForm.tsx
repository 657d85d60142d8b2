/* Placeholder until this screen lands. */
export default function BlogForm() {
  return null;
}
