import { useEffect } from 'react';
import { useAgency } from '../../app/agency/agencyApi';

/** Sets the document title of a public screen ("Jobs | Sahyog Manpower Services"). */
export function usePageTitle(title: string | undefined) {
  const name = useAgency()?.name;
  useEffect(() => {
    const parts = title ? [title, name] : [name, 'Jobs, recruitment, payroll and housekeeping in Ahmedabad'];
    document.title = parts.filter(Boolean).join(' | ');
  }, [title, name]);
}
