/**
 * The trimmed text value of a named field of a form (inputs, selects, textareas). Reads the form's
 * elements directly, which works the same in browsers and in test environments whose FormData cannot
 * read a form element.
 */
export function formText(
  form: HTMLFormElement,
  name: string,
  { trim = true }: { trim?: boolean } = {},
): string {
  const field = form.elements.namedItem(name);
  const value = field && 'value' in field ? String(field.value ?? '') : '';
  return trim ? value.trim() : value;
}
