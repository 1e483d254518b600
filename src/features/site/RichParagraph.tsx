// A body paragraph of the page copy (the story, an introduction, an overview, an answer): inline HTML
// with bold, italic and links, shown as it is, its links in the site's link style (`.rich-text a`).
import { cn } from '#src/ui/cn.ts';

export default function RichParagraph({ html, className }: { html: string; className?: string }) {
  return (
    <p
      className={cn('rich-text', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to <strong>, <em> and <a href> by serverPageCopySchema whenever the copy is read.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
