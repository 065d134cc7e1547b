/**
 * The post being written: kept outside the composer page so that choosing a location (its own
 * page) and coming back keeps the text and the images. Cleared once the post is published.
 */
import type { Place } from '@qfl/core';
import { create } from 'zustand';

export interface DraftImage {
  /** Local id while uploading. */
  id: string;
  preview: string;
  progress: number;
  key: string | null;
  failed: boolean;
}

interface Draft {
  text: string;
  images: DraftImage[];
  place: Place | null;
  setText(text: string): void;
  addImage(image: DraftImage): void;
  updateImage(id: string, patch: Partial<DraftImage>): void;
  removeImage(id: string): void;
  setPlace(place: Place | null): void;
  clear(): void;
}

export const useDraft = create<Draft>((set) => ({
  text: '',
  images: [],
  place: null,
  setText: (text) => set({ text }),
  addImage: (image) => set((s) => ({ images: [...s.images, image] })),
  updateImage: (id, patch) => set((s) => ({ images: s.images.map((i) => (i.id === id ? { ...i, ...patch } : i)) })),
  removeImage: (id) =>
    set((s) => {
      const gone = s.images.find((i) => i.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return { images: s.images.filter((i) => i.id !== id) };
    }),
  setPlace: (place) => set({ place }),
  clear: () =>
    set((s) => {
      for (const i of s.images) URL.revokeObjectURL(i.preview);
      return { text: '', images: [], place: null };
    }),
}));
