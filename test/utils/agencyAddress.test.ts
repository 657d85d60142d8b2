import { addressLines, addressOneLine } from '../../src/shared/agency/agencyFormat';
import { demoAgency } from '../../src/server/agency';

/*
 * Issue 36: addresses and city names stayed in Latin letters on Gujarati and Hindi pages. The agency's
 * configuration may give the street lines, city and state in each page language's script
 * (`address.translations`); a part it leaves out stays in Latin letters.
 */
describe('the agency address on a page', () => {
  it('addresses and city names stay in Latin script: no more on Gujarati and Hindi pages', () => {
    expect(addressLines(demoAgency.address, 'gu-IN')).toEqual([
      '402, શિવાલિક પ્લાઝા, આઈઆઈએમ રોડ પાસે',
      'આંબાવાડી',
      'અમદાવાદ',
      'ગુજરાત 380015, ભારત',
    ]);
    expect(addressOneLine(demoAgency.address, 'hi-IN')).toBe(
      '402, शिवालिक प्लाज़ा, आईआईएम रोड के पास, आंबावाडी, अहमदाबाद, गुजरात 380015, भारत',
    );
  });

  it('shows the English page the Latin address', () => {
    expect(addressLines(demoAgency.address, 'en-IN')).toEqual([
      '402, Shivalik Plaza, Near IIM Road',
      'Ambawadi',
      'Ahmedabad',
      'Gujarat 380015, India',
    ]);
  });

  it('falls back to the Latin part a translation leaves out', () => {
    const address = {
      lines: ['12 Relief Road'],
      city: 'Ahmedabad',
      state: 'Gujarat',
      postalCode: '380001',
      countryCode: 'IN',
      translations: { gu: { city: 'અમદાવાદ' } },
    };
    expect(addressLines(address, 'gu-IN')).toEqual(['12 Relief Road', 'અમદાવાદ', 'Gujarat 380001, ભારત']);
    expect(addressLines(address, 'hi-IN')).toEqual(['12 Relief Road', 'Ahmedabad', 'Gujarat 380001, भारत']);
  });
});
