import { atom } from 'jotai';

/** Whether the small-screen menu is open (UI state, so jotai). */
export const mobileMenuOpenAtom = atom(false);
