import type { SystemStyleObject } from '@pandacss/dev';

/** What the recipes of form controls share: the box of a text input, a select's trigger, a time picker. */
export const CONTROL_BOX = {
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  fontSize: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0' },
} satisfies SystemStyleObject;

/** A labelled control's column and its label (Ark Select and Combobox carry their own). */
export const CONTROL_ROOT = {
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  minW: '0',
} satisfies SystemStyleObject;
export const CONTROL_LABEL = {
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.default',
} satisfies SystemStyleObject;

/** The list a select or a time picker opens, at most `height` tall and never taller than the screen allows. */
export const popupList = (height: string) =>
  ({
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    boxShadow: 'lg',
    p: '1',
    maxH: `min(${height}, var(--available-height, ${height}))`,
    overflowY: 'auto',
    minW: 'var(--reference-width)',
    _focusVisible: { outline: 'none' },
  }) satisfies SystemStyleObject;

/** A small button holding one icon (a close or clear trigger): quiet until hovered, ringed on focus. */
export const ICON_BUTTON = {
  borderRadius: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
} satisfies SystemStyleObject;

/** One choice in such a list. */
export const POPUP_ITEM = {
  display: 'flex',
  alignItems: 'center',
  borderRadius: 'sm',
  fontSize: 'md',
  cursor: 'pointer',
  _highlighted: { bg: 'accent.subtle' },
  _selected: { fontWeight: 'semibold', color: 'accent.emphasized' },
} satisfies SystemStyleObject;
