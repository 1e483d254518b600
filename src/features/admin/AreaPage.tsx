// The frame of an admin area page: heading, subtitle, the page's main buttons, and a card holding its content.
import type { ReactNode } from 'react';
import { Card, CardHeader } from '#src/ui/Card.tsx';

/** What every area's screen takes from its route: its title, written once in its area.ts (the page's <h1>). */
export interface AreaScreenProps {
  title: string;
}

/** The way back to the dashboard, the area's heading and subtitle, and its main buttons. */
export function AreaHeader({ heading, subtitle, actions }: { heading: string; subtitle: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-sm">
          <a href="/admin" className="text-brand-700 underline-offset-4 hover:underline">
            Dashboard
          </a>
        </p>
        <h1 className="mt-1 font-serif text-3xl font-semibold text-brand-900">{heading}</h1>
        <p className="mt-1 text-slate-600">{subtitle}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function AreaPage({
  heading,
  subtitle,
  listTitle,
  listDescription,
  actions,
  children,
}: {
  heading: string;
  subtitle: string;
  listTitle: string;
  listDescription: string;
  /** The page's main buttons ('Add Team Member', 'Export CSV'), beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <AreaHeader heading={heading} subtitle={subtitle} actions={actions} />
      <Card>
        <CardHeader title={listTitle} description={listDescription} />
        {children}
      </Card>
    </div>
  );
}
