/**
 * "Block" / "Unblock" a user, with a confirm dialog (POST /black/addUserBlack, /black/removeUserBlack).
 * Used by the user card, the chat page and the friend list.
 */
export interface BlockActionProps {
  userId: number;
  nickname?: string | null;
  /** Called after the change is saved, with the new state. */
  onChange?: (blocked: boolean) => void;
  testId?: string;
}

export function BlockAction(_props: BlockActionProps) {
  return null;
}
