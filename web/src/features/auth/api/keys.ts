/** Query keys of the auth feature. */
export const authKeys = {
  user: ['user'] as const,
};
