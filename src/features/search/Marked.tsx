// Marked text (snippet.ts) as React renders it: matched words in <mark>, everything as text.
import type { MarkedText } from './snippet.ts';

export default function Marked({ parts }: { parts: MarkedText }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move; their place is their identity.
  return <>{parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))}</>;
}
