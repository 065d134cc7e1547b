/** Which text a code-500 toast shows: the server's message, unless it is longer than the cutoff. */
import { SERVER_MESSAGE_CUTOFF } from '../constants.js';

export function toastableServerMessage(msg: string | undefined): string | null {
  if (!msg) return null;
  return msg.length > SERVER_MESSAGE_CUTOFF ? null : msg;
}
