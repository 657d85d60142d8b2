import {
  checkGstin,
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinProblemText,
  gstStateName,
  normalizeGstin,
} from '../../src/domain/gstin';

describe('a GSTIN', () => {
  it('is valid with its state code, PAN, entity code, Z and check character (27AAPFU0939F1ZV)', () => {
    expect(checkGstin('27AAPFU0939F1ZV')).toEqual({
      valid: true,
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      stateName: 'Maharashtra',
      pan: 'AAPFU0939F',
    });
  });

  it('is refused when its check character is wrong, naming the one it should have (24AAACB1234C1Z5)', () => {
    const check = checkGstin('24AAACB1234C1Z5');
    expect(check).toEqual({ valid: false, problem: 'checkCharacter', expected: 'L' });
    expect(checkGstin('24AAACB1234C1ZL')).toMatchObject({ valid: true, stateName: 'Gujarat' });
  });

  it('is read as typed: spaces, hyphens and lower case do not matter', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(checkGstin('27 AAPFU 0939F-1ZV')).toMatchObject({ valid: true, pan: 'AAPFU0939F' });
  });

  it('names the first thing that is wrong, in the order of its characters', () => {
    expect(checkGstin('27AAPFU0939F1Z')).toEqual({ valid: false, problem: 'length', length: 14 });
    expect(checkGstin('27AAPFU0939F1Z@')).toEqual({ valid: false, problem: 'characters' });
    expect(checkGstin('39AAPFU0939F1ZV')).toEqual({ valid: false, problem: 'stateCode', code: '39' });
    expect(checkGstin('00AAPFU0939F1ZV')).toEqual({ valid: false, problem: 'stateCode', code: '00' });
    expect(checkGstin('27AAPF10939F1ZV')).toEqual({ valid: false, problem: 'pan' });
    expect(checkGstin('27AAPFU0939F0ZV')).toEqual({ valid: false, problem: 'entityCode' });
    expect(checkGstin('27AAPFU0939F1YV')).toEqual({ valid: false, problem: 'fourteenth' });
  });

  it('computes the mod-36 check character over the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('24AAACB1234C1Z')).toBe('L');
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow();
  });

  it('knows the 38 GST state codes 01-38 by name', () => {
    expect(GST_STATE_CODES).toHaveLength(38);
    expect(GST_STATE_CODES[0]).toBe('01');
    expect(GST_STATE_CODES[37]).toBe('38');
    expect(gstStateName('24')).toBe('Gujarat');
    expect(gstStateName('38')).toBe('Ladakh');
    expect(gstStateName('99')).toBeUndefined();
    expect(gstStateName('toString')).toBeUndefined();
  });

  it("gives each problem its sentence's key and values", () => {
    expect(gstinProblemText({ problem: 'checkCharacter', expected: 'L' })).toEqual({
      key: 'gstinCheckCharacter',
      values: { expected: 'L' },
    });
    expect(gstinProblemText({ problem: 'length', length: 3 })).toEqual({
      key: 'gstinLength',
      values: { length: '3' },
    });
  });
});
