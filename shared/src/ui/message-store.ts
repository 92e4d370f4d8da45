import { create } from 'zustand';

export type MessageKind = 'info' | 'error';

export interface Message {
  kind: MessageKind;
  title: string;
  text: string;
  onConfirm?: () => void;
  autoClose?: boolean;
}

interface MessageState {
  message: Message | null;
  show: (message: Message) => void;
  hide: () => void;
}

/** The page's one message overlay (spec §8 "Message helper"); the shell renders it. */
export const useMessageStore = create<MessageState>()((set) => ({
  message: null,
  show: (message) => set({ message }),
  hide: () => set({ message: null }),
}));

export const AUTO_CLOSE_MS = 4000;

export const showErrorMessage = (
  title: string,
  text: string,
  onConfirm?: () => void,
  autoClose = false,
) => useMessageStore.getState().show({ kind: 'error', title, text, onConfirm, autoClose });
