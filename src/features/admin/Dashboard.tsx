// The /admin dashboard's heading and one card per area the role may open (the composition root,
// src/server/dashboard.ts, decides which).
import type { LucideIcon } from 'lucide-react';
import { Badge } from '#src/ui/Badge.tsx';
import { Card } from '#src/ui/Card.tsx';

export interface DashboardCard {
  title: string;
  description: string;
  href: string;
  /** The button's visible word. */
  action: 'Manage' | 'View';
  /** Completes the button's name for screen readers, e.g. "insights". */
  actionObject: string;
  /** What waits there, e.g. "3 new enquiries". */
  count?: string;
  /** Short lines under the count, e.g. "Oldest waiting: 3 business hours". */
  facts?: string[];
  /** The area's icon (its area.ts). */
  icon: LucideIcon;
}

export function Dashboard({ cards }: { cards: DashboardCard[] }) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-serif text-3xl font-semibold text-brand-900">Dashboard</h1>
        <p className="mt-1 text-slate-600">Welcome back. Choose an area to work on.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => {
          const Icon = card.icon;
          return (
            <li key={card.href}>
              <Card className="flex h-full flex-col p-5">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <h2 className="mt-3 text-lg font-semibold text-slate-900">{card.title}</h2>
                <p className="mt-1 flex-1 text-sm text-slate-600">{card.description}</p>
                {card.count && (
                  <p className="mt-3">
                    <Badge tone="blue">{card.count}</Badge>
                  </p>
                )}
                {card.facts && card.facts.length > 0 && (
                  <ul className="mt-2 space-y-0.5 text-sm text-slate-700">
                    {card.facts.map((fact) => (
                      <li key={fact}>{fact}</li>
                    ))}
                  </ul>
                )}
                <a
                  href={card.href}
                  className="mt-4 inline-flex h-9 items-center justify-center self-start rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {card.action}
                  <span className="sr-only"> {card.actionObject}</span>
                </a>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
