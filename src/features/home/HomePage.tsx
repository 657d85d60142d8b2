/* Placeholder until this screen lands. */
export default function HomePage() {
  return null;
}
