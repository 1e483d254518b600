// The image a page shows in a slot, as handed to React components.

export interface PageImage {
  id: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}
