/* Placeholder until this screen lands. */
export default function LoginPage() {
  return null;
}
