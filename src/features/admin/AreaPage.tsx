// The frame of an admin area page: heading, subtitle and a card holding its content.
import type { ReactNode } from 'react';
import { Card, CardHeader } from '../../ui/Card.tsx';

export function AreaPage({
  heading,
  subtitle,
  listTitle,
  listDescription,
  children,
}: {
  heading: string;
  subtitle: string;
  listTitle: string;
  listDescription: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <a href="/admin" className="text-brand-700 underline-offset-4 hover:underline">
            Dashboard
          </a>
        </p>
        <h1 className="mt-1 font-serif text-3xl font-semibold text-brand-900">{heading}</h1>
        <p className="mt-1 text-slate-600">{subtitle}</p>
      </div>
      <Card>
        <CardHeader title={listTitle} description={listDescription} />
        {children}
      </Card>
    </div>
  );
}
