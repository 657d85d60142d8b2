/**
 * The agency's own details, in one place. Change them here and every page (header, footer, contact
 * page, scam notice, about page) follows.
 */
export const brand = {
  name: 'Sahyog Manpower Services',
  shortName: 'Sahyog Manpower',
  tagline: 'Recruitment, payroll and housekeeping services since 2015',
  founded: 2015,
  phones: ['+91 79 4890 2150', '+91 98250 41736', '+91 90990 27384'],
  email: 'info@sahyogmanpower.in',
  address: {
    lines: ['402, Shivalik Plaza, Near IIM Road', 'Ambawadi, Ahmedabad', 'Gujarat 380015, India'],
    oneLine: '402, Shivalik Plaza, Near IIM Road, Ambawadi, Ahmedabad, Gujarat 380015, India',
  },
  mapEmbedUrl:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3671.9!2d72.5405!3d23.0225!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMjPCsDAxJzIxLjAiTiA3MsKwMzInMjUuOCJF!5e0!3m2!1sen!2sin!4v1700000000000',
  streetViewEmbedUrls: [
    'https://www.google.com/maps/embed?pb=!4v1700000000001!6m8!1m7!1sCAoSLEFGMVFpcE1fYWhtZWRhYmFkX29mZmljZV9mcm9udA!2m2!1d23.0225!2d72.5405!3f90!4f0!5f0.78',
    'https://www.google.com/maps/embed?pb=!4v1700000000002!6m8!1m7!1sCAoSLEFGMVFpcE1fYWhtZWRhYmFkX29mZmljZV9sb2JieQ!2m2!1d23.0225!2d72.5405!3f270!4f0!5f0.78',
  ],
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
    youtube: 'https://www.youtube.com/',
  },
} as const;

export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
