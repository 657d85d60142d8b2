import type { Agency } from '../../../src/shared/agency/agencyApi';

/** The agency the SPA tests run with (the fake API serves it; `fakeApi.seed({ agency })` changes it). */
export const testAgency: Agency = {
  name: 'Sahyog Manpower Services',
  phones: ['+91 79 4890 2150', '+91 98250 41736', '+91 90990 27384'],
  whatsapp: '+91 98250 41736',
  email: 'info@sahyogmanpower.in',
  address: {
    lines: ['402, Shivalik Plaza, Near IIM Road', 'Ambawadi'],
    city: 'Ahmedabad',
    state: 'Gujarat',
    postalCode: '380015',
    countryCode: 'IN',
  },
  mapUrl: 'https://www.google.com/maps/embed?pb=map',
  streetViewUrls: [
    'https://www.google.com/maps/embed?pb=front',
    'https://www.google.com/maps/embed?pb=lobby',
  ],
  social: {
    facebook: 'https://www.facebook.com/sahyogmanpower',
    instagram: 'https://www.instagram.com/sahyogmanpower/',
    linkedin: 'https://www.linkedin.com/company/sahyog-manpower-services/',
    youtube: 'https://www.youtube.com/@sahyogmanpower',
    x: 'https://x.com/sahyogmanpower',
  },
  feeds: {
    facebook:
      'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fsahyogmanpower',
    youtube: 'https://www.youtube-nocookie.com/embed/videoseries?list=UUtest',
  },
  msmeNumber: 'UDYAM-GJ-01-0012345',
  emigrationCertificate: { number: 'B-0123/GUJ/PER/1000+/5/9876/2021', validUntil: '2030-03-31' },
};
