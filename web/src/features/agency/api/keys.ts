export const agencyKeys = {
  agency: ['agency'] as const,
  settings: ['agency', 'settings'] as const,
};
