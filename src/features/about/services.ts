/**
 * The About page's lists, as keys of the `about` namespace of the message catalogues (the texts are there,
 * in each language).
 */

/** The agency's four services (shown in two layouts), each with a title, a summary and four bullets. */
export const services = ['recruitment', 'payroll', 'housekeeping', 'tea'] as const;
export type Service = (typeof services)[number];
export const serviceBullets = (service: Service) =>
  [`${service}1`, `${service}2`, `${service}3`, `${service}4`] as const;

export const industries = [
  'industryAutomobile',
  'industryRealEstate',
  'industryJewellery',
  'industryVisa',
  'industryIt',
  'industryBpo',
  'industryEcommerce',
  'industryManufacturing',
  'industryRetail',
  'industryOffshore',
] as const;

export const counters = [
  { value: '10+', label: 'counterIndustries' },
  { value: '3000+', label: 'counterPlaced' },
  { value: '40+', label: 'counterClients' },
  { value: '2015', label: 'counterFounded' },
] as const;
