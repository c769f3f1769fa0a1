import type { PageRequest } from '../../data-table';

/** A page of a list the server sends whole (the registry, the IP rules), sorted by a key. */
export function pageOf<Row>(rows: Row[], request: PageRequest) {
  const sorted = request.sortBy
    ? [...rows].sort((a, b) => {
        const key = request.sortBy as keyof Row;
        const order = String(a[key]).localeCompare(String(b[key]));
        return request.order === 'asc' ? order : -order;
      })
    : rows;
  const start = (request.pageNo - 1) * request.pageSize;
  return {
    list: sorted.slice(start, start + request.pageSize),
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: rows.length,
    totalPages: Math.ceil(rows.length / request.pageSize),
  };
}
