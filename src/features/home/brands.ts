/** The companies we recruit for (logos are monogram SVGs in public/brands, copied to /brands/ by the build). */
export interface AssociateBrand {
  slug: string;
  name: string;
  industry: string;
}

export const associateBrands: AssociateBrand[] = [
  { slug: 'navrang-motors', name: 'Navrang Motors', industry: 'Automobile' },
  { slug: 'sabarmati-realty', name: 'Sabarmati Realty', industry: 'Real Estate' },
  { slug: 'kesar-jewels', name: 'Kesar Jewels', industry: 'Jewellery' },
  { slug: 'skybridge-visa', name: 'Skybridge Visa Consultants', industry: 'Visa & Immigration' },
  { slug: 'orbit-infotech', name: 'Orbit Infotech', industry: 'Information Technology' },
  { slug: 'pinnacle-bpo', name: 'Pinnacle BPO Services', industry: 'BPO / KPO' },
  { slug: 'cartnest', name: 'CartNest Commerce', industry: 'E-Commerce' },
  { slug: 'vardhan-engineering', name: 'Vardhan Engineering Works', industry: 'Manufacturing' },
  { slug: 'shreeji-electricals', name: 'Shreeji Electricals', industry: 'Electrical' },
  { slug: 'freshmart-retail', name: 'FreshMart Retail', industry: 'Retail & FMCG' },
  { slug: 'harbourline-offshore', name: 'Harbourline Offshore', industry: 'Offshore Services' },
  { slug: 'amber-textiles', name: 'Amber Textiles', industry: 'Textiles' },
  { slug: 'greenleaf-foods', name: 'Greenleaf Foods', industry: 'Food Processing' },
  { slug: 'sunrise-hospitality', name: 'Sunrise Hospitality', industry: 'Hospitality' },
  { slug: 'vertex-logistics', name: 'Vertex Logistics', industry: 'Logistics' },
  { slug: 'lotus-pharma', name: 'Lotus Pharma Labs', industry: 'Pharmaceuticals' },
  { slug: 'indus-packaging', name: 'Indus Packaging', industry: 'Packaging' },
  { slug: 'gulmohar-hotels', name: 'Gulmohar Hotels', industry: 'Hotels' },
  { slug: 'zenith-auto-parts', name: 'Zenith Auto Components', industry: 'Auto Components' },
  { slug: 'bluewave-facility', name: 'BlueWave Facility Services', industry: 'Facility Management' },
];

export const brandLogoUrl = (slug: string): string => `/brands/${slug}.svg`;
