import type homeText from '../../i18n/compiled/en/home';
/** The companies we recruit for (logos are monogram SVGs in public/brands, copied to /brands/ by the build). */
export interface AssociateBrand {
  slug: string;
  name: string;
  /** The `home` catalogue key of the company's industry (shown in the page's language). */
  industry: BrandIndustry;
}

type BrandIndustry = Extract<keyof typeof homeText.messages, `brandIndustry${string}`>;

export const associateBrands: AssociateBrand[] = [
  { slug: 'navrang-motors', name: 'Navrang Motors', industry: 'brandIndustryAutomobile' },
  { slug: 'sabarmati-realty', name: 'Sabarmati Realty', industry: 'brandIndustryRealEstate' },
  { slug: 'kesar-jewels', name: 'Kesar Jewels', industry: 'brandIndustryJewellery' },
  { slug: 'skybridge-visa', name: 'Skybridge Visa Consultants', industry: 'brandIndustryVisaImmigration' },
  { slug: 'orbit-infotech', name: 'Orbit Infotech', industry: 'brandIndustryInformationTechnology' },
  { slug: 'pinnacle-bpo', name: 'Pinnacle BPO Services', industry: 'brandIndustryBpoKpo' },
  { slug: 'cartnest', name: 'CartNest Commerce', industry: 'brandIndustryECommerce' },
  { slug: 'vardhan-engineering', name: 'Vardhan Engineering Works', industry: 'brandIndustryManufacturing' },
  { slug: 'shreeji-electricals', name: 'Shreeji Electricals', industry: 'brandIndustryElectrical' },
  { slug: 'freshmart-retail', name: 'FreshMart Retail', industry: 'brandIndustryRetailFmcg' },
  { slug: 'harbourline-offshore', name: 'Harbourline Offshore', industry: 'brandIndustryOffshoreServices' },
  { slug: 'amber-textiles', name: 'Amber Textiles', industry: 'brandIndustryTextiles' },
  { slug: 'greenleaf-foods', name: 'Greenleaf Foods', industry: 'brandIndustryFoodProcessing' },
  { slug: 'sunrise-hospitality', name: 'Sunrise Hospitality', industry: 'brandIndustryHospitality' },
  { slug: 'vertex-logistics', name: 'Vertex Logistics', industry: 'brandIndustryLogistics' },
  { slug: 'lotus-pharma', name: 'Lotus Pharma Labs', industry: 'brandIndustryPharmaceuticals' },
  { slug: 'indus-packaging', name: 'Indus Packaging', industry: 'brandIndustryPackaging' },
  { slug: 'gulmohar-hotels', name: 'Gulmohar Hotels', industry: 'brandIndustryHotels' },
  { slug: 'zenith-auto-parts', name: 'Zenith Auto Components', industry: 'brandIndustryAutoComponents' },
  {
    slug: 'bluewave-facility',
    name: 'BlueWave Facility Services',
    industry: 'brandIndustryFacilityManagement',
  },
];

export const brandLogoUrl = (slug: string): string => `/brands/${slug}.svg`;
