import { duplicates, literalCount, specTexts, withoutComments } from '../../scripts/check-texts.mjs';

describe('the spec-text check', () => {
  it('takes the quoted texts of the screens and the error catalogue only', () => {
    const spec =
      '## 1. Intro\n"Not this"\n## 2. Screens\nShows "Hello there"\n## 8. Error catalogue\n| x | "Deletion failed!" |\n## 9. Limits\n"Nor this"';
    expect(specTexts(spec)).toEqual(['Hello there', 'Deletion failed!']);
  });

  it('counts literals, JSX texts and YAML values, not comments or longer sentences', () => {
    const source = withoutComments(
      "// \"Deletion failed!\" in a comment\nconst a = 'Deletion failed!';\nconst b = 'Deletion failed! Try again';\n<p>Deletion failed!</p>",
    );
    expect(literalCount(source, 'Deletion failed!')).toBe(2);
    expect(literalCount('  deleteFailed: Deletion failed!\n', 'Deletion failed!')).toBe(1);
  });

  it('reports a text written in two files', () => {
    const files = [
      { path: 'openapi.yaml', source: 'x-messages:\n  duplicate: This Data Already Exists\n' },
      { path: 'src/a.ts', source: "export const TEXT = 'This Data Already Exists';" },
      { path: 'src/b.ts', source: "export const OTHER = 'Something else';" },
    ];
    expect(duplicates(['This Data Already Exists', 'Something else'], files)).toEqual([
      {
        text: 'This Data Already Exists',
        places: [
          { path: 'openapi.yaml', count: 1 },
          { path: 'src/a.ts', count: 1 },
        ],
      },
    ]);
  });
});
