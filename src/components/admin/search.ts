/** Case-insensitive substring match of the search text against any of a row's searchable values (SPEC §5). */
export function matchesSearch(
  values: ReadonlyArray<string | number | null | undefined>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return values.some(
    (value) => value !== null && value !== undefined && String(value).toLowerCase().includes(needle),
  );
}
