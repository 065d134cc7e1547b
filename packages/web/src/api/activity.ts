/** How many API calls are in flight; the global loading indicator reads it. */
import { create } from 'zustand';

interface ActivityState {
  inFlight: number;
  bump(delta: 1 | -1): void;
}

export const useActivity = create<ActivityState>()((set) => ({
  inFlight: 0,
  bump: (delta) => set((s) => ({ inFlight: Math.max(0, s.inFlight + delta) })),
}));
