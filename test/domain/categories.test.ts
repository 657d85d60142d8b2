import { CATEGORY, categoryLabel } from '../../src/domain/categories';

describe("a job's category", () => {
  it("is stored as '1' for International and '2' for Domestic", () => {
    expect(CATEGORY).toEqual({ international: '1', domestic: '2' });
  });

  it("shows '1' as International and '2' as Domestic", () => {
    expect(categoryLabel(CATEGORY.international)).toBe('International');
    expect(categoryLabel(CATEGORY.domestic)).toBe('Domestic');
  });

  it("shows anything other than exactly '1' as Domestic, as the spec says (a missing category too)", () => {
    for (const value of [null, undefined, '', '0', '3', ' 1', '1 ', '01', 'International'])
      expect(categoryLabel(value)).toBe('Domestic');
  });
});
