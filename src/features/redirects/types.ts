// A redirect as the admin screen receives it, and the page of them the list endpoint answers.
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

/** One page of the list: its rows in From order, how many match the search, and how many there are. */
export interface AdminRedirectPage {
  redirects: AdminRedirect[];
  matching: number;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}
