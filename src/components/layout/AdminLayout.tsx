import type { ReactNode } from 'react';

/* Placeholder until this layout lands. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
