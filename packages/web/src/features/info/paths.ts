/** The info tab's pages (issue 13): notices and system news. */
export const INFO_PATHS = {
  /** One system news item: `?id=<newsId>`. */
  news: '/pages/info/news',
} as const;

export const newsPath = (id: number) => `${INFO_PATHS.news}?id=${id}`;
