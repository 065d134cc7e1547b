/** The circle over HTTP (core `schemas/circle.ts`): feed, my posts, publish, delete, like, comments, config. */
import type { CircleComment, CircleComments, CircleFeed, CirclePost, CreatePostBody, ImageUpload } from '@qfl/core';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { uploader } from '../../../api/upload';
import { useSession } from '../../../session/store';

export const circleKeys = {
  all: ['circle'] as const,
  feed: (userId: number | undefined, scope: 'all' | 'mine') => ['circle', 'feed', scope, userId] as const,
  comments: (userId: number | undefined, postId: number) => ['circle', 'comments', userId, postId] as const,
  config: ['circle-config'] as const,
};

export function useCircleFeed(scope: 'all' | 'mine') {
  const userId = useSession((s) => s.userInfo?.id);
  return useInfiniteQuery({
    queryKey: circleKeys.feed(userId, scope),
    queryFn: ({ pageParam }) =>
      api.call(scope === 'mine' ? 'GET /api/circle/posts/mine' : 'GET /api/circle/posts', {
        auth: true,
        toast: false,
        ...(pageParam ? { query: { before: pageParam } } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  });
}

/** A post's comments page by page (newest page first, each oldest first); the next page is the older one. */
export function useComments(postId: number, enabled: boolean) {
  const userId = useSession((s) => s.userInfo?.id);
  return useInfiniteQuery({
    queryKey: circleKeys.comments(userId, postId),
    queryFn: ({ pageParam }) =>
      api.call('GET /api/circle/posts/:id/comments', {
        params: { id: postId },
        auth: true,
        ...(pageParam ? { query: { before: pageParam } } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.items[0]?.id : undefined),
    enabled,
    staleTime: 0,
  });
}

/** Every loaded page of comments in reading order: the oldest loaded first. */
export function loadedComments(data: InfiniteData<CircleComments> | undefined): CircleComment[] | null {
  return data ? [...data.pages].reverse().flatMap((p) => p.items) : null;
}

export function useCircleConfig() {
  return useQuery({
    queryKey: circleKeys.config,
    queryFn: () => api.call('GET /api/circle/config', { toast: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Replaces one post in every cached feed page (after a like or a comment). */
function patchPost(client: QueryClient, postId: number, patch: (p: CirclePost) => CirclePost) {
  client.setQueriesData<InfiniteData<CircleFeed>>({ queryKey: ['circle', 'feed'] }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((p) => (p.id === postId ? patch(p) : p)) })) }
      : data,
  );
}

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: circleKeys.all });

export function useLike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, like }: { postId: number; like: boolean }) =>
      like
        ? api.call('POST /api/circle/posts/:id/like', { params: { id: postId }, auth: true })
        : api.call('DELETE /api/circle/posts/:id/like', { params: { id: postId }, auth: true }),
    onSuccess: (res, { postId }) => patchPost(client, postId, (p) => ({ ...p, liked: res.liked, likeCount: res.likeCount })),
  });
}

export function useAddComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.call('POST /api/circle/posts/:id/comments', { params: { id: postId }, body: { text }, auth: true }),
    onSuccess: () => refresh(client),
  });
}

export function useDeleteComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => api.call('DELETE /api/circle/comments/:id', { params: { id: commentId }, auth: true }),
    onSuccess: () => refresh(client),
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => api.call('DELETE /api/circle/posts/:id', { params: { id: postId }, auth: true }),
    onSuccess: () => refresh(client),
  });
}

export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) => api.call('POST /api/circle/posts', { body, auth: true }),
    onSuccess: () => refresh(client),
  });
}

/** Uploads one image for a post, with progress (0…1); abort() stops it. */
export function uploadPostImage(file: File, onProgress: (fraction: number) => void) {
  return uploader.upload<ImageUpload>({
    path: '/api/images',
    file,
    fileName: file.name,
    formData: { purpose: 'post' },
    onProgress: (loaded, total) => onProgress(total > 0 ? loaded / total : 0),
  });
}
