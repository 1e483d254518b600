// A redirect as the admin screen receives it.
export interface AdminRedirect {
  id: string;
  from_path: string;
  to_target: string;
  status_code: number;
  built_in: boolean;
  hits: number;
  /** ISO 8601, or null when never followed. */
  last_hit_at: string | null;
  updated_at: string;
}
