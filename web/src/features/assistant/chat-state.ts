import { atom } from 'jotai';

/** Whether the chat panel is open (UI state, so jotai). The conversation itself lives in the panel. */
export const chatOpenAtom = atom(false);
