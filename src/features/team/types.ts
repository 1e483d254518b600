// A team member as the About page's carousel shows it.

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  image_url: string | null;
  display_order: number;
}
