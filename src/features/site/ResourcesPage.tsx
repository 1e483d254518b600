// The resources hub: the tools (one live, two coming soon) and the latest insights.
import type { PageImage } from '../images/types.ts';
import InsightCard from '../insights/InsightCard.tsx';
import type { InsightSummary } from '../insights/types.ts';
import type { ResourcesCopy } from '../pages/schema.ts';
import PageHero from '../public-shell/PageHero.tsx';

export interface ResourcesPageProps {
  heroImage: PageImage;
  latest: InsightSummary[];
  copy: ResourcesCopy;
}

export default function ResourcesPage({ heroImage, latest, copy }: ResourcesPageProps) {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} image={heroImage} />

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="tools-heading">
        <h2 id="tools-heading" className="font-serif text-3xl font-semibold text-brand-900">
          {copy.toolsHeading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {copy.tools.map((tool) => (
            <li
              key={tool.title}
              className={`flex flex-col rounded-xl border p-6 ${tool.link ? 'border-slate-200 bg-white shadow-sm' : 'border-slate-200 bg-slate-50'}`}
            >
              <h3 className={`text-lg font-semibold ${tool.link ? 'text-brand-900' : 'text-slate-600'}`}>{tool.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{tool.description}</p>
              {tool.link ? (
                <a
                  href={tool.link}
                  className="mt-5 self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  {tool.action}
                </a>
              ) : (
                <span className="mt-5 self-start rounded-md bg-slate-200 px-4 py-2 font-semibold text-slate-700">
                  {tool.action}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50" aria-labelledby="latest-heading">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="latest-heading" className="font-serif text-3xl font-semibold text-brand-900">
            {copy.latestHeading}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="latest-insights">
            {latest.map((insight) => (
              <li key={insight.id}>
                <InsightCard insight={insight} />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-4">
            {copy.latestButtons.map((button, index) => (
              <a
                key={button.link}
                href={button.link}
                className={
                  index === 0
                    ? 'rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800'
                    : 'rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-white'
                }
              >
                {button.text}
              </a>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
