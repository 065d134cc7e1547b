/** Credits of the built-in content: one source of data, its license and attribution (about / data-sources page). */
export interface SourceCredit {
  name: string;
  title: string;
  license: string;
  attribution: string;
  url: string;
  used: string;
  thin?: string;
  /** Whether the build actually used it. */
  status?: 'used' | 'missing' | 'skipped';
}

/** What `GET /api/content/credits` answers. */
export interface Credits {
  available: boolean;
  builtAt: string | null;
  sources: SourceCredit[];
}
