/**
 * The tab's one chat socket, shared by every chat view: while any is mounted the socket is open;
 * each frame refreshes the conversation list and unread counts, and views get the frames too
 * (the chat page shows new messages and read marks at once).
 */
import type { ChatServerFrame } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fetchTicket } from './api/chat';
import { ChatSocket, chatSocketUrl, type LiveStatus, type SocketLike } from './socket/chat-socket';

function browserSocket(url: string): SocketLike {
  const ws = new WebSocket(url);
  const like: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.onmessage = (event) => like.onmessage?.({ data: event.data });
  ws.onclose = (event) => like.onclose?.({ code: event.code });
  ws.onerror = (event) => like.onerror?.(event);
  return like;
}

let shared: ChatSocket | null = null;
function chatSocket(): ChatSocket {
  if (!shared) {
    shared = new ChatSocket({
      fetchTicket: async () => (await fetchTicket()).ticket,
      url: (ticket) => chatSocketUrl(window.location, ticket),
      createSocket: browserSocket,
    });
    window.addEventListener('online', () => shared?.kick());
  }
  return shared;
}

/** Keeps the socket open while mounted; `onFrame` gets every frame. Answers the connection status. */
export function useChatLive(onFrame?: (frame: ChatServerFrame) => void): LiveStatus {
  const queryClient = useQueryClient();
  const handler = useRef(onFrame);
  handler.current = onFrame;
  const [status, setStatus] = useState<LiveStatus>(() => chatSocket().status);
  useEffect(() => {
    const socket = chatSocket();
    const offStatus = socket.onStatus(setStatus);
    const off = socket.listen((frame) => {
      if (frame.type !== 'pong') {
        void queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] });
        void queryClient.invalidateQueries({ queryKey: ['chat', 'unread'] });
      }
      handler.current?.(frame);
    });
    setStatus(socket.status);
    return () => {
      off();
      offStatus();
    };
  }, [queryClient]);
  return status;
}
