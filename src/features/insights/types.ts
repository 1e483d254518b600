// Public shapes of an insight, shared by server modules and React components.

/** An insight as the public site and GET /api/insights show it (spec: "Insight"). */
export interface PublicInsight {
  id: string;
  title: string;
  category: string;
  excerpt: string;
  content: string;
  author: string;
  read_time: string;
  date: string;
  image_url: string | null;
}

export type InsightSummary = Omit<PublicInsight, 'content'>;
