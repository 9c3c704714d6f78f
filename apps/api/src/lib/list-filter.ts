/** What a back-office list (locations, admins, players) is asked for. */
export interface ListFilter {
  search?: string | undefined;
  /** Creation dates (YYYY-MM-DD), inclusive. */
  startDate?: string | undefined;
  endDate?: string | undefined;
  page: number;
  pageSize: number;
}

/** The list filter a list's query string asks for. */
export const listFilterOf = (query: {
  search?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  page: number;
  page_size: number;
}): ListFilter => ({
  search: query.search,
  startDate: query.start_date,
  endDate: query.end_date,
  page: query.page,
  pageSize: query.page_size,
});
