/**
 * The learner's own uploaded books: the list (`GET /api/books?mine=1`), one book, its items page
 * by page (`GET /api/books/:id/words`), and the owner's changes (PUT / DELETE on the book and on
 * its items). Keys sit under `books`, so `invalidateBooks` refreshes them with every other list.
 */
import type { BookDetail, BookList, BookSummary, BookUpdate, WordList } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const ITEMS_PAGE = 50;

export const myBooksKeys = {
  all: ['books', 'mine'] as const,
  list: (userId: number | undefined) => ['books', 'mine', 'list', userId] as const,
  book: (id: number, userId: number | undefined) => ['books', 'mine', 'book', id, userId] as const,
  items: (id: number, page: number, userId: number | undefined) => ['books', 'mine', 'items', id, page, userId] as const,
};

export async function fetchMyBooks(): Promise<BookSummary[]> {
  const answer: Partial<BookList> | null = await api.call('GET /api/books', { query: { mine: '1' }, auth: true, toast: false });
  return Array.isArray(answer?.items) ? answer.items : [];
}

export function fetchBook(id: number): Promise<BookDetail> {
  return api.call('GET /api/books/:id', { params: { id }, auth: true, toast: false });
}

export async function fetchItemsPage(id: number, page: number): Promise<WordList> {
  const answer: Partial<WordList> | null = await api.call('GET /api/books/:id/words', {
    params: { id },
    query: { limit: ITEMS_PAGE, offset: page * ITEMS_PAGE },
    auth: true,
    toast: false,
  });
  return { items: Array.isArray(answer?.items) ? answer.items : [], total: answer?.total ?? 0 };
}

export function updateBook(id: number, body: BookUpdate): Promise<BookSummary> {
  return api.call('PUT /api/books/:id', { params: { id }, body, auth: true });
}

export function deleteBook(id: number): Promise<null> {
  return api.call('DELETE /api/books/:id', { params: { id }, auth: true });
}

export function updateItem(bookId: number, itemId: number, body: { text: string; translation?: string | null }): Promise<null> {
  return api.call('PUT /api/books/:id/items/:itemId', { params: { id: bookId, itemId }, body, auth: true });
}

/** The server refuses the last item (`book.lastItem`, toasted): a book is deleted as a whole. */
export function deleteItem(bookId: number, itemId: number): Promise<null> {
  return api.call('DELETE /api/books/:id/items/:itemId', { params: { id: bookId, itemId }, auth: true });
}

export function useMyBooksQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: myBooksKeys.list(userId), queryFn: fetchMyBooks });
}

export function useMyBookQuery(id: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: myBooksKeys.book(id ?? 0, userId), queryFn: () => fetchBook(id ?? 0), enabled: id !== null });
}

export function useItemsPageQuery(id: number, page: number) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: myBooksKeys.items(id, page, userId),
    queryFn: () => fetchItemsPage(id, page),
    placeholderData: (prev) => prev,
  });
}

/** After a change to an own book: every book list (catalog, self home, mine) and the book itself. */
export function invalidateMyBooks(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['books'] });
}

/** Whether saving this book sends it back to admin review (public professional books). */
export function changeNeedsReview(book: Pick<BookSummary, 'translationMode'>, nextVisibility: string): boolean {
  return nextVisibility === 'public' && book.translationMode === 'professional';
}
