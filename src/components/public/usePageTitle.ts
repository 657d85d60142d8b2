import { useEffect } from 'react';
import { brand } from '../../app/brand';

/** Sets the document title of a public screen ("Jobs | Sahyog Manpower Services"). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title
      ? `${title} | ${brand.name}`
      : `${brand.name} | Jobs, recruitment, payroll and housekeeping in Ahmedabad`;
  }, [title]);
}
