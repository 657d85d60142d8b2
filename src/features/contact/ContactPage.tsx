/* Placeholder until this screen lands. */
export default function ContactPage() {
  return null;
}
