/** Query keys of the assistant feature. */
export const assistantKeys = {
  info: ['chatbot-info'] as const,
};
