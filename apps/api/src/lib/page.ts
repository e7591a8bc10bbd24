/** A page a client asked for: `page_num` counts from 1, `page_size` rows a page. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** One page of a list and how many there are in all. */
export interface Page<T> {
  list: T[];
  total: number;
}

/** The rows before this page. */
export const offsetOf = (page: PageRequest): number => (page.pageNum - 1) * page.pageSize;

/** The page a list call asks for (`page_num`, `page_size`); a call that may leave them out gets page 1. */
export const pageOf = (
  query?: { page_num?: number; page_size?: number } | null,
  pageSize = 20,
): PageRequest => ({
  pageNum: query?.page_num ?? 1,
  pageSize: query?.page_size ?? pageSize,
});
