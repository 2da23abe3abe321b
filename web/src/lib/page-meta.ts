import { useEffect } from 'react';

/** The title and description of the page being pre-rendered (no effects run on the server). */
export const prerenderedMeta = { title: '', description: '' };

/** Sets the page's title and meta description (docs/product-rules.md: each public page sets its own). */
export function usePageMeta(title: string, description: string) {
  if (typeof window === 'undefined') Object.assign(prerenderedMeta, { title, description });
  useEffect(() => {
    document.title = `${title} | Hearth`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
