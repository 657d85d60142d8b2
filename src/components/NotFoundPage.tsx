/* Placeholder until this screen lands. */
export default function NotFoundPage() {
  return null;
}
