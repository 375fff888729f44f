import type { ReactNode } from 'react';
import './fields.css';

/** Lays fields out in as many columns as the width allows (fields.css). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="field-grid">{children}</div>;
}
