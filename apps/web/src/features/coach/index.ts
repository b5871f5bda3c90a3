/** The coach chat: the chat history's reads, cache adapter and changes, the persona picker and the panel. */
export { CoachPanel } from './components/coach-panel';
export { useChatMessages, getChatMessages } from './api/get-chat-messages';
export { useCoachChat, type CoachChat } from './api/use-coach-chat';
