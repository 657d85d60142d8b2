import type { ReactNode } from 'react';

/* Placeholder until this layout lands. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
