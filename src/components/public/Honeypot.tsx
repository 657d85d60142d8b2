/**
 * The anti-bot field every public form carries (`website`): off screen, hidden from assistive
 * technology, out of the tab order and never autofilled, so only automated submissions fill it.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-website`;
  return (
    // Written for bots, in English on every language's page.
    <div
      aria-hidden="true"
      lang="en"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
