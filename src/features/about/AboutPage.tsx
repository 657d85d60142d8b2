/* Placeholder until this screen lands. */
export default function AboutPage() {
  return null;
}
