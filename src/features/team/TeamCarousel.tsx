// The About page's team carousel: centred, looping, drag threshold 10, arrow keys move between slides;
// each member's photo in responsive AVIF and WebP sizes, a placeholder when it fails to load; each
// slide has a stable anchor (#team-<id>) that bylines link to.
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { teamMemberAnchor } from './anchors.ts';
import { BioText, TeamPhoto } from './TeamMemberParts.tsx';
import type { TeamMember } from './types.ts';

export const TEAM_CAROUSEL_OPTIONS = { align: 'center', loop: true, dragThreshold: 10 } as const;

interface TeamCarouselProps {
  members: TeamMember[];
}

export default function TeamCarousel({ members }: TeamCarouselProps) {
  const [emblaRef, emblaApi] = useEmblaCarousel(TEAM_CAROUSEL_OPTIONS);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  // A link to one member's section (/about#team-<id>, an article's byline) opens the carousel at their slide.
  useEffect(() => {
    if (!emblaApi) return;
    const showLinked = () => {
      const index = members.findIndex((member) => `#${teamMemberAnchor(member.id)}` === window.location.hash);
      if (index >= 0) emblaApi.scrollTo(index, true);
    };
    showLinked();
    window.addEventListener('hashchange', showLinked);
    return () => window.removeEventListener('hashchange', showLinked);
  }, [emblaApi, members]);

  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  if (members.length === 0) return null;
  const several = members.length > 1;

  return (
    <section aria-roledescription="carousel" aria-label="Our team" onKeyDown={onKeyDown} className="relative">
      <div className="overflow-hidden" ref={emblaRef}>
        <div className="flex touch-pan-y">
          {members.map((member, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group per the WAI-ARIA carousel pattern.
            <div
              key={member.id}
              id={teamMemberAnchor(member.id)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${members.length}: ${member.name}`}
              className="min-w-0 flex-[0_0_100%] px-4"
            >
              <article className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
                <TeamPhoto member={member} className="mx-auto size-40" />
                <h3 className="mt-4 font-serif text-2xl font-semibold text-brand-900">{member.name}</h3>
                <p className="mt-1 font-medium text-brand-700">{member.role}</p>
                <BioText bio={member.bio} className="mt-4" />
              </article>
            </div>
          ))}
        </div>
      </div>
      {several && (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={scrollPrev}
            aria-label="Previous team member"
            className="rounded-full border border-slate-300 p-2 text-brand-900 hover:bg-slate-50"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {selected + 1} / {members.length}
          </p>
          <button
            type="button"
            onClick={scrollNext}
            aria-label="Next team member"
            className="rounded-full border border-slate-300 p-2 text-brand-900 hover:bg-slate-50"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </section>
  );
}
