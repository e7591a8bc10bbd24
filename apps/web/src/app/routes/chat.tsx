import { ChatPage } from '../../features/chat/components/chat-page';

/** `/chat` (login, with the tab bar): the assistant conversation. */
export function Component() {
  return <ChatPage />;
}
